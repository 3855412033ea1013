"""Play agents against each other: one game, or many in a process pool with statistics.

Seeds: game i of a run with seed S is played with seed `derive_seed(S, "game", i)`; each
agent's own stream is split from that, so thinking never moves the game's dice.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import trigames
from trigames.agents import make_agent
from trigames.core import Game, State, derive_seed, record_of


def seating(agents: Sequence[str], index: int, rotate: bool) -> list[str]:
    """Agent name per seat for game `index` (rotated so no agent keeps the best seat)."""
    if not rotate:
        return list(agents)
    k = index % len(agents)
    return list(agents[k:]) + list(agents[:k])


def play_game(game: Game, agents: Sequence[str], seed: int, max_plies: int = 1_000_000) -> State:
    """Play one game between the named agents (one per seat) and return the final state."""
    bots = [make_agent(name, game, seat, derive_seed(seed, "agent", seat)) for seat, name in enumerate(agents)]
    state = game.new_game(seed)
    plies = 0
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(bots[seat].act(state.view(seat), state.legal_actions()))
        plies += 1
        if plies >= max_plies:
            raise RuntimeError(f"game with seed {seed} did not finish in {max_plies} plies")
    return state


@dataclass
class GameSummary:
    index: int
    seed: int
    seating: list[str]
    scores: list[float]
    ranks: list[int]
    plies: int
    record: dict[str, Any] | None = None


def _play_chunk(spec: tuple[str, int, dict[str, Any], list[str], int, list[int], bool, bool]) -> list[GameSummary]:
    game_id, players, options, agents, seed, indices, rotate, keep_records = spec
    game = trigames.make(game_id, players=players, **options)
    out = []
    for i in indices:
        s = derive_seed(seed, "game", i)
        seats = seating(agents, i, rotate)
        state = play_game(game, seats, s)
        o = state.outcome()
        rec = record_of(state, s, {"agents": seats}).to_json() if keep_records else None
        out.append(GameSummary(i, s, seats, list(o.scores), list(o.ranks), len(state.history), rec))
    return out


@dataclass
class Stats:
    game: str
    players: int
    games: int
    seconds: float
    per_seat: list[dict[str, float]] = field(default_factory=list)
    per_agent: dict[str, dict[str, float]] = field(default_factory=dict)
    mean_plies: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "players": self.players, "games": self.games,
            "seconds": round(self.seconds, 3), "games_per_second": round(self.games / self.seconds, 2),
            "mean_plies": round(self.mean_plies, 2), "per_seat": self.per_seat, "per_agent": self.per_agent,
        }


def summarise(game_id: str, players: int, results: list[GameSummary], seconds: float) -> Stats:
    """Win shares (a shared win splits the credit), score mean and spread, per seat and agent."""
    n = len(results)
    seat_wins = [0.0] * players
    seat_scores: list[list[float]] = [[] for _ in range(players)]
    agent_wins: dict[str, float] = {}
    agent_scores: dict[str, list[float]] = {}
    for r in results:
        winners = [p for p, rank in enumerate(r.ranks) if rank == 1]
        for p in range(players):
            credit = 1.0 / len(winners) if p in winners else 0.0
            name = r.seating[p]
            seat_wins[p] += credit
            seat_scores[p].append(r.scores[p])
            agent_wins[name] = agent_wins.get(name, 0.0) + credit
            agent_scores.setdefault(name, []).append(r.scores[p])

    def spread(xs: list[float]) -> float:
        return statistics.pstdev(xs) if len(xs) > 1 else 0.0

    stats = Stats(game_id, players, n, seconds)
    stats.per_seat = [
        {"seat": p, "win_share": seat_wins[p] / n, "mean_score": statistics.fmean(seat_scores[p]),
         "sd_score": spread(seat_scores[p])}
        for p in range(players)
    ]
    for name, wins in agent_wins.items():
        seats = len(agent_scores[name]) / n  # seats this agent held per game
        stats.per_agent[name] = {
            "seats": seats, "wins": wins, "win_share": wins / n,
            "win_share_per_seat": wins / (n * seats),
            "mean_score": statistics.fmean(agent_scores[name]), "sd_score": spread(agent_scores[name]),
        }
    stats.mean_plies = statistics.fmean(r.plies for r in results) if results else math.nan
    return stats


def simulate(
    game_id: str, players: int, agents: Sequence[str], games: int, seed: int = 0,
    options: dict[str, Any] | None = None, *, workers: int | None = None, rotate: bool = True,
    records: Path | None = None, progress: Callable[[int], None] | None = None,
) -> Stats:
    """Play `games` games in a process pool; `progress(k)` is called as k more games finish."""
    options = dict(options or {})
    game = trigames.make(game_id, players=players, **options)  # validate before forking
    agents = list(agents)
    if len(agents) != players:
        raise ValueError(f"{len(agents)} agents for {players} seats: give one agent per seat")
    for seat, name in enumerate(agents):
        make_agent(name, game, seat)
    workers = workers or os.cpu_count() or 1
    chunk = max(1, min(200, games // (workers * 8) or 1))
    specs = [
        (game_id, players, options, agents, seed, list(range(i, min(games, i + chunk))), rotate,
         records is not None)
        for i in range(0, games, chunk)
    ]
    results: list[GameSummary] = []
    t0 = time.perf_counter()
    if records is not None:
        records.mkdir(parents=True, exist_ok=True)

    def take(batch: list[GameSummary]) -> None:
        for r in batch:
            if records is not None and r.record is not None:
                trigames.Record.from_json(r.record).save(records / f"{game_id}-{r.index:06d}.json")
                r.record = None
        results.extend(batch)
        if progress:
            progress(len(batch))

    if workers == 1 or games <= chunk:
        for spec in specs:
            take(_play_chunk(spec))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for batch in pool.map(_play_chunk, specs):
                take(batch)
    results.sort(key=lambda r: r.index)
    return summarise(game_id, players, results, time.perf_counter() - t0)
