"""Tricérata: sow stones along a path of your choice across a triangular board (RULES §3)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from trigames.core import Game, GameSpec, OptionError, OptionSpec, State, View

from .geometry import GEOMETRIES, Geometry, build
from .rules import TriceState

SPEC = GameSpec(
    id="tricerata",
    name="Tricérata",
    version=1,
    min_players=1,
    max_players=None,
    default_players=2,
    hidden_information=False,
    summary="Sow stones cell by cell along a path of your choice; resow on occupied cells; capture a "
            "neighbour of the last cell. Solo: empty the board in the fewest turns.",
    options=(
        OptionSpec("geometry", str, "triangle", "board shape (§3.10): triangle of `rows` rows, square "
                   "`rows`×`cols` grid, hex board or hexagon of triangles of side `side`",
                   choices=GEOMETRIES),
        OptionSpec("rows", int, 5, "rows of the triangle (n) or of the square grid", low=2, high=20),
        OptionSpec("cols", int, None, "columns of the square grid (none: = rows)", low=2, high=20,
                   optional=True),
        OptionSpec("side", int, 3, "side of the hex board / hexagon of triangles", low=2, high=10),
        OptionSpec("stones", int, 1, "stones per cell at the start (s)", choices=(1, 2, 3)),
        OptionSpec("first_player", int, 0, "seat that plays first", low=0, seat=True),
        OptionSpec("sudden_death", bool, False, "variant 'mort subite' (§3.9), 2 players or more"),
        OptionSpec("max_sowings_per_turn", int, None, "engine cap on pickups per turn (§3.5; none: "
                   "only the repetition safeguard)", low=1, optional=True),
    ),
)


LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "beginner": ("ismcts", {"iterations": 25, "think": 0.25}),
    "club": ("greedy", {}),
    "expert": ("lookahead", {"depth": 2, "beam": 10, "think": 0.9}),
    "master": ("lookahead", {"depth": 3, "beam": 12, "per_cell": 4, "cell_limit": 2_000, "cell_margin": 0,
                             "think": 2.5}),  # each start cell's own best turns too (issue 22, docs/agents.md)
}
SMALL = 12  # stones on the board at the start, at most, for the search to the end
LEVELS_SMALL = {**LEVELS, "expert": ("exact", {"think": 0.9}), "master": ("exact", {"think": 2.5})}  # the
# first decisions of a game spend the cap (the bounds they prove serve the rest): master's p95 is its cap


class Tricerata(Game):
    spec: ClassVar[GameSpec] = SPEC
    geometry: Geometry

    def _check_options(self) -> None:
        o = self.options
        if o["first_player"] >= self.players:
            raise OptionError(f"option 'first_player' must be a seat 0–{self.players - 1}, got {o['first_player']}")
        if o["sudden_death"] and self.players < 2:
            raise OptionError("option 'sudden_death' needs 2 players or more (§3.9), got 1")
        if o["cols"] is not None and o["geometry"] != "square":
            raise OptionError(f"option 'cols' is for the square geometry, not {o['geometry']!r}")
        self.geometry = build(o["geometry"], o["rows"], o["cols"], o["side"])

    hint_bot: ClassVar[str] = "lookahead"
    analysis_points: ClassVar[tuple[float, float, float]] = (2.0, 3.0, 4.0)
    """Stones given away (against the best turn) that make an inaccuracy, a mistake, a blunder: the
    search looks three turns ahead, as `master`, so one stone is within its horizon's reach (docs/agents.md)."""

    def analysis_values(self, view: View, seat: int, budget: int, think: float | None) -> Any:
        """The analysis weighs whole turns, as the lookahead plays them (analysis.py), not sampled
        sub-decisions: the generic search over sub-decisions is far weaker here."""
        from .analysis import analysis_values

        return analysis_values(self, view, seat, budget, think)

    @property
    def levels(self) -> dict[str, tuple[str, dict[str, Any]]]:
        """Whole-turn search (lookahead.py) from expert up; on a small two-player board (at most
        `SMALL` stones: three rows of one, two rows of up to three) expert and master search every
        turn to the game's end (exact.py), which costs less there than two turns ahead on five rows."""
        small = self.players == 2 and self.options["stones"] * len(self.geometry.nbrs) <= SMALL
        return LEVELS_SMALL if small else LEVELS

    words: ClassVar[str | None] = __name__ + ".words"
    companion: ClassVar[dict[str, Any] | None] = {}  # nothing is hidden or dealt: every turn can be entered

    def new_game(self, seed: int) -> State:
        """The initial state (Tricérata has no chance: `seed` changes nothing)."""
        template = self.__dict__.get("_template")
        if template is None:
            template = self.__dict__["_template"] = TriceState(self, self.geometry)
        return template.clone()

    view_is_state = True  # perfect information, no chance: `determinize` never uses its rng
    outcome_by_scores = True  # `outcome()` ranks by the stores (solo: fewest turns), nothing else

    def determinize(self, view: View, rng: random.Random) -> State:
        from .views import determinize

        return determinize(self, view, rng)

    def render(self, view: View, lang: str = "en", names: Sequence[str] | None = None) -> Any:
        from .render import render

        return render(self, view, lang, names)

    # -- research hooks (see trigames.core.api: optional hooks) -----------------------
    def has_chance(self) -> bool:
        return False  # no chance after setup, and the first player is an option (§3.12)

    def num_distinct_actions(self) -> int:
        return len(self.geometry.nbrs)  # every sub-decision is a cell index (§3.11)

    def score_bounds(self) -> tuple[int, int]:
        total = self.options["stones"] * len(self.geometry.nbrs)
        # solo scores −turns: a sowing turn that ends in a seizure counts twice, so at most 2·S turns
        return (-2 * total, 0) if self.players == 1 else (0, total)

    def position(self, board: str | list[int], stores: list[int] | None = None, to_move: int = 0) -> TriceState:
        """A position from text (`"1 / 0 0 0 / 0 0 0 0 2"`): see `views.from_board`."""
        from .views import from_board

        return from_board(self, board, stores, to_move)


def _bots() -> dict[str, Any]:
    from .bots import GreedyAgent
    from .exact import ExactAgent
    from .lookahead import LookaheadAgent

    return {"greedy": GreedyAgent, "lookahead": LookaheadAgent, "exact": ExactAgent}


def _commands() -> dict[str, Any]:
    from .solver import solve_command

    return {"solve": solve_command}


Tricerata.bots = _bots()
Tricerata.commands = _commands()

GAME = Tricerata
__all__ = ["GAME", "SPEC", "TriceState", "Tricerata"]
