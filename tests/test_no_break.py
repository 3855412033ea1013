"""French no-break spaces hold on a terminal: rich never starts a line with the colon, semicolon, mark
or closing guillemet that French sets after one (core/nobreak.py)."""

from __future__ import annotations

import io
import re

from rich.console import Console

from trigames.core import catalogue
from trigames.core.nobreak import WORD

LINE = ("Manche 1/4  ·  tour 1\u00a0: 15 restants  ·  tours à venir\u00a0: 2, 3, 4  ·  boîte\u00a0: 0\u00a0; "
        "la rangée «\u00a0les tigres\u00a0» est prise\u00a0! Encore\u00a0? Oui\u202f; fin")


def test_no_line_starts_after_a_no_break_space() -> None:
    from rich import _wrap

    assert _wrap.re_word is WORD  # set by the catalogue's import, where rich still keeps it
    for width in range(12, 90):
        out = io.StringIO()
        Console(width=width, file=out, color_system=None).print(LINE)
        lines = out.getvalue().splitlines()
        assert "".join(lines).replace(" ", "") == LINE.replace(" ", ""), width  # nothing lost
        for line in lines:
            assert not re.match(r"\s*[:;!?»]", line), (width, lines)
            assert not line.rstrip(" ").endswith(("«", "\u00a0", "\u202f")), (width, lines)


def test_the_french_catalogue_lines_hold_too() -> None:
    text = catalogue.t("fr", "table.leave.confirm")  # "Quitter la partie ? Un robot jouera votre place."
    assert "\u00a0?" in text
    out = io.StringIO()
    Console(width=18, file=out, color_system=None).print(text)
    assert not any(re.match(r"\s*\?", line) for line in out.getvalue().splitlines())
