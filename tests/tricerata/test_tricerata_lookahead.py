"""`lookahead`'s per-cell root (issue 22): each start cell searched on its own finds the turns that
one search over the whole board misses."""

from __future__ import annotations

import trigames
from trigames.games.tricerata.analysis import TurnValues
from trigames.games.tricerata.lookahead import LookaheadAgent

# Position 1 of `scripts/analysis_agreement.py --game tricerata --positions 100 --seed 22`: the
# analysis' best cell is 11; master then (one search of 5 000 sowing positions over the board,
# its 12 best-looking turns) started on 3, a stone worse three turns ahead: the best turn from 11
# was not among its root turns at all.
BOARD = [1, 0, 1, 1, 0, 0, 0, 2, 1, 1, 0, 1, 2, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0]
STORES = [5, 3]
OLD = {"depth": 3, "beam": 12}
NEW = {**OLD, "per_cell": 4, "cell_limit": 2_000, "cell_margin": 0}


def test_per_cell_finds_the_analysis_best_cell() -> None:
    game = trigames.make("tricerata", players=2)
    state = game.position(BOARD, STORES, 0)
    values = TurnValues(game, state.clone(), budget=2_000).values()
    best = max(values, key=lambda c: values[c])
    assert best == 11
    old = LookaheadAgent(game, 0, **OLD).act(state.view(0), state.legal_actions())
    assert values[old] < values[best]  # the slip the option is for
    agent = LookaheadAgent(game, 0, **NEW)
    assert agent.act(state.view(0), state.legal_actions()) == best
    # the plan it made (from the cell's own search) is played to the turn's end
    state.apply(best)
    while state.current_player() == 0 and not state.is_terminal() and state.decision() != "START":
        state.apply(agent.act(state.view(0), state.legal_actions()))
    assert agent.plan == []


def test_per_cell_root_holds_every_cells_best_turn() -> None:
    """The root's turns: the `beam` best-looking of all, then each cell's own best-looking."""
    game = trigames.make("tricerata", players=2)
    board = tuple(BOARD)
    agent = LookaheadAgent(game, 0, **NEW)
    moves = agent.moves(board, agent.limit)
    agent.root_search = agent.last_search
    roots = {m[:4] for m in agent.cell_candidates(board, moves)}
    top = max(m[1] - m[2] for m in roots)  # found by a cell's own search: 6, the board's found 5
    for c in range(len(board)):
        if board[c]:
            best = agent.moves(board, agent.cell_limit, [c])[0]
            assert best[:4] in roots or best[1] - best[2] < top  # cell_margin 0: below the best gain, left


def test_best_gain_is_the_last_ply() -> None:
    """The per-cell search's last ply (`best_gain`) is worth what the full last ply is."""
    for options in ({}, {"sudden_death": True}):
        game = trigames.make("tricerata", players=2, **options)
        agent = LookaheadAgent(game, 0, **OLD)
        sparse = (0, 3, 0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0)
        for board in (tuple(BOARD), (1,) * 25, sparse):
            assert agent.best_gain(board, 1_500) == agent.negamax(board, 1, -10**9, 10**9)
