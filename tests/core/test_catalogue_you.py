"""The reader's own seat in the second person (issue 18, the newcomer's tour: a guided game said "You" in
its headings but "Seat 1 draws…" in its log): every message that names a seat in a sentence selects on
`$you`, its "yes" sentence reads right with every count and never names the reader in the third person,
and the terminal's catalogue chooses as the browser does for a seated reader."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast

import trigames
from trigames.core import catalogue
from trigames.core.words import seat_name
from trigames.games import REGISTRY

from .test_catalogue import (
    PLURAL_AFTER_ONE,
    PLURAL_AFTER_ZERO_FR,
    SINGULAR_AFTER_MANY,
    WORDS,
    _events,
    _folders,
    _messages,
    _variables,
)

# The variables that name a seat in an event (common.js PLAYER_KEYS, with the winners) or in a board's sentence.
SEATS = {"seat", "rock", "tree_to", "seizer", "first", "starter", "winner", "winners", "name"}
# Board sentences that name the reader when it is their seat (the others name another seat, a bot, or belong
# to a companion table, where one screen enters every seat's moves).
BOARD = {"tq-row-takenby", "tq-drawn-other", "tq-drawn-by", "tm-opens", "tm-opens-set", "tm-opens-table",
         "tm-opens-classic", "tm-end-out", "tm-end-rackof", "tm-end-scores", "tm-end-lowest", "tm-end-nothing",
         "tm-since", "tg-ref-final", "tg-ref-won", "tg-ref-next", "tg-b-key-last", "tg-b-last", "tg-b-took",
         "tg-b-took0", "tg-b-wait", "tg-b-wait-next", "tg-b-flying-name", "tc-store", "pts-trigono-said"}


def _about_a_seat(mid: str, names: set[str]) -> bool:
    return (mid.startswith("ev-") and bool(names & SEATS)) or mid in BOARD


def _selects_you(node: object) -> bool:
    """Whether the message chooses its words on `$you` with a "yes" variant (the reader's seat); some
    messages hold a `$you` that is a score ("Le robot a gagné, 5 à 3")."""
    if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference) \
            and node.selector.id.name == "you" and any(getattr(v.key, "name", None) == "yes" for v in node.variants):
        return True
    if isinstance(node, ast.BaseNode):
        return any(_selects_you(item) for v in vars(node).values() for item in (v if isinstance(v, list) else [v]))
    return False


@pytest.mark.parametrize("lang", catalogue.LANGS)
def test_every_sentence_about_a_seat_has_a_second_person(lang: str) -> None:
    _folders()
    missing = [mid for _, mid, entry in _messages(lang) if _about_a_seat(mid, _variables(entry) - {"you"})
               and not _selects_you(entry)]
    assert not missing, missing
    found = {mid for _, mid, _ in _messages(lang)}
    assert found >= BOARD, BOARD - found


@pytest.mark.parametrize("lang", catalogue.LANGS)
def test_the_second_person_reads_right(lang: str) -> None:
    """Rendered for the reader with counts 0, 1, 2 and 5: the plural rules of test_catalogue, no error, and
    no seat name standing for the reader ("<seat>"); "you" or "vous" in the sentence."""
    _folders()
    bad = []
    checked = 0
    for _, mid, entry in _messages(lang):
        names = _variables(entry)
        if not _selects_you(entry):
            continue
        checked += 1
        for n in (0, 1, 2, 5):
            args: dict[str, Any] = {v: (f"<{v}>" if v in WORDS else n) for v in names}
            args["you"] = "yes"
            args["winners"] = f"{catalogue.message('ev.you', lang)}, <winners>"  # the reader among the winners
            if "own" in names:
                args["own"] = "yes" if n % 2 else "no"
            text, errors = catalogue.formatted(mid, lang, **args)
            problems = [str(e) for e in errors]
            problems += [p.pattern[:20] for p in (PLURAL_AFTER_ONE, SINGULAR_AFTER_MANY) if p.search(text)]
            if lang == "fr" and PLURAL_AFTER_ZERO_FR.search(text):
                problems.append("0/1 + plural")
            # the reader is never named: only a list of winners may hold "you" among other names
            problems += [f"<{v}>" for v in SEATS - {"winners"} if f"<{v}>" in text]
            second = ("you", "your") if lang == "en" else ("vous", "votre")
            if text.strip() and not any(w in text.lower() for w in second):  # an empty fragment names no one
                problems.append("no second person")
            if "{" in text or "⟦" in text:
                problems.append("{")
            if problems:
                bad.append(f"{mid} [{n}]: {text!r} {problems}")
                break
    assert checked >= 60, checked
    assert not bad, "\n".join(bad)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the browser's wording")
@pytest.mark.parametrize("lang", catalogue.LANGS)
def test_the_terminal_and_the_browser_say_the_same_sentence_to_a_seated_reader(lang: str) -> None:
    """The events of random games of the four games told to seat 0's reader: the browser (common.js
    describeEvent with `you`) and the terminal's catalogue (`me`) say the same sentence, in the second
    person where the event is about seat 0."""
    _folders()
    items = [{"game": g, "event": e, "you": 0} for g in sorted(REGISTRY) for e in _events(g)]
    run = subprocess.run(["node", str(Path(__file__).with_name("browser_words.mjs"))], check=True, timeout=120,
                         input=json.dumps({"lang": lang, "items": items}), capture_output=True, text=True)
    browser = json.loads(run.stdout)
    different, yours = [], 0
    you = "You" if lang == "en" else "Vous"
    for item, said in zip(items, browser, strict=True):
        game = trigames.make(item["game"])
        words = game._words()
        names = [seat_name(p, lang) for p in range(game.players)]
        terminal = catalogue.tell(item["game"], item["event"], names, lang, me=0,
                                  variant=getattr(words, "variant", None), params=getattr(words, "params", None))
        if terminal != said:
            different.append(f"{item['game']} {item['event']}: terminal {terminal!r}, browser {said!r}")
        if said and item["event"].get("seat") == 0:
            yours += 1
            assert seat_name(0, lang) not in said and you.lower() in said.lower(), (item, said)
    assert yours > 50
    assert not different, "\n".join(different[:20])
