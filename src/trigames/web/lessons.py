"""The guided first games (/learn/GAME): one short scripted game per game, against a bot.

A lesson is a real table: a chosen seed, seat 1 for the person and seat 2 for a bot, and options
that keep the game short. The server's bots are a pure function of (table seed, seat, ply, view,
legal) (bots.py), and the engines are deterministic for a seed and a list of actions, so the same
person's moves give the same game every time. This module plays each lesson once with a good policy
for the person's seat and writes, for every decision of the person, the expected action and the
words that teach it (catalogue keys, both languages), to the game's `web/lesson.json` (served at
/games/GAME/lesson.json), which static/learn.js follows.

    python -m trigames.web.lessons            # write every lesson.json
    python -m trigames.web.lessons --check    # exit 1 when a shipped lesson is not current

The person's actions are stored; `annotate` turns them (with the bot's replies, computed again)
into the steps, so a test can replay a shipped lesson and compare without running the policy.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import trigames
from trigames.agents import make_agent
from trigames.core import Game, derive_seed

from . import bots

GAMES_DIR = Path(trigames.__file__).resolve().parent / "games"
PERSON, BOT = 0, 1
FORMAT = 1


@dataclass(frozen=True)
class Lesson:
    game: str
    seed: int
    options: dict[str, Any]
    bot: str
    policy: str  # how the person's moves were chosen when the lesson was made: an agent name or "trigono"
    extra: dict[str, Any] = field(default_factory=dict)


LESSONS = {
    # 4 rounds (the game's length cannot be shortened): 26 decisions, two face-down tokens, three triquetas, a win 24–13
    "triqueta": Lesson("triqueta", 15, {"first_player": PERSON}, "greedy", "club"),
    # one round: an opening, matching corners, a hexagon, two draws, going out
    "triominos": Lesson("triominos", 124, {"fixed_rounds": 1, "first_player": PERSON}, "greedy", "greedy"),
    # a triangle of 3 rows, 1 stone per cell: sowing, sowing again, captures and two seizures
    "tricerata": Lesson("tricerata", 5, {"rows": 3, "stones": 1, "first_player": PERSON}, "greedy", "beginner"),
    # 3 pucks each: the plank, the big hole, the small hole, a drawn round, the match
    "trigono": Lesson("trigono", 3, {"pucks_per_player": 3, "first_player": PERSON}, "target", "trigono"),
}


def lesson_path(game_id: str) -> Path:
    return GAMES_DIR / game_id / "web" / "lesson.json"


def make_game(lesson: Lesson) -> Game:
    return trigames.make(lesson.game, players=2, **lesson.options)


# -- playing ------------------------------------------------------------------------------
def _trigono_policy(state: Any, legal: list[Any]) -> Any:
    """Aim where the pucks are: the big hole wins the plank's, the small hole the ground's."""
    names = {state.action_to_string(a): a for a in legal}
    if "next" in names:
        return names["next"]
    view = state.view(PERSON)
    plank, ground = sum(view["on_board"]), view["ground"]
    if plank == 0 and ground == 0:
        return names["aim plank"]
    return names["aim big"] if plank >= ground else names["aim small"]


def play(lesson: Lesson, person: list[str] | None = None) -> tuple[list[str], Any]:
    """The whole game: the person's moves from `person` (notation) or from the policy, the bot's
    exactly as the server decides them. Returns every action's notation and the final state."""
    game = make_game(lesson)
    options = dict(game.options)  # what the server stores and hands its bots
    state = game.new_game(lesson.seed)
    actions: list[str] = []
    mine = iter(person) if person is not None else None
    while not state.is_terminal():
        seat = state.current_player()
        legal = list(state.legal_actions())
        ply = len(actions)
        if seat == PERSON:
            if mine is not None:
                action = state.parse_action(next(mine))
            elif lesson.policy == "trigono":
                action = _trigono_policy(state, legal)
            else:
                agent = make_agent(lesson.policy, game, PERSON, derive_seed(lesson.seed, "person", ply))
                action = agent.act(state.view(PERSON), legal)
        else:
            action = bots.chosen(state, legal, bots.decide(lesson.game, game.players, options, lesson.bot,
                                                           lesson.seed, seat, ply, state.view(seat), legal))
        actions.append(state.action_to_string(action))
        state.apply(action)
    return actions, state


# -- words ----------------------------------------------------------------------------------
def T(key: str, **params: Any) -> dict[str, Any]:
    """A parameter that is itself a catalogue message: {"t": key, ...its parameters}."""
    return {"t": key, **params}


class Teacher:
    """Turns the game, decision by decision, into steps: the first time a thing happens it is taught
    (an instruction and why), later only the instruction."""

    def __init__(self, game_id: str) -> None:
        self.game = game_id
        self.taught: set[str] = set()
        self.news: list[dict[str, Any]] = []

    def first(self, what: str) -> bool:
        if what in self.taught:
            return False
        self.taught.add(what)
        return True

    def key(self, name: str) -> str:
        return f"learn.{self.game}.{name}"

    def say(self, name: str, teach: str | None = None, /, **params: Any) -> dict[str, Any]:
        """`teach`: the concept; the first time, the step has the long words and their why."""
        if teach is not None and self.first(teach):
            return {"say": self.key(f"{name}.first"), "why": self.key(f"{name}.why"), "params": params}
        return {"say": self.key(name), "params": params}

    def note(self, what: str, /, **params: Any) -> None:
        self.news.append({"key": self.key(what), "params": params})


# Triqueta ------------------------------------------------------------------------------------
TQ_TYPES = ["rabbit", "owl", "deer", "boar", "ram", "bear"]


def _animal(name: str) -> dict[str, Any]:
    return T(f"val.triqueta.{name}")


def _row(r: int) -> dict[str, Any]:
    return T("learn.triqueta.row", n=r + 1)  # rows are counted from 1, as the board shows them


def triqueta_step(tt: Teacher, state: Any, action: str) -> dict[str, Any]:
    view = state.view(PERSON)
    if action == "draw":
        return tt.say("draw", "draw")
    if action == "keep":
        return tt.say("keep", "keep", animal=_animal(view["drawn"]))
    if action.startswith("place R"):
        r = int(action[7:])
        drawn = view["drawn"]
        mine = view["seats"][PERSON]["collected"][TQ_TYPES.index(drawn)]
        if mine >= 3 and "place.spoil" not in tt.taught:
            tt.taught.add("place.spoil")
            return {"say": tt.key("place.spoil"), "why": tt.key("place.spoil.why"),
                    "params": {"animal": _animal(drawn), "row": _row(r)}}
        same = view["rows"][r].count(drawn) + 1  # that animal in the row once placed
        if same >= 2 and "place" in tt.taught:
            return tt.say("place.more", None, animal=_animal(drawn), row=_row(r), n=same)
        return tt.say("place", "place", animal=_animal(drawn), row=_row(r))
    if action.startswith("take R"):
        r = int(action[6:])
        tokens = view["rows"][r]
        if not tokens:
            return tt.say("take.empty", "take.empty", row=_row(r))
        return tt.say("take", "take", row=_row(r), n=len(tokens))
    raise ValueError(f"a Triqueta lesson does not teach {action!r}")


def triqueta_news(tt: Teacher, seat: int, action: str, events: list[Any]) -> None:
    for ev in events:
        if ev.kind == "round_end":
            if tt.first("scoring"):
                tt.note("scoring")
            who = "you" if ev.data["rock"] == PERSON else "bot"
            if ev.data["round"] < 4:
                tt.note("round_end", round=ev.data["round"], who=who)
            else:
                tt.note("last_round", who=who)


# Triominos -----------------------------------------------------------------------------------
def _where(details: dict[str, Any]) -> dict[str, Any]:
    """Where a placement goes, in the words the board's place buttons use (the engine's details: the
    first tile the cell touches and the side of it; one tile and a side name one cell)."""
    if not details.get("next_to"):
        return T("tm.where.middle")
    return T(f"tm.where.{details['side']}", tile=details["next_to"])


def _triominos_unambiguous(state: Any, action: str, details: dict[str, Any]) -> None:
    """A step names the tile, the place (in words) and the points: no other legal move may fit those
    words (another rotation of the tile at the same place and for the same points would: the person
    could lay it without turning the tile, and the lesson would lose its way)."""
    for other in state.legal_actions():
        text = state.action_to_string(other)
        d = state.action_details(other)
        if text != action and d["kind"] == "place" and d["tile"] == details["tile"] and \
                tuple(d["cell"]) == tuple(details["cell"]) and d["points"] == details["points"]:
            raise ValueError(f"a Triominos step cannot tell {action!r} from {text!r}: choose another seed")


def triominos_step(tt: Teacher, state: Any, action: str, details: dict[str, Any] | None) -> dict[str, Any]:
    view = state.view(PERSON)
    if action == "draw":
        if view["decision"] == "AFTER_DRAW":
            return tt.say("draw.again", "draw.again")
        return tt.say("draw", "draw")
    if action == "pass":
        return tt.say("pass", "pass")
    assert details is not None and details["kind"] == "place"
    tile, points = details["tile"], details["points"]
    prep = {"tile": tile, "rotation": details["rotation"]}
    _triominos_unambiguous(state, action, details)
    # every step but the opening names the place as its button does ("below 1-1-4"): two places may
    # score the same points (issue 18: "Lay 0-1-1 for 2 points" fitted two places, one ended the lesson)
    where = _where(details)
    if view["decision"] == "OPEN":
        out = tt.say("open", "open", tile=tile, n=points)
    elif details["out"]:
        out = tt.say("out", "out", tile=tile, n=points, where=where)
    elif details["figure"]:
        figure = details["figure"].replace(" ", "_")
        out = tt.say(f"fig.{figure}", f"fig.{figure}", tile=tile, n=points, bonus=details["bonus"], where=where)
    elif view["decision"] == "AFTER_DRAW":
        out = tt.say("drawn", "drawn", tile=tile, n=points, where=where)
    else:
        out = tt.say("place", "place", tile=tile, n=points, where=where, sides=details["sides"])
    out["prep"] = prep
    return out


def triominos_news(tt: Teacher, seat: int, action: str, events: list[Any]) -> None:
    for ev in events:
        if ev.kind == "draw" and seat == BOT and tt.first("bot.draw"):
            tt.note("bot_draw")
        if ev.kind == "place" and seat == BOT and ev.data.get("figure") and tt.first("bot.figure"):
            tt.note("bot_figure", n=ev.data["points"])
        if ev.kind == "round_end":
            tt.note("round_out" if ev.data["end"] == "out" else "round_blocked")


# Tricérata -----------------------------------------------------------------------------------
def _place(label: str) -> dict[str, Any]:
    """A cell in words ("row 3, cell 2", "rangée 3, case 2"), never the notation's `3.2`."""
    row, k = (int(x) for x in label.split("."))
    return T("tc.place", row=row, k=k)


def tricerata_step(tt: Teacher, state: Any, action: str, previous: list[Any]) -> dict[str, Any]:
    view = state.view(PERSON)
    decision = view["decision"]
    label = action.lstrip("x!")
    cell = _place(label)
    if decision == "START":
        return tt.say("start", "start", cell=cell, n=view["board"][_cell_index(state, label)])
    if decision == "SOW":
        resowed = bool(previous) and previous[-1].kind == "resow"
        if resowed and tt.first("resow"):
            return {"say": tt.key("resow.first"), "why": tt.key("resow.why"),
                    "params": {"cell": cell, "n": view["hand"]}}
        return tt.say("sow", "sow", cell=cell, n=view["hand"])
    if decision == "CAPTURE":
        return tt.say("capture", "capture", cell=cell, n=view["board"][_cell_index(state, label)])
    if decision == "SEIZE":
        return tt.say("seize", "seize", cell=cell, n=view["board"][_cell_index(state, label)])
    raise ValueError(f"a Tricérata lesson does not teach {action!r} at {decision}")


def _cell_index(state: Any, label: str) -> int:
    i, k = (int(x) for x in label.split("."))
    return (i - 1) ** 2 + (k - 1)


def tricerata_news(tt: Teacher, seat: int, action: str, events: list[Any]) -> None:
    for ev in events:
        if ev.kind == "capture" and seat == BOT:
            tt.note("bot_capture", cell=_place(ev.data["cell"]), n=ev.data["stones"])
        if ev.kind == "seize" and seat == BOT:
            tt.note("bot_seize", cell=_place(ev.data["cell"]), n=ev.data["stones"])
        if ev.kind == "isolated" and ev.data["seizer"] == BOT:
            tt.note("isolated_you", cell=_place(ev.data["cell"]))


# Trigono -------------------------------------------------------------------------------------
def trigono_step(tt: Teacher, state: Any, action: str) -> dict[str, Any]:
    view = state.view(PERSON)
    plank, ground = sum(view["on_board"]), view["ground"]
    if action == "next":
        return tt.say("next", "next", round=view["round"] + 1)
    target = action.split(" ", 1)[1]
    if target not in ("big", "small", "plank"):
        raise ValueError(f"a Trigono lesson aims at the holes or the plank, not {action!r}")
    if tt.first("aim"):
        tt.taught.add(f"aim.{target}")
        return {"say": tt.key(f"aim.{target}.start"), "why": tt.key("aim.why"),
                "params": {"plank": plank, "ground": ground}}
    return tt.say(f"aim.{target}", f"aim.{target}", plank=plank, ground=ground)


def trigono_news(tt: Teacher, seat: int, action: str, events: list[Any]) -> None:
    for ev in events:
        if ev.kind == "throw":
            who = "you" if ev.data["seat"] == PERSON else "bot"
            place = ev.data["outcome"]
            if place not in ("big", "small", "board", "ground"):
                place = "other"
            tt.note(f"throw.{who}.{place}", n=ev.data["collected"], hand=ev.data["hand"])
        if ev.kind == "round_end":
            winner = ev.data["winner"]
            outcome = "round.draw" if winner < 0 else "round.you" if winner == PERSON else "round.bot"
            tt.note(outcome, round=ev.data["round"])
            if tt.first("match"):
                tt.note("match")


def fingerprint(legal: list[str]) -> str:
    """FNV-1a (32 bits) of the legal actions' notation joined by newlines, as learn.js computes it:
    a position the lesson did not foresee (the person played another move) shows a different one."""
    h = 0x811C9DC5
    for ch in "\n".join(legal):
        h = ((h ^ ord(ch)) * 0x01000193) & 0xFFFFFFFF
    return f"{h:08x}"


NEWS: dict[str, Callable[[Teacher, int, str, list[Any]], None]] = {
    "triqueta": triqueta_news, "triominos": triominos_news, "tricerata": tricerata_news, "trigono": trigono_news,
}


def annotate(lesson: Lesson, actions: list[str]) -> dict[str, Any]:
    """The lesson file's content for this game played with these actions (the bot's included)."""
    game = make_game(lesson)
    state = game.new_game(lesson.seed)
    tt = Teacher(lesson.game)
    steps: list[dict[str, Any]] = []
    previous: list[Any] = []
    for ply, text in enumerate(actions):
        seat = state.current_player()
        action = state.parse_action(text)
        if seat == PERSON:
            legal = list(state.legal_actions())
            describe = getattr(state, "action_details", None)
            details = describe(action) if describe is not None else None
            if lesson.game == "triqueta":
                step = triqueta_step(tt, state, text)
            elif lesson.game == "triominos":
                step = triominos_step(tt, state, text, details)
            elif lesson.game == "tricerata":
                step = tricerata_step(tt, state, text, previous)
            else:
                step = trigono_step(tt, state, text)
            assert action in legal
            step = {"v": ply, "action": text, "check": fingerprint([state.action_to_string(a) for a in legal]), **step}
            if tt.news:
                step["news"], tt.news = tt.news, []
            steps.append(step)
        events = state.apply_events(action)
        previous = list(events)
        NEWS[lesson.game](tt, seat, text, previous)
    outcome = state.outcome().to_json()
    scores = [int(x) for x in outcome["scores"]]
    won = PERSON in outcome["winners"]
    end: dict[str, Any] = {"v": len(actions), "say": "learn.end.won" if won and len(outcome["winners"]) == 1 else
                           "learn.end.shared" if won else "learn.end.lost",
                           "params": {"you": scores[PERSON], "bot": scores[BOT]}}
    if tt.news:
        end["news"] = tt.news
    return {
        "format": FORMAT, "game": lesson.game, "engine": game.spec.version, "seed": lesson.seed,
        "options": lesson.options,
        "seats": [{"kind": "person"}, {"kind": "bot", "agent": lesson.bot}], "seat": PERSON,
        "person": [s["action"] for s in steps],
        "plies": len(actions), "steps": steps, "end": end, "result": outcome,
    }


def build(game_id: str, replay_person: list[str] | None = None) -> dict[str, Any]:
    lesson = LESSONS[game_id]
    actions, _ = play(lesson, replay_person)
    return annotate(lesson, actions)


def dump(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trigames.web.lessons", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="replay the shipped lessons; exit 1 if one is not current")
    parser.add_argument("games", nargs="*", default=sorted(LESSONS))
    args = parser.parse_args(argv)
    bad = 0
    for game_id in args.games:
        path = lesson_path(game_id)
        if args.check:
            shipped = json.loads(path.read_text(encoding="utf-8"))
            if dump(build(game_id, shipped["person"])) != path.read_text(encoding="utf-8"):
                print(f"{path}: not current (python -m trigames.web.lessons {game_id})", file=sys.stderr)
                bad += 1
            continue
        data = build(game_id)
        path.write_text(dump(data), encoding="utf-8")
        print(f"{path}: {len(data['steps'])} steps, {data['plies']} moves, result {data['result']['scores']}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
