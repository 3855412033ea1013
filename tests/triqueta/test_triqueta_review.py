"""Rules review of Triqueta (RULES §1, §5.1): edge cases a held-back case could test."""

from __future__ import annotations

import pytest

from trigames.core import IllegalActionError
from trigames.core.testing import fingerprint
from trigames.games.triqueta.rules import TriquetaState
from trigames.games.triqueta.scoring import best_reveal, total_score
from triqueta.helpers import K, counts, fresh, kinds, stack_tower

DRAW, KEEP, REVEAL, DISCARD = 0, 11, 16, 17


def take(r: int) -> int:
    return 1 + r


def place(r: int) -> int:
    return 6 + r


def refused(state: TriquetaState, action: int) -> None:
    before = fingerprint(state)
    with pytest.raises(IllegalActionError):
        state.apply(action)
    assert fingerprint(state) == before


def rows_left(s: TriquetaState) -> list[int]:
    return [r for r, row in enumerate(s.rows) if row is not None]


def play_round(s: TriquetaState, last: int) -> None:
    """Play the current round so that seat `last` is the last to drop out: the others take the
    first row left as soon as they move; `last` draws and places until it is alone."""
    rnd = s.round
    while s.round == rnd and not s.is_terminal():
        p = s.current_player()
        assert s.decision() == "TURN"
        if p == last and s.n_active > 1:
            s.apply(DRAW)
            s.apply(place(rows_left(s)[0]))
        else:
            s.apply(take(rows_left(s)[0]))


def test_rows_equal_active_players_in_a_five_player_round() -> None:
    s = fresh(players=5, rock=3)
    order = []
    while s.round == 0:
        assert len(rows_left(s)) == s.n_active == sum(s.active)
        order.append(s.current_player())
        s.apply(take(rows_left(s)[-1]))
    assert order == [3, 4, 0, 1, 2]
    assert s.rock == 2 and s.trees == [0, 0, 1, 0, 0] and s.current_player() == 2
    assert len(rows_left(s)) == s.n_active == 5


def test_last_active_player_draws_until_the_tower_is_empty_then_only_takes() -> None:
    s = fresh(players=2, rock=0)
    s.apply(take(0))
    assert s.current_player() == 1
    for _ in range(15):
        assert s.current_player() == 1 and s.legal_actions() == [DRAW, take(1)]
        s.apply(DRAW)
        s.apply(place(1))
    assert s.towers[s.cur] == [] and s.view(None)["tower"]["left"] == 0
    assert s.legal_actions() == [take(1)]
    refused(s, DRAW)
    s.apply(take(1))
    assert sum(s.collected[1]) == 15 and s.rock == 1 and s.trees == [0, 1] and s.current_player() == 1


def test_empty_tower_leaves_only_take_row_for_every_active_player() -> None:
    s = fresh(players=3, rock=1)
    s.box = [sum(1 for k in s.towers[0] if k == t) for t in range(6)]
    s.towers[0] = []
    for p, rows in ((1, [1, 2, 3]), (2, [2, 3]), (0, [3])):
        assert s.current_player() == p and s.legal_actions() == rows
        s.apply(rows[0])
    assert s.rock == 0 and s.round == 1


def test_rock_goes_to_the_last_player_out_not_the_holder() -> None:
    s = fresh(players=3, rock=0)
    s.apply(take(0))
    s.apply(take(1))
    assert s.current_player() == 2 and s.rock == 0
    s.apply(DRAW)
    s.apply(place(2))
    s.apply(DRAW)
    s.apply(place(2))
    s.apply(take(2))
    assert s.rock == 2 and s.trees == [0, 0, 1] and s.current_player() == 2
    assert sum(s.collected[2]) == 2 and sum(s.box) == 13
    assert s.view(None)["seats"][2]["rock"] and not s.view(None)["seats"][0]["rock"]


def test_trees_go_to_the_last_out_of_rounds_1_to_3_and_the_rock_to_the_last_out_of_round_4() -> None:
    s = fresh(players=3, rock=0)
    lasts = [1, 2, 0, 1]
    trees_after = [[0, 1, 0], [0, 1, 1], [1, 1, 1]]
    for rnd, last in enumerate(lasts):
        assert s.round == rnd and s.current_player() == (0 if rnd == 0 else lasts[rnd - 1])
        play_round(s, last)
        assert s.rock == last
        if rnd < 3:
            assert s.trees == trees_after[rnd]
            assert s.cur == rnd + 1  # the lowest tower left
    assert s.is_terminal() and s.trees == [1, 1, 1] and s.rock == 1
    for p in range(3):
        assert s.scores()[p] == total_score(s.collected[p], p == 1, 1)
    assert sum(s.box) + sum(map(sum, s.collected)) == 60


def test_tower_choice_is_made_by_the_last_out_and_the_tree_goes_with_it() -> None:
    s = fresh(players=2, rock=0, choose_tower=True)
    play_round(s, last=1)
    assert s.decision() == "CHOOSE_TOWER" and s.current_player() == 1 and s.trees == [0, 0]
    refused(s, take(0))
    s.apply(12 + 2)
    assert s.cur == 2 and s.trees == [0, 1] and s.current_player() == 1
    play_round(s, last=0)
    assert s.legal_actions() == [13, 15] and s.current_player() == 0
    s.apply(15)
    assert s.trees == [1, 1]
    play_round(s, last=0)  # one tower left: no decision
    assert s.decision() == "TURN" and s.cur == 1 and s.trees == [2, 1] and s.current_player() == 0
    play_round(s, last=1)
    assert s.is_terminal() and s.trees == [2, 1] and s.rock == 1


def test_two_hidden_tokens_per_game_across_rounds() -> None:
    s = fresh(players=2, rock=0)
    s.apply(DRAW)
    s.apply(KEEP)
    s.apply(take(1))  # B
    s.apply(take(0))  # A, last out: round 2 starts with A, who holds 1 hidden token
    assert s.round == 1 and s.current_player() == 0
    s.apply(DRAW)
    assert KEEP in s.legal_actions()
    s.apply(KEEP)
    assert len(s.hidden[0]) == 2 and s.current_player() == 1
    s.apply(take(0))
    s.apply(take(1))
    assert s.round == 2 and s.current_player() == 0
    s.apply(DRAW)
    refused(s, KEEP)
    assert s.legal_actions() == [place(0), place(1)]
    v = s.view(1)
    assert v["seats"][0]["hidden"] == 2 and "hidden_tokens" not in v["seats"][0]
    assert len(s.view(0)["seats"][0]["hidden_tokens"]) == 2


def end_state(auto: bool, collected: list[list[int]], hidden: list[list[int]], trees: list[int]) -> TriquetaState:
    """Round 4, every player out but seat 0, who takes the last (empty) row and the rock."""
    s = fresh(players=len(collected), rock=0, auto_reveal=auto)
    s.round, s.unused = 3, [False] * 4
    s.collected = [list(c) for c in collected]
    s.hidden = [list(h) for h in hidden]
    s.trees = list(trees)
    s.active = [p == 0 for p in range(s.P)]
    s.n_active = 1
    s.rows = [[] if r == 0 else None for r in range(s.P)]
    s.player = 0
    return s


def test_manual_reveal_asks_each_owner_in_seat_order_and_respects_a_poor_choice() -> None:
    s = end_state(False, [counts(owl=3), counts(deer=2), counts()], [kinds("owl"), [], kinds("deer", "bear")],
                  [1, 1, 1])
    s.apply(take(0))
    assert s.decision() == "REVEAL" and s.current_player() == 0 and s.legal_actions() == [REVEAL, DISCARD]
    refused(s, take(0))
    s.apply(REVEAL)  # a poor choice: owl 4 ⇒ −1 instead of the triqueta
    assert s.current_player() == 2  # seat 1 has nothing hidden
    assert s.view(1)["seats"][0]["revealed"] == ["owl"]
    s.apply(DISCARD)
    s.apply(REVEAL)
    assert s.is_terminal()
    assert s.scores() == [-1 + 1 + 1, 2 + 1, 1 + 1]
    assert s.outcome().details["tokens"] == [4, 2, 1]
    assert s.view(0)["seats"][2]["revealed"] == ["bear"] and s.view(0)["seats"][2]["discarded"] == 1
    assert "deer" not in str(s.view(0)["seats"][2])


def test_manual_reveal_with_no_hidden_token_ends_at_once() -> None:
    s = end_state(False, [counts(owl=3), counts(deer=2)], [[], []], [2, 1])
    s.apply(take(0))
    assert s.is_terminal() and s.scores() == [6 + 1 + 2, 2 + 1]


@pytest.mark.parametrize(("collected", "hidden", "reveals"), [
    (counts(deer=2, owl=3), kinds("deer", "owl"), (1, 0)),
    (counts(bear=1), kinds("bear", "bear"), (1, 1)),
    (counts(bear=3), kinds("bear", "bear"), (0, 0)),
    (counts(ram=4), kinds("ram"), (0,)),  # already −1; revealing makes −2
    (counts(rabbit=1), kinds("rabbit", "owl"), (1, 1)),
])
def test_auto_reveal_is_the_best_choice(collected: list[int], hidden: list[int], reveals: tuple[int, ...]) -> None:
    assert best_reveal(collected, hidden) == reveals
    s = end_state(True, [collected, counts()], [hidden, []], [0, 0])
    s.apply(take(0))
    want = list(collected)
    for keep, k in zip(reveals, hidden, strict=True):
        want[k] += keep
    assert s.is_terminal() and s.collected[0] == want
    assert s.outcome().details["tokens"][0] == sum(want)
    assert len(s.discarded[0]) == len(hidden) - sum(reveals)


def test_tie_break_counts_revealed_tokens_and_not_discarded_ones() -> None:
    # A: deer 2 owl 3 + hidden [deer, owl] ⇒ 13 with 6 tokens (owl discarded); + rock 1 ⇒ 14
    # B: 14 points with 6 tokens ⇒ shared; with 7 tokens ⇒ B wins
    a = counts(deer=2, owl=3)
    b6 = counts(bear=3, rabbit=2, ram=1)  # 10 + 2 + 1 = 13, + 1 tree
    s = end_state(True, [a, b6], [kinds("deer", "owl"), []], [0, 1])
    s.apply(take(0))
    assert s.scores() == [14, 14] and s.outcome().details["tokens"] == [6, 6]
    assert s.outcome().winners == (0, 1)
    b7 = counts(bear=3, rabbit=2, ram=1, deer=4)  # 10 + 2 + 1 − 1 = 12, + 2 trees
    s = end_state(True, [a, b7], [kinds("deer", "owl"), []], [0, 2])
    s.apply(take(0))
    assert s.scores() == [14, 14] and s.outcome().details["tokens"] == [6, 10]
    assert s.outcome().winners == (1,)


def test_negative_totals_still_rank() -> None:
    s = end_state(True, [counts(bear=10), counts(rabbit=10)], [[], []], [0, 0])
    s.apply(take(0))
    assert s.scores() == [-7 + 1, -7]
    assert s.outcome().winners == (0,)


def test_taken_rows_refuse_both_take_and_place() -> None:
    s = fresh(players=3, rock=0)
    stack_tower(s, ["bear", "owl"])
    s.apply(take(1))
    refused(s, take(1))
    s.apply(DRAW)
    assert s.view(1)["drawn"] == "bear" and s.view(0)["drawn"] is None
    refused(s, place(1))
    refused(s, place(3))
    s.apply(place(2))
    assert s.rows[2] == [K["bear"]] and s.current_player() == 2 and s.legal_actions() == [DRAW, take(0), take(2)]
