// The Triominos board: the open lattice on the felt beside the rack (fit-to-board zoom; drag or
// arrow keys to pan, wheel or +/− to zoom), every cell where the chosen tile fits with the points
// it would score (the server's `details`, so the preview is the engine's own count), each place
// said in words ("right of 3-5-5, 2 sides, 11 points": no coordinates), draw and pass with their
// cost shown first, the pool and the other racks, the draw-off, each round's end (a dialog over
// the board), the totals; a laid tile slides into place (animate).
// Styles: board.css (the shared look's variables and classes: .surface, .wood, .panel, .piece).
import * as api from "/static/api.js";
import { h, pinnedTop, put, s } from "/static/dom.js";
import { colon } from "/static/i18n.js";
import { placeWords } from "/games/triominos/messages.js";
import { flyTile, parseMove } from "/games/triominos/motion.js";
import { NUMBER, R3, cornersOf, digits, pictureFor, sum, tileFace, tileName, tilePicture, tileBack, turned, up } from "/games/triominos/tiles.js";

export const stylesheet = "/games/triominos/board.css";

const ZFIT = 110; // the largest zoom a fit uses (pixels per tile side)
const ZMIN = 12;
const ZMAX = 160;
const ZREAD = 46; // the smallest zoom of a board nobody plays on (the end, a rules picture): numbers of 14 px
const CAPTION_BAND = 40; // px at the felt's top kept free of tiles on a phone: the caption's strip (board.css)
/** A phone-sized window, as board.css's (max-width: 560px) */
const phone = () => window.matchMedia("(max-width: 560px)").matches;
const READ = 14; // the tiles' numbers are at least this many pixels high (font size) when zoomed out
const GAP = 0.955; // a laid tile drawn this much smaller than its cell: the felt shows between two tiles
const RACK = pictureFor(15); // a rack tile: numbers of 15 px (five tiles a row on a 360 px phone)
const DRAWN = pictureFor(15); // a draw-off tile: 15 px

const style = (el, css) => Object.assign(el.style, css) && el; // CSSOM: allowed by the CSP
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
const centre = (cs) => [(cs[0][0] + cs[1][0] + cs[2][0]) / 3, (cs[0][1] + cs[1][1] + cs[2][1]) / 3];

/** The tiles of a rack in words: "1-2-3 (6), 0-4-4 (8)". A line breaks only between tiles (non-breaking
 * hyphens and space): "0-" at the end of a line and "3-3 (6)" on the next read as other tiles. */
const tileWords = (x) => `${tileName(x)}\u00a0(${sum(x)})`;
const tilesText = (t, tiles) => (tiles.length ? tiles.map(tileWords).join(", ") : t("tm.rack.empty"));

/** The table's options (target, fixed rounds) are not in the view: ask the REST API once. */
function options(memory, ctx) {
  if (memory.options || memory.asked) return memory.options;
  memory.asked = true;
  const page = document.querySelector(".table-page[data-table]"); // /learn/GAME shows a table too
  const id = page ? page.dataset.table : decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
  api.table(id).then((summary) => { memory.options = summary.options || {}; ctx.redraw(); }, () => { memory.options = {}; });
  return null;
}

function totals(ctx, view, opts) {
  const { t } = ctx;
  // each total alone ("141 points"): the goal is said once, under them ("(target 400)" on every line wrapped)
  const items = view.scores.map((score, p) => h("li", { class: ["tm-seat", view.to_move === p && view.decision !== "OVER" && "moving"], dataset: { seat: p } },
    ctx.seatMark(p, 16), h("strong", { class: "tm-seat-name" }, (ctx.labelOf || ctx.nameOf)(p)),
    h("span", { class: "tm-rack-count" }, h("span", { class: "tm-backs", "aria-hidden": "true" }, Array.from({ length: Math.min(view.racks[p], 10) }, () => tileBack(13))),
      h("span", { "aria-hidden": "true" }, String(view.racks[p])), h("span", { class: "visually-hidden" }, ctx.tn("tm.rack.size", view.racks[p]))),
    h("span", { class: "tm-total" }, ctx.tn("tm.total", score)),
    view.racks_shown ? h("span", { class: "tm-shown" }, view.racks_shown[p].map(tileName).join(" ")) : null));
  // (a rules picture is told no goal: its game was kept short to be pictured)
  const goal = !opts ? "" : opts.fixed_rounds ? t("tm.goal.rounds", { round: view.round, rounds: opts.fixed_rounds }) :
    opts.target ? t("tm.goal.target", { target: opts.target }) : "";
  return h("section", { class: "tm-info panel", "aria-labelledby": "tm-info-h" },
    h("h3", { id: "tm-info-h" }, t("tm.round", { round: view.round }), " · ", ctx.tn("tm.pool", view.pool)),
    h("ul", { class: "tm-seats" }, items),
    goal ? h("p", { class: "hint tm-goal" }, goal) : null);
}

/** A seat named in a sentence: its name, and `you` ("yes" for the person reading, seated at the table:
 * the message says it in the second person, "You open the round", not "Seat 1 opens the round"). */
function named(ctx, p) {
  return { name: ctx.nameOf(p), you: Number.isInteger(p) && p === ctx.you ? "yes" : "no" };
}

/** Who opens the round: the draw-off's tiles, large enough to read; folded away once play is on. */
function drawOff(ctx, view, opts) {
  const { t } = ctx;
  if (view.decision === "OVER") return null;
  const first = view.board.length ? null : view.to_move; // no draw-off: who opens is only known before the first tile
  if (!view.drawoff.length) {
    const how = view.referee && !(opts && opts.first_player !== null && opts.first_player !== undefined) ? "tm.opens.table" :
      opts && opts.classic_opening ? "tm.opens.classic" : "tm.opens.set";
    return first === null ? null : h("p", { class: "tm-drawoff tm-opens panel" }, t(how, { ...named(ctx, first) }));
  }
  const steps = view.drawoff.map((step, i) => h("li", {}, i ? h("span", { class: "tm-again" }, t("tm.drawoff.again")) : null,
    h("span", { class: "tm-drawn-row" }, step.map(([p, tile]) => h("span", { class: "tm-drawn" }, ctx.seatMark(p, 14), " ", (ctx.labelOf || ctx.nameOf)(p), " ",
      tilePicture(tile, 0, DRAWN, t("tm.tile", { tile, n: sum(tile) })), h("span", { "aria-hidden": "true" }, `= ${sum(tile)}`))))));
  const opener = view.drawoff[view.drawoff.length - 1].reduce((a, b) => (sum(b[1]) > sum(a[1]) ? b : a))[0];
  const open = view.board.length <= 1;
  return h("details", { class: "tm-drawoff panel", open: open || undefined },
    h("summary", {}, h("strong", {}, t("tm.drawoff", { round: view.round })), " — ", t("tm.opens", { ...named(ctx, opener) })),
    h("p", { class: "hint" }, t("tm.drawoff.how")), h("ol", {}, steps));
}

/** The totals as they were when round `last.round` ended: the live scores less every point scored
 * since the next round began (a bot may open it while the person still reads the round's summary). */
function totalsAtEnd(ctx, view, last) {
  const scores = [...view.scores];
  const events = ctx.events || [];
  const ended = events.findIndex((ev) => ev.kind === "round_end" && ev.round === last.round);
  const next = ended < 0 ? -1 : events.findIndex((ev, i) => i > ended && ev.kind === "round_start");
  if (next < 0) return scores;
  for (const ev of events.slice(next)) {
    if (ev.kind === "score" && typeof ev.seat === "number" && typeof ev.points === "number") scores[ev.seat] -= ev.points;
  }
  return scores;
}

/** The end of a round, line by line, from the engine's record of it (`last_round`). */
function roundEnd(ctx, view, last, opts, next, tag) {
  const { t } = ctx;
  const rows = [];
  const line = (words, pts, strong) => rows.push(h("tr", { class: strong ? "sum" : undefined }, h(strong ? "th" : "td", { scope: strong ? "row" : undefined }, words),
    h("td", { class: "pts" }, pts === null ? "" : signed(pts))));
  // a refereed table entered each rack's total; otherwise the engine laid the tiles open
  const racks = last.totals || last.racks.map((r) => r.reduce((a, x) => a + sum(x), 0));
  const rackWords = (q) => (last.totals ? t("tm.ref.points", { n: last.totals[q] }) : tilesText(t, last.racks[q]));
  if (last.end === "out") {
    const w = last.totals ? last.points.findIndex((x) => x > 0) : last.racks.findIndex((r) => !r.length);
    line(t("tm.end.out", { ...named(ctx, w) }), null);
    const others = racks.reduce((a, b) => a + b, 0) - racks[w];
    line(t("tm.end.outbonus"), last.points[w] - others); // the engine's total less the racks: the bonus (25)
    racks.forEach((r, q) => { if (q !== w) line(t("tm.end.rackof", { ...named(ctx, q), tiles: rackWords(q) }), racks[q]); });
    line(t("tm.end.scores", { ...named(ctx, w) }), last.points[w], true);
  } else {
    line(t("tm.end.blocked"), null);
    racks.forEach((r, q) => line(t("tm.end.rackof", { ...named(ctx, q), tiles: rackWords(q) }), null));
    const low = Math.min(...racks);
    const whole = racks.reduce((a, b) => a + b, 0);
    last.points.forEach((pts, q) => {
      if (racks[q] === low) line(t("tm.end.lowest", { ...named(ctx, q), others: whole - racks[q], own: racks[q] }), pts, true);
      else line(t("tm.end.nothing", { ...named(ctx, q) }), 0);
    });
  }
  const over = view.decision === "OVER";
  const pictured = !!opts && !opts.fixed_rounds && !opts.target; // a rules picture: one round, not a whole game
  const target = opts && !opts.fixed_rounds ? opts.target : null;
  const atEnd = totalsAtEnd(ctx, view, last);
  const standing = atEnd.map((score, p) => h("li", {}, ctx.seatMark(p, 14), " ", (ctx.labelOf || ctx.nameOf)(p), " — ", h("strong", {}, ctx.tn("tm.total", score))));
  // a player who has already played in the next round (a bot opening it): its total now, said apart
  const since = over ? [] : view.scores.map((score, p) => (score === atEnd[p] ? null :
    h("p", { class: "hint tm-since" }, t("tm.since", { ...named(ctx, p), round: view.round, n: score })))).filter(Boolean);
  return h(tag || "section", { class: "tm-round-end panel now", "aria-labelledby": "tm-end-h" },
    h("h3", { id: "tm-end-h" }, t(last.end === "out" ? "tm.end.title.out" : "tm.end.title.blocked", { round: last.round })),
    h("table", { class: "tm-end-lines" }, h("tbody", {}, rows)),
    h("h4", {}, t(over && !pictured ? "tm.final" : "tm.standing")), h("ul", { class: "tm-standing" }, standing), since,
    over ? null : h("p", { class: "hint" }, target ? t("tm.goal.target", { target }) : opts && opts.fixed_rounds ? t("tm.goal.rounds", { round: last.round, rounds: opts.fixed_rounds }) : ""),
    next ? h("div", { class: "buttons" }, h("button", { type: "button", class: "primary", "data-autofocus": "", dataset: { key: "next-round" }, id: "tm-next", on: { click: next } },
      t("tm.next", { round: last.round + 1 }))) : null);
}

/** One placed tile on the lattice: its side (thickness), its face, its three values upright; drawn a
 * little smaller than its cell (the face's points are the cell's), so that each tile reads as a piece. */
function boardTile(x, y, r, tile, last) {
  const cs = cornersOf(x, y);
  const vals = turned(tile, r);
  const [cx, cy] = centre(cs);
  return s("g", { class: ["tm-tile", "piece", last && "last"], dataset: { cell: `${x},${y}`, corners: vals.join(",") } },
    s("g", { transform: `translate(${cx} ${cy}) scale(${GAP}) translate(${-cx} ${-cy})` }, tileFace(cs, vals, last)));
}

/** The lattice: tiles on the felt, the chosen tile's spots with their points. */
function lattice(ctx, view, spots, memory, mine) {
  const { t } = ctx;
  const svg = s("svg", { class: "tm-lattice", role: "img", tabindex: 0, dataset: { key: "lattice" },
    "aria-label": ctx.tn("tm.table", view.board.length), "aria-describedby": "tm-keys" });
  const pattern = s("pattern", { id: "tm-grid", patternUnits: "userSpaceOnUse", width: 1, height: 2 * R3 },
    s("path", { class: "tm-gridline", d: `M0,0 H1 M0,${R3} H1 M0,0 L1,${2 * R3} M1,0 L0,${2 * R3}` }));
  const cam = memory.cam || (memory.cam = { x: 0, y: 0, z: 90, auto: true });
  if (memory.fitFor !== memory.version) { memory.fitFor = memory.version; cam.auto = true; cam.whole = false; } // every new position: the whole table in sight
  const all = [...view.board.map(([x, y]) => [x, y]), ...spots.map((sp) => sp.d.cell)];
  // the face of a laid tile: lit from above, a little darker towards its lower edge (board.css)
  const light = s("linearGradient", { id: "tm-face", x1: 0, y1: 0, x2: 0.25, y2: 1 },
    s("stop", { offset: 0, class: "tm-g0" }), s("stop", { offset: 0.55, class: "tm-g1" }), s("stop", { offset: 1, class: "tm-g2" }));
  svg.append(s("defs", {}, pattern, light), s("rect", { class: "tm-grid", x: -200, y: -200, width: 400, height: 400, fill: "url(#tm-grid)" }));
  const last = view.board.length - 1;
  const tiles = s("g", { class: "tm-tiles" });
  view.board.forEach(([x, y, r, tile], i) => tiles.append(boardTile(x, y, r, tile, i === last)));
  svg.append(tiles);
  const preview = s("g", { class: "tm-preview", "pointer-events": "none" });
  for (const sp of spots) {
    const [x, y] = sp.d.cell;
    const cs = cornersOf(x, y);
    const c = centre(cs);
    const bonus = sp.d.figure || sp.d.opening;
    const dy = up(x, y) ? 1 : -1; // the wide side of the triangle: room for the figure's name
    const g = s("g", { class: ["tm-spot", bonus && "bonus"], dataset: { action: sp.action, key: `spot:${sp.action}`, cell: `${x},${y}`, points: sp.d.points, figure: sp.d.figure || "" }, "aria-disabled": ctx.pending ? "true" : undefined,
      on: { click: () => { if (!memory.dragged) ctx.act(sp.action); }, pointerenter: () => memory.show(sp), pointerleave: () => memory.show(null) } },
    s("polygon", { points: cs.map((p) => p.join(",")).join(" ") }),
    s("text", { class: "pts", x: c[0], y: c[1] + (bonus ? -0.06 * dy : 0) + 0.1, "text-anchor": "middle", "font-size": 0.23 }, `+${sp.d.points}`),
    bonus ? s("text", { class: "fig", x: c[0], y: c[1] + 0.2 * dy + 0.05, "text-anchor": "middle", "font-size": 0.16 },
      t(`tm.short.${sp.d.figure || "opening"}`)) : null);
    svg.append(g);
  }
  svg.append(preview);
  memory.drawPreview = (sp) => {
    put(preview);
    svg.querySelectorAll(".tm-tile.touched").forEach((g) => g.classList.remove("touched"));
    if (!sp) return;
    const [x, y] = sp.d.cell;
    const cs = cornersOf(x, y);
    // The tile as it would lie there: its values at the corners they would match; the tiles it would
    // touch stand out.
    const around = [[x - 1, y], [x + 1, y], [x, up(x, y) ? y - 1 : y + 1]];
    around.forEach(([nx, ny]) => svg.querySelector(`.tm-tile[data-cell="${nx},${ny}"]`)?.classList.add("touched"));
    // (its points are said in the line over the felt: in the middle they would meet its numbers)
    preview.append(s("g", { class: "tm-ghost piece lifted" }, tileFace(cs, sp.d.corners, false)));
  };

  // The camera: centre (x, y) in drawing units and zoom z in pixels per tile side.
  const size = () => [svg.clientWidth || 600, svg.clientHeight || 400];
  const bbox = (extra) => {
    const pts = [...(all.length ? all : [[0, 0]]), ...(extra || [])].flatMap(([x, y]) => cornersOf(x, y));
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    return [Math.min(...xs) - 0.45, Math.min(...ys) - 0.45, Math.max(...xs) + 0.45, Math.max(...ys) + 0.45];
  };
  // A board nobody plays on (the end of the game, a rules picture) gets a felt as tall as it needs. A
  // rules picture is never zoomed out below ZREAD: its numbers stay readable, and a larger one is panned
  // (drag, arrow keys). The end of a game opens whole (two newcomers read a panned end as a table cut
  // off); its numbers keep READ px, and + or a pinch brings them closer.
  const still = () => view.decision === "OVER" || !!svg.closest(".rules-pic");
  const fitTo = (extra) => {
    const [w, hh] = size();
    const [x0, y0, x1, y1] = bbox(extra);
    const band = mine && phone() ? CAPTION_BAND : 0; // a phone's caption strip stands over tiles nowhere
    cam.x = (x0 + x1) / 2;
    // ("Centre the table" asked for: the whole table, even a finished one too big to read whole on a phone)
    cam.z = Math.max(svg.closest(".rules-pic") && !cam.whole ? ZREAD : ZMIN, Math.min(ZFIT, w / (x1 - x0), (hh - band) / (y1 - y0)));
    cam.y = (y0 + y1) / 2 - band / 2 / cam.z; // the table's middle, below the band
  };
  // The table scrolled to the top of the window stays whole when what is above it shrinks by a few
  // pixels (the turn line drawn again) or by a fraction of one; and, just after a new position
  // (`fresh`), when the focus given to the rack scrolled the page down (a phone).
  // (a local name: a move taken back clears `memory`, and this board's observer may still call apply)
  const keepTop = (fresh) => {
    if (!svg.isConnected) return;
    // (on a phone the window's top is the turn line pinned there: the table stays whole below it)
    const top = svg.getBoundingClientRect().top - pinnedTop();
    if (top < 0 && (top > -16 || fresh === true)) window.scrollBy(0, Math.floor(top));
  };
  memory.keepTop = keepTop;
  const apply = (extra) => {
    if (!svg.isConnected) return;
    keepTop();
    const tall = String(Math.round(fieldHeight(svg, mine, still(), bbox(extra))));
    if (svg.getAttribute("height") !== tall) svg.setAttribute("height", tall);
    const [w, hh] = size();
    if (cam.auto) fitTo(extra);
    cam.z = Math.max(ZMIN, Math.min(ZMAX, cam.z));
    svg.setAttribute("viewBox", `${cam.x - w / 2 / cam.z} ${cam.y - hh / 2 / cam.z} ${w / cam.z} ${hh / cam.z}`);
    dodge();
    const fig = String(Math.max(0.16, 10 / cam.z)); // a figure's name stays at least 10 px high, even if it overflows its cell
    svg.querySelectorAll("text.fig").forEach((x) => x.setAttribute("font-size", fig));
    const pts = String(Math.max(0.23, 12 / cam.z));
    svg.querySelectorAll(".tm-spot text.pts").forEach((x) => x.setAttribute("font-size", pts));
    // the tiles' numbers: READ px when zoomed out (up to 0.31 of a side, still apart from a neighbour's)
    const num = String(Math.min(0.31, Math.max(NUMBER, READ / GAP / cam.z))); // a laid tile is drawn GAP smaller
    svg.querySelectorAll("text.tm-n").forEach((x) => x.setAttribute("font-size", num));
  };
  // The line that says the place pointed at in words never covers the tile it speaks of: it stands at the
  // top of the felt; at its bottom when the tile is under the top's line; and under the felt (over the zoom
  // buttons) when the tile would be under both (a short felt, a line of several rows on a phone). The
  // table itself never moves for it (a tile pointed at with the mouse stays under the mouse).
  const dodge = () => {
    const field = svg.closest(".tm-field");
    const line = field ? field.querySelector(".tm-preview-line") : null;
    const sp = memory.shown;
    if (!line || !sp || !line.classList.contains("on")) return;
    const [, hh] = size();
    const at = svg.getBoundingClientRect().top - field.getBoundingClientRect().top; // the felt's top in the field
    const ys = cornersOf(...sp.d.cell).map(([, y]) => (y - cam.y) * cam.z + hh / 2);
    const top = Math.min(...ys) - 4, bottom = Math.max(...ys) + 0.15 * cam.z + 4; // its side and shadow below it
    // (a phone's strip is at most CAPTION_BAND - 1 px tall: at the top, in the band the fit keeps free)
    const m = phone() ? 1 : 6, tall = line.offsetHeight;
    const place = top >= m + tall ? "top" : bottom <= hh - m - tall ? "bottom" : "under";
    line.dataset.place = place;
    style(line, { top: `${Math.round(at + (place === "top" ? m : place === "bottom" ? hh - m - tall : hh + 4))}px` });
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
  memory.camera = { zoom, pan, fit: () => { cam.auto = true; cam.whole = true; apply(); }, apply, dodge,
    include: (cells) => { cam.auto = true; apply(cells); }, // the whole table and these cells in sight (a tile arriving)
    reveal: (cell) => { // keep a previewed cell in sight (and out of a phone's caption band)
      const [w, hh] = size();
      const band = mine && phone() ? CAPTION_BAND : 0;
      const [px, py] = centre(cornersOf(...cell));
      const sx = (px - cam.x) * cam.z + w / 2, sy = (py - cam.y) * cam.z + hh / 2; // on the felt, in px
      // a cell already in sight stays where it is: the fit shows every place, and moving the table
      // under a finger (or under a phone's caption) is worse than a place near the edge
      if (sx < 12 || sx > w - 12 || sy < band + 12 || sy > hh - 12) {
        cam.x = px;
        cam.y = py - band / 2 / cam.z;
        cam.auto = false;
        apply();
      }
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
    if (!memory.dragged) { memory.dragged = true; svg.setPointerCapture(e.pointerId); svg.classList.add("grabbing"); }
    pan(p.x - e.clientX, p.y - e.clientY);
    p.x = e.clientX; p.y = e.clientY;
  });
  const release = (e) => { pointers.delete(e.pointerId); svg.classList.remove("grabbing"); };
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
  memory.ro.observe(document.documentElement); // what is above the table grew (the result at the end): fit again
  if (!memory.onResize) { // a window made narrower or wider: the camera again (the observer alone may miss it)
    memory.onResize = () => { if (memory.camera) memory.camera.apply(); };
    window.addEventListener("resize", memory.onResize);
  }
  const tools = h("div", { class: "tm-zoom" },
    h("button", { type: "button", class: "small", dataset: { key: "zoom-in" }, "aria-label": t("tm.zoom.in"), title: t("tm.zoom.in"), on: { click: () => zoom(1.25) } }, "+"),
    h("button", { type: "button", class: "small", dataset: { key: "zoom-out" }, "aria-label": t("tm.zoom.out"), title: t("tm.zoom.out"), on: { click: () => zoom(0.8) } }, "−"),
    h("button", { type: "button", class: "small", dataset: { key: "zoom-fit" }, title: t("tm.zoom.fit"), on: { click: () => memory.camera.fit() } }, t("tm.zoom.fit")));
  return [svg, tools];
}

/** The height of the lattice: down to the bottom of the window, so that the whole table is in sight
 * without scrolling (on a phone, room is left below it for the rack). A board nobody plays on (`still`:
 * the end of the game, a rules picture) is as tall as the tiles need at a readable zoom, within the
 * window's room when there is some. */
function fieldHeight(svg, mine, still, box) {
  const top = svg.getBoundingClientRect().top + window.scrollY;
  const room = window.innerHeight - top - 10;
  const w = svg.clientWidth || 600;
  const layout = svg.closest(".tm-layout");
  const single = !layout || getComputedStyle(layout).gridTemplateColumns.trim().split(/\s+/).length < 2;
  const tools = 44; // the zoom buttons under the felt
  // on a phone the rack comes under the table: leave room to see it too when it is this seat's turn
  const rack = mine && layout ? layout.querySelector(".tm-rack") : null;
  const below = rack ? Math.min(240, rack.offsetHeight + 40) : 0;
  if (still) {
    const [x0, y0, x1, y1] = box;
    const z = Math.max(svg.closest(".rules-pic") ? ZREAD : 0, Math.min(ZFIT, w / (x1 - x0))); // (the end: whole, above)
    const most = svg.closest(".rules-pic") || room - tools < 260 ? Math.min(560, w * 1.3) : Math.min(room - tools, 780);
    return Math.max(200, Math.min(most, (y1 - y0) * z));
  }
  if (single) return Math.max(200, Math.min(w * 1.05, 560, room - tools - below));
  return Math.max(260, Math.min(room - tools, 780, w * 1.4));
}

/** The rack's arrow keys (a toolbar's roving focus): Left and Right go to the previous and next usable
 * tile, round the ends; Up and Down to the nearest usable tile in the row above or below as the rack is
 * drawn (it wraps, 4 or so tiles a row: Down once went to the next tile); Home and End to the first and
 * the last. Enter chooses, as before. */
function rackKeys(e) {
  const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
  const rowStep = { ArrowUp: -1, ArrowDown: 1 }[e.key];
  if ((step === undefined && rowStep === undefined && e.key !== "Home" && e.key !== "End") || e.altKey || e.ctrlKey || e.metaKey) return;
  const all = [...e.currentTarget.querySelectorAll("button.tm-rack-tile:not([disabled])")];
  if (!all.length) return;
  const i = all.indexOf(document.activeElement);
  e.preventDefault();
  if (rowStep !== undefined) {
    if (i >= 0) {
      const other = rowOf(all, all[i], rowStep);
      if (other) other.focus();
    } else all[0].focus();
    return;
  }
  const next = e.key === "Home" ? 0 : e.key === "End" ? all.length - 1 : i < 0 ? 0 : (i + step + all.length) % all.length;
  all[next].focus(); // rackFocus makes it the rack's stop for Tab
}

/** The usable tile in the nearest row above (dir -1) or below (+1) `from` as laid out on screen, the one
 * closest to it across; null on the first (last) row. */
function rowOf(all, from, dir) {
  const box = (el) => el.getBoundingClientRect();
  const here = box(from);
  const mid = (r) => r.left + r.width / 2;
  const tol = here.height / 2;
  const rows = all.map((el) => ({ el, r: box(el) })).filter(({ r }) => dir * (r.top - here.top) > tol);
  if (!rows.length) return null;
  const nearest = Math.min(...rows.map(({ r }) => dir * (r.top - here.top)));
  const row = rows.filter(({ r }) => dir * (r.top - here.top) - nearest <= tol);
  row.sort((a, b) => Math.abs(mid(a.r) - mid(here)) - Math.abs(mid(b.r) - mid(here)));
  return row[0].el;
}

/** The tile that has the focus (by arrows, a click or a lesson) is the one Tab comes back to. */
function rackFocus(e) {
  const tile = e.target instanceof Element ? e.target.closest("button.tm-rack-tile") : null;
  if (!tile) return;
  e.currentTarget.querySelectorAll("button.tm-rack-tile").forEach((b) => b.setAttribute("tabindex", b === tile ? "0" : "-1"));
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
  // refereed (the real box): at the opening every tile not yet on the table may open; after it, only the
  // tiles that can be laid now are listed, and the heading says so (not "not yet on the table": 50 are)
  parts.push(h("h3", { id: "tm-rack-h" }, t(view.referee ? (opening ? "tm.ref.rack" : "tm.ref.rack.fits") : "tm.rack"), " ", h("span", { class: "hint" }, ctx.tn("tm.tiles", shownRack.length))));
  if (mine && after && view.drawn) parts.push(h("p", { class: "hint" }, t("tm.drawn.only", { tile: tileName(view.drawn) })));
  const marks = new Map(); // the marks under the tiles, said in words under the rack
  // One stop for Tab in the rack (the chosen tile, else the first usable one); the arrow keys go from
  // tile to tile, as in a toolbar (rackKeys).
  const usableTile = (tile) => !after || !view.drawn || tile === view.drawn;
  const stop = mine ? (shownRack.includes(sel) && usableTile(sel) ? sel : shownRack.find(usableTile)) : null;
  const tiles = shownRack.map((tile) => {
    if (!mine) return h("span", { class: "tm-rack-tile", dataset: { tile } }, tilePicture(tile, 0, RACK, t("tm.tile", { tile, n: sum(tile) })));
    const fits = (byTile.get(tile) || []).length;
    const usable = usableTile(tile);
    const mark = !usable ? "✕" : fits ? `✓${fits}` : "–";
    const words = !usable ? t("tm.mark.blocked") : fits ? ctx.tn("tm.fits", fits) : t("tm.mark.none");
    if (!marks.has(mark[0])) marks.set(mark[0], [mark, words]);
    const drawn = tile === view.drawn;
    if (drawn) marks.set("★", ["★", t("tm.mark.new")]);
    const label = [t("tm.tile", { tile, n: sum(tile) }), words, drawn ? t("tm.mark.new") : ""].filter(Boolean).join(", ");
    return h("button", { type: "button", class: ["tm-rack-tile", sel === tile && "chosen", fits && "fits", !usable && "blocked"], dataset: { key: `rack:${tile}`, tile }, "aria-pressed": String(sel === tile),
      "aria-label": label, title: label, disabled: !usable || undefined, "data-autofocus": sel === tile && byTile.size ? "" : undefined,
      tabindex: tile === stop ? "0" : "-1",
      on: { click: (e) => { memory.sel = tile; memory.rot = bestRotation(byTile.get(tile)); memory.focusList = e.detail === 0; ctx.redraw(); } } },
    tilePicture(tile, sel === tile ? memory.rot : 0, RACK, ""),
    h("span", { class: "tm-marks-of", "aria-hidden": "true" }, h("span", { class: "tm-fitcount" }, mark), drawn ? h("span", { class: "tm-new" }, "★") : null));
  });
  parts.push(mine ? h("div", { class: "tm-rack wood", role: "toolbar", "aria-labelledby": "tm-rack-h", on: { keydown: rackKeys, focusin: rackFocus } }, tiles) :
    h("div", { class: "tm-rack wood", role: "group", "aria-labelledby": "tm-rack-h" }, tiles));
  if (marks.size) {
    parts.push(h("ul", { class: "tm-marks hint", "aria-label": t("tm.marks") }, ["✓", "–", "✕", "★"].filter((k) => marks.has(k)).map((k) =>
      h("li", { dataset: { mark: k } }, h("span", { class: "tm-mark", "aria-hidden": "true" }, marks.get(k)[0]), " ", marks.get(k)[1]))));
  }
  if (!mine) return parts;
  const here = (byTile.get(sel) || []);
  const shown = here.filter((sp) => sp.d.rotation === memory.rot).sort((a, b) => b.d.points - a.d.points);
  if (sel && byTile.size) {
    const triple = new Set(digits(sel)).size === 1;
    const others = here.length - shown.length;
    parts.push(h("div", { class: "tm-chosen" },
      tilePicture(sel, memory.rot, 64, t("tm.tile.turned", { tile: sel, corners: turned(sel, memory.rot).join(", ") })),
      h("div", { class: "tm-chosen-words" },
        opening || triple ? h("p", { class: "hint" }, t(opening ? "tm.turn.first" : "tm.turn.triple")) :
          h("button", { type: "button", dataset: { key: "rotate" }, "aria-keyshortcuts": "R", on: { click: () => rotate(memory, ctx) } }, "↻ ", t("tm.turn")),
        h("p", { class: "hint", "aria-live": "polite" }, shown.length ? ctx.tn(opening || triple ? "tm.fits.plain" : "tm.fits.here", shown.length) : t("tm.fits.none"),
          others ? ` ${ctx.tn("tm.fits.other", others)}` : ""))));
    parts.push(h("ol", { class: "tm-places", "aria-label": t("tm.places", { tile: sel }) }, shown.map((sp) =>
      h("li", {}, h("button", { type: "button", class: ["act", (sp.d.figure || sp.d.opening) && "bonus"], dataset: { action: sp.action, key: `act:${sp.action}` }, "aria-disabled": ctx.pending ? "true" : undefined,
        on: { click: () => ctx.act(sp.action), focus: () => { memory.show(sp); memory.camera.reveal(sp.d.cell); }, blur: () => memory.show(null),
          pointerenter: () => memory.show(sp), pointerleave: () => memory.show(null) } }, placeWords(ctx, sp.d))))));
  }
  parts.push(costs(ctx, msg, memory, byTile.size === 0));
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
    const why = a === "draw" ? t("tm.draw.cost", { n: -d.points, k: d.draw || 1, max: d.max || 3, last: (d.draw || 1) >= (d.max || 3) ? "yes" : "no" }) :
      d.points ? t("tm.pass.cost", { n: -d.points, turn: -d.turn }) : t("tm.pass.free");
    if (forced || memory.confirm === a) {
      out.push(h("div", { class: "tm-confirm panel", role: "group", "aria-label": t(`act.triominos.${a}`) },
        h("p", {}, forced ? h("strong", {}, t(a === "draw" ? "tm.draw.forced" : "tm.pass.forced", { drawn: (d.draw || 1) > 1 ? "yes" : "no" }), " ") : null, why),
        h("div", { class: "buttons" },
          h("button", { type: "button", class: "primary act", dataset: { action: a, key: `act:${a}` }, "data-autofocus": forced ? "" : undefined,
            "aria-disabled": ctx.pending ? "true" : undefined, on: { click: () => ctx.act(a) } },
          t(`tm.${a}.do`, { n: signed(d.points) })),
          forced ? null : h("button", { type: "button", dataset: { key: `cancel:${a}` }, on: { click: () => { memory.confirm = null; ctx.redraw(); } } }, t("tm.cancel")))));
    } else {
      out.push(h("button", { type: "button", class: "quiet", dataset: { key: `ask:${a}` },
        on: { click: () => { memory.confirm = a; memory.focusConfirm = true; ctx.redraw(); } } }, t(`tm.${a}.ask`, { n: signed(d.points) })));
    }
  });
  return h("div", { class: "tm-costs" }, out);
}

export function render(el, msg, ctx) {
  const { t } = ctx;
  const view = msg.view;
  const memory = ctx.memory;
  const opts = options(memory, ctx);
  let mine = !!(ctx.mine && msg.to_move === ctx.seat && !msg.terminal && (msg.legal || []).length);
  const fresh = memory.version !== msg.version;
  if (fresh) { memory.version = msg.version; memory.confirm = null; }

  // Every legal placement with its details, by tile.
  const byTile = new Map();
  (msg.legal || []).forEach((action, i) => {
    const d = (msg.details || [])[i];
    if (!d || d.kind !== "place") return;
    if (!byTile.has(d.tile)) byTile.set(d.tile, []);
    byTile.get(d.tile).push({ action, d });
  });

  // The end of a round stays on screen until the person goes on; a finished game keeps it.
  const last = view.last_round;
  const ended = (ctx.events || []).some((ev) => ev.kind === "round_end" && last && ev.round === last.round);
  if (memory.ack === undefined) memory.ack = ended || ctx.replay ? 0 : last ? last.round : 0;
  const over = view.decision === "OVER";
  const paused = !ctx.replay && !over && last && last.round > memory.ack;
  if (paused) mine = false; // the board waits behind the round's summary

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

  const next = paused ? () => { memory.ack = last.round; ctx.redraw(); } : null;
  const endPanel = last && !paused && (over || (ctx.replay && ended && view.board.length === 0)) ? roundEnd(ctx, view, last, opts, null) : null;
  const dialog = paused ? roundEnd(ctx, view, last, opts, next, "dialog") : null;
  if (dialog) dialog.addEventListener("cancel", (e) => { e.preventDefault(); next(); }); // Escape: go on

  const info = totals(ctx, view, opts);
  // A rules picture (pictures.json's table "rules") shows what its caption says: the draw-off is the
  // first picture's, and a picture of a round under way carried its folded line ("Draw-off for round 1
  // — Seat 2 opens the round") as a second, stale caption; nobody plays on it, so no keys either.
  const picture = msg.table === "rules";
  const starting = picture && view.board.length ? null : drawOff(ctx, view, opts);
  if (view.pad && !(mine && (view.decision === "FIRST_PLAYER" || view.decision === "RACK_TOTAL"))) {
    // a score pad: no board is kept, each tile laid is entered as its points
    const pad = mine && view.decision !== "OVER" ? padPanel(ctx, msg, memory) : null;
    put(el, h("div", { class: "tm-board tm-simple" }, dialog, endPanel, info, pad));
    if (dialog && dialog.isConnected) dialog.showModal();
    return;
  }
  if (mine && (view.decision === "FIRST_PLAYER" || view.decision === "RACK_TOTAL")) {
    put(el, h("div", { class: "tm-board tm-simple" }, endPanel, refereePanel(ctx, msg, view), info));
    return;
  }

  const preview = h("p", { class: "tm-preview-line", "aria-live": "polite" });
  memory.show = (sp) => {
    if (memory.drawPreview) memory.drawPreview(sp);
    memory.shown = sp;
    preview.textContent = sp ? `${tileName(sp.d.tile)}${colon()}${placeWords(ctx, sp.d)}` : "";
    preview.classList.toggle("on", !!sp);
    if (memory.camera) memory.camera.dodge(); // never over the tile it speaks of
  };
  const hand = h("section", { class: "tm-hand", "aria-labelledby": view.rack && !view.referee || mine ? "tm-rack-h" : "tm-info-h" },
    (view.rack && !view.referee) || mine ? turnPanel(ctx, msg, view, byTile, memory, mine) : null,
    endPanel, info, starting,
    picture ? null : h("details", { class: "tm-help" }, h("summary", {}, t("tm.help")),
      h("p", { class: "hint tm-keys", id: "tm-keys" }, t(mine ? "tm.keys.play" : "tm.keys")),
      h("p", { class: "hint tm-legend" }, t("tm.legend"))));
  const [svg, tools] = lattice(ctx, view, spots, memory, mine);
  // (the line over the felt is the field's, not the felt's: it may stand under the felt, see dodge)
  const field = h("section", { class: "tm-field", "aria-label": t("tm.field") }, h("div", { class: "tm-frame surface" }, svg), preview, paused ? null : tools);
  put(el, h("div", { class: ["tm-board", paused && "paused"] }, h("div", { class: "tm-layout" }, hand, field), dialog));
  memory.camera.apply();
  if (dialog && dialog.isConnected) dialog.showModal();
  // A new position: the whole table in sight (a phone may have been scrolled down to the controls).
  if (fresh && mine) {
    const box = svg.getBoundingClientRect();
    if (box.top < pinnedTop() || box.bottom > window.innerHeight) {
      svg.scrollIntoView({ block: "nearest" }); // (below the pinned turn line: the page's scroll-padding-top)
    }
  }
  if (mine) { // after the table's focus moves (it may scroll the rack into view) and its lines are drawn
    memory.keepTop?.();
    for (const ms of [0, 150, 600]) setTimeout(() => memory.keepTop?.(fresh), ms);
  }
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

/** A move being watched: each tile laid slides from its player's rack into its place (the board on
 * screen still shows the position before). Resolves at the last frame, at once when skipped. */
export async function animate(el, from, to, ctx) {
  const laid = (to.events || []).filter((ev) => ev.kind === "place").map((ev) => ({ ev, move: parseMove(ev.move) })).filter((x) => x.move);
  const svg = el.querySelector(".tm-lattice");
  if (!laid.length || !svg || (ctx.skip && ctx.skip.aborted)) return;
  const board = el.querySelector(".tm-board");
  if (board) board.classList.add("animating");
  for (const { ev, move } of laid) {
    if (ctx.skip && ctx.skip.aborted) break;
    if (ctx.memory.camera) ctx.memory.camera.include([move.cell]);
    const own = ev.seat === ctx.seat && ctx.mine;
    const source = own ? el.querySelector(`.tm-rack-tile[data-tile="${move.tile}"]`) :
      el.querySelector(`.tm-seat[data-seat="${ev.seat}"] .tm-backs`) || document.querySelector(`.player[data-seat="${ev.seat}"]`);
    await flyTile(svg, source, move, ctx.skip, !own); // another's tile comes in over the felt alone, never over the scores
  }
}

/** The score pad: the points of the tile laid, or a draw or a pass with their cost. */
function padPanel(ctx, msg, memory) {
  const { t } = ctx;
  const input = h("input", { type: "number", id: "tm-points", min: "0", max: "85", step: "1", required: true, "data-autofocus": "",
    "aria-describedby": "tm-pad-help" });
  return h("section", { class: "tm-referee panel", "aria-labelledby": "tm-pad-h" },
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
    return h("section", { class: "tm-referee panel", "aria-labelledby": "tm-ref-h" }, h("h3", { id: "tm-ref-h" }, t("tm.ref.first")),
      h("div", { class: "buttons" }, (msg.legal || []).map((a, i) => h("button", { type: "button", class: "act", dataset: { action: a, key: `act:${a}` },
        "data-autofocus": i === 0 ? "" : undefined, "aria-disabled": ctx.pending ? "true" : undefined, on: { click: () => ctx.act(a) } },
      ctx.seatMark(Number(a.split(" ")[1]), 14), " ", t("tm.ref.first.seat", { name: ctx.nameOf(Number(a.split(" ")[1])) })))));
  }
  const [low, high] = view.total_range;
  // empty, required: a total is what the person counts on the real rack, never a figure the screen
  // guessed (a 0 filled in was entered as "Bob's rack: 0 points" by a tap on the button)
  const input = h("input", { type: "number", id: "tm-total", min: String(low), max: String(high), step: "1", required: true,
    "aria-describedby": "tm-ref-h", "data-autofocus": "" });
  return h("section", { class: "tm-referee panel", "aria-labelledby": "tm-ref-h" },
    h("h3", { id: "tm-ref-h" }, t("tm.ref.total", { name: ctx.nameOf(p), low, high })),
    h("form", { class: "tm-total-form", on: { submit: (e) => { e.preventDefault(); if (input.value.trim() !== "") ctx.act(`rack ${Number(input.value)}`); } } },
      h("label", { for: "tm-total" }, t("tm.ref.total.label", { name: ctx.nameOf(p) })), " ", input, " ",
      h("button", { type: "submit", class: "primary", "aria-disabled": ctx.pending ? "true" : undefined }, t("tm.ref.total.go"))));
}

/** Everything revealed (replays): each seat's rack from its own view. */
export function mergeViews(views, toMove) {
  const out = JSON.parse(JSON.stringify(views[0]));
  out.seat = null;
  out.rack = null;
  // (played with the real box, no rack is known: a view's `rack` is then the tiles not yet laid, which
  // may be entered, and shown under every seat it read as each one's rack)
  out.racks_shown = out.referee ? null : views.map((v) => v.rack || []);
  if (toMove >= 0 && views[toMove] && views[toMove].drawn) out.drawn = views[toMove].drawn;
  return out;
}
