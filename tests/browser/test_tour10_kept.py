"""A tenth newcomer tour (phone, French): kept-score tables (the lobby's "keep score", the real box).

- "Judge this move" on a kept Triqueta or Triominos game said "the server is busy" (a 503 from a
  sampling that cannot be done: the hidden tokens and tiles were never dealt here); it now says why.
- Tricérata's kept score showed a raw message key (⟦tc.do.start.kept⟧) under its instructions and in
  every cell's screen-reader label: no page of a kept game shows one, before or after a move.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import trigames
from trigames.core.record import record_of

from .conftest import PHONE
from .play import CHOICES, version, wait_moved
from .test_companion import keep_score

KEPT = {"en": "This game was kept with the real box", "fr": "Cette partie a été comptée avec la vraie boîte"}
BUSY = {"en": "busy", "fr": "occupé"}


def _kept_record(server: Any, game_id: str, seed: int, **options: Any) -> str:
    """A kept-score (refereed) game of random moves, uploaded: its table."""
    game = trigames.make(game_id, **options, **(trigames.make(game_id).companion or {}))
    state = game.new_game(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(list(state.legal_actions())))
    return str(server.api("POST", "/api/records", record_of(state, seed).to_json())["table"])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["triqueta", "triominos"])
def test_judging_a_kept_games_move_says_why_not_busy(tabs: Any, server: Any, game: str, lang: str) -> None:
    options = {"players": 2} if game == "triqueta" else {"players": 2, "fixed_rounds": 1}
    table = _kept_record(server, game, 3, **options)
    tab = tabs(PHONE)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto(f"/replay/{table}")
    page.wait_for_selector(".replay-where[data-ply]")
    page.keyboard.press("Home")
    for n in range(1, 4):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f".replay-where[data-ply='{n}']")
    page.click("#replay-why")
    page.wait_for_selector(".replay-why p:not(.hint)", timeout=60_000)
    said = " ".join(page.locator(".replay-why p").all_inner_texts())
    assert KEPT[lang] in said, said
    assert BUSY[lang] not in said and "⟦" not in said, said


def _no_raw_key(page: Any, where: str) -> None:
    """No message key anywhere on the page: its text, nor any attribute (a cell's aria-label)."""
    html = str(page.evaluate("() => document.documentElement.outerHTML"))
    at = html.find("⟦")
    assert at < 0, f"{where}: a message is missing: {html[max(0, at - 200):at + 80]!r}"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["triqueta", "triominos", "tricerata", "trigono"])
def test_a_kept_page_shows_no_raw_message_key(tabs: Any, server: Any, game: str, lang: str) -> None:
    tab = tabs(PHONE)
    page = tab.page
    keep_score(page, game, 2, {}, lang)
    page.wait_for_selector(CHOICES)
    _no_raw_key(page, f"{game} {lang}, at the start")
    before = version(page)
    page.locator(CHOICES).first.click()
    wait_moved(page, before)
    page.wait_for_selector(CHOICES)
    _no_raw_key(page, f"{game} {lang}, after one move")
