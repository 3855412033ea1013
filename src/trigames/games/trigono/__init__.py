"""Trigono: throw pucks at a triangular plank with a big and a small hole (RULES §4)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any, ClassVar

from trigames.core import Game, GameSpec, OptionError, OptionSpec, State, View

from .aiming import SKILLS
from .geometry import PARAM_NAMES, Params, World
from .notation import Target
from .rules import TrigonoState

_DEFAULTS = Params()
# Physically meaningful ranges (SI units): sizes, the mass and frictions are > 0 (a frictionless
# floor never stops a puck), the restitution a fraction; upper bounds keep a throw simulable.
_RANGES: dict[str, tuple[float, float, bool]] = {  # name: (low, high, low excluded)
    "plank_side": (0.0, 5.0, True), "plank_thickness": (0.0, 0.5, True), "notch_radius": (0.0, 1.0, True),
    "big_hole_diameter": (0.0, 1.0, True), "big_hole_distance": (0.0, 5.0, True),
    "small_hole_diameter": (0.0, 1.0, True), "small_hole_distance": (0.0, 5.0, True),
    "puck_diameter": (0.0, 0.5, True), "puck_thickness": (0.0, 0.2, True), "puck_mass": (0.0, 10.0, True),
    "friction_wood": (0.0, 2.0, True), "friction_floor": (0.0, 2.0, True), "restitution": (0.0, 1.0, False),
    "release_height": (0.0, 5.0, True), "throw_distance": (0.0, 30.0, True),
}
_GEOMETRY = tuple(
    OptionSpec(name, float, getattr(_DEFAULTS, name), f"[R-TG0] {name.replace('_', ' ')} (SI units)",
               low=_RANGES[name][0], high=_RANGES[name][1], above=_RANGES[name][2])
    for name in PARAM_NAMES
)

SPEC = GameSpec(
    id="trigono",
    name="Trigono",
    version=2,  # 2: pucks collide everywhere (issue 12); simulated outcomes differ from version 1
    min_players=2,
    max_players=None,
    default_players=2,
    summary="Throw pucks at a triangular plank: the big hole takes the plank, the small hole the ground.",
    options=(
        OptionSpec("pucks_per_player", int, None, "pucks per player each round (none: 10 with 2 players, "
                   "else 5 [R-TG1])", low=1, high=100, optional=True),
        OptionSpec("first_player", int, None, "seat starting round 1 (none: random from the seed)",
                   low=0, optional=True, seat=True),
        OptionSpec("layout", str, "row", "planks side by side (ceil(P/4) boards) or the hexagon of 6 "
                   "with the jackpot", choices=("row", "hexagon")),
        OptionSpec("referee", bool, False, "outcomes are entered by hand (real pucks); no simulation"),
        OptionSpec("skill", str, "club", "execution noise of every player", choices=tuple(SKILLS)),
        OptionSpec("skills", str, None, "per-seat skills, comma separated (overrides skill)", optional=True),
        *_GEOMETRY,
    ),
)

MENU = (Target("big"), Target("small"), Target("plank"), Target("point", None, -0.15, 0.06),
        Target("point", None, 0.15, 0.06))


class Trigono(Game):
    spec: ClassVar[GameSpec] = SPEC

    def _check_options(self) -> None:
        o, P = self.options, self.players
        if o["first_player"] is not None and o["first_player"] >= P:
            raise OptionError(f"option 'first_player' must be a seat 0–{P - 1}, got {o['first_player']}")
        self.params = Params.from_options(o)
        why = self.params.problem()
        if why:
            raise OptionError(f"bad geometry: {why}")
        if o["layout"] == "hexagon":
            if P > 24:
                raise OptionError(f"the hexagon has 6 boards of at most 4 players: {P} players do not fit")
            self.boards = 6
        else:
            self.boards = math.ceil(P / 4)
        self.board_of = [i * self.boards // P for i in range(P)]
        if o["skills"] is None:
            self.skills = [o["skill"]] * P
        else:
            self.skills = [s.strip() for s in o["skills"].split(",")]
            bad = [s for s in self.skills if s not in SKILLS]
            if len(self.skills) != P or bad:
                raise OptionError(f"option 'skills' must list {P} skills from {', '.join(SKILLS)}, "
                                  f"got {o['skills']!r}")
        self.pucks_per_player = o["pucks_per_player"] or (10 if P == 2 else 5)
        self.world = World(self.params, self.boards, o["layout"])
        self.menu = MENU + ((Target("jackpot"),) if self.world.jackpot else ())
        self._field: Any = None

    @property
    def field(self) -> Any:
        """numpy arrays of the field for the vectorised fast path (built on first use)."""
        if self._field is None:
            from .fast import Field

            self._field = Field(self.world)
        return self._field

    analysis_points: ClassVar[tuple[float, float, float]] = (0.5, 1.0, 2.0)  # pucks, where no win chance is known
    # one throw moves a round by a few points at most (the hand decides the rest): the steps, in the round's win
    # share given away, leave master's own throws unmarked (docs/agents.md, "Trigono: aims weighed over the hand")
    analysis_wins: ClassVar[tuple[float, float, float]] = (0.02, 0.04, 0.08)
    levels: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {  # aims weighed over the execution noise
        "beginner": ("target", {"wobble": 1.6}),
        "club": ("target", {"wobble": 1.05}),
        "expert": ("montecarlo", {"think": 0.9, "wobble": 0.65}),
        "master": ("montecarlo", {"samples": 1_000, "refine": 6, "deep": 100, "think": 2.5}),
    }  # search is worth about two points at equal hands, so the steps are the aim's care: each level's
    # aim spreads 20–25 % wider than the next one's, which wins about 70 % (docs/agents.md, the ladder)

    words: ClassVar[str | None] = __name__ + ".words"
    companion: ClassVar[dict[str, Any] | None] = {"referee": True}  # each throw's resting place is entered

    def analysis_draws(self, sample: State, view: View, seat: int, actions: Any, draws: int, seed: int,
                       think: float | None) -> Any:
        """Each aim weighed over the seat's own hand (`analysis.analysis_draws`)."""
        from .analysis import analysis_draws

        return analysis_draws(self, sample, view, seat, actions, draws, seed, think)

    def decided(self, state: State, action: Any) -> Any:
        """A recorded throw's aim: what its thrower decided (`analysis.decided`)."""
        from .analysis import decided

        return decided(state, action)

    def new_game(self, seed: int) -> State:
        return TrigonoState(self, seed)

    def determinize(self, view: View, rng: random.Random) -> State:
        from .views import determinize

        return determinize(self, view, rng)

    def has_chance(self) -> bool:
        return not self.options["referee"]  # refereed throws are entered, never simulated

    def render(self, view: View, lang: str = "en", names: Sequence[str] | None = None) -> Any:
        from .render import render

        return render(self, view, lang, names)


WOBBLE = OptionSpec("wobble", float, 0.0, "a careless aim: extra noise, in multiples of the seat's hand, "
                    "added to the chosen aim before the throw (the levels below master)", low=0.0, high=10.0)


def _bots() -> dict[str, Any]:
    from .bots import MonteCarloAgent, TargetAgent

    # the parameters of MonteCarloAgent's constructor, declared so make_agent can check them
    MonteCarloAgent.parameters = (
        OptionSpec("samples", int, 400, "noise draws per candidate aim", low=1, high=100_000),
        OptionSpec("full", int, 2, "flagged draws simulated fully per candidate", low=0, high=10_000),
        OptionSpec("refine", int, 4, "best candidates refined", low=0, high=1_000),
        OptionSpec("deep", int, 40, "extra full simulations per refined candidate", low=0, high=100_000),
        OptionSpec("offset", float, 0.015, "aim offset across the line of throw (m)", low=0.0, high=0.2),
        OptionSpec("planner", bool, True, "value two-player rounds with the round table"),
        OptionSpec("knocks", int, 3, "lying pucks of its plank tried as knocks", low=0, high=100),
        OptionSpec("margin", float, 1.0, "standard errors another aim must win by over the best lob",
                   low=0.0, high=100.0),
        OptionSpec("think", float, None, "cap on the CPU seconds per throw (none: no cap)", low=0.0,
                   high=3_600.0, above=True, optional=True),
        WOBBLE,
    )
    TargetAgent.parameters = (WOBBLE,)
    return {"target": TargetAgent, "montecarlo": MonteCarloAgent}


def _commands() -> dict[str, Any]:
    from .calibrate import calibrate
    from .knocks import knocks
    from .reference import reference
    from .sanity import sanity
    from .variety import variety

    return {"trigono-calibrate": calibrate, "trigono-knocks": knocks, "trigono-reference": reference,
            "trigono-sanity": sanity, "trigono-variety": variety}


def _benchmarks() -> dict[str, Any]:
    from .bench import bench_fast, bench_full

    return {"trigono-full-throws": bench_full, "trigono-fast-path": bench_fast}


Trigono.bots = _bots()
Trigono.commands = _commands()
Trigono.benchmarks = _benchmarks()

GAME = Trigono
__all__ = ["GAME", "SPEC", "Trigono", "TrigonoState"]
