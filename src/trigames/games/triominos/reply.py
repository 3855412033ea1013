"""The `tactician`: greedy points, minus what the move hands to the next player, plus the bonus
it sets up for itself. Everything is read from the seat's view (`bots.board_of`); the next
player's rack is any of the unseen tiles that public play allows (`belief.py`: after they drew
or passed, none of them fit the board of that moment), so their best reply is an exact
expectation over the racks that view allows, not a sample and never a peek.

For a placement `a` on the board it leaves:

* `reply(a)`: the next player's expected best reply. Each tile `t` their rack may hold would
  score `b[t]` = its value + the best bonus (hexagon, bridge) among the cells it fits, or
  `unplaceable` if it fits nowhere; their rack is `n` of those `N` tiles, so
  `E[max] = Σ_i b_(i) · C(N-i, n-1) / C(N, n)` over the values sorted from the highest.
  A player holding one tile goes out with any tile that fits: +25 and our rack. The players
  after the next get the same reckoning on the same board, weighted by `later_weight`.
* `block`: the chance that none of the next player's tiles fits anywhere (they must draw).
* `setup(a)`: the best bonus left to one of our own tiles, times the chance that no opponent
  holds a tile for that cell before our turn comes back (`tactics.p_holds`).

value = points + going out − `reply_weight` · reply − `later_weight` · later replies + `block`
· P(next stuck) + `setup_weight` · setup + `flex` per kept tile that still fits − `own_stuck` if
none does. Draws and passes are as greedy's: a draw only when nothing can be placed, the drawn
tile placed when it can be. The defaults were tuned against greedy (2 000-game runs, the
README's strength section).

With `samples` > 0 the `candidates` best moves by that value are played out to the end of the
round on `samples` deals of the unseen tiles (`belief.deal`; the same deals for every candidate,
so the comparison is paired), every seat playing the greedy policy (`policy.playout_action`);
the move with the best mean margin (our points in the rest of the round minus the others' mean)
is played. At a table of four, where going out first is worth about a hundred points, this race
to the end of the round is what the value alone misses (README, strength table). `think` caps
the CPU seconds of a decision (`core.clock`): the deals are played one after another, every
candidate on each, and past the cap no new deal is begun (every candidate keeps the same deals).

The same order ranks the moves that the `ismcts` search looks at (`candidates`, the levels).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from trigames.core import Action, OptionSpec, View
from trigames.core.clock import Deadline

from .belief import fit_nowhere
from .bots import GreedyAgent, board_of, points
from .policy import playout_action, redeal
from .rules import GOING_OUT_BONUS, TriominosState
from .tactics import cell_bonus, p_holds
from .tiles import DRAW, FITS, N_TILES, PASS, PLACE, STRIDE, TSUM


def tail_weights(n_unseen: int, n: int) -> list[float]:
    """w[i] = the chance that the i-th highest of `n_unseen` tiles is the best of a random
    `n`-tile rack: C(N-1-i, n-1) / C(N, n), built by a running ratio (no big integers)."""
    if n <= 0 or n_unseen <= 0:
        return []
    n = min(n, n_unseen)
    w = [0.0] * n_unseen
    p = n / n_unseen  # i = 0: the highest is in the rack
    for i in range(n_unseen - n + 1):
        w[i] = p
        # C(N-2-i, n-1) / C(N-1-i, n-1) = (N-1-i-(n-1)) / (N-1-i)
        rest = n_unseen - 1 - i
        p = p * (rest - n + 1) / rest if rest > 0 else 0.0
    return w


class Reader:
    """The board after one of our placements, read for the opponents (`n` tiles among `unseen`) and for us."""

    def __init__(self, s: TriominosState, unseen: list[int], n: int, unplaceable: float) -> None:
        self.s, self.unseen, self.n, self.unplaceable = s, unseen, n, unplaceable
        self.weights = tail_weights(len(unseen), n)

    def bonuses(self) -> tuple[list[int], list[tuple[int, int]]]:
        """(best bonus per tile over the cells it fits, [(bonus, cell)] of the bonus cells)."""
        s = self.s
        best = [0] * N_TILES
        cells = []
        for cc, key in s.open.items():
            bonus = cell_bonus(s, cc)
            if bonus:
                cells.append((bonus, cc))
                for t, _ in FITS[key]:
                    if best[t] < bonus:
                        best[t] = bonus
        return best, cells

    def reply(self, best: list[int], out_bonus: float) -> float:
        """The next player's expected best reply (see the module doc)."""
        where = self.s.where
        none = self.unplaceable
        vals = sorted((TSUM[t] + best[t] + out_bonus if where[t] else none for t in self.unseen), reverse=True)
        return sum(v * w for v, w in zip(vals, self.weights, strict=False))

    def all_stuck(self) -> float:
        """The chance that none of the next player's tiles fits anywhere."""
        where, N, n = self.s.where, len(self.unseen), self.n
        dead = sum(1 for t in self.unseen if not where[t])
        if n > dead:
            return 0.0
        p = 1.0
        for i in range(n):
            p *= (dead - i) / (N - i)
        return p

    def setup(self, rack: list[int], cells: list[tuple[int, int]]) -> float:
        """Our best bonus cell, times the chance that the `n` tiles of the opponents to play before us
        hold none that fits it."""
        s, unseen_set = self.s, set(self.unseen)
        top = 0.0
        mine = set(rack)
        for bonus, cc in cells:
            fits = FITS[s.open[cc]]
            if not any(t in mine for t, _ in fits):
                continue
            k = len({t for t, _ in fits if t in unseen_set})
            v = bonus * (1.0 - p_holds(k, len(self.unseen), self.n))
            top = max(top, v)
        return top


class TacticianAgent(GreedyAgent):
    """Greedy points, minus the next player's expected best reply, plus our own set-ups."""

    name = "tactician"
    parameters: ClassVar[tuple[OptionSpec, ...]] = (  # defaults tuned against greedy (docs/triominos.md)
        OptionSpec("reply_weight", float, 1.3, "weight of the next player's expected best reply", low=0.0, high=10.0),
        OptionSpec("later_weight", float, 0.5, "weight of the best replies of the opponents after the next",
                   low=0.0, high=10.0),
        OptionSpec("setup_weight", float, 1.0, "weight of the bonus we leave for our own next turn",
                   low=0.0, high=10.0),
        OptionSpec("flex", float, 2.0, "points per kept tile that still fits somewhere", low=-100.0, high=100.0),
        OptionSpec("own_stuck", float, 12.0, "cost of leaving ourselves no tile that fits (the draws to come)",
                   low=-100.0, high=100.0),
        OptionSpec("block", float, 40.0, "worth of the chance that the next player has no tile that fits",
                   low=-100.0, high=100.0),
        OptionSpec("unplaceable", float, -8.0, "what a tile that fits nowhere is worth to the next player "
                   "(a draw costs 5 and more)", low=-100.0, high=100.0),
        OptionSpec("samples", int, 0, "deals each candidate is played out on (0: the value alone)",
                   low=0, high=100_000),
        OptionSpec("candidates", int, 4, "moves played out, the best by value", low=1, high=1_000),
        OptionSpec("think", float, None, "cap on the CPU seconds per decision (none: no cap)", low=0.0,
                   high=3_600.0, above=True, optional=True),
    )

    reply_weight: float
    later_weight: float
    setup_weight: float
    flex: float
    own_stuck: float
    block: float
    unplaceable: float
    samples: int
    candidates: int
    think: float | None

    def __init__(self, game: Any, seat: int, seed: int = 0, **params: Any) -> None:
        super().__init__(game, seat, seed, **params)
        for spec in self.parameters:
            value = params.get(spec.name, spec.default)
            setattr(self, spec.name, None if value is None else spec.type(value))

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        ranked = self.rank(view, legal)
        if not ranked:
            return DRAW if DRAW in legal else PASS
        if self.samples and len(ranked) > 1:
            return self.play_out(view, ranked[: self.candidates])
        return ranked[0]

    def rank(self, view: View, legal: Sequence[Action]) -> list[int]:
        """The legal placements, best first by value (ties: the lower action code)."""
        places = [a for a in legal if isinstance(a, int) and a >= PLACE]
        if len(places) < 2:
            return places
        s = board_of(self, view)
        rack = s.racks[self.seat]
        sizes = view["racks"]
        P = len(sizes)
        stuck_at = view.get("stuck_at") or [None] * P
        on_board = {tr // 3 for tr in s.board.values()}
        # the opponents in the order they play next, with what each rack can hold (belief.py)
        turn = [(q, sizes[q], None if stuck_at[q] is None else fit_nowhere(s, stuck_at[q]))
                for q in ((self.seat + k) % P for k in range(1, P))]
        scored = []
        for a in places:
            v = self.value(s, view, a)
            t, tr, c = (a - PLACE) % STRIDE // 3, (a - PLACE) % STRIDE, (a - PLACE) // STRIDE
            kept = [x for x in rack if x != t]
            if kept:  # going out ends the round: no reply, no set-up
                v += self.after(s, c, tr, kept, on_board, turn)
            scored.append((-v, a))
        scored.sort()
        return [a for _, a in scored]

    def after(self, s: TriominosState, c: int, tr: int, kept: list[int], on_board: set[int],
              turn: list[tuple[int, int, frozenset[int] | None]]) -> float:
        """What placing `tr` on `c` is worth beyond its points: the replies it gives away, the
        set-up it leaves us, how playable our rack stays (see the module doc)."""
        after = s.clone()
        after.put(c, tr)
        unseen = [x for x in range(N_TILES) if x not in on_board and x != tr // 3 and x not in kept]
        out_bonus = GOING_OUT_BONUS + sum(TSUM[x] for x in kept)
        v = 0.0
        best: list[int] = []
        cells: list[tuple[int, int]] = []
        for i, (_, n, allowed) in enumerate(turn):
            if i and not self.later_weight:
                break
            mine = unseen
            if allowed is not None:
                narrowed = [x for x in unseen if x in allowed]
                mine = narrowed if len(narrowed) >= n else unseen
            reader = Reader(after, mine, n, self.unplaceable)
            if i == 0:
                best, cells = reader.bonuses()
                v -= self.reply_weight * reader.reply(best, out_bonus if n == 1 else 0.0)
                if self.block:
                    v += self.block * reader.all_stuck()
            else:
                v -= self.later_weight * reader.reply(best, out_bonus if n == 1 else 0.0)
        if self.setup_weight:  # our set-up must outlast every opponent's turn
            everyone = Reader(after, unseen, sum(n for _, n, _ in turn), self.unplaceable)
            v += self.setup_weight * everyone.setup(kept, cells)
        where = after.where
        playable = sum(1 for x in kept if where[x])
        v += self.flex * playable - (self.own_stuck if not playable else 0.0)
        return v

    def play_out(self, view: View, moves: list[int]) -> int:
        """The move of `moves` with the best mean margin to the end of the round (see module doc)."""
        deadline = Deadline(self.think)
        game, seat, rng = self.game, self.seat, self.rng
        base: TriominosState = game.determinize(view, rng)  # type: ignore[assignment]
        others = [p for p in range(base.P) if p != seat]
        r0 = base.round
        totals = [0.0] * len(moves)
        for k in range(self.samples):
            if k and deadline.over():
                break
            d = base.clone()
            redeal(d, seat, rng)
            s0 = d.score
            for i, a in enumerate(moves):  # every candidate on the same deal: a paired comparison
                c = d.clone()
                c.apply(a)
                while c.round == r0 and not c.is_terminal():
                    c.apply(playout_action(c, rng))
                sc = c.score
                totals[i] += (sc[seat] - s0[seat]) - sum(sc[p] - s0[p] for p in others) / len(others)
        best = max(range(len(moves)), key=lambda i: (totals[i], -i))  # a tie keeps the better value
        return moves[best]


def candidates(game: Any, view: View, legal: Sequence[Action], seat: int) -> list[int]:
    """The search hook (`trigames.agents.ismcts`): the legal placements, best first by the
    tactician's value, for the search to look at first."""
    return TacticianAgent(game, seat).rank(view, legal)


__all__ = ["TacticianAgent", "candidates", "points", "tail_weights"]
