// A throw animated from the paths the server simulated (`motion` in the state message): each
// path is [t ms, x, y, z mm] frames; the client only interpolates between them. Throws are
// played in order (a bot may throw while the last throw still flies); a click or a key skips;
// with prefers-reduced-motion nothing moves (the board shows the result at once).
import { put } from "/static/dom.js";
import { flying, puck } from "./field.js";

export const reduced = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

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

const endOf = (motion) => Math.max(...motion.paths.map((p) => p.frames[p.frames.length - 1][0]));

/** Queue a motion (once per ply) unless motion is reduced. */
export function enqueue(tg, motion) {
  if (reduced() || tg.played.has(motion.ply)) return;
  tg.played.add(motion.ply);
  tg.queue.push(motion);
}

/** The motion on screen now, or null. */
export const current = (tg) => tg.queue[0] || null;

export function skip(tg, redraw) {
  if (!tg.queue.length) return;
  tg.queue.length = 0;
  tg.start = null;
  redraw();
}

/** Draw the current motion into `tg.layer` every frame until it ends; then the next, then redraw. */
export function run(tg, field, frame, markOf, redraw) {
  tg.frame = frame;
  tg.field = field;
  tg.markOf = markOf;
  if (tg.loop) return;
  const step = (now) => {
    const m = current(tg);
    if (!m) {
      tg.loop = null;
      return;
    }
    // throws waiting behind this one (bots throw at once): play faster, never skip one
    if (tg.start === null) {
      tg.start = now;
      tg.pace = 1 + 0.75 * (tg.queue.length - 1);
      tg.from = entry(m, tg.frame);
    }
    const t = tg.from + (now - tg.start) * tg.pace;
    if (tg.layer && tg.layer.isConnected) put(tg.layer, ...draw(m, tg.field, tg.frame, t, tg.markOf(m.seat)));
    if (t > endOf(m) + 350) {
      tg.queue.shift();
      tg.start = null;
      if (!tg.queue.length) {
        tg.loop = null;
        redraw();
        return;
      }
    }
    tg.loop = requestAnimationFrame(step);
  };
  tg.start = null;
  tg.loop = requestAnimationFrame(step);
}

/** When the thrown puck comes into the drawing (it leaves the hand 3 m below it), less a moment. */
function entry(m, frame) {
  const thrown = m.paths.find((p) => p.puck < 0);
  const [x0, y0, w, hh] = frame.box;
  for (let t = 0; thrown && t < thrown.frames[thrown.frames.length - 1][0]; t += 20) {
    const [sx, sy] = frame.P(...at(thrown.frames, t));
    if (sx >= x0 && sx <= x0 + w && sy >= y0 && sy <= y0 + hh) return Math.max(0, t - 150);
  }
  return 0;
}

function draw(m, field, frame, t, mark) {
  const moving = new Map(m.paths.map((p) => [p.puck, p]));
  const out = m.before.filter((_, i) => !moving.has(i)).map(([, x, y]) => puck(field, frame, x, y));
  for (const p of m.paths) {
    const [x, y, z] = at(p.frames, t);
    out.push(p.puck < 0 ? flying(field, frame, x, y, z, mark) : flying(field, frame, x, y, z, null));
  }
  return out;
}
