// Cell shapes for drawing, in the engine's cell order and labels (geometry.py): the triangle,
// the square grid, the hex board and the hexagon of triangles. Units: a cell side of 1.
const H = Math.sqrt(3) / 2;

function tri(cx, top, up) {
  return up ? [[cx, top], [cx + 0.5, top + H], [cx - 0.5, top + H]] : [[cx - 0.5, top], [cx + 0.5, top], [cx, top + H]];
}

function triangle(n) {
  const cells = [];
  for (let i = 1; i <= n; i++) {
    for (let k = 1; k < 2 * i; k++) cells.push({ label: `${i}.${k}`, up: k % 2 === 1, points: tri((k - i) / 2, (i - 1) * H, k % 2 === 1) });
  }
  return cells;
}

function square(a, b) {
  const cells = [];
  for (let r = 0; r < a; r++) {
    for (let c = 0; c < b; c++) cells.push({ label: `${r + 1}.${c + 1}`, up: null, points: [[c, r], [c + 1, r], [c + 1, r + 1], [c, r + 1]] });
  }
  return cells;
}

function hexagon(m) {
  const raw = [];
  for (let r = 1 - m; r < m; r++) for (let q = 1 - m; q < m; q++) if (Math.abs(q + r) < m) raw.push([r, q]);
  raw.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const size = 1 / Math.sqrt(3); // the side of a hexagon 1 wide across its flats
  const cells = [];
  let row = null;
  let k = 0;
  for (const [r, q] of raw) {
    k = r === row ? k + 1 : 1;
    row = r;
    const cx = q + r / 2;
    const cy = r * 1.5 * size;
    const points = [];
    for (let j = 0; j < 6; j++) {
      const a = (Math.PI / 3) * j + Math.PI / 6;
      points.push([cx + size * Math.cos(a), cy + size * Math.sin(a)]);
    }
    cells.push({ label: `${r + m}.${k}`, up: null, points });
  }
  return cells;
}

function trihex(m) {
  const width = (r) => m + Math.min(r, 2 * m - r);
  const exists = ([r, x]) => r >= 0 && r <= 2 * m && Math.abs(x) <= width(r) && (((x - width(r)) % 2) + 2) % 2 === 0;
  const tris = [];
  for (let i = 1; i <= 2 * m; i++) {
    for (let x = -3 * m; x <= 3 * m; x++) {
      const upv = [[i - 1, x], [i, x - 1], [i, x + 1]];
      const downv = [[i - 1, x - 1], [i - 1, x + 1], [i, x]];
      for (const [up, vs] of [[true, upv], [false, downv]]) if (vs.every(exists)) tris.push({ i, x, up, vs });
    }
  }
  const cells = [];
  let k = 0;
  tris.forEach((c, n) => {
    k = n === 0 || tris[n - 1].i !== c.i ? 1 : k + 1;
    cells.push({ label: `${c.i}.${k}`, up: c.up, points: c.vs.map(([r, x]) => [x / 2, r * H]) });
  });
  return cells;
}

/** The cells of the board a view describes ({geometry, size}), each with its polygon and centre. */
export function cellsOf(view) {
  const [a, b] = view.size;
  const cells = view.geometry === "triangle" ? triangle(a) : view.geometry === "square" ? square(a, b ?? a) :
    view.geometry === "hex" ? hexagon(a) : view.geometry === "trihex" ? trihex(a) : null;
  if (!cells) return null;
  for (const c of cells) {
    const n = c.points.length;
    c.cx = c.points.reduce((sum, p) => sum + p[0], 0) / n;
    c.cy = c.points.reduce((sum, p) => sum + p[1], 0) / n;
  }
  return cells;
}

/** Each cell's edge neighbours (indices), found from the shared sides of the drawn shapes.
 *  Also sets, on every cell: `edges` (its sides as [a, b] points), `inr` (the distance from the
 *  centre to the nearest side) and, per neighbour, the shared side (`side.get(j)`). */
export function linkCells(cells) {
  const key = (p) => `${Math.round(p[0] * 1000)},${Math.round(p[1] * 1000)}`;
  const bySide = new Map();
  cells.forEach((c, i) => {
    c.edges = c.points.map((p, j) => [p, c.points[(j + 1) % c.points.length]]);
    c.nbrs = [];
    c.side = new Map();
    c.inr = Math.min(...c.edges.map(([a, b]) => distToLine([c.cx, c.cy], a, b)));
    for (const [a, b] of c.edges) {
      const k = [key(a), key(b)].sort().join("|");
      const other = bySide.get(k);
      if (other === undefined) {
        bySide.set(k, i);
      } else {
        c.nbrs.push(other);
        cells[other].nbrs.push(i);
        c.side.set(other, [a, b]);
        cells[other].side.set(i, [a, b]);
      }
    }
  });
  for (const c of cells) c.nbrs.sort((x, y) => x - y);
  return cells;
}

function distToLine(p, a, b) {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  return Math.abs(dy * (p[0] - a[0]) - dx * (p[1] - a[1])) / Math.hypot(dx, dy);
}

/** Whether point p lies inside polygon `points` (even-odd rule). */
export function inside(p, points) {
  let yes = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i], [xj, yj] = points[j];
    if ((yi > p[1]) !== (yj > p[1]) && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) yes = !yes;
  }
  return yes;
}
