// Tricérata in English and French: names, options, decisions, actions, events, the board's words.
// The words themselves are in en.ftl and fr.ftl beside this file (Project Fluent); this module
// holds only how the table picks among them.

/** An action's notation in words: `x3.1` captures, `!3.5` seizes, a plain label is a cell; the move's
 * events (a replay's step) tell a pick-up (`start`) from a sowing (`sow`). */
function action(text, t, lang, events) {
  const m = /^([x!]?)(\d+\.\d+)$/.exec(text);
  if (!m) return null;
  const kinds = new Set((events || []).map((ev) => ev && ev.kind));
  const plain = kinds.has("start") ? "act.tricerata.start" : kinds.has("sow") ? "act.tricerata.sow" : "act.tricerata.cell";
  return t(m[1] === "x" ? "act.tricerata.capture" : m[1] === "!" ? "act.tricerata.seize" : plain, { cell: m[2] });
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

export default { action, optionShown, score, length };
