"""Play the variants of a grid and summarise each with 95 % intervals.

The games are played by `trigames.arena.play_batches` (the process pool or Ray, the same chunks
and seeds: identical results) with their records kept; each record is replayed here, in the
main process, to measure what the engine's summary does not say (turns, who moved first, lead
changes, a late decision), then stored (`store.Store`) as it ends. Every figure is computed from
the stored games in game order, so a seed gives the same report on every backend and however
many runs it took.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from trigames.arena import GameSummary, check_agents, play_batches, seating
from trigames.core import Game, derive_seed

from .grid import BalanceError, Cell, game_of
from .pace import seconds_per_decision
from .stats import mean_interval, share
from .store import Played, Store

MAX_GAMES = 1_000_000
"""Most games per variant."""

STORE_EVERY = 0.05
"""Seconds a finished game may wait to be stored with the others ending meanwhile."""

NOTABLE = 0.03
"""A seat advantage is notable when its interval excludes the fair share and it is at least this far from it."""


def measure(game: Game, s: GameSummary) -> Played:
    """Replay a finished game's record and measure it."""
    assert s.record is not None
    state = game.new_game(s.seed)
    turns, prev, first = 0, -1, -1
    leader, changes = -1, 0
    turn_scores: list[list[float]] = []  # the scores as each turn began
    round_scores: list[list[float]] = []  # the scores as each round after the first began
    for text in s.record["actions"]:
        p = state.current_player()
        if p != prev:
            turns += 1
            prev = p
            turn_scores.append(list(state.scores()))
            if first < 0:
                first = p
        for e in state.apply_text(text):
            if e.kind == "round_start":
                round_scores.append(list(state.scores()))
        scores = state.scores()
        best = max(scores)
        if scores.count(best) == 1:
            now = scores.index(best)
            if leader >= 0 and now != leader:
                changes += 1
            leader = now
    if round_scores:
        before: list[float] | None = round_scores[-1]
    else:  # no rounds: the last round of turns (each seat's last turn)
        before = turn_scores[-game.players] if len(turn_scores) > game.players else None
    late = None
    if before is not None:
        top = max(before)
        leaders = {i for i, x in enumerate(before) if x == top}
        late = leaders.isdisjoint(i for i, r in enumerate(s.ranks) if r == 1)
    return Played(s.index, s.seed, list(s.seating), list(s.scores), list(s.ranks), s.plies, turns, first, changes,
                  late)


class Progress:
    """What a run tells as it goes (the CLI draws bars; the default says nothing)."""

    def start(self, label: str, games: int, done: int) -> None: ...

    def advance(self, games: int) -> None: ...


def play_variant(store: Store, game: Game, lineup: Sequence[str], rotate: bool, seed: int, games: int,
                 workers: int | None, backend: str, progress: Progress, label: str) -> tuple[list[Played], int]:
    """Games 0..`games`−1 of this variant (the stored ones are not played again); and how many
    this call played."""
    vid = store.variant(game.id, game.players, dict(game.options), lineup, rotate, seed)
    done = store.done(vid, games)
    todo = [i for i in range(games) if i not in done]
    progress.start(label, games, len(done))
    if todo:
        seatings = (seating(lineup, i, rotate) for i in todo)
        for batch in play_batches(game.id, game.players, dict(game.options), seed, seatings, len(todo),
                                  workers=workers, backend=backend, keep_records=True, indices=todo, ordered=False,
                                  linger=STORE_EVERY):
            store.add(vid, [measure(game, g) for g in batch])
            progress.advance(len(batch))
    return store.games(vid, games), len(todo)


def _r(x: float) -> float | None:
    return None if math.isnan(x) else round(x, 4) if math.isfinite(x) else None


def _interval(values: tuple[float, float, float]) -> dict[str, Any]:
    m, lo, hi = values
    return {"mean": _r(m), "ci95": [_r(lo), _r(hi)]}


def _share(k: float, n: int, fair: float | None = None) -> dict[str, Any]:
    p, lo, hi = share(k, n)
    out: dict[str, Any] = {"share": _r(p), "ci95": [_r(lo), _r(hi)]}
    if fair is not None:
        out["fair"] = round(fair, 4)
        out["excludes_fair"] = bool(n) and (lo > fair or hi < fair)
    return out


def summarise(games: Sequence[Played], players: int, pace: float) -> dict[str, Any]:
    """Every figure of one variant, each with its 95 % interval."""
    n = len(games)
    fair = 1.0 / players
    seat_wins = [0.0] * players
    position_wins = [0.0] * players  # by place in the turn order: 0 moved first
    draws = 0
    spread, margin = [], []
    for g in games:
        winners = [p for p, r in enumerate(g.ranks) if r == 1]
        draws += len(winners) > 1
        for p in winners:
            seat_wins[p] += 1.0 / len(winners)
            position_wins[(p - g.first) % players] += 1.0 / len(winners)
        spread.append(max(g.scores) - min(g.scores))
        best = max(g.scores[p] for p in winners)
        others = [x for p, x in enumerate(g.scores) if p not in winners]
        margin.append(best - max(others) if others else 0.0)
    late = [g.late for g in games if g.late is not None]
    plies = [float(g.plies) for g in games]
    out: dict[str, Any] = {
        "games": n,
        "per_seat": [{"seat": p + 1, **_share(w, n, fair)} for p, w in enumerate(seat_wins)],
        "per_turn_order": [{"position": p + 1, **_share(w, n, fair)} for p, w in enumerate(position_wins)],
        "draws": _share(draws, n),
        "decided_in_last_round": {**_share(sum(late), len(late)), "games": len(late)},
        "decisions": _interval(mean_interval(plies)),
        "turns": _interval(mean_interval([float(g.turns) for g in games])),
        "minutes": {**_interval(mean_interval([x * pace / 60 for x in plies])), "seconds_per_decision": pace},
        "score_spread": _interval(mean_interval(spread)),
        "margin_of_victory": _interval(mean_interval(margin)),
        "lead_changes": _interval(mean_interval([float(g.lead_changes) for g in games])),
    }
    out["notable"] = notable(out["per_turn_order"], fair)
    out["decisions_histogram"] = histogram([g.plies for g in games])
    return out


def histogram(values: Sequence[int], bins: int = 24) -> dict[str, list[int]]:
    """Counts of whole numbers in at most `bins` equal bins: `edges` has one more item than `counts`."""
    if not values:
        return {"edges": [], "counts": []}
    lo, hi = min(values), max(values) + 1
    width = max(1, -(-(hi - lo) // bins))
    edges = list(range(lo, hi + width, width))
    counts = [0] * (len(edges) - 1)
    for v in values:
        counts[(v - lo) // width] += 1
    return {"edges": edges, "counts": counts}


def notable(positions: Sequence[dict[str, Any]], fair: float) -> dict[str, Any] | None:
    """The place in the turn order furthest from the fair share, if its interval excludes
    fairness and it is at least NOTABLE away."""
    flagged = [p for p in positions if p["excludes_fair"] and abs(p["share"] - fair) >= NOTABLE]
    if not flagged:
        return None
    top = max(flagged, key=lambda p: abs(p["share"] - fair))
    return {"position": top["position"], "share": top["share"], "ci95": top["ci95"], "fair": round(fair, 4)}


@dataclass
class Plan:
    """A balance run: the variants, the line-up and how many games."""

    game: str
    cells: list[Cell]
    agents: list[str]
    games: int
    seed: int = 0
    rotate: bool = True
    versus: str | None = "greedy"  # the luck-vs-skill challenger (None: no such run)
    skill_games: int = 0
    pace: float | None = None  # seconds per decision (None: the game's estimate)
    workers: int | None = None
    backend: str = "process"
    timing: dict[str, Any] = field(default_factory=dict)


def lineup(agents: Sequence[str], players: int) -> list[str]:
    return [agents[i % len(agents)] for i in range(players)]


def check(plan: Plan) -> None:
    """Everything that can be wrong, said before any game is played.

    Raises:
        BalanceError: a count out of range, an agent a variant does not have.
    """
    if not 1 <= plan.games <= MAX_GAMES:
        raise BalanceError(f"--games must be 1–{MAX_GAMES:_} per variant, not {plan.games}")
    if not 0 <= plan.skill_games <= MAX_GAMES:
        raise BalanceError(f"--skill-games must be 0–{MAX_GAMES:_}, not {plan.skill_games}")
    if not plan.agents:
        raise BalanceError("--agents is empty: give at least one agent")
    if plan.pace is not None and not (math.isfinite(plan.pace) and 0 < plan.pace <= 3600):
        raise BalanceError(f"--pace must be seconds per decision in (0, 3600], not {plan.pace:g}")
    for cell in plan.cells:
        game = game_of(plan.game, cell)
        if len(plan.agents) > game.players:
            raise BalanceError(f"{len(plan.agents)} agents for {game.players} seats ({cell.label()})")
        check_agents(game, lineup(plan.agents, game.players))
        if plan.versus is not None and plan.skill_games:
            check_agents(game, [plan.versus])


def skill_lineup(plan: Plan, players: int) -> list[str] | None:
    """The challenger at one seat and the line-up's first agent at the others (rotated), or None
    when the challenger is that agent."""
    if plan.versus is None or not plan.skill_games or plan.versus == plan.agents[0]:
        return None
    return [plan.versus] + [plan.agents[0]] * (players - 1)


def run(plan: Plan, db: Path | str, progress: Progress | None = None) -> dict[str, Any]:
    """Play every variant (resuming what `db` holds) and report."""
    check(plan)
    progress = progress or Progress()
    started = plan.backend == "ray" and _start_ray()
    store = Store(db)
    t0 = time.perf_counter()
    played = 0
    cells = []
    try:
        for k, cell in enumerate(plan.cells, 1):
            game = game_of(plan.game, cell)
            pace = plan.pace if plan.pace is not None else seconds_per_decision(game.id)
            seats = lineup(plan.agents, game.players)
            label = f"{k}/{len(plan.cells)} {cell.label()}"
            games, new = play_variant(store, game, seats, plan.rotate, plan.seed, plan.games, plan.workers,
                                      plan.backend, progress, label)
            played += new
            report = {"variant": cell.varied, "players": game.players, "options": dict(game.options),
                      "lineup": seats, **summarise(games, game.players, pace)}
            challenger = skill_lineup(plan, game.players)
            if challenger is not None:
                sgames, new = play_variant(store, game, challenger, True, derive_seed(plan.seed, "skill"),
                                           plan.skill_games, plan.workers, plan.backend, progress,
                                           f"{label}: {plan.versus} against {plan.agents[0]}")
                played += new
                wins = math.fsum(1.0 / sum(r == 1 for r in g.ranks) for g in sgames
                                 if g.ranks[g.seating.index(challenger[0])] == 1)
                report["skill"] = {"challenger": plan.versus, "against": plan.agents[0], "games": len(sgames),
                                   "challenger_wins": _share(wins, len(sgames), 1.0 / game.players)}
            cells.append(report)
    finally:
        store.close()
        if started:
            import ray

            ray.shutdown()
    seconds = time.perf_counter() - t0
    return {"game": plan.game, "seed": plan.seed, "agents": plan.agents, "rotate": plan.rotate,
            "games_per_variant": plan.games, "variants": cells,
            "timing": {"seconds": round(seconds, 2), "played": played,
                       "games_per_second": round(played / seconds, 2) if seconds and played else None}}


def _start_ray() -> bool:
    """One local Ray for every variant (ray_map would start and stop one per variant)."""
    from trigames.scale import check_ray

    check_ray()
    import ray

    if ray.is_initialized():
        return False
    ray.init(include_dashboard=False, log_to_driver=False, configure_logging=False)
    return True


