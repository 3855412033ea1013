// The Triqueta board: the rows in the centre, the tower and the trees, every collection by
// animal, the drawn token (the server shows it to its drawer only), the choices, the scoring.
import { h, put, s } from "/static/dom.js";

export const stylesheet = "/games/triqueta/board.css";

const TYPES = ["rabbit", "owl", "deer", "boar", "ram", "bear"];
const VALUES = [5, 6, 7, 8, 9, 10];
// Each animal has a shape and its triqueta value printed on it, so colour is never the only cue.
const LOOK = {
  rabbit: { fill: "#c62828", ink: "#fff", shape: "circle" },
  owl: { fill: "#f4c20d", ink: "#000", shape: "triangle" },
  deer: { fill: "#2e7d32", ink: "#fff", shape: "diamond" },
  boar: { fill: "#1565c0", ink: "#fff", shape: "square" },
  ram: { fill: "#e6e6e6", ink: "#000", shape: "cross" },
  bear: { fill: "#6a1b9a", ink: "#fff", shape: "hexagon" },
};
const PATHS = {
  circle: "M0,-15 A15,15 0 1 1 0,15 A15,15 0 1 1 0,-15Z",
  triangle: "M0,-17 L16,13 L-16,13Z",
  diamond: "M0,-17 L17,0 L0,17 L-17,0Z",
  square: "M-13,-13 H13 V13 H-13Z",
  cross: "M-6,-16 H6 V-6 H16 V6 H6 V16 H-6 V6 H-16 V-6 H-6Z",
  hexagon: "M-8,-14 H8 L16,0 L8,14 H-8 L-16,0Z",
};

export function typePoints(k, n) {
  if (n < 3) return n;
  return n === 3 ? VALUES[k] : 3 - n;
}

function pts(t, n) {
  return t(n === 1 || n === -1 ? "tq.points.one" : "tq.points", { n });
}

function animal(t, type) {
  return t(`val.triqueta.${type}`);
}

/** One token as an SVG picture with a name a screen reader reads. */
export function token(t, type, size = 34) {
  if (!type) {
    return s("svg", { class: "tq-token back", width: size, height: size, viewBox: "-18 -18 36 36", role: "img", "aria-label": t("tq.token.hidden") },
      s("rect", { x: -15, y: -15, width: 30, height: 30, rx: 6, fill: "#333", stroke: "#000", "stroke-width": 2 }),
      s("text", { x: 0, y: 6, "text-anchor": "middle", "font-size": 17, "font-weight": 700, fill: "#fff" }, "?"));
  }
  const look = LOOK[type];
  const k = TYPES.indexOf(type);
  return s("svg", { class: `tq-token t-${type}`, width: size, height: size, viewBox: "-18 -18 36 36", role: "img",
    "aria-label": t("tq.token", { animal: animal(t, type), value: VALUES[k] }) },
  s("title", {}, animal(t, type)),
  s("path", { d: PATHS[look.shape], fill: look.fill, stroke: "#000", "stroke-width": 2 }),
  s("text", { x: 0, y: look.shape === "triangle" ? 9 : 5.5, "text-anchor": "middle", "font-size": 14, "font-weight": 700, fill: look.ink }, String(VALUES[k])));
}

function tree(label) {
  return s("svg", { class: "tq-tree", width: 28, height: 34, viewBox: "0 0 28 34", "aria-hidden": "true" },
    s("rect", { x: 11, y: 22, width: 6, height: 10, fill: "#6d4c41", stroke: "#000" }),
    s("path", { d: "M14,2 L26,24 H2Z", fill: "#2e7d32", stroke: "#000", "stroke-width": 1.5 }),
    label ? s("text", { x: 14, y: 20, "text-anchor": "middle", "font-size": 8, fill: "#fff", "font-weight": 700 }, label) : null);
}

function rock() {
  return s("svg", { class: "tq-rock", width: 26, height: 20, viewBox: "0 0 26 20", "aria-hidden": "true" },
    s("path", { d: "M3,14 C1,8 6,3 12,3 C19,2 25,7 23,13 C21,18 6,19 3,14Z", fill: "#9e9e9e", stroke: "#000", "stroke-width": 1.5 }));
}

function towerPicture(left) {
  const layers = Math.min(left, 15);
  const g = [];
  for (let i = 0; i < layers; i++) {
    g.push(s("ellipse", { cx: 24, cy: 58 - i * 3.4, rx: 18, ry: 5, fill: i === layers - 1 ? "#555" : "#3a3a3a", stroke: "#000" }));
  }
  return s("svg", { class: "tq-tower-pic", width: 48, height: 66, viewBox: "0 0 48 66", "aria-hidden": "true" },
    layers ? g : s("ellipse", { cx: 24, cy: 58, rx: 18, ry: 5, fill: "none", stroke: "#000", "stroke-dasharray": "3 3" }));
}

function choice(ctx, notation, label, extra = {}) {
  const { t } = ctx;
  return h("button", { type: "button", class: ["act", extra.primary && "primary"], dataset: { action: notation, key: `act:${notation}` },
    "aria-disabled": ctx.pending ? "true" : undefined, "data-autofocus": extra.autofocus ? "" : undefined,
    on: { click: () => ctx.act(notation) } }, label || t(`act.triqueta.${notation}`));
}

/** The six animals as buttons (a refereed table: the real box says which one); those whose 10
 * tokens are all on the table are shown but cannot be chosen. */
function animalPicker(ctx, view, pick, chosen, actionOf = null) {
  const { t } = ctx;
  return h("div", { class: "tq-animals", role: "group", "aria-label": t("tq.ref.which") }, TYPES.map((a, i) => {
    const open = view.available.includes(a);
    const data = { key: `animal:${a}`, animal: a, ...(actionOf && open ? { action: actionOf(a) } : {}) };
    return h("button", { type: "button", class: ["act", "tq-animal", chosen === a && "primary"], dataset: data,
      "aria-pressed": chosen ? String(chosen === a) : undefined, disabled: !open, title: open ? undefined : t("tq.ref.full"),
      "data-autofocus": i === TYPES.findIndex((x) => view.available.includes(x)) ? "" : undefined,
      on: { click: () => pick(a) } }, token(t, a, 28), " ", animal(t, a));
  }));
}

/** Score lines of one seat: each animal, the rock, the trees, the total. */
function scoreLines(t, seat) {
  const lines = [];
  seat.collected.forEach((n, k) => {
    if (n) lines.push([t("tq.line.animal", { animal: animal(t, TYPES[k]), n }), typePoints(k, n), TYPES[k]]);
  });
  if (seat.rock) lines.push([t("tq.line.rock"), 1]);
  if (seat.trees) lines.push([t("tq.line.trees", { n: seat.trees }), seat.trees]);
  return lines;
}

function scoringTable(ctx, view, caption) {
  const { t } = ctx;
  return h("div", { class: "tq-scoring-grid" }, view.seats.map((seat, p) => {
    const lines = scoreLines(t, seat);
    return h("table", { class: "tq-score" },
      h("caption", {}, ctx.seatMark(p, 16), " ", ctx.nameOf(p), caption ? ` — ${caption}` : ""),
      h("tbody", {}, lines.map(([what, pts, type]) => h("tr", {}, h("th", { scope: "row" }, type ? token(t, type, 20) : null, " ", what),
        h("td", {}, pts > 0 ? `+${pts}` : String(pts)))),
      seat.revealed && seat.revealed.length ? h("tr", { class: "note" }, h("td", { colspan: 2 }, t("tq.line.revealed", { list: seat.revealed.map((x) => animal(t, x)).join(", ") }))) : null),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t("tq.line.total")), h("td", {}, String(seat.score)))));
  }));
}

function collection(ctx, view, p) {
  const { t } = ctx;
  const seat = view.seats[p];
  const groups = [];
  seat.collected.forEach((n, k) => {
    if (!n) return;
    const got = typePoints(k, n);
    groups.push(h("li", { class: "tq-group", "aria-label": `${t("tq.count", { animal: animal(t, TYPES[k]), n })}, ${pts(t, got)}` },
      token(t, TYPES[k], 28), h("span", { class: "n", "aria-hidden": "true" }, `×${n}`),
      h("span", { class: ["pts", got < 0 && "neg", n === 3 && "triqueta"], "aria-hidden": "true" }, pts(t, got))));
  });
  const own = seat.hidden_tokens;
  return h("li", { class: ["tq-player", view.to_move === p && "moving"], dataset: { seat: p } },
    h("div", { class: "tq-player-head" }, ctx.seatMark(p, 18), h("strong", {}, ctx.nameOf(p)),
      h("span", { class: "tq-pscore" }, pts(t, seat.score))),
    h("div", { class: "tq-badges" },
      seat.rock ? h("span", { class: "badge" }, rock(), t("tq.rock")) : null,
      seat.trees ? h("span", { class: "badge" }, tree(""), t("tq.trees", { n: seat.trees })) : null,
      view.decision !== "OVER" ? h("span", { class: ["badge", !seat.active && "out"] }, t(seat.active ? "tq.active" : "tq.out")) : null),
    groups.length ? h("ul", { class: "tq-collection", "aria-label": t("tq.collection") }, groups) : h("p", { class: "hint" }, t("tq.collection.empty")),
    seat.hidden ? h("div", { class: "tq-hidden" },
      own && own.length ? [h("span", {}, t(ctx.seat === p ? "tq.facedown.yours" : "tq.facedown.shown")), " ", own.map((x) => token(t, x, 26))] :
        [Array.from({ length: seat.hidden }, () => token(t, null, 26)), " ", t("tq.facedown", { n: seat.hidden })]) : null,
    seat.discarded ? h("p", { class: "hint" }, t("tq.discarded", { n: seat.discarded })) : null,
    own && seat.best_score !== undefined && own.length && view.decision !== "OVER" ? h("p", { class: "hint" }, t("tq.best", { n: seat.best_score })) : null);
}

export function render(el, msg, ctx) {
  const { t } = ctx;
  const view = msg.view;
  const me = ctx.seat;
  const legal = new Set(msg.legal || []);
  const mine = ctx.mine && msg.to_move === me && !msg.terminal && legal.size > 0;
  const memory = ctx.memory;

  // The end of a round is kept on screen with the scores as they stood.
  const ended = [...(ctx.events || [])].reverse().find((ev) => ev.kind === "round_end");
  if (ctx.replay) {
    // A replay shows the scoring on the very move that ends a round, not after.
    memory.round = ended ? { round: ended.round, view, at: msg.version } : null;
  } else if (ended && (!memory.round || memory.round.round !== ended.round)) {
    memory.round = { round: ended.round, view: JSON.parse(JSON.stringify(view)), at: msg.version };
  }

  const tower = view.tower;
  const upcoming = tower.unused;
  const top = h("div", { class: "tq-top" },
    h("p", { class: "tq-round" }, t("tq.round", { round: view.round })),
    view.decision !== "OVER" ? h("div", { class: "tq-tower", role: "group", "aria-label": `${t("tq.tower", { n: tower.current })}: ${t("tq.tower.left", { n: tower.left })}` },
      towerPicture(tower.left),
      h("div", {}, h("strong", {}, t("tq.tower", { n: tower.current })), h("br"), t("tq.tower.left", { n: tower.left }))) : null,
    h("div", { class: "tq-trees" },
      upcoming.length ? [h("span", { class: "visually-hidden" }, t("tq.towers.left", { list: upcoming.map((j) => `T${j}`).join(", ") })),
        upcoming.map((j) => h("span", { class: "tq-upcoming", "aria-hidden": "true" }, tree(`T${j}`), `T${j}`))] :
        h("span", { class: "hint" }, t("tq.towers.none"))),
    h("p", { class: "hint tq-box" }, t("tq.box", { n: view.box })));

  // The choices for the seat to move.
  let choices = null;
  if (mine) {
    const parts = [];
    if (view.decision === "TURN") {
      if (legal.has("draw")) parts.push(choice(ctx, "draw", null, { primary: true, autofocus: true }));
      else parts.push(h("p", {}, t("tq.tower.empty")));
    } else if (view.decision === "PLACE_DRAWN" && view.referee) {
      // The real box: the token was drawn at the table; say which animal, then click its row.
      if (!view.available.includes(memory.animal)) memory.animal = null;
      parts.push(h("p", {}, memory.animal ? t("tq.ref.picked", { animal: animal(t, memory.animal) }) : t("tq.ref.which")),
        animalPicker(ctx, view, (a) => { memory.animal = a; ctx.redraw(); }, memory.animal));
      if (legal.has("keep")) parts.push(choice(ctx, "keep"));
    } else if (view.decision === "NAME_HIDDEN") {
      parts.push(h("p", {}, t("tq.ref.name")), animalPicker(ctx, view, (a) => ctx.act(`hidden ${a}`), null, (a) => `hidden ${a}`));
    } else if (view.decision === "PLACE_DRAWN") {
      parts.push(h("div", { class: "tq-drawn" }, h("span", {}, t("tq.drawn")), view.drawn ? token(t, view.drawn, 48) : null,
        view.drawn ? h("strong", {}, animal(t, view.drawn)) : null));
      if (legal.has("keep")) parts.push(choice(ctx, "keep"));
      else parts.push(h("p", { class: "hint" }, t("tq.hand.full")));
    } else if (view.decision === "CHOOSE_TOWER") {
      parts.push(h("p", {}, t("tq.pick.tower")), [...legal].map((a, i) => choice(ctx, a, null, { autofocus: i === 0 })));
    } else if (view.decision === "REVEAL") {
      const next = (view.seats[me].hidden_tokens || [])[0];
      parts.push(h("div", { class: "tq-drawn" }, h("span", {}, t("tq.reveal.next")), next ? token(t, next, 48) : null, next ? h("strong", {}, animal(t, next)) : null),
        choice(ctx, "reveal", null, { primary: true, autofocus: true }), choice(ctx, "discard"));
    }
    choices = h("section", { class: "tq-choices", "aria-labelledby": "tq-choices-h" }, h("h3", { id: "tq-choices-h" }, t("tq.choices")), parts,
      h("p", { class: "hint" }, t("table.actions.keys")));
  } else if (view.drawing && view.to_move !== null) {
    // The drawn token shows only if this view has it: its drawer's, or a replay with everything revealed.
    choices = h("p", { class: "tq-waiting" }, view.drawn ? [t("tq.drawn.by", { name: ctx.nameOf(view.to_move) }), " ", token(t, view.drawn, 28), " ",
      animal(t, view.drawn)] : [token(t, null, 28), " ", t("tq.drawn.other", { name: ctx.nameOf(view.to_move) })]);
  }

  const rows = h("section", { class: "tq-rows", "aria-labelledby": "tq-rows-h" }, h("h3", { id: "tq-rows-h" }, t("tq.rows")),
    h("ol", { class: "tq-row-list" }, view.rows.map((row, r) => {
      const taker = view.seats.findIndex((x) => x.row_taken === r);
      const label = t("tq.row", { n: r });
      if (row === null) {
        return h("li", { class: "tq-row taken" }, h("span", { class: "tq-row-label" }, label),
          h("span", { class: "hint" }, taker >= 0 ? [ctx.seatMark(taker, 14), " ", t("tq.row.takenby", { name: ctx.nameOf(taker) })] : ""));
      }
      const placing = view.referee ? `place R${r} ${memory.animal}` : `place R${r}`;
      const act = mine && legal.has(`take R${r}`) ? choice(ctx, `take R${r}`, t("tq.take.this")) :
        mine && legal.has(placing) ? choice(ctx, placing, t("tq.place.here"), { primary: true }) : null;
      if (act) act.setAttribute("aria-label", `${t(act.dataset.action.startsWith("take") ? "act.triqueta.take" : "act.triqueta.place", { n: r })} (${t("tq.row.count", { n: row.length })})`);
      return h("li", { class: ["tq-row", act && "choosable"] },
        h("span", { class: "tq-row-label" }, label, h("br"), h("small", {}, row.length ? t("tq.row.count", { n: row.length }) : t("tq.row.empty"))),
        h("span", { class: "tq-row-tokens", role: "group", "aria-label": `${label}: ${row.length ? row.map((x) => animal(t, x)).join(", ") : t("tq.row.empty")}` },
          row.map((x) => token(t, x))),
        act);
    })));

  const players = h("section", { class: "tq-players-box", "aria-labelledby": "tq-players-h" }, h("h3", { id: "tq-players-h" }, t("tq.collection")),
    h("p", { class: "hint" }, t("tq.ladder")),
    h("ul", { class: "tq-players" }, view.seats.map((_, p) => collection(ctx, view, p))));

  let scoring = null;
  if (view.decision === "OVER") {
    scoring = h("section", { class: "tq-scoring", "aria-labelledby": "tq-scoring-h" }, h("h3", { id: "tq-scoring-h" }, t("tq.scoring.final")), scoringTable(ctx, view));
  } else if (memory.round) {
    const fresh = memory.round.at === msg.version;
    scoring = h("details", { class: "tq-scoring", open: fresh || memory.roundOpen },
      h("summary", { on: { click: () => { memory.roundOpen = !memory.roundOpen; } } }, t("tq.scoring.round", { round: memory.round.round })),
      scoringTable(ctx, memory.round.view));
  }
  put(el, h("div", { class: "tq-board" }, top, choices, rows, scoring, players));
}

/** Everything revealed (replays): every seat's own face-down tokens and the drawn token. */
export function mergeViews(views, toMove) {
  const out = JSON.parse(JSON.stringify(views[0]));
  out.seat = null;
  views.forEach((v, p) => {
    out.seats[p].hidden_tokens = v.seats[p].hidden_tokens;
    out.seats[p].best_score = undefined;
  });
  if (toMove >= 0 && views[toMove] && views[toMove].drawn) out.drawn = views[toMove].drawn;
  return out;
}
