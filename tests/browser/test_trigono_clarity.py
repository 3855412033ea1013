"""What the newcomer tour found unclear at the Trigono table (issue 18): whose the lying pucks are (no
one's, said under the field in both languages, with the counts), the keyboard focus kept on the field
through a throw, a score heard as a sentence, and lobby controls that each have a name of their own;
then (its second tour) a puck raised on the plank told from one down on the ground at a glance, and
not by colour alone; every ground puck whole inside the field's frame; the aim drawn lightly and never
over a hole's letter; the throw buttons and the turn line in sight at 1280×800 through a match."""

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
    assert f"Sur la planche\u00a0: {plank}" in key and f"Au sol\u00a0: {ground}" in key
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
    # the research bots shown (a strength is chosen for them; levels are strengths already), every
    # seat but the first a bot, each one with a strength to choose when the game offers one
    for i in range(1, min(max(counts), 3)):
        page.select_option(f"#seat-{i}", "bot")
        if page.query_selector("#research") and not page.is_checked("#research"):
            page.check("#research")
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


# -- the second tour (issue 18): on the plank or on the ground, whole pucks, a light aim, all in sight --

LAPTOP = {"width": 1280, "height": 800}
NEXT = '#board [data-action="next"]'

# Every lying puck drawn: where the field says it lies, how its face is drawn (computed style), and its
# box on the screen against the inside of the field (the svg's box less its wooden frame).
PUCKS = """() => {
  const svg = document.querySelector('.tg-svg');
  const r = svg.getBoundingClientRect(), frame = parseFloat(getComputedStyle(svg).borderTopWidth);
  const inner = { left: r.left + frame, top: r.top + frame, right: r.right - frame, bottom: r.bottom - frame };
  return { inner, pucks: [...svg.querySelectorAll('.tg-pucks .tg-lying')].map((g) => {
    const face = g.querySelector('.tg-puck'), st = getComputedStyle(face);
    const shadow = g.querySelector('.tg-puck-shadow');
    const b = g.getBoundingClientRect();
    return { where: g.classList.contains('on-plank') ? 'plank' : g.classList.contains('on-ground') ? 'ground' : '?',
      box: { left: b.left, top: b.top, right: b.right, bottom: b.bottom }, r: face.getBoundingClientRect().width / 2,
      dash: st.strokeDasharray, fill: st.fill, shadow: shadow.getAttribute('filter'),
      last: g.classList.contains('tg-last') };
  }) };
}"""

# The two pucks of the key, drawn as the field draws them.
KEY = """() => ['plank', 'ground'].map((w) => {
  const face = document.querySelector(`.tg-key .tg-mini-${w} .tg-mini-face`);
  const st = getComputedStyle(face);
  return { r: Number(face.getAttribute('r')), dash: st.strokeDasharray, fill: st.fill };
})"""

# What must be in sight without scrolling: the turn line, the field, every button of the board's controls.
IN_VIEW = """() => {
  const h = window.innerHeight, w = document.documentElement.clientWidth;
  const seen = (el) => { const b = el.getBoundingClientRect();
    return b.height > 0 && b.top >= 0 && b.left >= 0 && b.bottom <= h && b.right <= w; };
  const buttons = [...document.querySelectorAll('#board .tg-controls button, #board .tg-next button')];
  return { scrolled: window.scrollY, status: seen(document.querySelector('.status')),
    field: seen(document.querySelector('.tg-svg')), buttons: buttons.length,
    out: buttons.filter((b) => !seen(b)).map((b) => b.textContent) };
}"""


def _inside(box: dict[str, float], inner: dict[str, float], gap: float = 1) -> bool:
    return (box["left"] >= inner["left"] + gap and box["top"] >= inner["top"] + gap
            and box["right"] <= inner["right"] - gap and box["bottom"] <= inner["bottom"] - gap)


def _metres(page: Any) -> float:
    """The aim's distance, from the readout ("Aimed 3.16 m away…", "Visée à 3,16 m…")."""
    text = page.inner_text(".tg-readout")
    number = text.split(" m")[0].split()[-1]
    return float(number.replace(",", "."))


def _aim_to(page: Any, metres: float) -> None:
    """With the keys, from the field: the aim straight ahead at `metres` (±0.05 m)."""
    page.focus(".tg-svg")
    for _ in range(60):
        now = _metres(page)
        if abs(now - metres) <= 0.05:
            return
        page.keyboard.press("Shift+ArrowUp" if now < metres else "Shift+ArrowDown")
    raise AssertionError(f"the aim did not reach {metres} m: {page.inner_text('.tg-readout')}")


def _throw(page: Any, how: str) -> str:
    """Throw (a button's selector, or "enter": the Enter key on the field) or start the next round;
    returns "mine" once this seat is to play again (its field or its Next button drawn), or "over"."""
    before = version(page)
    if how == "enter":
        page.focus(".tg-svg")
        page.keyboard.press("Enter")
    else:
        page.click(how)
    wait_moved(page, before)
    turn = wait_turn(page)
    if turn == "mine":
        page.wait_for_selector(f"#board .tg-svg.aiming, {NEXT}")
    return str(turn)


def test_a_puck_on_the_plank_is_told_from_one_on_the_ground(tabs: Any, server: Any) -> None:
    """At a glance and not by colour alone: a raised puck is bigger, with a solid rim and a crisp shadow; a
    puck on the ground smaller, dashed, with a soft shadow; the key draws both alike. A puck on the ground
    near the top of the field is drawn whole, inside the frame."""
    tab = tabs(LAPTOP)
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"first_player": 0, "skill": "expert"}, seed=31)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    page.wait_for_selector(".tg-svg.aiming")
    seen: dict[str, Any] = {}
    for _ in range(10):
        if page.query_selector(NEXT) is not None:  # a round ended: the next one starts with an empty field
            assert _throw(page, NEXT) == "mine"
            continue
        got = page.evaluate(PUCKS)
        top = got["inner"]["top"] + (got["inner"]["bottom"] - got["inner"]["top"]) * 0.2
        plank = [p for p in got["pucks"] if p["where"] == "plank"]
        high = [p for p in got["pucks"] if p["where"] == "ground" and p["box"]["top"] < top]
        if plank and high:
            seen = got
            break
        if not plank:
            assert _throw(page, '#board [data-action="aim plank"]') == "mine"
        else:  # a lob just past the plank's tip: on the ground, near the top of the field
            _aim_to(page, 3.64)
            assert _throw(page, "enter") == "mine"
    assert seen, f"no puck on the plank and on the ground near the top after 10 turns: {page.evaluate(PUCKS)}"
    pucks, inner = seen["pucks"], seen["inner"]
    assert all(p["where"] in ("plank", "ground") for p in pucks), pucks
    # every puck whole inside the field's frame (the ground's near its top too)
    for p in pucks:
        assert _inside(p["box"], inner), f"a puck {p['where']} is cut by the frame: {p['box']} in {inner}"
    # told apart by size, rim and shadow (colour-blind safe), not only by their shade
    raised = next(p for p in pucks if p["where"] == "plank")
    low = next(p for p in pucks if p["where"] == "ground")
    assert raised["dash"] == "none" and low["dash"] != "none", (raised, low)
    assert low["r"] < raised["r"] * 0.9, (raised["r"], low["r"])
    assert raised["shadow"] != low["shadow"] and raised["fill"] != low["fill"], (raised, low)
    # the counts under the field tally with the pucks drawn, each beside its own kind of puck
    counts = page.eval_on_selector_all(".tg-key .tg-lying .tg-count", "ss => ss.map((s) => s.textContent)")
    assert counts[0].endswith(f": {sum(p['where'] == 'plank' for p in pucks)}"), counts
    assert counts[-1].endswith(f": {sum(p['where'] == 'ground' for p in pucks)}"), counts
    key = page.evaluate(KEY)
    assert key[0]["dash"] == "none" and key[1]["dash"] != "none" and key[1]["r"] < key[0]["r"], key
    assert key[0]["fill"] != key[1]["fill"], key
    tab.shot("trigono-ground-desktop-en")
    tab.shot("trigono-ground-360-en", PHONE)
    got = page.evaluate(PUCKS)
    assert all(_inside(p["box"], got["inner"]) for p in got["pucks"]), "a puck is cut by the frame at 360 px"
    page.set_viewport_size(DESKTOP)
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_selector(".tg-svg.aiming")
    tab.shot("trigono-ground-desktop-fr")
    tab.shot("trigono-ground-360-fr", PHONE)
    page.set_viewport_size(DESKTOP)
    page.click("#lang")  # back to English for the next tests
    page.wait_for_function("() => document.documentElement.lang === 'en'")


def _letters_clear_of_the_aim(page: Any) -> int:
    """Each hole letter looks the same with the aim drawn and without it; returns how many letters the
    spread's ellipse reaches over (so that the comparison means something)."""
    letters = page.eval_on_selector_all(".tg-hole-label", """els => els.map((e) => {
      const b = e.getBoundingClientRect();
      return { x: b.x, y: b.y, width: b.width, height: b.height, text: e.textContent }; })""")
    spread = page.eval_on_selector(".tg-spread", """e => {
      const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }""")
    assert len(letters) >= 2, letters
    reached = 0
    for letter in letters:
        clip = {k: letter[k] for k in ("x", "y", "width", "height")}
        drawn = page.screenshot(clip=clip, animations="disabled")
        page.evaluate("() => { document.querySelector('.tg-aim').style.visibility = 'hidden'; }")
        bare = page.screenshot(clip=clip, animations="disabled")
        page.evaluate("() => { document.querySelector('.tg-aim').style.visibility = ''; }")
        assert drawn == bare, f"the aim is drawn over the letter {letter['text']!r}"
        x0, y0, x1, y1 = spread
        reached += (x0 < letter["x"] + letter["width"] and x1 > letter["x"]
                    and y0 < letter["y"] + letter["height"] and y1 > letter["y"])
    return reached


def test_the_aim_is_light_and_never_over_a_hole_letter(tabs: Any, server: Any) -> None:
    tab = tabs(LAPTOP)
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"first_player": 0}, seed=32)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    page.wait_for_selector(".tg-svg.aiming")
    style = page.eval_on_selector(".tg-spread", """e => { const st = getComputedStyle(e);
      return { stroke: parseFloat(st.strokeWidth), fill: parseFloat(st.fillOpacity), line: parseFloat(getComputedStyle(
        document.querySelector('.tg-aimline')).strokeWidth) }; }""")
    assert style["stroke"] <= 2.5 and style["fill"] <= 0.08 and style["line"] <= 3, style
    # aimed at the big hole (as the turn starts), at the small one, and between them
    reached = _letters_clear_of_the_aim(page)
    tab.shot("trigono-aim-big-desktop-en")
    for metres in (3.36, 3.26):
        _aim_to(page, metres)
        reached += _letters_clear_of_the_aim(page)
    assert reached >= 3, "the spread never reached over a letter: nothing was compared"
    tab.shot("trigono-aim-small-desktop-en")


def test_the_throw_and_the_turn_line_stay_in_sight_at_1280x800(tabs: Any, server: Any) -> None:
    """Through a short match, every way to throw (the marker, the three quick throws, Enter on the field)
    and the next round's button: each turn starts with the page unscrolled, the turn line, the field and
    every button of the controls in sight."""
    tab = tabs(LAPTOP)
    page = tab.page
    # a sure hand against a beginner's: this seat wins a round and starts the next one (its Next button)
    made = server.create("trigono", [{"kind": "person"}, BOT], seed=33,
                         options={"first_player": 0, "pucks_per_player": 3, "skills": "expert,beginner"})
    page.goto(made["seats"][0]["url"])
    ways = [".tg-throw", '#board [data-action="aim big"]', '#board [data-action="aim small"]',
            '#board [data-action="aim plank"]', "enter"]
    turns = rounds = 0
    turn = wait_turn(page)
    page.wait_for_selector(f"#board .tg-svg.aiming, {NEXT}")
    while turn == "mine" and turns < 16:
        sight = page.evaluate(IN_VIEW)
        assert sight["scrolled"] == 0 and sight["status"] and sight["field"], (turns, sight)
        assert sight["buttons"] and not sight["out"], (turns, sight)
        if turns in (1, 6):
            tab.shot(f"trigono-sight-{turns}-desktop-en")
        if turns == 2:  # in French too (longer words: the two kinds of throw on two lines)
            page.click("#lang")
            page.wait_for_function("() => document.documentElement.lang === 'fr'")
            page.wait_for_selector(f"#board .tg-svg.aiming, {NEXT}")
            sight = page.evaluate(IN_VIEW)
            assert sight["scrolled"] == 0 and sight["status"] and sight["field"] and not sight["out"], sight
            tab.shot("trigono-sight-desktop-fr")
            page.click("#lang")  # back to English
            page.wait_for_function("() => document.documentElement.lang === 'en'")
            page.wait_for_selector(f"#board .tg-svg.aiming, {NEXT}")
        if page.query_selector(NEXT) is not None:
            rounds += 1
            turn = _throw(page, NEXT)
        else:
            turn = _throw(page, ways[turns % len(ways)])
        turns += 1
    assert turns >= len(ways) and rounds >= 1, (turns, rounds)



def test_the_throw_is_under_the_field_on_a_phone(tabs: Any, server: Any) -> None:
    """At 360×740 the turn line, the field and the throw button are in sight together, unscrolled."""
    tab = tabs(PHONE)
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], options={"first_player": 0}, seed=34)
    page.goto(made["seats"][0]["url"])
    for turn in range(3):
        assert wait_turn(page) == "mine"
        page.wait_for_selector(".tg-svg.aiming")
        boxes = page.evaluate("""() => ['.status', '.tg-svg', '.tg-throw'].map((s) => {
          const b = document.querySelector(s).getBoundingClientRect(); return [b.top, b.bottom]; })""")
        assert page.evaluate("() => window.scrollY") == 0, turn
        assert boxes[0][0] >= 0 and all(b[1] <= PHONE["height"] for b in boxes), (turn, boxes)
        if turn == 1:
            tab.shot("trigono-sight-360-en")
        assert _throw(page, ".tg-throw") == "mine"
