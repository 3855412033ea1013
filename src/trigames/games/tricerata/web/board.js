// The Tricérata board of any geometry: stones per cell, the sowing path of this turn built
// click by click, the stones still in hand, capture and seizure choices, the stores, the turns.
import { h, put, s } from "/static/dom.js";
import { cellsOf } from "./geometry.js";

export const stylesheet = "/games/tricerata/board.css";
const SCALE = 64; // pixels per cell side in the SVG's own units

function stoneDots(n, cx, cy, r) {
  // Up to 6 stones are drawn as dots (countable without reading); more show the number only.
  if (n < 1 || n > 6) return [];
  const out = [];
  const ring = n === 1 ? 0 : r;
  for (let i = 0; i < n; i++) {
    const a = (n === 2 ? 0 : -Math.PI / 2) + (2 * Math.PI * i) / n; // two stones side by side
    out.push(s("circle", { cx: cx + ring * Math.cos(a), cy: cy + ring * Math.sin(a), r: 4.2, class: "tc-stone" }));
  }
  return out;
}

function dotsAndCount(n, c, cx, cy, small) {
  // DOWN triangles are wide at the top: the stones sit higher there, the label lower.
  const y = c.up === false ? cy - 4 : cy + 3;
  return [...stoneDots(n, cx, y, 11 * small),
    n > 6 || n === 0 ? s("text", { x: cx, y: y + 5, class: ["tc-count", n === 0 && "zero"], "text-anchor": "middle" }, String(n)) : null];
}

/** This turn's path from the events: the start cell, each sown cell, the pickups on the way. */
function pathOf(events, mover) {
  let start = -1;
  events.forEach((ev, i) => { if (ev.kind === "start") start = i; });
  if (start < 0 || events[start].seat !== mover) return [];
  const steps = [];
  for (const ev of events.slice(start)) {
    if (ev.kind === "start" || ev.kind === "sow") steps.push({ cell: ev.cell, kind: ev.kind });
    else if (ev.kind === "resow" && steps.length) steps[steps.length - 1].resow = ev.hand;
    else if (ev.kind === "capture" || ev.kind === "seize") return [];
  }
  return steps;
}

export function render(el, msg, ctx) {
  const { t } = ctx;
  const view = msg.view;
  const cells = cellsOf(view);
  const decision = view.decision;
  const mine = ctx.mine && msg.to_move === ctx.seat && !msg.terminal;
  const legal = new Map(); // label -> notation
  for (const a of mine ? msg.legal || [] : []) legal.set(a.replace(/^[x!]/, ""), a);
  const path = decision === "SOW" || decision === "CAPTURE" || decision === "SEIZE" ? pathOf(ctx.events || [], view.mover) : [];
  const onPath = new Map();
  path.forEach((step, i) => { if (!onPath.has(step.cell)) onPath.set(step.cell, []); onPath.get(step.cell).push(i + 1); });

  const xs = cells.flatMap((c) => c.points.map((p) => p[0]));
  const ys = cells.flatMap((c) => c.points.map((p) => p[1]));
  const minX = Math.min(...xs), minY = Math.min(...ys);
  const pad = 0.12;
  const W = (Math.max(...xs) - minX + 2 * pad) * SCALE, Hh = (Math.max(...ys) - minY + 2 * pad) * SCALE;
  const X = (x) => (x - minX + pad) * SCALE, Y = (y) => (y - minY + pad) * SCALE;
  const shape = t(`choice.tricerata.geometry.${view.geometry}`);
  const how = mine ? t(`tc.cell.${decision.toLowerCase()}`) : "";

  const svg = s("svg", { class: ["tc-svg", `g-${view.geometry}`], viewBox: `0 0 ${W.toFixed(1)} ${Hh.toFixed(1)}`, role: "group",
    "aria-label": t("tc.board", { shape }) });
  cells.forEach((c, i) => {
    const n = view.board[i];
    const action = legal.get(c.label);
    const isRef = view.ref === c.label;
    const steps = onPath.get(c.label);
    const words = [n === 1 ? t("tc.cell.one", { cell: c.label }) : t("tc.cell", { cell: c.label, n })];
    if (isRef) words.push(t("tc.cell.last"));
    if (steps) words.push(`${t("tc.cell.path")} (${steps.join(", ")})`);
    if (action) words.push(how);
    const points = c.points.map(([x, y]) => `${X(x).toFixed(1)},${Y(y).toFixed(1)}`).join(" ");
    const cx = X(c.cx), cy = Y(c.cy);
    const small = view.geometry === "square" || view.geometry === "hex" ? 1 : 0.8;
    const g = s("g", {
      class: ["tc-cell", n ? "full" : "empty", action && "legal", action && `legal-${decision.toLowerCase()}`, isRef && "ref", steps && "path"],
      dataset: action ? { action, key: `cell:${c.label}`, label: c.label } : { label: c.label },
      role: action ? "button" : "img", tabindex: action ? 0 : undefined, "aria-label": words.join(", "),
      "aria-disabled": action && ctx.pending ? "true" : undefined,
    },
    s("polygon", { points, class: "tc-poly" }),
    ...dotsAndCount(n, c, cx, cy, small),
    s("text", { x: cx, y: c.up === false ? cy + 17 : cy - 11 * small - 5, class: "tc-label", "text-anchor": "middle" }, c.label),
    action && (decision === "CAPTURE" || decision === "SEIZE") ? s("text", { x: cx + (c.up === false ? 19 : 16 * small),
      y: c.up === false ? cy - 5 : cy + 18, class: "tc-mark", "text-anchor": "middle" }, decision === "CAPTURE" ? "✕" : "!") : null,
    steps ? s("text", { x: cx - (c.up === false ? 20 : 17 * small), y: c.up === false ? cy - 5 : cy + 19, class: "tc-step", "text-anchor": "middle" }, steps.join(",")) : null);
    if (action) {
      g.addEventListener("click", () => ctx.act(action));
      g.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          ctx.act(action);
        } else if (e.key.startsWith("Arrow")) {
          e.preventDefault();
          moveFocus(svg, g, e.key);
        }
      });
    }
    svg.append(g);
  });
  // The path as a line through the cells, in the order they were sown.
  if (path.length > 1) {
    const byLabel = new Map(cells.map((c) => [c.label, c]));
    const pts = path.map((p) => byLabel.get(p.cell)).filter(Boolean).map((c) => `${X(c.cx).toFixed(1)},${Y(c.cy).toFixed(1)}`);
    svg.append(s("polyline", { points: pts.join(" "), class: "tc-path", "aria-hidden": "true" }));
  }

  const hand = view.hand || 0;
  const handBox = decision === "SOW" ? h("div", { class: "tc-hand", role: "status" },
    h("span", {}, t("tc.hand", { n: hand })),
    h("span", { class: "tc-hand-stones", "aria-hidden": "true" }, Array.from({ length: Math.min(hand, 30) }, () => h("span", { class: "tc-hand-stone" }))),
    view.ref ? h("span", {}, t("tc.from", { cell: view.ref })) : null) : null;
  const pathText = path.length ? t("tc.path", { path: path.map((p) => p.cell + (p.resow ? ` (+${p.resow})` : "")).join(" → ") }) : null;

  const solo = view.players === 1;
  const info = h("div", { class: "tc-info" },
    h("p", { class: "tc-turn" }, solo ? t("tc.solo", { n: view.turns }) : decision === "OVER" ? t("tc.turns.done", { n: view.turns }) :
      t("tc.turn", { n: view.turns + 1 })),
    h("p", { class: "hint" }, t("tc.onboard", { n: view.board.reduce((a, b) => a + b, 0) })),
    mine && decision !== "OVER" ? h("p", { class: "tc-how" }, t(`tc.how.${decision}`)) : null,
    handBox, pathText ? h("p", { class: "tc-pathtext" }, pathText) : null,
    mine ? h("p", { class: "hint" }, t("tc.keys")) : null);

  const stores = h("section", { class: "tc-stores", "aria-labelledby": "tc-stores-h" }, h("h3", { id: "tc-stores-h" }, t("tc.stores")),
    h("ul", {}, view.stores.map((n, p) => h("li", { class: view.to_move === p ? "moving" : null }, ctx.seatMark(p, 16), " ",
      t("tc.store", { name: ctx.nameOf(p), n })))));

  put(el, h("div", { class: "tc-board" }, info, h("div", { class: "tc-svg-wrap" }, svg), stores,
    mine && legal.size ? h("p", { class: "visually-hidden" }, t("tc.choices", { list: [...legal.keys()].join(", ") })) : null));
}

function moveFocus(svg, from, key) {
  // The nearest playable cell in the arrow's direction, by the cells' centres on screen.
  const here = from.getBoundingClientRect();
  const hx = here.x + here.width / 2, hy = here.y + here.height / 2;
  const dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  let best = null, bestScore = Infinity;
  for (const g of svg.querySelectorAll(".tc-cell.legal")) {
    if (g === from) continue;
    const r = g.getBoundingClientRect();
    const dx = r.x + r.width / 2 - hx, dy = r.y + r.height / 2 - hy;
    const along = dx * dir[0] + dy * dir[1];
    if (along <= 1) continue;
    const score = along + 2 * Math.abs(dx * dir[1] - dy * dir[0]);
    if (score < bestScore) { best = g; bestScore = score; }
  }
  if (best) best.focus();
}
