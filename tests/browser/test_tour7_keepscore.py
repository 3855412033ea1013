"""A seventh newcomer tour (issue 18): Triqueta's kept score (the table companion) talked to "you"
("Your choices", "you leave the round") while its status line said it was Ann's turn; nobody at that
screen is a seat. Its words now name the seat to move ("Ann's choices", "Ann leaves the round")."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .conftest import PHONE
from .test_companion import keep_score

YOU = {"en": re.compile(r"\b(you|your|yours)\b", re.I), "fr": re.compile(r"\b(vous|vos|votre|vôtre)\b", re.I)}
SAID = {"en": ("Ann’s choices", "Ann leaves the round"), "fr": ("Choix d’Ann", "Ann quitte la manche")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_triqueta_kept_score_names_the_seat(tabs: Any, server: Any, lang: str) -> None:
    tab = tabs()
    page = tab.page
    keep_score(page, "triqueta", 2, {}, lang)
    page.wait_for_selector(".tq-choices")
    text = str(page.inner_text(".board-inner"))
    for words in SAID[lang]:
        assert words in text, text
    assert not YOU[lang].search(text), YOU[lang].findall(text)
    tab.shot(f"tour7-keepscore-triqueta-{lang}-desktop")
    tab.shot(f"tour7-keepscore-triqueta-{lang}-360", PHONE)
