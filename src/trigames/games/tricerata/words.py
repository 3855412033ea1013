"""Tricérata in plain words: the rules card, events as sentences, the stores at the end."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trigames.core import View, catalogue

catalogue.register(__package__ or "trigames.games.tricerata")

# The rules card, from the catalogue (web/en.ftl, web/fr.ftl: cli-tricerata-card).
CARD = catalogue.message("cli.tricerata.card", "en")
CARD_FR = catalogue.message("cli.tricerata.card", "fr")


def tell(e: dict[str, Any], names: Sequence[str], lang: str = "en") -> str | None:
    """The event in words: the browser's sentence (the catalogue's ev.tricerata.*)."""
    return catalogue.tell("tricerata", e, names, lang)


def tell_fr(e: dict[str, Any], names: Sequence[str]) -> str | None:
    return tell(e, names, "fr")


def breakdown(v: View, names: Sequence[str], rounds: Sequence[Any] = (), lang: str = "en") -> list[str]:
    """The stores (solo: the turns played)."""
    if v["players"] == 1:
        return [catalogue.message("cli.tricerata.solo", lang, who=names[0], n=v["turns"])]
    return [catalogue.message("cli.tricerata.store", lang, who=names[p], n=n) for p, n in enumerate(v["stores"])]
