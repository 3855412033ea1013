"""Rules review of Trigono's rule layer against RULES.md §4 and §5.4, written like held-back cases.

Referee mode (outcomes entered by hand) exercises the rules without the physics.
"""

from __future__ import annotations

import math
import random

import pytest

import trigames
from trigames.core import IllegalActionError
from trigames.core.testing import fingerprint
from trigames.games.trigono.resolution import BIG, BOARD, GROUND, JACKPOT, SMALL, outcome, resolve
from trigames.games.trigono.rules import TrigonoState

from .helpers import play, referee_state


def fresh(players: int, seed: int, **opts: object) -> TrigonoState:
    s = trigames.make("trigono", players=players, referee=True, **opts).new_game(seed)
    assert isinstance(s, TrigonoState)
    return s


def refused(s: TrigonoState, text: str, seat: int | None = None) -> None:
    before = fingerprint(s)
    with pytest.raises(IllegalActionError):
        a = s.parse_action(text)
        if seat is None:
            s.apply(a)
        else:
            s.apply_for(seat, a)
    assert fingerprint(s) == before


# -- §4.1: setup -----------------------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 14))
def test_boards_and_pucks_per_player(players: int) -> None:
    s = fresh(players, 3)
    assert math.ceil(players / 4) == s.B
    assert s.hands == [10 if players == 2 else 5] * players
    per_board = [s.board_of.count(b) for b in range(s.B)]
    assert max(per_board) <= 4 and max(per_board) - min(per_board) <= 1 and min(per_board) >= 1
    assert s.on_board == [0] * s.B and s.ground == 0 and s.total_pucks() == sum(s.hands)


def test_pucks_per_player_option_and_first_player() -> None:
    s = fresh(3, 0, pucks_per_player=10, first_player=2)
    assert s.hands == [10, 10, 10] and s.current_player() == 2


# -- §4.3: resolution ------------------------------------------------------------------------

def test_knocked_to_ground_then_small_hole_collects_them_too() -> None:
    # the thrown puck goes into the small hole and knocks 2 board pucks off: the ground (1 + 2) is collected
    r = resolve([5, 5], [3], 1, 0, outcome((SMALL, 0), knocked=[(0, GROUND, -1, 2)]))
    assert (r.hands, r.on_board, r.ground, r.collected) == ([4 + 1 + 3, 5], [1], 0, 4)


def test_bounced_into_a_hole_is_a_ground_puck_that_another_hole_can_collect() -> None:
    # bounced into the big hole (invalid ⇒ ground), but it knocked a board puck into the small hole (valid)
    r = resolve([5, 5], [2], 1, 0, outcome((BIG, 0), bounced=True, knocked=[(0, SMALL, 0, 1)]))
    assert r.triggered == ((SMALL, 0),)
    assert (r.hands, r.on_board, r.ground) == ([4 + 1 + 2, 5], [1], 0)  # small: 1 in the hole, ground 1 + 1
    # bounced into the small hole: nothing triggered, the board stays, the puck lies on the ground
    r = resolve([5, 5], [2], 1, 0, outcome((SMALL, 0), bounced=True))
    assert r.triggered == () and (r.hands, r.on_board, r.ground) == ([4, 5], [2], 2)


def test_knocked_into_the_big_hole_collects_the_board_after_the_thrown_puck_lands() -> None:
    # the thrown puck stays on the board and knocks one puck into the big hole: the board (incl. the thrown
    # puck) and the holed puck go to the thrower
    r = resolve([5, 5], [3], 4, 0, outcome((BOARD, 0), knocked=[(0, BIG, 0, 1)]))
    assert (r.hands, r.on_board, r.ground) == ([4 + 1 + 3, 5], [0], 4)


def test_both_holes_and_nothing_counted_twice() -> None:
    r = resolve([5, 5], [4], 3, 0, outcome((BIG, 0), knocked=[(0, SMALL, 0, 1), (0, BIG, 0, 1)]))
    # holes: big 2, small 1; board 4 − 2 = 2; ground 3 ⇒ 8 collected
    assert r.triggered == ((BIG, 0), (SMALL, 0))
    assert (r.hands, r.on_board, r.ground, r.collected) == ([4 + 8, 5], [0], 0, 8)


def test_big_hole_takes_that_board_only_small_hole_the_whole_ground() -> None:
    # 5 players, 2 boards: seat 0 plays at board 0
    r = resolve([3, 5, 5, 5, 5], [2, 4], 3, 0, outcome((BIG, 1)))  # a neighbour's big hole [R-TG9]
    assert (r.hands[0], r.on_board, r.ground) == (3 - 1 + 1 + 4, [2, 0], 3)
    r = resolve([3, 5, 5, 5, 5], [2, 4], 3, 0, outcome((BIG, 0)))
    assert (r.hands[0], r.on_board, r.ground) == (3 - 1 + 1 + 2, [0, 4], 3)
    r = resolve([3, 5, 5, 5, 5], [2, 4], 3, 0, outcome((SMALL, 1)))  # all ground pucks [R-TG4]
    assert (r.hands[0], r.on_board, r.ground) == (3 - 1 + 1 + 3, [2, 4], 0)
    r = resolve([3, 5, 5, 5, 5], [2, 4], 3, 0, outcome((BOARD, 1), knocked=[(1, BOARD, 0, 2)]))
    assert (r.hands[0], r.on_board, r.ground) == (2, [4, 3], 3)


def test_jackpot_takes_everything() -> None:
    s = referee_state(2, [4, 6], [1, 2, 0, 3, 0, 1], ground=5, layout="hexagon")
    assert s.B == 6
    play(s, "jackpot")
    assert s.hands == [4 - 1 + 1 + 7 + 5, 6] and s.on_board == [0] * 6 and s.ground == 0
    r = resolve([4, 6], [1, 2, 0, 3, 0, 1], 5, 0, outcome((JACKPOT, -1), bounced=True))
    assert r.triggered == () and (r.hands[0], r.ground) == (3, 6)  # bounced: a ground puck
    r = resolve([4, 6], [1, 2, 0, 3, 0, 1], 5, 0, outcome((GROUND, -1), knocked=[(3, JACKPOT, -1, 1)]))
    assert (r.hands[0], r.on_board, r.ground) == (3 + 1 + 6 + 6, [0] * 6, 0)  # knocked in: valid


def test_referee_two_boards_neighbour_big_hole() -> None:
    s = referee_state(5, [3, 5, 5, 5, 5], [2, 4], ground=3)
    play(s, "big1")
    assert s.hands == [7, 5, 5, 5, 5] and s.on_board == [2, 0] and s.ground == 3 and s.current_player() == 1


def test_impossible_outcomes_are_refused() -> None:
    s = referee_state(2, [5, 5], [1], ground=2)
    refused(s, "board+knock 2 ground")  # only 1 puck lies on the board
    refused(s, "jackpot")  # no hexagon
    refused(s, "big1")  # there is one board
    refused(s, "board+knock 1 board")  # a puck knocked onto its own board has not moved
    with pytest.raises(Exception):  # noqa: B017 - notation error: a bounce onto the board means nothing
        s.parse_action("bounce board")


# -- §4.2, §4.4: turns, elimination, the final throw ---------------------------------------

def test_only_the_thrower_goes_out_and_out_players_are_skipped() -> None:
    s = referee_state(4, [1, 5, 5, 5], [2], player=0)
    play(s, "ground")
    assert s.out == [True, False, False, False] and s.current_player() == 1
    play(s, "board")
    play(s, "board")
    play(s, "board")
    assert s.current_player() == 1  # seat 0 is skipped
    s = referee_state(4, [0, 5, 0, 1], [2], player=3)
    play(s, "board")  # seat 3 throws its last puck onto the board: out; seats 0 and 2 were out already
    assert s.out == [True, False, True, True]
    assert s.decision() == "NEXT_ROUND" and s.results == [1]  # seat 1 is left with 5 ≥ 2: wins


def test_going_to_zero_by_a_knock_never_eliminates_another_player() -> None:
    s = referee_state(3, [2, 1, 3], [3], player=0)
    play(s, "big")  # seat 0 collects everything; seat 1 still holds 1
    assert s.out == [False, False, False] and s.current_player() == 1 and s.hands == [5, 1, 3]


def test_last_player_with_two_or_more_wins_without_throwing() -> None:
    s = referee_state(3, [0, 1, 2], player=1)
    play(s, "ground")
    assert s.results == [2] and s.wins == [0, 0, 1] and s.decision() == "NEXT_ROUND"
    assert s.current_player() == 2  # the winner starts the next round (and sets it up)


@pytest.mark.parametrize(("final", "board", "result"), [
    ("board", 0, -1), ("ground", 2, -1), ("big", 0, -1), ("bounce small", 2, -1), ("bounce big", 3, -1),
    ("big", 1, 1), ("small", 0, 1), ("board+knock 1 big", 1, 1), ("board+knock 1 ground", 1, -1),
])
def test_final_throw(final: str, board: int, result: int) -> None:
    s = referee_state(2, [1, 1], [board], player=0)
    play(s, "ground")  # seat 0 throws its last puck onto the ground: out
    assert s.out == [True, False] and s.decision() == "FINAL_THROW" and s.current_player() == 1
    refused(s, "board", seat=0)  # the eliminated seat may not throw
    play(s, final)
    assert s.results == [result] and s.decision() == "NEXT_ROUND"
    assert s.wins == ([0, 1] if result == 1 else [0, 0])
    assert (s.hands[1] >= 2) == (result == 1)
    refused(s, "board")  # the round is decided
    assert s.current_player() == (1 if result == 1 else 0)


def test_final_throw_win_needs_two_after_the_throw() -> None:
    s = referee_state(2, [0, 1], [1], player=1)
    s.phase = 1  # FINAL
    play(s, "big")  # 0 + 1 (board) + 1 (own) = 2
    assert s.results == [1] and s.hands == [0, 2]


# -- §4.5: the match -------------------------------------------------------------------------

def test_draw_keeps_the_starter_and_the_next_round_is_reset() -> None:
    s = referee_state(3, [5, 1, 1], [2], ground=3, player=1)
    s.starter = 1
    play(s, "board")  # seat 1 out
    play(s, "ground")  # seat 2 out ⇒ seat 0 is left with 5: wins
    assert s.results == [0] and s.current_player() == 0
    play(s, "next")
    assert (s.hands, s.on_board, s.ground, s.out) == ([5, 5, 5], [0], 0, [False] * 3)
    assert s.current_player() == 0 and s.starter == 0 and s.round == 2
    s.hands = [1, 0, 0]
    s.out = [False, True, True]
    s.phase = 1  # seat 0's final throw
    play(s, "board")
    assert s.results == [0, -1] and s.wins == [1, 0, 0]
    play(s, "next")
    assert s.current_player() == 0 and s.hands == [5, 5, 5] and s.round == 3  # same starter after a draw
    s2 = referee_state(2, [1, 1], player=1)
    s2.starter = 1
    play(s2, "board")
    play(s2, "board")  # seat 0's final throw: draw
    assert s2.results == [-1]
    play(s2, "next")
    assert s2.current_player() == 1 and s2.hands == [10, 10]


def test_first_to_two_round_wins_with_draws_and_three_players() -> None:
    s = referee_state(3, [2, 1, 1], player=1)
    play(s, "ground")
    play(s, "ground")  # seat 0 wins round 1
    play(s, "next")
    s.hands, s.out = [1, 2, 0], [False, False, True]
    play(s, "ground")  # seat 0 out: seat 1 wins round 2
    assert s.wins == [1, 1, 0] and s.current_player() == 1 and not s.is_terminal()
    play(s, "next")
    assert s.current_player() == 1
    s.hands, s.out = [0, 1, 1], [True, False, False]
    play(s, "board")  # seat 1 out; seat 2's final throw
    play(s, "board")  # draw: counts for nobody
    assert s.results == [0, 1, -1] and s.wins == [1, 1, 0]
    play(s, "next")
    assert s.current_player() == 1  # the starter of the drawn round starts again
    s.hands, s.out = [3, 1, 0], [False, False, True]
    play(s, "ground")  # seat 1 out: seat 0 wins its second round ⇒ the match
    assert s.is_terminal() and s.outcome().winners == (0,) and s.results == [0, 1, -1, 0]
    for text in ("next", "board"):
        with pytest.raises(IllegalActionError):
            s.apply(text if text == "next" else s.parse_action(text))


def test_out_of_turn_and_eliminated_throws_are_refused() -> None:
    s = referee_state(4, [0, 3, 2, 5], [1], player=2)
    refused(s, "board", seat=0)
    refused(s, "board", seat=1)
    refused(s, "board", seat=3)
    refused(s, "next")
    s.apply_for(2, s.parse_action("board"))
    assert s.current_player() == 3


def test_random_referee_matches_conserve_pucks() -> None:
    rng = random.Random(7)
    for players in (2, 3, 5):
        s = fresh(players, rng.randrange(1000))
        total = s.total_pucks()
        for _ in range(3000):
            if s.is_terminal():
                break
            a = rng.choice(list(s.legal_actions()))
            s.apply(a)
            if s.decision() == "NEXT_ROUND" or s.is_terminal():
                assert s.total_pucks() == total
            else:
                assert s.total_pucks() == total and all(h >= 0 for h in s.hands)
                assert not s.out[s.current_player()] and s.hands[s.current_player()] >= 1
        assert s.is_terminal() and max(s.wins) == 2 and s.wins.count(2) == 1


def reference_resolve(hands: list[int], boards: list[int], ground: int, p: int, thrown: tuple[int, int],
                      bounced: bool, knocked: list[tuple[int, int, int, int]]) -> tuple[list[int], list[int], int]:
    """§4.3 steps 1–6, transcribed independently."""
    hands, boards = hands[:], boards[:]
    hands[p] -= 1
    holes: list[tuple[int, int]] = []  # one entry per valid puck in a hole
    for frm, kind, to, n in knocked:
        boards[frm] -= n
        if kind == BOARD:
            boards[to] += n
        elif kind == GROUND:
            ground += n
        else:
            holes += [(kind, -1 if kind == JACKPOT else to)] * n
    if thrown[0] == BOARD:
        boards[thrown[1]] += 1
    elif thrown[0] == GROUND or bounced:
        ground += 1
    else:
        holes.append(thrown)
    got = len(holes)
    kinds = {k for k, _ in holes}
    take = set(range(len(boards))) if JACKPOT in kinds else {b for k, b in holes if k == BIG}
    for b in take:
        got, boards[b] = got + boards[b], 0
    if JACKPOT in kinds or SMALL in kinds:
        got, ground = got + ground, 0
    hands[p] += got
    return hands, boards, ground


def test_resolution_matches_an_independent_transcription() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        B = rng.choice((1, 2, 3, 6))
        boards = [rng.randrange(5) for _ in range(B)]
        hands = [rng.randrange(1, 6) for _ in range(4)]
        ground, p = rng.randrange(5), rng.randrange(4)
        kinds = (BOARD, GROUND, BIG, SMALL) + ((JACKPOT,) if B == 6 else ())
        k = rng.choice(kinds)
        thrown = (k, -1 if k in (GROUND, JACKPOT) else rng.randrange(B))
        bounced = k in (BIG, SMALL, JACKPOT) and rng.random() < 0.3
        knocked = []
        left = boards[:]
        for _ in range(rng.randrange(3)):
            frm = rng.randrange(B)
            if left[frm]:
                n = rng.randint(1, left[frm])
                left[frm] -= n
                kk = rng.choice((GROUND, BIG, SMALL) + ((JACKPOT,) if B == 6 else ()) + ((BOARD,) if B > 1 else ()))
                to = rng.choice([b for b in range(B) if b != frm]) if kk == BOARD else frm
                knocked.append((frm, kk, to, n))
        r = resolve(hands, boards, ground, p, outcome(thrown, bounced, knocked))
        want = reference_resolve(hands, boards, ground, p, thrown, bounced, knocked)
        assert (r.hands, r.on_board, r.ground) == want
        assert sum(r.hands) + sum(r.on_board) + r.ground == sum(hands) + sum(boards) + ground
