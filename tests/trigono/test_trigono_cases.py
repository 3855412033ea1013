"""CASES.md section D (Trigono): every case, on the rule layer alone (no physics)."""

from __future__ import annotations

import pytest

import trigames
from trigames.core import IllegalActionError
from trigames.core.testing import fingerprint
from trigames.games.trigono.resolution import BIG, BOARD, GROUND, SMALL, outcome, resolve

from .helpers import play, referee_state


@pytest.mark.parametrize(("players", "pucks", "boards"), [(2, 10, 1), (3, 5, 1), (4, 5, 1), (5, 5, 2),
                                                          (8, 5, 2), (9, 5, 3)])
def test_tg01_setup(players: int, pucks: int, boards: int) -> None:
    s = trigames.make("trigono", players=players).new_game(1)
    assert s.hands == [pucks] * players
    assert boards == s.B and s.on_board == [0] * boards and s.ground == 0
    per_board = [s.board_of.count(b) for b in range(boards)]
    assert max(per_board) <= 4 and max(per_board) - min(per_board) <= 1
    if players == 5:
        assert per_board == [3, 2]


def test_tg02_lands_on_the_board() -> None:
    r = resolve([10, 10], [0], 0, 0, outcome((BOARD, 0)))
    assert (r.hands[0], r.on_board, r.ground) == (9, [1], 0)


def test_tg03_lands_on_the_ground() -> None:
    r = resolve([9, 10], [1], 0, 0, outcome((GROUND, -1)))
    assert (r.hands[0], r.on_board, r.ground) == (8, [1], 1)


def test_tg04_big_hole() -> None:
    r = resolve([7, 10], [3], 2, 0, outcome((BIG, 0)))
    assert (r.hands[0], r.on_board, r.ground) == (10, [0], 2)


def test_tg05_small_hole() -> None:
    r = resolve([7, 10], [3], 2, 0, outcome((SMALL, 0)))
    assert (r.hands[0], r.on_board, r.ground) == (9, [3], 0)


def test_tg06_hole_with_nothing_to_collect() -> None:
    r = resolve([4, 10], [0], 0, 0, outcome((BIG, 0)))
    assert r.hands[0] == 4 and r.collected == 1


def test_tg07_bounce_then_hole_is_invalid() -> None:
    r = resolve([4, 10], [1], 0, 0, outcome((BIG, 0), bounced=True))
    assert (r.hands[0], r.on_board, r.ground) == (3, [1], 1)
    assert r.triggered == ()


def test_tg08_a_puck_knocked_into_a_hole() -> None:
    r = resolve([5, 10], [2], 3, 0, outcome((BOARD, 0), knocked=[(0, SMALL, 0, 1)]))
    assert (r.hands[0], r.on_board, r.ground) == (8, [2], 0)


def test_tg10_pucks_knocked_off() -> None:
    r = resolve([5, 10], [3], 0, 0, outcome((BOARD, 0), knocked=[(0, GROUND, -1, 2)]))
    assert (r.hands[0], r.on_board, r.ground) == (4, [2], 2)


def test_tg11_two_players_a_runs_out_b_wins() -> None:
    s = referee_state(2, [1, 3])
    play(s, "ground")
    assert s.out[0] and s.results == [1] and s.wins == [0, 1]
    assert s.decision() == "NEXT_ROUND" and s.current_player() == 1  # the winner starts the next round


def test_tg12_final_throw_misses_draw() -> None:
    s = referee_state(2, [1, 1], [0], ground=2)
    play(s, "board")
    assert s.hands == [0, 1] and s.decision() == "FINAL_THROW" and s.current_player() == 1
    play(s, "board")
    assert s.hands[1] == 0 and s.results == [-1] and s.wins == [0, 0]
    assert s.current_player() == 0  # after a draw the same starter begins again [R-TG7]


def test_tg13_final_throw_collects_win() -> None:
    s = referee_state(2, [1, 1], [0], ground=3)
    play(s, "ground")  # A reaches 0, ground = 4
    assert s.ground == 4 and s.decision() == "FINAL_THROW"
    play(s, "small")
    assert s.hands[1] == 5 and s.results == [1]


def test_tg14_final_throw_only_recovers_own_puck_draw() -> None:
    s = referee_state(2, [1, 1], [0])
    play(s, "ground")
    play(s, "big")
    assert s.hands[1] == 1 and s.results == [-1]


def test_tg15_last_puck_into_a_hole_keeps_the_player_in() -> None:
    s = referee_state(2, [1, 4], [2])
    play(s, "big")
    assert s.hands == [3, 4] and not s.out[0] and s.current_player() == 1 and s.decision() == "THROW"


def test_tg17_elimination() -> None:
    s = referee_state(5, [0, 0, 1, 0, 4], player=2)
    play(s, "ground")
    assert s.out == [True, True, True, True, False] and s.results == [4]


def test_tg17_last_player_with_one_puck_makes_a_final_throw() -> None:
    s = referee_state(5, [0, 0, 1, 0, 1], player=2)
    play(s, "ground")
    assert s.decision() == "FINAL_THROW" and s.current_player() == 4


def test_tg20_illegal_actions() -> None:
    s = referee_state(3, [0, 2, 3], player=1)
    before = fingerprint(s)
    with pytest.raises(IllegalActionError, match="out of this round"):
        s.apply_for(0, s.parse_action("board"))  # eliminated
    with pytest.raises(IllegalActionError, match="turn"):
        s.apply_for(2, s.parse_action("board"))  # out of turn
    assert fingerprint(s) == before
    s = referee_state(2, [1, 3])
    play(s, "ground")  # B wins the round
    before = fingerprint(s)
    for text in ("board", "big", "ground"):
        with pytest.raises(IllegalActionError, match="round is decided"):
            s.apply(s.parse_action(text))
    assert fingerprint(s) == before
    play(s, "next")
    assert s.decision() == "THROW" and s.hands == [10, 10]


def test_match_first_to_two_round_wins() -> None:
    s = referee_state(2, [1, 3])
    play(s, "ground")
    play(s, "next")
    s.hands = [3, 1]
    s.player = 1
    play(s, "ground")  # seat 1 out, seat 0 wins round 2
    assert s.wins == [1, 1] and not s.is_terminal()
    play(s, "next")
    assert s.current_player() == 0
    s.hands = [1, 5]
    play(s, "ground")
    assert s.is_terminal() and s.outcome().winners == (1,) and s.results == [1, 0, 1]
