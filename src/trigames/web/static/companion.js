// The table companion: keep score of a game played with the real box around one screen. Every
// seat is a person; whoever is to move enters what happened; Undo takes back the last move.
// The lobby's form lives in lobby.js, the table's parts in table.js: this module holds what
// they share — which games can be kept, their words, the undo key, the head of the table.
import { h } from "./dom.js";
import { addMessages, has, t } from "./i18n.js";

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

addMessages({
  en: {
    "comp.lobby": "Keep score of a game played with the real box",
    "comp.lobby.help": "Play with your own pieces around one screen: enter each move as it happens; the rules, the checks and the scores are done for you.",
    "comp.lobby.game": "Keep score: {game}",
    "comp.new": "Keep score: {game}",
    "comp.names": "Players' names",
    "comp.name": "Name of seat {n}",
    "comp.name.placeholder": "Seat {n}",
    "comp.start": "Start keeping score",
    "comp.who": "Table companion: enter each move made with the real box. Undo takes back the last one.",
    "comp.enter": "Seat {n} ({name}): enter the move",
    "comp.enter.seat": "Seat {n}: enter the move",
    "comp.undo": "Undo the last move",
    "comp.undo.keys": "Ctrl+Z",
    "comp.undone": "The last move was taken back.",
    "comp.nothing": "No move to take back yet.",
    "comp.score": "Score",
    "comp.links": "Pause and share",
    "comp.link.continue": "Link to continue this game on another device",
    "comp.link.here": "To pause, just close the page: this browser remembers the game (see “Your recent games”).",
    "comp.share": "Link to the summary (replay)",
    "comp.tag": "kept with the real box",
    "err.no_undo": "Nothing to take back.",
  },
  fr: {
    "comp.lobby": "Compter les points d’une partie avec la vraie boîte",
    "comp.lobby.help": "Jouez avec vos propres pièces autour d’un seul écran : saisissez chaque coup au fil de la partie ; les règles, les vérifications et le décompte des points sont faits pour vous.",
    "comp.lobby.game": "Compter les points : {game}",
    "comp.new": "Compter les points : {game}",
    "comp.names": "Noms des joueurs",
    "comp.name": "Nom de la place {n}",
    "comp.name.placeholder": "Place {n}",
    "comp.start": "Commencer à compter",
    "comp.who": "Compagnon de table : saisissez chaque coup joué avec la vraie boîte. Annuler reprend le dernier.",
    "comp.enter": "Place {n} ({name}) : saisissez le coup",
    "comp.enter.seat": "Place {n} : saisissez le coup",
    "comp.undo": "Annuler le dernier coup",
    "comp.undo.keys": "Ctrl+Z",
    "comp.undone": "Le dernier coup a été repris.",
    "comp.nothing": "Aucun coup à reprendre pour l’instant.",
    "comp.score": "Score",
    "comp.links": "Pause et partage",
    "comp.link.continue": "Lien pour continuer cette partie sur un autre appareil",
    "comp.link.here": "Pour faire une pause, fermez simplement la page : ce navigateur garde la partie (voir « Vos parties récentes »).",
    "comp.share": "Lien vers le résumé (relecture)",
    "comp.tag": "jouée avec la vraie boîte",
    "err.no_undo": "Rien à reprendre.",
  },
});

/** The heading that says who is to enter a move: "Seat 2 (Bob): enter the move". */
export function enterLine(seats, seat) {
  const row = (seats && seats[seat]) || {};
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
        h("strong", {}, Number.isInteger(x) ? String(x) : x.toFixed(1))))),
    h("div", { class: "comp-tools" },
      h("button", { type: "button", id: "undo", class: "undo", "aria-keyshortcuts": "Control+Z", disabled: !canUndo,
        on: { click: undo } }, "↶ ", t("comp.undo"), h("span", { class: "hint" }, ` (${t("comp.undo.keys")})`)),
      h("span", { class: "comp-notice", role: "status" }, notice || "")),
  ];
}
