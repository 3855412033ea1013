"""Trigono in plain words: the rules card, throws as sentences, the match round by round."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from trigames.core import View, catalogue

catalogue.register(__package__ or "trigames.games.trigono")

# The rules card, from the catalogue (web/en.ftl, web/fr.ftl: cli-trigono-card).
CARD = catalogue.message("cli.trigono.card", "en")
CARD_FR = catalogue.message("cli.trigono.card", "fr")

_OUTCOME = re.compile(r"^(board|ground|big|small|jackpot)(\d*)$")
_KNOCK = re.compile(r"^knock (\d+) (?:board(\d+)>)?(\w+?)(\d*)$")


def _parse(text: str) -> dict[str, Any] | None:
    """A throw's outcome ("big", "bounce small", "board+knock 2 ground", "big1+knock 1 board0>small0"),
    parsed as web/outcome.js parses it."""
    head, *rest = str(text).strip().split("+")
    bounced = head.startswith("bounce ")
    m = _OUTCOME.match(head.removeprefix("bounce ").strip())
    if not m:
        return None
    knocks = []
    for part in rest:
        k = _KNOCK.match(part.strip())
        if not k or k.group(3) not in ("board", "ground", "big", "small", "jackpot"):
            return None
        knocks.append({"n": int(k.group(1)), "from": None if k.group(2) is None else int(k.group(2)),
                       "place": k.group(3), "board": int(k.group(4)) if k.group(4) else None})
    return {"bounced": bounced, "place": m.group(1), "board": int(m.group(2)) if m.group(2) else None, "knocks": knocks}


def _place(where: str, board: int | None, into: bool, lang: str) -> str:
    key = f"tg.o.{'into.' if into else ''}{where}"
    if board is None:
        return catalogue.message(key, lang)
    if where == "board":
        return catalogue.message(f"{key}n", lang, n=board + 1)
    return f"{catalogue.message(key, lang)} {catalogue.message('tg.o.ofplank', lang, n=board + 1)}"


def _knock(k: Mapping[str, Any], lang: str) -> str:
    dest = _place(k["place"], k["board"], True, lang)
    src = "" if k["from"] is None else " " + catalogue.message("tg.k.from", lang, n=k["from"] + 1)
    return catalogue.message("tg.k", lang, n=k["n"], where=dest, **{"from": src})


def sentence(outcome: str, lang: str = "en") -> str | None:
    """The outcome in one line, as the browser's log says it (web/outcome.js `sentence`)."""
    o = _parse(outcome)
    if o is None:
        return None
    head = (catalogue.message("tg.o.bounced", lang, where=_place(o["place"], o["board"], True, lang)) if o["bounced"]
            else _place(o["place"], o["board"], False, lang))
    return ", ".join([head.lower(), *(_knock(k, lang) for k in o["knocks"])])


def throw_words(outcome: str) -> str:
    return sentence(outcome, "en") or outcome


def throw_words_fr(outcome: str) -> str:
    return sentence(outcome, "fr") or outcome


def variant(e: Mapping[str, Any]) -> str | None:
    """A throw that took pucks says how many; a round nobody won is a draw (as web/messages.js)."""
    if e["kind"] == "round_end" and (e.get("winner") is None or e["winner"] < 0):
        return "draw"
    return "take" if e["kind"] == "throw" and (e.get("collected") or 0) > 0 else None


_HOLES = ("big", "small", "jackpot")


def own_taken(o: Mapping[str, Any] | None) -> bool:
    """Whether the thrower's own puck is among the pucks its throw took (web/outcome.js `ownTaken`;
    RULES §4.3: the thrown puck lies where it ended before anything is collected)."""
    if o is None:
        return False
    holes = [k for k in o["knocks"] if k["place"] in _HOLES]
    if not o["bounced"] and o["place"] in _HOLES:
        return True
    if any(k["place"] == "jackpot" for k in holes):
        return True
    if o["bounced"] or o["place"] == "ground":
        return any(k["place"] == "small" for k in holes)
    return o["place"] == "board" and any(
        k["place"] == "big" and (k["board"] is None or o["board"] is None or k["board"] == o["board"]) for k in holes)


def taken_params(outcome: str, collected: int) -> dict[str, Any]:
    """`own` ("yes": the thrower's own puck came back) and `more` (the other pucks taken): "takes 3"
    never counts the thrower's own puck as won (web/outcome.js `takenParams`)."""
    own = collected > 0 and own_taken(_parse(outcome))
    return {"own": "yes" if own else "no", "more": max(0, collected - (1 if own else 0))}


def params(e: Mapping[str, Any], p: dict[str, Any], lang: str) -> None:
    """A throw: where the puck ended in words, not in notation; what it took, its own puck apart."""
    if e["kind"] == "throw" and isinstance(e.get("outcome"), str):
        p["outcome"] = sentence(e["outcome"], lang) or e["outcome"]
        p.update(taken_params(e["outcome"], int(e.get("collected") or 0)))


def tell(e: dict[str, Any], names: Sequence[str], lang: str = "en", *, me: int | None = None) -> str | None:
    """The event in words: the browser's sentence (the catalogue's ev.trigono.*); to seat `me`'s reader, an
    event about that seat in the second person."""
    return catalogue.tell("trigono", e, names, lang, variant=variant, params=params, me=me)


def tell_fr(e: dict[str, Any], names: Sequence[str]) -> str | None:
    return tell(e, names, "fr")


def breakdown(v: View, names: Sequence[str], rounds: Sequence[Any] = (), lang: str = "en") -> list[str]:
    """Who won each round, and the rounds won."""
    out = [catalogue.message("cli.trigono.round_draw" if w < 0 else "cli.trigono.round_won", lang, round=r,
                             who=names[w] if w >= 0 else "") for r, w in enumerate(v["results"], 1)]
    wins = ", ".join(catalogue.message("cli.trigono.wins_of", lang, who=names[p], n=n) for p, n in enumerate(v["wins"]))
    out.append(catalogue.message("cli.trigono.wins", lang, list=wins))
    return out


_AIM = re.compile(r"^aim (big|small|plank|jackpot)(\d*)$")
_SPOT = re.compile(r"^aim (-?[\d.]+),(-?[\d.]+)(?:@(\d+))?$")
_FREE = re.compile(r"^aim -?[\d.]+ \S+ [\d.]+ \S+$")


def _target(kind: str, plank: str, boards: int, lang: str) -> str:
    """What an aim names ("the big hole"); on a layout of several planks an aim that names a plank (`aim big1`)
    says which, counting planks from 1 ("the big hole of plank 2"), as web/messages.js `target`."""
    if not plank or kind == "jackpot" or boards <= 1:
        return catalogue.message(f"val.trigono.{kind}", lang)
    return catalogue.message(f"val.trigono.{kind}.n", lang, n=int(plank) + 1)


def move(state: Any, action: Any, text: str, lang: str = "en") -> str | None:
    """A move in words for a person's list ("Aim at the big hole"), as the browser says it (web/messages.js
    `action`); a spot of the plank is said by its side, not by its numbers; a refereed throw by where the
    puck ended."""
    if text == "next":
        return catalogue.message("act.trigono.next", lang)
    m = _AIM.match(text)
    if m:
        return catalogue.message("act.trigono.aim", lang, target=_target(m[1], m[2], getattr(state, "B", 1), lang))
    m = _SPOT.match(text)
    if m:
        u = float(m[1])
        side = "left" if u < 0 else "right" if u > 0 else "middle"
        plank = _target("plank", m[3] or "", getattr(state, "B", 1), lang)  # "plank 2" where there are several
        return catalogue.message(f"cli.trigono.spot.{side}", lang, target=plank)
    if _FREE.match(text):
        return catalogue.message("act.trigono.free", lang)
    return sentence(text, lang)
