"""The turn search, the greedy bot and the solitaire solver (every printed solution is replayed)."""

from __future__ import annotations

import random

import pytest

import trigames
from trigames.agents import make_agent
from trigames.games.tricerata.search import TurnSearch
from trigames.games.tricerata.solver import solve, solve_command, symmetries

# Solutions printed by `trigames solve tricerata` for the larger boards (docs/tricerata.md).
PRINTED: dict[tuple[int, int], list[str]] = {
    (3, 2): [
        ("1. 3.1 3.2 2.1 2.2 2.3 2.2 2.3 2.2 2.3 3.4 2.3 2.2 1.1 2.2 2.3 2.2 2.3 3.4 3.3 3.2 3.3 3.4 2.3 "
         "3.4 2.3 3.4 3.5 3.4 2.3 3.4 2.3 3.4 3.3 3.4 2.3 3.4 2.3 3.4 2.3 2.2 2.3 2.2 2.3 2.2 x2.3"),
        "2. 2.2 2.1",
        "3. !2.1",
    ],
    (3, 3): [
        ("1. 2.1 2.2 2.3 2.2 2.3 3.4 3.3 3.4 2.3 3.4 3.3 3.4 2.3 3.4 3.3 3.4 3.3 3.4 2.3 3.4 3.5 3.4 2.3 "
         "2.2 1.1 2.2 2.3 3.4 3.3 3.2 3.1 3.2 3.3 3.4 3.3 3.4 2.3 3.4 2.3 3.4 3.3 3.2 3.3 3.4 3.5 3.4 2.3 "
         "2.2 2.3 3.4 3.5 3.4 2.3 3.4 3.3 3.4 3.3 3.4 3.3 3.4 3.3 3.4 3.3 x3.4"),
        "2. 3.3 3.2",
        "3. !3.2",
    ],
    (4, 1): [
        "1. 2.2 2.3 3.4 3.5 4.6 4.7 4.6 4.5 4.4 3.3 4.4 4.3 4.2 3.1 4.2 4.1 4.2 3.1 x3.2",
        ("2. 3.1 4.2 3.1 3.2 3.1 3.2 2.1 3.2 3.1 3.2 3.3 4.4 3.3 3.4 3.5 4.6 3.5 3.4 3.3 3.2 3.3 3.4 2.3 "
         "2.2 1.1 2.2 2.3 3.4 3.3 3.4 2.3 3.4 2.3 2.2 2.3 3.4 2.3 3.4 3.5 3.4 3.5 3.4 3.3 3.4 3.3 3.4 3.3 "
         "x3.4"),
        "3. 3.3 3.2",
        "4. !3.2",
    ],
}


def replay_solution(rows: int, stones: int, lines: list[str]) -> int:
    """Play the lines of a solitaire solution; return the turns counted by the engine."""
    s = trigames.make("tricerata", players=1, rows=rows, stones=stones).new_game(0)
    for line in lines:
        assert not s.is_terminal()
        s.apply_text(line)
        assert s.decision() in ("START", "SEIZE", "OVER"), f"{line!r} is not a whole turn"
    assert s.is_terminal() and sum(s.stores) == stones * rows * rows
    return s.turns


@pytest.mark.parametrize(("rows", "stones", "turns"), [(2, 1, 3), (2, 2, 3), (2, 3, 3), (3, 1, 4)])
def test_solver_proves_small_boards(rows: int, stones: int, turns: int) -> None:
    res = solve(rows, stones, seconds=20)
    assert res.optimal and res.turns == turns == res.lower_bound
    assert replay_solution(rows, stones, res.lines) == turns


@pytest.mark.parametrize("key", sorted(PRINTED))
def test_printed_solutions_replay(key: tuple[int, int]) -> None:
    rows, stones = key
    assert replay_solution(rows, stones, PRINTED[key]) == len(PRINTED[key])


def test_solver_command_rejects_other_games() -> None:
    import typer

    with pytest.raises(typer.BadParameter, match="tricerata"):
        solve_command("triqueta")


def test_symmetries_are_automorphisms() -> None:
    g = trigames.make("tricerata", rows=4).geometry
    perms = symmetries(4)
    assert len(set(perms)) == 6
    for p in perms:
        for c in range(g.n):
            assert sorted(p[d] for d in g.nbrs[c]) == sorted(g.nbrs[p[c]])


@pytest.mark.parametrize(("rows", "stones"), [(2, 2), (2, 3), (3, 1), (3, 2)])
def test_turn_search_paths_reach_their_ends(rows: int, stones: int) -> None:
    g = trigames.make("tricerata", players=1, rows=rows, stones=stones)
    rng = random.Random(rows * 10 + stones)
    for _ in range(3):
        board = [rng.randint(0, stones + 1) for _ in range(g.geometry.n)]
        board[rng.randrange(g.geometry.n)] += 1
        ts = TurnSearch(g.geometry.nbrs, 0, 20_000).from_start(tuple(board))
        ends = list(ts.ends)
        rng.shuffle(ends)
        for end in ends[:40]:
            s = g.position(board)
            for a in ts.path(end):
                s.apply(a)
            assert (tuple(s.board), s.ref) == end[:2] and s.decision() in ("CAPTURE", "SEIZE")


def test_greedy_takes_the_bigger_capture() -> None:
    g = trigames.make("tricerata", rows=3)
    s = g.new_game(0)
    s.apply_text("3.3 3.2 3.1 3.2")
    bot = make_agent("greedy", g, 0)
    assert bot.act(s.view(0), list(s.legal_actions())) == g.geometry.index["3.1"]


@pytest.mark.parametrize("opts", [{"rows": 3}, {"geometry": "hex", "side": 2, "stones": 2},
                                  {"geometry": "trihex", "side": 2}, {"rows": 4, "sudden_death": True}])
def test_greedy_beats_random(opts: dict) -> None:
    g = trigames.make("tricerata", players=2, **opts)
    wins = 0
    for i in range(10):
        seat = i % 2
        agents = [make_agent("greedy:limit=2000" if p == seat else "random", g, p, seed=i) for p in range(2)]
        s = g.new_game(i)
        while not s.is_terminal():
            p = s.current_player()
            s.apply(agents[p].act(s.view(p), list(s.legal_actions())))
        wins += s.outcome().winners == (seat,)
    assert wins >= 8


def test_greedy_solo_finishes() -> None:
    g = trigames.make("tricerata", players=1, rows=4, stones=2)
    bot = make_agent("greedy", g, 0, limit=2000)
    s = g.new_game(0)
    while not s.is_terminal():
        s.apply(bot.act(s.view(0), list(s.legal_actions())))
    assert sum(s.stores) == 32
