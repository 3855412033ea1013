"""The Triominos board: full games against a bot with the mouse only and with the keyboard only,
the highlighted cells and points checked against the engine, screenshots in both languages."""

from __future__ import annotations

import random
from typing import Any

import trigames
from trigames.games.triominos import from_board
from trigames.games.triominos.tiles import TSUM, tile_of

from .conftest import DESKTOP, PHONE
from .play import keyboard_to, version, wait_moved, wait_turn
from .test_french import check_french

PERSON_BOT = [{"kind": "person"}, {"kind": "bot"}]
READY = '.table-page[data-turn="mine"] .tm-board, .table-page[data-turn="over"]'

# What the page shows, read from the drawing itself: placed tiles and the highlighted spots.
TILES = """() => [...document.querySelectorAll('.tm-tile')].map(g => ({
  cell: g.dataset.cell, corners: g.dataset.corners,
  points: g.querySelector('polygon').getAttribute('points'),
  values: [...g.querySelectorAll('text')].map(x => x.textContent).join(',')}))"""
RACK = "() => [...document.querySelectorAll('.tm-rack-tile[data-key]')].map(b => b.dataset.key.slice(5))"
# Every usable tile of the rack chosen in turn, in each of its turns: the spots drawn for each.
EVERY_SPOT = """() => {
  const spots = () => [...document.querySelectorAll('.tm-spot')].map(g => ({
    action: g.dataset.action, cell: g.dataset.cell, points: Number(g.dataset.points), figure: g.dataset.figure,
    label: g.querySelector('text').textContent, polygon: g.querySelector('polygon').getAttribute('points')}));
  const out = [];
  const keys = [...document.querySelectorAll('.tm-rack-tile:not([disabled])')].map(b => b.dataset.key);
  for (const key of keys) {
    document.querySelector(`[data-key="${key}"]`).click();
    for (let i = 0; i < 3; i++) {
      out.push(...spots());
      const turn = document.querySelector('.tm-chosen [data-key="rotate"]');
      if (!turn) break;
      turn.click();
    }
  }
  return out;
}"""
DRAWN = "() => document.querySelector('.tm-rack-tile .tm-new')?.closest('button').dataset.key.slice(5) ?? null"
ZOOMED_IN = "w => Number(document.querySelector('.tm-lattice').getAttribute('viewBox').split(' ')[2]) < w - 0.01"


def shots(tab: Any, name: str) -> None:
    """Screenshots at desktop size and 360 px, the whole table in sight in each."""
    for size, suffix in ((DESKTOP, "desktop"), (PHONE, "360")):
        tab.page.set_viewport_size(size)
        if tab.page.query_selector('[data-key="zoom-fit"]'):
            tab.page.click('[data-key="zoom-fit"]')
        tab.shot(f"{name}-{suffix}")
    wide = tab.page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= PHONE["width"], f"{name}: {wide} px wide on a phone"
    tab.page.set_viewport_size(DESKTOP)


def open_seat(page: Any, made: dict[str, Any]) -> None:
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")


def settle(page: Any) -> str:
    """Wait until this seat is to act or the game is over: "mine", "pause" (a round's end is
    on screen, waiting for the person to go on) or "over"."""
    state = wait_turn(page)
    page.wait_for_selector(READY)
    return "pause" if state == "mine" and page.query_selector("#tm-next") else state


def corners_xy(x: int, y: int) -> list[tuple[float, float]]:
    """The drawing's corners of cell (x, y) (RULES §2.2, one tile side = 1 unit, y down)."""
    r3 = 3 ** 0.5 / 2
    vs = [(x, y), (x + 1, y + 1), (x + 2, y)] if (x + y) % 2 == 0 else [(x, y + 1), (x + 2, y + 1), (x + 1, y)]
    return [(p / 2, -q * r3) for p, q in vs]


def polygon_is_cell(points: str, cell: str) -> bool:
    x, y = map(int, cell.split(","))
    got = [tuple(map(float, p.split(","))) for p in points.split()]
    want = corners_xy(x, y)
    return all(abs(a - b) < 1e-6 for pg, pw in zip(got, want, strict=True) for a, b in zip(pg, pw, strict=True))


def engine_of(page: Any, players: int, classic: bool = False) -> Any:
    """The engine's position rebuilt from what the page draws and this seat's rack."""
    tiles = page.evaluate(TILES)
    for tile in tiles:
        assert polygon_is_cell(tile["points"], tile["cell"]), tile
        assert tile["values"] == tile["corners"], tile
    board = [f"({tile['cell']})=[{tile['corners']}]" for tile in tiles]  # the cell letter is optional
    rack = page.evaluate(RACK)
    drawn = page.evaluate(DRAWN)
    after = drawn is not None  # only the tile just drawn may be placed
    game = trigames.make("triominos", players=players, classic_opening=classic)
    racks = [rack] + [[] for _ in range(players - 1)]
    return from_board(game, board, racks=racks, pool=[], draws=1 if after else 0, drawn=drawn if after else None)


def check_spots_against_engine(page: Any, players: int, shot: Any = None, classic: bool = False) -> int:
    """Choose every usable tile in every turn; the spots drawn must be the engine's placements."""
    s = engine_of(page, players, classic)
    expected: dict[str, tuple[int, str | None]] = {}
    for a in s.legal_actions():
        d = s.action_details(a)
        if d["kind"] == "place":
            expected[s.action_to_string(a)] = (d["points"], d["figure"])
    seen: dict[str, tuple[int, str | None]] = {}
    for spot in page.evaluate(EVERY_SPOT):
        assert polygon_is_cell(spot["polygon"], spot["cell"]), spot
        assert spot["label"] == f"+{spot['points']}"
        seen[spot["action"]] = (spot["points"], spot["figure"] or None)
    if shot is not None and any(f for _, f in seen.values()):
        figure = next(a for a, (_, f) in seen.items() if f)
        page.click(f'[data-key="rack:{figure.split("@")[0]}"]')
        while not page.query_selector(".tm-spot.bonus"):
            page.click('.tm-chosen [data-key="rotate"]')
        shot()
    assert seen == expected
    return len(seen)


def drag_into_view(page: Any, el: Any) -> None:
    """Drag the table with the mouse until `el` (a cell of it) is well inside the drawing."""
    svg = page.query_selector(".tm-lattice")
    svg.scroll_into_view_if_needed()
    for _ in range(20):
        view, box = svg.bounding_box(), el.bounding_box()
        cx, cy = view["x"] + view["width"] / 2, view["y"] + view["height"] / 2
        sx, sy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        if abs(sx - cx) < view["width"] / 2 - 40 and abs(sy - cy) < view["height"] / 2 - 40:
            return
        dx = max(-view["width"] / 3, min(view["width"] / 3, cx - sx))
        dy = max(-view["height"] / 3, min(view["height"] / 3, cy - sy))
        page.mouse.move(cx, cy)
        page.mouse.down()
        page.mouse.move(cx + dx, cy + dy, steps=4)
        page.mouse.up()
    raise AssertionError("dragging never brought the cell into view")


def play_mouse_turn(page: Any, rng: random.Random) -> str:
    """One turn with the mouse: choose a tile, maybe turn it, click a highlighted cell (or draw)."""
    before = version(page)
    confirm = page.query_selector(".tm-confirm [data-action]")
    usable = page.query_selector_all(".tm-rack-tile:not([disabled])")
    playable = [b for b in usable if "✓" in b.inner_text()]
    if confirm is not None and not playable:  # nothing fits: the cost is shown, one click confirms
        action = str(confirm.get_attribute("data-action"))
        confirm.click()
    elif rng.random() < 0.12 and page.query_selector('[data-key="ask:draw"]'):
        page.click('[data-key="ask:draw"]')
        assert "−5" in page.inner_text(".tm-confirm")
        if rng.random() < 0.3:
            page.click('[data-key="cancel:draw"]')
            assert page.query_selector(".tm-confirm") is None
            return play_mouse_turn(page, rng)
        action = "draw"
        page.click(".tm-confirm [data-action=draw]")
    else:
        rng.choice(playable).click()
        for _ in range(rng.randrange(3)):
            if page.query_selector('.tm-chosen [data-key="rotate"]'):
                page.click('.tm-chosen [data-key="rotate"]')
        while not page.query_selector(".tm-spot"):
            page.click('.tm-chosen [data-key="rotate"]')
        if rng.random() < 0.3:  # the wheel zooms in; "centre the table" first
            lattice = page.query_selector(".tm-lattice")
            lattice.scroll_into_view_if_needed()
            page.click('[data-key="zoom-fit"]')
            width = float(str(lattice.get_attribute("viewBox")).split()[2])
            lattice.hover()
            page.mouse.wheel(0, -300)  # zoom in: the drawing shows less of the table
            page.wait_for_function(ZOOMED_IN, arg=width)
        action = str(rng.choice(page.query_selector_all(".tm-spot")).get_attribute("data-action"))
        pick = page.query_selector(f'.tm-spot[data-action="{action}"]')
        drag_into_view(page, pick)
        pick.click()
    wait_moved(page, before)
    return action


ROWS = """() => [...document.querySelectorAll('.tm-round-end tr')]
  .map(r => [r.firstElementChild.tagName, r.lastElementChild.textContent])"""
STRONG = "() => [...document.querySelectorAll('.tm-round-end th')].map(th => th.nextElementSibling.textContent)"


def round_ends(server: Any, table: str) -> dict[int, list[str]]:
    """Each round's scoring lines as the engine gives them, from the finished game's record."""
    rec = server.api("GET", f"/api/tables/{table}/record")
    s = trigames.make("triominos", players=rec["players"], **rec["options"]).new_game(rec["seed"])
    out: dict[int, list[str]] = {}
    for text in rec["actions"]:
        for e in s.apply_events(s.parse_action(text)):
            if e.kind == "round_end":
                d = e.data
                totals = [sum(TSUM[tile_of(x)] for x in r) for r in d["racks"]]
                out_ = d["end"] == "out"
                who = [q for q, r in enumerate(d["racks"]) if (not r if out_ else totals[q] == min(totals))]
                out[d["round"]] = [f"+{d['points'][q]}" if d["points"][q] > 0 else str(d["points"][q]) for q in who]
    return out


def test_triominos_full_game_with_the_mouse(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("triominos", PERSON_BOT, options={"fixed_rounds": 2}, seed=21)
    open_seat(page, made)
    rng = random.Random(22)
    moves = pauses = 0
    taken: set[str] = set()
    shown: dict[int, list[str]] = {}
    while (state := settle(page)) != "over":
        if state == "pause":
            assert page.query_selector(".tm-round-end") is not None
            title = page.inner_text(".tm-round-end h3")
            shown[int("".join(ch for ch in title.split(" is over")[0] if ch.isdigit()))] = page.evaluate(STRONG)
            if "went out" in title:  # the lines add up: +25 and each other rack give the total
                rows = page.evaluate(ROWS)
                parts = [int(v.replace("−", "-")) for tag, v in rows if tag == "TD" and v]
                assert sum(parts) == sum(int(v) for tag, v in rows if tag == "TH"), rows
            if "end" not in taken:
                taken.add("end")
                shots(tab, "triominos-round-end")
            pauses += 1
            page.click("#tm-next")
            continue
        if moves == 0:
            shots(tab, "triominos-start")
        if moves == 10:
            shots(tab, "triominos-play")
        play_mouse_turn(page, rng)
        moves += 1
        assert moves < 300
    assert pauses >= 1 and moves > 5
    summary = server.api("GET", f"/api/tables/{made['table']['id']}")
    assert summary["status"] == "finished"
    engine = round_ends(server, made["table"]["id"])
    shown[max(engine)] = page.evaluate(STRONG)  # the last round stays explained under the result
    assert shown == engine and len(engine) == 2
    shots(tab, "triominos-end")
    # The replay draws the same board, every rack shown when everything is revealed.
    page.set_viewport_size(DESKTOP)
    page.goto(f"/replay/{made['table']['id']}")
    page.wait_for_selector(".tm-board .tm-tile")
    assert page.query_selector(".tm-shown") is not None  # "everything revealed": every rack
    tab.shot("triominos-replay-desktop")


def play_keyboard_turn(page: Any, rng: random.Random) -> None:
    """One turn with the keyboard alone: Tab to the rack, arrows to a tile, Enter, R to turn, Tab through
    the places, Enter."""
    before = version(page)
    playable = [str(b.get_attribute("data-key")) for b in page.query_selector_all(".tm-rack-tile:not([disabled])")
                if "✓" in b.inner_text()]
    if not playable:
        keyboard_to(page, ".tm-confirm [data-action]")
        assert "points" in page.inner_text(".tm-confirm")  # the cost is said before Enter confirms
        page.keyboard.press("Enter")
    elif rng.random() < 0.1 and page.query_selector('[data-key="ask:draw"]'):
        keyboard_to(page, '[data-key="ask:draw"]')
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.activeElement?.dataset.action === 'draw'")
        page.keyboard.press("Enter")
    else:
        target = rng.choice(playable)
        keyboard_to(page, ".tm-rack-tile[tabindex='0']")  # the rack is one stop for Tab, a toolbar:
        for _ in range(30):  # the arrow keys go from tile to tile
            if page.evaluate("k => document.activeElement?.dataset.key === k", target):
                break
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.activeElement?.closest('.tm-places')")  # the best place has the focus
        for _ in range(rng.randrange(3)):
            page.keyboard.press("r")
        for _ in range(3):
            if page.query_selector(".tm-places button"):
                break
            page.keyboard.press("r")
        keyboard_to(page, ".tm-places button")
        count = len(page.query_selector_all(".tm-places button"))
        for _ in range(rng.randrange(count)):  # cycle through the places
            page.keyboard.press("Tab")
        assert page.evaluate("() => !!document.activeElement.closest('.tm-places')")
        assert page.inner_text(".tm-preview-line")  # the focused place is previewed on the table
        page.keyboard.press("Enter")
    wait_moved(page, before)


def test_triominos_full_game_keyboard_only(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("triominos", PERSON_BOT, options={"fixed_rounds": 2}, seed=31)
    open_seat(page, made)
    rng = random.Random(32)
    moves = pauses = 0
    panned = False
    while (state := settle(page)) != "over":
        if state == "pause":
            keyboard_to(page, "#tm-next")
            page.keyboard.press("Enter")
            pauses += 1
            continue
        if not panned and page.query_selector(".tm-tile"):
            keyboard_to(page, ".tm-lattice")
            box = page.get_attribute(".tm-lattice", "viewBox")
            for key in ("ArrowLeft", "ArrowUp", "+", "-", "ArrowRight"):
                page.keyboard.press(key)
            assert page.get_attribute(".tm-lattice", "viewBox") != box
            page.keyboard.press("0")  # the table centred again
            panned = True
        play_keyboard_turn(page, rng)
        moves += 1
        assert moves < 300
    summary = server.api("GET", f"/api/tables/{made['table']['id']}")
    assert summary["status"] == "finished" and moves > 5
    assert pauses >= 1, "no round ended before the last: the pause was not met"
    assert page.query_selector(".tm-round-end") is not None  # the last round explained


def test_highlighted_cells_and_points_are_the_engines(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    positions = spots = 0
    taken: list[str] = []

    def shot() -> None:  # a bonus on offer: how a named figure looks on the table
        if not taken:
            taken.append("bonus")
            shots(tab, "triominos-bonus")
    # three rounds (two, three and four players, one with the classic opening): ~40 positions, every
    # spot of every tile in every turn of each checked against the engine (two more games cost 3 min)
    for players, seed, classic in ((2, 41, False), (3, 42, True), (4, 45, False)):
        made = server.create("triominos", [{"kind": "person"}] + [{"kind": "bot"}] * (players - 1),
                             options={"fixed_rounds": 1, "classic_opening": classic}, seed=seed)
        open_seat(page, made)
        rng = random.Random(seed)
        while (state := settle(page)) != "over":
            if state == "pause":
                page.click("#tm-next")
                continue
            spots += check_spots_against_engine(page, players, shot, classic)
            positions += 1
            play_mouse_turn(page, rng)
    print(f"{positions} positions, {spots} spots")
    assert positions >= 30 and spots >= 100, (positions, spots)


def test_french_board_and_screenshots(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    page.goto("/")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    made = server.create("triominos", PERSON_BOT, options={"fixed_rounds": 1}, seed=51)
    open_seat(page, made)
    settle(page)
    check_french(page, "Triominos board, first turn")
    shots(tab, "triominos-fr-start")
    rng = random.Random(52)
    moves = 0
    while settle(page) == "mine":
        if moves == 6:
            page.click('[data-key="ask:draw"]') if page.query_selector('[data-key="ask:draw"]') else None
            check_french(page, "Triominos board, mid-game")
            shots(tab, "triominos-fr-play")
            if page.query_selector('[data-key="cancel:draw"]'):
                page.click('[data-key="cancel:draw"]')
        play_mouse_turn(page, rng)
        moves += 1
    check_french(page, "Triominos board, game over")
    shots(tab, "triominos-fr-end")
    page.goto(made["spectator"])
    page.wait_for_selector(".tm-board")
    check_french(page, "Triominos board, spectator")
