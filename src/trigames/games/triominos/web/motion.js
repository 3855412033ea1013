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

/**
 * Lay `move`'s tile on the board `svg`, flying from `source` (a rack tile, or another player's side).
 * `onFelt`: the tile is seen only over the felt, sliding in from the felt's edge nearest the source:
 * another player's tile never flies over the scores (their box is beside the board, the tile's
 * source). Resolves at the last frame, at once when `skip` aborts.
 */
export function flyTile(svg, source, move, skip, onFelt = false) {
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
  const felt = onFelt ? svg.getBoundingClientRect() : null;
  let host = null;
  if (felt) {
    // a window onto the felt: what flies inside it is clipped at the felt's edge
    host = document.createElement("div");
    host.className = "tm-flight";
    host.setAttribute("aria-hidden", "true");
    Object.assign(host.style, { left: `${felt.left}px`, top: `${felt.top}px`, width: `${felt.width}px`, height: `${felt.height}px` });
    document.body.append(host);
  }
  Object.assign(fly.style, { position: host ? "absolute" : "fixed", left: `${left - (felt ? felt.left : 0)}px`, top: `${top - (felt ? felt.top : 0)}px`,
    width: `${right - left}px`, height: `${bottom - top}px`, zIndex: "50", pointerEvents: "none", overflow: "visible" });
  (host || document.body).append(fly);
  const tx = (left + right) / 2, ty = (top + bottom) / 2;
  let from;
  if (felt) {
    // in from the felt's edge on the source's side (just outside it: hidden until it slides in)
    const b = source && source.isConnected && source.getClientRects().length ? source.getBoundingClientRect() : null;
    const sx = b ? b.left + b.width / 2 : felt.left - 1, sy = b ? b.top + b.height / 2 : felt.top - 1;
    const w = right - left, hh = bottom - top;
    let ex = Math.max(felt.left - w / 2, Math.min(felt.right + w / 2, sx));
    let ey = Math.max(felt.top - hh / 2, Math.min(felt.bottom + hh / 2, sy));
    if (ex > felt.left - w / 2 && ex < felt.right + w / 2 && ey > felt.top - hh / 2 && ey < felt.bottom + hh / 2) {
      // the source is over the felt: come in from the nearest side
      const gaps = [[ex - felt.left + w / 2, 0], [felt.right + w / 2 - ex, 1], [ey - felt.top + hh / 2, 2], [felt.bottom + hh / 2 - ey, 3]];
      const side = gaps.sort((a, c) => a[0] - c[0])[0][1];
      if (side === 0) ex = felt.left - w / 2;
      else if (side === 1) ex = felt.right + w / 2;
      else if (side === 2) ey = felt.top - hh / 2;
      else ey = felt.bottom + hh / 2;
    }
    from = `translate(${ex - tx}px, ${ey - ty}px) rotate(-10deg)`;
  } else if (source && source.isConnected && source.getClientRects().length) {
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
    if (host) host.remove();
  });
}
