"""Properties over random games: conservation, corner agreement, score events, replay,
illegal actions refused, the move index equal to a brute-force scan, views leak nothing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import trigames
from trigames.core import IllegalActionError
from trigames.core.testing import fingerprint
from trigames.games.triominos.rules import AFTER_DRAW, TURN
from trigames.games.triominos.tiles import (
    CORNERS,
    DRAW,
    NBRS,
    PASS,
    ROTATIONS,
    TROT,
    cell_of,
    place_code,
    xy_of,
)

SETTINGS = settings(max_examples=25, deadline=None)


def brute_placements(s, tiles):
    """Every legal placement of `tiles`, by scanning the whole board (RULES §2.4)."""
    values = {}
    for c, tr in s.board.items():
        for v, x in zip(CORNERS[c], TROT[tr], strict=True):
            values[v] = x
    cells = {n for c in s.board for n in NBRS[c] if n not in s.board}
    out = set()
    for c in cells:
        for t in tiles:
            for r in ROTATIONS[t]:
                if all(values.get(v, x) == x for v, x in zip(CORNERS[c], TROT[3 * t + r], strict=True)):
                    out.add(place_code(t, c, r))
    return out


def check_invariants(s):
    assert s.tile_census() == [1] * 56
    values = {}
    for c, tr in s.board.items():  # every tile touching a vertex shows the same value there
        for v, x in zip(CORNERS[c], TROT[tr], strict=True):
            assert values.setdefault(v, x) == x, f"corner mismatch at {xy_of(v)}"
    if s.phase in (TURN, AFTER_DRAW):
        tiles = s.racks[s.player] if s.phase == TURN else [s.drawn]
        placements = {a for a in s.legal_actions() if a >= 2}
        assert placements == brute_placements(s, tiles)


def random_game(players, seed, steps, *, classic=False):
    game = trigames.make("triominos", players=players, classic_opening=classic, target=150)
    s = game.new_game(seed)
    rng = random.Random(seed)
    events = []
    for _ in range(steps):
        if s.is_terminal():
            break
        events += s.apply_events(rng.choice(s.legal_actions()))
    return game, s, events


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 10**6), st.booleans())
def test_conservation_corners_and_index(players, seed, classic):
    game = trigames.make("triominos", players=players, classic_opening=classic, target=150)
    s = game.new_game(seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        check_invariants(s)
        s.apply(rng.choice(s.legal_actions()))
    assert s.legal_actions() == []


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 10**6))
def test_totals_equal_score_events(players, seed):
    _, s, events = random_game(players, seed, 10**6)
    totals = [0] * players
    for e in events:
        if e.kind == "score":
            totals[e.data["seat"]] += e.data["points"]
    assert totals == s.score


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 10**6), st.integers(0, 400))
def test_replay_determinism(players, seed, steps):
    game, s, _ = random_game(players, seed, steps)
    again = game.new_game(seed)
    for a in s.history:
        again.apply(again.parse_action(again.action_to_string(a)))
    assert fingerprint(again) == fingerprint(s)
    assert again.racks == s.racks and again.pool == s.pool


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 10**6), st.integers(0, 300), st.data())
def test_illegal_actions_refused_state_unchanged(players, seed, steps, data):
    _, s, _ = random_game(players, seed, steps)
    if s.is_terminal():
        return
    legal = set(s.legal_actions())
    before = fingerprint(s)
    racks, pool = [r[:] for r in s.racks], s.pool[:]
    candidates = [DRAW, PASS, -1, 10**9, "draw", None]
    for _ in range(20):
        x = data.draw(st.integers(-6, 6))
        y = data.draw(st.integers(-4, 4))
        t = data.draw(st.integers(0, 55))
        candidates.append(place_code(t, cell_of(x, y), data.draw(st.sampled_from(ROTATIONS[t]))))
    for a in candidates:
        if a in legal:
            continue
        try:
            s.apply(a)
        except IllegalActionError:
            pass
        else:
            raise AssertionError(f"illegal action {a!r} was accepted")
        assert fingerprint(s) == before and s.racks == racks and s.pool == pool


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 10**6), st.integers(0, 300))
def test_views_leak_nothing(players, seed, steps):
    game, s, _ = random_game(players, seed, steps)
    for seat in [None, *range(players)]:
        v = s.view(seat)
        # shuffle everything this seat cannot see: its view must not change
        other = s.clone()
        hidden = [t for p, r in enumerate(other.racks) if p != seat for t in r] + other.pool
        random.Random(seed).shuffle(hidden)
        for p, r in enumerate(other.racks):
            if p != seat:
                r[:] = [hidden.pop() for _ in r]
        other.pool[:] = hidden
        if other.phase == AFTER_DRAW and seat != other.player:
            other.drawn = other.racks[other.player][-1]
        assert other.view(seat) == v
        det = game.determinize(v, random.Random(seed))
        assert det.view(seat) == v
        if not s.is_terminal():
            assert det.tile_census() == [1] * 56
            if seat is not None:
                assert sorted(det.racks[seat]) == sorted(s.racks[seat])
            if seat == s.player:  # the mover's own determinisation has the same moves
                assert sorted(det.legal_actions()) == sorted(s.legal_actions())


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 10**6), st.integers(1, 200))
def test_from_board_in_any_order_rebuilds_the_index(players, seed, steps):
    game, s, _ = random_game(players, seed, steps)
    if not s.board:
        return
    from trigames.games.triominos import from_board
    from trigames.games.triominos.notation import action_to_string

    texts = [action_to_string(place_code(tr // 3, c, tr % 3)) for c, tr in s.board.items()]
    random.Random(seed).shuffle(texts)
    again = from_board(game, texts, racks=s.racks, pool=s.pool)
    assert again.open == s.open
    for t in range(56):
        assert set(again.where[t]) == set(s.where[t]) == brute_placements(s, [t])


def test_thousands_of_games_conserve_tiles_and_scores():
    for seed in range(1500):
        players = 2 + seed % 3
        _, s, events = random_game(players, seed, 10**6)
        assert s.is_terminal() and s.tile_census() == [1] * 56
        totals = [0] * players
        for e in events:
            if e.kind == "score":
                totals[e.data["seat"]] += e.data["points"]
        assert totals == s.score
        check_invariants(s)
