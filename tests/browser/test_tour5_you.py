"""What a fifth newcomer tour found (issue 18), about who is who: the keep-score form named a bot
("Seat 2 (Beginner)") and "you" in its "who starts" list, though every seat there is a person; a person
who gave no name was "You" at the table but "Seat 1 — Seat 1" in the replay's point of view and
"Seat 1, Beginner" in the lobby's recent games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from .play import play_clicks, wait_turn

DESK = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}
GAMES = ("triqueta", "triominos", "tricerata", "trigono")
WORDS = {  # what a keep-score form never says: a bot, or "you" among people who all keep the score
    "en": ("Beginner", "Club", "Expert", "Master", "(you)", "bot", "Bot"),
    "fr": ("Débutant", "Club", "Expert", "Maître", "(vous)", "robot", "Robot"),
}
SEAT = {"en": "Seat", "fr": "Place"}


def _lang(page: Any, code: str) -> None:
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{code}')")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_keep_score_form_lists_people_not_bots(tabs: Any, lang: str) -> None:
    tab = tabs(DESK)
    page = tab.page
    _lang(page, lang)
    page.goto("/")
    firsts = 0
    for game in GAMES:
        page.click(f"[data-companion={game}]")
        page.wait_for_selector(".new-table.companion")
        options = page.eval_on_selector_all(".new-table select option", "os => os.map((o) => o.textContent)")
        for option in options:
            assert not any(word in option for word in WORDS[lang]), (game, option)
        assert page.query_selector(".first-note") is None, game  # "You play first… give it to a bot"
        if page.query_selector("#opt-first_player") is None:
            continue
        firsts += 1
        seats = page.eval_on_selector_all("#opt-first_player option[data-seat]", "os => os.map((o) => o.textContent)")
        assert seats == [f"{SEAT[lang]} {n + 1}" for n in range(len(seats))], (game, seats)
        # a name typed for a seat names it in the list, as it is typed
        page.fill("#name-1", "Ada")
        seats = page.eval_on_selector_all("#opt-first_player option[data-seat]", "os => os.map((o) => o.textContent)")
        assert seats[1] == f"{SEAT[lang]} 2 (Ada)" and seats[0] == f"{SEAT[lang]} 1", (game, seats)
        assert page.evaluate("document.activeElement.id") == "name-1"
        if game == "trigono":
            tab.shot(f"tour5-keep-first-{lang}-desktop")
    assert firsts >= 1  # Trigono's form at least asks who starts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_unnamed_person_is_you_in_the_replay_and_the_recent_games(tabs: Any, server: Any, lang: str) -> None:
    made = server.create("triqueta", [{"kind": "person"}, {"kind": "bot", "agent": "beginner"}], seed=11)
    tab = tabs(DESK)
    page = tab.page
    _lang(page, lang)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    play_clicks(page, random.Random(11))
    assert wait_turn(page) == "over"
    table = made["table"]["id"]
    page.goto(f"/replay/{table}")
    page.wait_for_selector("#pov option[value='1']", state="attached")
    povs = page.eval_on_selector_all("#pov option", "os => os.map((o) => o.textContent)")
    seat, you, bot = {"en": ("Seat", "you", "Beginner"), "fr": ("Place", "vous", "Débutant")}[lang]
    assert povs[2] == f"{seat} 1 ({you})", povs
    assert povs[3] == f"{seat} 2 — {bot}", povs
    assert not any(f"{seat} 1 — {seat} 1" in p for p in povs), povs
    tab.shot(f"tour5-replay-pov-{lang}-desktop")
    page.goto("/")
    page.wait_for_selector(".recent .table-row .meta")
    meta = page.inner_text(".recent .table-row .meta")
    assert meta.endswith({"en": "You, Beginner", "fr": "Vous, Débutant"}[lang]), meta
    assert f"{seat} 1" not in meta, meta


def test_another_browser_sees_the_seat_number(tabs: Any, server: Any) -> None:
    """A browser that did not play a seat never calls it "you" (a spectator, another device)."""
    bot = {"kind": "bot", "agent": "beginner"}
    made = server.create("triqueta", [bot, dict(bot)], seed=3)
    server.wait_finished(made["table"]["id"])
    page = tabs(PHONE).page
    page.goto(f"/replay/{made['table']['id']}")
    page.wait_for_selector("#pov option[value='1']", state="attached")
    povs = page.eval_on_selector_all("#pov option", "os => os.map((o) => o.textContent)")
    assert not any("(you)" in p for p in povs), povs
