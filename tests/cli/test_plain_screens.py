"""What a person sees at the terminal counts from 1 and speaks the rule book's words, not the engine's
(issue 18): no tower `T0`, row `R0`, cell `@U(3,1)/r2`, phase `TURN_START`, aim `aim -0.15,0.06`; the list
of moves says each move in words (numbered from 1), the notation may still be typed."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import trigames
from cli.clihelp import cli
from trigames.core import catalogue

ENGINE = re.compile(r"\bT\d\b|\bR\d\b|@U\(|@D\(|/r\d|TURN_START|AFTER_DRAW|aim -|aim \d|\bOPEN\b|\bTHROW\b")
GAMES = [  # short games: every screen of a whole game is read
    ("triqueta", []),
    ("triominos", ["--fixed-rounds", "1"]),
    ("tricerata", ["--rows", "4"]),
    ("trigono", ["--pucks-per-player", "3"]),
]
LIST = {  # a line of the list of moves, in words, numbered from 1
    ("triqueta", "en"): r"\b1 Draw from the tower", ("triqueta", "fr"): r"\b1 \w",
    ("triominos", "en"): r"\b\d+ Place \d-\d-\d (right of|left of|above|below|in the middle)",
    ("triominos", "fr"): r"\b\d+ Poser \d-\d-\d",
    ("tricerata", "en"): r"\b1 Pick up the stones in row \d, cell \d",
    ("tricerata", "fr"): r"\b1 \w.* rangée \d, case \d",
    ("trigono", "en"): r"\b1 Aim at the big hole", ("trigono", "fr"): r"\b1 Viser le grand trou",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("game_id", "opts"), GAMES)
def test_a_whole_game_at_the_terminal_says_no_engine_word(game_id: str, opts: list[str], lang: str,
                                                          tmp_path: Path) -> None:
    rec = tmp_path / "g.json"
    out = cli(["play", game_id, "--seed", "5", "--lang", lang, *opts, "--record", str(rec)],
              input="0\n" + "1\n" * 3000)
    assert out.code == 0, out.err
    assert "Traceback" not in out.out + out.err
    assert ("game over" if lang == "en" else "partie terminée") in out.out.lower()
    said = [line for line in out.out.splitlines()
            if not re.search(r"saved|enregistr|trigames resume|\.json", line)]  # the record's path is a path
    bad = [line for line in said if ENGINE.search(line)]
    assert not bad, bad[:5]
    assert re.search(LIST[(game_id, lang)], out.out), out.out[-3000:]
    # the list counts from 1: a 0 is refused with the numbers there are
    assert re.search(r"no move number 0: (choose 1–\d+|the only move is 1)" if lang == "en"
                     else r"pas de coup numéro 0 : (choisissez 1–\d+|le seul coup est le 1)", out.out)


def test_triqueta_screens_count_rows_and_towers_from_1() -> None:
    from rich.console import Console

    game = trigames.make("triqueta", players=3)
    state = game.new_game(2)
    for lang, row, tower in (("en", "row 1", "tower 1"), ("fr", "rangée 1", "tour 1")):
        console = Console(width=200, record=True)
        console.print(game.render(state.view(0), lang))
        text = console.export_text()
        assert row in text and tower in text and not ENGINE.search(text), text


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["triqueta", "triominos", "tricerata", "trigono"])
def test_every_move_of_a_list_is_said_in_words_and_told_apart(game_id: str, lang: str) -> None:
    """Through random games: each legal move in words, no notation, and no two moves of one list alike
    (a person picks by what they read)."""
    extra = {"tricerata": {"rows": 4}, "trigono": {"pucks_per_player": 3}}.get(game_id, {})
    game = trigames.make(game_id, players=2, **extra)
    rng = random.Random(11)
    lists = 0
    for seed in range(3):
        state = game.new_game(seed)
        plies = 0
        while not state.is_terminal() and plies < 150:
            if state.current_player() >= 0:
                legal = state.legal_actions()
                said = [game.move_words(state, a, lang) for a in legal]
                assert len(set(said)) == len(said), said
                for text, a in zip(said, legal, strict=True):
                    assert not ENGINE.search(text) and "⟦" not in text, text
                    assert text != state.action_to_string(a), text
                lists += 1
                state.apply(rng.choice(legal))
            else:
                state.apply(rng.choice(state.legal_actions()))
            plies += 1
    assert lists > 20


def test_triominos_moves_say_the_browsers_words() -> None:
    """The terminal's list uses the browser's messages (tm.where.*, tm.sides, tm.total): one sentence."""
    game = trigames.make("triominos", players=2)
    state = game.new_game(5)
    rng = random.Random(3)
    while len(state.view(0)["board"]) < 2:
        state.apply(rng.choice(state.legal_actions()))
    said = [game.move_words(state, a, "en") for a in state.legal_actions()]
    assert any(re.fullmatch(r"Place \d-\d-\d (\(corners [\d-]+ clockwise\) )?(right of|left of|above|below) "
                            r"\d-\d-\d, \d sides?, \d+ points?( \(.*\))?( — .*)?", s) for s in said), said
    french = [game.move_words(state, a, "fr") for a in state.legal_actions()]
    side = catalogue.message("tm.sides", "fr", n=1)
    assert any(s.startswith("Poser ") and side in s for s in french), french


@pytest.mark.parametrize(("layout", "players"), [("hexagon", 2), ("row", 6)])
def test_trigono_an_aim_at_another_plank_says_which_plank(layout: str, players: int) -> None:
    """`aim big1` on a layout of several planks (the hexagon, a row of 2 planks) was "the big hole" in the
    browser and its notation at the terminal: it names the plank, counted from 1 (issue 18)."""
    game = trigames.make("trigono", players=players, layout=layout)
    state = game.new_game(5)
    assert getattr(game, "boards", 0) > 1
    words = {(text, lang): game.move_words(state, state.parse_action(text), lang)
             for text in ("aim big1", "aim small0", "aim plank1", "aim big") for lang in ("en", "fr")}
    assert words[("aim big1", "en")] == "Aim at the big hole of plank 2", words
    assert words[("aim big1", "fr")] == "Viser le grand trou de la planche 2", words
    assert words[("aim small0", "en")] == "Aim at the small hole of plank 1", words
    assert words[("aim plank1", "en")] == "Aim at plank 2", words
    assert words[("aim plank1", "fr")] == "Viser la planche 2", words
    assert words[("aim big", "en")] == "Aim at the big hole", words  # the thrower's own plank


def test_trigono_one_plank_keeps_the_big_hole() -> None:
    game = trigames.make("trigono", players=2)
    state = game.new_game(5)
    assert getattr(game, "boards", 0) == 1
    assert game.move_words(state, state.parse_action("aim big0"), "en") == "Aim at the big hole"
    assert game.move_words(state, state.parse_action("aim big"), "fr") == "Viser le grand trou"
