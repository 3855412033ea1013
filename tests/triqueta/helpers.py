"""Scenario helpers: set up Triqueta positions by hand (the state is plain data)."""

from __future__ import annotations

import trigames
from trigames.games.triqueta.rules import TriquetaState
from trigames.games.triqueta.scoring import TYPES

K = {name: k for k, name in enumerate(TYPES)}


def kinds(*names: str) -> list[int]:
    return [K[n] for n in names]


def counts(**by_name: int) -> list[int]:
    c = [0] * 6
    for name, n in by_name.items():
        c[K[name]] = n
    return c


def fresh(players: int = 3, rock: int = 0, **options: object) -> TriquetaState:
    game = trigames.make("triqueta", players=players, first_player=rock, **options)
    state = game.new_game(1)
    assert isinstance(state, TriquetaState)
    return state


def stack_tower(state: TriquetaState, top_first: list[str]) -> None:
    """Put these tokens on top of the current tower (first = top), keeping 60 in play:
    the same number of tokens is taken out of the tower and the other towers rebalanced."""
    want = kinds(*top_first)
    pool = [k for t in state.towers for k in t]
    for k in want:
        pool.remove(k)
    rest = pool
    state.towers[state.cur] = rest[: 15 - len(want)] + list(reversed(want))
    rest = rest[15 - len(want):]
    for j in range(4):
        if j != state.cur:
            state.towers[j], rest = rest[:15], rest[15:]
    assert state.token_census() == 60


def finished(players: int = 3, seed: int = 5, **options: object) -> TriquetaState:
    """A game played to the end with random moves (for scoring scenarios)."""
    import random

    game = trigames.make("triqueta", players=players, **options)
    state = game.new_game(seed)
    assert isinstance(state, TriquetaState)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state
