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


Job = tuple[str, int, dict[str, Any], int, list[tuple[int, list[str]]], bool]


def _play_chunk(job: Job) -> list[GameSummary]:
    """Play the games `(index, seating)` of one chunk (in a worker process or a Ray task)."""
    game_id, players, options, seed, games, keep_records = job
    game = trigames.make(game_id, players=players, **options)
    out = []
    for i, seats in games:
        s = derive_seed(seed, "game", i)
        state = play_game(game, seats, s)
        o = state.outcome()
        rec = record_of(state, s, {"agents": seats}).to_json() if keep_records else None
        out.append(GameSummary(i, s, seats, list(o.scores), list(o.ranks), len(state.history), rec))
    return out


def run_games(
    game_id: str, players: int, options: dict[str, Any], seed: int, lineups: list[list[str]], *,
    workers: int | None = None, backend: str = "process", keep_records: bool = False,
    progress: Callable[[list[GameSummary]], None] | None = None,
) -> list[GameSummary]:
    """Play game i with seating `lineups[i]`, on a process pool (default) or a Ray cluster.

    The results do not depend on the backend or the number of workers.
    """
    workers = workers or os.cpu_count() or 1
    n = len(lineups)
    chunk = max(1, min(200, n // (workers * 8) or 1))
    jobs: list[Job] = [
        (game_id, players, options, seed, [(i, lineups[i]) for i in range(k, min(n, k + chunk))], keep_records)
        for k in range(0, n, chunk)
    ]
    results: list[GameSummary] = []

    def take(batch: list[GameSummary]) -> None:
        results.extend(batch)
        if progress:
            progress(batch)

    if backend == "ray":
        from .scale import ray_map

        for batch in ray_map(_play_chunk, jobs):
            take(batch)
    elif backend != "process":
        raise ValueError(f"unknown backend {backend!r}; use 'process' or 'ray'")
    elif workers == 1 or len(jobs) == 1:
        for job in jobs:
            take(_play_chunk(job))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for batch in pool.map(_play_chunk, jobs):
                take(batch)
    results.sort(key=lambda r: r.index)
    return results


def check_agents(game: Game, agents: Sequence[str]) -> None:
    """Fail early (UnknownAgentError) on an agent name this game does not have."""
    for seat, name in enumerate(agents):
        make_agent(name, game, seat % game.players)


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
    records: Path | None = None, progress: Callable[[int], None] | None = None, backend: str = "process",
) -> Stats:
    """Play `games` games; `progress(k)` is called as k more games finish."""
    options = dict(options or {})
    game = trigames.make(game_id, players=players, **options)  # validate before forking
    agents = list(agents)
    if len(agents) != players:
        raise ValueError(f"{len(agents)} agents for {players} seats: give one agent per seat")
    check_agents(game, agents)
    if records is not None:
        records.mkdir(parents=True, exist_ok=True)

    def take(batch: list[GameSummary]) -> None:
        for r in batch:
            if records is not None and r.record is not None:
                trigames.Record.from_json(r.record).save(records / f"{game_id}-{r.index:06d}.json")
                r.record = None
        if progress:
            progress(len(batch))

    t0 = time.perf_counter()
    lineups = [seating(agents, i, rotate) for i in range(games)]
    results = run_games(game_id, players, options, seed, lineups, workers=workers, backend=backend,
                        keep_records=records is not None, progress=take)
    return summarise(game_id, players, results, time.perf_counter() - t0)
