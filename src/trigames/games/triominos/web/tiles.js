// Triominos tiles drawn in SVG: the lattice's geometry (RULES §2.2), a tile's face with its side
// (thickness) and its three numbers upright, a tile as a small picture (rack, draw-off), a tile's back.
// Each number has its own ink as on the real tiles, always with its digit: colour is never alone.
import { s } from "/static/dom.js";

export const R3 = Math.sqrt(3) / 2;
export const up = (x, y) => Math.abs(x + y) % 2 === 0;
export const world = ([p, q]) => [p / 2, -q * R3]; // lattice vertex → drawing units (one tile side = 1)
export const cornersOf = (x, y) => (up(x, y) ? [[x, y], [x + 1, y + 1], [x + 2, y]] : [[x, y + 1], [x + 2, y + 1], [x + 1, y]]).map(world);
export const digits = (tile) => tile.split("-").map(Number);
export const turned = (tile, r) => { const d = digits(tile); return [0, 1, 2].map((k) => d[(k + r) % 3]); };
/** A tile's name as people read it ("3‑5‑5"): it never breaks at its hyphens ("3-" at a line's end and
 * "5-5" on the next read as other tiles). */
export const tileName = (tile) => tile.replaceAll("-", "\u2011");
export const sum = (tile) => digits(tile).reduce((a, b) => a + b, 0);

const SIDE = 0.09; // the tile's thickness, seen below its face (drawing units)
const SHADE = [0.035, SIDE + 0.05]; // where its shadow falls on the felt, light from above and a little left
// A number sits this far from its corner towards the tile's middle: the numbers of two tiles meeting at
// a corner are then about 0.36 apart, as far as the three of one tile are from each other (0.38); with
// the gap between two tiles (board.js) a neighbour's number never touches.
const INWARD = 0.62;
export const NUMBER = 0.25; // a number's size on the table (drawing units; board.js enlarges it when zoomed out)
export const PICTURE = 0.34; // and in a picture (rack, draw-off): 15 px in a 54 px picture
/** The size of a picture whose numbers are `px` pixels high (font size). */
export const pictureFor = (px) => Math.ceil((px / PICTURE) * 1.2);

/** A tile lying at corners `cs` (drawing units) with values `vals`: its shadow, the side, the face (the first
 * polygon: exactly the cell), a bevel, the three numbers. */
export function tileFace(cs, vals, last, font = NUMBER) {
  const c = [(cs[0][0] + cs[1][0] + cs[2][0]) / 3, (cs[0][1] + cs[1][1] + cs[2][1]) / 3];
  const path = (pts) => `M${pts.map((p) => p.join(",")).join(" L")}Z`;
  const inset = (k) => cs.map((p) => [p[0] + (c[0] - p[0]) * k, p[1] + (c[1] - p[1]) * k]);
  const low = cs.map(([x, y]) => [x, y + SIDE]);
  // the cast shadow is drawn, not filtered: a CSS drop-shadow on each tile cost Chromium a blur per tile at
  // every repaint (5× the CPU of a whole game; seconds per move on a phone)
  const shade = cs.map(([x, y]) => [x + SHADE[0], y + SHADE[1]]);
  return [
    s("path", { class: "piece-shadow", d: path(shade) }),
    s("path", { class: "piece-side", d: path(low), "stroke-width": 0.03, "stroke-linejoin": "round" }),
    s("polygon", { class: ["piece-face", last && "last"], points: cs.map((p) => p.join(",")).join(" "), "stroke-width": last ? 0.055 : 0.03, "stroke-linejoin": "round" }),
    s("path", { class: "tm-bevel", d: path(inset(0.13)), fill: "none", "stroke-width": 0.02 }),
    ...cs.map((p, k) => s("text", { class: `tm-n tm-n${vals[k]}`, x: p[0] + (c[0] - p[0]) * INWARD, y: p[1] + (c[1] - p[1]) * INWARD,
      "text-anchor": "middle", "dominant-baseline": "central", "font-size": font }, String(vals[k]))),
  ];
}

/** A tile as a small picture: an upward triangle with its three values, turned by `r`. */
export function tilePicture(tile, r, size, label) {
  const v = turned(tile, r);
  const pts = [[-0.5, R3 / 2], [0, -R3 / 2], [0.5, R3 / 2]];
  const named = label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" };
  return s("svg", { class: "tm-pic", width: size, height: size * 0.92, viewBox: "-0.6 -0.52 1.2 1.1", ...named, focusable: "false" },
    s("g", { class: "piece" }, tileFace(pts, v, false, PICTURE)));
}

export function tileBack(size) {
  return s("svg", { class: "tm-back", width: size, height: size * 0.9, viewBox: "-0.56 -0.5 1.12 1", "aria-hidden": "true", focusable: "false" },
    s("polygon", { points: `-0.5,${R3 / 2} 0,${-R3 / 2} 0.5,${R3 / 2}`, "stroke-width": 0.06, "stroke-linejoin": "round" }));
}
