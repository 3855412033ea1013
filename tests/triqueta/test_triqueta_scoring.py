"""CASES.md A: TQ-01 … TQ-10 (scoring, reveal, tie-break)."""

from __future__ import annotations

import pytest

from trigames.core import Outcome
from trigames.games.triqueta.scoring import best_reveal, total_score, type_points
from triqueta.helpers import counts, finished, kinds


def test_tq01_rulebook_example() -> None:
    c = counts(rabbit=2, owl=3, deer=1, boar=3, ram=0, bear=5)
    assert total_score(c, rock=True, trees=2) == 18


def test_tq02_six_triquetas() -> None:
    c = [3] * 6
    assert total_score(c, rock=True, trees=3) == 49
    assert total_score(c, rock=False, trees=0) == 45


@pytest.mark.parametrize(("n", "points"), [(0, 0), (1, 1), (2, 2), (3, 10), (4, -1), (5, -2), (6, -3), (10, -7)])
def test_tq03_bear_ladder(n: int, points: int) -> None:
    assert type_points(5, n) == points


def test_tq03_rabbits() -> None:
    assert type_points(0, 3) == 5 and type_points(0, 4) == -1
    assert type_points(0, 6) == -3  # never two triquetas


def test_tq04_negative_total() -> None:
    assert total_score(counts(bear=10, rabbit=4), rock=False, trees=0) == -8


def test_tq05_mixed() -> None:
    c = counts(rabbit=3, owl=4, deer=2, boar=0, ram=3, bear=1)
    assert total_score(c, rock=False, trees=1) == 17


def test_tq06_best_reveal() -> None:
    c = counts(deer=2, owl=3)
    hidden = kinds("deer", "owl")
    assert best_reveal(c, hidden) == (1, 0)


def test_tq06_through_the_game() -> None:
    s = finished()
    s.collected[0] = counts(deer=2, owl=3)
    s.trees[0], s.rock = 0, 1
    from trigames.games.triqueta.rules import REVEALING

    s.phase, s.player = REVEALING, 0
    s.hidden = [kinds("deer", "owl"), [], []]
    s.revealed[0], s.discarded[0] = [], []
    s.apply_text("reveal")
    s.apply_text("discard")
    assert s.is_terminal()
    assert s.scores()[0] == 13
    assert s.outcome().details["tokens"][0] == 6


def test_tq06_auto_reveal_at_the_end() -> None:
    """The automatic end-of-game reveal applies exactly the best choice."""
    from triqueta.helpers import fresh

    s = fresh(players=2, rock=0)
    # fast-forward: round 4, one active player left with an empty row to take
    s.round, s.unused = 3, [False] * 4
    s.collected = [counts(deer=2, owl=3), [0] * 6]
    s.hidden = [kinds("deer", "owl"), []]
    s.active, s.n_active = [True, False], 1
    s.rows = [[], None]
    s.trees = [0, 0]
    s.apply_text("take R0")
    assert s.is_terminal()
    assert s.collected[0] == counts(deer=3, owl=3)
    assert s.scores()[0] == 13 + 1  # + the rock: the last player to drop out takes it


def test_tq09_tie_break() -> None:
    o = Outcome.from_keys([20, 20, 15], [(20, 14), (20, 12), (15, 30)])
    assert o.winners == (0,)
    o = Outcome.from_keys([20, 20, 15], [(20, 13), (20, 13), (15, 30)])
    assert o.winners == (0, 1)


def test_tq09_through_the_state() -> None:
    s = finished(players=3)
    s.rock, s.trees = 2, [0, 0, 0]
    s.collected[0] = counts(bear=3, ram=3, boar=5, owl=2, deer=1)  # 10+9-2+2+1 = 20, 14 tokens
    s.collected[1] = counts(bear=3, ram=3, deer=1)  # 10+9+1 = 20, 7 tokens
    s.collected[2] = counts(bear=3, deer=1, owl=2, rabbit=1)  # 10+1+2+1 = 14, + rock = 15
    assert s.scores() == [20, 20, 15]
    o = s.outcome()
    assert o.winners == (0,)
    assert o.details["tokens"] == [14, 7, 7]
    s.collected[1] = list(s.collected[0])  # same score and same token count: shared win
    assert s.outcome().winners == (0, 1)
    assert s.outcome().ranks == (1, 1, 3)


def test_tq10_discarded_tokens_do_not_count() -> None:
    s = finished()
    from trigames.games.triqueta.rules import REVEALING

    s.collected[0] = counts(rabbit=2, owl=2, deer=2, boar=2, ram=2, bear=1)  # 11 collected
    s.phase, s.player = REVEALING, 0
    s.hidden = [kinds("ram", "bear"), [], []]
    s.apply_text("reveal")
    s.apply_text("discard")
    assert s.outcome().details["tokens"][0] == 12
