"""`exact`: negamax over whole turns to the game's end, checked against a brute force over the engine's
own sub-decisions (every START, SOW, CAPTURE and SEIZE the rules allow, nothing assumed)."""

from __future__ import annotations

import random
import time
from functools import cache

import pytest

import trigames
from trigames.agents import make_agent
from trigames.agents.timing import busy_core


def brute(state) -> int:
    """The final `stores[0] − stores[1]` under best play, over every legal sub-decision."""

    @cache
    def go(key) -> int:
        s = states[key]
        if s.is_terminal():
            return s.stores[0] - s.stores[1]
        sign = 1 if s.current_player() == 0 else -1
        best = None
        for a in s.legal_actions():
            c = s.clone()
            c.apply(a)
            v = sign * go(remember(c))
            best = v if best is None else max(best, v)
        return sign * best

    states: dict = {}

    def remember(s):
        key = (tuple(s.board), s.ref, s.hand, s.phase, s.player, s.pickups, s.first,
               frozenset(s.seen) if s.seen else None, tuple(s.stores))
        states.setdefault(key, s)
        return key

    return go(remember(state))


POSITIONS = [  # (rows, board, stores, to move): small enough for the brute force
    (2, "1 / 1 1 1", [0, 0], 0),
    (2, "2 / 1 0 1", [1, 0], 1),
    (2, "0 / 2 1 2", [0, 0], 0),
    (2, "3 / 0 1 0", [0, 0], 0),  # a lone stone to seize after most turns
    (3, "1 / 0 1 0 / 1 0 0 0 1", [2, 1], 0),
    (3, "0 / 1 0 2 / 0 0 1 0 0", [0, 3], 1),
    # seizures where the biggest pile is not the seizer's best (taking it, as `lookahead` assumes, is
    # worth 2, −1 and 3 here: found by comparing the two)
    (3, "0 / 1 0 0 / 1 0 1 0 1", [0, 0], 0),
    (3, "1 / 1 0 0 / 1 0 1 0 1", [0, 0], 0),
    (3, "1 / 1 1 0 / 1 0 0 1 0", [0, 0], 0),
]


@pytest.mark.parametrize(("rows", "board", "stores", "to_move"), POSITIONS)
def test_exact_values_equal_a_brute_force_over_every_sub_decision(rows, board, stores, to_move):
    game = trigames.make("tricerata", players=2, rows=rows)
    state = game.position(board, stores, to_move)
    final = brute(state.clone())
    agent = make_agent("exact", game, to_move, 0)
    mine = stores[to_move] - stores[1 - to_move]
    assert mine + agent.value(tuple(state.board)) == (final if to_move == 0 else -final)
    assert agent.cut == 0  # every turn searched whole: the comparison is exact


def test_exact_plays_whole_games_legally_and_never_gives_up_the_result_best_play_promises():
    game = trigames.make("tricerata", players=2, rows=3)
    rng = random.Random(5)
    for k in range(12):
        state = game.new_game(k)
        for _ in range(rng.randrange(2, 8)):  # a random opening, ending at a turn's start
            state.apply(rng.choice(state.legal_actions()))
        while not state.is_terminal() and state.decision() != "START":
            state.apply(state.legal_actions()[0])
        if state.is_terminal():
            continue
        me = state.current_player()
        exact = make_agent("exact", game, me, 0)
        promised = state.stores[me] - state.stores[1 - me] + exact.value(tuple(state.board))
        agents = {me: exact, 1 - me: make_agent("greedy", game, 1 - me, 0)}
        while not state.is_terminal():
            p = state.current_player()
            state.apply(agents[p].act(state.view(p), state.legal_actions()))
        # greedy may play worse than best, never better: exact ends with at least the result it promised
        # (a win, a draw or a loss; within it, the lookahead's turn may win by less)
        final = state.stores[me] - state.stores[1 - me]
        assert (final > 0) - (final < 0) >= (promised > 0) - (promised < 0), k


def test_exact_seizes_a_pile_that_keeps_the_best_result_by_the_brute_force():
    """It keeps greedy's seizure (the biggest pile) only where that keeps the result best play gets;
    the sample must hold seizures where it does not, or greedy would pass too."""
    game = trigames.make("tricerata", players=2, rows=3)
    rng = random.Random(11)
    checked = greedy_wrong = 0
    for _ in range(3000):
        if checked >= 8 and greedy_wrong >= 2:
            break
        cells = [0] * 9
        for _ in range(rng.randrange(3, 6)):
            cells[rng.randrange(9)] += 1
        state = game.position(cells, [rng.randrange(3), rng.randrange(3)], 0)
        while not state.is_terminal() and state.decision() != "SEIZE":
            state.apply(rng.choice(state.legal_actions()))
        if state.is_terminal() or len(state.legal_actions()) < 2:
            continue
        seizer = state.current_player()
        sign = 1 if seizer == 0 else -1
        worth = {}  # the seizer's final store difference under best play after each seizure
        for c in state.legal_actions():
            child = state.clone()
            child.apply(c)
            worth[c] = sign * brute(child)
        result = lambda d: (d > 0) - (d < 0)  # noqa: E731
        best = result(max(worth.values()))
        biggest = max(state.legal_actions(), key=lambda c: (state.board[c], -c))
        got = make_agent("exact", game, seizer, 0).act(state.view(seizer), state.legal_actions())
        assert result(worth[got]) == best, (cells, worth, got)
        checked += 1
        greedy_wrong += result(worth[biggest]) != best
    assert greedy_wrong >= 2, (checked, greedy_wrong)


def test_exact_stops_at_its_cpu_cap_on_a_board_too_big_to_finish():
    game = trigames.make("tricerata", players=2, rows=4)  # 16 stones: the whole search takes minutes
    agent = make_agent("exact:most=16:think=0.15", game, 0, 0)
    state = game.new_game(0)
    with busy_core():
        start = time.thread_time()
        action = agent.act(state.view(0), state.legal_actions())
        spent = time.thread_time() - start
    assert action in state.legal_actions()
    assert spent <= 0.15 + 0.6, spent
