"""A tenth newcomer tour (phone, French): kept-score tables (the lobby's "keep score", the real box).

- "Judge this move" on a kept Triqueta or Triominos game said "the server is busy" (a 503 from a
  sampling that cannot be done: the hidden tokens and tiles were never dealt here); it now says why.
- Tricérata's kept score showed a raw message key (⟦tc.do.start.kept⟧) under its instructions and in
  every cell's screen-reader label: no page of a kept game shows one, before or after a move.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import trigames
from trigames.core.record import record_of

from .conftest import PHONE
from .play import CHOICES, play_clicks, version, wait_moved, wait_turn
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


YOU = {"en": re.compile(r"\b(you|your)\b", re.I), "fr": re.compile(r"\b(vous|vos|votre)\b", re.I)}


def _steps_said(page: Any, plies: int) -> list[str]:
    """The heading, the log and the face-down tokens' words of the first `plies` moves."""
    page.keyboard.press("Home")
    said = []
    for n in range(1, plies + 1):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f".replay-where[data-ply='{n}']")
        said.append(" | ".join([page.inner_text(".replay-where"), *page.locator(".log-list li").all_inner_texts(),
                                *page.locator(".tq-hidden").all_inner_texts()]))
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_from_another_seat_never_says_you_for_this_browsers_seat(tabs: Any, server: Any, lang: str) -> None:
    """Seen from the bot's seat, "you" meant this browser's seat in the heading and the log, and the
    bot's face-down tokens were "yours": every seat is now named there."""
    made = server.create("triqueta", [{"kind": "person"}, {"kind": "bot", "agent": "beginner"}], seed=11)
    tab = tabs(PHONE)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    play_clicks(page, random.Random(11))
    assert wait_turn(page) == "over"
    page.goto(f"/replay/{made['table']['id']}")
    page.wait_for_selector("#pov option[value='1']", state="attached")
    page.select_option("#pov", "1")
    said = _steps_said(page, 40)
    assert not [s for s in said if YOU[lang].search(s)], [s for s in said if YOU[lang].search(s)][:3]
    seat1 = {"en": "Seat 1", "fr": "Place 1"}[lang]
    assert any(seat1 in s.split(" | ")[0] for s in said), said[:5]  # the person's moves, by name
    theirs = {"en": "Beginner’s face-down tokens (only Beginner sees them):",
              "fr": "Jetons face cachée de Débutant (visibles seulement pour Débutant)\u00a0:"}[lang]
    assert any(theirs in s for s in said), said  # (seed 11: the bot keeps a token face down early)
    # its own seat's view still says "you" for this browser's seat
    page.select_option("#pov", "0")
    said = _steps_said(page, 40)
    assert any(YOU[lang].search(s) for s in said), said[:5]


RACK = {"en": ("Tiles not yet on the table", "Tiles that can be laid now"),
        "fr": ("Tuiles pas encore sur la table", "Tuiles qui peuvent être posées maintenant")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_kept_triominos_says_what_its_list_is_and_asks_a_racks_total(tabs: Any, server: Any, lang: str) -> None:
    """After the opening tile the list holds the tiles that can be laid now, and its heading says so
    (not "not yet on the table": more than 50 are); a rack's total at the round's end is empty until
    entered (a 0 filled in was recorded by one tap), in a box whose text keeps off its border."""
    from .test_companion_boxes import triominos_move

    tab = tabs(PHONE)
    page = tab.page
    keep_score(page, "triominos", 2, {}, lang)
    click_first = page.locator(CHOICES).first
    before = version(page)
    click_first.click()  # who won the draw-off
    wait_moved(page, before)
    page.wait_for_selector("#tm-rack-h")
    assert page.inner_text("#tm-rack-h").startswith(RACK[lang][0])  # the opening: any tile may open
    rng = random.Random(5)
    triominos_move(page, rng)  # the opening tile
    page.wait_for_selector("#tm-rack-h")
    heading = page.inner_text("#tm-rack-h")
    shown = page.locator("#board .tm-rack-tile").count()
    assert heading.startswith(RACK[lang][1]) and f"({shown} " in heading, (heading, shown)
    for _ in range(300):
        if page.query_selector("#tm-total"):
            break
        triominos_move(page, rng)
    else:
        raise AssertionError("the round did not end")
    field = page.locator("#tm-total")
    assert field.input_value() == "" and field.get_attribute("required") is not None
    before = version(page)
    page.click(".tm-total-form button[type=submit]")
    page.wait_for_timeout(400)
    assert version(page) == before, "an empty total was entered"
    assert page.evaluate("() => !document.querySelector('#tm-total').checkValidity()")
    box = page.locator("section.tm-referee")
    pad = float(box.evaluate("e => parseFloat(getComputedStyle(e).paddingLeft)"))
    inset = float(page.evaluate("() => document.querySelector('section.tm-referee h3').getBoundingClientRect().left"
                                " - document.querySelector('section.tm-referee').getBoundingClientRect().left"))
    assert pad >= 8 and inset >= 8, (pad, inset)
    _no_raw_key(page, f"triominos {lang}, a rack's total")
