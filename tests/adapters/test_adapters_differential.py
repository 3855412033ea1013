"""Differential: through every adapter, random games agree with the native engine at every step
(legal actions, observation strings/tensors, returns)."""

from __future__ import annotations

import random

import numpy as np
import pytest

import trigames
from trigames.adapters import common as C
from trigames.games import REGISTRY

GAMES = sorted(REGISTRY)
SEEDS = (0, 1, 2)


def _native_legal(st):
    return sorted(repr(a) for a in st.legal_actions())


@pytest.mark.parametrize("gid", GAMES)
def test_openspiel_agrees_with_native(gid):
    pytest.importorskip("pyspiel")
    from trigames.adapters import openspiel as O

    game = trigames.make(gid)
    spiel = O.load(game)
    codec = spiel.profile.codec
    for seed in SEEDS:
        rng = random.Random(seed)
        st = spiel.new_initial_state()
        seed_bytes = [rng.randrange(256) for _ in range(spiel.profile.seed_bytes)]
        for b in seed_bytes:
            st.apply_action(b)
        native = game.new_game(int.from_bytes(bytes(seed_bytes), "big") if seed_bytes else 0)
        while True:
            assert st.is_terminal() == native.is_terminal()
            for p in range(game.players):
                assert st.observation_string(p) == C.view_string(native.view(p))
                assert np.array_equal(np.asarray(st.observation_tensor(p), np.float32),
                                      C.view_tensor(game, native.view(p), spiel.profile.obs_size))
            if native.is_terminal():
                break
            assert st.current_player() == native.current_player()
            codes = st.legal_actions()
            assert sorted(repr(codec.decode(native, c)) for c in codes) == _native_legal(native)
            code = rng.choice(codes)
            assert st.action_to_string(code) == native.action_to_string(codec.decode(native, code))
            native.apply(codec.decode(native, code))
            st.apply_action(code)
        assert st.returns() == C.rank_utilities(native.outcome())
        assert list(st.trigames_state.history) == native.history


@pytest.mark.parametrize("gid", GAMES)
def test_pettingzoo_agrees_with_native(gid):
    pytest.importorskip("pettingzoo")
    from trigames.adapters.pettingzoo import agent_name, env

    e = env(gid)
    game = e.game
    for seed in SEEDS:
        rng = random.Random(seed)
        e.reset(seed=seed)
        native = game.new_game(seed)
        final = {}
        for agent in e.agent_iter():
            obs, reward, term, trunc, _info = e.last()
            if term or trunc:
                assert native.is_terminal()
                final[agent] = reward
                e.step(None)
                continue
            assert agent == agent_name(native.current_player())
            seat = native.current_player()
            assert np.array_equal(obs["observation"], C.view_tensor(game, native.view(seat), e.obs_size))
            codes = np.flatnonzero(obs["action_mask"]).tolist()
            assert sorted(repr(e.codec.decode(native, c)) for c in codes) == _native_legal(native)
            code = rng.choice(codes)
            native.apply(e.codec.decode(native, code))
            e.step(code)
        assert [final[agent_name(p)] for p in range(game.players)] == C.rank_utilities(native.outcome())


@pytest.mark.parametrize("gid", GAMES)
def test_gymnasium_agrees_with_native(gid):
    pytest.importorskip("gymnasium")
    from trigames.adapters.gymnasium import TrigamesEnv

    env = TrigamesEnv(gid, opponents="random")
    for seed in SEEDS:
        rng = random.Random(seed)
        obs, _ = env.reset(seed=seed)
        st = env.state
        done = False
        while not done:
            legal = np.flatnonzero(obs["action_mask"]).tolist()
            assert sorted(repr(env.codec.decode(st, c)) for c in legal) == _native_legal(st)
            assert np.array_equal(obs["observation"], C.view_tensor(env.game, st.view(env.seat), env.obs_size))
            obs, reward, done, _t, _i = env.step(rng.choice(legal))
        assert reward == C.rank_utilities(st.outcome())[env.seat]
