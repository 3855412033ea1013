// The generic table: any game is playable the day its engine lands. The legal actions as
// buttons with their notation, and the game's own text rendering.
import { describeAction } from "./common.js";
import { h, put } from "./dom.js";
import { has } from "./i18n.js";

const SHOWN = 60; // buttons drawn at once; a filter finds the others

/** What the game says an action would do (its `details`): the points, a figure, going out. */
function detail(ctx, d) {
  const { t } = ctx;
  const bits = [];
  if (typeof d.points === "number") bits.push(t("table.details.points", { n: d.points > 0 ? `+${d.points}` : String(d.points) }));
  if (typeof d.figure === "string") bits.push(has(`val.${ctx.game}.${d.figure}`) ? t(`val.${ctx.game}.${d.figure}`) : d.figure);
  if (d.out === true) bits.push(t("table.details.out"));
  return bits.length ? h("span", { class: "detail" }, bits.join(" · ")) : null;
}

export function render(el, msg, ctx) {
  const { t } = ctx;
  const memory = ctx.memory;
  const legal = msg.legal || [];
  const details = Array.isArray(msg.details) && msg.details.length === legal.length ? msg.details : null;
  const filter = (memory.filter || "").trim().toLowerCase();
  const all = legal.map((a, i) => ({ a, d: details ? details[i] : null }));
  const matching = filter ? all.filter(({ a }) => a.toLowerCase().includes(filter) || describeAction(ctx.game, a).toLowerCase().includes(filter)) : all;
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
    parts.push(h("ul", { class: "actions", "aria-labelledby": "choices-h" }, matching.slice(0, SHOWN).map(({ a, d }, i) => {
      const words = describeAction(ctx.game, a);
      return h("li", {}, h("button", {
        type: "button", class: "act", dataset: { action: a, key: `act:${a}` }, "aria-disabled": ctx.pending ? "true" : undefined,
        "aria-keyshortcuts": i < 9 ? String(i + 1) : undefined, on: { click: () => ctx.act(a) },
      }, i < 9 ? h("span", { class: "key", "aria-hidden": "true" }, String(i + 1)) : null,
      h("code", {}, a), words !== a ? h("span", { class: "words" }, words) : null, d ? detail(ctx, d) : null));
    })));
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
