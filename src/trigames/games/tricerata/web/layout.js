// Where things go inside a cell, in the SVG's units: the cup and its stones at the centre, the
// cell's name in one corner (the "name corner"), and the boxes the path's pins must keep clear of.
import { inside } from "./geometry.js";

// How far a cell's name sits from its corner, as a share of a cell side: triangles have narrow
// corners, so the name sits deeper there.
const FROM_CORNER = { triangle: 0.26, trihex: 0.26, square: 0.2, hex: 0.2 };

function nameCorner(c, geometry) {
  // UP triangles: the apex; DOWN triangles: the bottom point; squares: top left; hexagons: the top.
  const by = (f) => c.spts.reduce((best, p) => (f(p) < f(best) ? p : best));
  if (geometry === "square") return by((p) => p[0] + p[1]);
  if (c.up === false) return by((p) => -p[1]);
  return by((p) => p[1]);
}

function boxDistance(x, y, b) {
  const dx = Math.max(b[0] - x, 0, x - b[2]), dy = Math.max(b[1] - y, 0, y - b[3]);
  return Math.hypot(dx, dy);
}

function edgeDistance(x, y, pts) {
  let best = Infinity;
  for (let i = 0; i < pts.length; i++) {
    const [ax, ay] = pts[i], [bx, by] = pts[(i + 1) % pts.length];
    const dx = bx - ax, dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

/** Sets on each cell: lx, ly, lh (its name), labelBox, inset, cupR, stoneR, ringR, pinR, chip(n), chipBox(n), holds(x, y, margin). */
export function layout(cells, geometry, scale) {
  for (const c of cells) {
    const inr = c.inr * scale;
    const lh = 0.15 * scale;
    const [vx, vy] = nameCorner(c, geometry);
    const dv = Math.hypot(vx - c.sx, vy - c.sy);
    const ux = (vx - c.sx) / dv, uy = (vy - c.sy) / dv;
    const D = dv - (FROM_CORNER[geometry] || 0.22) * scale;
    c.lx = c.sx + ux * D;
    c.ly = c.sy + uy * D;
    c.lh = lh;
    const hw = c.label.length * 0.32 * lh; // generous: the box a name may take, whatever the font
    c.labelBox = [c.lx - hw - 1, c.ly - lh * 0.62 - 1, c.lx + hw + 1, c.ly + lh * 0.5 + 1];
    c.cupR = Math.min(inr * 0.8, boxDistance(c.sx, c.sy, c.labelBox) - 2);
    c.stoneR = c.cupR * 0.33;
    c.ringR = c.cupR * 0.56;
    c.pinR = 0.105 * scale;
    c.inrS = inr;
    c.inset = c.spts.map(([x, y]) => {
      const k = 1 - 3.5 / Math.hypot(x - c.sx, y - c.sy);
      return [c.sx + (x - c.sx) * k, c.sy + (y - c.sy) * k];
    });
    c.chip = (n) => {
      const hh = lh * 1.15;
      const w = String(n).length * 0.62 * hh + 6;
      return [c.sx, c.sy, w, hh];
    };
    c.chipBox = (n) => {
      const [x, y, w, hh] = c.chip(n);
      return [x - w / 2, y - hh / 2, x + w / 2, y + hh / 2];
    };
    c.holds = (x, y, margin) => inside([x, y], c.spts) && edgeDistance(x, y, c.spts) >= margin;
  }
}
