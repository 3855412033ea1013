"""What session 16's newcomer met: a Trigono throw from a button at the bottom of a phone's page flew
unseen above it; the replay's scores of Trigono were bare numbers (they count rounds won); a Triominos
tile's name broke across lines in the log ("0-" … "5-5"); the replay's expected line wrote "Beginner:
Draw a tile, Draw a tile" mid-sentence; one-click throws promised an outcome ("Throw into the big hole")."""

from __future__ import annotations

from typing import Any

from .conftest import DESKTOP, PHONE
from .play import version, wait_moved, wait_turn
from .test_companion import keep_score

BOT = {"kind": "bot", "agent": "target"}

IN_VIEW = """() => {
  const box = document.querySelector('.tg-svg').getBoundingClientRect();
  const bar = document.querySelector('.table-page > .table-head > .status').getBoundingClientRect();
  return { top: box.top, bottom: box.bottom, bar: bar.bottom, height: innerHeight };
}"""


def test_a_phone_sees_its_own_one_click_throw_fly(tabs: Any, server: Any) -> None:
    tab = tabs(PHONE, motion=True)
    page = tab.page
    page.emulate_media(reduced_motion="no-preference")
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"first_player": 0}, seed=13)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    button = page.get_by_role("button", name="Throw at the big hole")  # an aim, not a promise
    button.scroll_into_view_if_needed()
    page.evaluate("() => window.scrollBy(0, 400)")
    assert page.evaluate(IN_VIEW)["bottom"] < 120  # the field is above the screen
    before = version(page)
    button.click()
    page.wait_for_selector(".tg-svg.playing .tg-fly", timeout=5000)
    got = page.evaluate(IN_VIEW)
    # the field is on the screen, below the pinned turn line
    assert got["top"] >= got["bar"] - 1 and got["top"] < got["height"] / 3, got
    tab.shot("tour9-trigono-phone-throw-in-view")
    page.keyboard.press("Escape")
    wait_moved(page, before)


def _replay(tabs: Any, server: Any, game: str, seats: list[dict[str, str]], **options: Any) -> Any:
    """The replay page of a finished game between bots."""
    table = server.create(game, seats, options=options, seed=4)["table"]["id"]
    server.wait_finished(table)
    page = tabs(DESKTOP).page
    page.goto(f"/replay/{table}")
    page.wait_for_selector(".replay-where[data-ply]")
    return page


def test_the_trigono_replay_counts_rounds_won_in_words(tabs: Any, server: Any) -> None:
    page = _replay(tabs, server, "trigono", [BOT, {"kind": "bot", "agent": "beginner"}], pucks_per_player=2)
    page.keyboard.press("End")
    page.wait_for_function("() => document.querySelectorAll('.player-list .pscore.words').length === 2")
    scores = page.locator(".player-list .pscore").all_inner_texts()
    assert all("round" in x and "won" in x for x in scores), scores


def test_a_triominos_tile_never_breaks_in_the_log(tabs: Any, server: Any) -> None:
    page = _replay(tabs, server, "triominos", [{"kind": "bot", "agent": "beginner"}, {"kind": "bot", "agent": "club"}],
                   fixed_rounds=1, target=60)
    page.keyboard.press("Home")
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    page.wait_for_selector(".replay-where[data-ply='6']")
    lines = [x for x in page.locator(".log-list li").all_inner_texts() if " places " in x]
    # "Club player places 3‑5‑5 right of 4‑5‑5 for 13 points.": the tile and the tile beside it, unbroken
    assert lines and all("-" not in x.split(" for ")[0] and "\u2011" in x for x in lines), lines


def test_a_trigono_round_says_why_it_ended(tabs: Any, server: Any) -> None:
    """A newcomer saw six rounds of nine end in a draw with no word of why: each round's end says it (nobody
    else had a puck left; the final throw left fewer than 2), and the final throw is announced."""
    tab = tabs(DESKTOP)
    page = tab.page
    page.emulate_media(reduced_motion="reduce")
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"pucks_per_player": 2}, seed=31)
    page.goto(made["seats"][0]["url"])
    ends: list[str] = []
    finals: list[str] = []
    while wait_turn(page) == "mine":
        page.wait_for_selector("#board [data-action]")
        ends += page.locator(".tg-round-end").all_inner_texts()
        finals += page.locator(".tg-final").all_inner_texts()
        nxt = page.query_selector('#board [data-action="next"]')
        before = version(page)
        page.click('#board [data-action="next"]' if nxt else '#board [data-action="aim big"]')
        wait_moved(page, before)
    ends += page.locator(".tg-round-end").all_inner_texts()
    reasons = ("Nobody else had a puck left", "after the final throw")
    assert ends and all(any(r in x for r in reasons) for x in ends), ends
    assert finals and all(x.startswith("Final throw: you are the last one in") for x in finals), finals
    # the log says it too, a bot's final throw included (the board's line shows only while it is due)
    log = page.locator(".log-list li").all_inner_texts()
    assert any("one final throw" in x for x in log) and any("after the final throw" in x for x in log), log


def test_a_typed_trigono_outcome_refused_says_so_beside_the_field(tabs: Any, server: Any) -> None:
    """The companion's "Or type the outcome": a wrong entry's error showed only at the page's top, out
    of sight; it is said beside the field too, and the entry stays to be corrected."""
    page = tabs(PHONE).page
    keep_score(page, "trigono", 2, {"pucks_per_player": "3"}, "en")
    page.click(".tg-more summary")
    page.fill("#tg-text", "plank and knocked one to the ground")
    page.press("#tg-text", "Enter")
    error = page.wait_for_selector(".tg-type-error")
    box, field = error.bounding_box(), page.query_selector("#tg-text").bounding_box()
    assert error.inner_text() and 0 < box["y"] - field["y"] < 300, (error.inner_text(), box, field)
    assert page.input_value("#tg-text") == "plank and knocked one to the ground"


def test_the_triominos_companion_asks_for_the_draw_off_by_name(tabs: Any, server: Any) -> None:
    """The heading said "Seat 1 (Ann): enter the move" while the screen asked who won the draw-off."""
    page = tabs(DESKTOP).page
    keep_score(page, "triominos", 2, {}, "en")
    page.wait_for_function("() => document.querySelector('.status')?.textContent.includes('draw-off')")
    assert page.inner_text(".status").startswith("Enter who won the draw-off"), page.inner_text(".status")
