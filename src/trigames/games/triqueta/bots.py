"""Triqueta bots. They read only their seat's view."""

from __future__ import annotations

from collections.abc import Sequence

from trigames.core import Action, Agent, View

from . import notation as N
from .scoring import N_TYPES, PER_TYPE, TYPES, animal_points, best_reveal

_INDEX = {name: k for k, name in enumerate(TYPES)}


def _value(counts: Sequence[int], hidden: Sequence[int]) -> int:
    """Animal points with the best reveal of the face-down tokens."""
    c = list(counts)
    for keep, k in zip(best_reveal(counts, hidden), hidden, strict=True):
        c[k] += keep
    return animal_points(c)


def _plus(counts: Sequence[int], tokens: Sequence[int]) -> list[int]:
    c = list(counts)
    for k in tokens:
        c[k] += 1
    return c


class GreedyAgent(Agent):
    """Take a row when its gain beats what another draw is likely to bring; keep face down
    a token that completes a triqueta; place a drawn token where it helps us most and the
    other active players least."""

    name = "greedy"

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        me = view["seats"][self.seat]
        counts = me["collected"]
        hidden = [_INDEX[t] for t in me["hidden_tokens"]]
        rows = {r: [_INDEX[t] for t in row] for r, row in enumerate(view["rows"]) if row is not None}
        decision = view["decision"]
        if decision == "TURN":
            return self._turn(view, legal, counts, hidden, rows)
        if decision == "PLACE_DRAWN":
            return self._place(view, legal, counts, hidden, rows, _INDEX[view["drawn"]])
        if decision == "REVEAL":
            return N.REVEAL if best_reveal(counts, hidden)[0] else N.DISCARD
        return legal[0]

    def _turn(self, view: View, legal: Sequence[Action], counts: list[int], hidden: list[int],
              rows: dict[int, list[int]]) -> Action:
        base = _value(counts, hidden)
        gains = {r: _value(_plus(counts, row), hidden) - base for r, row in rows.items()}
        best = max(gains, key=lambda r: (gains[r], -len(rows[r])))
        if N.DRAW not in legal:
            return N.TAKE + best
        unseen = self._unseen(view, counts, hidden, rows)
        total = sum(unseen) or 1
        # what the best row would be worth after one more token lands in it
        after = 0.0
        for k in range(N_TYPES):
            if unseen[k]:
                top = max(_value(_plus(counts, [*row, k]), hidden) - base for row in rows.values())
                after += unseen[k] / total * top
        others = sum(1 for p, e in enumerate(view["seats"]) if e["active"] and p != self.seat)
        # with rivals still in, the improved row may be taken before we come back to it
        expected = after if others == 0 else after * (0.55 ** others)
        return N.TAKE + best if gains[best] >= expected else N.DRAW

    def _place(self, view: View, legal: Sequence[Action], counts: list[int], hidden: list[int],
               rows: dict[int, list[int]], token: int) -> Action:
        if N.KEEP in legal and counts[token] + hidden.count(token) == 2:
            return N.KEEP
        base = _value(counts, hidden)
        rivals = [e["collected"] for p, e in enumerate(view["seats"]) if e["active"] and p != self.seat]

        def score(r: int) -> float:
            row = rows[r]
            mine = _value(_plus(counts, [*row, token]), hidden) - base
            theirs = max((animal_points(_plus(c, [*row, token])) - animal_points(c) for c in rivals),
                         default=0)
            return mine - 0.6 * theirs

        best = max(rows, key=lambda r: (score(r), -r))
        if N.KEEP in legal and score(best) < 0 and _value(counts, [*hidden, token]) >= base:
            return N.KEEP  # a harmless place to park a token that would only help the others
        return N.PLACE + best

    def _unseen(self, view: View, counts: list[int], hidden: list[int],
                rows: dict[int, list[int]]) -> list[int]:
        unseen = [PER_TYPE] * N_TYPES
        for e in view["seats"]:
            for k, n in enumerate(e["collected"]):
                unseen[k] -= n
        for row in rows.values():
            for k in row:
                unseen[k] -= 1
        for k in hidden:
            unseen[k] -= 1
        return [max(0, u) for u in unseen]
