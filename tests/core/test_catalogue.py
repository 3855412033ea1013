"""The one message catalogue (Project Fluent files, read by the browser and the terminal): every
message in both languages, every count in the right plural form."""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast, parse

import trigames
from trigames.core import catalogue
from trigames.core.words import seat_name
from trigames.games import REGISTRY

# Variables that hold words (names, lists, notation), not counts; every other one is rendered as 0, 1, 2 and 5.
WORDS = {"seat", "name", "names", "game", "message", "token", "a_token", "tokens", "animal", "list", "what",
         "agent", "winners", "cell", "tile", "kind", "who", "rock", "tree_to", "seizer", "first",
         "starter", "winner", "path", "error", "move", "outcome", "reason", "why", "figure", "rank"}
# "1 tokens", "1 points", "2 point", "(s)": a count next to a noun in the wrong form.
PLURAL_AFTER_ONE = re.compile(r"(?<![\d.,−-])1 (tokens|points|pts|stones|pucks|tiles|turns|rounds|places|cells|"
                              r"moves|jetons|pierres|palets|tuiles|tours|manches|cases|coups|endroits|players|joueurs)\b")
PLURAL_AFTER_ZERO_FR = re.compile(r"(?<![\d.,−-])[01] (jetons|points|pierres|palets|tuiles|tours|manches|cases|"
                                  r"coups|endroits|joueurs)\b")
SINGULAR_AFTER_MANY = re.compile(r"(?<![\d.,−-])[25] (token|point|stone|puck|tile|turn|jeton|pierre|palet|"
                                 r"tuile)\b(?!s)")


def _folders() -> list[str]:
    for game_id in sorted(REGISTRY):
        module = sys.modules[REGISTRY[game_id].__module__]
        catalogue.register(module.__package__ or module.__name__)
    return ["core", *sorted(REGISTRY)]


def _messages(lang: str) -> Iterator[tuple[str, str, ast.Message]]:
    for where, text in catalogue.sources(lang):
        for entry in parse(text).body:
            assert not isinstance(entry, ast.Junk), f"{where}: cannot read {entry.content!r}"
            if isinstance(entry, ast.Message):
                yield where.replace(f"{lang}.ftl", "LANG.ftl"), entry.id.name, entry


def _variables(node: object) -> set[str]:
    found: set[str] = set()

    def visit(x: object) -> None:
        if isinstance(x, ast.VariableReference):
            found.add(x.id.name)
        if isinstance(x, ast.BaseNode):
            for v in vars(x).values():
                for item in v if isinstance(v, list) else [v]:
                    visit(item)

    visit(node)
    return found


def test_every_message_is_in_both_languages() -> None:
    _folders()
    ids = {lang: {(where, mid) for where, mid, _ in _messages(lang)} for lang in catalogue.LANGS}
    assert ids["en"] - ids["fr"] == set(), "missing in French"
    assert ids["fr"] - ids["en"] == set(), "missing in English"
    assert len(ids["en"]) > 500


@pytest.mark.parametrize("lang", catalogue.LANGS)
def test_every_count_reads_right(lang: str) -> None:
    _folders()
    bad = []
    for _, mid, entry in _messages(lang):
        names = sorted(_variables(entry))
        for n in (0, 1, 2, 5):
            args = {v: (f"<{v}>" if v in WORDS else n) for v in names}
            key = mid  # the id is a key without dots: message() accepts it as it is
            text, errors = catalogue.formatted(key, lang, **args)
            if errors:
                bad.append(f"{mid}: {errors}")
                break
            problems = [p.pattern[:20] for p in (PLURAL_AFTER_ONE, SINGULAR_AFTER_MANY) if p.search(text)]
            if lang == "fr" and PLURAL_AFTER_ZERO_FR.search(text):
                problems.append("0/1 + plural")
            if "(s)" in text or "{" in text or "}" in text or "⟦" in text:
                problems.append("(s) or {")
            if re.search(r"\b\d+ (of|sur) \d+ (points|pts)\b", text):
                problems.append("N of TARGET points")
            if problems:
                bad.append(f"{mid} [{n}]: {text!r}")
                break
    assert not bad, "\n".join(bad)


def _events(game_id: str, limit: int = 120) -> list[dict[str, Any]]:
    """Events of a random game, as a spectator and as seat 0 see them (secrets included)."""
    game = trigames.make(game_id)
    rng = random.Random(5)
    state = game.new_game(11)
    out: list[dict[str, Any]] = []
    while not state.is_terminal():
        for e in state.apply_events(rng.choice(state.legal_actions())):
            if len(out) < limit or e.kind in ("round_start", "round_end", "game_end"):  # to the end of the game
                for seat in (None, 0):
                    out.append(json.loads(json.dumps(dict(e.for_seat(seat)), default=list)))
    return out


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the browser's wording")
@pytest.mark.parametrize("lang", catalogue.LANGS)
def test_the_terminal_and_the_browser_say_the_same_sentence(lang: str) -> None:
    _folders()
    items = [{"game": g, "event": e} for g in sorted(REGISTRY) for e in _events(g)]
    kinds = {(x["game"], x["event"]["kind"]) for x in items}
    assert len(kinds) >= 16 and {k for g, k in kinds} >= {"game_end", "round_end"}, kinds
    run = subprocess.run(["node", str(Path(__file__).with_name("browser_words.mjs"))], check=True, timeout=120,
                         input=json.dumps({"lang": lang, "items": items}), capture_output=True, text=True)
    browser = json.loads(run.stdout)
    different = []
    for item, said in zip(items, browser, strict=True):
        game = trigames.make(item["game"])
        names = [seat_name(p, lang) for p in range(game.players)]
        terminal = game.tell(item["event"], names, lang)
        assert terminal is None or ("{" not in terminal and "⟦" not in terminal), terminal
        if terminal != said:
            different.append(f"{item['game']} {item['event']}: terminal {terminal!r}, browser {said!r}")
    assert not different, "\n".join(different[:20])


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the browser's wording")
@pytest.mark.parametrize("lang", catalogue.LANGS)
def test_the_replay_names_every_move_in_words(lang: str) -> None:
    """The replay's "Move 2 of 75 — …" line: a bot's Trigono throw once read "aim 0,0.16" (the newcomer
    tour); every action of random games, bots' point aims and free throws included, is said in words."""
    _folders()
    items = []
    for game_id in sorted(REGISTRY):
        state = trigames.make(game_id).new_game(3)
        rng = random.Random(3)
        while not state.is_terminal() and len(items) < 4000:
            actions = state.legal_actions()
            items += [{"game": game_id, "action": state.action_to_string(a)} for a in actions[:40]]
            state.apply(rng.choice(actions))
    items.append({"game": "trigono", "action": "aim 0.31 lob 7.250 0"})  # a free throw, as the board sends it
    run = subprocess.run(["node", str(Path(__file__).with_name("browser_words.mjs"))], check=True, timeout=120,
                         input=json.dumps({"lang": lang, "items": items}), capture_output=True, text=True)
    bare = {(x["game"], said) for x, said in zip(items, json.loads(run.stdout), strict=True)
            if said == x["action"] or "aim " in said or "@" in said or "/r" in said}
    assert not bare, sorted(bare)[:20]


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run the browser's wording")
@pytest.mark.parametrize("lang", catalogue.LANGS)
def test_the_replay_names_each_move_as_a_sentence(lang: str) -> None:
    """The newcomer tour read "capture 4.7" in a Tricérata replay, among "Take row 2" and "Draw a tile":
    every move starts with a capital, and a Tricérata step says what it did (its events: a pick-up,
    a sowing) in words."""
    _folders()
    items: list[dict[str, Any]] = []
    for game_id in sorted(REGISTRY):
        state = trigames.make(game_id).new_game(4)
        rng = random.Random(4)
        while not state.is_terminal() and len(items) < 3000:
            action = rng.choice(state.legal_actions())
            text = state.action_to_string(action)
            events = [json.loads(json.dumps(dict(e.for_seat(None)), default=list)) for e in state.apply_events(action)]
            items.append({"game": game_id, "action": text, "events": events})
    run = subprocess.run(["node", str(Path(__file__).with_name("browser_words.mjs"))], check=True, timeout=120,
                         input=json.dumps({"lang": lang, "items": items}), capture_output=True, text=True)
    said = json.loads(run.stdout)
    lower = sorted({(x["game"], s) for x, s in zip(items, said, strict=True) if not s[:1].isupper()})
    assert not lower, lower[:20]
    verbs = {"en": ("Pick up", "Sow", "Capture", "Seize"), "fr": ("Prendre", "Semer", "Capturer", "Saisir")}[lang]
    tricerata = [(x, s) for x, s in zip(items, said, strict=True) if x["game"] == "tricerata"]
    assert tricerata
    for x, s in tricerata:
        kinds = {e["kind"] for e in x["events"]}
        want = (verbs[2] if x["action"].startswith("x") else verbs[3] if x["action"].startswith("!")
                else verbs[0] if "start" in kinds else verbs[1])
        row, k = x["action"].lstrip("x!").split(".")  # the cell in words, never the notation (issue 18)
        where = {"en": f"row {row}, cell {k}", "fr": f"rangée {row}, case {k}"}[lang]
        assert s.startswith(want) and where in s and x["action"].lstrip("x!") not in s, (x["action"], kinds, s)
