"""Information-set MCTS that uses what each game knows (Cowling et al. 2012, single observer).

Each iteration samples a full state from the seat's view with `game.determinize` — the search
never sees the true state — and walks one shared tree of actions, choosing among the actions
legal in that sample by UCB with availability counts. On top of the plain `mcts` agent:

* **the game's policy** (optional hook `game.playout_action(state, rng)`): playouts follow it
  epsilon-greedily, and in the tree the action it prefers gets a progressive bias
  `bias / (visits + 1)` that fades as real statistics come in;
* **evaluation cut-offs** (optional hook `game.evaluate(state)`: each seat's chance of winning):
  playouts stop after `rollout_plies` decisions and the position is judged by the game;
* **a time cap** `think` (CPU seconds of the deciding thread, `core.clock`) on top of the
  iteration budget (iterations stay the reproducible measure; the cap only ends a search early
  on a slow machine or a costly position, and another busy process does not make it fire);
* **candidate moves** (optional hook `candidates(game, view, legal, seat)`: the legal moves, best
  first by the game's own judgement): with `candidates = K` only the K first are searched at the
  root, so the iterations go where a good player would look (deeper in the tree, all moves);
* **deliberate noise** `noise`: that share of decisions is a uniformly random legal move (the
  weaker levels; the agent's own rng, so a seed still fixes every move), among the game's
  plausible slips where it names them (optional hook `slips(view, seat, legal)`);
* **tree reuse** when it is cheap and sound: in a game without hidden information, if the
  next decision is ours again (Tricérata's sub-decisions) and the view is the one the search
  expected, the subtree under the chosen action is kept.

Every node backs up each seat's value (win share + a small score margin, as `mcts.rewards`);
for the searching seat it also keeps the win share, its square and the score, so `analysis`
can give every action a win share and expected score with an interval.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from time import thread_time
from typing import Any, ClassVar

from trigames.core import Action, Game, OptionSpec, Seat, State, View

from . import Agent  # bound before the package imports this module (wherever Agent is defined)

MARGIN = 0.05  # weight of the score margin beside the win share (breaks ties between sure wins)


class Node:
    __slots__ = ("avail", "children", "hint", "score", "sq", "ssq", "value", "visits", "win")

    def __init__(self, players: int) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.value = [0.0] * players  # per seat: win share + margin, summed
        self.win = 0.0  # the searching seat's win share, summed
        self.sq = 0.0  # its square, summed (for the interval)
        self.score = 0.0  # the searching seat's score, summed
        self.ssq = 0.0  # its square, summed
        self.hint: Any = None  # the game policy's preferred action here (progressive bias)

    def mean_win(self) -> float:
        return self.win / self.visits if self.visits else 0.0

    def interval(self) -> tuple[float, float]:
        """95 % interval of the mean win share (normal approximation, clipped to [0, 1])."""
        n = self.visits
        if n == 0:
            return 0.0, 1.0
        mean = self.win / n
        var = max(self.sq / n - mean * mean, 0.0)
        half = 1.96 * math.sqrt(var / n) + (0.5 / n)  # + a continuity term: few visits, wide interval
        return max(0.0, mean - half), min(1.0, mean + half)

    def score_interval(self) -> tuple[float, float, float]:
        """(mean, low, high): the searching seat's expected score and its 95 % interval."""
        n = self.visits
        if n == 0:
            return 0.0, -math.inf, math.inf
        mean = self.score / n
        half = 1.96 * math.sqrt(max(self.ssq / n - mean * mean, 0.0) / n)
        return mean, mean - half, mean + half


def fixed_world(game: Game) -> bool:
    """True when the view fixes the whole future but for the players' choices (no hidden
    information, no chance): one determinisation then serves every iteration."""
    has_chance = getattr(game, "has_chance", None)
    return not game.spec.hidden_information and has_chance is not None and not has_chance()


def judge(game: Game, state: State) -> tuple[list[float], list[float]]:
    """(win share per seat, score per seat) of a finished or cut-off position."""
    players = game.players
    if state.is_terminal():
        out = state.outcome()
        scores = [float(x) for x in out.scores]
        ranks = out.ranks
        winners = [p for p in range(players) if ranks[p] == 1]
        wins = [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]
        return wins, scores
    scores = [float(x) for x in state.scores()]
    evaluate = getattr(game, "evaluate", None)
    if evaluate is not None:
        return [float(x) for x in evaluate(state)], scores
    best = max(scores)
    winners = [p for p in range(players) if scores[p] == best]
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(players)], scores


class Search:
    """One search from one view. `run` grows the tree; the root's children are the statistics."""

    def __init__(self, game: Game, seat: Seat, rng: random.Random, *, iterations: int, think: float | None = None,
                 c: float = 0.7, bias: float = 1.0, epsilon: float = 0.1, rollout_plies: int = 1_000,
                 candidates: int = 0) -> None:
        self.game, self.seat, self.rng = game, seat, rng
        self.candidates = candidates
        self.root_moves: set[Any] | None = None  # when set, the only actions searched at the root
        self.iterations, self.think = iterations, think
        self.c, self.bias, self.epsilon, self.rollout_plies = c, bias, epsilon, rollout_plies
        self.policy = getattr(game, "playout_action", None)
        self.fixed = fixed_world(game)
        self.done = 0  # iterations actually run

    def run(self, view: View, root: Node | None = None, legal: Sequence[Action] = ()) -> Node:
        game, rng, players = self.game, self.rng, self.game.players
        hook = getattr(game, "candidates", None)
        if self.candidates and hook is not None and legal:  # the game's K best moves, at the root only
            best = hook(game, view, legal, self.seat)[: self.candidates]
            self.root_moves = set(best) if len(best) > 1 else None
        root = root or Node(players)
        redeal = None if self.fixed else getattr(game, "redeal", None)
        base = game.determinize(view, rng) if self.fixed or redeal is not None else None  # cloned
        deadline = None if self.think is None else thread_time() + self.think
        for i in range(self.iterations):
            if deadline is not None and i and thread_time() > deadline:
                break
            if base is None:
                state = game.determinize(view, rng)
            else:
                state = base.clone()
                if redeal is not None:
                    redeal(state, self.seat, rng)
            path = self._descend(root, state)
            wins, scores = self._playout(state)
            top = max(scores)
            spread = (top - min(scores)) or 1.0
            values = [wins[p] + MARGIN * (scores[p] - top) / spread for p in range(players)]
            w, s = wins[self.seat], scores[self.seat]
            for node in path:
                node.visits += 1
                node.win += w
                node.sq += w * w
                node.score += s
                node.ssq += s * s
                v = node.value
                for p in range(players):
                    v[p] += values[p]
            self.done += 1
        return root

    def _descend(self, root: Node, state: State) -> list[Node]:
        """Selection and expansion in one sample; `state` is left at the new leaf."""
        rng, players, policy = self.rng, self.game.players, self.policy
        node, path = root, [root]
        while not state.is_terminal():
            actions = state.legal_actions()
            if node is root and self.root_moves is not None:
                actions = [a for a in actions if a in self.root_moves] or actions
            mover = state.current_player()
            if node.hint is None and policy is not None and len(actions) > 1:
                node.hint = policy(state, rng)
            children = node.children
            fresh = []
            for a in actions:
                child = children.get(a)
                if child is None:
                    fresh.append(a)
                else:
                    child.avail += 1
            if fresh:
                a = node.hint if node.hint in fresh else rng.choice(fresh)
                child = children[a] = Node(players)
                child.avail = 1
                state.apply(a)
                path.append(child)
                return path
            a = self._select(node, actions, mover)
            state.apply(a)
            node = children[a]
            path.append(node)
        return path

    def _select(self, node: Node, actions: Sequence[Action], mover: Seat) -> Action:
        c, bias, hint, children = self.c, self.bias, node.hint, node.children
        best, best_u = actions[0], -math.inf
        for a in actions:
            ch = children[a]
            n = ch.visits
            if n == 0:
                return a
            u = ch.value[mover] / n + c * math.sqrt(math.log(ch.avail) / n)
            if a == hint:
                u += bias / (n + 1)
            if u > best_u:
                best, best_u = a, u
        return best

    def _playout(self, state: State) -> tuple[list[float], list[float]]:
        rng, policy, eps = self.rng, self.policy, self.epsilon
        plies = 0
        while not state.is_terminal() and plies < self.rollout_plies:
            actions = state.legal_actions()
            a = None
            if policy is not None and len(actions) > 1 and rng.random() >= eps:
                a = policy(state, rng)
            state.apply(a if a is not None else (actions[0] if len(actions) == 1 else rng.choice(actions)))
            plies += 1
        return judge(self.game, state)


def best_action(root: Node, legal: Sequence[Action]) -> Action:
    """The most visited legal action (ties: the better win share, then the first in the tree).

    The tree's order comes from the samples, that is from the view; `legal` may list the same
    actions in another order (a rack held in another order), which must not change the choice.
    """
    order = {a: i for i, a in enumerate(root.children)}

    def key(a: Action) -> tuple[int, float, int]:
        ch = root.children.get(a)
        return (ch.visits, ch.mean_win(), -order[a]) if ch is not None else (-1, 0.0, 0)

    return max(legal, key=key)


PARAMETERS: tuple[OptionSpec, ...] = (
    OptionSpec("iterations", int, 400, "search iterations per decision", low=1, high=10_000_000),
    OptionSpec("think", float, None, "cap on the CPU seconds per decision (none: iterations only)", low=0.0,
               high=3_600.0, above=True, optional=True),
    OptionSpec("c", float, 0.7, "UCB exploration constant", low=0.0, high=100.0),
    OptionSpec("bias", float, 1.0, "progressive bias towards the game policy's move", low=0.0, high=100.0),
    OptionSpec("epsilon", float, 0.1, "share of random moves in the playouts (1: random playouts)",
               low=0.0, high=1.0),
    OptionSpec("rollout_plies", int, None, "cut playouts after that many decisions and let the game judge "
               "(none: the game's default)", low=0, high=1_000_000, optional=True),
    OptionSpec("candidates", int, 0, "search only the K moves the game ranks first at the root "
               "(0: every move; games without a ranking search every move)", low=0, high=1_000_000),
    OptionSpec("noise", float, 0.0, "share of decisions played as a uniformly random legal move (a "
               "weaker level; 0: none)", low=0.0, high=1.0),
)


def search_settings(game: Game, params: dict[str, Any]) -> dict[str, Any]:
    """The search keyword arguments from agent parameters, with this game's defaults."""
    out = {spec.name: params.get(spec.name, spec.default) for spec in PARAMETERS if spec.name != "noise"}
    if out["rollout_plies"] is None:
        out["rollout_plies"] = int(getattr(game, "rollout_plies", 1_000))
    return out


class ISMCTSAgent(Agent):
    """ISMCTS with the game's playout policy, evaluation and a time cap (see the module doc)."""

    name = "ismcts"
    parameters: ClassVar[tuple[OptionSpec, ...]] = PARAMETERS

    def __init__(self, game: Game, seat: Seat, seed: int = 0, **params: Any) -> None:
        super().__init__(game, seat, seed, **params)
        self.settings = search_settings(game, params)
        self.noise = float(params.get("noise", 0.0))
        self._kept: tuple[View, Node] | None = None  # (expected next view, its subtree)
        self.last: Search | None = None
        self.root: Node | None = None

    def search(self, view: View, legal: Sequence[Action] = ()) -> Node:
        kept, self._kept = self._kept, None
        root = kept[1] if kept is not None and kept[0] == view else None
        self.last = Search(self.game, self.seat, self.rng, **self.settings)
        self.root = self.last.run(view, root, legal)
        return self.root

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            self._kept = None
            return legal[0]
        if self.noise and self.rng.random() < self.noise:  # a deliberate slip (weaker levels)
            self._kept = None
            hook = getattr(self.game, "slips", None)  # a plausible mistake, not an absurd one
            pool: list[Action] = list(hook(view, self.seat, legal)) if hook is not None else []
            return self.rng.choice(pool or list(legal))
        root = self.search(view, legal)
        a = best_action(root, legal)
        if fixed_world(self.game) and a in root.children:
            after = self.game.determinize(view, self.rng)
            after.apply(a)
            if after.current_player() == self.seat:
                self._kept = (after.view(self.seat), root.children[a])
        return a


__all__ = ["PARAMETERS", "ISMCTSAgent", "Node", "Search", "best_action", "fixed_world", "judge", "search_settings"]
