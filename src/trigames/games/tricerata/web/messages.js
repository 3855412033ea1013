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
  // what the move did (a replay's step), or the decision it answered (a move weighed by the judge)
  const kinds = new Set((events || []).map((ev) => ev && (ev.kind === "judged" && typeof ev.decision === "string" ? ev.decision.toLowerCase() : ev.kind)));
  return cellWords(t, m, kinds);
}

function cellWords(t, m, kinds) {
  const plain = kinds.has("start") ? "act.tricerata.start" : kinds.has("sow") ? "act.tricerata.sow" : "act.tricerata.cell";
  return t(m[1] === "x" ? "act.tricerata.capture" : m[1] === "!" ? "act.tricerata.seize" : plain, { cell: place(t, m[2]) });
}

/** The offered moves of a `state` message in words, for the plain list of moves: the decision tells a
 * pick-up from a sowing, as the terminal says them (words.py `move`): "Pick up the stones in row 3, cell 2". */
function moves(msg, { t }) {
  const kinds = new Set([String(msg.decision || "").toLowerCase()]);
  return (msg.legal || []).map((a) => {
    const m = /^([x!]?)(\d+\.\d+)$/.exec(a);
    return m ? cellWords(t, m, kinds) : null;
  });
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

// One count for a game, said the same way everywhere: its turns (a pickup with its sowing and its
// capture, or a seizure: RULES §3.4 and §3.8, what `view.turns` counts). The end screen says "The
// game lasted 14 turns", the log is headed turn by turn, the replay says "Turn 5 of 14, step 3"
// (a step: one click, the pickup, one stone sown or the capture). Issue 18: the three had said 14,
// ~100 (the log's lines) and 92 (the replay's steps) for one game.

/** The log's turn for event `ev`: {n, head} (head: the words heading a turn, on its first event), or
 * null (the game's last line). `memo` keeps the count between calls (one per log, started as {}). */
function logTurn(ev, memo) {
  const kind = ev && ev.kind;
  memo.done = memo.done || 0;
  if (kind === "start" || kind === "seize") {
    memo.n = memo.done + 1;
    if (kind === "seize") memo.done += 1; // a seizure is a whole turn
    return { n: memo.n, head: tr("tc.log.turn", { n: memo.n }) };
  }
  if (!memo.n || kind === "game_end") return null;
  if (kind === "capture" || kind === "isolated" || kind === "sudden_death") memo.done += 1; // the turn ends
  return { n: memo.n };
}

/** The turn a replayed step belongs to, from the view after it: after a pickup or a sowing the turn goes
 * on (not counted yet); after what ends it (a capture, a seizure, a last stone alone) `turns` has counted
 * it already. The replay's heading and the board beside it both say this one (tour 10: "Turn 1 of 40,
 * step 7: Capture" above a board that said "Turn 2", the turn to come). Before the first step: turn 1. */
export function turnOf(view) {
  return Math.max(1, view.decision === "SOW" || view.decision === "CAPTURE" ? view.turns + 1 : view.turns);
}

/** The replay's place in the game, in turns: `view` after the step, `events` since its turn began
 * (the replay fetches back to the turn's pickup), `total` the game's turns, `action` the step in words.
 * Returns {line, value}: the line above the board, and the slider's spoken value. */
function replayWhere({ view, events, total, action }) {
  const turn = turnOf(view);
  let step = 0;
  for (const ev of events || []) {
    if (ev.kind === "start" || ev.kind === "seize") step = 1;
    else if ((ev.kind === "sow" || ev.kind === "capture") && step) step += 1;
  }
  const value = step ? tr("tc.replay.where", { turn, turns: total, step }) : tr("tc.replay.turn", { turn, turns: total });
  return { line: action ? tr("tc.replay.line", { where: value, action }) : value, value };
}

/** The replay slider's name: it goes step by step, and the steps are not the turns. */
function replaySlider() {
  return tr("tc.replay.slider");
}

export default { action, moves, params, optionShown, score, length, logTurn, replayWhere, replaySlider };
