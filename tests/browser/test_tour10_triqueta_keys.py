"""A tenth newcomer tour: in Triqueta the arrow keys did nothing (Tab and the number keys worked).
They now go from one choice on the table to the next, round the ends."""

from __future__ import annotations

from typing import Any

from .play import wait_turn

FOCUSED = "() => document.activeElement?.dataset.action ?? null"
CHOICES = "() => [...document.querySelectorAll('#board button[data-action]:not([disabled])')].map(b => b.dataset.action)"  # noqa: E501


def test_triqueta_arrows_move_between_the_choices(tabs: Any, server: Any) -> None:
    made = server.create("triqueta", [{"kind": "person"}, {"kind": "bot"}], seed=8)
    page = tabs().page
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    choices = page.evaluate(CHOICES)
    assert len(choices) >= 2, choices  # (seed 8: draw, or take one of the rows)
    page.locator(f"#board button[data-action='{choices[0]}']").focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED) == choices[1]
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(FOCUSED) == choices[0]
    page.keyboard.press("ArrowUp")  # round the ends
    assert page.evaluate(FOCUSED) == choices[-1]
    before = page.get_attribute(".table-page", "data-version")
    page.keyboard.press("Enter")  # and the focused choice is played
    page.wait_for_function("v => document.querySelector('.table-page').dataset.version !== v", arg=before)
