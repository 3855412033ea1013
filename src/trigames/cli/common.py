"""What the commands share: the console, how game options are taken, and the lists they parse."""

from __future__ import annotations

import math

from rich.console import Console

import trigames
from trigames.core import Game, TextError, clean_text

from .app import fail
from .options import parse_extra

console = Console(highlight=False)
EXTRA = {"allow_extra_args": True, "ignore_unknown_options": True}
MAX_GAMES = 10_000_000


def make_game(game_id: str, players: int | None, extra: list[str]) -> Game:
    return trigames.make(game_id, players=players, **parse_extra(extra))


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
