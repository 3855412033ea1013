"""Triqueta: the round box after a round and the end screen's round-by-round table agree (a newcomer's
tour: the box's total holds the rock's point, the table gives the rock its own row, and the two figures
differed with no word of why). The box now gives the round's own points beside the total so far, and
both say in words where the rock counts."""

from __future__ import annotations

import random
from typing import Any

import pytest

from .play import click_once, wait_turn

BOX = """() => {
  const box = document.querySelector('.tq-scoring details, details.tq-scoring');
  if (!box) return null;
  const round = box.querySelector('summary').textContent.match(/\\d+/)[0];
  const seats = [...box.querySelectorAll('table.tq-score')];
  return [Number(round), [...box.querySelectorAll('.tq-this-round td')].map((td) => td.textContent),
          box.querySelector('.tq-scoring-note').textContent,
          seats.map((s) => s.querySelector('tfoot tr td').textContent),
          seats.map((s) => !!s.querySelector('tbody .tq-rock'))];
}"""
CELLS = "rows => rows.map(r => [...r.children].map(c => c.textContent.trim()))"
NB = "\u00a0"


def number(text: str) -> int:
    return int(text.replace("\u2212", "-").replace("+", ""))


@pytest.mark.parametrize(("lang", "choose"), [("en", False), ("fr", True)])
def test_the_round_box_gives_the_rounds_own_points_as_the_end_table_does(tabs: Any, server: Any, lang: str,
                                                                         choose: bool) -> None:
    tab = tabs()
    page = tab.page
    if lang == "fr":
        page.add_init_script("localStorage.setItem('trigames.lang', 'fr')")
    # choose_tower: the round's tree is handed only once its taker chose the next tower
    made = server.create("triqueta", [{"kind": "person", "name": "Ann"}, {"kind": "bot", "agent": "greedy"},
                                      {"kind": "bot", "agent": "greedy"}],
                         options={"first_player": 0, "choose_tower": choose}, seed=5)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version] .tq-board")
    rng = random.Random(2)
    boxes: dict[int, list[int]] = {}
    so_far: dict[int, list[int]] = {}  # each seat's total so far, less the rock's point
    note = ""
    while wait_turn(page) == "mine":
        box = page.evaluate(BOX)
        if box is not None:
            boxes[box[0]] = [number(x) for x in box[1]]  # the latest: a tree handed later is in it
            note = box[2]
            so_far[box[0]] = [number(x) - rock for x, rock in zip(box[3], box[4], strict=True)]
            if box[0] == 1 and lang == "en":
                tab.shot("tour9-triqueta-round-box-desktop")
        click_once(page, rng)
    assert set(boxes) == {1, 2, 3}, boxes
    for n, totals in so_far.items():  # the totals so far are the rounds' own points added up, and the rock
        assert totals == [sum(boxes[k][p] for k in range(1, n + 1)) for p in range(3)], (n, so_far, boxes)
    if lang == "en":
        assert note.startswith("The totals are the scores so far, with 1 point for whoever holds the starting rock")
    else:
        assert f"«{NB}Cette manche{NB}» laisse le caillou de côté{NB}: il ne compte" in note
    page.wait_for_selector(".end table.rounds")
    rows = page.eval_on_selector_all(".end table.rounds tbody tr", CELLS)
    table = {int(r[0].split()[-1]): [number(x) for x in r[1:]] for r in rows if r[0].split()[-1].isdigit()}
    for n, points in boxes.items():
        assert table[n] == points, (n, table, boxes)
    said = page.inner_text(".end .rounds-note")
    assert ("counts once, for whoever holds it at the end" in said if lang == "en" else
            f"compte une fois, pour qui le tient à la fin{NB}; les jetons" in said), said
    tab.shot(f"tour9-triqueta-rounds-{lang}-desktop")
