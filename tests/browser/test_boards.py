"""The generic table plays games without a board; Tricérata draws every geometry as the engine does."""

from __future__ import annotations

import random
from typing import Any

import pytest

from trigames.games.tricerata.geometry import build

from .conftest import PHONE
from .play import click_once, play_clicks, wait_turn

PERSON_BOT = [{"kind": "person"}, {"kind": "bot"}]


def open_seat(page: Any, made: dict[str, Any], seat: int = 0, plain: bool = False) -> None:
    url = made["seats"][seat]["url"]
    page.goto(url.replace("#", "?view=plain#") if plain else url)  # plain: the generic table, board or not
    page.wait_for_selector(".table-page[data-version]")


def test_generic_table_plays_a_full_triominos_game(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("triominos", PERSON_BOT, options={"fixed_rounds": 1}, seed=4)
    open_seat(page, made, plain=True)
    assert page.query_selector(".game-text") is not None  # the game's own text rendering
    assert "#seat=" not in page.url and "view=plain" in page.url
    shots: dict[str, Any] = {}
    points: list[str] = []

    def snap(moves: int) -> None:
        # what a move scores is said with it ("Place 1-1-2 left of 1-2-3, 1 side, 4 points")
        points.extend(page.eval_on_selector_all(".act", "els => els.map(e => e.textContent)"))
        if moves == 3:
            shots["play"] = tab.shot("triominos-generic-desktop")
            tab.shot("triominos-generic-360", PHONE)
            page.set_viewport_size({"width": 1280, "height": 900})

    moves = play_clicks(page, random.Random(8), every=snap)
    assert moves > 3 and shots
    assert any("points" in p for p in points), "the game's action details (points) are not shown"
    summary = server.api("GET", f"/api/tables/{made['table']['id']}")
    assert summary["status"] == "finished"
    assert "Something happened" not in page.inner_text(".log")  # every event in words


def test_generic_table_trigono_and_number_keys(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("trigono", PERSON_BOT, seed=2)
    open_seat(page, made, plain=True)  # Trigono has a board: the plain list of moves on request
    for _ in range(3):
        if wait_turn(page) == "over":
            break
        before = page.get_attribute(".table-page", "data-version")
        page.keyboard.press("1")  # the first choice, by its number
        page.wait_for_function("v => document.querySelector('.table-page').dataset.version !== v", arg=before)
    assert int(page.get_attribute(".table-page", "data-version") or 0) >= 3
    tab.shot("trigono-generic-desktop")
    tab.shot("trigono-generic-360", PHONE)
    assert "Something happened" not in page.inner_text(".log")


@pytest.mark.parametrize(("options", "name"), [
    ({"geometry": "triangle", "rows": 5}, "triangle"),
    ({"geometry": "square", "rows": 3, "cols": 4}, "square"),
    ({"geometry": "hex", "side": 3}, "hex"),
    ({"geometry": "trihex", "side": 2}, "trihex"),
])
def test_tricerata_geometries_match_the_engine(tabs: Any, server: Any, options: dict[str, Any], name: str) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("tricerata", PERSON_BOT, options={**options, "stones": 2}, seed=1)
    open_seat(page, made)
    page.wait_for_selector(".tc-svg")
    geo = build(options["geometry"], options.get("rows", 5), options.get("cols"), options.get("side", 3))
    labels = page.eval_on_selector_all(".tc-cell", "cells => cells.map(c => c.dataset.label)")
    assert labels == list(geo.labels)
    # Cells of the drawing touch exactly where the engine has neighbours: edges shared in the SVG.
    shared = page.evaluate("""() => {
      const cells = [...document.querySelectorAll('.tc-cell polygon')].map(p => p.getAttribute('points').split(' ')
        .map(q => q.split(',').map(Number)));
      const key = (a, b) => [a, b].map(p => p.map(v => Math.round(v)).join(':')).sort().join('|');
      const edges = new Map();
      cells.forEach((pts, c) => pts.forEach((p, i) => {
        const k = key(p, pts[(i + 1) % pts.length]);
        if (!edges.has(k)) edges.set(k, []);
        edges.get(k).push(c);
      }));
      const out = cells.map(() => []);
      for (const cs of edges.values()) if (cs.length === 2) { out[cs[0]].push(cs[1]); out[cs[1]].push(cs[0]); }
      return out.map(ns => ns.sort((a, b) => a - b));
    }""")
    assert shared == [sorted(ns) for ns in geo.nbrs]
    moves = 0
    while wait_turn(page) == "mine" and moves < 3:
        click_once(page, random.Random(moves))
        moves += 1
    tab.shot(f"tricerata-{name}-desktop")
    tab.shot(f"tricerata-{name}-360", PHONE)
