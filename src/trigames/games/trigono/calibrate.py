"""`trigames trigono-calibrate`: measured hit rates per skill level and target, and a landing
heat map (matplotlib PNG)."""

from __future__ import annotations

import random
from collections import Counter


def calibrate(throws: int = 2000, out: str = "trigono-heatmap.png", seed: int = 0,
              elevation: float = 55.0) -> None:
    """Simulate THROWS throws per skill level and target on an empty plank; print the hit rates
    and save where the pucks came to rest as a heat map PNG to OUT."""
    import math

    from trigames.core import OptionError
    from trigames.core.files import FIGURE_SUFFIXES, check_output, save_figure

    if not 1 <= throws <= 1_000_000:
        raise OptionError(f"--throws must be 1–1,000,000, got {throws}")
    if not (math.isfinite(elevation) and 5.0 <= elevation <= 85.0):
        raise OptionError(f"--elevation must be an angle in degrees in [5, 85], got {elevation:g}")
    check_output(out, "--out", FIGURE_SUFFIXES)  # before the simulation, not after
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.patches
    import matplotlib.pyplot as plt
    from rich.console import Console
    from rich.table import Table

    from .aiming import SKILLS, aim_at, noisy
    from .contact import simulate
    from .geometry import Params, World
    from .resolution import BIG, BOARD, GROUND, SMALL

    params = Params()
    world = World(params, 1)
    pl = world.planks[0]
    targets = {"big": world.holes[0][:2], "small": world.holes[1][:2],
               "plank": pl.world(0.0, (params.big_hole_distance + params.small_hole_distance) / 2)}
    table = Table(title=f"Trigono hit rates, {throws} simulated throws each (elevation {elevation:g}°)")
    for head in ("skill", "target", "big hole", "small hole", "on the plank", "ground", "bounced in"):
        table.add_column(head, justify="left" if head in ("skill", "target") else "right")
    fig, axes = plt.subplots(1, len(SKILLS), figsize=(5 * len(SKILLS), 5), squeeze=False)
    for col, (name, skill) in enumerate(SKILLS.items()):
        xs: list[float] = []
        ys: list[float] = []
        for tname, (tx, ty) in targets.items():
            aim = aim_at(params, 1, "row", 0, tx, ty, elevation)
            rng = random.Random(f"{seed}/{name}/{tname}")
            count: Counter[str] = Counter()
            for _ in range(throws):
                r = simulate(world, [], 0, *noisy(rng, skill, *aim))
                kind: int = r.thrown[0]
                if kind in (BIG, SMALL) and r.bounced:
                    count["bounced"] += 1
                else:
                    count[{BIG: "big", SMALL: "small", BOARD: "plank", GROUND: "ground"}.get(kind, "other")] += 1
                if tname == "big":
                    xs.append(r.thrown[2])
                    ys.append(r.thrown[3])
            pct = {k: f"{100 * v / throws:.1f}%" for k, v in count.items()}
            table.add_row(name, tname, *(pct.get(k, "0.0%") for k in ("big", "small", "plank", "ground",
                                                                    "bounced")))
        ax = axes[0][col]
        ax.hist2d(xs, ys, bins=60, range=[[-0.8, 0.8], [-0.6, 1.2]], cmap="magma")
        tri = [*pl.corners, pl.corners[0]]
        ax.plot([c[0] for c in tri], [c[1] for c in tri], color="cyan", lw=1)
        for hx, hy, rad, _, _ in world.holes:
            ax.add_patch(matplotlib.patches.Circle((hx, hy), rad, fill=False, color="lime", lw=1))
        ax.set_title(f"{name}: rest points aiming at the big hole")
        ax.set_aspect("equal")
    fig.tight_layout()
    fig.set_dpi(80)
    save_figure(fig, out)
    plt.close(fig)
    Console().print(table)
    Console().print(f"heat map saved to {out}")
