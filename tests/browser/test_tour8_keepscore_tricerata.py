"""An eighth newcomer tour (issue 18): Tricérata's kept score (the table companion) talked to "you"
("you pick them all up", "your path", "Cells you can play", "to your store") while nobody at that
screen is a seat. Its words now name the seat to move ("Ann picks them all up", "Ann’s path"), as
Triqueta's kept score does."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .conftest import PHONE
from .test_companion import keep_score

YOU = {"en": re.compile(r"\b(you|your|yours)\b", re.I), "fr": re.compile(r"\b(vous|vos|votre|vôtre)\b", re.I)}
SAID = {"en": ("Ann picks them all up", "Ann’s path", "Cells Ann can play"),
        "fr": ("Ann prend toutes ses pierres", "chemin d’Ann", "Cases qu’Ann peut jouer")}


def words_on_board(page: Any) -> str:
    """The board's text (hidden words for screen readers included) and what each playable cell does."""
    text = str(page.inner_text(".board-inner"))
    does = page.eval_on_selector_all(".tc-cell.legal", "els => els.map(e => e.getAttribute('aria-label'))")
    return text + "\n" + "\n".join(does)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_tricerata_kept_score_names_the_seat(tabs: Any, server: Any, lang: str) -> None:
    tab = tabs()
    page = tab.page
    keep_score(page, "tricerata", 2, {}, lang)
    page.wait_for_selector(".tc-how")
    text = words_on_board(page)
    for words in SAID[lang]:
        assert words in text, text
    assert not YOU[lang].search(text), YOU[lang].findall(text)
    tab.shot(f"tour8-keepscore-tricerata-{lang}-desktop")
    tab.shot(f"tour8-keepscore-tricerata-{lang}-360", PHONE)
    # picked up: sowing, the cells say where Ann's stones go, still never "you"
    page.click(".tc-cell.legal")
    page.wait_for_selector(".tc-hand")
    text = words_on_board(page)
    assert "Ann" in str(page.inner_text(".tc-how")), text
    assert not YOU[lang].search(text), YOU[lang].findall(text)
