// The generic table: any game is playable the day its engine lands. The legal actions as
// buttons with their notation, and the game's own text rendering.
import { describeAction } from "./common.js";
import { h, put } from "./dom.js";

const SHOWN = 60; // buttons drawn at once; a filter finds the others

export function render(el, msg, ctx) {
  const { t } = ctx;
  const memory = ctx.memory;
  const legal = msg.legal || [];
  const filter = (memory.filter || "").trim().toLowerCase();
  const matching = filter ? legal.filter((a) => a.toLowerCase().includes(filter) || describeAction(ctx.game, a).toLowerCase().includes(filter)) : legal;
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
    parts.push(h("ul", { class: "actions", "aria-labelledby": "choices-h" }, matching.slice(0, SHOWN).map((a, i) => {
      const words = describeAction(ctx.game, a);
      return h("li", {}, h("button", {
        type: "button", class: "act", dataset: { action: a, key: `act:${a}` }, "aria-disabled": ctx.pending ? "true" : undefined,
        "aria-keyshortcuts": i < 9 ? String(i + 1) : undefined, on: { click: () => ctx.act(a) },
      }, i < 9 ? h("span", { class: "key", "aria-hidden": "true" }, String(i + 1)) : null,
      h("code", {}, a), words !== a ? h("span", { class: "words" }, words) : null));
    })));
    if (matching.length > SHOWN) parts.push(h("p", { class: "hint" }, t("table.actions.more", { n: matching.length - SHOWN })));
  } else if (ctx.mine && !msg.terminal) {
    parts.push(h("p", { class: "hint" }, t("table.actions.none")));
  }
  if (typeof msg.text === "string") {
    parts.push(h("h2", { id: "text-h" }, t("table.text")),
      h("pre", { class: "game-text", lang: "en", tabindex: "0", "aria-labelledby": "text-h" }, msg.text));
  }
  put(el, ...parts);
}
