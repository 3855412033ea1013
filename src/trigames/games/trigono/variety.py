"""`trigames trigono-variety`: which kind of shot is worth throwing, position by position (issue 21).

A suite of positions is drawn from two-player `target`–`target` matches at one skill: the thrower's
plank holds at least one puck (where a knock is possible at all). At each, an optimiser searches
three kinds of shot, each a family of aims found by inverse ballistics (`aiming.aim_at`):
  * **lob**: steep (45–60°), laid to rest on a hole's centre or a few cm beyond it;
  * **slide**: low (5–30°), laid to rest on the same points: it comes down short and slides in;
  * **knock**: a low throw through a lying puck of the plank towards a hole (`bots.knock_aim`).
An aim is worth the thrower's mean gain in pucks (collected − thrown) over the skill's noise draws,
every throw fully simulated (`contact.simulate`). Successive halving keeps the search fair: every
aim on `draws` shared draws, the best `keep` of each kind on four times as many more, then each
kind's best on `fresh` new draws shared by all three, so the kind that wins is not the one its
draws flattered. A kind is *clearly* best when it beats the runner-up by two standard errors.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from contextlib import nullcontext
from multiprocessing import Pool
from typing import Any

import numpy as np

from .aiming import SKILLS, aim_at, aim_problem
from .bots import knock_aim
from .contact import simulate
from .resolution import BOARD, outcome, resolve

KINDS = ("lob", "slide", "knock")
LOB_ELEVS = (45.0, 50.0, 55.0, 60.0)
SLIDE_ELEVS = (5.0, 10.0, 15.0, 20.0, 25.0, 30.0)
LOB_SHIFTS = (-0.03, 0.0, 0.03, 0.06, 0.09)  # rest point along the line of throw, from the hole's centre
SLIDE_SHIFTS = (0.0, 0.05, 0.10, 0.20)
KNOCK_SHOTS = tuple((e, x) for e in (0.0, 10.0, 20.0, 30.0, 40.0) for x in (0.05, 0.2, 0.4))  # elev, extra
KNOCKED = 3  # lying pucks of the plank tried, nearest a hole's rim first

Aim = tuple[float, float, float, float]


def _game(skill: str, constants: dict[str, float]) -> Any:
    from . import Trigono

    return Trigono(players=2, skill=skill, **constants)


def suite(game: Any, positions: int, seed: int) -> list[dict[str, Any]]:
    """`positions` views (the thrower's own) drawn from `target`–`target` matches where the
    thrower's plank holds a puck; the same seed gives the same suite."""
    from .bots import TargetAgent

    found: list[dict[str, Any]] = []
    m = 0
    while len(found) < 4 * positions and m < 40 * positions:
        bots = [TargetAgent(game, i, seed * 7919 + 2 * m + i) for i in range(2)]
        s = game.new_game(seed * 100_003 + m)
        while not s.is_terminal():
            p = s.current_player()
            v = s.view(p)
            if any(b == 0 for b, _, _ in v["pucks"] or ()):
                found.append(v)
            s.apply(bots[p].act(v, s.legal_actions()))
        m += 1
    return random.Random(seed).sample(found, min(positions, len(found)))


def menu(game: Any, view: dict[str, Any]) -> dict[str, list[Aim]]:
    """Every aim of each kind at this position (board 0's thrower)."""
    w, p = game.world, game.params
    tx, ty = w.throwers[0]

    def rest_on(x: float, y: float, elev: float) -> Aim:
        return aim_at(p, 1, w.layout, 0, round(x, 4), round(y, 4), elev)

    out: dict[str, list[Aim]] = {k: [] for k in KINDS}
    holes = [w.holes[i] for i in w.board_holes[0]]
    for hx, hy, *_ in holes:
        d = math.hypot(hx - tx, hy - ty)
        ux, uy = (hx - tx) / d, (hy - ty) / d
        out["lob"] += [rest_on(hx + ux * s, hy + uy * s, e) for e in LOB_ELEVS for s in LOB_SHIFTS]
        out["slide"] += [rest_on(hx + ux * s, hy + uy * s, e) for e in SLIDE_ELEVS for s in SLIDE_SHIFTS]
    lying = sorted(((x / 1000, y / 1000) for b, x, y in view["pucks"] if b == 0),
                   key=lambda q: min(math.hypot(q[0] - h[0], q[1] - h[1]) - h[2] for h in holes))
    for q in lying[:KNOCKED]:
        for hx, hy, *_ in holes:
            out["knock"] += [knock_aim(p, 1, w.layout, 0, q, (hx, hy), extra, elev) for elev, extra in KNOCK_SHOTS]
    return {k: [a for a in dict.fromkeys(v) if not aim_problem(*a)] for k, v in out.items()}


def gains(game: Any, view: dict[str, Any], aim: Aim, draws: np.ndarray) -> np.ndarray:
    """The thrower's gain in pucks for each noise draw (rows of 4 standard normals)."""
    w, sk = game.world, SKILLS[game.options["skill"]]
    lying = [(b, x / 1000, y / 1000) for b, x, y in view["pucks"]]
    me, hands = view["to_move"], list(view["hands"])
    out = np.empty(len(draws))
    for i, r in enumerate(draws):
        sim = simulate(w, lying, 0, aim[0] + r[0] * sk.yaw, aim[1] + r[1] * sk.elev,
                       aim[2] * (1 + r[2] * sk.speed), aim[3] + r[3] * sk.spin)
        knocks = [(b, kd, fb, 1) for (b, _, _), (kd, fb, _, _) in zip(lying, sim.finals, strict=True)
                  if b >= 0 and not (kd == BOARD and fb == b)]
        rz = resolve(hands, view["on_board"], view["ground"], me, outcome(sim.thrown[:2], sim.bounced, knocks))
        out[i] = rz.hands[me] - hands[me]
    return out


def best_shot(job: tuple[str, dict[str, float], dict[str, Any], int, int, int, int]) -> dict[str, Any]:
    """The optimiser at one position: each kind's best aim and its gain on fresh draws."""
    skill, constants, view, seed, draws, keep, fresh = job
    game = _game(skill, constants)
    rng = np.random.default_rng(seed)
    first, more, last = (rng.standard_normal((n, 4)) for n in (draws, 4 * draws, fresh))
    best: dict[str, tuple[Aim, np.ndarray]] = {}
    for kind, aims in menu(game, view).items():
        if not aims:
            continue
        scored = sorted(((float(gains(game, view, a, first).mean()), a) for a in aims), reverse=True)[:keep]
        deeper = [(a, (m * draws + gains(game, view, a, more).sum()) / (5 * draws)) for m, a in scored]
        aim = max(deeper, key=lambda t: t[1])[0]
        best[kind] = (aim, gains(game, view, aim, last))
    ranked = sorted(best, key=lambda k: -best[k][1].mean())
    top = ranked[0]
    clear = len(ranked) == 1
    if len(ranked) > 1:
        d = best[top][1] - best[ranked[1]][1]
        clear = bool(d.mean() > 2 * d.std(ddof=1) / math.sqrt(len(d)))
    lying = sum(1 for b, _, _ in view["pucks"] if b == 0)
    return {"best": top, "clear": clear, "lying": lying,
            "gain": {k: round(float(v[1].mean()), 4) for k, v in best.items()},
            "aim": {k: v[0] for k, v in best.items()}}


def lob_rates(skill: str = "club", throws: int = 2000, seed: int = 0,
              constants: dict[str, float] | None = None) -> dict[str, float]:
    """Where a 55° lob at the big hole ends on an empty plank (what the constants do to the
    plank's holding): shares of big, small, plank, ground (a bounced hole puck counts as ground)."""
    from .resolution import BIG, GROUND, SMALL

    game = _game(skill, constants or {})
    aim = aim_at(game.params, 1, game.world.layout, 0, *game.world.holes[0][:2])
    rng = np.random.default_rng(seed)
    sk = SKILLS[skill]
    count: Counter[str] = Counter()
    names = {BIG: "big", SMALL: "small", BOARD: "plank", GROUND: "ground"}
    for r in rng.standard_normal((throws, 4)):
        sim = simulate(game.world, [], 0, aim[0] + r[0] * sk.yaw, aim[1] + r[1] * sk.elev,
                       aim[2] * (1 + r[2] * sk.speed), aim[3] + r[3] * sk.spin)
        count["ground" if sim.bounced else names[sim.thrown[0]]] += 1
    return {k: count[k] / throws for k in ("big", "small", "plank", "ground")}


def measure(positions: int = 100, seed: int = 0, skill: str = "club", draws: int = 60, keep: int = 3,
            fresh: int = 400, workers: int = 2, done: Callable[[], None] | None = None,
            **constants: float) -> list[dict[str, Any]]:
    """The optimiser's verdict at each position of the suite, in the suite's order; `done` is
    called as each position is finished (a progress bar)."""
    game = _game(skill, constants)
    views = suite(game, positions, seed)
    jobs = [(skill, constants, v, seed * 1_000 + i, draws, keep, fresh) for i, v in enumerate(views)]
    out: list[dict[str, Any]] = []
    with Pool(workers) if workers > 1 else nullcontext() as pool:
        for r in (pool.imap(best_shot, jobs) if pool is not None else map(best_shot, jobs)):
            out.append(r)
            if done is not None:
                done()
    return out


def table(results: list[dict[str, Any]]) -> str:
    """Share of positions where each kind is best (and clearly best), overall and by crowding."""
    classes = (("all", lambda n: True), ("1–2 pucks on the plank", lambda n: n <= 2),
               ("3–5", lambda n: 3 <= n <= 5), ("6 or more", lambda n: n >= 6))
    lines = ["| positions | n | " + " | ".join(f"{k}: best (clearly)" for k in KINDS) + " |",
             "|---|---|" + "---|" * len(KINDS)]
    for name, keep in classes:
        rs = [r for r in results if keep(r["lying"])]
        if not rs:
            continue
        best, clear = Counter(r["best"] for r in rs), Counter(r["best"] for r in rs if r["clear"])
        cells = [f"{100 * best[k] / len(rs):.0f} % ({100 * clear[k] / len(rs):.0f} %)" for k in KINDS]
        lines.append(f"| {name} | {len(rs)} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def variety(positions: int = 100, seed: int = 0, skill: str = "club", draws: int = 60, keep: int = 3,
            fresh: int = 400, workers: int = 2, restitution: float | None = None,
            friction_wood: float | None = None, friction_floor: float | None = None,
            release_height: float | None = None) -> None:
    """Over POSITIONS positions of `target`–`target` matches at SKILL with a puck on the thrower's
    plank, the share where a steep lob, a low slide or a knock is the optimiser's best shot.
    The plank's constants may be changed for the run (e.g. --restitution 0.1)."""
    import os

    from trigames.core import OptionError

    for name, value, low, high in (("--positions", positions, 1, 100_000), ("--draws", draws, 1, 100_000),
                                   ("--keep", keep, 1, 1_000), ("--fresh", fresh, 2, 1_000_000),
                                   ("--workers", workers, 1, max(1, os.cpu_count() or 1) * 4),
                                   ("--seed", seed, 0, 2**63 - 1)):
        if not low <= value <= high:
            raise OptionError(f"{name} must be {low:,}–{high:,}, got {value}")
    if skill not in SKILLS:
        raise OptionError(f"--skill must be one of {', '.join(SKILLS)}, got {skill!r}")
    given = {"restitution": restitution, "friction_wood": friction_wood, "friction_floor": friction_floor,
             "release_height": release_height}
    constants = {k: v for k, v in given.items() if v is not None}
    _game(skill, constants)  # the game's own checks of the constants, before any work
    import sys

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    bar = Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   console=Console(stderr=True), transient=True, disable=not sys.stderr.isatty())
    with bar:  # a position is seconds of full simulations: say how far the run is
        task = bar.add_task("positions", total=positions)
        results = measure(positions, seed, skill, draws, keep, fresh, workers, lambda: bar.advance(task), **constants)
    print(f"{len(results)} positions, {skill}, seed {seed}, constants {constants or 'as the rules'}:")
    print(table(results))
    mean = {k: np.mean([r["gain"].get(k, np.nan) for r in results]) for k in KINDS}
    print("mean gain of each kind's best, pucks per throw: "
          + ", ".join(f"{k} {v:+.3f}" for k, v in mean.items()))
    rates = lob_rates(skill, constants=constants)
    print("a 55° lob at the big hole, empty plank (2,000 throws): "
          + ", ".join(f"{k} {100 * v:.1f} %" for k, v in rates.items()))


__all__ = ["KINDS", "best_shot", "lob_rates", "measure", "menu", "suite", "table", "variety"]
