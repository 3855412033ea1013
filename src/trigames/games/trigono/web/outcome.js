// A throw's outcome (the referee notation: "big", "bounce small", "board+knock 2 ground",
// "big1+knock 1 board0>small0") said in plain words, for the buttons and the log.
import { t, tn } from "/static/i18n.js";

const PLACE = /^(board|ground|big|small|jackpot)(\d*)$/;

/** {bounced, place, board, knocks: [{n, from, place, board}]} or null when it is not an outcome. */
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

/** What it does: "you take the plank's pucks", "it touched the ground first: it does not count". */
export function effect(o) {
  const bits = [o.bounced ? t("tg.e.bounce") : t(`tg.e.${o.place}`)];
  for (const k of o.knocks) {
    const taken = k.place === "big" || k.place === "small" || k.place === "jackpot";
    bits.push(knock(k) + (taken ? ` — ${t(`tg.e.${k.place}`)}` : ""));
  }
  return bits.join("; ");
}

/** The outcome in one line, without "you" (the log, the generic table): "in the big hole, knocks 1 puck…". */
export function sentence(text) {
  const o = parseOutcome(text);
  return o ? [headline(o).toLowerCase(), ...o.knocks.map(knock)].join(", ") : null;
}
