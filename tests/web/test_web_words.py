"""Every agent the lobby can offer has a name for people in both languages of the page."""

from __future__ import annotations

import re
from pathlib import Path

import trigames
from trigames.agents import agent_names

CATALOGUES = Path(trigames.__file__).parent / "web" / "static" / "i18n"


def test_every_agent_of_every_game_is_named_in_english_and_french() -> None:
    counts: dict[str, int] = {}
    for lang in ("en", "fr"):
        text = (CATALOGUES / f"{lang}.ftl").read_text(encoding="utf-8")
        for name in re.findall(r"^agent-([\w-]+) = \S", text, re.MULTILINE):
            counts[name] = counts.get(name, 0) + 1
    missing = sorted({n for g in trigames.list_games() for n in agent_names(trigames.make(g.id))
                      if counts.get(n, 0) < 2})
    assert not missing, f"agents without a name in both catalogues (i18n/en.ftl, i18n/fr.ftl): {missing}"
