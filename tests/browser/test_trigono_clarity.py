"""What the newcomer tour found unclear at the Trigono table (issue 18): whose the lying pucks are (no
one's, said under the field in both languages, with the counts), the keyboard focus kept on the field
through a throw, a score heard as a sentence, and lobby controls that each have a name of their own."""

from __future__ import annotations

from typing import Any

from .conftest import DESKTOP, PHONE
from .play import keyboard_to, version, wait_moved, wait_turn

BOT = {"kind": "bot", "agent": "target"}

# The accessible name of a form control, as a screen reader computes it for these controls: aria-label,
# else aria-labelledby, else its <label>s, else its text.
NAMES = """(root) => [...root.querySelectorAll('select, input, button, textarea')]
  .filter((el) => el.type !== 'hidden' && el.offsetParent !== null)
  .map((el) => {
    const own = el.getAttribute('aria-label');
    if (own) return own.trim();
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(' ').map((id) => document.getElementById(id)?.textContent || '').join(' ').trim();
    if (el.labels && el.labels.length) return [...el.labels].map((l) => l.textContent).join(' ').trim();
    return (el.textContent || el.value || '').trim();
  })"""

# The visible labels (<label> elements shown on screen) of the form; one in a seat's row of the seats
# ("Strength") is read after the seat it belongs to ("Seat 2", on its row).
LABELS = """(root) => [...root.querySelectorAll('label')]
  .filter((l) => l.offsetParent !== null && l.getBoundingClientRect().width > 2 && !l.closest('.visually-hidden'))
  .map((l) => {
    const row = l.closest('fieldset.seats .seat-row');
    const seat = row && !l.closest('.seat-label') ? row.querySelector('.seat-label').textContent.trim() : '';
    return `${seat}${seat ? ' / ' : ''}${l.textContent.trim()}`;
  })"""

# The labels of the Trigono form's per-seat skill choices.
HANDS = "f => [...f.querySelectorAll('.per-seat select')].map(s => s.labels[0].textContent)"


def _focused_field(page: Any) -> bool:
    return bool(page.evaluate("() => !!document.activeElement && document.activeElement.matches('.tg-svg')"))


def test_the_field_keeps_the_focus_through_a_throw(tabs: Any, server: Any) -> None:
    """Enter throws; the focus stays on the field while the bot throws and the pucks fly, and Enter
    throws again at once, without a Tab."""
    tab = tabs(motion=True)
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"first_player": 0}, seed=21)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    page.wait_for_selector(".tg-svg.aiming")
    keyboard_to(page, ".tg-svg")
    # the page notes any moment the focus sits on the page itself (between two tasks)
    page.evaluate("""() => { window.tgLost = 0;
      window.tgWatch = setInterval(() => { window.tgLost += document.activeElement === document.body; }, 20); }""")
    for throw in range(3):
        before = version(page)
        page.keyboard.press("Enter")
        wait_moved(page, before)
        assert wait_turn(page) == "mine"
        page.wait_for_selector(".tg-svg.aiming:not(.playing)")
        page.wait_for_function("() => !document.querySelector('.table-page').dataset.animating")
        assert _focused_field(page), f"throw {throw + 1}: the focus left the field"
    assert page.evaluate("() => window.tgLost") == 0, "the focus fell to the page during a throw"


def test_a_match_with_the_enter_key_alone(tabs: Any, server: Any) -> None:
    """One Tab to the field, then Enter only: every throw and every next round, to the end of the match."""
    page = tabs().page
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"pucks_per_player": 2}, seed=23)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    page.wait_for_selector("#board [data-action]")
    keyboard_to(page, ".tg-svg, #board [data-action='next']")
    presses = rounds = 0
    while wait_turn(page) == "mine":
        nxt = page.query_selector('#board [data-action="next"]')
        if nxt is not None:
            rounds += 1
            assert page.evaluate("() => document.activeElement.dataset.action") == "next", "the focus is not on Next"
        else:
            page.wait_for_selector(".tg-svg.aiming")
            assert _focused_field(page), f"after {presses} presses the focus is not on the field"
        before = version(page)
        page.keyboard.press("Enter")
        presses += 1
        wait_moved(page, before)
        assert presses < 200, "the match does not end"
    assert page.query_selector(".end .winners") is not None
    assert rounds >= 1


def test_the_lying_pucks_are_said_to_be_no_ones(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"first_player": 0}, seed=22)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    for _ in range(3):  # a few pucks on the field
        before = version(page)
        page.click('#board [data-action="aim plank"]')
        wait_moved(page, before)
        assert wait_turn(page) == "mine"
    key = page.inner_text(".tg-field .tg-key")
    assert "Pucks lying on a plank or on the ground belong to no one" in key
    assert "the big hole collects its plank’s, the small hole all the ground’s" in key
    # the counts beside it are the view's, and the pucks drawn are as many
    plank = int(page.inner_text(".tg-key .tg-lying span >> nth=0").split(":")[-1])
    ground = int(page.inner_text(".tg-key .tg-lying span >> nth=1").split(":")[-1])
    assert f"On the plank: {plank}" in key and f"On the ground: {ground}" in key
    assert page.eval_on_selector_all(".tg-pucks .tg-lying", "gs => gs.length") == plank + ground
    # every lying puck is drawn alike (ivory), but the one just thrown, ringed in its thrower's colour
    marked = page.eval_on_selector_all(".tg-pucks .tg-lying.tg-last", "gs => gs.length")
    if marked:
        assert "last puck thrown, by" in key
    tab.shot("trigono-clarity-desktop-en")
    tab.shot("trigono-clarity-360-en", PHONE)
    page.set_viewport_size(DESKTOP)
    # the score is heard as a sentence, the person's own in the second person (issue 18: "You", not "Seat 1")
    said = page.inner_text('.player[data-seat="0"] .pscore .visually-hidden')
    assert "You have not won a round yet" in said and "Score" not in said, said
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_selector(".tg-svg.aiming")
    key = page.inner_text(".tg-field .tg-key")
    assert "Les palets posés sur une planche ou au sol n’appartiennent à personne" in key
    assert "le grand trou ramasse ceux de sa planche, le petit trou tous ceux du sol" in key
    assert f"Sur la planche : {plank}" in key and f"Au sol : {ground}" in key
    said = page.inner_text('.player[data-seat="0"] .pscore .visually-hidden')
    assert "Vous n’avez encore gagné aucune manche" in said and "Score" not in said and "Points" not in said, said
    tab.shot("trigono-clarity-desktop-fr")
    tab.shot("trigono-clarity-360-fr", PHONE)
    page.set_viewport_size(DESKTOP)
    page.click("#lang")  # back to English for the next tests
    page.wait_for_function("() => document.documentElement.lang === 'en'")


def _lobby_form(page: Any, game: str) -> None:
    page.click(f'[data-play="{game}"]')
    page.wait_for_selector(".new-table form")
    counts = page.eval_on_selector_all("#players option", "os => os.map((o) => Number(o.value))")
    page.select_option("#players", str(min(max(counts), 3)))
    # every seat but the first a bot, each one with a strength to choose when the game offers one
    for i in range(1, min(max(counts), 3)):
        page.select_option(f"#seat-{i}", "bot")
        agents = page.eval_on_selector_all(f"#seat-{i}-agent option", "os => os.map((o) => o.value)")
        strong = [a for a in agents if a in ("mcts", "spiel-mcts", "spiel-ismcts")]
        if strong:
            page.select_option(f"#seat-{i}-agent", strong[0])


def test_no_two_lobby_controls_share_a_name(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    page.goto("/")
    page.wait_for_selector("[data-play]")
    games = page.eval_on_selector_all("[data-play]", "bs => bs.map((b) => b.dataset.play)")
    assert "trigono" in games
    strengths = 0
    for lang in ("en", "fr"):
        if lang == "fr":
            page.click("#lang")
            page.wait_for_function("() => document.documentElement.lang === 'fr'")
        for game in games:
            _lobby_form(page, game)
            form = page.query_selector(".new-table")
            names = form.evaluate(NAMES)
            assert all(names), (game, lang, names)
            twice = sorted({n for n in names if names.count(n) > 1})
            assert not twice, f"{game} ({lang}): controls named alike: {twice}"
            labels = form.evaluate(LABELS)
            twice = sorted({n for n in labels if labels.count(n) > 1})
            assert not twice, f"{game} ({lang}): labels shown twice: {twice}"
            # the bot strength has a label on screen
            for select in page.query_selector_all('.new-table select[id$="-strength"]'):
                strengths += 1
                label = page.query_selector(f'label[for="{select.get_attribute("id")}"]')
                assert label is not None and label.is_visible(), (game, lang)
                assert label.inner_text().strip() in ("Strength", "Force"), label.inner_text()
            if game == "trigono":
                hands = form.evaluate(HANDS)
                assert hands[:2] == (["Seat 1’s hand", "Seat 2’s hand"] if lang == "en"
                                     else ["Main de la place 1", "Main de la place 2"]), hands
            if lang == "en" and game in ("trigono", "triqueta"):
                tab.shot(f"lobby-form-{game}-desktop-en")
            page.click(".new-table .buttons button:not(#create)")  # cancel
            page.wait_for_selector(".new-table", state="detached")
    assert strengths, "no game offered a bot with a strength to choose"
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'en'")


def test_the_guided_games_person_hears_their_own_score(tabs: Any) -> None:
    """In the guided first game the person is "You" in the players' list: the score is said to them."""
    page = tabs().page
    for lang, said in (("en", "You have not won a round yet"), ("fr", "Vous n’avez encore gagné aucune manche")):
        if lang == "fr":
            page.click("#lang")
            page.wait_for_function("() => document.documentElement.lang === 'fr'")
        else:
            page.goto("/learn/trigono")
        page.wait_for_selector(".learn-panel")
        page.wait_for_function("s => document.querySelector('.player .pscore')?.textContent.includes(s)", arg=said)
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
