"""Properties over random games on every geometry, and the conformance checker."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import trigames
from trigames.core import IllegalActionError, Record, record_of, replay
from trigames.core.testing import check_game, fingerprint

CONFIGS = [
    {"geometry": "triangle", "rows": 2},
    {"geometry": "triangle", "rows": 3},
    {"geometry": "triangle", "rows": 5},
    {"geometry": "square", "rows": 3},
    {"geometry": "square", "rows": 2, "cols": 4},
    {"geometry": "hex", "side": 2},
    {"geometry": "hex", "side": 3},
    {"geometry": "trihex", "side": 2},
]


def random_game(opts: dict, players: int, stones: int, sudden: bool, seed: int):  # type: ignore[no-untyped-def]
    g = trigames.make("tricerata", players=players, stones=stones, sudden_death=sudden and players > 1, **opts)
    return g, g.new_game(seed), random.Random(seed)


@pytest.mark.parametrize("opts", CONFIGS, ids=lambda o: "-".join(map(str, o.values())))
def test_thousands_of_games_end_and_conserve(opts: dict) -> None:
    """Fast path only: each game ends within s·N turns, every turn ends, the stores hold s·N."""
    rng = random.Random(7)
    for i in range(1500):
        players, stones = rng.randint(1, 4), rng.randint(1, 3)
        g, s, _ = random_game(opts, players, stones, rng.random() < 0.5, i)
        total = stones * g.geometry.n
        plies = starts = 0
        while not s.is_terminal():
            starts += s.decision() == "START"
            s.apply(rng.choice(s.legal_actions()))
            plies += 1
            assert plies < 100 * total, "a turn does not end"
        assert sum(s.stores) == total and sum(s.board) == 0
        # every sowing turn removes ≥ 1 stone (capture, seizure or sudden death): ≤ s·N of them;
        # `turns` also counts each seizure as a turn (§3.8)
        assert starts <= total and s.turns <= 2 * starts


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CONFIGS), st.integers(1, 4), st.integers(1, 3), st.booleans(), st.integers(0, 10**6))
def test_conservation_turns_and_events_path(opts: dict, players: int, stones: int, sudden: bool,
                                            seed: int) -> None:
    """Every action keeps board + hand + stores = s·N; `apply` and `apply_events` agree."""
    g, s, rng = random_game(opts, players, stones, sudden, seed)
    twin = s.clone()
    total = stones * g.geometry.n
    turns_seen = starts = 0
    while not s.is_terminal():
        starts += s.decision() == "START"
        a = rng.choice(s.legal_actions())
        s.apply(a)
        twin.apply_events(a)
        assert s.census() == total
        assert s.board == twin.board and s.stores == twin.stores and s.phase == twin.phase
        assert list(s.legal_actions()) == list(twin.legal_actions())
        assert s.turns >= turns_seen
        turns_seen = s.turns
    assert fingerprint(s) == fingerprint(twin)
    assert starts <= total


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONFIGS), st.integers(1, 3), st.integers(1, 3), st.integers(0, 10**6))
def test_replay_determinism(opts: dict, players: int, stones: int, seed: int) -> None:
    g, s, rng = random_game(opts, players, stones, False, seed)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    again = replay(Record.loads(record_of(s, seed).dumps()), trigames.make)
    assert fingerprint(again) == fingerprint(s)
    twin = g.new_game(seed + 1)
    for a in s.history:
        twin.apply(a)
    assert fingerprint(twin) == fingerprint(s)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONFIGS), st.integers(1, 3), st.integers(1, 3), st.integers(0, 10**6))
def test_illegal_sub_decisions_refused(opts: dict, players: int, stones: int, seed: int) -> None:
    g, s, rng = random_game(opts, players, stones, True, seed)
    n = g.geometry.n
    while not s.is_terminal():
        legal = set(s.legal_actions())
        bad = [a for a in range(-1, n + 1) if a not in legal] + [True, 1.0, "1", None]
        before = fingerprint(s)
        for a in rng.sample(bad, min(4, len(bad))):
            for apply in (s.apply, s.apply_events):
                with pytest.raises(IllegalActionError):
                    apply(a)
                assert fingerprint(s) == before
        s.apply(rng.choice(s.legal_actions()))
    with pytest.raises(IllegalActionError, match="over"):
        s.apply(0)


@pytest.mark.parametrize(("players", "opts"), [
    (2, {}),
    (1, {"rows": 3, "stones": 2}),
    (3, {"rows": 4, "sudden_death": True}),
    (2, {"geometry": "hex", "side": 2, "stones": 3}),
    (4, {"geometry": "trihex", "side": 2}),
    (2, {"geometry": "square", "rows": 3, "cols": 2, "max_sowings_per_turn": 2}),
])
def test_check_game(players: int, opts: dict) -> None:
    check_game(trigames.make("tricerata", players=players, **opts), games=4, seed=players,
               make=trigames.make, deep_every=3)


def test_views_are_public_and_mid_turn_state_survives_determinize() -> None:
    g = trigames.make("tricerata", players=2, rows=2, stones=3)
    s = g.position("1 / 0 3 0")
    s.apply_text("2.2 1.1 2.2 1.1")  # mid-turn after a resow: the seen states matter
    v = s.view(0)
    assert v == s.view(1) | {"seat": 0} and len(v["seen"]) == 2
    d = g.determinize(v, random.Random(0))
    for t in ["2.2", "1.1", "2.2"]:
        d.apply(d.parse_action(t))
        s.apply(s.parse_action(t))
    assert d.view(0) == s.view(0) and d.decision() == "CAPTURE"


@pytest.mark.parametrize("opts", CONFIGS, ids=lambda o: "-".join(map(str, o.values())))
def test_render_shows_every_label_and_stone_count(opts: dict) -> None:
    from rich.console import Console

    g = trigames.make("tricerata", players=2, stones=2, **opts)
    s = g.new_game(0)
    s.apply(s.legal_actions()[0])
    console = Console(width=200, record=True)
    console.print(g.render(s.view(None)))
    text = console.export_text()
    for lab in g.geometry.labels:
        assert f"{lab}:" in text
    assert "seat 1 to sow" in text and "2 in hand" in text


SLOTS = ("board", "occ", "stores", "phase", "player", "mover", "hand", "ref", "first", "seen", "pickups",
         "turns", "start", "history")


# the rollout lists non-empty cells by board size: up to 26 cells, up to 36, beyond
ROLLOUT_CONFIGS = [*CONFIGS, {"geometry": "triangle", "rows": 6}, {"geometry": "hex", "side": 4}]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(ROLLOUT_CONFIGS), st.integers(1, 4), st.integers(1, 3), st.booleans(), st.integers(0, 10**6),
       st.integers(0, 60), st.integers(0, 200), st.sampled_from([0, 1, 2]))
def test_random_playout_plays_what_apply_plays(opts: dict, players: int, stones: int, sudden: bool, seed: int,
                                               skip: int, limit: int, cap: int) -> None:
    """The inlined rollout of the search (`random_playout`) and the generic one (`apply` on
    `legal[int(rand() * len(legal))]`) reach the same state from any position, mid-turn too,
    and after a determinisation (whose history is empty)."""
    from trigames.core.api import State

    g = trigames.make("tricerata", players=players, stones=stones, sudden_death=sudden and players > 1,
                      max_sowings_per_turn=cap or None, **opts)
    s, rng = g.new_game(seed), random.Random(seed)
    for _ in range(skip):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    starts = [s]
    if not s.is_terminal():
        starts.append(g.determinize(s.view(s.current_player()), rng))
    for start in starts:
        fast, slow = start.clone(), start.clone()
        n_fast = fast.random_playout(random.Random(seed).random, limit)
        n_slow = State.random_playout(slow, random.Random(seed).random, limit)
        assert n_fast == n_slow
        for name in SLOTS:
            assert getattr(fast, name) == getattr(slow, name), name
        assert list(fast.legal_actions()) == list(slow.legal_actions())
        if not fast.is_terminal():  # and both go on alike
            a = fast.legal_actions()[0]
            fast.apply(a)
            slow.apply(a)
            assert fingerprint(fast) == fingerprint(slow)


def test_a_board_is_read_with_the_digits_0_to_9_only() -> None:
    from trigames.core import NotationError
    from trigames.games.tricerata.geometry import triangle
    from trigames.games.tricerata.notation import board_to_string, parse_board

    geo = triangle(3)
    text = board_to_string(geo, [1] * geo.n)
    assert parse_board(geo, text) == [1] * geo.n
    for odd in ("²", "５"):
        with pytest.raises(NotationError):
            parse_board(geo, text.replace("1", odd, 1))
