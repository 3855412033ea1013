"""`trigames companion GAME`: keep score of a game played with the real box, around one keyboard.

Every seat is a person; whoever is to move enters what happened at the table (Tricérata: the
cell; Trigono: where the puck ended; Triqueta: the animal placed, "place R0 deer"; Triominos: the
tile and where, a draw, a pass, the draw-off's winner and the racks' totals) and the engine
checks it and applies the rules. A game declares the options that make it enterable by hand
(`Game.companion`). `undo` takes back the last move, whoever made it. The record is written after
every move, like `play`'s, and `trigames resume FILE` continues it. The engine never holds a
secret here (face-down tokens and racks stay at the table), so there is no handover.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

import trigames
from trigames.core import Action, Event, Game, Record, TextError, TrigamesError, clean_text
from trigames.core.words import ending, has_say, say, seat_name

from .app import fail
from .common import LANG_HELP, console, game_options, language
from .lock import record_lock
from .play import HUMAN, Quit, Session, start

NAME_LIMIT = 24
DESCRIBED = 16  # menus up to this size say what each move would do


class Companion(Session):
    """A hot seat without handovers: every seat is named, and any seat's move can be taken back."""

    names: list[str]

    def __post_init__(self) -> None:
        super().__post_init__()
        self.viewer = None
        if not getattr(self, "names", None):
            self.names = [seat_name(p, self.lang) for p in range(self.game.players)]

    def record(self) -> Record:
        rec = super().record()
        rec.meta.update({"companion": True, "names": list(self.names)})
        return rec

    def who(self, p: int) -> str:
        default = seat_name(p, self.lang)
        return default if self.names[p] == default else f"{self.names[p]} ({default})"

    def label(self, p: int) -> str:
        return self.who(p)

    def prompt(self, h: int) -> str:
        return say(self.lang, "companion_move", who=escape(self.who(h)))

    def commands(self) -> str:
        key = f"companion_{self.game.id}"
        extra = say(self.lang, key) if has_say(self.lang, key) else ""
        return say(self.lang, "companion_commands") + (f"\n{extra}" if extra else "")

    def no_hint(self) -> bool:
        self.console.print(f"[red]{say(self.lang, 'companion_no_hint')}[/]")
        return True  # at a real table what happened is entered, never suggested by a bot

    def handover(self, h: int) -> None:
        return None  # nothing is hidden: the screen is everyone's

    def tell(self, events: list[Event], mover: int, text: str) -> None:
        lines = [line for e in events if (line := self.game.tell(e.for_seat(None), self.names, self.lang))]
        for line in lines or [f"{self.names[mover]}: {text}"]:
            self.console.print(f"  · {escape(line)}", style="cyan", highlight=False)
        if any(e.kind == "round_end" for e in events) and not self.state.is_terminal():
            self.pause(mover)

    def pause(self, h: int) -> None:
        scores = ", ".join(f"{self.names[p]} {round(x)}" for p, x in enumerate(self.state.scores()))
        self.console.print(f"[bold]{say(self.lang, 'so_far')}[/] {escape(scores)}")
        self.confirm(say(self.lang, "go_on"))

    def outcome_words(self, action: Action) -> str:
        """What a move would do, in the game's own words (from a trial copy of the position)."""
        trial = self.state.clone()
        try:
            events = trial.apply_events(action)
        except TrigamesError:
            return ""
        lines = [line for e in events if (line := self.game.tell(e.for_seat(None), self.names, self.lang))]
        return lines[0].strip() if lines else ""

    def show(self, h: int) -> Sequence[Action]:
        self.console.rule(f"{self.game.spec.name} — {escape(self.who(h))}")
        self.console.print(self.game.render(self.state.view(None), self.lang))
        self.scoreline()
        legal = self.state.legal_actions()
        if len(legal) <= DESCRIBED:
            # numbered from 1, as `play` numbers them; each move in words, then what it would do (the
            # notation, "3.2", is what an expert may type, not what a person reads: issue 18)
            table = Table(show_header=False, box=None, padding=(0, 1))
            for i, a in enumerate(legal, start=1):
                said, does = self.game.move_words(self.state, a, self.lang), self.outcome_words(a)
                table.add_row(f"[bold]{i}[/]", escape(said), escape(does if does != said else ""), style=None)
            self.console.print(table)
            return legal
        return super_menu(self, legal)

    def scoreline(self) -> None:
        scores = ", ".join(f"{self.names[p]} {round(x)}" for p, x in enumerate(self.state.scores()))
        self.console.print(f"[bold]{say(self.lang, 'companion_scores')}[/] {escape(scores)}", highlight=False)

    def undo(self, h: int) -> bool:
        if not self.actions:
            self.console.print(f"[red]{say(self.lang, 'companion_undo_none')}[/]")
            return False
        mover, text = self.movers[-1], self.actions[-1]
        self.rebuild(self.actions[:-1])
        self.save()
        self.console.print(say(self.lang, "companion_undone", who=escape(self.names[mover]), move=escape(text)))
        return True

    def run(self) -> None:
        while True:
            while not self.state.is_terminal():
                self.turn(self.state.current_player())
            self.save()
            self.finish()
            try:  # the last move can still be a mistake: one more chance to take it back
                again = self.read(say(self.lang, "companion_end")).strip().lower()
            except Quit:
                return
            if again not in {"undo", "annuler"} or not self.undo(self.movers[-1]):
                return

    def finish(self) -> None:
        self.console.rule(say(self.lang, "game_over"))
        self.console.print(self.game.render(self.state.view(None), self.lang))
        o = self.state.outcome()
        self.console.print(f"[bold green]{escape(ending(o.scores, o.ranks, None, self.names, self.lang))}[/]")
        for line in self.game.breakdown(self.state.view(None), self.names, self.rounds, self.lang):
            self.console.print(f"  {escape(line)}", highlight=False)
        self.console.print(say(self.lang, "record", path=escape(str(self.path))), soft_wrap=True)


def super_menu(session: Session, legal: Sequence[Action]) -> Sequence[Action]:
    """A long menu (Tricérata's cells): numbers (from 1, as `play` counts) and the moves in words
    ("row 3, cell 2", never the notation's "3.2"), as many columns as fit, as `play` shows them."""
    table = Table(show_header=False, box=None, padding=(0, 2))
    said = [session.game.move_words(session.state, a, session.lang) for a in legal]
    cells = [f"[bold]{i}[/] {escape(words)}" for i, words in enumerate(said, start=1)]
    wide = max((len(f"{i} {words}") for i, words in enumerate(said, start=1)), default=1) + 4  # (padding: 2 a side)
    across = max(1, min(4, session.console.width // wide))
    for i in range(0, len(cells), across):
        table.add_row(*cells[i:i + across])
    session.console.print(table)
    return legal


def check_names(text: str | None, players: int | None) -> list[str]:
    """`--names a,b`: one name per seat, 1–24 characters (`clean_text`), all different."""
    if text is None:
        return []
    try:
        names = [clean_text(n, "a name", NAME_LIMIT) for n in text.split(",")]
    except TextError as exc:
        raise fail(f"--names takes one name per seat (1–{NAME_LIMIT} characters), separated by commas; "
                   f"got {text!r}: {exc}") from None
    if len({n.casefold() for n in names}) != len(names):
        raise fail(f"--names must all be different, got {text!r}")
    if names and players is not None and len(names) != players:
        raise fail(f"{len(names)} names for {players} players: give one name per seat")
    return names


def companion(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="triqueta, triominos, tricerata or trigono")],
    players: Annotated[int | None, typer.Option(help="number of players (default: one per name)")] = None,
    names: Annotated[str | None, typer.Option(help="the players' names in seat order, e.g. Alice,Bob")] = None,
    seed: Annotated[int | None, typer.Option(help="seed (Trigono: who throws first when not set)")] = None,
    record: Annotated[Path | None, typer.Option(help="record file, written after every move (default: "
                                                     "trigames-GAME-DATE.json here)")] = None,
    force: Annotated[bool, typer.Option(help="overwrite the --record file if it exists")] = False,
    lang: Annotated[str | None, typer.Option(help=LANG_HELP + " (default: en)")] = None,
) -> int:
    """Keep score of a game played with the real box: enter each move, the rules do the rest."""
    from .people import new_record, refuse_existing

    words = language(lang)
    gid = trigames.game_id(game_id)
    forced = trigames.game_class(gid).companion
    if forced is None:
        raise fail(f"{trigames.make(gid).spec.name} cannot be kept at the table: its chance cannot be entered by hand")
    seats = check_names(names, players)
    count = players if players is not None else (len(seats) or None)
    options: dict[str, object] = dict(game_options(gid, count, ctx.args))  # --first-player counted from 1
    for key, value in forced.items():
        if key in options and str(options[key]).lower() not in (str(value).lower(), "1", "yes", "on"):
            raise fail(f"the companion enters every outcome by hand: --{key} cannot be turned off")
        options[key] = value
    game: Game = trigames.make(gid, players=players if players is not None else (len(seats) or None), **options)
    if seats and len(seats) != game.players:
        raise fail(f"{len(seats)} names for {game.players} players: give one name per seat")
    record = new_record(record, game)
    with record_lock(record):
        refuse_existing(record, force)
        session = Companion(console, game, random.randrange(2**31) if seed is None else seed,
                            [HUMAN] * game.players, record, lang=words)
        if seats:
            session.names = seats
        return start(console, session)


def resumed(game: Game, seed: int, path: Path, lang: str, names: object) -> Companion:
    """The companion session of a record written by `companion` (its names checked)."""
    session = Companion(console, game, seed, [HUMAN] * game.players, path, lang=lang)
    if names is not None:
        try:
            if not (isinstance(names, list) and len(names) == game.players):
                raise TextError("one name per seat")
            session.names = [clean_text(n, "a name", NAME_LIMIT) for n in names]
        except TextError as exc:
            raise fail(f"{path}: meta.names must list one name per seat, got {str(names)[:60]} ({exc})") from None
    return session
