// A throw shown as it happens, from the paths the server simulated (`motion` in the state
// message: each path is [t ms, x, y, z mm] frames; the client only interpolates between them).
// From above: the puck grows with its height and its shadow falls on the plank or the floor, a
// dotted track while it flies and a line where it slides; pucks it knocks move too. In a corner,
// a small side view draws the arc from the thrower's hand. The table calls `play` (board.js's
// `animate`) before it tells the result, and waits for it: the log, the counts and the turn
// change only once the pucks are at rest. A click, Escape or the table's Skip button abort
// `ctx.skip`: the promise resolves at once. With reduced motion the table never calls it.
import { pinnedTop, s } from "/static/dom.js";
import { SEAT_COLOURS } from "/static/common.js";
import { flying, placeOf, puck } from "./field.js";
import { named } from "./outcome.js";

const FAST = 2.6; // the flight from the hand until the puck nears the planks: sped up
const SLOW = 0.75; // the arrival, bounces, slides and knocks: a little slowed down
const HOLD = 700; // ms at rest at the end: the taken pucks fade, the holes that count light up

/** Where a path is at time `t` (ms): linear between frames, held at both ends. */
export function at(frames, t) {
  if (t <= frames[0][0]) return frames[0].slice(1);
  for (let i = 1; i < frames.length; i++) {
    const [t1, ...b] = frames[i];
    if (t <= t1) {
      const [t0, ...a] = frames[i - 1];
      const k = t1 > t0 ? (t - t0) / (t1 - t0) : 1;
      return a.map((v, j) => v + (b[j] - v) * k);
    }
  }
  return frames[frames.length - 1].slice(1);
}

/** The system asks for reduced motion: nothing moves (the table does not even ask). */
const reduced = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

const endOf = (motion) => Math.max(...motion.paths.map((p) => p.frames[p.frames.length - 1][0]));

// what board.js drew into each field: its frame (set by `remember`, read when a throw is shown)
const drawings = new WeakMap();
export const remember = (svg, info) => drawings.set(svg, info);

/** When the thrown puck comes into the drawing (it leaves the hand 3 m below it). */
function entry(m, frame) {
  const thrown = m.paths.find((p) => p.puck < 0);
  const [x0, y0, w, hh] = frame.box;
  for (let t = 0; thrown && t < thrown.frames[thrown.frames.length - 1][0]; t += 10) {
    const [sx, sy] = frame.P(...at(thrown.frames, t));
    if (sx >= x0 && sx <= x0 + w && sy >= y0 && sy <= y0 + hh) return t;
  }
  return 0;
}

const surfaceAt = (field, x, y, z) => (z > -2 && placeOf(field, x, y) === "plank" ? 22 : 0);

/** The part of a path seen by time t, split where it leaves or touches a surface. */
function trail(field, frame, frames, t) {
  const pts = frames.filter((f) => f[0] < t).map((f) => f.slice(1));
  pts.push(at(frames, t));
  const runs = [];
  for (const [x, y, z] of pts) {
    const air = z > surfaceAt(field, x, y, z) + 12;
    const p = frame.P(x, y);
    const last = runs[runs.length - 1];
    if (last && last.air === air) last.pts.push(p);
    else runs.push({ air, pts: last ? [last.pts[last.pts.length - 1], p] : [p] });
  }
  return runs.filter((r) => r.pts.length > 1);
}

/** The small side view: the thrower, the floor, the plank with its holes, and the arc so far. */
function sideView(m, field, frame, scale, t) {
  const board = m.board;
  const [tx, ty] = field.throwers[board] || field.throwers[0];
  const [nx, ny] = field.planks[board].facing;
  const along = (x, y) => (x - tx) * nx + (y - ty) * ny;
  const thrown = m.paths.find((p) => p.puck < 0);
  const ds = field.planks[board].corners.map(([x, y]) => along(x, y));
  const far = Math.max(...ds, ...thrown.frames.map((f) => along(f[1], f[2]))) + 120;
  const high = Math.max(1850, ...thrown.frames.map((f) => f[3])) * 1.06;
  const { pw, ph, pad, left: bx, top: by } = m.panel;
  const font = Math.max(20, 12.5 / scale);
  const top = font * 1.5;
  const k = Math.min((pw - 2 * pad) / (far + 300), (ph - top - pad) / high);
  const ox = bx + pad + 300 * k, oy = by + ph - pad; // the thrower's feet
  const X = (d) => ox + d * k, Y = (z) => oy - z * k;
  const g = s("g", { class: "tg-sideview" });
  // once the thrown puck is down for good the side view fades: what slides under it stays seen
  const fade = 1 - (t - m.landed - 250) / 350;
  if (fade < 1) g.setAttribute("opacity", Math.max(0, fade).toFixed(2));
  g.append(s("rect", { x: bx, y: by, width: pw, height: ph, rx: 14, class: "tg-side-bg" }));
  g.append(s("text", { x: bx + pad, y: by + font * 1.15, class: "tg-side-cap", "font-size": font.toFixed(0) }, m.caption));
  g.append(s("line", { x1: X(-60), y1: Y(0), x2: X(far), y2: Y(0), class: "tg-side-floor" }));
  // the plank, and its holes (those on the thrower's line) as dark cuts in it
  const p0 = Math.min(...ds), p1 = Math.max(...ds) - field.notch;
  const thick = Math.max(22 * k, 9);
  g.append(s("rect", { x: X(p0), y: Y(0) - thick, width: (p1 - p0) * k, height: thick, class: "tg-side-plank" }));
  for (const hole of field.holes.filter((q) => q.board === board)) {
    const d = along(hole.x, hole.y);
    g.append(s("rect", { x: X(d - hole.r), y: Y(0) - thick, width: 2 * hole.r * k, height: thick * 0.7, class: "tg-side-hole" }));
  }
  // the thrower: a figure whose hand is where the puck leaves
  const [hx, hz] = [along(thrown.frames[0][1], thrown.frames[0][2]), thrown.frames[0][3]];
  const head = 1620, hip = 950, b = -170; // the body stands a little behind the hand
  g.append(s("path", { d: `M${X(b - 100)},${Y(0)}L${X(b)},${Y(hip)}L${X(b + 90)},${Y(0)}M${X(b)},${Y(hip)}L${X(b + 20)},${Y(head - 130)}` +
    `M${X(b + 15)},${Y(1380)}L${X(hx)},${Y(hz)}`, class: "tg-side-man" }));
  g.append(s("circle", { cx: X(b + 25), cy: Y(head), r: Math.max(110 * k, 3), class: "tg-side-head" }));
  // the arc so far, and the puck
  const pts = thrown.frames.filter((f) => f[0] < t).map((f) => [X(along(f[1], f[2])), Y(Math.max(0, f[3]))]);
  const [cx, cy, cz] = at(thrown.frames, t);
  const now = [X(along(cx, cy)), Y(Math.max(-8, cz))];
  pts.push(now);
  const line = s("polyline", { points: pts.map((p) => p.map((v) => v.toFixed(1)).join(",")).join(" "), class: "tg-side-trail" });
  line.style.stroke = m.colour;
  g.append(line);
  const mk = m.mark.cloneNode(true);
  const size = Math.max(font * 0.95, 18);
  for (const [a, v] of Object.entries({ x: now[0] - size / 2, y: now[1] - size / 2, width: size, height: size })) mk.setAttribute(a, v.toFixed(1));
  g.append(mk);
  return g;
}

/** Where the side view goes: a place on the floor where it covers no plank (the planks and their
 * holes stay in sight while the puck flies), and among those the one where the fewest pucks lie or
 * pass; the panel shrinks (down to 110 px wide) when no such place is free at its full size. */
function panelOf(m, field, frame, scale) {
  const [bx, by, bw, bh] = frame.box;
  const full = Math.min(0.5 * bw, Math.max(Math.min(0.4 * bw, 430), 150 / scale)); // at least 150 px wide
  const gap = 14;
  const pts = [...m.before.map(([, x, y]) => frame.P(x, y)), ...m.paths.flatMap((p) => p.frames.map((f) => frame.P(f[1], f[2])))];
  const r = field.puck * 1.5;
  // how much of a plank (or its holes, or the jackpot) a panel would hide: samples on a grid over it
  const plank = (x, y, pw, ph) => {
    let n = 0;
    for (let i = 0; i <= 10; i++) {
      for (let j = 0; j <= 6; j++) if (placeOf(field, ...frame.inv(x + (pw * i) / 10, y + (ph * j) / 6)) !== "ground") n++;
    }
    return n;
  };
  let best = null;
  for (const k of [1, 0.85, 0.7, 0.55, 0.4]) {
    const pw = Math.max(k * full, Math.min(full, 110 / scale)), ph = pw * 0.55;
    const xs = [bx + gap, bx + bw - gap - pw, bx + (bw - pw) / 2];
    const ys = [by + gap, by + (bh - ph) / 3, by + bh - gap - ph - 60];
    for (const y of ys) {
      for (const x of xs) {
        const hidden = plank(x, y, pw, ph);
        const crossed = pts.filter(([px, py]) => px > x - r && px < x + pw + r && py > y - r && py < y + ph + r).length;
        const cost = 1000 * hidden + crossed;
        if (!best || cost < best.cost) best = { cost, pw, ph, pad: pw * 0.05, left: x, top: y };
      }
    }
    if (best.cost < 1000) break; // a place that hides no plank: the largest size that has one
  }
  return best;
}

/** Everything that moves, at time t: the pucks left alone, the trails, the moving pucks. */
function draw(m, field, frame, t, scale) {
  const moving = new Map(m.paths.map((p) => [p.puck, p]));
  const out = m.before.filter((_, i) => !moving.has(i)).map(([, x, y]) => puck(field, frame, x, y, { cls: "still" }));
  const lines = s("g", { class: "tg-trails" });
  for (const p of m.paths) {
    for (const run of trail(field, frame, p.frames, t)) {
      const line = s("polyline", { points: run.pts.map((q) => q.map((v) => v.toFixed(1)).join(",")).join(" "), class: ["tg-trail", run.air ? "air" : "slide", p.puck < 0 ? "thrown" : "knocked"] });
      if (p.puck < 0) line.style.stroke = m.colour;
      lines.append(line);
    }
  }
  out.unshift(lines);
  for (const p of m.paths) {
    const [x, y, z] = at(p.frames, t);
    const fly = flying(field, frame, x, y, z, p.puck < 0 ? m.mark : null, surfaceAt(field, x, y, 0));
    if (p.puck < 0) fly.classList.add("thrown");
    out.push(fly);
  }
  out.push(sideView(m, field, frame, scale, t));
  return out;
}

/** After the last frame: the holes that count light up, the pucks the thrower takes fade out. */
function rest(svg, layer, m, to) {
  for (const p of m.paths) {
    if (["big", "small", "jackpot"].includes(p.end) && !p.placed) {
      const hole = svg.querySelector(`[data-hole="${p.end === "jackpot" ? "jackpot" : `${p.end}${p.board}`}"]`);
      if (hole) hole.classList.add("tg-hit");
    }
  }
  const left = ((to.view && to.view.pucks) || []).map(([, x, y]) => [x, y]);
  const kept = (x, y) => {
    const i = left.findIndex(([a, b]) => Math.abs(a - x) + Math.abs(b - y) <= 3);
    if (i >= 0) left.splice(i, 1);
    return i >= 0;
  };
  const moving = new Set(m.paths.map((p) => p.puck));
  const finals = [...m.before.filter((_, i) => !moving.has(i)).map(([, x, y]) => [x, y]),
    ...m.paths.map((p) => p.frames[p.frames.length - 1].slice(1, 3))];
  const drawn = layer.querySelectorAll(":scope > .tg-lying.still, :scope > .tg-fly");
  finals.forEach(([x, y], k) => { if (!kept(x, y) && drawn[k]) drawn[k].classList.add("tg-taken"); });
}

/** Show the throw that led from `from` to `to`; resolves when the pucks are at rest (or skipped). */
export function play(el, from, to, ctx) {
  const m = to.motion;
  const svg = el.querySelector(".tg-svg");
  const info = svg && drawings.get(svg);
  if (!m || !info || !m.paths || !m.paths.length || !m.paths.some((p) => p.puck < 0) || (to.view && to.view.referee) ||
      !(m.ply >= from.version) || (ctx.skip && ctx.skip.aborted) || reduced()) return Promise.resolve();
  const { field, frame } = info;
  const seatIndex = ((m.seat % SEAT_COLOURS.length) + SEAT_COLOURS.length) % SEAT_COLOURS.length;
  const thrown = m.paths.find((p) => p.puck < 0);
  const aloft = thrown.frames.filter(([, x, y, z]) => z > surfaceAt(field, x, y, z) + 12);
  const landed = aloft.length ? aloft[aloft.length - 1][0] : 0; // the end of its last flight or bounce
  const motion = { ...m, mark: ctx.seatMark(m.seat, 40), colour: SEAT_COLOURS[seatIndex], caption: ctx.t("tg.b.side"), landed };
  const scale = svg.getBoundingClientRect().width / frame.box[2] || 0.5; // screen px per mm
  motion.panel = panelOf(motion, field, frame, scale);
  const layer = svg.querySelector(".tg-anim");
  // a throw from a button far down a phone's page flew unseen above it (a newcomer's tour): the
  // person's own throw brings the field into view first (below the pinned turn line)
  const box = svg.getBoundingClientRect();
  const top = pinnedTop();
  const seen = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, top);
  if (!ctx.replay && ctx.mine && ctx.seat === m.seat && seen < 0.6 * Math.min(box.height, window.innerHeight - top)) {
    window.scrollBy({ top: box.top - top - 8, behavior: "instant" });
  }
  svg.classList.add("playing");
  el.querySelector(".tg-board")?.classList.add("is-playing");
  el.querySelectorAll("button, [data-action]").forEach((b) => b.setAttribute("aria-disabled", "true"));
  const story = el.querySelector(".tg-story");
  const say = ctx.t("tg.b.flying.name", { ...named(ctx, m.seat) });
  if (story) story.replaceChildren(Object.assign(document.createElement("p"), { className: "tg-story-flying tg-flying", textContent: say }));
  else el.querySelector(".tg-board")?.append(Object.assign(document.createElement("p"), { className: "tg-story tg-flying", textContent: say }));
  const flyingText = el.querySelector(".tg-flying");
  if (flyingText) flyingText.setAttribute("role", "status");
  const end = endOf(m);
  const e = Math.max(0, entry(m, frame) - 260);
  const fastTime = e / FAST;
  const simAt = (ms) => (ms < fastTime ? ms * FAST : e + (ms - fastTime) * SLOW);
  return new Promise((resolve) => {
    let start = null, raf = 0, done = false, resting = 0;
    const finish = () => {
      if (done) return;
      done = true;
      cancelAnimationFrame(raf);
      clearTimeout(resting);
      resolve();
    };
    if (ctx.skip) ctx.skip.addEventListener("abort", finish, { once: true });
    layer.replaceChildren(...draw(motion, field, frame, 0, scale)); // the first frame at once: no moment without the puck
    const step = (now) => {
      if (done) return;
      if (start === null) start = now;
      const t = Math.min(end, simAt(now - start));
      layer.replaceChildren(...draw(motion, field, frame, t, scale));
      if (t >= end) {
        svg.classList.add("at-rest");
        rest(svg, layer, motion, to);
        resting = setTimeout(finish, HOLD);
        return;
      }
      raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
  });
}
