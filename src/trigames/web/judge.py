"""The replay page's "why?": a finished game's move judged by the analysis (issue 22).

The decision a move answered is analysed from its mover's view only — the same analysis as
`trigames analyse` and the terminal's hint (`trigames.agents.analysis`) — in the server's
low-priority work pool, never on the event loop, and kept: a move is analysed once, whoever asks.
A game whose moves cannot be weighed here (`analysable = False`: Trigono's throws are physics)
says so in one line.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import BrokenExecutor
from typing import Any

from trigames.core import View

from . import bots
from .bots import _game
from .hub import Hub, WebError

ITERATIONS = 300  # search iterations of one judged move (Tricérata: 1 500 positions per cell)
THINK = 2.0  # CPU seconds at most (the search's own cap)
KEEP = 512  # judged moves kept in memory
TIMEOUT = 60.0  # seconds before a judgement is given up (the pool is replaced)
SHOWN = 5  # the best moves listed


def judge(game_id: str, players: int, options: dict[str, Any], view: View, mover: int, played: str,
          iterations: int = ITERATIONS, think: float = THINK) -> dict[str, Any]:
    """The analysis of `mover`'s decision in `view` and the verdict on `played` (runs in a worker)."""
    import random

    from trigames.agents.analysis import analyse, judge_move

    game = _game(game_id, players, tuple(sorted(options.items())))
    sample = game.determinize(view, random.Random(0))
    legal: Sequence[Any] = sample.legal_actions()
    moves = sample.parse_line(played)
    out: dict[str, Any] = {"seat": mover, "played": played, "decision": sample.decision()}
    if len(legal) <= 1 or len(moves) != 1 or moves[0] not in legal:
        return {**out, "verdict": "forced"}  # nothing to choose (or a move of several steps)
    a = analyse(game, view, mover, iterations, seed=0, think=think)
    verdict, lost = judge_move(a, moves[0])
    mine = a.value_of(moves[0])
    by = "points" if a.exact and a.points is not None else "wins"
    return {**out, "verdict": verdict, "by": by, "lost": round(lost, 4), "exact": a.exact,
            "best": a.best.text, "line": a.line[:8], "iterations": a.iterations,
            "win": round(mine.win, 4), "score": round(mine.score, 2),
            "moves": [{"move": r.text, "win": round(r.win, 4), "score": round(r.score, 2)} for r in a.actions[:SHOWN]]}


class Judgements:
    """Judged moves, kept (least recently asked dropped first); one judgement at a time."""

    def __init__(self) -> None:
        self.kept: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()
        self.one = asyncio.Lock()

    def get(self, table: str, ply: int) -> dict[str, Any] | None:
        got = self.kept.get((table, ply))
        if got is not None:
            self.kept.move_to_end((table, ply))
        return got

    def put(self, table: str, ply: int, value: dict[str, Any]) -> None:
        self.kept[(table, ply)] = value
        while len(self.kept) > KEEP:
            self.kept.popitem(last=False)


async def judged(hub: Hub, judgements: Judgements, table_id: str, ply: int) -> tuple[dict[str, Any], bool]:
    """Move `ply` (from 1) of a finished game judged, and whether it was worked out now (not kept).

    Raises:
        WebError: the game is running or has no such move, or its moves are not analysed here.
    """
    got = judgements.get(table_id, ply)
    if got is not None:
        return got, False
    live = await hub.get_async(table_id)
    if live.running:
        raise WebError("running", "a game is judged when it is over", 409)
    if not 1 <= ply <= live.version:
        raise WebError("bad_ply", f"this game has moves 1–{live.version}", 404)
    game = live.game
    if not getattr(game, "analysable", True):
        raise WebError("not_analysable", f"{game.spec.name}'s moves are not judged here: a throw is judged by "
                                         "where it lands", 409)
    async with judgements.one:  # one at a time: a flood of asks waits, it does not fill the pool
        got = judgements.get(table_id, ply)
        if got is not None:
            return got, False
        state = live.state_at(ply - 1)  # the position the move answered (a few actions from a kept state)
        mover = state.current_player()
        job = (game.id, live.row.players, dict(game.options), state.view(mover), mover, live.row.actions[ply - 1])
        loop = asyncio.get_running_loop()
        try:
            out = await asyncio.wait_for(loop.run_in_executor(hub.work, judge, *job), TIMEOUT)
        except (BrokenExecutor, TimeoutError):
            hub.work = bots.replace_pool(hub.work)
            raise WebError("busy", "the server could not judge this move in time; try again", 503) from None
        out = {**out, "ply": ply}
        judgements.put(table_id, ply, out)
        return out, True


__all__ = ["ITERATIONS", "THINK", "Judgements", "judge", "judged"]
