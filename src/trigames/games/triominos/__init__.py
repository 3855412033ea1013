"""Triominos XXL: match the corners of triangular tiles on an open lattice (RULES §2)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from trigames.core import Game, GameSpec, OptionError, OptionSpec, State, View

from .position import from_board
from .rules import TriominosState

SPEC = GameSpec(
    id="triominos",
    name="Triominos XXL",
    version=1,
    min_players=2,
    max_players=4,
    default_players=2,
    hidden_information=True,
    summary="Place triangular tiles so every touching corner matches; hexagons and bridges score bonuses.",
    options=(
        OptionSpec("target", int, 400, "the game ends after the round in which a player reaches this total",
                   low=1, high=100_000),
        OptionSpec("fixed_rounds", int, None, "play exactly this many rounds instead of playing to the target",
                   low=1, high=1_000, optional=True),
        OptionSpec("classic_opening", bool, False,
                   "classic Pressman opening: the highest triple opens (+10; 0-0-0 +40) [R-TM4]"),
        OptionSpec("first_player", int, None, "seat that opens every round (none: the draw-off decides)",
                   low=0, high=3, optional=True, seat=True),
        OptionSpec("referee", bool, False,
                   "played with the real box: each placement, draw and pass is entered, the draw-off's winner "
                   "and, at the end of a round, each rack's total; the board is checked, the racks are trusted"),
        OptionSpec("score_pad", bool, False,
                   "with referee: enter each placement's points (tile value plus any bonus) instead of the tile "
                   "and where — a score pad: the board is not kept, so placements are not checked"),
    ),
)


LEVELS_2P: dict[str, tuple[str, dict[str, Any]]] = {  # calibrated by scripts/ladder.py (agents.md, the ladder)
    "beginner": ("ismcts", {"iterations": 10, "epsilon": 0.5, "noise": 0.45, "think": 0.25}),
    "club": ("greedy", {}),  # the tactician was too close to expert (61-64 %) at two
    "expert": ("ismcts", {"iterations": 400, "think": 0.9}),
    "master": ("ismcts", {"iterations": 2_000, "think": 4.0}),
}
LEVELS_MANY: dict[str, tuple[str, dict[str, Any]]] = {
    "beginner": ("ismcts", {"iterations": 10, "epsilon": 0.5, "think": 0.25}),
    "club": ("ismcts", {"iterations": 40, "think": 0.5}),
    "expert": ("tactician", {"samples": 160, "candidates": 6, "think": 0.9}),
    "master": ("tactician", {"samples": 400, "candidates": 8, "think": 4.0}),
}


class Triominos(Game):
    spec: ClassVar[GameSpec] = SPEC

    def _check_options(self) -> None:
        first = self.options["first_player"]
        if first is not None and first >= self.players:
            raise OptionError(f"option 'first_player' must be a seat 0–{self.players - 1}, got {first}")
        if self.options["score_pad"] and not self.options["referee"]:
            raise OptionError("option 'score_pad' is for a game played with the real box: add referee=true")
        if first is not None and self.options["classic_opening"]:
            raise OptionError("options 'first_player' and 'classic_opening' exclude each other: "
                              "the classic opening decides who opens")

    hint_bot: ClassVar[str] = "flex"
    analysis_points: ClassVar[tuple[float, float, float]] = (5.0, 10.0, 25.0)
    """Expected points given away (beyond both intervals) that make an inaccuracy, a mistake, a blunder,
    beside the win share: a cut-off evaluation squeezes win shares together (docs/agents.md)."""
    @property
    def levels(self) -> dict[str, tuple[str, dict[str, Any]]]:
        """Two players: the search (greedy playouts cut after 4 plies, deals that respect what the
        draws told) from expert up, greedy's points at club, a small search that slips at beginner.
        Three or four: the tactician's best moves played out to the end of the round, the race to go
        out first that a 4-ply search cannot see at a table of four (README, strength table)."""
        return LEVELS_2P if self.players == 2 else LEVELS_MANY

    words: ClassVar[str | None] = __name__ + ".words"

    companion: ClassVar[dict[str, Any] | None] = {"referee": True}

    def new_game(self, seed: int) -> State:
        if self.options["referee"]:
            from .referee import RefereeState

            return RefereeState(self, seed)
        return TriominosState(self, seed)

    def has_chance(self) -> bool:
        return not self.options["referee"]  # refereed, the tiles are dealt at the table (referee.py)

    def determinize(self, view: View, rng: random.Random) -> State:
        from .views import determinize

        if self.options["referee"]:
            raise OptionError("a refereed game (the real box) has no dealt tiles to sample")

        return determinize(self, view, rng)

    def render(self, view: View, lang: str = "en", names: Sequence[str] | None = None) -> Any:
        from .render import render

        return render(view, lang, names)


def _bots() -> dict[str, Any]:
    from .bots import FlexAgent, GreedyAgent
    from .reply import TacticianAgent

    return {"greedy": GreedyAgent, "flex": FlexAgent, "tactician": TacticianAgent}


def bench_random_playouts_3p(seconds: float = 3.0) -> dict[str, Any]:
    """Random three-player playouts, decisions per second (see bench.py)."""
    from .bench import bench_random_playouts

    return bench_random_playouts(seconds, players=3)


def bench_determinize(seconds: float = 3.0) -> dict[str, Any]:
    """Determinise a 25-tile position and clone it, per second (see bench.py)."""
    from .bench import bench_determinize as run

    return run(seconds)


def _search_hooks() -> None:
    """The optional search hooks of the core API (see `trigames.agents.ismcts`)."""
    from .policy import ROLLOUT_PLIES, evaluate, playout_action, redeal
    from .reply import candidates

    Triominos.playout_action = staticmethod(playout_action)  # type: ignore[attr-defined]
    Triominos.evaluate = staticmethod(evaluate)  # type: ignore[attr-defined]
    Triominos.redeal = staticmethod(redeal)  # type: ignore[attr-defined]
    Triominos.rollout_plies = ROLLOUT_PLIES  # type: ignore[attr-defined]
    Triominos.candidates = staticmethod(candidates)  # type: ignore[attr-defined]


Triominos.bots = _bots()
_search_hooks()
Triominos.benchmarks = {"random_playouts_3p": bench_random_playouts_3p, "determinize": bench_determinize}

GAME = Triominos
__all__ = ["GAME", "SPEC", "Triominos", "TriominosState", "from_board"]
