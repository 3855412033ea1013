"""What a fourth newcomer tour found (issue 18), checked where a person looks: a Triqueta tie on points
says who won it and why (the most animal tokens, RULES §1.7.4); the round by round counts the starting
rock once, where it scores, never "−1" for a round in which it changed hands; buttons keep their look
while a move animates (the guided game's ringed button faded for a second after each press); the lobby
shows each game once; an unnamed person is "You" in the result; "39%" in English, "39 %" in French;
French that reads right ("aucun jeton", "Humain" for a person's seat, a no-break space before ; : ! ?)."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

import trigames
from trigames.core.record import record_of

from .play import play_clicks, wait_turn

DESK = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}
GAMES = ("triqueta", "triominos", "tricerata", "trigono")
NBSP = "\u00a0"
STATIC = Path(trigames.__file__).parent / "web" / "static"


def _lang(page: Any, code: str) -> None:
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{code}')")


def _triqueta(seed: int) -> dict[str, Any]:
    """A two-player Triqueta game played at random from `seed`, as the record a person uploads (the
    seats named Ada and Bob)."""
    state: Any = trigames.make("triqueta", players=2).new_game(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    data: dict[str, Any] = record_of(state, seed, {"agents": ["Ada", "Bob"]}).to_json()
    return data


def _end_of(tabs: Any, server: Any, seed: int, lang: str = "en", size: dict[str, int] | None = None) -> Any:
    """The table page of an uploaded game (`seed`), at its end screen."""
    data = _triqueta(seed)
    table = server.api("POST", "/api/records", data)["table"]
    tab = tabs(size or DESK)
    _lang(tab.page, lang)
    tab.page.goto(f"/t/{table}")
    tab.page.wait_for_selector(".end .winners")
    return tab, data


# -- 1. a tie on points says who won it, and why -------------------------------------------------------

TIE_WON = {  # seed 29: 5 points each; Bob has 4 animal tokens, Ada 2: Bob wins
    "en": "Tied on 5 points: Bob wins with the most animal tokens (Bob: 4, Ada: 2).",
    "fr": f"Égalité à 5 points{NBSP}: Bob gagne avec le plus de jetons animaux (Bob{NBSP}: 4, Ada{NBSP}: 2).",
}
TIE_SHARED = {  # seed 5: 5 points and 3 tokens each: both win
    "en": "Tied on 5 points and on animal tokens (3 each): the win is shared.",
    "fr": f"Égalité à 5 points et en jetons animaux (3 chacun){NBSP}: la victoire est partagée.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tie_on_points_says_who_won_it_and_why(tabs: Any, server: Any, lang: str) -> None:
    tab, data = _end_of(tabs, server, 29, lang)
    assert data["result"]["scores"] == [5.0, 5.0] and data["result"]["winners"] == [1]
    assert tab.page.inner_text(".end .result-why") == TIE_WON[lang]
    tab.shot(f"tour4-tiebreak-{lang}-desktop")
    # the replay's last step says it too
    table = tab.page.url.rsplit("/", 1)[1]
    tab.page.goto(f"/replay/{table}")
    tab.page.wait_for_selector(".log .winners")
    assert tab.page.inner_text(".log .result-why") == TIE_WON[lang]
    tab, data = _end_of(tabs, server, 5, lang)
    assert data["result"]["winners"] == [0, 1]
    assert tab.page.inner_text(".end .result-why") == TIE_SHARED[lang]
    # no tie, no sentence
    tab, data = _end_of(tabs, server, 0, lang)
    assert data["result"]["scores"] == [2.0, 3.0]
    assert tab.page.query_selector(".end .result-why") is None


def test_the_tie_break_names_you_when_you_won_it(tabs: Any, server: Any) -> None:
    """The reader's own seat is "you" in the sentence ("you win with the most animal tokens")."""
    tab = tabs(DESK)
    words = tab.page
    words.goto("/")
    words.wait_for_selector("[data-play=triqueta]")
    said = words.evaluate("""async () => {
      const common = await import('/static/common.js');
      const result = { scores: [5, 5], winners: [1], details: { tokens: [2, 4] } };
      const name = (p) => (p === 1 ? 'you' : 'Ada');
      return common.resultWhy('triqueta', result, name, 1);
    }""")
    assert said == "Tied on 5 points: you win with the most animal tokens (you: 4, Ada: 2)."


# -- 2. round by round: the starting rock scores once, at the end -------------------------------------

CELLS = ("rows => rows.map(r => [r.querySelector('th').innerText,"
         " ...[...r.querySelectorAll('td')].map(td => td.innerText)])")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_round_by_round_counts_the_rock_once_where_it_scores(tabs: Any, server: Any, lang: str) -> None:
    # seed 0: Bob held the rock after round 2 and lost it in round 3, taking nothing that round: his
    # round 3 read "−1" (the rock's point counted as won in one round and lost in the next)
    tab, data = _end_of(tabs, server, 0, lang)
    rows = tab.page.eval_on_selector_all(".end table.rounds tbody tr", CELLS)
    rounds = [r for r in rows if re.match(r"^(Round|Manche) \d$", r[0])]
    assert len(rounds) == 4, rows
    assert all(not cell.startswith("\u2212") for r in rounds for cell in r[1:]), rows
    rock = [r for r in rows if r[0] == {"en": "Starting rock", "fr": "Caillou de départ"}[lang]]
    assert len(rock) == 1 and sorted(rock[0][1:]) == ["0", "1"], rows
    # the rows still add up to the final score
    numbers = [[int(c.replace("\u2212", "-")) for c in r[1:]] for r in rows
               if r[0] not in ("Final score", "Score final")]
    finals = [int(x) for x in data["result"]["scores"]]
    assert [sum(col) for col in zip(*numbers, strict=True)] == finals, rows
    tab.shot(f"tour4-rounds-{lang}-desktop")


# -- 3. buttons keep their look while a move animates ------------------------------------------------

OPACITY = "els => els.map(e => Number(getComputedStyle(e).opacity))"


def test_the_guided_games_button_keeps_its_look_while_the_move_is_shown(tabs: Any, server: Any) -> None:
    """The lesson rings the button to press; pressed, its move animates for about a second: the
    buttons stay as they were (they faded to 55 % at once), and a press during it finishes it."""
    tab = tabs(DESK, motion=True)
    page = tab.page
    page.goto("/learn/triqueta")
    page.wait_for_selector('.learn-panel[data-kind="step"]')
    target = page.locator(".learn-target")
    target.wait_for(state="visible")
    target.click()
    page.wait_for_selector(".table-page[data-animating]", timeout=5_000)
    page.wait_for_timeout(350)  # the fade was at once; an animation lasts about a second
    assert page.get_attribute(".table-page", "data-animating") == "1", "the animation ended too soon to look at"
    looks = page.eval_on_selector_all("#board button", OPACITY)
    assert looks and min(looks) == 1, looks
    tab.shot("tour4-animating-desktop-en")
    # a press on the board during the animation finishes it (and the moves waiting behind it)
    page.click("#board .tq-table", position={"x": 5, "y": 5})
    page.wait_for_function("() => !document.querySelector('.table-page').dataset.animating", timeout=1_500)


def test_a_slow_answer_still_shows_its_wait(tabs: Any) -> None:
    """A control that waits long for the server (a slow connection) still fades, after a moment."""
    page = tabs(DESK).page
    page.goto("/")
    page.wait_for_selector("[data-play=triqueta]")
    page.evaluate("""() => {
      const b = document.createElement('button');
      b.id = 'waiting';
      b.textContent = 'x';
      b.setAttribute('aria-disabled', 'true');
      document.querySelector('main').append(b);
    }""")
    assert page.eval_on_selector("#waiting", "e => Number(getComputedStyle(e).opacity)") == 1
    page.wait_for_timeout(2_100)
    assert page.eval_on_selector("#waiting", "e => Number(getComputedStyle(e).opacity)") < 0.6


# -- 4. the lobby shows each game once ---------------------------------------------------------------

@pytest.mark.parametrize(("size", "name"), [(DESK, "desktop"), (PHONE, "360")])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lobby_shows_each_game_once(tabs: Any, size: dict[str, int], name: str, lang: str) -> None:
    tab = tabs(size)
    page = tab.page
    _lang(page, lang)
    page.goto("/")
    page.wait_for_selector(".game-card img")
    page.wait_for_load_state("networkidle")
    for game in GAMES:
        assert page.locator(f"img[src='/games/{game}/picture.svg']").count() == 1, game
        assert page.locator(f".game-card[data-game={game}]").count() == 1, game
        card = page.locator(f".game-card[data-game={game}]")
        # every way in is on its card, once: play, its rules, its guided game, keeping score of a real box
        assert card.locator(f"[data-play={game}]").count() == 1 == page.locator(f"[data-play={game}]").count()
        assert card.locator(f"a[href='/rules/{game}']").count() == 1 == page.locator(f"a[href='/rules/{game}']").count()
        assert card.locator(f"a[href='/learn/{game}']").count() == 1 == page.locator(f"a[href='/learn/{game}']").count()
        assert card.locator(f"[data-companion={game}]").count() == 1 == page.locator(f"[data-companion={game}]").count()
        box = page.locator(f"[data-play={game}]").bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= size["height"], (game, box)
    names = page.eval_on_selector_all(".lobby h2, .lobby h3", "hs => hs.map(h => h.textContent)")
    assert not [n for n in names if n in ("Games", "Jeux")], names
    assert page.evaluate("() => document.documentElement.scrollWidth") <= size["width"]
    tab.shot(f"tour4-lobby-{lang}-{name}")
    page.click("[data-companion=triqueta]")
    page.wait_for_selector(".new-table.companion")
    keep = {"en": "Keep score: Triqueta", "fr": f"Compter les points{NBSP}: Triqueta"}[lang]
    assert page.inner_text("#new-h") == keep
    page.click("[data-play=triominos]")
    page.wait_for_selector(".new-table:not(.companion)")
    about = page.inner_text(".game-about")  # what the game is comes with its form
    assert "Triominos" not in about and len(about) > 40, about
    assert page.get_attribute(".game-card[data-game=triominos]", "class").split().count("chosen") == 1
    tab.shot(f"tour4-lobby-form-{lang}-{name}")


# -- 5. the person who played is "You", named or not -------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_unnamed_person_is_you_in_the_result(tabs: Any, server: Any, lang: str) -> None:
    made = server.create("triqueta", [{"kind": "person"}, {"kind": "bot"}], seed=7)
    tab = tabs(DESK)
    page = tab.page
    _lang(page, lang)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    play_clicks(page, random.Random(7))
    assert wait_turn(page) == "over"
    page.wait_for_selector(".end .ranking")
    you, seat = {"en": ("You", "Seat 1"), "fr": ("Vous", "Place 1")}[lang]
    ranking = page.eval_on_selector_all(".end .ranking li", "els => els.map(e => e.textContent)")
    assert any(you in line for line in ranking) and not any(seat in line for line in ranking), ranking
    heads = page.eval_on_selector_all(".end table.rounds thead th", "els => els.map(e => e.textContent.trim())")
    assert you in heads and seat not in heads, heads
    assert seat not in page.inner_text(".players"), page.inner_text(".players")
    tab.shot(f"tour4-you-{lang}-desktop")


# -- 6. percentages: "39%" in English, "39 %" in French ----------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr"])
def test_percentages_are_written_as_each_language_writes_them(tabs: Any, lang: str) -> None:
    page = tabs(DESK).page
    _lang(page, lang)
    page.goto("/")
    page.click("[data-play=tricerata]")  # its first player wins most games: the note gives a share
    page.wait_for_selector(".balance-note:not([hidden])")
    note = page.inner_text(".balance-note")
    shares = re.findall(r"\d+(\s?)%", note)
    assert shares, note
    assert set(shares) == ({""} if lang == "en" else {"\u202f"}), (note, shares)
    said = page.evaluate("""async () => {
      const i18n = await import('/static/i18n.js');
      return i18n.t('cli.analyse.by-wins', { inaccuracy: 5, mistake: 15, blunder: 30 });
    }""")
    assert ("≥ 5% of the wins" in said) if lang == "en" else ("≥ 5\u202f% des victoires" in said), said


# -- 7. French that reads right ----------------------------------------------------------------------

def test_french_words_read_right(tabs: Any) -> None:
    page = tabs(DESK).page
    _lang(page, "fr")
    page.goto("/")
    page.click("[data-play=triqueta]")
    page.select_option("#players", "3")
    page.select_option("#seat-2", "person")
    kinds = page.eval_on_selector_all("#seat-2 option", "os => os.map(o => o.textContent)")
    assert kinds == ["Humain", "Robot"], kinds  # "Personne" reads "nobody"
    first = page.eval_on_selector_all("#opt-first_player option", "os => os.map(o => o.textContent)")
    assert not [x for x in first if "Personne" in x], first
    lines = page.evaluate("""async () => {
      const common = await import('/static/common.js');
      const seats = [{ kind: 'person', name: 'Ada' }, { kind: 'bot', agent: 'beginner' }];
      const end = (n) => common.describeEvent('triqueta', { kind: 'round_end', round: 1, rock: 0, to_box: n }, seats);
      const draw = (n) => common.describeEvent('triqueta', { kind: 'draw', seat: 0, tower: 0, left: n }, seats);
      return [end(0), end(1), end(3), draw(0), draw(4)];
    }""")
    assert lines == [
        f"La manche 1 est finie{NBSP}: Ada prend le caillou{NBSP}; aucun jeton ne retourne dans la boîte.",
        f"La manche 1 est finie{NBSP}: Ada prend le caillou{NBSP}; 1 jeton retourne dans la boîte sans être vu.",
        f"La manche 1 est finie{NBSP}: Ada prend le caillou{NBSP}; 3 jetons retournent dans la boîte sans être vus.",
        "Ada pioche un jeton dans la tour 1 (il n’en reste plus).",
        "Ada pioche un jeton dans la tour 1 (il en reste 4).",
    ], lines


# every French catalogue: the core's and each game's (a game left out kept 227 plain spaces before : and ;)
FRENCH = sorted([*(STATIC / "i18n").glob("*fr.ftl"), *(STATIC.parent.parent / "games").glob("*/web/*fr.ftl")])


def test_french_puts_a_no_break_space_before_double_punctuation() -> None:
    """French typography: a no-break space before ; : ! ? (a plain one let the sign start a line, or
    went missing), in the web's catalogues (the terminal's own cli-* lines apart)."""
    bad = []
    for path in FRENCH:
        message = ""
        for line in path.read_text(encoding="utf-8").splitlines():
            head = re.match(r"^([A-Za-z][\w-]*)\s*=", line)
            if head:
                message = head.group(1)
            if line.startswith("#") or message.startswith("cli-"):
                continue
            text = line[head.end():] if head else line
            text = re.sub(r"\\u(202F|00A0)", lambda m: chr(int(m.group(1), 16)), text, flags=re.I)  # Fluent's escapes
            if re.search(r"(?<=\S) [;:!?](?=\s|$)|[\w»)}][;:!?](?=\s|$)|« | »", text):  # and inside « »
                bad.append(f"{path.name}: {message}: {text.strip()}")
    assert not bad, "\n".join(bad)
