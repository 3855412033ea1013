"""Plain words for people: one name for a seat in every game, verbs that agree, whole scores.

A seat is called "seat N" everywhere (N from 0, as in `--seat` and `--humans`); the person at
the screen is "you".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

SEAT = "seat"


def seat_name(p: int) -> str:
    return f"{SEAT} {p}"


def names_for(players: int, me: int | None) -> list[str]:
    """What to call each seat on a screen shown to `me` (None: a spectator)."""
    return ["you" if p == me else seat_name(p) for p in range(players)]


def verb(who: str, base: str) -> str:
    """"you draw", "seat 1 draws", "seat 1 passes"."""
    if who == "you":
        return f"you {base}"
    ending = "es" if base.endswith(("s", "sh", "ch", "x")) else "s"
    return f"{who} {base}{ending}"


def number(x: float) -> str:
    """Whole scores without a trailing ".0"."""
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def an(word: str) -> str:
    """"a deer", "an owl"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def generic(event: dict[str, Any], names: Sequence[str]) -> str | None:
    """Fallback wording: the kind and its fields, without Python noise (no None values)."""
    kind = event.get("kind", "event")
    if kind == "game_end":
        return None
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None
    rest = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in event.items()
                     if k not in ("kind", "seat", "outcome") and v is not None)
    head = verb(who, kind.replace("_", " ")) if who else kind.replace("_", " ")
    return head + (f" ({rest})" if rest else "")


def ending(scores: Sequence[float], ranks: Sequence[int], me: int | None, names: Sequence[str]) -> str:
    """"You win 19–5–1", "Seat 2 wins 19–5–1", "You and seat 2 share the win 7–7–3"."""
    line = "–".join(number(s) for s in scores)
    winners = [p for p, r in enumerate(ranks) if r == 1]
    who = [names[p] for p in winners]
    if len(who) == 1:
        text = verb(who[0], "win")
    else:
        text = " and ".join([", ".join(who[:-1]), who[-1]]) + " share the win"
    text = f"{text[0].upper()}{text[1:]} {line}"
    if me is not None and me not in winners:
        text += f" (you are {ordinal(ranks[me])})"
    return text


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
