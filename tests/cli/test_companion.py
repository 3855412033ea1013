"""`trigames companion`: a real game entered at one keyboard. A game entered with mistakes taken
back ends with the same record and scores as the same game entered without them; bad input is
refused in one line and changes nothing; a quit game resumes to the same end."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import trigames
from cli.clihelp import assert_one_line_error, cli
from trigames.core import Record

GAMES = [("tricerata", ["--rows", "4"]), ("trigono", ["--pucks-per-player", "3"]), ("triqueta", []),
         ("triominos", ["--target", "60"])]


def script(game_id: str, opts: list[str], seed: int, mistakes: set[int]) -> tuple[list[str], list[str]]:
    """A whole game as typed lines, and its moves. Before each move in `mistakes`, another legal
    move (one that ends nothing) is typed and taken back with `undo`; typos are typed too."""
    extra = {o[2:].replace("-", "_"): v for o, v in zip(opts[::2], opts[1::2], strict=True)}
    extra.update({k: str(v).lower() for k, v in (trigames.game_class(game_id).companion or {}).items()})
    state = trigames.make(game_id, players=2, **extra).new_game(seed)
    rng = random.Random(seed)
    lines: list[str] = []
    moves: list[str] = []
    k = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        pick = rng.randrange(len(legal))
        if k in mistakes:
            lines += ["nonsense move", str(len(legal) + 5)]  # refused in one line, nothing changes
            for j in range(len(legal)):
                trial = state.clone()
                events = trial.apply_events(legal[(pick + 1 + j) % len(legal)])
                if j + 1 < len(legal) and not any(e.kind in ("round_end", "game_end") for e in events):
                    lines += [state.action_to_string(legal[(pick + 1 + j) % len(legal)]), "undo"]
                    break
        text = state.action_to_string(legal[pick])
        lines.append(str(pick + 1) if k % 2 else text)  # by number (from 1) or by notation
        moves.append(text)
        events = state.apply_events(legal[pick])
        if any(e.kind == "round_end" for e in events) and not state.is_terminal():
            lines.append("")  # the pause after a round
        k += 1
    return lines, moves


def run(tmp_path: Path, name: str, game_id: str, opts: list[str], lines: list[str], *more: str) -> dict[str, Any]:
    rec = tmp_path / f"{name}.json"
    out = cli(["companion", game_id, "--names", "Ann,Bo", "--seed", "7", *opts, "--record", str(rec), *more],
              input="\n".join(lines) + "\n")
    assert out.code == 0, out.err
    assert "Traceback" not in out.out + out.err
    data: dict[str, Any] = json.loads(rec.read_text())
    data["_out"] = out.out
    return data


@pytest.mark.parametrize(("game_id", "opts"), GAMES)
def test_a_game_with_mistakes_undone_ends_as_the_game_without(tmp_path: Path, game_id: str, opts: list[str]) -> None:
    clean_lines, moves = script(game_id, opts, 7, set())
    fixed_lines, _ = script(game_id, opts, 7, {0, 1, 4, 9, 15})
    assert "undo" in fixed_lines and len(fixed_lines) > len(clean_lines)
    clean = run(tmp_path, "clean", game_id, opts, clean_lines)
    fixed = run(tmp_path, "fixed", game_id, opts, fixed_lines)
    assert clean["actions"] == fixed["actions"] == moves
    assert clean["result"] is not None and clean["result"] == fixed["result"]
    engine = trigames.replay(Record.load(tmp_path / "fixed.json")).outcome().to_json()
    assert fixed["result"] == engine
    assert fixed["meta"]["companion"] is True and fixed["meta"]["names"] == ["Ann", "Bo"]
    assert "taken back: " in fixed["_out"] and "Ann" in fixed["_out"] and "game over" in fixed["_out"]


def test_the_last_move_can_be_taken_back_after_the_end(tmp_path: Path) -> None:
    lines, moves = script("trigono", ["--pucks-per-player", "3"], 7, set())
    state = trigames.make("trigono", players=2, pucks_per_player=3, referee=True).new_game(7)
    for text in moves[:-1]:
        state.apply_text(text)
    other = next(a for a in map(state.action_to_string, state.legal_actions()) if a != moves[-1])
    trial = state.clone()
    trial.apply_text(other)
    assert trial.is_terminal()  # a wrong last throw ends the match too: the end offers to take it back
    data = run(tmp_path, "end", "trigono", ["--pucks-per-player", "3"], [*lines[:-1], other, "undo", lines[-1]])
    assert data["actions"] == moves and data["result"] is not None
    assert len(re.findall(r"─ game over ─", data["_out"])) == 2  # the end's rule (the board says "game over" too)


def test_a_quit_game_resumes_to_the_same_end(tmp_path: Path) -> None:
    lines, moves = script("tricerata", ["--rows", "4"], 7, set())
    half = len(lines) // 2
    first = run(tmp_path, "half", "tricerata", ["--rows", "4"], [*lines[:half], "q"])
    assert first["result"] is None and 0 < len(first["actions"]) < len(moves)
    out = cli(["resume", str(tmp_path / "half.json")], input="\n".join(lines[half:]) + "\n")
    assert out.code == 0 and "resumed after" in out.out and "Ann (Seat 1)" in out.out  # seats counted from 1
    data = json.loads((tmp_path / "half.json").read_text())
    assert data["actions"] == moves and data["result"] is not None and data["meta"]["names"] == ["Ann", "Bo"]


def test_no_bot_suggests_what_happened_and_help_says_how_to_enter(tmp_path: Path) -> None:
    data = run(tmp_path, "hint", "trigono", ["--pucks-per-player", "3"], ["hint", "?", "q"])
    assert "no hints here" in data["_out"] and "board+knock 2 ground" in data["_out"] and data["actions"] == []


def test_french_words(tmp_path: Path) -> None:
    lines, _ = script("trigono", ["--pucks-per-player", "3"], 7, {0})
    data = run(tmp_path, "fr", "trigono", ["--pucks-per-player", "3"], lines, "--lang", "fr")
    # (a no-break space before the colon)
    assert "saisissez le coup" in data["_out"] and "repris\u00a0: le coup" in data["_out"]
    assert "enter the move" not in data["_out"]


@pytest.mark.parametrize(("args", "needles"), [
    (["companion", "triqueta", "--referee", "false"], ("--referee",)),
    (["play", "triominos", "--referee", "true"], ("no bot can play", "trigames companion triominos")),
    (["companion", "chess"], ("unknown game",)),
    (["companion", "trigono", "--referee", "false"], ("--referee",)),
    (["companion", "tricerata", "--names", "Ann,ann"], ("different",)),
    (["companion", "tricerata", "--names", "Ann,,Bo"], ("one name per seat",)),
    (["companion", "tricerata", "--names", "Ann,Bo,Cy", "--players", "2"], ("3 names for 2 players",)),
    (["companion", "tricerata", "--rows", "99"], ("rows",)),
])
def test_bad_input_is_one_line(tmp_path: Path, args: list[str], needles: tuple[str, ...]) -> None:
    assert_one_line_error(cli([*args, "--record", str(tmp_path / "x.json")]), *needles)
    assert not (tmp_path / "x.json").exists()


def test_an_existing_record_is_not_overwritten(tmp_path: Path) -> None:
    rec = tmp_path / "x.json"
    rec.write_text("{}")
    assert_one_line_error(cli(["companion", "tricerata", "--record", str(rec)]), "already exists")
    assert rec.read_text() == "{}"
