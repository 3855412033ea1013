"""One level against the one below: its share of two-player games, with a 95 % Wilson interval.

    python scripts/ladder.py GAME STRONG WEAK --games 200 --seed 9000 [--opening 6] [--workers 2]
    python scripts/ladder.py tricerata expert club --games 200 --seed 9000 --opening 8
    python scripts/ladder.py tricerata expert greedy --games 200 --seed 22101 --opening 8 --option rows=3

Games come in pairs with the same seed (and, with `--opening K`, the same K random opening
decisions, drawn from the seed): STRONG sits first in one, second in the other. A draw counts
half. Tricérata has neither chance nor hidden information: from the start position two
deterministic bots play one game, so its ladder is measured from random openings.

Each finished game is appended at once to the results file (`--results`, JSON lines: game,
options, strong, weak, what each plays, seed, k, opening, result, seconds). Run the same command
again and the games already there are skipped: the run resumes where it stopped, and the share it
reports is over every game of the command, those played before and those played now. A level is
keyed by what it plays (its engine and parameters, `plays`): once a level is retuned, its old
games are not counted for it.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Callable, Iterator
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

import trigames
from trigames.agents import make_agent
from trigames.agents.levels import LEVELS, level_of

DEFAULT_RESULTS = "ladder-results.jsonl"

# game, strong, weak, seed, k, opening, options (sorted (name, value) pairs)
Job = tuple[str, str, str, int, int, int, tuple[tuple[str, Any], ...]]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def play(job: Job, probe: Callable[[Any, list[Any], int], None] | None = None) -> float:
    """STRONG's result in game `k` (1 win, 0.5 draw, 0 loss). `probe(state, agents, seat)` is called
    before each agent's decision (for scripts that look into a row's games)."""
    game_id, strong, weak, seed, k, opening, options = job
    game = trigames.make(game_id, players=2, **dict(options))
    pair = seed * 100_003 + k // 2
    seat = k % 2  # STRONG's seat
    names = [strong, weak] if seat == 0 else [weak, strong]
    agents = [make_agent(n, game, p, pair * 7 + p) for p, n in enumerate(names)]
    state = game.new_game(pair)
    rng = random.Random(pair)
    done = 0
    while not state.is_terminal():
        p = state.current_player()
        legal = state.legal_actions()
        if done < opening:
            a = rng.choice(legal)
        else:
            if probe is not None:
                probe(state, agents, p)
            a = agents[p].act(state.view(p), legal)
        state.apply(a)
        done += 1
    ranks = state.outcome().ranks
    if ranks[seat] == ranks[1 - seat]:
        return 0.5
    return 1.0 if ranks[seat] < ranks[1 - seat] else 0.0


def timed(job: Job) -> tuple[Job, float, float]:
    start = time.perf_counter()
    result = play(job)
    return job, result, time.perf_counter() - start


def parse_option(text: str) -> tuple[str, Any]:
    """`rows=3` → ("rows", 3): a number, true/false, or else the text."""
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {text!r}")
    value: Any = raw
    if raw.lower() in ("true", "false"):
        value = raw.lower() == "true"
    else:
        for kind in (int, float):
            try:
                value = kind(raw)
                break
            except ValueError:
                pass
    return name, value


def plays(game: trigames.Game, name: str) -> str:
    """What an agent name plays at this game: a level as its engine and parameters
    (`club` → `greedy`, `expert` → `ismcts:iterations=400:think=0.9`), any other name as given."""
    base, sep, extra = name.partition(":")
    if base not in LEVELS:
        return name
    engine, params = level_of(game, base)
    return engine + "".join(f":{k}={v}" for k, v in sorted(params.items())) + sep + extra


def key(game: str, options: dict[str, Any], strong: str, weak: str, seed: int, k: int, opening: int,
        what: list[str]) -> str:
    return json.dumps([game, sorted(options.items()), strong, weak, seed, k, opening, what])


def load(path: Path) -> dict[str, float]:
    """The finished games in a results file, by key; a line cut short by a stopped run is skipped,
    and so is a line that does not say what its agents played."""
    done: dict[str, float] = {}
    if not path.exists():
        return done
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            r = json.loads(line)
            done[key(r["game"], r.get("options", {}), r["strong"], r["weak"], r["seed"], r["k"],
                     r["opening"], list(r["plays"]))] = float(r["result"])
        except (ValueError, KeyError, TypeError):
            continue
    return done


class SpeedColumn(ProgressColumn):
    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("? games/s" if speed is None else f"{speed:.3f} games/s", style="progress.data.speed")


def run(jobs: list[Job], workers: int) -> Iterator[tuple[Job, float, float]]:
    """Each job's result as soon as it is played (in any order with several workers)."""
    if workers <= 1:
        for job in jobs:
            yield timed(job)
        return
    with Pool(workers) as pool:
        yield from pool.imap_unordered(timed, jobs, chunksize=1)


def summary(label: str, wins: float, n: int) -> str:
    lo, hi = wilson(wins, n)
    share = wins / n if n else 0.0
    return f"{label}: {wins:g}/{n} = {share:.1%} (95 % Wilson {lo:.1%}–{hi:.1%})"


def main(argv: list[str] | None = None) -> float:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("strong")
    ap.add_argument("weak")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--opening", type=int, default=0, help="random decisions before the bots play")
    ap.add_argument("--option", type=parse_option, action="append", default=[], metavar="NAME=VALUE",
                    help="a game option, e.g. rows=3 (repeatable)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--results", type=Path, default=Path(DEFAULT_RESULTS),
                    help=f"JSON lines, one per finished game, read to resume (default {DEFAULT_RESULTS})")
    ap.add_argument("--progress", type=int, default=0,
                    help="also print the running share every N games (for a log; the bar needs a terminal)")
    args = ap.parse_args(argv)
    options = dict(args.option)
    game = trigames.make(args.game, players=2, **options)  # a bad game or option fails before any work
    what = [plays(game, args.strong), plays(game, args.weak)]
    opts = tuple(sorted(options.items()))
    done = load(args.results)
    keys = [key(args.game, options, args.strong, args.weak, args.seed, k, args.opening, what)
            for k in range(args.games)]
    results: dict[int, float] = {k: done[kk] for k, kk in enumerate(keys) if kk in done}
    todo: list[Job] = [(args.game, args.strong, args.weak, args.seed, k, args.opening, opts)
                       for k in range(args.games) if k not in results]
    label = (f"{args.game}{''.join(f' {n}={v}' for n, v in opts)} {args.strong} vs {args.weak}")
    console = Console(stderr=True)
    if results:
        console.print(summary("resumed, already played", sum(results.values()), len(results)))
    args.results.parent.mkdir(parents=True, exist_ok=True)
    if args.results.exists() and args.results.stat().st_size:
        with args.results.open("rb") as f:
            f.seek(-1, 2)
            cut = f.read(1) != b"\n"
        if cut:  # a line cut short by a stopped run: the next game starts a line of its own
            with args.results.open("a", encoding="utf-8") as out:
                out.write("\n")
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), SpeedColumn(),
               TimeElapsedColumn(), TextColumn("left"), TimeRemainingColumn())
    with args.results.open("a", encoding="utf-8") as out, \
            Progress(*columns, console=console, transient=False) as bar:
        task = bar.add_task(label, total=args.games, completed=len(results))
        new = 0
        for job, result, seconds in run(todo, args.workers):
            k = job[4]
            results[k] = result
            out.write(json.dumps({"game": args.game, "options": options, "strong": args.strong,
                                  "weak": args.weak, "plays": what, "seed": args.seed, "k": k,
                                  "opening": args.opening, "result": result,
                                  "seconds": round(seconds, 3)}) + "\n")
            out.flush()
            new += 1
            w = sum(results.values())
            lo, hi = wilson(w, len(results))
            bar.update(task, advance=1,
                       description=f"{label} {w / len(results):.1%} ({lo:.0%}–{hi:.0%})")
            if args.progress and new % args.progress == 0 and len(results) < args.games:
                print(f"  {summary(f'after {len(results)}', w, len(results))}", flush=True)
    wins = sum(results.values())
    n = len(results)
    print(f"{summary(label, wins, n)}; seed {args.seed}, opening {args.opening}, "
          f"{n - new} resumed + {new} played", flush=True)
    return wins / n if n else 0.0


if __name__ == "__main__":
    main()
