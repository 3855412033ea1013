"""Triqueta: draft animal tokens into rows, take a row, collect triquetas (RULES §1)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from trigames.core import Game, GameSpec, OptionError, OptionSpec, State, View

from .rules import TriquetaState

SPEC = GameSpec(
    id="triqueta",
    name="Triqueta",
    version=1,
    min_players=2,
    max_players=5,
    default_players=3,
    hidden_information=True,
    summary="Draft animal tokens from towers into rows; take a row to drop out; score triquetas.",
    options=(
        OptionSpec("first_player", int, None, "seat holding the starting rock (none: random from the seed)",
                   low=0, high=4, optional=True, seat=True),
        OptionSpec("auto_reveal", bool, True,
                   "apply each player's best reveal of face-down tokens at the end [R-TQ5]; "
                   "off: each player decides REVEAL/DISCARD per token"),
        OptionSpec("choose_tower", bool, False,
                   "the rock holder picks the next tower as a decision; off: the lowest index is taken"),
        OptionSpec("referee", bool, False,
                   "played with the real box: each drawn token is entered when it is placed (place R0 deer) "
                   "and each face-down token is named at the end; the first seat holds the rock unless "
                   "first_player says"),
    ),
)


class Triqueta(Game):
    spec: ClassVar[GameSpec] = SPEC

    def _check_options(self) -> None:
        first = self.options["first_player"]
        if first is not None and first >= self.players:
            raise OptionError(f"option 'first_player' must be a seat 0–{self.players - 1}, got {first}")

    hint_bot: ClassVar[str] = "mcts"
    levels: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {  # random playouts; slips below expert (agents.md)
        "beginner": ("ismcts", {"iterations": 25, "epsilon": 1.0, "noise": 0.5, "think": 0.25}),
        "club": ("ismcts", {"iterations": 40, "epsilon": 1.0, "noise": 0.15, "think": 0.5}),
        "expert": ("ismcts", {"iterations": 300, "epsilon": 1.0, "think": 0.9}),
        "master": ("ismcts", {"iterations": 3_000, "epsilon": 1.0, "think": 4.0}),
    }

    words: ClassVar[str | None] = __name__ + ".words"

    def new_game(self, seed: int) -> State:
        if self.options["referee"]:
            from .referee import RefereeState

            return RefereeState(self, seed)
        return TriquetaState(self, seed)

    def has_chance(self) -> bool:
        return not self.options["referee"]  # refereed, the tokens come from the table (referee.py)

    companion: ClassVar[dict[str, Any] | None] = {"referee": True}

    def slips(self, view: View, seat: int, legal: Any) -> list[Any]:
        """A weaker level's slips: any move but taking an empty row while something else is open (it
        leaves the round with nothing; a beginner who did it on the first move looked broken)."""
        from .notation import TAKE

        rows = view["rows"]
        return [a for a in legal if not (TAKE <= a < TAKE + len(rows) and rows[a - TAKE] == [])]

    def determinize(self, view: View, rng: random.Random) -> State:
        from .views import determinize

        if self.options["referee"]:
            raise OptionError("a refereed game (the real box) has no hidden tokens to sample")

        return determinize(self, view, rng)

    def render(self, view: View, lang: str = "en", names: Sequence[str] | None = None) -> Any:
        from .render import render

        return render(view, lang, names)

    # -- research hooks (see trigames.core.api: optional hooks) -----------------------
    def num_distinct_actions(self) -> int:
        # the fixed codes of RULES §1.9; refereed, also the codes that name the animal
        return 54 if self.options["referee"] else 18

    def max_game_length(self) -> int:
        # per round at most 15 draws (2 decisions each) and P takes; 3 tower choices; 2 reveals each
        return 4 * (2 * 15 + self.players) + 3 + 2 * self.players

    def score_bounds(self) -> tuple[int, int]:
        return -42, 49  # all 60 tokens in one collection: 6 × −7; six triquetas, rock, 3 trees: 49

    def view_tensor_size(self) -> int:
        from .tensor import SIZE

        return SIZE

    def view_tensor(self, view: View) -> list[float]:
        from .tensor import view_tensor

        return view_tensor(view)


def _bots() -> dict[str, Any]:
    from .bots import GreedyAgent

    return {"greedy": GreedyAgent}


def _search_hooks() -> None:
    """The optional search hooks of the core API (see `trigames.agents.ismcts`)."""
    from .policy import playout_action

    Triqueta.playout_action = staticmethod(playout_action)  # type: ignore[attr-defined]


Triqueta.bots = _bots()
_search_hooks()

GAME = Triqueta
__all__ = ["GAME", "SPEC", "Triqueta", "TriquetaState"]
