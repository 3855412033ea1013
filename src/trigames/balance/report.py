"""The balance report as charts (matplotlib) and one self-contained HTML page.

Charts: the win share of each place in the turn order with its 95 % interval and the fair share,
per variant; the length histogram of each variant; heat maps over the first two options the
grid varies (first place's advantage over a fair share, and the minutes a game takes).
"""

from __future__ import annotations

import base64
import html as H
import io
import math
from pathlib import Path
from typing import Any

from trigames.core.record import write_atomic

from .grid import label_of

MAX_PANELS = 16


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _label(v: dict[str, Any]) -> str:
    return label_of(v["variant"])


def seat_chart(report: dict[str, Any]) -> Any:
    """Win share by place in the turn order, 95 % intervals, the fair share dashed; one panel per variant."""
    plt = _plt()
    variants = report["variants"][:MAX_PANELS]
    cols = min(4, len(variants))
    rows = math.ceil(len(variants) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(3.2 * cols, 2.8 * rows), dpi=100, squeeze=False, sharey=True)
    for ax, v in zip(axes.flat, variants, strict=False):
        places = v["per_turn_order"]
        x = [p["position"] for p in places]
        y = [p["share"] for p in places]
        err = [[p["share"] - p["ci95"][0] for p in places], [p["ci95"][1] - p["share"] for p in places]]
        colours = ["#c0392b" if p["excludes_fair"] else "#4a7ab5" for p in places]
        ax.bar(x, y, yerr=err, capsize=3, color=colours)
        ax.axhline(places[0]["fair"], color="black", linestyle="--", linewidth=1)
        ax.set_xticks(x)
        ax.set_title(_label(v), fontsize=9)
        ax.grid(alpha=0.3, axis="y")
    for ax in axes.flat[len(variants):]:
        ax.axis("off")
    for ax in axes[:, 0]:
        ax.set_ylabel("win share, 95 %")
    for ax in axes[-1, :]:
        ax.set_xlabel("place in the turn order")
    fig.suptitle(f"{report['game']}: who wins by place in the turn order (red: interval excludes the fair "
                 "share, dashed)", fontsize=10)
    fig.tight_layout()
    return fig


def length_chart(report: dict[str, Any]) -> Any:
    """Histogram of the game length (decisions) per variant, as steps on one axis."""
    plt = _plt()
    fig, ax = plt.subplots(figsize=(7, 3.6), dpi=100)
    for v in report["variants"][:MAX_PANELS]:
        h = v["decisions_histogram"]
        if not h["counts"]:
            continue
        total = sum(h["counts"])
        ax.stairs([c / total for c in h["counts"]], h["edges"],
                  label=f"{_label(v)}: {v['minutes']['mean']:.0f} min")
    ax.set_xlabel("decisions per game")
    ax.set_ylabel("share of games")
    ax.legend(fontsize=7)
    ax.grid(alpha=0.3)
    ax.set_title(f"{report['game']}: game length (minutes for people in the legend)", fontsize=10)
    fig.tight_layout()
    return fig


def heat_dims(report: dict[str, Any]) -> tuple[str, str] | None:
    """The first two grid options with several values."""
    keys: list[str] = []
    for k in report["variants"][0]["variant"]:
        if len({str(v["variant"][k]) for v in report["variants"]}) > 1:
            keys.append(k)
    return (keys[0], keys[1]) if len(keys) >= 2 else None


def heat_chart(report: dict[str, Any]) -> Any | None:
    """Heat maps over two options: first place's share minus the fair share, and minutes per game."""
    dims = heat_dims(report)
    if dims is None:
        return None
    plt = _plt()
    a, b = dims
    xs = list(dict.fromkeys(label_of({a: v["variant"][a]}).partition("=")[2] for v in report["variants"]))
    ys = list(dict.fromkeys(label_of({b: v["variant"][b]}).partition("=")[2] for v in report["variants"]))
    edge = [[math.nan] * len(xs) for _ in ys]
    minutes = [[math.nan] * len(xs) for _ in ys]
    stars = [[""] * len(xs) for _ in ys]
    for v in report["variants"]:
        i = ys.index(label_of({b: v["variant"][b]}).partition("=")[2])
        j = xs.index(label_of({a: v["variant"][a]}).partition("=")[2])
        first = v["per_turn_order"][0]
        edge[i][j] = 100 * (first["share"] - first["fair"])
        stars[i][j] = "*" if first["excludes_fair"] else ""
        minutes[i][j] = v["minutes"]["mean"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.8), dpi=100)
    top = max(5.0, max(abs(x) for row in edge for x in row if not math.isnan(x)))
    for ax, data, cmap, title, fmt, lim in (
            (left, edge, "RdBu_r", "first place: win share − fair (points; * excludes 0)", "{:+.1f}", (-top, top)),
            (right, minutes, "viridis", "minutes per game for people", "{:.0f}", (None, None))):
        im = ax.imshow(data, cmap=cmap, vmin=lim[0], vmax=lim[1], aspect="auto")
        ax.set_xticks(range(len(xs)), xs)
        ax.set_yticks(range(len(ys)), ys)
        ax.set_xlabel(a)
        ax.set_ylabel(b)
        ax.set_title(title, fontsize=9)
        for i in range(len(ys)):
            for j in range(len(xs)):
                if not math.isnan(data[i][j]):
                    star = stars[i][j] if data is edge else ""
                    ax.text(j, i, fmt.format(data[i][j]) + star, ha="center", va="center", fontsize=8,
                            color="black", bbox={"facecolor": "white", "alpha": 0.6, "pad": 1, "linewidth": 0})
        fig.colorbar(im, ax=ax)
    fig.suptitle(report["game"], fontsize=10)
    fig.tight_layout()
    return fig


def charts(report: dict[str, Any]) -> dict[str, Any]:
    """name → matplotlib figure."""
    out = {"seats": seat_chart(report), "length": length_chart(report)}
    heat = heat_chart(report)
    if heat is not None:
        out["heat"] = heat
    return out


def save_charts(report: dict[str, Any], folder: Path, stem: str) -> list[Path]:
    """Each chart as `folder/STEM-NAME.png`."""
    from trigames.core.files import save_figure

    plt = _plt()
    paths = []
    for name, fig in charts(report).items():
        path = folder / f"{stem}-{name}.png"
        save_figure(fig, path)
        plt.close(fig)
        paths.append(path)
    return paths


def _png(fig: Any) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    _plt().close(fig)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def _ci(x: dict[str, Any], pct: bool) -> str:
    value, (lo, hi) = x.get("share", x.get("mean")), x["ci95"]
    if value is None:
        return "–"
    if pct:
        return f"{value:.1%} <small>({lo:.1%}–{hi:.1%})</small>"
    return f"{value:.1f} <small>({lo:.1f}–{hi:.1f})</small>" if lo is not None else f"{value:.1f}"


def html(report: dict[str, Any]) -> str:
    """The report as one HTML page (charts inlined as PNG)."""
    most = max(v["players"] for v in report["variants"])
    head = ["variant", "games", *(f"place {i + 1}" for i in range(most)), "draws", "decided in the last round",
            "decisions", "turns", "minutes", "score spread", "margin", "lead changes", "luck vs skill"]
    rows = []
    for v in report["variants"]:
        places = [_ci(p, True) + (" *" if p["excludes_fair"] else "") for p in v["per_turn_order"]]
        skill = v.get("skill")
        luck = (f"{H.escape(skill['challenger'])} against {H.escape(skill['against'])}: "
                f"{_ci(skill['challenger_wins'], True)} of {skill['games']}" if skill else "–")
        cells = [H.escape(_label(v)), str(v["games"]), *places, *([""] * (most - len(places))),
                 _ci(v["draws"], True), _ci(v["decided_in_last_round"], True), _ci(v["decisions"], False),
                 _ci(v["turns"], False), _ci(v["minutes"], False), _ci(v["score_spread"], False),
                 _ci(v["margin_of_victory"], False), _ci(v["lead_changes"], False), luck]
        rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    images = "".join(f'<figure><img alt="{H.escape(name)} chart" src="data:image/png;base64,{_png(fig)}"></figure>'
                     for name, fig in charts(report).items())
    pace = report["variants"][0]["minutes"]["seconds_per_decision"]
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Balance of {H.escape(report['game'])}</title>
<style>body{{font-family:sans-serif;margin:1.5em;}} table{{border-collapse:collapse;font-size:13px}}
td,th{{border:1px solid #ccc;padding:3px 6px;text-align:right}} td:first-child{{text-align:left}}
small{{color:#666}} img{{max-width:100%}}</style></head><body>
<h1>Balance of {H.escape(report['game'])}</h1>
<p>Line-up: {H.escape(', '.join(report['agents']))} (seats {'rotated' if report['rotate'] else 'fixed'}),
{report['games_per_variant']} games per variant, seeds from {report['seed']}. Every figure with its 95 %
interval (Wilson for shares, Student's t for means); * marks a place whose interval excludes a fair share.
Minutes at {pace:g} s per decision (docs/balance.md).</p>
<table><tr>{''.join(f'<th>{H.escape(h)}</th>' for h in head)}</tr>{''.join(rows)}</table>
{images}
</body></html>
"""


def write_html(report: dict[str, Any], path: Path | str) -> None:
    write_atomic(path, html(report))
