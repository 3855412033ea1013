"""Bots of the web table think in a worker pool, never on the event loop.

A bot's decision is a pure function of (game, seat, agent, seed, ply, view, legal): each move
builds the agent afresh with a seed derived from the table's seed, the seat and the ply. So a
restarted server makes exactly the moves it would have made, and a bot in one process needs
nothing from another. The worker receives only the seat's view — it cannot peek.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from functools import lru_cache
from typing import Any

import trigames
from trigames.agents import make_agent
from trigames.core import Action, Game, View, derive_seed


@lru_cache(maxsize=64)
def _game(game_id: str, players: int, options_items: tuple[tuple[str, Any], ...]) -> Game:
    return trigames.make(game_id, players=players, **dict(options_items))


def decide(game_id: str, players: int, options: dict[str, Any], agent: str, table_seed: int, seat: int,
           ply: int, view: View, legal: Sequence[Action]) -> int | str:
    """The index in `legal` of the bot's action (runs in a worker), or its text when it is a move the
    list does not name (a Trigono bot's own aim: any aim may be thrown); `chosen` reads either."""
    game = _game(game_id, players, tuple(sorted(options.items())))
    bot = make_agent(agent, game, seat, derive_seed(table_seed, "bot", seat, ply))
    choice = bot.act(view, legal)
    for i, a in enumerate(legal):
        if a == choice:
            return i
    import random

    return str(game.determinize(view, random.Random(0)).action_to_string(choice))


def chosen(state: Any, legal: Sequence[Action], decided: int | str) -> Action:
    """The action `decide` answered, in `state` (the position it was asked about)."""
    return legal[decided] if isinstance(decided, int) else state.parse_action(decided)


def _warm() -> None:
    """Import the games in the worker before the first move needs them."""
    import trigames.games  # noqa: F401


def _warm_low() -> None:
    """A worker for the server's background work (checking uploads): it yields the CPU to the
    event loop and the bots, so a flood of uploads is slow for its sender only."""
    try:  # Linux: run only when nothing else wants the CPU
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))  # type: ignore[attr-defined,unused-ignore]
    except (AttributeError, OSError):
        with contextlib.suppress(OSError):
            os.nice(19)
    _warm()


def replace_pool(pool: Executor) -> Executor:
    """A fresh pool of the same kind; the old one's processes are stopped (a running job cannot be
    cancelled otherwise). Thread pools cannot be stopped: their stuck thread finishes in its own time."""
    if isinstance(pool, ProcessPoolExecutor):
        workers: int = getattr(pool, "_max_workers", 2)
        processes = list((pool._processes or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        return make_pool("process", workers, low=getattr(pool, "_trigames_low", False))
    return pool


def make_pool(kind: str, workers: int, low: bool = False) -> Executor:
    """`process` (the default: a slow bot cannot slow other tables) or `thread` (tests, small hosts)."""
    if kind == "thread":
        return ThreadPoolExecutor(max_workers=workers, thread_name_prefix="bot")
    if kind != "process":
        raise ValueError(f"bot pool must be 'process' or 'thread', not {kind!r}")
    from trigames.procs import process_pool

    # forkserver: forking a process that runs an event loop and threads is unsafe; process_pool:
    # a killed server leaves no worker (nor, then, the forkserver or resource tracker) behind
    pool = process_pool(workers, _warm_low if low else _warm, mp_context=multiprocessing.get_context("forkserver"))
    pool._trigames_low = low  # type: ignore[attr-defined]  # a replacement keeps its priority
    return pool
