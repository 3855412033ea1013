"""Tricérata's board read at a glance (issue 18: the newcomer's fourth tour rated its clarity 3/5).

- While sowing, the cells a stone may drop on stand out: two solid bands of the cell's own shape, one
  of them in strong contrast (by brightness, not hue) with the cell, in light and dark mode; the cell
  the next stone would drop on (the pointer's, the lesson's) is ringed and filled on top of that.
- No highlight reaches past its own cell onto a neighbour's name, and the lesson draws no box around
  the cell (its box covered row 3, cell 3 on a phone); no path number covers a name. Measured at
  desktop and phone sizes, in the lesson's step 5 and in a game mid-sowing.
- One count for a game: the end screen, the log and the replay all count its turns, in EN and FR.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import trigames
from trigames.core import Record

from .conftest import DESKTOP, PHONE
from .play import version, wait_moved, wait_turn
from .test_tour3_fixes import set_lang
from .test_tricerata_look import Wire, plan_turn

SIZES = {"desktop": DESKTOP, "360": PHONE}

# What covers what on the board, measured in the page:
# - ring: the lesson's box around its control (none on this board), and the names it covers;
# - pins: each path number's box against every cell name's box (bounding boxes, in CSS px);
# - out: the highlights (bands, rims, the cup's ring) that reach past their own cell's sides (points
#   just outside each side, tested against the stroke as drawn: isPointInStroke);
# - onNames: a highlight drawn on another cell's name (points inside that name's box, the same test).
MEASURE = """() => {
  const svg = document.querySelector('.tc-svg');
  const rect = (e) => e.getBoundingClientRect();
  const meets = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const labels = [...svg.querySelectorAll('.tc-label')].map((e) => ({ label: e.textContent, el: e, box: rect(e) }));
  const ringEl = document.querySelector('.learn-ring');
  const ring = ringEl && ringEl.isConnected && ringEl.getClientRects().length ? rect(ringEl) : null;
  const target = svg.querySelector('.tc-cell.learn-target');
  const own = target ? target.dataset.label : null;
  const ringHits = ring ? labels.filter((l) => l.label !== own && meets(ring, l.box)).map((l) => l.label) : [];
  const pins = [...svg.querySelectorAll('.tc-step')];
  const pinHits = [];
  for (const p of pins) for (const l of labels) if (meets(rect(p), l.box)) pinHits.push([p.dataset.step, l.label]);
  const shown = (e) => {
    const cs = getComputedStyle(e);
    return cs.stroke !== 'none' && cs.display !== 'none' && parseFloat(cs.strokeWidth) > 0;
  };
  const out = [], onNames = [];
  const cells = [...svg.querySelectorAll('.tc-cell')];
  for (const g of cells) {
    const strokes = [...g.querySelectorAll('.tc-rim, .tc-hl, .tc-hl2, .tc-aim')].filter(shown);
    if (!strokes.length) continue;
    const pts = [...g.querySelector('.tc-poly').points].map((p) => [p.x, p.y]);
    const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length, cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
    const probes = [];
    pts.forEach((a, i) => {
      const b = pts[(i + 1) % pts.length];
      let nx = b[1] - a[1], ny = a[0] - b[0];
      const l = Math.hypot(nx, ny);
      nx /= l; ny /= l;
      if (nx * (a[0] - cx) + ny * (a[1] - cy) < 0) { nx = -nx; ny = -ny; }
      for (let t = 0; t <= 1.0001; t += 0.04) {
        probes.push([a[0] + (b[0] - a[0]) * t + nx * 0.8, a[1] + (b[1] - a[1]) * t + ny * 0.8]);
      }
    });
    for (const s of strokes) {
      const past = probes.some(([x, y]) => s.isPointInStroke(new DOMPoint(x, y)));
      if (past) out.push([g.dataset.label, s.getAttribute('class')]);
      for (const l of labels) {
        if (l.label === g.dataset.label) continue;
        const bb = l.el.getBBox();
        let hit = false;
        for (let i = 1; i <= 5 && !hit; i++) {
          for (let j = 1; j <= 3 && !hit; j++) {
            hit = s.isPointInStroke(new DOMPoint(bb.x + bb.width * i / 6, bb.y + bb.height * (0.15 + 0.7 * j / 4)));
          }
        }
        if (hit) onNames.push([g.dataset.label, s.getAttribute('class'), l.label]);
      }
    }
  }
  return { ring: ring ? [ring.x, ring.y, ring.width, ring.height] : null, ringHits, pins: pins.length, pinHits,
    out, onNames, target: own, targets: svg.querySelectorAll('.tc-cell.learn-target').length };
}"""

# How the cells that can be played look: their bands (solid? how thick, in the board's units?) and the
# contrast of each band with the cell's own fill and with a plain cell's (WCAG's ratio: brightness only,
# so it holds for colour-blind eyes too).
LOOK = """(sel) => {
  const lum = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number);
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(m[0]) + 0.7152 * f(m[1]) + 0.0722 * f(m[2]);
  };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const plain = document.querySelector('.tc-cell:not(.legal):not(.ref):not(.path) .tc-poly');
  const plainFill = plain ? getComputedStyle(plain).fill : 'rgb(220, 177, 120)';
  return [...document.querySelectorAll(sel)].map((g) => {
    const fill = getComputedStyle(g.querySelector('.tc-poly')).fill;
    const bands = [...g.querySelectorAll('.tc-hl, .tc-hl2')].map((b) => {
      const cs = getComputedStyle(b);
      return { stroke: cs.stroke, width: parseFloat(cs.strokeWidth), dashed: cs.strokeDasharray !== 'none',
        own: cs.stroke === 'none' ? 0 : ratio(cs.stroke, fill),
        plain: cs.stroke === 'none' ? 0 : ratio(cs.stroke, plainFill) };
    });
    const aim = g.querySelector('.tc-aim');
    return { label: g.dataset.label, fill, bands, aim: aim ? getComputedStyle(aim).stroke : 'none' };
  });
}"""


def clean(m: dict[str, Any]) -> bool:
    return m["ring"] is None and not m["ringHits"] and not m["pinHits"] and not m["out"] and not m["onNames"]


def standing_out(cells: list[dict[str, Any]]) -> None:
    """Each playable cell: two solid bands, thick, in strong contrast (4.5:1 at least) with the cell's own
    fill and with a plain cell around it."""
    assert cells, "no cell can be played"
    for c in cells:
        bands = c["bands"]
        solid = [b for b in bands if b["stroke"] != "none" and not b["dashed"] and b["width"] >= 3.5]
        assert len(bands) == 2 and solid == bands, c
        # one band stands out on the cell's own fill, one (the same or the other) against a plain cell around
        assert max(b["own"] for b in bands) >= 4.5 and max(b["plain"] for b in bands) >= 4.5, c


def to_step(page: Any, step: str) -> None:
    """Click what the lesson asks until it asks its step `step` (its v, counted from 0)."""
    for _ in range(20):
        page.wait_for_selector('.learn-panel[data-kind="step"]')
        if page.get_attribute(".learn-panel", "data-step") == step:
            page.locator(".learn-target").wait_for(state="visible")
            page.mouse.move(0, 0)  # (the pointer off the board: no cell is the pointer's)
            return
        before = page.get_attribute(".table-page", "data-version")
        page.locator(".learn-target").click()
        page.wait_for_function("v => document.querySelector('.table-page').dataset.version !== v", arg=before)
    raise AssertionError(f"the lesson never reached step {step}")


@pytest.mark.parametrize("size", ["desktop", "360"])
def test_lesson_step_5_rings_its_cell_in_the_cells_own_shape(tabs: Any, server: Any, size: str) -> None:
    tab = tabs(SIZES[size])
    page = tab.page
    page.goto("/learn/tricerata")
    to_step(page, "4")  # "Step 5 of 14": capture row 3, cell 4, beside the path's numbers on row 3, cell 3
    page.wait_for_timeout(200)
    m = page.evaluate(MEASURE)
    assert m["targets"] == 1 and m["target"] == "3.4", m
    assert m["pins"] >= 1, m  # the path's numbers are there, and clear of every name
    assert clean(m), m
    tab.shot(f"tricerata-clarity-lesson5-{size}")
    # the asked cell is unmistakable: ringed in the lesson's colour (its cup too), the others not
    look = {c["label"]: c for c in page.evaluate(LOOK, ".tc-cell")}
    asked = look["3.4"]
    assert asked["aim"] != "none", asked
    assert all(c["aim"] == "none" for k, c in look.items() if k != "3.4"), look
    inner = [c["bands"][1]["stroke"] for k, c in look.items() if k != "3.4"]
    assert asked["bands"][1]["stroke"] not in inner and asked["bands"][1]["width"] >= 5, asked
    # and step 4's sowing, the lesson's own screenshot step: the same
    if size == "360":
        page.set_viewport_size(DESKTOP)
        page.wait_for_timeout(200)
        assert clean(page.evaluate(MEASURE))


def sow_a_little(server: Any, tabs: Any, size: str, seed: int) -> tuple[Any, Any]:
    """A game against a bot, the person's turn begun: picked up, one stone sown, still sowing."""
    made = server.create("tricerata", [{"kind": "person"}, {"kind": "bot", "agent": "greedy"}],
                         options={"rows": 5, "stones": 2, "first_player": 0}, seed=seed)
    tab = tabs(SIZES[size])
    page = tab.page
    wire = Wire(page)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    plan = plan_turn(wire.state(), random.Random(seed))
    for action in plan[:2]:
        before = version(page)
        page.click(f'.tc-cell[data-action="{action}"]')
        wait_moved(page, before)
    page.wait_for_selector(".tc-cell.legal-sow")
    page.mouse.move(0, 0)
    return tab, page


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", ["desktop", "360"])
def test_mid_sowing_the_cells_to_drop_on_stand_out(tabs: Any, server: Any, size: str, scheme: str) -> None:
    tab, page = sow_a_little(server, tabs, size, seed=61)
    page.emulate_media(color_scheme=scheme)
    page.wait_for_timeout(100)
    m = page.evaluate(MEASURE)
    assert m["pins"] >= 1 and clean(m), m
    standing_out(page.evaluate(LOOK, ".tc-cell.legal-sow"))
    tab.shot(f"tricerata-clarity-sowing-{scheme}-{size}")
    # the pointer's cell: the one the next stone would drop on, ringed at its cup and filled
    cell = page.locator(".tc-cell.legal-sow").first
    label = cell.get_attribute("data-label")
    if size == "desktop":
        page.evaluate("() => document.activeElement && document.activeElement.blur()")  # (the keyboard's cell aside)
        cell.hover(position=edge_of(page, label))
        page.wait_for_timeout(100)
        look = {c["label"]: c for c in page.evaluate(LOOK, ".tc-cell.legal-sow")}
        assert look[label]["aim"] != "none" and all(c["aim"] == "none" for k, c in look.items() if k != label), look
        assert all(c["fill"] != look[label]["fill"] for k, c in look.items() if k != label), look
        assert clean(page.evaluate(MEASURE))
        tab.shot(f"tricerata-clarity-sowing-hover-{scheme}-{size}")


def edge_of(page: Any, label: str | None) -> dict[str, float]:
    """A point inside the cell `label`, on its polygon but off its cup (Playwright's hover position)."""
    return dict(page.evaluate("""(label) => {
      const g = document.querySelector(`.tc-cell[data-label="${label}"]`);
      const r = g.getBoundingClientRect(), c = g.querySelector('.tc-cup').getBoundingClientRect();
      return { x: c.x + c.width / 2 - r.x, y: c.y + c.height / 2 - r.y };
    }""", label))


@pytest.fixture(scope="module")
def finished(server: Any, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, int]:
    """A finished Tricérata game between two bots, and its turns as the engine counts them."""
    made = server.create("tricerata", [{"kind": "bot", "agent": "greedy"}, {"kind": "bot", "agent": "beginner"}],
                         options={"rows": 4, "stones": 2}, seed=8)
    table = str(made["table"]["id"])
    summary = server.wait_finished(table, 120)
    path = Path(tmp_path_factory.mktemp("rec")) / "game.json"
    path.write_text(json.dumps(server.api("GET", f"/api/tables/{table}/record")))
    state = trigames.replay(Record.load(path))
    turns = int(state.outcome().to_json()["details"]["turns"])
    assert summary["result"]["details"]["turns"] == turns
    return table, turns


COUNT = {"en": {"lasted": "The game lasted {n} turns.", "turn": "Turn {n}", "where": "Turn {t} of {n}",
                "first": "Turn 1 of {n}, step 1: Pick up"},
         "fr": {"lasted": "La partie a duré {n} tours.", "turn": "Tour {n}", "where": "Tour {t} sur {n}",
                "first": "Tour 1 sur {n}, étape 1\u00a0: Prendre"}}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_screen_the_log_and_the_replay_count_the_same_turns(tabs: Any, server: Any, lang: str,
                                                                    finished: tuple[str, int]) -> None:
    table, turns = finished
    words = COUNT[lang]
    tab = tabs(DESKTOP)
    page = tab.page
    page.goto(f"/t/{table}")
    set_lang(page, lang)
    page.wait_for_selector(".end .game-length")
    page.wait_for_function("w => document.querySelector('.end .game-length').textContent.trim() === w",
                           arg=words["lasted"].format(n=turns))
    # the log: headed turn by turn, 1 to the game's last, its lines not numbered on their own
    heads = page.eval_on_selector_all(".log-list li.log-turn", "els => els.map((e) => [e.dataset.turn, e.textContent])")
    assert [int(n) for n, _ in heads] == list(range(1, turns + 1)), heads
    assert all(text == words["turn"].format(n=int(n)) for n, text in heads), heads
    markers = page.eval_on_selector_all(".log-list li:not([hidden])",
                                        "els => els.map((e) => getComputedStyle(e).listStyleType)")
    assert set(markers) == {"none"}, markers
    tab.shot(f"tricerata-clarity-log-{lang}-desktop")
    # the replay: where it is, in the same turns; its steps are steps of a turn
    page.goto(f"/replay/{table}")
    set_lang(page, lang)
    page.wait_for_selector(".replay-where[data-ply]")
    last = words["where"].format(t=turns, n=turns)
    page.wait_for_function("w => document.querySelector('.replay-where').textContent.startsWith(w)", arg=last)
    page.keyboard.press("Home")
    page.wait_for_function("() => document.querySelector('.replay-where').dataset.ply === '0'")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelector('.replay-where').dataset.ply === '1'")
    first = page.inner_text(".replay-where")
    assert first.startswith(words["first"].format(n=turns)), first
    assert not re.search(r"\b(Move|Coup)\b", first), first
    value = page.get_attribute("#replay-slider", "aria-valuetext") or ""
    assert value.startswith(words["where"].format(t=1, n=turns)), value
    tab.shot(f"tricerata-clarity-replay-{lang}-desktop")
