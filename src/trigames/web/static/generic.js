// The generic table: any game is playable the day its engine lands. The legal actions as
// buttons in the game's words (its notation only where it has none), and its own text rendering.
import { bundleOf, describeAction } from "./common.js";
import { h, put } from "./dom.js";
import { has } from "./i18n.js";

const SHOWN = 60; // buttons drawn at once; a filter finds the others

/** What the game says an action would do (its `details`): the points, a figure, going out. */
function detail(ctx, d) {
  const { t } = ctx;
  const bits = [];
  // the sign outside the message: "+1" as text would pick the plural ("+1 points")
  if (typeof d.points === "number") bits.push(`${d.points > 0 ? "+" : ""}${t("table.details.points", { n: d.points })}`);
  if (typeof d.figure === "string") bits.push(has(`val.${ctx.game}.${d.figure}`) ? t(`val.${ctx.game}.${d.figure}`) : d.figure);
  if (d.out === true) bits.push(t("table.details.out"));
  return bits.length ? h("span", { class: "detail" }, bits.join(" · ")) : null;
}

/** Each offered move in words: the game's `moves(msg, ctx)` (messages.js: words that need the whole
 * state, e.g. where a tile goes and what it scores; `full`: they say the details too), else its
 * `action` words. The notation is for programs and records, never shown while the game has words
 * for a move (a newcomer read `take R2`, `3-5-5@U(0,0)/r0`). */
function wordsOf(msg, ctx, legal) {
  const bundle = bundleOf(ctx.game);
  let said = null;
  if (bundle && typeof bundle.moves === "function") {
    try {
      said = bundle.moves(msg, ctx);
    } catch (e) {
      console.error(e);
    }
  }
  return legal.map((a, i) => {
    const own = Array.isArray(said) && typeof said[i] === "string" && said[i] ? said[i] : null;
    const words = own || describeAction(ctx.game, a);
    return { words, full: !!own, notation: words === a };
  });
}

/** Text as a filter compares it: lower case, no accents, a no-break hyphen or space as a plain one. */
const folded = (x) => x.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/\u2011/g, "-").replace(/[\u00a0\u202f]/g, " ").toLowerCase();

export function render(el, msg, ctx) {
  const { t } = ctx;
  const memory = ctx.memory;
  const legal = msg.legal || [];
  const details = Array.isArray(msg.details) && msg.details.length === legal.length ? msg.details : null;
  const filter = folded((memory.filter || "").trim());
  const said = wordsOf(msg, ctx, legal);
  const all = legal.map((a, i) => ({ a, d: details ? details[i] : null, ...said[i] }));
  const matching = filter ? all.filter(({ words }) => folded(words).includes(filter)) : all;
  const parts = [];
  if (ctx.mine && legal.length) {
    parts.push(h("h2", { id: "choices-h" }, t("table.actions")));
    if (legal.length > 12) {
      parts.push(h("div", { class: "field" },
        h("label", { for: "filter" }, t("table.actions.filter")),
        h("input", { id: "filter", type: "search", value: memory.filter || "", dataset: { key: "filter" }, autocomplete: "off",
          on: { input: (e) => { memory.filter = e.target.value; ctx.redraw(); } } })));
    }
    parts.push(h("p", { class: "hint" }, t("table.actions.keys")));
    parts.push(h("ul", { class: "actions", "aria-labelledby": "choices-h" }, matching.slice(0, SHOWN).map(({ a, d, words, full, notation }, i) =>
      h("li", {}, h("button", {
        type: "button", class: "act", dataset: { action: a, key: `act:${a}` }, "aria-disabled": ctx.pending ? "true" : undefined,
        "aria-keyshortcuts": i < 9 ? String(i + 1) : undefined, on: { click: () => ctx.act(a) },
      }, i < 9 ? h("span", { class: "key", "aria-hidden": "true" }, String(i + 1)) : null,
      // a game without words for a move (a new engine) still shows something to choose: its notation
      notation ? h("code", { translate: "no" }, a) : h("span", { class: "words" }, words), d && !full ? detail(ctx, d) : null)))));
    if (matching.length > SHOWN) parts.push(h("p", { class: "hint" }, t("table.actions.more", { n: matching.length - SHOWN })));
  } else if (ctx.mine && !msg.terminal) {
    parts.push(h("p", { class: "hint" }, t("table.actions.none")));
  }
  if (typeof msg.text === "string") {
    parts.push(h("h2", { id: "text-h" }, t("table.text")),
      h("pre", { class: "game-text", lang: msg.text_lang || "en", tabindex: "0", role: "region", "aria-labelledby": "text-h" }, msg.text));
  }
  put(el, ...parts);
}
