"""UCT for games whose view is the whole state (`Game.view_is_state`: perfect information and no
chance kept in the state), the fast path of `MCTSAgent` there.

The same search as the information-set one in `mcts.py` — UCB selection, one expansion, a
uniformly random rollout (`State.random_playout`), win share plus a small score margin backed
up for every seat — but with one state per tree node, so an iteration does not replay the
path from the root: a node keeps its state until its last untried action is expanded (a
terminal node keeps its final state), its mover for good, and the reward of the seat that
chose it. With perfect
information every action of a node is available on every visit, so UCB uses the parent's
visits (the availability counts of `mcts.py` would equal them).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from time import thread_time

from trigames.core import Action, State

from .mcts import rewards


class _Node:
    __slots__ = ("acts", "by", "explore", "kids", "mean", "mover", "state", "untried", "visits", "won")

    def __init__(self, state: State, by: int) -> None:
        self.by = by  # the seat whose action led here: `won` is its reward
        self.visits = 0
        self.won = 0.0
        # kept up to date by the backup, so that selection is one multiply-add per child:
        # UCB = mean + c·sqrt(ln N)·explore
        self.mean = 0.0  # won / visits
        self.explore = 0.0  # 1 / sqrt(visits)
        self.kids: list[_Node] = []
        self.acts: list[Action] = []  # the actions of `kids`, aligned
        terminal = state.is_terminal()
        self.mover = -1 if terminal else state.current_player()
        self.untried: list[Action] = [] if terminal else list(state.legal_actions())
        self.state: State | None = state if self.untried or terminal else None  # dropped once expanded


def search(root_state: State, legal: Sequence[Action], players: int, iterations: int, c: float,
           limit: int, rng: random.Random, think: float | None = None, by_scores: bool = False) -> Action:
    """The most visited root action after `iterations` iterations, or fewer if the calling
    thread has used `think` CPU seconds (checked every 16 iterations)."""
    rand = rng.random
    log, sqrt, ninf = math.log, math.sqrt, -math.inf
    root = _Node(root_state.clone(), -1)
    deadline = None if think is None else thread_time() + think
    for i in range(iterations):
        if deadline is not None and i and not i & 15 and thread_time() > deadline:
            break
        node = root
        path: list[_Node] = []  # below the root
        while not node.untried and node.kids:  # selection
            k = c * sqrt(log(node.visits))
            best, best_value = node, ninf
            for child in node.kids:
                value = child.mean + k * child.explore
                if value > best_value:
                    best, best_value = child, value
            node = best
            path.append(node)
        untried = node.untried
        if untried:  # expansion: a random untried action
            a = untried.pop(int(rand() * len(untried)))
            parent = node.state
            assert parent is not None
            state = parent.clone()
            state.apply(a)
            if not untried:
                node.state = None
            child = _Node(state.clone(), node.mover)
            node.kids.append(child)
            node.acts.append(a)
            path.append(child)
            state.random_playout(rand, limit)
        else:  # a terminal node: its state is final
            state = node.state  # type: ignore[assignment]
        result = rewards(state, players, by_scores)
        root.visits += 1  # the root: no mover's reward, never selected
        for n in path:
            v = n.visits = n.visits + 1
            n.explore = 1.0 / sqrt(v)
            n.won += result[n.by]
            n.mean = n.won / v
    counts = dict(zip(root.acts, (k.visits for k in root.kids), strict=True))
    return max(legal, key=lambda a: counts.get(a, -1))


__all__ = ["search"]
