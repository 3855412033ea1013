"""A seventh newcomer tour (issue 18): the phone's lobby (360x740) hid what each game is, so a
newcomer saw only a picture and a name. Each card now says it in a few words under the name, and
the four games' pictures (the buttons that open the form) stay on the first screen."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import DESKTOP, PHONE


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_phone_lobby_says_what_each_game_is(tabs: Any, lang: str) -> None:
    tab = tabs(PHONE)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto("/")
    page.wait_for_selector(".game-card .start-name")
    cards = page.eval_on_selector_all(".game-card", """cs => cs.map((c) => {
      const line = c.querySelector('.start-tagline');
      const r = line ? line.getBoundingClientRect() : null;
      const name = c.querySelector('.start-name').getBoundingClientRect();
      return { text: line && r.height > 0 ? line.textContent : '', height: r ? r.height : 0,
        below: r ? r.top >= name.bottom - 1 : false,
        button: c.querySelector('.start-game').getBoundingClientRect().bottom };
    })""")
    assert len(cards) == 4, cards
    for card in cards:
        assert len(card["text"]) >= 15, cards  # a few words, shown
        assert card["height"] <= 3 * 17, cards  # at most three short lines
        assert card["below"], cards
    assert max(c["button"] for c in cards) <= PHONE["height"], cards  # every game's button on the first screen
    tab.shot(f"tour7-lobby-phone-{lang}-360")
    page.set_viewport_size(DESKTOP)
    assert not page.is_visible(".start-tagline")  # the desktop's cards keep their full summary
    assert page.is_visible(".start-summary")
    tab.shot(f"tour7-lobby-{lang}-desktop")
