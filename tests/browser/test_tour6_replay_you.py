"""A sixth newcomer tour (issue 18): the replay's point of view already called this browser's own seat
"Seat 1 (you)", but its scores and its log still said "Seat 1" ("Seat 1 draws a token…", "Seat 1 wins")
where the table had said "You" ("You draw a token…", "You win"). They now name it as the table does:
"You" in the scores (its name and "(you)" when it has one), the log in the second person; never a seat
this browser did not play (another browser sees "Seat 1")."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from .conftest import DESKTOP, PHONE
from .play import play_clicks, wait_turn

WORDS = {  # the seat's number, "you" as a name, a sentence's "you", "(you)"
    "en": ("Seat 1", "You", re.compile(r"^You (draw|name|place|keep|take|win)\b|\bYou win\b"), "you"),
    "fr": ("Place 1", "Vous", re.compile(r"^Vous \w+|\bVous gagnez\b"), "vous"),
}
BOT = {"kind": "bot", "agent": "beginner"}


def _play(tabs: Any, server: Any, lang: str, seat: dict[str, Any], size: dict[str, int]) -> tuple[Any, str]:
    made = server.create("triqueta", [seat, BOT], seed=11)
    tab = tabs(size)
    tab.page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    tab.page.goto(made["seats"][0]["url"])
    tab.page.wait_for_selector(".table-page[data-version]")
    play_clicks(tab.page, random.Random(11))
    assert wait_turn(tab.page) == "over"
    return tab, made["table"]["id"]


def _replay(page: Any, table: str) -> tuple[list[list[str]], list[str], str]:
    """Every step's log lines, from the start to the end, then the scores' names and the winner line."""
    page.goto(f"/replay/{table}")
    page.wait_for_selector(".replay-where[data-ply]")
    plies = int(page.get_attribute("#replay-slider", "max"))
    page.keyboard.press("Home")
    page.wait_for_selector(".replay-where[data-ply='0']")
    logs = []
    for n in range(1, plies + 1):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f".replay-where[data-ply='{n}']")
        logs.append(page.eval_on_selector_all(".log .log-list li", "ls => ls.map((l) => l.textContent)"))
    names = page.eval_on_selector_all(".log .player-list .player", "ps => ps.map((p) => p.textContent)")
    return logs, names, page.inner_text(".log .winners")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_calls_your_seat_you(tabs: Any, server: Any, lang: str) -> None:
    seat, you, said, _ = WORDS[lang]
    tab, table = _play(tabs, server, lang, {"kind": "person"}, DESKTOP)
    logs, names, winners = _replay(tab.page, table)
    lines = [line for log in logs for line in log]
    assert not [line for line in lines if seat in line], [line for line in lines if seat in line][:5]
    assert sum(bool(said.search(line)) for line in lines) >= 5, lines[:10]
    assert names[0].startswith(you) and seat not in names[0], names
    assert seat not in winners, winners
    tab.shot(f"tour6-replay-you-{lang}-desktop")
    tab.shot(f"tour6-replay-you-{lang}-360", PHONE)

    # another browser (a spectator's link, another device) sees the seat's number, never "you"
    other = tabs(DESKTOP)
    other.page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    logs, names, winners = _replay(other.page, table)
    lines = [line for log in logs for line in log]
    assert not any(said.search(line) for line in lines), [line for line in lines if said.search(line)][:5]
    assert names[0].startswith(seat) and not names[0].startswith(you), names
    assert any(seat in line for line in lines), lines[:10]


def test_a_named_seat_keeps_its_name_and_says_you(tabs: Any, server: Any) -> None:
    tab, table = _play(tabs, server, "en", {"kind": "person", "name": "Ada"}, PHONE)
    logs, names, _ = _replay(tab.page, table)
    lines = [line for log in logs for line in log]
    # the scores: "Ada" and the "you" tag, as the table's players; the log says "You draw…"
    assert names[0].startswith("Ada") and "you" in names[0], names
    assert any(line.startswith("You ") for line in lines), lines[:10]
    assert not any(line.startswith("Ada ") for line in lines), [line for line in lines if line.startswith("Ada ")][:5]


def test_a_trigono_replay_heading_says_you_throw(tabs: Any, server: Any) -> None:
    """Trigono's replay heading names the thrower ("Seat 1 throws at the big hole: …"): to the browser
    that played that seat it says "You throw…", as the log under it does."""
    made = server.create("trigono", [{"kind": "person"}, {"kind": "bot", "agent": "target"}],
                         options={"first_player": 0, "pucks_per_player": 2}, seed=21)
    tab = tabs(DESKTOP)
    page = tab.page
    page.goto(made["seats"][0]["url"])
    while wait_turn(page) == "mine":
        before = page.get_attribute(".table-page", "data-version")
        page.click("#board [data-action]:not([aria-disabled='true']), .tg-throw")
        page.wait_for_function("v => document.querySelector('.table-page').dataset.version !== v", arg=before)
    page.goto(f"/replay/{made['table']['id']}")
    page.wait_for_selector(".replay-where[data-ply]")
    page.keyboard.press("Home")
    page.wait_for_selector(".replay-where[data-ply='0']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector(".replay-where[data-ply='1']")
    heading = page.inner_text(".replay-where")
    log = page.inner_text(".log .log-list")
    assert "You throw" in heading and "Seat 1" not in heading, heading
    assert log.startswith("You throw"), log
    tab.shot("tour6-replay-trigono-you-desktop")
