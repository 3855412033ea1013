"""What each seat may know (RULES §1.8), and states sampled consistently with it.

The view is built from the state; `determinize` rebuilds a full state from a view alone, so
a bot holding only its view cannot learn anything hidden from it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from trigames.core import TERMINAL, View

from .rules import DECISIONS, OVER, PLACE_DRAWN, TOWER_SIZE, TriquetaState
from .scoring import N_TYPES, PER_TYPE, TYPES, revealed_counts, total_score

if TYPE_CHECKING:
    from . import Triqueta

_INDEX = {name: k for k, name in enumerate(TYPES)}


def _name(k: int) -> str | None:
    return TYPES[k] if k >= 0 else None  # a refereed table's token nobody has named yet


def view(s: TriquetaState, seat: int | None) -> View:
    seats = []
    for p in range(s.P):
        entry: dict[str, Any] = {
            "collected": list(s.collected[p]),
            "hidden": len(s.hidden[p]),
            "revealed": [TYPES[k] for k in s.revealed[p]],
            "discarded": len(s.discarded[p]),
            "trees": s.trees[p],
            "rock": s.rock == p,
            "active": s.active[p],
            "row_taken": s.marker[p],
            "score": total_score(s.collected[p], s.rock == p, s.trees[p]),
        }
        if p == seat:  # the owner may look at their face-down tokens at any time
            entry["hidden_tokens"] = [_name(k) for k in s.hidden[p]]
            entry["discarded_tokens"] = [TYPES[k] for k in s.discarded[p]]
            entry["best_score"] = total_score(revealed_counts(s.collected[p], [k for k in s.hidden[p] if k >= 0]),
                                              s.rock == p, s.trees[p])
        seats.append(entry)
    out: View = {
        "game": "triqueta",
        "seat": seat,
        "players": s.P,
        "round": min(s.round + 1, 4),
        "decision": DECISIONS[s.phase],
        "to_move": None if s.player == TERMINAL else s.player,
        "rows": [None if r is None else [TYPES[k] for k in r] for r in s.rows],
        "tower": {"current": s.cur, "left": len(s.towers[s.cur]),
                  "unused": [j for j in range(4) if s.unused[j]]},
        "box": sum(s.box),
        "drawing": s.phase == PLACE_DRAWN,
        "drawn": _name(s.drawn) if s.phase == PLACE_DRAWN and seat == s.player else None,
        "seats": seats,
        "types": list(TYPES),
    }
    available = getattr(s, "available", None)
    if available is not None:  # refereed (the real box): the animals that may still be entered
        out["referee"] = True
        out["available"] = [TYPES[k] for k in available()]
    if s.phase == OVER:
        out["outcome"] = s.outcome().to_json()
    return out


def determinize(game: Triqueta, v: View, rng: random.Random) -> TriquetaState:
    """A full state that gives `v` to its seat, with everything unseen redrawn by `rng`."""
    seat = v["seat"]
    P = v["players"]
    s = object.__new__(TriquetaState)
    s.game, s.history, s.P = game, [], P
    s.round = 4 if v["decision"] in ("OVER", "REVEAL") else v["round"] - 1
    s.phase = DECISIONS.index(v["decision"])
    s.player = TERMINAL if v["to_move"] is None else v["to_move"]
    s.cur = v["tower"]["current"]
    s.unused = [j in v["tower"]["unused"] for j in range(4)]
    s.auto_reveal = game.options["auto_reveal"]
    s.choose_tower = game.options["choose_tower"]
    seats = v["seats"]
    s.collected = [list(e["collected"]) for e in seats]
    s.revealed = [[_INDEX[t] for t in e["revealed"]] for e in seats]
    s.trees = [e["trees"] for e in seats]
    s.rock = next((p for p, e in enumerate(seats) if e["rock"]), 0)
    s.marker = [e["row_taken"] for e in seats]
    s.active = [e["active"] for e in seats]
    s.n_active = sum(s.active)
    s.rows = [None if r is None else [_INDEX[t] for t in r] for r in v["rows"]]

    unseen = [PER_TYPE] * N_TYPES
    known_hidden: list[list[int]] = [[] for _ in range(P)]
    known_discard: list[list[int]] = [[] for _ in range(P)]
    for p, e in enumerate(seats):
        for k, n in enumerate(e["collected"]):
            unseen[k] -= n
        if p == seat:
            known_hidden[p] = [_INDEX[t] for t in e["hidden_tokens"]]
            known_discard[p] = [_INDEX[t] for t in e["discarded_tokens"]]
    for row in s.rows:
        for k in row or ():
            unseen[k] -= 1
    for k in (*known_hidden[seat], *known_discard[seat]) if seat is not None else ():
        unseen[k] -= 1
    drawn_known = v["drawn"]
    if drawn_known is not None:
        unseen[_INDEX[drawn_known]] -= 1
    pool = [k for k in range(N_TYPES) for _ in range(unseen[k])]
    rng.shuffle(pool)

    def take(n: int) -> list[int]:
        out = pool[len(pool) - n:] if n else []
        del pool[len(pool) - n:]
        return out

    s.hidden = [known_hidden[p] if p == seat else take(e["hidden"]) for p, e in enumerate(seats)]
    s.discarded = [known_discard[p] if p == seat else take(e["discarded"]) for p, e in enumerate(seats)]
    if s.phase == PLACE_DRAWN:
        s.drawn = _INDEX[drawn_known] if drawn_known is not None else take(1)[0]
    else:
        s.drawn = -1
    s.towers = [[] for _ in range(4)]
    s.towers[s.cur] = take(v["tower"]["left"])
    for j in range(4):
        if s.unused[j]:
            s.towers[j] = take(TOWER_SIZE)
    s.box = [0] * N_TYPES
    for k in pool:  # what is left was returned to the box unseen
        s.box[k] += 1
    for p in range(P):
        for k in s.discarded[p]:
            s.box[k] += 1
    assert sum(s.box) == v["box"], "view and determinized box disagree"
    return s
