"""Shared helpers for the Trigono tests: states set up with given counts (referee mode = rules only)."""

from __future__ import annotations

from typing import Any

import trigames
from trigames.games.trigono.rules import TrigonoState


def referee_state(players: int, hands: list[int], on_board: list[int] | None = None, ground: int = 0,
                  player: int = 0, **options: Any) -> TrigonoState:
    """A referee-mode state (no physics) with these counts; seats with 0 pucks are out."""
    game = trigames.make("trigono", players=players, referee=True, first_player=player, **options)
    s = game.new_game(0)
    assert isinstance(s, TrigonoState)
    s.hands = list(hands)
    s.out = [h == 0 for h in hands]
    s.on_board = list(on_board) if on_board is not None else [0] * s.B
    s.ground = ground
    s.player = player
    return s


def play(s: TrigonoState, text: str) -> None:
    """Apply one line of notation for the current player."""
    s.apply(s.parse_action(text))
