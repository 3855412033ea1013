// The Trigono board: the planks from above with the holes and the lying pucks; aim by dragging
// on the field (the aim point follows the pointer: sideways is the direction, forward the
// strength) or with the keys, the skill's spread as a faint ellipse, release to throw; what was
// taken and why, in words; the match. A throw is shown as it happens by `animate` (anim.js),
// which the table awaits before it tells the result; `render` always draws the pucks at rest.
// Every number about the field and the aim comes from the engine (view.field, details' model).
import { h, put, s } from "/static/dom.js";
import * as anim from "./anim.js";
import { frameOf, ground, local, placeOf, puck } from "./field.js";
import { named, parseOutcome, sentence, takenParams } from "./outcome.js";
import * as referee from "./referee.js";

export const stylesheet = "/games/trigono/board.css";
const PAGE = 200; // mm: Page Up/Down move the aim 20 cm forward or back (an arrow: 1 cm, with Shift 5)
const HOTKEYS = ["big", "small", "jackpot", "plank"]; // the targets a letter puts the aim on
const DRAG = 6; // pixels a pointer must move before its release throws (a tap only aims)

function memo(ctx) {
  if (!ctx.memory.tg) ctx.memory.tg = { aim: null, mode: "lob" };
  return ctx.memory.tg;
}

/** The row of the aiming table at distance `d` (mm), interpolated: [d, speed, along, across]. */
function rowAt(rows, d) {
  if (d <= rows[0][0]) return rows[0];
  for (let i = 1; i < rows.length; i++) {
    if (d <= rows[i][0]) {
      const a = rows[i - 1], b = rows[i], k = (d - a[0]) / (b[0] - a[0]);
      return a.map((v, j) => v + (b[j] - v) * k);
    }
  }
  return rows[rows.length - 1];
}

const rad = (deg) => (deg * Math.PI) / 180;
/** A number as the page's language writes it (3,0 in French). */
const num = (ctx, v, digits) => (Math.round(v * 10 ** digits) / 10 ** digits || 0).toLocaleString(ctx.lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** World point (mm) of an aim {yaw°, dist mm}: from the thrower, the facing turned by yaw (left +). */
function pointOf(model, aim) {
  const [tx, ty] = model.thrower, [nx, ny] = model.facing, a = rad(aim.yaw);
  return [tx + aim.dist * (nx * Math.cos(a) - ny * Math.sin(a)), ty + aim.dist * (nx * Math.sin(a) + ny * Math.cos(a))];
}

/** The aim that puts the puck on world point (x, y), within the model's limits. */
function aimAt(model, mode, x, y) {
  const [tx, ty] = model.thrower, [nx, ny] = model.facing, dx = x - tx, dy = y - ty;
  const rows = model[mode].rows;
  const yaw = (Math.atan2(nx * dy - ny * dx, nx * dx + ny * dy) * 180) / Math.PI;
  return clamp(model, mode, { yaw, dist: Math.hypot(dx, dy) || rows[0][0] });
}

function clamp(model, mode, aim) {
  const rows = model[mode].rows;
  const lim = model.yaw_limit - 0.5;
  return { yaw: Math.max(-lim, Math.min(lim, aim.yaw)), dist: Math.max(rows[0][0], Math.min(rows[rows.length - 1][0], aim.dist)) };
}

/** The action in the engine's notation: a lob at a point of the own plank's frame, or an exact slide. */
function notation(field, model, mode, aim) {
  if (mode === "lob") {
    const [x, y] = pointOf(model, aim);
    const [u, v] = local(field, model.board, x, y);
    return `aim ${(u / 1000).toFixed(3)},${(v / 1000).toFixed(3)}`;
  }
  const speed = rowAt(model.slide.rows, aim.dist)[1];
  return `aim ${aim.yaw.toFixed(2)} ${model.slide.elev} ${speed.toFixed(3)} ${model.spin}`;
}

function standing(view, ctx) {
  const { t, tn } = ctx;
  // between rounds: whoever ended with no puck (the final throw lost) is out as well, and the seat to
  // move starts the next round; it is not throwing (a newcomer read "▶ throwing" with 0 in hand)
  const between = view.decision === "NEXT_ROUND";
  const out = (p) => view.out[p] || (between && view.hands[p] === 0);
  const rows = Array.from({ length: view.players }, (_, p) => h("tr", { class: [view.to_move === p && "moving", out(p) && "out"] },
    h("th", { scope: "row" }, h("span", { class: "tg-name" }, h("span", { class: "tg-now", "aria-hidden": "true" }, view.to_move === p ? "▶" : ""),
      ctx.seatMark(p, 16), " ", h("span", { class: "tg-who" }, (ctx.labelOf || ctx.nameOf)(p)),
      view.to_move === p ? h("span", { class: "visually-hidden" }, `, ${t(between ? "tg.b.starts" : "tg.b.throwing")}`) : null),
      out(p) ? h("span", { class: "tg-out" }, h("span", { class: "visually-hidden" }, " — "), t("tg.ref.out")) : null),
    h("td", { class: "tg-hand" }, String(view.hands[p])),
    h("td", { class: "tg-wins" }, h("span", { "aria-hidden": "true" }, "★".repeat(view.wins[p]) || "–"),
      h("span", { class: "visually-hidden" }, tn("tg.b.wins", view.wins[p])))));
  return h("section", { class: "tg-state", "aria-labelledby": "tg-round" },
    h("h3", { id: "tg-round" }, t("tg.b.round", { round: view.round }), " ", h("span", { class: "tg-match" }, t("tg.b.match"))),
    h("table", { class: "tg-table" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("tg.ref.seat")), h("th", { scope: "col" }, t("tg.b.col.hand")),
        h("th", { scope: "col" }, t("tg.b.col.wins")))),
      h("tbody", {}, rows)));
}

/** A small puck as drawn on the field, for the key under it: ivory (lying, no one's), or ringed in
 * a seat's colour (`seat`: the puck just thrown); `where` "plank" or "ground": on a square of wood or
 * of felt, drawn as the field draws a puck there (raised with a crisp shadow, or lower, smaller and
 * dimmer with a dashed rim and a soft shadow). */
function miniPuck(seat, where) {
  const cls = ["tg-mini", Number.isInteger(seat) && `seat-${(seat % 8) + 1}`, where && `tg-mini-${where}`];
  if (!where) {
    return s("svg", { class: cls, viewBox: "0 0 20 20", width: "18", height: "18", "aria-hidden": "true" },
      s("circle", { cx: "10", cy: "10", r: "8", class: "tg-mini-face" }), s("circle", { cx: "10", cy: "10", r: "4.2", class: "tg-mini-ring" }));
  }
  const low = where === "ground";
  const r = low ? 6.3 : 7.5, c = low ? 11.5 : 10.5;
  return s("svg", { class: cls, viewBox: "0 0 24 24", width: "24", height: "24", "aria-hidden": "true" },
    s("rect", { x: "0.5", y: "0.5", width: "23", height: "23", rx: "4", class: "tg-mini-under" }),
    s("ellipse", { cx: (c + (low ? 0.8 : 2.6)).toFixed(1), cy: (c + (low ? 1.4 : 3.8)).toFixed(1), rx: (r * (low ? 1.18 : 1)).toFixed(1),
      ry: (r * (low ? 1.1 : 0.94)).toFixed(1), class: "tg-mini-shadow" }),
    s("circle", { cx: c, cy: (c + (low ? 1.1 : 2.4)).toFixed(1), r, class: "tg-mini-side" }),
    s("circle", { cx: c, cy: c, r, class: "tg-mini-face" }), s("circle", { cx: c, cy: c, r: (r * 0.55).toFixed(1), class: "tg-mini-ring" }));
}

/** Under the field: how many pucks lie where, each count beside a puck drawn as the field draws one
 * there (raised on a plank, down on the ground); whose they are (no one's: the holes collect them,
 * [R-TG4]); which one was just thrown (the only one drawn with a player's colour). */
function pucksKey(view, ctx, last, jackpot) {
  const { t } = ctx;
  const many = view.boards > 1;
  return h("div", { class: "tg-key" },
    h("div", { class: "tg-key-row" },
      h("p", { class: "tg-lying" },
        // (several planks: the raised puck drawn once, before the first plank's count)
        view.on_board.map((n, b) => h("span", { class: "tg-count" }, b === 0 ? miniPuck(null, "plank") : null, many ? t("tg.ref.plankn", { b: b + 1, n }) : t("tg.ref.plank", { n }))),
        h("span", { class: "tg-count" }, miniPuck(null, "ground"), t("tg.ref.ground", { n: view.ground }))),
      Number.isInteger(last) ? h("p", { class: "tg-key-last" }, miniPuck(last), ctx.seatMark(last, 14), " ", t("tg.b.key.last", { ...named(ctx, last) })) : null),
    h("p", { class: "tg-key-lying" }, miniPuck(), h("span", {}, t(jackpot ? "tg.b.key.lying.jackpot" : "tg.b.key.lying"))));
}

/** Why a throw took what it took, in words. */
function why(o, t) {
  if (!o) return "";
  const bits = [o.bounced ? t("tg.w.bounce") : t(`tg.w.${o.place}`)];
  for (const k of o.knocks) if (["big", "small", "jackpot"].includes(k.place)) bits.push(t(`tg.w.knock.${k.place}`));
  return bits.join(" ");
}

/** "Round 1 is won by Expert." / "Round 2 is a draw." */
function roundEnd(end, ctx) {
  const said = end.winner >= 0 ? ctx.t("tg.ref.won", { round: end.round, ...named(ctx, end.winner) }) : ctx.t("tg.ref.draw", { round: end.round });
  // and why (RULES §4.4): a round that ended in a draw or at once was a mystery to a newcomer
  const why = end.why === "out" || end.why === "final" ? ctx.t(`tg.b.endwhy.${end.why}`, { n: end.hand, won: end.winner >= 0 ? "yes" : "no", ...named(ctx, end.seat) }) : "";
  return why ? `${said} ${why}` : said;
}


/** The last throw (and round) said in words, from the events the table received. */
function story(view, msg, ctx) {
  const { t } = ctx;
  const evs = ctx.events || [];
  let i = evs.length - 1;
  while (i >= 0 && evs[i].kind !== "throw") i--;
  const parts = [];
  const began = evs.findLastIndex((e) => e.kind === "round_start");
  // the last round's result stays in sight until the reader has thrown in the new round (or, for a
  // spectator, for a lap of throws): a bot that wins a round starts the next one at once, and its
  // first throws must not push the result out of sight before the person has seen it
  const ended = evs.findLastIndex((e) => e.kind === "round_end");
  const since = evs.slice(ended + 1).filter((e) => e.kind === "throw");
  const fresh = ended >= 0 && ended < began && (Number.isInteger(ctx.you) && ctx.you >= 0 ? !since.some((e) => e.seat === ctx.you) : since.length < view.players);
  const result = fresh ? h("p", { class: "tg-round-end" }, roundEnd(evs[ended], ctx)) : null;
  if (began > i) { // a new round: the last throw belongs to the one before
    const ev = evs[began];
    return h("section", { class: "tg-story", "aria-label": t("tg.b.story") }, result,
      h("p", { class: "tg-what" }, t("ev.trigono.round_start", { round: ev.round, starter: ctx.nameOf(ev.starter), you: named(ctx, ev.starter).you })), h("p", {}, t("tg.b.setup")));
  }
  if (result && ended < i) parts.push(result);
  if (i >= 0) {
    const ev = evs[i];
    const o = parseOutcome(ev.outcome);
    // a puck that just lies there needs no why: "takes nothing" says it (the three lines of a miss said it thrice)
    const plain = ev.collected === 0 && o && !o.bounced && ["board", "ground"].includes(o.place)
      && !o.knocks.some((k) => ["big", "small", "jackpot"].includes(k.place));
    parts.push(h("p", { class: "tg-what" }, t("tg.b.last", { ...named(ctx, ev.seat), what: sentence(ev.outcome) || "…" })),
      plain ? null : h("p", { class: "tg-why" }, why(o, t)),
      h("p", { class: "tg-took" }, ev.collected > 0 ? t("tg.b.took", { ...named(ctx, ev.seat), hand: ev.hand, ...takenParams(ev.outcome, ev.collected) })
        : t("tg.b.took0", { ...named(ctx, ev.seat), hand: ev.hand })));
    const end = evs.slice(i).find((e) => e.kind === "round_end");
    if (end) parts.push(h("p", { class: "tg-round-end" }, roundEnd(end, ctx)));
  } else if (view.last && sentence(view.last)) {
    parts.push(h("p", { class: "tg-what" }, t("tg.ref.last", { what: sentence(view.last) })));
  }
  return parts.length ? h("section", { class: "tg-story", "aria-label": t("tg.b.story") }, parts) : null;
}

export function render(el, msg, ctx) {
  const { t } = ctx;
  const view = msg.view;
  if (view.referee) { // outcomes entered by hand (real pucks): nothing to aim, nothing flies
    if (!document.querySelector(`link[href="${referee.stylesheet}"]`)) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: referee.stylesheet }));
    }
    referee.render(el, msg, ctx);
    return;
  }
  const field = view.field;
  const tg = memo(ctx);
  const mine = ctx.mine && msg.seat === msg.to_move && !msg.terminal && !ctx.replay;
  // the plank drawn at the bottom: the viewer's, else the thrower's (spectators, replays)
  const who = [msg.seat, view.to_move].find((x) => Number.isInteger(x) && x >= 0 && x < view.players);
  const own = who === undefined ? 0 : view.board_of[who];
  const frame = frameOf(field, own);
  const throwing = mine && (view.decision === "THROW" || view.decision === "FINAL_THROW");
  const details = msg.details || [];
  const model = throwing ? (details.find((d) => d && d.model) || {}).model : null;

  // a seated player's field keeps the keyboard focus between their throws (the others' turns, the
  // animations): the table gives it back to the same key when the field is drawn again
  // (not when the seat is to start the next round: its button takes the focus then)
  const seated = ctx.mine && !msg.terminal && !ctx.replay && !(msg.seat === msg.to_move && view.decision === "NEXT_ROUND");
  const svg = s("svg", { class: ["tg-svg", throwing && "aiming"], viewBox: frame.box.map((v) => v.toFixed(0)).join(" "), role: throwing ? "application" : "img",
    "aria-label": t(throwing ? "tg.b.field.aim" : "tg.b.field", { plank: view.on_board.reduce((a, b) => a + b, 0), ground: view.ground }),
    tabindex: throwing || seated ? "0" : undefined, dataset: throwing ? { key: "field", autofocus: "" } : seated ? { key: "field" } : {},
    "aria-describedby": throwing ? "tg-help" : undefined });
  // as wide as the field's shape at the height the window allows (board.css's max-height; 12 px: the
  // rim), so a wide column shows no empty felt beside the planks
  svg.style.maxWidth = `calc((min(70vh, 100vh - 12rem) - 12px) * ${(frame.box[2] / frame.box[3]).toFixed(4)} + 12px)`;
  svg.append(...ground(field, frame, t, who === undefined ? -1 : own));
  const labels = svg.querySelector(".tg-labels");
  // the puck just thrown, if it lies on the field, wears its thrower's colour and mark (the others
  // belong to no one: interchangeable, whoever threw them)
  const thrown = msg.motion && Number.isInteger(msg.motion.seat) && !view.referee ? (msg.motion.paths || []).find((p) => p.puck < 0) : null;
  const rest = thrown && (thrown.end === "board" || thrown.end === "ground") ? thrown.frames[thrown.frames.length - 1] : null;
  let marked = false;
  const pucks = s("g", { class: "tg-pucks" }, (view.pucks || []).map(([, x, y]) => {
    if (marked || !rest || Math.abs(rest[1] - x) > 1 || Math.abs(rest[2] - y) > 1) return puck(field, frame, x, y);
    marked = true;
    const seat = msg.motion.seat;
    return puck(field, frame, x, y, { cls: `tg-last seat-${(seat % 8) + 1}`, mark: ctx.seatMark(seat, 20) });
  }));
  // where the thrower stands (3 m below the drawing): a mark on the bottom edge (painted on the floor:
  // a puck lying there is drawn over it), and in words
  const tp = frame.P(...field.throwers[own]);
  const [bx, by, bw, bh] = frame.box;
  const base = field.planks[own].corners;
  const away = Math.hypot(...field.throwers[own].map((v, k) => v - (base[0][k] + base[1][k]) / 2)) / 1000;
  svg.append(s("text", { x: Math.max(bx + 30, Math.min(bx + bw - 30, tp[0])), y: by + bh - 12, class: "tg-from-mark", "text-anchor": "middle" }, "▲"), pucks);

  const told = story(view, msg, ctx) || h("section", { class: "tg-story" });
  if (view.decision === "FINAL_THROW") told.append(h("p", { class: "tg-final" }, t("tg.ref.final", { ...named(ctx, view.to_move) })));
  const fieldBox = h("div", { class: "tg-field" }, svg, pucksKey(view, ctx, marked ? msg.motion.seat : null, !!field.jackpot), h("p", { class: "hint tg-legend" },
    `${t("tg.b.from", { m: num(ctx, away, 1) })} · ${t(field.jackpot ? "tg.b.legend" : "tg.b.legend.row")}`));
  let controls = null, help = null;
  if (throwing && model) [help, controls] = aiming(svg, field, frame, model, msg, ctx, tg);
  else if (mine && view.decision === "NEXT_ROUND") {
    controls = h("div", { class: "tg-next" }, h("p", {}, t("tg.b.setup")),
      h("button", { type: "button", class: "primary", dataset: { action: "next", key: "next" }, "aria-disabled": ctx.pending ? "true" : undefined,
        on: { click: () => ctx.act("next") } }, t("tg.ref.next", { round: view.round + 1, ...named(ctx, view.to_move) })));
  } else if (!msg.terminal && Number.isInteger(view.to_move) && view.to_move >= 0 && !ctx.replay) {
    controls = h("p", { class: "hint tg-waiting" }, t(view.decision === "NEXT_ROUND" ? "tg.b.wait.next" : "tg.b.wait", { ...named(ctx, view.to_move) }));
  }
  // the moving pucks of a throw being shown (anim.js), then the hole letters above everything
  svg.append(s("g", { class: "tg-anim" }), labels);
  if (ctx.replay && ctx.marks) svg.append(marks(ctx.marks, field, frame, t));
  anim.remember(svg, { field, frame });
  // beside the field: the round, then what to do (the throw in sight at 1280×800 whatever was said of
  // the last throw), then the last throw in words
  put(el, h("div", { class: "tg-wrap" }, h("div", { class: ["tg-board", view.players > 3 && "tg-many"] },
    h("div", { class: "tg-left" }, fieldBox, help), standing(view, ctx), controls, told.hasChildNodes() ? told : null)));
}

/** A replay's judged throw: where the aim played and the best aim found would have come to rest
 * (each a dashed ring with its name; one ring when they are the same point). */
function marks(list, field, frame, t) {
  const r = field.puck * 1.35;
  return s("g", { class: "tg-marks", "aria-hidden": "true" }, list.map((m) => {
    const [x, y] = frame.P(m.x, m.y);
    return s("g", { class: `tg-mark tg-mark-${m.kind}` }, s("circle", { cx: x.toFixed(1), cy: y.toFixed(1), r }),
      s("text", { x: x.toFixed(1), y: (y + (m.kind === "best" ? -r - 12 : r + 34)).toFixed(1), "text-anchor": "middle" }, t(`tg.b.mark.${m.kind}`)));
  }));
}

/** Show the throw from the state on screen (`from`) to the new one (`to`) before the table tells
 * it: resolves when the pucks are at rest, or at once when `ctx.skip` is aborted. */
export function animate(el, from, to, ctx) {
  return anim.play(el, from, to, ctx);
}

/** The aim: overlay on the field (line, target, spread), pointer and keys, readout, buttons. */
function aiming(svg, field, frame, model, msg, ctx, tg) {
  const { t } = ctx;
  if (!tg.aim || tg.aim.board !== model.board) {
    const big = (msg.details || []).find((d) => d && d.target === "big");
    tg.aim = { board: model.board, ...aimAt(model, "lob", big ? big.x : model.thrower[0], big ? big.y : model.thrower[1] + 3000) };
  }
  const line = s("line", { class: "tg-aimline" });
  const spread = s("ellipse", { class: "tg-spread" });
  const ring = s("circle", { class: "tg-target", r: field.puck });
  const cross = s("path", { class: "tg-cross" });
  // drawn through the field's mask: the aim never passes over a hole's letter (field.js)
  const clear = svg.querySelector("mask.tg-clear");
  svg.append(s("g", { class: "tg-aim", "aria-hidden": "true", mask: clear ? `url(#${clear.id})` : undefined }, line, spread, ring, cross));
  const readout = h("p", { class: "tg-readout", "aria-live": "polite" });
  // the words in a span of their own: the table's key hint ("1") before them stays while the aim moves
  const goText = h("span", {}, t("tg.b.throw"));
  const go = h("button", { type: "button", class: "primary tg-throw", dataset: { key: "throw" }, "aria-disabled": ctx.pending ? "true" : undefined }, goText);
  const modes = ["lob", "slide"].map((m) => h("button", { type: "button", class: "small tg-mode", "aria-pressed": String(tg.mode === m), dataset: { mode: m },
    on: { click: () => { setMode(m); } } }, t(`tg.b.mode.${m}.w`, { e: model[m].elev })));
  // sideways in centimetres at the aim point, not in degrees: what a person sees on the plank
  const direction = (yaw, dist) => {
    const cm = Math.round((Math.abs(Math.sin(rad(yaw))) * dist) / 10);
    return cm < 1 ? t("tg.b.dir.straight") : t(yaw > 0 ? "tg.b.dir.left" : "tg.b.dir.right", { cm });
  };

  const update = () => {
    const rows = model[tg.mode].rows;
    tg.aim = { board: model.board, ...clamp(model, tg.mode, tg.aim) };
    const [x, y] = pointOf(model, tg.aim);
    const [px, py] = frame.P(x, y), [qx, qy] = frame.P(...model.thrower);
    const r = rowAt(rows, tg.aim.dist);
    const deg = (Math.atan2(py - qy, px - qx) * 180) / Math.PI;
    for (const [k, v] of Object.entries({ x1: qx, y1: qy, x2: px, y2: py })) line.setAttribute(k, v.toFixed(1));
    for (const [k, v] of Object.entries({ cx: px, cy: py, rx: 2 * r[2], ry: 2 * r[3] })) spread.setAttribute(k, v.toFixed(1));
    spread.setAttribute("transform", `rotate(${deg.toFixed(2)} ${px.toFixed(1)} ${py.toFixed(1)})`);
    ring.setAttribute("cx", px.toFixed(1));
    ring.setAttribute("cy", py.toFixed(1));
    // four ticks around the ring, outside it: the centre (and what lies under it) stays visible
    const a = field.puck + 6, b = field.puck + 26;
    cross.setAttribute("d", `M${px - b},${py}H${px - a}M${px + a},${py}H${px + b}M${px},${py - b}V${py - a}M${px},${py + a}V${py + b}`);
    const text = notation(field, model, tg.mode, tg.aim);
    go.dataset.action = text;
    goText.textContent = t("tg.b.throw.mark", { where: t(`tg.b.where.${placeOf(field, x, y)}`) });
    readout.textContent = t("tg.b.aim.plain", { dir: direction(tg.aim.yaw, tg.aim.dist),
      dist: num(ctx, tg.aim.dist / 1000, 2), spread: num(ctx, (2 * r[2]) / 10, 0) });
  };
  const setMode = (m) => {
    tg.mode = m;
    modes.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.mode === m)));
    update();
  };
  const fire = () => { if (!ctx.pending) ctx.act(go.dataset.action); };
  go.addEventListener("click", fire);

  const toWorld = (e) => {
    const p = svg.createSVGPoint();
    p.x = e.clientX;
    p.y = e.clientY;
    const q = p.matrixTransform(svg.getScreenCTM().inverse());
    return frame.inv(q.x, q.y);
  };
  let drag = null;
  {
    svg.addEventListener("pointerdown", (e) => {
      if (e.button !== 0 || ctx.pending || svg.classList.contains("playing")) return;
      svg.setPointerCapture(e.pointerId);
      drag = { x: e.clientX, y: e.clientY, moved: false };
      tg.aim = { board: model.board, ...aimAt(model, tg.mode, ...toWorld(e)) };
      update();
      e.preventDefault();
    });
    svg.addEventListener("pointermove", (e) => {
      if (!drag) return;
      drag.moved = drag.moved || Math.hypot(e.clientX - drag.x, e.clientY - drag.y) >= DRAG;
      tg.aim = { board: model.board, ...aimAt(model, tg.mode, ...toWorld(e)) };
      update();
    });
    svg.addEventListener("pointerup", (e) => {
      if (!drag) return;
      const moved = drag.moved;
      drag = null;
      tg.aim = { board: model.board, ...aimAt(model, tg.mode, ...toWorld(e)) };
      update();
      if (moved) fire();
    });
    svg.addEventListener("pointercancel", () => { drag = null; });
  }
  // the places a letter aims at (tg.b.hotkey.*: B and S in English, G and P in French): the targets offered
  const spots = new Map();
  for (const d of msg.details || []) {
    if (d && d.kind === "target" && HOTKEYS.includes(d.target) && Number.isFinite(d.x) && Number.isFinite(d.y)) {
      spots.set(t(`tg.b.hotkey.${d.target}`).toLowerCase(), d);
    }
  }
  svg.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const big = e.shiftKey ? 5 : 1;
    const moves = { ArrowLeft: [0.5, 0], ArrowRight: [-0.5, 0], ArrowUp: [0, 10], ArrowDown: [0, -10] };
    // a long way at once: Page Up/Down 20 cm forward/back; a letter puts the aim on a hole (or the
    // jackpot, the middle of the plank) in the mode chosen (1 cm a press took dozens from hole to hole)
    const spot = spots.get(e.key.toLowerCase());
    if (moves[e.key]) {
      tg.aim = { ...tg.aim, yaw: tg.aim.yaw + moves[e.key][0] * big, dist: tg.aim.dist + moves[e.key][1] * big };
      update();
    } else if (e.key === "PageUp" || e.key === "PageDown") {
      tg.aim = { ...tg.aim, dist: tg.aim.dist + (e.key === "PageUp" ? PAGE : -PAGE) };
      update();
    } else if (spot && !e.shiftKey) {
      tg.aim = { board: model.board, ...aimAt(model, tg.mode, spot.x, spot.y) };
      update();
    } else if (e.key === "e" || e.key === "E") {
      setMode(tg.mode === "lob" ? "slide" : "lob");
    } else if (e.key === "Enter" || e.key === " ") {
      fire();
    } else {
      return;
    }
    e.preventDefault();
  });
  update();

  const targets = (msg.legal || []).map((a, i) => [a, (msg.details || [])[i]]).filter(([, d]) => d && d.kind === "target" && d.target !== "point")
    .map(([a, d]) => h("button", { type: "button", class: "small", dataset: { action: a, key: `t:${a}` }, "aria-disabled": ctx.pending ? "true" : undefined,
      on: { click: () => ctx.act(a) } }, t(`tg.b.throw.${d.target}`)));
  const help = (h("div", { class: "tg-help" }, h("p", { class: "hint", id: "tg-help" }, t("tg.b.help"), h("span", { class: "kbd" }, " ", t("tg.b.help.keys"))),
    h("p", { class: "hint tg-skill" }, t("tg.b.hand", { skill: t(`choice.trigono.skill.${model.skill}`), level: model.skill }))));
  return [help, h("section", { class: "tg-controls", "aria-label": t("tg.b.controls") },
    h("div", { class: "tg-modes", role: "group", "aria-label": t("tg.b.mode") }, modes), readout, go,
    targets.length ? h("div", { class: "tg-quick" }, h("span", {}, t("tg.b.quick.now")), targets) : null)];
}
