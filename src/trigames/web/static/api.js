// The REST API (docs/web.md). Errors become ApiError with the server's code and one-line message.
export class ApiError extends Error {
  constructor(code, message, status) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

async function call(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError("network", "the server cannot be reached", 0);
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const message = (data && typeof data.error === "string" && data.error) || response.statusText;
    throw new ApiError((data && data.code) || "unknown", message, response.status);
  }
  return data;
}

let gamesCache = null;
export function games() {
  gamesCache = gamesCache || call("GET", "/api/games").catch((e) => {
    gamesCache = null;
    throw e;
  });
  return gamesCache;
}

export const createTable = (body) => call("POST", "/api/tables", body);
export const openTables = () => call("GET", "/api/tables");
export const table = (id) => call("GET", `/api/tables/${encodeURIComponent(id)}`);
export const join = (id, name, seat) => call("POST", `/api/tables/${encodeURIComponent(id)}/join`, { name, seat });
export const leave = (id, token) => call("POST", `/api/tables/${encodeURIComponent(id)}/leave`, { token });
export const standIn = (id, token, seat) => call("POST", `/api/tables/${encodeURIComponent(id)}/stand-in`, { token, seat });
export const rematch = (id, token) => call("POST", `/api/tables/${encodeURIComponent(id)}/rematch`, { token });
export const upload = (text) => call("POST", "/api/records", text);
export const replay = (id, ply, seat) =>
  call("GET", `/api/tables/${encodeURIComponent(id)}/replay/${ply}?seat=${encodeURIComponent(seat)}`);
export const judge = (id, ply) => call("GET", `/api/tables/${encodeURIComponent(id)}/judge/${ply}`);
export const recordUrl = (id) => `/api/tables/${encodeURIComponent(id)}/record`;
