"""An eleventh newcomer tour, Triqueta and the lobby's words.

1. On a phone, when round 2 started on the person's own turn, the "After round 1" box was open above
   the board and pushed it some 1,300 px down: the box is now folded on the person's turn (as a
   desktop showed it), and opening it still works.
2. The end screen's legend said "each one above 3: −1", read as "4 boars = 8 − 1"; four or more of an
   animal lose the triqueta's value (RULES.md §1.7), and the legend now says so.
3. French: "dévoilés : bélier" for one token; one is "dévoilé".
4. Tricérata's blurb on the lobby's form said "alone" twice ("Alone: empty the board… Solo, or up to 8
   players here").
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from .conftest import DESKTOP, PHONE
from .play import version, wait_moved, wait_turn

NB = "\u00a0"
STATE = """() => {
  const box = document.querySelector('details.tq-scoring');
  const draw = document.querySelector('#board [data-action="draw"]');
  return {round: Number(document.querySelector('.tq-round strong').textContent.match(/\\d+/)[0]),
          box: box ? {open: box.open, summary: box.querySelector('summary').textContent} : null,
          drawBottom: draw ? draw.getBoundingClientRect().bottom + scrollY : null,  // on the page, not the screen
          bot: !!document.querySelector('.tq-player[data-seat="1"].out'),
          actions: [...document.querySelectorAll('#board [data-action]:not([disabled])')].map(b => b.dataset.action)};
}"""


def act(page: Any, action: str) -> None:
    before = version(page)
    page.locator(f"#board [data-action='{action}']").first.click()
    wait_moved(page, before)


def play_to_round_two_leaving_last(page: Any) -> dict[str, Any]:
    """The person draws while the bot plays on, takes a row once the bot is out (so the person
    leaves round 1 last and starts round 2); returns the page at the person's first turn of round 2."""
    for _ in range(200):
        assert wait_turn(page) == "mine"
        state = page.evaluate(STATE)
        if state["round"] >= 2:
            return dict(state)
        actions = state["actions"]
        takes = [a for a in actions if a.startswith("take")]
        places = [a for a in actions if a.startswith("place")]
        if state["bot"] and takes:
            act(page, takes[0])
        elif "draw" in actions:
            act(page, "draw")
        elif places:
            act(page, places[-1])
        else:
            act(page, actions[0])
    raise AssertionError("round 2 never came")


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["360", "desktop"])
def test_the_round_box_is_folded_on_your_turn_and_the_board_in_view(tabs: Any, server: Any,
                                                                      viewport: dict[str, int]) -> None:
    tab = tabs(viewport)
    page = tab.page
    page.add_init_script("localStorage.setItem('trigames.lang', 'fr')")
    made = server.create("triqueta", [{"kind": "person", "name": "Ann"}, {"kind": "bot", "agent": "greedy"}],
                         options={"first_player": 0}, seed=3)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version] .tq-board")
    state = play_to_round_two_leaving_last(page)
    assert state["box"] is not None, state
    assert state["box"]["summary"] == "Après la manche 1", state
    assert state["box"]["open"] is False, state  # folded: the board first
    # the first screen, unscrolled, shows the person's choices (before: "Piocher" some 970 px down on a phone)
    assert state["drawBottom"] is not None and state["drawBottom"] <= viewport["height"], state
    tab.shot(f"tour11-triqueta-round2-{'desktop' if viewport is DESKTOP else '360'}")
    # opening it stays possible, and it stays open while the person plays on
    page.click("details.tq-scoring summary")
    assert page.evaluate("() => document.querySelector('details.tq-scoring').open") is True
    assert page.locator("details.tq-scoring table.tq-score").first.is_visible()
    act(page, "draw")
    assert page.evaluate("() => document.querySelector('details.tq-scoring').open") is True
    # and folding it again holds too
    page.click("details.tq-scoring summary")
    assert page.evaluate("() => document.querySelector('details.tq-scoring').open") is False
    places = [a for a in page.evaluate(STATE)["actions"] if a.startswith("place")]
    act(page, places[0])
    wait_turn(page)
    assert page.evaluate("() => document.querySelector('details.tq-scoring')?.open ?? false") is False


LEGEND = {"en": "1 token: 1 point · 2: 2 points · 3: the triqueta’s value · 4 or more: no triqueta, and 1 point"
                " lost for each one past 3",
          "fr": f"1 jeton{NB}: 1 point · 2{NB}: 2 points · 3{NB}: la valeur de la triqueta · 4 ou plus{NB}: pas de"
                f" triqueta, et 1 point perdu pour chaque jeton au-delà de 3"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_legend_says_four_or_more_lose_the_triqueta(tabs: Any, server: Any, lang: str) -> None:
    # RULES.md §1.7: n ≥ 4 scores −(n − 3), the triqueta worth nothing (four boars: −1, not 8 − 1)
    page = tabs(PHONE).page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    made = server.create("triqueta", [{"kind": "person"}, {"kind": "bot"}], options={"first_player": 0}, seed=4)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    said = page.inner_text(".tq-ladder")
    assert said == LEGEND[lang], said
    assert "above 3: −1" not in said and "chacun au-delà de 3" not in said, said
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth"), "sideways scroll"


def test_the_final_scoring_in_french_agrees_with_one_revealed_token(tabs: Any, server: Any) -> None:
    """The person keeps one token face down and reveals it at the end: "dévoilé : …", one token; the
    tree lines agree with their count too ("Arbre × 1"), and the legend is the end screen's as well."""
    tab = tabs()
    page = tab.page
    page.add_init_script("localStorage.setItem('trigames.lang', 'fr')")
    made = server.create("triqueta", [{"kind": "person", "name": "Ann"}, {"kind": "bot", "agent": "greedy"}],
                         options={"first_player": 0, "auto_reveal": False}, seed=6)
    page.goto(made["seats"][0]["url"])
    kept = False
    for _ in range(400):
        if wait_turn(page) == "over":
            break
        actions = page.evaluate(STATE)["actions"]
        if "keep" in actions and not kept:
            act(page, "keep")
            kept = True
        elif "reveal" in actions:
            act(page, "reveal")
        elif "draw" in actions:
            act(page, "draw")
        else:
            act(page, next(a for a in actions if a != "keep"))
    assert kept
    page.wait_for_selector("section.tq-scoring table.tq-score")
    ann = page.locator("section.tq-scoring table.tq-score").first.locator("tr.note td").inner_text()
    assert ann.startswith(f"dévoilé{NB}: ") and "," not in ann, ann  # was "dévoilés : bélier"
    notes = page.eval_on_selector_all("section.tq-scoring tr.note td", "tds => tds.map(td => td.textContent)")
    for note in notes:  # the bot's too, one or more
        assert note.startswith(f"dévoilé{NB}: " if "," not in note else f"dévoilés{NB}: "), notes
    lines = page.eval_on_selector_all("section.tq-scoring tbody th", "ths => ths.map(th => th.textContent.trim())")
    trees = [x for x in lines if x.startswith("Arbre")]
    for line in trees:
        n = int(line.split("×")[1])
        assert line.startswith("Arbre ×" if n == 1 else "Arbres ×"), lines
    assert page.inner_text(".tq-ladder") == LEGEND["fr"]
    tab.shot("tour11-triqueta-end-fr-desktop")


ABOUT = {"en": "Pick up the stones of a cell and sow them one by one along a path of your choice; sow again from a"
               " cell that was not empty; capture a neighbour of the last cell. Alone: empty the board in as few"
               " turns as you can. 1 to 8 players here (the game itself has no upper limit)",
         "fr": f"Prenez les pierres d’une case et semez-les une à une sur le chemin de votre choix{NB}; ressemez"
               f" depuis une case qui n’était pas vide{NB}; capturez une voisine de la dernière case. En"
               f" solitaire{NB}: videz le plateau en un minimum de tours. De 1 à 8 joueurs ici (le jeu lui-même"
               f" n’a pas de limite)"}
ALONE = {"en": r"\b(alone|solo)\b", "fr": r"\bsolitaire\b"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_tricerata_on_the_new_table_form_says_alone_once(tabs: Any, lang: str) -> None:
    tab = tabs(PHONE)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto("/")
    page.click("[data-play=tricerata]")
    page.wait_for_selector("#players")
    about = page.inner_text(".game-about")
    assert len(re.findall(ALONE[lang], about, re.I)) == 1, about  # was "Alone: … Solo, or up to 8 players"
    assert about.startswith(ABOUT[lang]), about
    tab.shot(f"tour11-tricerata-form-{lang}-360")
