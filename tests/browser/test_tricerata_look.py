"""The Tricérata board as a person plays it: a whole turn sown with one drag, clicks as before,
path numbers that never cover a cell's name, moves that can be watched and skipped."""

from __future__ import annotations

import json
import random
import time
from typing import Any

from trigames import make
from trigames.games.tricerata.views import determinize

from .conftest import PHONE
from .play import version, wait_moved, wait_turn

GAME: Any = make("tricerata", 2, rows=5, stones=2, first_player=0)

CENTRES = """() => Object.fromEntries([...document.querySelectorAll('.tc-cell')].map((g) => {
  const r = g.querySelector('.tc-cup').getBoundingClientRect();
  return [g.dataset.label, [r.x + r.width / 2, r.y + r.height / 2]];
}))"""

# Each numbered pin against the cells' names, the cups (with their stones) and the other pins.
OVERLAPS = """() => {
  const boxes = (sel) => [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
  const circle = (r) => [r.x + r.width / 2, r.y + r.height / 2, r.width / 2];
  const labels = boxes('.tc-label'), pins = boxes('.tc-step'), cups = boxes('.tc-cup').map(circle);
  const dots = boxes('.tc-step-dot').map(circle);
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const near = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]) < a[2] + b[2] - 0.5;
  return { pins: pins.length, hits: pins.filter((p) => labels.some((l) => meets(p, l))).length,
    cups: dots.filter((d) => cups.some((c) => near(d, c))).length,
    each: dots.filter((d, i) => dots.some((e, j) => j !== i && near(d, e))).length };
}"""


def clear(boxes: dict[str, int]) -> bool:
    """No pin on a name, on a cup or on another pin."""
    return boxes["hits"] == 0 and boxes["cups"] == 0 and boxes["each"] == 0


class Wire:
    """What the page sends and receives on its WebSocket: the actions it plays, the states it gets."""

    def __init__(self, page: Any) -> None:
        self.sent: list[str] = []
        self.got: list[dict[str, Any]] = []
        page.on("websocket", self._socket)

    def _socket(self, ws: Any) -> None:
        ws.on("framesent", self._sent)
        ws.on("framereceived", self._got)

    def _sent(self, payload: Any) -> None:
        m = json.loads(payload)
        if m.get("type") == "act":
            self.sent.append(m["action"])

    def _got(self, payload: Any) -> None:
        self.got.append(json.loads(payload))

    def errors(self) -> list[dict[str, Any]]:
        return [m for m in self.got if m.get("type") == "error"]

    def last(self) -> dict[str, Any]:
        return [m for m in self.got if m.get("type") == "state"][-1]

    def state(self) -> Any:
        """The engine's state the page last saw."""
        return determinize(GAME, self.last()["view"], random.Random(0))


def plan_turn(st: Any, rng: random.Random, capture: bool = True) -> list[str]:
    """A whole legal turn (start, every stone, a capture when there is one), as the server writes it;
    it starts from the fullest cell and wanders so that the path crosses back over itself."""
    st = st.clone()
    me = st.current_player()
    counts = st.view(me)["board"]
    start = max(st.legal_actions(), key=lambda c: (counts[c], -c))
    out = [st.action_to_string(start)]
    st.apply(start)
    while st.decision() == "SOW":
        a = rng.choice(list(st.legal_actions()))
        out.append(st.action_to_string(a))
        st.apply(a)
    if capture and st.decision() == "CAPTURE" and st.current_player() == me:
        a = st.legal_actions()[0]
        out.append(st.action_to_string(a))
    return out


def drag(page: Any, cells: list[str], release: bool = True) -> None:
    """Press on the first cell, move through the others' centres, release."""
    centre = page.evaluate(CENTRES)
    x, y = centre[cells[0]]
    page.mouse.move(x, y)
    page.mouse.down()
    for label in cells[1:]:
        x, y = centre[label]
        page.mouse.move(x, y, steps=6)
    if release:
        page.mouse.up()


def new_game(server: Any, tabs: Any, seed: int, motion: bool = False) -> tuple[Any, Any, Wire]:
    made = server.create("tricerata", [{"kind": "person"}, {"kind": "bot"}],
                         options={"rows": 5, "stones": 2, "first_player": 0}, seed=seed)
    tab = tabs(motion=motion)
    wire = Wire(tab.page)
    tab.page.goto(made["seats"][0]["url"])
    assert wait_turn(tab.page) == "mine"
    return tab, tab.page, wire


def played(page: Any, wire: Wire, sent: int, seen: int, plan: list[str], timeout: float = 15.0) -> None:
    """The page sent exactly `plan` and the server took every action: the version moved past them."""
    end = time.monotonic() + timeout
    while time.monotonic() < end and not (len(wire.sent) >= sent + len(plan)
                                          and wire.last()["version"] >= seen + len(plan)):
        page.wait_for_timeout(50)  # (Playwright hands over the page's events while it waits)
    assert wire.sent[sent:] == plan, f"sent {wire.sent[sent:]}, planned {plan}"
    assert not wire.errors(), wire.errors()
    assert wire.last()["version"] >= seen + len(plan)


def test_a_whole_turn_sown_with_one_drag(tabs: Any, server: Any) -> None:
    tab, page, wire = new_game(server, tabs, seed=31)
    rng = random.Random(5)
    for turn in range(3):
        assert wait_turn(page) == "mine"
        st, sent, seen = wire.state(), len(wire.sent), wire.last()["version"]
        plan = plan_turn(st, rng)
        assert len(plan) >= 3
        drag(page, [a.lstrip("x") for a in plan], release=False)
        # while the button is down: the path is drawn as it grows, and no number covers a name
        page.wait_for_selector(".tc-path.live")
        boxes = page.evaluate(OVERLAPS)
        assert boxes["pins"] == len([a for a in plan[1:] if not a.startswith("x")]) and clear(boxes), boxes
        if turn == 0:
            tab.shot("tricerata-drag-desktop")
        page.mouse.up()
        played(page, wire, sent, seen, plan)
    assert not tab.errors


def test_a_stroke_to_a_cell_that_is_not_next_is_refused(tabs: Any, server: Any) -> None:
    tab, page, wire = new_game(server, tabs, seed=32)
    st = wire.state()
    plan = plan_turn(st, random.Random(2), capture=False)
    drag(page, plan, release=False)
    # (a stone whose number finds no clear spot has none: no number covers a name)
    pins = page.locator(".tc-step").count()
    assert 0 < pins <= len(plan) - 1
    # the sowing is over: any other cell is refused, in words, and the path stays as it was
    far = "5.9" if plan[-1][0] in "123" else "1.1"
    centre = page.evaluate(CENTRES)
    page.mouse.move(*centre[far], steps=8)
    page.wait_for_selector(".tc-refused:not(:empty)")
    page.wait_for_selector(".tc-cell.refused")
    assert page.locator(".tc-step").count() == pins
    assert clear(page.evaluate(OVERLAPS))
    tab.shot("tricerata-refused-desktop")
    page.mouse.move(centre[far][0] + 600, centre[far][1] + 600, steps=3)  # off the board: nothing is played
    page.mouse.up()
    page.wait_for_function("() => !document.querySelector('.tc-path.live')")
    assert wire.sent == [] and wait_turn(page) == "mine"
    # the board is as before: the start cell can still be played, by a click
    before = version(page)
    page.click(f'.tc-cell[data-label="{plan[0]}"]')
    wait_moved(page, before)
    assert wire.sent == [plan[0]] and not wire.errors()


def test_clicks_still_play_step_by_step_and_numbers_stay_beside_the_names(tabs: Any, server: Any) -> None:
    tab, page, wire = new_game(server, tabs, seed=33)
    st, seen = wire.state(), wire.last()["version"]
    plan = plan_turn(st, random.Random(9))
    tab.shot("tricerata-look-start-desktop")
    tab.shot("tricerata-look-start-360", PHONE)
    page.set_viewport_size({"width": 1280, "height": 900})
    for i, action in enumerate(plan):
        cell = page.locator(f'.tc-cell[data-action="{action}"]')
        assert cell.count() == 1, f"{action} is not offered"
        words = cell.get_attribute("aria-label") or ""
        row, k = action.lstrip("x").split(".")  # the cell in words, never the notation (issue 18)
        assert f"Row {row}, cell {k}" in words and action.lstrip("x") not in words and "!" not in words
        does = cell.get_attribute("data-does") or ""
        assert does and f"row {row}, cell {k}" in does and action.lstrip("x") not in does
        before = version(page)
        cell.click()
        wait_moved(page, before)
        boxes = page.evaluate(OVERLAPS)
        assert clear(boxes), boxes
        if i == len(plan) // 2:
            tab.shot("tricerata-look-mid-desktop")
            tab.shot("tricerata-look-mid-360", PHONE)
            boxes = page.evaluate(OVERLAPS)
            assert clear(boxes), boxes
            page.set_viewport_size({"width": 1280, "height": 900})
    played(page, wire, 0, seen, plan)


WATCH = """() => {
  window.tcLayers = [];
  window.tcClicks = [];
  document.addEventListener('click', () => window.tcClicks.push(performance.now()), true);
  new MutationObserver((list) => {
    for (const m of list) {
      for (const n of m.addedNodes) {
        if (n.classList && n.classList.contains('tc-fly')) window.tcLayers.push({ n, on: performance.now() });
      }
      for (const n of m.removedNodes) for (const l of window.tcLayers) if (l.n === n) l.off = performance.now();
    }
  }).observe(document.body, { childList: true, subtree: true });
}"""

# The stones in flight when the board was clicked: how long they stayed after the click (ms).
SKIPPED = """() => {
  const click = window.tcClicks[window.tcClicks.length - 1];
  const hit = window.tcLayers.find((l) => l.on < click && (l.off === undefined || l.off >= click));
  return hit ? (hit.off === undefined ? 1e9 : hit.off - click) : null;
}"""


def test_moves_are_watched_and_skipped_with_a_click(tabs: Any, server: Any) -> None:
    _, page, wire = new_game(server, tabs, seed=34, motion=True)
    page.evaluate(WATCH)
    # a turn of clicks; then the bot's turn is shown stone by stone, and a click on the board skips
    st = wire.state()
    for action in plan_turn(st, random.Random(3)):
        before = version(page)
        page.click(f'.tc-cell[data-action="{action}"]')
        wait_moved(page, before)
    stayed = None
    for _ in range(20):
        page.wait_for_selector(".tc-fly-stone", timeout=10_000)
        page.click(".tc-svg", position={"x": 3, "y": 3})
        stayed = page.evaluate(SKIPPED)
        if stayed is not None:
            break
    assert stayed is not None, "no move was being shown when the board was clicked"
    assert stayed < 300, f"the stones in flight stayed {stayed} ms after the click"
    assert page.evaluate("() => window.tcLayers.length") >= 2
    assert wait_turn(page) in ("mine", "over")
