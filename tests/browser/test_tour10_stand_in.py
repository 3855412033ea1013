"""A tenth newcomer tour: at a table of two people, Bob closed his window on his turn and Alice waited
for good ("Bob to play", "offline"), with nothing to do but leave. Now a seated player may let a bot
play for a person who has gone (after the server's `--away` seconds: 1 s in these tests), and Bob's
link gives him his seat back."""

from __future__ import annotations

from typing import Any

import pytest

from .play import wait_turn

TWO = [{"kind": "person", "name": "Alice"}, {"kind": "person", "name": "Bob"}]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bot_plays_for_bob_gone_and_his_link_brings_him_back(tabs: Any, server: Any, lang: str) -> None:
    made = server.create("tricerata", TWO, options={"rows": 3, "first_player": 1}, seed=4)
    tid = made["table"]["id"]
    alice_tab = tabs()
    alice = alice_tab.page
    alice.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    alice.goto(made["seats"][0]["url"])
    bob_tab = tabs()
    bob_tab.page.goto(made["seats"][1]["url"])
    wait_turn(bob_tab.page)
    bob_row = ".player[data-seat='1']"
    here = "online" if lang == "en" else "en ligne"
    alice.wait_for_function(f"() => document.querySelector(\"{bob_row}\").textContent.includes({here!r})")
    assert alice.query_selector(f"{bob_row} .stand-in") is None  # Bob is here: nothing to hand over
    bob_tab.context.close()  # Bob closes his window on his turn
    button = alice.wait_for_selector(f"{bob_row} .stand-in")
    assert button.inner_text() == {"en": "Let a bot play for Bob", "fr": "Faire jouer un robot pour Bob"}[lang]
    alice.wait_for_timeout(1200)  # the server's --away
    button.click()
    # Bob's seat is played by a bot, which says so; the game comes to Alice
    away = {"en": "away · a bot", "fr": "absent · un robot"}[lang]
    alice.wait_for_function(f"() => document.querySelector(\"{bob_row}\").textContent.includes({away!r})")
    assert wait_turn(alice) == "mine"
    assert alice.query_selector(f"{bob_row} .stand-in") is None
    assert server.api("GET", f"/api/tables/{tid}")["seats"][1]["away"]
    alice_tab.shot(f"tour10-stand-in-{lang}")
    # Bob comes back with his link: his seat again, a person's, online
    back = tabs().page
    back.goto(made["seats"][1]["url"])
    back.wait_for_selector(".table-page")
    alice.wait_for_function(f"() => !document.querySelector(\"{bob_row}\").textContent.includes({away!r})")
    seats = server.api("GET", f"/api/tables/{tid}")["seats"]
    assert seats[1]["kind"] == "person" and seats[1]["connected"] and not seats[1]["away"], seats
    assert "Bob" in back.inner_text(".players")


def test_too_soon_is_said_in_words(tabs: Any, server: Any) -> None:
    made = server.create("tricerata", TWO, options={"rows": 3, "first_player": 1}, seed=5)
    alice = tabs().page
    alice.goto(made["seats"][0]["url"])
    bob_tab = tabs()
    bob_tab.page.goto(made["seats"][1]["url"])
    wait_turn(bob_tab.page)
    alice.wait_for_function("() => document.querySelector(\".player[data-seat='1']\").textContent.includes('online')")
    bob_tab.context.close()
    alice.click(".player[data-seat='1'] .stand-in")  # at once: Bob may be back in a moment
    alice.wait_for_selector("text=has only just left")
    assert server.api("GET", f"/api/tables/{made['table']['id']}")["seats"][1]["kind"] == "person"
