"""The Triominos table after a second newcomer's tour (issue 18): the round's summary shows the totals
of that round's end (not a bot's opening move of the next one), the guided first game names each place
it asks for (two places may score the same points), the winner line and a lesson's instruction are in
view on a 360 px phone, and the rules' pictures tell no round count. Each test takes a few seconds."""

from __future__ import annotations

import re
from typing import Any

import trigames

from .play import version, wait_moved

DESK = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}
# seed 13, the bot opening every round: the person's 8th choice ends round 1 (a short round)
SEED, OPENER = 13, {"first_player": 1}
SEATS = [{"kind": "person", "name": "Ada"}, {"kind": "bot", "agent": "greedy", "name": "Bo"}]

IN_VIEW = """sel => { const el = document.querySelector(sel); if (!el) return false;
  const r = el.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; }"""


def play_turn(page: Any) -> None:
    """The best place the board offers first, else a draw, else a pass."""
    before = version(page)
    if page.query_selector(".tm-places button"):
        page.click(".tm-places button")
    else:
        for ask in ('[data-key="ask:draw"]', '[data-key="ask:pass"]'):
            if page.query_selector(ask):
                page.click(ask)
                break
        page.click(".tm-confirm [data-action]")
    wait_moved(page, before)


def play_until(page: Any, selector: str, limit: int = 60) -> None:
    """Play this seat until `selector` shows."""
    for _ in range(limit):
        page.wait_for_selector(f'{selector}, .table-page[data-turn="mine"] .tm-board')
        if page.query_selector(selector):
            return
        play_turn(page)
    raise AssertionError(f"{selector} never showed")


def test_round_summary_shows_the_totals_of_its_round(tabs: Any, server: Any) -> None:
    """The bot opens round 2 at once: the summary of round 1, still on screen, does not count it."""
    made = server.create("triominos", SEATS, seed=SEED, options={**OPENER, "fixed_rounds": 2})
    table = made["table"]["id"]
    page = tabs(DESK).page
    page.goto(made["seats"][0]["url"])
    play_until(page, "dialog.tm-round-end[open]")
    def totals(sel: str) -> list[int]:
        return [int(re.search(r"(-?\d+) point", x).group(1))  # type: ignore[union-attr]
                for x in page.eval_on_selector_all(sel, "els => els.map(e => e.textContent)")]

    shown, live = totals("dialog.tm-round-end .tm-standing li"), totals(".tm-info .tm-total")
    # and the bot's total since it opened round 2, said apart
    assert f"Bo has already played in round 2: {live[1]} points now" in page.inner_text("dialog .tm-since")
    page.click("#tm-next")
    page.wait_for_selector("dialog.tm-round-end", state="detached")
    # the totals when round 1 ended, from the engine: the game played on by bots, its record replayed
    server.api("POST", f"/api/tables/{table}/leave", {"token": made["seats"][0]["token"]})
    server.wait_finished(table)
    record = server.api("GET", f"/api/tables/{table}/record")
    state = trigames.make("triominos", players=2, **record["options"]).new_game(record["seed"])
    at_end = None
    for text in record["actions"]:
        events = state.apply_events(state.parse_action(text))
        if any(ev.kind == "round_end" for ev in events):
            at_end = [int(x) for x in state.view(None)["scores"]]
            break
    assert at_end is not None and live != at_end, "the bot has not scored in round 2: nothing is checked"
    assert shown == at_end, (shown, at_end, live)


def test_lesson_names_each_place_and_shows_its_words_on_a_phone(tabs: Any) -> None:
    """Played as a newcomer reads it, on a phone: each place is found by the words of the step (never
    by the ring), exactly one place button says them, and the step's words are in view when it shows."""
    tab = tabs(PHONE)
    page = tab.page
    page.goto("/learn/triominos")
    seen: set[str] = set()
    named = 0
    for _ in range(80):
        page.wait_for_selector('.learn-panel[data-kind="step"], .learn-panel[data-kind="end"], '
                               '.learn-panel[data-kind="strayed"]')
        kind = page.get_attribute(".learn-panel", "data-kind")
        assert kind != "strayed", "the lesson lost its way"
        if kind == "end":
            break
        page.locator(".learn-target").wait_for(state="visible")
        step = page.get_attribute(".learn-panel", "data-step") or ""
        if step not in seen:  # a new step: its words in view, also once the page has settled
            seen.add(step)
            page.wait_for_function(IN_VIEW, arg=".learn-say", timeout=3000)
            page.wait_for_timeout(700)
            assert page.evaluate(IN_VIEW, ".learn-say"), f"step {step}: the instruction is out of view"
        say = page.inner_text(".learn-say")
        before = (step, version(page), page.inner_text(".learn-panel"))
        target = page.locator(".learn-target")
        if target.get_attribute("data-action") and page.query_selector(".tm-places button"):
            # a place: the button whose place the words name ("below 1-1-4, 1 side, 2 points")
            places = page.locator(".tm-places button")
            # (a button writes a tile's name with non-breaking hyphens: it never breaks across lines)
            texts = [places.nth(i).inner_text().replace("\u2011", "-") for i in range(places.count())]
            told = [i for i, x in enumerate(texts) if x.split(",")[0].split("\n")[-1].strip() in say]
            assert len(told) == 1, (say, texts)
            places.nth(told[0]).click()
            named += 1
        else:
            target.click()
        page.wait_for_function(
            """([step, version, text]) => {
                const p = document.querySelector('.learn-panel'), t = document.querySelector('.table-page');
                return p.dataset.step !== step || t.dataset.version !== version || p.innerText !== text
                  || p.dataset.kind !== 'step';
            }""", arg=list(before))
    else:
        raise AssertionError("the lesson did not end")
    assert named >= 8, named


def test_winner_in_view_when_the_game_ends_on_a_phone(tabs: Any, server: Any) -> None:
    """Three players (a result long enough that the focused Rematch button, scrolled into view, once
    put "Bo wins" above the top of the screen); the person's 6th choice ends the game."""
    seats = [*SEATS, {"kind": "bot", "agent": "greedy", "name": "Cy"}]
    made = server.create("triominos", seats, seed=SEED, options={**OPENER, "fixed_rounds": 1})
    page = tabs(PHONE).page
    page.goto(made["seats"][0]["url"])
    play_until(page, '.table-page[data-turn="over"]')
    page.wait_for_selector(".end .winners")
    page.wait_for_function(IN_VIEW, arg=".end .winners", timeout=3000)
    page.wait_for_timeout(700)  # and still once the board has settled
    assert page.evaluate(IN_VIEW, ".end .winners"), page.evaluate("() => window.scrollY")


def test_rules_pictures_tell_no_round_count(tabs: Any) -> None:
    page = tabs(DESK).page
    for lang, words in (("en", r"Round \d+ of \d+|Final totals"), ("fr", r"Manche \d+ sur \d+|Totaux finaux")):
        page.goto("/rules/triominos")
        page.wait_for_function("() => window.trigames")
        page.evaluate("c => window.trigames.setLang(c)", lang)
        page.wait_for_selector(".rules-figure .tm-lattice .tm-tile")
        page.wait_for_function("c => document.documentElement.lang === c", arg=lang)
        for fig in page.query_selector_all(".rules-figure"):
            text = fig.inner_text()
            assert not re.search(words, text), (lang, fig.get_attribute("data-picture"), text)


def test_the_turn_line_after_a_draw_names_only_what_is_offered(tabs: Any, server: Any) -> None:
    """After a draw the rules open two of place / draw again / pass (RULES §2.6), never all three: the
    turn line said "place, draw again or pass" where only "Draw" was offered (a newcomer's tour)."""
    page = tabs().page
    page.goto("/")
    page.wait_for_selector("#record-file", state="attached")
    said = page.evaluate("""async () => {
      const { t } = await import('/static/i18n.js');
      const m = (await import('/games/triominos/messages.js')).default;
      const at = (legal, seat = 0) => m.decision({ decision: 'AFTER_DRAW', seat, to_move: 0, legal }, t);
      return [at(['draw', '3-3-4@U(0,0)/r0']), at(['pass', '3-3-4@U(0,0)/r0']), at(['draw']), at(['pass']),
              at([], 1), m.decision({ decision: 'TURN_START', seat: 0, to_move: 0, legal: ['draw'] }, t)];
    }""")
    assert said == ["place the tile you drew or draw again", "place the tile you drew or pass", "draw again", "pass",
                    None, None], said
