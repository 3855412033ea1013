"""Issue 21: `trigames bench trigono` reports the speed goals' figures (throws at planks holding
3–6 pucks, the stepped ones, the fast path's flagging with 3 and 6 pucks)."""

from __future__ import annotations

from trigames.games.trigono import bench


def test_crowded_positions_hold_three_to_six_pucks_on_the_throwers_plank() -> None:
    pos = bench.crowded_positions(10)
    assert len(pos) == 10
    assert all(3 <= s.on_board[s.board_of[s.player]] <= 6 for s, _ in pos)
    assert len({len(s.history) for s, _ in pos}) > 3  # distinct positions


def test_bench_reports_crowded_throws_and_flagging() -> None:
    r = bench.bench_crowded(0.2, count=10)
    assert r["throws"] > 0 and 0.0 <= r["stepped_share"] <= 1.0 and r["throws_per_cpu_s"] > 0
    share = bench.flag_share(6, samples=50, positions=3)
    assert 0.0 < share < 1.0  # six pucks on the plank: some draws need the full simulation


def test_bench_repeat_and_outcomes() -> None:
    """Issue 21: the steady measurement (fastest of repeated passes) and the outcome lists that
    compare two versions of the simulation."""
    r = bench.bench_repeat(2, count=30)
    assert r["throws"] == 30 and r["throws_per_cpu_s"] > 0 and 0 <= r["stepped"] <= 30
    a = bench.outcomes(20, seed=3)
    assert len(a) == 40 and a == bench.outcomes(20, seed=3)  # deterministic
    assert any(o[0] for o in a)  # some needed the stepped phase
