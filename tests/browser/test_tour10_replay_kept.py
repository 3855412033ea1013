"""A tenth newcomer tour: the replay of a Triominos game kept with the real box, seen with everything
revealed, listed about fifty tile names under each player, read as their racks. Played with the real
box no rack is known: a view's `rack` is then the tiles not yet laid (those that may be entered)."""

from __future__ import annotations

import json
from typing import Any

import trigames

MERGE = """async (views) => {
  const board = await import('/games/triominos/board.js');
  return board.mergeViews(views, 0);
}"""


def _views(referee: bool) -> list[dict[str, Any]]:
    g = trigames.make("triominos", players=2, referee=referee)
    s = g.new_game(3)
    for _ in range(4):  # past the draw-off: tiles on the board, racks dealt (or not, at the real box)
        s.apply(next(iter(s.legal_actions())))
    return [json.loads(json.dumps(s.view(i))) for i in range(2)]


def test_the_real_box_shows_no_rack_under_the_players(tabs: Any) -> None:
    page = tabs().page
    page.goto("/")
    kept = page.evaluate(MERGE, _views(True))
    assert kept["racks_shown"] is None, kept["racks_shown"]
    dealt = page.evaluate(MERGE, _views(False))  # a game dealt here still lays each rack open
    assert [len(r) for r in dealt["racks_shown"]] == dealt["racks"] and sum(dealt["racks"]) > 0, dealt
