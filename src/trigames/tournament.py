"""Tournaments: agents drawn into games, rated with openskill (Plackett–Luce), optional plot.

Lineups are drawn from the run seed, games are played on the process pool or Ray
(`trigames.arena.run_games`), and ratings are updated in game order, so a seed gives the same
table whatever the backend.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import trigames
from trigames.arena import GameSummary, check_agents, run_games
from trigames.core import derive


@dataclass
class Standing:
    agent: str
    mu: float
    sigma: float
    ordinal: float
    games: int
    wins: float

    def to_json(self) -> dict[str, Any]:
        return {"agent": self.agent, "mu": round(self.mu, 3), "sigma": round(self.sigma, 3),
                "ordinal": round(self.ordinal, 3), "games": self.games, "wins": self.wins,
                "win_share": round(self.wins / self.games, 4) if self.games else 0.0}


@dataclass
class TournamentResult:
    game: str
    players: int
    standings: list[Standing]
    history: list[dict[str, float]] = field(default_factory=list)  # ordinal of each agent after each game

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "games": len(self.history),
                "standings": [s.to_json() for s in self.standings]}


MAX_GAMES = 100_000
"""Most games of one tournament: the rating history is kept for every game."""


def lineups(pool: Sequence[str], players: int, games: int, seed: int) -> list[list[str]]:
    """Seatings for every game: `players` distinct agents of the pool, in a random order."""
    return [derive(seed, "lineup", i).sample(list(pool), players) for i in range(games)]


def rate(results: list[GameSummary], pool: Sequence[str]) -> tuple[list[Standing], list[dict[str, float]]]:
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in pool}
    played = dict.fromkeys(pool, 0)
    wins = dict.fromkeys(pool, 0.0)
    history = []
    for r in results:
        teams = [[ratings[name]] for name in r.seating]
        rated = model.rate(teams, ranks=[float(x) for x in r.ranks])
        winners = [p for p, rank in enumerate(r.ranks) if rank == 1]
        for seat, (name, team) in enumerate(zip(r.seating, rated, strict=True)):
            ratings[name] = team[0]
            played[name] += 1
            if seat in winners:
                wins[name] += 1.0 / len(winners)
        history.append({name: ratings[name].ordinal() for name in pool})
    standings = [Standing(n, ratings[n].mu, ratings[n].sigma, ratings[n].ordinal(), played[n], wins[n])
                 for n in pool]
    standings.sort(key=lambda s: -s.ordinal)
    return standings, history


def tournament(
    game_id: str, players: int, pool: Sequence[str], games: int, seed: int = 0,
    options: dict[str, Any] | None = None, *, workers: int | None = None, backend: str = "process",
    progress: Callable[[int], None] | None = None,
) -> TournamentResult:
    """Play `games` games between agents drawn from `pool` and rate them.

    Raises:
        ValueError: fewer distinct agents than seats, or an unknown agent.
    """
    options = dict(options or {})
    game = trigames.make(game_id, players=players, **options)
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"the number of tournament games must be 1–{MAX_GAMES:_}, not {games}")
    if len(set(pool)) != len(pool):
        raise ValueError("tournament agents must be distinct (give parameters to tell copies apart)")
    if len(pool) < players:
        raise ValueError(f"{len(pool)} agents cannot fill {players} seats")
    check_agents(game, pool)
    results = run_games(game_id, players, options, seed, lineups(pool, players, games, seed),
                        workers=workers, backend=backend,
                        progress=(lambda batch: progress(len(batch))) if progress else None)
    standings, history = rate(results, pool)
    return TournamentResult(game_id, players, standings, history)


def plot(result: TournamentResult, path: Path) -> None:
    """Ordinal rating (mu − 3 sigma) of every agent after each game, as a PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 4.5), dpi=110)
    for s in result.standings:
        ax.plot([h[s.agent] for h in result.history], label=s.agent)
    ax.set_xlabel("games")
    ax.set_ylabel("rating (openskill ordinal, μ − 3σ)")
    ax.set_title(f"{result.game}, {result.players} players")
    ax.legend()
    ax.grid(alpha=0.3)
    fig.tight_layout()
    from trigames.core.files import save_figure

    save_figure(fig, path)
    plt.close(fig)
