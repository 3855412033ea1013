"""Properties: conservation on the rule layer, notation round trips, illegal actions refused with
the state unchanged, replays, and the generic conformance check (small: physics is slower)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import trigames
from trigames.core import IllegalActionError, NotationError
from trigames.core.record import record_of, replay
from trigames.core.testing import check_game, fingerprint
from trigames.games.trigono.notation import Aim, Target, parse, to_string
from trigames.games.trigono.resolution import BOARD, GROUND, JACKPOT, KINDS, check, outcome, resolve


@st.composite
def throws(draw: st.DrawFn) -> tuple:
    B = draw(st.integers(1, 6))
    jackpot = B == 6
    P = draw(st.integers(2, 8))
    hands = draw(st.lists(st.integers(0, 12), min_size=P, max_size=P))
    p = draw(st.integers(0, P - 1))
    hands[p] = max(hands[p], 1)
    on_board = draw(st.lists(st.integers(0, 8), min_size=B, max_size=B))
    ground = draw(st.integers(0, 15))
    kinds = [k for k in range(len(KINDS)) if jackpot or k != JACKPOT]
    thrown = (draw(st.sampled_from(kinds)), draw(st.integers(0, B - 1)))
    knocks = []
    for b in range(B):
        left = on_board[b]
        for _ in range(draw(st.integers(0, 2))):
            if left == 0:
                break
            n = draw(st.integers(1, left))
            kind = draw(st.sampled_from(kinds))
            to = draw(st.integers(0, B - 1))
            if kind == BOARD and to == b:
                continue
            knocks.append((b, kind, to, n))
            left -= n
    return hands, on_board, ground, p, outcome(thrown, draw(st.booleans()), knocks), jackpot


@settings(max_examples=300, deadline=None)
@given(throws())
def test_resolution_conserves_pucks(case: tuple) -> None:
    hands, on_board, ground, p, o, jackpot = case
    assert check(o, on_board, jackpot) is None
    r = resolve(hands, on_board, ground, p, o)
    assert sum(r.hands) + sum(r.on_board) + r.ground == sum(hands) + sum(on_board) + ground
    assert min(r.hands) >= 0 and min(r.on_board) >= 0 and r.ground >= 0
    assert all(h == hands[i] for i, h in enumerate(r.hands) if i != p)
    if r.triggered:
        assert r.hands[p] >= 1  # someone who collects always keeps at least one puck
    if o.bounced or o.thrown[0] in (BOARD, GROUND):
        assert all(k != o.thrown for k in r.triggered) or o.knocked


@settings(max_examples=200, deadline=None)
@given(throws())
def test_outcome_notation_round_trips(case: tuple) -> None:
    *_, o, jackpot = case
    from trigames.games.trigono.notation import Throw

    B = 6 if jackpot else max(1 + max([o.thrown[1], *(k[0] for k in o.knocked), *(k[2] for k in o.knocked)]), 1)
    text = to_string(Throw(None, o, None), B)
    assert parse(text, 0, True) == Throw(None, o, None)


def test_aim_notation_and_validation() -> None:
    assert parse("aim 0.1,0.3", 0, False) == Target("point", None, 0.1, 0.3)
    assert parse("aim big1", 0, False) == Target("big", 1)
    a = parse("aim -1.5 60 5.51 15", 0, False)
    assert a == Aim(-1.5, 60.0, 5.51, 15.0) and to_string(a, 1) == "aim -1.5 60 5.51 15"
    for bad in ("aim", "aim nowhere", "aim 1 2 3", "throw x", "big", "knock"):
        with pytest.raises(NotationError):
            parse(bad, 0, False)
    s = trigames.make("trigono", players=2).new_game(0)
    for text, msg in (("aim 0 60 99 15", "speed 99.0"), ("aim 80 60 5 15", "yaw 80.0"),
                      ("aim jackpot", "jackpot"), ("aim big3", "no board 3")):
        before = fingerprint(s)
        with pytest.raises(IllegalActionError, match=msg):
            s.apply(s.parse_action(text))
        assert fingerprint(s) == before


def test_any_valid_aim_is_accepted_and_recorded_resolved() -> None:
    s = trigames.make("trigono", players=2).new_game(4)
    s.apply(s.parse_action("aim 0.5 58 5.2 12"))
    text = s.action_to_string(s.history[-1])
    assert text.startswith("throw 0.5 58 5.2 12 => ")
    t = trigames.make("trigono", players=2).new_game(4)
    t.apply(t.parse_action(text))  # the resolved throw replays without simulating
    assert fingerprint(t) == fingerprint(s)


def test_recorded_throw_must_match_its_outcome() -> None:
    s = trigames.make("trigono", players=2).new_game(0)
    before = fingerprint(s)
    for text in ("throw 0 60 5 15 => board @ -", "throw 0 60 5 15 => ground @ 0:1,200",
                 "throw 0 60 5 15 => board+knock 1 ground @ 0:1,200 g:0,-100"):
        with pytest.raises(IllegalActionError):
            s.apply(s.parse_action(text))
        assert fingerprint(s) == before
    s.apply(s.parse_action("throw 0 60 5 15 => board @ 0:1,200"))
    assert s.on_board == [1] and s.pucks == [(0, 1, 200)]


@pytest.mark.parametrize("kw", [{"players": 2}, {"players": 3, "referee": True}, {"players": 5},
                                {"players": 2, "layout": "hexagon", "pucks_per_player": 3}])
def test_conformance(kw: dict) -> None:
    game = trigames.make("trigono", **kw)
    check_game(game, games=2, seed=3, make=trigames.make, deep_every=7)


def test_record_replays_to_the_same_state() -> None:
    game = trigames.make("trigono", players=3, pucks_per_player=3)
    s = game.new_game(9)
    rng = random.Random(0)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    rec = record_of(s, 9)
    assert fingerprint(replay(rec, trigames.make)) == fingerprint(s)


def test_bad_options_are_refused() -> None:
    from trigames.core import OptionError

    for kw, msg in (({"skills": "club"}, "skills"), ({"first_player": 5}, "first_player"),
                    ({"big_hole_diameter": 0.05}, "too small"), ({"layout": "circle"}, "layout")):
        with pytest.raises(OptionError, match=msg):
            trigames.make("trigono", players=2, **kw)
