"""OpenSpiel adapter: every registered trigames game as the pyspiel game ``trigames_<id>``.

    from trigames.adapters import openspiel
    openspiel.register()                       # every game of trigames.games.REGISTRY
    game = pyspiel.load_game("trigames_triqueta(players=4)")

Model (see docs/research.md): chance is explicit and honest. The game opens with
``seed_bytes`` chance nodes of 256 uniform outcomes; they spell the trigames seed, so the game
is exactly "a seed uniform in [0, 256**seed_bytes), then the trigames game". Nobody observes
the seed: a game with chance is IMPERFECT_INFORMATION even when its pieces are all public.
Utilities: ``utility="rank"`` (default for 2+ players) gives zero-sum values from the ranks
(`common.rank_utilities`); ``"score"`` gives the final scores (default for one player).
"""

from __future__ import annotations

import json
import pickle
import random
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import pyspiel

import trigames
from trigames.core import Action, Agent, Game, State, View
from trigames.games import REGISTRY

from . import common as C

PREFIX = "trigames_"
DEFAULTS: dict[str, Any] = {"seed_bytes": 4, "utility": "auto", "obs_size": 512, "info_size": 1024}
"""Adapter parameters, besides ``players`` and the game's own options."""
MAX_PLAYERS = 16
"""Announced for games whose spec has no upper bound on players."""


def spiel_name(game_id: str) -> str:
    return PREFIX + game_id


def _param_default(opt: Any) -> Any:
    return "none" if opt.default is None else opt.default  # OpenSpiel has no None: "none"


def _parameters(cls: type[Game]) -> dict[str, Any]:
    params: dict[str, Any] = {"players": cls.spec.default_players, **DEFAULTS}
    for opt in cls.spec.options:
        if opt.name in params:
            raise ValueError(f"{cls.spec.id}: option {opt.name!r} clashes with an adapter parameter")
        params[opt.name] = _param_default(opt)
    return params


def _game_type(cls: type[Game], *, chance: bool, utility: str) -> pyspiel.GameType:
    spec = cls.spec
    imperfect = spec.hidden_information or chance
    return pyspiel.GameType(
        short_name=spiel_name(spec.id),
        long_name=f"trigames {spec.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if chance
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if imperfect
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=(pyspiel.GameType.Utility.ZERO_SUM if utility == "rank"
                 else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=spec.max_players or MAX_PLAYERS,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification=_parameters(cls),
    )


class _Profile:
    """Everything an adapted game needs, computed once per configured game (shared by states)."""

    def __init__(self, tgame: Game, params: dict[str, Any]) -> None:
        self.tgame, self.params = tgame, params
        self.codec = C.Codec(tgame)
        self.seed_bytes = int(params["seed_bytes"]) if C.has_chance(tgame) else 0
        if not 0 <= self.seed_bytes <= 8:
            raise ValueError(f"seed_bytes must be 0–8, got {self.seed_bytes}")
        mode = params["utility"]
        if mode == "auto":
            mode = "rank" if tgame.players > 1 else "score"
        if mode not in ("rank", "score"):
            raise ValueError(f"utility must be 'rank', 'score' or 'auto', got {mode!r}")
        self.utility = mode
        self.max_length, self.length_source = C.max_game_length(tgame)
        self.obs_size = C.view_tensor_size(tgame, int(params["obs_size"]))
        self.info_size = int(params["info_size"])
        self.hidden = tgame.spec.hidden_information


class SpielGame(pyspiel.Game):  # type: ignore[misc]
    """A trigames game seen by OpenSpiel. Subclassed once per trigames game by `register`."""

    trigames_cls: type[Game]

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        cls = self.trigames_cls
        full = {**_parameters(cls), **(params or {})}
        options = {o.name: o.coerce(full[o.name]) for o in cls.spec.options}
        tgame = trigames.make(cls.spec.id, players=int(full["players"]), **options)
        p = self.profile = _Profile(tgame, full)
        rank = p.utility == "rank"
        lo, hi = (-1.0, 1.0) if rank else C.score_bounds(tgame)
        info = pyspiel.GameInfo(
            num_distinct_actions=p.codec.size,
            max_chance_outcomes=256 if p.seed_bytes else 0,
            num_players=tgame.players,
            min_utility=lo,
            max_utility=hi,
            utility_sum=0.0 if rank else None,
            max_game_length=p.max_length,
        )
        gtype = _game_type(cls, chance=p.seed_bytes > 0, utility=p.utility)
        super().__init__(gtype, info, full)

    def new_initial_state(self) -> SpielState:
        return SpielState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> SpielObserver | None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        iig = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        private = iig.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            return None  # the full state is not exposed: adapters see views only
        if not iig.public_info and (private == pyspiel.PrivateInfoType.NONE or iig.perfect_recall
                                    or not self.profile.hidden):
            return None
        return SpielObserver(self.profile, iig.perfect_recall, iig.public_info,
                             private == pyspiel.PrivateInfoType.SINGLE_PLAYER)


class _Core:
    """The mutable part of a state, in one object so that OpenSpiel's clone (a deepcopy of the
    state's attributes) costs one `State.clone()`, and pickling (serialisation) is a replay."""

    __slots__ = ("log", "plies", "profile", "resampled", "seed", "state")

    def __init__(self, profile: _Profile, state: State | None, seed: list[int], log: C.Log = None,
                 plies: int = 0, resampled: bool = False) -> None:
        self.profile, self.state, self.seed = profile, state, seed
        self.log, self.plies, self.resampled = log, plies, resampled

    def __deepcopy__(self, memo: Any) -> _Core:
        st = None if self.state is None else self.state.clone()
        return _Core(self.profile, st, self.seed[:], self.log, self.plies, self.resampled)

    def __reduce__(self) -> tuple[Any, ...]:
        if self.resampled:
            raise pickle.PicklingError("a resampled (determinized) state has no history to serialise")
        history = [] if self.state is None else list(self.state.history)
        texts = [text for _actor, text, _events in C.log_entries(self.log)]
        return (_rebuild, (self.profile.tgame.id, self.profile.params, self.seed, history, texts))


_PROFILES: dict[tuple[str, str], _Profile] = {}


def _rebuild(game_id: str, params: dict[str, Any], seed: list[int], history: list[Action],
             texts: list[str]) -> _Core:
    """Replay a serialised state. `history` is what the game recorded (it may differ from the
    actions chosen, e.g. a throw recorded with its resolved outcome); `texts` are the chosen
    actions as the log showed them."""
    key = (game_id, repr(sorted(params.items())))
    if key not in _PROFILES:
        cls = REGISTRY[game_id]
        opts = {o.name: o.coerce(params[o.name]) for o in cls.spec.options}
        _PROFILES[key] = _Profile(trigames.make(game_id, players=int(params["players"]), **opts), params)
    core = _Core(_PROFILES[key], None, [])
    for b in seed:
        _chance(core, b)
    if core.state is None and core.profile.seed_bytes == 0:
        core.state = core.profile.tgame.new_game(0)
    for action in history:
        _play(core, action)
    log: C.Log = None
    for (actor, _text, events), text in zip(C.log_entries(core.log), texts, strict=True):
        log = (log, (actor, text, events))
    core.log = log
    return core


def _chance(core: _Core, byte: int) -> None:
    if not 0 <= byte < 256:
        raise ValueError(f"a seed byte is 0–255, got {byte}")
    core.seed.append(int(byte))
    if len(core.seed) == core.profile.seed_bytes:
        core.state = core.profile.tgame.new_game(int.from_bytes(bytes(core.seed), "big"))


def _play(core: _Core, action: Action) -> None:
    st = core.state
    assert st is not None
    actor, text = st.current_player(), st.action_to_string(action)
    events = st.apply_events(action)
    core.log = (core.log, (actor, text, tuple(events)))
    core.plies += 1
    if core.plies >= core.profile.max_length and not st.is_terminal():
        raise C.BoundError(f"{st.game.id}: game longer than max_game_length {core.profile.max_length} "
                           f"({core.profile.length_source}); declare Game.max_game_length()")


class SpielState(pyspiel.State):  # type: ignore[misc]
    """One trigames state (plus the seed being dealt and each seat's log) for OpenSpiel."""

    def __init__(self, game: SpielGame, core: _Core | None = None) -> None:
        super().__init__(game)
        if core is None:
            p = game.profile
            core = _Core(p, None if p.seed_bytes else p.tgame.new_game(0), [])
        self._c = core

    @property
    def trigames_state(self) -> State | None:
        """The wrapped trigames state (None while the seed is being dealt)."""
        return self._c.state

    def current_player(self) -> int:
        st = self._c.state
        if st is None:
            return int(pyspiel.PlayerId.CHANCE)
        return int(pyspiel.PlayerId.TERMINAL) if st.is_terminal() else st.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        st = self._c.state
        if st is None or st.is_terminal() or player != st.current_player():
            return []
        return self._c.profile.codec.legal_codes(st)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._c.state is not None:
            raise RuntimeError("chance_outcomes outside a chance node")
        return [(b, 1 / 256) for b in range(256)]

    def _apply_action(self, action: int) -> None:
        c = self._c
        if c.state is None:
            _chance(c, action)
        else:
            _play(c, c.profile.codec.decode(c.state, action))

    def _action_to_string(self, player: int, action: int) -> str:
        c = self._c
        if player == pyspiel.PlayerId.CHANCE or c.state is None:
            return f"seed byte {len(c.seed)}={action}"
        try:
            return c.state.action_to_string(c.profile.codec.decode(c.state, action))
        except ValueError:
            return f"#{action}"  # a menu index outside this state's menu

    def is_terminal(self) -> bool:
        st = self._c.state
        return st is not None and st.is_terminal()

    def returns(self) -> list[float]:
        st = self._c.state
        if st is None or not st.is_terminal():
            return [0.0] * self.num_players()
        return C.utilities(st.outcome(), self._c.profile.utility)

    def __str__(self) -> str:
        c = self._c
        if c.state is None:
            return f"dealing the seed: {len(c.seed)}/{c.profile.seed_bytes} bytes"
        return f"ply {c.plies}\n" + C.view_string(c.state.view(None))


class SpielObserver:
    """Strings and tensors of views (`common.view_string`, `common.view_tensor`).

    Public + private: the seat's view; public only: the spectator's view; private only: what
    the seat's view adds to the spectator's. Perfect recall adds the seat's log (every ply:
    actor, action, events as that seat sees them) before the current view.
    """

    def __init__(self, profile: _Profile, recall: bool, public: bool, private: bool) -> None:
        self.profile, self.recall, self.public, self.private = profile, recall, public, private
        size = profile.info_size if recall else profile.obs_size
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"info_state" if recall else "observation": self.tensor}

    def _now(self, st: State, player: int) -> Any:
        if not self.public:
            return C.private_part(st.view(player), st.view(None))
        return st.view(player if self.private else None)

    def set_from(self, state: SpielState, player: int) -> None:
        c = state._c
        if c.state is None:
            C.hashed_features({"dealing": len(c.seed)}, self.tensor.size, self.tensor)
        elif self.recall:
            seat = player if self.private else None
            C.hashed_features({"log": C.log_for(c.log, seat), "now": self._now(c.state, player)},
                              self.tensor.size, self.tensor)
        elif self.public:
            C.view_tensor(self.profile.tgame, self._now(c.state, player), self.tensor.size, self.tensor)
        else:
            C.hashed_features(self._now(c.state, player), self.tensor.size, self.tensor)

    def string_from(self, state: SpielState, player: int) -> str:
        c = state._c
        if c.state is None:
            return f"dealing the seed: {len(c.seed)}/{c.profile.seed_bytes} bytes"
        now = self._now(c.state, player)
        text = "" if now is None else C.view_string(now)
        if not self.recall:
            return text
        seat = player if self.private else None
        lines = [f"{actor} {act} {json.dumps(ev, sort_keys=True)}" for actor, act, ev in C.log_for(c.log, seat)]
        return "\n".join([*lines, text])


# -- registration and loading -------------------------------------------------------------------
_REGISTERED: set[str] = set()


def register(*game_ids: str) -> list[str]:
    """Register `trigames_<id>` with OpenSpiel for the given ids (default: every registered
    game); already registered ones are skipped. Returns the OpenSpiel names."""
    names = []
    for gid in game_ids or tuple(REGISTRY):
        cls = REGISTRY[gid]
        name = spiel_name(gid)
        if name not in _REGISTERED and name not in pyspiel.registered_names():
            default = cls()
            chance = C.has_chance(default)
            sub = type(f"Spiel_{gid}", (SpielGame,), {"trigames_cls": cls})
            mode = "rank" if default.players > 1 else "score"
            pyspiel.register_game(_game_type(cls, chance=chance, utility=mode), sub)
        _REGISTERED.add(name)
        names.append(name)
    return names


def load(game: Game, **adapter_params: Any) -> pyspiel.Game:
    """The pyspiel game for a configured trigames game (registering it if needed)."""
    register(game.id)
    params: dict[str, Any] = {"players": game.players, **adapter_params}
    for opt in game.spec.options:
        value = game.options[opt.name]
        params[opt.name] = "none" if value is None else value
    return pyspiel.load_game(spiel_name(game.id), params)


def wrap(spiel_game: pyspiel.Game, state: State) -> SpielState:
    """A pyspiel state around a trigames state (e.g. a determinization) with an empty log."""
    core = _Core(spiel_game.profile, state, [], None, len(state.history), resampled=True)
    return SpielState(spiel_game, core)


def make_resampler(seed: int = 0) -> Callable[[SpielState, int], SpielState]:
    """A resampler for `ISMCTSBot.set_resampler`: a world consistent with what `player` knows,
    drawn by `Game.determinize` from the player's view; the log keeps only that player's
    knowledge. Resampled states cannot be serialised (they have no real history)."""
    rng = random.Random(seed)

    def resample(state: SpielState, player: int) -> SpielState:
        c = state._c
        if c.state is None:
            return state.clone()  # type: ignore[no-any-return]
        det = c.profile.tgame.determinize(c.state.view(player), rng)
        core = _Core(c.profile, det, c.seed[:], C.strip_log(c.log, player), c.plies, resampled=True)
        return SpielState(state.get_game(), core)

    return resample


# -- OpenSpiel bots as trigames agents ------------------------------------------------------------
class SpielBotAgent(Agent):
    """An OpenSpiel search bot playing a trigames seat: "mcts" (MCTSBot on one determinization
    of the view per move) or "ismcts" (ISMCTSBot, resampling worlds with `make_resampler`).

    Params: ``bot``, ``simulations`` (default 100), ``uct_c`` (2.0), ``rollouts`` (1), ``max_rollout``
    (cut random rollouts after that many steps, valued 0; default: play to the end).
    """

    name = "spiel"

    def __init__(self, game: Game, seat: int, seed: int = 0, **params: Any) -> None:
        from open_spiel.python.algorithms import ismcts, mcts

        super().__init__(game, seat, seed, **params)
        self.kind = params.get("bot", "mcts")
        self.spiel = load(game)
        np_rng = np.random.RandomState(seed % 2**32)
        depth = params.get("max_rollout")
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=int(params.get("rollouts", 1)), random_state=np_rng,
                                                max_length=None if depth is None else int(depth))
        sims, uct_c = int(params.get("simulations", 100)), float(params.get("uct_c", 2.0))
        perfect = self.spiel.get_type().information == pyspiel.GameType.Information.PERFECT_INFORMATION
        if self.kind == "mcts" or (self.kind == "ismcts" and perfect):
            # on a perfect-information game ISMCTS is plain MCTS (OpenSpiel's ISMCTSBot refuses it)
            self.bot: Any = mcts.MCTSBot(self.spiel, uct_c, sims, evaluator, solve=False, random_state=np_rng)
        elif self.kind == "ismcts":
            self.bot = ismcts.ISMCTSBot(self.spiel, evaluator, uct_c, sims, random_state=np_rng)
            self.bot.set_resampler(make_resampler(seed))
        else:
            raise ValueError(f"unknown openspiel bot {self.kind!r}; choose mcts or ismcts")

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        det = self.game.determinize(view, self.rng)
        code = self.bot.step(wrap(self.spiel, det))
        action: Action = self.spiel.profile.codec.decode(det, code)
        if action not in legal:
            raise RuntimeError(f"openspiel {self.kind} chose {action!r}, not legal here")
        return action


def _factory(kind: str) -> Callable[..., Agent]:
    def make(game: Game, seat: int, seed: int = 0, **params: Any) -> Agent:
        return SpielBotAgent(game, seat, seed, **{"bot": kind, **params})

    return make


AGENTS: dict[str, Callable[..., Agent]] = {"spiel-mcts": _factory("mcts"), "spiel-ismcts": _factory("ismcts")}
"""Agent factories, made by `trigames.agents` through the plugins of `trigames.adapters.agent_plugins`."""
