// The Trigono field from above, in the view's own units (mm, from the engine's `view.field`):
// the floor (the table's felt), wooden planks with their thickness and shadow, notches or the
// jackpot, holes with depth, lying pucks with their shadow, and the hole letters in the holes,
// drawn last so that nothing (aim, pucks, marks) ever covers them. The drawing is
// turned so that the viewer's own plank points up (hexagon: every seat sees its plank at the bottom).
import { s } from "/static/dom.js";

// floor shown around the planks (mm): enough for the pucks near them and the aim, no more, so the
// planks fill the field (a puck further away is drawn at the edge, with an arrow pointing where it lies)
export const MARGIN = { side: 120, top: 170, bottom: 370 };
// the felt kept between a puck drawn at the edge and the field's frame (mm): it never looks tucked under it
export const EDGE = 14;
// a puck on the ground is drawn a little smaller than one raised on a plank (further from the eye)
export const LOW = 0.86;
// the clear disc around a hole's letter (mm, its 44 px glyph and halo inside) that the aim never crosses
export const LETTER = 34;
const DEPTH = 26; // the plank's front face as drawn (its 22 mm, seen a little from the front)
let uid = 0; // gradients and clip paths need ids unique in the page (one set per drawing)
let current = ""; // the ids of the drawing being made: its pucks use its gradient

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

/** A point kept inside the box (a puck far away on the floor is drawn at the edge). `reach`: how far
 * the drawing reaches from the point on each side ([left, top, right, bottom], default r all round),
 * so that nothing of it (a puck's rim, its side, its shadow) is cut by the box; the third value says
 * whether the point had to be moved (it lies further out: drawn "far", with an arrow). */
export function clampTo(box, [sx, sy], r, reach = [r, r, r, r]) {
  const [x0, y0, w, hh] = box;
  const [rl, rt, rr, rb] = reach;
  const cx = Math.min(x0 + w - rr, Math.max(x0 + rl, sx)), cy = Math.min(y0 + hh - rb, Math.max(y0 + rt, sy));
  const far = Math.hypot(cx - sx, cy - sy) > r / 2;
  return [cx, cy, far];
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

const f1 = (p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`;

/** Is world point (x, y) inside a plank's triangle (the notch ignored)? */
function onPlank(pl, x, y) {
  const [a, b, c] = pl.corners;
  const side = (p, q) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const d1 = side(a, b), d2 = side(b, c), d3 = side(c, a);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/** Where a world point lies, in the words' keys: "big", "small", "jackpot", "plank" or "ground". */
export function placeOf(field, x, y) {
  for (const hole of field.holes) if (Math.hypot(x - hole.x, y - hole.y) <= hole.r) return hole.kind;
  if (field.jackpot && Math.hypot(x, y) <= field.notch) return "jackpot";
  return field.planks.some((pl) => onPlank(pl, x, y)) ? "plank" : "ground";
}

/** The definitions one drawing uses: wood, hole depth, puck faces, a soft shadow. */
function defs(id) {
  const stops = (list) => list.map(([o, cls]) => s("stop", { offset: o, class: cls }));
  return s("defs", {},
    s("linearGradient", { id: `${id}-wood`, x1: "0", y1: "0", x2: "0.35", y2: "1" },
      stops([["0", "tg-wood-light"], ["0.55", "tg-wood-mid"], ["1", "tg-wood-deep"]])),
    s("radialGradient", { id: `${id}-hole`, cx: "0.5", cy: "0.5", r: "0.5", fx: "0.5", fy: "0.72" },
      stops([["0", "tg-hole-deep"], ["0.72", "tg-hole-deep"], ["1", "tg-hole-rim"]])),
    s("linearGradient", { id: `${id}-wall`, x1: "0", y1: "0", x2: "0", y2: "1" },
      stops([["0", "tg-wall-lit"], ["0.45", "tg-hole-rim"], ["1", "tg-hole-deep"]])),
    s("radialGradient", { id: `${id}-puck`, cx: "0.42", cy: "0.38", r: "0.62" },
      stops([["0", "tg-puck-hi"], ["0.7", "tg-puck-face"], ["1", "tg-puck-side"]])),
    s("filter", { id: `${id}-blur`, x: "-20%", y: "-20%", width: "140%", height: "140%" },
      s("feGaussianBlur", { stdDeviation: "9" })),
    // a puck's own shadow: crisp under a raised puck, soft and wide on the floor
    s("filter", { id: `${id}-soft`, x: "-50%", y: "-50%", width: "200%", height: "200%" },
      s("feGaussianBlur", { stdDeviation: "5" })),
    s("filter", { id: `${id}-crisp`, x: "-30%", y: "-30%", width: "160%", height: "160%" },
      s("feGaussianBlur", { stdDeviation: "1.6" })));
}

/** Wavy grain lines across a plank, in its own frame, clipped to it. */
function grain(field, frame, pl, clip) {
  const [c0, c1, apex] = pl.corners;
  const lines = [];
  for (let k = 1; k < 12; k++) {
    const v = k / 12; // from the base to the apex
    const pts = [];
    for (let j = 0; j <= 8; j++) {
      const u = j / 8;
      const bx = c0[0] + (c1[0] - c0[0]) * u, by = c0[1] + (c1[1] - c0[1]) * u;
      const wob = Math.sin(u * 5.1 + k * 1.7) * 0.012 + Math.sin(u * 11 + k) * 0.004;
      pts.push(frame.P(bx + (apex[0] - (c0[0] + c1[0]) / 2) * (v + wob), by + (apex[1] - (c0[1] + c1[1]) / 2) * (v + wob)));
    }
    lines.push(s("polyline", { points: pts.map(f1).join(" "), class: ["tg-grain", k % 3 === 0 && "dark"] }));
  }
  // fine grain between the main lines, and two knots off the axis (clear of the holes on it)
  const at = (u, v) => {
    const bx = c0[0] + (c1[0] - c0[0]) * u, by = c0[1] + (c1[1] - c0[1]) * u;
    return frame.P(bx + (apex[0] - (c0[0] + c1[0]) / 2) * v, by + (apex[1] - (c0[1] + c1[1]) / 2) * v);
  };
  for (let k = 0; k < 36; k++) {
    const v = (k + 0.5) / 36;
    const pts = [];
    for (let j = 0; j <= 6; j++) pts.push(at(j / 6, v + Math.sin(j * 1.3 + k * 2.1) * 0.006));
    lines.push(s("polyline", { points: pts.map(f1).join(" "), class: "tg-grain fine" }));
  }
  for (const [u, v, r] of [[0.24, 0.16, 16], [0.7, 0.38, 11]]) {
    const [kx, ky] = at(u, v);
    lines.push(s("g", { class: "tg-knot" }, [1, 1.9, 2.9].map((m) => s("ellipse", { cx: kx.toFixed(1), cy: ky.toFixed(1), rx: (r * m * 1.9).toFixed(1), ry: (r * m).toFixed(1) }))));
  }
  return s("g", { "clip-path": `url(#${clip})` }, lines);
}

/** The static layer: floor, planks with their notches, the jackpot, the holes with their letters
 * (the letters' group `.tg-labels` comes last: a drawing that adds pucks moves it to the top). */
export function ground(field, frame, t, own = -1) {
  const { P, box } = frame;
  const id = `tg${++uid}`;
  current = id;
  frame.id = id; // the pucks drawn later into this field (a throw shown) use its own definitions
  const out = [defs(id), s("rect", { x: box[0], y: box[1], width: box[2], height: box[3], class: "tg-floor" })];
  const shadows = [], sides = [], tops = [];
  field.planks.forEach((pl, b) => {
    // the triangle with its apex cut by the notch (an arc around the apex; the hexagon's six
    // notches make the jackpot)
    const [c0, c1, apex] = pl.corners.map(([x, y]) => P(x, y));
    const cut = (c) => { const d = Math.hypot(c[0] - apex[0], c[1] - apex[1]); return apex.map((v, k) => v + ((c[k] - v) * field.notch) / d); };
    const [p1, p2] = [cut(c1), cut(c0)];
    const d = `M${f1(c0)}L${f1(c1)}L${f1(p1)}A${field.notch},${field.notch} 0 0 1 ${f1(p2)}Z`;
    shadows.push(s("path", { d, class: "tg-plank-shadow", transform: "translate(14 22)", filter: `url(#${id}-blur)` }));
    // the plank's thickness: every edge that faces the viewer (down the drawing) shows its side
    const mid = [(c0[0] + c1[0] + apex[0]) / 3, (c0[1] + c1[1] + apex[1]) / 3];
    [[c0, c1], [c1, p1], [p2, c0]].forEach(([a, q]) => {
      let nx = q[1] - a[1], ny = a[0] - q[0];
      if (nx * ((a[0] + q[0]) / 2 - mid[0]) + ny * ((a[1] + q[1]) / 2 - mid[1]) < 0) { nx = -nx; ny = -ny; }
      if (ny <= 0.05 * Math.hypot(nx, ny)) return; // an edge facing away: its side is hidden
      sides.push(s("path", { d: `M${f1(a)}L${f1(q)}L${f1([q[0], q[1] + DEPTH])}L${f1([a[0], a[1] + DEPTH])}Z`, class: "tg-plank-side" }));
    });
    const clip = `${id}-clip${b}`;
    tops.push(s("clipPath", { id: clip }, s("path", { d })),
      s("path", { d, class: ["tg-plank", b === own && field.planks.length > 1 && "own"], fill: `url(#${id}-wood)`, dataset: { board: b } }),
      grain(field, frame, pl, clip),
      s("path", { d, class: "tg-plank-bevel", "clip-path": `url(#${clip})` }),
      s("path", { d, class: "tg-plank-edge" }));
    if (field.planks.length > 1) {
      const [bx, by] = P((pl.corners[0][0] + pl.corners[1][0]) / 2, (pl.corners[0][1] + pl.corners[1][1]) / 2);
      const [cx, cy] = P(...pl.corners[2]);
      tops.push(s("text", { x: bx - (cx - bx) * 0.13, y: by - (cy - by) * 0.13 + 16, class: "tg-plank-n", "text-anchor": "middle" }, String(b + 1)));
    }
  });
  out.push(...shadows, ...sides, ...tops);
  const labels = s("g", { class: "tg-labels" });
  // the aim is drawn through this mask: nothing of it (its spread, its line, its marker) passes over a
  // letter, which keeps a clear disc of the hole around it
  const clear = s("mask", { id: `${id}-clear`, class: "tg-clear", maskUnits: "userSpaceOnUse", x: box[0], y: box[1], width: box[2], height: box[3] },
    s("rect", { x: box[0], y: box[1], width: box[2], height: box[3], fill: "#fff" }));
  out[0].append(clear);
  // the letter in the middle of its hole, with a dark halo: readable over a puck or the aim
  const tag = (hx, hy, r, text) => {
    labels.append(s("text", { x: hx, y: hy + 15, class: "tg-hole-label", "text-anchor": "middle" }, text));
    clear.append(s("circle", { cx: hx, cy: hy - 1, r: LETTER, fill: "#000" }));
  };
  if (field.jackpot) {
    const [jx, jy] = P(0, 0);
    out.push(s("circle", { cx: jx, cy: jy, r: field.notch, class: "tg-hole tg-jackpot", fill: `url(#${id}-hole)`, dataset: { hole: "jackpot" } }));
    tag(jx, jy, field.notch, "J");
  }
  for (const hole of field.holes) {
    const [hx, hy] = P(hole.x, hole.y);
    out.push(s("circle", { cx: hx, cy: hy, r: hole.r + 7, class: "tg-hole-bevel" }),
      s("circle", { cx: hx, cy: hy, r: hole.r, class: ["tg-hole", `tg-${hole.kind}`], fill: `url(#${id}-wall)`, dataset: { hole: `${hole.kind}${hole.board}` } }),
      // the far wall of the hole shows above its dark bottom (seen from the thrower's side)
      s("circle", { cx: hx, cy: hy + hole.r * 0.16, r: hole.r * 0.84, class: "tg-hole-bottom", fill: `url(#${id}-hole)` }));
    tag(hx, hy, hole.r, t(`tg.b.hole.${hole.kind}.short`));
  }
  out.push(labels);
  return out;
}

/** The face of a puck (ivory, a ring turned in it), centred on (cx, cy), radius r; `side`: how much
 * of its thickness shows below it (a raised puck shows more). */
function face(cx, cy, r, cls, side = 6) {
  const more = [cls].flat();
  return [
    s("circle", { cx: cx.toFixed(1), cy: (cy + side).toFixed(1), r: r.toFixed(1), class: ["tg-puck-edge", ...more] }),
    s("circle", { cx: cx.toFixed(1), cy: cy.toFixed(1), r: r.toFixed(1), class: ["tg-puck", ...more], fill: current ? `url(#${current}-puck)` : undefined }),
    s("circle", { cx: cx.toFixed(1), cy: cy.toFixed(1), r: (r * 0.6).toFixed(1), class: "tg-puck-ring" }),
  ];
}

/** How a lying puck is drawn where it lies: raised on a plank (full size, its thickness and a strong,
 * crisp shadow) or down on the ground (a little smaller, dimmer, a dashed rim, a soft wide shadow),
 * told apart by size, rim and shadow, not by colour alone. */
export function lookOf(field, x, y) {
  const low = placeOf(field, x, y) === "ground";
  const r = field.puck * (low ? LOW : 1);
  return low ? { low, r, side: 3, shadow: [2, 4, 1.14, 1.08], filter: "soft" } : { low, r, side: 7, shadow: [7, 12, 1, 0.94], filter: "crisp" };
}

/** A lying puck with its shadow (pucks are interchangeable and belong to no one once thrown: one
 * colour), drawn raised on a plank or down on the ground (lookOf); one further away than the field
 * shows is drawn at the edge with an arrow pointing where it lies. `extra.mark`: a seat's mark
 * (seatMark) drawn on it, with `extra.cls` "seat-N" its rim in that seat's colour (the puck just
 * thrown). */
export function puck(field, frame, x, y, extra = {}) {
  const [sx, sy] = frame.P(x, y);
  const look = lookOf(field, x, y);
  const { r } = look;
  // the drawing reaches past the face: its rim (6 for the last thrown), its side below, its shadow
  // right and below (with its blur); EDGE more of felt keeps it clear of the frame
  const [dx, dy, kx, ky] = look.shadow;
  const blur = look.low ? 10 : 4;
  const [cx, cy, far] = clampTo(frame.box, [sx, sy], r, [r + 6 + EDGE, r + 6 + EDGE, Math.max(r + 6, dx + r * kx + blur) + EDGE,
    Math.max(r + 6 + look.side, dy + r * ky + blur) + EDGE]);
  const g = s("g", { class: ["tg-lying", look.low ? "on-ground" : "on-plank", far && "far", extra.cls] },
    s("ellipse", { cx: (cx + dx).toFixed(1), cy: (cy + dy).toFixed(1), rx: (r * kx).toFixed(1), ry: (r * ky).toFixed(1), class: "tg-puck-shadow",
      filter: frame.id || current ? `url(#${frame.id || current}-${look.filter})` : undefined }),
    face(cx, cy, r, [far && "far", look.low ? "low" : "high"], look.side));
  if (far) { // an arrow on its face, pointing the way it lies
    const d = Math.hypot(sx - cx, sy - cy), ux = (sx - cx) / d, uy = (sy - cy) / d;
    const pt = (a, b) => `${(cx + ux * a - uy * b).toFixed(1)},${(cy + uy * a + ux * b).toFixed(1)}`;
    g.append(s("path", { d: `M${pt(r * 0.62, 0)}L${pt(-r * 0.3, r * 0.48)}L${pt(-r * 0.05, 0)}L${pt(-r * 0.3, -r * 0.48)}Z`, class: "tg-far-arrow" }));
  }
  if (extra.mark) {
    const m = extra.mark.cloneNode(true);
    const size = r * 1.3;
    for (const [k, v] of Object.entries({ x: cx - size / 2, y: cy - size / 2, width: size, height: size })) m.setAttribute(k, v.toFixed(1));
    g.append(m);
  }
  return g;
}

/** A puck in flight seen from above: bigger when higher, its shadow on the plank or the floor
 * further away the higher it is; the thrower's mark on the thrown one. `surface`: the height of
 * what is under it (the plank's top or the floor). */
export function flying(field, frame, x, y, z, mark, surface = 0) {
  const [sx, sy] = frame.P(x, y);
  const up = Math.max(0, z - surface);
  // sliding on the floor it looks as it will once at rest there (lookOf): lower, dimmer, dashed
  const low = surface === 0 && up < 4 && z > -2 && placeOf(field, x, y) === "ground";
  const r = field.puck * (low ? LOW : 1) * (1 + up / 1100);
  const g = s("g", { class: ["tg-fly", z < -2 && "sunk", low && "on-ground"] });
  const away = 5 + up * 0.22;
  g.append(s("ellipse", { cx: (sx + away * 0.6).toFixed(1), cy: (sy + away).toFixed(1), rx: (field.puck * (1 + up / 2500)).toFixed(1),
    ry: (field.puck * 0.9 * (1 + up / 2500)).toFixed(1), class: "tg-puck-shadow", opacity: Math.max(0.12, 0.42 - up / 4000).toFixed(2) }));
  g.append(...face(sx, sy, r, "moving"));
  if (mark) {
    const m = mark.cloneNode(true);
    const size = r * 1.05;
    for (const [k, v] of Object.entries({ x: sx - size / 2, y: sy - size / 2, width: size, height: size })) m.setAttribute(k, v.toFixed(1));
    g.append(m);
  }
  return g;
}
