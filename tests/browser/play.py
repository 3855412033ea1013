"""Playing through the page as a person would: clicks, or the keyboard alone."""

from __future__ import annotations

import json
import random
from typing import Any

TURN = '.table-page[data-turn="mine"], .table-page[data-turn="over"]'
CHOICES = '#board [data-action]:not([aria-disabled="true"])'


def wait_turn(page: Any, timeout: float = 30_000) -> str:
    """Wait until this page is to act or the game is over; returns "mine" or "over"."""
    page.wait_for_selector(TURN, timeout=timeout)
    return str(page.get_attribute(".table-page", "data-turn"))


def version(page: Any) -> str:
    return str(page.get_attribute(".table-page", "data-version"))


def wait_moved(page: Any, before: str, timeout: float = 15_000) -> None:
    page.wait_for_function("v => document.querySelector('.table-page').dataset.version !== v", arg=before,
                           timeout=timeout)


def pick_choice(buttons: list[Any], rng: random.Random) -> Any:
    """A random choice, drawing more often than taking a row (longer, fuller Triqueta games)."""
    draws = [b for b in buttons if b.get_attribute("data-action") == "draw"]
    if draws and rng.random() < 0.8:
        return draws[0]
    return rng.choice(buttons)


def click_once(page: Any, rng: random.Random) -> str:
    """One random legal choice, clicked; returns its notation."""
    before = version(page)
    buttons = page.query_selector_all(CHOICES)
    assert buttons, "it is this seat's turn but no choice is offered"
    pick = pick_choice(buttons, rng)
    action = str(pick.get_attribute("data-action"))
    try:
        pick.click()
    except Exception as e:  # the board was drawn again between the query and the click (a resize, a late update)
        if "not attached" not in str(e) or version(page) != before:
            raise
        page.locator(CHOICES).and_(page.locator(f"[data-action={json.dumps(action)}]")).first.click()
    wait_moved(page, before)
    return action


def play_clicks(page: Any, rng: random.Random, limit: int = 1500, every: Any = None) -> int:
    """Play this seat with clicks until the game is over; returns how many choices were made."""
    moves = 0
    while wait_turn(page) == "mine":
        click_once(page, rng)
        moves += 1
        assert moves < limit, "the game does not end"
        if every is not None:
            every(moves)
    return moves


def focused_choice(page: Any) -> int:
    """The index of the focused choice among the board's choices, or -1."""
    return int(page.evaluate(
        "() => [...document.querySelectorAll('#board [data-action]')].indexOf(document.activeElement)"))


def tab_to(page: Any, index: int, limit: int = 200) -> None:
    for _ in range(limit):
        if focused_choice(page) == index:
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached choice {index}")


def tab_to_any(page: Any, limit: int = 200) -> None:
    for _ in range(limit):
        if focused_choice(page) >= 0:
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached a choice")


def play_keys(page: Any, rng: random.Random, arrows: bool = False, limit: int = 1500) -> int:
    """Play this seat with the keyboard only: Tab (or arrow keys) to a choice, Enter or Space."""
    moves = 0
    while wait_turn(page) == "mine":
        before = version(page)
        count = len(page.query_selector_all(CHOICES))
        assert count, "no choice offered"
        if arrows:
            if focused_choice(page) < 0:  # a board with one stop for Tab (Tricérata's): any choice will do
                tab_to_any(page)
            for _ in range(rng.randrange(3)):
                page.keyboard.press(rng.choice(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]))
            assert focused_choice(page) >= 0, "arrow keys left the playable cells"
        else:
            buttons = page.query_selector_all("#board [data-action]")
            tab_to(page, buttons.index(pick_choice(buttons, rng)))
        page.keyboard.press(rng.choice(["Enter", " "]))
        wait_moved(page, before)
        moves += 1
        assert moves < limit, "the game does not end"
    return moves


def keyboard_to(page: Any, selector: str, limit: int = 120) -> None:
    """Tab forward until the element matching `selector` has the focus."""
    for _ in range(limit):
        if page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def wait_where(page: Any, test: str, n: Any = None) -> None:
    """Wait until the replay's position line passes `test` (JavaScript after the text, `n` bound)."""
    page.wait_for_function(f"n => (document.querySelector('.replay-where')?.textContent ?? ''){test}", arg=n)
