"""Strict validation at the library's edge: seats, float options, agent parameters, names."""

from __future__ import annotations

import math
import os
from pathlib import Path

import pytest

import trigames
from trigames.agents import agent_names, make_agent
from trigames.core import NotationError, OptionError, SeatError, check_seat
from trigames.games import REGISTRY

GAMES = sorted(REGISTRY)
BAD_SEATS = [-1, -2, 99, True, False, "0", 1.0, "zero"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_refuses_bad_seats(game_id: str) -> None:
    game = trigames.make(game_id)
    state = game.new_game(3)
    for seat in [*BAD_SEATS, game.players, -game.players]:
        with pytest.raises(SeatError):
            state.view(seat)
        with pytest.raises(SeatError):
            make_agent("random", game, seat)
    # the good seats and the spectator still work, and negative seats never show a hand
    assert [state.view(p)["seat"] for p in range(game.players)] == list(range(game.players))
    assert state.view(None)["seat"] is None


def test_check_seat_messages() -> None:
    with pytest.raises(SeatError, match="seats are 0–2"):
        check_seat(3, -1)
    with pytest.raises(SeatError, match="whole number"):
        check_seat(3, True)
    assert check_seat(3, 2) == 2


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", math.nan, math.inf])
def test_float_options_refuse_nan_and_inf(value: object) -> None:
    with pytest.raises(OptionError, match="plank_side"):
        trigames.make("trigono", plank_side=value)


@pytest.mark.parametrize(("name", "value"), [("puck_mass", 0), ("puck_mass", -1), ("restitution", 5),
                                             ("restitution", -0.1), ("plank_side", 0), ("friction_floor", -1)])
def test_trigono_options_are_physical(name: str, value: float) -> None:
    with pytest.raises(OptionError, match=name):
        trigames.make("trigono", **{name: value})


def test_every_float_option_declares_a_finite_range() -> None:
    for cls in REGISTRY.values():
        for o in cls.spec.options:
            if o.type is float:
                assert o.low is not None and o.high is not None, (cls.spec.id, o.name)


def test_unbounded_player_counts_are_capped() -> None:
    for game_id in ("tricerata", "trigono"):
        with pytest.raises(OptionError, match="at most"):
            trigames.make(game_id, players=1_000_000_000)


@pytest.mark.parametrize("spec", ["mcts:bogus=1", "mcts:iterations=-5", "mcts:iterations=0", "random:seed=1",
                                  "mcts:c=nan", "mcts:iterations=1.5", "greedy:limit=3"])
def test_agent_parameters_are_declared_and_checked(spec: str) -> None:
    with pytest.raises(OptionError):
        make_agent(spec, trigames.make("triqueta"), 0)


def test_every_agent_of_every_game_accepts_its_declared_defaults() -> None:
    from trigames.agents import parameters

    for game_id in GAMES:
        game = trigames.make(game_id)
        for name in agent_names(game):
            if name.startswith("spiel-"):
                continue
            params = {o.name: o.default for o in parameters(name, game) if o.default is not None}
            make_agent(name, game, 0, **params)


def test_triqueta_notation_refuses_negative_rows() -> None:
    state = trigames.make("triqueta").new_game(1)
    for text in ("take R-1", "place R-0", "take ²", "tower T-1"):
        with pytest.raises(NotationError):
            state.parse_action(text)


@pytest.mark.parametrize(("name", "game_id"), [("Tricérata", "tricerata"), ("TRIQUETA", "triqueta"),
                                               ("Triominos XXL", "triominos"), ("trigono", "trigono")])
def test_game_names_ignore_case_and_accents(name: str, game_id: str) -> None:
    assert trigames.make(name).id == game_id


@pytest.mark.parametrize("workers", [1, 2])
def test_simulate_streams_its_line_up(workers: int) -> None:
    """A run of a billion games starts playing at once: the line-up is made as it is needed."""
    from trigames.arena import play_batches

    made = 0

    def line_up():  # type: ignore[no-untyped-def]
        nonlocal made
        while True:
            made += 1
            yield ["random", "random"]

    batches = play_batches("triqueta", 2, {}, 0, line_up(), 10**9, workers=workers)
    first = next(batches)
    assert first[0].index == 0 and len(first) == 200
    assert made <= 200 * (4 * workers + 1)
    batches.close()


@pytest.mark.parametrize(("game_id", "text"), [("tricerata", "١.١"), ("tricerata", "３.３"), ("triqueta", "take R١"),
                                               ("triominos", "٢-٣-٣@U(0,0)/r0")])
def test_notation_takes_ascii_digits_only(game_id: str, text: str) -> None:
    with pytest.raises(NotationError):
        trigames.make(game_id).new_game(0).parse_action(text)


def test_records_are_written_atomically(tmp_path: Path) -> None:
    from trigames.core import Record

    path = tmp_path / "game.json"
    stale = tmp_path / ".game.json.k1ll3d.part"  # what a writer killed mid-write leaves
    stale.write_text('{"format": "trig')
    Record("triqueta", 1, 2, {}, 1, ["draw"]).save(path)
    assert Record.load(path).actions == ["draw"]
    assert not stale.exists() and [p.name for p in tmp_path.iterdir()] == ["game.json"]
    old = os.umask(0o022)
    try:
        Record("triqueta", 1, 2, {}, 1, []).save(tmp_path / "new.json")
    finally:
        os.umask(old)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o644  # not mkstemp's private 0600
