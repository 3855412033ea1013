"""What every research adapter shares: action codes, bounds, utilities, observations.

Adapters talk to a game only through the core API. A game may help them with a few optional
hooks (duck-typed; none is required, each has a documented generic fallback):

``Game.num_distinct_actions() -> int``
    A fixed action table of that size. The state maps actions with ``State.action_to_int(a)`` /
    ``State.int_to_action(i)``; without those, actions must already be ints in ``[0, n)``.
    Fallback: the *menu index* (the position of the action in ``legal_actions()``), with
    ``num_distinct_actions`` = ``Game.max_legal_actions()`` if declared, else twice the widest
    menu seen in the seeded sample games (see `measure`).
``Game.max_game_length() -> int``
    An upper bound on the number of decisions. Fallback: twice the longest of the seeded
    sample games, plus 16 (a measured bound, see `measure`; exceeding it raises `BoundError`).
``Game.has_chance() -> bool``
    False if the seed changes nothing (then no chance node is modelled). Fallback: True.
``Game.score_bounds() -> (low, high)``
    Bounds of final scores, for ``utility="score"``. Fallback: +-1e9.
``Game.view_tensor_size() -> int`` and ``Game.view_tensor(view) -> Sequence[float]``
    A fixed-size numeric encoding of a view. Fallback: feature hashing of the view's leaves
    (`hashed_features`).
"""

from __future__ import annotations

import json
import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from trigames.core import Action, Event, Game, Outcome, State, View

SAMPLE_GAMES = 24
"""Seeded random games played to measure the bounds a game does not declare."""


class BoundError(RuntimeError):
    """A game went past a bound the adapter measured (declare the hook to fix it)."""


def hook(obj: Any, name: str) -> Callable[..., Any] | None:
    """The optional hook `name` of a game or state, or None."""
    fn = getattr(obj, name, None)
    return fn if callable(fn) else None


# -- bounds -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Measure:
    """What seeded random play showed: the longest game and the widest menu."""

    max_plies: int
    max_branching: int


_MEASURES: dict[str, Measure] = {}


def measure(game: Game, games: int = SAMPLE_GAMES, seed: int = 0) -> Measure:
    """Longest game and widest legal-action menu over `games` seeded games (cached).

    The games cycle through four policies: uniform random, always the first legal action,
    always the last, and the first with probability 0.9, so that "keep drawing" lines that
    uniform play rarely follows are measured too.
    """
    key = repr(game)
    if key not in _MEASURES:
        rng = random.Random(seed)
        plies = branching = 0
        for g in range(games):
            state = game.new_game(seed * 1_000 + g)
            n = 0
            policy = g % 4  # uniform, first listed, last listed, mostly-first (long games)
            while not state.is_terminal():
                legal = state.legal_actions()
                branching = max(branching, len(legal))
                if policy == 1 or (policy == 3 and rng.random() < 0.9):
                    action = legal[0]
                elif policy == 2:
                    action = legal[-1]
                else:
                    action = rng.choice(legal)
                state.apply(action)
                n += 1
            plies = max(plies, n)
        _MEASURES[key] = Measure(plies, branching)
    return _MEASURES[key]


def max_game_length(game: Game) -> tuple[int, str]:
    """An upper bound on the number of decisions, and where it comes from."""
    fn = hook(game, "max_game_length")
    if fn is not None:
        return int(fn()), "declared"
    return 2 * measure(game).max_plies + 16, f"measured (2 x longest of {SAMPLE_GAMES} sample games + 16)"


def has_chance(game: Game) -> bool:
    fn = hook(game, "has_chance")
    return True if fn is None else bool(fn())


def score_bounds(game: Game) -> tuple[float, float]:
    fn = hook(game, "score_bounds")
    if fn is None:
        return -1e9, 1e9
    lo, hi = fn()
    return float(lo), float(hi)


# -- actions ------------------------------------------------------------------------------
class Codec:
    """Actions <-> ints in ``[0, size)`` for one configured game (see the module docstring).

    `fixed` is True when an int always means the same action (a declared table); otherwise
    ints are positions in the state's `legal_actions()` menu.
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        fn = hook(game, "num_distinct_actions")
        if fn is not None:
            self.size, self.fixed, self.source = int(fn()), True, "declared action table"
        else:
            declared = hook(game, "max_legal_actions")
            if declared is not None:
                self.size, self.source = int(declared()), "menu index (declared width)"
            else:
                self.size = 2 * measure(game).max_branching
                self.source = f"menu index (2 x widest menu of {SAMPLE_GAMES} sample games)"
            self.fixed = False

    def encode(self, state: State, action: Action) -> int:
        if not self.fixed:
            return state.legal_actions().index(action)
        fn = hook(state, "action_to_int")
        return int(fn(action)) if fn is not None else int(action)  # type: ignore[call-overload]

    def decode(self, state: State, code: int) -> Action:
        """The action of `code` in `state` (a menu index past the menu raises ValueError)."""
        code = int(code)
        if not self.fixed:
            legal = state.legal_actions()
            if not 0 <= code < len(legal):
                raise ValueError(f"action code {code} is not in the menu of {len(legal)} legal actions")
            return legal[code]
        fn = hook(state, "int_to_action")
        return fn(code) if fn is not None else code

    def legal_codes(self, state: State) -> list[int]:
        """The legal action codes, ascending."""
        legal = state.legal_actions()
        if not self.fixed:
            if len(legal) > self.size:
                raise BoundError(
                    f"{self.game.id}: {len(legal)} legal actions exceed the measured bound {self.size}; "
                    "declare Game.max_legal_actions() or Game.num_distinct_actions()"
                )
            return list(range(len(legal)))
        codes = sorted(self.encode(state, a) for a in legal)
        if codes and not 0 <= codes[0] <= codes[-1] < self.size:
            raise BoundError(f"{self.game.id}: action codes {codes} outside [0, {self.size})")
        return codes

    def mask(self, state: State) -> np.ndarray:
        m = np.zeros(self.size, dtype=np.int8)
        m[self.legal_codes(state)] = 1
        return m


# -- outcomes -----------------------------------------------------------------------------
def rank_utilities(outcome: Outcome) -> list[float]:
    """Zero-sum utilities in [-1, 1] from the ranks: seat i gets ``1 - 2 (f_i - 1) / (P - 1)``
    where f_i is i's fractional position (tied seats share the mean of the places they span).

    >>> rank_utilities(Outcome((3.0, 5.0), (2, 1)))
    [-1.0, 1.0]
    >>> rank_utilities(Outcome((5.0, 5.0, 1.0), (1, 1, 3)))
    [0.5, 0.5, -1.0]
    """
    ranks = outcome.ranks
    n = len(ranks)
    if n == 1:
        return [0.0]
    out = []
    for r in ranks:
        tied = sum(1 for q in ranks if q == r)
        position = r + (tied - 1) / 2  # competition rank r spans places r .. r + tied - 1
        out.append(1.0 - 2.0 * (position - 1) / (n - 1))
    return out


def utilities(outcome: Outcome, mode: str) -> list[float]:
    """"rank": `rank_utilities`; "score": the final scores."""
    if mode == "score":
        return [float(s) for s in outcome.scores]
    return rank_utilities(outcome)


# -- observations ---------------------------------------------------------------------------
def view_string(view: View) -> str:
    """The canonical text of a view: compact JSON with sorted keys."""
    return json.dumps(view, sort_keys=True, separators=(",", ":"))


def private_part(mine: Any, public: Any) -> Any:
    """What `mine` (a seat's view) shows beyond `public` (the spectator's view), or None."""
    if isinstance(mine, dict) and isinstance(public, dict):
        out = {}
        for k, v in mine.items():
            d = private_part(v, public.get(k)) if k in public else v
            if d is not None:
                out[k] = d
        return out or None
    if isinstance(mine, list) and isinstance(public, list) and len(mine) == len(public):
        parts = [private_part(a, b) for a, b in zip(mine, public, strict=True)]
        return {str(i): p for i, p in enumerate(parts) if p is not None} or None
    return None if mine == public else mine


def _leaves(obj: Any, path: str, out: list[tuple[str, float]]) -> None:
    t = obj.__class__
    if t is dict:
        for k in sorted(obj):
            _leaves(obj[k], f"{path}/{k}", out)
    elif t is list or t is tuple:
        for i, v in enumerate(obj):
            _leaves(v, f"{path}/{i}", out)
    elif t is bool:
        out.append((path, 1.0 if obj else -1.0))
    elif t is int or t is float:
        out.append((path, float(obj)))
    elif isinstance(obj, dict | list | tuple | int | float):  # subclasses: the slow path
        _leaves(dict(obj) if isinstance(obj, dict) else list(obj) if isinstance(obj, list | tuple)
                else float(obj), path, out)
    else:  # a string or None: one indicator feature per (path, value)
        out.append((f"{path}={obj}", 1.0))


_SLOTS: dict[tuple[str, int], tuple[int, float]] = {}


def hashed_features(obj: Any, size: int, out: np.ndarray | None = None) -> np.ndarray:
    """Feature hashing (Weinberger et al. 2009) of a JSON-ready value into `size` floats.

    Every leaf adds its value (numbers; booleans as +-1; strings and None as an indicator of
    "path=value") at a slot chosen by a stable CRC32 hash of its path, with a hashed sign so
    that collisions cancel on average. Position-stable across states of one game, lossy by
    collisions; games wanting an exact tensor declare ``view_tensor``.
    """
    leaves: list[tuple[str, float]] = []
    _leaves(obj, "", leaves)
    slots, weights = [], []
    cache = _SLOTS
    for key, value in leaves:
        slot = cache.get((key, size))
        if slot is None:
            h = zlib.crc32(key.encode())
            slot = (h % size, -1.0 if (h >> 31) & 1 else 1.0)
            if len(cache) < 1_000_000:
                cache[(key, size)] = slot
        slots.append(slot[0])
        weights.append(slot[1] * value)
    vec = np.bincount(slots, weights, minlength=size).astype(np.float32) if slots else np.zeros(size, np.float32)
    if out is None:
        return vec
    out[:] = vec
    return out


def view_tensor_size(game: Game, default: int) -> int:
    fn = hook(game, "view_tensor_size")
    return int(fn()) if fn is not None else default


def view_tensor(game: Game, view: View | None, size: int, out: np.ndarray | None = None) -> np.ndarray:
    """The game's own tensor of `view` if it declares one, else `hashed_features`."""
    fn = hook(game, "view_tensor")
    if fn is None or view is None:
        return hashed_features(view, size, out)
    vec = np.asarray(fn(view), dtype=np.float32)
    if vec.shape != (size,):
        raise BoundError(f"{game.id}: view_tensor gave shape {vec.shape}, expected ({size},)")
    if out is not None:
        out[:] = vec
        return out
    return vec


def render_text(game: Game, view: View) -> str:
    """The game's rendering of `view` as plain text (rich renderables are printed to text)."""
    shown = game.render(view)
    if isinstance(shown, str):
        return shown
    import io

    from rich.console import Console

    console = Console(width=100, record=True, color_system=None, file=io.StringIO())
    console.print(shown)
    return console.export_text()


# -- perfect recall: a per-seat log of what happened ------------------------------------------
Log = tuple[Any, tuple[int, str, tuple[Event, ...]]] | None
"""An immutable linked list (parent, (actor, action text, events)): O(1) to extend and copy."""


def log_entries(log: Log) -> list[tuple[int, str, tuple[Event, ...]]]:
    out = []
    while log is not None:
        log, entry = log
        out.append(entry)
    out.reverse()
    return out


def log_for(log: Log, seat: int | None) -> list[Any]:
    """What `seat` saw happen, ply by ply: who acted, what (actions are public), and every
    event as that seat may see it (secrets only for their owner)."""
    return [[actor, text, [e.for_seat(seat) for e in events]] for actor, text, events in log_entries(log)]


def strip_log(log: Log, seat: int) -> Log:
    """The log as `seat` knows it: secrets of other seats removed (for resampled worlds)."""
    out: Log = None
    for actor, text, events in log_entries(log):
        kept = tuple(e if e.owner == seat or e.secret is None else Event(e.kind, e.data) for e in events)
        out = (out, (actor, text, kept))
    return out
