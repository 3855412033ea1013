"""Tour 10's findings: a finished lesson that "Learn to play" reopened at its "Game over" (it starts
again from step 1), the lesson's "Play a real table" that dropped the person on the plain lobby (that
game's new-table form opens, chosen and in view), Tricérata's replay that said "Turn 1" in its heading and
"Turn 2" beside the board, and the plain list's text page (its link's words, the players' names, French
punctuation)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .test_learn import follow


def test_learn_to_play_after_a_finished_lesson_starts_it_again(tabs: Any, server: Any) -> None:
    """Finish the guided game, go to the lobby, click "Learn to play" again: step 1 of a new table, not
    "Game over"; a reload of the finished lesson still shows its result."""
    page = tabs().page
    page.goto("/learn/trigono")
    page.wait_for_selector(".learn-panel")
    follow(page)
    finished = page.get_attribute(".table-page", "data-table")
    page.reload()  # a reload shows the result again (its ways on)
    page.wait_for_selector('.learn-panel[data-kind="end"]')
    assert page.get_attribute(".table-page", "data-table") == finished
    page.click("#learn-leave")
    page.wait_for_url(re.compile(r"/$"))
    page.click('.game-card[data-game="trigono"] a[data-learn]')
    page.wait_for_selector('.learn-panel[data-kind="step"]')
    panel = page.inner_text(".learn-panel")
    assert "Step 1 of" in panel and "Game over" not in page.inner_text("main"), panel
    assert page.get_attribute(".table-page", "data-table") != finished


def test_play_a_real_table_opens_that_games_form(tabs: Any, server: Any) -> None:
    """"Play a real table" at a lesson's end: the lobby with that game's new-table form chosen, in view."""
    page = tabs().page
    page.goto("/learn/trigono")
    page.wait_for_selector(".learn-panel")
    follow(page)
    page.click("#learn-play")
    page.wait_for_selector("#new-h")
    assert "Trigono" in page.inner_text("#new-h")
    assert page.get_attribute('.start-game[data-play="trigono"]', "aria-pressed") == "true"
    assert page.locator('.start-game[aria-pressed="true"]').count() == 1
    box = page.eval_on_selector("#new-h", "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")
    assert box[0] >= 0 and box[1] <= page.viewport_size["height"], f"the form's heading is out of view: {box}"
    create = page.eval_on_selector("#create", "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")
    assert create[1] <= page.viewport_size["height"] or page.evaluate("() => document.activeElement.id") == "create"


def test_tricerata_replay_names_one_turn_above_and_beside_the_board(tabs: Any, server: Any) -> None:
    """A Tricérata turn is many steps (the pickup, each stone sown, the capture; a seizure is a turn of its
    own). At every step, the replay's heading and the board's panel name the turn that step belongs to, as
    the table's log counts the turns (a capture ends its turn: it is not the next one)."""
    table = server.create("tricerata", [{"kind": "bot"}, {"kind": "bot"}], seed=21)["table"]["id"]
    plies = server.wait_finished(table)["version"]
    expected, done, n = {}, 0, 0
    for p in range(1, plies + 1):
        kinds = [e["kind"] for e in server.api("GET", f"/api/tables/{table}/replay/{p}?seat=spectator")["events"]]
        if "start" in kinds or "seize" in kinds:
            n = done + 1
        expected[p] = n
        done += sum(k in ("capture", "isolated", "sudden_death", "seize") for k in kinds)
    captures = [p for p in range(1, plies) if expected[p + 1] != expected[p]][:3]  # a turn's last step
    assert captures, "no turn ended"
    page = tabs().page
    page.goto(f"/replay/{table}")
    page.wait_for_selector(".tc-svg")
    for ply in sorted({1, 2, 3, *captures, *(p + 1 for p in captures), plies - 1}):
        page.fill("#replay-slider", str(ply))
        page.wait_for_function("n => document.querySelector('.replay-where')?.dataset.ply === String(n)", arg=ply)
        heading = page.inner_text(".replay-where")
        panel = page.inner_text(".tc-turn")
        top = re.match(r"Turn (\d+) of \d+", heading)
        side = re.fullmatch(r"Turn (\d+)", panel.strip())
        assert top and side, (ply, heading, panel)
        assert int(top[1]) == int(side[1]) == expected[ply], \
            f"step {ply}: {heading!r} beside {panel!r}, the log's turn {expected[ply]}"


# French typography: a no-break space before : ; ! ? (a plain one, or none, lets the sign start a line)
LOOSE = re.compile(r"(?<=\S) [;:!?](?=\s|$)|[\w»)][;:!?](?=\s|$)")
BOT = {"en": "Beginner", "fr": "Débutant"}
TEXT_H = {"en": "The game as text", "fr": "La partie en texte"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["triqueta", "triominos", "tricerata", "trigono"])
def test_the_game_as_text_names_the_players(tabs: Any, server: Any, game: str, lang: str) -> None:
    """The board's link says what its page shows (the game as text, the moves as a list); that text calls
    the players as the page does ("Ana", "Beginner", never "seat 2"), labels its columns, and in French
    puts a no-break space before its colons."""
    made = server.create(game, [{"kind": "person", "name": "Ana"}, {"kind": "bot", "agent": "beginner"}],
                         options={"fixed_rounds": 1} if game == "triominos" else {}, seed=7)
    page = tabs().page
    if lang == "fr":
        page.context.add_init_script("localStorage.setItem('trigames.lang', 'fr')")
    page.goto(made["seats"][0]["url"])
    link = page.locator("#view-switch")
    link.wait_for()
    words = link.inner_text()
    link.click()
    page.wait_for_selector(".game-text")
    heading = page.inner_text("#text-h")
    assert heading == TEXT_H[lang]
    assert heading.lower().split()[-1] in words.lower() and ("list" in words or "liste" in words), \
        f"the link {words!r} does not say what its page shows ({heading!r} and a list of moves)"
    text = page.inner_text(".game-text")
    assert "Ana" in text and BOT[lang] in text, text
    assert not re.search(r"\b(?:seat|place) \d", text, re.I), f"a seat by its number: {text}"
    if game == "trigono":
        assert ("this round" if lang == "en" else "cette manche") in text  # the column of "out" / "◀ to throw"
    if lang == "fr":
        loose = [line for line in text.splitlines() if LOOSE.search(line)]
        assert not loose, f"no no-break space before a sign: {loose}"


def test_tricerata_playable_cells_are_said_with_french_punctuation(tabs: Any, server: Any) -> None:
    """The screen reader's list of the cells that can be played: "Cases jouables : rangée 1, case 1 ; …",
    a no-break space before each semicolon."""
    made = server.create("tricerata", [{"kind": "person"}, {"kind": "bot", "agent": "beginner"}], seed=7)
    page = tabs().page
    page.context.add_init_script("localStorage.setItem('trigames.lang', 'fr')")
    page.goto(made["seats"][0]["url"])
    hidden = page.locator(".tc-board p.visually-hidden", has_text="Cases jouables")
    hidden.wait_for(state="attached")
    said = hidden.text_content() or ""
    assert ";" in said, said
    assert not LOOSE.search(said), said
