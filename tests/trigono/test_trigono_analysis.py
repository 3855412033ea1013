"""Trigono's analysis (issue 22): each aim weighed over the thrower's own hand, from the view only."""

from __future__ import annotations

from typing import Any

import pytest

import trigames
from trigames.agents.analysis import analyse, decided, judge
from trigames.core import SeatError
from trigames.games.trigono.notation import Aim, Target

# plank-local spots (m: right of the axis, from the base edge) clear of both holes
SPOTS = [(-0.12, 0.05), (0.12, 0.05), (-0.2, 0.28), (0.2, 0.28), (-0.1, 0.45), (0.1, 0.45), (0.0, 0.05), (-0.06, 0.26)]


def position(game: trigames.Game, hands: list[int], on_board: int, ground: int, seat: int,
             final: bool = False) -> dict[str, Any]:
    """A view of seat `seat` about to throw: `on_board` pucks lying on the plank, `ground` on the floor."""
    view = dict(game.new_game(1).view(0))
    plank = game.world.planks[0]  # type: ignore[attr-defined]
    pucks = [[0, *(round(c * 1000) for c in plank.world(u, v))] for u, v in SPOTS[:on_board]]
    pucks += [[-1, -400 + 60 * i, -200] for i in range(ground)]
    out = [h == 0 and i != seat for i, h in enumerate(hands)] if final else [False] * len(hands)
    view.update(hands=hands, out=out, on_board=[on_board], ground=ground, to_move=seat, seat=seat, pucks=pucks,
                decision="FINAL_THROW" if final else "THROW")
    return view


def row(analysis: Any, text: str) -> Any:
    return next(r for r in analysis.actions if r.text == text)


def test_a_loaded_plank_calls_for_the_big_hole() -> None:
    game = trigames.make("trigono", players=2)
    a = analyse(game, position(game, [1, 6], 8, 0, 0), 0, iterations=400)
    # the last puck in hand: on the plank it is out and the round lost; the big hole takes the 8
    assert a.best.text in ("aim big", "aim plank") and a.complete and not a.exact
    big, spot = row(a, "aim big"), row(a, "aim 0.15,0.06")
    assert big.win_low > spot.win_high and big.score > 0.5 > spot.score
    assert judge(a, Target("point", None, 0.15, 0.06)).verdict in ("mistake", "blunder")
    assert judge(a, a.best.action).verdict == "good"


def test_a_final_throw_at_a_loaded_ground_calls_for_the_small_hole() -> None:
    game = trigames.make("trigono", players=2)
    a = analyse(game, position(game, [0, 1], 0, 4, 1, final=True), 1, iterations=400)
    # 2 pucks win the round, 1 draws it: only the small hole (the 4 on the ground) can win it
    assert a.best.text == "aim small"
    spot = row(a, "aim -0.15,0.06")
    assert spot.win == 0.5 and a.best.win_low > 0.5  # a spot on the plank: a draw at best


def test_the_analysis_reads_the_view_only_and_repeats() -> None:
    game = trigames.make("trigono", players=2)
    states = []
    for seed in (3, 4):  # the same throws, two seeds: different noise, so compare views
        s = game.new_game(seed)
        for _ in range(5):
            s.apply_text("aim plank")
        states.append(s)
    s = states[0]
    view = s.view(s.current_player())
    once = analyse(game, view, iterations=200, seed=9)
    again = analyse(game, s, iterations=200, seed=9)  # from the state: its view only, its seed never read
    assert [(r.text, r.win, r.score) for r in once.actions] == [(r.text, r.win, r.score) for r in again.actions]
    other = dict(view)
    twin = states[1]
    if twin.view(twin.current_player()) == view:  # pragma: no cover - a coincidence of the noise
        return
    assert analyse(game, other, iterations=200, seed=9).actions == once.actions


def test_a_throw_is_judged_by_its_aim_and_a_free_aim_is_weighed() -> None:
    game = trigames.make("trigono", players=2)
    s = game.new_game(2)
    for text in ("aim plank", "aim big", "aim small"):
        s.apply_text(text)
    before = s.clone()
    s.apply_text("aim big")
    assert decided(game, before, s.history[-1]) == Target("big")  # recorded with its landing: the aim is judged
    free = Aim.of(1.0, 50.0, 5.0, 15.0)
    after = before.clone()
    after.apply(free)
    assert decided(game, before, after.history[-1]) == free
    a = analyse(game, before, iterations=200, also=[free])
    assert row(a, before.action_to_string(free)).visits == 200 and len(a.actions) == len(before.legal_actions()) + 1
    refereed = trigames.make("trigono", players=2, referee=True)
    r = refereed.new_game(1)
    assert decided(refereed, r, r.legal_actions()[0]) is None  # an outcome entered by hand: no aim to judge
    with pytest.raises(SeatError, match="entered by hand"):  # and no aims to weigh
        analyse(refereed, r, iterations=50)


def test_with_three_players_throws_are_judged_in_pucks() -> None:
    game = trigames.make("trigono", players=3)
    s = game.new_game(1)
    a = analyse(game, s, iterations=200)
    assert a.points == game.analysis_points and all(r.win == 0.5 for r in a.actions)  # type: ignore[attr-defined]
    assert not a.wins_known and a.drawn
    assert [r.score for r in a.actions] == sorted((r.score for r in a.actions), reverse=True)
