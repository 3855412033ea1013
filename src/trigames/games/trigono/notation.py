"""Trigono actions and their notation.

    aim big · aim small · aim plank · aim jackpot · aim big1 · aim 0.1,0.3 · aim 0.1,0.3@1
    aim -1.25 60 5.51 15                       yaw° elevation° speed(m/s) spin(rad/s)
    throw -1.25 60 5.51 15 => big+knock 1 small @ 0:12,345 g:-400,-200
    board · ground · big · bounce small · board+knock 2 ground · big+knock 1 board0>small1
    next

`aim …` is what a player decides (a target or an exact aim). Applying it simulates the throw
and records a resolved `throw … => outcome @ rest` (aim, outcome, and where every puck left
on the field lies, in mm). In referee mode an outcome alone is the action. Board numbers are
omitted when there is one board; with several, printed always and, when typed without, taken
as the thrower's board.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from trigames.core import NotationError, TextError, parse_float

from .resolution import BIG, BOARD, GROUND, JACKPOT, KINDS, NOWHERE, SMALL, ThrowOutcome, outcome

NEXT = "next"
TARGET_KINDS = ("big", "small", "plank", "jackpot", "point")
Rest = tuple[tuple[int, int, int], ...]  # (board or -1 for the ground, x mm, y mm), sorted


@dataclass(frozen=True, slots=True)
class Target:
    """A point to aim at, turned into an `Aim` by inverse ballistics. `board` None: your own."""

    kind: str
    board: int | None = None
    u: float = 0.0  # plank-local metres (kind "point"): right of the axis, from the base edge
    v: float = 0.0


@dataclass(frozen=True, slots=True)
class Aim:
    """yaw (degrees, left of the line to your board positive), elevation (degrees), speed (m/s), spin (rad/s)."""

    yaw: float
    elev: float
    speed: float
    spin: float

    @classmethod
    def of(cls, yaw: float, elev: float, speed: float, spin: float) -> Aim:
        """Rounded as the notation prints it, so text round-trips exactly."""
        return cls(round(float(yaw), 3), round(float(elev), 3), round(float(speed), 4), round(float(spin), 2))


@dataclass(frozen=True, slots=True)
class Throw:
    """A resolved throw: the aim (None in referee mode), the outcome, the pucks left lying."""

    aim: Aim | None
    result: ThrowOutcome
    rest: Rest | None = None


def _num(x: float) -> str:
    x = float(x)
    return str(int(x)) if abs(x) < 1e15 and x == int(x) else repr(x)  # inf, nan, 1e+300 print as such


def _b(board: int, many: bool) -> str:
    return str(board) if many else ""


def _where(kind: int, board: int, many: bool) -> str:
    return KINDS[kind] + (_b(board, many) if kind in (BOARD, BIG, SMALL) else "")


def outcome_to_string(o: ThrowOutcome, boards: int) -> str:
    many = boards > 1
    out = ("bounce " if o.bounced else "") + _where(*o.thrown, many)
    for frm, kind, to, n in o.knocked:
        src = f"board{frm}>" if many else ""
        out += f"+knock {n} {src}{_where(kind, to, many)}"
    return out


def to_string(action: object, boards: int) -> str:
    if action == NEXT:
        return "next"
    if isinstance(action, Target):
        if action.kind == "point":
            at = "" if action.board is None else f"@{action.board}"
            return f"aim {_num(action.u)},{_num(action.v)}{at}"
        return "aim " + action.kind + ("" if action.board is None else str(action.board))
    if isinstance(action, Aim):
        return "aim " + " ".join(_num(x) for x in (action.yaw, action.elev, action.speed, action.spin))
    if isinstance(action, Throw):
        text = outcome_to_string(action.result, boards)
        if action.aim is None and action.rest is None:
            return text
        aim = "-" if action.aim is None else " ".join(
            _num(x) for x in (action.aim.yaw, action.aim.elev, action.aim.speed, action.aim.spin))
        rest = " ".join(f"{'g' if b < 0 else b}:{x},{y}" for b, x, y in action.rest or ()) or "-"
        return f"throw {aim} => {text} @ {rest}"
    raise NotationError(f"{action!r} is not a trigono action")


# ASCII only (re.ASCII): `\d` would take '５' and float() would take '5_2'
_WHERE = re.compile(r"^(board|ground|big|small|jackpot)(\d*)$", re.ASCII)
_KNOCK = re.compile(r"^knock\s+(\d+)\s+(?:board(\d+)\s*>\s*)?(\w+)$", re.ASCII)
_POINT = re.compile(r"^(-?[\d.]+),(-?[\d.]+)(?:@(\d+))?$", re.ASCII)
_TARGET = re.compile(r"^(big|small|plank|jackpot)(\d*)$", re.ASCII)
_REST = re.compile(r"^(g|\d+):(-?\d+),(-?\d+)$", re.ASCII)


_SPECIAL = re.compile(r"[+-]?(inf|infinity|nan)\Z", re.ASCII | re.IGNORECASE)


def _float(text: str, what: str, whole: str) -> float:
    if _SPECIAL.match(text):  # read, so that the rules can say why such an aim is illegal
        return float(text)
    try:
        return parse_float(text, what)
    except TextError:
        raise NotationError(f"cannot read {what} {text!r} in {whole!r}: write it with the digits 0–9") from None


def _parse_where(text: str, own: int, whole: str) -> tuple[int, int]:
    m = _WHERE.match(text)
    if not m:
        raise NotationError(f"unknown place {text!r} in {whole!r}; use board, ground, big, small or jackpot")
    kind = KINDS.index(m.group(1))
    if m.group(2) and kind in (GROUND, JACKPOT):
        raise NotationError(f"{m.group(1)!r} takes no board number in {whole!r}")
    return kind, (int(m.group(2)) if m.group(2) else own) if kind not in (GROUND, JACKPOT) else NOWHERE


def parse_outcome(text: str, own: int) -> ThrowOutcome:
    """An outcome as typed by a referee, e.g. "bounce big" or "board+knock 2 ground"."""
    whole = text
    parts = [p.strip() for p in text.strip().lower().split("+")]
    first = parts[0].split()
    bounced = bool(first) and first[0] in ("bounce", "bounced")
    if bounced:
        first = first[1:]
    if len(first) != 1:
        raise NotationError(f"cannot read {whole!r} as a throw outcome; e.g. board, ground, big, "
                            "bounce small, board+knock 1 small")
    thrown = _parse_where(first[0], own, whole)
    if bounced and thrown[0] not in (BIG, SMALL, JACKPOT):
        raise NotationError(f"'bounce' only matters for a puck that ends in a hole: {whole!r}")
    knocks = []
    for part in parts[1:]:
        m = _KNOCK.match(part)
        if not m:
            raise NotationError(f"cannot read {part!r} in {whole!r}; write knock <n> [board<b>>]<place>")
        n = int(m.group(1))
        if n < 1:
            raise NotationError(f"a knock moves at least one puck, not {n}: {whole!r}")
        frm = int(m.group(2)) if m.group(2) else own
        kind, to = _parse_where(m.group(3), own, whole)
        knocks.append((frm, kind, to, n))
    return outcome(thrown, bounced, knocks)


def parse(text: str, own: int, referee: bool) -> object:
    """Parse `text` for a thrower whose board is `own`."""
    if not isinstance(text, str):
        raise NotationError(f"expected action text, got {text!r}")
    t = " ".join(text.strip().lower().split())
    if t in ("next", "next round"):
        return NEXT
    if t.startswith("aim "):
        body = t[4:].strip()
        nums = body.split()
        if len(nums) == 4:
            y, e, s, w = (_float(x, name, text) for x, name in zip(nums, ("yaw", "elevation", "speed", "spin"),
                                                                    strict=True))
            return Aim.of(y, e, s, w)
        m = _TARGET.match(body)
        if m:
            return Target(m.group(1), int(m.group(2)) if m.group(2) else None)
        m = _POINT.match(body.replace(" ", ""))
        if m:
            u, v = _float(m.group(1), "u", text), _float(m.group(2), "v", text)
            return Target("point", int(m.group(3)) if m.group(3) else None, round(u, 3), round(v, 3))
        raise NotationError(f"cannot read the aim {text!r}; write aim big|small|plank|jackpot, "
                            "aim <u>,<v> or aim <yaw> <elevation> <speed> <spin>")
    if t.startswith("throw "):
        m = re.match(r"^throw (.+?) => (.+?) @ (.+)$", t)
        if not m:
            raise NotationError(f"cannot read {text!r}; write throw <aim> => <outcome> @ <pucks>")
        aim: Aim | None = None
        if m.group(1) != "-":
            a = parse("aim " + m.group(1), own, referee)
            if not isinstance(a, Aim):
                raise NotationError(f"a recorded throw needs a numeric aim: {text!r}")
            aim = a
        result = parse_outcome(m.group(2), own)
        rest: list[tuple[int, int, int]] = []
        if m.group(3).strip() != "-":
            for item in m.group(3).split():
                r = _REST.match(item)
                if not r:
                    raise NotationError(f"cannot read the puck {item!r} in {text!r}; write <board|g>:<x>,<y>")
                rest.append((-1 if r.group(1) == "g" else int(r.group(1)), int(r.group(2)), int(r.group(3))))
        return Throw(aim, result, tuple(sorted(rest)))
    if referee:
        return Throw(None, parse_outcome(t, own), None)
    raise NotationError(f"cannot read {text!r} as a trigono action; write aim big, aim small, "
                        "aim <u>,<v>, aim <yaw> <elevation> <speed> <spin>, or next")
