"""Game records: JSON {game, version, players, options, seed, actions, result}.

Actions are stored in notation. `replay` is strict: the first action that does not parse
or is not legal raises `RecordError` naming its ply and text.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .api import Game, State
from .errors import IllegalActionError, NotationError, OptionError, RecordError, UnknownGameError

FORMAT = "trigames-record/1"


@dataclass
class Record:
    """One game: enough to rebuild it exactly (seed + actions), plus its result."""

    game: str
    version: int
    players: int
    options: dict[str, Any]
    seed: int
    actions: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None
    meta: dict[str, Any] = field(default_factory=dict)  # e.g. agent names; not used to replay

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "version": self.version,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "actions": self.actions,
            "result": self.result,
            "meta": self.meta,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.dumps() + "\n", encoding="utf-8")

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """Check the structure of a decoded record.

        Raises:
            RecordError: naming the missing or mistyped field.
        """
        if not isinstance(data, dict):
            raise RecordError(f"a record is a JSON object, got {type(data).__name__}")
        fmt = data.get("format", FORMAT)
        if fmt != FORMAT:
            raise RecordError(f"unknown record format {fmt!r}; expected {FORMAT!r}")
        want: dict[str, type | tuple[type, ...]] = {
            "game": str, "version": int, "players": int, "options": dict, "seed": int, "actions": list,
        }
        for key, typ in want.items():
            if key not in data:
                raise RecordError(f"record has no {key!r} field")
            value = data[key]
            if not isinstance(value, typ) or isinstance(value, bool):
                raise RecordError(f"record field {key!r} has the wrong type: {value!r}")
        for i, a in enumerate(data["actions"]):
            if not isinstance(a, str):
                raise RecordError(f"action {i} of the record is not a string: {a!r}")
        result = data.get("result")
        if result is not None and not isinstance(result, dict):
            raise RecordError(f"record field 'result' has the wrong type: {result!r}")
        meta = data.get("meta") or {}
        if not isinstance(meta, dict):
            raise RecordError(f"record field 'meta' has the wrong type: {meta!r}")
        return cls(
            data["game"], data["version"], data["players"], dict(data["options"]), data["seed"],
            list(data["actions"]), result, dict(meta),
        )

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"record is not valid JSON: {exc}") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise RecordError(f"cannot read record {str(path)!r}: {exc.strerror}") from None
        return cls.loads(text)


def notation_of(game: Game, seed: int, history: list[Any]) -> list[str]:
    """The notation of each action of `history`, written in the context it was played in."""
    state = game.new_game(seed)
    out = []
    for action in history:
        out.append(state.action_to_string(action))
        state.apply(action)
    return out


def record_of(state: State, seed: int, meta: dict[str, Any] | None = None) -> Record:
    """The record of the game that led to `state` (its result if it is over)."""
    game = state.game
    return Record(
        game.spec.id, game.spec.version, game.players, dict(game.options), seed,
        notation_of(game, seed, state.history),
        state.outcome().to_json() if state.is_terminal() else None,
        dict(meta or {}),
    )


def replay(record: Record, make: Callable[..., Game]) -> State:
    """Rebuild the game of `record`; `make(game_id, players=…, **options)` builds the ruleset.

    Raises:
        RecordError: unknown game, other rules version, bad options, or the first action
            that does not parse or is illegal (named by ply and text).
    """
    try:
        game = make(record.game, players=record.players, **record.options)
    except (UnknownGameError, OptionError) as exc:
        raise RecordError(f"record cannot be set up: {exc}") from None
    if record.version != game.spec.version:
        raise RecordError(
            f"record is for {record.game} rules version {record.version}, "
            f"this is version {game.spec.version}"
        )
    state = game.new_game(record.seed)
    for ply, text in enumerate(record.actions):
        try:
            state.apply(state.parse_action(text))
        except (NotationError, IllegalActionError) as exc:
            raise RecordError(f"record action {ply} ({text!r}) does not replay: {exc}") from None
    if record.result is not None:
        if not state.is_terminal():
            raise RecordError("record has a result but its actions do not finish the game")
        if _normal(state.outcome().to_json()) != _normal(record.result):
            raise RecordError("record's result differs from the result of replaying it")
    return state


def _normal(data: Any) -> Any:
    """JSON round trip, so tuples and lists compare equal."""
    return json.loads(json.dumps(data))
