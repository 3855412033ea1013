"""Bots: matches between montecarlo and target complete for 2, 3, 5, 6 players and the hexagon."""

from __future__ import annotations

import math

import pytest

import trigames
from trigames.agents import make_agent


def run_match(game: trigames.Game, names: list[str], seed: int, **params: object) -> trigames.State:
    agents = [make_agent(n, game, i, seed * 31 + i, **(params if n == "montecarlo" else {}))
              for i, n in enumerate(names)]
    s = game.new_game(seed)
    while not s.is_terminal():
        p = s.current_player()
        s.apply(agents[p].act(s.view(p), s.legal_actions()))
    return s


@pytest.mark.parametrize(("players", "layout"), [(2, "row"), (3, "row"), (5, "row"), (6, "row"), (3, "hexagon")])
def test_montecarlo_vs_target_match_completes(players: int, layout: str) -> None:
    game = trigames.make("trigono", players=players, layout=layout, pucks_per_player=2)
    names = ["montecarlo" if i % 2 == 0 else "target" for i in range(players)]
    s = run_match(game, names, seed=players, samples=60, full=1, refine=2, deep=4)
    assert s.is_terminal() and len(s.outcome().winners) == 1


def test_target_bot_picks_the_richer_hole() -> None:
    from trigames.games.trigono.bots import TargetAgent
    from trigames.games.trigono.notation import Target

    game = trigames.make("trigono", players=2)
    s = game.new_game(0)
    bot = TargetAgent(game, s.current_player())
    v = s.view(s.current_player())
    v["on_board"], v["ground"] = [1], 3
    assert bot.act(v, s.legal_actions()) == Target("small")
    v["on_board"], v["ground"] = [3], 1
    assert bot.act(v, s.legal_actions()) == Target("big")


def test_round_table_values() -> None:
    from trigames.games.trigono.planner import final_chance, round_table, shot_rates

    game = trigames.make("trigono", players=2)
    t = round_table(game, 20, "club", "club")
    assert abs(t.value(True, 10, 10, 0)) < 0.2  # the start is close to even
    assert t.value(True, 1, 12, 4) < -0.5 < 0.5 < t.value(True, 12, 1, 4)  # the short hand is losing
    assert (abs(t.V) <= 1 + 1e-9).all()
    shots = shot_rates(game, "club")
    big, small = shots[0][0], shots[1][1]
    assert 0.05 < big < 0.25 and 0.01 < small < big
    assert final_chance(shots, 0, 0) == 0.0 and final_chance(shots, 3, 0) >= big


def test_montecarlo_final_throw_aims_at_a_loaded_hole() -> None:
    from trigames.games.trigono.aiming import holeless, rest_point
    from trigames.games.trigono.bots import MonteCarloAgent
    from trigames.games.trigono.notation import Aim

    game = trigames.make("trigono", players=2)
    s = game.new_game(0)
    me = s.current_player()
    v = s.view(me)
    v["hands"] = [0, 0]
    v["hands"][me], v["out"][1 - me] = 1, True
    v["on_board"], v["ground"], v["pucks"] = [4], 15, []
    aim = MonteCarloAgent(game, me, 1, samples=200).act(v, s.legal_actions())
    assert isinstance(aim, Aim)
    w = holeless(game.params, 1, "row")
    x, y = rest_point(w, 0, aim.yaw, aim.elev, aim.speed)
    assert min(math.hypot(x - h[0], y - h[1]) for h in game.world.holes) < 0.1  # a hole, not the floor


# -- levels: how carefully a bot aims (issue 22) ------------------------------------------------

def test_no_wobble_leaves_the_target_bots_choice_as_it_was() -> None:
    from trigames.games.trigono.notation import Target

    game = trigames.make("trigono", players=2)
    s = game.new_game(4)
    p = s.current_player()
    assert make_agent("target", game, p, 9).act(s.view(p), s.legal_actions()) == Target("big")


def test_a_wobbled_aim_spreads_by_its_share_of_the_hand_around_the_lob() -> None:
    """The aim moves around the lob at the hole it chose, by `wobble` times the seat's noise."""
    import statistics

    from trigames.games.trigono.aiming import SKILLS, aim_problem
    from trigames.games.trigono.notation import Aim, Target

    game = trigames.make("trigono", players=2)
    s = game.new_game(4)
    p = s.current_player()
    lob = s.aim_of(Target("big"))
    club = SKILLS["club"]
    for k in (0.5, 2.0):
        bot = make_agent(f"target:wobble={k}", game, p, 3)
        aims = [bot.act(s.view(p), s.legal_actions()) for _ in range(600)]
        assert all(isinstance(a, Aim) and not aim_problem(a.yaw, a.elev, a.speed, a.spin) for a in aims)
        yaw = statistics.pstdev(a.yaw for a in aims)
        elev = statistics.pstdev(a.elev for a in aims)
        speed = statistics.pstdev(a.speed / lob.speed for a in aims)
        assert abs(statistics.fmean(a.yaw for a in aims) - lob.yaw) < 4 * k * club.yaw / 600 ** 0.5
        for got, want in ((yaw, club.yaw), (elev, club.elev), (speed, club.speed)):
            assert 0.85 * k * want < got < 1.15 * k * want, (k, got, want)
    again = [make_agent("target:wobble=0.5", game, p, 3).act(s.view(p), s.legal_actions()) for _ in range(2)]
    assert again[0] == again[1]  # the agent's own seeded stream: the same seed, the same aim


def test_the_levels_are_steps_of_care_and_each_beats_the_one_below() -> None:
    """Each level aims more carefully than the one below (master as well as its hand allows), and
    over 300 seeded matches the more careful of two neighbours wins most (the ladder's 200-game rows
    are in docs/agents.md; here the two cheap levels, both `target`)."""
    from trigames.agents.levels import LEVELS, level_of

    game = trigames.make("trigono", players=2)
    wobbles = [level_of(game, level)[1].get("wobble", 0.0) for level in LEVELS]
    assert wobbles == sorted(wobbles, reverse=True) and wobbles[-1] == 0.0 and len(set(wobbles)) == 4
    wins = 0
    for m in range(300):
        names = ["club", "beginner"] if m % 2 == 0 else ["beginner", "club"]
        s = run_match(game, names, seed=1000 + m)
        wins += s.outcome().winners == (names.index("club"),)
    assert wins > 0.6 * 300, wins
