"""Tournaments: agents drawn into games, rated with openskill (Plackett–Luce), optional chart.

Lineups are drawn from the run seed, games are played on the process pool or Ray
(`trigames.arena.play_batches`) and stored as they finish (`trigames.standings`: SQLite, so an
interrupted tournament resumes without replaying a finished game), and ratings are updated in
game order, so a seed gives the same table whatever the backend and however many runs it took.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import trigames
from trigames.arena import GameSummary, check_agents, play_batches
from trigames.core import derive

Z95 = 1.96  # two-sided 95 % normal quantile


def wilson(k: float, n: int, z: float = Z95) -> tuple[float, float]:
    """95 % Wilson interval of a share k/n (k may be fractional: shared wins)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Standing:
    agent: str
    mu: float
    sigma: float
    ordinal: float
    games: int
    wins: float
    seats: list[tuple[int, float]] = field(default_factory=list)  # per seat: (games, wins)

    @property
    def interval(self) -> tuple[float, float]:
        """95 % interval of the skill μ (μ ± 1.96 σ)."""
        return self.mu - Z95 * self.sigma, self.mu + Z95 * self.sigma

    def to_json(self) -> dict[str, Any]:
        lo, hi = wilson(self.wins, self.games)
        return {"agent": self.agent, "mu": round(self.mu, 3), "sigma": round(self.sigma, 3),
                "mu_95": [round(x, 3) for x in self.interval],
                "ordinal": round(self.ordinal, 3), "games": self.games, "wins": self.wins,
                "win_share": round(self.wins / self.games, 4) if self.games else 0.0,
                "win_share_95": [round(lo, 4), round(hi, 4)],
                "per_seat": [{"seat": i, "games": n, "wins": w, "win_share": round(w / n, 4) if n else None}
                             for i, (n, w) in enumerate(self.seats)]}


@dataclass
class TournamentResult:
    game: str
    players: int
    standings: list[Standing]
    history: list[dict[str, tuple[float, float]]] = field(default_factory=list)  # (μ, σ) of each agent per game
    db: str = ":memory:"
    resumed: int = 0  # games found already played in `db`
    played: int = 0  # games played by this run

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "games": len(self.history),
                "standings": [s.to_json() for s in self.standings]}

    def seat_shares(self) -> list[float]:
        """Share of the wins taken from each seat, over every game (ties split)."""
        wins = [sum(s.seats[i][1] for s in self.standings) for i in range(self.players)]
        total = sum(wins) or 1.0
        return [w / total for w in wins]


MAX_GAMES = 100_000
"""Most games of one tournament: the rating history is kept for every game."""

STORE_EVERY = 0.05
"""Seconds a finished game may wait to be stored with the others ending meanwhile: a commit waits
for the disk, and one per game made the fastest games' tournaments 40 % slower on two cores."""


def draw(pool: Sequence[str], players: int, seed: int, index: int) -> list[str]:
    """Seating of game `index`: `players` distinct agents of the pool, in a random order."""
    return derive(seed, "lineup", index).sample(list(pool), players)


def lineups(pool: Sequence[str], players: int, games: int, seed: int) -> list[list[str]]:
    """Seatings for every game."""
    return [draw(pool, players, seed, i) for i in range(games)]


def rate(results: list[GameSummary], pool: Sequence[str], players: int
         ) -> tuple[list[Standing], list[dict[str, tuple[float, float]]]]:
    """Standings after `results` in order, and each agent's (μ, σ) after each game."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in pool}
    played = dict.fromkeys(pool, 0)
    wins = dict.fromkeys(pool, 0.0)
    seats = {name: [[0, 0.0] for _ in range(players)] for name in pool}
    history = []
    for r in results:
        teams = [[ratings[name]] for name in r.seating]
        rated = model.rate(teams, ranks=[float(x) for x in r.ranks])
        winners = [p for p, rank in enumerate(r.ranks) if rank == 1]
        for seat, (name, team) in enumerate(zip(r.seating, rated, strict=True)):
            ratings[name] = team[0]
            played[name] += 1
            seats[name][seat][0] += 1
            if seat in winners:
                wins[name] += 1.0 / len(winners)
                seats[name][seat][1] += 1.0 / len(winners)
        history.append({name: (ratings[name].mu, ratings[name].sigma) for name in pool})
    standings = [Standing(n, ratings[n].mu, ratings[n].sigma, ratings[n].ordinal(), played[n], wins[n],
                          [(int(g), w) for g, w in seats[n]]) for n in pool]
    standings.sort(key=lambda s: -s.ordinal)
    return standings, history


def tournament(
    game_id: str, players: int, pool: Sequence[str], games: int, seed: int = 0,
    options: dict[str, Any] | None = None, *, workers: int | None = None, backend: str = "process",
    progress: Callable[[int], None] | None = None, db: Path | str = ":memory:",
) -> TournamentResult:
    """Play the games 0..`games`−1 between agents drawn from `pool` that `db` does not hold yet,
    storing each as it ends, and rate all of them.

    Raises:
        ValueError: fewer distinct agents than seats, an unknown agent, or a `db` that is not
            a tournament database.
    """
    from trigames.standings import Store

    options = dict(options or {})
    game = trigames.make(game_id, players=players, **options)
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"the number of tournament games must be 1–{MAX_GAMES:_}, not {games}")
    if len(set(pool)) != len(pool):
        raise ValueError("tournament agents must be distinct (give parameters to tell copies apart)")
    if len(pool) < players:
        raise ValueError(f"{len(pool)} agents cannot fill {players} seats")
    check_agents(game, pool)
    store = Store(db)
    try:
        tid = store.tournament(game_id, players, dict(game.options), pool, seed)
        done = store.done(tid, games)
        todo = [i for i in range(games) if i not in done]
        if progress and done:
            progress(len(done))
        if todo:
            run = store.start_run(tid, games)
            lineup = [draw(pool, players, seed, i) for i in todo]
            # each game is stored as it ends (at most STORE_EVERY s later): a kill loses only the
            # games being played
            for batch in play_batches(game_id, players, options, seed, lineup, len(todo), workers=workers,
                                      backend=backend, indices=todo, ordered=False, linger=STORE_EVERY):
                store.add(tid, run, batch)
                if progress:
                    progress(len(batch))
        results = store.games(tid, games)
    finally:
        store.close()
    standings, history = rate(results, pool, players)
    return TournamentResult(game_id, players, standings, history, str(db), len(done), len(todo))


def table(result: TournamentResult) -> Any:
    """The standings as a rich table: rating, skill with its 95 % interval, win share with its
    interval and per seat; the seats' shares of all wins in the caption."""
    from rich.table import Table

    seats = [f"seat {i}" for i in range(result.players)]
    t = Table("rank", "agent", "rating (μ−3σ)", "μ (95 %)", "games", "win share (95 %)", *seats,
              title=f"{result.game} tournament, {len(result.history)} games",
              caption="share of all wins by seat: " + ", ".join(
                  f"{name} {share:.1%}" for name, share in zip(seats, result.seat_shares(), strict=True)))
    for i, s in enumerate(result.standings, 1):
        lo, hi = s.interval
        wlo, whi = wilson(s.wins, s.games)
        t.add_row(str(i), s.agent, f"{s.ordinal:.2f}", f"{s.mu:.2f} ({lo:.2f}–{hi:.2f})", str(s.games),
                  f"{s.wins / s.games:.1%} ({wlo:.1%}–{whi:.1%})" if s.games else "–",
                  *(f"{w / n:.1%} of {n}" if n else "–" for n, w in s.seats))
    return t


def chart(result: TournamentResult, path: Path) -> None:
    """Two panels: each agent's skill μ after each game with its 95 % band (μ ± 1.96 σ), and
    each agent's win share per seat with 95 % intervals."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5), dpi=110)
    x = range(1, len(result.history) + 1)
    for s in result.standings:
        mu = [h[s.agent][0] for h in result.history]
        sd = [h[s.agent][1] for h in result.history]
        (line,) = left.plot(x, mu, label=s.agent)
        left.fill_between(x, [m - Z95 * d for m, d in zip(mu, sd, strict=True)],
                          [m + Z95 * d for m, d in zip(mu, sd, strict=True)], color=line.get_color(), alpha=0.15)
    left.set_xlabel("games")
    left.set_ylabel("skill μ (openskill), 95 % band")
    left.legend()
    left.grid(alpha=0.3)
    width = 0.8 / max(len(result.standings), 1)
    for k, s in enumerate(result.standings):
        shares, lows, highs = [], [], []
        for n, w in s.seats:
            lo, hi = wilson(w, n)
            share = w / n if n else 0.0
            shares.append(share)
            lows.append(share - lo)
            highs.append(hi - share)
        right.bar([i + k * width for i in range(result.players)], shares, width, yerr=[lows, highs], capsize=3,
                  label=s.agent)
    right.set_xticks([i + width * (len(result.standings) - 1) / 2 for i in range(result.players)],
                     [f"seat {i}" for i in range(result.players)])
    right.set_ylabel("win share from this seat, 95 % interval")
    right.set_ylim(0, 1)
    right.grid(alpha=0.3, axis="y")
    fig.suptitle(f"{result.game}, {result.players} players, {len(result.history)} games")
    fig.tight_layout()
    from trigames.core.files import save_figure

    save_figure(fig, path)
    plt.close(fig)
