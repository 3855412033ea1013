"""`trigames analyse RECORD`: what each move was worth, from the mover's view only.

With `--ply N` it weighs every legal action of the decision before move N (win share and
expected score with 95% intervals, and the line the search expects). Without it, every move
of the game (or of `--seat S`, counted from 1 as every screen counts) is compared with the best
move found: good, inaccuracy, mistake or blunder, by the share of the wins it gave away (or, where the
game's own search weighs its moves exactly, Tricérata's whole turns, by the points).
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
from trigames.core import Game, Record, State
from trigames.core.catalogue import message
from trigames.core.words import seat_name

from .app import fail
from .common import console, seat_option

POSITION_ITERATIONS = 1_000
MOVE_ITERATIONS = 200
VERDICT_STYLE = {"good": "green", "inaccuracy": "yellow", "mistake": "red", "blunder": "bold red", "forced": "dim"}
VERDICTS = ("good", "inaccuracy", "mistake", "blunder")


def _pct(x: float) -> str:
    return f"{x:.0%}"


def _position_table(game: Game, a: Any, ply: int) -> None:
    from trigames.agents.analysis import Analysis

    assert isinstance(a, Analysis)
    seat = seat_name(a.seat)  # people count seats from 1 (--seat too; --json keeps the record's, from 0)
    if a.exact:  # the game's own search: one value per move, no sampling, no interval
        console.print(f"[bold]{game.spec.name}[/], before move {ply}: {seat} to decide ({a.decision}), "
                      f"{a.iterations} positions searched by {game.spec.name}'s own search.")
        t = Table("move", "value (points ahead at the search's horizon)", title="every legal move, best first")
        for row in a.actions:
            t.add_row(escape(row.text), f"{row.score:+g}")
        console.print(t)
        if a.line:
            console.print("best line: " + escape(" · ".join(a.line)))
        return
    how = f"each move tried on the same {a.iterations} draws of {game.spec.name}'s chance" if a.drawn \
        else f"{a.iterations} search iterations"
    console.print(f"[bold]{game.spec.name}[/], before move {ply}: {seat} to decide ({a.decision}), "
                  f"{how} from what {seat} could see.")
    t = Table("move", "win share", "95% interval", "expected score", "95% interval", "draws" if a.drawn else "visits",
              title="every legal move, best found first")
    for row in a.actions:
        if row.visits == 0:
            t.add_row(escape(row.text), "forced", "", "", "", "0")
            continue
        if not a.wins_known:  # the game knows no chance of winning here: its points alone
            t.add_row(escape(row.text), "–", "", f"{row.score:.1f}", f"{row.score_low:.1f}–{row.score_high:.1f}",
                      str(row.visits))
            continue
        t.add_row(escape(row.text), _pct(row.win), f"{_pct(row.win_low)}–{_pct(row.win_high)}",
                  f"{row.score:.1f}", f"{row.score_low:.1f}–{row.score_high:.1f}", str(row.visits))
    console.print(t)
    plies = getattr(game, "rollout_plies", None)
    if getattr(game, "evaluate", None) is not None and plies:
        console.print(f"[dim]{game.spec.name} is judged {plies} decisions ahead: the win share is the game's "
                      "estimate there and the score the running score there.[/]")
    if a.line:
        console.print("expected line: " + escape(" · ".join(a.line)))


def _replay_to(game: Game, record: Record, ply: int) -> State:
    state = game.new_game(record.seed)
    for text in record.actions[:ply]:
        state.apply_text(text)
    return state


def analyse(
    path: Annotated[Path, typer.Argument(metavar="RECORD", help="a game record (JSON)")],
    ply: Annotated[int | None, typer.Option(help="analyse the decision before this move (0 = the first)")] = None,
    seat: Annotated[int | None, typer.Option(help="only this seat's moves, counted from 1 (with --ply: must be the "
                                                  "seat to move)")] = None,
    iterations: Annotated[int | None, typer.Option(min=1, max=10_000_000, help="search iterations per position "
                                                    f"(default {POSITION_ITERATIONS} with --ply, else "
                                                    f"{MOVE_ITERATIONS} per move)")] = None,
    seed: Annotated[int, typer.Option(help="seed of the search")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable")] = False,
) -> None:
    """Weigh every legal move of a position, or mark each move of a game (good / inaccuracy / mistake / blunder)."""
    from trigames.agents.analysis import analyse as run

    record = Record.load(path)
    trigames.replay(record)  # strict check first: a bad record names its bad move
    game = trigames.make(record.game, players=record.players, **record.options)
    seat = seat_option(seat, game.players)  # counted from 1, as every screen counts: the engine's from here on
    n = len(record.actions)
    if ply is not None:
        if not 0 <= ply <= n:
            raise fail(f"--ply must be a move number 0–{n} of this record ({n} moves), got {ply}")
        state = _replay_to(game, record, ply)
        if state.is_terminal():
            raise fail(f"the game is over after move {ply - 1}: there is no decision to analyse")
        mover = state.current_player()
        if seat is not None and seat != mover:
            raise fail(f"seat {seat + 1} has no decision before move {ply}: seat {mover + 1} is to move")
        result = run(game, state.view(mover), mover, iterations or POSITION_ITERATIONS, seed)
        if as_json:
            print(json.dumps({"ply": ply, **result.to_json()}, indent=1))
        else:
            _position_table(game, result, ply)
        return
    moves: list[dict[str, Any]] = []
    state = game.new_game(record.seed)
    bar = Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   console=Console(stderr=True), transient=True, disable=not sys.stderr.isatty())
    with bar:  # a whole game is minutes of search: say how far it is
        task = bar.add_task("moves judged", total=len(record.actions))
        _mark(game, record, state, seat, iterations or MOVE_ITERATIONS, seed, moves, lambda: bar.advance(task))
    _moves_table(game, moves, as_json)


def _mark(game: Game, record: Record, state: State, seat: int | None, iterations: int, seed: int,
          moves: list[dict[str, Any]], step: Any) -> None:
    """Each move of `record` (or of `seat`'s) judged against the best the analysis finds."""
    from trigames.agents.analysis import analyse as run
    from trigames.agents.analysis import decided, judge

    for k, text in enumerate(record.actions):
        mover = state.current_player()
        if seat is None or mover == seat:
            played = state.parse_line(text)
            legal = list(state.legal_actions())
            # the decision the move answered (a Trigono throw is recorded with where it landed: its aim)
            move = decided(game, state, played[0]) if len(played) == 1 else None
            a = None if len(legal) == 1 or move is None else \
                run(game, state.view(mover), mover, iterations, seed, also=[] if move in legal else [move])
            if a is None or all(r.action != move for r in a.actions):
                moves.append({"ply": k, "seat": mover, "move": text, "verdict": "forced"})
            else:
                j = judge(a, move)
                mine = a.value_of(move)
                moves.append({"ply": k, "seat": mover, "move": text, "decision": state.action_to_string(move),
                              "verdict": j.verdict, "lost": round(j.lost, 4),
                              "by": j.by, "exact": a.exact, "win": round(mine.win, 4), "best": a.best.text,
                              "best_win": round(a.best.win, 4), "value": round(mine.score, 2),
                              "best_value": round(a.best.score, 2)})
        state.apply_text(text)
        step()


def _moves_table(game: Game, moves: list[dict[str, Any]], as_json: bool) -> None:
    if as_json:
        print(json.dumps({"game": game.id, "moves": moves}, indent=1))
        return
    exact = any(m.get("exact") for m in moves)  # the game's own search: values in points, no win share
    t = Table("move", "seat", "played", "verdict", "given away", "best found",
              title=f"{game.spec.name}: each move against the best the search found")
    for m in moves:
        style = VERDICT_STYLE[m["verdict"]]
        if m["verdict"] == "forced":
            t.add_row(str(m["ply"]), str(m["seat"] + 1), escape(m["move"]), f"[{style}]forced[/]", "", "")
            continue
        lost = f"{m['lost']:g} points" if m["by"] == "points" else f"{_pct(m['lost'])} of the wins"
        # the decision judged (a Trigono throw's aim, not where it landed)
        t.add_row(str(m["ply"]), str(m["seat"] + 1), escape(m.get("decision", m["move"])),
                  f"[{style}]{m['verdict']}[/]", lost, escape(m["best"]))
    console.print(t)
    counts = {v: sum(1 for m in moves if m["verdict"] == v) for v in VERDICTS}
    console.print(message("cli.analyse.verdicts", "en", good=counts["good"], inaccuracies=counts["inaccuracy"],
                          mistakes=counts["mistake"], blunders=counts["blunder"]))
    if not exact:
        from trigames.agents.analysis import BLUNDER, INACCURACY, MISTAKE

        low, mid, high = (round(x * 100) for x in getattr(game, "analysis_wins", (INACCURACY, MISTAKE, BLUNDER)))
        console.print(message("cli.analyse.by-wins", "en", inaccuracy=low, mistake=mid, blunder=high))
    thresholds = getattr(game, "analysis_points", None)
    if thresholds is not None and any(m.get("by") == "points" or m.get("exact") for m in moves):
        # judged in points (an exact analysis), or where some move was judged by them
        low, mid, high = thresholds
        console.print(message("cli.analyse.by-points", "en", inaccuracy=f"{low:g}", mistake=f"{mid:g}",
                              blunder=f"{high:g}"))
