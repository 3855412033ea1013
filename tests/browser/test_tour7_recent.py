"""A seventh newcomer tour (issue 18), the lobby's "Your recent games": this browser's own seat was
"You" only until a name was given at some table ("You, Beginner", then "Hana, Beginner" on the next
game), and a finished game never said who won. Its own seat is now always "You", its name after it
("You (Hana), Beginner"), and a finished game says "You won" / "Beginner won" / "Draw"."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from .conftest import DESKTOP, PHONE
from .play import play_clicks, wait_turn

WORDS = {
    "en": {"you": "You", "beginner": "Beginner", "club": "Club player",
           "won_you": "You won", "won": "{} won", "draw": "Draw"},
    "fr": {"you": "Vous", "beginner": "Débutant", "club": "Joueur de club",
           "won_you": "Vous avez gagné", "won": "{} a gagné", "draw": "Égalité"},
}


def _meta(page: Any) -> str:
    page.goto("/")
    page.wait_for_selector(".recent .table-row .meta")
    return str(page.inner_text(".recent .table-row .meta"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_named_seat_is_still_you_and_the_winner_is_said(tabs: Any, server: Any, lang: str) -> None:
    w = WORDS[lang]
    seats = [{"kind": "person", "name": "Hana"}, {"kind": "bot", "agent": "beginner"}]
    made = server.create("triqueta", seats, seed=11)
    tab = tabs(DESKTOP)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    play_clicks(page, random.Random(11))
    assert wait_turn(page) == "over"
    winners = server.api("GET", f"/api/tables/{made['table']['id']}")["result"]["winners"]
    meta = _meta(page)
    assert meta.endswith(f"{w['you']} (Hana), {w['beginner']}"), meta
    said = w["draw"] if len(winners) == 2 else w["won_you"] if winners == [0] else w["won"].format(w["beginner"])
    assert f" · {said} · " in meta, (winners, meta)
    assert not meta.startswith("Hana") and ", Hana" not in meta, meta
    page.locator(".recent").scroll_into_view_if_needed()
    tab.shot(f"tour7-recent-named-{lang}-desktop")
    page.set_viewport_size(PHONE)
    page.locator(".recent").scroll_into_view_if_needed()
    tab.shot(f"tour7-recent-named-{lang}-360")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_winner_of_a_game_seen_from_a_seat(tabs: Any, server: Any, lang: str) -> None:
    """Every kind of ending, from this browser's seat 1: its own win, another's, a draw; a kept score
    (no seat of its own) names every seat."""
    w = WORDS[lang]
    made = server.create("triqueta", [{"kind": "bot", "agent": "club"}, {"kind": "bot", "agent": "beginner"}], seed=5)
    table = made["table"]["id"]
    summary = server.wait_finished(table)
    winners = summary["result"]["winners"]
    page = tabs(PHONE).page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto("/")
    remembered = {table: {"game": "triqueta", "token": "t", "seat": 0, "at": int(time.time() * 1000)}}
    page.evaluate("(d) => localStorage.setItem('trigames.tables', JSON.stringify(d))", remembered)
    meta = _meta(page)
    said = w["draw"] if len(winners) == 2 else w["won_you"] if winners == [0] else w["won"].format(w["beginner"])
    assert f" · {said} · " in meta, (winners, meta)
    assert meta.endswith(f"{w['you']}, {w['beginner']}"), meta
    # The same game from seat 2: the other side of the result.
    remembered[table]["seat"] = 1
    page.evaluate("(d) => localStorage.setItem('trigames.tables', JSON.stringify(d))", remembered)
    meta = _meta(page)
    said = w["draw"] if len(winners) == 2 else w["won_you"] if winners == [1] else w["won"].format(w["club"])
    assert f" · {said} · " in meta, (winners, meta)
    assert meta.endswith(f"{w['club']}, {w['you']}"), meta
    # A kept score: nobody at the screen is a seat.
    remembered[table] = {"game": "triqueta", "token": "t", "seat": 0, "companion": True, "at": int(time.time() * 1000)}
    page.evaluate("(d) => localStorage.setItem('trigames.tables', JSON.stringify(d))", remembered)
    meta = _meta(page)
    assert w["you"] not in meta.split(" · ")[-1], meta
