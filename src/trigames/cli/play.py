"""People play in the terminal: against bots, or several at one keyboard (hot seat).

The record is written (atomically) after every move, so `q`, Ctrl-D, Ctrl-C or a killed
terminal lose nothing: `trigames resume FILE` continues. Bots are re-seeded at every decision
from (game seed, seat, ply), so a resumed or undone game plays on exactly as it would have.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from trigames.agents import make_agent
from trigames.core import Action, Event, Game, Record, State, TrigamesError, derive_seed
from trigames.core.words import ending, names_for, say, seat_name

HUMAN = "human"
WORDS = {  # what a person may type, in either language
    "quit": {"q", "quit", "exit", "quitter"},
    "help": {"?", "help", "h", "aide"},
    "board": {"board", "b", "", "plateau"},
    "hint": {"hint", "conseil"},
    "undo": {"undo", "annuler"},
}


class Quit(Exception):
    """The person asked to stop (q, Ctrl-D): the record is already saved."""


HINT_ITERATIONS = 400


def hint(game: Game, state: State, seat: int, seed: int) -> Action:
    """The best move the analysis finds for `seat`, knowing only that seat's view; games whose
    search is too slow for a prompt (`analysable = False`) ask their strongest bot instead."""
    if not getattr(game, "analysable", True):
        agent = make_agent(game.hint_bot, game, seat, seed)
        return agent.act(state.view(seat), state.legal_actions())
    from trigames.agents.analysis import analyse

    return analyse(game, state.view(seat), seat, HINT_ITERATIONS, seed).best.action


def bot_move(game: Game, state: State, name: str, seed: int) -> Action:
    """A bot's move, from its view only, seeded by the ply so that replays agree."""
    p = state.current_player()
    agent = make_agent(name, game, p, derive_seed(seed, "agent", p, len(state.history)))
    return agent.act(state.view(p), state.legal_actions())


@dataclass
class Session:
    """One game at the terminal: who sits where, the state, and its record on disk."""

    console: Console
    game: Game
    seed: int
    agents: list[str]  # per seat: an agent spec, or "human"
    path: Path
    state: State = field(init=False)
    actions: list[str] = field(default_factory=list)
    movers: list[int] = field(default_factory=list)
    rounds: list[tuple[Mapping[str, Any], list[float]]] = field(default_factory=list)
    pending: dict[int, list[str]] = field(default_factory=dict)
    viewer: int | None = None  # the person at the screen (hot seat: after the handover)
    lang: str = "en"

    def __post_init__(self) -> None:
        self.state = self.game.new_game(self.seed)
        self.humans = [p for p, a in enumerate(self.agents) if a == HUMAN]
        self.pending = {h: [] for h in self.humans}
        self.viewer = self.humans[0] if len(self.humans) == 1 else None

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    # -- the record -------------------------------------------------------------------
    def record(self) -> Record:
        s, g = self.state, self.game
        return Record(g.id, g.spec.version, g.players, dict(g.options), self.seed, list(self.actions),
                      s.outcome().to_json() if s.is_terminal() else None,
                      {"agents": list(self.agents), "humans": list(self.humans), "lang": self.lang})

    def save(self) -> None:
        self.record().save(self.path)

    # -- moves --------------------------------------------------------------------------
    def apply(self, actions: Sequence[Action], quiet: bool = False) -> None:
        """Play `actions` (already checked) for the current player, and tell what happened."""
        for a in actions:
            mover = self.state.current_player()
            said = "" if quiet else self.game.move_words(self.state, a, self.lang)  # before the move changes it
            self.actions.append(self.state.action_to_string(a))
            self.movers.append(mover)
            events = self.state.apply_events(a)
            for e in events:
                if e.kind == "round_end":
                    self.rounds.append((e.for_seat(None), list(self.state.scores())))
            if not quiet:
                self.tell(events, mover, said)

    def tell(self, events: list[Event], mover: int, text: str) -> None:
        """Each person learns what happened, in plain words, once, as their seat may see it (`text`: the
        move in words, for a move whose events say nothing). One person
        against bots is spoken to as the browser speaks to a seated player ("You draw a bear", "Vous
        piochez un ours"); at a hot seat, where several read one screen, every seat keeps its name."""
        me = self.humans[0] if len(self.humans) == 1 else None
        plain = [seat_name(p, self.lang) for p in range(self.game.players)]  # the browser's names at a table
        for h in self.humans:
            names = names_for(self.game.players, h, self.lang)
            said = plain if h == me else names
            lines = [line for e in events
                     if (line := self.game.tell(e.for_seat(h), said, self.lang, me=h if h == me else None))]
            if not lines:
                lines = [f"{names[mover]}: {text}"]
            self.pending[h].extend(lines)
            if any(e.kind == "round_end" for e in events):
                self.pending[h].append("\x00pause")
        if self.viewer is not None:
            self.flush(self.viewer)

    def flush(self, h: int) -> None:
        for line in self.pending[h]:
            if line == "\x00pause":
                if not self.state.is_terminal():
                    self.pause(h)
                continue
            self.console.print(f"  · {escape(line)}", style="cyan", highlight=False)
        self.pending[h] = []

    def pause(self, h: int) -> None:
        """A round is over: the scores so far, and a moment to read them."""
        names = names_for(self.game.players, h, self.lang)
        scores = ", ".join(f"{names[p]} {round(x)}" for p, x in enumerate(self.state.scores()))
        self.console.print(f"[bold]{say(self.lang, 'so_far')}[/] {escape(scores)}")
        self.confirm(say(self.lang, "go_on"))

    def rebuild(self, actions: Sequence[str]) -> None:
        """Replay `actions` from the start (resume and undo), quietly."""
        self.state = self.game.new_game(self.seed)
        self.actions, self.movers, self.rounds = [], [], []
        for text in actions:
            self.apply([self.state.parse_action(text)], quiet=True)

    # -- the people ---------------------------------------------------------------------
    def read(self, prompt: str) -> str:
        for _ in range(100):  # a terminal that keeps sending undecodable bytes is given up on
            try:
                colon = "\u00a0:" if self.lang == "fr" else ":"  # French sets a no-break space before it
                return self.console.input(f"[bold]{prompt}[/]{colon} ")
            except EOFError:
                raise Quit from None
            except UnicodeDecodeError:
                self.console.print(f"[red]{say(self.lang, 'not_text')}[/]")
        raise Quit

    def confirm(self, prompt: str) -> None:
        """Wait for Enter; `q` (or its like) quits here as at a move."""
        if self.read(prompt).strip().lower() in WORDS["quit"]:
            raise Quit

    def wipe(self) -> None:
        """Clear the screen and the terminal's scroll-back (ESC[3J), so the next person cannot scroll
        up to the last one's tokens; home, clear, clear history: what `clear` sends, and what
        xterm, VTE, iTerm2, Windows Terminal and tmux understand."""
        if self.console.is_terminal and not self.console.is_dumb_terminal:
            self.console.file.write("\x1b[H\x1b[2J\x1b[3J")
            self.console.file.flush()

    def handover(self, h: int) -> None:
        """Hot seat: nothing of seat `h` is shown until its player says they are at the screen."""
        if self.viewer == h:
            return
        name = seat_name(h, self.lang)
        self.wipe()
        self.console.print("\n" * 3 + f"[bold]{say(self.lang, 'pass_to', n=h + 1)}[/]")
        self.viewer = None
        self.confirm(say(self.lang, "alone", seat=name))
        self.wipe()
        self.viewer = h
        self.console.print(say(self.lang, "your_turn", seat=name))
        self.flush(h)

    def show(self, h: int) -> Sequence[Action]:
        self.console.rule(f"{self.game.spec.name} — {seat_name(h, self.lang)} ({say(self.lang, 'you')})")
        self.console.print(self.game.render(self.state.view(h), self.lang))
        legal = self.state.legal_actions()
        table = Table(show_header=False, box=None, padding=(0, 2))
        # numbered from 1, each move in words (the notation may still be typed); as many columns as fit
        said = [f"{i} {self.game.move_words(self.state, a, self.lang)}" for i, a in enumerate(legal, start=1)]
        cells = [f"[bold]{escape(line.split(' ', 1)[0])}[/] {escape(line.split(' ', 1)[1])}" for line in said]
        wide = max((len(line) for line in said), default=1) + 2
        across = max(1, min(4, self.console.width // wide))
        for i in range(0, len(cells), across):
            table.add_row(*cells[i:i + across])
        self.console.print(table)
        return legal

    def label(self, p: int) -> str:
        """How seat `p` is introduced at the start."""
        return f"{seat_name(p, self.lang)} {say(self.lang, 'person') if self.agents[p] == HUMAN else self.agents[p]}"

    def prompt(self, h: int) -> str:
        return say(self.lang, "move", seat=seat_name(h, self.lang))

    def turn(self, h: int) -> None:
        """Ask seat `h` until it makes a legal move (or quits)."""
        legal = self.show(h)
        while True:
            text = self.read(self.prompt(h)).strip()
            # a move's own notation wins over a command word (Trigono's outcome "board")
            word = "\x00move" if any(text == self.state.action_to_string(a) for a in legal) else text.lower()
            if word in WORDS["quit"]:
                raise Quit
            if word in WORDS["help"]:
                self.console.print(self.commands())
                for para in self.game.rules_card(self.lang).split("\n\n"):  # paragraphs, wrapped to the terminal
                    self.console.print(escape(para.replace("\n", " ")), highlight=False)
                continue
            if word in WORDS["board"]:
                legal = self.show(h)
                continue
            if word in WORDS["hint"] and self.no_hint():
                continue
            if word in WORDS["hint"]:
                a = hint(self.game, self.state, h, derive_seed(self.seed, "hint", len(self.actions)))
                n = next((i for i, x in enumerate(legal) if x == a), None)
                number = say(self.lang, "hint_number", n=n + 1) if n is not None else ""
                self.console.print(say(self.lang, "hint", move=escape(self.game.move_words(self.state, a, self.lang)),
                                       number=number))
                continue
            if word in WORDS["undo"]:
                if self.undo(h):
                    return
                continue
            try:
                if re.fullmatch(r"[0-9]{1,9}", text):
                    k = int(text)  # the list counts from 1
                    if not 1 <= k <= len(legal):
                        raise TrigamesError(say(self.lang, "no_number", k=k, top=len(legal)))
                    actions: Sequence[Action] = [legal[k - 1]]
                else:
                    actions = self.state.parse_line(text)
                    trial = self.state.clone()  # all or nothing
                    for a in actions:
                        trial.apply(a)
            except TrigamesError as exc:
                self.console.print(say(self.lang, "bad", error=f"[red]{escape(_line(str(exc)))}[/]"))
                continue
            self.apply(actions)
            self.save()
            return

    def commands(self) -> str:
        return say(self.lang, "commands")

    def no_hint(self) -> bool:
        """True when hints are refused here (and the person was told why)."""
        return False

    def undo(self, h: int) -> bool:
        if self.hot_seat:
            self.console.print(f"[red]{say(self.lang, 'undo_hot')}[/]")
            return False
        k = max((i for i, m in enumerate(self.movers) if m == h), default=None)
        if k is None:
            self.console.print(f"[red]{say(self.lang, 'undo_none')}[/]")
            return False
        self.rebuild(self.actions[:k])
        self.save()
        self.console.print(say(self.lang, "undone", k=k + 1))
        return True

    # -- the game -----------------------------------------------------------------------
    def run(self) -> None:
        while not self.state.is_terminal():
            p = self.state.current_player()
            if self.agents[p] == HUMAN:
                if self.hot_seat:
                    self.handover(p)
                self.turn(p)
            else:
                self.apply([bot_move(self.game, self.state, self.agents[p], self.seed)])
                self.save()
        self.finish()

    def finish(self) -> None:
        """The end: who won (integer scores), and how the scores were made."""
        me = self.humans[0] if len(self.humans) == 1 else None
        for h in self.humans:
            self.pending[h] = [x for x in self.pending[h] if x != "\x00pause"]
        if me is not None:
            self.flush(me)
        names = names_for(self.game.players, me, self.lang)
        self.console.rule(say(self.lang, "game_over"))
        self.console.print(self.game.render(self.state.view(me), self.lang))
        o = self.state.outcome()
        self.console.print(f"[bold green]{escape(ending(o.scores, o.ranks, me, names, self.lang))}[/]")
        for line in self.game.breakdown(self.state.view(me), names, self.rounds, self.lang):
            self.console.print(f"  {escape(line)}", highlight=False)
        self.console.print(say(self.lang, "record", path=escape(str(self.path))), soft_wrap=True)


def _line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def start(console: Console, session: Session, resumed: bool = False) -> int:
    """Greet, play, and always leave the record on disk. Returns the exit status."""
    g, s, lang = session.game, session, session.lang
    path = escape(str(s.path))
    who = ", ".join(s.label(p) for p in range(g.players))
    console.print(say(lang, "players", name=f"[bold]{g.spec.name}[/]", n=g.players, seed=s.seed, who=escape(who)))
    console.print(say(lang, "saved_every", path=path), soft_wrap=True)
    if resumed:
        console.print(say(lang, "resumed", n=len(s.actions)))
    try:
        s.save()
        s.run()
        s.save()
        return 0
    except Quit:
        s.save()  # a quit at a pause comes in the middle of telling a move: it is not saved yet
        console.print("\n" + say(lang, "saved", path=path), soft_wrap=True)
        return 0
    except KeyboardInterrupt:
        console.print("\n" + say(lang, "interrupted", path=path), soft_wrap=True)
        return 130
