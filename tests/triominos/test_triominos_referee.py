"""Triominos with the real box (option `referee`): a game entered by hand scores as the dealt game."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trigames import make
from trigames.core import IllegalActionError, NotationError
from trigames.games.triominos.rules import OPEN, TOTALS
from trigames.games.triominos.tiles import DRAW, PASS, TSUM, tile_of


def play_and_enter(players: int, seed: int, classic: bool, pad: bool = False) -> tuple[Any, Any]:
    """A dealt game played at random (placing when it can), and the same game entered at a table
    (`pad`: each placement entered as its points only)."""
    options = {"target": 120, "classic_opening": classic}
    dealt = make("triominos", players=players, **options).new_game(seed)
    table = make("triominos", players=players, referee=True, score_pad=pad, **options).new_game(0)
    rng = random.Random(seed)
    while not dealt.is_terminal():
        if dealt.phase == OPEN and table.phase != OPEN:
            table.apply_text(f"first {dealt.player}")  # the draw-off's winner, seen at the table
        acts = dealt.legal_actions()
        places = [a for a in acts if a not in (DRAW, PASS)]
        a = rng.choice(places) if places and rng.random() < 0.85 else rng.choice(acts)
        round_before = dealt.round
        events = dealt.apply_events(a)
        placed = next((e.data["points"] for e in events if e.kind == "place"), None)
        table.apply_text(f"points {placed}" if pad and placed is not None else dealt.action_to_string(a))
        if dealt.round != round_before or dealt.is_terminal():
            end = next(e.data for e in events if e.kind == "round_end")
            while end["end"] == "blocked" and table.phase != TOTALS:
                table.apply_text("pass")  # at the table, everyone in turn says they cannot play
            for rack in end["racks"]:
                if rack:
                    table.apply_text(f"rack {sum(TSUM[tile_of(t)] for t in rack)}")
        assert sum(table.tile_census()) == 56  # nothing created or lost, even unknown
        assert table.scores() == dealt.scores() or table.phase == TOTALS
    return dealt, table


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10**6), st.booleans(), st.booleans())
def test_a_game_entered_by_hand_scores_as_the_dealt_game(players: int, seed: int, classic: bool, pad: bool) -> None:
    dealt, table = play_and_enter(players, seed, classic, pad)
    assert table.is_terminal()
    assert table.outcome().to_json() == dealt.outcome().to_json()
    assert not make("triominos", referee=True).has_chance()


def test_refused_entries_change_nothing() -> None:
    s = make("triominos", players=2, referee=True).new_game(0)
    with pytest.raises(IllegalActionError, match="draw-off"):
        s.apply_text("draw")
    s.apply_text("first 1")
    s.apply_text("2-2-2@U(0,0)/r0")
    before = s.clone()
    for bad, why in (("2-2-2@D(1,0)/r0", "already on the table"), ("0-0-1@D(1,0)/r0", "board shows 2"),
                     ("pass", "pool is not empty"), ("rack 10", "not a move")):
        with pytest.raises(IllegalActionError, match=why):
            s.apply_text(bad)
        assert s.history == before.history and s.scores() == before.scores()
    v = s.view(0)
    assert v["referee"] and len(v["rack"]) == 55 and v["racks"] == [9, 8]


def test_rack_totals_are_bounded_by_the_unplayed_tiles() -> None:
    s = make("triominos", players=2, referee=True, fixed_rounds=1).new_game(0)
    s.apply_text("first 0")
    s.apply_text("2-2-2@U(0,0)/r0")
    s._ask_totals("blocked", 0)  # jump to the end of the round: two racks of 9 and 8 tiles
    low, high = s.total_range(0)
    assert s.player == 0 and (low, high) == (sum(sorted(TSUM)[:8]), sum(sorted(TSUM)[-8:]))
    with pytest.raises(IllegalActionError, match="add up to"):
        s.apply_text(f"rack {high + 1}")


def test_the_score_pad_takes_only_possible_points() -> None:
    s = make("triominos", players=2, referee=True, score_pad=True).new_game(0)
    s.apply_text("first 0")
    with pytest.raises(IllegalActionError, match="cannot score 16"):
        s.apply_text("points 16")  # a first tile is worth its value, 0–15
    with pytest.raises(IllegalActionError, match="score pad"):
        s.apply_text("2-2-2@U(0,0)/r0")
    s.apply_text("points 6")
    assert s.view(1)["pad"] and s.view(1)["rack"] == [] and s.view(1)["board"] == []
    for bad in ("points 30", "points 86"):
        with pytest.raises((IllegalActionError, NotationError), match="score"):
            s.apply_text(bad)
    s.apply_text("points 59")  # 9 + a hexagon
    assert s.scores() == [6.0, 59.0]
    with pytest.raises(Exception, match="score_pad"):
        make("triominos", score_pad=True)


@pytest.mark.parametrize("text", ["first ²", "first ５", "rack ²", "points ٣"])
def test_numbers_entered_at_the_referee_are_ascii_digits(text: str) -> None:
    """'²'.isdigit() is true and int('²') fails: a companion session would have stopped on it."""
    state = make("triominos", players=2, referee=True).new_game(1)
    with pytest.raises(NotationError):
        state.parse_action(text)
