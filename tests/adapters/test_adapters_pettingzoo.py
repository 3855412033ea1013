"""PettingZoo: every registered game passes pettingzoo's api, seed and render tests."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, render_test, seed_test

from trigames.adapters.pettingzoo import env
from trigames.games import REGISTRY

GAMES = sorted(REGISTRY)


@pytest.mark.parametrize("gid", GAMES)
def test_api_test(gid):
    api_test(env(gid), num_cycles=200)


@pytest.mark.parametrize("gid", GAMES)
def test_seed_test(gid):
    seed_test(lambda: env(gid), num_cycles=200)


@pytest.mark.parametrize("gid", GAMES)
def test_render_test(gid):
    render_test(lambda render_mode=None: env(gid, render_mode=render_mode))


def test_a_whole_game_ends_with_rank_rewards():
    e = env("triqueta", players=3)
    e.reset(seed=11)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        totals[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        assert len(info["legal"]) == int(obs["action_mask"].sum())
        e.step(int(np.flatnonzero(obs["action_mask"])[-1]))
    assert not e.agents
    assert sum(totals.values()) == pytest.approx(0.0)
    assert sorted(totals.values()) == sorted(e.rewards.values()) or max(totals.values()) <= 1.0


def test_bad_render_mode_is_refused():
    with pytest.raises(ValueError, match="render_mode"):
        env("triqueta", render_mode="rgb_array")
