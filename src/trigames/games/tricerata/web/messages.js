// Tricérata in English and French: names, options, decisions, actions, events, the board's words.
// The words themselves are in en.ftl and fr.ftl beside this file (Project Fluent); this module
// holds only how the table picks among them.
import { t as tr } from "/static/i18n.js";

/** A cell's label `3.2` (row 3, cell 2 of that row: every board shape is labelled row.k) → {row, k}. */
export function rowAndCell(label) {
  const m = /^(\d+)\.(\d+)$/.exec(String(label || ""));
  return m ? { row: Number(m[1]), k: Number(m[2]) } : null;
}

/** A cell in words for people ("row 3, cell 2", "rangée 3, case 2"; `head`: at the start of a
 * sentence): the notation's `3.2` stays in records. */
export function place(t, label, head = false) {
  const at = rowAndCell(label);
  return at ? t(head ? "tc.place.head" : "tc.place", at) : String(label);
}

/** An action's notation in words: `x3.1` captures, `!3.5` seizes, a plain label is a cell; the move's
 * events (a replay's step) tell a pick-up (`start`) from a sowing (`sow`). */
function action(text, t, lang, events) {
  const m = /^([x!]?)(\d+\.\d+)$/.exec(text);
  if (!m) return null;
  const kinds = new Set((events || []).map((ev) => ev && ev.kind));
  const plain = kinds.has("start") ? "act.tricerata.start" : kinds.has("sow") ? "act.tricerata.sow" : "act.tricerata.cell";
  return t(m[1] === "x" ? "act.tricerata.capture" : m[1] === "!" ? "act.tricerata.seize" : plain, { cell: place(t, m[2]) });
}

/** An event's cell in words (the terminal does the same: words.py `params`); a resow's sentence
 * begins with its cell. */
function params(ev, p) {
  if (typeof ev.cell === "string") p.cell = place(tr, ev.cell, ev.kind === "resow");
}

/** Options that matter for the chosen board shape. */
function optionShown(name, values) {
  const g = values.geometry;
  if (name === "rows") return g === "triangle" || g === "square";
  if (name === "cols") return g === "square";
  if (name === "side") return g === "hex" || g === "trihex";
  return true;
}

/** What a score counts: stones in store; alone, the score is minus the turns taken. */
function score(x, players) {
  if (!Number.isInteger(x)) return null;
  return players === 1 ? { key: "pts.tricerata.solo", n: Math.abs(x) } : { key: "pts.tricerata", n: x };
}

/** How long a game lasted: in turns (a turn is many sowing steps: the "moves" of the record). */
function length(view) {
  return Number.isInteger(view.turns) ? { key: "len.tricerata", n: view.turns } : null;
}

export default { action, params, optionShown, score, length };
