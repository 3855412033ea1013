"""CASES.md A: TQ-11 … TQ-18 (turns, rounds, illegal actions, setup)."""

from __future__ import annotations

import pytest

import trigames
from trigames.core import IllegalActionError, OptionError
from trigames.core.testing import fingerprint
from triqueta.helpers import K, counts, fresh, stack_tower


def refused(state: object, text: str) -> None:
    before = fingerprint(state)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError):
        state.apply_text(text)  # type: ignore[attr-defined]
    assert fingerprint(state) == before  # type: ignore[arg-type]


def test_tq11_complete_round() -> None:
    s = fresh(players=3, rock=0)
    stack_tower(s, ["bear", "rabbit", "owl", "owl", "deer"])
    A, B, C = 0, 1, 2
    assert s.current_player() == A
    s.apply_text("draw")
    assert s.view(A)["drawn"] == "bear" and s.view(B)["drawn"] is None and s.view(None)["drawn"] is None
    s.apply_text("place R0")
    assert s.rows[0] == [K["bear"]] and len(s.towers[0]) == 14
    assert s.current_player() == B
    s.apply_text("draw")
    s.apply_text("keep")
    assert s.view(C)["seats"][B]["hidden"] == 1 and "hidden_tokens" not in s.view(C)["seats"][B]
    assert s.view(B)["seats"][B]["hidden_tokens"] == ["rabbit"]
    assert len(s.towers[0]) == 13
    s.apply_text("take R1")
    assert s.rows[1] is None and s.collected[C] == [0] * 6 and not s.active[C]
    assert s.current_player() == A
    s.apply_text("draw")
    s.apply_text("place R2")
    assert s.rows[2] == [K["owl"]] and len(s.towers[0]) == 12
    s.apply_text("take R0")
    assert s.collected[B] == counts(bear=1)
    assert s.current_player() == A
    s.apply_text("draw")
    s.apply_text("place R2")
    assert s.rows[2] == [K["owl"], K["owl"]] and len(s.towers[0]) == 11
    assert s.current_player() == A  # B and C are skipped
    s.apply_text("draw")
    s.apply_text("keep")
    assert len(s.hidden[A]) == 1 and len(s.towers[0]) == 10
    s.apply_text("take R2")
    # the round ends: A keeps the rock, the 10 left go to the box, round 2 on a new tower with its tree
    assert s.rock == A
    assert sum(s.box) == 10
    assert s.round == 1 and s.cur in (1, 2, 3) and s.trees == [1, 0, 0]
    assert s.rows == [[], [], []] and s.active == [True] * 3 and s.current_player() == A
    assert s.collected == [counts(owl=2), counts(bear=1), [0] * 6]
    assert [len(h) for h in s.hidden] == [1, 1, 0]
    assert s.token_census() == 60


def test_tq11_with_tower_choice() -> None:
    s = fresh(players=2, rock=1, choose_tower=True)
    s.apply_text("take R0")
    s.apply_text("take R1")
    assert s.decision() == "CHOOSE_TOWER" and s.current_player() == 0
    assert s.legal_actions() == [13, 14, 15]
    refused(s, "tower T0")
    s.apply_text("tower T3")
    assert s.cur == 3 and s.trees == [1, 0] and s.current_player() == 0


def test_tq12_third_hidden_token_is_illegal() -> None:
    s = fresh(players=3, rock=1)
    s.hidden[1] = [K["deer"], K["ram"]]
    s.towers[1] = s.towers[1][:13]  # keep 60 tokens in play: these two came from a tower
    s.apply_text("draw")
    refused(s, "keep")
    assert s.legal_actions() == [6, 7, 8]


def test_tq13_empty_tower() -> None:
    s = fresh(players=2, rock=0)
    s.box = [len([k for k in s.towers[0] if k == t]) for t in range(6)]
    s.towers[0] = []
    refused(s, "draw")
    assert s.legal_actions() == [1, 2]
    s.apply_text("take R1")
    assert s.current_player() == 1 and s.legal_actions() == [1]
    s.apply_text("take R0")
    assert s.rock == 1 and s.round == 1


def test_tq14_dropped_out_player_cannot_act() -> None:
    s = fresh(players=3, rock=0)
    s.apply_text("draw")
    s.apply_text("place R0")
    s.apply_text("draw")
    s.apply_text("keep")
    s.apply_text("take R1")  # C drops out
    order = []
    for _ in range(4):
        order.append(s.current_player())
        s.apply_text("draw")
        s.apply_text("place R0")
    assert order == [0, 1, 0, 1]
    assert 2 not in order


def test_tq15_taking_an_empty_row() -> None:
    s = fresh(players=4, rock=2)
    s.apply_text("take R3")
    assert s.n_active == 3 and sum(r is not None for r in s.rows) == 3
    assert s.collected[2] == [0] * 6


def test_tq16_placing_in_any_row() -> None:
    s = fresh(players=2, rock=0)
    s.rows[0] = [s.towers[1].pop() for _ in range(6)]
    s.apply_text("draw")
    assert 6 in s.legal_actions() and 7 in s.legal_actions()
    s.apply_text("place R0")
    assert len(s.rows[0]) == 7


@pytest.mark.parametrize("players", [2, 5])
def test_tq18_rows_per_player(players: int) -> None:
    s = trigames.make("triqueta", players=players).new_game(0)
    assert len(s.view(None)["rows"]) == players


@pytest.mark.parametrize("players", [1, 6])
def test_tq18_bad_player_count(players: int) -> None:
    with pytest.raises(OptionError, match="2–5 players"):
        trigames.make("triqueta", players=players)


def test_taken_row_and_wrong_phase_are_refused() -> None:
    s = fresh(players=3, rock=0)
    refused(s, "place R0")  # nothing drawn
    refused(s, "keep")
    refused(s, "reveal")
    s.apply_text("take R0")
    refused(s, "take R0")  # already taken
    refused(s, "take R3")  # no such row with 3 players
    s.apply_text("draw")
    refused(s, "draw")
    refused(s, "take R1")
    refused(s, "place R0")


def test_non_actions_are_refused() -> None:
    s = fresh()
    for bad in (-1, 18, 2.0, "draw", None, True):
        before = fingerprint(s)
        with pytest.raises(IllegalActionError):
            s.apply(bad)
        assert fingerprint(s) == before


def test_game_lasts_four_rounds_and_trees_go_to_the_last_out() -> None:
    s = fresh(players=2, rock=0)
    lasts = []
    for _ in range(4):
        s.apply_text("take R0")
        lasts.append(s.current_player())
        s.apply_text("take R1")
    assert s.is_terminal()
    assert sum(s.trees) == 3 and s.rock == lasts[-1]
    assert s.token_census() == 60
