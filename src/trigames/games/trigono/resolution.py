"""The rule layer of one throw (RULES §4.3): an outcome description and its resolution.

No physics here. A `ThrowOutcome` says where the thrown puck ended (`thrown`), whether it
bounced on the ground first, and which lying pucks were knocked where. `resolve` applies it
to the hands / boards / ground counts and says what the thrower collects.

Locations are `(kind, board)` pairs; `board` is -1 for the ground and the jackpot.
"""

from __future__ import annotations

from dataclasses import dataclass

BOARD, GROUND, BIG, SMALL, JACKPOT = range(5)
KINDS = ("board", "ground", "big", "small", "jackpot")
HOLES = (BIG, SMALL, JACKPOT)
NOWHERE = -1

Location = tuple[int, int]
Knock = tuple[int, int, int, int]  # (from board, to kind, to board, count)


def loc(kind: int, board: int = NOWHERE) -> Location:
    """A location; the ground and the jackpot belong to no board."""
    return (kind, NOWHERE if kind in (GROUND, JACKPOT) else board)


@dataclass(frozen=True, slots=True)
class ThrowOutcome:
    """Where the pucks of one throw came to rest. Build it with `outcome(...)` (canonical)."""

    thrown: Location
    bounced: bool = False
    knocked: tuple[Knock, ...] = ()

    @property
    def in_hole(self) -> bool:
        return self.thrown[0] in HOLES


def outcome(thrown: Location, bounced: bool = False, knocked: tuple[Knock, ...] | list[Knock] = ()) -> ThrowOutcome:
    """The canonical outcome: knocks merged and sorted, zero counts dropped, `bounced` kept only
    when it matters (the thrown puck ended in a hole)."""
    merged: dict[tuple[int, int, int], int] = {}
    for frm, kind, to, n in knocked:
        key = (frm, kind, NOWHERE if kind in (GROUND, JACKPOT) else to)
        merged[key] = merged.get(key, 0) + n
    knocks = tuple(sorted((*k, n) for k, n in merged.items() if n))
    t = loc(*thrown)
    return ThrowOutcome(t, bool(bounced) and t[0] in HOLES, knocks)


def check(o: ThrowOutcome, on_board: list[int], jackpot: bool) -> str | None:
    """Why `o` cannot happen with these boards (None if it can)."""
    B = len(on_board)
    kind, b = o.thrown
    if not 0 <= kind < len(KINDS):
        return f"unknown location kind {kind!r}"
    if kind == JACKPOT and not jackpot:
        return "there is no jackpot hole: it exists only in the hexagon layout"
    if kind in (BOARD, BIG, SMALL) and not 0 <= b < B:
        return f"there is no board {b} (boards are 0–{B - 1})"
    taken = [0] * B
    for frm, to_kind, to, n in o.knocked:
        if not 0 <= frm < B:
            return f"a knocked puck comes from board {frm}, but boards are 0–{B - 1}"
        if n < 1:
            return f"a knock moves at least one puck, not {n}"
        if not 0 <= to_kind < len(KINDS):
            return f"unknown location kind {to_kind!r}"
        if to_kind == JACKPOT and not jackpot:
            return "no puck can be knocked into the jackpot: it exists only in the hexagon layout"
        if to_kind in (BOARD, BIG, SMALL) and not 0 <= to < B:
            return f"a puck is knocked to board {to}, but boards are 0–{B - 1}"
        if to_kind == BOARD and to == frm:
            return f"a puck knocked from board {frm} onto board {frm} has not moved"
        taken[frm] += n
    for b2 in range(B):
        if taken[b2] > on_board[b2]:
            return f"{taken[b2]} pucks knocked from board {b2}, which holds {on_board[b2]}"
    return None


@dataclass(frozen=True, slots=True)
class Resolution:
    """The counts after a throw, and what the thrower collected."""

    hands: list[int]
    on_board: list[int]
    ground: int
    collected: int
    triggered: tuple[Location, ...]  # holes holding at least one valid puck, sorted
    boards_collected: tuple[int, ...]  # boards whose lying pucks were collected
    ground_collected: bool


def resolve(hands: list[int], on_board: list[int], ground: int, p: int, o: ThrowOutcome) -> Resolution:
    """Apply outcome `o` of a throw by seat `p` (RULES §4.3 steps 1–6); inputs are not changed.

    >>> r = resolve([7, 5], [3], 2, 0, outcome((BIG, 0)))  # TG-04
    >>> r.hands, r.on_board, r.ground
    ([10, 5], [0], 2)
    """
    hands, boards = hands[:], on_board[:]
    hands[p] -= 1  # 1. the puck leaves the hand
    in_holes: dict[Location, int] = {}
    for frm, kind, to, n in o.knocked:  # 2. knocked pucks move
        boards[frm] -= n
        if kind == BOARD:
            boards[to] += n
        elif kind == GROUND:
            ground += n
        else:
            key = loc(kind, to)
            in_holes[key] = in_holes.get(key, 0) + n  # knocked in: always valid
    kind, b = o.thrown  # 3. the thrown puck
    if kind == BOARD:
        boards[b] += 1
    elif kind == GROUND or o.bounced:
        ground += 1  # a puck that bounced on the ground into a hole counts as a ground puck [R-TG3]
    else:
        in_holes[o.thrown] = in_holes.get(o.thrown, 0) + 1
    triggered = tuple(sorted(in_holes))  # 4. every hole holding a valid puck is triggered
    collected = sum(in_holes.values())  # 5. collect, nothing counted twice
    jackpot = any(k == JACKPOT for k, _ in triggered)
    if jackpot:
        take_boards = tuple(range(len(boards)))
    else:
        take_boards = tuple(sorted({hb for k, hb in triggered if k == BIG}))
    take_ground = jackpot or any(k == SMALL for k, _ in triggered)
    for tb in take_boards:
        collected += boards[tb]
        boards[tb] = 0
    if take_ground:
        collected += ground
        ground = 0
    hands[p] += collected  # 6.
    return Resolution(hands, boards, ground, collected, triggered, take_boards, take_ground)
