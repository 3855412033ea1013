// Triqueta in English and French: names, options, decisions, actions, events, the board's words.
// The words themselves are in en.ftl and fr.ftl beside this file (Project Fluent); this module
// holds only how the table picks among them.

/** Which wording of an event: what the drawer saw, or an empty row. */
function variant(ev) {
  if (["draw", "keep", "discard", "named"].includes(ev.kind) && ev.token) return "seen";
  if (ev.kind === "take_row" && Array.isArray(ev.tokens) && ev.tokens.length === 0) return "empty";
  return null;
}

/** An action's notation in words. */
function action(text, t) {
  const named = /^place R(\d) (\w+)$|^hidden (\w+)$/.exec(text);  // a refereed table's entries
  if (named) {
    return named[1] ? t("act.triqueta.place_as", { n: Number(named[1]) + 1, animal: t(`val.triqueta.${named[2]}`) }) :
      t("act.triqueta.hidden", { animal: t(`val.triqueta.${named[3]}`) });
  }
  const m = /^(draw|keep|reveal|discard)$|^(take|place) R(\d)$|^tower T(\d)$/.exec(text);
  if (!m) return null;
  if (m[1]) return t(`act.triqueta.${m[1]}`);
  if (m[2]) return t(`act.triqueta.${m[2]}`, { n: Number(m[3]) + 1 }); // people count rows and towers from 1
  return t("act.triqueta.tower", { n: Number(m[4]) + 1 });
}

/** English needs "an owl" but "a bear"; people count rows and towers from 1. */
function params(ev, p, lang) {
  if (typeof ev.row === "number") p.row = String(ev.row + 1);
  if (typeof ev.tower === "number") p.tower = String(ev.tower + 1);
  if (p.token) p.a_token = lang === "en" ? `${/^[aeiou]/.test(p.token) ? "an" : "a"} ${p.token}` : p.token;
}

const TYPES = ["rabbit", "owl", "deer", "boar", "ram", "bear"];
const VALUES = [5, 6, 7, 8, 9, 10];

/** A type's points for n tokens (RULES §1.7): 0, 1, 2, its value at three, −1 a token above. */
const ladder = (k, n) => (n < 3 ? n : n === 3 ? VALUES[k] : 3 - n);

/**
 * Round by round (the end screen), from the log: what each seat's score became in each round — the
 * tokens of the rows it took (a type's points follow its ladder, so a fourth token costs) and the tree
 * it got for ending the round — less the round before. The starting rock scores only where the game
 * ends (RULES §1.7.3: its holder then): its own row, not a point won in one round and lost in the next
 * (a seat that lost the rock read "−1" for a round). The face-down tokens count only at the end: their
 * row is the final score less the rounds' and the rock's. Null without a round.
 */
function rounds(events, players, finals) {
  const counts = Array.from({ length: players }, () => TYPES.map(() => 0));
  const trees = counts.map(() => 0);
  let rock = -1;
  let open = null; // the round that ended, until its tree is handed (the next round's start)
  let before = counts.map(() => 0);
  const rows = [];
  const score = (p) => counts[p].reduce((a, n, k) => a + ladder(k, n), 0) + trees[p];
  const close = () => {
    const now = counts.map((_, p) => score(p));
    rows.push({ round: open, points: now.map((x, p) => x - before[p]) });
    before = now;
    open = null;
  };
  for (const ev of events) {
    if (!ev) continue;
    if (open !== null && ev.kind === "round_start" && typeof ev.tree_to === "number" && ev.tree_to < players) trees[ev.tree_to] += 1;
    if (open !== null) close();
    if (ev.kind === "take_row" && typeof ev.seat === "number" && ev.seat < players && Array.isArray(ev.tokens)) {
      for (const tk of ev.tokens) if (TYPES.includes(tk)) counts[ev.seat][TYPES.indexOf(tk)] += 1;
    } else if (ev.kind === "round_end" && typeof ev.round === "number") {
      if (typeof ev.rock === "number" && ev.rock < players) rock = ev.rock;
      open = ev.round;
    }
  }
  if (open !== null) close();
  if (!rows.length) return null;
  if (rock >= 0) {
    rows.push({ label: "tq.round.rock", points: before.map((_, p) => (p === rock ? 1 : 0)) });
    before = before.map((x, p) => x + (p === rock ? 1 : 0));
  }
  if (Array.isArray(finals) && finals.length === players && finals.every(Number.isInteger)) {
    const rest = finals.map((x, p) => x - before[p]);
    if (rest.some((x) => x !== 0)) rows.push({ label: "tq.round.facedown", points: rest });
  }
  return rows;
}

/**
 * Why the winner won when the best total was tied (RULES §1.7.4): the most animal tokens (collected and
 * revealed) breaks the tie, else the tied players share the win — in words, under the result. `name(p)`:
 * a seat as the sentence says it ("you" for the reader's own). Null when no tie was broken or shared.
 */
function why(result, { t, name, you }) {
  const scores = result && result.scores;
  const tokens = result && result.details && result.details.tokens;
  const winners = result && result.winners;
  if (!Array.isArray(scores) || !Array.isArray(tokens) || !Array.isArray(winners) || !winners.length) return null;
  const best = Math.max(...scores);
  const tied = scores.flatMap((x, p) => (x === best ? [p] : []));
  if (tied.length < 2 || !Number.isInteger(best)) return null;
  if (winners.length > 1) return t("tq.tiebreak.shared", { points: best, n: tokens[winners[0]] });
  const w = winners[0];
  const order = [w, ...tied.filter((p) => p !== w).sort((a, b) => tokens[b] - tokens[a])];
  const counts = order.map((p) => t("tq.tiebreak.count", { name: name(p), n: tokens[p] })).join(", ");
  return t("tq.tiebreak.won", { points: best, winner: name(w), you: w === you ? "yes" : "no", counts });
}

export default { variant, action, params, rounds, why };
