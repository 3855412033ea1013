"""Plain words: every event of every game told as a sentence, once, in English and French; whole
scores; one seat word."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import trigames
from cli.clihelp import assert_one_line_error, cli
from trigames.core.words import ending, names_for
from trigames.games import REGISTRY

ENGLISH = re.compile(r"\b(you|seat|draws|places|takes|round|stones?|pucks?)\b")


def test_endings_and_verbs() -> None:
    # seats are counted from 1 for people (seat 0 is "Seat 1")
    assert ending([19.0, 5.0, 1.0], [1, 2, 3], 0, names_for(3, 0)) == "You win 19–5–1"
    assert ending([7.0, 9.0], [2, 1], 0, names_for(2, 0)) == "Seat 2 wins 7–9 (you are 2nd)"
    assert ending([7.0, 7.0], [1, 1], None, names_for(2, None)) == "Seat 1 and Seat 2 share the win 7–7"
    assert ending([19.0, 5.0, 1.0], [1, 2, 3], 0, names_for(3, 0, "fr"), "fr") == "Vous gagnez 19–5–1"
    assert ending([7.0, 9.0], [2, 1], 0, names_for(2, 0, "fr"), "fr") == "Place 2 gagne 7–9 (vous êtes 2e)"
    assert names_for(2, 1) == ["Seat 1", "Seat 2 (you)"]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_every_event_reads_as_plain_words(game_id: str, lang: str) -> None:
    game = trigames.make(game_id)
    rng = random.Random(3)
    kinds: set[str] = set()
    for seed in range(3):
        state = game.new_game(seed)
        rounds = []
        while not state.is_terminal():
            for e in state.apply_events(rng.choice(state.legal_actions())):
                kinds.add(e.kind)
                if e.kind == "round_end":
                    rounds.append((e.for_seat(None), list(state.scores())))
                for seat in (None, 0, 1):
                    line = game.tell(e.for_seat(seat), names_for(game.players, seat, lang), lang)
                    if line is None:
                        continue
                    assert "=" not in line and "None" not in line and "{" not in line and "_" not in line, line
                    assert "P0" not in line and "P1" not in line, line
                    assert lang == "en" or not ENGLISH.search(line), line
        lines = game.breakdown(state.view(0), names_for(game.players, 0, lang), rounds, lang)
        assert lines and all(".0" not in x for x in lines), lines
    assert kinds
    assert game.rules_card(lang).startswith(game.spec.name.split()[0])
    from rich.console import Console

    console = Console(width=200, record=True)
    console.print(game.render(state.view(0), lang))
    text = console.export_text()
    assert lang == "en" or not re.search(r"\b(seat|round|stones|pool|board)\b", text), text


def test_french_at_the_terminal(tmp_path: Path) -> None:
    rec = tmp_path / "g.json"
    out = cli(["play", "triqueta", "--players", "2", "--seed", "3", "--lang", "fr", "--record", str(rec)],
              input="?\n" + "0\n" * 300)
    assert out.code == 0
    # the log says what the browser says, the seat at the screen marked "(vous)", seats counted from 1
    assert "votre coup" in out.out and "PIOCHEZ" in out.out and "Place 1 (vous) pioche" in out.out
    assert "Joueurs" in out.out and "Rangées" in out.out  # the board is labelled in French too
    assert re.search(r"(Vous gagnez|Place 2 gagne) -?\d+–-?\d+", out.out)
    assert "Place 2 pioche" in cli(["replay", str(rec), "--lang", "fr"]).out
    assert_one_line_error(cli(["play", "triqueta", "--lang", "de"]), "--lang")
    assert_one_line_error(cli(["replay", str(rec), "--lang", "xx"]), "--lang")
