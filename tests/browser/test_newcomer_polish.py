"""What a newcomer's second tour found (issue 18), each checked where a person looks: bots chosen by
level with what they do in a sentence; Trigono's hand per seat chosen, never typed; the aim without
physics figures; Tricérata's end counts stones and turns; an empty Triqueta tower says its one choice
once; negative numbers with the typographic minus."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import trigames
from trigames.agents import make_agent

# what a person must never be asked to choose a bot by (the programs' names)
PROGRAM_NAMES = re.compile(r"\b(greedy|target|mcts|ismcts|is-mcts|spiel|montecarlo|lookahead)\b", re.IGNORECASE)
HYPHEN_MINUS = re.compile(r"(?<![\w-])-\d")

LEVELS = {"en": ["Beginner", "Club player", "Expert", "Master"],
          "fr": ["Débutant", "Joueur de club", "Expert", "Maître"]}
GROUPS = {"en": ("Levels", "Other bots (for research)"), "fr": ("Niveaux", "Autres robots (pour la recherche)")}

BOT_CHOICES = """(id) => [...document.getElementById(id).querySelectorAll('optgroup')].map((g) => ({
  label: g.label,
  options: [...g.querySelectorAll('option')].map((o) => ({ value: o.value, text: o.textContent })) }))"""


def _french(page: Any) -> None:
    page.wait_for_function("() => window.trigames")
    page.evaluate("() => window.trigames.setLang('fr')")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bot_is_chosen_by_level_with_a_sentence(tabs: Any, server: Any, lang: str) -> None:
    page = tabs().page
    page.goto("/")
    if lang == "fr":
        _french(page)
    for game in ("triqueta", "trigono"):
        page.click(f"[data-play={game}]")
        page.check("#research")  # the research bots are offered when asked for (the third tour)
        groups = page.evaluate(BOT_CHOICES, "seat-1-agent")
        levels, research = GROUPS[lang]
        assert [g["label"] for g in groups] == [levels, research], groups
        assert [o["text"] for o in groups[0]["options"]] == LEVELS[lang]
        assert page.input_value("#seat-1-agent") == "beginner", "a new bot seat is not a level"
        shown = [o["text"] for g in groups for o in g["options"]]
        assert not [x for x in shown if PROGRAM_NAMES.search(x)], shown
        # every choice says what it does, in a sentence of its own (in French, the levels)
        about = set()
        described = groups[0]["options"] + (groups[1]["options"] if lang == "en" else [])
        for option in described:
            page.select_option("#seat-1-agent", option["value"])
            text = page.inner_text("#seat-1-about").strip()
            assert len(text) > 15 and text.endswith("."), (option, text)
            about.add(text)
        assert len(about) == len(described), "two bots described alike"
        if game == "trigono":  # a Trigono level is how carefully it aims, said in the game's own words
            page.select_option("#seat-1-agent", "club")
            assert {"en": "hand alone", "fr": "main seule"}[lang] in page.inner_text("#seat-1-about")
            page.select_option("#seat-1-agent", "beginner")
    # Trigono's own bot (the one that aims at the fuller hole) is named in words, not "target"
    named = page.evaluate("() => document.querySelector('#seat-1-agent option[value=target]').textContent")
    assert named == {"en": "Marksman", "fr": "Tireur"}[lang]
    page.select_option("#seat-1-agent", "expert")
    page.click("#create")
    page.wait_for_url("**/t/*")
    table = page.get_attribute(".table-page", "data-table")
    assert server.api("GET", f"/api/tables/{table}")["seats"][1]["agent"] == "expert"
    page.wait_for_selector(".players .presence")
    assert {"en": "bot (Expert)", "fr": "robot (Expert)"}[lang] in page.inner_text(".players")


def test_trigono_hand_per_seat_is_chosen_never_typed(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/")
    page.click("[data-play=trigono]")
    assert page.query_selector("input#opt-skills") is None, "the hand per seat is still typed"
    values = page.eval_on_selector("#opt-skills-1", "s => [...s.options].map((o) => o.value)")
    assert values == ["", "beginner", "club", "expert"]
    assert "1 in 5" in page.inner_text("#opt-skill-help"), "what a club hand means is not said"
    # a value no option has cannot be chosen: the select falls back, nothing wrong is sent
    page.eval_on_selector("#opt-skills-0", "s => { s.value = 'pro'; s.dispatchEvent(new Event('change')); }")
    page.select_option("#opt-skills-1", "expert")
    page.select_option("#opt-skill", "beginner")  # everyone else: beginner
    page.select_option("#players", "3")
    page.select_option("#opt-skills-2", "club")
    page.click("#create")
    page.wait_for_url("**/t/*")
    table = page.get_attribute(".table-page", "data-table")
    options = server.api("GET", f"/api/tables/{table}")["options"]
    assert options["skill"] == "beginner" and options["skills"] == "beginner,expert,club", options


def test_a_refused_option_is_one_plain_line(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/")
    page.click("[data-play=tricerata]")
    page.fill("#opt-rows", "25")
    page.click("#create")
    page.wait_for_selector(".new-table .error")
    line = page.inner_text(".new-table .error").strip()
    assert line == "The table could not be created: “Rows” takes a whole number from 2 to 20.", line
    _french(page)
    page.click("#create")
    page.wait_for_function("() => document.querySelector('.new-table .error')?.textContent.includes('Rangées')")
    line = page.inner_text(".new-table .error").strip()
    assert "\n" not in line and "int in" not in line and "option '" not in line, line


def test_trigono_aim_and_hand_without_physics_figures(tabs: Any, server: Any) -> None:
    page = tabs().page
    made = server.create("trigono", [{"kind": "person"}, {"kind": "bot", "agent": "target"}], seed=5)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".tg-svg.aiming")
    for lang in ("en", "fr"):
        if lang == "fr":
            _french(page)
            page.wait_for_selector(".tg-svg.aiming")
        panel = page.inner_text(".tg-controls") + "\n" + page.inner_text(".tg-help")
        for figure in ("°", "m/s", "elevation", "élévation", "±", "speed", "vitesse"):
            assert figure not in panel, (figure, panel)
        assert re.search(r"\d+ cm", panel), panel  # what a person can see on the plank stays
        assert {"en": "1 throw in 5", "fr": "1 lancer sur 5"}[lang] in panel
    # the arrow keys still move the aim, in words a person reads
    page.focus(".tg-svg")
    before = page.inner_text(".tg-readout")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    assert page.inner_text(".tg-readout") != before and "gauche" in page.inner_text(".tg-readout")


def test_tricerata_end_counts_stones_and_turns(tabs: Any, server: Any) -> None:
    bots = [{"kind": "bot", "agent": "greedy"}] * 2
    made = server.create("tricerata", bots, options={"rows": 4}, seed=4)
    summary = server.wait_finished(made["table"]["id"])
    page = tabs().page
    page.goto(f"/t/{made['table']['id']}")
    page.wait_for_selector(".end .game-length")
    ranking = page.inner_text(".end .ranking")
    stores = summary["result"]["details"]["stores"]
    for n in stores:
        assert f"{n} stones in store" in ranking or (n == 1 and "1 stone in store" in ranking), ranking
    assert "point" not in ranking
    turns = summary["result"]["details"]["turns"]
    assert page.inner_text(".end .game-length").strip() == f"The game lasted {turns} turns."
    assert str(turns) in page.inner_text(".tc-turn")  # the board says the same length
    _french(page)
    page.wait_for_function("() => document.querySelector('.end .game-length').textContent.includes('tours')")
    assert "pierres en réserve" in page.inner_text(".end .ranking")


def _empty_tower() -> tuple[dict[str, Any], int]:
    """A real Triqueta position where the seat to move cannot draw (its tower is empty)."""
    game = trigames.make("triqueta", players=2)
    for seed in range(20):
        st = game.new_game(seed)
        bots = [make_agent("greedy", game, p, seed) for p in range(2)]
        while not st.is_terminal():
            p = st.current_player()
            legal = [st.action_to_string(a) for a in st.legal_actions()]
            if st.decision() == "TURN" and "draw" not in legal:
                msg = {"type": "state", "version": 1, "seat": p, "view": st.view(p), "decision": st.decision(),
                       "to_move": p, "legal": legal, "terminal": False, "status": "running"}
                return json.loads(json.dumps(msg)), p
            st.apply(bots[p].act(st.view(p), st.legal_actions()))
    raise AssertionError("no empty tower in 20 games")


RENDER = """async (msg) => {
  const board = await import('/games/triqueta/board.js');
  const { t, tn } = await import('/static/i18n.js');
  const { seatMark } = await import('/static/common.js');
  const el = document.createElement('div');
  el.id = 'probe';
  document.querySelector('main').append(el);
  board.render(el, msg, { t, tn, lang: document.documentElement.lang, game: 'triqueta', memory: {}, pending: false,
    mine: true, seat: msg.seat, seats: [], nameOf: (i) => t('table.seat', { n: i + 1 }), seatMark, act: () => {},
    redraw: () => {}, replay: false, events: [] });
  const text = el.querySelector('.tq-choices').innerText;
  el.remove();
  return text;
}"""


def test_triqueta_empty_tower_says_take_a_row_once(tabs: Any, server: Any) -> None:
    msg, _ = _empty_tower()
    page = tabs().page
    page.goto("/")
    page.wait_for_selector("[data-play=triqueta]")
    # the game's own words load beside the lobby's: wait for them (a loaded CI rendered before they came)
    page.wait_for_function("async () => (await import('/static/i18n.js')).has('tq.tower.empty')")
    for lang, take in (("en", "take a row"), ("fr", "prenez une rangée")):
        if lang == "fr":
            _french(page)
        text = page.evaluate(RENDER, msg)
        assert text.lower().count(take) == 1, text
        assert not re.search(r"\b(or|ou) (take|prenez)", text, re.IGNORECASE), text


def test_negative_numbers_use_the_typographic_minus(tabs: Any, server: Any) -> None:
    made = server.create("triqueta", [{"kind": "bot", "agent": "greedy"}] * 2, seed=4)
    server.wait_finished(made["table"]["id"])
    page = tabs().page
    page.goto(f"/t/{made['table']['id']}")
    page.wait_for_selector(".end .game-length")
    for lang in ("en", "fr"):
        if lang == "fr":
            _french(page)
            page.wait_for_function("() => document.querySelector('.end h2').textContent === 'Résultat'")
        text = page.inner_text("body")
        assert "\u2212" in text, "no negative number on this page: the check would prove nothing"
        found = HYPHEN_MINUS.search(text)
        assert found is None, text[max(0, found.start() - 60):found.end() + 20]
    # the catalogue's own numbers too: a negative count given to a message is written with "−"
    written = page.evaluate("async () => (await import('/static/i18n.js')).t('table.points', { n: -9 })")
    assert "\u22129" in written and "-9" not in written, written


def test_the_new_choices_pass_an_accessibility_audit(tabs: Any, server: Any) -> None:
    a11y = pytest.importorskip("tests.browser.test_a11y")
    page = tabs().page
    page.goto("/")
    page.click("[data-play=trigono]")  # the bots by level, and a hand per seat
    page.select_option("#opt-skills-1", "expert")
    found = {"lobby, new Trigono table": a11y.both_schemes(page)}
    assert not any(found.values()), a11y.report(found)
