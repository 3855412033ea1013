"""Triominos XXL in plain words: the rules card, events as sentences, the score round by round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from trigames.core import View, catalogue
from trigames.core.words import number

catalogue.register(__package__ or "trigames.games.triominos")

# The rules card, from the catalogue (web/en.ftl, web/fr.ftl: cli-triominos-card).
CARD = catalogue.message("cli.triominos.card", "en")
CARD_FR = catalogue.message("cli.triominos.card", "fr")

def variant(e: Mapping[str, Any]) -> str | None:
    """Which wording of an event (as web/messages.js chooses)."""
    if e["kind"] == "place" and e.get("figure"):
        return "figure"
    if e["kind"] == "draw" and e.get("tile"):
        return "seen"
    if e["kind"] == "score":
        if e.get("why") == "place":
            return "hide"
        return str(e["why"]) if e.get("why") in ("pass", "draw") else None
    return None


def params(e: Mapping[str, Any], p: dict[str, Any], lang: str) -> None:
    """A tile laid is named by its numbers, without the engine's cell and turn (as web/messages.js)."""
    if e["kind"] == "place" and isinstance(e.get("move"), str):
        p["move"] = e["move"].split("@")[0]


def tell(e: dict[str, Any], names: Sequence[str], lang: str = "en", *, me: int | None = None) -> str | None:
    """The event in words: the browser's sentence (the catalogue's ev.triominos.*); to seat `me`'s reader, an
    event about that seat in the second person."""
    return catalogue.tell("triominos", e, names, lang, variant=variant, params=params, me=me)


def tell_fr(e: dict[str, Any], names: Sequence[str]) -> str | None:
    return tell(e, names, "fr")


def breakdown(v: View, names: Sequence[str], rounds: Sequence[tuple[Mapping[str, Any], Sequence[float]]],
              lang: str = "en") -> list[str]:
    """Each round's end points and the totals after it."""
    out = []
    for e, totals in rounds:
        pts = ", ".join(f"{names[p]} {x:+d}" for p, x in enumerate(e["points"]))
        end = str(e["end"])
        how = catalogue.message(f"val.triominos.{end}", lang) if catalogue.has(f"val.triominos.{end}", lang) else end
        out.append(catalogue.message("cli.triominos.round", lang, round=e["round"], end=how, points=pts,
                                     totals="–".join(number(x) for x in totals)))
    return out
