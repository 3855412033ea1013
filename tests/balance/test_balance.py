"""The balance workbench: intervals, grids refused before any game, resuming, pool = Ray."""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

import pytest

from trigames.balance import Plan, Progress, mean_interval, parse_grid, run, share, t975, wilson
from trigames.balance.store import Store
from trigames.cli.app import run as cli


def test_intervals_on_known_values() -> None:
    lo, hi = wilson(5, 10)  # textbook: 0.2366–0.7634
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = wilson(0, 20)  # never below 0, and not empty
    assert lo == 0.0 and round(hi, 4) == 0.1611
    assert share(2.5, 10)[0] == 0.25  # shared wins count half
    assert t975(1) == 12.706 and t975(10) == 2.228 and t975(30) == 2.042
    assert abs(t975(60) - 2.0003) < 1e-3 and abs(t975(120) - 1.9799) < 1e-3  # the expansion past the table
    mean, lo, hi = mean_interval([1, 2, 3, 4, 5])  # 3 ± 2.776·√(2.5/5)
    assert mean == 3 and math.isclose(hi - mean, 2.776 * math.sqrt(0.5)) and math.isclose(mean - lo, hi - mean)
    assert mean_interval([4.0])[1:] == (-math.inf, math.inf)


def _report(backend: str, db: Path | str = ":memory:", games: int = 6) -> dict[str, Any]:
    cells = parse_grid("triqueta", ["players=2,3"], {})
    plan = Plan("triqueta", cells, ["greedy"], games, seed=5, versus="random", skill_games=4, workers=2,
                backend=backend)
    out = run(plan, db)
    out.pop("timing")
    return out


def test_a_report_has_every_figure_with_its_interval() -> None:
    report = _report("process")
    two, three = report["variants"]
    assert (two["players"], three["players"], two["games"]) == (2, 3, 6)
    assert len(three["per_seat"]) == 3 and len(three["per_turn_order"]) == 3
    assert math.isclose(sum(s["share"] for s in three["per_seat"]), 1.0, abs_tol=1e-3)
    for key in ("decisions", "turns", "minutes", "score_spread", "margin_of_victory", "lead_changes"):
        lo, hi = three[key]["ci95"]
        assert lo <= three[key]["mean"] <= hi
    assert three["minutes"]["mean"] == pytest.approx(three["decisions"]["mean"] * 10 / 60, abs=1e-3)
    assert three["skill"]["games"] == 4 and three["skill"]["challenger"] == "random"


def test_the_pool_and_ray_give_the_same_report() -> None:
    pytest.importorskip("ray")
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    assert _report("process") == _report("ray")


class _Stop(Progress):
    """Interrupts the run once some games are stored."""

    def advance(self, games: int) -> None:
        raise KeyboardInterrupt


def test_an_interrupted_run_resumes_without_replaying_finished_games(tmp_path: Path) -> None:
    db = tmp_path / "b.sqlite"
    cells = parse_grid("triqueta", [], {})
    plan = Plan("triqueta", cells, ["greedy"], 40, seed=2, versus=None, workers=1)
    with pytest.raises(KeyboardInterrupt):
        run(plan, db, _Stop())
    store = Store(db)
    first = store.stored_at(1)
    store.close()
    assert 0 < len(first) < 40
    again = run(plan, db)
    assert again["timing"]["played"] == 40 - len(first)
    store = Store(db)
    assert set(first) <= set(store.stored_at(1))  # the first run's rows are kept, never rewritten
    assert len(store.done(1, 40)) == 40
    store.close()
    fresh = run(plan, ":memory:")
    again.pop("timing")
    fresh.pop("timing")
    assert again == fresh


@pytest.mark.parametrize(("grid", "message"), [
    (["--grid", "nope=1"], "tricerata has no option 'nope'"),
    (["--grid", "rows=1"], "option 'rows' got '1'"),
    (["--grid", "rows=30"], "option 'rows' got '30'"),
    (["--grid", "rows="], "--grid rows= is empty"),
    (["--grid", "rows=3,,4"], "has an empty value"),
    (["--grid", "rows=3,3"], "given twice"),
    (["--grid", "players=0"], "not 0"),
    (["--grid", "first_player=" + ",".join(map(str, range(100))), "--grid", "rows=" + ",".join(map(str, range(2, 21))),
      "--grid", "cols=" + ",".join(map(str, range(2, 21))), "--grid",
      "max_sowings_per_turn=" + ",".join(map(str, range(1, 101))), "--grid", "side", "--grid", "geometry",
      "--grid", "sudden_death", "--grid", "stones", "--grid", "players=2,3"],
     "makes 1_039_680_000 variants (100 × 19 × 19 × 100 × 6 × 4 × 2 × 3 × 2)"),  # ≥ 10⁹: counted, never listed
    (["--agents", "genius"], "no agent 'genius'"),
    (["--games", "0"], "--games must be 1"),
    (["--games", "-5"], "--games must be 1"),
])
def test_bad_grids_are_refused_in_one_line_before_any_game(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            grid: list[str], message: str) -> None:
    db = tmp_path / "b.sqlite"
    assert cli(["balance", "tricerata", "--db", str(db), *grid]) == 2
    err = capsys.readouterr().err.strip()
    assert message in " ".join(err.split()) and err.startswith("error:") and "Traceback" not in err
    assert not db.exists()  # nothing was played


def test_the_html_report_has_the_charts_and_every_variant(tmp_path: Path) -> None:
    from trigames.balance.report import heat_dims, write_html

    cells = parse_grid("triqueta", ["players=2,3", "choose_tower"], {})
    report = run(Plan("triqueta", cells, ["greedy"], 4, seed=1, workers=1, versus=None), ":memory:")
    assert heat_dims(report) == ("players", "choose_tower")
    hist = report["variants"][0]["decisions_histogram"]
    assert sum(hist["counts"]) == 4 and len(hist["edges"]) == len(hist["counts"]) + 1
    path = tmp_path / "r.html"
    write_html(report, path)
    text = path.read_text()
    assert text.count("<img ") == 3 and text.count("<tr>") == 1 + 4 and "choose_tower=true" in text
