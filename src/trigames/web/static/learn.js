// The guided first game (/learn/GAME): a real table against a bot, with a chosen seed, that the
// game's lesson (/games/GAME/lesson.json, written by `python -m trigames.web.lessons`) follows
// move by move. The same seed and the same moves give the same game, so each of the person's
// decisions is known in advance: the coach says what to do and why, rings the one control to press
// and explains the scoring when it happens. The table is remembered in this browser: a reload resumes.
import * as api from "./api.js";
import { errorText, gameName, loadGames } from "./common.js";
import { h, pinnedTop, put } from "./dom.js";
import { t } from "./i18n.js";
import * as local from "./local.js";

const STORE = "trigames.learn";
const STYLE = "/static/learn.css";

function saved() {
  try {
    const data = JSON.parse(localStorage.getItem(STORE) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

function save(gameId, entry) {
  const data = saved();
  if (entry) data[gameId] = entry;
  else delete data[gameId];
  try {
    localStorage.setItem(STORE, JSON.stringify(data));
  } catch {
    /* not remembered: a reload starts the lesson again */
  }
}

/** FNV-1a (32 bits) of the legal actions joined by newlines, as lessons.py computes it. */
export function fingerprint(legal) {
  let x = 0x811c9dc5;
  const text = legal.join("\n");
  for (let i = 0; i < text.length; i++) {
    x ^= text.charCodeAt(i);
    x = Math.imul(x, 0x01000193) >>> 0;
  }
  return x.toString(16).padStart(8, "0");
}

/** A step's words: parameters that are messages themselves ({t: key, ...}) are said first. */
function words(key, params) {
  const out = {};
  for (const [k, v] of Object.entries(params || {})) {
    out[k] = v && typeof v === "object" && typeof v.t === "string" ? t(v.t, words(null, Object.fromEntries(Object.entries(v).filter(([n]) => n !== "t")))) : v;
  }
  return key === null ? out : t(key, out);
}

/** Whether this page was reloaded or come back to with the browser's Back or Forward (not opened anew). */
function returned() {
  const nav = performance.getEntriesByType("navigation")[0];
  return !!nav && (nav.type === "reload" || nav.type === "back_forward");
}

function visible(el) {
  return el.getClientRects().length > 0 && !el.closest("[hidden]");
}

export async function mount(main, gameId) {
  if (!document.querySelector(`link[href="${STYLE}"]`)) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: STYLE }));
  }
  const games = await loadGames();
  const game = games.find((g) => g.id === gameId);
  let lesson = null;
  let problem = null;
  if (game) {
    try {
      const response = await fetch(`/games/${encodeURIComponent(gameId)}/lesson.json`, { credentials: "same-origin" });
      if (response.ok) lesson = await response.json();
    } catch {
      lesson = null;
    }
  }
  const fail = (what) => {
    const render = () => put(main, h("div", { class: "learn-missing" },
      h("h1", {}, game ? t("learn.title", { game: gameName(game) }) : t("app.notfound")),
      h("p", { role: what ? "alert" : undefined, class: what ? "error" : undefined }, what || t("learn.missing")),
      h("p", {}, h("a", { href: "/" }, t("app.back")))));
    render();
    return { render };
  };
  if (!game) return fail(null);
  if (!lesson) return fail(null);

  // The lesson's table: the one this browser started (a reload resumes it), or a new one. A finished
  // lesson is shown again only to a reload or the browser's Back (its result, the ways on); come to
  // anew ("Learn to play" in the lobby), it starts again from step 1: a newcomer who came back to
  // learn again met "Game over" and had to find "Start the lesson again".
  let id = null;
  const mine = saved()[gameId];
  if (mine && mine.seed === lesson.seed && mine.engine === lesson.engine && mine.plies === lesson.plies &&
      (local.seatOf(mine.table) || {}).token) {
    try {
      const summary = await api.table(mine.table);
      if (summary.status === "running" || (summary.status === "finished" && returned())) id = mine.table;
    } catch {
      id = null;
    }
  }
  if (!id) {
    try {
      const name = local.savedName();
      const created = await api.createTable({
        game: gameId, options: lesson.options, seed: lesson.seed,
        seats: lesson.seats.map((s) => (s.kind === "person" ? { kind: "person", name: name || undefined } : { kind: "bot", agent: s.agent })),
      });
      id = created.table.id;
      const link = created.seats.find((s) => s.seat === lesson.seat);
      local.remember(id, { game: gameId, token: link.token, seat: lesson.seat, lesson: true });
      save(gameId, { table: id, seed: lesson.seed, engine: lesson.engine, plies: lesson.plies, strayed: false });
    } catch (e) {
      problem = e;
    }
  }
  if (problem) return fail(t("learn.error", { message: errorText(problem) }));

  const steps = new Map(lesson.steps.map((s, i) => [s.v, { ...s, n: i + 1 }]));
  const co = { msg: null, pageEl: null, sig: "", target: null, ring: null, panel: null, focusOnce: new Set() };

  function restart() {
    save(gameId, null);
    location.reload();
  }

  function strayed() {
    return !!(saved()[gameId] || {}).strayed;
  }

  function markStrayed() {
    const entry = saved()[gameId];
    if (entry && !entry.strayed) save(gameId, { ...entry, strayed: true });
  }

  /** What the lesson says now: {kind, step, news}. */
  function situation(msg) {
    const over = msg.terminal || msg.status !== "running";
    if (over) return { kind: strayed() ? "free-end" : "end", step: lesson.end };
    if (strayed()) return { kind: "strayed" };
    const myTurn = msg.seat === lesson.seat && msg.to_move === lesson.seat && (msg.legal || []).length > 0;
    if (!myTurn) return { kind: "wait" };
    const step = steps.get(msg.version);
    if (!step || !(msg.legal || []).includes(step.action) || (step.check && fingerprint(msg.legal) !== step.check)) {
      markStrayed();
      return { kind: "strayed" };
    }
    return { kind: "step", step };
  }

  /** The control that does the step, or the one that leads to it (e.g. a tile to choose first). */
  function findTarget(step, pageEl) {
    const board = pageEl.querySelector(".board") || pageEl;
    const all = [...board.querySelectorAll("[data-action]")].filter((el) => el.dataset.action === step.action && visible(el));
    if (all.length) return { el: all.find((el) => el.tagName === "BUTTON") || all[0], prep: null };
    const prep = step.prep || {};
    if (prep.tile) { // Triominos: choose the tile, then turn it
      const tile = [...board.querySelectorAll("[data-key], [data-tile]")].find((el) =>
        (el.dataset.key === `rack:${prep.tile}` || el.dataset.tile === prep.tile) && visible(el));
      if (tile && tile.getAttribute("aria-pressed") !== "true") return { el: tile, prep: "learn.prep.tile" };
      const turn = board.querySelector('[data-key="rotate"]');
      if (turn && visible(turn)) return { el: turn, prep: "learn.prep.rotate" };
    }
    const ask = board.querySelector(`[data-key="ask:${CSS.escape(step.action)}"]`);
    if (ask && visible(ask)) return { el: ask, prep: `learn.prep.${step.action}` };
    return { el: null, prep: null };
  }

  function newsLines(entry) {
    return (entry && entry.news ? entry.news : []).map((n) => h("li", {}, words(n.key, n.params)));
  }

  function panelFor(sit, found) {
    // The title, the step and the ways out first (always in view, even when the panel scrolls),
    // then what to do, why, and what just happened.
    const tools = h("p", { class: "learn-tools" },
      h("a", { href: "/", id: "learn-leave" }, t("learn.leave")), " · ",
      h("button", { type: "button", class: "small quiet", id: "learn-restart", on: { click: restart } }, t("learn.restart")));
    const top = h("div", { class: "learn-top" },
      h("h2", { class: "learn-h", id: "learn-h" }, t("learn.title", { game: gameName(game) }),
        sit.kind === "step" ? h("span", { class: "learn-count" }, ` · ${t("learn.step", { n: sit.step.n, total: lesson.steps.length })}`) : null),
      tools);
    const parts = [top];
    const news = (entry) => {
      const lines = newsLines(entry);
      return lines.length ? h("div", { class: "learn-news-box" }, h("p", { class: "learn-news-h" }, t("learn.news")),
        h("ul", { class: "learn-news" }, lines)) : null;
    };
    if (sit.kind === "step") {
      const step = sit.step;
      parts.push(h("p", { class: "learn-say", id: "learn-say" }, words(step.say, step.params)));
      if (found.prep) parts.push(h("p", { class: "learn-prep", id: "learn-prep" }, t(found.prep)));
      if (step.why) parts.push(h("p", { class: "learn-why" }, h("strong", {}, t("learn.why")), " ", words(step.why, step.params)));
      if (!found.el) parts.push(h("p", { class: "hint" }, t("learn.look")));
      parts.push(news(step));
    } else if (sit.kind === "wait") {
      parts.push(h("p", { class: "learn-say", id: "learn-say" }, t("learn.wait")));
    } else if (sit.kind === "strayed") {
      parts.push(h("p", { class: "learn-say", id: "learn-say" }, t("learn.strayed")));
    } else {
      const end = sit.step;
      parts.push(h("p", { class: "learn-say learn-result", id: "learn-say" }, sit.kind === "end" ? words(end.say, end.params) : t("learn.free.end")));
      if (sit.kind === "end") parts.push(news(end));
      parts.push(h("p", {}, t("learn.next")));
      parts.push(h("ul", { class: "learn-next" },
        h("li", {}, h("a", { href: `/?game=${encodeURIComponent(gameId)}`, class: "button primary", id: "learn-play" }, t("learn.play"))),
        h("li", {}, h("a", { href: `/rules/${encodeURIComponent(gameId)}`, class: "button", id: "learn-rules" }, t("learn.rules", { game: gameName(game) })))));
    }
    return parts;
  }

  function placeRing() {
    const el = co.target;
    if (!co.ring) co.ring = h("div", { class: "learn-ring", "aria-hidden": "true" });
    // (a board that rings the asked place in its own shape says so: Tricérata's triangles and
    // hexagons in a box had their neighbours' names covered)
    if (!el || !el.isConnected || !visible(el) || el.closest("[data-learn-ring=own]")) {
      co.ring.remove();
      return;
    }
    const r = el.getBoundingClientRect();
    const pad = 5;
    Object.assign(co.ring.style, {
      left: `${r.left + window.scrollX - pad}px`, top: `${r.top + window.scrollY - pad}px`,
      width: `${r.width + 2 * pad}px`, height: `${r.height + 2 * pad}px`,
    });
    if (!co.ring.isConnected) document.body.append(co.ring);
  }

  /** One button looks primary: the asked one. A board's own primary button that does another move (Trigono's
   * "Throw at the marker (big hole)" while the lesson asks "Throw onto the middle of the plank") is shown as
   * an ordinary button meanwhile, so that the ring and the blue button never point at two controls. */
  function onePrimary(el, page) {
    const board = page.querySelector(".board") || page;
    for (const other of board.querySelectorAll("button.primary[data-action]")) {
      if (other !== el && other.dataset.action !== el.dataset.action) {
        other.classList.remove("primary");
        other.dataset.learnDemoted = "1";
      }
    }
    if (el.tagName === "BUTTON" && !el.classList.contains("primary")) {
      el.classList.add("primary");
      el.dataset.learnPromoted = "1";
    }
  }

  function clearPrimary() {
    document.querySelectorAll("[data-learn-demoted]").forEach((el) => { el.classList.add("primary"); delete el.dataset.learnDemoted; });
    document.querySelectorAll("[data-learn-promoted]").forEach((el) => { el.classList.remove("primary"); delete el.dataset.learnPromoted; });
  }

  function clearTarget() {
    clearPrimary();
    document.querySelectorAll(".learn-spot").forEach((el) => el.classList.remove("learn-spot"));
    document.querySelectorAll(".learn-target").forEach((el) => {
      el.classList.remove("learn-target");
      const ids = (el.getAttribute("aria-describedby") || "").split(" ").filter((x) => x && x !== "learn-say" && x !== "learn-prep");
      if (ids.length) el.setAttribute("aria-describedby", ids.join(" "));
      else el.removeAttribute("aria-describedby");
    });
  }

  /** Called by the table after every full redraw, and again when the board redraws itself. */
  function coach(msg, pageEl) {
    if (msg) co.msg = msg;
    if (pageEl) co.pageEl = pageEl;
    const page = co.pageEl;
    if (!co.msg || !page) return;
    page.classList.add("learning");
    const sit = situation(co.msg);
    const found = sit.kind === "step" ? findTarget(sit.step, page) : { el: null, prep: null };
    const sig = [sit.kind, sit.step ? sit.step.v : "", found.prep || "", document.documentElement.lang, co.msg.version].join("|");
    if (sig !== co.sig || !co.panel || !co.panel.isConnected) {
      co.sig = sig;
      // One panel for the whole lesson, its words replaced: a screen reader hears each new step.
      if (!co.panel) co.panel = h("section", { "aria-labelledby": "learn-h", "aria-live": "polite" });
      co.panel.setAttribute("class", `learn-panel learn-${sit.kind}`);
      co.panel.dataset.kind = sit.kind;
      co.panel.dataset.step = sit.step ? String(sit.step.v) : "";
      put(co.panel, panelFor(sit, found));
      if (!co.panel.isConnected) {
        const head = page.querySelector(":scope > .table-head");
        if (head) head.after(co.panel); // after the table's title: the page reads title, lesson, board
        else page.prepend(co.panel);
      }
    }
    if (found.el !== co.target || (found.el && !found.el.classList.contains("learn-target"))) {
      clearTarget();
      co.target = found.el;
      if (found.el) {
        found.el.classList.add("learn-target");
        // the same move drawn on the board (a Triominos place): marked too, so that the words, the
        // ringed button and the place on the board agree
        (page.querySelector(".board") || page).querySelectorAll("svg [data-action]").forEach((el) => {
          if (el !== found.el && el.dataset.action === found.el.dataset.action) el.classList.add("learn-spot");
        });
        const ids = (found.el.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
        for (const x of found.prep ? ["learn-say", "learn-prep"] : ["learn-say"]) if (!ids.includes(x)) ids.push(x);
        found.el.setAttribute("aria-describedby", ids.join(" "));
        // a keyboard user's focus follows the lesson (as the table brings it to the board's first choice)
        const active = document.activeElement;
        const board = page.querySelector(".board");
        // (a rack tile is focusable though not Tab's stop: the rack is a toolbar, its tiles reached by arrows;
        // so is a Tricérata cell, the board one stop for Tab: tabindex -1 on a choice is a roving focus)
        const roving = found.el.closest("[role=toolbar]") || (found.el.dataset.action && found.el.hasAttribute("tabindex"));
        if ((!active || active === document.body || (board && board.contains(active))) && (found.el.tabIndex >= 0 || roving)) {
          found.el.focus({ preventScroll: true });
        }
        if (!co.focusOnce.has(sig) && reveal(found.el)) co.focusOnce.add(sig);
      }
    }
    // (every time: a board that redraws its buttons draws its own primary again)
    if (co.target && sit.kind === "step" && !found.prep && co.target.dataset.action === sit.step.action) onePrimary(co.target, page);
    placeRing();
  }

  /** The step's words and the ringed control in view, with the least scrolling: both when they fit in
   * the window, else the words at the top (the control they name is below them). Centring the control
   * alone hid the instruction above a phone's screen. Returns whether the page was scrolled. */
  function reveal(el) {
    const room = window.innerHeight;
    const m = 8;
    const pin = pinnedTop(); // (a phone's turn line, pinned at the window's top, covers that much of it)
    const words = [...co.panel.querySelectorAll(".learn-say, .learn-prep")].map((x) => x.getBoundingClientRect());
    const r = el.getBoundingClientRect();
    if (!words.length) {
      if (r.top >= pin && r.bottom <= room) return false;
      el.scrollIntoView({ block: "center", inline: "nearest" });
      return true;
    }
    const top = Math.min(...words.map((x) => x.top));
    const bottom = Math.max(...words.map((x) => x.bottom));
    if (top >= pin && bottom <= room && r.top >= pin && r.bottom <= room) return false;
    const lo = Math.min(top, r.top);
    const hi = Math.max(bottom, r.bottom);
    if (hi - lo + 2 * m <= room - pin) window.scrollBy(0, lo < pin + m ? lo - pin - m : hi > room - m ? hi - (room - m) : 0);
    else window.scrollBy(0, top - pin - m);
    return true;
  }

  // Clicks on another control than the one asked for take the game off the lesson's path.
  main.addEventListener("click", (e) => {
    const el = e.target instanceof Element ? e.target.closest("[data-action]") : null;
    if (!el || !co.msg || !main.contains(el)) return;
    const sit = situation(co.msg);
    if (sit.kind === "step" && el.dataset.action !== sit.step.action && el.getAttribute("aria-disabled") !== "true") markStrayed();
  }, true);

  const { mount: mountTable } = await import("./table.js");
  const table = await mountTable(main, id, { coach, you: true }); // the person is "You", not "Seat 1"
  // The boards redraw themselves between the table's redraws (a tile chosen, an aim moved): follow them.
  let queued = false;
  const again = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      coach(null, null);
    });
  };
  const watcher = new MutationObserver((records) => {
    if (records.every((r) => co.panel && co.panel.contains(r.target))) return;
    again();
  });
  watcher.observe(main, { childList: true, subtree: true });
  window.addEventListener("resize", again);
  new ResizeObserver(() => placeRing()).observe(document.body);
  window.addEventListener("scroll", () => placeRing(), { passive: true });
  return {
    render() {
      if (table && table.render) table.render();
      co.sig = "";
      coach(null, null);
    },
  };
}
