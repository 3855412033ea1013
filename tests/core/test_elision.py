"""French elides "de" and "que" before a name that starts with a vowel ("le chemin d’Ann", "Cases
qu’Ann peut jouer"), never before an h or a consonant: each text argument comes with `x_elide`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import trigames.games.tricerata.words
import trigames.games.trigono.words
import trigames.games.triominos.words
import trigames.games.triqueta.words  # noqa: F401  (their catalogues)
from trigames.core import catalogue
from trigames.core.catalogue import elides

SRC = Path(__file__).resolve().parents[2] / "src" / "trigames"


@pytest.mark.parametrize(("name", "elided"), [("Ann", True), ("Ève", True), ("Yves", True), ("Œdipe", True),
                                               ("ours", True), ("Hugo", False), ("Bob", False), ("Place 2", False),
                                               ("", False), ("3", False)])
def test_which_names_are_elided(name: str, elided: bool) -> None:
    assert elides(name) is elided


@pytest.mark.parametrize(("key", "ann", "bob"), [
    ("tq.choices.kept", "Choix d’Ann", "Choix de Bob"),
    ("tc.drag.sending.kept", "Le chemin d’Ann se joue…", "Le chemin de Bob se joue…"),
    ("replay.hand", "Main d’Ann", "Main de Bob"),
    ("tm.ref.total.label", "Total du chevalet d’Ann", "Total du chevalet de Bob"),
])
def test_french_says_d_before_a_vowel(key: str, ann: str, bob: str) -> None:
    assert catalogue.message(key, "fr", name="Ann") == ann
    assert catalogue.message(key, "fr", name="Bob") == bob
    assert catalogue.message(key, "fr", name="Ann", name_elide="no") == ann.replace("d’", "de ")  # given wins


def test_no_french_message_puts_de_or_que_before_a_name_unelided() -> None:
    """Every French "de { $name }" (or $seat, $who) selects on its `_elide`."""
    bare = re.compile(r"\b(de|que) \{ \$(name|seat|who) \}")
    files = [SRC / "web/static/i18n/fr.ftl", *sorted(SRC.glob("games/*/web/fr.ftl"))]
    found = [f"{f.name}:{n}: {line.strip()}" for f in files for n, line in enumerate(f.read_text().splitlines(), 1)
             if bare.search(line) and "[no]" not in line]
    assert not found, found
