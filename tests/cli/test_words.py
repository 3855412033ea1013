"""Plain words: every event of every game told as a sentence, once, in English and French; whole
scores; one seat word."""

from __future__ import annotations

import io
import json
import random
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import trigames
from cli.clihelp import assert_one_line_error, cli
from trigames.cli.play import HUMAN, Session
from trigames.core.words import ending, names_for, seat_name
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
              input="?\n" + "1\n" * 300)
    assert out.code == 0
    # the log says what the browser says to a seated player: the person's own moves to them ("Vous piochez"),
    # the bot's by its seat, seats counted from 1
    assert "votre coup" in out.out and "PIOCHEZ" in out.out and "Vous piochez" in out.out
    assert "Place 2 pioche" in out.out and "Place 1 (vous) pioche" not in out.out and "Place 1 pioche" not in out.out
    assert "Joueurs" in out.out and "Rangées" in out.out  # the board is labelled in French too
    assert "pour l'aide)\u00a0: " in out.out and "pour l'aide): " not in out.out  # French typography at the prompt
    assert re.search(r"(Vous gagnez|Place 2 gagne) -?\d+–-?\d+", out.out)
    # a replay names every seat, as seen by a spectator or by one seat (--seat)
    replayed = cli(["replay", str(rec), "--lang", "fr"]).out
    assert "Place 1 pioche" in replayed and "Place 2 pioche" in replayed and "Vous piochez" not in replayed
    as_seat = cli(["replay", str(rec), "--lang", "fr", "--seat", "1"]).out
    assert "Place 1 (vous) pioche" in as_seat and "Vous piochez" not in as_seat
    assert_one_line_error(cli(["play", "triqueta", "--lang", "de"]), "--lang")
    assert_one_line_error(cli(["replay", str(rec), "--lang", "xx"]), "--lang")


def _session(tmp_path: Path, game_id: str, humans: list[int], lang: str) -> Session:
    """A terminal game with people at `humans` (bots elsewhere) whose lines are kept, not printed: the
    moves are given by the test, and what each person is told piles up in `pending`."""
    game = trigames.make(game_id)
    agents = [HUMAN if p in humans else "random" for p in range(game.players)]
    session = Session(Console(file=io.StringIO()), game, 11, agents, tmp_path / f"{game_id}-{lang}.json", lang=lang)
    session.viewer = None  # nobody at the screen: nothing flushed, no pause to confirm
    return session


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the browser's wording")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_person_at_the_terminal_reads_the_browsers_sentence(tmp_path: Path, lang: str) -> None:
    """One person against bots, at seat 2 (tests/core/test_catalogue_you.py reads for seat 1): every line
    the play loop tells them is the sentence the browser says at that seat (common.js describeEvent with
    `you`, run in node), move after move to the end of a random game of each game; their own moves in the
    second person."""
    me = 1
    moves: list[tuple[str, list[str], int]] = []  # (game, what the terminal said, how many events)
    items: list[dict[str, Any]] = []
    fallback: list[str] = []  # a move that no event tells: its notation after the mover's name
    for game_id in sorted(REGISTRY):
        session = _session(tmp_path, game_id, [me], lang)
        rng = random.Random(7)
        while not session.state.is_terminal():
            shadow = session.state.clone()
            mover = shadow.current_player()
            action = rng.choice(shadow.legal_actions())
            events = shadow.apply_events(action)
            items.extend({"game": game_id, "event": json.loads(json.dumps(e.for_seat(me), default=list)), "you": me}
                         for e in events)
            names = names_for(session.game.players, me, lang)
            fallback.append(f"{names[mover]}: {session.state.action_to_string(action)}")
            session.apply([action])
            said = [x for x in session.pending[me] if x != "\x00pause"]
            session.pending[me] = []
            moves.append((game_id, said, len(events)))
    script = Path(__file__).parents[1] / "core" / "browser_words.mjs"
    run = subprocess.run(["node", str(script)], check=True, timeout=120,
                         input=json.dumps({"lang": lang, "items": items}), capture_output=True, text=True)
    browser = iter(json.loads(run.stdout))
    you = ("you", "your") if lang == "en" else ("vous", "votre")
    different, yours = [], 0
    for (game_id, said, n), other in zip(moves, fallback, strict=True):
        expected = [x for x in (next(browser) for _ in range(n)) if x is not None] or [other]
        if said != expected:
            different.append(f"{game_id}: terminal {said}, browser {expected}")
        yours += sum(1 for x in said if any(re.search(rf"\b{w}\b", x.lower()) for w in you))
        assert not any(seat_name(me, lang) in x for x in said if x != other), said  # never "Seat 2 (you) draws"
    assert not different, "\n".join(different[:20])
    assert yours > 50, yours


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hot_seat_names_every_seat(tmp_path: Path, lang: str) -> None:
    """Several people at one screen: "you" would not say who, so each seat keeps its name (the person's own
    marked as on the rest of their screen)."""
    game = trigames.make("triqueta")
    session = _session(tmp_path, "triqueta", list(range(game.players)), lang)
    mover = session.state.current_player()
    session.apply([session.state.legal_actions()[0]])
    draws = "draws" if lang == "en" else "pioche"
    for h in range(game.players):
        told = session.pending[h]
        name = names_for(game.players, h, lang)[mover]  # "Seat 3 (you)" to its own player, "Seat 3" to the others
        assert any(x.startswith(f"{name} {draws}") for x in told), (h, told)
        assert not any(re.search(r"\b(You|Vous)\b", x) for x in told), told


def test_triqueta_french_breakdown_agrees_with_the_revealed_count() -> None:
    """Tour 11: "dévoilés : bélier" for one token; one is "dévoilé"."""
    game = trigames.make("triqueta")
    seat = {"collected": [0, 0, 0, 0, 1, 0], "score": 1, "trees": 0, "rock": False}
    view: Any = {"seats": [{**seat, "revealed": ["ram"]}, {**seat, "revealed": ["ram", "bear"]}]}
    one, two = game.breakdown(view, ["Ann", "Bob"], (), "fr")
    assert one.endswith("dévoilé\u00a0: bélier"), one
    assert two.endswith("dévoilés\u00a0: bélier, ours"), two
