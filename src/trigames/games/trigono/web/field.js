// The Trigono field from above, in the view's own units (mm, from the engine's `view.field`):
// floor, planks, notches or the jackpot, holes, lying pucks. The drawing is turned so that the
// viewer's own plank points up (hexagon: every seat sees its plank at the bottom).
import { s } from "/static/dom.js";

export const MARGIN = { side: 230, top: 200, bottom: 430 }; // floor shown around the planks (mm)

/** The viewer's frame: world (x, y) → SVG (sx, sy) with the facing `n` pointing up, and back. */
export function frameOf(field, board) {
  const [nx, ny] = field.planks[Math.max(0, Math.min(board, field.planks.length - 1))].facing;
  const P = (x, y) => [x * ny - y * nx, -(x * nx + y * ny)];
  const inv = (sx, sy) => [sx * ny - sy * nx, -sx * nx - sy * ny];
  const pts = field.planks.flatMap((pl) => pl.corners.map(([x, y]) => P(x, y)));
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  const x0 = Math.min(...xs) - MARGIN.side, x1 = Math.max(...xs) + MARGIN.side;
  const y0 = Math.min(...ys) - MARGIN.top, y1 = Math.max(...ys) + MARGIN.bottom;
  return { P, inv, box: [x0, y0, x1 - x0, y1 - y0] };
}

/** A point kept inside the box (a puck far away on the floor is drawn at the edge). */
export function clampTo(box, [sx, sy], r) {
  const [x0, y0, w, hh] = box;
  const cx = Math.min(x0 + w - r, Math.max(x0 + r, sx)), cy = Math.min(y0 + hh - r, Math.max(y0 + r, sy));
  return [cx, cy, cx !== sx || cy !== sy];
}

/** Plank-local (u, v) of a world point (metres in the notation: right of the axis, from the base). */
export function local(field, board, x, y) {
  const pl = field.planks[board];
  const [a, b] = pl.corners;
  const cx = (a[0] + b[0]) / 2, cy = (a[1] + b[1]) / 2;
  const [nx, ny] = pl.facing;
  const dx = x - cx, dy = y - cy;
  return [dx * ny - dy * nx, dx * nx + dy * ny];
}

/** The static layer: floor, planks with their notches, the jackpot, the holes with their names. */
export function ground(field, frame, t, own = -1) {
  const { P, box } = frame;
  const out = [s("rect", { x: box[0], y: box[1], width: box[2], height: box[3], class: "tg-floor" })];
  field.planks.forEach((pl, b) => {
    // the triangle with its apex cut by the notch (an arc around the apex; the hexagon's six
    // notches make the jackpot)
    const [c0, c1, apex] = pl.corners.map(([x, y]) => P(x, y));
    const cut = (c) => { const d = Math.hypot(c[0] - apex[0], c[1] - apex[1]); return apex.map((v, k) => v + ((c[k] - v) * field.notch) / d); };
    const [p1, p2] = [cut(c1), cut(c0)];
    const f = (p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`;
    out.push(s("path", { d: `M${f(c0)}L${f(c1)}L${f(p1)}A${field.notch},${field.notch} 0 0 1 ${f(p2)}Z`, class: ["tg-plank", b === own && field.planks.length > 1 && "own"], dataset: { board: b } }));
    if (field.planks.length > 1) {
      const [bx, by] = P((pl.corners[0][0] + pl.corners[1][0]) / 2, (pl.corners[0][1] + pl.corners[1][1]) / 2);
      const [cx, cy] = P(...pl.corners[2]);
      out.push(s("text", { x: bx - (cx - bx) * 0.13, y: by - (cy - by) * 0.13 + 16, class: "tg-plank-n", "text-anchor": "middle" }, String(b + 1)));
    }
  });
  if (field.jackpot) {
    const [jx, jy] = P(0, 0);
    out.push(s("circle", { cx: jx, cy: jy, r: field.notch, class: "tg-hole tg-jackpot", dataset: { hole: "jackpot" } }));
    out.push(s("text", { x: jx, y: jy + 12, class: "tg-hole-label", "text-anchor": "middle" }, "J"));
  }
  for (const hole of field.holes) {
    const [hx, hy] = P(hole.x, hole.y);
    out.push(s("circle", { cx: hx, cy: hy, r: hole.r, class: ["tg-hole", `tg-${hole.kind}`], dataset: { hole: `${hole.kind}${hole.board}` } }));
    // B / S inside (colour-blind safe) and the name beside, for the first plank only (no clutter)
    out.push(s("text", { x: hx, y: hy + 14, class: "tg-hole-label", "text-anchor": "middle" }, t(`tg.b.hole.${hole.kind}.short`)));
  }
  return out;
}

/** A lying puck (pucks are interchangeable: one colour; `far` ones are drawn at the edge, dashed). */
export function puck(field, frame, x, y, extra = {}) {
  const [sx, sy] = frame.P(x, y);
  const [cx, cy, far] = clampTo(frame.box, [sx, sy], field.puck);
  return s("circle", { cx: cx.toFixed(1), cy: cy.toFixed(1), r: field.puck, class: ["tg-puck", far && "far", extra.cls] });
}

/** A puck in flight: the thrower's colour and shape, bigger when higher, with its shadow. */
export function flying(field, frame, x, y, z, mark) {
  const [sx, sy] = frame.P(x, y);
  const r = field.puck * (1 + Math.max(0, z) / 900);
  const g = s("g", { class: ["tg-fly", z < 0 && "sunk"] });
  if (z > 15) g.append(s("ellipse", { cx: sx + z * 0.12, cy: sy + z * 0.2, rx: field.puck, ry: field.puck * 0.8, class: "tg-shadow" }));
  g.append(s("circle", { cx: sx, cy: sy, r, class: "tg-puck moving" }));
  if (mark) {
    const m = mark.cloneNode(true);
    const size = r * 1.2;
    for (const [k, v] of Object.entries({ x: sx - size / 2, y: sy - size / 2, width: size, height: size })) m.setAttribute(k, v);
    g.append(m);
  }
  return g;
}
