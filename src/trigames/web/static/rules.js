// A game's rules page (/rules/{game}): the rules as the rule book says them, for a person, with
// pictures drawn by the game's own board (web/board.js, read-only) from real positions
// (web/pictures.json, made from the engine by `python -m trigames.web.pictures`). The words are
// Fluent files of their own: static/i18n/rules.{en,fr}.ftl and each game's web/rules.{en,fr}.ftl.
import { gameName, loadBoard, loadGames, playersText, seatMark, seatName } from "./common.js";
import { h, put } from "./dom.js";
import { addResources, lang, t, tn } from "./i18n.js";

const STYLESHEET = "/static/rules.css";

// Each page: sections in order. A section is [id, ...blocks]; its heading is `rules.GAME.ID`.
// A block is a paragraph key ("p1" → `rules.GAME.ID.p1`), {ul: [...]} or {ol: [...]} (list item
// keys), {pic: "name"} (a picture: caption `rules.GAME.pic.NAME`, text alternative
// `rules.GAME.pic.NAME.alt`) or {options: [...]} (the lobby's options: their own label
// `opt.GAME.NAME`, and what they change `rules.GAME.opt.NAME`).
export const PAGES = {
  triqueta: [
    ["goal", "p1", "p2"],
    ["setup", "p1", { ol: ["s1", "s2", "s3", "s4"] }, { pic: "setup" }],
    ["turn", "p1", { ul: ["draw", "take"] }, "p2", { pic: "draw" }, { pic: "take" }, "p3", { pic: "last" }],
    ["round", "p1", "p2", "p3"],
    ["scoring", "p1", "p2", { ul: ["n0", "n1", "n2", "n3", "n4"] }, "p3", "example",
      { ul: ["ex1", "ex2", "ex3", "ex4", "ex5", "ex6", "ex7"] }, "total", { pic: "end" }, "p4"],
    ["options", { options: ["first_player", "auto_reveal", "choose_tower", "referee"] }],
  ],
  triominos: [
    ["goal", "p1", "p2"],
    ["setup", "p1", { ol: ["s1", "s2", "s3", "s4"] }, { pic: "setup" }],
    ["turn", "p1", { ul: ["side", "corners"] }, "p2", { pic: "turn" }],
    ["draw", "p1", "p2", "p3"],
    ["bonus", "p1", { ul: ["bridge", "hexagon", "double", "triple"] }, "p2", { pic: "bonus" }],
    ["end", "p1", "p2", "p3", { pic: "end" }],
    ["options", { options: ["target", "fixed_rounds", "classic_opening", "first_player", "referee", "score_pad"] }],
  ],
  tricerata: [
    ["goal", "p1", "p2"],
    ["setup", "p1", { ol: ["s1", "s2", "s3"] }, { pic: "setup" }],
    ["turn", "p1", { ol: ["pick", "sow", "again", "last"] }, { pic: "sow" }],
    ["capture", "p1", { ul: ["take", "seize"] }, { pic: "capture" }, "p2", "p3"],
    ["end", "p1", "p2", { pic: "end" }],
    ["options", { options: ["geometry", "rows", "stones", "first_player", "sudden_death", "max_sowings_per_turn"] }],
  ],
  trigono: [
    ["goal", "p1", "p2"],
    ["setup", { ol: ["s1", "s2", "s3", "s4"] }, { pic: "setup" }],
    ["turn", "p1", "p2", { ul: ["lies", "big", "small", "empty"] }, "p3", { pic: "lying" }, { pic: "collect" }],
    ["end", "p1", "p2", "p3", { pic: "end" }],
    ["options", { options: ["pucks_per_player", "first_player", "layout", "skill", "referee"] }],
  ],
};

/** Every catalogue key a page uses (the tests check both languages have them all). */
export function keysOf(gameId) {
  const keys = ["rules.title", "rules.intro", "rules.contents", "rules.back", "rules.learn", "rules.picture", "rules.players"];
  for (const [id, ...blocks] of PAGES[gameId] || []) {
    keys.push(`rules.${gameId}.${id}`);
    for (const b of blocks) {
      if (typeof b === "string") keys.push(`rules.${gameId}.${id}.${b}`);
      else if (b.ul || b.ol) keys.push(...(b.ul || b.ol).map((k) => `rules.${gameId}.${id}.${k}`));
      else if (b.pic) keys.push(`rules.${gameId}.pic.${b.pic}`, `rules.${gameId}.pic.${b.pic}.alt`);
      else if (b.options) b.options.forEach((o) => keys.push(`opt.${gameId}.${o}`, `rules.${gameId}.opt.${o}`));
    }
  }
  return keys;
}

const once = new Map(); // a catalogue is added once, however often the page is mounted
function loaded(base) {
  if (!once.has(base)) once.set(base, addResources(base).catch((e) => console.error(`${base}*.ftl did not load`, e)));
  return once.get(base);
}

export async function mount(main, gameId) {
  if (!document.querySelector(`link[href="${STYLESHEET}"]`)) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: STYLESHEET }));
  }
  const games = await loadGames();
  const game = games.find((g) => g.id === gameId);
  if (game && PAGES[gameId]) {
    await Promise.all([loaded("/static/i18n/rules."), loaded(`/games/${encodeURIComponent(gameId)}/rules.`)]);
  }
  if (!game || !PAGES[gameId]) {
    const render = () => put(main, h("p", {}, t("app.notfound")), h("p", {}, h("a", { href: "/" }, t("app.back"))));
    render();
    return { render };
  }
  const [board, pictures] = await Promise.all([loadBoard(game), fetch(`/games/${encodeURIComponent(gameId)}/pictures.json`)
    .then((r) => (r.ok ? r.json() : null)).catch(() => null)]);

  function picture(name) {
    const msg = pictures && pictures.pictures && pictures.pictures[name];
    const caption = t(`rules.${gameId}.pic.${name}`);
    const alt = t(`rules.${gameId}.pic.${name}.alt`);
    const inner = h("div", { class: "board-inner", inert: true });
    if (board && msg) {
      const seats = msg.seats || [];
      // Read-only: nobody acts, nothing animates; each picture keeps its own memory.
      const memory = { options: pictures.options || {} };
      const ctx = { t, tn, lang: lang(), game: gameId, memory, pending: false, mine: false, seat: msg.seat, seats,
        nameOf: (i) => seatName(seats, i), seatMark, act: () => {}, redraw: () => {}, replay: true, events: msg.events || [] };
      try {
        board.render(inner, msg, ctx);
      } catch (e) {
        console.error(`picture ${name} of ${gameId}`, e);
      }
    }
    return h("figure", { class: "rules-figure", dataset: { picture: name } },
      h("div", { class: ["rules-pic", `rules-pic-${gameId}`], role: "img", "aria-label": alt }, inner),
      h("figcaption", {}, h("span", { class: "rules-fig-label" }, t("rules.picture")), " ", caption));
  }

  function optionList(names) {
    const known = new Set((game.options || []).map((o) => o.name));
    return h("dl", { class: "rules-options" }, names.filter((o) => known.has(o)).map((o) => [
      h("dt", {}, t(`opt.${gameId}.${o}`)), h("dd", {}, t(`rules.${gameId}.opt.${o}`))]));
  }

  function block(id, b) {
    const key = (k) => `rules.${gameId}.${id}.${k}`;
    if (typeof b === "string") return h("p", {}, t(key(b)));
    if (b.ul) return h("ul", {}, b.ul.map((k) => h("li", {}, t(key(k)))));
    if (b.ol) return h("ol", {}, b.ol.map((k) => h("li", {}, t(key(k)))));
    if (b.pic) return picture(b.pic);
    if (b.options) return optionList(b.options);
    return null;
  }


  function render() {
    const name = gameName(game);
    document.title = `${t("rules.title", { game: name })} — ${t("app.title")}`;
    const sections = PAGES[gameId];
    const links = () => h("p", { class: "rules-links" },
      h("a", { href: "/" }, t("rules.back")),
      h("a", { href: `/learn/${gameId}` }, t("rules.learn", { game: name })));
    put(main, h("article", { class: "rules-page", dataset: { game: gameId }, lang: lang() },
      h("h1", {}, t("rules.title", { game: name })),
      h("p", { class: "rules-meta" }, t("rules.players", { players: playersText(game) })),
      links(),
      h("nav", { class: "rules-toc", "aria-labelledby": "rules-toc-h" },
        h("h2", { id: "rules-toc-h" }, t("rules.contents")),
        h("ol", {}, sections.map(([id]) => h("li", {}, h("a", { href: `#rules-${id}` }, t(`rules.${gameId}.${id}`)))))),
      sections.map(([id, ...blocks]) => h("section", { id: `rules-${id}`, class: "rules-section", "aria-labelledby": `rules-${id}-h` },
        h("h2", { id: `rules-${id}-h` }, t(`rules.${gameId}.${id}`)), blocks.map((b) => block(id, b)))),
      h("p", { class: "rules-intro hint" }, t("rules.intro")),
      links()));
  }

  render();
  // An address with #rules-SECTION opens at that section.
  if (location.hash.startsWith("#rules-")) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  return { render };
}
