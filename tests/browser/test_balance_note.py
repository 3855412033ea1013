"""The lobby tells, from the shipped balance report, how long a variant lasts and any notable
advantage of the turn order, in English and French, and follows the player count and options."""

from __future__ import annotations

import json
from typing import Any

from trigames.balance.ship import SHIPPED


def _expected(players: int) -> tuple[str, dict[str, Any]]:
    report = json.loads(SHIPPED.read_text())
    v = next(e for e in report["games"]["triqueta"] if e["players"] == players and e["options"]["choose_tower"] is False
             and e["options"]["auto_reveal"] is True)
    m = v["minutes"]
    shown = max(1, round(m)) if m < 10 else 5 * round(m / 5)
    return str(shown), v


def _note(page: Any) -> str:
    page.wait_for_selector(".balance-note:not([hidden])")
    return " ".join(page.inner_text(".balance-note").split())


def test_the_lobby_shows_the_typical_length_and_seat_advantage(tabs: Any) -> None:
    page = tabs().page
    page.goto("/")
    page.wait_for_function("() => window.trigames")
    page.click("[data-play=triqueta]")
    minutes, v = _expected(3)
    text = _note(page)
    assert f"About {minutes} minutes for 3 players." in text and f"{v['games']} games between bots" in text
    if v["notable"]:
        assert f"won {round(100 * v['notable']['share'])}% of them" in text  # English: "39%", not "39 %"
    else:
        assert "won" not in text
    page.select_option("#players", "2")
    minutes, v = _expected(2)
    page.wait_for_function("() => document.querySelector('.balance-note').textContent.includes('2 players')")
    assert f"About {minutes} minutes for 2 players." in _note(page)
    page.click("#lang")  # French
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_function("() => (document.querySelector('.balance-note') || {}).textContent?.includes('joueurs')")
    text = _note(page)
    assert f"Environ {minutes} minutes pour 2 joueurs." in text and "parties entre robots" in text
    # a variant the report does not hold: no note rather than a wrong one
    if page.query_selector("details.more") and not page.is_visible("#opt-choose_tower"):
        page.click("details.more summary")
    page.check("#opt-choose_tower")
    page.wait_for_function("() => document.querySelector('.balance-note').hidden")
    page.uncheck("#opt-choose_tower")
    page.wait_for_function("() => !document.querySelector('.balance-note').hidden")
