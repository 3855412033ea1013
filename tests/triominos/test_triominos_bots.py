"""The bots: greedy keeps the most points now and breaks ties by what a move leaves open;
the board reading they use (tactics.py) agrees with the real scoring."""

from __future__ import annotations

import math
import random

import trigames
from trigames.arena import play_game
from trigames.games.triominos import from_board
from trigames.games.triominos.bots import FlexAgent, GreedyAgent, board_of, points
from trigames.games.triominos.rules import AFTER_DRAW, TURN
from trigames.games.triominos.tactics import Outlook, cell_bonus, exposure, p_holds
from trigames.games.triominos.tiles import (
    DRAW,
    N_TILES,
    PASS,
    PLACE,
    TSUM,
    cell_of,
    decode,
    tile_of,
    tile_str,
)

G2 = trigames.make("triominos", players=2)
G3 = trigames.make("triominos", players=3)

# seat 0 to move; 3-3-4 scores 10 at U(2,0) and at D(-1,-2) (and nowhere more), but D(-1,-2)
# leaves the opponents a bonus cell that unseen tiles fit (found in a random game, seed 128)
TIE_BOARD = ["U(0,0)=[1,2,3]", "D(-1,0)=[2,2,1]", "U(-2,0)=[1,2,1]", "D(-2,-1)=[1,1,3]", "U(-3,-1)=[0,1,3]",
             "U(-1,1)=[2,0,2]", "D(-3,-2)=[0,3,4]", "D(0,1)=[0,1,2]", "D(1,0)=[2,3,3]", "U(0,2)=[0,1,1]",
             "U(-2,-2)=[4,3,4]", "D(-2,-3)=[4,4,1]"]
TIE_RACK = ["0-0-0", "0-0-5", "0-4-4", "0-5-5", "2-4-5", "3-3-4"]


def tie_position():
    board = {tile_of(x) for x in ("1-2-3", "1-2-2", "1-1-2", "1-1-3", "0-1-3", "0-2-2", "0-3-4", "0-1-2",
                                   "2-3-3", "0-1-1", "3-4-4", "1-4-4")}
    rest = [t for t in range(N_TILES) if t not in board and tile_str(t) not in TIE_RACK]
    return from_board(G2, TIE_BOARD, racks=[TIE_RACK, rest[:12]], pool=rest[12:])


def random_positions(game, games, seed, every=3):
    """Positions of random games, a few per game, at TURN or AFTER_DRAW."""
    rng = random.Random(seed)
    for g in range(games):
        s = game.new_game(seed * 1000 + g)
        k = 0
        while not s.is_terminal():
            if s.phase in (TURN, AFTER_DRAW):
                k += 1
                if k % every == 0:
                    yield s
            s.apply(rng.choice(s.legal_actions()))


def test_cell_bonus_agrees_with_the_scoring():
    checked = 0
    for s in random_positions(G3, 6, 1, every=2):
        p = s.player
        if len(s.racks[p]) == 1:
            continue
        for a in s.legal_actions():
            if a < PLACE:
                continue
            t, c, _ = decode(a)
            after = s.clone()
            before = after.score[p]
            after.apply(a)
            if after.round != s.round:
                continue
            assert after.score[p] - before == TSUM[t] + cell_bonus(s, c) == points(s, a)
            checked += 1
    assert checked > 1000


def test_cell_bonus_on_the_cases_boards():
    racks = [["5-5-5", "4-4-4"], ["2-2-2"]]
    hx = from_board(G2, ["U(1,1)=[1,0,1]", "D(0,1)=[0,0,1]", "U(-1,1)=[4,0,1]", "D(-1,0)=[4,1,4]",
                         "U(0,0)=[4,1,3]"], racks=racks)
    assert cell_bonus(hx, cell_of(1, 0)) == 50  # TM-12
    br = from_board(G2, ["U(0,0)=[2,5,1]", "D(-1,0)=[2,5,2]", "U(-1,1)=[2,3,5]", "D(0,1)=[3,3,5]",
                         "U(0,2)=[3,0,3]", "D(1,2)=[0,0,3]", "U(2,2)=[3,0,1]", "D(2,1)=[3,1,1]"], racks=racks)
    assert cell_bonus(br, cell_of(1, 0)) == 40  # TM-10
    one = from_board(G2, ["U(0,0)=[0,1,2]", "D(1,0)=[1,2,2]"], racks=racks)
    assert cell_bonus(one, cell_of(1, 1)) == 0  # TM-09


def test_p_holds_is_the_hypergeometric_chance():
    for unseen, k, n in [(40, 1, 9), (40, 3, 9), (20, 5, 7), (10, 2, 1), (30, 4, 0)]:
        exact = 1 - math.comb(unseen - k, n) / math.comb(unseen, n)
        assert math.isclose(p_holds(k, unseen, n), exact)
    assert p_holds(0, 30, 9) == 0.0
    assert p_holds(5, 8, 4) == 1.0


def test_greedy_avoids_the_tie_that_opens_a_bonus():
    s = tie_position()
    view, legal = s.view(0), s.legal_actions()
    bot = GreedyAgent(G2, 0, 1)
    b = board_of(bot, view)
    best = max(points(b, a) for a in legal if a >= PLACE)
    tied = sorted(s.action_to_string(a) for a in legal if a >= PLACE and points(b, a) == best)
    assert tied == ["3-3-4@D(-1,-2)/r0", "3-3-4@U(2,0)/r0"]
    assert s.action_to_string(bot.act(view, legal)) == "3-3-4@U(2,0)/r0"
    outlook = Outlook(b, 0, 12)
    opens = outlook.key(s.parse_action("3-3-4@D(-1,-2)/r0"))[0]
    assert opens < -20 and outlook.key(s.parse_action("3-3-4@U(2,0)/r0"))[0] == 0
    after = s.clone()
    after.apply(s.parse_action("3-3-4@D(-1,-2)/r0"))
    assert any(cell_bonus(after, cc) for cc in after.open)
    assert exposure(after, set(after.open), outlook.hidden, 12) > 20


def test_greedy_keeps_the_most_points_and_never_draws_when_it_can_place():
    for s in random_positions(G2, 8, 2):
        p = s.player
        view, legal = s.view(p), s.legal_actions()
        for bot in (GreedyAgent(G2, p, 3), FlexAgent(G2, p, 3)):
            a = bot.act(view, legal)
            assert a in legal
            places = [x for x in legal if x >= PLACE]
            if places:
                assert a >= PLACE  # never DRAW or PASS while a placement exists
                if isinstance(bot, FlexAgent):
                    continue
                b = board_of(bot, view)
                assert points(b, a) == max(points(b, x) for x in places)
                if s.phase == AFTER_DRAW:
                    assert decode(a)[0] == s.drawn
            else:
                assert a == (DRAW if DRAW in legal else PASS)


def test_outlook_counts_the_rack_left_playable():
    s = tie_position()
    b = board_of(GreedyAgent(G2, 0, 0), s.view(0))
    outlook = Outlook(b, 0, 12)
    for a in s.legal_actions():
        if a < PLACE:
            continue
        t = decode(a)[0]
        after = s.clone()
        after.apply(a)
        rest = [x for x in s.racks[0] if x != t]
        assert outlook.key(a)[1:] == (sum(1 for x in rest if after.where[x]),
                                      sum(len(after.where[x]) for x in rest))


def test_bots_are_deterministic_and_beat_random():
    wins = {"greedy": 0, "flex": 0}
    for name in wins:
        for i in range(20):
            agents = [name, "random"] if i % 2 == 0 else ["random", name]
            s = play_game(G2, agents, 500 + i)
            me = agents.index(name)
            wins[name] += s.score[me] > s.score[1 - me]
            if i == 0:
                assert play_game(G2, agents, 500).history == s.history
    assert wins["greedy"] >= 16 and wins["flex"] >= 16, wins
