// The lobby: a new table first (each game once, at the top: its picture and name to play it, its rules,
// its guided first game, keeping score of a real box; the form under them, in sight without scrolling),
// the open tables, your recent games, records. (Each game was shown twice: these buttons, and a card
// further down with the same picture, its rules and a second "Play" button.)
import * as api from "./api.js";
import { balanceNote } from "./balance.js";
import * as companion from "./companion.js";
import { agentLabel, bundleOf, errorText, gameName, gameSummary, loadGames, playersText, seatMark, seatName, STRENGTHS } from "./common.js";
import { h, put } from "./dom.js";
import { has, t } from "./i18n.js";
import * as local from "./local.js";

const LEVELS = ["beginner", "club", "expert", "master"]; // what a person chooses a bot by, weakest first

/** The bot a new seat gets: the beginner level (fast everywhere), else the game's own default. */
function firstBot(g) {
  return g.agents.includes(LEVELS[0]) ? LEVELS[0] : g.default_agent;
}

/** What a bot does, in a sentence ("Plays fast and makes mistakes…"): a game may say it its own
 * way (`bot-about-trigono-club`: a Trigono level is a steadier or shakier aim), else in the words
 * every game shares. */
function botAbout(agent, game) {
  for (const key of [`bot.about.${game}.${agent}`, `bot.about.${agent}`]) if (has(key)) return t(key);
  return "";
}

export async function mount(main) {
  const games = await loadGames();
  const state = { games, form: null, open: [], recent: [], error: "", name: local.savedName() };
  // Each part is redrawn alone, so a list arriving late never resets the form being filled.
  const slots = { start: h("div"), form: h("div"), open: h("div"), recent: h("div"), upload: h("div") };
  put(main, h("div", { class: "lobby" }, Object.values(slots)));
  const parts = {
    start: () => [h("p", { class: "tagline" }, t("app.tagline")), startSection()],
    form: () => (state.form ? createForm(state.form) : null),
    open: () => openSection(),
    recent: () => recentSection(),
    upload: () => uploadSection(),
  };

  function render(only) {
    const focused = document.activeElement && document.activeElement.id;
    document.title = `${t("app.title")} — ${t("app.lobby")}`;
    for (const name of only ? [only] : Object.keys(parts)) put(slots[name], parts[name]());
    if (focused && document.activeElement === document.body) focusById(focused);
  }

  /** The way in, at the top: each game once, as a card — its picture and name (the button that opens
   * the form under the cards), what it is (wide screens; the form says it too), then its rules, its
   * guided first game and, for a game that can be played with its real box, keeping its score. */
  function startSection() {
    const chosen = state.form ? state.form.game.id : null;
    const keeps = games.some(companion.keepable);
    return h("section", { class: "start", "aria-labelledby": "start-h" },
      h("h1", { id: "start-h" }, t("lobby.start")),
      h("p", { class: "lobby-start-help" }, t("lobby.start.help")),
      h("ul", { class: "start-games" }, games.map((g) => gameCard(g, chosen === g.id && !state.form.companion, chosen === g.id && state.form.companion))),
      keeps ? h("p", { class: "hint comp-note" }, t("comp.lobby.note")) : null);
  }

  function gameCard(g, playing, keeping) {
    const id = encodeURIComponent(g.id);
    const name = gameName(g);
    const picture = h("span", { class: "start-picture", "aria-hidden": "true" });
    picture.append(h("img", { src: `/games/${id}/picture.svg`, alt: "", width: 160, height: 90,
      on: { error: () => picture.classList.add("missing") } }));
    return h("li", { class: ["game-card", (playing || keeping) && "chosen"], dataset: { game: g.id } },
      h("button", { type: "button", class: ["start-game", playing && "chosen"], dataset: { play: g.id },
        "aria-pressed": playing ? "true" : "false", "aria-label": t("lobby.play", { game: name }), on: { click: () => openForm(g) } },
      picture, h("span", { class: "start-name" }, name)),
      h("p", { class: "start-summary" }, gameSummary(g)),
      // a phone shows the game in a few words under its name (the summary comes with the form)
      has(`lobby.tagline.${g.id}`) ? h("p", { class: "start-tagline" }, t(`lobby.tagline.${g.id}`)) : null,
      h("p", { class: "game-links" },
        h("a", { href: `/rules/${id}`, dataset: { rules: g.id }, "aria-label": t("lobby.rules.label", { game: name }) }, t("lobby.rules")),
        h("a", { href: `/learn/${id}`, dataset: { learn: g.id }, "aria-label": t("lobby.learn.label", { game: name }) }, t("lobby.learn")),
        companion.keepable(g) ? h("button", { type: "button", class: "keep-score", dataset: { companion: g.id },
          "aria-pressed": keeping ? "true" : "false", "aria-label": t("comp.lobby.game", { game: name }),
          on: { click: () => openForm(g, true) } }, t("comp.lobby.keep")) : null));
  }

  /** What the chosen game is, under the form's heading: its summary, its players, what is hidden. */
  function aboutGame(g) {
    return h("p", { class: "game-about hint" }, gameSummary(g), " ", playersText(g),
      " · ", t(g.hidden_information ? "lobby.hidden" : "lobby.public"));
  }

  function openForm(game, kept = false) {
    const players = game.default_players;
    state.form = { game, players, options: {}, seats: [], names: [], companion: kept, listed: false, busy: false, error: "" };
    fitSeats(state.form);
    render("form");
    render("start");
    // the form's top in sight (it opens right under the games' buttons: often no scrolling at all);
    // the keyboard on its button to create, without scrolling the form's top away
    const heading = document.getElementById("new-h");
    const top = heading.getBoundingClientRect().top;
    if (top < 0 || top > innerHeight * 0.6) heading.scrollIntoView({ block: "start" });
    document.getElementById("create").focus({ preventScroll: true });
  }

  function fitSeats(form) {
    const agent = firstBot(form.game);
    while (form.seats.length < form.players) {
      form.seats.push(form.seats.length === 0 ? { kind: "person" } : { kind: "bot", agent, strength: "normal" });
    }
    form.seats.length = form.players;
    autoFirst(form);
  }

  /** Who starts, until the person chooses it: the person (the first seat a person takes, "you"). With
   * a bot at the table the person starts, where the rules let the table choose (Tricérata: RULES
   * §3.3, first player a parameter; playing first is an edge there, docs/balance.md). */
  function autoFirst(form) {
    const o = firstOption(form.game);
    if (!o || form.firstChosen || form.companion) return;
    const p = form.seats.findIndex((x) => x.kind === "person");
    if (p > 0 && p < form.players) form.options.first_player = p;
    else delete form.options.first_player;
  }

  /** The game's "who starts" option when it is a seat the table must choose (not drawn at random). */
  function firstOption(g) {
    return g.options.find((x) => x.name === "first_player" && x.type === "int" && !x.optional) || null;
  }

  /** Who sits at seat i, for the "who starts" choice: you, a person, or the bot's level. Keeping
   * score, every seat is a person: the name given for it, or nothing ("Seat 2" alone). */
  function sitter(form, i) {
    if (form.companion) return (form.names[i] || "").trim();
    const seat = form.seats[i];
    if (!seat) return "";
    if (seat.kind === "bot") return agentLabel(seat.agent);
    return i === form.seats.findIndex((x) => x.kind === "person") ? t("lobby.you") : t("lobby.person");
  }

  function createForm(form) {
    const g = form.game;
    const [min, top] = g.table_players; // the server's seat limit, not a copy of it
    const counts = [];
    for (let n = min; n <= top; n++) counts.push(n);
    const values = form.companion ? { ...form.options, ...g.companion } : form.options;
    const shown = g.options.filter((o) => optionShown(g, o, values) &&
      (!form.companion || companion.optionUsed(g, o, isAdvanced(g, o))));
    const researchBots = g.agents.some((a) => !LEVELS.includes(a)) && form.seats.some((x) => x.kind === "bot");
    const who = form.companion ? namesField(form) : [
      h("fieldset", { class: "seats" }, h("legend", {}, t("lobby.seats")),
        form.seats.map((seat, i) => seatField(g, seat, i)),
        researchBots ? h("div", { class: "field check research-bots" },
          h("input", { id: "research", type: "checkbox", checked: !!form.research,
            on: { change: (e) => { form.research = e.target.checked; render("form"); focusById("research"); } } }),
          h("label", { for: "research" }, t("lobby.research.show"))) : null),
      h("div", { class: "field" },
        h("label", { for: "myname" }, t("lobby.yourname")),
        h("input", { id: "myname", type: "text", maxlength: 24, autocomplete: "nickname", value: state.name,
          on: { input: (e) => { state.name = e.target.value; } } })),
      h("div", { class: "field check" },
        h("input", { id: "listed", type: "checkbox", checked: form.listed, on: { change: (e) => { form.listed = e.target.checked; } } }),
        h("label", { for: "listed" }, t("lobby.listed")))];
    return h("section", { class: ["new-table", form.companion && "companion"], "aria-labelledby": "new-h" },
      h("h2", { id: "new-h", tabindex: "-1" }, t(form.companion ? "comp.new" : "lobby.new.for", { game: gameName(g) })),
      form.companion ? h("p", { class: "hint" }, t("comp.lobby.help")) : aboutGame(g),
      // The server checks the options, with the library's own words: one line, whatever the browser.
      h("form", { novalidate: true, on: { submit: (e) => { e.preventDefault(); create(); } } },
        h("div", { class: "field" },
          h("label", { for: "players" }, t("lobby.count")),
          h("select", { id: "players", on: { change: (e) => { form.players = Number(e.target.value); fitSeats(form); render("form"); focusById("players"); } } },
            counts.map((n) => h("option", { value: n, selected: n === form.players }, String(n)))),
          balanceNote(g, form)),
        shown.length ? h("fieldset", { class: "options" }, h("legend", {}, t("lobby.options")),
          shown.filter((o) => !isAdvanced(g, o)).map((o) => optionField(g, o, form)),
          shown.some((o) => isAdvanced(g, o)) ? h("details", { class: "more" }, h("summary", {}, t("lobby.more")),
            shown.filter((o) => isAdvanced(g, o)).map((o) => optionField(g, o, form))) : null) : null,
        who,
        form.error ? h("p", { class: "error", role: "alert" }, form.error) : null,
        h("div", { class: "buttons" },
          h("button", { type: "submit", id: "create", class: "primary", disabled: form.busy }, t(form.busy ? "lobby.creating" : form.companion ? "comp.start" : "lobby.create")),
          h("button", { type: "button", on: { click: () => { state.form = null; render("form"); render("start"); } } }, t("lobby.cancel")))));
  }

  function namesField(form) {
    // Every seat is a person at this table: only their names are asked (empty: "Seat n").
    return h("fieldset", { class: "seats names" }, h("legend", {}, t("comp.names")),
      Array.from({ length: form.players }, (_, i) => h("div", { class: "seat-row" },
        h("span", { class: "seat-label" }, seatMark(i), " ", h("label", { for: `name-${i}` }, t("lobby.seat", { n: i + 1 }))),
        h("input", { id: `name-${i}`, type: "text", maxlength: 24, autocomplete: "off", value: form.names[i] || "",
          placeholder: t("comp.name.placeholder", { n: i + 1 }), "aria-label": t("comp.name", { n: i + 1 }),
          on: { input: (e) => { form.names[i] = e.target.value; nameFirstChoice(form, i); } } }))));
  }

  /** A seat's line in the "who starts" list: "Seat 2 (Beginner)", "Seat 1 (you)"; keeping score,
   * "Seat 2 (Ada)" once a name is typed, else "Seat 2" (every seat a person, no bot, no "you"). */
  function firstChoiceText(form, c) {
    const seat = t("lobby.seat", { n: c + 1 });
    const who = sitter(form, c);
    return who ? t("lobby.first.seat", { seat, who }) : seat;
  }

  /** The "who starts" list follows the names as they are typed (the field keeps its focus). */
  function nameFirstChoice(form, i) {
    const option = document.querySelector(`#opt-first_player option[data-seat="${i}"]`);
    if (option) option.textContent = firstChoiceText(form, i);
  }

  function optionShown(g, o, values) {
    const bundle = bundleOf(g.id);
    return !(bundle && bundle.optionShown) || bundle.optionShown(o.name, { ...defaults(g), ...values });
  }

  function isAdvanced(g, o) {
    const bundle = bundleOf(g.id);
    return !!(bundle && bundle.advanced && bundle.advanced(o.name));
  }

  function defaults(g) {
    return Object.fromEntries(g.options.map((o) => [o.name, o.default]));
  }

  function optionLabel(g, o) {
    const key = `opt.${g.id}.${o.name}`;
    const label = t(key);
    return label.startsWith("⟦") ? o.name : label;
  }

  function optionHelp(g, o) {
    const text = t(`opt.${g.id}.${o.name}.help`);
    return text.startsWith("⟦") ? o.help : text;
  }

  function choiceLabel(g, o, v) {
    if (v === null) return t("lobby.none");
    const text = t(`choice.${g.id}.${o.name}.${v}`);
    return text.startsWith("⟦") ? String(v) : text;
  }

  function optionField(g, o, form) {
    const id = `opt-${o.name}`;
    const help = h("small", { id: `${id}-help`, class: "help" }, optionHelp(g, o));
    const value = o.name in form.options ? form.options[o.name] : o.default;
    const set = (v) => {
      if (v === o.default) delete form.options[o.name];
      else form.options[o.name] = v;
    };
    const rerenderIfShapes = () => { render("form"); focusById(id); };
    if (o.type === "bool") {
      return h("div", { class: "field check" },
        h("input", { id, type: "checkbox", checked: !!value, "aria-describedby": `${id}-help`, on: { change: (e) => set(e.target.checked) } }),
        h("label", { for: id }, optionLabel(g, o)), help);
    }
    const bundle = bundleOf(g.id);
    const base = bundle && bundle.perSeat ? g.options.find((x) => x.name === bundle.perSeat(o.name) && x.choices) : null;
    if (base) return perSeatField(g, o, base, form, set);
    let input;
    if (o.name === "first_player" && o.type === "int") {
      // A seat, named as everywhere else on screen ("Seat 1" is seat 0).
      const seats = Array.from({ length: form.players }, (_, k) => k);
      const choices = o.optional ? [null, ...seats] : seats;
      if (value !== null && value >= form.players) set(o.optional ? null : 0);
      const now = o.name in form.options ? form.options[o.name] : o.default;
      const seat = now === null ? null : form.seats[now];
      const youFirst = !!(!form.companion && seat && seat.kind === "person" && form.seats.some((x) => x.kind === "bot") && !o.optional);
      input = h("select", { id, "aria-describedby": youFirst ? `${id}-help ${id}-note` : `${id}-help`, on: { change: (e) => {
        form.firstChosen = true;
        set(choices[Number(e.target.value)]);
        rerenderIfShapes();
      } } },
      choices.map((c, k) => h("option", { value: k, selected: c === now, dataset: c === null ? {} : { seat: c } },
        c === null ? t("lobby.random") : firstChoiceText(form, c))));
      if (youFirst) {
        // the person starts against the bots: said in a line, with how to give the bot the first turn
        return h("div", { class: "field" }, h("label", { for: id }, optionLabel(g, o)), input, help,
          h("small", { class: "help first-note", id: `${id}-note` }, t("lobby.first.you")));
      }
    } else if (o.choices) {
      const choices = o.optional ? [null, ...o.choices] : o.choices;
      input = h("select", { id, "aria-describedby": `${id}-help`, on: { change: (e) => {
        const picked = choices[Number(e.target.value)];
        set(picked);
        rerenderIfShapes();
      } } }, choices.map((c, k) => h("option", { value: k, selected: c === value }, choiceLabel(g, o, c))));
    } else if (o.type === "int" || o.type === "float") {
      input = h("input", {
        id, type: "number", inputmode: o.type === "int" ? "numeric" : "decimal", "aria-describedby": `${id}-help`,
        step: o.type === "int" ? 1 : "any", min: o.low ?? undefined, max: o.high ?? undefined,
        value: value === null ? "" : String(value), placeholder: o.optional ? t("lobby.none") : undefined,
        on: { change: (e) => {
          const raw = e.target.value.trim();
          if (raw === "" && o.optional) set(null);
          else if (raw !== "") set(o.type === "int" ? Number.parseInt(raw, 10) : Number.parseFloat(raw));
        } },
      });
    } else {
      input = h("input", { id, type: "text", maxlength: 100, value: value ?? "", "aria-describedby": `${id}-help`,
        placeholder: o.optional ? t("lobby.none") : undefined,
        on: { change: (e) => { const raw = e.target.value.trim(); set(raw === "" && o.optional ? null : raw); } } });
    }
    return h("div", { class: "field" }, h("label", { for: id }, optionLabel(g, o)), input, help);
  }

  function perSeatField(g, o, base, form, set) {
    // A list "one per seat" (Trigono's hands): a choice per seat, in words, never typed; "as
    // everyone" keeps the table's own option. The value sent is always complete and valid.
    const id = `opt-${o.name}`;
    const everyone = () => (base.name in form.options ? form.options[base.name] : base.default);
    const kept = (form.perSeat ||= {})[o.name] || [];
    const picks = Array.from({ length: form.players }, (_, i) => (base.choices.includes(kept[i]) ? kept[i] : null));
    form.perSeat[o.name] = picks;
    const store = () => {
      if (picks.every((x) => x === null)) set(null);
      else set(picks.map((x) => x ?? everyone()).join(","));
    };
    store();
    return h("fieldset", { class: "field per-seat", id, "aria-describedby": `${id}-help` },
      h("legend", {}, optionLabel(g, o)),
      h("small", { id: `${id}-help`, class: "help" }, optionHelp(g, o)),
      picks.map((pick, i) => h("div", { class: "seat-row" },
        h("span", { class: "seat-label" }, seatMark(i), " ", h("label", { for: `${id}-${i}` }, perSeatLabel(g, o, i))),
        h("select", { id: `${id}-${i}`, on: { change: (e) => { picks[i] = e.target.value === "" ? null : e.target.value; store(); } } },
          h("option", { value: "", selected: pick === null }, t("lobby.as.everyone", { choice: choiceLabel(g, base, everyone()) })),
          base.choices.map((c) => h("option", { value: c, selected: c === pick }, choiceLabel(g, base, c)))))));
  }

  /** One seat's control of a "one per seat" option: its own name ("Seat 1’s hand"), never the bare
   * "Seat 1" of the seat's own select above it (two controls with one name are one for a screen reader). */
  function perSeatLabel(g, o, i) {
    const key = `opt.${g.id}.${o.name}.seat`;
    return has(key) ? t(key, { n: i + 1 }) : `${t("lobby.seat", { n: i + 1 })} — ${optionLabel(g, o)}`;
  }

  function tableError(e, g) {
    // The library's words name an option ('rows' got 25; allowed: int in [2, 20]): said plainly
    // with the option's label and what it takes, in the page's language.
    const m = e && e.code === "bad_table" && /option '(\w+)'/.exec(e.message || "");
    const o = m && g.options.find((x) => x.name === m[1]);
    if (!o) return errorText(e);
    const option = optionLabel(g, o);
    let why;
    if (o.choices) why = t("lobby.bad.choice", { option, choices: o.choices.map((c) => choiceLabel(g, o, c)).join(", ") });
    else if ((o.type === "int" || o.type === "float") && o.low !== null && o.high !== null) {
      why = t(o.type === "int" ? "lobby.bad.whole" : "lobby.bad.number", { option, low: o.low, high: o.high });
    } else why = t("lobby.bad.option", { option });
    return t("err.bad_table", { message: why });
  }

  function seatField(g, seat, i) {
    const id = `seat-${i}`;
    const kind = h("select", { id, "aria-label": t("lobby.kind", { n: i + 1 }), on: { change: (e) => {
      seat.kind = e.target.value;
      seat.agent = seat.agent || firstBot(g);
      seat.strength = seat.strength || "normal";
      autoFirst(state.form);
      render("form");
      focusById(id);
    } } },
    h("option", { value: "person", selected: seat.kind === "person" }, t(i === 0 ? "lobby.you" : "lobby.person")),
    h("option", { value: "bot", selected: seat.kind === "bot" }, t("lobby.bot")));
    const parts = [h("span", { class: "seat-label" }, seatMark(i), " ", h("label", { for: id }, t("lobby.seat", { n: i + 1 }))), kind];
    let about = null;
    if (seat.kind === "bot") {
      // A bot is chosen as a level first; the research bots, named in plain words too, come after.
      // Both weakest first: the server offers only the bots that fit this game, in that order.
      const levels = LEVELS.filter((a) => g.agents.includes(a));
      // the research bots (named after their programs) only when asked for: a person chooses a level
      const research = state.form.research || !levels.length || !LEVELS.includes(seat.agent);
      const others = research ? g.agents.filter((a) => !LEVELS.includes(a)) : [];
      const option = (a) => h("option", { value: a, selected: a === seat.agent }, agentLabel(a));
      parts.push(h("select", { id: `${id}-agent`, class: "bot-choice", "aria-label": `${t("lobby.agent")} — ${t("lobby.seat", { n: i + 1 })}`,
        "aria-describedby": `${id}-about`,
        on: { change: (e) => { seat.agent = e.target.value; render("form"); focusById(`${id}-agent`); } } },
      levels.length ? h("optgroup", { label: t("lobby.levels") }, levels.map(option)) : null,
      others.length ? h("optgroup", { label: t("lobby.research") }, others.map(option)) : null));
      if (STRENGTHS[seat.agent]) {
        // its visible label ("Strength"), the seat added for screen readers (one name per control)
        parts.push(h("span", { class: "strength" }, h("label", { for: `${id}-strength` }, t("lobby.strength")), " ",
          h("select", { id: `${id}-strength`, "aria-label": `${t("lobby.strength")} — ${t("lobby.seat", { n: i + 1 })}`,
            on: { change: (e) => { seat.strength = e.target.value; } } },
          ["easy", "normal", "strong"].map((k) => h("option", { value: k, selected: k === seat.strength }, t(`lobby.strength.${k}`))))));
      }
      about = h("small", { id: `${id}-about`, class: "help bot-about" }, botAbout(seat.agent, g.id));
    }
    return h("div", { class: "seat-row" }, parts, about);
  }

  async function create() {
    const form = state.form;
    if (!form || form.busy) return;
    const name = state.name.trim();
    if (name) local.saveName(name);
    const seats = form.seats.map((seat, i) => {
      if (seat.kind === "person") return { kind: "person", name: i === form.seats.findIndex((x) => x.kind === "person") && name ? name : undefined };
      const params = (STRENGTHS[seat.agent] || {})[seat.strength] || "";
      return { kind: "bot", agent: params ? `${seat.agent}:${params}` : seat.agent };
    });
    form.busy = true;
    form.error = "";
    render("form");
    if (form.companion) {
      keepScore(form);
      return;
    }
    try {
      const made = await api.createTable({ game: form.game.id, players: form.players, options: form.options, seats, public: form.listed });
      const id = made.table.id;
      const people = made.seats.filter((x) => x.token);
      const mine = people[0];
      local.remember(id, {
        game: form.game.id, token: mine ? mine.token : null, seat: mine ? mine.seat : null,
        invites: people.slice(1).map((x) => ({ seat: x.seat, url: x.url })), spectator: made.spectator,
      });
      location.assign(`/t/${id}`);
    } catch (e) {
      form.busy = false;
      form.error = tableError(e, form.game);
      render("form");
      const err = document.querySelector(".new-table .error");
      if (err) err.scrollIntoView({ block: "nearest" });
    }
  }

  async function keepScore(form) {
    // One link plays every seat: it is this browser's, and can be copied to another device.
    const names = Array.from({ length: form.players }, (_, i) => (form.names[i] || "").trim());
    try {
      const made = await api.createTable({ game: form.game.id, players: form.players, companion: true,
        options: { ...form.options, ...form.game.companion },
        seats: names.map((name) => ({ kind: "person", name: name || undefined })) });
      const id = made.table.id;
      const mine = made.seats[0];
      local.remember(id, { game: form.game.id, token: mine.token, seat: 0, companion: true });
      location.assign(`/t/${id}`);
    } catch (e) {
      form.busy = false;
      form.error = errorText(e);
      render("form");
    }
  }

  function openSection() {
    return h("section", { class: "open-tables", "aria-labelledby": "open-h" },
      h("h2", { id: "open-h" }, t("lobby.open")),
      state.open.length === 0 ? h("p", {}, t("lobby.open.none")) :
        h("ul", {}, state.open.map((row) => {
          const free = row.seats.filter((x) => x.kind === "person" && !x.joined).length;
          const game = games.find((g) => g.id === row.game) || { id: row.game, name: row.name };
          return h("li", { class: "table-row" },
            h("span", {}, gameName(game), " — ", row.seats.map((x) => seatName(row.seats, x.seat)).join(", ")),
            h("button", { type: "button", on: { click: () => joinTable(row) } }, t("lobby.join.seat", { game: gameName(game), n: free })));
        })),
      state.joinError ? h("p", { class: "error", role: "alert" }, state.joinError) : null);
  }

  async function joinTable(row) {
    const name = state.name || t("lobby.you");
    try {
      const got = await api.join(row.id, name.trim().slice(0, 24));
      local.remember(row.id, { game: row.game, token: got.token, seat: got.seat });
      location.assign(`/t/${row.id}`);
    } catch (e) {
      state.joinError = errorText(e);
      render("open");
    }
  }

  function recentSection() {
    return h("section", { class: "recent", "aria-labelledby": "recent-h" },
      h("h2", { id: "recent-h" }, t("lobby.recent")),
      state.recent.length === 0 ? h("p", {}, t("lobby.recent.none")) :
        h("ul", {}, state.recent.map(({ entry, row }) => {
          const game = games.find((g) => g.id === (row ? row.game : entry.game)) || { id: entry.game, name: entry.game };
          const status = row ? t(`lobby.status.${row.status}`) : "";
          const href = row && row.status !== "running" ? `/replay/${entry.table}` : `/t/${entry.table}`;
          const when = new Date(entry.at || Date.now()).toLocaleString(document.documentElement.lang);
          return h("li", { class: "table-row" },
            h("a", { href }, gameName(game)), " ",
            h("span", { class: "meta" }, [status, row ? recentOutcome(entry, row) : "", entry.companion ? t("comp.tag") : "", when, row ? recentSeats(entry, row) : ""].filter(Boolean).join(" · ")),
            h("button", { type: "button", class: "small", "aria-label": t("lobby.recent.forget.label"),
              on: { click: () => { local.forget(entry.table); state.recent = state.recent.filter((r) => r.entry !== entry); render("recent"); } } },
            t("lobby.recent.forget")));
        })));
  }

  /** Who played a recent game: this browser's own seat is always "You" ("You, Beginner"), its name
   * after it when it gave one ("You (Hana), Beginner"), as the table called it; a kept score or a
   * spectator's link has no seat of its own and names every seat. */
  function recentSeats(entry, row) {
    const mine = local.mySeat(entry.table);
    return row.seats.map((x) => recentLabel(row, mine, x.seat, true)).join(", ");
  }

  function recentLabel(row, mine, seat, named) {
    if (seat !== mine) return seatName(row.seats, seat);
    const x = row.seats[seat] || {};
    const name = x.kind === "bot" || x.name === x.agent ? "" : x.name; // a bot's name is its level
    return named && name ? t("lobby.recent.you.named", { name }) : t("table.you.name");
  }

  /** Who won a finished game: "You won", "Beginner won", "Draw" (every seat shares the win), "Shared
   * win: You, Ada"; nothing for a game still in play or one without a winner (abandoned). */
  function recentOutcome(entry, row) {
    const winners = row.status !== "running" && row.result && Array.isArray(row.result.winners) ? row.result.winners : [];
    if (winners.length === 0) return "";
    const mine = local.mySeat(entry.table);
    if (winners.length > 1) {
      return winners.length >= row.seats.length ? t("lobby.recent.draw")
        : t("lobby.recent.shared", { names: winners.map((w) => recentLabel(row, mine, w, false)).join(", ") });
    }
    return winners[0] === mine ? t("lobby.recent.won.you") : t("lobby.recent.won", { name: recentLabel(row, mine, winners[0], false) });
  }

  function uploadSection() {
    return h("section", { class: "upload", "aria-labelledby": "upload-h" },
      h("h2", { id: "upload-h" }, t("lobby.upload")),
      h("p", { id: "upload-help" }, t("lobby.upload.help")),
      h("form", { on: { submit: (e) => { e.preventDefault(); uploadRecord(); } } },
        // The browser's own file button speaks the browser's language: a label in ours stands in for it.
        h("input", { id: "record-file", type: "file", class: "file-input", accept: ".json,application/json", "aria-describedby": "upload-help",
          on: { change: (e) => { state.fileName = e.target.files[0] ? e.target.files[0].name : ""; document.getElementById("file-name").textContent = state.fileName || t("lobby.upload.none"); } } }),
        h("label", { for: "record-file", class: "button file-label" }, t("lobby.upload.file")),
        h("span", { id: "file-name", class: "hint" }, t("lobby.upload.none")),
        h("button", { type: "submit" }, t("lobby.upload.go"))),
      state.error ? h("p", { class: "error", role: "alert" }, state.error) : null);
  }

  async function uploadRecord() {
    const file = document.getElementById("record-file").files[0];
    if (!file) return;
    try {
      const text = await file.text();
      JSON.parse(text);
      const got = await api.upload(text);
      location.assign(got.url);
    } catch (e) {
      state.error = e instanceof SyntaxError ? t("lobby.upload.bad") : errorText(e);
      render("upload");
    }
  }

  function focusById(id) {
    const el = document.getElementById(id);
    if (el) el.focus();
  }

  render();
  // `/?game=ID` (a lesson's "Play a real table"): that game's new-table form, chosen and in view.
  const asked = games.find((g) => g.id === new URLSearchParams(location.search).get("game"));
  if (asked) openForm(asked);
  // The lists that need the server come in after the first paint.
  api.openTables().then((rows) => { state.open = rows; render("open"); }).catch(() => {});
  Promise.all(local.remembered().slice(0, 12).map(async (entry) => {
    try {
      return { entry, row: await api.table(entry.table) };
    } catch (e) {
      if (e.code === "no_table") local.forget(entry.table);
      return e.code === "no_table" ? null : { entry, row: null };
    }
  })).then((rows) => {
    // a lesson played to its end is not a game to come back to (a newcomer's list filled with them);
    // one under way is
    state.recent = rows.filter((r) => r && !(r.entry.lesson && r.row && r.row.status !== "running"));
    render("recent");
  });
  return { render };
}
