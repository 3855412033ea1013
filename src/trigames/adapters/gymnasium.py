"""Gymnasium adapter: one seat of a trigames game as a single-agent environment.

    from trigames.adapters.gymnasium import TrigamesEnv
    env = TrigamesEnv("triqueta", players=3, seat=0, opponents="greedy")
    obs, info = env.reset(seed=1)
    obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(obs["action_mask"])[0]))

The other seats are trigames agents (`trigames.agents.make_agent`: "random" or the game's own
`bots`), one name for all or one per seat; each gets its own seed split from the episode seed.
Observations and actions are those of the PettingZoo adapter (view tensor + int8 mask; action
codes of `common.Codec`); ``info["action_mask"]`` repeats the mask and `action_masks()` gives
it for maskable learners. The reward is 0 until the end, then the seat's rank utility (its
score with one player).

An illegal action code: with ``illegal="lose"`` (default, so that unmasked samplers such as
``check_env`` can drive the environment) the episode ends with the lowest utility and
``info["illegal_action"] = True``; with ``illegal="raise"`` the error propagates. The game
itself never accepts the action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

import trigames
from trigames.agents import Agent, make_agent
from trigames.core import IllegalActionError, State, derive_seed

from . import common as C

OBS_SIZE = 512


class TrigamesEnv(gymnasium.Env):
    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(self, game_id: str, players: int | None = None, *, seat: int = 0,
                 opponents: str | Sequence[str] = "random", illegal: str = "lose",
                 render_mode: str | None = None, obs_size: int = OBS_SIZE, **options: Any) -> None:
        self.game = trigames.make(game_id, players=players, **options)
        n = self.game.players
        if not 0 <= seat < n:
            raise ValueError(f"seat must be 0–{n - 1}, got {seat}")
        if illegal not in ("lose", "raise"):
            raise ValueError(f"illegal must be 'lose' or 'raise', got {illegal!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        names = [opponents] * n if isinstance(opponents, str) else list(opponents)
        if len(names) == n - 1:
            names.insert(seat, "-")
        if len(names) != n:
            raise ValueError(f"give one opponent name, or one per other seat ({n - 1}), got {len(names)}")
        self.seat, self.illegal, self.render_mode = seat, illegal, render_mode
        self.opponent_names = names
        self.codec = C.Codec(self.game)
        self.obs_size = C.view_tensor_size(self.game, obs_size)
        self.utility = "rank" if n > 1 else "score"
        lo, hi = (-1.0, 1.0) if n > 1 else C.score_bounds(self.game)
        self.reward_range = (lo, hi)
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self.obs_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.codec.size,), np.int8),
        })
        self.action_space = spaces.Discrete(self.codec.size)
        self.state: State | None = None
        self.done = True
        self.opponents: dict[int, Agent] = {}

    # -- helpers --------------------------------------------------------------------------
    def _obs(self) -> dict[str, np.ndarray]:
        st = self.state
        assert st is not None
        mask = np.zeros(self.codec.size, np.int8)
        if not st.is_terminal() and st.current_player() == self.seat:
            mask = self.codec.mask(st)
        return {"observation": C.view_tensor(self.game, st.view(self.seat), self.obs_size),
                "action_mask": mask}

    def _info(self, obs: dict[str, np.ndarray], **extra: Any) -> dict[str, Any]:
        return {"action_mask": obs["action_mask"], **extra}

    def _advance(self) -> None:
        """Let the other seats play until it is our turn or the game ends."""
        st = self.state
        assert st is not None
        while not st.is_terminal() and st.current_player() != self.seat:
            p = st.current_player()
            st.apply(self.opponents[p].act(st.view(p), st.legal_actions()))

    def action_masks(self) -> np.ndarray:
        """The legal-action mask now (for maskable policies)."""
        return self._obs()["action_mask"]

    # -- the gymnasium API ------------------------------------------------------------------
    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**63 - 1))
        self.state = self.game.new_game(game_seed)
        self.opponents = {
            p: make_agent(name, self.game, p, derive_seed(game_seed, "agent", p))
            for p, name in enumerate(self.opponent_names) if p != self.seat
        }
        self._advance()
        self.done = self.state.is_terminal()
        obs = self._obs()
        return obs, self._info(obs)

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        st = self.state
        if st is None or self.done:
            raise RuntimeError("the episode is over: call reset()")
        try:
            native = self.codec.decode(st, int(action))
            st.apply(native)
        except (IllegalActionError, ValueError):
            if self.illegal == "raise":
                raise
            self.done = True
            obs = self._obs()
            return obs, float(self.reward_range[0]), True, False, self._info(obs, illegal_action=True)
        self._advance()
        obs = self._obs()
        if st.is_terminal():
            self.done = True
            reward = C.utilities(st.outcome(), self.utility)[self.seat]
            return obs, reward, True, False, self._info(obs, outcome=st.outcome().to_json())
        return obs, 0.0, False, False, self._info(obs)

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        return C.render_text(self.game, self.state.view(self.seat))


def register_envs() -> list[str]:
    """Register ``trigames/<id>-v<version>`` with gymnasium for every registered game
    (``gymnasium.make("trigames/triqueta-v1", players=3, opponents="greedy")``)."""
    from trigames.games import REGISTRY

    ids = []
    for gid, cls in REGISTRY.items():
        env_id = f"trigames/{gid}-v{cls.spec.version}"
        if env_id not in gymnasium.registry:
            gymnasium.register(env_id, entry_point=TrigamesEnv, kwargs={"game_id": gid})  # type: ignore[arg-type]
        ids.append(env_id)
    return ids
