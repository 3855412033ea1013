"""The shared conformance checker, plus records, options, notation and rendering."""

from __future__ import annotations

import random

import pytest
from rich.console import Console

import trigames
from trigames.core import NotationError, OptionError, Record, record_of, replay
from trigames.core import testing as core_testing
from trigames.games.triominos.notation import action_to_string, parse_action
from trigames.games.triominos.tiles import DRAW, PASS, TILE_ID, cell_of, place_code


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"classic_opening": True}), (4, {"target": 200})])
def test_check_game(players, options):
    game = trigames.make("triominos", players=players, **options)
    core_testing.check_game(game, games=3, seed=players, make=trigames.make, deep_every=7)


def test_record_round_trip_and_replay():
    game = trigames.make("triominos", players=3, fixed_rounds=2)
    s = game.new_game(42)
    rng = random.Random(1)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    rec = Record.loads(record_of(s, 42).dumps())
    assert core_testing.fingerprint(replay(rec, trigames.make)) == core_testing.fingerprint(s)
    assert s.outcome().details["rounds"] == 2


def test_options_validated():
    with pytest.raises(OptionError, match="first_player"):
        trigames.make("triominos", players=2, first_player=2)
    with pytest.raises(OptionError, match="exclude"):
        trigames.make("triominos", players=2, first_player=0, classic_opening=True)
    with pytest.raises(OptionError, match="target"):
        trigames.make("triominos", target=0)
    s = trigames.make("triominos", players=3, first_player=1).new_game(9)
    assert s.current_player() == 1 and s.view(None)["drawoff"] == []


def test_notation_round_trip_and_errors():
    code = place_code(TILE_ID[(1, 1, 5)], cell_of(1, 0), 2)
    assert action_to_string(code) == "1-1-5@D(1,0)/r2"
    for text in ("1-1-5@D(1,0)/r2", "place 115 at d(1,0) r=2", "[5,1,1]@D(1,0)", "D(1,0)=[5,1,1]",
                 "(1,1,5) at (1,0) as r2"):
        assert parse_action(text) == code
    assert parse_action("5-5-5@U(0,0)/r2") == parse_action("5-5-5@U(0,0)/r0")
    assert parse_action(" DRAW ") == DRAW and parse_action("pass") == PASS
    for bad in ("0-2-1@U(0,0)/r0", "[0,2,1]@U(0,0)", "1-1-5@U(1,0)/r0", "1-1-5@D(1,0)/r3",
                "1-1-6@D(1,0)/r0", "1-1-5@D(99,0)/r0", "", "???"):
        with pytest.raises(NotationError):
            parse_action(bad)
    with pytest.raises(NotationError):
        action_to_string(-3)


def test_render_a_big_board():
    game = trigames.make("triominos", players=2)
    s = game.new_game(3)
    rng = random.Random(3)
    while len(s.board) < 40 and not s.is_terminal():
        legal = s.legal_actions()
        places = [a for a in legal if a >= 2]
        s.apply(rng.choice(places or legal))
    console = Console(width=200, record=True, color_system=None)
    console.print(game.render(s.view(0)))
    text = console.export_text()
    assert "/" in text and "\\" in text and "Seat 1:" in text and "seat 0" not in text.lower() and "rack:" in text
    digits = sum(ch.isdigit() for ch in text)
    assert digits > 2 * len(s.board) // 3
