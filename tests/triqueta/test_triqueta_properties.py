"""Invariants over thousands of random Triqueta games (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import trigames
from trigames.core import IllegalActionError, Record
from trigames.core.testing import check_game, fingerprint
from trigames.games.triqueta.rules import TriquetaState

ALL_ACTIONS = list(range(18))
games = st.tuples(st.integers(2, 5), st.integers(0, 2**32), st.booleans(), st.booleans())


def play(players: int, seed: int, auto: bool, choose: bool, each=None) -> TriquetaState:  # type: ignore[no-untyped-def]
    game = trigames.make("triqueta", players=players, auto_reveal=auto, choose_tower=choose)
    state = game.new_game(seed)
    assert isinstance(state, TriquetaState)
    rng = random.Random(seed)
    while not state.is_terminal():
        if each:
            each(state)
        state.apply(rng.choice(state.legal_actions()))
    return state


def invariants(s: TriquetaState) -> None:
    assert s.token_census() == 60
    if s.decision() in ("TURN", "PLACE_DRAWN"):
        assert sum(r is not None for r in s.rows) == s.n_active == sum(s.active)
        assert s.active[s.current_player()]
    assert all(len(h) + len(r) + len(d) <= 2 for h, r, d in zip(s.hidden, s.revealed, s.discarded, strict=True))


@settings(max_examples=1500, deadline=None)
@given(games)
def test_tokens_rows_and_players_always_agree(g: tuple[int, int, bool, bool]) -> None:
    end = play(*g, each=invariants)
    invariants(end)
    assert sum(end.trees) == 3 and all(not h for h in end.hidden)


@settings(max_examples=300, deadline=None)
@given(games)
def test_replay_reproduces_the_game(g: tuple[int, int, bool, bool]) -> None:
    end = play(*g)
    record = trigames.core.record_of(end, g[1])
    again = trigames.replay(Record.loads(record.dumps()))
    assert fingerprint(again) == fingerprint(end)


@settings(max_examples=200, deadline=None)
@given(games)
def test_every_illegal_action_is_refused_and_changes_nothing(g: tuple[int, int, bool, bool]) -> None:
    def probe(s: TriquetaState) -> None:
        before = fingerprint(s)
        legal = set(s.legal_actions())
        for a in ALL_ACTIONS:
            if a not in legal:
                try:
                    s.apply(a)
                except IllegalActionError:
                    pass
                else:
                    raise AssertionError(f"accepted illegal {a}")
                assert fingerprint(s) == before

    play(*g, each=probe)


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 200))
def test_views_leak_nothing(players: int, seed: int, plies: int) -> None:
    """Two games that differ only in a hidden token give identical views to every other seat."""
    game = trigames.make("triqueta", players=players)
    s = game.new_game(seed)
    assert isinstance(s, TriquetaState)
    rng = random.Random(seed)
    for _ in range(plies):
        if s.is_terminal():
            return
        s.apply(rng.choice(s.legal_actions()))
    owners = [p for p in range(players) if s.hidden[p]]
    if s.is_terminal() or not owners:
        return
    p = owners[0]
    twin = s.clone()
    old = twin.hidden[p][0]
    new = (old + 1) % 6
    twin.hidden[p][0] = new
    # keep the census: swap with a token of that type from an unseen tower
    for t in twin.towers:
        if new in t:
            t[t.index(new)] = old
            break
    for seat in [None, *range(players)]:
        if seat != p:
            assert twin.view(seat) == s.view(seat)
    assert twin.view(p) != s.view(p)


def test_conformance() -> None:
    for players in (2, 3, 5):
        check_game(trigames.make("triqueta", players=players), games=15, seed=players, make=trigames.make)
    check_game(trigames.make("triqueta", players=3, auto_reveal=False, choose_tower=True), games=15, seed=9,
               make=trigames.make)


def test_determinized_state_keeps_what_the_seat_knows_and_redraws_the_rest() -> None:
    game = trigames.make("triqueta", players=4)
    s = game.new_game(11)
    rng = random.Random(3)
    while len(s.history) < 8:
        s.apply(rng.choice(s.legal_actions()))
    seat = 0
    towers_seen = set()
    for i in range(20):
        d = game.determinize(s.view(seat), random.Random(i))
        assert d.view(seat) == s.view(seat)
        assert isinstance(d, TriquetaState) and d.token_census() == 60
        towers_seen.add(tuple(map(tuple, d.towers)))
    assert len(towers_seen) > 1  # the unseen order is redrawn, not copied


def test_research_hooks_hold_in_random_games() -> None:
    from trigames.games.triqueta.tensor import SIZE

    for players in (2, 5):
        game = trigames.make("triqueta", players=players)
        lo, hi = game.score_bounds()  # type: ignore[attr-defined]
        for seed in range(40):
            s = game.new_game(seed)
            rng = random.Random(seed)
            while not s.is_terminal():
                assert all(0 <= a < game.num_distinct_actions() for a in s.legal_actions())  # type: ignore[attr-defined]
                assert len(game.view_tensor(s.view(s.current_player()))) == SIZE  # type: ignore[attr-defined]
                # "always draw" makes the longest games
                s.apply(0 if 0 in s.legal_actions() and rng.random() < 0.95 else rng.choice(s.legal_actions()))
            assert len(s.history) <= game.max_game_length()  # type: ignore[attr-defined]
            assert all(lo <= x <= hi for x in s.outcome().scores)
