// A turn played ahead in the browser, for the one-drag sowing: the same steps as the engine
// (RULES §3.4: pickup, one stone per step into an edge neighbour, resow from a cell that was not
// empty unless that pickup state was already seen this turn, then capture or seizure). The server
// stays the judge: the drag only sends the actions this model found legal, one at a time.

const FULL_DEGREE = { triangle: 3, trihex: 3, square: 4, hex: 6 };

export class Turn {
  /** `view` is the engine's view (START or SOW), `cells` the linked cells (geometry.js). */
  constructor(view, cells) {
    this.cells = cells;
    this.index = new Map(cells.map((c, i) => [c.label, i]));
    this.board = [...view.board];
    this.players = view.players;
    this.sudden = !!view.sudden_death;
    this.full = FULL_DEGREE[view.geometry] || 3;
    this.phase = view.decision; // START, SOW, CAPTURE, or END (the turn is over)
    this.hand = view.hand || 0;
    this.ref = view.ref ? this.index.get(view.ref) : -1;
    this.seen = new Set((view.seen || []).map(([b, c]) => `${b.join(",")}|${this.index.get(c)}`));
    this.actions = []; // the notation to send, in order
    this.steps = []; // {cell, kind: "start" | "sow", resow: stones picked up again there} for drawing
    this.target = -1; // the neighbour chosen for capture, if any
    this.end = ""; // why the turn ended: "isolated", "sudden_death" or "" (still going)
  }

  /** What moving into cell `y` would do now: "start", "sow", "capture", or a reason it is refused. */
  check(y) {
    const c = this.cells[y];
    if (!c) return "nocell";
    if (this.phase === "START") return this.board[y] > 0 ? "start" : "empty";
    if (this.phase === "SOW") return y === this.ref ? "same" : c.nbrs.includes(this.ref) ? "sow" : "far";
    if (this.phase === "CAPTURE") {
      if (y === this.ref) return "back";
      if (!c.nbrs.includes(this.ref)) return "far";
      return this.board[y] > 0 ? "capture" : "empty";
    }
    return "over";
  }

  /** Play cell `y` (after check(y) said yes); returns what happened. */
  play(y) {
    const what = this.check(y);
    const label = this.cells[y].label;
    if (what === "start") {
      this.seen = new Set([this.key(y)]);
      this.actions.push(label);
      this.pickup(y, "start");
    } else if (what === "sow") {
      const was = this.board[y];
      this.board[y] += 1;
      this.hand -= 1;
      this.ref = y;
      this.actions.push(label);
      this.steps.push({ cell: label, kind: "sow" });
      if (!this.hand) this.sown(was);
    } else if (what === "capture") {
      this.target = y;
    }
    return what;
  }

  /** Forget a capture target (the pointer went back to the last cell). */
  untarget() {
    this.target = -1;
  }

  /** The actions to send: the path, then the capture if one was chosen. */
  sendable() {
    return this.target >= 0 ? [...this.actions, `x${this.cells[this.target].label}`] : [...this.actions];
  }

  key(c) {
    return `${this.board.join(",")}|${c}`;
  }

  pickup(c, kind) {
    this.hand = this.board[c];
    this.board[c] = 0;
    this.ref = c;
    this.phase = "SOW";
    const last = this.steps[this.steps.length - 1];
    if (kind === "resow" && last) last.resow = this.hand;
    else this.steps.push({ cell: this.cells[c].label, kind });
  }

  sown(was) {
    const ref = this.ref;
    if (was) {
      const k = this.key(ref);
      if (!this.seen.has(k)) {
        this.seen.add(k);
        this.pickup(ref, "resow");
        return;
      }
    }
    if (this.cells[ref].nbrs.some((d) => this.board[d] > 0)) {
      this.phase = "CAPTURE";
      return;
    }
    this.phase = "END";
    this.end = !was && this.sudden && this.players > 1 && this.cells[ref].nbrs.length === this.full ? "sudden_death" : "isolated";
  }
}
