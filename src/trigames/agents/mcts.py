"""Information-set MCTS for any trigames game (single-observer ISMCTS, Cowling et al. 2012).

Each iteration samples a full state from the agent's view with `game.determinize` — the bot
never sees the true state — then walks one shared tree of action sequences, choosing among
the actions legal in that sample by UCB with availability counts, expands one node, plays a
random rollout (cut off after `rollout_plies`, judged on the running scores) and backs up
each seat's reward: its share of the win (ties split), plus a small score margin.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Sequence
from time import thread_time
from typing import Any, ClassVar

from trigames.core import Action, Game, OptionSpec, Seat, State, View

from .base import Agent


class _Node:
    __slots__ = ("acts", "avail", "children", "kids", "reward", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = [0.0] * players
        # Once every action legal here has a child: those actions and their children, aligned,
        # so that the next visit with the same actions (often, even with hidden information)
        # skips the dictionary and the search for untried actions.
        self.acts: Sequence[Action] | None = None
        self.kids: list[_Node] = []


def rewards(state: State, players: int, by_scores: bool = False) -> list[float]:
    """Win share for each seat (ties split), plus a small bonus for the score margin.
    `by_scores`: the game's outcome ranks by scores alone (`Game.outcome_by_scores`), so a finished
    state is scored without building its `Outcome` (a tenth of a Tricérata search's time)."""
    scores: Sequence[float]
    if state.is_terminal() and not by_scores:
        outcome = state.outcome()
        scores = outcome.scores
        winners = [p for p in range(players) if outcome.ranks[p] == 1]
    else:  # the same figures in one pass (a share is `0.0 + share`)
        scores = state.scores()
        top = max(scores)
        spread = (top - min(scores)) or 1.0
        share = 1.0 / scores.count(top)
        return [share if s == top else 0.05 * (s - top) / spread for s in scores]
    top = max(scores)
    spread = (top - min(scores)) or 1.0
    share = 1.0 / len(winners)
    out = [0.05 * (scores[p] - top) / spread for p in range(players)]
    for p in winners:
        out[p] += share
    return out


class MCTSAgent(Agent):
    """Parameters: `iterations` (default 300), `c` exploration (0.7), `rollout_plies` (200), `think`
    (a cap in CPU seconds of the deciding thread, checked every 16 iterations; none by default)."""

    name = "mcts"
    parameters: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("iterations", int, 300, "search iterations per decision", low=1, high=1_000_000),
        OptionSpec("c", float, 0.7, "UCB exploration constant", low=0.0, high=100.0),
        OptionSpec("rollout_plies", int, 200, "random rollout cut-off (decisions)", low=0, high=1_000_000),
        OptionSpec("think", float, None, "cap on the CPU seconds per decision (none: iterations only)", low=0.0,
                   high=3_600.0, above=True, optional=True),
    )

    def __init__(self, game: Game, seat: Seat, seed: int = 0, **params: Any) -> None:
        super().__init__(game, seat, seed, **params)
        self.iterations = int(params.get("iterations", 300))
        self.c = float(params.get("c", 0.7))
        self.rollout_plies = int(params.get("rollout_plies", 200))
        think = params.get("think")
        self.think = None if think is None else float(think)

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        # The search allocates thousands of nodes and states that form no reference cycle
        # (freed by reference counting): the cycle collector would only rescan the growing tree,
        # at a fifth of the time of a big search.
        enabled = gc.isenabled()
        gc.disable()
        try:
            return self._search(view, legal)
        finally:
            if enabled:
                gc.enable()

    def _search(self, view: View, legal: Sequence[Action]) -> Action:
        root = _Node(self.game.players)
        players = self.game.players
        rng = self.rng
        rand = rng.random  # one float per random choice: cheaper than rng.choice
        determinize = self.game.determinize
        if self.game.view_is_state:  # the view is the state: plain UCT with states in the tree
            from .uct import search

            return search(determinize(view, rng), legal, players, self.iterations, self.c, self.rollout_plies, rng,
                          self.think, self.game.outcome_by_scores)
        c = self.c
        log, sqrt = math.log, math.sqrt
        limit = self.rollout_plies
        deadline = None if self.think is None else thread_time() + self.think
        for i in range(self.iterations):
            if deadline is not None and i and not i & 15 and thread_time() > deadline:
                break
            state = determinize(view, rng)
            path = [root]
            node = root
            # selection / expansion, the hot loop of every search: one pass over the actions
            # counts availability, collects the untried ones and finds the UCB maximum.
            while not state.is_terminal():
                actions = state.legal_actions()
                mover = state.current_player()
                best, best_value = None, -math.inf
                acts = node.acts
                if acts is not None and (actions is acts or actions == acts):
                    i = 0
                    for k, kid in enumerate(node.kids):
                        avail = kid.avail = kid.avail + 1
                        v = kid.visits  # ≥ 1: a child is made on an iteration that backs up through it
                        value = kid.reward[mover] / v + c * sqrt(log(avail) / v)
                        if value > best_value:
                            best, best_value, i = kid, value, k
                    state.apply(acts[i])
                    node = best  # type: ignore[assignment]
                    path.append(node)
                    continue
                children = node.children
                fresh = None
                chosen = None
                for a in actions:
                    child = children.get(a)
                    if child is None:
                        if fresh is None:
                            fresh = [a]
                        else:
                            fresh.append(a)
                    elif fresh is None:
                        avail = child.avail = child.avail + 1
                        v = child.visits
                        value = child.reward[mover] / v + c * sqrt(log(avail) / v)
                        if value > best_value:
                            chosen, best, best_value = a, child, value
                    else:
                        child.avail += 1
                if fresh is not None:
                    a = fresh[int(rand() * len(fresh))]
                    child = children[a] = _Node(players)
                    child.avail = 1
                    if len(fresh) == 1:
                        node.acts, node.kids = actions, [children[x] for x in actions]
                    state.apply(a)
                    path.append(child)
                    break
                state.apply(chosen)
                node = best  # type: ignore[assignment]
                path.append(node)
            state.random_playout(rand, limit)  # the rollout, to the end or the cut-off
            result = rewards(state, players)
            for n in path:
                n.visits += 1
                r = n.reward
                for p in range(players):
                    r[p] += result[p]
        best_action = max(legal, key=lambda a: root.children[a].visits if a in root.children else -1)
        return best_action
