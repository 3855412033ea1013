"""The replay page's "why?": a finished game's move judged by the analysis (issue 22).

The decision a move answered is analysed from its mover's view only — the same analysis as
`trigames analyse` and the terminal's hint (`trigames.agents.analysis`) — in the server's
low-priority work pool, never on the event loop, and kept: a move is analysed once, whoever asks.
A game whose moves cannot be weighed here (`analysable = False`) says so in one line. A move that
records more than its decision is judged by the decision (`analysis.decided`: a Trigono throw by its
aim, never by where the hand's noise sent it).
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import BrokenExecutor
from contextlib import AbstractAsyncContextManager
from typing import Any

from trigames.core import OptionError, TrigamesError, View

from . import bots
from .bots import _game
from .hub import Hub, WebError

log = logging.getLogger("trigames.web")

ITERATIONS = 300  # search iterations of one judged move (Tricérata: 1 500 positions per cell)
THINK = 2.0  # CPU seconds at most for a sampling search (a game's own search is bounded by its budget)
WAITING = 8  # judgements waiting at most, from everyone (more: "busy"); one at a time from an address
KEEP = 512  # judged moves kept in memory
TIMEOUT = 60.0  # seconds before a judgement is given up (the pool is replaced)
SHOWN = 5  # the best moves listed (and the move played, wherever it ranks)


def judge(game_id: str, players: int, options: dict[str, Any], view: View, mover: int, played: str,
          iterations: int = ITERATIONS, think: float = THINK, decision: str = "") -> dict[str, Any]:
    """The analysis of `mover`'s decision in `view` (`decision`: its name, for a game that cannot be
    sampled) and the verdict on `played` (runs in a worker)."""
    import random

    from trigames.agents.analysis import analyse, decided
    from trigames.agents.analysis import judge as verdict_of

    game = _game(game_id, players, tuple(sorted(options.items())))
    try:
        sample = game.determinize(view, random.Random(0))
    except OptionError:
        # kept with the real box (a refereed table): what was hidden was never dealt here, so there is
        # nothing to sample the unknown from; saying so is the honest answer, not a failure ("busy")
        return {"seat": mover, "played": played, "decision": decision, "verdict": "unjudged", "reason": "kept"}
    legal: Sequence[Any] = sample.legal_actions()
    moves = sample.parse_line(played)
    out: dict[str, Any] = {"seat": mover, "played": played, "decision": sample.decision()}
    if len(legal) <= 1:
        return {**out, "verdict": "forced"}  # nothing to choose
    # the decision the move answered (a Trigono throw is recorded with where it landed: its aim is judged)
    if len(moves) != 1:
        return {**out, "verdict": "unjudged", "reason": "several"}  # several decisions written as one move
    move = decided(game, sample, moves[0])
    if move is None:
        return {**out, "verdict": "unjudged", "reason": "entered"}  # an outcome entered by hand: no decision
    # a game's own search is bounded by its budget (positions), not cut by the clock: a cut search's
    # values would be judged wrong (a clock-cut Tricérata analysis called the best turn a blunder)
    own = getattr(game, "analysis_values", None) is not None
    a = analyse(game, view, mover, iterations, seed=0, think=None if own else think,
                also=[] if move in legal else [move])
    if all(r.action != move for r in a.actions):
        return {**out, "verdict": "unjudged", "reason": "unweighed"}  # not a decision the analysis can weigh
    j = verdict_of(a, move)
    mine = a.value_of(move)
    return {**out, "verdict": j.verdict, "by": j.by, "lost": round(j.lost, 4), "exact": a.exact,
            "same": a.best.action == move, "decided": mine.text,
            "complete": a.complete, "best": a.best.text, "line": a.line[:8], "steps": _steps(sample, a.line[:8]),
            "iterations": a.iterations,
            "win": round(mine.win, 4), "score": round(mine.score, 2),
            # the best few, and the move played wherever it ranks
            "moves": [{"move": r.text, "win": round(r.win, 4), "score": round(r.score, 2),
                       "details": _details(sample, r.action)}
                      for r in a.actions[:SHOWN] + ([] if mine in a.actions[:SHOWN] else [mine])]}


def _steps(state: Any, line: Sequence[str]) -> list[dict[str, Any]]:
    """Who makes each move of the line, at which decision, with its details (for the words: "Ada: pick
    up…, sow…"), walked in the sample; it stops where the sample cannot follow (a tile another sample
    dealt)."""
    s = state.clone()
    out: list[dict[str, Any]] = []
    for text in line:
        if s.is_terminal():
            break
        seat, decision = s.current_player(), s.decision()
        try:
            action = s.parse_action(text)
            details = _details(s, action)  # as the weighed moves have them: where a tile goes, what it scores
            s.apply(action)
        except TrigamesError:
            break
        out.append({"move": text, "seat": seat, "decision": decision, "details": details})
    return out


def _details(state: Any, action: Any) -> dict[str, Any] | None:
    """What a board needs to draw a move (the game's optional `action_details` hook: e.g. the point a
    Trigono aim comes to rest on), its plain values only: not what the live board needs to play it (an
    aiming model)."""
    describe = getattr(state, "action_details", None)
    if describe is None:
        return None
    try:
        d = describe(action)
    except Exception:  # a move the hook cannot describe is listed without details
        return None
    return {k: v for k, v in d.items() if isinstance(v, str | int | float)} or None


class Judgements:
    """Judged moves, kept (least recently asked dropped first); one judgement worked out at a time, at
    most `WAITING` waiting, and one from each address: a flood from one address cannot starve others."""

    def __init__(self) -> None:
        self.kept: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()
        self.one = asyncio.Lock()
        self.asking: set[str] = set()  # addresses with a judgement waiting or worked out

    def get(self, table: str, ply: int) -> dict[str, Any] | None:
        got = self.kept.get((table, ply))
        if got is not None:
            self.kept.move_to_end((table, ply))
        return got

    def put(self, table: str, ply: int, value: dict[str, Any]) -> None:
        self.kept[(table, ply)] = value
        while len(self.kept) > KEEP:
            self.kept.popitem(last=False)


async def judged(hub: Hub, judgements: Judgements, table_id: str, ply: int, who: str,
                 working: Callable[[], AbstractAsyncContextManager[None]]) -> dict[str, Any]:
    """Move `ply` (from 1) of a finished game judged for the address `who`; `working()` charges the
    loop time of finding the position to it (the gate, as a replay step).

    Raises:
        WebError: the game is running or has no such move, its moves are not analysed here, or the
            server is busy.
    """
    live = await hub.get_async(table_id)
    got = judgements.get(table_id, ply)
    if got is not None:
        return got
    if live.running:
        raise WebError("running", "a game is judged when it is over", 409)
    if live.version == 0:
        raise WebError("bad_ply", "this game has no moves", 404)
    if not 1 <= ply <= live.version:
        raise WebError("bad_ply", f"this game has moves 1–{live.version}", 404)
    game = live.game
    if not getattr(game, "analysable", True):
        raise WebError("not_analysable", f"{game.spec.name}'s moves are not judged here", 409)
    if who in judgements.asking:
        raise WebError("rate_limited", "one move is judged at a time from here: wait for it", 429)
    if len(judgements.asking) >= WAITING:
        raise WebError("busy", "the server is judging other moves; try again in a moment", 503)
    judgements.asking.add(who)
    try:
        async with judgements.one:  # one at a time: a flood of asks waits here, it does not fill the pool
            got = judgements.get(table_id, ply)
            if got is not None:
                return got
            async with working():  # the position the move answered: a few actions from a kept state
                state = live.state_at(ply - 1)
                mover = state.current_player()
                job = (game.id, live.row.players, dict(game.options), state.view(mover), mover,
                       live.row.actions[ply - 1], ITERATIONS, THINK, state.decision())
            out = {**await _work(hub, job), "ply": ply}
            judgements.put(table_id, ply, out)
            return out
    finally:
        judgements.asking.discard(who)


async def _work(hub: Hub, job: tuple[Any, ...]) -> dict[str, Any]:
    """`judge(*job)` in the low-priority pool, every failure one line."""
    loop = asyncio.get_running_loop()
    try:
        out: dict[str, Any] = await asyncio.wait_for(loop.run_in_executor(hub.work, judge, *job), TIMEOUT)
        return out
    except (BrokenExecutor, TimeoutError):
        hub.work = bots.replace_pool(hub.work)
        raise WebError("busy", "the server could not judge this move in time; try again", 503) from None
    except asyncio.CancelledError:
        task = asyncio.current_task()
        if task is not None and task.cancelling():  # the request itself was cancelled
            raise
        # the job was cancelled under it (the pool replaced after a stuck upload check)
        raise WebError("busy", "the server could not judge this move; try again", 503) from None
    except Exception as exc:  # whatever the analysis trips over is still one line for the client
        log.warning("judging a move failed: %r", exc)
        raise WebError("busy", "the server could not judge this move; try again", 503) from None


__all__ = ["ITERATIONS", "THINK", "Judgements", "judge", "judged"]
