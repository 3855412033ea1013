"""`play` and `resume`: people at the terminal (the game loop itself is in `play.py`)."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Annotated

import typer

import trigames
from trigames.arena import check_agents
from trigames.core import Game, Record

from .app import fail
from .common import LANG_HELP, agent_list, console, language, make_game


def _seating(game: Game, seat: int, bots: str, humans: str, fill: str = "") -> list[str]:
    """The agent of every seat ("human" for a person) from --seat, --bots and --humans."""
    from .play import HUMAN

    n = game.players
    people: set[int] = set()
    if humans:
        for part in humans.split(","):
            if not part.strip().isdecimal() or not 0 <= int(part) < n:
                raise fail(f"--humans takes seat numbers 0–{n - 1} separated by commas, got {humans!r}")
            people.add(int(part))
    else:
        if not 0 <= seat < n:
            raise fail(f"--seat must be a seat 0–{n - 1}, got {seat}")
        people.add(seat)
    others = [p for p in range(n) if p not in people]
    names = agent_list(bots)
    if len(names) > len(others):
        raise fail(f"{len(names)} bots given for {len(others)} other seats")
    default = fill or next(iter(game.bots), "random")  # --vs, else the game's own first bot
    names += [default] * (len(others) - len(names))
    seating = [HUMAN] * n
    for p, name in zip(others, names, strict=True):
        seating[p] = name
    check_agents(game, [a for a in seating if a != HUMAN])
    if game.entered_by_hand() and any(a != HUMAN for a in seating):
        raise fail(f"with these options every outcome of {game.spec.name} is entered by hand: no bot can play; "
                   f"keep score with: trigames companion {game.id}")
    return seating


def _default_record(game: Game) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = Path(f"trigames-{game.id}-{stamp}.json")
    k = 2
    while path.exists():
        path, k = Path(f"trigames-{game.id}-{stamp}-{k}.json"), k + 1
    return path


def play(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    bots: Annotated[str, typer.Option(help="agents for the other seats, in seat order; 'human' for a person")] = "",
    vs: Annotated[str, typer.Option(help="one agent or strength level (beginner, club, expert, master) for every "
                                         "other seat")] = "",
    humans: Annotated[str, typer.Option(help="seats played by people at this keyboard, e.g. 0,2 (hot seat)")]
    = "",
    seat: Annotated[int, typer.Option(help="your seat (one person against bots)")] = 0,
    seed: Annotated[int | None, typer.Option(help="game seed (default: random)")] = None,
    record: Annotated[Path | None, typer.Option(help="record file, written after every move (default: "
                                                     "trigames-GAME-DATE.json here)")] = None,
    force: Annotated[bool, typer.Option(help="overwrite the --record file if it exists")] = False,
    resume_file: Annotated[Path | None, typer.Option("--resume", help="continue the game of this record")]
    = None,
    lang: Annotated[str | None, typer.Option(help=LANG_HELP + " (default: en)")] = None,
) -> int:
    """Play in the terminal: one person against bots, or several at one keyboard. Game options: --name value."""
    if resume_file is not None:
        return resume(resume_file, lang)
    from trigames.core.files import check_output

    from .play import Session, start

    words = language(lang)
    game = make_game(game_id, players, ctx.args)
    if vs and bots:
        raise fail("--vs and --bots both name the bots: give one of them")
    seating = _seating(game, seat, bots, humans, vs)
    what = "--record"
    if record is None:
        record, what = _default_record(game), "the record file"
    elif record.exists() and not force:
        raise fail(f"{record} already exists: continue it with 'trigames resume {record}', "
                   "or add --force to start a new game over it")
    check_output(record, what)
    session = Session(console, game, random.randrange(2**31) if seed is None else seed, seating, record,
                      lang=words)
    return start(console, session)


def resume(path: Annotated[Path, typer.Argument(metavar="FILE", help="a record written by play")],
           lang: Annotated[str | None, typer.Option(help=LANG_HELP + " (default: the game's)")] = None) -> int:
    """Continue an unfinished game from its record (the record keeps being written)."""
    from trigames.core.files import check_output

    from .play import HUMAN, Session, start

    words = language(lang)
    rec = Record.load(path)
    trigames.replay(rec)  # strict: a bad record names its bad move
    if lang is None and rec.meta.get("lang") in ("en", "fr"):
        words = rec.meta["lang"]
    if rec.result is not None:
        raise fail(f"{path} is a finished game; see it with: trigames replay {path}")
    game = trigames.make(rec.game, players=rec.players, **rec.options)
    seating = rec.meta.get("agents")
    if seating is None:  # not written by play (e.g. by simulate): a person takes seat 0
        seating = [HUMAN] + [next(iter(game.bots), "random")] * (game.players - 1)
    if not (isinstance(seating, list) and len(seating) == game.players and all(isinstance(a, str) for a in seating)):
        raise fail(f"{path}: meta.agents must list one agent (or \"human\") per seat, got {str(seating)[:60]}")

    check_agents(game, [a for a in seating if a != HUMAN])
    if HUMAN not in seating:
        raise fail(f"{path} has no seat for a person: nothing to resume")
    check_output(path, "record")
    if rec.meta.get("companion"):  # a game kept with the real box: every seat named, no handover
        from .companion import resumed

        session: Session = resumed(game, rec.seed, path, words, rec.meta.get("names"))
    else:
        session = Session(console, game, rec.seed, seating, path, lang=words)
    session.rebuild(rec.actions)
    return start(console, session, resumed=True)


