"""The depth-bounded prover of the solitaire solver (`proof.py`) against the turn search and the engine."""

from __future__ import annotations

import random

import pytest

import trigames
from trigames.games.tricerata.proof import FAIL, POSSIBLE, REAL, Prover
from trigames.games.tricerata.search import TurnSearch, removals
from trigames.games.tricerata.solver import check, solve


def random_board(rng: random.Random, n: int, top: int, stones: int = 8) -> list[int]:
    """At most `top` + 1 stones per cell, at most `stones` in all (whole turns are searched)."""
    board = [rng.randint(0, top) for _ in range(n)]
    board[rng.randrange(n)] += 1
    while sum(board) > stones:
        board[rng.choice([c for c, v in enumerate(board) if v])] -= 1
    return board


@pytest.mark.parametrize(("rows", "top"), [(2, 3), (3, 1), (3, 3)])
def test_relaxed_ends_match_the_turn_search(rows: int, top: int) -> None:
    """Normal ends are exact; every safeguard end (witnessed or not) is among the possible ones."""
    nbrs = trigames.make("tricerata", players=1, rows=rows).geometry.nbrs
    rng = random.Random(rows * 7 + top)
    for _ in range(10):
        board = random_board(rng, len(nbrs), top, 6)
        pr = Prover(nbrs, 31)
        ends = pr.turn_ends(pr.pack(board))
        got = {(tuple(pr.unpack(k & pr.bmask)), k >> pr.rs, not normal) for k, normal in ends.items()}
        ts = TurnSearch(nbrs).from_start(tuple(board))
        assert ts.complete
        normal = {e for e in ts.ends if not e[2]}
        assert normal == {e for e in got if not e[2]}
        guard = {(b, y) for b, y, sg in [*ts.ends, *ts.maybe] if sg}
        assert guard <= {(b, y) for b, y, sg in got if sg}


@pytest.mark.parametrize(("rows", "top"), [(2, 2), (3, 1), (3, 2)])
def test_witnessed_turns_replay(rows: int, top: int) -> None:
    g = trigames.make("tricerata", players=1, rows=rows)
    nbrs = g.geometry.nbrs
    rng = random.Random(rows * 11 + top)
    for _ in range(4):
        board = random_board(rng, len(nbrs), top)
        pr = Prover(nbrs, 31)
        ends = [k for k, normal in pr.turn_ends(pr.pack(board)).items() if normal]
        for key in rng.sample(ends, min(8, len(ends))):
            s = g.position(board)
            for a in pr.path(pr.pack(board), key):
                s.apply(a)
            assert (pr.pack(s.board), s.ref) == (key & pr.bmask, key >> pr.rs)
            assert s.decision() in ("CAPTURE", "SEIZE")


def optimum(nbrs: tuple[tuple[int, ...], ...], board: tuple[int, ...]) -> int:
    """Fewest turns, breadth first over boards with the exact turn search (witnessed ends only)."""
    level, seen, turns = {board}, {board}, 0
    pending: dict[int, set[tuple[int, ...]]] = {}
    while True:
        if any(sum(b) == 0 for b in level):
            return turns
        for b in level:
            ts = TurnSearch(nbrs).from_start(b)
            for eb, y, _ in ts.ends:
                near = removals(eb, nbrs[y])
                for _, nb in near or removals(eb, range(len(eb))):
                    pending.setdefault(turns + (1 if near else 2), set()).add(nb)
        turns += 1
        level = pending.pop(turns, set()) - seen
        seen |= level


@pytest.mark.parametrize("rows", [2, 3])
def test_depth_bound_brackets_the_optimum(rows: int) -> None:
    """First depth not refuted ≤ the optimum ≤ first depth with a witnessed solution."""
    g = trigames.make("tricerata", players=1, rows=rows)
    nbrs = g.geometry.nbrs
    rng = random.Random(rows)
    for _ in range(6):
        board = random_board(rng, len(nbrs), 2 if rows == 2 else 1, 5)
        pr = Prover(nbrs, 31)
        packed = pr.pack(board)
        results = {d: pr.solution(packed, d)[0] for d in range(8)}
        lower = min(d for d, r in results.items() if r != FAIL)
        upper = min(d for d, r in results.items() if r == REAL)
        best = optimum(nbrs, tuple(board))
        assert lower <= best <= upper
        assert all(results[d] in (POSSIBLE, REAL) for d in range(lower, 8))
        _, turns = pr.solution(packed, upper)
        s = g.position(board)
        for _kind, cells in turns:
            for c in cells:
                s.apply(c)
        assert s.is_terminal() and s.turns == len(turns) <= upper


def test_three_turns_refuted_for_four_rows() -> None:
    """The lower bound 4 of n=4, s=1: no turn of the full board leads to a 3-turn finish."""
    nbrs = trigames.make("tricerata", players=1, rows=4).geometry.nbrs
    pr = Prover(nbrs, 16)
    assert pr.solution(pr.pack([1] * 16), 3)[0] == FAIL


@pytest.mark.parametrize(("rows", "stones", "turns"), [(3, 2, 3), (3, 1, 4)])
def test_solver_proves_and_replays(rows: int, stones: int, turns: int) -> None:
    res = solve(rows, stones, seconds=30)
    assert res.optimal and res.turns == turns == res.lower_bound
    assert check(rows, stones, res.lines) == turns


def test_the_solver_budget_is_work_not_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """The phases switch by positions searched: a clock that races (a machine under load) gives the
    very same result when no `seconds` cap is set; a cap that has passed says so."""
    import itertools
    import types

    from trigames.games.tricerata import proof, solver

    calm = solve(4, 1, work=100_000)
    assert calm.turns is not None and calm.lower_bound == 4 and not calm.stopped_by_time
    assert 100_000 <= calm.work <= 101_000  # the budget is honoured within 1 %
    clock = itertools.count(0.0, 3600.0)  # every reading an hour later

    def racing() -> float:
        return next(clock)

    monkeypatch.setattr(proof, "perf_counter", racing)
    monkeypatch.setattr(solver, "time", types.SimpleNamespace(perf_counter=racing))
    loaded = solve(4, 1, work=100_000)
    assert (loaded.turns, loaded.lower_bound, loaded.lines, loaded.work, loaded.positions) == (
        calm.turns, calm.lower_bound, calm.lines, calm.work, calm.positions)
    capped = solve(4, 1, work=100_000, seconds=0.5)
    assert capped.stopped_by_time


@pytest.mark.parametrize("work", [1_000, 20_000, 150_000])
def test_work_bounds_the_positions_searched_on_a_big_board(work: int) -> None:
    """`--work` is a budget: on a board no search finishes (10 rows, 3 stones), every phase —
    probes, beams, deepening — stops within it; it used to run 1.6× over (897,686 positions for
    `--work 1000`, the beams' turn searches counted against no limit)."""
    res = solve(10, 3, work=work)
    assert work <= res.work <= work * 1.01 + 30, res.work
    assert res.turns is None or check(10, 3, res.lines) == res.turns
