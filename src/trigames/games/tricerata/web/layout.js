// Where things go inside a cell, in the SVG's units: the cup and its stones at the centre, the
// cell's name in one corner (the "name corner"), and the boxes the path's pins must keep clear of.
import { inside } from "./geometry.js";

// Where a cell's name goes: triangles have narrow corners, so the name sits along the widest side
// (the base of an UP triangle, the top of a DOWN one), like a number carved under a cup; squares
// and hexagons have room in a corner (top left, the top).
function nameSpot(c, geometry, lh) {
  const hw = c.label.length * 0.3 * lh;
  const clear = 7.5; // the highlight bands (board.js OUTER, INNER) take up to 8.5 inside the side
  if (geometry === "square") {
    const [x, y] = c.spts.reduce((best, p) => (p[0] + p[1] < best[0] + best[1] ? p : best));
    return [x + hw + clear, y + lh * 0.5 + clear];
  }
  if (geometry === "hex") {
    const [x, y] = c.spts.reduce((best, p) => (p[1] < best[1] ? p : best));
    // below the top corner, far enough for the name's top corners to clear both sloping sides
    return [x, y + (hw + clear) / Math.tan(Math.PI / 3) + lh * 0.5 + clear * 0.6];
  }
  // the horizontal side: at the bottom of an UP triangle, at the top of a DOWN one
  const ys = c.spts.map((p) => p[1]);
  const y = c.up === false ? Math.min(...ys) : Math.max(...ys);
  const inward = c.up === false ? 1 : -1;
  return [c.sx, y + inward * (lh * 0.55 + clear - 1)];
}

const HALO = 1.75; // half the width of a name's outline (board.css .tc-label stroke-width)
const NAME_GAP = 3.5; // between a name's box (its outline included) and its cup

/** A bold name's width at font size `size`, for the widest usual faces (DejaVu Sans Bold: digits 0.7 em,
 * the dot 0.38 em; board.css adds 0.02 em between letters): narrower faces only leave more room. */
export function textWidth(label, size) {
  return size * [...label].reduce((a, ch) => a + (ch === "." ? 0.4 : 0.72), 0);
}

/** The width the cell's name may take: its width at size `fs`, or less on a triangle where that
 * would bring its digits or their outline over the highlight bands of the sloping sides (board.js
 * INNER: 8.5 inside the sides). (Squares and hexagons have room in their corner.) */
function nameWidth(c, geometry, fs) {
  const full = textWidth(c.label, fs);
  if (geometry !== "triangle" && geometry !== "trihex") return full;
  const pts = c.spts;
  const sloping = pts.map((p, i) => [p, pts[(i + 1) % pts.length]]).filter(([a, b]) => Math.abs(a[1] - b[1]) > 1e-6);
  const base = c.ly + fs * 0.35;
  const clear = (x, y) => Math.min(...sloping.map((side) => edgeDistance(x, y, side))) >= 8.5 + HALO - 0.75;
  const fits = (w) => [base, base - fs * 0.75].every((y) => clear(c.lx - w / 2, y) && clear(c.lx + w / 2, y));
  let w = full;
  while (w > full * 0.7 && !fits(w)) w -= 0.25;
  return w;
}

function boxDistance(x, y, b) {
  const dx = Math.max(b[0] - x, 0, x - b[2]), dy = Math.max(b[1] - y, 0, y - b[3]);
  return Math.sqrt(dx * dx + dy * dy); // (Math.hypot is slow, and this runs for every pin's every candidate)
}

function edgeDistance(x, y, pts) {
  let best = Infinity;
  for (let i = 0; i < pts.length; i++) {
    const [ax, ay] = pts[i], [bx, by] = pts[(i + 1) % pts.length];
    const dx = bx - ax, dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    const ex = x - ax - t * dx, ey = y - ay - t * dy;
    best = Math.min(best, Math.sqrt(ex * ex + ey * ey));
  }
  return best;
}

/** Sets on each cell: lx, ly, lh (its name), labelBox, kx, ky, cupR (its cup), stoneR, ringR, pinR, inset,
 *  insetBy(d), chip(n), chipBox(n), holds(x, y, margin). `big`: larger names and pins (a narrow screen shows the
 *  board small: the usual sizes would be 8 px text there). */
export function layout(cells, geometry, scale, big = false) {
  for (const c of cells) {
    const inr = c.inr * scale;
    // on a phone, triangles keep their names a little smaller (a name along a triangle's base took half
    // of it, pressed against the stones): the cell grew with the screen, the name did not
    const lh = (big ? (geometry === "triangle" || geometry === "trihex" ? 0.17 : 0.2) : 0.15) * scale;
    [c.lx, c.ly] = nameSpot(c, geometry, lh);
    c.lh = lh;
    // A long name ("3.10") did not fit along a triangle's side: it ran over the highlight bands and
    // pressed against the cup. It keeps its height and is drawn narrower (board.js: textLength), just
    // enough to fit between the bands (`fitW`; null: its own width fits).
    const fs = lh, base = c.ly + fs * 0.35; // the name's size and its baseline (board.js draws it so)
    const w = nameWidth(c, geometry, fs);
    c.fs = fs;
    c.fitW = w < textWidth(c.label, fs) ? w : null;
    // the box the name takes, its outline included: the font's whole height (ascent 0.95, descent 0.25)
    const hw = w / 2 + HALO;
    c.labelBox = [c.lx - hw, base - fs * 0.95 - HALO, c.lx + hw, base + fs * 0.25 + HALO];
    // The cup: the largest circle in the cell clear of the name, its centre on the line from the
    // name through the cell's centre.
    let ux = c.sx - c.lx, uy = c.sy - c.ly;
    const ul = Math.hypot(ux, uy) || 1;
    ux /= ul;
    uy /= ul;
    let best = [c.sx, c.sy, 0];
    for (let k = -10; k <= 20; k++) {
      const x = c.sx + ux * k * inr * 0.04, y = c.sy + uy * k * inr * 0.04;
      if (!inside([x, y], c.spts)) continue;
      // (a clear gap between the name and the cup's lip: they touched, and read as one blot)
      const r = Math.min(edgeDistance(x, y, c.spts) - 3.5, boxDistance(x, y, c.labelBox) - NAME_GAP, inr * (big ? 0.75 : 0.85));
      if (r > best[2]) best = [x, y, r];
    }
    [c.kx, c.ky, c.cupR] = best;
    c.stoneR = c.cupR * 0.33;
    c.ringR = c.cupR * 0.56;
    c.pinR = (big ? 0.12 : 0.105) * scale;
    c.inrS = inr;
    // The cell's outline moved `d` inwards, side by side (every cell is a regular polygon around its
    // centre: scaling it by 1 - d/inradius moves each side in by exactly d). Highlights are drawn on
    // these, so that however thick they are they stay inside the cell, off its neighbours' names.
    c.insetBy = (d) => c.spts.map(([x, y]) => {
      const k = 1 - d / inr;
      return [c.sx + (x - c.sx) * k, c.sy + (y - c.sy) * k];
    });
    c.inset = c.insetBy(2.5);
    c.chip = (n) => {
      const hh = lh * 1.15;
      const w = String(n).length * 0.62 * hh + 6;
      return [c.kx, c.ky, w, hh];
    };
    c.chipBox = (n) => {
      const [x, y, w, hh] = c.chip(n);
      return [x - w / 2, y - hh / 2, x + w / 2, y + hh / 2];
    };
    c.holds = (x, y, margin) => inside([x, y], c.spts) && edgeDistance(x, y, c.spts) >= margin;
  }
}

/**
 * Where each step's numbered pin goes: near the side the stone crossed, in the cell it fell in if
 * there is room, and never on a cell's name, on a cup (its stones) or on another pin; its centre
 * always on the board. `geo`: {cells, index, X, Y, outline}; `path`: [{cell, resow}]; `first`: the
 * step the numbered stones start after (the last pickup: a long turn's earlier sowings are not
 * numbered, their pins would pile up). Returns, per numbered step: {i, a, b, x, y, ux, uy, r, n,
 * resow, crowded} ((ux, uy): towards the cup it points at; n counts from 1 after `first`; crowded: no
 * clear spot was found).
 */
export function placePins(geo, path, board, first = 0) {
  const { cells, index } = geo;
  const names = cells.map((c) => c.labelBox);
  cells.forEach((c, i) => { if (board[i] > 6) names.push(c.chipBox(board[i])); });
  const placed = [];
  const out = [];
  for (let i = Math.max(1, first + 1); i < path.length; i++) {
    const a = cells[index.get(path[i - 1].cell)], b = cells[index.get(path[i].cell)];
    if (!a || !b) continue;
    const side = b.side.get(index.get(a.label));
    if (!side) continue;
    const r = b.pinR;
    const [p0, p1] = side.map(([x, y]) => [geo.X(x), geo.Y(y)]);
    const sx = (p0[0] + p1[0]) / 2, sy = (p0[1] + p1[1]) / 2;
    let ux = b.sx - sx, uy = b.sy - sy;
    const len = Math.hypot(ux, uy) || 1;
    ux /= len;
    uy /= len;
    const half = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) / 2;
    const tx = (p1[0] - p0[0]) / (2 * half), ty = (p1[1] - p0[1]) / (2 * half);
    let best = null;
    const consider = (x, y) => {
      const cost = pinCost(x, y, r, cells, names, placed, geo.outline, b, ux, uy) + Math.hypot(x - sx, y - sy) / r * 0.6;
      if (!best || cost < best.cost) best = { x, y, cost };
    };
    // first along the side crossed, then along every side of the cell and around its corners
    for (let l = -1; l <= 1.001; l += 0.125) {
      for (const d of [-1, -0.5, 0, 0.5, 1, 1.5, 2, 2.6, 3.3]) consider(sx + ux * d * r + tx * l * half, sy + uy * d * r + ty * l * half);
    }
    if (best.cost >= 1000) {
      const pts = b.spts;
      for (let k = 0; k < pts.length && best.cost >= 1000; k++) {
        const [qx, qy] = pts[k], [wx, wy] = pts[(k + 1) % pts.length];
        const el = Math.hypot(wx - qx, wy - qy);
        const ex = (wx - qx) / el, ey = (wy - qy) / el;
        const nx = b.sx - (qx + wx) / 2, ny = b.sy - (qy + wy) / 2, nl = Math.hypot(nx, ny) || 1;
        for (let f = -0.3; f <= 1.301; f += 0.1) {
          for (const d of [-1.5, -0.75, 0, 0.75, 1.5]) consider(qx + ex * f * el + (nx / nl) * d * r, qy + ey * f * el + (ny / nl) * d * r);
        }
      }
    }
    placed.push([best.x, best.y, r]);
    let vx = b.kx - best.x, vy = b.ky - best.y;
    const vl = Math.hypot(vx, vy);
    if (vl < r) [vx, vy] = [ux, uy];
    else [vx, vy] = [vx / vl, vy / vl];
    out.push({ i, a, b, x: best.x, y: best.y, ux: vx, uy: vy, r, n: i - first, resow: path[i].resow, crowded: best.cost >= 1000 });
  }
  return out;
}

function pinCost(x, y, r, cells, names, placed, outline, b, ux, uy) {
  let hard = 0;
  if (!inside([x, y], outline)) hard += 1;
  // the pin's point too (drawn r + 4 from its centre, towards the cup): no part of a pin on a name
  let vx = b.kx - x, vy = b.ky - y;
  const vl = Math.sqrt(vx * vx + vy * vy);
  if (vl < r) [vx, vy] = [ux, uy];
  else [vx, vy] = [vx / vl, vy / vl];
  const px = x + vx * (r + 4), py = y + vy * (r + 4);
  for (const box of names) if (boxDistance(x, y, box) < r + 1 || boxDistance(px, py, box) < 1.5) hard += 1;
  const far = (ax, ay, d) => (x - ax) * (x - ax) + (y - ay) * (y - ay) >= d * d;
  for (const c of cells) if (!far(c.kx, c.ky, c.cupR + r + 1)) hard += 1;
  for (const [px, py, pr] of placed) if (!far(px, py, pr + r + 1.5)) hard += 1;
  // better inside the cell the stone fell in (poking out of it a little is fine)
  const inB = inside([x, y], b.spts);
  const edge = edgeDistance(x, y, b.spts);
  const soft = inB ? Math.max(0, r - edge) / r : 1 + edge / r;
  return hard * 1000 + soft * 2;
}
