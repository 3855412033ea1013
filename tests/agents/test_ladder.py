"""scripts/ladder.py resumes: a game already in the results file is not played again."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "ladder.py"


@pytest.fixture
def ladder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ladder_script", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_resumed_run_does_not_replay_a_finished_game(ladder: ModuleType, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    results = tmp_path / "ladder.jsonl"
    base = ["triominos", "club", "beginner", "--seed", "5", "--workers", "1", "--results", str(results)]
    played: list[int] = []
    real = ladder.play

    def counting(job: tuple[Any, ...]) -> float:
        played.append(job[4])
        return float(real(job))

    monkeypatch.setattr(ladder, "play", counting)
    first = ladder.main([*base, "--games", "1"])
    assert played == [0]
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    assert [(r["k"], r["strong"], r["weak"], r["seed"], r["opening"]) for r in lines] == [
        (0, "club", "beginner", 5, 0)]
    assert lines[0]["result"] == first

    both = ladder.main([*base, "--games", "2"])
    assert played == [0, 1]  # game 1 (k=0) was read back, only game 2 was played
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    assert [r["k"] for r in lines] == [0, 1]
    assert both == sum(r["result"] for r in lines) / 2  # the share over both games

    assert ladder.main([*base, "--games", "2"]) == both
    assert played == [0, 1]  # nothing left to play

    # another pairing, seed or opening is another game
    ladder.main([*base, "--games", "1", "--opening", "2"])
    assert played == [0, 1, 0]


def test_a_line_cut_short_is_played_again(ladder: ModuleType, tmp_path: Path) -> None:
    results = tmp_path / "ladder.jsonl"
    base = ["triominos", "club", "beginner", "--seed", "5", "--workers", "1", "--results", str(results)]
    ladder.main([*base, "--games", "1"])
    with results.open("a") as out:
        out.write('{"game": "triominos", "options": {}, "strong": "club", "weak": "beg')
    ladder.main([*base, "--games", "2"])
    assert len(ladder.load(results)) == 2


def test_game_options_are_part_of_the_key(ladder: ModuleType, tmp_path: Path) -> None:
    assert ladder.parse_option("rows=3") == ("rows", 3)
    assert ladder.parse_option("auto_reveal=false") == ("auto_reveal", False)
    results = tmp_path / "ladder.jsonl"
    base = ["tricerata", "greedy", "beginner", "--seed", "5", "--workers", "1", "--opening", "8",
            "--games", "1", "--results", str(results)]
    ladder.main([*base, "--option", "rows=3"])
    ladder.main([*base, "--option", "rows=4"])
    rows = [json.loads(line)["options"] for line in results.read_text().splitlines()]
    assert rows == [{"rows": 3}, {"rows": 4}]


def test_a_retuned_level_is_played_again(ladder: ModuleType, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A level is keyed by what it plays: games recorded before it was retuned do not count for it."""
    import trigames

    game = trigames.make("triominos", players=2)
    assert ladder.plays(game, "greedy") == "greedy"
    assert ladder.plays(game, "expert").startswith("ismcts:iterations=")
    assert ladder.plays(game, "expert:think=0.5").endswith(":think=0.5")
    results = tmp_path / "ladder.jsonl"
    base = ["triominos", "club", "beginner", "--seed", "5", "--workers", "1", "--games", "1",
            "--results", str(results)]
    ladder.main(base)
    line = json.loads(results.read_text())
    assert line["plays"] == [ladder.plays(game, "club"), ladder.plays(game, "beginner")]
    played: list[int] = []
    real = ladder.play

    def counting(job: tuple[Any, ...]) -> float:
        played.append(job[4])
        return float(real(job))

    monkeypatch.setattr(ladder, "play", counting)
    monkeypatch.setattr(ladder, "plays", lambda g, name: name + ":retuned")
    ladder.main(base)
    assert played == [0]
