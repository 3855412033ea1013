"""No engine notation where people look: a whole game of each game against a bot, with every visible
text and every ARIA label read after each move (and at the end), in English and in French."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from .play import play_clicks

# Triominos places (U(0,0), D(-1,0)), rotations (/r0), the "tile@place" form, Triqueta's rows and
# towers counted from 0 (R0, T0), seats counted from 0, a message missing from the catalogue.
NOTATION = re.compile(r"[UD]\(-?\d+, ?-?\d+\)|/r\d|@|\b[RT]\d\b|\b(?:Seat|seat|Siège|siège) 0\b|⟦")

READ = """() => {
  const texts = [document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label], [title], [aria-description]')) {
    if (el.closest('[hidden]')) continue;
    for (const name of ['aria-label', 'title', 'aria-description']) texts.push(el.getAttribute(name) || '');
  }
  for (const el of document.querySelectorAll('svg title, svg desc')) texts.push(el.textContent);
  return texts.join('\\n');
}"""

GAMES = {
    "triqueta": ({}, {"kind": "bot", "agent": "greedy"}),
    "triominos": ({"target": 100}, {"kind": "bot", "agent": "greedy"}),
    "tricerata": ({}, {"kind": "bot", "agent": "greedy"}),
    "trigono": ({"pucks_per_player": 2}, {"kind": "bot", "agent": "target"}),
}


def notation_in(page: Any) -> list[str]:
    text = page.evaluate(READ)
    return sorted({m.group(0) + " in «" + line.strip()[:120] + "»" for line in text.splitlines()
                   for m in NOTATION.finditer(line)})


# every game in English; French words come from the same arguments (tests/core/test_catalogue.py
# renders every French message), so one game in French checks the page's own French
@pytest.mark.parametrize(("game", "lang"), [(g, "en") for g in sorted(GAMES)] + [("triqueta", "fr")])
def test_a_whole_game_speaks_no_notation(tabs: Any, server: Any, game: str, lang: str) -> None:
    options, bot = GAMES[game]
    made = server.create(game, [{"kind": "person"}, bot], options=options, seed=21)
    page = tabs().page
    page.goto("/")
    page.wait_for_function("() => window.trigames")
    page.evaluate(f"() => window.trigames.setLang('{lang}')")
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    found: list[str] = []

    def check(_moves: int) -> None:
        found.extend(notation_in(page))

    play_clicks(page, random.Random(5), every=check)
    check(-1)
    assert not found, f"notation on screen: {sorted(set(found))[:12]}"
