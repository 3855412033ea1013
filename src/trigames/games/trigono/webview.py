"""What the browser's Trigono board needs from the engine, so that no constant is copied into JS:
the field's geometry (in the view) and, for the seat to throw, each target's aim and the aiming
model of its board and skill (in the action details): for a lob and a slide, rows of (distance
from the thrower, speed, spread along and across the line of throw) computed with the engine's
own noise-free physics (`aiming.rest_point`) and skill noise (`aiming.SKILLS`)."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from . import notation as N
from .aiming import DEFAULT_SPIN, SKILLS, SPEED_RANGE, TARGET_ELEVATION, YAW_LIMIT, aim_at, holeless, rest_point
from .geometry import Params, World
from .resolution import BIG

if TYPE_CHECKING:
    from .rules import TrigonoState

SLIDE_ELEVATION = 10.0  # degrees: a low throw that slides in (docs/trigono.md: "slide onto the plank")
STEP = 0.05  # metres between the rows of the lob's table


def _mm(v: float) -> int:
    return round(v * 1000)


def field_json(world: World) -> dict[str, Any]:
    """The field in mm (world x/y on the floor): planks, holes, the notch, throwers, the room."""
    return _field(world.params, len(world.planks), world.layout)


@lru_cache(maxsize=32)
def _field(params: Params, boards: int, layout: str) -> dict[str, Any]:
    w = World(params, boards, layout)
    return {
        "planks": [{"corners": [[_mm(x), _mm(y)] for x, y in pl.corners], "facing": [pl.nx, pl.ny]}
                   for pl in w.planks],
        "holes": [{"x": _mm(x), "y": _mm(y), "r": _mm(r), "kind": "big" if kind == BIG else "small", "board": b}
                  for x, y, r, kind, b in w.holes],
        "notch": _mm(w.notch), "jackpot": w.jackpot, "puck": _mm(w.r),
        "throwers": [[_mm(x), _mm(y)] for x, y in w.throwers],
        "room": [_mm(v) for v in w.bounds],
    }


def _along(w: World, board: int, e: float, v: float) -> float:
    """Distance from the thrower at which a noise-free throw comes to rest (holes ignored)."""
    tx, ty = w.throwers[board]
    x, y = rest_point(w, board, 0.0, e, v)
    return math.hypot(x - tx, y - ty)


@lru_cache(maxsize=64)
def aiming_model(params: Params, boards: int, layout: str, board: int, skill: str) -> dict[str, Any]:
    """Rows [distance mm, speed m/s, spread along mm, spread across mm] (1 s.d.) for a lob
    (point targets, inverse ballistics at 55°) and a slide (10°, by speed), along the line to the
    board; the spread from the skill's s.d. of speed, elevation and yaw."""
    w = holeless(params, boards, layout)
    sk = SKILLS[skill]
    pl = w.planks[board]
    h = w.height
    near, far = params.throw_distance - 0.5, params.throw_distance + (2 * h if w.jackpot else h) + 0.5

    def row(d: float, v: float, e: float) -> list[float]:
        dv = (_along(w, board, e, v * (1 + sk.speed)) - _along(w, board, e, v * (1 - sk.speed))) / 2
        de = (_along(w, board, e + sk.elev, v) - _along(w, board, e - sk.elev, v)) / 2
        return [_mm(d), round(v, 4), _mm(math.hypot(dv, de)), _mm(d * math.tan(math.radians(sk.yaw)))]

    lob: list[list[float]] = []
    n = round((far - near) / STEP)
    tx, ty = w.throwers[board]
    for i in range(n + 1):
        d = near + i * STEP
        speed = aim_at(params, boards, layout, board, tx + pl.nx * d, ty + pl.ny * d)[2]
        lob.append(row(d, speed, TARGET_ELEVATION))
    slide: list[list[float]] = []
    v = SPEED_RANGE[0] + 2.5
    while v <= 9.0:
        d = _along(w, board, SLIDE_ELEVATION, v)
        if near <= d <= far + 0.5 and (not slide or d > slide[-1][0] / 1000):
            r = row(d, v, SLIDE_ELEVATION)
            if r[2] < 600:  # not across a jump (onto a plank's edge): no ellipse means anything there
                slide.append(r)
        v += 0.05
    return {"board": board, "skill": skill, "thrower": [_mm(tx), _mm(ty)], "facing": [pl.nx, pl.ny],
            "yaw_limit": YAW_LIMIT, "spin": DEFAULT_SPIN, "noise": {"speed": sk.speed, "yaw": sk.yaw, "elev": sk.elev},
            "lob": {"elev": TARGET_ELEVATION, "rows": lob}, "slide": {"elev": SLIDE_ELEVATION, "rows": slide}}


def action_details(state: TrigonoState, action: Any) -> dict[str, Any]:
    """A legal action described for the board: a target with its point (mm) and aim, and the
    aiming model of the thrower; an aim of its own with the point its noise-free throw comes to rest
    on (a replay draws the aims judged); the next round; or a refereed outcome."""
    if action == N.NEXT:
        return {"kind": "next"}
    if isinstance(action, N.Aim):  # an aim of its own: where its noise-free throw comes to rest (holes ignored)
        w = state.game.world
        x, y = rest_point(holeless(state.game.params, state.B, w.layout), state.board_of[state.player],
                          action.yaw, action.elev, action.speed)
        return {"kind": "aim", "x": _mm(x), "y": _mm(y)}
    if not isinstance(action, N.Target):
        return {"kind": "outcome"}
    g, p = state.game, state.player
    w = g.world
    aim = state.aim_of(action)
    board = state.board_of[p] if action.board is None else action.board
    pl = w.planks[board]
    if action.kind in ("big", "small"):
        x, y = w.holes[w.board_holes[board][0 if action.kind == "big" else 1]][:2]
    elif action.kind == "jackpot":
        x, y = 0.0, 0.0
    elif action.kind == "plank":
        x, y = pl.world(0.0, (g.params.big_hole_distance + g.params.small_hole_distance) / 2)
    else:
        x, y = pl.world(action.u, action.v)
    out: dict[str, Any] = {"kind": "target", "target": action.kind, "x": _mm(x), "y": _mm(y),
                           "aim": [aim.yaw, aim.elev, aim.speed, aim.spin]}
    if action == g.menu[0]:  # the model once per message: the first target carries it
        out["model"] = aiming_model(g.params, state.B, w.layout, state.board_of[p], g.skills[p])
    return out
