"""Triqueta with the real box (option `referee`): entered tokens score exactly as dealt ones."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trigames import make
from trigames.core import IllegalActionError, NotationError
from trigames.games.triqueta import notation as N
from trigames.games.triqueta.rules import PLACE_DRAWN, REVEALING
from trigames.games.triqueta.scoring import N_TYPES


def entered(players: int, seed: int, auto_reveal: bool) -> tuple[object, list[str]]:
    """A dealt game played at random, and the moves a person would enter for it at a real table."""
    game = make("triqueta", players=players, first_player=0, auto_reveal=auto_reveal)
    s = game.new_game(seed)
    rng = random.Random(seed)
    moves: list[str] = []
    named = False
    while not s.is_terminal():
        a = rng.choice(s.legal_actions())
        if s.phase == PLACE_DRAWN and N.PLACE <= a < N.KEEP:
            kind = s.drawn
            moves.append(N.action_to_string(N.PLACE_AS + (a - N.PLACE) * N_TYPES + kind, referee=True))
        elif s.phase == REVEALING and not named:
            named = True  # refereed, every face-down token is named before anyone reveals
            moves += [N.action_to_string(N.NAME + k, referee=True) for h in s.hidden for k in h]
            moves.append(s.action_to_string(a))
        else:
            moves.append(s.action_to_string(a))
        before_end = [h[:] for h in s.hidden]
        s.apply(a)
        if s.is_terminal() and auto_reveal:
            moves += [N.action_to_string(N.NAME + k, referee=True) for h in before_end for k in h]
    return s, moves


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 5), st.integers(0, 10**6), st.booleans())
def test_a_game_entered_by_hand_scores_as_the_dealt_game(players: int, seed: int, auto_reveal: bool) -> None:
    dealt, moves = entered(players, seed, auto_reveal)
    game = make("triqueta", players=players, referee=True, auto_reveal=auto_reveal)
    s = game.new_game(seed + 1)  # the seed changes nothing at a refereed table
    assert not game.has_chance()
    for text in moves:
        s.apply_text(text)
        assert s.token_census() == 60  # nothing is created or lost, even unknown
    assert s.is_terminal()
    assert s.scores() == dealt.scores()
    assert s.outcome().to_json() == dealt.outcome().to_json()


def test_an_eleventh_animal_is_refused_and_changes_nothing() -> None:
    s = make("triqueta", players=2, referee=True).new_game(0)
    for turn in range(10):  # ten bears, one per turn, into each seat's own row
        s.apply_text("draw")
        s.apply_text(f"place R{turn % 2} bear")
    s.apply_text("draw")
    before = s.clone()
    with pytest.raises(IllegalActionError, match="all 10 bear"):
        s.apply_text("place R0 bear")
    assert s.history == before.history and s.rows == before.rows
    assert "bear" not in s.view(0)["available"]
    with pytest.raises(IllegalActionError, match="which animal"):
        s.apply_text("place R0")


def test_notation_of_the_refereed_moves() -> None:
    s = make("triqueta", players=3, referee=True).new_game(0)
    s.apply_text("draw")
    assert sorted(s.action_to_string(a) for a in s.legal_actions())[:3] == [
        "keep", "place R0 bear", "place R0 boar"]
    assert s.view(0)["drawn"] is None  # nobody has said it yet
    for bad in ("place R0 deer owl", "place R7 deer", "hidden R1 deer"):
        with pytest.raises(NotationError):
            s.parse_action(bad)
    s.apply_text("keep")
    assert s.view(0)["seats"][0]["hidden_tokens"] == [None]
