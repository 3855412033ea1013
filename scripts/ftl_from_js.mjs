// One-off conversion (issue 18): the message tables of i18n.js, companion.js and each game's
// web/messages.js written out as Fluent files. With --append, only keys missing from the existing
// .ftl files are added (strings someone added to a messages.js after the conversion).
//   node scripts/ftl_from_js.mjs [--append] [--dry]
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { toFtl, idOf } from "../src/trigames/web/static/ftl.js";

const ROOT = new URL("../src/trigames/", import.meta.url).pathname;
const append = process.argv.includes("--append");
const dry = process.argv.includes("--dry");

/** The object literal that starts at `start` in `text` (balanced braces, strings skipped). */
function literal(text, start) {
  let depth = 0;
  let quote = null;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error("unbalanced");
}

function fromCore() {
  const text = readFileSync(`${ROOT}web/static/i18n.js`, "utf8");
  const at = text.indexOf("const MESSAGES = {");
  if (at < 0) return { en: {}, fr: {} };
  return Function(`return ${literal(text, text.indexOf("{", at))}`)();
}

function fromCompanion() {
  const text = readFileSync(`${ROOT}web/static/companion.js`, "utf8");
  const at = text.indexOf("addMessages({");
  if (at < 0) return { en: {}, fr: {} };
  return Function(`return ${literal(text, text.indexOf("{", at))}`)();
}

function fromGame(game) {
  const path = `${ROOT}games/${game}/web/messages.js`;
  let text = readFileSync(path, "utf8");
  if (!/^const en = \{/m.test(text)) return { en: {}, fr: {} };
  // run the file's top (its tables and any loop filling them) without its imports and functions
  text = text.replace(/^import .*$/gm, "").replace(/^export default .*$/gm, "");
  const stop = text.search(/^(async )?function |^\/\*\* /m);
  const body = stop > 0 ? text.slice(0, stop) : text;
  // eslint-disable-next-line no-new-func
  return Function(`${body}\n;return { en, fr };`)();
}

/** Ids already present in an .ftl file. */
function idsIn(path) {
  if (!existsSync(path)) return new Set();
  return new Set([...readFileSync(path, "utf8").matchAll(/^([a-zA-Z][a-zA-Z0-9_-]*) *=/gm)].map((m) => m[1]));
}

function write(path, table, comment) {
  if (append) {
    const have = idsIn(path);
    const missing = {};
    for (const [k, v] of Object.entries(table)) {
      const base = k.replace(/\.(one|other)$/, "");
      if (!have.has(idOf(k)) && !have.has(idOf(base))) missing[k] = v;
    }
    if (!Object.keys(missing).length) return;
    console.log(`${path}: adding ${Object.keys(missing).join(", ")}`);
    if (!dry) writeFileSync(path, `${readFileSync(path, "utf8").trimEnd()}\n\n${toFtl(missing)}`);
    return;
  }
  console.log(`${path}: ${Object.keys(table).length} keys`);
  if (!dry) writeFileSync(path, toFtl(table, { comment }));
}

const core = fromCore();
const comp = fromCompanion();
for (const code of ["en", "fr"]) {
  write(`${ROOT}web/static/i18n/${code}.ftl`, { ...core[code], ...comp[code] },
    `trigames: the words of the lobby, the table, the replay and the companion (${code}).`);
}
for (const game of ["triqueta", "triominos", "tricerata", "trigono"]) {
  const tables = fromGame(game);
  for (const code of ["en", "fr"]) {
    write(`${ROOT}games/${game}/web/${code}.ftl`, tables[code], `${game}: the game's own words (${code}).`);
  }
}
