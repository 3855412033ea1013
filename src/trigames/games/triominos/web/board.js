// The Triominos board: the open lattice (drag or arrow keys to pan, wheel or +/− to zoom), the
// rack, every cell where the chosen tile fits with the points it would score (the server's
// `details`, so the preview is the engine's own count), draw and pass with their cost shown
// first, the pool and the other racks, the draw-off, each round's end line by line, the totals.
// No stylesheet: SVG attributes and CSSOM only (the page's CSP refuses inline style attributes).
import * as api from "/static/api.js";
import { h, put, s } from "/static/dom.js";

const R3 = Math.sqrt(3) / 2;
const ZMIN = 50; // pixels per tile side: below this the corner values get too small to read
const ZMAX = 160;
const COLOURS = { ink: "#111", tile: "#fff7dc", gap: "#d9e1ea", grid: "#aab6c3", spot: "#fde047", bonus: "#fb923c", last: "#1d4ed8", ghost: "#1e3a8a" };

const style = (el, css) => Object.assign(el.style, css) && el; // CSSOM: allowed by the CSP
const up = (x, y) => Math.abs(x + y) % 2 === 0;
const world = ([p, q]) => [p / 2, -q * R3]; // lattice vertex → drawing units (one tile side = 1)
const cornersOf = (x, y) => (up(x, y) ? [[x, y], [x + 1, y + 1], [x + 2, y]] : [[x, y + 1], [x + 2, y + 1], [x + 1, y]]).map(world);
const digits = (tile) => tile.split("-").map(Number);
const turned = (tile, r) => { const d = digits(tile); return [0, 1, 2].map((k) => d[(k + r) % 3]); };
const sum = (tile) => digits(tile).reduce((a, b) => a + b, 0);
const cellName = (x, y) => `${up(x, y) ? "U" : "D"}(${x},${y})`;
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** A tile as a small picture: an upward triangle with its three values, turned by `r`. */
function tilePicture(tile, r, size, label) {
  const v = turned(tile, r);
  const pts = [[-0.5, R3 / 2], [0, -R3 / 2], [0.5, R3 / 2]];
  const c = [0, R3 / 6]; // the centre: each value sits part way from its corner towards it, clear of the edges
  const named = label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" };
  return s("svg", { width: size, height: size * 0.9, viewBox: "-0.56 -0.5 1.12 1", ...named, focusable: "false" },
    s("polygon", { points: pts.map((p) => p.join(",")).join(" "), fill: tile ? COLOURS.tile : "#555", stroke: COLOURS.ink, "stroke-width": 0.045, "stroke-linejoin": "round" }),
    pts.map((p, k) => s("text", { x: p[0] + (c[0] - p[0]) * 0.48, y: p[1] + (c[1] - p[1]) * 0.48 + 0.108, "text-anchor": "middle", "font-size": 0.3, "font-weight": 700, fill: COLOURS.ink }, String(v[k]))));
}

function tileBack(size) {
  return s("svg", { width: size, height: size * 0.9, viewBox: "-0.56 -0.5 1.12 1", "aria-hidden": "true", focusable: "false" },
    s("polygon", { points: `-0.5,${R3 / 2} 0,${-R3 / 2} 0.5,${R3 / 2}`, fill: "#4b5563", stroke: COLOURS.ink, "stroke-width": 0.05 }));
}

/** The tiles of a rack in words: "1-2-3 (6), 0-4-4 (8)". A line breaks only between tiles (non-breaking
 * hyphens and space): "0-" at the end of a line and "3-3 (6)" on the next read as other tiles. */
const tileWords = (x) => `${x.replaceAll("-", "\u2011")}\u00a0(${sum(x)})`;
const tilesText = (t, tiles) => (tiles.length ? tiles.map(tileWords).join(", ") : t("tm.rack.empty"));

function figureWords(t, d) {
  const parts = [t("tm.pts.tile", { n: d.value })];
  if (d.figure) parts.push(t(`tm.fig.${d.figure}`, { n: d.bonus }));
  if (d.opening) parts.push(t("tm.fig.opening", { n: d.opening }));
  return parts.join(" + ");
}

function placeWords(ctx, d) {
  const { t } = ctx;
  const head = ctx.tn("tm.place.line", d.points, { cell: cellName(...d.cell) });
  const how = d.figure || d.opening ? ` (${figureWords(t, d)})` : "";
  return head + how + (d.out ? ` — ${t("tm.place.out")}` : "");
}

/** The table's options (target, fixed rounds) are not in the view: ask the REST API once. */
function options(memory, ctx) {
  if (memory.options || memory.asked) return memory.options;
  memory.asked = true;
  const id = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
  api.table(id).then((summary) => { memory.options = summary.options || {}; ctx.redraw(); }, () => { memory.options = {}; });
  return null;
}

function totals(ctx, view, opts) {
  const { t } = ctx;
  const target = opts && !opts.fixed_rounds ? opts.target : null;
  const items = view.scores.map((score, p) => h("li", { dataset: { seat: p } },
    ctx.seatMark(p, 16), " ", h("strong", {}, ctx.nameOf(p)), " ",
    style(h("span", { class: "tm-rack-count" }, Array.from({ length: Math.min(view.racks[p], 12) }, () => tileBack(14)), " ",
      h("span", { "aria-hidden": "true" }, String(view.racks[p])), h("span", { class: "visually-hidden" }, ctx.tn("tm.rack.size", view.racks[p]))),
    { whiteSpace: "nowrap" }),
    view.racks_shown ? h("span", { class: "tm-shown" }, ` ${view.racks_shown[p].join(" ")}`) : null,
    " · ", h("span", { class: "tm-total" }, target ? t("tm.total.of", { n: score, target }) : t("tm.total", { n: score })),
    target ? style(h("meter", { min: 0, max: target, value: Math.max(0, Math.min(score, target)), "aria-label": t("tm.total.of", { n: score, target }) }), { marginLeft: "0.4rem", width: "5rem" }) : null));
  const goal = !opts ? "" : opts.fixed_rounds ? t("tm.goal.rounds", { round: view.round, rounds: opts.fixed_rounds }) : t("tm.goal.target", { target: opts.target });
  return h("section", { class: "tm-info", "aria-labelledby": "tm-info-h" },
    h("h3", { id: "tm-info-h" }, t("tm.round", { round: view.round }), " · ", ctx.tn("tm.pool", view.pool)),
    goal ? h("p", { class: "hint" }, goal) : null,
    style(h("ul", { class: "tm-seats" }, items), { listStyle: "none", padding: 0, margin: 0, display: "flex", flexDirection: "column", gap: "0.2rem" }));
}

function drawOff(ctx, view, opts) {
  const { t } = ctx;
  const first = view.board.length ? null : view.to_move; // no draw-off: who opens is only known before the first tile
  if (!view.drawoff.length) {
    const how = view.referee && !(opts && opts.first_player !== null && opts.first_player !== undefined) ? "tm.opens.table" :
      opts && opts.classic_opening ? "tm.opens.classic" : "tm.opens.set";
    return first === null ? null : h("p", { class: "tm-drawoff" }, t(how, { name: ctx.nameOf(first) }));
  }
  const steps = view.drawoff.map((step, i) => h("li", {}, i ? t("tm.drawoff.again") + " " : "",
    step.map(([p, tile], j) => [j ? " · " : "", style(h("span", {}, ctx.seatMark(p, 14), " ", ctx.nameOf(p), " ",
      tilePicture(tile, 0, 34, tile), ` ${tile} = ${sum(tile)}`), { whiteSpace: "nowrap" })])));
  const opener = view.drawoff[view.drawoff.length - 1].reduce((a, b) => (sum(b[1]) > sum(a[1]) ? b : a))[0];
  return style(h("section", { class: "tm-drawoff", "aria-labelledby": "tm-drawoff-h" },
    h("h3", { id: "tm-drawoff-h" }, t("tm.drawoff", { round: view.round })),
    h("p", { class: "hint" }, t("tm.drawoff.how")), h("ol", {}, steps),
    h("p", {}, h("strong", {}, t("tm.opens", { name: ctx.nameOf(opener) })))), { border: "2px solid #111", borderRadius: "8px", padding: "0 0.7rem", background: "#f5f3ea" });
}

/** The end of a round, line by line, from the engine's record of it (`last_round`). */
function roundEnd(ctx, view, last, opts, next) {
  const { t } = ctx;
  const rows = [];
  const line = (words, pts, strong) => rows.push(h("tr", {}, style(h(strong ? "th" : "td", { scope: strong ? "row" : undefined }, words), { textAlign: "left", padding: "0.1rem 0" }),
    style(h("td", {}, pts === null ? "" : signed(pts)), { textAlign: "right", fontWeight: strong ? "700" : "400", whiteSpace: "nowrap" })));
  // a refereed table entered each rack's total; otherwise the engine laid the tiles open
  const racks = last.totals || last.racks.map((r) => r.reduce((a, x) => a + sum(x), 0));
  const rackWords = (q) => (last.totals ? t("tm.ref.points", { n: last.totals[q] }) : tilesText(t, last.racks[q]));
  if (last.end === "out") {
    const w = last.totals ? last.points.findIndex((x) => x > 0) : last.racks.findIndex((r) => !r.length);
    line(t("tm.end.out", { name: ctx.nameOf(w) }), null);
    const others = racks.reduce((a, b) => a + b, 0) - racks[w];
    line(t("tm.end.outbonus"), last.points[w] - others); // the engine's total less the racks: the bonus (25)
    racks.forEach((r, q) => { if (q !== w) line(t("tm.end.rackof", { name: ctx.nameOf(q), tiles: rackWords(q) }), racks[q]); });
    line(t("tm.end.scores", { name: ctx.nameOf(w) }), last.points[w], true);
  } else {
    line(t("tm.end.blocked"), null);
    racks.forEach((r, q) => line(t("tm.end.rackof", { name: ctx.nameOf(q), tiles: rackWords(q) }), null));
    const low = Math.min(...racks);
    const whole = racks.reduce((a, b) => a + b, 0);
    last.points.forEach((pts, q) => {
      if (racks[q] === low) line(t("tm.end.lowest", { name: ctx.nameOf(q), others: whole - racks[q], own: racks[q] }), pts, true);
      else line(t("tm.end.nothing", { name: ctx.nameOf(q) }), 0);
    });
  }
  const over = view.decision === "OVER";
  const target = opts && !opts.fixed_rounds ? opts.target : null;
  const standing = view.scores.map((score, p) => h("li", {}, ctx.seatMark(p, 14), " ", ctx.nameOf(p), " — ",
    h("strong", {}, target ? t("tm.total.of", { n: score, target }) : t("tm.total", { n: score }))));
  return style(h("section", { class: "tm-round-end", "aria-labelledby": "tm-end-h" },
    h("h3", { id: "tm-end-h" }, t(last.end === "out" ? "tm.end.title.out" : "tm.end.title.blocked", { round: last.round })),
    style(h("table", { class: "tm-end-lines" }, h("tbody", {}, rows)), { borderCollapse: "collapse", width: "100%" }),
    h("h4", {}, t(over ? "tm.final" : "tm.standing")), h("ul", {}, standing),
    over ? null : h("p", { class: "hint" }, target ? t("tm.goal.target", { target }) : opts && opts.fixed_rounds ? t("tm.goal.rounds", { round: last.round, rounds: opts.fixed_rounds }) : ""),
    next ? h("div", { class: "buttons" }, h("button", { type: "button", class: "primary", "data-autofocus": "", dataset: { key: "next-round" }, id: "tm-next", on: { click: next } },
      t("tm.next", { round: last.round + 1 }))) : null),
  { border: "3px solid #111", borderRadius: "8px", padding: "0 0.8rem 0.4rem", background: "#fffbea", margin: "0.5rem 0" });
}

/** The lattice: tiles, empty gaps (grey, gridded), the chosen tile's spots with their points. */
function lattice(ctx, view, spots, memory, mine) {
  const { t } = ctx;
  const svg = s("svg", { class: "tm-lattice", width: "100%", role: "img", tabindex: 0, dataset: { key: "lattice" },
    "aria-label": t("tm.lattice", { n: view.board.length }), "aria-describedby": "tm-keys" });
  style(svg, { display: "block", touchAction: "none", border: "2px solid #111", borderRadius: "6px", background: COLOURS.gap, cursor: "grab", userSelect: "none" });
  const pattern = s("pattern", { id: "tm-grid", patternUnits: "userSpaceOnUse", width: 1, height: 2 * R3 },
    s("path", { d: `M0,0 H1 M0,${R3} H1 M0,0 L1,${2 * R3} M1,0 L0,${2 * R3}`, stroke: COLOURS.grid, "stroke-width": 0.025, fill: "none" }));
  const cam = memory.cam || (memory.cam = { x: 0, y: 0, z: 90, auto: true });
  const stage = `${view.round}|${view.decision === "OVER"}`;
  if (memory.stage !== stage) { memory.stage = stage; cam.auto = true; } // a new round or the end: show the whole table
  const all = [...view.board.map(([x, y]) => [x, y]), ...spots.map((sp) => sp.d.cell)];
  svg.append(s("defs", {}, pattern), s("rect", { x: -200, y: -200, width: 400, height: 400, fill: "url(#tm-grid)" }));
  const last = view.board.length - 1;
  view.board.forEach(([x, y, r, tile], i) => {
    const cs = cornersOf(x, y);
    const c = [(cs[0][0] + cs[1][0] + cs[2][0]) / 3, (cs[0][1] + cs[1][1] + cs[2][1]) / 3];
    const vals = turned(tile, r);
    svg.append(s("g", { class: ["tm-tile", i === last && "last"], dataset: { cell: `${x},${y}`, corners: vals.join(",") } },
      s("polygon", { points: cs.map((p) => p.join(",")).join(" "), fill: COLOURS.tile, stroke: i === last ? COLOURS.last : COLOURS.ink, "stroke-width": i === last ? 0.07 : 0.03, "stroke-linejoin": "round" }),
      cs.map((p, k) => s("text", { x: p[0] + (c[0] - p[0]) * 0.4, y: p[1] + (c[1] - p[1]) * 0.4 + 0.085, "text-anchor": "middle", "font-size": 0.26, "font-weight": 700, fill: COLOURS.ink }, String(vals[k])))));
  });
  const preview = s("g", { class: "tm-preview", "pointer-events": "none" });
  for (const sp of spots) {
    const [x, y] = sp.d.cell;
    const cs = cornersOf(x, y);
    const c = [(cs[0][0] + cs[1][0] + cs[2][0]) / 3, (cs[0][1] + cs[1][1] + cs[2][1]) / 3];
    const bonus = sp.d.figure || sp.d.opening;
    const dy = up(x, y) ? 1 : -1; // the wide side of the triangle: room for the figure's name
    const g = s("g", { class: ["tm-spot", bonus && "bonus"], dataset: { action: sp.action, key: `spot:${sp.action}`, cell: `${x},${y}`, points: sp.d.points, figure: sp.d.figure || "" }, "aria-disabled": ctx.pending ? "true" : undefined,
      on: { click: () => { if (!memory.dragged) ctx.act(sp.action); }, pointerenter: () => memory.show(sp), pointerleave: () => memory.show(null) } },
    s("polygon", { points: cs.map((p) => p.join(",")).join(" "), fill: bonus ? COLOURS.bonus : COLOURS.spot, stroke: COLOURS.ink, "stroke-width": 0.05, "stroke-dasharray": bonus ? "none" : "0.1 0.06" }),
    s("text", { x: c[0], y: c[1] + (bonus ? -0.06 * dy : 0) + 0.1, "text-anchor": "middle", "font-size": 0.28, "font-weight": 800, fill: COLOURS.ink }, `+${sp.d.points}`),
    bonus ? s("text", { class: "fig", x: c[0], y: c[1] + 0.2 * dy + 0.05, "text-anchor": "middle", "font-size": 0.16, "font-weight": 700, fill: COLOURS.ink },
      t(`tm.short.${sp.d.figure || "opening"}`)) : null);
    style(g, { cursor: "pointer" });
    svg.append(g);
  }
  svg.append(preview);
  memory.drawPreview = (sp) => {
    put(preview);
    if (!sp) return;
    const [x, y] = sp.d.cell;
    const cs = cornersOf(x, y);
    const c = [(cs[0][0] + cs[1][0] + cs[2][0]) / 3, (cs[0][1] + cs[1][1] + cs[2][1]) / 3];
    // The tile as it would lie there: its values at the corners they would match, its points inside.
    preview.append(s("polygon", { points: cs.map((p) => p.join(",")).join(" "), fill: "#dbeafe", stroke: COLOURS.ghost, "stroke-width": 0.06, "stroke-linejoin": "round" }),
      ...cs.map((p, k) => s("text", { x: p[0] + (c[0] - p[0]) * 0.4, y: p[1] + (c[1] - p[1]) * 0.4 + 0.085, "text-anchor": "middle", "font-size": 0.26, "font-weight": 800, fill: COLOURS.ghost }, String(sp.d.corners[k]))),
      s("text", { x: c[0], y: c[1] + 0.07, "text-anchor": "middle", "font-size": 0.2, "font-weight": 800, fill: COLOURS.ink }, `+${sp.d.points}`));
  };

  // The camera: centre (x, y) in drawing units and zoom z in pixels per tile side.
  const size = () => [svg.clientWidth || 600, svg.clientHeight || 400];
  const bbox = () => {
    const pts = (all.length ? all : [[0, 0]]).flatMap(([x, y]) => cornersOf(x, y));
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    return [Math.min(...xs) - 0.7, Math.min(...ys) - 0.7, Math.max(...xs) + 0.7, Math.max(...ys) + 0.7];
  };
  const apply = () => {
    if (!svg.isConnected) return;
    const tall = String(Math.round(Math.max(300, Math.min(560, Math.max((svg.clientWidth || 600) * 0.66, window.innerHeight * 0.5)))));
    if (svg.getAttribute("height") !== tall) svg.setAttribute("height", tall); // follows the width (phone or desktop)
    const [w, hh] = size();
    if (cam.auto) {
      const [x0, y0, x1, y1] = bbox();
      cam.x = (x0 + x1) / 2;
      cam.y = (y0 + y1) / 2;
      cam.z = Math.max(ZMIN, Math.min(90, w / (x1 - x0), hh / (y1 - y0)));
    }
    cam.z = Math.max(ZMIN, Math.min(ZMAX, cam.z));
    svg.setAttribute("viewBox", `${cam.x - w / 2 / cam.z} ${cam.y - hh / 2 / cam.z} ${w / cam.z} ${hh / cam.z}`);
    const fig = String(Math.max(0.16, 10 / cam.z)); // a figure's name stays at least 10 px high, even if it overflows its cell
    svg.querySelectorAll("text.fig").forEach((x) => x.setAttribute("font-size", fig));
  };
  const zoom = (f, px, py) => {
    const [w, hh] = size();
    const z = Math.max(ZMIN, Math.min(ZMAX, cam.z * f));
    const ax = px === undefined ? 0 : px - w / 2, ay = py === undefined ? 0 : py - hh / 2;
    cam.x += ax / cam.z - ax / z; // the point under the pointer stays put
    cam.y += ay / cam.z - ay / z;
    cam.z = z;
    cam.auto = false;
    apply();
  };
  const pan = (dx, dy) => { cam.x += dx / cam.z; cam.y += dy / cam.z; cam.auto = false; apply(); };
  memory.camera = { zoom, pan, fit: () => { cam.auto = true; apply(); }, apply,
    reveal: (cell) => { // keep a previewed cell in sight
      const [w, hh] = size();
      const [px, py] = world([cell[0] + 1, cell[1] + 0.5]);
      if (Math.abs(px - cam.x) * cam.z > w / 2 - 40 || Math.abs(py - cam.y) * cam.z > hh / 2 - 40) { cam.x = px; cam.y = py; cam.auto = false; apply(); }
    } };
  const pointers = new Map();
  svg.addEventListener("pointerdown", (e) => {
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY });
    memory.dragged = false;
  });
  svg.addEventListener("pointermove", (e) => {
    const p = pointers.get(e.pointerId);
    if (!p) return;
    if (pointers.size === 2) { // pinch
      const [a, b] = [...pointers.values()];
      const before = Math.hypot(a.x - b.x, a.y - b.y);
      p.x = e.clientX; p.y = e.clientY;
      const after = Math.hypot(a.x - b.x, a.y - b.y);
      if (before > 0) zoom(after / before);
      memory.dragged = true;
      return;
    }
    if (!memory.dragged && Math.hypot(e.clientX - p.x0, e.clientY - p.y0) < 6) return;
    if (!memory.dragged) { memory.dragged = true; svg.setPointerCapture(e.pointerId); style(svg, { cursor: "grabbing" }); }
    pan(p.x - e.clientX, p.y - e.clientY);
    p.x = e.clientX; p.y = e.clientY;
  });
  const release = (e) => { pointers.delete(e.pointerId); style(svg, { cursor: "grab" }); };
  svg.addEventListener("pointerup", release);
  svg.addEventListener("pointercancel", release);
  svg.addEventListener("wheel", (e) => {
    e.preventDefault();
    const box = svg.getBoundingClientRect();
    zoom(Math.exp(-e.deltaY * 0.0015), e.clientX - box.left, e.clientY - box.top);
  }, { passive: false });
  svg.addEventListener("keydown", (e) => {
    const step = 60;
    const keys = { ArrowLeft: () => pan(-step, 0), ArrowRight: () => pan(step, 0), ArrowUp: () => pan(0, -step), ArrowDown: () => pan(0, step),
      "+": () => zoom(1.25), "=": () => zoom(1.25), "-": () => zoom(0.8), 0: () => memory.camera.fit() };
    if (keys[e.key] && !e.ctrlKey && !e.metaKey && !e.altKey) { e.preventDefault(); keys[e.key](); }
  });
  if (memory.ro) memory.ro.disconnect();
  memory.ro = new ResizeObserver(() => apply());
  memory.ro.observe(svg);
  const tools = style(h("div", { class: "buttons tm-zoom" },
    h("button", { type: "button", class: "small", dataset: { key: "zoom-in" }, "aria-label": t("tm.zoom.in"), on: { click: () => zoom(1.25) } }, "+"),
    h("button", { type: "button", class: "small", dataset: { key: "zoom-out" }, "aria-label": t("tm.zoom.out"), on: { click: () => zoom(0.8) } }, "−"),
    h("button", { type: "button", class: "small", dataset: { key: "zoom-fit" }, on: { click: () => memory.camera.fit() } }, t("tm.zoom.fit"))), { margin: "0.3rem 0" });
  const keysHint = h("p", { class: "hint", id: "tm-keys" }, t(mine ? "tm.keys.play" : "tm.keys"));
  return [svg, tools, keysHint];
}

/** The turn's controls: the rack, the chosen tile and its turns, where it fits, draw and pass. */
function turnPanel(ctx, msg, view, byTile, memory, mine) {
  const { t } = ctx;
  const rack = view.rack || [];
  const parts = [];
  const after = view.decision === "AFTER_DRAW";
  const opening = view.decision === "OPEN";
  const sel = memory.sel;
  const shownRack = view.referee && !opening ? rack.filter((tile) => byTile.has(tile)) : rack;
  parts.push(h("h3", { id: "tm-rack-h" }, t(view.referee ? "tm.ref.rack" : "tm.rack"), " ", h("span", { class: "hint" }, ctx.tn("tm.tiles", shownRack.length))));
  if (mine && after && view.drawn) parts.push(h("p", { class: "hint" }, t("tm.drawn.only", { tile: view.drawn })));
  const tiles = shownRack.map((tile) => {
    if (!mine) return style(h("span", { class: "tm-rack-tile" }, tilePicture(tile, 0, 52, t("tm.tile", { tile, n: sum(tile) }))), { padding: "0.15rem 0.3rem" });
    const fits = (byTile.get(tile) || []).length;
    const usable = !after || !view.drawn || tile === view.drawn;
    const label = `${t("tm.tile", { tile, n: sum(tile) })}, ${ctx.tn("tm.fits", fits)}`;
    const b = h("button", { type: "button", class: ["tm-rack-tile", sel === tile && "primary"], dataset: { key: `rack:${tile}` }, "aria-pressed": String(sel === tile),
      "aria-label": label, disabled: !usable || undefined, "data-autofocus": sel === tile && byTile.size ? "" : undefined,
      on: { click: (e) => { memory.sel = tile; memory.rot = bestRotation(byTile.get(tile)); memory.focusList = e.detail === 0; ctx.redraw(); } } },
    tilePicture(tile, sel === tile ? memory.rot : 0, 52, ""), h("span", { "aria-hidden": "true" }, fits ? `✓${fits}` : "–"),
    tile === view.drawn ? h("span", { class: "tm-new", "aria-hidden": "true" }, "★") : null);
    return style(b, { flexDirection: "column", gap: "0", padding: "0.15rem 0.3rem", minWidth: "3.2rem" });
  });
  parts.push(style(h("div", { class: "tm-rack", role: "group", "aria-labelledby": "tm-rack-h" }, tiles), { display: "flex", flexWrap: "wrap", gap: "0.3rem" }));
  if (!mine) return parts;
  const here = (byTile.get(sel) || []);
  const shown = here.filter((sp) => sp.d.rotation === memory.rot).sort((a, b) => b.d.points - a.d.points);
  const row = [];
  if (sel && byTile.size) {
    const triple = new Set(digits(sel)).size === 1;
    const others = here.length - shown.length;
    row.push(style(h("div", { class: "tm-chosen" },
      style(h("div", {}, tilePicture(sel, memory.rot, 72, t("tm.tile.turned", { tile: sel, corners: turned(sel, memory.rot).join(", ") })),
        opening || triple ? h("p", { class: "hint" }, t(opening ? "tm.turn.first" : "tm.turn.triple")) :
          h("button", { type: "button", dataset: { key: "rotate" }, "aria-keyshortcuts": "R", on: { click: () => rotate(memory, ctx) } }, "↻ ", t("tm.turn"))),
      { display: "flex", alignItems: "center", gap: "0.6rem", flexWrap: "wrap" }),
      h("p", { class: "hint", "aria-live": "polite" }, shown.length ? ctx.tn("tm.fits.here", shown.length) : t("tm.fits.none"),
        others ? ` ${ctx.tn("tm.fits.other", others)}` : "")), { flex: "1 1 14rem", minWidth: "0" }));
    row.push(style(h("ol", { class: "tm-places", "aria-label": t("tm.places", { tile: sel }) }, shown.map((sp) =>
      h("li", {}, style(h("button", { type: "button", class: "act", dataset: { action: sp.action, key: `act:${sp.action}` }, "aria-disabled": ctx.pending ? "true" : undefined,
        on: { click: () => ctx.act(sp.action), focus: () => { memory.show(sp); memory.camera.reveal(sp.d.cell); }, blur: () => memory.show(null),
          pointerenter: () => memory.show(sp), pointerleave: () => memory.show(null) } }, placeWords(ctx, sp.d)), { width: "100%", textAlign: "left" })))),
    { listStyle: "none", padding: 0, margin: "0", display: "flex", flexDirection: "column", gap: "0.25rem", maxHeight: "11rem", overflowY: "auto", flex: "2 1 16rem", minWidth: "0" }));
  }
  row.push(costs(ctx, msg, memory, byTile.size === 0));
  parts.push(style(h("div", { class: "tm-controls" }, row), { display: "flex", flexWrap: "wrap", gap: "0.4rem 1rem", alignItems: "flex-start", marginTop: "0.4rem" }));
  return parts;
}

function bestRotation(spots) {
  if (!spots || !spots.length) return 0;
  return spots.reduce((a, b) => (b.d.points > a.d.points ? b : a)).d.rotation;
}

function rotate(memory, ctx) {
  memory.rot = (memory.rot + 1) % 3;
  ctx.redraw();
}

/** Draw and pass: what they cost is said before the click that does them. */
function costs(ctx, msg, memory, forced) {
  const { t } = ctx;
  const out = [];
  (msg.legal || []).forEach((a, i) => {
    if (a !== "draw" && a !== "pass") return;
    const d = (msg.details || [])[i] || { points: a === "draw" ? -5 : 0 };
    const why = a === "draw" ? t("tm.draw.cost", { n: -d.points, k: d.draw || 1, max: d.max || 3 }) :
      d.points ? t("tm.pass.cost", { n: -d.points, turn: -d.turn }) : t("tm.pass.free");
    if (forced || memory.confirm === a) {
      out.push(style(h("div", { class: "tm-confirm", role: "group", "aria-label": t(`act.triominos.${a}`) },
        h("p", {}, forced ? h("strong", {}, t(a === "draw" ? "tm.draw.forced" : "tm.pass.forced"), " ") : null, why),
        h("div", { class: "buttons" },
          h("button", { type: "button", class: "primary act", dataset: { action: a, key: `act:${a}` }, "data-autofocus": forced ? "" : undefined,
            "aria-disabled": ctx.pending ? "true" : undefined, on: { click: () => ctx.act(a) } },
          t(`tm.${a}.do`, { n: signed(d.points) })),
          forced ? null : h("button", { type: "button", dataset: { key: `cancel:${a}` }, on: { click: () => { memory.confirm = null; ctx.redraw(); } } }, t("tm.cancel")))),
      { border: "2px solid #a30d0d", borderRadius: "8px", padding: "0 0.6rem", margin: "0.4rem 0", background: "#fff1f1" }));
    } else {
      out.push(h("button", { type: "button", class: "quiet", dataset: { key: `ask:${a}` },
        on: { click: () => { memory.confirm = a; memory.focusConfirm = true; ctx.redraw(); } } }, t(`tm.${a}.ask`, { n: signed(d.points) })));
    }
  });
  return style(h("div", { class: "tm-costs" }, out), { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "0.3rem", flex: "1 1 12rem", minWidth: "0" });
}

export function render(el, msg, ctx) {
  const { t } = ctx;
  const view = msg.view;
  const memory = ctx.memory;
  const opts = options(memory, ctx);
  const mine = !!(ctx.mine && msg.to_move === ctx.seat && !msg.terminal && (msg.legal || []).length);
  if (memory.version !== msg.version) { memory.version = msg.version; memory.confirm = null; }

  // Every legal placement with its details, by tile.
  const byTile = new Map();
  (msg.legal || []).forEach((action, i) => {
    const d = (msg.details || [])[i];
    if (!d || d.kind !== "place") return;
    if (!byTile.has(d.tile)) byTile.set(d.tile, []);
    byTile.get(d.tile).push({ action, d });
  });
  if (mine) {
    const drawn = view.decision === "AFTER_DRAW" ? view.drawn : null;
    if (drawn && memory.sel !== drawn) { memory.sel = drawn; memory.rot = bestRotation(byTile.get(drawn)); }
    if (!memory.sel || !(view.rack || []).includes(memory.sel) || (drawn && memory.sel !== drawn)) {
      let best = null;
      for (const list of byTile.values()) for (const sp of list) if (!best || sp.d.points > best.d.points) best = sp;
      memory.sel = best ? best.d.tile : drawn || (view.rack || [])[0] || null;
      memory.rot = best ? best.d.rotation : 0;
    }
  } else memory.sel = null;
  memory.rot = memory.rot || 0;
  const spots = mine && memory.sel ? (byTile.get(memory.sel) || []).filter((sp) => sp.d.rotation === memory.rot) : [];

  // The end of a round stays on screen until the person goes on; a finished game keeps it.
  const last = view.last_round;
  const ended = (ctx.events || []).some((ev) => ev.kind === "round_end" && last && ev.round === last.round);
  if (memory.ack === undefined) memory.ack = ended || ctx.replay ? 0 : last ? last.round : 0;
  const over = view.decision === "OVER";
  const paused = !ctx.replay && !over && last && last.round > memory.ack;
  const endPanel = last && (paused || over || (ctx.replay && ended && view.board.length === 0)) ?
    roundEnd(ctx, view, last, opts, paused ? () => { memory.ack = last.round; ctx.redraw(); } : null) : null;

  const preview = h("p", { class: "tm-preview-line", "aria-live": "polite" });
  style(preview, { minHeight: "1.5rem", margin: "0.2rem 0", fontWeight: "600" });
  memory.show = (sp) => {
    if (memory.drawPreview) memory.drawPreview(sp);
    preview.textContent = sp ? `${sp.d.tile} → ${placeWords(ctx, sp.d)}` : "";
  };
  const info = totals(ctx, view, opts);
  const starting = !over && view.board.length <= 1 ? drawOff(ctx, view, opts) : null;
  if (paused) {
    put(el, style(h("div", { class: "tm-board" }, endPanel, starting, info), { display: "flex", flexDirection: "column", gap: "0.5rem" }));
    return;
  }
  if (view.pad && !(mine && (view.decision === "FIRST_PLAYER" || view.decision === "RACK_TOTAL"))) {
    // a score pad: no board is kept, each tile laid is entered as its points
    const pad = mine && view.decision !== "OVER" ? padPanel(ctx, msg, memory) : null;
    put(el, style(h("div", { class: "tm-board" }, endPanel, info, pad), { display: "flex", flexDirection: "column", gap: "0.5rem" }));
    return;
  }
  if (mine && (view.decision === "FIRST_PLAYER" || view.decision === "RACK_TOTAL")) {
    put(el, style(h("div", { class: "tm-board" }, endPanel, refereePanel(ctx, msg, view), info), { display: "flex", flexDirection: "column", gap: "0.5rem" }));
    return;
  }
  const panel = (view.rack && !view.referee) || mine ? h("section", { class: "tm-turn", "aria-labelledby": "tm-rack-h" }, turnPanel(ctx, msg, view, byTile, memory, mine)) : null;
  const board = style(h("section", { class: "tm-field", "aria-label": t("tm.field") }, preview, lattice(ctx, view, spots, memory, mine)), { minWidth: "0" });
  const legend = mine ? h("p", { class: "hint" }, t("tm.legend")) : null;
  put(el, style(h("div", { class: "tm-board" }, endPanel, starting, info,
    style(h("div", { class: "tm-play" }, panel, board), { display: "flex", flexDirection: "column", gap: "0.4rem" }), legend),
  { display: "flex", flexDirection: "column", gap: "0.5rem" }));
  memory.camera.apply();
  // Keyboard: a tile chosen with Enter sends the focus to its best place; R turns the tile.
  if (memory.focusList || memory.focusConfirm) {
    const target = memory.focusList ? ".tm-places button" : ".tm-confirm [data-action]";
    memory.focusList = memory.focusConfirm = false;
    setTimeout(() => { const b = el.querySelector(target); if (b) b.focus(); }, 0);
  }
  if (mine && !memory.keys) {
    memory.keys = true;
    document.addEventListener("keydown", (e) => {
      const tag = e.target && e.target.tagName;
      if (e.ctrlKey || e.metaKey || e.altKey || ["INPUT", "TEXTAREA", "SELECT"].includes(tag)) return;
      if ((e.key === "r" || e.key === "R") && document.querySelector(".tm-chosen [data-key=rotate]")) { e.preventDefault(); rotate(memory, ctx); }
    });
  }
}

/** The score pad: the points of the tile laid, or a draw or a pass with their cost. */
function padPanel(ctx, msg, memory) {
  const { t } = ctx;
  const input = h("input", { type: "number", id: "tm-points", min: "0", max: "85", step: "1", required: true, "data-autofocus": "",
    "aria-describedby": "tm-pad-help" });
  return h("section", { class: "tm-referee", "aria-labelledby": "tm-pad-h" },
    h("h3", { id: "tm-pad-h" }, t("tm.pad.h")), h("p", { class: "hint", id: "tm-pad-help" }, t("tm.pad.help")),
    h("form", { class: "tm-pad", on: { submit: (e) => { e.preventDefault(); ctx.act(`points ${Number(input.value)}`); } } },
      h("label", { for: "tm-points" }, t("tm.pad.label")), " ", input, " ",
      h("button", { type: "submit", class: "primary", "aria-disabled": ctx.pending ? "true" : undefined }, t("tm.pad.go"))),
    costs(ctx, msg, memory, false));
}

/** A refereed table's own questions: who won the draw-off, and each rack's total at the end. */
function refereePanel(ctx, msg, view) {
  const { t } = ctx;
  const p = view.to_move;
  if (view.decision === "FIRST_PLAYER") {
    return h("section", { class: "tm-referee", "aria-labelledby": "tm-ref-h" }, h("h3", { id: "tm-ref-h" }, t("tm.ref.first")),
      h("div", { class: "buttons" }, (msg.legal || []).map((a, i) => h("button", { type: "button", class: "act", dataset: { action: a, key: `act:${a}` },
        "data-autofocus": i === 0 ? "" : undefined, "aria-disabled": ctx.pending ? "true" : undefined, on: { click: () => ctx.act(a) } },
      ctx.seatMark(Number(a.split(" ")[1]), 14), " ", t("tm.ref.first.seat", { name: ctx.nameOf(Number(a.split(" ")[1])) })))));
  }
  const [low, high] = view.total_range;
  const input = h("input", { type: "number", id: "tm-total", min: String(low), max: String(high), step: "1", required: true, value: String(low),
    "aria-describedby": "tm-ref-h", "data-autofocus": "" });
  return h("section", { class: "tm-referee", "aria-labelledby": "tm-ref-h" },
    h("h3", { id: "tm-ref-h" }, t("tm.ref.total", { name: ctx.nameOf(p), low, high })),
    h("form", { class: "tm-total", on: { submit: (e) => { e.preventDefault(); ctx.act(`rack ${Number(input.value)}`); } } },
      h("label", { for: "tm-total" }, t("tm.ref.total.label", { name: ctx.nameOf(p) })), " ", input, " ",
      h("button", { type: "submit", class: "primary", "aria-disabled": ctx.pending ? "true" : undefined }, t("tm.ref.total.go"))));
}

/** Everything revealed (replays): each seat's rack from its own view. */
export function mergeViews(views, toMove) {
  const out = JSON.parse(JSON.stringify(views[0]));
  out.seat = null;
  out.rack = null;
  out.racks_shown = views.map((v) => v.rack || []);
  if (toMove >= 0 && views[toMove] && views[toMove].drawn) out.drawn = views[toMove].drawn;
  return out;
}
