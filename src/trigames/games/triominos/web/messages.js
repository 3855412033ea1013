// Triominos XXL in English and French: the game's entries and its board's (board.js).
// The words themselves are in en.ftl and fr.ftl beside this file (Project Fluent); this module
// holds only how the table picks among them.
import { tileName } from "/games/triominos/tiles.js";

/** Where a placement goes, said by the tiles its cell touches: "right of 3-5-5, 2 sides" (the engine's
 * details name the first touched tile and the side of it the cell is on: one tile and a side name a cell). */
export function whereWords(t, d) {
  return d.next_to ? `${beside(t, d)}, ${t("tm.sides", { n: d.sides })}` : beside(t, d);
}

/** "right of 3-5-5" (details or a place event), "in the middle of the table" for the first tile. */
const beside = (t, d) => (d.next_to ? t(`tm.where.${d.side}`, { tile: tileName(d.next_to) }) : t("tm.where.middle"));

function variant(ev) {
  if (ev.kind === "place" && ev.figure) return "figure";
  if (ev.kind === "draw" && ev.tile) return "seen";
  if (ev.kind === "score") {
    if (ev.why === "place") return "hide";
    return ev.why === "pass" || ev.why === "draw" ? ev.why : null;  // a count picks its own plural form
  }
  return null;
}

/** The log names a tile laid by its numbers: the engine's cell and turn ("3-5-5@U(0,0)/r0") are not for
 * people (triominos board, issue 18). */
function params(ev, out) {
  if (ev.kind === "place" && typeof ev.move === "string") out.move = ev.move.split("@")[0];
}

function action(text, t, lang, events) {
  if (text === "draw" || text === "pass") return t(`act.triominos.${text}`);
  // a placement weighed by the judge: what it scores, as the table's buttons say it
  const judged = (events || []).find((ev) => ev && ev.kind === "judged" && ev.details && Number.isInteger(ev.details.points));
  const tile = /^(\d-\d-\d)@/.exec(text);
  // (a tile's name never breaks at its hyphens)
  if (judged && tile) return t("act.triominos.place.points", { tile: tileName(tile[1]), where: beside(t, judged.details), points: judged.details.points });
  // a move already played (the replay's headline): its place event says where the tile went
  const laid = (events || []).find((ev) => ev && ev.kind === "place" && ev.side);
  if (laid && tile) return t("act.triominos.place.where", { tile: tileName(tile[1]), where: beside(t, laid) });
  const entered = /^(first|rack|points) (\d+)$/.exec(text);  // a refereed table's entries
  if (entered) return t(`act.triominos.${entered[1]}`, { n: Number(entered[2]) + (entered[1] === "first" ? 1 : 0) });
  const m = /^(\d-\d-\d)@([UD]\(-?\d+,-?\d+\))\/r(\d)$/.exec(text);
  return m ? t("act.triominos.place", { tile: tileName(m[1]), cell: m[2], rot: m[3] }) : null;
}

/** The score pad is an option of a game played with the real box only. */
function optionShown(name, values) {
  return name !== "score_pad" || values.referee === true || values.referee === "true";
}

/** The turn line's "what can be done" for the seat to move, from the moves it is offered: after a draw,
 * placing the tile drawn, drawing again and passing are never all open (RULES §2.6). */
function decision(m, t) {
  if (m.decision !== "AFTER_DRAW" || m.seat !== m.to_move || !(m.legal || []).length) return null;
  const yes = (x) => (x ? "yes" : "no");
  return t("dec.triominos.after", { place: yes(m.legal.some((a) => a.includes("@"))), draw: yes(m.legal.includes("draw")) });
}

export default { variant, action, params, optionShown, decision };
