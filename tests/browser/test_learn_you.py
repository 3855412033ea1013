"""A guided first game calls the person "You" ("Vous"), not "Seat 1", where a seat is named alone —
the players, the board's headings, the result — and the bot as any table does (issue 18, the
newcomer's third tour). Every sentence about the person's own seat is in the second person too — the
log, Triqueta's rows, the winner line, Triominos' round lines, Trigono's story — in the guided game of
each game and at any table where the person sits; a spectator reads the seats' names (the fourth tour)."""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pytest

from .play import play_clicks, version, wait_moved, wait_turn

GAMES = ["triqueta", "triominos", "tricerata", "trigono"]
# the person's own seat named in the third person ("Seat 1 draws…", "Place 1 pioche…")
SEAT_ONE = re.compile(r"\b(Seat|Place) 1\b")
# what the person reads: the page's text, and what a screen reader says for what has an ARIA label
READ = """() => document.body.innerText + '\\n' + [...document.querySelectorAll('[aria-label]')]
  .map((e) => e.getAttribute('aria-label')).join('\\n')"""


def test_a_guided_game_calls_the_person_you(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/learn/tricerata")
    page.wait_for_selector('.learn-panel[data-kind="step"]')
    names = page.eval_on_selector_all(".players .pname", "els => els.map(e => e.textContent)")
    assert names[0] == "You" and names[1] == "Short-sighted", names  # the bot named as at any table
    assert "Seat 1" not in page.inner_text(".players")
    assert "You" in page.eval_on_selector_all(".tc-store-name", "els => els.map(e => e.textContent)")
    presses = 0
    while page.get_attribute(".learn-panel", "data-kind") != "end":
        page.wait_for_function("() => { const t = document.querySelector('.learn-target');"
                               " return t && document.activeElement === t; }")
        before = version(page)
        page.keyboard.press("Enter")
        wait_moved(page, before)
        presses += 1
        assert presses < 60
        page.wait_for_selector('.learn-panel[data-kind="step"], .learn-panel[data-kind="end"]', timeout=30_000)
    assert wait_turn(page) == "over"
    page.wait_for_selector(".end .winners")
    assert page.inner_text(".end .winners") == "You win"
    assert "Seat 1" not in page.inner_text(".end") + page.inner_text(".players")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_function("() => document.querySelector('.end .winners')?.textContent === 'Vous gagnez'")
    assert page.eval_on_selector_all(".players .pname", "els => els.map(e => e.textContent)")[0] == "Vous"


def _seat_one_nowhere(page: Any, where: str) -> str:
    text = str(page.evaluate(READ))
    found = [line for line in text.splitlines() if SEAT_ONE.search(line)]
    assert not found, f"{where}: {found}"
    return text


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_a_guided_game_never_says_seat_1(tabs: Any, server: Any, game: str, lang: str) -> None:
    """Each game's guided game, played by clicking what it asks: at every step and at the end, nothing
    the person reads names their seat "Seat 1" ("Place 1"); the log speaks to them."""
    tab = tabs()
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto(f"/learn/{game}")
    you = "You" if lang == "en" else "Vous"
    steps = 0
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        page.wait_for_selector('.learn-panel[data-kind="step"], .learn-panel[data-kind="end"]', timeout=30_000)
        _seat_one_nowhere(page, f"{game} step {steps}")
        if page.get_attribute(".learn-panel", "data-kind") == "end":
            break
        if steps == 4:
            tab.shot(f"learn-you-{game}-{lang}-desktop")
        target = page.locator(".learn-target")
        target.wait_for(state="visible", timeout=10_000)
        before = (page.get_attribute(".learn-panel", "data-step"), version(page), page.inner_text(".learn-panel"))
        target.click()
        steps += 1
        assert steps < 400
        page.wait_for_function(
            """([step, version, text]) => {
                const p = document.querySelector('.learn-panel');
                const t = document.querySelector('.table-page');
                return p && t && (p.dataset.step !== step || t.dataset.version !== version || p.innerText !== text
                  || p.dataset.kind !== 'step');
            }""", arg=list(before), timeout=30_000)
    else:
        raise AssertionError("the lesson did not end in time")
    page.wait_for_selector(".end .winners")
    assert page.inner_text(".end .winners") == ("You win" if lang == "en" else "Vous gagnez")
    log = page.eval_on_selector_all(".log-list li:not([hidden])", "els => els.map(e => e.textContent)")
    assert any(line.startswith(you) for line in log), log  # "You draw…", "Vous piochez…"
    tab.shot(f"learn-you-{game}-{lang}-end-desktop")
    _seat_one_nowhere(page, f"{game} end")


def test_a_seated_person_reads_you_and_a_spectator_their_name(tabs: Any, server: Any) -> None:
    """At a normal table the person's own name does not stand for them in a sentence ("Ada draws…",
    "taken by Ada", "Ada wins"): they read "You draw…"; a spectator of the same table reads "Ada"."""
    made = server.create("triqueta", [{"kind": "person", "name": "Ada"}, {"kind": "bot"}], seed=3)
    tab = tabs()
    page = tab.page
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    taken = []

    def look(moves: int) -> None:
        taken.extend(page.eval_on_selector_all(".tq-taken", "els => els.map(e => e.textContent)"))

    play_clicks(page, random.Random(4), every=look)
    page.wait_for_selector(".end .winners")
    log = page.eval_on_selector_all(".log-list li:not([hidden])", "els => els.map(e => e.textContent)")
    assert not [line for line in log if "Ada" in line], log
    assert any(line.startswith("You draw") for line in log) and any(line.startswith("You take") for line in log), log
    assert any(x.endswith("taken by you") for x in taken), taken
    assert "Ada" not in page.inner_text(".end .winners") and "Ada" not in page.inner_text(".status")
    summary = server.api("GET", f"/api/tables/{made['table']['id']}")
    if summary["result"]["winners"] == [0]:
        assert page.inner_text(".end .winners") == "You win"
    # a spectator keeps the seats' names
    watcher = tabs().page
    watcher.goto(f"/t/{made['table']['id']}")
    # the placeholder "Nothing yet." is a line too: wait for the game's own lines (a CI run under
    # load read the log before they came)
    watcher.wait_for_function("() => [...document.querySelectorAll('.log-list li:not([hidden])')]"
                              ".some(e => /^Ada /.test(e.textContent))")
    seen = watcher.eval_on_selector_all(".log-list li:not([hidden])", "els => els.map(e => e.textContent)")
    assert any(line.startswith("Ada draws") for line in seen), seen
    assert not any(line.startswith("You ") for line in seen), seen


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_triominos_round_lines_speak_to_the_person(tabs: Any, server: Any, lang: str) -> None:
    """The end of a Triominos round, line by line, to the person at the table: "Your rack: …" or "You
    placed your last tile", never their name or "Seat 1" ("Votre chevalet", "Vous avez posé…")."""
    made = server.create("triominos", [{"kind": "person", "name": "Ada"}, {"kind": "bot"}],
                         options={"fixed_rounds": 1}, seed=4)
    tab = tabs()
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    play_clicks(page, random.Random(8))
    page.wait_for_selector(".tm-round-end .tm-end-lines")
    lines = page.inner_text(".tm-end-lines")
    assert "Ada" not in lines and not SEAT_ONE.search(lines), lines
    assert ("Your rack" in lines or "You placed your last tile" in lines) if lang == "en" else \
        ("Votre chevalet" in lines or "Vous avez posé votre dernière tuile" in lines), lines
    tab.shot(f"you-triominos-round-{lang}-desktop")
