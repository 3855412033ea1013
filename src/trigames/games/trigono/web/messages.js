// Trigono in English and French: the board (board.js) and the companion table, which draws the
// referee's outcomes with referee.js.
import { t } from "/static/i18n.js";
import { sentence, takenParams } from "./outcome.js";
// The words themselves are in en.ftl and fr.ftl beside this file (Project Fluent); this module
// holds only how the table picks among them.

// The physical constants of the plank and the pucks (rules §4.0), named in the .ftl files.
const PHYSICS = new Set([
  "plank_side",
  "plank_thickness",
  "notch_radius",
  "big_hole_diameter",
  "big_hole_distance",
  "small_hole_diameter",
  "small_hole_distance",
  "puck_diameter",
  "puck_thickness",
  "puck_mass",
  "friction_wood",
  "friction_floor",
  "restitution",
  "release_height",
  "throw_distance",
]);

// a recorded throw: "throw <yaw> <elevation> <speed> <spin> => <outcome> @ <where every puck lies>"
const RECORDED = /^throw .+? => (.+?) @ .+$/;
// a point of a plank, `aim u,v`, or of another plank on a layout of several, `aim u,v@1` (the plank at index 1)
const SPOT = /^aim -?[\d.]+,-?[\d.]+(?:@(\d+))?$/;

/** What an aim names, in words: "the big hole"; on a layout of several planks an aim may name a plank
 * (`aim big1`: the big hole of the plank at index 1), said counting planks from 1 ("the big hole of
 * plank 2"), as the outcomes say it. */
function target(t, kind, plank) {
  return plank === "" || kind === "jackpot" ? t(`val.trigono.${kind}`) : t(`val.trigono.${kind}.n`, { n: Number(plank) + 1 });
}

/** An action in words. `events`: what the move did (a replay's step), `name(seat)`: a seat in a sentence,
 * `you`: the seat of the person reading (a replay of a game this browser played): their throw is said in
 * the second person ("You throw at the big hole: …"), as the log says it.
 * A throw with its events says who threw, at what, and where the puck went, as the table's log says it
 * ("Ada throws at the big hole: on the ground (8 in hand)."): never the notation's numbers. */
function action(text, t, lang, events, name, you = null) {
  if (text === "next") return t("act.trigono.next");
  const thrown = (events || []).find((ev) => ev && ev.kind === "throw" && typeof ev.outcome === "string");
  const m = /^aim (big|small|plank|jackpot)(\d*)$/.exec(text);
  const spot = SPOT.exec(text);
  if (thrown) {
    const aim = m ? "target" : spot ? "spot" : /^aim /.test(text) ? "free" : "none";
    const who = typeof name === "function" ? name(thrown.seat) : t("table.seat", { n: thrown.seat + 1 });
    const yours = Number.isInteger(you) && thrown.seat === you ? "yes" : "no";
    return t("act.trigono.throw", { aim, seat: who, you: yours, target: m ? target(t, m[1], m[2]) : spot ? target(t, "plank", spot[1] ?? "") : "",
      outcome: sentence(thrown.outcome) || thrown.outcome, hand: thrown.hand,
      taken: t("act.trigono.taken", { ...takenParams(thrown.outcome, thrown.collected || 0), you: yours }) });
  }
  if (m) return t("act.trigono.aim", { target: target(t, m[1], m[2]) });
  // a point of the plank (`aim u,v`, a bot's or a dragged aim) or a free throw (`aim yaw elev speed spin`):
  // the numbers mean nothing to a person; where the puck went is told by the throw's own line
  if (spot) { // which side of the plank's axis: two spots of the menu differ only by it
    const u = Number(/^aim (-?[\d.]+),/.exec(text)[1]);
    return t("act.trigono.spot", { target: target(t, "plank", spot[1] ?? ""), side: u < 0 ? "left" : u > 0 ? "right" : "middle" });
  }
  if (/^aim /.test(text)) return t("act.trigono.free");
  const recorded = RECORDED.exec(text);
  if (recorded) {
    const said = sentence(recorded[1]);
    if (said) return t("act.trigono.thrown", { outcome: said });
  }
  return sentence(text);
}

/** A throw that took pucks says how many; a round nobody won is a draw. */
function variant(ev) {
  if (ev.kind === "round_end" && ev.winner < 0) return "draw";
  return ev.kind === "throw" && ev.collected > 0 ? "take" : null;
}

/** A throw in the log: where the puck ended in words, not in notation. */
function params(ev, p) {
  if (ev.kind === "throw" && typeof ev.outcome === "string") {
    p.outcome = sentence(ev.outcome) || ev.outcome;
    Object.assign(p, takenParams(ev.outcome, ev.collected || 0)); // "takes back their own puck and 2 more"
  }
}

/** Round by round (the end screen): what each round was for each seat, in words — "won", "lost" or, for
 * a round nobody won, "draw" (RULES §4.4: a round is won or drawn; it scores no points). */
function rounds(events, players) {
  const rows = [];
  for (const ev of events) {
    if (!ev || ev.kind !== "round_end" || typeof ev.round !== "number" || typeof ev.winner !== "number") continue;
    const word = (p) => t(ev.winner < 0 ? "table.round.draw" : ev.winner === p ? "table.round.won" : "tg.round.lost");
    rows.push({ round: ev.round, winner: ev.winner, points: Array.from({ length: players }, (_, p) => word(p)) });
  }
  return rows.length ? rows : null;
}

/** The companion table (referee mode): the outcomes as big buttons in words. */
const companionBoard = () => import("./referee.js");

/** The physical constants are many: the lobby folds them under "more options". */
function advanced(name) {
  return PHYSICS.has(name);
}

/** "skills" lists one skill per seat: the lobby asks it seat by seat, with the choices of "skill". */
function perSeat(name) {
  return name === "skills" ? "skill" : null;
}

/** How long a match lasted: its rounds and its throws (the record's moves also count each "start the
 * next round", one between two rounds: a newcomer read "119 moves" for 115 throws). */
function length(view, moves) {
  const rounds = (view.results || []).length;
  if (!rounds || !Number.isInteger(moves)) return null;
  return { key: "len.trigono", n: rounds, args: { throws: moves - (rounds - 1) } };
}

export default { action, advanced, variant, params, companionBoard, perSeat, rounds, length };
