// The table companion: keep score of a game played with the real box around one screen. Every
// seat is a person; whoever is to move enters what happened; Undo takes back the last move.
// The lobby's form lives in lobby.js, the table's parts in table.js: this module holds what
// they share — which games can be kept, their words, the undo key, the head of the table.
import { h } from "./dom.js";
import { has, signed, t } from "./i18n.js";

/** A game can be kept by hand when the server says so: `game.companion` (from /api/games) holds the
 * options under which every outcome is entered at the table; null means it cannot. */
export function keepable(game) {
  return game.companion !== null && game.companion !== undefined;
}

/** Options that mean nothing when the outcomes come from the real table (Trigono: the simulation's). */
const IDLE = { trigono: new Set(["skill", "skills"]) };

export function optionUsed(game, option, advanced) {
  const forced = game.companion && option.name in game.companion;  // set by the companion itself
  return !advanced && !forced && !(IDLE[game.id] && IDLE[game.id].has(option.name));
}

// Its words (comp.*) are in the core catalogue, static/i18n/en.ftl and fr.ftl.

/** The heading that says who is to enter a move: "Seat 2 (Bob): enter the move". A game may say what
 * a decision of its own asks for (`comp.enter.GAME.DECISION`, with `$n`, `$name` or "none": Triominos' draw-off is no
 * seat's move: "Enter who won the draw-off"). */
export function enterLine(seats, seat, game, decision) {
  const row = (seats && seats[seat]) || {};
  const own = game && decision ? `comp.enter.${game}.${decision}` : null;
  if (own && has(own)) return t(own, { n: seat + 1, name: row.name || "none" });
  return row.name ? t("comp.enter", { n: seat + 1, name: row.name }) : t("comp.enter.seat", { n: seat + 1 });
}

/** Ctrl+Z (⌘Z) outside a text field: the undo key. */
export function isUndoKey(e) {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "z";
}

/** The companion's tools under the status line: the score, and Undo. */
export function tools(msg, { game, nameOf, seatMark, pending, notice, undo }) {
  const scores = (msg && msg.scores) || [];
  const canUndo = !!msg && msg.version > 0 && !pending;
  return [
    h("p", { class: "comp-score", id: "comp-score" }, h("span", { class: "comp-score-h" }, `${has(`comp.score.${game}`) ? t(`comp.score.${game}`) : t("comp.score")} `),
      scores.map((x, i) => h("span", { class: "comp-score-item" }, seatMark(i, 14), " ", nameOf(i), " ",
        h("strong", {}, signed(Number.isInteger(x) ? String(x) : x.toFixed(1)))))),
    h("div", { class: "comp-tools" },
      h("button", { type: "button", id: "undo", class: "undo", "aria-keyshortcuts": "Control+Z", disabled: !canUndo,
        on: { click: undo } }, "↶ ", t("comp.undo"), h("span", { class: "hint kbd" }, ` (${t("comp.undo.keys")})`)),
      h("span", { class: "comp-notice", role: "status" }, notice || "")),
  ];
}
