"""Markdown tables of balance reports (`trigames balance … --json > FILE`), for docs/balance.md.

    python scripts/balance_tables.py REPORT.json [REPORT.json …]
"""

from __future__ import annotations

import json
import sys
from typing import Any

from trigames.balance.grid import label_of


def pct(x: dict[str, Any]) -> str:
    lo, hi = x["ci95"]
    return f"{100 * x['share']:.1f} ({100 * lo:.1f}–{100 * hi:.1f})"


def num(x: dict[str, Any]) -> str:
    lo, hi = x["ci95"]
    return f"{x['mean']:.1f} ({lo:.1f}–{hi:.1f})"


def table(report: dict[str, Any]) -> str:
    most = max(v["players"] for v in report["variants"])
    head = ["variant", "games", *(f"place {i + 1} %" for i in range(most)), "draws %", "decided in last round %",
            "decisions", "turns", "minutes", "score spread", "margin", "lead changes", "luck: challenger's wins %"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for v in report["variants"]:
        places = [pct(p) + (" **\\***" if p["excludes_fair"] else "") for p in v["per_turn_order"]]
        places += ["–"] * (most - len(places))
        s = v.get("skill")
        luck = f"{s['challenger']} vs {s['against']}: {pct(s['challenger_wins'])} of {s['games']}" if s else "–"
        row = [label_of(v["variant"]), str(v["games"]), *places, pct(v["draws"]), pct(v["decided_in_last_round"]),
               num(v["decisions"]), num(v["turns"]), num(v["minutes"]), num(v["score_spread"]),
               num(v["margin_of_victory"]), num(v["lead_changes"]), luck]
        lines.append("| " + " | ".join(row) + " |")
    t = report["timing"]
    lines.append("")
    lines.append(f"Line-up {', '.join(report['agents'])} at every seat, seats rotated, seeds from {report['seed']}; "
                 f"this run played {t['played']} games in {t['seconds']} s.")
    return "\n".join(lines)


if __name__ == "__main__":
    for path in sys.argv[1:]:
        with open(path) as f:
            print(table(json.load(f)))
            print()
