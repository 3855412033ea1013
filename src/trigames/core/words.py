"""Plain words for people, in English and French, from the one message catalogue (Project Fluent
files, read by the browser too: `trigames.core.catalogue`): one name for a seat in every game, whole
scores.

A seat is called "Seat N" ("Place N" in French), N counted from 1 as on the web table (`--seat` and
`--humans` keep the engine's numbers from 0); the person at the screen's seat is "Seat N (you)".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trigames.core import catalogue

LANGS = catalogue.LANGS


def seat_name(p: int, lang: str = "en") -> str:
    """"Seat 1" for seat 0."""
    return catalogue.seat_name(p, lang)


def names_for(players: int, me: int | None, lang: str = "en") -> list[str]:
    """What to call each seat on a screen shown to `me` (None: a spectator)."""
    return [catalogue.message("cli.you_seat", lang, seat=seat_name(p, lang)) if p == me else seat_name(p, lang)
            for p in range(players)]


def number(x: float) -> str:
    """Whole scores without a trailing ".0"."""
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def generic(event: dict[str, Any], names: Sequence[str]) -> str | None:
    """Fallback wording: the kind and its fields, without Python noise (no None values)."""
    kind = event.get("kind", "event")
    if kind == "game_end":
        return None
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None
    rest = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in event.items()
                     if k not in ("kind", "seat", "outcome") and v is not None)
    head = f"{who}: {kind.replace('_', ' ')}" if who else kind.replace("_", " ")
    return head + (f" ({rest})" if rest else "")


def ending(scores: Sequence[float], ranks: Sequence[int], me: int | None, names: Sequence[str],
           lang: str = "en") -> str:
    """"You win 19–5–1", "Seat 2 wins 19–5–1 (you are 2nd)", "Seat 1 and Seat 2 share the win 7–7–3"."""
    line = "–".join(number(s) for s in scores)
    winners = [p for p, r in enumerate(ranks) if r == 1]
    if winners == [me]:
        text = catalogue.message("cli.win_you", lang, scores=line)
    elif len(winners) == 1:
        text = catalogue.message("cli.win", lang, who=names[winners[0]], scores=line)
    else:
        who = [names[p] for p in winners]
        both = catalogue.message("cli.and", lang, first=", ".join(who[:-1]), last=who[-1])
        text = catalogue.message("cli.win_shared", lang, who=both, scores=line)
    text = f"{text[0].upper()}{text[1:]}"
    if me is not None and me not in winners:
        text += " " + catalogue.message("cli.rank_you", lang, rank=ranks[me])
    return text


def say(lang: str, key: str, **fields: object) -> str:
    """The terminal's own message `cli.KEY` from the catalogue."""
    return catalogue.message(f"cli.{key}", lang, **fields)


def has_say(lang: str, key: str) -> bool:
    return catalogue.has(f"cli.{key}", lang)
