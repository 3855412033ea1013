// The Tricérata board of any geometry: a wooden board with a carved cup in every cell, the
// stones in them, this turn's path (numbered pins that never cover a cell's name), the stores.
// A whole turn is sown with one drag (drag.js); clicks and keys still play one step at a time.
import { h, put, s } from "/static/dom.js";
import { attachDrag, queueOf, sendNext } from "./drag.js";
import { cellsOf, linkCells } from "./geometry.js";
import { layout, placePins } from "./layout.js";
import { place, rowAndCell, turnOf } from "./messages.js";

export { animate } from "./motion.js";
export const stylesheet = "/games/tricerata/board.css";
export const SCALE = 64; // SVG units per cell side
const PAD = 0.42; // the board's wooden rim and its shadow, in cell sides
// a phone: a thin rim and no shadow, the cells as large as the screen allows (a hexagon of triangles
// had cells 28 px across inside a wide rim and felt, too small to tap)
// (0.1 put the hexagon's side corners, rim included, a pixel from a 360 px screen's edges: the frame
// looked cut off there; 0.2 leaves the felt around it and the cells still 32 px across)
const PAD_NARROW = 0.2;

/** Where a turn begins in the events (the replay fetches back to it to draw the whole path). */
export function turnBegins(ev) {
  return ev.kind === "start";
}

/** This turn's path from the events: the start cell, each sown cell, the pickups on the way. */
export function pathOf(events, mover) {
  let start = -1;
  events.forEach((ev, i) => { if (ev.kind === "start") start = i; });
  if (start < 0 || events[start].seat !== mover) return [];
  const steps = [];
  for (const ev of events.slice(start)) {
    if (ev.kind === "start" || ev.kind === "sow") steps.push({ cell: ev.cell, kind: ev.kind });
    else if (ev.kind === "resow" && steps.length) steps[steps.length - 1].resow = ev.hand;
    else if (ev.kind === "capture" || ev.kind === "seize") return [];
  }
  return steps;
}

/** The last whole turn in the events, or the turn being played by someone else: {seat, cells (labels in
 * order: the pickup, each stone sown, the capture or seizure), end (the last cell sown or taken), done} or
 * null. The board marks its cells softly, and a zoomed board brings its end into view. */
export function lastTurnOf(events) {
  let start = -1;
  (events || []).forEach((ev, i) => { if (ev && (ev.kind === "start" || ev.kind === "seize")) start = i; });
  if (start < 0) return null;
  const cells = [];
  let done = false;
  for (const ev of events.slice(start)) {
    if (typeof ev.cell === "string" && ["start", "sow", "capture", "seize"].includes(ev.kind)) cells.push(ev.cell);
    if (["capture", "seize", "isolated", "sudden_death", "game_end"].includes(ev.kind)) done = true;
  }
  if (!cells.length) return null;
  return { seat: events[start].seat, cells, end: cells[cells.length - 1], done, key: `${start}:${cells.length}` };
}

/** This turn's path in a sentence: how many stones were sown from where, the pickups on the way, the
 * last cell (the board numbers each stone; the cells' places in words, never the notation). */
function pathWords(t, path, going) {
  const sown = path.filter((p) => p.kind === "sow");
  if (!path.length || !sown.length) return null;
  return t("tc.path.words", { n: sown.length, from: place(t, path[0].cell), last: place(t, path[path.length - 1].cell),
    resows: path.filter((p) => p.resow).length, going: going ? "yes" : "no" });
}

/** A narrow screen shows the board small: its names and pins are drawn larger there. */
const narrow = typeof matchMedia === "function" ? matchMedia("(max-width: 560px)") : null;
const bigText = () => !!(narrow && narrow.matches);

/** The board's cells with their drawing (cached per geometry and text size: shapes never change in a game). */
const shapes = new Map();
export function geometryOf(view, big = bigText()) {
  const key = `${view.geometry}:${view.size.join("x")}:${big ? "big" : ""}`;
  if (!shapes.has(key)) {
    const cells = linkCells(cellsOf(view));
    const xs = cells.flatMap((c) => c.points.map((p) => p[0]));
    const ys = cells.flatMap((c) => c.points.map((p) => p[1]));
    const minX = Math.min(...xs), minY = Math.min(...ys);
    const pad = big ? PAD_NARROW : PAD;
    const W = (Math.max(...xs) - minX + 2 * pad) * SCALE, H = (Math.max(...ys) - minY + 2 * pad) * SCALE;
    const X = (x) => (x - minX + pad) * SCALE, Y = (y) => (y - minY + pad) * SCALE;
    for (const c of cells) {
      c.sx = X(c.cx);
      c.sy = Y(c.cy);
      c.spts = c.points.map(([x, y]) => [X(x), Y(y)]);
    }
    layout(cells, view.geometry, SCALE, big);
    // tap: the smallest cell's largest circle, in SVG units (what a finger must hit)
    shapes.set(key, { cells, W, H, X, Y, thin: big, tap: Math.min(...cells.map((c) => 2 * c.inrS)), index: new Map(cells.map((c, i) => [c.label, i])), outline: hull(cells) });
  }
  return shapes.get(key);
}

function hull(cells) {
  // The convex hull of every corner: the board's outline (every geometry here is convex).
  const pts = cells.flatMap((c) => c.spts).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [], upper = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 1e-6) lower.pop();
    lower.push(p);
  }
  for (const p of pts.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 1e-6) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

const pts = (list) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
const line = (list) => `M${pts(list).replace(/ /g, " L")} Z`;
/** The highlight's two bands: each a stroke of width `w` on the outline moved `at` inwards (so it
 * covers from at - w/2 to at + w/2 inside the cell's side, never past it). */
export const OUTER = { at: 3, w: 4 }, INNER = { at: 6.75, w: 3.5 };

/** Shared paint: gradients for the wood, the cups and the stones; a soft shadow. */
function defs() {
  return s("defs", {},
    s("linearGradient", { id: "tc-wood", x1: 0, y1: 0, x2: 1, y2: 1 },
      s("stop", { offset: "0", class: "tc-wood-a" }), s("stop", { offset: "0.55", class: "tc-wood-b" }), s("stop", { offset: "1", class: "tc-wood-c" })),
    s("radialGradient", { id: "tc-cup", cx: "0.56", cy: "0.6", r: "0.62", fx: "0.62", fy: "0.68" },
      s("stop", { offset: "0", class: "tc-cup-a" }), s("stop", { offset: "0.72", class: "tc-cup-b" }), s("stop", { offset: "1", class: "tc-cup-c" })),
    s("radialGradient", { id: "tc-stone-g", cx: "0.5", cy: "0.5", r: "0.55", fx: "0.34", fy: "0.3" },
      s("stop", { offset: "0", class: "tc-stone-a" }), s("stop", { offset: "0.45", class: "tc-stone-b" }), s("stop", { offset: "1", class: "tc-stone-c" })),
    s("filter", { id: "tc-drop", x: "-10%", y: "-10%", width: "125%", height: "130%" },
      s("feDropShadow", { dx: "0", dy: "5", stdDeviation: "5", "flood-color": "#000", "flood-opacity": "0.35" })));
}

/** The stones of a cup: up to 6 drawn (countable at a glance); more: six and the number on top. */
export function stones(n, x, y, c) {
  const out = [];
  const r = c.stoneR, ring = c.ringR;
  const spots = n === 1 ? [[0, 0]] : n === 2 ? [[-ring * 0.75, 0], [ring * 0.75, 0]] :
    Array.from({ length: Math.min(n, 6) }, (_, i) => {
      const a = -Math.PI / 2 + (2 * Math.PI * i) / Math.min(n, 6);
      return [ring * Math.cos(a), ring * Math.sin(a)];
    });
  for (const [dx, dy] of spots) {
    out.push(s("circle", { cx: (x + dx + r * 0.18).toFixed(1), cy: (y + dy + r * 0.3).toFixed(1), r: r.toFixed(1), class: "tc-stone-shadow" }),
      s("circle", { cx: (x + dx).toFixed(1), cy: (y + dy).toFixed(1), r: r.toFixed(1), class: "tc-stone" }));
  }
  if (n > 6) {
    const [cx, cy, w, hh] = c.chip(n);
    out.push(s("g", { class: "tc-count" }, s("rect", { x: (cx - w / 2).toFixed(1), y: (cy - hh / 2).toFixed(1), width: w.toFixed(1), height: hh.toFixed(1), rx: (hh / 2).toFixed(1) }),
      s("text", { x: cx.toFixed(1), y: (cy + hh * 0.33).toFixed(1), "text-anchor": "middle" }, String(n))));
  }
  return out;
}

/** Words for what playing a cell does (the aria-label and the hover line say the same); `cell`: its
 * place in words ("row 3, cell 2"). */
function doing(t, decision, n, hand, cell) {
  if (decision === "START") return t("tc.do.start", { n, cell });
  if (decision === "SOW") return t("tc.do.sow", { cell, n: hand - 1 });
  if (decision === "CAPTURE") return t("tc.do.capture", { n, cell });
  if (decision === "SEIZE") return t("tc.do.seize", { n, cell });
  return "";
}

export function render(el, msg, ctx) {
  const { t } = ctx;
  const view = msg.view;
  const geo = geometryOf(view);
  const { cells } = geo;
  const decision = view.decision;
  const mine = !!(ctx.mine && msg.to_move === ctx.seat && !msg.terminal);
  // A kept score (the table companion): nobody at the screen is a seat, so its words name the seat
  // to move ("Ann picks them all up", "Ann's path"), never "you".
  const kept = !!msg.companion;
  const said = (key, p = {}) => t(kept ? `${key}.kept` : key, { ...p, name: kept ? ctx.nameOf(msg.to_move) : "" });
  const legal = new Map(); // label -> notation
  for (const a of mine ? msg.legal || [] : []) legal.set(a.replace(/^[x!]/, ""), a);
  const queued = queueOf(msg, ctx); // a drag's actions still being sent: show where it goes
  const path = queued ? queued.path : decision === "SOW" || decision === "CAPTURE" || decision === "SEIZE" ? pathOf(ctx.events || [], view.mover) : [];
  // the last turn played (once over, or while someone else plays it): its cells marked softly (issue 18:
  // after the bot's move nothing showed where it had played)
  const lastTurn = queued ? null : lastTurnOf(ctx.events);
  const lastMove = lastTurn && (lastTurn.done || lastTurn.seat !== ctx.seat) && !path.length ? lastTurn : null;

  const svg = s("svg", { class: ["tc-svg", `g-${view.geometry}`], viewBox: `0 0 ${geo.W.toFixed(1)} ${geo.H.toFixed(1)}`, role: "group",
    "aria-label": t("tc.board", { shape: t(`choice.tricerata.geometry.${view.geometry}`) }),
    // the lesson's cell is ringed in its own shape here (board.css .learn-target), not boxed by the lesson
    dataset: { learnRing: "own" } });
  const tip = h("p", { class: "tc-tip", "aria-hidden": "true" }); // what the cell under the pointer does; the drag's progress
  const model = { view, geo, path, legal, decision, mine: mine && !queued, pending: !!ctx.pending || !!queued, t, said, ctx, tip, el, msg,
    table: msg.table, sim: queued ? queued.sim : null, lastMove };
  if (lastMove) svg.style.setProperty("--tc-mover", `var(--seat-${(lastMove.seat % 8) + 1})`); // its rings: the mover's colour
  draw(svg, model);

  const hand = view.hand || 0;
  const handBox = decision === "SOW" ? h("div", { class: "tc-hand", role: "status" },
    h("span", {}, ctx.tn ? ctx.tn("tc.inhand", hand) : t("tc.inhand", { n: hand })),
    h("span", { class: "tc-hand-stones", "aria-hidden": "true" }, Array.from({ length: Math.min(hand, 30) }, () => h("span", { class: "tc-hand-stone" }))),
    view.ref ? h("span", { class: "tc-from" }, t("tc.from", { cell: place(t, view.ref) })) : null) : null;
  const pathText = pathWords(t, path, decision === "SOW"); // stones still in hand: the latest so far

  const zoom = zoomControl(svg, geo, ctx, msg.table);
  const zoomed = !!(zoom && ctx.memory && ctx.memory.tcZoom);
  const solo = view.players === 1;
  const onBoard = view.board.reduce((a, b) => a + b, 0);
  const info = h("div", { class: "tc-info" },
    h("p", { class: "tc-turn" }, solo ? t("tc.solo", { n: view.turns }) : decision === "OVER" ? t("tc.turns.done", { n: view.turns }) :
      // a replay names the turn of the step shown, as its heading does; a table, the turn being played
      t("tc.turn", { n: ctx.replay ? turnOf(view) : view.turns + 1 })),
    h("p", { class: "hint" }, t("tc.onboard", { n: onBoard })),
    mine && decision !== "OVER" ? h("p", { class: "tc-how" }, said(`tc.how.${decision}`),
      // the larger board (a phone's "Larger cells") is played by taps: a finger slid over it scrolls it
      decision === "START" || decision === "SOW" ? zoomed ? h("span", { class: "tc-tap-hint" }, " ", t("tc.tap.hint")) :
        h("span", { class: "tc-drag-hint" }, " ", said("tc.drag.hint")) : null) : null,
    handBox, pathText ? h("p", { class: "tc-pathtext" }, pathText) : null,
    mine ? tip : null,
    h("p", { class: "tc-refused", role: "status", "aria-live": "polite" }),
    // what the rings on the board are: whose turn they show (the path being sown has its own line)
    lastMove ? h("p", { class: "hint tc-lastkey" }, ctx.seatMark ? ctx.seatMark(lastMove.seat, 14) : null, " ",
      t("tc.last.key", { name: ctx.nameOf(lastMove.seat), you: ctx.you === lastMove.seat ? "yes" : "no" })) : null,
    mine ? h("p", { class: "hint tc-keys kbd" }, t("tc.keys")) : null,
    h("p", { class: "hint tc-key" }, t("tc.key")));

  const most = Math.max(1, ...view.stores);
  const stores = h("section", { class: "tc-stores", "aria-labelledby": "tc-stores-h" }, h("h3", { id: "tc-stores-h" }, t("tc.stores")),
    h("ul", {}, view.stores.map((n, p) => h("li", { class: ["tc-store", view.to_move === p && "moving"], dataset: { seat: p } },
      h("span", { class: "tc-store-who" }, ctx.seatMark(p, 18), h("span", { class: "tc-store-name" }, (ctx.labelOf || ctx.nameOf)(p))),
      pit(n, most), h("span", { class: "tc-store-n", "aria-label": t("tc.store", { name: ctx.nameOf(p), n, you: ctx.you === p ? "yes" : "no" }) }, String(n))))));

  // a zoomed board keeps where it was scrolled to, move after move (each move draws it anew)
  const wrap = h("div", { class: ["tc-svg-wrap", "surface", zoomed && "tc-zoomed"],
    on: zoomed ? { scroll: (e) => { ctx.memory.tcScroll = [e.target.scrollLeft, e.target.scrollTop]; } } : {} }, svg);
  put(el, h("div", { class: ["tc-board", mine && "tc-mine"] }, info, zoom, wrap, stores,
    mine && legal.size ? h("p", { class: "visually-hidden" }, said("tc.choices", { list: [...legal.keys()].map((c) => place(t, c)).join(ctx.lang === "fr" ? "\u00a0; " : "; ") })) : null));
  if (zoomed && ctx.memory.tcScroll) [wrap.scrollLeft, wrap.scrollTop] = ctx.memory.tcScroll;
  if (zoomed && lastTurn) follow(wrap, svg, lastTurn, ctx);
  if (model.mine && !ctx.replay) attachDrag(svg, model, draw);
  if (queued) sendNext(msg, ctx);
  if (narrow) {
    // the window crosses the narrow width (a phone turned, a window resized): redraw at the other size
    const resized = () => {
      if (!svg.isConnected) return narrow.removeEventListener("change", resized);
      if (svg.classList.contains("tc-dragging")) return;
      // a zoomable board (the button above it) is drawn again whole: the button comes or goes
      if (ctx.redraw && (zoom || small(geometryOf(view)))) {
        narrow.removeEventListener("change", resized);
        return ctx.redraw();
      }
      model.geo = geometryOf(view);
      // the other size's drawing has its own extent: a phone's viewBox kept on a wide window cropped the board
      svg.setAttribute("viewBox", `0 0 ${model.geo.W.toFixed(1)} ${model.geo.H.toFixed(1)}`);
      draw(svg, model);
    };
    narrow.addEventListener("change", resized);
  }
}

/** A zoomed board brings someone else's move into view: its last cell (and as much of its sowing as
 * fits), once per step of theirs, only when it is out of view; the person's own turn is never scrolled
 * (their finger moves the board then). */
function follow(wrap, svg, turn, ctx) {
  const memory = ctx.memory;
  if (turn.seat === ctx.seat || memory.tcFollowed === turn.key) return;
  // after the table has given the focus back to the board (focusing a cell scrolls the frame to it)
  setTimeout(() => {
    if (!wrap.isConnected || memory.tcFollowed === turn.key) return;
    memory.tcFollowed = turn.key;
    reveal(wrap, svg, turn, memory);
  }, 0);
}

function reveal(wrap, svg, turn, memory) {
  const box = wrap.getBoundingClientRect();
  const rects = turn.cells.map((c) => svg.querySelector(`.tc-cell[data-label="${c}"] .tc-poly`)).filter(Boolean).map((e) => e.getBoundingClientRect());
  if (!rects.length || !box.width || !box.height) return;
  const end = rects[rects.length - 1];
  const m = 12;
  const seen = (r) => r.left >= box.left + m && r.right <= box.right - m && r.top >= box.top + m && r.bottom <= box.bottom - m;
  if (seen(end)) return;
  // the whole sowing if it fits, else around its end
  const all = rects.reduce((a, r) => ({ left: Math.min(a.left, r.left), right: Math.max(a.right, r.right),
    top: Math.min(a.top, r.top), bottom: Math.max(a.bottom, r.bottom) }), { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity });
  const fits = all.right - all.left <= box.width - 2 * m && all.bottom - all.top <= box.height - 2 * m;
  const aim = fits ? all : end;
  const cx = (aim.left + aim.right) / 2 - box.left, cy = (aim.top + aim.bottom) / 2 - box.top;
  wrap.scrollLeft += cx - box.width / 2;
  wrap.scrollTop += cy - box.height / 2;
  memory.tcScroll = [wrap.scrollLeft, wrap.scrollTop];
}

const TAP = 32; // CSS px: the smallest circle a finger hits surely
const TAP_ZOOMED = 38;

/** Whether a phone shows this board's cells smaller than a finger (the board as wide as the screen). */
const small = (geo) => bigText() && (geo.tap * innerWidth) / geo.W < TAP;

/** A phone whose board has cells smaller than a finger (a large hexagon of triangles): a button
 * that draws the board larger, to scroll around with a finger and play by taps (a drag over the
 * board scrolls it then), and back to the whole board. Null: the cells are large enough. */
function zoomControl(svg, geo, ctx, table) {
  const memory = ctx.memory || {};
  if (!small(geo)) {
    delete memory.tcZoom;
    return null;
  }
  // kept across a reload of the table (this tab only)
  const stored = `trigames.tcZoom.${table || ""}`;
  if (memory.tcZoom === undefined && !ctx.replay) memory.tcZoom = session(stored) === "1";
  const on = !!memory.tcZoom;
  if (on) {
    svg.classList.add("tc-zoomed");
    svg.style.width = `${Math.ceil((geo.W * TAP_ZOOMED) / geo.tap)}px`;
  }
  return h("p", { class: "tc-zoom" },
    h("button", { type: "button", class: "small", "aria-pressed": String(on), on: { click: () => {
      memory.tcZoom = !on;
      delete memory.tcScroll;
      if (!ctx.replay) session(stored, on ? "0" : "1");
      if (ctx.redraw) ctx.redraw();
    } } }, ctx.t(on ? "tc.zoom.out" : "tc.zoom.in")),
    on ? h("span", { class: "hint" }, " ", ctx.t("tc.zoom.hint")) : null);
}

/** Read (or write) a value of the tab's sessionStorage; nothing when it is not there (a private window). */
function session(key, value) {
  try {
    if (value === undefined) return sessionStorage.getItem(key);
    sessionStorage.setItem(key, value);
  } catch { /* no storage: the zoom lasts until the page is left */ }
  return null;
}

/** A store drawn as a long pit with its stones (up to 24 shown). */
function pit(n, most) {
  const W = 120, Hh = 26;
  const shown = Math.min(n, 24);
  const dots = [];
  for (let i = 0; i < shown; i++) {
    const col = Math.floor(i / 2), row = i % 2;
    const x = 10 + col * 8.6 + (row ? 4.3 : 0), y = 9 + row * 8;
    dots.push(s("circle", { cx: (x + 0.8).toFixed(1), cy: (y + 1.3).toFixed(1), r: 3.6, class: "tc-stone-shadow" }),
      s("circle", { cx: x.toFixed(1), cy: y.toFixed(1), r: 3.6, class: "tc-stone" }));
  }
  return s("svg", { class: "tc-pit", viewBox: `0 0 ${W} ${Hh}`, "aria-hidden": "true", focusable: "false", dataset: { most } },
    s("rect", { x: 1, y: 1, width: W - 2, height: Hh - 2, rx: Hh / 2 - 1, class: "tc-pit-hole" }), ...dots);
}

/**
 * Draw (or redraw during a drag) the board inside `svg` from `model`: `model.sim` (a Turn being
 * dragged) replaces the view's stones and extends the path.
 */
export function draw(svg, model) {
  const { view, geo, legal, decision, t } = model;
  const { cells } = geo;
  const sim = model.sim;
  const board = sim ? sim.board : view.board;
  const path = sim ? model.path.concat(sim.steps) : model.path;
  const refLabel = sim ? (sim.ref >= 0 ? cells[sim.ref].label : null) : view.ref;
  const onPath = new Set(path.map((p) => p.cell));
  const how = model.mine && !sim ? decision : null;
  // One stop for Tab on the board (a roving tabindex): the cell last focused if it is still playable,
  // else the first playable one; the arrow keys go from cell to cell (moveFocus). Every playable cell
  // was a stop: 25 presses of Tab to get past a board of 5 rows.
  const memory = (model.ctx && model.ctx.memory) || {};
  const playable = how ? cells.filter((c) => legal.has(c.label)).map((c) => c.label) : [];
  const stop = playable.includes(memory.tcStop) ? memory.tcStop : playable[0];

  const slab = s("polygon", { points: pts(geo.outline), class: ["tc-slab", geo.thin && "thin"], filter: geo.thin ? null : "url(#tc-drop)" });
  const cellLayer = s("g", { class: "tc-cells" });
  const stoneLayer = s("g", { class: "tc-stones", "aria-hidden": "true" });
  const labelLayer = s("g", { class: "tc-labels", "aria-hidden": "true" }); // above the path's lines, below its pins
  cells.forEach((c, i) => {
    const n = board[i];
    const action = how ? legal.get(c.label) : undefined;
    const isRef = refLabel === c.label;
    const isTarget = sim && sim.target === i;
    const at = rowAndCell(c.label) || { row: c.label, k: "" };
    const words = [n === 1 ? t("tc.cell.one", { place: t("tc.place.head", at) }) : t("tc.cell", { place: t("tc.place.head", at), n })];
    if (isRef) words.push(t("tc.cell.last"));
    if (onPath.has(c.label)) words.push(t("tc.cell.path"));
    const inLast = !sim && model.lastMove && model.lastMove.cells.includes(c.label);
    if (inLast) words.push(t("tc.cell.lastmove"));
    const does = action ? doing(model.said || t, decision, n, view.hand || 0, t("tc.place", at)) : "";
    if (does) words.push(does);
    const g = s("g", {
      class: ["tc-cell", n ? "full" : "empty", action && "legal", action && `legal-${decision.toLowerCase()}`, isRef && "ref",
        onPath.has(c.label) && "path", inLast && "last-move", inLast && model.lastMove.end === c.label && "last-end", isTarget && "target", sim && sim.phase === "CAPTURE" && !isTarget && c.nbrs.includes(sim.ref) && n > 0 && "can-capture"],
      dataset: action ? { action, key: `cell:${c.label}`, label: c.label, does } : { label: c.label },
      role: action ? "button" : "img", tabindex: action ? (c.label === stop ? 0 : -1) : undefined, "aria-label": words.join(", "),
      "aria-disabled": action && model.pending ? "true" : undefined,
    },
    s("polygon", { points: pts(c.spts), class: "tc-poly" }),
    inLast ? s("polygon", { points: pts(c.spts), class: "tc-last" }) : null,
    s("path", { d: line(c.inset), class: "tc-rim" }), // (paths: the cell's one polygon is its shape)
    // what may be played, the last cell, the lesson's cell: two bands of the cell's own shape, inside
    // it (a light one along its sides, a dark one inside that: seen on any wood, light or dark, and
    // by their brightness, not their hue)
    s("path", { d: line(c.insetBy(OUTER.at)), class: "tc-hl", "stroke-width": OUTER.w }),
    s("path", { d: line(c.insetBy(INNER.at)), class: "tc-hl2", "stroke-width": INNER.w }),
    s("circle", { cx: c.kx.toFixed(1), cy: c.ky.toFixed(1), r: c.cupR.toFixed(1), class: "tc-cup" }),
    // inside the cup's lip: ringed on the cell the next stone would drop on (pointer, keys, lesson)
    s("circle", { cx: c.kx.toFixed(1), cy: c.ky.toFixed(1), r: Math.max(1, c.cupR - 2.5).toFixed(1), class: "tc-aim" }));
    labelLayer.append(s("text", { x: c.lx.toFixed(1), y: (c.ly + c.fs * 0.35).toFixed(1), class: ["tc-label", action && "legal"], "text-anchor": "middle",
      "font-size": c.fs.toFixed(1), textLength: c.fitW ? c.fitW.toFixed(1) : null, lengthAdjust: c.fitW ? "spacingAndGlyphs" : null }, c.label));
    if (action) {
      g.addEventListener("click", () => {
        if (!model.pending && !svg.dataset.dragged) model.ctx.act(action);
      });
      g.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          if (!model.pending) model.ctx.act(action);
        } else if (e.key.startsWith("Arrow")) {
          e.preventDefault();
          moveFocus(svg, g, e.key);
        }
      });
      // during a lesson the line speaks only for the cell the lesson asks for: another cell's words
      // ("Pick up the stone in row 2, cell 3…") under a stationary pointer contradicted the lesson
      const lessonElsewhere = () => !!svg.querySelector(".learn-target") && !g.classList.contains("learn-target");
      const show = () => { if (model.tip) model.tip.textContent = lessonElsewhere() ? "" : does; };
      const hide = () => { if (model.tip && !model.sim) model.tip.textContent = ""; };
      g.addEventListener("pointerenter", show);
      g.addEventListener("focus", show);
      g.addEventListener("focus", () => { // the cell focused (arrows, a click, the table) is Tab's stop now
        memory.tcStop = c.label;
        svg.querySelectorAll(".tc-cell.legal").forEach((x) => x.setAttribute("tabindex", x === g ? "0" : "-1"));
      });
      g.addEventListener("pointerleave", hide);
      g.addEventListener("blur", hide);
    }
    cellLayer.append(g);
    stoneLayer.append(...stones(n, c.kx, c.ky, c));
    if (action && (decision === "CAPTURE" || decision === "SEIZE")) {
      stoneLayer.append(s("text", { x: c.kx.toFixed(1), y: (c.ky + c.cupR * 0.42).toFixed(1), class: "tc-mark", "text-anchor": "middle",
        "font-size": (c.cupR * 1.25).toFixed(1) }, decision === "CAPTURE" ? "✕" : "!"));
    }
    if (isTarget) {
      stoneLayer.append(s("text", { x: c.kx.toFixed(1), y: (c.ky + c.cupR * 0.42).toFixed(1), class: "tc-mark", "text-anchor": "middle",
        "font-size": (c.cupR * 1.25).toFixed(1) }, "✕"));
    }
  });
  // a live drag numbers every stone of the gesture; otherwise only the stones since the last pickup
  const first = sim ? 0 : lastPickup(path);
  put(svg, defs(), slab, cellLayer, drawPath(geo, path, board, sim, first), stoneLayer, labelLayer, drawPins(geo, path, board, first));
  if (sim && sim.hand > 0 && model.pointer) {
    // the stones still in hand, beside the pointer: a pebble and their number
    const [px, py] = model.pointer;
    const x = px + 16, y = py - 24;
    svg.append(s("g", { class: "tc-inhand", "aria-hidden": "true" },
      s("rect", { x: (x - 11).toFixed(1), y: (y - 10).toFixed(1), width: 34, height: 20, rx: 10 }),
      s("circle", { cx: x.toFixed(1), cy: y.toFixed(1), r: 6, class: "tc-stone" }),
      s("text", { x: (x + 15).toFixed(1), y: (y + 4.5).toFixed(1), "text-anchor": "middle" }, String(sim.hand))));
  }
}

/** The step of this turn's last pickup (0: the turn's own; a resow marks the step it picked up at). */
export function lastPickup(path) {
  let j = 0;
  path.forEach((p, i) => { if (p.resow) j = i; });
  return j;
}

/** The path as curves from cup to cup, through the pin of each numbered step; the turn's earlier
 * sowings (before its last pickup) as fainter curves through the sides they crossed, unnumbered. */
function drawPath(geo, path, board, sim, first = 0) {
  const g = s("g", { class: ["tc-path", sim && "live"], "aria-hidden": "true" });
  const pins = new Map(pinsOf(geo, path, board, first).map((p) => [p.i, p]));
  const { cells, index } = geo;
  for (let i = 1; i < path.length; i++) {
    const a = cells[index.get(path[i - 1].cell)], b = cells[index.get(path[i].cell)];
    if (!a || !b) continue;
    const pin = pins.get(i);
    let x, y;
    if (pin) {
      ({ x, y } = pin);
    } else {
      const side = b.side.get(index.get(a.label));
      if (!side) continue;
      x = (geo.X(side[0][0]) + geo.X(side[1][0])) / 2;
      y = (geo.Y(side[0][1]) + geo.Y(side[1][1])) / 2;
    }
    const mx = (a.kx + b.kx) / 2, my = (a.ky + b.ky) / 2;
    const qx = 2 * x - mx, qy = 2 * y - my;
    g.append(s("path", { d: `M${a.kx.toFixed(1)},${a.ky.toFixed(1)} Q${qx.toFixed(1)},${qy.toFixed(1)} ${b.kx.toFixed(1)},${b.ky.toFixed(1)}`,
      class: ["tc-path-line", !pin && "earlier"] }));
  }
  if (path.length) {
    const first = geo.cells[geo.index.get(path[0].cell)];
    if (first) g.append(s("circle", { cx: first.kx.toFixed(1), cy: first.ky.toFixed(1), r: 4.5, class: "tc-path-start" }));
  }
  return g;
}

/** Numbered pins, one per stone sown since the last pickup, each pointing into the cell it fell in (a
 * pin with no clear spot is left out: the curve still shows the step, no number covers a name). */
function drawPins(geo, path, board, first = 0) {
  const g = s("g", { class: "tc-pins", "aria-hidden": "true" });
  for (const p of pinsOf(geo, path, board, first)) {
    if (p.crowded) continue;
    const { x, y, ux, uy, r, n, resow } = p;
    const tipX = x + ux * (r + 4), tipY = y + uy * (r + 4);
    const side = r * 0.75;
    const g1 = s("g", { class: ["tc-step", resow && "resow"], dataset: { step: n } },
      s("path", { d: `M${(x - uy * side).toFixed(1)},${(y + ux * side).toFixed(1)} L${tipX.toFixed(1)},${tipY.toFixed(1)} L${(x + uy * side).toFixed(1)},${(y - ux * side).toFixed(1)} Z`, class: "tc-step-tip" }),
      s("circle", { cx: x.toFixed(1), cy: y.toFixed(1), r: r.toFixed(1), class: "tc-step-dot" }),
      s("text", { x: x.toFixed(1), y: (y + r * (String(n).length > 1 ? 0.37 : 0.49)).toFixed(1), "text-anchor": "middle", "font-size": (r * (String(n).length > 1 ? 1.05 : 1.4)).toFixed(1) }, String(n)));
    g.append(g1);
  }
  return g;
}

/** Where each step's pin goes (layout.js), cached per path. */
const pinCache = new WeakMap();
function pinsOf(geo, path, board, first = 0) {
  const key = path.map((p) => p.cell + (p.resow ? "+" : "")).join(" ") + "|" + board.join(",") + "|" + first;
  const memo = pinCache.get(geo);
  if (memo && memo.key === key) return memo.pins;
  const pins = placePins(geo, path, board, first);
  pinCache.set(geo, { key, pins });
  return pins;
}

function moveFocus(svg, from, key) {
  // The nearest playable cell in the arrow's direction, by the cells' centres on screen.
  const here = from.getBoundingClientRect();
  const hx = here.x + here.width / 2, hy = here.y + here.height / 2;
  const dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  const ahead = [];
  for (const g of svg.querySelectorAll(".tc-cell.legal")) {
    if (g === from) continue;
    const r = g.getBoundingClientRect();
    const dx = r.x + r.width / 2 - hx, dy = r.y + r.height / 2 - hy;
    const along = dx * dir[0] + dy * dir[1];
    if (along > 1) ahead.push({ g, along, across: Math.abs(dx * dir[1] - dy * dir[0]) });
  }
  if (!ahead.length) return;
  // Up and Down go to the next row that has a playable cell, then to its cell nearest across (a row
  // straight below could be nearer by this score than the next row's cells half a cell aside: on the
  // hexagon, Down from 1.1 went to row 3)
  const rowH = here.height * 0.4;
  const near = dir[1] ? Math.min(...ahead.map((a) => a.along)) + rowH : Infinity;
  let best = null, bestScore = Infinity;
  for (const a of ahead) {
    if (a.along > near) continue;
    const score = dir[1] ? a.across : a.along + 2 * a.across;
    if (score < bestScore) { best = a.g; bestScore = score; }
  }
  if (best) best.focus();
}
