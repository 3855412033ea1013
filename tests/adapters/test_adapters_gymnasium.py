"""Gymnasium: every registered game passes gymnasium's env checker, one seat at a time."""

from __future__ import annotations

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from trigames.adapters.gymnasium import TrigamesEnv, register_envs  # noqa: E402
from trigames.games import REGISTRY  # noqa: E402

GAMES = sorted(REGISTRY)


@pytest.mark.parametrize("gid", GAMES)
def test_check_env(gid):
    cls = REGISTRY[gid]
    bots = sorted(cls.bots) or ["random"]
    check_env(TrigamesEnv(gid, opponents=bots[0], render_mode="ansi"), skip_render_check=False)
    last = cls.spec.default_players - 1
    check_env(TrigamesEnv(gid, seat=last, opponents="random"))


@pytest.mark.parametrize("gid", GAMES)
def test_registered_with_gymnasium(gid):
    ids = register_envs()
    env_id = f"trigames/{gid}-v{REGISTRY[gid].spec.version}"
    assert env_id in ids
    env = gymnasium.make(env_id, render_mode="ansi")
    check_env(env.unwrapped)
    obs, info = env.reset(seed=0)
    assert np.array_equal(obs["action_mask"], info["action_mask"])


def _finish(env, obs, pick):
    while True:
        obs, reward, term, trunc, info = env.step(pick(obs))
        if term or trunc:
            return reward, info


def test_a_whole_episode_against_bots():
    env = TrigamesEnv("triqueta", players=3, seat=1, opponents=["greedy", "random"])
    obs, _ = env.reset(seed=5)
    assert np.array_equal(env.action_masks(), obs["action_mask"])
    reward, info = _finish(env, obs, lambda o: int(np.flatnonzero(o["action_mask"])[0]))
    assert -1.0 <= reward <= 1.0 and "outcome" in info
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_illegal_action_loses_or_raises():
    env = TrigamesEnv("triqueta", players=2)
    obs, _ = env.reset(seed=1)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[-1])
    obs, reward, term, _trunc, info = env.step(bad)
    assert term and reward == -1.0 and info["illegal_action"]
    strict = TrigamesEnv("triqueta", players=2, illegal="raise")
    obs, _ = strict.reset(seed=1)
    with pytest.raises(ValueError):
        strict.step(bad)
    assert len(strict.state.history) == 0 or strict.state.current_player() == 0


def test_configuration_errors_name_the_value():
    with pytest.raises(ValueError, match="seat"):
        TrigamesEnv("triqueta", players=3, seat=3)
    with pytest.raises(ValueError, match="opponent"):
        TrigamesEnv("triqueta", players=3, opponents=["random"] * 3 + ["random"])
    with pytest.raises(ValueError, match="illegal"):
        TrigamesEnv("triqueta", illegal="ignore")
