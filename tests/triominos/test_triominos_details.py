"""`action_details` (what the web board previews) agrees with the engine: every legal action of
hundreds of random positions is applied to a clone and its score change and figure compared."""

from __future__ import annotations

import json
import random

import pytest

import trigames
from trigames.games.triominos import from_board
from trigames.games.triominos.tiles import TSUM, tile_of

# the side of a touched tile a cell lies on, by where that tile is: (dx, dy) from the cell to it
SIDES = {(-1, 0): "right", (1, 0): "left", (0, -1): "above", (0, 1): "below"}


def _check_beside(s, d) -> None:
    """The place words' facts: the tiles the cell shares a side with, read from the board itself."""
    x, y = d["cell"]
    board = {(bx, by): tile for bx, by, _, tile in s.view(s.current_player())["board"]}
    touched = {(dx, dy): board[(x + dx, y + dy)] for dx, dy in SIDES if (x + dx, y + dy) in board
               and (dy == 0 or (dy == -1) == d["up"])}  # an upright cell's third side is below it
    assert d["sides"] == len(touched) and (d["next_to"] is None) == (not touched)
    if touched:
        assert (d["next_to"], d["side"]) in {(tile, SIDES[k]) for k, tile in touched.items()}


def check_position(s) -> int:
    """Compare every legal action's details with what applying it does; returns how many."""
    p = s.current_player()
    actions = s.legal_actions()
    for a in actions:
        d = s.action_details(a)
        json.dumps(d)  # JSON-ready, as the server sends it
        after = s.clone()
        events = after.apply_events(a)
        delta = after.score[p] - s.score[p]
        ended = after.round != s.round  # the round ended: its end-of-round points come on top
        extra = after.last["points"][p] if ended else 0
        assert delta == d["points"] + extra, (s.action_to_string(a), d, delta, extra)
        if d["kind"] == "place":
            place = next(e for e in events if e.kind == "place")
            assert place.data["figure"] == d["figure"] and place.data["points"] == d["points"]
            assert d["points"] == d["value"] + d["bonus"] + d["opening"]
            assert d["value"] == TSUM[tile_of(d["tile"])]
            x, y = d["cell"]
            assert s.action_to_string(a).startswith(f"{d['tile']}@{'U' if d['up'] else 'D'}({x},{y})/r{d['rotation']}")
            assert d["out"] == (ended and after.last["end"] == "out")  # going out comes first (§2.7)
            _check_beside(s, d)
            if d["out"]:  # +25 and the other racks, which the details do not reveal
                others = sum(TSUM[t] for q, r in enumerate(s.racks) if q != p for t in r)
                assert extra == 25 + others
        else:
            assert d["kind"] == s.action_to_string(a)
            assert not any(e.kind == "place" for e in events)
    return len(actions)


@pytest.mark.parametrize(("players", "classic"), [(2, False), (3, True), (4, False), (2, True)])
def test_details_match_the_engine_over_random_games(players: int, classic: bool) -> None:
    figures: set[str | None] = set()
    kinds: set[str] = set()
    positions = checked = 0
    for seed in range(12):
        game = trigames.make("triominos", players=players, classic_opening=classic, target=120)
        s = game.new_game(1000 * players + seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            checked += check_position(s)
            positions += 1
            for a in s.legal_actions():
                d = s.action_details(a)
                kinds.add(d["kind"])
                if d["kind"] == "place":
                    figures.add(d["figure"])
            # Prefer placements so boards grow and figures appear; draw sometimes as people do.
            legal = s.legal_actions()
            places = [a for a in legal if s.action_details(a)["kind"] == "place"]
            s.apply(rng.choice(places) if places and rng.random() < 0.85 else rng.choice(legal))
    assert positions > 300 and checked > 2 * positions
    assert {"hexagon", "bridge", None} <= figures and {"place", "draw", "pass"} <= kinds


BR = ["U(0,0)=[2,5,1]", "D(-1,0)=[2,5,2]", "U(-1,1)=[2,3,5]", "D(0,1)=[3,3,5]",
      "U(0,2)=[3,0,3]", "D(1,2)=[0,0,3]", "U(2,2)=[3,0,1]", "D(2,1)=[3,1,1]"]
HX = ["U(1,1)=[1,0,1]", "D(0,1)=[0,0,1]", "U(-1,1)=[4,0,1]", "D(-1,0)=[4,1,4]", "U(0,0)=[4,1,3]"]
DH = ["U(1,1)=[1,4,5]", "U(-1,1)=[0,1,1]", "D(1,0)=[1,5,1]", "D(-1,0)=[0,1,2]", "D(0,1)=[1,4,1]",
      "U(-2,0)=[0,0,2]", "U(-1,-1)=[2,2,2]", "D(0,-1)=[2,1,2]", "D(-2,-1)=[0,2,2]"]
TH = ["U(1,1)=[1,4,1]", "U(-1,1)=[1,2,1]", "D(1,0)=[1,1,5]", "D(-1,0)=[1,1,0]", "D(0,1)=[2,4,1]",
      "U(-2,0)=[0,1,0]", "U(-1,-1)=[0,0,5]", "D(0,-1)=[0,5,5]", "D(-2,-1)=[0,0,0]", "U(2,0)=[5,1,2]",
      "U(1,-1)=[5,5,2]", "D(2,-1)=[5,2,2]"]


def details_of(s, text):
    a = s.parse_action(text)
    assert a in s.legal_actions(), text
    return s.action_details(a)


@pytest.mark.parametrize(("board", "tile", "move", "figure", "points"), [
    (BR, "1-1-5", "[5,1,1]@D(1,0)", "bridge", 47),  # CASES TM-10
    (HX, "1-1-3", "[1,1,3]@D(1,0)", "hexagon", 55),  # TM-12
    (["U(0,0)=[3,4,5]"], "2-3-5", "[3,5,2]@D(0,-1)", None, 10),  # TM-17
])
def test_rule_book_cases(board, tile, move, figure, points) -> None:
    game = trigames.make("triominos", players=2)
    s = from_board(game, board, racks=[[tile, "0-0-0"], ["5-5-5"]], pool=["4-4-4"])
    d = details_of(s, move)
    assert (d["figure"], d["points"], d["out"]) == (figure, points, False)
    check_position(s)


@pytest.mark.parametrize(("board", "figure", "bonus"), [(DH, "double hexagon", 60), (TH, "triple hexagon", 70)])
def test_double_and_triple_hexagons(board, figure, bonus) -> None:
    game = trigames.make("triominos", players=2)
    placed = {tr // 3 for tr in from_board(game, board).board.values()}
    rest = [t for t in range(56) if t not in placed and t != tile_of("5-5-5")]  # every other tile: some fits
    s = from_board(game, board, racks=[rest, ["5-5-5"]])
    found = [d for d in map(s.action_details, s.legal_actions()) if d["figure"] == figure]
    assert found and all(d["bonus"] == bonus and d["points"] == d["value"] + bonus for d in found)
    check_position(s)


def test_going_out_is_flagged_without_the_hidden_racks() -> None:
    game = trigames.make("triominos", players=3)  # CASES TM-23
    s = from_board(game, ["U(0,0)=[3,4,5]"], racks=[["2-3-5"], ["5-5-5"], ["2-2-4", "0-1-1"]])
    d = details_of(s, "[3,5,2]@D(0,-1)")
    assert d["out"] and d["points"] == 10 and "15" not in json.dumps(d) and "25" not in json.dumps(d)
    after = s.clone()
    after.apply(s.parse_action("[3,5,2]@D(0,-1)"))
    assert after.score[0] == 60
    check_position(s)


def test_penalties_of_a_failed_turn() -> None:
    game = trigames.make("triominos", players=2)
    s = from_board(game, ["U(0,0)=[0,0,0]"], racks=[["5-5-5"], ["1-1-1"]],
                   pool=["4-4-4", "3-3-3", "2-2-2", "1-2-3"])
    assert [s.action_details(a)["kind"] for a in s.legal_actions()] == ["draw"]
    for n in (1, 2):
        s.apply(s.parse_action("draw"))
        d = s.action_details(s.legal_actions()[-1])
        assert d == {"kind": "draw", "points": -5, "draw": n + 1, "max": 3}
    s.apply(s.parse_action("draw"))
    d = s.action_details(s.legal_actions()[-1])
    assert d == {"kind": "pass", "points": -10, "draws": 3, "turn": -25}
    assert check_position(s) == 1


@pytest.mark.parametrize(("lang", "referee"), [("en", False), ("fr", False), ("en", True)])
def test_the_log_says_where_a_tile_was_laid(lang: str, referee: bool) -> None:
    """A newcomer's tour: the log and the replay named the tile laid but not where it went. A place event
    says it by the tile beside it, as the board's buttons do, never by cell (a kept score's too)."""
    game = trigames.make("triominos", players=2, referee=referee)
    s = game.new_game(7)
    rng = random.Random(7)
    said = []
    while not s.is_terminal() and len(said) < 12:
        laid = [a for a in s.legal_actions() if s.action_details(a)["kind"] == "place"]
        for e in s.apply_events(rng.choice(laid or s.legal_actions())):
            if e.kind == "place":
                said.append((e.data, game.tell(e.for_seat(None), ["Ada", "Bob"], lang)))
    first, line = said[0]
    assert first["side"] == "middle"
    assert {"en": "in the middle of the table", "fr": "au milieu de la table"}[lang] in line
    words = {"en": {"right": "right of", "left": "left of", "above": "above", "below": "below"},
             "fr": {"right": "à droite de", "left": "à gauche de", "above": "au-dessus de",
                    "below": "au-dessous de"}}[lang]
    for data, line in said[1:]:
        assert f"{words[data['side']]} {data['next_to']}" in line, line
        assert "@" not in line and "(" not in line, line
