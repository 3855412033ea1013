"""Physical sanity of the full simulation, over many throws into random crowded fields
(`trigames trigono-sanity`; the tests run a small version): no two pucks overlap at rest, no
puck is inside a plank or beyond a wall, every puck is accounted for, no stepped phase gains
energy, and the same throw gives the same result. Issue 21: the **recorded** state is checked
too (the places `resting.places` gives, to the mm, with a bounced hole puck put on the floor):
no two pucks of one level closer than a diameter − 0.5 mm, and no flight step (analytic arcs
every 0.5 ms below the plank's top face, every step of the stepped phase) with a puck's disc
more than 0.5 mm into a plank's outline while its bottom face is more than 0.5 mm below the top
face. The recorded state is checked as a record holds it: written in the notation
(`throw … @ pucks`) and read back, with every puck accounted for (none created or lost).
`--matches N` also plays N `target`–`target` matches at each skill and checks every flight and
every recorded state of them, each throw's record read back into a second copy of the match.
Every count is printed, zeros included."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from typing import Any

from . import notation as N
from .aiming import SKILLS, aim_at, noisy
from .contact import Puck, simulate
from .geometry import G, Params, World
from .physics import Arc
from .resolution import BIG, BOARD, GROUND, JACKPOT, NOWHERE, SMALL, outcome
from .resting import depth, outlines, places
from .resting import problems as recorded_problems

TOL = 3e-4  # metres: pymunk's collision slop (1e-4) and the solver's residue


def random_field(rng: random.Random, world: World, n_board: int, n_ground: int) -> list[Puck]:
    """Up to `n_board` pucks lying on the planks (not over a hole) and `n_ground` on the floor near
    them, all at least one diameter apart."""
    out: list[Puck] = []
    d2 = (2 * world.r) ** 2
    B = len(world.planks)
    for want, on_board in ((n_board, True), (n_ground, False)):
        placed = 0
        for _ in range(50 * want):
            if placed == want:
                break
            pl = world.planks[rng.randrange(B)]
            if on_board:
                x, y = pl.world(rng.uniform(-0.25, 0.25), rng.uniform(0.0, world.height))
                b = world.plank_at(x, y)
                if b < 0 or world.hole_at(x, y, -world.r) >= 0 or world.plank_at(x, y) != b:
                    continue
            else:
                x, y = world.push_out(*pl.world(rng.uniform(-0.6, 0.6), rng.uniform(-0.5, 0.7)))
                b = -1
                if world.in_obstacle(x, y) >= 0:
                    continue
            if all((b >= 0) != (q[0] >= 0) or (x - q[1]) ** 2 + (y - q[2]) ** 2 >= d2 for q in out):
                out.append((b, x, y))
                placed += 1
    return out


def problems(world: World, finals: list[tuple[int, int, float, float]]) -> list[str]:
    """What is physically wrong with these resting places."""
    out = []
    r = world.r
    x0, x1, y0, y1 = world.bounds
    rest = [f for f in finals if f[0] in (BOARD, GROUND)]
    for i, (k, b, x, y) in enumerate(rest):
        if not (x0 + r - TOL <= x <= x1 - r + TOL and y0 + r - TOL <= y <= y1 - r + TOL):
            out.append(f"beyond a wall at ({x:.3f}, {y:.3f})")
        if k == BOARD and (world.plank_at(x, y) != b or world.hole_at(x, y) >= 0):
            out.append(f"on board {b} but not on its top face at ({x:.3f}, {y:.3f})")
        if k == GROUND and any(depth(x, y, poly) > TOL - r for poly in outlines(world)):
            out.append(f"on the floor inside a plank at ({x:.3f}, {y:.3f})")
        for k2, _, x2, y2 in rest[i + 1:]:
            if k2 == k and math.hypot(x - x2, y - y2) < 2 * r - TOL:
                out.append(f"two pucks overlap at rest: ({x:.4f}, {y:.4f}) and ({x2:.4f}, {y2:.4f})")
    return out


def random_throw(rng: random.Random, world: World, lying: list[Puck],
                 ) -> tuple[int, tuple[float, float, float, float]]:
    """A throw by a random board at a hole, a lying puck or a plank spot, lobbed or slid."""
    B = len(world.planks)
    board = rng.randrange(B)
    p = world.params
    targets = [h[:2] for h in world.holes] + [q[1:] for q in lying if q[0] >= 0]
    pl = world.planks[board]
    targets.append(pl.world(rng.uniform(-0.2, 0.2), rng.uniform(0.0, 0.5)))
    tx, ty = rng.choice(targets)
    elev = rng.choice((10.0, 20.0, 30.0, 45.0, 55.0, 65.0))
    aim = aim_at(p, B, world.layout, board, round(tx, 4), round(ty, 4), elev)
    speed = aim[2] * rng.choice((0.9, 1.0, 1.0, 1.1, 1.3))
    skill = SKILLS[rng.choice(tuple(SKILLS))]
    return board, noisy(rng, skill, aim[0], aim[1], speed, aim[3])


class FlightCheck:
    """Counts flight samples with a puck inside a plank: its bottom face more than `tol` below the
    top face and its disc more than `tol` into a plank's outline (the centre within r − tol)."""

    def __init__(self, world: World, tol: float = 5e-4) -> None:
        self.polys = outlines(world)
        r = world.r
        self.boxes = [(min(x for x, _ in p) - r, max(x for x, _ in p) + r,
                       min(y for _, y in p) - r, max(y for _, y in p) + r) for p in self.polys]
        self.lim, self.h = tol - r, world.z_top - tol

    def inside(self, x: float, y: float, z: float) -> bool:
        if z >= self.h:
            return False
        return any(x0 <= x <= x1 and y0 <= y <= y1 and depth(x, y, poly) > self.lim
                   for poly, (x0, x1, y0, y1) in zip(self.polys, self.boxes, strict=True))

    def arc(self, a: Arc) -> int:
        """Samples (every 0.5 ms) of an analytic flight below the top face that are inside a plank."""
        x, y, z, vx, vy, vz, T = a
        h = self.h
        if z < h:
            t0 = 0.0
        else:
            d = vz * vz + 2 * G * (z - h)
            t0 = (vz + math.sqrt(d)) / G
            if t0 >= T:
                return 0
        ax, bx = sorted((x + vx * t0, x + vx * T))
        ay, by = sorted((y + vy * t0, y + vy * T))
        if not any(ax <= x1 and bx >= x0 and ay <= y1 and by >= y0 for x0, x1, y0, y1 in self.boxes):
            return 0
        n = max(1, math.ceil((T - t0) / 5e-4))
        out = 0
        for k in range(n + 1):
            t = t0 + (T - t0) * k / n
            out += self.inside(x + vx * t, y + vy * t, z + vz * t - G * t * t / 2)
        return out

    def count(self, arcs: list[Arc], flights: list[tuple[float, float, float]]) -> int:
        return sum(self.arc(a) for a in arcs) + sum(self.inside(*f) for f in flights)


def recorded(world: World, lying: list[Puck], sim: Any, board: int) -> list[tuple[int, int, int]]:
    """The state a game would record after this throw if nothing were collected (`resting.places`:
    unmoved pucks first, a bounced hole puck on the floor in front of that board)."""
    still: list[Puck] = []
    moved: list[Puck] = []
    for (b, x, y), (kind, fb, fx, fy) in zip(lying, sim.finals, strict=True):
        if kind in (BOARD, GROUND):
            (still if (fb, fx, fy) == (b, x, y) else moved).append((fb, fx, fy))
    kind, tb = sim.thrown[:2]
    if kind in (BOARD, GROUND):
        moved.append((tb, sim.thrown[2], sim.thrown[3]))
    front = (tb if tb >= 0 else board) if sim.bounced and kind in (BIG, SMALL, JACKPOT) else None
    return places(world, still + moved, front)


def read_back(placed: list[tuple[int, int, int]], boards: int) -> N.Rest:
    """A recorded state as a record holds it: written in the notation (`throw … @ pucks`) and read
    back (the outcome there does not matter)."""
    text = N.to_string(N.Throw(None, outcome((GROUND, NOWHERE)), tuple(sorted(placed))), boards)
    t = N.parse(text, 0, False)
    assert isinstance(t, N.Throw) and t.rest is not None
    return t.rest


def run(throws: int = 1000, seed: int = 0, energy: bool = False) -> dict[str, Any]:
    """Simulate `throws` random throws into random fields (row of 1 or 2 boards, hexagon); count
    the problems found and what happened. The fields are recorded states (`resting.places`)."""
    rng = random.Random(seed)
    worlds = [World(Params(), 1), World(Params(), 2), World(Params(), 6, "hexagon")]
    checks = [FlightCheck(w) for w in worlds]
    count: Counter[str] = Counter()
    for k in ("throws", "stepped", "moved a lying puck", "bounced into a hole (placed on the floor)", "problems",
              "recorded overlaps", "recorded problems", "round-trip mismatches", "pucks created or lost",
              "flight steps inside a plank"):
        count[k] = 0
    examples: list[str] = []
    for i in range(throws):
        world = worlds[i % len(worlds)]
        field = random_field(rng, world, rng.randrange(0, 13), rng.randrange(0, 6))
        lying = [(b, x / 1000, y / 1000) for b, x, y in places(world, field)]
        board, aim = random_throw(rng, world, lying)
        trace: list[float] | None = [] if energy else None
        arcs: list[Arc] = []
        flights: list[tuple[float, float, float]] = []
        sim = simulate(world, lying, board, *aim, trace=trace, arcs=arcs, flights=flights)
        count["throws"] += 1
        count["stepped"] += sim.contact
        count["moved a lying puck"] += any(f[2:] != q[1:] for f, q in zip(sim.finals, lying, strict=True))
        count["bounced into a hole (placed on the floor)"] += sim.bounced and sim.thrown[0] in (BIG, SMALL, JACKPOT)
        bad = problems(world, [*sim.finals, sim.thrown])
        if len(sim.finals) != len(lying):
            bad.append("a puck was lost")
        if trace and any(b > a + 1e-9 * max(1.0, a) for a, b in itertools.pairwise(trace)):
            bad.append("energy rose during a step")
        inside = checks[i % len(worlds)].count(arcs, flights)
        count["flight steps inside a plank"] += inside
        if inside:
            bad.append(f"{inside} flight steps inside a plank")
        placed = recorded(world, lying, sim, board)
        back = read_back(placed, len(world.planks))
        rec = recorded_problems(world, list(back))
        count["recorded overlaps"] += sum("overlap" in r for r in rec)
        if back != tuple(sorted(placed)):
            rec.append(f"the record read back differs: {placed} -> {back}")
            count["round-trip mismatches"] += 1
        left = sum(f[0] in (BOARD, GROUND) for f in [*sim.finals, sim.thrown])
        if len(back) != left + (sim.bounced and sim.thrown[0] in (BIG, SMALL, JACKPOT)):
            rec.append(f"pucks created or lost: {len(back)} recorded, {left} left lying")
            count["pucks created or lost"] += 1
        count["recorded problems"] += bool(rec)
        bad += rec
        if bad:
            count["problems"] += 1
            if len(examples) < 10:
                examples.append(f"throw {i}: {world.layout} {len(world.planks)} board {board} aim {aim} "
                                f"lying {lying}: {bad[0]}")
    return {"counts": dict(count), "examples": examples}


def run_matches(matches: int, seed: int = 0, skills: tuple[str, ...] = tuple(SKILLS)) -> dict[str, Any]:
    """`matches` 2-player `target`–`target` matches at each skill (game seeds seed…seed+matches−1):
    every flight checked, and every recorded state as it is read back from the record: each
    recorded throw (`throw … => … @ pucks`) is written in the notation, read back and applied to a
    second copy of the match (the rules check it, nothing is simulated); that copy's `pucks` must
    equal the original's, be physically possible (`resting.problems`) and hold every puck in play
    (hands + boards + ground = every puck of the round)."""
    from . import Trigono

    count: Counter[str] = Counter()
    for k in ("match throws", "problems", "recorded overlaps", "recorded problems", "round-trip mismatches",
              "pucks created or lost", "flight steps inside a plank"):
        count[k] = 0
    examples: list[str] = []
    for skill in skills:
        game: Any = Trigono(2, skill=skill)
        w = game.world
        check = FlightCheck(w)
        seen = [0]

        def probe(arcs: list[Arc], flights: list[tuple[float, float, float]], check: FlightCheck = check,
                  seen: list[int] = seen) -> None:
            seen[0] += check.count(arcs, flights)

        game.on_flight = probe  # the rules' own simulation reports its flights: each throw simulated once
        every = 2 * game.pucks_per_player
        for m in range(seed, seed + matches):
            state: Any = game.new_game(m)
            again: Any = game.new_game(m)  # the match as read back from its record
            count[f"matches ({skill})"] += 1
            while not state.is_terminal():
                if state.decision() == "NEXT_ROUND":
                    state.apply(N.NEXT)
                    again.apply(again.parse_action(N.NEXT))
                    continue
                b = state.board_of[state.player]
                target = N.Target("big" if state.on_board[b] >= state.ground else "small")
                seen[0] = 0
                state.apply(target)
                text = state.action_to_string(state.history[-1])
                again.apply(again.parse_action(text))
                count["match throws"] += 1
                inside = seen[0]
                count["flight steps inside a plank"] += inside
                bad = recorded_problems(w, again.pucks)
                count["recorded overlaps"] += sum("overlap" in r for r in bad)
                if again.pucks != state.pucks:
                    bad.append(f"the record read back differs: {text!r}")
                    count["round-trip mismatches"] += 1
                if again.total_pucks() != every or len(again.pucks) != sum(again.on_board) + again.ground:
                    bad.append(f"pucks created or lost: {again.total_pucks()} in play, {len(again.pucks)} lying")
                    count["pucks created or lost"] += 1
                count["recorded problems"] += bool(bad)
                if inside:
                    bad.append(f"{inside} flight steps inside a plank")
                if bad:
                    count["problems"] += 1
                    if len(examples) < 10:
                        examples.append(f"{skill} match {m} ply {len(state.history) - 1}: {bad[0]}")
    return {"counts": dict(count), "examples": examples}


def sanity(throws: int = 100000, seed: int = 0, energy: bool = True, matches: int = 0) -> None:
    """Simulate THROWS random throws into random crowded fields and report physical problems
    (overlapping pucks at rest, pucks inside a plank or beyond a wall, lost pucks, and with
    ENERGY a step of the contact phase that gained energy), in the simulation and in the state a
    game records, read back from its notation (to the mm: pucks closer than a diameter − 0.5 mm,
    pucks created or lost, flight steps inside a plank); then MATCHES target–target matches at
    each skill, every recorded state read back from the record and checked, every flight checked."""
    res = run(throws, seed, energy)
    for k, v in res["counts"].items():
        print(f"{k}: {v}")
    for ex in res["examples"]:
        print(ex)
    if matches:
        mres = run_matches(matches, seed)
        for k, v in mres["counts"].items():
            print(f"matches, {k}: {v}")
        for ex in mres["examples"]:
            print(ex)
