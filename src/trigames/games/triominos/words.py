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


def where(d: Mapping[str, Any], lang: str = "en") -> str:
    """Where a placement goes, said by the tiles its cell touches ("right of 3-5-5, 2 sides"; the
    engine's `action_details`): the browser's words (web/board.js `whereWords`), no coordinates."""
    if not d.get("next_to"):
        return catalogue.message("tm.where.middle", lang)
    return (catalogue.message(f"tm.where.{d['side']}", lang, tile=d["next_to"]) + ", "
            + catalogue.message("tm.sides", lang, n=d["sides"]))


def move(state: Any, action: Any, text: str, lang: str = "en") -> str | None:
    """A move in words for a person's list ("Place 0-1-3 right of 3-5-5, 2 sides, 11 points"; "Draw a tile,
    −5 points"): the browser's words for a place on the board (web/board.js `placeWords`), the engine's own
    count (`action_details`). A tile that fits one cell turned two ways says its corners."""
    describe = getattr(state, "action_details", None)
    if describe is None:
        return None
    try:
        d = describe(action)
    except Exception:  # a refereed entry without details: its notation
        return None
    kind = d.get("kind")
    if kind in ("draw", "pass"):
        return (catalogue.message(f"act.triominos.{kind}", lang) + ", "
                + catalogue.message("tm.total", lang, n=d["points"]))
    if kind != "place" or "cell" not in d:
        return None
    head = catalogue.message("act.triominos.place", lang, tile=d["tile"])
    same = [a for a in state.legal_actions() if a != action and (o := describe(a)).get("kind") == "place"
            and o.get("tile") == d["tile"] and o.get("cell") == d["cell"]]
    if same:
        head += " (" + catalogue.message("cli.triominos.corners", lang, corners="-".join(map(str, d["corners"]))) + ")"
    line = f"{head} {where(d, lang)}, {catalogue.message('tm.total', lang, n=d['points'])}"
    parts = []
    if d.get("figure") or d.get("opening"):
        parts.append(catalogue.message("tm.pts.tile", lang, n=d["value"]))
        if d.get("figure"):
            parts.append(catalogue.message(f"tm.fig.{d['figure']}", lang, n=d["bonus"]))
        if d.get("opening"):
            parts.append(catalogue.message("tm.fig.opening", lang, n=d["opening"]))
        line += " (" + " + ".join(parts) + ")"
    if d.get("out"):
        line += " — " + catalogue.message("tm.place.out", lang)
    return line
