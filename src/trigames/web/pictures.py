"""The pictures of the rules pages: real positions of each game, as a seat sees them at a table.

Each picture is a `state` message built exactly as the server builds it for a connection that
joins a table (`Live.welcome`): the table is rebuilt from its actions (`hub.build`), then its view
for one seat is sent. The games are played from fixed seeds by the game's own bots (Triqueta by a
patient player, so that rows fill before they are taken), so the pictures are the same on every
run; a test checks that the shipped files equal a fresh run.

Run `python -m trigames.web.pictures` after a change to an engine, a bot or the state message:
it writes `src/trigames/games/GAME/web/pictures.json` (served at /games/GAME/pictures.json).
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import trigames
from trigames.agents import make_agent
from trigames.core import Game, State

from .hub import build
from .live import Conn
from .store import SeatRow, TableRow

Events = list[dict[str, Any]]
GAMES_DIR = Path(trigames.__file__).parent / "games"
MAX_PLIES = 3000  # a game of any of the four ends well before this


@dataclass
class Scene:
    """One picture: the first position of a bot game that `when` accepts, seen by `seat`."""

    id: str
    when: Callable[[State, Events, Events], bool]  # (state, events of the last action, every event so far)
    seat: int | None = 0  # whose view (None: a spectator)
    last: bool = False  # the position must be the game's end


@dataclass
class Source:
    """The game the pictures of a rules page come from."""

    game: str
    players: int
    seed: int
    scenes: list[Scene]
    options: dict[str, Any] = field(default_factory=dict)
    bot: str | None = None  # default: the game's first bot
    policy: Callable[[State, random.Random], Any] | None = None  # plays instead of the bot, where it returns an action
    # the options the pictures tell the board (None: `options`); a game kept short to be pictured does
    # not say so ("Round 1 of 1" read as if a game had one round)
    shown: dict[str, Any] | None = None


def _at_start(state: State, events: Events, history: Events) -> bool:
    return True


def _tq_drawn(state: State, events: Events, history: Events) -> bool:
    """Seat 1 has just drawn a token and must place it; tokens lie in the rows, none is taken yet."""
    rows = state.view(0)["rows"]
    return state.decision() == "PLACE_DRAWN" and state.current_player() == 0 and None not in rows \
        and sum(len(r) for r in rows) >= 3


def _tq_taken(state: State, events: Events, history: Events) -> bool:
    """The first row of the round has just been taken, with tokens, and the others still hold some."""
    rows = state.view(0)["rows"]
    return any(e.get("kind") == "take_row" and len(e.get("tokens") or []) >= 2 for e in events) \
        and state.decision() == "TURN" and rows.count(None) == 1 and all(r for r in rows if r is not None)


def _tq_last(state: State, events: Events, history: Events) -> bool:
    """Seat 1 is the last player left in the round and has drawn again."""
    rows = state.view(0)["rows"]
    return state.decision() == "PLACE_DRAWN" and state.current_player() == 0 and rows.count(None) == len(rows) - 1 \
        and any(rows)


def _tm_bonus(state: State, events: Events, history: Events) -> bool:
    """A placement has just scored a bonus (a bridge or a hexagon)."""
    return any(e.get("kind") == "place" and e.get("figure") for e in events) and state.current_player() == 0


def _tm_placed(state: State, events: Events, history: Events) -> bool:
    """A few tiles are on the board, and seat 1 is to play."""
    return state.decision() == "TURN_START" and state.current_player() == 0 and len(state.view(0)["board"]) >= 6


def _tc_sowing(state: State, events: Events, history: Events) -> bool:
    """Seat 1 is sowing, with stones still in hand and at least three dropped this turn."""
    begun = max((i for i, e in enumerate(history) if e.get("kind") == "start"), default=0)
    sown = sum(1 for e in history[begun:] if e.get("kind") == "sow")
    return state.decision() == "SOW" and state.current_player() == 0 and sown >= 3


def _tc_capture(state: State, events: Events, history: Events) -> bool:
    """Seat 1 chooses which neighbour of the last cell to capture (the end of the sowing pictured before)."""
    return state.decision() == "CAPTURE" and state.current_player() == 0 and len(state.legal_actions()) >= 2


def _tg_collected(state: State, events: Events, history: Events) -> bool:
    """A throw has just collected pucks (the thrower's own and at least two more)."""
    return any(e.get("kind") == "throw" and e.get("collected", 0) >= 3 for e in events)


def _tg_lying(state: State, events: Events, history: Events) -> bool:
    """Pucks lie on the plank and on the ground, nobody has collected yet."""
    view = state.view(0)
    return sum(view["on_board"]) >= 2 and view["ground"] >= 2 and not state.is_terminal()


def _tq_patient(state: State, rng: random.Random) -> Any:
    """Triqueta played as people often do: draw until the rows are worth taking, then take the best."""
    legal = {state.action_to_string(a): a for a in state.legal_actions()}
    rows = state.view(state.current_player())["rows"]
    if state.decision() == "TURN":
        open_rows = [r for r in rows if r is not None]
        if "draw" in legal and sum(len(r) for r in open_rows) < 2 * len(open_rows) + rng.randint(0, 2):
            return legal["draw"]
        best = max(range(len(rows)), key=lambda i: -1 if rows[i] is None else len(rows[i]))
        return legal.get(f"take R{best}")
    if state.decision() == "PLACE_DRAWN":
        return legal[rng.choice(sorted(x for x in legal if x.startswith("place")))]
    return None


END = Scene("end", _at_start, last=True)  # the game's last position
PICTURES: list[Source] = [
    Source("triqueta", 3, 7, [Scene("setup", _at_start), Scene("draw", _tq_drawn), Scene("take", _tq_taken),
                              Scene("last", _tq_last), END], options={"first_player": 0}, policy=_tq_patient),
    Source("triominos", 2, 77, [Scene("setup", _at_start), Scene("turn", _tm_placed), Scene("bonus", _tm_bonus), END],
           options={"fixed_rounds": 1}, shown={}),
    Source("tricerata", 2, 1, [Scene("setup", _at_start), Scene("sow", _tc_sowing), Scene("capture", _tc_capture),
                               END]),
    Source("trigono", 2, 3, [Scene("setup", _at_start), Scene("lying", _tg_lying), Scene("collect", _tg_collected),
                             END], options={"first_player": 0}, bot="target"),
]


def _message(row: TableRow, seat: int | None) -> dict[str, Any]:
    """The `state` message a connection for `seat` gets when it joins the table `row`."""
    live = build(row)
    if live.state.is_terminal():
        live.row.status, live.row.result = "finished", live.state.outcome().to_json()

    async def nothing(*_: Any) -> None:
        return None

    conn = Conn(send=nothing, close=nothing, seat=seat)
    message: dict[str, Any] = json.loads(live.welcome(conn))
    return message


def _row(spec: Source, actions: list[str]) -> TableRow:
    seats = [SeatRow(seat=i, kind="person", agent=None, name="", token_hash=None, joined=True)
             for i in range(spec.players)]
    return TableRow(id="rules", game=spec.game, players=spec.players, options=dict(spec.options), seed=spec.seed,
                    rules_version=1, status="running", public=False, created=0.0, seats=seats, actions=list(actions))


def _play(game: Game, spec: Source) -> list[tuple[list[str], State, Events, Events]]:
    """A whole bot game from the spec's seed: after each action, (actions so far, state, its events,
    every event so far)."""
    state = game.new_game(spec.seed)
    bot = spec.bot or next(iter(game.bots))
    agents = [make_agent(bot, game, seat, seed=spec.seed + seat) for seat in range(spec.players)]
    rng = random.Random(spec.seed)
    actions: list[str] = []
    history: Events = []
    steps: list[tuple[list[str], State, Events, Events]] = [([], state.clone(), [], [])]
    while not state.is_terminal() and len(actions) < MAX_PLIES:
        seat = state.current_player()
        action = spec.policy(state, rng) if spec.policy else None
        if action is None:
            action = agents[seat].act(state.view(seat), state.legal_actions())
        actions.append(state.action_to_string(action))
        events = [e.for_seat(None) for e in state.apply_events(action)]
        history = history + events
        steps.append((list(actions), state.clone(), events, history))
    return steps


def generate(spec: Source) -> dict[str, Any]:
    """The pictures of one game: {"game", "players", "options", "seed", "pictures": {id: message}}."""
    game = trigames.make(spec.game, players=spec.players, **spec.options)
    steps = _play(game, spec)
    pictures: dict[str, Any] = {}
    for scene in spec.scenes:
        if scene.last:
            found = steps[-1]
        elif scene.id == "setup":
            found = steps[0]
        else:
            hit = next((st for st in steps if st[0] and scene.when(st[1], st[2], st[3])), None)
            if hit is None:
                raise SystemExit(f"{spec.game}: no position for the picture {scene.id!r} (seed {spec.seed})")
            found = hit
        pictures[scene.id] = _message(_row(spec, found[0]), scene.seat)
    return {"game": spec.game, "players": spec.players, "options": spec.options if spec.shown is None else spec.shown,
            "seed": spec.seed, "pictures": pictures}


def path_of(game: str) -> Path:
    return GAMES_DIR / game / "web" / "pictures.json"


def dump(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def main(argv: list[str] | None = None) -> int:
    wanted = set(argv if argv is not None else sys.argv[1:])
    for spec in PICTURES:
        if wanted and spec.game not in wanted:
            continue
        path_of(spec.game).write_text(dump(generate(spec)), encoding="utf-8")
        print(f"{path_of(spec.game)}: {len(spec.scenes)} pictures")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
