"""Plain words: every event of every game told as a sentence, once; whole scores; one seat word."""

from __future__ import annotations

import random

import pytest

import trigames
from trigames.games import REGISTRY
from trigames.words import ending, names_for, verb


def test_endings_and_verbs() -> None:
    assert ending([19.0, 5.0, 1.0], [1, 2, 3], 0, names_for(3, 0)) == "You win 19–5–1"
    assert ending([7.0, 9.0], [2, 1], 0, names_for(2, 0)) == "Seat 1 wins 7–9 (you are 2nd)"
    assert ending([7.0, 7.0], [1, 1], None, names_for(2, None)) == "Seat 0 and seat 1 share the win 7–7"
    assert verb("you", "pass") == "you pass" and verb("seat 2", "pass") == "seat 2 passes"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_every_event_reads_as_plain_words(game_id: str) -> None:
    game = trigames.make(game_id)
    rng = random.Random(3)
    kinds: set[str] = set()
    for seed in range(3):
        state = game.new_game(seed)
        rounds = []
        while not state.is_terminal():
            for e in state.apply_events(rng.choice(state.legal_actions())):
                kinds.add(e.kind)
                if e.kind == "round_end":
                    rounds.append((e.for_seat(None), list(state.scores())))
                for seat in (None, 0, 1):
                    line = game.tell(e.for_seat(seat), names_for(game.players, seat))
                    if line is None:
                        continue
                    assert "=" not in line and "None" not in line and "{" not in line and "_" not in line, line
                    assert "P0" not in line and "P1" not in line, line
        lines = game.breakdown(state.view(0), names_for(game.players, 0), rounds)
        assert lines and all(".0" not in x for x in lines), lines
    assert kinds
    assert game.rules_card().startswith(game.spec.name.split()[0])
