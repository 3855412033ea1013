"""PettingZoo adapter: an AEC environment per trigames game.

    from trigames.adapters.pettingzoo import env
    e = env("triqueta", players=3, render_mode="ansi")
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        mask = obs["action_mask"]
        e.step(None if terminated or truncated else int(np.flatnonzero(mask)[0]))

Agents are ``player_<seat>``; the next agent is whoever the game says decides (turn order
is the game's, not round-robin). Observations are ``{"observation": float32 vector of the
agent's view (`common.view_tensor`), "action_mask": int8}``; actions are the codes of
`common.Codec`. Rewards come only at the end: `common.rank_utilities` (or scores for one
player). ``reset(seed=s)`` plays the trigames game with seed ``s``; without a seed, one is
drawn from the environment's own generator. ``infos[agent]["legal"]`` lists the notation of the
native legal actions (in code order for a declared table, menu order otherwise) when it is to move.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

import trigames
from trigames.core import Game, State

from . import common as C

OBS_SIZE = 512


def agent_name(seat: int) -> str:
    return f"player_{seat}"


class TrigamesAEC(AECEnv):  # type: ignore[misc]
    """One trigames game as an agent-environment-cycle environment."""

    metadata = {"render_modes": ["ansi", "human"], "name": "trigames", "is_parallelizable": False}  # noqa: RUF012

    def __init__(self, game: Game, render_mode: str | None = None, obs_size: int = OBS_SIZE) -> None:
        super().__init__()
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', got {render_mode!r}")
        self.game = game
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"trigames_{game.id}_v{game.spec.version}"}
        self.codec = C.Codec(game)
        self.obs_size = C.view_tensor_size(game, obs_size)
        self.utility = "rank" if game.players > 1 else "score"
        self.possible_agents = [agent_name(p) for p in range(game.players)]
        self._seat = {a: p for p, a in enumerate(self.possible_agents)}
        obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self.obs_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.codec.size,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.codec.size) for a in self.possible_agents}
        self.state: State | None = None
        self._np_random, _ = seeding.np_random(None)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._np_random, _ = seeding.np_random(seed)
            game_seed = int(seed)
        else:
            game_seed = int(self._np_random.integers(0, 2**63 - 1))
        self.state = self.game.new_game(game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._after_move()

    def _after_move(self) -> None:
        st = self.state
        assert st is not None
        if st.is_terminal():
            for a, u in zip(self.possible_agents, C.utilities(st.outcome(), self.utility), strict=True):
                self.rewards[a] = u
                self.terminations[a] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = agent_name(st.current_player())
            self.infos[self.agent_selection]["legal"] = [st.action_to_string(a) for a in st.legal_actions()]
        self._accumulate_rewards()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        st = self.state
        assert st is not None, "call reset() first"
        seat = self._seat[agent]
        mask = np.zeros(self.codec.size, np.int8)
        if not st.is_terminal() and st.current_player() == seat:
            mask = self.codec.mask(st)
        obs = C.view_tensor(self.game, st.view(seat), self.obs_size)
        return {"observation": obs, "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        st = self.state
        assert st is not None
        native = self.codec.decode(st, int(action))
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.infos[agent].pop("legal", None)
        st.apply(native)
        self._after_move()

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        text = C.render_text(self.game, self.state.view(None))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def env(game_id: str, players: int | None = None, render_mode: str | None = None,
        obs_size: int = OBS_SIZE, **options: Any) -> TrigamesAEC:
    """The AEC environment of `game_id` (players and options as for `trigames.make`)."""
    return TrigamesAEC(trigames.make(game_id, players=players, **options), render_mode, obs_size)
