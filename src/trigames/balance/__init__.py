"""The balance workbench: how fair, how long and how decisive each variant of a game is.

`trigames balance GAME --grid option=v1,v2`: every variant of the grid is played N times by the
chosen line-up (process pool or Ray, the same results), stored in SQLite as games end (resumable),
and reported with 95 % intervals (`run.summarise`); `report.html` draws the charts. docs/balance.md.
"""

from __future__ import annotations

from .grid import MAX_CELLS, BalanceError, Cell, parse_grid
from .run import Plan, Progress, run, summarise
from .stats import mean_interval, share, t975, wilson

__all__ = ["MAX_CELLS", "BalanceError", "Cell", "Plan", "Progress", "mean_interval", "parse_grid", "run", "share",
           "summarise", "t975", "wilson"]
