"""`trigames balance`: how fair, how long and how decisive each variant of a game is (docs/balance.md)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    ProgressColumn,
    Task,
    TaskID,
    TextColumn,
    TimeRemainingColumn,
)
from rich.progress import Progress as Bars
from rich.table import Table
from rich.text import Text

from trigames.balance.run import Progress

from .app import fail
from .common import agent_list, check_backend, console, game_options, make_game


class _Speed(ProgressColumn):
    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:.1f} games/s" if speed else "– games/s", style="cyan")


class _Bars(Progress):
    """Progress as rich bars: the whole run and the variant being played, with games/s and time left."""

    def __init__(self, total: int, quiet: bool) -> None:
        self.bars = Bars(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), _Speed(),
                         TimeRemainingColumn(), console=Console(stderr=True), transient=quiet,
                         disable=not sys.stderr.isatty())
        self.all = self.bars.add_task("all variants", total=total)
        self.one: TaskID | None = None

    def start(self, label: str, games: int, done: int) -> None:
        if self.one is not None:
            self.bars.remove_task(self.one)
        self.one = self.bars.add_task(escape(label), total=games, completed=done)
        self.bars.update(self.all, completed=self.bars.tasks[0].completed + done)

    def advance(self, games: int) -> None:
        if self.one is not None:
            self.bars.advance(self.one, games)
        self.bars.advance(self.all, games)


def balance(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    grid: Annotated[list[str] | None, typer.Option(
        "--grid", help="option=v1,v2 (or just option: every allowed value); repeat for a grid; "
                       "players=2,3 varies the player count")] = None,
    agents: Annotated[str, typer.Option(help="comma-separated agent per seat (repeated if short)")] = "expert",
    games: Annotated[int, typer.Option(help="games per variant")] = 100,
    players: Annotated[int | None, typer.Option(help="number of players (when not in --grid)")] = None,
    seed: Annotated[int, typer.Option(help="run seed (every variant plays the same game seeds)")] = 0,
    workers: Annotated[int | None, typer.Option(min=1, max=256, help="processes (default: all cores)")] = None,
    backend: Annotated[str, typer.Option(help="pool (local processes) or ray")] = "pool",
    rotate: Annotated[bool, typer.Option(help="rotate the agents' seats from game to game")] = True,
    versus: Annotated[str | None, typer.Option(
        help="luck against skill: this agent takes one seat against the line-up's first agent "
             "(default: greedy, where the game has it)")] = None,
    skill_games: Annotated[int | None, typer.Option(
        help="games of that run per variant (default: a fifth of --games; 0: none)")] = None,
    pace: Annotated[float | None, typer.Option(
        help="seconds people take per decision (default: the game's estimate, docs/balance.md)")] = None,
    db: Annotated[Path | None, typer.Option(
        help="SQLite file of results: a run already in it resumes (default: trigames-balance.sqlite here)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the report as JSON")] = False,
    html: Annotated[Path | None, typer.Option(help="write an HTML report with charts")] = None,
    charts: Annotated[Path | None, typer.Option(
        help="folder to save the charts in as PNG: GAME-OPTIONS-seats.png, -length.png, -heat.png")] = None,
    force: Annotated[bool, typer.Option(help="let --html overwrite an existing file")] = False,
) -> None:
    """How fair, long and decisive each variant is: win share per seat and per place in the turn
    order, length in decisions, turns and minutes, draws, late decisions, lead changes, margins
    — each with its 95% interval. Results are stored as games end: run it again to resume."""
    from trigames.arena import check_agents
    from trigames.balance import BalanceError, Plan, parse_grid, run
    from trigames.balance.run import check
    from trigames.balance.store import DEFAULT_DB
    from trigames.core.files import check_output

    base = make_game(game_id, None, [])  # the game's name first
    fixed = game_options(base.id, players, ctx.args)  # --first-player counted from 1, as every screen counts
    if players is not None or fixed:
        make_game(base.id, players, ctx.args)  # a fixed option or player count out of range: said here
    try:
        cells = parse_grid(base.id, grid or [], fixed, players)
    except BalanceError as exc:
        raise fail(str(exc)) from None
    names = agent_list(agents, "--agents")
    if skill_games is None:
        skill_games = max(1, games // 5) if games > 0 else 0
    if versus is None:
        try:
            check_agents(base, ["greedy"])
            versus = "greedy"
        except Exception:  # this game has no greedy bot: no luck-vs-skill run unless asked
            versus = None
    else:
        versus = agent_list(versus, "--versus")[0]
    if backend == "pool":
        backend = "process"
    elif backend == "process":
        pass
    elif backend != "ray":
        raise fail(f"unknown backend {backend!r}; use pool or ray")
    check_backend(backend)
    plan = Plan(base.id, cells, names, games, seed, rotate, versus, skill_games, pace, workers, backend)
    db = DEFAULT_DB if db is None else db
    check_output(db, "--db", (".sqlite", ".sqlite3", ".db"))
    if html is not None:
        check_output(html, "--html", (".html", ".htm"))
        if html.exists() and not force:
            raise fail(f"--html {str(html)!r} already exists: choose another file or add --force to overwrite it")
    if charts is not None and not charts.is_dir():
        raise fail(f"--charts: folder {str(charts)!r} does not exist")
    try:
        check(plan)
        total = len(cells) * (games + (skill_games if versus is not None and versus != names[0] else 0))
        shown = _Bars(total, as_json)
        with shown.bars:
            report = run(plan, db, shown)
    except (BalanceError, ValueError) as exc:
        raise fail(str(exc)) from None
    report["db"] = str(db)
    if html is not None:
        from trigames.balance.report import write_html

        write_html(report, html)
        report["html"] = str(html)
    if charts is not None:
        from trigames.balance.report import save_charts

        dims = "-".join(k for k in cells[0].varied) or "default"
        report["charts"] = [str(p) for p in save_charts(report, charts, f"{base.id}-{dims}")]
    if as_json:
        print(json.dumps(report, indent=1))
        return
    show(report)


def _ci(x: dict[str, Any], pct: bool = False) -> str:
    lo, hi = x["ci95"]
    value = x["share"] if "share" in x else x["mean"]
    if value is None:
        return "–"
    if pct:
        return f"{value:.1%} ({lo:.1%}–{hi:.1%})"
    return f"{value:.1f} ({lo:.1f}–{hi:.1f})" if lo is not None else f"{value:.1f}"


def show(report: dict[str, Any]) -> None:
    """The report as rich tables: one row per variant."""
    first = report["variants"][0]
    most = max(v["players"] for v in report["variants"])
    from trigames.balance.grid import label_of

    name = {id(v): escape(label_of(v["variant"])) for v in report["variants"]}
    t = Table("variant", "games", *(f"place {i + 1}" for i in range(most)), "draws", "decided late",
              "luck vs skill",
              title=f"{report['game']}: win share by place in the turn order (1 moved first), 95% intervals",
              caption=f"line-up {', '.join(report['agents'])}; * the interval excludes a fair share")
    for v in report["variants"]:
        places = [_ci(p, True) + ("*" if p["excludes_fair"] else "") for p in v["per_turn_order"]]
        places += [""] * (most - len(places))
        skill = v.get("skill")
        luck = (f"{skill['challenger']} wins {_ci(skill['challenger_wins'], True)} of {skill['games']} against "
                f"{skill['against']} (fair {skill['challenger_wins']['fair']:.0%})" if skill else "–")
        t.add_row(name[id(v)], str(v["games"]), *places, _ci(v["draws"], True),
                  _ci(v["decided_in_last_round"], True), escape(luck))
    console.print(t)
    t = Table("variant", "decisions", "turns", "minutes", "score spread", "margin", "lead changes",
              title="length and suspense per game: means, 95% intervals",
              caption=f"minutes at {first['minutes']['seconds_per_decision']:g} s per decision for people")
    for v in report["variants"]:
        t.add_row(name[id(v)], _ci(v["decisions"]), _ci(v["turns"]), _ci(v["minutes"]), _ci(v["score_spread"]),
                  _ci(v["margin_of_victory"]), _ci(v["lead_changes"]))
    console.print(t)
    seats = Table("variant", *(f"seat {i + 1}" for i in range(most)), title="win share by seat, 95% intervals")
    for v in report["variants"]:
        cells = [_ci(p, True) + ("*" if p["excludes_fair"] else "") for p in v["per_seat"]]
        seats.add_row(name[id(v)], *cells, *([""] * (most - len(cells))))
    console.print(seats)
    timing = report["timing"]
    if timing["games_per_second"]:
        console.print(f"{timing['played']} games played in {timing['seconds']} s: {timing['games_per_second']} "
                      f"games/s, about {int(timing['games_per_second'] * 3600):_} games an hour on this machine")
    console.print(f"results in {escape(report['db'])}" + (f"; report: {escape(report['html'])}"
                                                           if "html" in report else ""))
