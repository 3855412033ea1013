"""What a seat infers from the table's draws and passes (belief.py), the deals that respect it,
and the `tactician` bot that reads it."""

from __future__ import annotations

import random
from math import comb

from hypothesis import given
from hypothesis import strategies as st

import trigames
from trigames.agents import make_agent
from trigames.arena import simulate
from trigames.games.triominos.belief import fit_nowhere
from trigames.games.triominos.reply import tail_weights
from trigames.games.triominos.tiles import DRAW, PASS, PLACE

G2 = trigames.make("triominos", players=2)
G3 = trigames.make("triominos", players=3)


def greedy_positions(game, games: int):
    """Every position of greedy-vs-greedy games, with the seat to move: greedy draws only when
    it has nothing to place, so the belief about it is always true."""
    for seed in range(games):
        agents = [make_agent("greedy", game, p, seed) for p in range(game.players)]
        s = game.new_game(seed)
        while not s.is_terminal():
            p = s.current_player()
            yield s, p
            s.apply(agents[p].act(s.view(p), s.legal_actions()))


def test_stuck_at_is_the_board_when_a_seat_last_drew_or_passed_at_the_start_of_its_turn():
    seen = 0
    for s, p in greedy_positions(G3, 3):
        v = s.view(None)
        assert all(s.view(q)["stuck_at"] == v["stuck_at"] for q in range(3))  # public
        if v["decision"] != "TURN_START":
            continue
        a = make_agent("greedy", G3, p, 0).act(s.view(p), s.legal_actions())
        after = s.clone()
        after.apply(a)
        if after.round != s.round and not after.is_terminal():
            assert after.view(None)["stuck_at"] == [None, None, None]  # a new round forgets
        elif a in (DRAW, PASS):
            seen += 1
            assert after.view(None)["stuck_at"][p] == len(v["board"])
        else:
            assert after.view(None)["stuck_at"] == v["stuck_at"]
    assert seen > 20


def test_the_belief_about_a_player_who_draws_only_when_stuck_is_always_true_and_deals_respect_it():
    checked = 0
    for i, (s, p) in enumerate(greedy_positions(G3, 4)):
        if i % 3:
            continue
        v = s.view(p)
        sample = G3.determinize(v, random.Random(i))
        assert sample.view(p) == v and sample.tile_census() == [1] * 56
        for q, m in enumerate(v["stuck_at"]):
            if q == p or m is None:
                continue
            allowed = fit_nowhere(s, m)
            assert set(s.racks[q]) <= allowed  # the truth: nothing it holds fitted then
            unseen = 56 - len(v["board"]) - len(v["rack"])
            if len(allowed) >= unseen:
                continue
            assert set(sample.racks[q]) <= allowed  # the sample respects it
            checked += 1
    assert checked > 50


def test_a_wrong_belief_still_deals_a_state_that_gives_the_view():
    """Seat 1 draws although it could place (the rules allow it): the belief that its rack
    fits nowhere may be impossible; the deal still gives the view and keeps every tile."""
    wrong = 0
    for seed in range(10):
        s = G2.new_game(seed)
        s.apply(next(a for a in s.legal_actions() if a >= PLACE))
        if DRAW not in s.legal_actions():
            continue
        seat = 1 - s.current_player()
        s.apply(DRAW)
        while s.current_player() != seat:
            s.apply(next(a for a in s.legal_actions() if a >= PLACE) if any(a >= PLACE for a in s.legal_actions())
                    else s.legal_actions()[0])
        v = s.view(seat)
        drawer = 1 - seat
        wrong += not set(s.racks[drawer]) <= fit_nowhere(s, v["stuck_at"][drawer])
        for k in range(5):
            sample = G2.determinize(v, random.Random(k))
            assert sample.view(seat) == v and sample.tile_census() == [1] * 56
    assert wrong >= 3  # the belief really was wrong in some of these games


@given(st.integers(1, 60), st.integers(0, 12))
def test_tail_weights_are_the_chance_that_each_tile_is_the_best_of_the_rack(unseen: int, n: int):
    w = tail_weights(unseen, n)
    if n == 0:
        assert w == []
        return
    k = min(n, unseen)
    exact = [comb(unseen - 1 - i, k - 1) / comb(unseen, k) for i in range(unseen)]
    assert len(w) == unseen
    assert all(abs(a - b) < 1e-12 for a, b in zip(w, exact, strict=True))
    assert abs(sum(w) - 1.0) < 1e-9


def test_the_tactician_beats_greedy():
    """200 two-player games, seats alternating: the tactician wins clearly more than half
    (about 63 % over 2 000 games; the bound leaves three standard errors of room)."""
    stats = simulate("triominos", 2, ["tactician", "greedy"], games=200, seed=3, workers=1)
    assert stats.to_json()["per_agent"]["tactician"]["win_share"] > 0.53
