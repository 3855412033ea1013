// A throw's outcome (the referee notation: "big", "bounce small", "board+knock 2 ground",
// "big1+knock 1 board0>small0") said in plain words, for the buttons and the log.
import { t, tn } from "/static/i18n.js";

const PLACE = /^(board|ground|big|small|jackpot)(\d*)$/;

/** {bounced, place, board, knocks: [{n, from, place, board}]} or null when it is not an outcome. */
/** A seat named in a sentence: its name, and `you` ("yes" for the person reading, seated at the table:
 * the message says it in the second person, "You open the round", not "Seat 1 opens the round"). */
export function named(ctx, p) {
  return { name: ctx.nameOf(p), you: Number.isInteger(p) && p === ctx.you ? "yes" : "no" };
}

export function parseOutcome(text) {
  const [head, ...rest] = String(text).trim().split("+");
  const bounced = head.startsWith("bounce ");
  const m = PLACE.exec(head.replace(/^bounce /, "").trim());
  if (!m) return null;
  const knocks = [];
  for (const part of rest) {
    const k = /^knock (\d+) (?:board(\d+)>)?(\w+?)(\d*)$/.exec(part.trim());
    if (!k || !/^(board|ground|big|small|jackpot)$/.test(k[3])) return null;
    knocks.push({ n: Number(k[1]), from: k[2] === undefined ? null : Number(k[2]), place: k[3], board: k[4] === "" ? null : Number(k[4]) });
  }
  return { bounced, place: m[1], board: m[2] === "" ? null : Number(m[2]), knocks };
}

const HOLES = ["big", "small", "jackpot"];

/** Whether the thrower's own puck is among the pucks its throw took (RULES §4.3: the thrown puck lies
 * where it ended before anything is collected): it went into a hole, or it lies where a hole that a
 * knocked puck fell into takes from (the ground for the small hole, its plank for the big one). */
export function ownTaken(o) {
  if (!o) return false;
  const holes = o.knocks.filter((k) => HOLES.includes(k.place));
  if (!o.bounced && HOLES.includes(o.place)) return true;
  if (holes.some((k) => k.place === "jackpot")) return true;
  if (o.bounced || o.place === "ground") return holes.some((k) => k.place === "small");
  return o.place === "board" && holes.some((k) => k.place === "big" && (k.board === null || o.board === null || k.board === o.board));
}

/** The words' parameters of what a throw took: `own` ("yes": the thrower's own puck came back) and
 * `more` (the other pucks taken), so that "takes 3" never counts the thrower's own puck as won. */
export function takenParams(outcome, collected) {
  const own = collected > 0 && ownTaken(parseOutcome(outcome));
  return { own: own ? "yes" : "no", more: Math.max(0, collected - (own ? 1 : 0)) };
}

/** "In the big hole", "In the big hole of plank 2", "On plank 2" (`into`: "onto plank 2"). */
function place(where, board, into) {
  const key = `tg.o.${into ? "into." : ""}${where}`;
  if (board === null) return t(key);
  return where === "board" ? t(`${key}n`, { n: board + 1 }) : `${t(key)} ${t("tg.o.ofplank", { n: board + 1 })}`;
}

/** The headline of an outcome: "In the big hole", "Bounced into the small hole", "On plank 2". */
export function headline(o) {
  return o.bounced ? t("tg.o.bounced", { where: place(o.place, o.board, true) }) : place(o.place, o.board, false);
}

function knock(k) {
  const dest = place(k.place, k.board, true);
  const from = k.from === null ? "" : ` ${t("tg.k.from", { n: k.from + 1 })}`;
  return tn("tg.k", k.n, { where: dest, from });
}

/** What it does for the thrower `who` ({name, you}, as `named` gives it): "Seat 2 takes the plank's pucks"
 * ("you take" only when the thrower is the person the device belongs to), "it touched the ground first:
 * it does not count". */
export function effect(o, who) {
  const by = { name: who && who.name ? who.name : "", you: who && who.you === "yes" ? "yes" : "no" };
  const bits = [o.bounced ? t("tg.e.bounce") : t(`tg.e.${o.place}`, by)];
  for (const k of o.knocks) {
    const taken = k.place === "big" || k.place === "small" || k.place === "jackpot";
    bits.push(knock(k) + (taken ? ` — ${t(`tg.e.${k.place}`, by)}` : ""));
  }
  return bits.join(t("tg.e.sep"));
}

/** The outcome in one line, without "you" (the log, the generic table): "in the big hole, knocks 1 puck…". */
export function sentence(text) {
  const o = parseOutcome(text);
  return o ? [headline(o).toLowerCase(), ...o.knocks.map(knock)].join(", ") : null;
}
