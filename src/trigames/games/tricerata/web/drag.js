// Sowing a whole turn with one drag (mouse, pen or finger): press on the cell to pick up (or on
// the last cell of a turn begun by clicks), drag through the cells, release. The path grows as
// the pointer enters each cell; a cell that may not come next is refused on the spot, in words.
// On release the actions found legal are sent one after the other (the server judges each).
import { inside } from "./geometry.js";
import { place } from "./messages.js";
import { Turn } from "./sowing.js";

/** The cell under SVG point p: `margin` keeps a band along the sides where nothing changes. */
function cellAt(cells, p, margin) {
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (margin ? c.holds(p[0], p[1], margin * c.inrS) : inside(p, c.spts)) return i;
  }
  return -1;
}

export function attachDrag(svg, model, draw) {
  const { view, geo, t } = model;
  const said = model.said || t; // a kept score names the seat to move, never "you"
  const cells = geo.cells;
  if (model.decision !== "START" && model.decision !== "SOW") return;
  svg.classList.add("tc-can-drag");
  let drag = null;

  const toSvg = (e) => {
    const m = svg.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return [p.x, p.y];
  };
  const say = (text) => {
    const line = model.el.querySelector(".tc-refused");
    if (line) line.textContent = text;
  };
  const redraw = () => {
    draw(svg, model);
    if (drag && drag.moved && model.tip) model.tip.textContent = status(drag.sim);
  };
  const status = (sim) => {
    const last = sim.ref >= 0 ? place(t, cells[sim.ref].label) : "";
    if (sim.phase === "SOW") return t("tc.live.sow", { n: sim.hand, cell: last });
    if (sim.phase === "CAPTURE") return sim.target >= 0 ? said("tc.live.target", { cell: place(t, cells[sim.target].label), n: sim.board[sim.target] }) :
      t("tc.live.capture", { cell: last });
    return t(sim.end === "sudden_death" ? "tc.live.sudden" : "tc.live.isolated", { cell: last });
  };

  function refuse(j, why) {
    const sim = drag.sim;
    const here = sim.ref >= 0 ? place(t, cells[sim.ref].label) : "";
    const cell = place(t, cells[j].label);
    say(why === "far" ? t("tc.refuse.far", { cell, last: here }) : why === "over" ? t("tc.refuse.over") :
      why === "empty" && sim.phase === "CAPTURE" ? t("tc.refuse.emptyneighbour", { cell }) : t("tc.refuse.capture", { cell, last: here }));
    drag.refused = j;
    redraw();
    const g = svg.querySelector(`.tc-cell[data-label="${cells[j].label}"]`);
    if (g) g.classList.add("refused");
  }

  function enter(j) {
    const sim = drag.sim;
    drag.over = j;
    const what = sim.check(j);
    if (what === "sow" || what === "capture") {
      sim.play(j);
      drag.refused = -1;
      say("");
    } else if (what === "back") {
      sim.untarget();
      say("");
    } else if (what !== "same") {
      refuse(j, what);
      return;
    }
    redraw();
  }

  function begin(e) {
    if (drag) { // a stroke whose release was never seen (it ended outside the page): forget it
      drag = null;
      model.sim = null;
      redraw();
    }
    if (model.pending || (e.pointerType === "mouse" && e.button !== 0)) return;
    const p = toSvg(e);
    if (!p) return;
    const i = cellAt(cells, p, 0);
    if (i < 0) return;
    const sim = new Turn(view, cells);
    if (model.decision === "START") {
      if (sim.check(i) !== "start") return;
      sim.play(i);
    } else if (i !== sim.ref) {
      if (sim.check(i) !== "sow") return;
      sim.play(i);
    }
    drag = { id: e.pointerId, sim, moved: false, last: p, over: i, refused: -1 };
  }

  function move(e) {
    if (!drag || e.pointerId !== drag.id) return;
    const p = toSvg(e);
    if (!p) return;
    // Walk from the last point to this one, so that a quick stroke still enters every cell it crosses.
    const [x0, y0] = drag.last;
    const steps = Math.max(1, Math.ceil(Math.hypot(p[0] - x0, p[1] - y0) / 4));
    for (let k = 1; k <= steps; k++) {
      const q = [x0 + ((p[0] - x0) * k) / steps, y0 + ((p[1] - y0) * k) / steps];
      const j = cellAt(cells, q, 0.2);
      if (j < 0 || j === drag.over) continue;
      if (!drag.moved) {
        drag.moved = true;
        model.sim = drag.sim;
        svg.classList.add("tc-dragging");
        try {
          svg.setPointerCapture(e.pointerId);
        } catch {
          // the pointer is already gone: the stroke still counts
        }
      }
      enter(j);
    }
    drag.last = p;
    if (drag.moved) {
      model.pointer = p;
      const hand = svg.querySelector(".tc-inhand");
      if (hand || drag.sim.hand) redraw();
    }
    if (drag.moved) e.preventDefault();
  }

  function end(e, cancelled) {
    if (!drag || e.pointerId !== drag.id) return;
    const { sim, moved } = drag;
    drag = null;
    svg.classList.remove("tc-dragging");
    if (!moved) return; // a click: the cell's own click plays it
    svg.dataset.dragged = "1"; // the click that follows a drag is not a click on a cell
    setTimeout(() => delete svg.dataset.dragged, 0);
    const r = svg.getBoundingClientRect();
    const off = e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
    const actions = cancelled || off ? [] : sim.sendable();
    model.pointer = null;
    if (!actions.length) {
      model.sim = null;
      say(cancelled || off ? t("tc.drag.cancelled") : "");
      redraw();
      return;
    }
    const ctx = model.ctx;
    ctx.memory.queue = { table: model.table, actions, i: 0, sentAt: -1, sim, path: model.path };
    model.pending = true;
    redraw();
    say(said("tc.drag.sending"));
    sendNext(model.msg, ctx);
  }

  svg.addEventListener("pointerdown", begin);
  svg.addEventListener("pointermove", move);
  svg.addEventListener("pointerup", (e) => end(e, false));
  svg.addEventListener("pointercancel", (e) => end(e, true));
  svg.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && drag) {
      const id = drag.id;
      end({ pointerId: id, clientX: 0, clientY: 0 }, true);
    }
  });
}

/** The queue of a drag still being sent, or null once it is done, refused or overtaken. */
export function queueOf(msg, ctx) {
  const memory = ctx.memory || {};
  const q = memory.queue;
  if (!q) return null;
  const drop = () => {
    delete memory.queue;
    return null;
  };
  if (q.table !== msg.table || ctx.replay) return drop();
  if (ctx.pending) return q; // an answer is on its way
  if (q.sentAt === msg.version) return drop(); // refused: the board is the server's again
  if (q.i >= q.actions.length || msg.terminal || msg.to_move !== ctx.seat) return drop();
  if (!(msg.legal || []).includes(q.actions[q.i])) return drop();
  return q;
}

/** Send the queue's next action (called once the table has drawn the last answer). */
export function sendNext(msg, ctx) {
  const q = queueOf(msg, ctx);
  if (!q || ctx.pending) return;
  const action = q.actions[q.i];
  q.i += 1;
  q.sentAt = msg.version;
  ctx.act(action);
}
