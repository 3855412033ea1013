"""The rules pages: their pictures (web/pictures.json of each game) are real positions, as a seat
sees them at a table, and the shipped files are what the engine makes today, so they cannot go
stale; their texts (rules.en.ftl, rules.fr.ftl) are complete in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from trigames.web import pictures


@pytest.mark.parametrize("spec", pictures.PICTURES, ids=lambda s: s.game)
def test_shipped_pictures_are_a_fresh_generation(spec: pictures.Source) -> None:
    shipped = pictures.path_of(spec.game).read_text(encoding="utf-8")
    fresh = pictures.dump(pictures.generate(spec))
    assert shipped == fresh, f"run `python -m trigames.web.pictures {spec.game}`: {spec.game}'s pictures are stale"


@pytest.mark.parametrize("spec", pictures.PICTURES, ids=lambda s: s.game)
def test_pictures_are_state_messages(spec: pictures.Source) -> None:
    data = json.loads(pictures.path_of(spec.game).read_text(encoding="utf-8"))
    assert set(data["pictures"]) == {scene.id for scene in spec.scenes}
    for name, msg in data["pictures"].items():
        assert msg["type"] == "state" and msg["game"] == spec.game, name
        assert msg["seat"] == 0, name
    assert data["pictures"]["setup"]["version"] == 0
    assert data["pictures"]["end"]["terminal"] is True
    assert all(not m["terminal"] for k, m in data["pictures"].items() if k != "end")


STATIC = pictures.GAMES_DIR.parent / "web" / "static"
MESSAGE = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*) = (.+)$", re.M)


@pytest.mark.parametrize("folder", [STATIC / "i18n", *(pictures.GAMES_DIR / s.game / "web" for s in pictures.PICTURES)],
                         ids=lambda p: p.parent.name if p.name == "web" else "core")
def test_rules_texts_in_both_languages(folder: Path) -> None:
    """Every message of a rules page exists in English and in French, and says something."""
    en, fr = ({k: v.strip() for k, v in MESSAGE.findall((folder / f"rules.{code}.ftl").read_text(encoding="utf-8"))}
              for code in ("en", "fr"))
    assert en and set(en) == set(fr), sorted(set(en) ^ set(fr))
    assert all(k.startswith("rules-") for k in en)
    for key in en:
        assert en[key] and fr[key] and (en[key] != fr[key] or len(en[key]) < 20), key
    # a rules page has no engine notation: no coordinates, rotations or placements
    assert not any(re.search(r"[UD]\(-?\d+,-?\d+\)|/r\d|\w@\w", v) for v in [*en.values(), *fr.values()])
