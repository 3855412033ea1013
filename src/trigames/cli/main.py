"""`trigames`: list, play, simulate, replay, bench — and commands the games add (e.g. a solver)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

import trigames
from trigames.core import Game, Record, TrigamesError

from .options import parse_extra

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="Triqueta, Triominos XXL, Tricérata and Trigono: play, simulate, study.")
console = Console()
EXTRA = {"allow_extra_args": True, "ignore_unknown_options": True}


def fail(message: str) -> typer.Exit:
    console.print(f"[red]error:[/] {escape(message)}")
    return typer.Exit(2)


def _make(game_id: str, players: int | None, extra: list[str]) -> Game:
    try:
        return trigames.make(game_id, players=players, **parse_extra(extra))
    except TrigamesError as exc:
        raise fail(str(exc)) from None


@app.command("list")
def list_games(as_json: Annotated[bool, typer.Option("--json", help="machine-readable")] = False) -> None:
    """The games, their player counts and options."""
    specs = trigames.list_games()
    if as_json:
        print(json.dumps([s.describe() for s in specs], indent=1))
        return
    from trigames.agents import agent_names

    for spec in specs:
        hi = spec.max_players if spec.max_players is not None else "∞"
        game = trigames.make(spec.id)
        console.print(f"[bold]{spec.id}[/] — {spec.name}: {spec.min_players}–{hi} players. {spec.summary}")
        console.print(f"   agents: {', '.join(agent_names(game))}")
        if spec.options:
            t = Table(box=None, padding=(0, 2), show_header=True, header_style="dim")
            for col in ("option", "type", "default", "allowed", "meaning"):
                t.add_column(col)
            for o in spec.options:
                t.add_row(f"--{o.name.replace('_', '-')}", o.type.__name__, repr(o.default), o.allowed(), o.help)
            console.print(t)


@app.command(context_settings=EXTRA)
def play(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    bots: Annotated[str, typer.Option(help="comma-separated agents for the other seats")] = "",
    seat: Annotated[int, typer.Option(help="your seat")] = 0,
    seed: Annotated[int | None, typer.Option(help="game seed (default: random)")] = None,
) -> None:
    """Play one seat in the terminal against bots. Game options: --name value."""
    from trigames.arena import check_agents

    from .play import play as run

    game = _make(game_id, players, ctx.args)
    if not 0 <= seat < game.players:
        raise fail(f"--seat must be 0–{game.players - 1}")
    names = [b.strip() for b in bots.split(",") if b.strip()]
    default = next(iter(game.bots), "random")  # the game's own first bot
    names += [default] * (game.players - 1 - len(names))
    if len(names) != game.players - 1:
        raise fail(f"{len(names)} bots for {game.players - 1} other seats")
    try:
        check_agents(game, names)
    except TrigamesError as exc:
        raise fail(str(exc)) from None
    run(console, game, seat, names, random.randrange(2**31) if seed is None else seed)


@app.command(context_settings=EXTRA)
def simulate(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    games: Annotated[int, typer.Option(min=1, help="number of games")] = 100,
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    agents: Annotated[str, typer.Option(help="comma-separated agent per seat (repeated if short)")] = "random",
    seed: Annotated[int, typer.Option(help="run seed")] = 0,
    workers: Annotated[int | None, typer.Option(help="processes (default: all cores)")] = None,
    rotate: Annotated[bool, typer.Option(help="rotate the agents' seats from game to game")] = True,
    as_json: Annotated[bool, typer.Option("--json", help="print the statistics as JSON")] = False,
    records: Annotated[Path | None, typer.Option(help="directory to write every game's record")] = None,
    backend: Annotated[str, typer.Option(help="process (local pool) or ray")] = "process",
) -> None:
    """Bots play many games; win shares, scores, game length and speed."""
    from trigames.arena import simulate as run

    game = _make(game_id, players, ctx.args)
    names = [a.strip() for a in agents.split(",") if a.strip()] or ["random"]
    if len(names) > game.players:
        raise fail(f"{len(names)} agents for {game.players} seats")
    while len(names) < game.players:
        names.append(names[len(names) % len(names)] if len(names) else "random")
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=Console(stderr=True), transient=as_json) as bar:
        task = bar.add_task(f"{game.id} ×{games}", total=games)
        try:
            stats = run(game.id, game.players, names, games, seed, dict(game.options), workers=workers,
                        rotate=rotate, records=records, progress=lambda k: bar.advance(task, k),
                        backend=backend)
        except (TrigamesError, ValueError) as exc:
            raise fail(str(exc)) from None
    if as_json:
        print(json.dumps(stats.to_json(), indent=1))
        return
    data = stats.to_json()
    console.print(f"{data['games']} games of {game.id} ({game.players} players) in {data['seconds']} s — "
                  f"{data['games_per_second']} games/s, mean length {data['mean_plies']} decisions")
    t = Table("agent", "seats/game", "win share", "per seat", "mean score", "sd", title="per agent")
    for name, a in data["per_agent"].items():
        t.add_row(name, f"{a['seats']:g}", f"{a['win_share']:.1%}", f"{a['win_share_per_seat']:.1%}",
                  f"{a['mean_score']:.2f}", f"{a['sd_score']:.2f}")
    console.print(t)
    t = Table("seat", "win share", "mean score", "sd", title="per seat")
    for s in data["per_seat"]:
        t.add_row(str(s["seat"]), f"{s['win_share']:.1%}", f"{s['mean_score']:.2f}", f"{s['sd_score']:.2f}")
    console.print(t)


@app.command(context_settings=EXTRA)
def tournament(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    agents: Annotated[str, typer.Option(help="comma-separated distinct agents, e.g. mcts,greedy,random")],
    games: Annotated[int, typer.Option(min=1, help="number of games")] = 200,
    players: Annotated[int | None, typer.Option(help="seats per game")] = None,
    seed: Annotated[int, typer.Option(help="run seed")] = 0,
    workers: Annotated[int | None, typer.Option(help="processes (default: all cores)")] = None,
    backend: Annotated[str, typer.Option(help="process (local pool) or ray")] = "process",
    plot_path: Annotated[Path | None, typer.Option("--plot", help="save the rating curves as a PNG")] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Agents drawn into games and rated with openskill (Plackett–Luce)."""
    from trigames import tournament as T

    game = _make(game_id, players, ctx.args)
    pool = [a.strip() for a in agents.split(",") if a.strip()]
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=Console(stderr=True), transient=as_json) as bar:
        task = bar.add_task(f"{game.id} tournament", total=games)
        try:
            result = T.tournament(game.id, game.players, pool, games, seed, dict(game.options), workers=workers,
                                  backend=backend, progress=lambda k: bar.advance(task, k))
        except (TrigamesError, ValueError) as exc:
            raise fail(str(exc)) from None
    if plot_path is not None:
        T.plot(result, plot_path)
    if as_json:
        print(json.dumps(result.to_json(), indent=1))
        return
    t = Table("rank", "agent", "rating (μ−3σ)", "μ", "σ", "games", "win share", title=f"{game.id} tournament")
    for i, s in enumerate(result.standings, 1):
        t.add_row(str(i), s.agent, f"{s.ordinal:.2f}", f"{s.mu:.2f}", f"{s.sigma:.2f}", str(s.games),
                  f"{s.wins / s.games:.1%}" if s.games else "–")
    console.print(t)
    if plot_path is not None:
        console.print(f"ratings plot: {plot_path}")


@app.command()
def replay(
    path: Annotated[Path, typer.Argument(metavar="FILE", help="a game record (JSON)")],
    seat: Annotated[int | None, typer.Option(help="show the game as this seat saw it (default: spectator)")]
    = None,
    board: Annotated[bool, typer.Option(help="draw the position after every move")] = False,
) -> None:
    """Replay a record move by move, then its result."""
    from .play import describe

    try:
        record = Record.load(path)
        trigames.replay(record)  # strict check first: a bad record names its bad move
        game = trigames.make(record.game, players=record.players, **record.options)
    except TrigamesError as exc:
        raise fail(str(exc)) from None
    state = game.new_game(record.seed)
    agents = record.meta.get("agents")
    console.print(f"[bold]{game.spec.name}[/], {game.players} players, seed {record.seed}"
                  + (f", agents {agents}" if agents else ""))
    for ply, text in enumerate(record.actions):
        p = state.current_player()
        events = state.apply_text(text)
        console.print(f"{ply:4d}. seat {p}: [bold]{escape(text)}[/]")
        for e in events:
            console.print(f"        · {escape(describe(e.for_seat(seat)))}", style="cyan")
        if board:
            console.print(game.render(state.view(seat)))
    console.print(game.render(state.view(seat)))
    o = state.outcome()
    console.print(f"[bold green]result:[/] scores {list(o.scores)}; winners {list(o.winners)}")


@app.command()
def bench(
    game_id: Annotated[str | None, typer.Argument(metavar="[GAME]", help="one game (default: all)")] = None,
    seconds: Annotated[float, typer.Option(help="seconds per measurement")] = 2.0,
    repeats: Annotated[int, typer.Option(help="runs per figure (the median is shown)")] = 3,
    openspiel: Annotated[bool, typer.Option(help="measure OpenSpiel references side by side")] = True,
    extras: Annotated[bool, typer.Option(help="run the games' own extra benchmarks")] = True,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Random-playout speed of every game (median of repeats), with OpenSpiel references."""
    import platform

    from trigames import bench as B

    if game_id is not None:
        _make(game_id, None, [])
    if openspiel and not B.openspiel_available():
        console.print("[yellow]open_spiel is not installed (pip install 'trigames[bench]'): "
                      "no reference figures[/]")

    def report(name: str, figures: dict[str, Any]) -> None:
        if not as_json:
            shown = ", ".join(f"{k} {v:,.2f}" if isinstance(v, float) else f"{k} {v}" for k, v in figures.items())
            console.print(f"[bold]{name}[/]: {shown}")

    if not as_json:
        console.print(f"machine: {platform.machine()}, {platform.python_implementation()} "
                      f"{platform.python_version()}, {platform.system()}; median of {repeats} × {seconds:g} s")
    out = B.run([game_id] if game_id else None, seconds, repeats, openspiel, extras, report)
    if as_json:
        print(json.dumps(out, indent=1))


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="address to listen on (0.0.0.0: every interface)")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port")] = 8000,
    db: Annotated[Path, typer.Option(help="SQLite file where every table and move is stored")]
    = Path("trigames.sqlite3"),
    bot_delay: Annotated[float, typer.Option(help="seconds a bot waits before it moves")] = 0.6,
    bot_workers: Annotated[int | None, typer.Option(help="processes that run the bots")] = None,
) -> None:
    """The web table: play in the browser, with friends over the network and against bots."""
    from trigames.web import server

    problem = server.check(port, db, bot_delay, bot_workers, host)
    if problem:
        raise fail(problem)
    server.run(host, port, db, bot_workers=bot_workers, bot_delay=bot_delay)


def _add_game_commands() -> None:
    from trigames.games import REGISTRY

    for cls in REGISTRY.values():
        for name, fn in cls.commands.items():
            app.command(name)(fn)


_add_game_commands()


def main() -> None:  # pragma: no cover
    app(sys.argv[1:])
