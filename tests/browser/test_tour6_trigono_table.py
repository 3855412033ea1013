"""What a sixth newcomer tour left at the Trigono table (issue 18): the controls beside the field were
dimmed while a throw flew (they looked disabled, or broken), and an aim at another plank's hole on a
layout of several planks (`aim big1`, the hexagon, a row of 2 planks) was said "the big hole"."""

from __future__ import annotations

from typing import Any

from .conftest import DESKTOP, PHONE
from .play import wait_turn

BOT = {"kind": "bot", "agent": "target"}

# How opaque an element is drawn: its own opacity times its ancestors' (a dimmed parent dims it).
SEEN = """(sel) => { let el = document.querySelector(sel), k = 1;
  for (; el; el = el.parentElement) k *= Number(getComputedStyle(el).opacity);
  return k; }"""


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
    assert fr[3].startswith("Bob lance vers le grand trou de la planche 2\u00a0: "), fr
    assert fr[4] == "Viser le grand trou", fr


def test_the_controls_stay_readable_while_a_throw_flies(tabs: Any, server: Any) -> None:
    """While the pucks fly, the controls beside the field look as they do at rest (they were drawn at
    0.55 opacity, as a disabled button is); the line above says the puck is flying and how to skip; a
    press on a control then finishes the animation at once."""
    tab = tabs(DESKTOP, motion=True)
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"first_player": 0}, seed=21)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    page.click(".tg-throw")
    page.wait_for_selector(".table-page[data-animating] .tg-board.is-playing")
    for sel in (".tg-controls", ".tg-throw", ".tg-controls .tg-readout, .tg-controls button:not(.tg-throw)"):
        assert page.evaluate(SEEN, sel) > 0.99, sel
    flying = page.inner_text(".tg-flying")
    assert "in the air" in flying and "skip" in flying, flying
    tab.shot("tour6-trigono-flying-desktop")
    # a press on a control finishes the throw on screen (the board comes up to date)
    shown = page.get_attribute(".table-page", "data-version")
    page.click(".tg-throw")
    page.wait_for_function(f"() => document.querySelector('.table-page').dataset.version !== '{shown}'", timeout=3_000)
    # at 360 px too, and in French
    tab2 = tabs(PHONE, motion=True)
    page2 = tab2.page
    page2.add_init_script("localStorage.setItem('trigames.lang', 'fr')")
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"first_player": 0}, seed=22)
    page2.goto(made["seats"][0]["url"])
    assert wait_turn(page2) == "mine"
    page2.click(".tg-throw")
    page2.wait_for_selector(".table-page[data-animating] .tg-board.is-playing")
    assert page2.evaluate(SEEN, ".tg-throw") > 0.99 and page2.evaluate(SEEN, ".tg-controls") > 0.99
    assert "Échap" in page2.inner_text(".tg-flying"), page2.inner_text(".tg-flying")
    tab2.shot("tour6-trigono-flying-fr-360")


def test_a_replay_heading_says_your_throw_to_you(tabs: Any, server: Any) -> None:
    """The replay's heading names the thrower; to the browser that played that seat, "You throw…", as the
    log under it says it (never to another seat's throw)."""
    page = tabs().page
    page.goto("/")
    page.wait_for_selector("#record-file", state="attached")
    said = page.evaluate("""async () => {
      const { describeAction } = await import('/static/common.js');
      const { setLang } = await import('/static/i18n.js');
      const seats = [{ seat: 0, name: '' }, { seat: 1, name: 'Bob' }];
      const took = [{ kind: 'throw', seat: 0, outcome: 'big', collected: 3, hand: 4 }];
      const ground = [{ kind: 'throw', seat: 1, outcome: 'ground', collected: 0, hand: 8 }];
      const all = () => [
        describeAction('trigono', 'aim big', took, seats, 0),
        describeAction('trigono', 'aim big', took, seats, null),
        describeAction('trigono', 'aim small', ground, seats, 0),
      ];
      const en = all();
      await setLang('fr');
      const fr = all();
      await setLang('en');
      return { en, fr };
    }""")
    en, fr = said["en"], said["fr"]
    assert en[0] == ("You throw at the big hole: in the big hole, and take back your own puck and 2 more"
                     " (4 in hand)."), en
    assert en[1].startswith("Seat 1 throws at the big hole: "), en
    assert en[2] == "Bob throws at the small hole: on the ground (8 in hand).", en
    assert fr[0].startswith("Vous lancez vers le grand trou\u00a0: ") and "reprenez votre propre palet" in fr[0], fr
    assert fr[2].startswith("Bob lance vers le petit trou\u00a0: "), fr
