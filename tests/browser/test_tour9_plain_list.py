"""The plain list of moves ("Show the moves as a plain list", `?view=plain`) says every move in the words
the board and the terminal use, in English and French, for the four games: never the engine's notation
(a newcomer read `take R2`, `3-5-5@U(0,0)/r0`, `aim -0.15,0.06` there). It stays a list of buttons named
by those words, played with the number keys."""

from __future__ import annotations

import importlib
import random
import re
from typing import Any

import pytest

import trigames

from .conftest import PHONE
from .play import version, wait_moved, wait_turn

# Pieces of notation that no sentence of the catalogues contains.
NOTATION = re.compile(r"@[UD]\(|/r\d|\b[RT]\d\b|^aim\b|\bthrow\b|\d\.\d|=>|\bknock\b|\b(?:first|rack|points) \d+$")
ITEMS = """() => [...document.querySelectorAll('#board .actions .act')].map((b) => ({
  action: b.dataset.action, text: (b.querySelector('.words, code') || b).textContent.trim(),
  code: !!b.querySelector('code'), keys: b.getAttribute('aria-keyshortcuts') }))"""
# French typography: a no-break space before : ; ! ? (a plain one lets the sign start a line)
LOOSE = re.compile(r"(?<=\S) [;:!?](?=\s|$)|[\w»)][;:!?](?=\s|$)")
GAMES = [("triqueta", {}), ("triominos", {"fixed_rounds": 1}), ("tricerata", {}), ("trigono", {})]


def plain(text: str) -> str:
    """Words as compared with the terminal's: no-break hyphens and spaces and the typographic minus as
    their plain forms (the browser keeps a tile's name on one line; the terminal has no lines to break)."""
    return (text.replace("\u2011", "-").replace("\u2212", "-").replace("\u00a0", " ").replace("\u202f", " "))


def french(page: Any) -> None:
    page.context.add_init_script("localStorage.setItem('trigames.lang', 'fr')")


def check_items(page: Any, lang: str, where: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = page.evaluate(ITEMS)
    assert items, f"{where}: no move offered"
    for it in items:
        text, action = it["text"], it["action"]
        assert not it["code"], f"{where}: {action!r} shown as notation"
        assert text and text != action and not NOTATION.search(text), f"{where}: {text!r} (for {action!r})"
        assert "⟦" not in text, f"{where}: a message is missing: {text!r}"
        if lang == "fr":
            assert not LOOSE.search(text), f"{where}: no no-break space in {text!r}"
    texts = [it["text"] for it in items]
    assert len(set(texts)) == len(texts), f"{where}: two moves said alike: {texts}"  # words tell every move apart
    # a screen reader hears each move by its words (the key's number is hidden from it)
    for it in items[:9]:
        assert page.get_by_role("button", name=re.compile("^" + re.escape(it["text"]))).count() >= 1, it
    return items


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_the_plain_list_says_each_move_as_the_terminal_does(tabs: Any, server: Any, game: str, options: dict[str, Any],
                                                            lang: str) -> None:
    """Two people, each at their own page in the plain view; at every turn each offered move is in words,
    the words of the terminal's list (words.py `move`) for the same position, and a number key plays one."""
    seed = 11
    made = server.create(game, [{"kind": "person"}, {"kind": "person"}], options=options, seed=seed)
    pages = []
    for seat in (0, 1):
        tab = tabs(PHONE if seat else None)
        if lang == "fr":
            french(tab.page)
        tab.page.goto(made["seats"][seat]["url"].replace("#", "?view=plain#"))
        tab.page.wait_for_selector(".table-page[data-version]")
        pages.append(tab)
    summary = server.api("GET", f"/api/tables/{made['table']['id']}")
    state = trigames.make(game, players=2, **summary["options"]).new_game(seed=seed)
    words = importlib.import_module(f"trigames.games.{game}.words")
    rng = random.Random(3)
    for step in range(5):
        seat = state.current_player()
        tab = pages[seat]
        page = tab.page
        assert wait_turn(page) == "mine", f"seat {seat + 1} is not offered its move"
        where = f"{game} {lang}, move {step + 1}"
        items = check_items(page, lang, where)
        legal = {state.action_to_string(a): a for a in state.legal_actions()}
        assert [it["action"] for it in items] == list(legal)[:len(items)], f"{where}: not the engine's position"
        for it in items:
            said = words.move(state, legal[it["action"]], it["action"], lang)
            if said is not None:
                assert plain(it["text"]) == plain(said), f"{where}: the page says {it['text']!r}, the terminal {said!r}"
        if step == 1:
            tab.shot(f"tour9-plain-{game}-{'360' if seat else 'desktop'}-{lang}")
        k = rng.randrange(min(9, len(items)))
        assert items[k]["keys"] == str(k + 1)
        before = version(page)
        page.keyboard.press(str(k + 1))
        wait_moved(page, before)
        state.apply(legal[items[k]["action"]])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["triqueta", "triominos", "trigono"])
def test_a_kept_score_table_lists_its_entries_in_words(tabs: Any, server: Any, game: str, lang: str) -> None:
    """A table kept with the real box, in the plain view: who opens, the animal drawn, where a puck ended,
    each said in words (the refereed entries `first 0`, `place R0 bear`, `board+knock 1 big` are not)."""
    made = server.create(game, [{"kind": "person"}, {"kind": "person"}], companion=True)
    tab = tabs()
    page = tab.page
    if lang == "fr":
        french(page)
    page.goto(made["seats"][0]["url"].replace("#", "?view=plain#"))
    page.wait_for_selector(".table-page[data-version]")
    for step in range(4):
        assert wait_turn(page) == "mine"
        items = check_items(page, lang, f"kept {game} {lang}, entry {step + 1}")
        if step == 1:
            tab.shot(f"tour9-plain-kept-{game}-desktop-{lang}")
        if game == "triqueta" and step == 1:  # the animal drawn: 13 entries, found by the filter in words
            bear = "ours" if lang == "fr" else "bear"
            page.fill("#filter", bear.upper())
            page.wait_for_function("n => document.querySelectorAll('#board .act').length === n", arg=2)
            assert all(bear in it["text"] for it in check_items(page, lang, "the filter")), page.evaluate(ITEMS)
            page.fill("#filter", "")
            page.wait_for_function("n => document.querySelectorAll('#board .act').length === n", arg=len(items))
            page.eval_on_selector("#filter", "e => e.blur()")  # a digit typed in the filter is a digit, not a move
        before = version(page)
        # first the first entry (Triqueta: draw, so that the animal drawn is asked next), then the last of
        # the first nine (an animal in a row, a tile, a knock)
        page.keyboard.press("1" if step == 0 else str(min(len(items), 9)))
        wait_moved(page, before)


@pytest.mark.parametrize("game", ["triominos", "tricerata"])
def test_the_list_says_what_the_terminal_says_over_many_positions(tabs: Any, game: str) -> None:
    """messages.js `moves` against words.py `move`, over the positions of random games (figures, going
    out, two sides, a tile that fits one cell turned two ways, pick-ups and sowings), in both languages."""
    page = tabs().page
    page.goto("/")
    page.wait_for_selector("#record-file", state="attached")  # every game's catalogue is loaded
    words = importlib.import_module(f"trigames.games.{game}.words")
    game_ = trigames.make(game, players=2, **({"fixed_rounds": 1} if game == "triominos" else {}))
    rng = random.Random(5)
    expected: dict[str, list[list[str]]] = {"en": [], "fr": []}
    msgs = []
    for g in range(12):
        state = game_.new_game(seed=100 + g)
        while not state.is_terminal() and len(msgs) < 60 * (g + 1):
            actions = state.legal_actions()
            describe = getattr(state, "action_details", None)
            texts = [state.action_to_string(a) for a in actions]
            msgs.append({"legal": texts, "decision": str(state.decision()),
                         "details": [describe(a) for a in actions] if describe else None,
                         "view": state.view(state.current_player())})
            for lang in expected:
                said = [words.move(state, a, x, lang) or "" for a, x in zip(actions, texts, strict=True)]
                expected[lang].append(said)
            # mostly a tile laid when one fits: the table fills up, figures are closed, racks run out
            places = [a for a, d in zip(actions, msgs[-1]["details"] or [], strict=False) if d.get("kind") == "place"]
            state.apply(rng.choice(places) if places and rng.random() < 0.9 else rng.choice(actions))
    for lang, want in expected.items():
        got = page.evaluate("""async ([game, lang, msgs]) => {
          const { t, tn } = await import('/static/i18n.js');
          window.trigames.setLang(lang);
          const m = (await import(`/games/${game}/messages.js`)).default;
          return msgs.map((msg) => m.moves(msg, { t, tn, lang }));
        }""", [game, lang, msgs])
        bad = [(msg["legal"][i], g, w) for msg, said, told in zip(msgs, got, want, strict=True)
               for i, (g, w) in enumerate(zip(said, told, strict=True)) if w and plain(g or "") != plain(w)]
        assert not bad, f"{game} {lang}: {len(bad)} moves said otherwise than in the terminal, e.g. {bad[:3]}"
        assert sum(1 for told in want for w in told if w) > 500
    if game == "triominos":  # the rarer words were met: a figure, going out, two sides touched
        said = " ".join(w for told in expected["en"] for w in told)
        assert "hexagon" in said and "you go out" in said and "2 sides" in said
