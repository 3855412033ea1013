"""Information-set MCTS for any trigames game (single-observer ISMCTS, Cowling et al. 2012).

Each iteration samples a full state from the agent's view with `game.determinize` — the bot
never sees the true state — then walks one shared tree of action sequences, choosing among
the actions legal in that sample by UCB with availability counts, expands one node, plays a
random rollout (cut off after `rollout_plies`, judged on the running scores) and backs up
each seat's reward: its share of the win (ties split), plus a small score margin.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, ClassVar

from trigames.core import Action, Game, OptionSpec, Seat, State, View

from .base import Agent


class _Node:
    __slots__ = ("avail", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward: list[float] = []


def rewards(state: State, players: int) -> list[float]:
    """Win share for each seat (ties split), plus a small bonus for the score margin."""
    scores = state.scores() if not state.is_terminal() else list(state.outcome().scores)
    if state.is_terminal():
        ranks = state.outcome().ranks
        winners = [p for p in range(players) if ranks[p] == 1]
    else:
        best = max(scores)
        winners = [p for p in range(players) if scores[p] == best]
    top = max(scores)
    spread = (top - min(scores)) or 1.0
    out = []
    for p in range(players):
        win = 1.0 / len(winners) if p in winners else 0.0
        out.append(win + 0.05 * (scores[p] - top) / spread)
    return out


class MCTSAgent(Agent):
    """Parameters: `iterations` (default 300), `c` exploration (0.7), `rollout_plies` (200)."""

    name = "mcts"
    parameters: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("iterations", int, 300, "search iterations per decision", low=1, high=1_000_000),
        OptionSpec("c", float, 0.7, "UCB exploration constant", low=0.0, high=100.0),
        OptionSpec("rollout_plies", int, 200, "random rollout cut-off (decisions)", low=0, high=1_000_000),
    )

    def __init__(self, game: Game, seat: Seat, seed: int = 0, **params: Any) -> None:
        super().__init__(game, seat, seed, **params)
        self.iterations = int(params.get("iterations", 300))
        self.c = float(params.get("c", 0.7))
        self.rollout_plies = int(params.get("rollout_plies", 200))

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        root = _Node()
        players = self.game.players
        rng = self.rng
        for _ in range(self.iterations):
            state = self.game.determinize(view, rng)
            path = [root]
            node = root
            movers: list[Seat] = []
            # selection / expansion
            while not state.is_terminal():
                actions = state.legal_actions()
                for a in actions:
                    child = node.children.get(a)
                    if child is not None:
                        child.avail += 1
                fresh = [a for a in actions if a not in node.children]
                mover = state.current_player()
                if fresh:
                    a = rng.choice(fresh)
                    child = _Node()
                    child.avail = 1
                    node.children[a] = child
                    movers.append(mover)
                    state.apply(a)
                    path.append(child)
                    break
                log_n = math.log
                a = max(actions, key=lambda x: self._ucb(node.children[x], mover, log_n))
                movers.append(mover)
                state.apply(a)
                node = node.children[a]
                path.append(node)
            # rollout
            plies = 0
            while not state.is_terminal() and plies < self.rollout_plies:
                state.apply(rng.choice(state.legal_actions()))
                plies += 1
            result = rewards(state, players)
            for n in path:
                n.visits += 1
                if not n.reward:
                    n.reward = [0.0] * players
                for p in range(players):
                    n.reward[p] += result[p]
        best = max(legal, key=lambda a: root.children[a].visits if a in root.children else -1)
        return best

    def _ucb(self, child: _Node, mover: Seat, log: Any) -> float:
        if child.visits == 0:
            return math.inf
        mean = child.reward[mover] / child.visits
        return mean + self.c * math.sqrt(log(max(child.avail, 1)) / child.visits)
