"""A seventh newcomer tour (issue 18): Tricérata's rules page said "Solo, or as many players as you
like" and Trigono's "2 players or more", but the lobby's form stops at 8 seats. The rules pages (and
the form's line about the game) now say what the app offers, the same numbers the form lists."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import DESKTOP, PHONE

HERE = {"en": "players here", "fr": "joueurs ici"}
NEVER = {"en": ("as many players", "or more"), "fr": ("à plusieurs", "ou plus")}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["tricerata", "trigono", "triqueta"])
def test_the_rules_page_says_what_the_form_offers(tabs: Any, game: str, lang: str) -> None:
    tab = tabs(DESKTOP)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto("/")
    page.click(f"[data-play={game}]")
    page.wait_for_selector("#players")
    counts = [int(v) for v in page.eval_on_selector_all("#players option", "os => os.map((o) => o.value)")]
    about = str(page.inner_text(".game-about"))
    page.goto(f"/rules/{game}")
    page.wait_for_selector(".rules-meta")
    meta = str(page.inner_text(".rules-meta"))
    for words in NEVER[lang]:
        assert words not in meta and words not in about, (meta, about)
    assert str(max(counts)) in meta, (counts, meta)
    assert str(max(counts)) in about, (counts, about)
    if game == "triqueta":  # a game with its own upper limit keeps it plainly
        assert HERE[lang] not in meta, meta
    else:
        assert HERE[lang] in meta, meta
        assert (str(min(counts)) in meta) or min(counts) == 1, (counts, meta)
    if game == "tricerata":
        assert meta == {"en": "1 to 8 players here (the game itself has no upper limit).",
                        "fr": "De 1 à 8 joueurs ici (le jeu lui-même n’a pas de limite)."}[lang], meta
    tab.shot(f"tour7-rules-{game}-{lang}-desktop")
    tab.shot(f"tour7-rules-{game}-{lang}-360", PHONE)
