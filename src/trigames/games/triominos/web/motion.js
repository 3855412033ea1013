// A tile laid, watched: it rises from where it was (the player's rack, or the opponent's side),
// glides to its cell and settles there (Web Animations; at once when skipped).
import { s } from "/static/dom.js";
import { cornersOf, tileFace, turned } from "/games/triominos/tiles.js";

const FLIGHT = 650; // ms

/** "3-5-5@U(0,0)/r0" (the engine's notation, never shown) → { tile, cell, r }. */
export function parseMove(text) {
  const m = /^(\d-\d-\d)@[UD]\((-?\d+),(-?\d+)\)\/r(\d)$/.exec(String(text || ""));
  return m ? { tile: m[1], cell: [Number(m[2]), Number(m[3])], r: Number(m[4]) } : null;
}

export function flyTile(svg, source, move, skip) {
  const ctm = svg.getScreenCTM();
  if (!ctm) return Promise.resolve();
  const cs = cornersOf(...move.cell);
  const vals = turned(move.tile, move.r);
  const pad = 0.2;
  const xs = cs.map((p) => p[0]), ys = cs.map((p) => p[1]);
  const [x0, y0, x1, y1] = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
  const screen = (x, y) => [ctm.a * x + ctm.c * y + ctm.e, ctm.b * x + ctm.d * y + ctm.f];
  const [left, top] = screen(x0, y0);
  const [right, bottom] = screen(x1, y1);
  const fly = s("svg", { class: "tm-flying", viewBox: `${x0} ${y0} ${x1 - x0} ${y1 - y0}`, "aria-hidden": "true", focusable: "false", dataset: { state: "flying" } },
    s("g", { class: "piece lifted" }, tileFace(cs, vals, true)));
  Object.assign(fly.style, { position: "fixed", left: `${left}px`, top: `${top}px`, width: `${right - left}px`, height: `${bottom - top}px`,
    zIndex: "50", pointerEvents: "none", overflow: "visible" });
  document.body.append(fly);
  const tx = (left + right) / 2, ty = (top + bottom) / 2;
  let from;
  if (source && source.isConnected && source.getClientRects().length) {
    const b = source.getBoundingClientRect();
    const k = Math.max(0.35, Math.min(1.2, b.width / Math.max(1, right - left)));
    from = `translate(${b.left + b.width / 2 - tx}px, ${b.top + b.height / 2 - ty}px) scale(${k}) rotate(-10deg)`;
    if (source.classList.contains("tm-rack-tile")) source.style.visibility = "hidden"; // the tile has left the rack
  } else {
    from = "translate(0, -60px) scale(1.2)";
  }
  const anim = fly.animate([
    { transform: from, opacity: 0.85 },
    { transform: "translate(0, -10px) scale(1.08)", opacity: 1, offset: 0.8 },
    { transform: "none", opacity: 1 },
  ], { duration: FLIGHT, easing: "cubic-bezier(0.3, 0.7, 0.3, 1)", fill: "forwards" });
  const stop = () => { fly.dataset.state = "skipped"; anim.finish(); };
  if (skip) {
    if (skip.aborted) stop();
    else skip.addEventListener("abort", stop, { once: true });
  }
  return anim.finished.catch(() => null).then(() => {
    if (skip) skip.removeEventListener("abort", stop);
    if (fly.dataset.state === "flying") fly.dataset.state = "done";
    // The tile stays where it landed until the board is drawn again with it.
    const tiles = svg.querySelector(".tm-tiles");
    if (tiles) tiles.append(s("g", { class: "tm-landed piece" }, tileFace(cs, vals, true)));
    fly.remove();
  });
}
