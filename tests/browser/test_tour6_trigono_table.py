"""What a sixth newcomer tour left at the Trigono table (issue 18): the controls beside the field were
dimmed while a throw flew (they looked disabled, or broken), and an aim at another plank's hole on a
layout of several planks (`aim big1`, the hexagon, a row of 2 planks) was said "the big hole"."""

from __future__ import annotations

from typing import Any


def test_an_aim_at_another_plank_says_which_plank(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/")
    page.wait_for_selector("#record-file", state="attached")
    said = page.evaluate("""async () => {
      const { describeAction } = await import('/static/common.js');
      const { setLang } = await import('/static/i18n.js');
      const seats = [{ seat: 0, name: 'Ada' }, { seat: 1, name: 'Bob' }];
      const ground = [{ kind: 'throw', seat: 1, outcome: 'ground', collected: 0, hand: 8 }];
      const all = () => [
        describeAction('trigono', 'aim big1'),
        describeAction('trigono', 'aim small0'),
        describeAction('trigono', 'aim plank1'),
        describeAction('trigono', 'aim big1', ground, seats),
        describeAction('trigono', 'aim big'),
        describeAction('trigono', 'aim jackpot'),
      ];
      const en = all();
      await setLang('fr');
      const fr = all();
      await setLang('en');
      return { en, fr };
    }""")
    en, fr = said["en"], said["fr"]
    assert en[0] == "Aim at the big hole of plank 2", en
    assert en[1] == "Aim at the small hole of plank 1", en
    assert en[2] == "Aim at plank 2", en
    assert en[3] == "Bob throws at the big hole of plank 2: on the ground (8 in hand).", en
    assert en[4] == "Aim at the big hole", en  # the thrower's own plank, as on a one-plank layout
    assert en[5] == "Aim at the jackpot", en
    assert fr[0] == "Viser le grand trou de la planche 2", fr
    assert fr[2] == "Viser la planche 2", fr
    assert fr[3].startswith("Bob lance vers le grand trou de la planche 2 : "), fr
    assert fr[4] == "Viser le grand trou", fr
