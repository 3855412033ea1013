"""A person plays one seat in the terminal against bots."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from trigames.agents import make_agent
from trigames.core import Event, Game, NotationError, State, TrigamesError, derive_seed


def describe(event: dict[str, object]) -> str:
    kind = event.pop("kind")
    seat = event.pop("seat", None)
    who = f"seat {seat} " if seat is not None else ""
    rest = ", ".join(f"{k}={v}" for k, v in event.items() if k != "outcome")
    return f"{who}{kind}" + (f" ({rest})" if rest else "")


def show_events(console: Console, events: list[Event], seat: int) -> None:
    for e in events:
        console.print(f"  · {escape(describe(e.for_seat(seat)))}", style="cyan")


def menu(console: Console, state: State) -> Sequence[object]:
    legal = state.legal_actions()
    table = Table(show_header=False, box=None, padding=(0, 2))
    cells = [f"[bold]{i}[/] {escape(state.action_to_string(a))}" for i, a in enumerate(legal)]
    for i in range(0, len(cells), 4):
        table.add_row(*cells[i:i + 4])
    console.print(table)
    return legal


def ask(console: Console, state: State, legal: Sequence[object], prompt: str = "your move") -> list[Event] | None:
    """Read one move (menu number or notation) and apply it; re-prompt with the reason if bad."""
    while True:
        try:
            text = console.input(f"[bold]{prompt}[/] (number or notation, q to quit): ").strip()
        except EOFError:
            return None
        if text.lower() in {"q", "quit", "exit"}:
            return None
        try:
            if text.isdigit():
                k = int(text)
                if not 0 <= k < len(legal):
                    raise NotationError(f"no move number {k}: choose 0–{len(legal) - 1}")
                return state.apply_events(legal[k])
            return state.apply_text(text)
        except TrigamesError as exc:
            console.print(f"[red]{escape(str(exc))}[/]")


def play(console: Console, game: Game, seat: int, bots: list[str], seed: int) -> State:
    """The game loop: bots move on their own, the person is asked at their seat."""
    agents = {}
    others = [p for p in range(game.players) if p != seat]
    for p, name in zip(others, bots, strict=True):
        agents[p] = make_agent(name, game, p, derive_seed(seed, "agent", p))
    state = game.new_game(seed)
    console.print(f"[bold]{game.spec.name}[/] — you are seat {seat}; bots: "
                  + ", ".join(f"{p}={type(a).name}" for p, a in agents.items()) + f"; seed {seed}")
    while not state.is_terminal():
        p = state.current_player()
        if p == seat:
            console.rule()
            console.print(game.render(state.view(seat)))
            legal = menu(console, state)
            events = ask(console, state, legal)
            if events is None:
                console.print("bye")
                return state
        else:
            action = agents[p].act(state.view(p), state.legal_actions())
            console.print(f"seat {p} ({type(agents[p]).name}): [bold]{escape(state.action_to_string(action))}[/]")
            events = state.apply_events(action)
        show_events(console, events, seat)
    console.rule("game over")
    console.print(game.render(state.view(seat)))
    return state
