// A table: the WebSocket client, the players and scores, the event log, invitations, the end
// of the game. The board is the game's own module (web/board.js) or the generic table.
import * as api from "./api.js";
import * as companion from "./companion.js";
import { agentLabel, bundleOf, describeEvent, errorText, gameName, loadBoard, loadGames, resultWhy, scoreWords, seatMark, seatName, seatShapeName, winnersText } from "./common.js";
import { ask, copy, h, pinnedTop, put, typing } from "./dom.js";
import * as generic from "./generic.js";
import { has, lang, signed, t, tn } from "./i18n.js";
import * as local from "./local.js";

const LOG_LIMIT = 300;
const ANIMATION_CAP = 8000; // ms: a board's animation never holds the table longer than this
const CATCH_UP = 2; // more states than this waiting: show them at once rather than animate each
const DISPLACED = 4001; // the server closed the socket: this seat was opened in another window

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Take `#seat=TOKEN` out of the address bar into this browser's storage. */
function takeToken(id) {
  const m = location.hash.match(/^#seat=([A-Za-z0-9_-]{8,128})$/);
  if (m) {
    local.remember(id, { token: m[1] });
    history.replaceState(null, "", location.pathname + location.search);
  }
}

/** A phone pins the turn line at the top of the window (style.css): once the title has scrolled away the
 * line is drawn as a bar (.head-gone), and the page's scroll padding (--turn-bar) is its height, so that
 * a control given the focus or scrolled into view stops below it, not under it. */
function pinTurnLine(pageEl, title, status) {
  const root = document.documentElement;
  if (typeof ResizeObserver === "function") {
    new ResizeObserver(() => { if (status.isConnected) root.style.setProperty("--turn-bar", `${pinnedTop()}px`); }).observe(status);
  }
  if (typeof IntersectionObserver === "function") {
    new IntersectionObserver(([e]) => pageEl.classList.toggle("head-gone", !e.isIntersecting)).observe(title);
  }
}

/**
 * The table `id` in `main`. `extras.coach(msg, pageEl, ctx)`, if given, is called after every full
 * redraw (after the board's animation): the guided first game points at what to do next.
 * The person's own seat, when it has no name, is "You" where a seat is named alone (the players, the
 * result, the round table, the boards' headings), not "Seat 1", at every table they sit at (`extras.you`,
 * the guided first game's, is kept for its callers).
 */
export async function mount(main, id, extras = {}) {
  takeToken(id);
  const games = await loadGames();
  let summary;
  try {
    summary = await api.table(id);
  } catch (e) {
    const render = () => put(main, h("p", { class: "error", role: "alert" }, errorText(e)), h("p", {}, h("a", { href: "/" }, t("app.back"))));
    render();
    return { render };
  }
  const game = games.find((g) => g.id === summary.game) || { id: summary.game, name: summary.name, assets: {} };
  // `?view=plain` asks for the generic table even where the game has a board (a list of moves).
  const plain = new URLSearchParams(location.search).get("view") === "plain";
  const kept = !!summary.companion; // a companion table: one screen enters every seat's moves
  // A game may draw its companion table differently (Trigono: the referee's outcomes in words).
  const bundle = bundleOf(game.id);
  const keptBoard = kept && !plain && bundle && typeof bundle.companionBoard === "function" ? await bundle.companionBoard() : null;
  if (keptBoard && typeof keptBoard.stylesheet === "string" && keptBoard.stylesheet.startsWith("/games/")) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: keptBoard.stylesheet }));
  }
  const rich = plain ? null : keptBoard || await loadBoard(game);
  const board = rich || generic;
  const st = {
    msg: null, seats: summary.seats, log: [], lastPly: -1, error: "", conn: "connecting", wait: 0,
    pending: false, showing: null, rematch: null, token: (local.seatOf(id) || {}).token || null, nameSent: false, notice: "",
    displaced: false, // this seat was opened in another window: this one shows it no more until taken back
  };
  const memory = {}; // the board's own memory between renders (e.g. a path being built)

  // The page skeleton is built once; its parts are redrawn.
  const title = h("h1", { class: "table-title" });
  const status = h("p", { class: "status", role: "status", "aria-live": "polite" });
  const who = h("p", { class: "who hint" });
  const conn = h("p", { class: "conn" });
  const error = h("p", { class: "error", role: "alert" });
  const skipButton = h("button", { type: "button", class: "small quiet skip-anim", on: { click: () => skipAnimation() } });
  const skipSlot = h("span", { class: "skip-slot" }); // holds the skip button while a move is shown
  const rulesLink = h("a", { class: "rules-link", href: `/rules/${encodeURIComponent(game.id)}`, target: "_blank", rel: "noopener" });
  const keptTools = h("div", { class: "comp-head", hidden: !kept });
  const boardEl = h("section", { class: "board", id: "board", "aria-labelledby": "board-h" });
  // while the connection is down: the board is dimmed and not clickable, and this line says why
  const offNote = h("p", { class: "board-offline", role: "status", hidden: true });
  let keyboardLast = false; // the person's last input was a key (not a pointer): drawBoard's focus
  document.addEventListener("keydown", () => { keyboardLast = true; }, true);
  document.addEventListener("pointerdown", () => { keyboardLast = false; }, true);
  const players = h("section", { class: "players", "aria-labelledby": "players-h" });
  const end = h("section", { class: "end", "aria-labelledby": "end-h" });
  const logList = h("ol", { class: "log-list" });
  const logBox = h("section", { class: "log", "aria-labelledby": "log-h" },
    h("h2", { id: "log-h" }), h("div", { class: "log-scroll", role: "log", tabindex: "0", "aria-labelledby": "log-h" }, logList));
  const invite = h("section", { class: "invite", "aria-labelledby": "invite-h" });
  const seatLinks = h("div", { class: "seat-links" }); // the creator's links, redrawn as people join
  const pageEl = h("div", { class: "table-page", dataset: { game: game.id, table: id } },
    h("div", { class: "table-head" }, title, status, who, h("p", { class: "table-tools" }, rulesLink, " ", skipSlot), keptTools, conn, error),
    h("div", { class: "table-body" }, h("div", { class: "table-main" }, end, offNote, boardEl),
      h("div", { class: "table-side" }, players, logBox, invite)));
  put(main, pageEl);
  pinTurnLine(pageEl, title, status);

  const me = () => (st.msg ? st.msg.seat : null);
  const nameOf = (seat) => seatName(st.seats, seat);
  // the person's own seat when they gave no name: "You" in the players, the result, the round table
  // (any table they sit at, not only the guided game's: an unnamed seat read "Seat 1" in the ranking)
  const isYou = (seat) => isViewer(seat) && !((st.seats || [])[seat] || {}).name;
  /** A seat's name where it stands alone (a heading, a list): "You" for the guided game's person. */
  const labelOf = (seat) => (isYou(seat) ? t("table.you.name") : nameOf(seat));
  /** The seat of the person reading, for sentences: a seated player's (the guided game's or any
   * table's, named or not), not a spectator's or a companion table's (its seat follows the move).
   * A sentence about it is said in the second person ("You draw a bear", not "Seat 1 draws…"). */
  const viewer = () => (st.msg && !kept && !st.msg.companion && Number.isInteger(st.msg.seat) ? st.msg.seat : null);
  const isViewer = (seat) => Number.isInteger(seat) && seat === viewer();

  /** The winner line: "You win" rather than "You wins" (or "Ada wins" to Ada herself). */
  function winnersLine(result) {
    const winners = result && Array.isArray(result.winners) ? result.winners : null;
    if (winners && winners.length === 1 && isViewer(winners[0])) return t("table.winner.you");
    const seats = (st.seats || []).map((row, i) => (isViewer(i) ? { ...row, name: t("table.you.name") } : row));
    return winnersText(result, seats);
  }

  /** The connection is down (after it was up): no move can be sent, the board waits for it. */
  const offline = () => !!st.msg && st.conn !== "open" && !st.displaced;

  function ctx() {
    return {
      t, tn, lang: lang(), game: game.id, memory, pending: st.pending || offline(), offline: offline(), mine: st.msg && st.msg.seat !== null && st.msg.seat !== undefined,
      seat: me(), seats: st.seats, nameOf, labelOf, seatMark, act, redraw: drawBoard, replay: false, events: st.log.map((x) => x.ev),
      you: viewer(), // the reader's seat: the boards' sentences about it select on `$you` ("You drew:")
      error: st.error, // the last refused move in words: a board may say it again where it was entered
    };
  }

  function drawTitle() {
    // For programs and tests: the version shown, and whether this browser is to act.
    const m0 = st.msg;
    if (m0) pageEl.dataset.version = String(m0.version);
    pageEl.dataset.turn = !m0 ? "" : st.displaced ? "away" : m0.terminal || m0.status !== "running" ? "over" :
      m0.seat !== null && m0.to_move === m0.seat && !st.pending && !offline() && (m0.legal || []).length ? "mine" : "other";
    title.textContent = t("table.title", { game: gameName(game) });
    rulesLink.textContent = t("table.rules", { game: gameName(game) });
    skipButton.textContent = t("table.skip");
    const m = st.msg;
    let line = "";
    const absent = !!m && m.seat !== m.to_move && ((st.seats || [])[m.to_move] || {}).kind === "person" && !(st.seats[m.to_move] || {}).joined;
    if (!m) line = t("app.loading");
    else if (st.displaced) line = t("table.displaced.status", { n: st.displaced.seat + 1 });
    else if (m.status === "closed") line = t("table.closed");
    else if (m.terminal || m.status !== "running") line = `${t("table.over")} — ${winnersLine(m.result)}`;
    else if (kept && m.companion) line = companion.enterLine(st.seats, m.to_move, game.id, m.decision);
    else if (Number.isInteger(st.showing)) {
      // a move being shown (or the person's own, sent): not "your turn" while the puck flies
      const p = { name: nameOf(st.showing), you: isViewer(st.showing) ? "yes" : "no" };
      line = has(`show.${game.id}`) ? t(`show.${game.id}`, p) : t("table.showing", p);
    } else if (m.seat !== null && m.to_move === m.seat) line = offline() ? t("table.yourturn.offline") : t("table.yourturn");
    else if (absent) {
      // the seat to move waits for a person who has not come yet: say so, and how they come
      const links = (local.seatOf(id) || {}).invites || []; // this browser made the table: it has the seats' links
      line = t("table.waitjoin", { n: m.to_move + 1, invite: links.some((x) => x.seat === m.to_move) ? "yes" : "no" });
    } else {
      // A seat nobody named is "Seat 2": French says "À la place 2 de jouer", not "À Place 2 de jouer".
      const row = (st.seats || [])[m.to_move];
      const named = row && (row.kind === "bot" || row.agent || row.name);
      line = t("table.turnof", { name: nameOf(m.to_move), n: m.to_move + 1, named: named ? "yes" : "no" });
    }
    const waiting = offline() && m && m.seat !== null && m.to_move === m.seat; // nothing can be done until it is back
    if (m && !m.terminal && !st.displaced && !Number.isInteger(st.showing) && !(absent && !kept) && !waiting) {
      // what can be done: the game's own words from the moves offered (`decision`), else its decision's
      const own = bundle && typeof bundle.decision === "function" ? bundle.decision(m, t) : null;
      if (own) line += ` · ${own}`;
      else if (has(`dec.${game.id}.${m.decision}`)) line += ` · ${t(`dec.${game.id}.${m.decision}`)}`;
    }
    status.textContent = line;
    who.textContent = !m ? "" : m.seat === null || m.seat === undefined ? t("table.spectator") :
      (m.companion ? t("comp.who") : t("table.you", { n: m.seat + 1 })) +
      (summary.chosen_seed ? ` ${t("table.chosenseed")}` : "");
    if (kept) put(keptTools, m && m.companion ? companion.tools(m, { game: game.id, nameOf, seatMark, pending: st.pending || offline(), notice: st.notice, undo }) : null);
    document.title = `${m && !st.displaced && m.seat === m.to_move && !m.terminal ? "● " : ""}${gameName(game)} — ${t("app.title")}`;
    conn.textContent = st.conn === "open" || st.displaced ? "" : st.conn === "retry" ? t("table.reconnecting", { s: st.wait }) : t("table.connecting");
    conn.classList.toggle("warn", st.conn === "retry" && !st.displaced);
    drawOffline();
    error.textContent = st.error;
    error.hidden = !st.error;
  }

  /** While the connection is down the board's controls cannot be used: they are dimmed, out of the
   * pointer's reach and marked disabled, and a line beside the board says the moves wait for the
   * connection (a click there was once silently lost). The state received on reconnecting redraws it. */
  function drawOffline() {
    const off = offline();
    boardEl.classList.toggle("offline", off);
    offNote.hidden = !off;
    offNote.textContent = off ? t("table.offline.board", { seated: me() !== null && me() !== undefined && !(st.msg || {}).terminal ? "yes" : "no" }) : "";
    if (off) boardEl.querySelectorAll("[data-action]").forEach((b) => b.setAttribute("aria-disabled", "true"));
  }

  function drawBoard() {
    if (!st.msg) {
      put(boardEl, h("h2", { id: "board-h", class: "visually-hidden" }, gameName(game)), h("p", {}, t("app.loading")));
      return;
    }
    const active = document.activeElement;
    // Focus follows the board for a keyboard (its cell or button drawn anew); a page just opened, a mouse
    // or a finger leaves it where it is: a cell focused unasked looked chosen, its line ("Pick up the
    // stone in row 1…") read as advice, and the first Tab then left the board.
    const hadFocus = keyboardLast && (active === document.body || boardEl.contains(active));
    const key = active && active.dataset ? active.dataset.key : null;
    if (st.displaced) {
      drawDisplaced(hadFocus);
      return;
    }
    const inner = h("div", { class: "board-inner" });
    put(boardEl, h("h2", { id: "board-h", class: "visually-hidden" }, gameName(game)), inner);
    board.render(inner, st.msg, ctx());
    // Keys 1–9 play the first nine choices: say so to screen readers, and show it on buttons.
    [...boardEl.querySelectorAll("[data-action]")].slice(0, 9).forEach((el, i) => {
      el.setAttribute("aria-keyshortcuts", String(i + 1));
      if (el.tagName === "BUTTON" && !el.querySelector(".key")) el.prepend(h("span", { class: "key", "aria-hidden": "true" }, String(i + 1)));
    });
    if (offline()) drawOffline(); // a board redrawn while the connection is down stays unavailable
    if (!hadFocus) return;
    const again = key && boardEl.querySelector(`[data-key="${CSS.escape(key)}"]`);
    const first = boardEl.querySelector("[data-autofocus]") || boardEl.querySelector("[data-action]");
    // focus follows the board without scrolling the page: a state message must not make the view jump
    if (again) again.focus({ preventScroll: true });
    else if (first && st.msg.to_move === st.msg.seat) first.focus({ preventScroll: true });
  }

  /** The seat went to another window: its board (the seat's hidden pieces) is no longer shown here,
   * and one button takes the seat back (that window is then told the same way). */
  function drawDisplaced(focus) {
    const back = h("button", { type: "button", class: "primary", id: "take-back", on: { click: takeBack } }, t("table.displaced.back"));
    put(boardEl, h("h2", { id: "board-h", class: "visually-hidden" }, gameName(game)),
      h("div", { class: "displaced", role: "alert" },
        h("p", { class: "displaced-head" }, t("table.displaced", { n: st.displaced.seat + 1 })),
        h("p", {}, t("table.displaced.why")),
        h("p", {}, back)));
    if (focus) back.focus({ preventScroll: true });
  }

  function takeBack() {
    st.displaced = false;
    st.pending = true; // the board drawn again is the old one: no move from it before the fresh state
    st.error = "";
    attempts = 0;
    clearTimeout(timer);
    render();
    connect();
  }

  function drawPlayers() {
    const m = st.msg;
    const scores = (m && m.scores) || [];
    put(players, h("h2", { id: "players-h" }, t("table.players")),
      h("ul", { class: "player-list" }, st.seats.map((row, i) => {
        const you = m && m.seat === i && !m.companion;
        const moving = m && !m.terminal && m.to_move === i;
        // the person's own seat is not "online" while this page has lost its connection
        const presence = kept ? "" : row.away ? t("table.away", { agent: agentLabel(row.agent) }) :
          row.kind === "bot" ? t("table.bot", { agent: agentLabel(row.agent) }) :
          you && offline() ? t("table.offline") :
          !row.joined ? t("table.waiting") : row.connected ? t("table.online") : t("table.offline");
        // a person gone (window closed, never came): a seated player may let a bot play for them, so the
        // table does not wait for ever; their link gives them the seat back
        const standIn = !kept && row.kind === "person" && !row.connected && st.token && m && m.seat !== null
          && m.seat !== i && m.status === "running" && !st.displaced && !offline()
          ? h("button", { type: "button", class: "small stand-in", on: { click: () => standInFor(i) } }, t("table.standin", { name: labelOf(i) }))
          : null;
        return h("li", { class: ["player", moving && "moving", you && "you"], dataset: { seat: i } },
          h("span", { class: "turn-mark", "aria-hidden": "true" }, moving ? "▶" : ""),
          seatMark(i),
          h("span", { class: "visually-hidden" }, `${seatShapeName(i)}, `),
          h("span", { class: "pname" }, labelOf(i)),
          you && !isYou(i) ? h("span", { class: "tag" }, t("table.youmark")) : null,
          moving ? h("span", { class: "visually-hidden" }, `, ${t("table.tomove")}`) : null,
          h("span", { class: "presence" }, presence, standIn),
          scoreCell(i, scores[i]));
      })));
  }

  function points(x) {
    // a game may say what its score counts (Trigono: rounds won; Tricérata: stones, or turns alone)
    return scoreWords(game.id, x, st.seats.length) ?? t("table.points", { n: fmt(x) });
  }

  /** The score in the players' list: what screen readers hear is a sentence of the game's own
   * (`pts-<game>-said`: "Ada has won 1 round", "Ada n’a encore gagné aucune manche") when it has one,
   * else "Score: " and the score; what is seen stays the short score. `$you`: "yes" for the person
   * reading, seated at the table ("You have won 1 round"). */
  function scoreCell(seat, x) {
    const said = wordedScore(x) && has(`pts.${game.id}.said`);
    return h("span", { class: ["pscore", wordedScore(x) && "words"] },
      h("span", { class: "visually-hidden" }, said ? `, ${tn(`pts.${game.id}.said`, x, { name: nameOf(seat), you: isViewer(seat) ? "yes" : "no" })}` : `, ${t("table.score")} `),
      said ? h("span", { "aria-hidden": "true" }, scoreShown(x)) : scoreShown(x));
  }

  /** A seat's score beside its name: in the game's own words when its score is not points
   * ("0 rounds won", "12 stones in store", not a bare "0"), else the number. */
  function scoreShown(x) {
    return scoreWords(game.id, x, st.seats.length) ?? fmt(x);
  }

  function wordedScore(x) {
    return scoreWords(game.id, x, st.seats.length) !== null;
  }

  function fmt(x) {
    return x === undefined || x === null ? "" : signed(Number.isInteger(x) ? String(x) : x.toFixed(1));
  }

  function drawLog(all) {
    logBox.querySelector("h2").textContent = t("table.log");
    // Lines keep the number they had from the game's first move, however much of the log is shown.
    // A game whose moves make up turns (Tricérata: a pickup, its sowing, its capture) heads its log
    // turn by turn, the count its end screen and replay give, and numbers no line.
    const byTurn = bundle && typeof bundle.logTurn === "function" ? bundle.logTurn : null;
    logList.classList.toggle("log-by-turn", !!byTurn);
    if (all) {
      put(logList);
      st.logShown = 0;
      st.lineNo = 0;
      st.turnMemo = {};
    }
    const fresh = st.log.slice(st.logShown || 0);
    const keepFrom = fresh.length - LOG_LIMIT; // only the last LOG_LIMIT events are put on screen
    fresh.forEach((item, i) => {
      const words = describeEvent(game.id, item.ev, st.seats, viewer());
      if (words !== null) st.lineNo = (st.lineNo || 0) + 1;
      const turn = byTurn ? byTurn(item.ev, st.turnMemo || (st.turnMemo = {})) : null;
      if (i < keepFrom) return;
      if (turn && turn.head) logList.append(h("li", { class: "log-turn", dataset: { turn: turn.n } }, turn.head));
      logList.append(h("li", { dataset: turn ? { ply: item.ev.ply, turn: turn.n } : { ply: item.ev.ply }, hidden: words === null,
        value: words === null || byTurn ? null : st.lineNo }, words || ""));
    });
    st.logShown = st.log.length;
    while (logList.childElementCount > LOG_LIMIT) logList.firstElementChild.remove();
    // "Nothing yet" while no event is worth a line (it must not count as one)
    if (logList.querySelector("li:not([hidden]):not(.empty)")) logList.querySelectorAll(".empty").forEach((x) => x.remove());
    else if (!logList.querySelector(".empty")) logList.append(h("li", { class: "empty" }, t("table.log.empty")));
    const scroll = logBox.querySelector(".log-scroll");
    scroll.scrollTop = scroll.scrollHeight;
  }

  function linkRow(label, url, idSuffix) {
    const input = h("input", { type: "text", readonly: true, value: url, id: `link-${idSuffix}`, class: "link" });
    const button = h("button", { type: "button", class: "small", "aria-label": t("table.copy.label", { what: label.toLowerCase() }),
      on: { click: async () => {
        const ok = await copy(url, input);
        button.textContent = ok ? t("table.copied") : t("table.copy");
      } } }, t("table.copy"));
    return h("div", { class: "link-row" }, h("label", { for: `link-${idSuffix}` }, label), h("div", { class: "link-line" }, input, button));
  }

  function drawInvite() {
    const entry = local.seatOf(id) || {};
    const parts = [h("h2", { id: "invite-h" }, t(kept ? "comp.links" : "table.invite"))];
    if (kept && st.msg && st.msg.companion) {
      // Pause = close the page; this browser keeps the link. Another device needs the seat link.
      parts.push(h("p", { class: "hint" }, t("comp.link.here")));
      if (st.token) parts.push(linkRow(t("comp.link.continue"), `${location.origin}/t/${id}#seat=${st.token}`, "continue"));
    } else if (st.msg && !st.displaced && st.msg.seat !== null && st.msg.seat !== undefined && st.msg.status === "running") {
      const row = st.seats[st.msg.seat] || {};
      const input = h("input", { id: "seat-name", type: "text", maxlength: 24, value: row.name || local.savedName(), autocomplete: "nickname" });
      parts.push(h("form", { class: "name-form", on: { submit: (e) => {
        e.preventDefault();
        const name = input.value.trim();
        if (!name) return;
        local.saveName(name);
        send({ type: "name", name });
      } } }, h("label", { for: "seat-name" }, t("table.name")), h("div", { class: "link-line" }, input,
        h("button", { type: "submit", class: "small" }, t("table.name.save")))));
    }
    st.seatLinksKey = null;
    drawSeatLinks();
    parts.push(seatLinks);
    parts.push(linkRow(t("table.invite.spectator"), `${location.origin}/t/${id}`, "spectator"));
    if (plain || rich) {
      parts.push(h("p", {}, h("a", { href: plain ? `/t/${id}` : `/t/${id}?view=plain`, id: "view-switch" },
        t(plain ? "table.view.board" : "table.view.plain"))));
    }
    if (st.msg && st.msg.status === "running" && st.token && st.msg.seat !== null && !kept && !st.displaced) {
      parts.push(h("button", { type: "button", class: "small quiet", id: "leave", on: { click: leaveTable } }, t("table.leave")));
    }
    put(invite, ...parts);
  }

  /** The links of the seats this browser invited (it made the table). Once a seat's person has come,
   * the link is theirs: the panel says who joined, and keeps the link folded away for when they lose
   * their window (whoever opens it plays that seat, so it is not handed out again by mistake). */
  function drawSeatLinks() {
    const invites = st.msg && st.msg.status === "running" ? ((local.seatOf(id) || {}).invites || []) : [];
    const shown = invites.filter((inv) => (st.seats[inv.seat] || {}).kind === "person");
    const key = `${lang()}|${shown.map((inv) => { const row = st.seats[inv.seat]; return `${inv.seat}:${row.joined}:${row.name || ""}`; }).join(",")}`;
    if (key === st.seatLinksKey) return; // redrawn only on a change: an unfolded link stays unfolded
    st.seatLinksKey = key;
    put(seatLinks, ...shown.map((inv) => {
      const row = st.seats[inv.seat];
      const link = linkRow(t("table.invite.seat", { n: inv.seat + 1 }), location.origin + inv.url, `seat-${inv.seat}`);
      if (!row.joined) return link;
      return h("div", { class: "joined-seat", dataset: { seat: inv.seat } },
        h("p", { class: "joined-line" }, seatMark(inv.seat), " ",
          t("table.invite.joined", { n: inv.seat + 1, name: row.name || "", named: row.name ? "yes" : "no" })),
        // at a listed table the seat may have been taken from the lobby, with a token of its own: this
        // link may be dead, so it is not offered again
        summary.public ? null : h("details", { class: "link-again" }, h("summary", {}, t("table.invite.again", { n: inv.seat + 1 })),
          h("p", { class: "hint" }, t("table.invite.again.why", { n: inv.seat + 1 })), link));
    }));
  }

  function drawEnd() {
    const m = st.msg;
    if (!m || !(m.terminal || m.status !== "running")) {
      put(end);
      end.hidden = true;
      return;
    }
    const first = end.hidden || !end.childElementCount;
    end.hidden = false;
    const ranks = (m.result && m.result.ranks) || [];
    const order = st.seats.map((_, i) => i).sort((a, b) => (ranks[a] || 0) - (ranks[b] || 0));
    // a tie on points broken by the game's own rule (Triqueta: the most animal tokens) is said in words
    const why = resultWhy(game.id, m.result, (i) => (isViewer(i) ? t("ev.you") : nameOf(i)), viewer());
    const parts = [h("h2", { id: "end-h" }, t("table.result")), h("p", { class: "winners" }, winnersLine(m.result)),
      why ? h("p", { class: "result-why" }, why) : null,
      h("ul", { class: "ranking" }, order.map((i) => h("li", {}, t("table.rank", { rank: ranks[i] || "?" }), " ", seatMark(i), " ", labelOf(i), " — ",
        points(m.result ? m.result.scores[i] : m.scores[i]))))];
    const rounds = roundTable();
    if (rounds) parts.push(rounds);
    // how long it lasted, in the game's own unit when it has one (Tricérata: turns, not sowing steps)
    const length = bundle && typeof bundle.length === "function" ? bundle.length(m.view || {}, m.version) : null;
    parts.push(h("p", { class: "game-length" }, length ? tn(length.key, length.n, length.args) : tn("table.length", m.version, { n: m.version })));
    const buttons = h("div", { class: "buttons" });
    if (st.rematch) {
      buttons.append(h("button", { type: "button", class: "primary", id: "rematch-go", on: { click: () => location.assign(`/t/${st.rematch}`) } }, t("table.rematch.go")));
    } else if (st.token && m.seat !== null) {
      buttons.append(h("button", { type: "button", class: "primary", id: "rematch", on: { click: askRematch } }, t("table.rematch")));
    }
    buttons.append(h("a", { class: "button", href: api.recordUrl(id), download: `trigames-${game.id}-${id}.json` }, t("table.download")),
      h("a", { class: "button", href: `/replay/${id}` }, t("table.replay")));
    if (st.rematch) parts.push(h("p", {}, t("table.rematch.ready")));
    parts.push(buttons);
    if (kept) parts.push(linkRow(t("comp.share"), `${location.origin}/replay/${id}`, "share"));
    put(end, ...parts);
    // The game just ended under a keyboard user's hands: bring them to the result. Its focus does not
    // scroll the page: the winner line is brought into view instead, with the result's heading above
    // it (a focused button scrolled into view put "X wins" above the top of a phone's screen).
    const active = document.activeElement;
    if (first && (active === document.body || boardEl.contains(active))) {
      (end.querySelector("#rematch") || end.querySelector("a, button"))?.focus({ preventScroll: true });
    }
    if (first) showResult();
  }

  /** The result's heading and winner line in view (the page's top when the page is scrolled down). */
  function showResult() {
    const line = end.querySelector(".winners");
    if (!line) return;
    const reveal = () => {
      const r = line.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) end.scrollIntoView({ block: "start" });
    };
    reveal();
    requestAnimationFrame(reveal); // after the board's own redraw (its camera may move the page)
  }

  /**
   * Round by round, from the log: what each seat scored in each round (its `score` events, or the
   * game's own count, `rounds` of its messages.js: Triqueta scores only at the end), who won it
   * (`round_end.winner`) or took its rock (`round_end.rock`); null for a game without rounds.
   */
  function roundTable() {
    const result = st.msg.result || {};
    const finals = result.scores || st.msg.scores || [];
    const own = bundle && typeof bundle.rounds === "function" ? bundle.rounds(st.log.map((x) => x.ev), st.seats.length, finals) : null;
    const rows = own || [];
    let scored = st.seats.map(() => 0);
    let any = !!own;
    for (const { ev } of own ? [] : st.log) {
      if (ev.kind === "score" && typeof ev.seat === "number" && typeof ev.points === "number") {
        scored[ev.seat] += ev.points;
        any = true;
      } else if (ev.kind === "round_end") {
        // what is scored for the round's end (after this event) still counts for this round
        rows.push({ round: ev.round, points: scored, winner: ev.winner, rock: ev.rock });
      } else if (ev.kind === "round_start" && rows.length && rows[rows.length - 1].points === scored) {
        scored = st.seats.map(() => 0);
      }
    }
    if (!rows.length) return null;
    const cell = (r, i) => {
      if (any) return signed(r.points[i]);
      if (typeof r.winner === "number") return r.winner === i ? t("table.round.won") : r.winner < 0 ? t("table.round.draw") : "—";
      if (typeof r.rock === "number") return r.rock === i ? t("table.round.rock") : "—";
      return "";
    };
    const head = h("tr", {}, h("th", { scope: "col" }, t("table.round")),
      ...st.seats.map((_, i) => h("th", { scope: "col" }, seatMark(i), " ", labelOf(i))));
    const body = rows.map((r) => h("tr", {}, h("th", { scope: "row" }, r.label ? t(r.label) : t("table.round.n", { n: r.round })),
      ...st.seats.map((_, i) => h("td", { class: [typeof r.winner === "number" && r.winner === i && "won"] }, cell(r, i)))));
    const total = h("tr", { class: "total" }, h("th", { scope: "row" }, t("table.round.total")),
      ...st.seats.map((_, i) => h("td", {}, points(finals[i]))));
    // how a game counts its rounds, when that is not plain (Triqueta: the rock in its own row)
    const note = has(`rounds.${game.id}.note`) ? h("p", { class: "hint rounds-note" }, t(`rounds.${game.id}.note`)) : null;
    return h("div", { class: "rounds-wrap" }, h("table", { class: "rounds" },
      h("caption", {}, t("table.rounds")), h("thead", {}, head), h("tbody", {}, ...body, total)), note);
  }

  function render() {
    // the game's text rendering follows the page's language: ask the server for it again
    if (board === generic && st.msg && st.msg.text_lang && st.msg.text_lang !== lang()) send({ type: "lang", lang: lang() });
    drawTitle();
    drawBoard();
    drawPlayers();
    drawLog(true);
    drawInvite();
    drawEnd();
    coach();
  }

  function coach() {
    if (typeof extras.coach !== "function" || !st.msg) return;
    try {
      extras.coach(st.msg, pageEl, ctx());
    } catch (e) {
      console.error(e);
    }
  }

  // -- animations: a board may show a move happen (board.animate) before the table tells it --
  let chain = Promise.resolve();
  let queued = 0;
  let skipper = null; // the AbortController of the animation on screen
  let hurry = false; // the person asked to skip: the moves already waiting are shown at once too
  let wanted = null; // a control pressed during an animation: pressed again once the board is up to date

  /** Finish the animation on screen, and show at once the moves still waiting behind it (one press
   * brings the board up to date, not one press per move). */
  function skipAnimation() {
    if (skipper) skipper.abort();
    if (queued > 0) hurry = true;
  }

  /** The control pressed during an animation, once the board is up to date: pressed for real when the
   * same control (its key and its move) is there and legal. Not after a move of the person's own was
   * sent (st.pending): a second press on it would play a move twice (Triominos' "draw"). */
  function pressWanted() {
    const w = wanted;
    wanted = null;
    const m = st.msg;
    if (!w || !m || st.pending || m.terminal || m.seat === null || m.to_move !== m.seat || !(m.legal || []).includes(w.action)) return;
    const el = boardEl.querySelector(`[data-key="${CSS.escape(w.key)}"]`);
    if (el && el.dataset.action === w.action && el.getAttribute("aria-disabled") !== "true" && !el.disabled) press(el);
  }

  async function animateTo(m) {
    const from = st.msg;
    if (!rich || typeof board.animate !== "function" || !from || m.type !== "state" || !(m.version > from.version) ||
        reducedMotion() || document.hidden || queued > CATCH_UP || hurry) return;
    const inner = boardEl.querySelector(".board-inner");
    if (!inner) return;
    const ctrl = new AbortController();
    skipper = ctrl;
    pageEl.dataset.animating = "1";
    st.showing = Number.isInteger(from.to_move) && from.to_move >= 0 ? from.to_move : null;
    put(skipSlot, skipButton);
    drawTitle();
    const cap = new Promise((resolve) => {
      const timer = setTimeout(resolve, ANIMATION_CAP);
      ctrl.signal.addEventListener("abort", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await Promise.race([Promise.resolve(board.animate(inner, from, m, { ...ctx(), skip: ctrl.signal, reduced: false })), cap]);
    } catch (e) {
      console.error(e);
    } finally {
      ctrl.abort();
      skipper = null;
      delete pageEl.dataset.animating;
      st.showing = null;
      put(skipSlot);
    }
  }

  // A click on the board or Escape while a move is shown skips to its end, and the moves waiting behind
  // it. The board on screen is the one before the move: a control pressed there is pressed again once
  // the board is up to date, if it is still there and legal (pressWanted).
  boardEl.addEventListener("click", (e) => {
    if (!skipper) return;
    e.preventDefault();
    e.stopPropagation();
    const el = e.target instanceof Element ? e.target.closest("[data-action][data-key]") : null;
    wanted = el && !st.pending ? { key: el.dataset.key, action: el.dataset.action } : null;
    skipAnimation();
  }, true);

  /** A click on a board's control: an SVG cell (Tricérata's) has no click() of its own. */
  function press(el) {
    if (typeof el.click === "function") el.click();
    else el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  }

  // -- the connection --------------------------------------------------------------------
  let ws = null;
  let attempts = 0;
  let timer = null;

  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  function undo() {
    if (st.pending || !st.msg || !kept || offline()) return;
    st.error = "";
    if (st.msg.version === 0) {
      st.notice = t("comp.nothing");
      drawTitle();
      return;
    }
    if (send({ type: "undo", version: st.msg.version })) {
      st.pending = true;
      drawTitle();
    }
  }

  function act(text) {
    if (skipper) { // the board on screen is the one before the move being shown: finish showing it
      skipAnimation();
      return;
    }
    if (st.pending || !st.msg || offline()) return;
    st.error = "";
    st.notice = "";
    if (send({ type: "act", version: st.msg.version, action: text })) {
      st.pending = true;
      st.showing = me();
      drawTitle();
      boardEl.querySelectorAll("[data-action]").forEach((b) => b.setAttribute("aria-disabled", "true"));
    }
  }

  function connect() {
    st.conn = attempts ? "retry" : "connecting";
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    ws = new WebSocket(`${scheme}://${location.host}/ws/${id}`);
    const socket = ws;
    socket.addEventListener("open", () => {
      socket.send(JSON.stringify({ type: "hello", token: st.token, text: board === generic, lang: lang() }));
    });
    socket.addEventListener("message", (e) => {
      let m;
      try {
        m = JSON.parse(e.data);
      } catch {
        return;
      }
      // Messages are handled in order; a state may first wait for its move to be shown.
      queued += 1;
      chain = chain.then(() => animateTo(m)).then(() => receive(m, socket)).catch((err) => console.error(err))
        .finally(() => {
          queued -= 1;
          if (queued > 0) return;
          hurry = false;
          pressWanted();
        });
    });
    socket.addEventListener("close", (e) => {
      if (socket !== ws) return;
      if (e.code === DISPLACED || st.displaced) { // not reconnected by itself: that would take the seat back
        becomeDisplaced(st.displaced ? st.displaced.seat : me());
        return;
      }
      st.pending = false;
      st.showing = null;
      attempts += 1;
      st.wait = Math.min(10, 0.5 * 2 ** Math.min(attempts - 1, 5));
      st.conn = "retry";
      drawTitle();
      drawPlayers();
      clearTimeout(timer);
      timer = setTimeout(connect, st.wait * 1000);
    });
  }

  function becomeDisplaced(seat) {
    if (st.displaced) return;
    st.displaced = { seat: Number.isInteger(seat) ? seat : me() ?? 0 };
    st.pending = false;
    st.showing = null;
    clearTimeout(timer);
    render();
  }

  function receive(m, socket) {
    if (m.type === "state") {
      attempts = 0;
      st.conn = "open";
      st.pending = false;
      st.showing = null;
      const fresh = [];
      for (const ev of m.events || []) if (ev.ply > st.lastPly || ev.ply === undefined) fresh.push(ev);
      const top = Math.max(st.lastPly, ...fresh.map((ev) => ev.ply ?? -1));
      st.log.push(...fresh.map((ev) => ({ ev })));
      st.lastPly = top;
      st.msg = m;
      st.seats = m.seats || st.seats;
      if (m.rematch && st.token) st.rematch = m.rematch;
      if (m.seat !== null && m.seat !== undefined && m.seat !== st.remembered && !(kept && st.remembered !== undefined)) {
        st.remembered = m.seat; // a companion's seat follows the move: remembered once
        local.remember(id, { game: game.id, token: st.token, seat: m.seat, companion: kept || undefined });
      }
      // The saved name names a seat of a game still in play only: a finished game keeps its names.
      if (m.seat !== null && !kept && m.status === "running" && !st.nameSent && !(st.seats[m.seat] || {}).name && local.savedName()) {
        st.nameSent = true;
        send({ type: "name", name: local.savedName() });
      }
      drawTitle();
      drawBoard();
      drawPlayers();
      drawLog(false);
      const inviteKey = `${m.seat}|${m.status}|${!!st.token}|${!!st.displaced}`;
      if (inviteKey !== st.inviteKey) {
        st.inviteKey = inviteKey;
        drawInvite();
      }
      drawEnd();
      coach();
    } else if (m.type === "undone") {
      // The server sends the events again from before the move taken back: the log starts over.
      st.log = [];
      st.lastPly = -1;
      st.notice = t("comp.undone");
      Object.keys(memory).forEach((k) => delete memory[k]);
      drawLog(true);
    } else if (m.type === "seats") {
      const names = (rows) => (rows || []).map((r) => `${r.kind}|${r.agent}|${r.name}`).join(",");
      const renamed = names(m.seats) !== names(st.seats);
      st.seats = m.seats;
      drawPlayers();
      drawTitle();
      drawSeatLinks();
      // the board names the seats too (a collection still headed "Seat 2"); presence alone does not
      // redraw it (a Trigono aim being dragged would be dropped)
      if (st.msg && renamed) drawBoard();
    } else if (m.type === "displaced") {
      becomeDisplaced(m.seat);
    } else if (m.type === "error") {
      st.pending = false;
      st.showing = null;
      if (m.code === "bad_token" && !st.msg && st.token) {
        // A link for another table or a seat that was given up: watch instead.
        st.token = null;
        local.remember(id, { token: null }); // the link is dead: this browser watches from now on
        st.error = t("table.token.dropped");
        socket.send(JSON.stringify({ type: "hello", token: null, text: board === generic, lang: lang() }));
      } else {
        st.error = errorText(m);
      }
      drawTitle();
      if (st.msg) drawBoard();
    } else if (m.type === "rematch") {
      local.remember(m.table, { game: game.id, token: m.token });
      st.rematch = m.table;
      drawEnd();
      const go = document.getElementById("rematch-go");
      if (go && (document.activeElement === document.body || end.contains(document.activeElement))) go.focus();
    }
  }

  async function askRematch() {
    try {
      const got = await api.rematch(id, st.token);
      local.remember(got.table, { game: game.id, token: got.token });
      location.assign(`/t/${got.table}`);
    } catch (e) {
      st.error = errorText(e);
      drawTitle();
    }
  }

  async function standInFor(seat) {
    try {
      await api.standIn(id, st.token, seat);
      st.error = "";
    } catch (e) {
      st.error = errorText(e);
    }
    drawTitle();
  }

  async function leaveTable() {
    if (!(await ask(t("table.leave.confirm"), t("table.leave.yes"), t("table.leave.no")))) return;
    try {
      await api.leave(id, st.token);
      local.forget(id);
      st.token = null;
      if (ws) ws.close();
    } catch (e) {
      st.error = errorText(e);
      drawTitle();
    }
  }

  document.addEventListener("keydown", (e) => {
    if (skipper && e.key === "Escape") {
      e.preventDefault();
      skipAnimation();
      return;
    }
    if (kept && !typing(e) && companion.isUndoKey(e)) {
      e.preventDefault();
      undo();
      return;
    }
    if (typing(e) || e.altKey || e.ctrlKey || e.metaKey || !/^[1-9]$/.test(e.key)) return;
    const buttons = [...boardEl.querySelectorAll("[data-action]")];
    const pick = buttons[Number(e.key) - 1];
    if (pick) {
      e.preventDefault();
      if (offline()) return; // the board waits for the connection (its line says so)
      pick.focus();
      press(pick);
    }
  });

  render();
  connect();
  return { render };
}
