"""`play` and `resume`: people at the terminal (the game loop itself is in `play.py`)."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Annotated, Any

import typer

import trigames
from trigames.arena import check_agents
from trigames.core import Game, Record, TextError, parse_int
from trigames.core.words import LANGS

from .app import fail
from .common import LANG_HELP, agent_list, console, language, make_game, seat_index, seats_said
from .lock import record_lock
from .options import parse_extra


def _seats(text: str, n: int) -> set[int]:
    """`--humans 1,3`: distinct seats counted from 1, as every screen counts them (written with the digits
    0–9); the engine's seats (from 0)."""
    seats: list[int] = []
    for part in text.split(","):
        try:
            seats.append(parse_int(part, "--humans", 1, n) - 1)
        except TextError:
            raise fail(f"--humans takes seat numbers separated by commas, got {text!r}: {seats_said(n)}") from None
    if len(set(seats)) != len(seats):
        raise fail(f"--humans names a seat twice: {text!r}")
    return set(seats)


def _seating(game: Game, seat: int | None, bots: str | None, humans: str | None, fill: str | None = None
             ) -> list[str]:
    """The agent of every seat ("human" for a person) from --seat, --bots and --humans."""
    from .play import HUMAN

    n = game.players
    if humans is not None and seat is not None:
        raise fail("--humans and --seat both say who plays here: give one of them")
    if humans is not None:
        people = _seats(humans, n)
    else:
        people = {seat_index(1 if seat is None else seat, n)}  # counted from 1, as every screen counts
    others = [p for p in range(n) if p not in people]
    names = agent_list(bots, "--bots")
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


def new_record(record: Path | None, game: Game) -> Path:
    """The record file of a new game, checked: not a folder, in a folder that can be written."""
    from trigames.core.files import check_output

    if record is None:
        return check_output(_default_record(game), "the record file")
    return check_output(record, "--record")


def refuse_existing(record: Path, force: bool) -> None:
    """A new game over an existing record only with --force (checked under the record's lock)."""
    if record.exists() and not force:
        raise fail(f"{record} already exists: continue it with 'trigames resume {record}', "
                   "or add --force to start a new game over it")


def play(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    bots: Annotated[str | None, typer.Option(help="agents for the other seats, in seat order; 'human' for a "
                                                  "person")] = None,
    vs: Annotated[str | None, typer.Option(help="one agent or strength level (beginner, club, expert, master) for "
                                                "every other seat")] = None,
    humans: Annotated[str | None, typer.Option(help="seats played by people at this keyboard, counted from 1, e.g. "
                                                    "1,3 (hot seat)")] = None,
    seat: Annotated[int | None, typer.Option(help="your seat, counted from 1 (one person against bots; default 1)")]
    = None,
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
        given = {"--players": players, "--bots": bots, "--vs": vs, "--humans": humans, "--seat": seat,
                 "--seed": seed, "--record": record, "--force": force or None}
        extra = [f"--{name.replace('_', '-')}" for name in parse_extra(ctx.args)]
        clash = [name for name, value in given.items() if value is not None] + extra
        if clash:
            raise fail(f"--resume continues the game as its record has it: {', '.join(clash)} cannot be given with it")
        return resume(resume_file, lang, game_id)
    from .play import Session, start

    words = language(lang)
    game = make_game(game_id, players, ctx.args)
    if vs is not None and bots is not None:
        raise fail("--vs and --bots both name the bots: give one of them")
    fill = agent_list(vs, "--vs")
    if len(fill) > 1:
        raise fail(f"--vs takes one agent for every other seat, got {vs!r}; give one per seat with --bots")
    seating = _seating(game, seat, bots, humans, fill[0] if fill else None)
    record = new_record(record, game)
    with record_lock(record):
        refuse_existing(record, force)
        session = Session(console, game, random.randrange(2**31) if seed is None else seed, seating, record,
                          lang=words)
        return start(console, session)


def _meta_lang(path: Path, meta: dict[str, Any], default: str) -> str:
    lang = meta.get("lang")
    if lang is None:
        return default
    if lang not in LANGS:
        raise fail(f"{path}: meta.lang must be one of {', '.join(LANGS)}, got {str(lang)[:20]!r}")
    return str(lang)


def _meta_seating(path: Path, meta: dict[str, Any], game: Game) -> list[str]:
    """Each seat's agent ("human" for a person) as the record's meta has it, checked."""
    from .play import HUMAN

    n = game.players
    humans = meta.get("humans")
    if humans is not None and not (isinstance(humans, list) and all(
            type(h) is int and 0 <= h < n for h in humans) and len(set(humans)) == len(humans)):
        raise fail(f"{path}: meta.humans must list distinct seats 0–{n - 1}, got {str(humans)[:60]}")
    seating = meta.get("agents")
    if seating is None:  # not written by play (e.g. by simulate): people where meta says, else seat 0
        people = set(humans) if humans is not None else {0}
        seating = [HUMAN if p in people else next(iter(game.bots), "random") for p in range(n)]
    if not (isinstance(seating, list) and len(seating) == n and all(isinstance(a, str) for a in seating)):
        raise fail(f"{path}: meta.agents must list one agent (or \"human\") per seat, got {str(seating)[:60]}")
    if humans is not None and set(humans) != {p for p, a in enumerate(seating) if a == HUMAN}:
        raise fail(f"{path}: meta.humans {humans} and the \"human\" seats of meta.agents disagree")
    return seating


def resume(path: Annotated[Path, typer.Argument(metavar="FILE", help="a record written by play")],
           lang: Annotated[str | None, typer.Option(help=LANG_HELP + " (default: the game's)")] = None,
           game_id: str | None = None) -> int:
    """Continue an unfinished game from its record (the record keeps being written)."""
    from trigames.core.files import check_output

    from .play import HUMAN, Session, start

    words = language(lang)
    check_output(path, "record")
    with record_lock(path):  # before reading: another session may be playing it on
        rec = Record.load(path)
        if game_id is not None and trigames.game_id(game_id) != rec.game:
            raise fail(f"{path} is a game of {rec.game}, not of {trigames.game_id(game_id)}")
        trigames.replay(rec)  # strict: a bad record names its bad move
        recorded = _meta_lang(path, rec.meta, words)
        words = recorded if lang is None else words
        if rec.result is not None:
            raise fail(f"{path} is a finished game; see it with: trigames replay {path}")
        game = trigames.make(rec.game, players=rec.players, **rec.options)
        seating = _meta_seating(path, rec.meta, game)
        check_agents(game, [a for a in seating if a != HUMAN])
        if HUMAN not in seating:
            raise fail(f"{path} has no seat for a person: nothing to resume")
        if rec.meta.get("companion"):  # a game kept with the real box: every seat named, no handover
            from .companion import resumed

            session: Session = resumed(game, rec.seed, path, words, rec.meta.get("names"))
        else:
            session = Session(console, game, rec.seed, seating, path, lang=words)
        session.rebuild(rec.actions)
        return start(console, session, resumed=True)
