"""The table companion for the games whose draws happen at the table: Triqueta (the animal drawn
is entered when it is placed; face-down tokens are named at the end) and Triominos (the draw-off's
winner, each tile laid, draws and passes, each rack's total at the end of a round). Entered by hand
with mistakes taken back; the page's scores are exactly the engine's."""

from __future__ import annotations

import random
from typing import Any

import pytest

from .conftest import PHONE
from .play import CHOICES, version, wait_moved, wait_turn
from .test_companion import ASKED, check_against_engine, keep_score, take_back
from .test_french import check_french

DESKTOP = {"width": 1280, "height": 900}
PICKER = "#board .tq-animal:not([disabled]):not([data-action])"


def click(page: Any, selector_or_el: Any) -> None:
    before = version(page)
    el = page.query_selector(selector_or_el) if isinstance(selector_or_el, str) else selector_or_el
    key, action = el.get_attribute("data-key"), el.get_attribute("data-action")
    try:
        el.click()
    except Exception as e:  # the board was drawn again between the query and the click (a late update)
        if "not attached" not in str(e) or version(page) != before or not (key or action):
            raise
        again = f'[data-key="{key}"]' if key else f'[data-action="{action}"]'
        page.locator(f"#board {again}").first.click()
    wait_moved(page, before)


def triqueta_move(page: Any, rng: random.Random) -> str:
    """One entry: a drawn token's animal and row (or keep), or any other choice; returns it."""
    animals = page.query_selector_all(PICKER)
    keep = page.query_selector(f'{CHOICES}[data-action="keep"]')
    if animals and (keep is None or rng.random() < 0.85):
        rng.choice(animals).click()  # which animal came out of the tower: nothing is sent yet
        page.wait_for_selector('#board [data-action^="place R"]')
        target = rng.choice(page.query_selector_all('#board [data-action^="place R"]'))
    else:
        buttons = page.query_selector_all(CHOICES)
        draws = [b for b in buttons if b.get_attribute("data-action") == "draw"]
        target = draws[0] if draws and rng.random() < 0.8 else rng.choice(buttons)
    action = str(target.get_attribute("data-action"))
    click(page, target)
    return action


def triominos_move(page: Any, rng: random.Random) -> str:
    """One entry: the draw-off's winner, a tile laid, a draw or pass, or a rack's total."""
    total = page.query_selector("#tm-total")
    if total is not None:
        low, high = int(total.get_attribute("min")), int(total.get_attribute("max"))
        value = rng.randint(low, min(high, low + 12))
        total.fill(str(value))
        before = version(page)
        page.click(".tm-total-form button[type=submit]")
        wait_moved(page, before)
        return f"rack {value}"
    tiles = page.query_selector_all("#board .tm-rack-tile:not([disabled])")
    if len(tiles) > 1 and rng.random() < 0.5:
        rng.choice(tiles).click()  # choose another tile that fits: nothing is sent yet
    buttons = page.query_selector_all(CHOICES)
    target = rng.choice(buttons)
    action = str(target.get_attribute("data-action"))
    click(page, target)
    return action


def enter(page: Any, move: Any, rng: random.Random, mistakes: set[int], lang: str, shoot: Any = None) -> list[str]:
    meant: list[str] = []
    k = 0
    while wait_turn(page) == "mine":
        assert ASKED[lang].search(page.inner_text(".status")), page.inner_text(".status")
        if k in mistakes:
            move(page, random.Random(k))  # a wrong entry, taken back
            take_back(page, with_keys=k % 2 == 1)
        meant.append(move(page, rng))
        k += 1
        if shoot is not None:
            shoot(k)
        assert k < 800, "the game does not end"
    return meant


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_triqueta_kept_by_hand(tabs: Any, server: Any, lang: str) -> None:
    tab = tabs()
    page = tab.page
    table = keep_score(page, "triqueta", 3, {}, lang, tab)
    click(page, f'{CHOICES}[data-action="draw"]')
    assert page.query_selector_all(PICKER), "the animal drawn at the table is asked for"
    page.click("#board .tq-animal[data-animal=deer]")
    page.wait_for_selector('#board [data-action="place R0 deer"]')
    tab.shot(f"companion-triqueta-{lang}-desktop", DESKTOP)
    tab.shot(f"companion-triqueta-{lang}-360", PHONE)
    page.set_viewport_size(DESKTOP)
    click(page, '#board [data-action="place R0 deer"]')
    if lang == "fr":
        check_french(page, "Triqueta companion table")
    meant = ["draw", "place R0 deer", *enter(page, triqueta_move, random.Random(4), {1, 6, 13}, lang)]
    outcome = check_against_engine(server, page, table, meant)
    assert len(outcome["scores"]) == 3
    tab.shot(f"companion-triqueta-{lang}-end")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_triominos_kept_by_hand(tabs: Any, server: Any, lang: str) -> None:
    tab = tabs()
    page = tab.page
    table = keep_score(page, "triominos", 2, {"target": "30"}, lang, tab)
    page.wait_for_selector('#board [data-action="first 1"]')
    click(page, '#board [data-action="first 1"]')  # Bo won the draw-off at the table
    assert "Bo" in page.inner_text(".status")
    page.wait_for_selector("#board .tm-rack-tile")
    tab.shot(f"companion-triominos-{lang}-desktop", DESKTOP)
    tab.shot(f"companion-triominos-{lang}-360", PHONE)
    page.set_viewport_size(DESKTOP)
    if lang == "fr":
        check_french(page, "Triominos companion table")
    shots: set[int] = set()

    def shoot(k: int) -> None:
        if page.query_selector("#tm-total") and not shots:
            shots.add(k)
            tab.shot(f"companion-triominos-{lang}-totals")

    meant = ["first 1", *enter(page, triominos_move, random.Random(2), {2, 7}, lang, shoot)]
    assert any(m.startswith("rack ") for m in meant), "a round ended and the racks were entered"
    check_against_engine(server, page, table, meant)
    tab.shot(f"companion-triominos-{lang}-end")


def test_triominos_score_pad_points_only(tabs: Any, server: Any) -> None:
    """The score pad: no board, each tile entered as its points; the racks' totals end the round."""
    page = tabs().page
    page.goto("/")
    page.click("[data-companion=triominos]")
    page.select_option("#players", "2")
    page.check("#opt-score_pad")
    page.fill("#opt-target", "20")
    page.dispatch_event("#opt-target", "change")
    page.click("#create")
    page.wait_for_selector('#board [data-action="first 0"]')
    click(page, '#board [data-action="first 0"]')
    rng = random.Random(9)
    meant = ["first 0"]
    while wait_turn(page) == "mine":
        field = page.query_selector("#tm-points") or page.query_selector("#tm-total")
        assert field is not None and not page.query_selector(".tm-field"), "a pad: no board is drawn"
        low = int(field.get_attribute("min"))
        value = low if field.get_attribute("id") == "tm-total" else rng.randint(0, 15)
        field.fill(str(value))
        before = version(page)
        page.press(f"#{field.get_attribute('id')}", "Enter")
        wait_moved(page, before)
        meant.append(f"{'rack' if field.get_attribute('id') == 'tm-total' else 'points'} {value}")
        assert len(meant) < 200
    table = str(page.get_attribute(".table-page", "data-table"))
    outcome = check_against_engine(server, page, table, meant)
    assert sum(int(m.split()[1]) for m in meant if m.startswith("points")) <= sum(outcome["scores"])
