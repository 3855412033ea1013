// Triominos XXL in English and French: the game's entries and its board's (board.js).
// The words themselves are in en.ftl and fr.ftl beside this file (Project Fluent); this module
// holds only how the table picks among them, and the words for a place on the table that the board
// (board.js) and the plain list of moves (the generic table) share.
import { tileName } from "/games/triominos/tiles.js";

/** Where a placement goes, said by the tiles its cell touches: "right of 3-5-5, 2 sides" (the engine's
 * details name the first touched tile and the side of it the cell is on: one tile and a side name a cell). */
function whereWords(t, d) {
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
  // (a tile's name never breaks across lines at its hyphens: "0-" and "5-5" read as other tiles)
  if (ev.kind === "place" && typeof ev.move === "string") out.move = tileName(ev.move.split("@")[0]);
  if (ev.kind === "place" && typeof ev.next_to === "string") out.next_to = tileName(ev.next_to);
  if (ev.kind === "draw" && typeof ev.tile === "string") out.tile = tileName(ev.tile);
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

function figureWords(t, d) {
  const parts = [t("tm.pts.tile", { n: d.value })];
  if (d.figure) parts.push(t(`tm.fig.${d.figure}`, { n: d.bonus }));
  if (d.opening) parts.push(t("tm.fig.opening", { n: d.opening }));
  return parts.join(" + ");
}

/** A place in words ("right of 3-5-5, 2 sides, 11 points (tile 11 + …)"): no coordinates. `ctx`: {t, tn};
 * `d`: the placement's `details`. */
export function placeWords(ctx, d) {
  const { t } = ctx;
  const head = `${whereWords(t, d)}, ${ctx.tn("tm.total", d.points)}`;
  const how = d.figure || d.opening ? ` (${figureWords(t, d)})` : "";
  return head + how + (d.out ? ` — ${t("tm.place.out")}` : "");
}

/** The offered moves of a `state` message in words, one per legal action (null: the action's own words),
 * for the plain list of moves: the terminal's (words.py `move`) — "Place 0‑1‑3 right of 3-5-5, 2 sides,
 * 11 points", "Draw a tile, −5 points"; a tile that fits one cell turned two ways says its corners. The
 * points are in the words, so the list adds none. */
function moves(msg, ctx) {
  const { t, tn } = ctx;
  const legal = msg.legal || [];
  const details = Array.isArray(msg.details) && msg.details.length === legal.length ? msg.details : null;
  if (!details) return null;
  const at = (d) => (d && d.kind === "place" && Array.isArray(d.cell) ? `${d.tile}@${d.cell.join(",")}` : null);
  const cells = details.map(at);
  return details.map((d, i) => {
    if (d && (d.kind === "draw" || d.kind === "pass")) return `${t(`act.triominos.${d.kind}`)}, ${tn("tm.total", d.points)}`;
    // a refereed table's entries (who opens, a rack's total, a tile's points) say their number already
    if (!cells[i]) return action(legal[i], t);
    let head = t("act.triominos.place", { tile: tileName(d.tile) });
    if (cells.some((c, j) => j !== i && c === cells[i])) head += ` (${t("cli.triominos.corners", { corners: d.corners.join("-") })})`;
    return `${head} ${placeWords(ctx, d)}`;
  });
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

export default { variant, action, moves, params, optionShown, decision };
