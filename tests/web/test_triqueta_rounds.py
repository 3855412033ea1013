"""The Triqueta end screen's round by round (issue 18, the newcomer's third tour: it said "took the
rock / —"): what each seat scored in each round, from the log, run in node with the browser's own
code (the game's web/messages.js `rounds`), checked against the engine. The starting rock scores only
at the end (RULES §1.7.3): its own row, for its last holder (the fourth tour: a seat that lost it read
"−1" for that round)."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

import trigames
from trigames.core import catalogue
from trigames.games.triqueta import words as _triqueta_words  # noqa: F401  (registers its catalogue)
from trigames.games.triqueta.scoring import total_score

BROWSER_WORDS = Path(__file__).resolve().parents[1] / "core" / "browser_words.mjs"


Game = tuple[list[dict[str, Any]], list[list[int]], list[int]]


def _triqueta_game(seed: int, players: int, auto_reveal: bool) -> Game:
    """A random game's spectator events, the engine's scores when each round is over (its tree handed,
    before any face-down token counts, the rock apart) and the final scores."""
    state: Any = trigames.make("triqueta", players=players, auto_reveal=auto_reveal).new_game(seed)
    rng = random.Random(seed)
    events: list[dict[str, Any]] = []
    snapshots: list[list[int]] = []
    pending = False  # a round ended; its tree is handed when the next tower is chosen
    while not state.is_terminal():
        said = state.apply_events(rng.choice(state.legal_actions()))
        kinds = [e.kind for e in said]
        events += [json.loads(json.dumps(dict(e.for_seat(None)), default=list)) for e in said]
        if "round_end" in kinds and "game_end" not in kinds:  # with game_end, the face-down tokens counted too
            pending = True
        if pending and state.decision() != "CHOOSE_TOWER":
            snapshots.append([total_score(state.collected[p], False, state.trees[p]) for p in range(players)])
            pending = False
    rock = [int(state.rock == p) for p in range(players)]  # its holder at the end: the rock's own row
    return events, [*snapshots, rock], [int(x) for x in state.outcome().scores]


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the browser's wording")
def test_triqueta_round_by_round_shows_points_per_round() -> None:
    shapes = [(2, True), (3, False), (4, True), (5, False), (3, True)]  # players, auto_reveal
    cases = [(seed, players, auto) for seed, (players, auto) in enumerate(shapes)]
    games = [_triqueta_game(seed + 40, players, auto) for seed, players, auto in cases]
    items = [{"game": "triqueta", "rounds": ev, "players": players, "finals": finals}
             for (ev, _, finals), (_, players, _) in zip(games, cases, strict=True)]
    run = subprocess.run(["node", str(BROWSER_WORDS)], check=True, timeout=120,
                         input=json.dumps({"lang": "en", "items": items}), capture_output=True, text=True)
    tables = json.loads(run.stdout)
    for (_, taken, finals), (_, players, _), rows in zip(games, cases, tables, strict=True):
        snapshots, rock = taken[:-1], taken[-1]
        assert len(snapshots) >= 3, snapshots
        rounds = [r for r in rows if "round" in r]
        assert [r["round"] for r in rounds] == [1, 2, 3, 4], rows
        assert all(len(r["points"]) == players and all(isinstance(x, int) for x in r["points"]) for r in rows)
        # each round as the engine counts it at that round's end (less the round before)
        running = [0] * players
        for r, snap in zip(rounds, snapshots, strict=False):
            assert [a + b for a, b in zip(running, r["points"], strict=True)] == snap, (rows, snapshots)
            running = snap
        # and the rows (the face-down tokens' own row last) add up to the final score
        assert [sum(col) for col in zip(*(r["points"] for r in rows), strict=True)] == finals, (rows, finals)
        extra = [r for r in rows if "label" in r]
        assert extra[0] == {"label": "tq.round.rock", "points": rock}, rows  # the rock's holder at the end
        assert all(r["label"] == "tq.round.facedown" for r in extra[1:]) and len(extra) <= 2
    assert catalogue.message("tq.round.facedown", "fr") == "Jetons face cachée"
    assert catalogue.message("tq.round.rock", "fr") == "Caillou de départ"
