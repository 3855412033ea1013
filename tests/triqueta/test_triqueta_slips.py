"""A weaker level's deliberate slips are plausible mistakes: a Triqueta beginner never takes an empty row
while it could draw (a newcomer saw it leave the round with nothing on its first move, in 2 of 3 games)."""

from __future__ import annotations

import trigames
from trigames.agents import make_agent
from trigames.games.triqueta.notation import TAKE


def test_slips_leave_out_taking_an_empty_row_while_something_else_is_open() -> None:
    game = trigames.make("triqueta", players=2)
    state = game.new_game(1)
    seat = state.current_player()
    legal = list(state.legal_actions())
    view = state.view(seat)
    empty = [a for a in legal if TAKE <= a < TAKE + len(view["rows"]) and view["rows"][a - TAKE] == []]
    assert empty, "a round's first move can take an empty row"
    slips = game.slips(view, seat, legal)
    assert slips and not set(slips) & set(empty) and set(slips) <= set(legal)


def test_an_agent_that_always_slips_never_takes_an_empty_row_first() -> None:
    game = trigames.make("triqueta", players=2)
    for seed in range(60):
        state = game.new_game(seed)
        seat = state.current_player()
        agent = make_agent("ismcts:iterations=5:noise=1.0", game, seat, seed)
        a = agent.act(state.view(seat), state.legal_actions())
        assert not state.action_to_string(a).startswith("take"), (seed, state.action_to_string(a))
