// The Triqueta board, drawn as the game on a table: the four towers (stacks of face-down tokens, a
// tree on each tower still to come), the rows of animal tokens in the centre, each player's
// collection in front of them, the drawn token (shown to its drawer only), the choices in words,
// the scoring. `animate` shows a move happen: the drawn token flips, a token goes from the tower to
// its row, a taken row slides to its taker.
import { h, put, s } from "/static/dom.js";
import { colon, signed } from "/static/i18n.js";
import { ICONS } from "/games/triqueta/animals.js";
import messages from "/games/triqueta/messages.js";

export const stylesheet = "/games/triqueta/board.css";

const TYPES = ["rabbit", "owl", "deer", "boar", "ram", "bear"];
const VALUES = [5, 6, 7, 8, 9, 10];
const TOWER_SIZE = 15;
const ROW_TOKEN = 58; // px: a token in a row (its disc is 50 px; CSS makes it smaller on a phone)
// Each animal: its picture, its value printed on the token, and a colour (the French rule sheet's).
// The picture and the value tell the animals apart without the colour.
const LOOK = {
  rabbit: { rim: "#c62828", side: "#7f1717", ink: "#6e1414" },
  owl: { rim: "#e0a100", side: "#8a6300", ink: "#5a4100" },
  deer: { rim: "#2e7d32", side: "#174d1b", ink: "#1a4a1e" },
  boar: { rim: "#1565c0", side: "#0b3a75", ink: "#0d3768" },
  ram: { rim: "#d9d4c7", side: "#8d877a", ink: "#2f2b25" },
  bear: { rim: "#6a1b9a", side: "#3f0f5c", ink: "#44105f" },
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

/** "the deer" / "le cerf", "l'ours": the animal with its article, inside a sentence. */
function theAnimal(t, type) {
  return t(`tqb.the.${type}`);
}

function count(ctx, n) {
  return ctx.tn ? ctx.tn("tqb.tokens", n) : ctx.t("tq.row.count", { n });
}

/** The back of a token: dark wood with a golden triquetra. */
function backFace() {
  return [
    s("circle", { class: "tk-side", cy: 4, r: 40, fill: "#24170d" }),
    s("circle", { class: "tk-rim", r: 40, fill: "#4a3220", stroke: "#120b05", "stroke-width": 2 }),
    s("circle", { r: 32, fill: "#5e412a", stroke: "#c9a14a", "stroke-width": 2 }),
    s("g", { fill: "none", stroke: "#e3bd62", "stroke-width": 4 },
      s("circle", { cx: 0, cy: -9, r: 13 }), s("circle", { cx: 7.8, cy: 4.5, r: 13 }), s("circle", { cx: -7.8, cy: 4.5, r: 13 })),
    s("circle", { cx: -13, cy: -16, r: 20, fill: "#fff", opacity: 0.08 }),
  ];
}

/** The face of a token: a coloured rim, an ivory face with the animal, its value in a badge (left
 * out on a button: a number in a dark round badge there reads as the button's key, "10" among 1–9). */
function animalFace(type, value = true) {
  const look = LOOK[type];
  const k = TYPES.indexOf(type);
  return [
    s("circle", { class: "tk-side", cy: 4, r: 40, fill: look.side }),
    s("circle", { class: "tk-rim", r: 40, fill: look.rim, stroke: "#1b140e", "stroke-width": 2 }),
    s("circle", { class: "tk-face", r: 33.5, stroke: look.side, "stroke-width": 2 }),
    s("path", { d: ICONS[type], fill: look.ink, transform: "translate(-28.5 -30) scale(0.111)" }),
    s("circle", { cx: -12, cy: -15, r: 19, fill: "#fff", opacity: 0.16 }),
    value ? s("g", { class: "tk-value" },
      s("circle", { cx: 27, cy: 27, r: 17, fill: "#17130f", stroke: "#fffdf7", "stroke-width": 3 }),
      s("text", { x: 27, y: 35, "text-anchor": "middle", "font-size": 23, "font-weight": 700, fill: "#fff" }, String(VALUES[k]))) : null,
  ];
}

/** One token as an SVG picture with a name a screen reader reads. */
export function token(t, type, size = 34, { value = true } = {}) {
  if (!type) {
    return s("svg", { class: "tq-token back", width: size, height: size, viewBox: "-46 -46 92 96", role: "img", "aria-label": t("tq.token.hidden") },
      backFace());
  }
  const k = TYPES.indexOf(type);
  return s("svg", { class: `tq-token t-${type}`, width: size, height: size, viewBox: "-46 -46 92 96", role: "img",
    "aria-label": t("tq.token", { animal: animal(t, type), value: VALUES[k] }) },
  s("title", {}, animal(t, type)), animalFace(type, value));
}

/** A tree tile: an ivory tile with a pine tree. */
function treeTile(size = 26) {
  return s("svg", { class: "tq-tree", width: size, height: size, viewBox: "-4 -4 520 530", "aria-hidden": "true" },
    s("rect", { x: 0, y: 14, width: 512, height: 500, rx: 70, fill: "#5b7d3a" }),
    s("rect", { x: 0, y: 0, width: 512, height: 500, rx: 70, fill: "#eef3dc", stroke: "#2f4a1a", "stroke-width": 22 }),
    s("path", { d: ICONS.tree, fill: "#2e6b2f", transform: "translate(56 40) scale(0.78)" }));
}

/** The starting rock. */
function rockPicture(size = 26) {
  return s("svg", { class: "tq-rock", width: size, height: size, viewBox: "0 0 512 512", "aria-hidden": "true" },
    s("ellipse", { cx: 262, cy: 470, rx: 210, ry: 30, fill: "#000", opacity: 0.3 }),
    s("path", { d: ICONS.rock, fill: "#9a948b", stroke: "#2a2622", "stroke-width": 14, "stroke-linejoin": "round" }));
}

/** A tower seen from the side: a stack of face-down tokens, a tree on top of a tower still to come. */
function towerPicture(left, { tree = false, current = false } = {}) {
  const w = 64;
  const base = 100;
  const step = 3.6;
  const g = [];
  for (let i = 0; i < left; i++) {
    const y = base - i * step;
    g.push(s("path", { d: `M6,${y - 4} v4 a26,8 0 0 0 52,0 v-4`, fill: i % 2 ? "#3a2616" : "#43301d", stroke: "#120b05", "stroke-width": 1 }));
  }
  const topY = base - Math.max(0, left - 1) * step - 4;
  const parts = [s("ellipse", { cx: 32, cy: base + 2, rx: 30, ry: 9, fill: "#000", opacity: 0.3 })];
  if (left) {
    parts.push(g, s("g", { class: current ? "tq-stack-top" : null },
      s("ellipse", { cx: 32, cy: topY, rx: 26, ry: 8, fill: "#5e412a", stroke: "#120b05", "stroke-width": 1 }),
      s("ellipse", { cx: 32, cy: topY, rx: 15, ry: 4.5, fill: "none", stroke: "#e3bd62", "stroke-width": 1.6 })));
  } else {
    parts.push(s("ellipse", { cx: 32, cy: base - 4, rx: 26, ry: 8, fill: "none", stroke: "#fff", "stroke-opacity": 0.6, "stroke-width": 1.5, "stroke-dasharray": "4 3" }));
  }
  if (tree && left) {
    parts.push(s("g", { transform: `translate(14 ${topY - 40})` }, treeTile(36)));
  }
  return s("svg", { class: "tq-tower-pic", width: w, height: 112, viewBox: `0 0 ${w} 112`, "aria-hidden": "true" }, parts);
}

/** The four towers: played, in play, or still to come under their tree. */
function towers(ctx, view) {
  const { t } = ctx;
  const tower = view.tower;
  const over = view.decision === "OVER";
  return h("ul", { class: "tq-towers", "aria-label": t("tqb.towers") }, [0, 1, 2, 3].map((j) => {
    const isCurrent = j === tower.current && !over;
    const coming = tower.unused.includes(j);
    const left = isCurrent ? tower.left : coming ? TOWER_SIZE : 0;
    const state = isCurrent ? t("tqb.tower.now", { left: count(ctx, left) }) : coming ? t("tqb.tower.coming") : t("tqb.tower.done");
    const name = t("tqb.tower", { n: j + 1 });
    return h("li", { class: ["tq-tower", isCurrent && "current", coming && "coming", !isCurrent && !coming && "done"], dataset: { tower: j } },
      towerPicture(left, { tree: coming, current: isCurrent }),
      h("span", { class: "tq-tower-name" }, name),
      h("span", { class: "tq-tower-state" }, state));
  }));
}

function choice(ctx, notation, label, extra = {}) {
  return h("button", { type: "button", class: ["act", extra.primary && "primary", extra.cls], dataset: { action: notation, key: `act:${notation}` },
    "aria-disabled": ctx.pending ? "true" : undefined, "data-autofocus": extra.autofocus ? "" : undefined,
    on: { click: () => ctx.act(notation) } }, label);
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
      on: { click: () => pick(a) } }, token(t, a, 30, { value: false }), " ", animal(t, a));
  }));
}

/** Score lines of one seat: each animal, the rock, the trees, the total. */
function scoreLines(t, seat) {
  const lines = [];
  seat.collected.forEach((n, k) => {
    if (n) lines.push([t("tq.line.animal", { animal: animal(t, TYPES[k]), n }), typePoints(k, n), TYPES[k]]);
  });
  if (seat.rock) lines.push([t("tq.line.rock"), 1, "rock"]);
  if (seat.trees) lines.push([t("tq.line.trees", { n: seat.trees }), seat.trees, "tree"]);
  return lines;
}

/** The seats' scores, line by line. `gained` (the round box): each seat's points of that round alone,
 * as the end screen's round-by-round table counts them (the rock left out), under a total that is
 * the score so far (the rock in, for its holder now). */
function scoringTable(ctx, view, caption, gained = null) {
  const { t } = ctx;
  const best = Math.max(...view.seats.map((x) => x.score));
  return h("div", { class: "tq-scoring-grid" }, view.seats.map((seat, p) => {
    const lines = scoreLines(t, seat);
    const icon = (type) => (type === "rock" ? rockPicture(20) : type === "tree" ? treeTile(20) : token(t, type, 22));
    return h("table", { class: ["tq-score", view.decision === "OVER" && seat.score === best && "best"] },
      h("caption", {}, ctx.seatMark(p, 16), " ", (ctx.labelOf || ctx.nameOf)(p), caption ? ` — ${caption}` : ""),
      h("tbody", {}, lines.map(([what, n, type]) => h("tr", {}, h("th", { scope: "row" }, icon(type), " ", what),
        h("td", {}, n > 0 ? `+${n}` : signed(n)))),
      seat.revealed && seat.revealed.length ? h("tr", { class: "note" }, h("td", { colspan: 2 }, t("tq.line.revealed", { n: seat.revealed.length, list: seat.revealed.map((x) => animal(t, x)).join(", ") }))) : null),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t(gained ? "tq.line.total.sofar" : "tq.line.total")), h("td", {}, signed(seat.score))),
        gained ? h("tr", { class: "tq-this-round" }, h("th", { scope: "row" }, t("tq.line.round")), h("td", {}, gained[p] > 0 ? `+${gained[p]}` : signed(gained[p]))) : null));
  }));
}

/** What a player has in front of them: piles of collected animals, the rock, trees, face-down tokens. */
function collection(ctx, view, p) {
  const { t } = ctx;
  const seat = view.seats[p];
  const groups = [];
  seat.collected.forEach((n, k) => {
    if (!n) return;
    const got = typePoints(k, n);
    const pile = Array.from({ length: Math.min(n, 6) }, () => token(t, TYPES[k], 42));
    pile.slice(1).forEach((x) => x.setAttribute("aria-hidden", "true"));
    groups.push(h("li", { class: ["tq-group", n === 3 && "triqueta", n > 3 && "over"], dataset: { type: TYPES[k] },
      "aria-label": `${t("tq.count", { animal: animal(t, TYPES[k]), n })}, ${pts(t, got)}` },
    h("span", { class: "tq-pile", "aria-hidden": "true" }, pile),
    h("span", { class: "n", "aria-hidden": "true" }, `×${n}`),
    h("span", { class: ["pts", got < 0 && "neg", n === 3 && "triqueta"], "aria-hidden": "true" }, pts(t, got))));
  });
  const own = seat.hidden_tokens;
  const taken = seat.row_taken !== null && seat.row_taken !== undefined && view.decision !== "OVER" ? seat.row_taken : null;
  return h("li", { class: ["tq-player", view.to_move === p && "moving", !seat.active && view.decision !== "OVER" && "out"], dataset: { seat: p } },
    h("div", { class: "tq-player-head" }, ctx.seatMark(p, 18), h("strong", {}, (ctx.labelOf || ctx.nameOf)(p)),
      h("span", { class: "tq-pscore" }, pts(t, seat.score))),
    h("div", { class: "tq-badges" },
      seat.rock ? h("span", { class: "badge" }, rockPicture(20), t("tq.rock")) : null,
      seat.trees ? h("span", { class: "badge" }, Array.from({ length: seat.trees }, () => treeTile(18)), t("tq.trees", { n: seat.trees })) : null,
      view.decision !== "OVER" ? h("span", { class: ["badge", !seat.active && "out"] },
        seat.active ? t("tq.active") : taken !== null ? t("tqb.out.row", { n: taken + 1 }) : t("tq.out")) : null),
    groups.length ? h("ul", { class: "tq-collection", "aria-label": t("tq.collection") }, groups) : h("p", { class: "tq-none" }, t("tq.collection.empty")),
    seat.hidden ? h("div", { class: "tq-hidden" },
      // the viewed seat's own tokens: "yours" at the table, and in a replay only when this browser played
      // that seat (another seat's view names it: "you" is never two people on one screen)
      own && own.length ? [h("span", {}, ctx.seat !== p ? t("tq.facedown.shown") : ctx.replay && ctx.you !== p ?
        t("tq.facedown.of", { name: ctx.nameOf(p) }) : t("tq.facedown.yours")), " ", own.map((x) => token(t, x, 34))] :
        [Array.from({ length: seat.hidden }, () => token(t, null, 34)), " ", t("tq.facedown", { n: seat.hidden })]) : null,
    seat.discarded ? h("p", { class: "tq-none" }, t("tq.discarded", { n: seat.discarded })) : null,
    own && seat.best_score !== undefined && own.length && view.decision !== "OVER" ? h("p", { class: "tq-none" }, t("tq.best", { n: seat.best_score })) : null);
}

function rowsSection(ctx, view, legal, mine) {
  const { t } = ctx;
  const memory = ctx.memory || {};
  const drawnType = view.referee ? memory.animal : view.drawn;
  return h("section", { class: "tq-rows", "aria-labelledby": "tq-rows-h" }, h("h3", { id: "tq-rows-h", class: "visually-hidden" }, t("tq.rows")),
    h("ol", { class: "tq-row-list" }, view.rows.map((row, r, rows) => {
      const label = t("tqb.row", { n: r + 1 });
      const marker = h("span", { class: "tq-marker", "aria-hidden": "true" }, h("small", {}, t("tqb.marker")), String(r + 1));
      if (row === null) {
        const taker = view.seats.findIndex((x) => x.row_taken === r);
        return h("li", { class: "tq-row taken", dataset: { row: r } }, marker,
          h("span", { class: "tq-taken" }, h("span", { class: "visually-hidden" }, `${label}${colon()}`),
            taker >= 0 ? [ctx.seatMark(taker, 16), " ", t("tq.row.takenby", { name: ctx.nameOf(taker), you: ctx.you === taker ? "yes" : "no" })] : ""));
      }
      const placing = view.referee ? `place R${r} ${memory.animal}` : `place R${r}`;
      let act = null;
      if (mine && legal.has(`take R${r}`)) {
        act = choice(ctx, `take R${r}`, row.length ? t("tqb.take", { n: r + 1, tokens: count(ctx, row.length) }) : t("tqb.take.empty", { n: r + 1 }), { cls: "tq-take" });
      } else if (mine && legal.has(placing)) {
        // the keys land on the first row to place in (after "Draw" with Enter), not on "keep it face down":
        // a second Enter must not spend one of the two face-down tokens
        const first = rows.findIndex((x, k) => x !== null && legal.has(view.referee ? `place R${k} ${memory.animal}` : `place R${k}`));
        act = choice(ctx, placing, drawnType ? t("tqb.place", { the: theAnimal(t, drawnType), n: r + 1 }) : t("tqb.place.token", { n: r + 1 }),
          { primary: true, cls: "tq-place", autofocus: r === first });
      }
      const ghost = act && act.dataset.action.startsWith("place") ? h("span", { class: "tq-slot", "aria-hidden": "true", on: { click: () => act.click() } }) : null;
      return h("li", { class: ["tq-row", act && "choosable"], dataset: { row: r } }, marker,
        h("span", { class: "tq-rail", role: "group", "aria-label": `${label}${colon()}${row.length ? row.map((x) => animal(t, x)).join(", ") : t("tq.row.empty")}` },
          row.map((x) => token(t, x, ROW_TOKEN)), ghost,
          row.length || ghost ? null : h("span", { class: "tq-empty", "aria-hidden": "true" }, t("tq.row.empty"))),
        act);
    })));
}

/** The arrow keys go from one choice on the table to the next (a tower, a row, draw, keep): Left and
 * Up back, Right and Down on, round the ends, as Tab does (a newcomer pressed them and nothing moved). */
function arrows(e) {
  const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
  if (step === undefined || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const all = [...e.currentTarget.querySelectorAll("button[data-action]:not([disabled]):not([aria-disabled='true'])")];
  const i = all.indexOf(document.activeElement);
  if (!all.length || i < 0) return; // only from a choice: the page scrolls as usual elsewhere
  e.preventDefault();
  all[(i + step + all.length) % all.length].focus();
}

export function render(el, msg, ctx) {
  const { t } = ctx;
  const view = msg.view;
  const me = ctx.seat;
  const legal = new Set(msg.legal || []);
  const mine = ctx.mine && msg.to_move === me && !msg.terminal && legal.size > 0;
  const memory = ctx.memory || {};

  // The end of a round is kept on screen with the scores as they stood.
  const events = ctx.events || [];
  const ended = [...events].reverse().find((ev) => ev.kind === "round_end");
  // its tree is handed when the next round starts: at once, or once the rock's holder chose a tower
  const treed = !!ended && events.some((ev) => ev.kind === "round_start" && ev.round === ended.round + 1);
  if (ctx.replay) {
    // A replay shows the scoring on the very move that ends a round, not after.
    memory.round = ended ? { round: ended.round, view, at: msg.version } : null;
  } else if (ended && (!memory.round || memory.round.round !== ended.round || (treed && !memory.round.treed))) {
    // (again when the tree comes after a tower was chosen: nothing else has changed since the end)
    const again = memory.round && memory.round.round === ended.round;
    memory.round = { round: ended.round, view: JSON.parse(JSON.stringify(view)), at: again ? memory.round.at : msg.version, treed };
  }

  const top = h("div", { class: "tq-top" },
    h("div", { class: "tq-round wood" }, h("strong", {}, t("tq.round", { round: view.round })),
      h("span", {}, ctx.tn ? ctx.tn("tqb.box", view.box) : t("tq.box", { n: view.box }))),
    view.decision === "OVER" ? null : towers(ctx, view));

  // The choices for the seat to move.
  let choices = null;
  if (mine) {
    const parts = [];
    // A kept score (the table companion): nobody at the screen is a seat, so its words name the seat
    // to move ("Alice's choices", "Alice leaves the round"), never "you".
    const kept = !!msg.companion;
    const said = (key, p = {}) => t(kept ? `${key}.kept` : key, { ...p, name: kept ? ctx.nameOf(view.to_move) : "" });
    const tower = view.tower.current + 1;
    if (view.decision === "TURN") {
      // an empty tower leaves one thing to do, said once ("take a row"); otherwise the other choice
      if (legal.has("draw")) {
        parts.push(choice(ctx, "draw", t("tqb.draw", { n: tower }), { primary: true, autofocus: true }),
          h("p", { class: "tq-hint" }, said("tqb.turn.hint")));
      } else parts.push(h("p", { class: "tq-empty-tower" }, said("tqb.tower.empty.take")));
    } else if (view.decision === "PLACE_DRAWN" && view.referee) {
      // The real box: the token was drawn at the table; say which animal, then click its row.
      if (!view.available.includes(memory.animal)) memory.animal = null;
      parts.push(h("p", {}, memory.animal ? t("tq.ref.picked", { animal: animal(t, memory.animal) }) : t(legal.has("keep") ? "tq.ref.which" : "tq.ref.which.rows")),
        animalPicker(ctx, view, (a) => { memory.animal = a; ctx.redraw(); }, memory.animal));
      if (legal.has("keep")) parts.push(choice(ctx, "keep", t("tqb.keep.token")));
    } else if (view.decision === "NAME_HIDDEN") {
      parts.push(h("p", {}, said("tq.ref.name")), animalPicker(ctx, view, (a) => ctx.act(`hidden ${a}`), null, (a) => `hidden ${a}`));
    } else if (view.decision === "PLACE_DRAWN") {
      parts.push(h("div", { class: "tq-drawn" }, view.drawn ? token(t, view.drawn, 72) : token(t, null, 72),
        h("span", {}, t("tq.drawn"), h("br"), view.drawn ? h("strong", {}, animal(t, view.drawn)) : null)));
      if (legal.has("keep")) parts.push(choice(ctx, "keep", view.drawn ? t("tqb.keep", { the: theAnimal(t, view.drawn), k: view.seats[me].hidden + 1 }) : t("tqb.keep.token")));
      else parts.push(h("p", { class: "tq-hint" }, said("tq.hand.full")));
      // Keeping it face down is offered in words only when the rules still allow it (2 in a game).
      parts.push(h("p", { class: "tq-hint" }, t(legal.has("keep") ? "tqb.place.hint" : "tqb.place.hint.rows")));
    } else if (view.decision === "CHOOSE_TOWER") {
      parts.push(h("p", {}, t("tq.pick.tower")), [...legal].map((a, i) => choice(ctx, a, said("tqb.tower.choose", { n: Number(a.replace(/\D/g, "")) + 1, round: view.round + 1 }), { autofocus: i === 0 })));
    } else if (view.decision === "REVEAL") {
      const next = (view.seats[me].hidden_tokens || [])[0];
      parts.push(h("div", { class: "tq-drawn" }, next ? token(t, next, 72) : token(t, null, 72), h("span", {}, said("tq.reveal.next"), h("br"), next ? h("strong", {}, animal(t, next)) : null)),
        choice(ctx, "reveal", next ? said("tqb.reveal", { the: theAnimal(t, next) }) : t("act.triqueta.reveal"), { primary: true, autofocus: true }),
        choice(ctx, "discard", next ? t("tqb.discard", { the: theAnimal(t, next) }) : t("act.triqueta.discard")));
    }
    choices = h("section", { class: "tq-choices panel now", "aria-labelledby": "tq-choices-h" }, h("h3", { id: "tq-choices-h" }, said("tq.choices")), parts);
  } else if (view.drawing && view.to_move !== null) {
    // The drawn token shows only if this view has it: its drawer's, or a replay with everything revealed.
    choices = h("p", { class: "tq-waiting" }, view.drawn ? [token(t, view.drawn, 44), " ", t("tq.drawn.by", { name: ctx.nameOf(view.to_move), you: ctx.you === view.to_move ? "yes" : "no" }), " ",
      animal(t, view.drawn)] : [token(t, null, 44), " ", t("tq.drawn.other", { name: ctx.nameOf(view.to_move), you: ctx.you === view.to_move ? "yes" : "no" })]);
  }

  const rows = rowsSection(ctx, view, legal, mine);

  const players = h("section", { class: "tq-players-box", "aria-labelledby": "tq-players-h" },
    h("div", { class: "tq-players-title" }, h("h3", { id: "tq-players-h" }, t("tq.collection")), h("p", { class: "tq-ladder" }, t("tq.ladder"))),
    h("ul", { class: "tq-players" }, view.seats.map((_, p) => collection(ctx, view, p))));

  let scoring = null;
  if (view.decision === "OVER") {
    scoring = h("section", { class: "tq-scoring panel", "aria-labelledby": "tq-scoring-h" }, h("h3", { id: "tq-scoring-h" }, t("tq.scoring.final")), scoringTable(ctx, view));
  } else if (memory.round) {
    const { round } = memory.round;
    const fresh = memory.round.at === msg.version;
    // what the round itself added, counted as the end screen's round-by-round table counts it
    const row = (messages.rounds(events, view.seats.length, null) || []).find((r) => r.round === round);
    // Open as the round ends, for a look at the scores, but folded on the person's own turn: opened
    // above the board, on a phone it pushed the board some 1,300 px down (tour 11). A click on its
    // line opens or folds it, and that holds through the next moves (the board is drawn anew each time)
    // until the next round's box, which starts again as above.
    const clicked = memory.roundOpen && memory.roundOpen.round === round ? memory.roundOpen.open : null;
    const open = clicked ?? (fresh && !mine);
    scoring = h("details", { class: "tq-scoring panel", open },
      h("summary", { on: { click: (e) => { memory.roundOpen = { round, open: !e.currentTarget.parentElement.open }; } } }, t("tq.scoring.round", { round })),
      row ? h("p", { class: "tq-scoring-note" }, t("tq.scoring.round.note")) : null,
      scoringTable(ctx, memory.round.view, "", row ? row.points : null));
  }
  put(el, h("div", { class: "tq-board", on: { keydown: arrows } }, scoring, h("div", { class: "tq-table surface" }, top, choices, rows, players)));
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

// -- moves you can watch ------------------------------------------------------------------------

const FLY = 620; // ms: a token from the tower to its row, or to a player
const FLIP = 520; // ms: the drawn token turned over

/** A token that can turn over: its back and (if known) its face, for the flying layer. */
function flipper(t, type, size, faceUp) {
  const back = token(t, null, size);
  const face = type ? token(t, type, size) : token(t, null, size);
  back.classList.add("fx-back");
  face.classList.add("fx-front");
  const card = h("div", { class: "tq-flip" }, back, face);
  card.style.width = `${size}px`;
  card.style.height = `${size}px`;
  card.style.transform = faceUp ? "rotateY(180deg)" : "rotateY(0deg)";
  return card;
}

/** Wait for the animations, or finish them all at once when the person skips. */
function done(anims, skip) {
  return new Promise((resolve) => {
    let over = false;
    const end = () => {
      if (over) return;
      over = true;
      anims.forEach((a) => { try { a.finish(); } catch { /* already over */ } });
      resolve();
    };
    if (skip && skip.aborted) { end(); return; }
    if (skip) skip.addEventListener("abort", end, { once: true });
    Promise.all(anims.map((a) => a.finished)).then(end, end);
  });
}

function centre(rect, origin) {
  return { x: rect.left - origin.left + rect.width / 2, y: rect.top - origin.top + rect.height / 2 };
}

function place(node, at, size) {
  node.style.left = `${at.x - size / 2}px`;
  node.style.top = `${at.y - size / 2}px`;
}

/** Where the next token of row r goes, on the board before the move. */
function rowEnd(board, r, size) {
  const row = board.querySelector(`.tq-row[data-row="${r}"] .tq-rail`);
  if (!row) return null;
  const slot = row.querySelector(".tq-slot");
  if (slot) return slot.getBoundingClientRect();
  const last = [...row.querySelectorAll(".tq-token")].pop();
  if (last) {
    const b = last.getBoundingClientRect();
    return new DOMRect(b.right + 4, b.top, b.width, b.height);
  }
  const b = row.getBoundingClientRect();
  return new DOMRect(b.left + 4, b.top + (b.height - size) / 2, size, size);
}

function drawnSpot(board) {
  const el = board.querySelector(".tq-drawn .tq-token, .tq-waiting .tq-token");
  return el ? { rect: el.getBoundingClientRect(), faceUp: !el.classList.contains("back"), el } : null;
}

function towerTop(board) {
  const el = board.querySelector(".tq-tower.current .tq-stack-top") || board.querySelector(".tq-tower.current");
  return el ? el.getBoundingClientRect() : null;
}

function playerSpot(board, p) {
  const el = board.querySelector(`.tq-player[data-seat="${p}"] .tq-collection`) || board.querySelector(`.tq-player[data-seat="${p}"]`);
  return el ? el.getBoundingClientRect() : null;
}

function visible(rect) {
  return rect && rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
}

/** One step of a move, drawn on the layer `fx` over `board`. */
async function showEvent(ev, board, fx, ctx, to, speed) {
  const { t } = ctx;
  const origin = board.getBoundingClientRect();
  const skip = ctx.skip;
  if (ev.kind === "draw") {
    const top = towerTop(board);
    if (!top) return;
    const known = ev.token || (to.view && to.view.drawn) || null;
    // The drawer sees it land where it will be shown (the choices); the others see it lifted.
    const landing = ctx.seat === ev.seat ? board.querySelector(".tq-choices [data-action=draw]") : null;
    const size = 72;
    const card = flipper(t, known, size, false);
    fx.append(card);
    const a = centre(top, origin);
    place(card, a, size);
    let dx = 0;
    let dy = -50;
    if (landing) {
      const r = landing.getBoundingClientRect();
      dx = r.left - origin.left + size / 2 - a.x;
      dy = r.top - origin.top + r.height / 2 - a.y;
    }
    const turn = known ? 180 : 0;
    const anim = card.animate([
      { transform: "translate(0, 0) scale(0.55) rotateY(0deg)" },
      { transform: `translate(${dx * 0.3}px, ${Math.min(dy * 0.3, 0) - 40}px) scale(0.9) rotateY(0deg)`, offset: 0.3 },
      { transform: `translate(${dx}px, ${dy}px) scale(1) rotateY(${turn}deg)` },
    ], { duration: (FLIP + 300) * speed, easing: "ease-in-out", fill: "forwards" });
    await done([anim], skip);
    return;
  }
  if (ev.kind === "place" || ev.kind === "keep") {
    const spot = drawnSpot(board);
    const fromRect = spot ? spot.rect : towerTop(board);
    const toRect = ev.kind === "place" ? rowEnd(board, ev.row, ROW_TOKEN) : playerSpot(board, ev.seat);
    if (!fromRect || !toRect) return;
    const size = 44;
    const a = centre(fromRect, origin);
    const b = centre(toRect, origin);
    const startUp = spot ? spot.faceUp : false;
    const endUp = ev.kind === "place";
    const card = flipper(t, ev.token || null, size, startUp);
    fx.append(card);
    place(card, a, size);
    if (spot) spot.el.style.visibility = "hidden";
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const scale0 = fromRect.width / size;
    const scale1 = (ev.kind === "place" ? toRect.width : 34) / size;
    const r0 = startUp ? 180 : 0;
    const r1 = endUp ? 180 : 0;
    const anim = card.animate([
      { transform: `translate(0, 0) scale(${scale0}) rotateY(${r0}deg)` },
      { transform: `translate(${dx * 0.5}px, ${dy * 0.5 - 40}px) scale(1.2) rotateY(${(r0 + r1) / 2}deg)`, offset: 0.5 },
      { transform: `translate(${dx}px, ${dy}px) scale(${scale1}) rotateY(${r1}deg)` },
    ], { duration: FLY * speed, easing: "ease-in-out", fill: "forwards" });
    await done([anim], skip);
    return;
  }
  if (ev.kind === "take_row") {
    const rail = board.querySelector(`.tq-row[data-row="${ev.row}"] .tq-rail`);
    const target = playerSpot(board, ev.seat);
    if (!rail || !target) return;
    const tokens = [...rail.querySelectorAll(".tq-token")];
    const b = centre(target, origin);
    const anims = tokens.map((el, i) => {
      const rect = el.getBoundingClientRect();
      const size = rect.width;
      const copy = el.cloneNode(true);
      copy.classList.add("fx-token");
      copy.style.width = `${size}px`;
      copy.style.height = `${size}px`;
      fx.append(copy);
      const a = centre(rect, origin);
      place(copy, a, size);
      el.style.visibility = "hidden";
      const dx = b.x - a.x + (i - tokens.length / 2) * 6;
      const dy = b.y - a.y;
      return copy.animate([
        { transform: "translate(0, 0) scale(1)" },
        { transform: `translate(${dx * 0.4}px, ${dy * 0.4 - 24}px) scale(1.12)`, offset: 0.4 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.75)` },
      ], { duration: FLY * speed, delay: Math.min(i * 45, 300) * speed, easing: "ease-in-out", fill: "forwards" });
    });
    const row = rail.closest(".tq-row");
    if (row) row.classList.add("fx-leaving");
    await done(anims, skip);
  }
}

/** The end of the game: every face-down token turns over (those revealed) or leaves (discarded). */
async function showReveal(ev, board, fx, ctx) {
  const revealed = ev.revealed || [];
  const origin = board.getBoundingClientRect();
  const anims = [];
  revealed.forEach((types, p) => {
    const left = [...types];
    const hidden = [...board.querySelectorAll(`.tq-player[data-seat="${p}"] .tq-hidden .tq-token`)];
    hidden.forEach((el, i) => {
      const rect = el.getBoundingClientRect();
      const size = rect.width;
      const startUp = !el.classList.contains("back");
      // The owner's own tokens show their animal already: revealed if it is in the list, else discarded.
      const own = startUp ? ([...el.classList].find((c) => c.startsWith("t-")) || "").slice(2) : null;
      const at = own ? left.indexOf(own) : left.length ? 0 : -1;
      const type = at >= 0 ? left.splice(at, 1)[0] : null;
      const card = flipper(ctx.t, type || own, size, startUp);
      fx.append(card);
      place(card, centre(rect, origin), size);
      el.style.visibility = "hidden";
      const r0 = startUp ? 180 : 0;
      // (no opacity here: it would flatten the card and show its back mirrored)
      anims.push(card.animate([
        { transform: `translateY(0) scale(1) rotateY(${r0}deg)` },
        { transform: `translateY(-18px) scale(1.3) rotateY(${type ? (r0 + 180) / 2 : r0}deg)`, offset: 0.5 },
        { transform: type ? "translateY(0) scale(1.15) rotateY(180deg)" : `translateY(-30px) scale(0.01) rotateY(${r0}deg)` },
      ], { duration: 800, delay: i * 120, easing: "ease-in-out", fill: "forwards" }));
    });
  });
  if (anims.length) await done(anims, ctx.skip);
}

const SHOWN = new Set(["draw", "place", "keep", "take_row", "game_end"]);

/** The move from `from` to `to`, shown on the board `el` still drawn as `from`. */
export async function animate(el, from, to, ctx) {
  const board = el.querySelector(".tq-board .tq-table");
  if (!board || !to || !to.view) return;
  const fresh = (to.events || []).filter((ev) => SHOWN.has(ev.kind) && (ev.ply === undefined || from.version === undefined || ev.ply >= from.version));
  if (!fresh.length) return;
  if (!visible(board.getBoundingClientRect())) return;
  const speed = fresh.length > 2 ? 0.55 : 1;
  const fx = h("div", { class: "tq-fx", "aria-hidden": "true" });
  board.append(fx);
  try {
    for (const ev of fresh) {
      if (ctx.skip && ctx.skip.aborted) break;
      if (ev.kind === "game_end") await showReveal(ev, board, fx, ctx);
      else await showEvent(ev, board, fx, ctx, to, speed);
    }
  } finally {
    fx.remove();
  }
}
