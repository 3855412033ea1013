"""What the commands share: the console, how game options are taken, and the lists they parse."""

from __future__ import annotations

import math

from rich.console import Console

import trigames
from trigames.core import Game, TextError, clean_text, parse_int

from .app import fail
from .options import parse_extra

console = Console(highlight=False)
EXTRA = {"allow_extra_args": True, "ignore_unknown_options": True}
MAX_GAMES = 10_000_000


def seats_said(n: int) -> str:
    """How the seats are counted on the command line, as on every screen: "seats are numbered 1–3"."""
    return f"seats are numbered 1–{n}"


def seat_option(value: int | None, players: int, name: str = "--seat") -> int | None:
    """A seat given on the command line, counted from 1 as every screen counts it: the engine's seat
    (counted from 0), or None. 0 and out-of-range values are refused in one line."""
    return None if value is None else seat_index(value, players, name)


def seat_index(value: int, players: int, name: str = "--seat") -> int:
    """`seat_option` for a seat that is always given."""
    if not 1 <= value <= players:
        raise fail(f"{name} {value}: there is no seat {value}, {seats_said(players)}")
    return value - 1


def game_options(game_id: str, players: int | None, extra: list[str]) -> dict[str, str]:
    """The game options written after the command (`--name value`), with a seat option (`--first-player`)
    counted from 1 (seat 1 = the first seat, as every screen says it) turned into the engine's seat,
    counted from 0. `none` (where the game allows it) is passed on as it is."""
    options = parse_extra(extra)
    given = [o for o in trigames.game_class(game_id).spec.options if o.seat and o.name in options]
    for o in given:
        if options[o.name].strip().lower() == "none" and not o.optional:  # said in people's count
            raise fail(f"--{o.name.replace('_', '-')} may not be none; allowed: {o.allowed(for_people=True)}")
    seats = [o.name for o in given if options[o.name].strip().lower() != "none"]
    if not seats:
        return options
    rest = {k: v for k, v in options.items() if k not in seats}
    # built once without the seats, only to count the players: the other options' mistakes are said first
    n = trigames.make(game_id, players=players, **rest).players
    for name in seats:
        flag = "--" + name.replace("_", "-")
        try:
            seat = parse_int(options[name], flag)
        except TextError as exc:
            raise fail(f"{exc} ({seats_said(n)})") from None
        options[name] = str(seat_index(seat, n, flag))
    return options


def make_game(game_id: str, players: int | None, extra: list[str]) -> Game:
    return trigames.make(game_id, players=players, **game_options(game_id, players, extra))


def agent_list(text: str | None, what: str) -> list[str]:
    """`"greedy, mcts:iterations=50"` → the agent specs; None → []. An empty name is a mistake
    (`--bots ""`, `--bots greedy,`), never skipped."""
    if text is None:
        return []
    parts = [a.strip() for a in text.split(",")]
    if not all(parts):
        raise fail(f"{what} has an empty agent name in {text!r}; give agent names separated by commas")
    try:
        return [clean_text(a, "an agent", 200, collapse=False) for a in parts]
    except TextError as exc:
        raise fail(f"{what}: {exc}") from None


def check_backend(backend: str) -> None:
    """`--backend`: process, or ray where Ray is installed (said before any work starts)."""
    if backend not in ("process", "ray"):
        raise fail(f"unknown backend {backend!r}; use process or ray")
    if backend == "ray":
        from trigames.scale import check_ray

        check_ray()


def seconds_in(value: float, name: str, high: float) -> float:
    if not (math.isfinite(value) and 0 < value <= high):
        raise fail(f"{name} must be a number of seconds in (0, {high:g}], got {value:g}")
    return value


def language(lang: str | None, default: str = "en") -> str:
    from trigames.core.words import LANGS

    chosen = (lang or default).lower()
    if chosen not in LANGS:
        raise fail(f"--lang must be one of {', '.join(LANGS)}, got {lang!r}")
    return chosen


LANG_HELP = "language of the words: en or fr"
