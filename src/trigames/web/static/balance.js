// The lobby's note on a variant: its typical length for people and any notable advantage of the
// turn order, from the balance report shipped in the package (balance.json, docs/balance.md).
import { h, put } from "./dom.js";
import { addResources, t } from "./i18n.js";

let loaded = null;
function load() {
  loaded ??= Promise.all([
    fetch("/static/balance.json").then((r) => (r.ok ? r.json() : { games: {} })).catch(() => ({ games: {} })),
    addResources("/static/i18n/balance."),
  ]).then(([report]) => report);
  return loaded;
}

const same = (a, b) => String(a ?? "none") === String(b ?? "none");

// Options that only say which seat plays first: the report counts places in the turn order, the
// same whichever seat takes the first place.
const SEATING = new Set(["first_player"]);

/** The measured variant with these players and options, if any. */
export function findVariant(report, game, players, options) {
  const values = { ...Object.fromEntries(game.options.map((o) => [o.name, o.default])), ...options };
  return (report.games[game.id] || []).find((v) => v.players === players &&
    Object.entries(v.options).every(([k, x]) => SEATING.has(k) || same(values[k], x)));
}

function sentences(v) {
  const minutes = v.minutes < 10 ? Math.max(1, Math.round(v.minutes)) : 5 * Math.round(v.minutes / 5);
  const out = [t("balance.length", { minutes, players: v.players })];
  // An advantage says how many games it rests on and how sure that is (the 95 % interval): "88 % of
  // 40 games" alone read as a verdict on the board, when 40 games only say "likely 74 to 95 %".
  const n = v.notable;
  if (n) {
    const [low, high] = (n.ci95 || [n.share, n.share]).map((x) => Math.round(100 * x));
    out.push(t("balance.advantage", { place: n.position, share: Math.round(100 * n.share), fair: Math.round(100 * n.fair), games: v.games, low, high }));
  } else out.push(t("balance.source", { games: v.games }));
  return out.join(" ");
}

/** A line under the player count, kept up to date as the form's options change. */
export function balanceNote(game, form) {
  const el = h("p", { class: "help balance-note", "aria-live": "polite" });
  const refresh = () => load().then((report) => {
    const v = findVariant(report, game, form.players, form.options);
    put(el, v ? sentences(v) : "");
    el.hidden = !v;
  });
  el.hidden = true;
  refresh();
  // an option's own handler updates form.options first; the change reaches the document after
  const changed = () => (el.isConnected ? refresh() : document.removeEventListener("change", changed));
  document.addEventListener("change", changed);
  return el;
}
