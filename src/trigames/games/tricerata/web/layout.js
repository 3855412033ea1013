// Where things go inside a cell, in the SVG's units: the cup and its stones at the centre, the
// cell's name in one corner (the "name corner"), and the boxes the path's pins must keep clear of.
import { inside } from "./geometry.js";

// Where a cell's name goes: triangles have narrow corners, so the name sits along the widest side
// (the base of an UP triangle, the top of a DOWN one), like a number carved under a cup; squares
// and hexagons have room in a corner (top left, the top).
function nameSpot(c, geometry, lh) {
  const hw = c.label.length * 0.3 * lh;
  const clear = 7.5; // the rim drawn 3.5 inside the side, 2.5 either side of it when highlighted
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

/** Sets on each cell: lx, ly, lh (its name), labelBox, kx, ky, cupR (its cup), stoneR, ringR, pinR, inset,
 *  chip(n), chipBox(n), holds(x, y, margin). */
export function layout(cells, geometry, scale) {
  for (const c of cells) {
    const inr = c.inr * scale;
    const lh = 0.15 * scale;
    [c.lx, c.ly] = nameSpot(c, geometry, lh);
    c.lh = lh;
    const hw = c.label.length * 0.32 * lh; // generous: the box a name may take, whatever the font
    c.labelBox = [c.lx - hw - 1, c.ly - lh * 0.62 - 1, c.lx + hw + 1, c.ly + lh * 0.5 + 1];
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
      const r = Math.min(edgeDistance(x, y, c.spts) - 3.5, boxDistance(x, y, c.labelBox) - 2, inr * 0.85);
      if (r > best[2]) best = [x, y, r];
    }
    [c.kx, c.ky, c.cupR] = best;
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
      return [c.kx, c.ky, w, hh];
    };
    c.chipBox = (n) => {
      const [x, y, w, hh] = c.chip(n);
      return [x - w / 2, y - hh / 2, x + w / 2, y + hh / 2];
    };
    c.holds = (x, y, margin) => inside([x, y], c.spts) && edgeDistance(x, y, c.spts) >= margin;
  }
}
