"""Trigono in plain words: the rules card, throws as sentences, the match round by round."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from trigames.core import View
from trigames.core.words import fr, generic, is_you, plural, verb

CARD = """\
Trigono — throw your pucks, one per turn, at your triangular plank. A puck in the BIG hole takes
every puck lying on that plank; in the SMALL hole it takes every puck on the ground; the JACKPOT
(hexagon) takes everything. A puck that bounced on the floor before falling in does not count.

Run out of pucks and you are out of the round; the last one left wins the round if they hold at
least 2 pucks (with 1 they get one final throw). First to win 2 rounds wins the match.

Aim with the menu (big, small, plank, a point) or exactly: aim yaw elevation speed [spin]."""

CARD_FR = """\
Trigono — lancez vos palets, un par tour, sur votre planche triangulaire. Un palet dans le GRAND trou
prend tous les palets posés sur cette planche ; dans le PETIT trou il prend tous les palets au sol ; le
JACKPOT (hexagone) prend tout. Un palet qui a rebondi au sol avant de tomber dans un trou ne compte pas.

Sans palet, vous sortez de la manche ; le dernier qui reste la gagne s'il a au moins 2 palets (avec 1,
il a un dernier lancer). Le premier à gagner 2 manches gagne la partie.

Visez avec le menu (big, small, plank, un point) ou exactement : aim lacet élévation vitesse [effet]."""

_PLACE_FR = {"big": "le grand trou", "small": "le petit trou", "board": "la planche", "ground": "le sol",
             "jackpot": "le jackpot"}

_PLACE = {"big": "the big hole", "small": "the small hole", "board": "the plank", "ground": "the floor",
          "jackpot": "the jackpot"}


def _where(text: str) -> str:
    m = re.fullmatch(r"(big|small|board|ground|jackpot)(\d*)", text)
    if not m:
        return text
    board = f" of board {m.group(2)}" if m.group(2) else ""
    return _PLACE[m.group(1)] + board


def _into(where: str) -> str:
    return ("into " if where.startswith(("big", "small", "jackpot")) else "onto ") + _where(where)


def throw_words(outcome: str) -> str:
    """"bounce big+knock 1 ground" → "bounces on the floor into the big hole (does not count);
    knocks 1 puck to the floor"."""
    head, *knocks = outcome.split("+knock ")
    bounced = head.startswith("bounce ")
    where = head.removeprefix("bounce ").strip()
    text = _into(where)
    if bounced:
        text = f"off the floor {text} (a bounce: it does not count)"
    for k in knocks:
        n, _, dest = k.partition(" ")
        text += f"; knocks {plural(int(n), 'puck')} {_into(dest.split('>')[-1])}"
    return text


def _where_fr(text: str) -> str:
    m = re.fullmatch(r"(big|small|board|ground|jackpot)(\d*)", text)
    if not m:
        return text
    return _PLACE_FR[m.group(1)] + (f" de la planche {m.group(2)}" if m.group(2) else "")


def _into_fr(where: str) -> str:
    return ("dans " if where.startswith(("big", "small", "jackpot")) else "sur ") + _where_fr(where)


def throw_words_fr(outcome: str) -> str:
    head, *knocks = outcome.split("+knock ")
    where = head.removeprefix("bounce ").strip()
    text = _into_fr(where)
    if head.startswith("bounce "):
        text = f"{text} après un rebond au sol (ne compte pas)"
    for k in knocks:
        n, _, dest = k.partition(" ")
        text += f" ; envoie {plural(int(n), 'palet')} {_into_fr(dest.split('>')[-1])}"
    return text


def tell_fr(e: dict[str, Any], names: Sequence[str]) -> str | None:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    if kind == "throw":
        text = f"{fr(who, 'lancez', 'lance')} {throw_words_fr(e['outcome'])}"
        got = e["collected"]
        if got:
            out = e["outcome"]
            what = "la planche" if "big" in out else "le sol" if "small" in out else "tout" \
                if "jackpot" in out else "les palets"
            text += f" — {'vous prenez' if is_you(who) else 'prend'} {what} : {plural(got, 'palet')}"
        return text + f" ({plural(e['hand'], 'palet')} en main)"
    if kind == "round_end":
        w = e["winner"]
        if w is None or w < 0:
            return f"la manche {e['round']} est nulle"
        return f"manche {e['round']} : {fr(names[w], 'la gagnez', 'la gagne')}"
    if kind == "round_start":
        return f"la manche {e['round']} commence ; {fr(names[e['starter']], 'lancez', 'lance')} en premier"
    return generic(e, names)


def tell(e: dict[str, Any], names: Sequence[str]) -> str | None:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    if kind == "throw":
        text = f"{verb(who, 'throw')} {throw_words(e['outcome'])}"
        got = e["collected"]
        if got:
            out = e["outcome"]
            what = "the plank" if "big" in out else "the ground" if "small" in out else "everything" \
                if "jackpot" in out else "the pucks"
            text += f" — {'you take' if who == 'you' else 'takes'} {what}: {plural(got, 'puck')}"
        return text + f" ({plural(e['hand'], 'puck')} in hand)"
    if kind == "round_end":
        w = e["winner"]
        if w is None or w < 0:
            return f"round {e['round']} is a draw"
        return f"round {e['round']}: {verb(names[w], 'win')} it"
    if kind == "round_start":
        return f"round {e['round']} starts; {verb(names[e['starter']], 'throw')} first"
    return generic(e, names)


def breakdown(v: View, names: Sequence[str], rounds: Sequence[Any] = (), lang: str = "en") -> list[str]:
    """Who won each round, and the rounds won."""
    if lang == "fr":
        out = [f"manche {r} : {'nulle' if w < 0 else names[w]}" for r, w in enumerate(v["results"], 1)]
        out.append("manches gagnées : " + ", ".join(f"{names[p]} {n}" for p, n in enumerate(v["wins"])))
        return out
    out = [f"round {r}: {'a draw' if w < 0 else names[w]}" for r, w in enumerate(v["results"], 1)]
    out.append("rounds won: " + ", ".join(f"{names[p]} {n}" for p, n in enumerate(v["wins"])))
    return out
