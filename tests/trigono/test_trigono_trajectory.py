"""The browser's animation ends where the engine says each puck ended (issue 10).

Hundreds of throws from random crowded positions (pucks laid by recorded throws, which never
simulate) with random aims, and 150 flat throws at pucks on the floor (knocks are rare otherwise):
the last frame of every path sent is the resolved place of that puck (its place in the view to the
mm, or inside the right hole below the plank's top), and every puck the path does not move still
lies where it lay."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

import trigames
from trigames.games.trigono import notation as N
from trigames.games.trigono.resolution import BIG, BOARD, GROUND, JACKPOT, SMALL, outcome, resolve

KINDS = {"big": BIG, "small": SMALL, "jackpot": JACKPOT, "board": BOARD, "ground": GROUND}


def _crowd(s, rng: random.Random, n: int) -> None:
    """Lay `n` pucks by recorded throws: on the thrower's plank near its holes, or on the floor."""
    w = s.game.world
    for _ in range(n):
        if s.is_terminal() or s.decision() != "THROW" or s.hands[s.player] < 2:
            return
        b = s.board_of[s.player]
        pl = w.planks[b]
        if rng.random() < 0.75:
            for _ in range(50):
                x, y = pl.world(rng.uniform(-0.2, 0.2), rng.uniform(0.02, 0.45))
                if w.plank_at(x, y) == b and w.hole_at(x, y, -w.r) < 0 and _free(s, x, y, w.r):
                    break
            else:
                continue
            where, target = (BOARD, b), b
        else:
            x, y = pl.world(rng.uniform(-0.6, 0.6), rng.uniform(-0.4, -0.05))
            if not _free(s, x, y, w.r):
                continue
            where, target = (GROUND, -1), -1
        rest = tuple(sorted([*s.pucks, (target, round(x * 1000), round(y * 1000))]))
        s.apply(N.Throw(N.Aim(0.0, 55.0, 5.0, 15.0), outcome(where), rest))


def _free(s, x: float, y: float, r: float) -> bool:
    return all((x - px / 1000) ** 2 + (y - py / 1000) ** 2 > (2 * r + 0.003) ** 2 for _, px, py in s.pucks)


def _aim(s, rng: random.Random) -> object:
    w = s.game.world
    pl = w.planks[s.board_of[s.player]]
    if s.pucks and rng.random() < 0.35:  # a slide straight at a lying puck: knocks
        _, px, py = rng.choice(s.pucks)
        tx, ty = w.throwers[s.board_of[s.player]]
        dx, dy = px / 1000 - tx, py / 1000 - ty
        yaw = math.degrees(math.atan2(pl.nx * dy - pl.ny * dx, pl.nx * dx + pl.ny * dy))
        return N.Aim.of(max(-60.0, min(60.0, yaw + rng.uniform(-1, 1))), rng.choice([0.0, 5.0, 10.0]),
                        rng.uniform(4.8, 7.5), rng.uniform(-40, 40))
    if s.pucks and rng.random() < 0.4:  # a lob at a lying puck
        _, px, py = rng.choice(s.pucks)
        u, v = pl.local(px / 1000, py / 1000)
        return N.Target("point", None, round(u + rng.uniform(-0.04, 0.04), 3), round(v + rng.uniform(-0.04, 0.04), 3))
    r = rng.random()
    if r < 0.3:
        return N.Target(rng.choice(["big", "small", "plank"] + (["jackpot"] if w.jackpot else [])))
    if r < 0.6:
        return N.Aim.of(rng.uniform(-6, 6), rng.choice([0.0, 10.0, rng.uniform(0, 70)]), rng.uniform(3.5, 7), 15.0)
    return N.Target("point", None, round(rng.uniform(-0.3, 0.3), 3), round(rng.uniform(-0.2, 0.6), 3))


def check_motion(s, m: dict) -> None:
    """The paths' ends against the state after the throw (independently of `trajectory`)."""
    w = s.game.world
    done = s.history[-1]
    assert m["ply"] == len(s.history) - 1
    ends = {p["puck"]: p for p in m["paths"]}
    assert -1 in ends
    for p in m["paths"]:
        times = [f[0] for f in p["frames"]]
        assert times == sorted(times) and 2 <= len(p["frames"]) <= 60
    # holes: the last frame is over the hole of that kind and board, below the plank's top
    into = Counter()
    for i, p in ends.items():
        kind = KINDS[p["end"]]
        _, x, y, z = p["frames"][-1]
        if kind in (BIG, SMALL):
            h = w.holes[w.hole_at(x / 1000, y / 1000)]
            assert (h[3], h[4]) == (kind, p["board"]) and z < 0
        elif kind == JACKPOT:
            assert w.in_jackpot(x / 1000, y / 1000) and z < 0
        if i >= 0 and kind in (BIG, SMALL, JACKPOT):
            into[(m["before"][i][0], kind, p["board"])] += 1
    thrown = ends[-1]
    if thrown.get("placed"):
        assert done.result.bounced and done.result.thrown[0] in (BIG, SMALL, JACKPOT)
    else:
        assert (KINDS[thrown["end"]], thrown["board"]) == done.result.thrown
    # knocks into holes (knocks onto another board or the ground: the lying pucks, below)
    assert into == Counter({(f, k, t): n for f, k, t, n in done.result.knocked if k not in (BOARD, GROUND)})
    # every puck left lying: exactly the view's pucks, to the mm
    before = s.game.new_game(s.seed)
    for a in s.history[:-1]:
        before.apply(a)
    res = resolve(before.hands, before.on_board, before.ground, before.player, done.result)
    lying = [tuple(q) for i, q in enumerate(m["before"]) if i not in ends]
    for p in m["paths"]:
        if p["end"] in ("board", "ground"):
            _, x, y, _ = p["frames"][-1]
            lying.append((p["board"], x, y))
    lying = [q for q in lying if not (q[0] in res.boards_collected or (q[0] < 0 and res.ground_collected))]
    assert sorted(lying) == sorted(tuple(q) for q in s.view(0)["pucks"])


@pytest.mark.parametrize(("players", "layout", "throws", "hits"),
                         [(2, "row", 400, 8), (5, "row", 100, 1), (6, "hexagon", 100, 1)])
def test_last_frame_is_the_resolved_position(players: int, layout: str, throws: int, hits: int) -> None:
    g = trigames.make("trigono", players=players, layout=layout)
    rng = random.Random(players * 7919)
    done = contacts = moved = 0
    while done < throws:
        s = g.new_game(rng.getrandbits(40))
        _crowd(s, rng, rng.randrange(0, 9))
        for _ in range(rng.randrange(1, 6)):
            if s.is_terminal() or s.decision() not in ("THROW", "FINAL_THROW"):
                break
            s.apply(_aim(s, rng))
            m = s.last_motion()
            assert m is not None, f"no path for {s.action_to_string(s.history[-1])}"
            check_motion(s, m)
            done += 1
            contacts += len(m["paths"]) > 1
            moved += len(m["paths"]) - 1
    assert contacts >= hits and moved >= hits  # throws that moved lying pucks (knocks are rare: docs/trigono.md)


def test_knocks_end_where_the_engine_says() -> None:
    """Pucks on the floor in front of the plank and flat throws at them: many pucks knocked."""
    g = trigames.make("trigono", players=2)
    w = g.world
    rng = random.Random(77)
    knocked = 0
    for _ in range(150):
        s = g.new_game(rng.getrandbits(40))
        pl = w.planks[0]
        for _ in range(rng.randrange(2, 8)):
            x, y = pl.world(rng.uniform(-0.08, 0.08), rng.uniform(-0.6, -0.04))
            if _free(s, x, y, w.r):
                rest = tuple(sorted([*s.pucks, (-1, round(x * 1000), round(y * 1000))]))
                s.apply(N.Throw(N.Aim(0.0, 55.0, 5.0, 15.0), outcome((GROUND, -1)), rest))
        s.apply(N.Aim.of(rng.uniform(-1, 1), rng.choice([-5.0, 0.0, 0.0, 10.0]), rng.uniform(4.5, 5.6),
                         rng.uniform(-40, 40)))
        m = s.last_motion()
        assert m is not None, s.action_to_string(s.history[-1])
        check_motion(s, m)
        knocked += len(m["paths"]) > 1
    assert knocked >= 25


def test_no_motion_without_a_simulated_throw() -> None:
    g = trigames.make("trigono", players=2)
    s = g.new_game(1)
    assert s.last_motion() is None
    s.apply(N.Throw(N.Aim(0.0, 55.0, 5.0, 15.0), outcome((GROUND, -1)), ((-1, 0, -300),)))
    assert s.last_motion() is None  # an invented record: its simulation disagrees, so no path is sent
    r = trigames.make("trigono", players=2, referee=True).new_game(1)
    r.apply(r.parse_action("big"))
    assert r.last_motion() is None
