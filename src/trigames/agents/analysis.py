"""What each legal action is worth to the seat to move, from that seat's view only.

`analyse(game, position, seat)` runs the information-set search of `ismcts` (with the game's
playout policy and evaluation) from the seat's view and reports, for every legal action, the
share of the wins and the expected final score that the search found after it, each with a
95 % interval, and the principal line (the most visited continuation). Given a `State`, it
looks only at `state.view(seat)`: hidden information never enters the search.

A game whose own search weighs its decisions better than sampling sub-decisions can (Tricérata: whole
turns) declares `analysis_values(view, seat, budget, think)`; the analysis is then that search's,
`exact` (no sampling: the value is the search's, without an interval), and moves are judged by the
points they give away against the game's `analysis_points` (inaccuracy, mistake, blunder).

A game whose decision is one draw of its own chance (Trigono: an aim, thrown by a noisy hand)
declares `analysis_draws(sample, view, seat, actions, draws, seed, think)`: per action, the value
of each of `draws` draws (the share of the wins after it, or None where the game knows no
chance of winning, and the points); the analysis reports their means with 95 % intervals. Such a
decision may also be taken outside the listed actions (a free aim): `also` weighs those too, and
`decided(game, state, action)` says which decision a recorded action answered (a resolved throw:
its aim).

`judge_move` compares a move played with the best found: `good`, `inaccuracy`, `mistake` or
`blunder` by the win share it gave away (thresholds `INACCURACY`, `MISTAKE`, `BLUNDER`, as chess
sites do, or the game's own `analysis_wins`: in Trigono one throw moves a round by a few points at
most), or by the points of an exact analysis.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from trigames.core import Action, Game, Seat, SeatError, State, View

from .ismcts import Node, Search, search_settings

INACCURACY = 0.05  # win share given away by an inaccuracy
MISTAKE = 0.15  # ... by a mistake
BLUNDER = 0.30  # ... and by a blunder
DEFAULT_ITERATIONS = 1_000


@dataclass(frozen=True)
class ActionValue:
    """One legal action and what the search found after it, for the analysed seat."""

    action: Action
    text: str
    visits: int
    win: float  # share of the wins (ties split)
    win_low: float
    win_high: float
    score: float  # expected final (or cut-off) score
    score_low: float
    score_high: float

    def to_json(self) -> dict[str, Any]:
        return {"move": self.text, "visits": self.visits, "win": round(self.win, 4),
                "win_interval": [round(self.win_low, 4), round(self.win_high, 4)],
                "score": round(self.score, 2), "score_interval": [round(self.score_low, 2), round(self.score_high, 2)]}


@dataclass(frozen=True)
class Analysis:
    """Every legal action, best first, and the line the search expects after the best."""

    seat: Seat
    decision: str
    iterations: int
    actions: list[ActionValue]
    line: list[str] = field(default_factory=list)
    exact: bool = False  # the game's own search (no sampling): `score` is its value, judged in points
    points: tuple[float, float, float] | None = None  # the game's inaccuracy, mistake, blunder in points
    complete: bool = True  # False: the game's own search was cut (its budget or its CPU cap)
    wins: tuple[float, float, float] = (INACCURACY, MISTAKE, BLUNDER)  # the game's steps in win share given away
    drawn: bool = False  # the game's draws of its own chance (`analysis_draws`): `iterations` draws per action
    wins_known: bool = True  # False: the game gave no chance of winning (each `win` is 0.5): judged in points

    @property
    def best(self) -> ActionValue:
        return self.actions[0]

    def value_of(self, action: Action) -> ActionValue:
        return next(a for a in self.actions if a.action == action)

    def to_json(self) -> dict[str, Any]:
        out = {"seat": self.seat, "decision": self.decision, "iterations": self.iterations, "exact": self.exact,
               "drawn": self.drawn, "wins_known": self.wins_known,
               "best": self.best.text, "line": self.line, "actions": [a.to_json() for a in self.actions]}
        if self.exact:  # the game's own search: values in points (its `win` is only the value's sign)
            out.update(complete=self.complete, points=list(self.points) if self.points else None)
        return out


def analyse(game: Game, position: View | State, seat: Seat | None = None, iterations: int = DEFAULT_ITERATIONS,
            seed: int = 0, think: float | None = None, also: Sequence[Action] = ()) -> Analysis:
    """Analyse the decision of `seat` (default: the seat to move) in `position` (a view or a state).
    `also`: actions outside the legal list the game can weigh too (`analysis_draws`: a free aim).

    Raises:
        SeatError: `seat` is not the seat to move (only the mover has actions to weigh).
    """
    if isinstance(position, State):
        mover = position.current_player()
        seat = mover if seat is None else seat
        view = position.view(seat)  # checks the seat; from here on only the view is used
    else:
        view = position
        seat = view.get("seat") if seat is None else seat
    rng = random.Random(seed)
    sample = game.determinize(view, rng)
    mover = sample.current_player()
    if mover < 0:
        raise SeatError("the game is over: there is no decision to analyse")
    if seat != mover:
        raise SeatError(f"seat {seat} has no decision here: seat {mover} is to move")
    if view.get("seat") != seat:
        raise SeatError(f"the view is seat {view.get('seat')}'s, not seat {seat}'s")
    legal = list(sample.legal_actions())
    drawn = getattr(game, "analysis_draws", None)
    if drawn is not None:
        return _drawn(game, drawn, sample, view, seat, legal + [a for a in also if a not in legal], iterations,
                      seed, think)
    own = getattr(game, "analysis_values", None)
    if own is not None:
        return _own(game, own, sample, view, seat, iterations, think)
    settings = search_settings(game, {"think": think, "c": 1.0})
    # every action needs visits of its own for a value: at least 8 each
    settings["iterations"] = max(iterations, 8 * len(legal)) if len(legal) > 1 else 0
    search = Search(game, seat, rng, **settings)
    root = search.run(view)
    rows = [_row(sample, a, root.children.get(a)) for a in legal]
    # best first: by win share, then expected score, among the actions the search trusted
    # enough to look at often (a quarter of the most visited); the rarely visited ones after
    most = max(r.visits for r in rows)
    rows.sort(key=lambda r: (r.visits * 4 < most, -r.win, -r.score, -r.visits))
    best = rows[0]
    return Analysis(seat, view.get("decision", sample.decision()), search.done, rows,
                    _line(game, view, rng, root, best.action), points=getattr(game, "analysis_points", None),
                    wins=getattr(game, "analysis_wins", (INACCURACY, MISTAKE, BLUNDER)))


def _own(game: Game, own: Any, sample: State, view: View, seat: Seat, iterations: int,
         think: float | None) -> Analysis:
    """The game's own search (`analysis_values`): its value per action, best first; `iterations`
    sets its budget (5 positions each)."""
    values, lines, done, complete = own(view, seat, max(5 * iterations, 200), think)
    rows = []
    for a, v in values.items():
        w = 1.0 if v > 0 else 0.5 if v == 0 else 0.0  # ahead, level or behind at the search's horizon
        rows.append(ActionValue(a, sample.action_to_string(a), 1, w, w, w, v, v, v))
    rows.sort(key=lambda r: -r.score)  # stable: equal values keep the legal order
    line: list[str] = []
    state = sample.clone()  # walked, so that each step is written as it is played ("x3.3": a capture)
    for a in lines.get(rows[0].action, [rows[0].action]):
        if state.is_terminal() or a not in state.legal_actions():
            break
        line.append(state.action_to_string(a))
        state.apply(a)
    points = getattr(game, "analysis_points", None)
    return Analysis(seat, view.get("decision", sample.decision()), done, rows, line, exact=True, points=points,
                    complete=complete)


def _drawn(game: Game, drawn: Any, sample: State, view: View, seat: Seat, actions: list[Action], iterations: int,
           seed: int, think: float | None) -> Analysis:
    """The game's draws of its own chance (`analysis_draws`), `iterations` per action: each action's
    mean and 95 % interval, best first (by the share of the wins where the game gives it, else by
    points, then judged in the game's `analysis_points`)."""
    values, complete = drawn(sample, view, seat, actions, max(iterations, 50), seed, think)
    rows = []
    for a, (wins, points) in values.items():
        w, w_lo, w_hi = _mean(wins) if wins is not None else (0.5, 0.5, 0.5)
        s, s_lo, s_hi = _mean(points)
        rows.append(ActionValue(a, sample.action_to_string(a), len(points), w, max(0.0, w_lo), min(1.0, w_hi),
                                s, s_lo, s_hi))
    rows.sort(key=lambda r: (-r.win, -r.score))  # stable: equal values keep the legal order
    judged_in_points = any(wins is None for wins, _ in values.values())
    return Analysis(seat, view.get("decision", sample.decision()), rows[0].visits, rows,
                    [rows[0].text], points=getattr(game, "analysis_points", None) if judged_in_points else None,
                    complete=complete, wins=getattr(game, "analysis_wins", (INACCURACY, MISTAKE, BLUNDER)), drawn=True,
                    wins_known=not judged_in_points)


def _mean(xs: Sequence[float]) -> tuple[float, float, float]:
    """The mean of `xs` and its 95 % interval (normal approximation)."""
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, m, m
    half = 1.96 * (sum((x - m) ** 2 for x in xs) / (n - 1) / n) ** 0.5
    return m, m - half, m + half


def decided(game: Game, state: State, action: Action) -> Action | None:
    """The decision `action` (as recorded) answered in `state`: itself, unless the game records more than
    the decision (Trigono records where a throw landed; it judges the aim); None: nothing to judge."""
    hook = getattr(game, "decided", None)
    return action if hook is None else hook(state, action)


def _row(sample: State, a: Action, node: Node | None) -> ActionValue:
    text = sample.action_to_string(a)
    if node is None or node.visits == 0:  # a forced move: nothing to compare
        return ActionValue(a, text, 0, 0.0, 0.0, 1.0, 0.0, float("-inf"), float("inf"))
    lo, hi = node.interval()
    score, s_lo, s_hi = node.score_interval()
    return ActionValue(a, text, node.visits, node.mean_win(), lo, hi, score, s_lo, s_hi)


def _line(game: Game, view: View, rng: random.Random, root: Node, first: Action, most: int = 12) -> list[str]:
    """The most visited continuation, written in a sample (moves hidden from the seat read as
    the sample has them: the line is the search's expectation, not a prediction of tiles)."""
    state = game.determinize(view, rng)
    node: Node | None = root
    a: Action | None = first
    out: list[str] = []
    while node is not None and a is not None and len(out) < most and not state.is_terminal():
        if a not in state.legal_actions():
            break
        out.append(state.action_to_string(a))
        state.apply(a)
        node = node.children.get(a)
        if node is None or not node.children:
            break
        a, child = max(node.children.items(), key=lambda kv: kv[1].visits)
        if child.visits < 2:
            break
    return out


@dataclass(frozen=True)
class Judgement:
    """A move judged: its verdict, what decided it (`wins`: the share of the wins; `points`: the
    game's points) and what it gave away in that measure."""

    verdict: str
    by: str
    lost: float


def judge(analysis: Analysis, played: Action) -> Judgement:
    """`played` against the best found: `good`, `inaccuracy`, `mistake` or `blunder`."""
    best = analysis.best
    own = analysis.exact and analysis.points is not None
    if played == best.action or len(analysis.actions) == 1:
        return Judgement("good", "points" if own else "wins", 0.0)
    mine = analysis.value_of(played)
    if own and analysis.points is not None:
        loss = max(0.0, best.score - mine.score)
        # a cut search's values are not trusted to a point: it never says worse than "inaccuracy"
        word = _word(loss, analysis.points)
        if not analysis.complete:
            word = min(word, "inaccuracy", key=VERDICTS.index)
        return Judgement(word, "points", loss)
    loss = max(0.0, best.win - mine.win)
    out = Judgement(_word(loss, analysis.wins), "wins", loss)
    # a win share squeezed by a cut-off evaluation hides points plainly given away (a 48-point tile left
    # for a draw gave away 6-19 % of the wins): where the game states its points, a score given away
    # beyond both intervals is judged too, and the worse verdict stands (with what decided it)
    if analysis.points is not None and mine.score_high < best.score_low:
        points = best.score - mine.score
        word = _word(points, analysis.points)
        if VERDICTS.index(word) > VERDICTS.index(out.verdict):
            out = Judgement(word, "points", points)
    return out


def judge_move(analysis: Analysis, played: Action) -> tuple[str, float]:
    """(verdict, what was given away) of `played` against the best found (`judge`, as a pair)."""
    j = judge(analysis, played)
    return j.verdict, j.lost


VERDICTS = ("good", "inaccuracy", "mistake", "blunder")


def _word(loss: float, steps: tuple[float, float, float]) -> str:
    inaccuracy, mistake, blunder = steps
    if loss >= blunder:
        return "blunder"
    return "mistake" if loss >= mistake else "inaccuracy" if loss >= inaccuracy else "good"


def legal_for(game: Game, view: View) -> Sequence[Action]:
    """The legal actions of the seat to move, from its view (the same in every sample)."""
    return game.determinize(view, random.Random(0)).legal_actions()


__all__ = ["BLUNDER", "INACCURACY", "MISTAKE", "VERDICTS", "ActionValue", "Analysis", "Judgement", "analyse", "decided",
           "judge", "judge_move", "legal_for"]
