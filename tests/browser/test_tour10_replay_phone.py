"""A tenth newcomer tour: on a phone the replay's step buttons sat above the board, so every "Next"
meant scrolling up and down again. The steps and the move's headline now stay at the top of the
window while the board is scrolled to; the desktop keeps them in the page's flow."""

from __future__ import annotations

from typing import Any

from .conftest import DESKTOP, PHONE

BOTS = [{"kind": "bot", "agent": "beginner"}, {"kind": "bot", "agent": "club"}]
HEAD = """() => { const r = (s) => document.querySelector(s).getBoundingClientRect();
  return { next: [r('#replay-next').top, r('#replay-next').bottom],
    where: [r('.replay-where').top, r('.replay-where').bottom],
    height: innerHeight, scrolled: scrollY, width: document.documentElement.scrollWidth,
    position: getComputedStyle(document.querySelector('.replay-head')).position }; }"""


def _replay(tabs: Any, server: Any, size: dict[str, int]) -> Any:
    made = server.create("triqueta", BOTS, seed=3)
    server.wait_finished(made["table"]["id"])
    tab = tabs(size)
    tab.page.goto(f"/replay/{made['table']['id']}")
    tab.page.wait_for_selector(".replay-where[data-ply]")
    tab.page.click("#replay-first")
    tab.page.wait_for_selector(".replay-where[data-ply='0']")
    return tab


def test_the_steps_stay_in_sight_on_a_phone(tabs: Any, server: Any) -> None:
    tab = _replay(tabs, server, PHONE)
    page = tab.page
    page.evaluate("() => document.querySelector('.board').scrollIntoView()")
    page.wait_for_timeout(200)
    for ply in (1, 2, 3):
        got = page.evaluate(HEAD)
        assert got["scrolled"] > 100, got  # the board was scrolled to
        assert got["next"][0] >= 0 and got["where"][1] <= got["height"] / 3, got  # the steps at the top
        assert got["width"] <= PHONE["width"], got
        page.click("#replay-next")  # a tap, no scrolling
        page.wait_for_selector(f".replay-where[data-ply='{ply}']")
    tab.shot("tour10-replay-phone")


def test_the_desktop_keeps_the_steps_in_the_flow(tabs: Any, server: Any) -> None:
    tab = _replay(tabs, server, DESKTOP)
    assert tab.page.evaluate(HEAD)["position"] == "static"
    assert tab.page.is_visible("#pov")
