// The browser's own wording of events, run in node: the real static/i18n.js (with the vendored
// @fluent/bundle), common.js describeEvent and each game's web/messages.js, reading the same .ftl
// files. stdin: {"lang": "en", "items": [{"game": "triqueta", "event": {...}}]}; stdout: the sentences.
// Used by tests/core/test_catalogue.py (the terminal and the browser say the same sentence).
import { readFileSync } from "node:fs";
import { register } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

const SRC = fileURLToPath(new URL("../../src/trigames/", import.meta.url));
const pathOf = (url) => {
  // "/static/x" and "/games/GAME/x" as the server maps them
  let m = /^\/static\/(.*)$/.exec(url);
  if (m) return `${SRC}web/static/${m[1]}`;
  m = /^\/games\/([^/]+)\/([^/]+)$/.exec(url);
  if (m) return `${SRC}games/${decodeURIComponent(m[1])}/web/${m[2]}`;
  return null;
};

// absolute imports ("/static/i18n.js", "/games/trigono/messages.js") resolve to the package's files
register("data:text/javascript," + encodeURIComponent(`
  export async function resolve(specifier, context, next) {
    let m = /^\\/static\\/(.*)$/.exec(specifier);
    if (m) return next(${JSON.stringify(pathToFileURL(`${SRC}web/static/`).href)} + m[1], context);
    m = /^\\/games\\/([^/]+)\\/([^/]+)$/.exec(specifier);
    if (m) return next(${JSON.stringify(pathToFileURL(`${SRC}games/`).href)} + decodeURIComponent(m[1]) + "/web/" + m[2], context);
    return next(specifier, context);
  }`));

globalThis.localStorage = { getItem: () => null, setItem: () => {} };
Object.defineProperty(globalThis, "navigator", { value: { language: "en" }, configurable: true });
globalThis.document = { documentElement: {} };
globalThis.fetch = async (url) => {
  const path = pathOf(String(url));
  const text = path ? readFileSync(path, "utf8") : null;
  return { ok: text !== null, status: text === null ? 404 : 200, text: async () => text };
};

const input = JSON.parse(readFileSync(0, "utf8"));
const i18n = await import(pathToFileURL(`${SRC}web/static/i18n.js`).href);
const common = await import(pathToFileURL(`${SRC}web/static/common.js`).href);
for (const game of new Set(input.items.map((x) => x.game))) {
  await common.loadMessages({ id: game, assets: { messages: true } });
}
i18n.setLang(input.lang);
// {"game", "action", "events"?} items: how the replay names a move (describeAction; events: what it did)
// {"game", "rounds": [events], "players", "finals"} items: the end screen's round by round (messages.js `rounds`)
const said = (x) => {
  if ("rounds" in x) return common.bundleOf(x.game).rounds(x.rounds, x.players, x.finals);
  // "you": the reader's seat (a seated player): events about it in the second person
  return "action" in x ? common.describeAction(x.game, x.action, x.events || null) : common.describeEvent(x.game, x.event, null, x.you ?? null);
};
// the browser writes a Triominos tile's name with non-breaking hyphens (U+2011: it never breaks across
// lines), the terminal with plain ones: the words compared are the same
const plain = (x) => (typeof x === "string" ? x.replaceAll("\u2011", "-") : x);
const out = input.items.map((x) => plain(said(x)));
process.stdout.write(JSON.stringify(out));
