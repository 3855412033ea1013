// Moves you can watch: the stones of a pickup lift out of their cup, each sown stone hops from
// the last cell into the next, captured and seized stones fly to their store. The table calls
// animate(el, from, to, ctx) before it redraws; ctx.skip (an AbortSignal) ends it at once.
import { h } from "/static/dom.js";
import { geometryOf, render } from "./board.js";

const STONE_MS = 150; // one sown stone
const TOTAL_MS = 2400; // a whole batch of events, at most
const TAKE_MS = 420; // stones flying to a store

function centre(svg, c) {
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(c.kx, c.ky).matrixTransform(m);
  return [p.x, p.y, m.a]; // m.a: screen pixels per SVG unit
}

export async function animate(el, from, to, ctx) {
  const events = to.events || [];
  const skip = ctx.skip;
  if (!events.length || !from.view || (skip && skip.aborted)) return;
  const view = JSON.parse(JSON.stringify(from.view));
  const geo = geometryOf(view);
  const cells = geo.cells;
  // The player's own drag was already seen as it was made: only its capture is shown again.
  const q = ctx.memory && ctx.memory.queue;
  const dragged = !!(q && q.table === to.table && from.to_move === ctx.seat);
  const sows = events.filter((ev) => ev.kind === "sow").length;
  const per = Math.max(60, Math.min(STONE_MS, TOTAL_MS / Math.max(1, sows)));
  const layer = h("div", { class: "tc-fly", "aria-hidden": "true" });
  document.body.append(layer);
  const running = new Set();
  const stop = () => {
    for (const a of running) a.cancel();
    running.clear();
  };
  if (skip) skip.addEventListener("abort", stop, { once: true });
  const done = [];
  const base = ctx.events || [];
  const frame = () => {
    const sub = { ...ctx, memory: {}, replay: true, events: base.concat(done) };
    render(el, { ...from, view, legal: [] }, sub);
  };
  const fly = (from1, to1, size, ms, delay = 0, lift = 0.35) => {
    const stone = h("div", { class: "tc-fly-stone" });
    stone.style.width = stone.style.height = `${size}px`;
    stone.style.left = `${-size / 2}px`;
    stone.style.top = `${-size / 2}px`;
    layer.append(stone);
    const dx = to1[0] - from1[0], dy = to1[1] - from1[1];
    const up = Math.min(60, Math.hypot(dx, dy) * lift + 10);
    const a = stone.animate([
      { transform: `translate(${from1[0]}px, ${from1[1]}px) scale(1)`, opacity: 1 },
      { transform: `translate(${from1[0] + dx / 2}px, ${from1[1] + dy / 2 - up}px) scale(1.25)`, opacity: 1, offset: 0.5 },
      { transform: `translate(${to1[0]}px, ${to1[1]}px) scale(1)`, opacity: 1 },
    ], { duration: ms, delay, easing: "ease-in-out", fill: "both" });
    running.add(a);
    return a.finished.then(() => {}, () => {}).finally(() => {
      running.delete(a);
      stone.remove();
    });
  };
  const svgOf = () => el.querySelector(".tc-svg");

  try {
    for (const ev of events) {
      if (skip && skip.aborted) break;
      const i = geo.index.get(ev.cell);
      const c = i === undefined ? null : cells[i];
      if ((ev.kind === "start" || ev.kind === "resow") && c) {
        // the stones leave their cup for the hand: the cup empties as they rise
        const n = Math.min(view.board[i], 6);
        view.board[i] = 0;
        view.hand = ev.hand;
        view.ref = ev.cell;
        view.decision = "SOW";
        done.push(ev);
        frame();
        const p = dragged ? null : centre(svgOf(), c);
        if (p) {
          await Promise.all(Array.from({ length: n }, (_, k) => fly([p[0] + (k - (n - 1) / 2) * 3, p[1]], [p[0], p[1] - 28 * p[2]], c.stoneR * 2 * p[2], per, k * 15, 0)));
        }
        continue;
      } else if (ev.kind === "sow" && c) {
        const last = view.ref !== null && view.ref !== undefined ? cells[geo.index.get(view.ref)] : null;
        if (!dragged && last) {
          const a = centre(svgOf(), last), b = centre(svgOf(), c);
          if (a && b) await fly(a, b, c.stoneR * 2 * b[2], per);
        }
        view.board[i] += 1;
        view.hand = ev.hand;
        view.ref = ev.cell;
      } else if ((ev.kind === "capture" || ev.kind === "seize") && c) {
        // the stones fly out of their cup (now empty) and land in the store
        const n = view.board[i];
        view.board[i] = 0;
        frame();
        const p = centre(svgOf(), c);
        await take(el, svgOf(), p ? [[c, n, p]] : [], ev.seat, fly);
        view.stores[ev.seat] += ev.stones;
        view.hand = 0;
      } else if (ev.kind === "sudden_death") {
        const counts = [...view.board];
        view.board = view.board.map(() => 0);
        frame();
        const svg = svgOf();
        const from1 = cells.map((cc, k) => [cc, counts[k], centre(svg, cc)]).filter(([, n, p]) => n > 0 && p);
        await take(el, svgOf(), from1, ev.seat, fly);
        view.stores[ev.seat] += ev.stones;
      } else {
        continue;
      }
      done.push(ev);
      if (!(skip && skip.aborted)) frame();
    }
  } finally {
    stop();
    layer.remove();
  }
}

/** The stones of `from` ([cell, count, its centre on screen]) fly to the store of `seat`, a few at a time. */
async function take(el, svg, from, seat, fly) {
  const pitEl = el.querySelector(`.tc-store[data-seat="${seat}"] .tc-pit`);
  if (!svg || !pitEl) return;
  const r = pitEl.getBoundingClientRect();
  const goal = [r.left + r.width * 0.5, r.top + r.height / 2];
  const flights = [];
  let k = 0;
  for (const [c, count, p] of from) {
    const n = Math.min(count, 6);
    for (let j = 0; j < n && k < 24; j++, k++) {
      flights.push(fly([p[0] + (j % 3 - 1) * c.stoneR * p[2], p[1] + (Math.floor(j / 3) - 0.5) * c.stoneR * p[2]], goal, c.stoneR * 2 * p[2], TAKE_MS, k * 35, 0.25));
    }
  }
  await Promise.all(flights);
}
