// Trigono at a companion table (referee mode): the match as it stands, and for each real throw
// the places a puck can end as big buttons in words. Anything rarer (several pucks knocked,
// another plank) is built below them, or typed in the notation. The engine applies the rules.
import { h, put } from "/static/dom.js";
import { effect, headline, named, parseOutcome, sentence } from "./outcome.js";

export const stylesheet = "/games/trigono/referee.css";

function standing(view, ctx) {
  const { t } = ctx;
  const many = view.boards > 1;
  const rows = Array.from({ length: view.players }, (_, p) => h("tr", { class: view.to_move === p ? "moving" : null },
    h("th", { scope: "row" }, h("span", { class: "tg-name" }, ctx.seatMark(p, 16), " ", ctx.nameOf(p)), view.out[p] ? h("span", { class: "tg-out" }, ` — ${t("tg.ref.out")}`) : null),
    h("td", {}, String(view.hands[p])), h("td", {}, String(view.wins[p]))));
  return h("section", { class: "tg-state", "aria-labelledby": "tg-round" },
    h("h3", { id: "tg-round" }, t("tg.ref.round", { round: view.round })),
    h("table", { class: "tg-table" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("tg.ref.seat")), h("th", { scope: "col" }, t("tg.ref.hand")),
        h("th", { scope: "col" }, t("tg.ref.wins")))),
      h("tbody", {}, rows)),
    h("p", { class: "tg-lying" },
      view.on_board.map((n, b) => h("span", {}, many ? t("tg.ref.plankn", { b: b + 1, n }) : t("tg.ref.plank", { n }))),
      h("span", {}, t("tg.ref.ground", { n: view.ground }))),
    view.last ? h("p", { class: "hint" }, t("tg.ref.last", { what: sentence(view.last) || view.last })) : null);
}

/** An outcome's button: where the puck ended, and what that does for the thrower, named (the companion's
 * screen is everyone's: "Seat 2 takes the plank's pucks", never "you take" about another seat). */
function outcomeButton(a, ctx, thrower) {
  const o = parseOutcome(a);
  return h("li", {}, h("button", {
    type: "button", class: ["tg-out-btn", o && o.bounced && "bounce", o && `to-${o.place}`],
    dataset: { action: a, key: `out:${a}` }, "aria-disabled": ctx.pending ? "true" : undefined, on: { click: () => ctx.act(a) },
  }, h("span", { class: "tg-main" }, o ? headline(o) : a), o ? h("span", { class: "tg-sub" }, effect(o, named(ctx, thrower))) : null));
}

/** The rarer outcomes, built from choices: where the thrown puck ended, and what it knocked. */
function builder(view, msg, ctx) {
  const { t } = ctx;
  const own = view.board_of[view.to_move];
  // What was chosen is kept across redraws, not across throws: each throw starts from the thrower's plank.
  if (!ctx.memory.tg || ctx.memory.tg.version !== msg.version) {
    ctx.memory.tg = { version: msg.version, place: "board", plank: own, knocks: {}, text: "", open: ctx.memory.tg && ctx.memory.tg.open };
  }
  const mem = ctx.memory.tg;
  const places = ["board", "ground", "big", "small", ...(view.layout === "hexagon" ? ["jackpot"] : [])];
  const thrown = [...places, ...places.filter((p) => p !== "board" && p !== "ground").map((p) => `bounce ${p}`)];
  const many = view.boards > 1;
  const compose = () => {
    const onPlank = /^(bounce )?(board|big|small)$/.test(mem.place);
    let text = mem.place + (many && onPlank && mem.plank !== own ? String(mem.plank) : "");
    for (const dest of ["ground", "big", "small", "jackpot"]) {
      const n = Number(mem.knocks[dest] || 0);
      if (n > 0) text += `+knock ${n} ${dest}`;
    }
    return text;
  };
  const field = (id, label, input) => h("div", { class: "field" }, h("label", { for: id }, label), input);
  const knockable = view.on_board[own] || 0;
  return h("details", { class: "tg-more", open: mem.open || undefined, on: { toggle: (e) => { mem.open = e.target.open; } } },
    h("summary", {}, t("tg.ref.more")),
    h("form", { class: "tg-build", on: { submit: (e) => { e.preventDefault(); ctx.act(compose()); } } },
      field("tg-place", t("tg.ref.thrown"), h("select", { id: "tg-place", on: { change: (e) => { mem.place = e.target.value; } } },
        thrown.map((p) => h("option", { value: p, selected: p === mem.place }, headline(parseOutcome(p)))))),
      many ? field("tg-plank", t("tg.ref.plankpick"), h("select", { id: "tg-plank", on: { change: (e) => { mem.plank = Number(e.target.value); } } },
        Array.from({ length: view.boards }, (_, b) => h("option", { value: b, selected: b === mem.plank }, t("tg.o.boardn", { n: b + 1 }))))) : null,
      knockable ? h("fieldset", {}, h("legend", {}, t("tg.ref.knocked")),
        ["ground", "big", "small", ...(view.layout === "hexagon" ? ["jackpot"] : [])].map((dest) => field(`tg-k-${dest}`,
          t(`tg.o.into.${dest}`), h("input", { id: `tg-k-${dest}`, type: "number", min: 0, max: knockable, step: 1, inputmode: "numeric",
            value: String(mem.knocks[dest] || 0), on: { change: (e) => { mem.knocks[dest] = Math.max(0, Number.parseInt(e.target.value, 10) || 0); } } })))) : null,
      h("button", { type: "submit", class: "primary", disabled: ctx.pending || undefined }, t("tg.ref.enter"))),
    h("form", { class: "tg-type", on: { submit: (e) => { e.preventDefault(); if (mem.text.trim()) ctx.act(mem.text.trim().toLowerCase()); } } },
      field("tg-text", t("tg.ref.type"), h("div", { class: "link-line" },
        h("input", { id: "tg-text", type: "text", autocomplete: "off", spellcheck: "false", value: mem.text, "aria-describedby": "tg-text-help",
          on: { input: (e) => { mem.text = e.target.value; } } }),
        h("button", { type: "submit", disabled: ctx.pending || undefined }, t("tg.ref.go")))),
      h("small", { id: "tg-text-help", class: "help" }, t("tg.ref.type.help"), " ",
        h("code", { translate: "no" }, "board+knock 2 ground · bounce small · big+knock 1 small")),
      // a typed outcome refused: said here too, beside the field (the page's own line is at its top, out of sight)
      ctx.error && mem.text.trim() ? h("p", { class: "error tg-type-error" }, ctx.error) : null));
}

export function render(el, msg, ctx) {
  const { t } = ctx;
  const view = msg.view;
  const legal = msg.legal || [];
  const mine = ctx.mine && !msg.terminal && legal.length > 0;
  const parts = [standing(view, ctx)];
  if (mine && view.decision === "NEXT_ROUND") {
    const last = view.results[view.results.length - 1];
    parts.push(h("section", { class: "tg-pad" },
      h("p", { class: "tg-decided" }, last >= 0 ? t("tg.ref.won", { round: view.round, ...named(ctx, last) }) : t("tg.ref.draw", { round: view.round })),
      h("p", {}, t("tg.ref.setup")),
      h("button", { type: "button", class: "primary tg-next", dataset: { action: "next", key: "next", autofocus: "" },
        "aria-disabled": ctx.pending ? "true" : undefined, on: { click: () => ctx.act("next") } },
      t("tg.ref.next", { round: view.round + 1, ...named(ctx, view.starter) }))));
  } else if (mine) {
    const name = ctx.nameOf(view.to_move);
    parts.push(h("section", { class: "tg-pad", "aria-labelledby": "tg-where" },
      h("h3", { id: "tg-where" }, t("tg.ref.where", { name })),
      view.decision === "FINAL_THROW" ? h("p", { class: "tg-final" }, t("tg.ref.final", { ...named(ctx, view.to_move) })) : null,
      h("ul", { class: "tg-outcomes", "aria-labelledby": "tg-where" }, legal.map((a) => outcomeButton(a, ctx, view.to_move))),
      builder(view, msg, ctx)));
  }
  put(el, h("div", { class: "tg-ref" }, parts));
}
