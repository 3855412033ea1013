"""The registry: one explicit entry per game package. Adding a game = one package + one line."""

from __future__ import annotations

from trigames.core import Game

from .tricerata import Tricerata
from .trigono import Trigono
from .triominos import Triominos
from .triqueta import Triqueta

REGISTRY: dict[str, type[Game]] = {g.spec.id: g for g in (Triqueta, Triominos, Tricerata, Trigono)}
