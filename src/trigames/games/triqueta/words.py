"""Triqueta in plain words: the rules card, events as sentences, the final score broken down."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from trigames.core import View, catalogue

from .scoring import TYPES, VALUES, type_points

catalogue.register(__package__ or "trigames.games.triqueta")

# The rules card, from the catalogue (web/en.ftl, web/fr.ftl: cli-triqueta-card).
CARD = catalogue.message("cli.triqueta.card", "en")
CARD_FR = catalogue.message("cli.triqueta.card", "fr")

def variant(e: Mapping[str, Any]) -> str | None:
    """Which wording of an event (as web/messages.js chooses): what the drawer saw, or an empty row."""
    if e["kind"] in ("draw", "keep", "discard", "named") and e.get("token"):
        return "seen"
    if e["kind"] == "take_row" and isinstance(e.get("tokens"), list) and not e["tokens"]:
        return "empty"
    return None


def params(e: Mapping[str, Any], p: dict[str, Any], lang: str) -> None:
    """English needs "an owl" but "a bear"; people count rows and towers from 1 (web/messages.js
    does the same)."""
    for key in ("row", "tower"):
        if isinstance(e.get(key), int):
            p[key] = str(e[key] + 1)
    if p.get("token"):
        token = str(p["token"])
        p["a_token"] = f"{'an' if token[:1] in 'aeiou' else 'a'} {token}" if lang == "en" else token


def tell(e: dict[str, Any], names: Sequence[str], lang: str = "en", *, me: int | None = None) -> str | None:
    """The event in words: the browser's sentence (the catalogue's ev.triqueta.*); to seat `me`'s reader, an
    event about that seat in the second person."""
    return catalogue.tell("triqueta", e, names, lang, variant=variant, params=params, me=me)


def tell_fr(e: dict[str, Any], names: Sequence[str]) -> str | None:
    return tell(e, names, "fr")


def breakdown(v: View, names: Sequence[str], rounds: Sequence[Any] = (), lang: str = "en") -> list[str]:
    """Per seat: triquetas, other animals, trees, rock, revealed tokens."""
    def animal(kind: str) -> str:
        return catalogue.message(f"val.triqueta.{kind}", lang)

    out = []
    for p, s in enumerate(v["seats"]):
        counts = s["collected"]
        triquetas = [f"{animal(TYPES[k])} {VALUES[k]}" for k, n in enumerate(counts) if n == 3]
        others = sum(type_points(k, n) for k, n in enumerate(counts) if n != 3)
        line = catalogue.message(
            "cli.triqueta.breakdown", lang, who=names[p], score=s["score"], others=f"{others:+d}", trees=s["trees"],
            rock=1 if s["rock"] else 0,
            triquetas=" + ".join(triquetas) if triquetas else catalogue.message("cli.triqueta.none", lang))
        if s["revealed"]:
            line += ", " + catalogue.message("cli.triqueta.revealed", lang, n=len(s["revealed"]),
                                             list=", ".join(animal(t) for t in s["revealed"]))
        out.append(line)
    return out


_ACTION = re.compile(r"^(draw|keep|reveal|discard)$|^(take|place) R(\d)$|^tower T(\d)$"
                     r"|^place R(\d) (\w+)$|^hidden (\w+)$")


def move(state: Any, action: Any, text: str, lang: str = "en") -> str | None:
    """A move in words for a person's list ("Take row 1", "Choose tower 2"): the browser's words
    (web/messages.js `action`); people count rows and towers from 1."""
    m = _ACTION.match(text)
    if not m:
        return None
    if m[1]:
        return catalogue.message(f"act.triqueta.{m[1]}", lang)
    if m[2]:
        return catalogue.message(f"act.triqueta.{m[2]}", lang, n=int(m[3]) + 1)
    if m[4]:
        return catalogue.message("act.triqueta.tower", lang, n=int(m[4]) + 1)
    if m[5]:
        return catalogue.message("act.triqueta.place_as", lang, n=int(m[5]) + 1,
                                 animal=catalogue.message(f"val.triqueta.{m[6]}", lang))
    return catalogue.message("act.triqueta.hidden", lang, animal=catalogue.message(f"val.triqueta.{m[7]}", lang))
