"""A conformance checker every game runs: seeded random games, checking the API contract.

Checks, at every step of every game: views are JSON-ready and `view(determinize(view(s,p)), p)
== view(s,p)`; `clone()` is independent; illegal actions (unparsable text, actions legal
elsewhere but not here) are refused with the state unchanged; legal actions exist until the
end; the outcome is well formed; records round-trip and replay to the same final views.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from .api import TERMINAL, Action, Game, State
from .errors import IllegalActionError, NotationError
from .record import Record, record_of, replay


def fingerprint(state: State) -> str:
    """Everything observable about `state`, as one string (for "unchanged" checks)."""
    seats: list[int | None] = [None, *range(state.game.players)]
    return json.dumps(
        {
            "views": [state.view(s) for s in seats],
            "player": state.current_player(),
            "decision": state.decision(),
            "legal": [state.action_to_string(a) for a in state.legal_actions()],
            "plies": len(state.history),
        },
        sort_keys=True,
    )


def check_game(
    game: Game,
    *,
    games: int = 20,
    seed: int = 0,
    max_plies: int = 100_000,
    make: Callable[..., Game] | None = None,
    deep_every: int = 1,
) -> None:
    """Play `games` seeded random games and assert the API contract (AssertionError if not)."""
    rng = random.Random(seed)
    seen_actions: list[Action] = []
    for g in range(games):
        game_seed = seed * 100_003 + g
        state = game.new_game(game_seed)
        plies = 0
        while not state.is_terminal():
            assert plies < max_plies, f"game {game_seed} exceeds {max_plies} plies"
            legal = state.legal_actions()
            assert legal, f"no legal action at ply {plies} though the game is not over"
            assert state.current_player() != TERMINAL
            if plies % deep_every == 0:
                _check_step(game, state, legal, seen_actions, rng)
            action = rng.choice(legal)
            seen_actions.append(action)
            if len(seen_actions) > 500:
                del seen_actions[:250]
            assert state.parse_action(state.action_to_string(action)) == action
            state.apply(action)
            plies += 1
        assert len(state.legal_actions()) == 0
        outcome = state.outcome()
        n = game.players
        assert len(outcome.scores) == n and len(outcome.ranks) == n
        assert 1 in outcome.ranks and all(1 <= r <= n for r in outcome.ranks)
        json.dumps(outcome.to_json())
        rec = record_of(state, game_seed)
        again = Record.loads(rec.dumps())
        if make is not None:
            replayed = replay(again, make)
            assert fingerprint(replayed) == fingerprint(state), "replay differs from the game"


def _check_step(game: Game, state: State, legal: Sequence[Action], seen: list[Action], rng: random.Random) -> None:
    before = fingerprint(state)
    for seat in [None, *range(game.players)]:
        view = state.view(seat)
        json.dumps(view)
        if seat is None:
            continue
        det = game.determinize(view, random.Random(rng.random()))
        assert det.view(seat) == view, f"determinize does not keep seat {seat}'s view"
        assert det.current_player() == state.current_player()
        if seat == state.current_player():  # others cannot know what the mover's hidden pieces allow
            assert sorted(map(repr, det.legal_actions())) == sorted(map(repr, legal))
    # clone independence: playing on the clone leaves the original untouched
    twin = state.clone()
    twin.apply(rng.choice(legal))
    assert fingerprint(state) == before, "apply on a clone changed the original"
    # illegal input is refused, nothing changes
    for text in ("", "???", "no such move 99"):
        try:
            state.parse_action(text)
        except NotationError:
            pass
        else:
            raise AssertionError(f"garbage {text!r} parsed as an action")
    legal_set = set(legal)
    foreign: list[Any] = [a for a in seen[-50:] if a not in legal_set][:3]
    for action in foreign:
        try:
            state.apply(action)
        except IllegalActionError:
            pass
        else:
            raise AssertionError(f"illegal action {action!r} was accepted")
        assert fingerprint(state) == before, "a refused action changed the state"
