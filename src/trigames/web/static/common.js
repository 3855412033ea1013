// Shared by the pages: games and their catalogues, seat badges, names, events in plain words.
import * as api from "./api.js";
import { s } from "./dom.js";
import { addMessages, addResources, has, lang, t, tn } from "./i18n.js";

const bundles = {}; // game id -> its messages.js module (default export), once loaded

export function bundleOf(id) {
  return bundles[id] || null;
}

/** How many play a game here, as the lobby's form offers it: "2–5 players", and for a game without an
 * upper limit the server's own (`table_players` from /api/games: "1 to 8 players here (the game itself
 * has no upper limit)"), never "as many as you like" over a form that stops at 8. */
export function playersText(game) {
  const [min, max] = game.players;
  const top = game.table_players[1];
  if (max !== null && max <= top) return t("lobby.players", { min, max });
  return t(max === null ? "lobby.players.here.open" : "lobby.players.here", { min, max: top });
}

/** The games (from /api/games) with each game's catalogue merged in. */
export async function loadGames() {
  const list = await api.games();
  await Promise.all(list.map((g) => loadMessages(g)));
  return list;
}

export async function loadMessages(game) {
  if (game.id in bundles) return bundles[game.id];
  bundles[game.id] = null;
  if (game.assets && game.assets.messages) {
    // the game's words (web/en.ftl, web/fr.ftl) and its ways of choosing them (web/messages.js)
    const base = `/games/${encodeURIComponent(game.id)}/`;
    const [mod] = await Promise.all([
      import(`${base}messages.js`).catch((e) => console.error(`messages of ${game.id} did not load`, e)),
      addResources(base).catch((e) => console.error(`catalogue of ${game.id} did not load`, e)),
    ]);
    bundles[game.id] = (mod && mod.default) || null;
    addMessages(bundles[game.id]);  // strings a messages.js may still hold as {en, fr} tables
  }
  return bundles[game.id];
}

/** The game's board module (web/board.js), or null: the generic table serves. */
export async function loadBoard(game) {
  if (!game.assets || !game.assets.board) return null;
  try {
    const mod = await import(`/games/${encodeURIComponent(game.id)}/board.js`);
    if (typeof mod.stylesheet === "string" && mod.stylesheet.startsWith("/games/")) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: mod.stylesheet }));
    }
    return mod;
  } catch (e) {
    console.error(`board of ${game.id} did not load`, e);
    return null;
  }
}

export function gameName(game) {
  const key = `game.${game.id || game}.name`;
  return has(key) ? t(key) : game.name || String(game.id || game);
}

export function gameSummary(game) {
  const key = `game.${game.id}.summary`;
  return has(key) ? t(key) : game.summary;
}

// Player colours, each with a shape, so seats are told apart without colour. The colours are the
// Okabe–Ito palette (told apart with the common colour-blindnesses); style.css has them as --seat-1..8
// (lighter where dark mode needs it) and the class seat-N sets --seat to seat N's colour (N from 1).
export const SEAT_COLOURS = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#d55e00", "#56b4e9", "#f0e442", "#555555"];
const SHAPES = [
  "M0,-7 A7,7 0 1 1 0,7 A7,7 0 1 1 0,-7Z",
  "M0,-8 L7.5,6 L-7.5,6Z",
  "M-6.5,-6.5 H6.5 V6.5 H-6.5Z",
  "M0,-8 L8,0 L0,8 L-8,0Z",
  "M0,-8 L2.4,-2.6 L7.8,-2.4 L3.6,1.3 L4.9,7 L0,3.8 L-4.9,7 L-3.6,1.3 L-7.8,-2.4 L-2.4,-2.6Z",
  "M-2.5,-8 H2.5 V-2.5 H8 V2.5 H2.5 V8 H-2.5 V2.5 H-8 V-2.5 H-2.5Z",
  "M-4,-7 H4 L8,0 L4,7 H-4 L-8,0Z",
  "M0,-8 L7.6,-2.5 L4.7,6.5 H-4.7 L-7.6,-2.5Z",
];

/** A small SVG mark for a seat: its colour and its shape (named for screen readers by the caller). */
export function seatMark(seat, size = 18) {
  const i = ((seat % SHAPES.length) + SHAPES.length) % SHAPES.length;
  return s("svg", { class: `seat-mark seat-${i + 1}`, width: size, height: size, viewBox: "-9.5 -9.5 19 19", "aria-hidden": "true", focusable: "false" },
    s("path", { d: SHAPES[i], fill: SEAT_COLOURS[i], stroke: "#000", "stroke-width": 1 }));
}

export function seatShapeName(seat) {
  return t(`seat.shape.${seat % SHAPES.length}`);
}

// Bot strengths as agent parameters; "normal" is each agent's own default.
export const STRENGTHS = {
  mcts: { easy: "iterations=100", normal: "", strong: "iterations=1000" },
  "spiel-mcts": { easy: "simulations=40", normal: "", strong: "simulations=400" },
  "spiel-ismcts": { easy: "simulations=40", normal: "", strong: "simulations=400" },
};

export function agentLabel(spec) {
  const [name, ...params] = String(spec || "").split(":");
  const base = has(`agent.${name}`) ? t(`agent.${name}`) : name;
  if (!params.length) return base;
  const strengths = STRENGTHS[name] || {};
  const level = Object.keys(strengths).find((k) => strengths[k] === params.join(":"));
  return level ? `${base}, ${t(`lobby.strength.${level}`)}` : `${base} (${params.join(", ")})`;
}

/** How a seat is called on screen: its display name, its bot, or "Seat n". */
export function seatName(seats, seat) {
  const row = seats && seats[seat];
  if (!row) return t("table.seat", { n: seat + 1 });
  // A bot, or an uploaded record's seat that a bot played: called by its agent's name ("Beginner").
  const bot = (x) => (x.kind === "bot" || (x.kind === "record" && x.agent)) && (!x.name || x.name === x.agent);
  if (bot(row)) {
    // Two bots of one kind must not share a name: the seat number tells them apart.
    const same = seats.filter((x) => bot(x) && x.agent === row.agent).length;
    return same > 1 ? `${agentLabel(row.agent)} ${seat + 1}` : agentLabel(row.agent);
  }
  return row.name || t("table.seat", { n: seat + 1 });
}

const PLAYER_KEYS = new Set(["seat", "rock", "tree_to", "seizer", "first", "starter", "winner"]);

function value(game, v) {
  if (typeof v === "string") return has(`val.${game}.${v}`) ? t(`val.${game}.${v}`) : v;
  if (typeof v === "number") return Number.isInteger(v) ? v : v.toFixed(2);  // a count selects its plural
  if (Array.isArray(v)) return v.length ? v.map((x) => value(game, x)).join(", ") : t("ev.none");
  if (typeof v === "boolean") return t(v ? "lobby.yes" : "lobby.no");
  return "";
}

/** One event in plain words, as the catalogue words it for this game (null: not worth a line).
 * `you`: the seat of the person reading (a seated player, or the seat a replay's browser played; not a
 * spectator): an event about it is said in the second person ("You draw a bear", "Vous piochez un ours"): the message selects on
 * `$you` ("yes" when one of the event's seats, or a winner, is the reader's). The terminal makes the
 * same choice (trigames.core.catalogue.event_message, `me`). */
export function describeEvent(game, ev, seats, you = null) {
  const params = {};
  const mine = (v) => Number.isInteger(you) && v === you;
  let yours = false;
  for (const [k, v] of Object.entries(ev)) {
    if (PLAYER_KEYS.has(k) && typeof v === "number") {
      params[k] = v < 0 ? t("ev.nobody") : seatName(seats, v);
      yours = yours || mine(v);
    } else if (k === "outcome" && v && (Array.isArray(v.winners) || Array.isArray(v.ranks))) {
      const winners = Array.isArray(v.winners) ? v.winners : v.ranks.flatMap((r, p) => (r === 1 ? [p] : []));
      params.winners = winners.map((w) => (mine(w) ? t("ev.you") : seatName(seats, w))).join(", ");
      yours = yours || winners.some(mine);
      params.winners_count = winners.length; // "Winner" or "Winners"
      for (const [dk, dv] of Object.entries(v.details || {})) if (!(dk in params)) params[dk] = value(game, dv);
    } else {
      params[k] = value(game, v);
    }
  }
  params.you = yours ? "yes" : "no";
  const bundle = bundles[game];
  const variant = bundle && typeof bundle.variant === "function" ? bundle.variant(ev) : null;
  if (variant === "hide") return null;
  if (bundle && typeof bundle.params === "function") bundle.params(ev, params, lang());
  for (const key of [variant && `ev.${game}.${ev.kind}.${variant}`, `ev.${game}.${ev.kind}`]) {
    if (key && has(key)) return t(key, params);
  }
  return t("ev.unknown", { kind: ev.kind });
}

/** An action's notation in words, when the game's catalogue knows how to say it (`events`: what the
 * move did, when known, e.g. a replay's step: Tricérata tells a pick-up from a sowing by them, Trigono
 * says where the thrown puck went; `seats`: the table's seats, to name who moved; `you`: the seat of the
 * person reading, in a replay of a game this browser played: a move of theirs said to them, "You throw…"). */
export function describeAction(game, notation, events = null, seats = null, you = null) {
  const bundle = bundles[game];
  if (bundle && typeof bundle.action === "function") {
    const name = seats ? (i) => seatName(seats, i) : null;
    const words = bundle.action(notation, t, lang(), events, name, you);
    if (words) return words;
  }
  return notation;
}

/** A seat's score in the game's own words when it is not points ("1 round won", "12 stones in store"),
 * else null (the caller shows the number): the table's players and the replay's scores say it alike. */
export function scoreWords(game, x, players) {
  if (!Number.isInteger(x)) return null;
  const bundle = bundles[game];
  const own = bundle && typeof bundle.score === "function" ? bundle.score(x, players) : null;
  if (own) return tn(own.key, own.n);
  return has(`pts.${game}.one`) ? tn(`pts.${game}`, x) : null;
}

export function errorText(err) {
  const code = err && err.code;
  const message = (err && err.message) || String(err);
  if (code && has(`err.${code}`)) {
    const text = t(`err.${code}`, { message });
    // The server's detail is English; in English it is the clearer line.
    if (lang() === "en" && !text.includes(message) && ["illegal", "bad_name", "not_your_turn"].includes(code)) {
      return `${text} ${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
    }
    return text;
  }
  return t("err.unknown", { message });
}

/** Why a result is what it is, in words, when the game says it (Triqueta: a tie on points broken by
 * the most animal tokens, or shared). `name(seat)`: a seat as a sentence says it; `you`: the reader's. */
export function resultWhy(game, result, name, you = null) {
  const bundle = bundles[game];
  if (!result || !bundle || typeof bundle.why !== "function") return null;
  try {
    return bundle.why(result, { t, name, you }) || null;
  } catch (e) {
    console.error(e);
    return null;
  }
}

/** Names of the winners of a result ({winners: [...]}) in words. */
export function winnersText(result, seats) {
  if (!result || !Array.isArray(result.winners)) return t("table.over");
  const names = result.winners.map((w) => seatName(seats, w));
  return names.length === 1 ? t("table.winner", { names: names[0] }) : t("table.winners", { names: names.join(", ") });
}
