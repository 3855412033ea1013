"""Play agents against each other: one game, or many in a process pool with statistics.

Seeds: game i of a run with seed S is played with seed `derive_seed(S, "game", i)`; each
agent's own stream is split from that, so thinking never moves the game's dice.
"""

from __future__ import annotations

import collections
import itertools
import math
import multiprocessing
import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from functools import lru_cache
from multiprocessing.connection import Connection
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


@lru_cache(maxsize=8)
def _game(game_id: str, players: int, options: tuple[tuple[str, Any], ...]) -> Game:
    return trigames.make(game_id, players=players, **dict(options))


def _play_chunk(job: Job) -> list[GameSummary]:
    """Play the games `(index, seating)` of one chunk (in a worker process or a Ray task)."""
    game_id, players, options, seed, games, keep_records = job
    game = _game(game_id, players, tuple(sorted(options.items())))  # a chunk may be one game
    out = []
    for i, seats in games:
        s = derive_seed(seed, "game", i)
        state = play_game(game, seats, s)
        o = state.outcome()
        rec = record_of(state, s, {"agents": seats}).to_json() if keep_records else None
        summary = GameSummary(i, s, seats, list(o.scores), list(o.ranks), len(state.history), rec)
        if _OUTBOX is None:
            out.append(summary)
            continue
        writer, lock = _OUTBOX
        with lock:  # one message at a time through the shared pipe
            writer.send(summary)
    return out


def _jobs(game_id: str, players: int, options: dict[str, Any], seed: int,
          lineups: Iterable[tuple[int, list[str]]], games: int, chunk: int, keep_records: bool) -> Iterator[Job]:
    """The chunks, made as they are needed: a long run never holds its whole line-up."""
    it = iter(lineups)
    for _ in range(0, games, chunk):
        part = list(itertools.islice(it, chunk))
        if part:
            yield game_id, players, options, seed, part, keep_records


def play_batches(
    game_id: str, players: int, options: dict[str, Any], seed: int, lineups: Iterable[list[str]], games: int, *,
    workers: int | None = None, backend: str = "process", keep_records: bool = False,
    indices: Iterable[int] | None = None, ordered: bool = True, linger: float = 0.0,
) -> Iterator[list[GameSummary]]:
    """Play game i with seating `lineups[i]` (a lazy iterable is fine) on a process pool (default)
    or a Ray cluster, and yield the results in batches. With `indices`, the k-th line-up is game
    `indices[k]` (a resumed tournament plays only its missing games).

    `ordered`: batches are whole chunks in game order (what a running statistic needs to be the
    same whatever the number of workers). Otherwise every game is handed over, in any order, at
    most `linger` seconds after it ended, with the others that ended meanwhile (what a store that
    must lose nothing at a kill needs, without a commit per game): the pool's workers (even one)
    send each game as it ends; on Ray every game is a task. At most a few chunks per worker are
    in flight, so memory does not grow with `games`; results do not depend on the backend or the
    number of workers.
    """
    if backend not in ("process", "ray"):
        raise ValueError(f"unknown backend {backend!r}; use 'process' or 'ray'")
    workers = workers or os.cpu_count() or 1
    chunk = max(1, min(200, games // (workers * 8) or 1))
    if backend == "ray" and not ordered:
        chunk = 1
    pairs = enumerate(lineups) if indices is None else zip(indices, lineups, strict=False)
    jobs = _jobs(game_id, players, options, seed, pairs, games, chunk, keep_records)
    if backend == "ray":
        yield from _ray_batches(jobs, ordered)
    elif not ordered:
        yield from _pool_streamed(jobs, workers, linger)
    elif workers == 1 or games <= chunk:
        for job in jobs:
            yield _play_chunk(job)
    else:
        yield from _pool_batches(jobs, workers)


def _ray_batches(jobs: Iterator[Job], ordered: bool) -> Iterator[list[GameSummary]]:
    from .scale import ray_map

    if not ordered:
        yield from ray_map(_play_chunk, jobs)
        return
    firsts: collections.deque[int] = collections.deque()  # first game of each job, in order

    def noted(jobs: Iterator[Job]) -> Iterator[Job]:
        for job in jobs:
            firsts.append(job[4][0][0])
            yield job

    pending: dict[int, list[GameSummary]] = {}
    for batch in ray_map(_play_chunk, noted(jobs)):  # finish in any order: yield in game order
        pending[batch[0].index] = batch
        while firsts and firsts[0] in pending:
            yield pending.pop(firsts.popleft())


def _pool_batches(jobs: Iterator[Job], workers: int) -> Iterator[list[GameSummary]]:
    """Whole chunks in order; a few per worker in flight, so the workers never wait."""
    from .procs import process_pool

    with process_pool(workers) as pool:
        window: collections.deque[Future[list[GameSummary]]] = collections.deque()
        for job in jobs:
            window.append(pool.submit(_play_chunk, job))
            if len(window) >= 4 * workers:
                yield window.popleft().result()
        while window:
            yield window.popleft().result()


_OUTBOX: tuple[Connection, Any] | None = None
"""In a worker of `_pool_streamed`: the pipe (and its lock) each game is sent through as it ends."""


def _open_outbox(writer: Connection, lock: Any) -> None:
    global _OUTBOX
    _OUTBOX = (writer, lock)


def _pool_streamed(jobs: Iterator[Job], workers: int, linger: float) -> Iterator[list[GameSummary]]:
    """Every game at most `linger` s after it ended, in any order. Chunks keep the pool's cost
    per game low (a future per game made the fastest games' tournaments 40 % slower on two
    cores), and their workers send each game through one pipe as it ends."""
    from .procs import process_pool

    ctx = multiprocessing.get_context()
    reader, writer = ctx.Pipe(duplex=False)
    with process_pool(workers, _open_outbox, (writer, ctx.Lock()), ctx) as pool:
        running: set[Future[list[GameSummary]]] = set()
        expected = received = 0

        def submit(n: int) -> None:
            nonlocal expected
            for job in itertools.islice(jobs, n):
                expected += len(job[4])
                running.add(pool.submit(_play_chunk, job))

        submit(4 * workers)
        handed = time.monotonic() - linger
        while received < expected:
            batch: list[GameSummary] = []
            if reader.poll(0.2):  # a game ended (else look at the futures)
                time.sleep(max(0.0, linger - (time.monotonic() - handed)))  # with those ending meanwhile
                while len(batch) < 10_000 and reader.poll():
                    batch.append(reader.recv())
            done = {f for f in running if f.done()}
            for f in done:
                f.result()  # a worker's error ends the run
            running -= done
            submit(len(done))
            if batch:
                received += len(batch)
                yield batch
                handed = time.monotonic()


def run_games(
    game_id: str, players: int, options: dict[str, Any], seed: int, lineups: list[list[str]], *,
    workers: int | None = None, backend: str = "process", keep_records: bool = False,
    progress: Callable[[list[GameSummary]], None] | None = None,
) -> list[GameSummary]:
    """Every game's summary, in game order (see `play_batches`)."""
    results: list[GameSummary] = []
    for batch in play_batches(game_id, players, options, seed, lineups, len(lineups), workers=workers,
                              backend=backend, keep_records=keep_records):
        results.extend(batch)
        if progress:
            progress(batch)
    return results


def check_agents(game: Game, agents: Sequence[str]) -> None:
    """Fail early (UnknownAgentError) on an agent name this game does not have."""
    for seat, name in enumerate(agents):
        make_agent(name, game, seat % game.players)


MAX_GAMES = 10_000_000
"""Most games one run plays (memory stays bounded anyway: the line-up and results stream)."""


class _Tally:
    """Win credit and a running mean and spread of scores (Welford), one game at a time."""

    __slots__ = ("m2", "mean", "n", "wins")

    def __init__(self) -> None:
        self.n, self.wins, self.mean, self.m2 = 0, 0.0, 0.0, 0.0

    def add(self, score: float, credit: float) -> None:
        self.n += 1
        self.wins += credit
        d = score - self.mean
        self.mean += d / self.n
        self.m2 += d * (score - self.mean)

    def sd(self) -> float:
        return math.sqrt(self.m2 / self.n) if self.n > 1 else 0.0


@dataclass
class Stats:
    """Results of a run. `to_json` keeps the timing apart, so two runs of one seed compare equal
    on everything but `timing`."""

    game: str
    players: int
    games: int = 0
    seconds: float = 0.0
    seat: list[_Tally] = field(default_factory=list)
    agent: dict[str, _Tally] = field(default_factory=dict)
    plies: int = 0

    def add(self, r: GameSummary) -> None:
        if not self.seat:
            self.seat = [_Tally() for _ in range(self.players)]
        self.games += 1
        self.plies += r.plies
        winners = [p for p, rank in enumerate(r.ranks) if rank == 1]
        for p in range(self.players):
            credit = 1.0 / len(winners) if p in winners else 0.0
            self.seat[p].add(r.scores[p], credit)
            self.agent.setdefault(r.seating[p], _Tally()).add(r.scores[p], credit)

    @property
    def per_seat(self) -> list[dict[str, float]]:
        n = self.games
        return [{"seat": p, "win_share": t.wins / n, "mean_score": t.mean, "sd_score": t.sd()}
                for p, t in enumerate(self.seat)]

    @property
    def per_agent(self) -> dict[str, dict[str, float]]:
        n = self.games
        out = {}
        for name, t in self.agent.items():
            seats = t.n / n  # seats this agent held per game
            out[name] = {"seats": seats, "wins": t.wins, "win_share": t.wins / n,
                         "win_share_per_seat": t.wins / t.n, "mean_score": t.mean, "sd_score": t.sd()}
        return out

    @property
    def mean_plies(self) -> float:
        return self.plies / self.games if self.games else math.nan

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "players": self.players, "games": self.games,
            "mean_plies": round(self.mean_plies, 2), "per_seat": self.per_seat, "per_agent": self.per_agent,
            "timing": {"seconds": round(self.seconds, 3),
                       "games_per_second": round(self.games / self.seconds, 2) if self.seconds else None},
        }


def summarise(game_id: str, players: int, results: Iterable[GameSummary], seconds: float) -> Stats:
    """Win shares (a shared win splits the credit), score mean and spread, per seat and agent."""
    stats = Stats(game_id, players, seconds=seconds)
    for r in results:
        stats.add(r)
    return stats


def record_path(records: Path, game_id: str, index: int) -> Path:
    return records / f"{game_id}-{index:06d}.json"


def simulate(
    game_id: str, players: int, agents: Sequence[str], games: int, seed: int = 0,
    options: dict[str, Any] | None = None, *, workers: int | None = None, rotate: bool = True,
    records: Path | None = None, progress: Callable[[int], None] | None = None, backend: str = "process",
) -> Stats:
    """Play `games` games; `progress(k)` is called as k more games finish.

    The line-up is made game by game and the statistics are kept as running sums, so memory does
    not grow with `games`. `records` must be a folder that exists (see `trigames.core.files`).
    """
    options = dict(options or {})
    game = trigames.make(game_id, players=players, **options)  # validate before forking
    agents = list(agents)
    if len(agents) != players:
        raise ValueError(f"{len(agents)} agents for {players} seats: give one agent per seat")
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"the number of games must be 1–{MAX_GAMES:_}, not {games}")
    check_agents(game, agents)
    stats = Stats(game.id, players)
    t0 = time.perf_counter()
    lineups = (seating(agents, i, rotate) for i in range(games))
    for batch in play_batches(game.id, players, options, seed, lineups, games, workers=workers, backend=backend,
                              keep_records=records is not None):
        for r in batch:
            if records is not None and r.record is not None:
                trigames.Record.from_json(r.record).save(record_path(records, game.id, r.index))
                r.record = None
            stats.add(r)
        if progress:
            progress(len(batch))
    stats.seconds = time.perf_counter() - t0
    return stats
