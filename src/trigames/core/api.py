"""The game-agnostic API every trigames game implements.

A `Game` is a configured ruleset (player count + options); `Game.new_game(seed)` makes a
`State`. States are mutable with a cheap `clone()`; `apply` validates before it touches
anything, so an illegal action raises `IllegalActionError` and leaves the state as it was.
Chance never appears as an action: it flows from the seed inside the game, and a game's
`history` holds exactly what replays it.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .errors import IllegalActionError, NotationError, OptionError, SeatError
from .options import OptionSpec, resolve_options

Seat = int
Action = Hashable
View = dict[str, Any]

TERMINAL: Seat = -1
"""`current_player()` when the game is over."""

MAX_PLAYERS = 100
"""Ceiling on the player count of games with no upper bound, so memory stays bounded."""


def check_seat(players: int, seat: Any) -> Seat:
    """`seat` if it is a seat of a game of `players`, else `SeatError`.

    Negative seats are refused: Python's negative indexing would show another seat's hand.
    """
    if seat.__class__ is not int:  # bool is a subclass of int: refused too
        raise SeatError(f"a seat is a whole number 0–{players - 1}, got {seat!r}")
    if not 0 <= seat < players:
        raise SeatError(f"no seat {seat}: this game's seats are 0–{players - 1}")
    return seat


@dataclass(frozen=True, slots=True)
class GameSpec:
    """What a game is, independent of any configuration."""

    id: str
    name: str
    version: int
    min_players: int
    max_players: int | None  # None: no upper bound
    options: tuple[OptionSpec, ...] = ()
    hidden_information: bool = False
    summary: str = ""
    default_players: int = 2

    def describe(self) -> dict[str, Any]:
        """A JSON-ready description for listings and the web API."""
        return {
            "id": self.id,
            "name": self.name,
            "version": self.version,
            "players": [self.min_players, self.max_players],
            "default_players": self.default_players,
            "hidden_information": self.hidden_information,
            "summary": self.summary,
            "options": [o.describe() for o in self.options],
        }


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for interfaces and logs.

    `data` is public. `secret` is merged in only for the seat `owner` (e.g. which token a
    player drew), so `for_seat` never shows one seat another's hidden information.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    secret: Mapping[str, Any] | None = None
    owner: Seat | None = None

    def for_seat(self, seat: Seat | None) -> dict[str, Any]:
        """The event as `seat` may see it (None: a spectator)."""
        out: dict[str, Any] = {"kind": self.kind, **self.data}
        if self.secret is not None and seat is not None and seat == self.owner:
            out.update(self.secret)
        return out


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    `ranks[i]` is 1 for the winners; tied seats share a rank. `winners` are the seats of rank 1.
    `details` carries per-game extras (e.g. the tie-break counts).
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(i for i, r in enumerate(self.ranks) if r == 1)

    @classmethod
    def from_keys(
        cls, scores: Sequence[float], keys: Sequence[Any], details: Mapping[str, Any] | None = None
    ) -> Outcome:
        """Rank seats by `keys` (higher is better; equal keys share a rank, competition style).

        >>> Outcome.from_keys([20, 20, 15], [(20, 14), (20, 12), (15, 9)]).winners
        (0,)
        """
        best_first = sorted(keys, reverse=True)
        ranks = tuple([best_first.index(k) + 1 for k in keys])  # 1 + how many keys are greater
        return cls(tuple(scores), ranks, dict(details or {}))

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            **({"details": dict(self.details)} if self.details else {}),
        }


class Game(ABC):
    """A configured ruleset: the player count and the validated options.

    Subclasses set `spec` and, optionally, `bots` (agent name → factory taking the game).

    Optional research hooks (duck-typed; `trigames.adapters` falls back to measured or generic
    values when a game does not define them):

    - `num_distinct_actions() -> int`: a fixed action table; actions are ints in `[0, n)`, or the
      state maps them with `action_to_int(a)` / `int_to_action(i)`.
    - `max_game_length() -> int`: a proven bound on the number of decisions.
    - `has_chance() -> bool`: False if the seed changes nothing.
    - `score_bounds() -> (low, high)`: bounds of the final scores.
    - `view_tensor_size() -> int`, `view_tensor(view) -> list[float]`: an exact numeric view.

    Optional search hooks (duck-typed; `trigames.agents.ismcts` has generic fallbacks):

    - `playout_action(state, rng) -> Action | None`: the game's cheap policy, for playouts and
      as the search's prior (None: a random move). It reads the sampled state it is given.
    - `evaluate(state) -> list[float]`: each seat's chance of winning from an unfinished state
      (fallback: the leader on the running scores wins), with `rollout_plies: int`, the playout
      length after which it judges (fallback: play to the end).
    - `redeal(state, seat, rng)`: draw again, in place, everything `seat` cannot see in a state
      `determinize` made from its view — cheaper than a new `determinize` per sample.
    - `levels`: strength level → `(agent name, parameters)` (fallback: `ismcts` at generic budgets).
    - `slips(view, seat, legal) -> Sequence[Action]`: the moves a weaker level's deliberate slip may
      be (a mistake a person could make, not an absurd one; fallback, or empty: any legal move).
    - `analysable = False`: the terminal's hint asks `hint_bot` instead of the generic analysis
      (a search too slow for a prompt, or a game engine stronger than it).
    - `analysis_values(view, seat, budget, think) -> (values, lines, positions, complete)`: the
      game's own exact analysis (per legal action: a value in points, the best line after it),
      used by `trigames.agents.analysis` instead of sampling, with `analysis_points`: the points
      given away that make an inaccuracy, a mistake, a blunder.
    - `analysis_draws(sample, view, seat, actions, draws, seed, think) -> (values, complete)`: a
      decision that is one draw of the game's chance (Trigono: an aim, thrown by a noisy hand):
      per action, (the win share after each draw or None, the points of each draw); the analysis
      reports their means with 95 % intervals. `decided(state, action) -> Action | None`: the
      decision a recorded action answered (a resolved throw: its aim; None: nothing to judge).
      `analysis_wins`: the win share given away that makes an inaccuracy, a mistake, a blunder.
    """

    spec: ClassVar[GameSpec]
    bots: ClassVar[Mapping[str, Any]] = {}
    """Agent name → factory `(game, seat, seed, **params) -> Agent` for this game's own bots."""
    commands: ClassVar[Mapping[str, Any]] = {}
    """Extra CLI commands (name → typer-style function), e.g. a solver; the CLI adds them."""
    benchmarks: ClassVar[Mapping[str, Any]] = {}
    """Extra benchmarks (name → `fn(seconds: float) -> dict` of figures) run by `trigames bench`."""
    companion: ClassVar[Mapping[str, Any] | None] = None
    """The options under which every outcome is entered by people at a real table (the table
    companion keeps score of a game played with the real box); None: it cannot be kept by hand."""
    view_is_state: ClassVar[bool] = False
    """True when a view determines the state (no hidden information and no chance kept in the
    state): `determinize` then ignores its rng, so a search may determinize once and clone."""
    outcome_by_scores: ClassVar[bool] = False
    """True when a finished game's outcome ranks the seats by their scores alone (no tie-break):
    a search may then score a finished rollout from `scores()` without building the `Outcome`."""

    def __init__(self, players: int | None = None, **options: Any) -> None:
        spec = self.spec
        n = spec.default_players if players is None else players
        if isinstance(n, bool) or not isinstance(n, int):
            raise OptionError(f"players must be an integer, got {n!r}")
        hi = spec.max_players
        if n < spec.min_players or (hi is not None and n > hi):
            allowed = f"{spec.min_players}–{hi}" if hi is not None else f"{spec.min_players} or more"
            raise OptionError(f"{spec.id} is played by {allowed} players, not {n}")
        if hi is None and n > MAX_PLAYERS:
            raise OptionError(f"{spec.id} takes at most {MAX_PLAYERS} players here, not {n}")
        self.players: int = n
        self.options: dict[str, Any] = resolve_options(spec.options, options, spec.id)
        self._check_options()

    def _check_options(self) -> None:
        """Hook for checks that involve several options or the player count."""

    def entered_by_hand(self) -> bool:
        """True when these are the companion's options: every outcome comes from people at a real
        table, so no bot can take a seat."""
        forced = self.companion
        return bool(forced) and all(self.options.get(k) == v for k, v in (forced or {}).items())

    @property
    def id(self) -> str:
        return self.spec.id

    def __repr__(self) -> str:
        opts = "".join(f", {k}={v!r}" for k, v in self.options.items())
        return f"make({self.spec.id!r}, players={self.players}{opts})"

    def describe(self) -> dict[str, Any]:
        return {"game": self.spec.id, "players": self.players, "options": dict(self.options)}

    @abstractmethod
    def new_game(self, seed: int) -> State:
        """The initial state; every chance event of the game follows from `seed`."""

    @abstractmethod
    def determinize(self, view: View, rng: random.Random) -> State:
        """A full state consistent with `view`: what that seat knows is kept, the unseen
        is redrawn with `rng`. For perfect-information games this rebuilds the state.

        The state has an empty history; it is for search, not for records.
        """

    def render(self, view: View, lang: str = "en", names: Sequence[str] | None = None) -> Any:
        """A rich renderable (or plain text) of what `view` shows, labelled in `lang` ("en" or
        "fr"); `names`, one per seat, say who sits there (the web's "Ana", "Beginner") where the
        terminal says "seat 2". Games override this."""
        import json

        return json.dumps(view, indent=1)

    # -- words for people (games override; the defaults are plain but never wrong) ----------
    hint_bot: ClassVar[str] = "random"
    """The strongest agent of this game: interfaces ask it for a hint (from the seat's view)."""

    words: ClassVar[str | None] = None
    """A module of the game's words for people, imported when first needed: `CARD`, `CARD_FR`,
    `tell(event, names, lang, me=None)`, `breakdown(view, names, rounds, lang)`.
    Without it the generic wording below serves."""

    def _words(self) -> Any:
        return importlib.import_module(self.words) if self.words else None

    def rules_card(self, lang: str = "en") -> str:
        """A short rules reminder for a player ("en" or "fr")."""
        words = self._words()
        if words is not None:
            return str(words.CARD_FR if lang == "fr" else words.CARD)
        return f"{self.spec.name}: {self.spec.summary}"

    def tell(self, event: Mapping[str, Any], names: Sequence[str], lang: str = "en", *,
             me: int | None = None) -> str | None:
        """`event` (as `Event.for_seat` gives it) in plain words ("en" or "fr"), naming seat p
        `names[p]` ("Seat 2"); None when there is nothing worth saying. `me`: the seat of the one person
        reading (a person at the terminal against bots): an event about it is said to them, in the second
        person, the browser's sentence at that seat ("You draw a bear"); None (a spectator, a replay, a
        hot seat) names every seat."""
        words = self._words()
        if words is not None:
            told: str | None = words.tell(dict(event), names, lang, me=me)
            return told
        kind = str(event.get("kind", "event")).replace("_", " ")
        seat = event.get("seat")
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        rest = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in event.items()
                         if k not in ("kind", "seat", "outcome") and v is not None)
        return " ".join(x for x in (who, kind) if x) + (f" ({rest})" if rest else "")

    def move_words(self, state: State, action: Any, lang: str = "en") -> str:
        """A legal `action` of `state` in plain words for a person's list of moves ("Take row 1",
        "place 0-1-3 right of 3-5-5, 2 sides, 11 points"), as the browser says it; the notation when the
        game has no words for it. The notation stays what records keep and what experts may type."""
        text = state.action_to_string(action)
        words = self._words()
        said = getattr(words, "move", None)
        return str(said(state, action, text, lang) or text) if said is not None else text

    def breakdown(self, view: View, names: Sequence[str],
                  rounds: Sequence[tuple[Mapping[str, Any], Sequence[float]]] = (), lang: str = "en") -> list[str]:
        """How the final scores were made, one line per seat or round. `rounds` holds each
        `round_end` event with the scores after it."""
        words = self._words()
        return [] if words is None else list(words.breakdown(view, names, rounds, lang=lang))


class State(ABC):
    """One position of a game. Mutable; `clone()` is cheap; `apply` is atomic.

    Subclasses implement `_apply(action, events)`: validate first (raise
    `IllegalActionError` before any change), then mutate and, when `events` is a list,
    append `Event`s describing what happened.
    """

    __slots__ = ("game", "history")

    game: Game
    history: list[Any]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's `view` checks its seat first: one check in the core, for all games."""
        super().__init_subclass__(**kwargs)
        raw = cls.__dict__.get("view")
        if raw is None or getattr(raw, "_seat_checked", False):
            return

        def view(self: State, seat: Seat | None) -> View:
            if seat is not None:
                players = self.game.players
                if seat.__class__ is not int or not 0 <= seat < players:
                    check_seat(players, seat)
            result: View = raw(self, seat)
            return result

        view.__doc__ = raw.__doc__
        view.__qualname__ = raw.__qualname__
        view._seat_checked = True  # type: ignore[attr-defined]
        cls.view = view  # type: ignore[method-assign]

    @abstractmethod
    def current_player(self) -> Seat:
        """The seat to decide, or `TERMINAL`."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    @abstractmethod
    def decision(self) -> str:
        """Name of the pending decision (e.g. "TURN", "PLACE_DRAWN"), "OVER" at the end."""

    @abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """The legal actions in a stable order (empty when terminal). May be a shared tuple:
        callers must not mutate it."""

    @abstractmethod
    def _apply(self, action: Action, events: list[Event] | None) -> None: ...

    def apply(self, action: Action) -> None:
        """Play `action` for the current player.

        Raises:
            IllegalActionError: with the reason; the state is unchanged.
        """
        self._apply(action, None)

    def apply_events(self, action: Action) -> list[Event]:
        """Like `apply`, and return what happened."""
        events: list[Event] = []
        self._apply(action, events)
        return events

    def random_playout(self, rand: Callable[[], float], limit: int) -> int:
        """Play uniformly random decisions — `legal[int(rand() * len(legal))]`, `rand` giving
        floats in [0, 1) — until the end or `limit` decisions; the number played. The rollout of
        every search: a game may override it with a faster loop that plays exactly the same
        decisions for the same `rand` (tests check that it does)."""
        n = 0
        while n < limit and not self.is_terminal():
            legal = self.legal_actions()
            self.apply(legal[int(rand() * len(legal))])
            n += 1
        return n

    @abstractmethod
    def clone(self) -> State: ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Public running scores (final scores once the game is over)."""

    @abstractmethod
    def outcome(self) -> Outcome:
        """The result. Raises `RuntimeError` if the game is not over."""

    @abstractmethod
    def view(self, seat: Seat | None) -> View:
        """JSON-ready: everything `seat` may know and nothing more (None: spectator).

        Raises:
            SeatError: `seat` is not a seat of this game (checked here for every game).
        """

    @abstractmethod
    def action_to_string(self, action: Action) -> str:
        """Stable notation of `action` (in this state's context)."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Inverse of `action_to_string`. Raises `NotationError` on unparsable text."""

    def parse_line(self, text: str) -> list[Action]:
        """One line of notation as a list of actions. Games whose turn is several
        sub-decisions override this to accept a whole turn on one line."""
        return [self.parse_action(text)]

    def apply_text(self, text: str) -> list[Event]:
        """Parse and apply a line of notation (one action, or a whole turn where the game
        allows it). All or nothing: if any action is illegal, nothing is applied."""
        actions = self.parse_line(text)
        if len(actions) > 1:
            trial = self.clone()
            for a in actions:
                trial.apply(a)
        events: list[Event] = []
        for a in actions:
            self._apply(a, events)
        return events

    def illegal(self, action: Action, reason: str) -> IllegalActionError:
        """An `IllegalActionError` with context: ply, seat and the reason."""
        try:
            shown = self.action_to_string(action)
        except (NotationError, ValueError, KeyError, IndexError, TypeError):
            shown = repr(action)
        return IllegalActionError(
            f"illegal action {shown!r} at ply {len(self.history)} for seat {self.current_player()}: {reason}"
        )
