"""The search agents and the analysis: parameters are respected, every legal action is weighed,
and nothing hidden from a seat changes what its bot decides or what the analysis says."""

from __future__ import annotations

import random

import pytest

import trigames
from trigames.agents import LEVELS, make_agent
from trigames.agents.analysis import analyse, judge_move
from trigames.agents.ismcts import ISMCTSAgent
from trigames.core import Game, OptionError, SeatError, State


def _position(game: Game, seed: int, plies: int) -> State:
    """A position after `plies` random moves, played on until a real choice is pending."""
    rng = random.Random(seed)
    state = game.new_game(seed)
    for _ in range(plies):
        after = state.clone()
        after.apply(rng.choice(after.legal_actions()))
        if after.is_terminal():
            break
        state = after
    while not state.is_terminal() and len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    assert not state.is_terminal()
    return state


@pytest.mark.parametrize("game_id", ["triqueta", "triominos", "tricerata", "trigono"])
def test_every_level_is_an_agent_of_every_game(game_id: str) -> None:
    game = trigames.make(game_id)
    for level in LEVELS:
        agent = make_agent(level, game, 0, 3)
        assert agent.name == level
    with pytest.raises(OptionError, match="no parameter 'iterations'"):
        make_agent("expert:iterations=5", game, 0)


def test_levels_grow_in_budget() -> None:
    game = trigames.make("triqueta")
    budgets = [make_agent(level, game, 0).settings["iterations"] for level in LEVELS]  # type: ignore[attr-defined]
    assert budgets == sorted(budgets) and len(set(budgets)) == 4


@pytest.mark.parametrize("game_id", ["triqueta", "triominos", "tricerata"])
def test_ismcts_runs_its_iterations_and_plays_a_legal_move(game_id: str) -> None:
    game = trigames.make(game_id)
    state = _position(game, 4, 6)
    seat = state.current_player()
    agent = make_agent("ismcts:iterations=37", game, seat, 1)
    assert isinstance(agent, ISMCTSAgent)
    a = agent.act(state.view(seat), state.legal_actions())
    assert a in state.legal_actions()
    assert agent.last is not None and agent.last.done == 37 and agent.root is not None
    assert agent.root.visits == 37


def test_candidates_limit_the_root_to_the_games_best_moves() -> None:
    """With `candidates=K` the root searches only the K moves the game ranks first (Triominos:
    the tactician's order); `candidates=0` searches them all."""
    game = trigames.make("triominos", players=2)
    hook = game.candidates  # type: ignore[attr-defined]
    tried = 0
    for seed in range(40):
        state = _position(game, seed, 2 + seed % 7)
        seat = state.current_player()
        view, legal = state.view(seat), state.legal_actions()
        ranked = hook(game, view, legal, seat)
        assert sorted(ranked) == sorted(a for a in legal if a >= 2)  # every placement, ranked
        if len(ranked) < 4:
            continue
        tried += 1
        agent = make_agent("ismcts:iterations=60:candidates=3", game, seat, 1)
        a = agent.act(view, legal)
        assert agent.root is not None and set(agent.root.children) <= set(ranked[:3]) and a in ranked[:3]
        every = make_agent("ismcts:iterations=60:candidates=0", game, seat, 1)
        every.act(view, legal)
        assert every.root is not None and len(every.root.children) > 3
    assert tried >= 3


def test_the_think_cap_ends_a_search_early() -> None:
    game = trigames.make("triqueta")
    state = _position(game, 2, 3)
    seat = state.current_player()
    agent = make_agent("ismcts:iterations=100000:think=1e-9", game, seat, 1)
    agent.act(state.view(seat), state.legal_actions())
    assert agent.last is not None and agent.last.done == 1  # the clock had run out after one


def test_an_agent_refuses_a_parameter_out_of_range() -> None:
    with pytest.raises(OptionError, match="epsilon"):
        make_agent("ismcts:epsilon=2", trigames.make("triqueta"), 0)


def test_same_seed_same_decision() -> None:
    game = trigames.make("triominos")
    state = _position(game, 8, 5)
    seat = state.current_player()
    picks = {make_agent("expert", game, seat, 9).act(state.view(seat), state.legal_actions()) for _ in range(2)}
    assert len(picks) == 1


@pytest.mark.parametrize("game_id", ["triqueta", "triominos", "tricerata"])
def test_analyse_weighs_every_legal_action(game_id: str) -> None:
    game = trigames.make(game_id)
    for seed in range(2):
        state = _position(game, seed, 4 + 3 * seed)
        seat = state.current_player()
        result = analyse(game, state, seat, iterations=60, seed=seed)
        legal = list(state.legal_actions())
        assert sorted(map(str, (a.action for a in result.actions))) == sorted(map(str, legal))
        assert all(a.visits > 0 and 0 <= a.win_low <= a.win <= a.win_high <= 1 for a in result.actions)
        assert all(a.score_low <= a.score <= a.score_high for a in result.actions)
        assert result.line and result.line[0] == result.best.text
        trusted = [a for a in result.actions if a.visits * 4 >= max(b.visits for b in result.actions)]
        assert result.best.win == max(a.win for a in trusted)
        verdict, loss = judge_move(result, result.best.action)
        assert (verdict, loss) == ("good", 0.0)


def test_analyse_refuses_a_seat_that_is_not_to_move() -> None:
    game = trigames.make("triqueta", players=3)
    state = _position(game, 1, 2)
    other = (state.current_player() + 1) % 3
    with pytest.raises(SeatError, match="is to move"):
        analyse(game, state, other, iterations=10)


# -- no cheating -----------------------------------------------------------------------------------

HIDDEN = {"triqueta": ("towers", "hidden"), "triominos": ("pool", "racks")}


@pytest.mark.parametrize(("game_id", "players"), [("triqueta", 2), ("triqueta", 4), ("triominos", 2),
                                                  ("triominos", 3)])
def test_nothing_hidden_changes_a_decision_or_an_analysis(game_id: str, players: int) -> None:
    """Redraw everything the seat cannot know (consistently with its view): the level agents
    and the analysis, with the same seed, say exactly the same."""
    game = trigames.make(game_id, players=players)
    changed = 0
    for seed in range(4):
        state = _position(game, seed, 5 + 4 * seed)
        seat = state.current_player()
        view = state.view(seat)
        other = game.determinize(view, random.Random(seed + 1_000))
        assert other.view(seat) == view
        assert sorted(other.legal_actions()) == sorted(state.legal_actions())  # the order may differ
        changed += any(getattr(other, f) != getattr(state, f) for f in HIDDEN[game_id])
        for level in ("beginner", "club", "expert"):  # beginner and club: slips from their own stream
            mine = make_agent(level, game, seat, seed).act(state.view(seat), state.legal_actions())
            theirs = make_agent(level, game, seat, seed).act(other.view(seat), other.legal_actions())
            assert mine == theirs
        a = analyse(game, state, seat, iterations=80, seed=seed).to_json()
        b = analyse(game, other, seat, iterations=80, seed=seed).to_json()
        assert a == b
    assert changed == 4  # the hidden part really was different every time


def test_trigono_levels_never_see_the_noise_to_come() -> None:
    """Trigono hides only the seed of the throws to come: a state with another seed and the
    same view gets the same throw from the beginner level (the aims are deterministic)."""
    game = trigames.make("trigono")
    state = game.new_game(3)
    seat = state.current_player()
    other = game.determinize(state.view(seat), random.Random(5))
    assert other.view(seat) == state.view(seat) and other.seed != state.seed  # type: ignore[attr-defined]
    a = make_agent("beginner", game, seat, 1).act(state.view(seat), state.legal_actions())
    b = make_agent("beginner", game, seat, 1).act(other.view(seat), other.legal_actions())
    assert a == b


# -- Tricérata's whole-turn search ----------------------------------------------------------------

def test_lookahead_beats_greedy_on_three_rows() -> None:
    game = trigames.make("tricerata", rows=3)
    for seats in (["lookahead", "greedy"], ["greedy", "lookahead"]):
        agents = [make_agent(n, game, p, 0) for p, n in enumerate(seats)]
        state = game.new_game(0)
        while not state.is_terminal():
            p = state.current_player()
            state.apply(agents[p].act(state.view(p), state.legal_actions()))
        assert state.outcome().winners == (seats.index("lookahead"),)


def test_lookahead_depth_is_respected() -> None:
    game = trigames.make("tricerata", rows=4)
    state = game.new_game(0)
    nodes = []
    for depth in (1, 2, 3):
        agent = make_agent(f"lookahead:depth={depth}", game, 0, 0)
        assert agent.act(state.view(0), state.legal_actions()) in state.legal_actions()
        nodes.append(agent.nodes)  # type: ignore[attr-defined]
    assert nodes[0] == 0 < nodes[1] < nodes[2]


def test_triominos_redeal_keeps_the_view_and_every_tile() -> None:
    game = trigames.make("triominos", players=3)
    for seed in range(3):
        state = _position(game, seed, 10 + seed)
        seat = state.current_player()
        sample = game.determinize(state.view(seat), random.Random(seed))
        before = [list(r) for r in sample.racks]  # type: ignore[attr-defined]
        game.redeal(sample, seat, random.Random(seed + 7))  # type: ignore[attr-defined]
        assert sample.view(seat) == state.view(seat)
        assert sample.tile_census() == [1] * 56  # type: ignore[attr-defined]
        assert sample.racks != before  # type: ignore[attr-defined]
        assert sorted(sample.legal_actions()) == sorted(state.legal_actions())


def test_games_that_rank_by_scores_alone_say_so_truthfully() -> None:
    """`Game.outcome_by_scores` lets a search score a finished rollout from `scores()`: for every
    game that claims it, the outcome's winners are exactly the seats with the best score, and the
    search plays the same moves either way."""
    import random

    from trigames.agents import uct
    from trigames.agents.mcts import rewards
    from trigames.games import REGISTRY

    claiming = [gid for gid, cls in REGISTRY.items() if cls.outcome_by_scores]
    assert claiming, "no game claims it: the fast path is dead code"
    for gid in claiming:
        for players in (1, 2, 3):
            try:
                game = trigames.make(gid, players=players)
            except Exception:
                continue
            for seed in range(40):
                state = game.new_game(seed)
                state.random_playout(random.Random(seed).random, 10**6)
                assert state.is_terminal()
                assert rewards(state, players, by_scores=True) == rewards(state, players), (gid, players, seed)
        game = trigames.make(gid, players=2)
        state = game.new_game(3)
        legal = state.legal_actions()
        moves = {uct.search(state, legal, 2, 400, 0.7, 10**6, random.Random(5), None, by) for by in (False, True)}
        assert len(moves) == 1
