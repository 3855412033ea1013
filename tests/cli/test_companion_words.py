"""`trigames companion tricerata`: the menus a person reads name the cells in words ("row 3, cell 2"),
never in the notation ("3.2"), long menus (a pickup on a big board) and short ones (a sowing) alike,
in English and French. The notation can still be typed (issue 18: the newcomer's tour found "3.2"
beside the words)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cli.clihelp import cli

NOTATION = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")  # a cell as the engine writes it: 3.2
# a menu line: its number, then the move in words ("12 Pick up the stones in row 5, cell 2")
MENU = {"en": re.compile(r"\b\d+ +(Pick up|Sow|Capture|Seize|Play) "),
        "fr": re.compile(r"\b\d+ +(Prendre|Semer|Capturer|Saisir|Jouer) ")}
PLACE = {"en": re.compile(r"\brow \d+, cell \d+"), "fr": re.compile(r"\brangée \d+, case \d+")}


def screens(tmp_path: Path, lang: str, lines: list[str]) -> tuple[str, dict[str, object]]:
    rec = tmp_path / f"words-{lang}.json"
    out = cli(["companion", "tricerata", "--rows", "5", "--names", "Ann,Bo", "--seed", "3", "--record", str(rec),
               "--lang", lang], input="\n".join([*lines, "q"]) + "\n")
    assert out.code == 0 and "Traceback" not in out.out + out.err, out.err
    return out.out, json.loads(rec.read_text())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_companion_menus_name_cells_in_words(tmp_path: Path, lang: str) -> None:
    # the first menu: every cell of a 5-row board can be picked up (25 moves: the long menu); then
    # "1.1" typed in notation (still understood), and the short menu of its neighbours to sow into
    out, data = screens(tmp_path, lang, ["1.1"])
    assert data["actions"] == ["1.1"]
    menu = [line for line in out.splitlines() if MENU[lang].search(line)]
    picks = sum(len(MENU[lang].findall(line)) for line in menu)
    assert picks >= 25 + 1, menu  # the 25 cells to pick up, then the neighbour(s) to sow into
    for line in menu:
        assert not NOTATION.search(line), line  # "1 Pick up the stones in row 1, cell 1", never "1 1.1"
        assert PLACE[lang].search(line), line
    # the long menu says the move, the short one what it would do too: both in words
    assert re.search(r"\b1 +(Pick up the stones in row 1, cell 1|Prendre les pierres dans la rangée 1, case 1)\b",
                     out), out
    sow = [line for line in menu if re.search(r"\b(Sow|Semer)\b", line)]
    assert sow and all(len(PLACE[lang].findall(line)) >= 2 for line in sow), sow  # the move, then its outcome
