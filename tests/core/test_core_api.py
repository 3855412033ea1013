"""The core API: registry, options, outcomes, events, records."""

from __future__ import annotations

import json

import pytest

import trigames
from trigames.core import (
    Event,
    OptionError,
    OptionSpec,
    Outcome,
    Record,
    RecordError,
    UnknownGameError,
    derive_seed,
    record_of,
)


def test_make_and_listing() -> None:
    ids = [s.id for s in trigames.list_games()]
    assert "triqueta" in ids
    spec = next(s for s in trigames.list_games() if s.id == "triqueta")
    desc = spec.describe()
    assert desc["players"] == [2, 5]
    assert {o["name"] for o in desc["options"]} >= {"first_player", "auto_reveal"}
    json.dumps([s.describe() for s in trigames.list_games()])


def test_unknown_game_lists_the_known_ones() -> None:
    with pytest.raises(UnknownGameError, match="known games: .*triqueta"):
        trigames.make("chess")


def test_bad_options_name_the_option_and_what_is_allowed() -> None:
    with pytest.raises(OptionError, match="no option 'colour'.*auto_reveal"):
        trigames.make("triqueta", colour="red")
    with pytest.raises(OptionError, match="'auto_reveal'.*true or false"):
        trigames.make("triqueta", auto_reveal="maybe")
    with pytest.raises(OptionError, match="first_player"):
        trigames.make("triqueta", players=3, first_player=3)
    with pytest.raises(OptionError, match="players must be an integer"):
        trigames.make("triqueta", players="three")  # type: ignore[arg-type]


def test_option_coercion_from_text() -> None:
    spec = OptionSpec("n", int, 1, low=1, high=9)
    assert spec.coerce("7") == 7
    with pytest.raises(OptionError, match=r"int in \[1, 9\]"):
        spec.coerce("10")
    with pytest.raises(OptionError):
        spec.coerce(2.5)
    choice = OptionSpec("g", str, "a", choices=("a", "b"))
    with pytest.raises(OptionError, match="'a', 'b'"):
        choice.coerce("c")
    assert OptionSpec("x", int, None, optional=True).coerce("none") is None


def test_outcome_ranks_share_ties() -> None:
    o = Outcome.from_keys([3, 5, 5, 1], [3, 5, 5, 1])
    assert o.ranks == (3, 1, 1, 4) and o.winners == (1, 2)


def test_event_secret_only_for_its_owner() -> None:
    e = Event("draw", {"seat": 1}, {"token": "owl"}, 1)
    assert e.for_seat(1)["token"] == "owl"
    assert "token" not in e.for_seat(0) and "token" not in e.for_seat(None)


def test_derived_seeds_are_stable() -> None:
    assert derive_seed(1, "a") == derive_seed(1, "a") != derive_seed(1, "b")
    assert derive_seed(0, "game", 0) == 16329826031965181584  # same on every machine


def _finished_record() -> Record:
    game = trigames.make("triqueta", players=2)
    state = game.new_game(4)
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    return record_of(state, 4)


def test_record_round_trip_and_replay() -> None:
    rec = _finished_record()
    again = Record.loads(rec.dumps())
    assert again == rec
    state = trigames.replay(again)
    assert state.is_terminal() and state.outcome().to_json() == rec.result


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(actions=[*d["actions"][:3], "fly away"]), r"action 3 \('fly away'\)"),
        (lambda d: d.update(actions=["take R0", "take R0"]), r"action 1 \('take R0'\).*not in the centre"),
        (lambda d: d.pop("seed"), "no 'seed' field"),
        (lambda d: d.update(players="2"), "'players' has the wrong type"),
        (lambda d: d.update(game="go"), "unknown game 'go'"),
        (lambda d: d.update(version=99), "rules version 99"),
        (lambda d: d.update(options={"auto_reveal": "perhaps"}), "auto_reveal"),
        (lambda d: d.update(result={"scores": [0, 0]}), "result differs"),
    ],
)
def test_bad_records_fail_loudly(mutate, message) -> None:  # type: ignore[no-untyped-def]
    data = _finished_record().to_json()
    mutate(data)
    with pytest.raises(RecordError, match=message):
        trigames.replay(Record.from_json(data))


def test_record_that_is_not_json() -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.loads("{nope")
    with pytest.raises(RecordError, match="JSON object"):
        Record.loads("[1, 2]")


def test_a_seat_option_is_counted_from_1_for_people_only() -> None:
    """The engine and the API count seats from 0; what a person reads counts them from 1."""
    for spec in trigames.list_games():
        first = next(o for o in spec.options if o.name == "first_player")
        assert first.seat and first.describe()["seat"] is True
        assert "[0, " in first.allowed() and "[1, " in first.allowed(for_people=True)
        assert first.shown(0) == 1 and first.shown(None) is None
    triqueta = next(o for o in trigames.game_class("triqueta").spec.options if o.name == "first_player")
    assert triqueta.allowed(for_people=True) == "int in [1, 5] or none"
    rows = next(o for o in trigames.game_class("tricerata").spec.options if o.name == "rows")
    assert rows.allowed(for_people=True) == rows.allowed() and rows.shown(5) == 5  # not a seat
