"""Game records: JSON {format, game, version, trigames, players, options, seed, actions, result, meta}.

Actions are stored in notation; `version` is the game's rules version, `trigames` the version
of trigames that wrote the record (docs/records.md). `replay` is strict: the first action that
does not parse or is not legal raises `RecordError` naming its ply and text. A record with
`result: null` is an unfinished game: it replays to the position where it stopped.
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from trigames._version import __version__

from .api import Game, State
from .errors import IllegalActionError, NotationError, OptionError, RecordError, UnknownGameError

FORMAT = "trigames-record/1"
MAX_BYTES = 64 * 2**20
"""Largest record file read (a long Triominos game is well under 1 MB)."""


def give_mode(tmp: str, path: Path) -> None:
    """The mode `path` has (or a new file would get): mkstemp's files are private (0600)."""
    try:
        mode = path.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        mode = 0o666 & ~mask
    os.chmod(tmp, mode)


def write_atomic(path: str | Path, text: str) -> None:
    """Write `text` to `path` through a temporary file in the same folder and a rename, so a
    crash or a kill never leaves a half-written file (the old one stays whole). A writer killed
    mid-write leaves its hidden temporary file; the next write of `path` removes it.

    Raises:
        OSError: the folder is missing or not writable (nothing is left behind).
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        give_mode(tmp, path)
        os.replace(tmp, path)
        for stale in path.parent.glob(f".{glob.escape(path.name)}.*.part"):  # left by a killed writer
            with contextlib.suppress(OSError):
                stale.unlink()
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


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
    trigames: str = __version__  # the version that wrote it

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "version": self.version,
            "trigames": self.trigames,
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
        """Write the record atomically (see `write_atomic`)."""
        write_atomic(path, self.dumps() + "\n")

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
                raise RecordError(f"record field {key!r} has the wrong type: {_short(value)}")
        for i, a in enumerate(data["actions"]):
            if not isinstance(a, str):
                raise RecordError(f"action {i} of the record is not a string: {_short(a)}")
        result = data.get("result")
        if result is not None and not isinstance(result, dict):
            raise RecordError(f"record field 'result' has the wrong type: {_short(result)}")
        meta = data.get("meta") or {}
        if not isinstance(meta, dict):
            raise RecordError(f"record field 'meta' has the wrong type: {_short(meta)}")
        writer = data.get("trigames", "unknown")
        if not isinstance(writer, str):
            raise RecordError(f"record field 'trigames' has the wrong type: {_short(writer)}")
        return cls(
            data["game"], data["version"], data["players"], dict(data["options"]), data["seed"],
            list(data["actions"]), result, dict(meta), writer,
        )

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"record is not valid JSON: {exc}") from None
        except RecursionError:
            raise RecordError("record is not a game record: its JSON is nested too deeply") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """Read a record file.

        Raises:
            RecordError: unreadable, too large, not UTF-8, not JSON or not a record.
        """
        try:
            with open(path, "rb") as f:
                raw = f.read(MAX_BYTES + 1)
        except OSError as exc:
            raise RecordError(f"cannot read record {str(path)!r}: {exc.strerror or exc}") from None
        except ValueError:  # a NUL character in the name
            raise RecordError(f"cannot read record {str(path)!r}: not a file name") from None
        if len(raw) > MAX_BYTES:
            raise RecordError(f"record {str(path)!r} is larger than {MAX_BYTES >> 20} MB: not a game record")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(f"record {str(path)!r} is not UTF-8 text (byte {exc.start})") from None
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
    except TypeError:  # e.g. an option named "players"
        raise RecordError(f"record cannot be set up: bad options {_short(record.options)}") from None
    if record.version != game.spec.version:
        raise RecordError(
            f"record needs {record.game} rules version {record.version} (written by trigames "
            f"{record.trigames}); this trigames ({__version__}) plays version {game.spec.version}"
        )
    state = game.new_game(record.seed)
    for ply, text in enumerate(record.actions):
        try:
            state.apply(state.parse_action(text))
        except (NotationError, IllegalActionError) as exc:
            raise RecordError(f"record action {ply} ({_short(text)}) does not replay: {_cut(str(exc), 300)}") from None
    if record.result is not None:
        if not state.is_terminal():
            raise RecordError("record has a result but its actions do not finish the game")
        if _normal(state.outcome().to_json()) != _normal(record.result):
            raise RecordError("record's result differs from the result of replaying it")
    return state


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _short(value: Any) -> str:
    """`repr` cut to a line: a tampered record may hold megabytes in one field."""
    return _cut(repr(value), 60)


def _normal(data: Any) -> Any:
    """JSON round trip, so tuples and lists compare equal."""
    return json.loads(json.dumps(data))
