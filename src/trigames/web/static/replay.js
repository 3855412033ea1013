// The replay page: a finished game move by move, from any seat's point of view or with
// everything revealed. Arrow keys step, Home and End jump.
import * as api from "./api.js";
import { bundleOf, describeAction, describeEvent, errorText, gameName, loadBoard, loadGames, resultWhy, scoreWords, seatMark, seatName, winnersText } from "./common.js";
import { h, put, typing } from "./dom.js";
import * as local from "./local.js";
import { has, lang, signed, t, tn } from "./i18n.js";

export async function mount(main, id) {
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
  if (summary.status === "running") {
    const render = () => put(main, h("h1", {}, t("replay.title", { game: gameName(game) })),
      h("p", {}, t("replay.notover")), h("p", {}, h("a", { href: `/t/${id}` }, t("table.title", { game: gameName(game) }))));
    render();
    return { render };
  }
  const board = await loadBoard(game);
  // a game whose steps make up turns (Tricérata) says where the replay is in turns, as its end screen
  // and its log count the game (bundle.replayWhere)
  const bundle = bundleOf(game.id);
  const own = bundle && typeof bundle.replayWhere === "function" ? bundle.replayWhere : null;
  const st = { ply: summary.version, target: summary.version, plies: summary.version, seat: "all", step: null, error: "" };
  const seated = local.mySeat(id); // this browser's seat, if it played here
  // who "you" is in the replay's words (the heading, the log, the scores, the verdicts): this browser's
  // seat, unless another seat's view is chosen; then every seat is named, "you" never meaning one seat in
  // the log and the viewed seat on the board (its private parts are said with its name: boards, ctx.you)
  const youIn = (pov) => (/^\d+$/.test(pov) && Number(pov) !== seated ? null : seated);
  let mine = youIn(st.seat);
  const cache = new Map();
  const memory = {};
  let loading = 0;

  const title = h("h1", {});
  const where = h("p", { class: "replay-where", role: "status", "aria-live": "polite" });
  const bar = h("div", { class: "replay-bar" });
  const pov = h("div", { class: "replay-pov" });
  const boardEl = h("section", { class: "board", "aria-labelledby": "replay-board-h" });
  const events = h("section", { class: "log", "aria-labelledby": "replay-ev-h" });
  const error = h("p", { class: "error", role: "alert" });
  const whyEl = h("section", { class: "replay-why", "aria-live": "polite" });
  const judged = new Map(); // move number → the analysis' verdict, "busy", or {error}
  // (on a phone the steps and the move's headline stay at the top while the board is scrolled to: style.css)
  put(main, h("div", { class: "replay-page", dataset: { game: game.id } }, title, h("div", { class: "replay-head" }, bar, where), pov, whyEl, error,
    h("div", { class: "table-body" }, boardEl, events)));

  async function fetchStep(ply, seat) {
    const key = `${seat}:${ply}`;
    if (!cache.has(key)) cache.set(key, api.replay(id, ply, seat).catch((e) => { cache.delete(key); throw e; }));
    return cache.get(key);
  }

  async function go(ply) {
    const target = Math.max(0, Math.min(st.plies, ply));
    st.target = target; // keys pressed quickly step from where they asked to go, not from the screen
    const ticket = ++loading;
    try {
      const step = await fetchStep(target, st.seat);
      const history = await turnEvents(target, step);
      if (own && st.total === undefined) st.total = viewOf(await fetchStep(st.plies, "spectator")).turns;
      if (ticket !== loading) return;
      st.ply = target;
      st.step = step;
      st.history = history;
      st.error = "";
    } catch (e) {
      st.error = errorText(e);
    }
    render();
  }

  async function turnEvents(ply, step) {
    // A board that draws a whole turn (Tricérata's sowing path) gets the events since the turn began.
    if (!board || typeof board.turnBegins !== "function") return step.events;
    let events = step.events;
    for (let p = ply - 1; p >= 1 && ply - p <= 60 && !events.some(board.turnBegins); p--) {
      events = (await fetchStep(p, "spectator")).events.concat(events);
    }
    return events;
  }

  function viewOf(step) {
    return step.view || (step.views || [])[0] || {};
  }

  /** Where the replay is: {line, value} in the game's own count, or null (steps, "Move 3 of 92"). */
  function whereOwn(step, action) {
    if (!own || !step || st.ply === 0 || st.total === undefined) return null;
    return own({ view: viewOf(step), events: st.history || step.events, total: st.total, action });
  }

  /** The heading's move says who made it, as the log does: "Alice: Draw from the tower", "You: Take
   * row 2" (this browser's own seat), unless its words already name the seat ("Seat 1 throws…"). The
   * mover is the seat of the step's first event that names one. */
  function byWhom(step, said, seats) {
    const ev = (step.events || []).find((e) => e && Number.isInteger(e.seat));
    if (!ev) return said;
    const who = ev.seat === mine ? t("table.you.name") : seatName(seats, ev.seat);
    return said.includes(who) ? said : t("replay.action", { seat: who, action: said });
  }

  function merged(step) {
    if (st.seat !== "all" || !step.views) return step.view;
    return board && typeof board.mergeViews === "function" ? board.mergeViews(step.views, step.to_move) : step.views[0];
  }

  /** This browser's own seat, as the table named it: "You" where a seat is named alone (the scores, the
   * boards' headings) when it has no name, its name and "(you)" in the scores when it has one; the log's
   * sentences about it in the second person ("You throw", "Vous lancez"). Never another's seat: a
   * spectator's link, a kept score or another device has no `mine`. */
  const isYou = (seats, i) => i === mine && !((seats || [])[i] || {}).name;
  const labelOf = (seats, i) => (isYou(seats, i) ? t("table.you.name") : seatName(seats, i));

  /** The winner line, as the table says it: "You win", not "Seat 1 wins". */
  function winnersLine(result, seats) {
    const winners = result && Array.isArray(result.winners) ? result.winners : null;
    if (winners && winners.length === 1 && winners[0] === mine) return t("table.winner.you");
    return winnersText(result, (seats || []).map((row, i) => (i === mine ? { ...row, name: t("table.you.name") } : row)));
  }

  /** A seat in the "point of view" list: "Seat 2 — Ada", "Seat 2 — Beginner"; a seat without a name
   * is its number once ("Seat 1", never "Seat 1 — Seat 1"), and this browser's own seat says so
   * ("Seat 1 (you)", "Seat 1 — Ada (you)"), as the table called it "You". */
  function povName(seats, i) {
    const seat = t("table.seat", { n: i + 1 });
    const name = seatName(seats, i);
    const line = name === seat ? seat : `${seat} — ${name}`;
    return i === seated ? t("replay.seat.you", { seat: line }) : line;
  }

  function controls() {
    const seats = summary.seats;
    const choose = h("select", { id: "pov", on: { change: (e) => { st.seat = e.target.value; mine = youIn(st.seat); go(st.ply); } } },
      h("option", { value: "all", selected: st.seat === "all" }, t("replay.all")),
      h("option", { value: "spectator", selected: st.seat === "spectator" }, t("replay.spectator")),
      seats.map((x, i) => h("option", { value: String(i), selected: st.seat === String(i) }, povName(seats, i))));
    const button = (key, label, target, disabled) => h("button", { type: "button", id: `replay-${key}`, disabled, on: { click: () => go(target) } }, label);
    const counted = whereOwn(st.step, "");
    put(bar,
      button("first", t("replay.first"), 0, st.ply === 0),
      button("prev", t("replay.prev"), st.ply - 1, st.ply === 0),
      h("label", { for: "replay-slider", class: "visually-hidden" }, bundle && typeof bundle.replaySlider === "function" ? bundle.replaySlider() : t("replay.slider")),
      h("input", { id: "replay-slider", type: "range", min: 0, max: st.plies, value: st.ply, step: 1,
        "aria-valuetext": st.ply === 0 ? t("replay.start") : counted ? counted.value : t("replay.ply", { ply: st.ply, plies: st.plies }),
        on: { input: (e) => go(Number(e.target.value)) } }),
      button("next", t("replay.next"), st.ply + 1, st.ply === st.plies),
      button("last", t("replay.last"), st.plies, st.ply === st.plies));
    // a game with nothing hidden shows the same board from every seat: no point of view to choose
    put(pov, game.hidden_information === false ? null : h("span", { class: "field" }, h("label", { for: "pov" }, t("replay.view")), choose),
      h("p", { class: "hint kbd" }, t("replay.keys")));
  }

  function render() {
    const focused = document.activeElement && document.activeElement.id;
    title.textContent = t("replay.title", { game: gameName(game) });
    document.title = `${t("replay.title", { game: gameName(game) })} — ${t("app.title")}`;
    controls();
    const step = st.step;
    error.textContent = st.error;
    if (!step) {
      where.textContent = t("app.loading");
      if (focused) document.getElementById(focused)?.focus();
      return;
    }
    const seats = step.seats || summary.seats;
    where.dataset.ply = String(st.ply); // (a game that counts in turns names no step number in words)
    const said = step.action ? describeAction(game.id, step.action, step.events, seats, mine) : "";
    const counted = whereOwn(step, said);
    where.textContent = counted ? counted.line : `${st.ply === 0 ? t("replay.start") : t("replay.ply", { ply: st.ply, plies: st.plies })}` +
      (said ? ` — ${byWhom(step, said, seats)}` : "");
    drawWhy(seats);
    const seat = /^\d+$/.test(st.seat) ? Number(st.seat) : null;
    const msg = { view: merged(step), legal: [], decision: merged(step).decision, to_move: step.to_move, scores: step.scores,
      terminal: st.ply === st.plies, result: st.ply === st.plies ? step.result : null, seat, seats, status: "finished" };
    const inner = h("div", { class: "board-inner" });
    put(boardEl, h("h2", { id: "replay-board-h", class: "visually-hidden" }, gameName(game)), inner);
    const ctx = { t, tn, lang: lang(), game: game.id, memory, pending: false, mine: false, seat, seats,
      nameOf: (i) => seatName(seats, i), labelOf: (i) => labelOf(seats, i), seatMark, act: () => {}, redraw: render, replay: true,
      events: st.history || step.events, you: mine, marks: marksOf(judged.get(st.ply)) };
    if (board) board.render(inner, msg, ctx);
    else genericView(inner, step, seats);
    put(events, h("h2", { id: "replay-ev-h" }, t("table.log")),
      step.events.length ? h("ul", { class: "log-list" }, step.events.map((ev) => describeEvent(game.id, ev, seats, mine)).filter(Boolean).map((words) => h("li", {}, words))) :
        h("p", { class: "hint" }, t("table.log.empty")),
      st.ply === st.plies ? h("p", { class: "winners" }, winnersLine(step.result, seats)) : null,
      // a tie on points broken by the game's own rule (Triqueta: the most animal tokens), as the end screen says it
      st.ply === st.plies ? whyLine(resultWhy(game.id, step.result, (i) => (i === mine ? t("ev.you") : seatName(seats, i)), mine)) : null,
      h("h2", {}, t("table.scores")),
      h("ul", { class: "player-list" }, seats.map((_, i) => h("li", { class: ["player", i === mine && "you"] }, h("span", {}), seatMark(i),
        h("span", { class: "pname" }, labelOf(seats, i)), i === mine && !isYou(seats, i) ? h("span", { class: "tag" }, t("table.youmark")) : null,
        // in the game's own words where its score is not points (Trigono: "1 round won"), as at the table
        h("span", { class: ["pscore", scoreWords(game.id, step.scores[i], seats.length) && "words"] },
          scoreWords(game.id, step.scores[i], seats.length) ?? signed(step.scores[i]))))));
    if (focused) document.getElementById(focused)?.focus();
  }

  /** The judged move and the best found, where a board can draw them (their details name a point):
   * [{x, y, kind: "played" | "best" | "both"}], or null. */
  function marksOf(j) {
    if (!j || !Array.isArray(j.moves) || !j.moves.length) return null;
    const at = (m) => (m && m.details && Number.isFinite(m.details.x) && Number.isFinite(m.details.y) ? m.details : null);
    const played = j.moves.find((m) => m.move === (j.decided ?? j.played)), best = j.moves[0];
    const out = [];
    if (at(played)) out.push({ x: at(played).x, y: at(played).y, kind: played === best ? "both" : "played" });
    if (played !== best && at(best)) out.push({ x: at(best).x, y: at(best).y, kind: "best" });
    return out.length ? out : null;
  }

  /** "Why?": the move that led here judged by the analysis (from its mover's view, on the server:
   * the same analysis as the terminal's), with the best move found and the line expected after it. */
  async function ask(ply) {
    judged.set(ply, "busy");
    render();
    try {
      judged.set(ply, await api.judge(id, ply));
    } catch (e) {
      judged.set(ply, { error: errorText(e) });
    }
    if (st.ply === ply) render();
  }

  function drawWhy(seats) {
    if (game.analysable === false || st.ply === 0 || !st.step) return put(whyEl);
    const j = judged.get(st.ply);
    const button = h("button", { type: "button", id: "replay-why", on: { click: () => ask(st.ply) } }, t("replay.why"));
    if (!j) return put(whyEl, button);
    // the mover in a sentence: "Ada", or this browser's own seat in the second person ("you had")
    // (`named`: "no" for a seat nobody named, which French says "la place 2" mid-sentence)
    const about = (seat) => ({ seat: seatName(seats, seat), you: seat === mine ? "yes" : "no", n: seat + 1,
      named: seatName(seats, seat) === t("table.seat", { n: seat + 1 }) ? "no" : "yes" });
    if (j === "busy") {
      const ev = (st.step.events || []).find((e) => e && Number.isInteger(e.seat));
      return put(whyEl, h("p", { class: "hint", "aria-busy": "true" }, t("replay.why.thinking", ev ? about(ev.seat) : { seat: "", you: "no" })));
    }
    if (j.error) return put(whyEl, h("p", { class: "error" }, j.error), button);
    if (j.verdict === "forced") return put(whyEl, h("p", {}, t("replay.why.forced", about(j.seat))));
    // why: an outcome entered by hand, a game kept with the real box (nothing hidden was dealt here to
    // sample from), a move the analysis cannot weigh, or several decisions written as one
    const unjudged = { entered: "replay.why.entered", kept: "replay.why.kept", unweighed: "replay.why.unweighed" };
    if (j.verdict === "unjudged") return put(whyEl, h("p", {}, t(unjudged[j.reason] || "replay.why.unjudged")));
    const words = (text) => describeAction(game.id, text, null, seats, mine);
    // a move weighed at the decision judged: said with that decision and the game's details (Tricérata: a
    // pick-up or a sowing; Triominos: the points a placement scores), as the table's own buttons say it
    const weighedWords = (text) => describeAction(game.id, text,
      [{ kind: "judged", decision: j.decision, details: (j.moves || []).find((m) => m.move === text)?.details ?? null }], seats, mine);
    const same = j.same ?? j.best === j.played; // a Trigono throw is judged by its aim, not by its record
    // in shares of the wins, the gap between the two figures listed (each rounded), so that they add up
    const best = j.moves?.[0], mineShown = j.moves?.find((m) => m.move === (j.decided ?? j.played));
    const given = j.by === "points" ? Math.round(j.lost * 10) / 10
      : best && mineShown && j.lost > 0 ? Math.max(0, Math.round(best.win * 100) - Math.round(mineShown.win * 100))
        : Math.round(j.lost * 100);
    // a game may name its own points (Trigono: pucks)
    const inPoints = has(`replay.why.lost.points.${game.id}`) ? `replay.why.lost.points.${game.id}` : "replay.why.lost.points";
    const lost = given === 0 ? t("replay.why.lost.none")
      : j.by === "points" ? t(inPoints, { lost: given }) : t("replay.why.lost.wins", { lost: given });
    put(whyEl,
      h("p", { class: ["verdict", `verdict-${j.verdict}`] }, t("replay.why.verdict", { verdict: j.verdict, seat: labelOf(seats, j.seat) })),
      // a move worth the best but not it: one sentence ("as good as the best found. Best found: another" read oddly)
      h("p", {}, same ? t("replay.why.best.same") : given === 0 ? t("replay.why.tie", { move: weighedWords(j.best) })
        : [lost, " ", t("replay.why.best", { move: weighedWords(j.best) })]),
      j.line && j.line.length > 1 ? h("p", {}, t("replay.why.line", { line: lineWords(j, words, about) })) : null,
      weighed(j, weighedWords),
      j.complete === false ? h("p", { class: "hint" }, t("replay.why.cut")) : null,
      has(`replay.why.about.${game.id}`) ? h("p", { class: "hint" }, t(`replay.why.about.${game.id}`)) : null, // what is judged
      marksOf(j) && has(`replay.why.marks.${game.id}`) ? h("p", { class: "hint" }, t(`replay.why.marks.${game.id}`)) : null, // drawn on the board
      // what the mover could see: only where something was hidden from them
      game.hidden_information ? h("p", { class: "hint" }, t("replay.why.about", about(j.seat))) : null);
  }

  /** The moves the analysis weighed, best first, each with its share of the wins (or its points, where the
   * analysis counts points or knows no chance of winning), so that a verdict can be checked. */
  function weighed(j, words) {
    if (!j.moves || j.moves.length < 2) return null;
    const byWins = !j.exact && j.moves.some((m) => m.win !== j.moves[0].win);
    // a game may name its own points (Tricérata: stones)
    const inPoints = has(`replay.why.move.points.${game.id}`) ? `replay.why.move.points.${game.id}` : "replay.why.move.points";
    const said = j.moves.map((m) => (byWins ? t("replay.why.move.wins", { move: words(m.move), win: Math.round(m.win * 100) })
      : t(inPoints, points(words(m.move), j.exact ? Math.round(m.score) : Math.round(m.score * 10) / 10)))
      + ((j.decided ?? j.played) === m.move ? ` ${t("replay.why.move.played")}` : ""));
    return h("p", { class: "hint replay-weighed" }, t("replay.why.moves", { moves: said.join(" · ") }));
  }

  /** The line after the best move in words, grouped by who plays each move where the judge says it
   * ("Club player: pick up the stones in row 2, cell 2, sow a stone into… · Beginner: …"). */
  function lineWords(j, words, about) {
    // moves said after a colon, mid-sentence: "Beginner: draw a tile, draw a tile", not "Draw a tile, Draw…"
    const low = (x) => x.charAt(0).toLocaleLowerCase(lang()) + x.slice(1);
    const steps = (j.steps || []).slice(1, 6);
    if (steps.length < Math.min(5, j.line.length - 1)) return j.line.slice(1, 6).map((m) => low(words(m))).join(" · ");
    const groups = [];
    for (const step of steps) {
      const said = low(describeAction(game.id, step.move, [{ kind: "judged", decision: step.decision, details: step.details }], null, mine));
      if (groups.length && groups[groups.length - 1].seat === step.seat) groups[groups.length - 1].moves.push(said);
      else groups.push({ seat: step.seat, moves: [said] });
    }
    return groups.map((g) => t("replay.why.line.by", { ...about(g.seat), moves: g.moves.join(", ") })).join(" · ");
  }

  /** A move's points for the words: the figure, its size and its sign ("ahead by 3 stones"). */
  function points(move, x) {
    return { move, points: x, abs: Math.abs(x), ahead: x > 0 ? "yes" : x < 0 ? "no" : "even" };
  }

  function whyLine(why) {
    return why ? h("p", { class: "result-why" }, why) : null;
  }

  function genericView(el, step, seats) {
    // No board for this game: its view, key by key (what the seat knew at that point).
    const views = st.seat === "all" && step.views ? step.views.map((v, i) => [seatName(seats, i), v]) : [[null, step.view]];
    put(el, ...views.map(([who, v]) => h("div", { class: "view-dump" }, who ? h("h3", {}, t("replay.hand", { name: who })) : null,
      h("pre", { class: "game-text", lang: "en", tabindex: "0" }, JSON.stringify(v, null, 1)))));
  }

  document.addEventListener("keydown", (e) => {
    if (typing(e) && !(e.target.id === "replay-slider")) return;
    if (e.target.id === "replay-slider") return; // the slider steps by itself
    const at = st.target;
    const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: st.plies, PageUp: at - 10, PageDown: at + 10 };
    if (e.key in moves && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      go(moves[e.key]);
    }
  });

  render();
  await go(st.ply);
  return { render };
}
