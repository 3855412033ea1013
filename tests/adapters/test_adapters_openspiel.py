"""OpenSpiel: every registered game passes pyspiel's own checks and plays with its bots."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel")

import trigames  # noqa: E402
from trigames.adapters import openspiel as O  # noqa: E402
from trigames.games import REGISTRY  # noqa: E402

GAMES = sorted(REGISTRY)
O.register()


def _configs(gid):
    spec = REGISTRY[gid].spec
    counts = {spec.min_players, spec.default_players}
    return sorted(counts)


@pytest.mark.parametrize("gid", GAMES)
def test_random_sim_test_with_serialisation(gid):
    for players in _configs(gid):
        game = pyspiel.load_game(O.spiel_name(gid), {"players": players})
        pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("gid", GAMES)
def test_game_info_is_honest(gid):
    game = pyspiel.load_game(O.spiel_name(gid))
    t, p = game.get_type(), game.profile
    assert t.short_name == O.spiel_name(gid)
    assert game.num_players() == REGISTRY[gid].spec.default_players
    assert game.num_distinct_actions() == p.codec.size
    assert game.max_game_length() == p.max_length
    if p.seed_bytes:
        assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert game.max_chance_outcomes() == 256
        assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    if p.utility == "rank":
        assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-1.0, 1.0, 0.0)


@pytest.mark.parametrize("gid", GAMES)
def test_serialisation_round_trips_mid_game(gid):
    game = pyspiel.load_game(O.spiel_name(gid))
    rng = random.Random(4)
    st = game.new_initial_state()
    for _ in range(30):
        if st.is_terminal():
            break
        st.apply_action(rng.randrange(256) if st.is_chance_node() else rng.choice(st.legal_actions()))
        text = pyspiel.serialize_game_and_state(game, st)
        game2, st2 = pyspiel.deserialize_game_and_state(text)
        assert str(game2) == str(game) and st2.history() == st.history() and str(st2) == str(st)
        if not st.is_chance_node() and not st.is_terminal():
            p = st.current_player()
            assert st2.information_state_string(p) == st.information_state_string(p)
            assert st2.legal_actions() == st.legal_actions()


def test_parameters_reach_the_game():
    game = pyspiel.load_game("trigames_triqueta(players=5,auto_reveal=false,seed_bytes=1,utility=score)")
    tg = game.profile.tgame
    assert tg.players == 5 and tg.options["auto_reveal"] is False
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    st = game.new_initial_state()
    st.apply_action(7)
    assert not st.is_chance_node()
    assert O.load(tg, seed_bytes=1).profile.tgame.options == tg.options


def test_openspiel_api_test_passes_on_our_games():
    """OpenSpiel's own integration_tests/api_test.py, pointed at the trigames games."""
    api = Path(pyspiel.__file__).parent / "open_spiel" / "integration_tests" / "api_test.py"
    if not api.exists():
        pytest.skip("open_spiel integration_tests not installed")
    r = subprocess.run([sys.executable, "-m", "trigames.adapters.spiel_api_test"],
                       capture_output=True, text=True, timeout=600, env={**os.environ})
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert "OK" in r.stderr


def _play(game, bots, seed):
    rng = random.Random(seed)
    st = game.new_initial_state()
    while not st.is_terminal():
        if st.is_chance_node():
            st.apply_action(rng.randrange(256))
        else:
            action = bots[st.current_player()].step(st)
            assert action in st.legal_actions()
            st.apply_action(action)
    return st


@pytest.mark.parametrize("gid", GAMES)
def test_mcts_and_ismcts_play_full_games(gid):
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(O.spiel_name(gid), {"players": REGISTRY[gid].spec.min_players})
    n = game.num_players()
    ev = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0), max_length=10)
    perfect = game.get_type().information == pyspiel.GameType.Information.PERFECT_INFORMATION
    bots = []
    for p in range(n):
        if p % 2 == 0 and not perfect:  # ISMCTS needs imperfect information
            bot = ismcts.ISMCTSBot(game, ev, 2.0, 3, random_state=np.random.RandomState(p))
            bot.set_resampler(O.make_resampler(p))
        else:
            bot = mcts.MCTSBot(game, 2.0, 3, ev, solve=False, random_state=np.random.RandomState(p))
        bots.append(bot)
    st = _play(game, bots, 1)
    assert len(st.returns()) == n


def test_resampled_worlds_keep_the_information_state():
    game = pyspiel.load_game("trigames_triqueta(players=3)")
    rng = random.Random(2)
    st = game.new_initial_state()
    resample = O.make_resampler(9)
    while not st.is_terminal():
        if st.is_chance_node():
            st.apply_action(rng.randrange(256))
            continue
        p = st.current_player()
        world = resample(st, p)
        assert world.information_state_string(p) == st.information_state_string(p)
        assert world.observation_string(p) == st.observation_string(p)
        assert world.legal_actions() == st.legal_actions() or not game.profile.codec.fixed
        st.apply_action(rng.choice(st.legal_actions()))
    with pytest.raises(Exception, match="resampled"):
        world.serialize()


@pytest.mark.parametrize("gid", GAMES)
def test_spiel_bots_as_trigames_agents(gid):
    from trigames.agents import make_agent

    game = trigames.make(gid, players=2 if REGISTRY[gid].spec.min_players <= 2 <= (
        REGISTRY[gid].spec.max_players or 2) else None)
    agents = [O.AGENTS["spiel-ismcts"](game, 0, 1, simulations=3, max_rollout=10)]
    for seat in range(1, game.players):
        other = "spiel-mcts" if seat == 1 else "random"
        agents.append(O.AGENTS[other](game, seat, seat, simulations=3, max_rollout=10) if other in O.AGENTS
                      else make_agent(other, game, seat, seat))
    st = game.new_game(5)
    while not st.is_terminal():
        p = st.current_player()
        st.apply(agents[p].act(st.view(p), st.legal_actions()))
    assert st.outcome().winners


def test_arena_pits_spiel_bots_against_trigames_bots():
    arena = pytest.importorskip("trigames.arena")
    game = trigames.make("triqueta", players=2)
    final = arena.play_game(game, ["spiel-mcts", "greedy"], seed=3)
    assert final.is_terminal()
