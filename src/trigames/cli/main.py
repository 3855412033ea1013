"""`trigames`: list, play, resume, simulate, tournament, replay, analyse, bench — and commands the games add.

Every command checks its input and its output paths before it starts working; errors are one
line (see `app.run`); files are written atomically.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

import trigames
from trigames.core import Game, Record

from . import analyse as analysis
from . import balance, companion, people
from .app import App, fail, run
from .common import (
    EXTRA,
    LANG_HELP,
    MAX_GAMES,
    agent_list,
    check_backend,
    console,
    language,
    make_game,
    seat_option,
    seconds_in,
)

app = App(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
          help="Triqueta, Triominos XXL, Tricérata and Trigono: play, simulate, study. "
               "Add --debug to any command to see a traceback instead of a one-line error.")
@app.command("list")
def list_games(as_json: Annotated[bool, typer.Option("--json", help="machine-readable")] = False) -> None:
    """The games, their player counts, options and agents."""
    from trigames.agents import agent_names, parameters

    specs = trigames.list_games()

    def agents(game: Game) -> dict[str, list[dict[str, Any]]]:
        """Each agent and the parameters it declares."""
        return {name: [o.describe() for o in parameters(name, game)] for name in agent_names(game)}

    if as_json:
        print(json.dumps([{**s.describe(), "agents": agents(trigames.make(s.id))} for s in specs], indent=1))
        return
    for spec in specs:
        hi = spec.max_players if spec.max_players is not None else "∞"
        game = trigames.make(spec.id)
        console.print(f"[bold]{spec.id}[/] — {spec.name}: {spec.min_players}–{hi} players. {spec.summary}")
        shown = []
        for name, params in agents(game).items():
            args = ", ".join(f"{p['name']}: {p['allowed']}" for p in params)
            shown.append(f"{name} ({args})" if args else name)
        console.print(f"   agents: {escape('; '.join(shown))}")
        if spec.options:
            t = Table(box=None, padding=(0, 2), show_header=True, header_style="dim")
            for col in ("option", "type", "default", "allowed", "meaning"):
                t.add_column(col)
            for o in spec.options:
                # a seat is counted from 1 here, as on every screen (common.game_options)
                default, allowed = repr(o.shown(o.default)), o.allowed(for_people=True)
                meaning = o.help + (", counted from 1" if o.seat else "")
                t.add_row(f"--{o.name.replace('_', '-')}", o.type.__name__, default, allowed, meaning)
            console.print(t)


app.command(context_settings=EXTRA)(people.play)
app.command()(people.resume)
app.command(context_settings=EXTRA)(companion.companion)
app.command("analyse")(analysis.analyse)
app.command("balance", context_settings=EXTRA)(balance.balance)


@app.command(context_settings=EXTRA)
def simulate(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    games: Annotated[int, typer.Option(min=1, max=MAX_GAMES, help="number of games")] = 100,
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    agents: Annotated[str, typer.Option(help="comma-separated agent per seat (repeated if short)")] = "random",
    seed: Annotated[int, typer.Option(help="run seed")] = 0,
    workers: Annotated[int | None, typer.Option(min=1, max=256, help="processes (default: all cores)")] = None,
    rotate: Annotated[bool, typer.Option(help="rotate the agents' seats from game to game")] = True,
    as_json: Annotated[bool, typer.Option("--json", help="print the statistics as JSON")] = False,
    records: Annotated[Path | None, typer.Option(help="folder to write every game's record into")] = None,
    force: Annotated[bool, typer.Option(help="let --records overwrite an earlier run's records")] = False,
    backend: Annotated[str, typer.Option(help="process (local pool) or ray")] = "process",
) -> None:
    """Bots play many games; win shares, scores, game length and speed."""
    from trigames.arena import check_agents
    from trigames.arena import simulate as run_sim
    from trigames.core.files import check_folder

    game = make_game(game_id, players, ctx.args)
    names = agent_list(agents, "--agents")
    if len(names) > game.players:
        raise fail(f"{len(names)} agents for {game.players} seats")
    names = [names[i % len(names)] for i in range(game.players)]
    check_agents(game, names)
    check_backend(backend)
    if records is not None:
        if not records.parent.is_dir():  # a typo should not create a tree of folders
            raise fail(f"--records: folder {str(records.parent)!r} does not exist")
        check_folder(records, "--records", f"{game.id}-*.json", force)
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=Console(stderr=True), transient=as_json,
                  disable=not sys.stderr.isatty()) as bar:
        task = bar.add_task(f"{game.id} ×{games}", total=games)
        stats = run_sim(game.id, game.players, names, games, seed, dict(game.options), workers=workers,
                        rotate=rotate, records=records, progress=lambda k: bar.advance(task, k), backend=backend)
    data = stats.to_json()
    if as_json:
        print(json.dumps(data, indent=1))
        return
    timing = data["timing"]
    console.print(f"{data['games']} games of {game.id} ({game.players} players) in {timing['seconds']} s — "
                  f"{timing['games_per_second']} games/s, mean length {data['mean_plies']} decisions")
    t = Table("agent", "seats/game", "win share", "per seat", "mean score", "sd", title="per agent")
    for name, a in data["per_agent"].items():
        t.add_row(name, f"{a['seats']:g}", f"{a['win_share']:.1%}", f"{a['win_share_per_seat']:.1%}",
                  f"{a['mean_score']:.2f}", f"{a['sd_score']:.2f}")
    console.print(t)
    t = Table("seat", "win share", "mean score", "sd", title="per seat")
    for s in data["per_seat"]:
        t.add_row(str(s["seat"]), f"{s['win_share']:.1%}", f"{s['mean_score']:.2f}", f"{s['sd_score']:.2f}")
    console.print(t)
    if records is not None:
        console.print(f"records: {escape(str(records))}")


@app.command(context_settings=EXTRA)
def tournament(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    agents: Annotated[str, typer.Option(help="comma-separated distinct agents, e.g. mcts,greedy,random")],
    games: Annotated[int, typer.Option(min=1, max=100_000, help="number of games")] = 200,
    players: Annotated[int | None, typer.Option(help="seats per game")] = None,
    seed: Annotated[int, typer.Option(help="run seed")] = 0,
    workers: Annotated[int | None, typer.Option(min=1, max=256, help="processes (default: all cores)")] = None,
    backend: Annotated[str, typer.Option(help="process (local pool) or ray")] = "process",
    chart_path: Annotated[Path | None, typer.Option(
        "--chart", "--plot", help="save a chart: ratings with 95 % bands, win share per seat (.png, .svg or .pdf)")]
    = None,
    db: Annotated[Path | None, typer.Option(
        help="SQLite file of results: a tournament already in it resumes or extends "
             "(default: trigames-tournaments.sqlite here)")] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
    force: Annotated[bool, typer.Option(help="let --chart overwrite an existing file")] = False,
) -> None:
    """Agents drawn into games and rated with openskill (Plackett–Luce). Results are stored as
    games end: run the same command again to resume, or with more --games to extend."""
    from trigames import tournament as T
    from trigames.arena import check_agents
    from trigames.core.files import FIGURE_SUFFIXES, check_output
    from trigames.standings import DEFAULT_DB

    game = make_game(game_id, players, ctx.args)
    pool = agent_list(agents, "--agents")

    if len(set(pool)) != len(pool):
        raise fail("tournament agents must be distinct (give parameters to tell copies apart)")
    if len(pool) < game.players:
        raise fail(f"{len(pool)} agents cannot fill {game.players} seats")
    check_agents(game, pool)
    if chart_path is not None:
        check_output(chart_path, "--chart", FIGURE_SUFFIXES)  # before the games, not after
        if chart_path.exists() and not force:
            raise fail(f"--chart {str(chart_path)!r} already exists: choose another file or add --force to "
                       "overwrite it")
    check_backend(backend)
    db = DEFAULT_DB if db is None else db
    check_output(db, "--db", (".sqlite", ".sqlite3", ".db"))
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=Console(stderr=True), transient=as_json,
                  disable=not sys.stderr.isatty()) as bar:
        task = bar.add_task(f"{game.id} tournament → {escape(str(db))}", total=games)
        try:
            result = T.tournament(game.id, game.players, pool, games, seed, dict(game.options), workers=workers,
                                  backend=backend, progress=lambda k: bar.advance(task, k), db=db)
        except ValueError as exc:
            raise fail(str(exc)) from None
    if chart_path is not None:
        T.chart(result, chart_path)
    if as_json:
        print(json.dumps({**result.to_json(), "db": str(db), "resumed": result.resumed, "played": result.played},
                         indent=1))
        return
    console.print(T.table(result))
    hint = " (--db to choose another)" if db == DEFAULT_DB else ""
    console.print(f"results in {escape(str(db))}{hint}: {result.resumed} games were there already, "
                  f"{result.played} played now", highlight=False)
    if chart_path is not None:
        console.print(f"chart: {escape(str(chart_path))}")


@app.command()
def replay(
    path: Annotated[Path, typer.Argument(metavar="FILE", help="a game record (JSON)")],
    seat: Annotated[int | None, typer.Option(help="show the game as this seat saw it, counted from 1 (default: "
                                                  "spectator)")] = None,
    board: Annotated[bool, typer.Option(help="draw the position after every move")] = False,
    lang: Annotated[str, typer.Option(help=LANG_HELP)] = "en",
) -> None:
    """Replay a record move by move, then its result (or where an unfinished game stopped)."""
    from trigames.core.words import ending, names_for

    words = language(lang)
    record = Record.load(path)
    trigames.replay(record)  # strict check first: a bad record names its bad move
    game = trigames.make(record.game, players=record.players, **record.options)
    seat = seat_option(seat, game.players)  # counted from 1, as every screen counts: the engine's from here on
    names = names_for(game.players, seat, words)
    state = game.new_game(record.seed)
    agents = record.meta.get("agents")
    console.print(f"[bold]{game.spec.name}[/], {game.players} players, seed {record.seed}"
                  + (f", agents {escape(str(agents))}" if agents else "")
                  + f" (rules version {record.version}, written by trigames {escape(record.trigames)})")
    rounds = []
    for ply, text in enumerate(record.actions):
        p = state.current_player()
        events = state.apply_text(text)
        console.print(f"{ply:4d}. {names[p]}: [bold]{escape(text)}[/]")
        for e in events:
            if e.kind == "round_end":
                rounds.append((e.for_seat(None), list(state.scores())))
            line = game.tell(e.for_seat(seat), names, words)
            if line:
                console.print(f"        · {escape(line)}", style="cyan")
        if board:
            console.print(game.render(state.view(seat), words))
    console.print(game.render(state.view(seat), words))
    if not state.is_terminal():
        console.print(f"[bold yellow]unfinished game[/]: {len(record.actions)} moves; "
                      f"{names[state.current_player()]} to move. Continue it with: trigames resume {escape(str(path))}")
        return
    o = state.outcome()
    console.print(f"[bold green]result:[/] {escape(ending(o.scores, o.ranks, seat, names, words))}")
    for line in game.breakdown(state.view(seat), names, rounds, words):
        console.print(f"  {escape(line)}")


@app.command()
def bench(
    game_id: Annotated[str | None, typer.Argument(metavar="[GAME]", help="one game (default: all)")] = None,
    seconds: Annotated[float, typer.Option(help="seconds per measurement, in (0, 600]")] = 2.0,
    repeats: Annotated[int, typer.Option(min=1, max=100, help="runs per figure (the median is shown)")] = 3,
    openspiel: Annotated[bool, typer.Option(help="measure OpenSpiel references side by side")] = True,
    extras: Annotated[bool, typer.Option(help="run the games' own extra benchmarks")] = True,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Random-playout speed of every game (median of repeats), with OpenSpiel references."""
    import platform

    from trigames import bench as B

    seconds_in(seconds, "--seconds", 600)
    if game_id is not None:
        game_id = trigames.game_id(game_id)
    if openspiel and not B.openspiel_available():
        Console(stderr=True).print("open_spiel is not installed (pip install 'trigames\\[bench]'): "
                                   "no reference figures", style="yellow")

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


def _serve_help() -> str:
    from trigames.web.server import security_help

    return ("The web table: play in the browser, with friends over the network and against bots.\n\n"
            "Security and limits (docs/web.md, 'Security'):\n\n" + security_help())


@app.command(context_settings=EXTRA, help=_serve_help())
def serve(
    ctx: typer.Context,
    host: Annotated[str, typer.Option(help="address to listen on (0.0.0.0: every interface)")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port")] = 8000,
    db: Annotated[str, typer.Option(help="SQLite file where every table and move is stored, or "
                                         "postgresql://USER@HOST/DB: many processes on one database")]
    = "trigames.sqlite3",
    check_db: Annotated[bool, typer.Option("--check-db", help="say in one line whether the database is "
                                           "reachable and migrated, then exit")] = False,
    bot_delay: Annotated[float, typer.Option(help="seconds a bot waits before it moves")] = 0.6,
    bot_workers: Annotated[int | None, typer.Option(help="processes that run the bots")] = None,
) -> None:
    from trigames.web import server

    if check_db:
        raise typer.Exit(server.check_database(db))
    try:  # the security flags are the server's own (shared with `python -m trigames.web`)
        extra = server.security_flags(ctx.args)
    except ValueError as exc:
        raise fail(str(exc)) from None
    problem = server.check(port, db, bot_delay, bot_workers, host) or server.check_security(
        extra.public_url, extra.forwarded_allow_ips, extra.origins)
    if problem:
        raise fail(problem)
    server.run(host, port, db, bot_workers=bot_workers, bot_delay=bot_delay, limits=server.limits_of(extra),
               public_url=extra.public_url, forwarded_allow_ips=extra.forwarded_allow_ips,
               origins=tuple(extra.origins))


def _add_game_commands() -> None:
    from trigames.games import REGISTRY

    for cls in REGISTRY.values():
        for name, fn in cls.commands.items():
            app.command(name)(fn)


_add_game_commands()


def main() -> None:  # pragma: no cover
    sys.exit(run(sys.argv[1:]))
