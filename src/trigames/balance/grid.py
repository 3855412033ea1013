"""The grid of variants: `--grid option=v1,v2` parsed and checked against the options the game
declares (`GameSpec.options`), before any game is played. The code knows no game by name."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import trigames
from trigames.core import Game, OptionError, OptionSpec, TrigamesError, parse_int

MAX_CELLS = 500
"""Most variants one balance run compares (each is a run of its own)."""

SAMPLE = 6
"""Values taken from a numeric range when `--grid NAME` gives no values."""

PLAYERS = "players"
"""The player count, a grid dimension like the options (`--grid players=2,3,4`)."""


class BalanceError(TrigamesError, ValueError):
    """A balance run that cannot start: a bad grid, line-up or count (one line, before any game)."""


@dataclass(frozen=True)
class Cell:
    """One variant: the player count and every option's value (defaults filled in)."""

    players: int
    options: dict[str, Any]
    varied: dict[str, Any]  # the grid's values for this cell (what tells it apart)

    def label(self) -> str:
        return label_of(self.varied)


def label_of(varied: Mapping[str, Any]) -> str:
    """`rows=5, sudden_death=true`, or "default variant"."""
    return ", ".join(f"{k}={_show(v)}" for k, v in varied.items()) or "default variant"


def _show(v: Any) -> str:
    return "none" if v is None else str(v).lower() if isinstance(v, bool) else str(v)


def _sample(spec: OptionSpec) -> list[Any]:
    """Every allowed value of an option, or an even sample of its range."""
    if spec.choices is not None:
        values: list[Any] = list(spec.choices)
    elif spec.type is bool:
        values = [False, True]
    elif spec.type in (int, float) and spec.low is not None and spec.high is not None:
        lo, hi = spec.low, spec.high
        if spec.type is int:
            lo = int(lo) + 1 if spec.above else int(lo)
            hi = int(hi)
            if hi - lo < SAMPLE:
                values = list(range(lo, hi + 1))
            else:
                values = sorted({round(lo + (hi - lo) * k / (SAMPLE - 1)) for k in range(SAMPLE)})
        else:
            start = 1 if spec.above else 0
            values = [round(lo + (hi - lo) * k / (SAMPLE - 1 + start), 6) for k in range(start, SAMPLE + start)]
    else:
        raise BalanceError(f"--grid {spec.name}: its values are {spec.allowed()}; give some, "
                           f"e.g. --grid {spec.name}=v1,v2")
    return values


def _players_values(game_id: str, text: str | None) -> list[int]:
    spec = trigames.make(game_id).spec
    hi = spec.max_players
    if text is None:
        if hi is None:
            raise BalanceError(f"--grid players: {spec.id} has no largest player count; give some, "
                               "e.g. --grid players=2,3,4")
        return list(range(spec.min_players, hi + 1))
    out = []
    for part in text.split(","):
        try:
            n = parse_int(part.strip(), "players")
        except (TrigamesError, ValueError):
            raise BalanceError(f"--grid players: {part.strip()!r} is not a whole number") from None
        if n < spec.min_players or (hi is not None and n > hi):
            allowed = f"{spec.min_players}–{hi}" if hi is not None else f"{spec.min_players} or more"
            raise BalanceError(f"--grid players: {spec.id} is played by {allowed} players, not {n}")
        out.append(n)
    return out


def parse_grid(game_id: str, items: Sequence[str], fixed: Mapping[str, Any],
               players: int | None = None, max_cells: int = MAX_CELLS) -> list[Cell]:
    """The cells of `--grid` items (`name=v1,v2` or `name` for every allowed value) on top of the
    `fixed` options, in the order given (the last grid option varies fastest).

    Raises:
        BalanceError: an unknown option, a value it does not allow, an empty or repeated value, an
            option given twice or both fixed and in the grid, more than `max_cells` cells, or a
            combination the game refuses (one line, naming the culprit).
    """
    base = trigames.make(game_id)  # an unknown game: UnknownGameError, one line
    specs = {s.name: s for s in base.spec.options}
    dims: list[tuple[str, list[Any]]] = []
    for item in items:
        name, eq, text = item.partition("=")
        key = name.strip().replace("-", "_")
        if not key:
            raise BalanceError(f"--grid {item!r}: write option=value1,value2")
        if key != PLAYERS and key not in specs:
            known = ", ".join([PLAYERS, *sorted(specs)])
            raise BalanceError(f"--grid: {base.spec.id} has no option {key!r}; its options are: {known}")
        if any(key == d for d, _ in dims):
            raise BalanceError(f"--grid {key} is given twice: give all its values once, comma-separated")
        if key in fixed or (key == PLAYERS and players is not None):
            raise BalanceError(f"{key} is both fixed (--{key.replace('_', '-')}) and in --grid: give it once")
        if eq and not [p for p in text.split(",") if p.strip()]:
            raise BalanceError(f"--grid {key}= is empty: give values, e.g. --grid {key}=v1,v2, "
                               f"or --grid {key} for every allowed value")
        if eq and any(not p.strip() for p in text.split(",")):
            raise BalanceError(f"--grid {item!r} has an empty value; give values separated by commas")
        if key == PLAYERS:
            values: list[Any] = _players_values(game_id, text if eq else None)
        elif eq:
            try:
                values = [specs[key].coerce(p.strip()) for p in text.split(",")]
            except OptionError as exc:
                raise BalanceError(f"--grid: {exc}") from None
        else:
            values = _sample(specs[key])
        seen: set[Any] = set()
        for v in values:
            if v in seen:
                raise BalanceError(f"--grid {key}: the value {_show(v)} is given twice")
            seen.add(v)
        dims.append((key, values))
    cells = math.prod(len(v) for _, v in dims)  # counted, never listed: 10⁹ cells cost nothing here
    if cells > max_cells:
        sizes = " × ".join(str(len(v)) for _, v in dims)
        raise BalanceError(f"--grid makes {cells:_} variants ({sizes}); at most {max_cells} per run: "
                           "give fewer values")
    out = []
    for combo in itertools.product(*(v for _, v in dims)):
        varied = dict(zip((d for d, _ in dims), combo, strict=True))
        n = varied.pop(PLAYERS, players)
        opts = {**fixed, **varied}
        try:
            game = trigames.make(game_id, players=n, **opts)
        except OptionError as exc:
            where = ", ".join(f"{k}={_show(v)}" for k, v in {**({PLAYERS: n} if n else {}), **varied}.items())
            raise BalanceError(f"--grid: the variant {where or 'by default'} is refused: {exc}") from None
        shown = {PLAYERS: game.players, **varied} if any(d == PLAYERS for d, _ in dims) else varied
        out.append(Cell(game.players, dict(game.options), shown))
    return out


def game_of(game_id: str, cell: Cell) -> Game:
    return trigames.make(game_id, players=cell.players, **cell.options)

