"""Tricérata in plain words: the rules card, events as sentences, the stores at the end."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from trigames.core import View, catalogue

catalogue.register(__package__ or "trigames.games.tricerata")

# The rules card, from the catalogue (web/en.ftl, web/fr.ftl: cli-tricerata-card).
CARD = catalogue.message("cli.tricerata.card", "en")
CARD_FR = catalogue.message("cli.tricerata.card", "fr")


_LABEL = re.compile(r"^(\d+)\.(\d+)$", re.ASCII)


def place(label: str, lang: str = "en", head: bool = False) -> str:
    """A cell in words ("row 3, cell 2", "rangée 3, case 2"), as the browser says it (web/messages.js
    `place`); the notation's `3.2` stays in records and in what a player types."""
    m = _LABEL.match(label)
    if not m:
        return label
    return catalogue.message("tc.place.head" if head else "tc.place", lang, row=int(m[1]), k=int(m[2]))


def params(e: Mapping[str, Any], p: dict[str, Any], lang: str) -> None:
    """An event's cell in words; a resow's sentence begins with its cell."""
    if isinstance(e.get("cell"), str):
        p["cell"] = place(e["cell"], lang, head=e.get("kind") == "resow")


def tell(e: dict[str, Any], names: Sequence[str], lang: str = "en", *, me: int | None = None) -> str | None:
    """The event in words: the browser's sentence (the catalogue's ev.tricerata.*); to seat `me`'s reader, an
    event about that seat in the second person."""
    return catalogue.tell("tricerata", e, names, lang, params=params, me=me)


def tell_fr(e: dict[str, Any], names: Sequence[str]) -> str | None:
    return tell(e, names, "fr")


def breakdown(v: View, names: Sequence[str], rounds: Sequence[Any] = (), lang: str = "en") -> list[str]:
    """The stores (solo: the turns played)."""
    if v["players"] == 1:
        return [catalogue.message("cli.tricerata.solo", lang, who=names[0], n=v["turns"])]
    return [catalogue.message("cli.tricerata.store", lang, who=names[p], n=n) for p, n in enumerate(v["stores"])]


_ACTION = re.compile(r"^([x!]?)(\d+\.\d+)$", re.ASCII)


def move(state: Any, action: Any, text: str, lang: str = "en") -> str | None:
    """A move in words for a person's list ("Pick up the stones in row 3, cell 2"): the browser's words
    (web/messages.js `action`); the notation `3.2` stays what a player may type."""
    m = _ACTION.match(text)
    if not m:
        return None
    decision = str(state.decision()).upper()
    key = ("act.tricerata.capture" if m[1] == "x" else "act.tricerata.seize" if m[1] == "!" else
           "act.tricerata.start" if decision == "START" else "act.tricerata.sow" if decision == "SOW" else
           "act.tricerata.cell")
    return catalogue.message(key, lang, cell=place(m[2], lang))
