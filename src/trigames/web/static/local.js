// What this browser remembers: seat tokens per table (never sent anywhere but the table's own
// WebSocket and API), invitation links the creator holds, the display name.
const TOKENS = "trigames.tables";
const NAME = "trigames.name";
const MAX_REMEMBERED = 50;

function read() {
  try {
    const data = JSON.parse(localStorage.getItem(TOKENS) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

function write(data) {
  const entries = Object.entries(data).sort((a, b) => (b[1].at || 0) - (a[1].at || 0));
  try {
    localStorage.setItem(TOKENS, JSON.stringify(Object.fromEntries(entries.slice(0, MAX_REMEMBERED))));
  } catch {
    /* storage full or refused: the game still works for this page */
  }
}

/** {token, seat, game, invites: [{seat, url}], spectator, at} remembered for a table, or null. */
export function seatOf(table) {
  const entry = read()[table];
  return entry && typeof entry === "object" ? entry : null;
}

/** The seat this browser played at a table (an integer), or null: none remembered, a spectator's
 * link, or a kept score (every seat this browser's, none of them "you"). */
export function mySeat(table) {
  const entry = seatOf(table);
  return entry && Number.isInteger(entry.seat) && entry.token && !entry.companion ? entry.seat : null;
}

export function remember(table, fields) {
  const data = read();
  data[table] = { ...(data[table] || {}), ...fields, at: Date.now() };
  write(data);
}

export function forget(table) {
  const data = read();
  delete data[table];
  write(data);
}

export function remembered() {
  return Object.entries(read())
    .filter(([, e]) => e && typeof e === "object")
    .sort((a, b) => (b[1].at || 0) - (a[1].at || 0))
    .map(([table, e]) => ({ table, ...e }));
}

export function savedName() {
  try {
    return (localStorage.getItem(NAME) || "").slice(0, 24);
  } catch {
    return "";
  }
}

export function saveName(name) {
  try {
    localStorage.setItem(NAME, name);
  } catch {
    /* not remembered */
  }
}
