"""Triqueta played with the real box (option `referee`): the tokens are drawn at the table.

The engine never knows a token until a person says it: the towers hold unknown tokens (-1),
a token placed in a row is entered with its type ("place R0 deer"), a token kept face down
stays unknown until the end of the game, when its owner names it ("hidden deer") and the best
reveal is applied [R-TQ5] (or, with `auto_reveal` off, chosen as usual). A type can be entered
only while fewer than 10 tokens of it are known, so the 60 tokens always add up.
"""

from __future__ import annotations

from typing import Any

from trigames.core import Event

from . import notation as N
from .rules import NAMING, PLACE_DRAWN, TURN, TriquetaState
from .scoring import MAX_HIDDEN, N_TYPES, PER_TYPE, TYPES

UNKNOWN = -1


class RefereeState(TriquetaState):
    """A Triqueta state whose draws are entered, not dealt from the seed."""

    __slots__ = ()

    def __init__(self, game: Any, seed: int) -> None:
        super().__init__(game, seed)
        if game.options["first_player"] is None:  # nothing from the seed: seat the youngest first
            self.rock = self.player = 0
        self.towers = [[UNKNOWN] * len(t) for t in self.towers]
        self.box = [0] * (N_TYPES + 1)  # the last slot (index -1) counts unknown tokens back in the box

    # -- what is known ---------------------------------------------------------------
    def known(self, kind: int) -> int:
        """Tokens of `kind` that somebody has said: in rows, collections, named or discarded."""
        n = sum(row.count(kind) for row in self.rows if row is not None)
        n += sum(c[kind] for c in self.collected) + self.box[kind]
        return n + sum(h.count(kind) for h in self.hidden)

    def available(self) -> list[int]:
        """The types that may still be entered (fewer than 10 of them known)."""
        return [k for k in range(N_TYPES) if self.known(k) < PER_TYPE]

    # -- the API -------------------------------------------------------------------------
    def legal_actions(self) -> list[Any]:
        ph = self.phase
        if ph == PLACE_DRAWN:
            kinds = self.available()
            out = [N.PLACE_AS + r * N_TYPES + k for r, row in enumerate(self.rows) if row is not None
                   for k in kinds]
            if len(self.hidden[self.player]) < MAX_HIDDEN:
                out.append(N.KEEP)
            return out
        if ph == NAMING:
            return [N.NAME + k for k in self.available()]
        return super().legal_actions()

    def _apply(self, action: Any, events: list[Event] | None = None) -> None:
        if action.__class__ is not int or not 0 <= action < N.N_REFEREE:
            raise self.illegal(action, "not a triqueta action")
        ph, p = self.phase, self.player
        if ph == PLACE_DRAWN and N.PLACE_AS <= action < N.NAME:
            r, kind = divmod(action - N.PLACE_AS, N_TYPES)
            if r >= self.P or self.rows[r] is None:
                raise self.illegal(action, f"row R{r} is not in the centre")
            self._check_kind(action, kind)
            row = self.rows[r]
            assert row is not None
            row.append(kind)
            if events is not None:
                events.append(Event("place", {"seat": p, "row": r, "token": TYPES[kind]}))
            self.drawn = -1
            self.phase = TURN
            self.player = self._next_active(p)
            self.history.append(action)
        elif ph == PLACE_DRAWN and action != N.KEEP:  # a kept token stays unknown: the rules' own keep
            raise self.illegal(action, "say which animal was drawn and where it goes (place R0 deer), or keep it")
        elif ph == NAMING:
            if not N.NAME <= action < N.N_REFEREE:
                raise self.illegal(action, "say the animal of your next face-down token (hidden deer)")
            kind = action - N.NAME
            self._check_kind(action, kind)
            self.hidden[p][self.hidden[p].index(UNKNOWN)] = kind
            if events is not None:
                events.append(Event("named", {"seat": p, "hidden": len(self.hidden[p])}, {"token": TYPES[kind]}, p))
            self.history.append(action)
            self._end_game(events)
        elif action >= N.N_ACTIONS:
            raise self.illegal(action, "not a move at this point of the game")
        else:
            super()._apply(action, events)

    apply = _apply

    def _check_kind(self, action: int, kind: int) -> None:
        if self.known(kind) >= PER_TYPE:
            raise self.illegal(action, f"all {PER_TYPE} {TYPES[kind]} tokens are already on the table")

    def _end_game(self, events: list[Event] | None) -> None:
        # a face-down token must be named before the reveals are worked out
        for p in range(self.P):
            if UNKNOWN in self.hidden[p]:
                self.phase, self.player = NAMING, p
                return
        super()._end_game(events)

    def action_to_string(self, action: Any) -> str:
        return N.action_to_string(action, referee=True)

    def parse_action(self, text: str) -> Any:
        return N.parse_action(text, referee=True)
