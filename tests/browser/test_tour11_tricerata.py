"""Findings of session 18's newcomer tour, Tricérata's board: the last turn is ringed in the colour of
the seat that played it and a line says whose it is (the bot's turn was drawn in the person's blue,
with no word); a page just opened or played with the mouse has no cell focused unasked (one looked
chosen, its line read as advice, and the first Tab left the board); on the hexagon Up and Down go
row by row (Down from 1.1 skipped row 2); a board drawn on a phone and then widened is drawn whole
(its phone-sized extent cropped it)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import PHONE
from .play import version, wait_moved, wait_turn

PERSON = {"kind": "person"}
BOT = {"kind": "bot"}
WIDE = {"width": 1280, "height": 800}
FOCUSED_CELL = "() => document.activeElement?.closest?.('.tc-cell')?.dataset.label ?? null"
RING = """() => { const c = document.querySelector('.tc-cell.last-move .tc-cup');
  return c ? getComputedStyle(c).stroke : null; }"""
SEAT = "n => getComputedStyle(document.documentElement).getPropertyValue(`--seat-${n}`).trim()"


def _rgb(css: str) -> tuple[int, ...]:
    if css.startswith("#"):
        return tuple(int(css[i:i + 2], 16) for i in (1, 3, 5))
    return tuple(int(float(x)) for x in css[css.index("(") + 1:css.index(")")].replace(",", " ").split()[:3])


def _play_a_cell(page: Any) -> None:
    """The person's whole turn by clicks: the first playable cell, until the turn passes."""
    before = version(page)
    page.click(".tc-cell.legal")
    wait_moved(page, before)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_turn_is_ringed_in_its_movers_colour_and_named(tabs: Any, server: Any, lang: str) -> None:
    page = tabs(WIDE).page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    made = server.create("tricerata", [PERSON, BOT], options={"rows": 4, "first_player": 1}, seed=31)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"  # the bot has played its turn
    assert page.query_selector(".tc-cell.last-move"), "the bot's turn is not marked"
    ring = _rgb(page.evaluate(RING))
    assert ring == _rgb(page.evaluate(SEAT, 2)), ring  # the bot's seat colour, not the person's
    assert ring != _rgb(page.evaluate(SEAT, 1))
    key = page.text_content(".tc-lastkey")
    bot = page.text_content(".player:not(.you) .pname") or ""
    words = {"en": ("Ringed on the board", "’s last turn"), "fr": ("Cerclées sur le plateau", "dernier tour")}[lang]
    assert all(w in key for w in words) and bot.strip() in key, (key, bot)
    assert page.query_selector(".tc-lastkey .seat-2"), "the line has no mark of the bot's seat"
    # the person's own turn, once played and passed: rings in the person's colour, "your last turn"
    while wait_turn(page) == "mine" and page.get_attribute(".table-page", "data-turn") == "mine":
        _play_a_cell(page)
        if page.query_selector(".tc-cell.last-move") and page.evaluate(
                "() => getComputedStyle(document.querySelector('.tc-svg')).getPropertyValue('--tc-mover')").strip() \
                == "var(--seat-1)":
            assert _rgb(page.evaluate(RING)) == _rgb(page.evaluate(SEAT, 1))
            assert {"en": "your last turn", "fr": "votre dernier tour"}[lang] in page.text_content(".tc-lastkey")
            break


def test_no_cell_is_focused_unasked(tabs: Any, server: Any) -> None:
    page = tabs(WIDE).page
    made = server.create("tricerata", [PERSON, BOT], options={"rows": 5, "first_player": 0}, seed=32)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    page.wait_for_timeout(300)
    assert page.evaluate(FOCUSED_CELL) is None, "a cell was focused when the page opened"
    # played with the mouse: after the bot's reply no cell is focused either
    _play_a_cell(page)
    while page.get_attribute(".table-page", "data-turn") == "mine" and wait_turn(page) == "mine":
        _play_a_cell(page)
    assert wait_turn(page) == "mine"
    page.wait_for_timeout(300)
    assert page.evaluate(FOCUSED_CELL) is None, "a cell was focused after a mouse user's turn"
    # the keyboard: Tab comes to the board from the page's top; after a key press focus follows the board
    page.reload()
    assert wait_turn(page) == "mine"
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED_CELL):
            break
    first = page.evaluate(FOCUSED_CELL)
    assert first, "Tab never reached the board"
    before = version(page)
    page.keyboard.press("Enter")
    wait_moved(page, before)
    # the board drawn again (a loaded machine draws it late): a cell of it focused while the turn is ours
    page.wait_for_function("() => document.activeElement?.closest?.('.tc-cell') || "
                           "document.querySelector('.table-page').dataset.turn !== 'mine'", timeout=10_000)
    if page.get_attribute(".table-page", "data-turn") == "mine":
        assert page.evaluate(FOCUSED_CELL), "the keyboard lost the board after a move"


def test_hexagon_up_and_down_go_row_by_row(tabs: Any, server: Any) -> None:
    page = tabs(WIDE).page
    made = server.create("tricerata", [PERSON, BOT], options={"geometry": "hex", "side": 3, "first_player": 0}, seed=33)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    legal = page.eval_on_selector_all(".tc-cell.legal", "els => els.map(e => e.dataset.label)")
    rows = sorted({int(x.split(".")[0]) for x in legal})
    page.focus(f'.tc-cell.legal[data-label="{legal[0]}"]')
    seen = [int(legal[0].split(".")[0])]
    for _ in range(len(rows) + 2):
        page.keyboard.press("ArrowDown")
        seen.append(int(page.evaluate(FOCUSED_CELL).split(".")[0]))
    down = [r for i, r in enumerate(seen) if i == 0 or r != seen[i - 1]]
    assert down == [r for r in rows if r >= seen[0]], (down, rows)  # every row with a playable cell, in order
    for _ in range(len(rows) + 2):
        page.keyboard.press("ArrowUp")
    assert int(page.evaluate(FOCUSED_CELL).split(".")[0]) == rows[0]


def test_a_board_drawn_on_a_phone_then_widened_is_whole(tabs: Any, server: Any) -> None:
    page = tabs(PHONE).page
    made = server.create("tricerata", [PERSON, BOT], options={"rows": 5, "first_player": 0}, seed=34)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    page.set_viewport_size(WIDE)
    page.wait_for_timeout(400)
    # the drawing's extent (its viewBox) holds every cell drawn: a phone's kept on a wide window cut it
    vb_w, vb_h, right, bottom = page.evaluate("""() => { const svg = document.querySelector('.tc-svg');
      const vb = svg.viewBox.baseVal, b = svg.querySelector('.tc-cells').getBBox();
      return [vb.width, vb.height, b.x + b.width, b.y + b.height]; }""")
    assert right <= vb_w + 0.5 and bottom <= vb_h + 0.5, ((vb_w, vb_h), (right, bottom))
