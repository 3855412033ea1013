// The one message catalogue: English and French, in Project Fluent files (FTL). The core's are
// static/i18n/en.ftl and fr.ftl; each game ships its own web/en.ftl and web/fr.ftl, added with
// addResources() when the game loads (common.js). Every string on screen goes through t(key), the
// dotted key naming the Fluent message whose id is the key with '.' turned into '-'
// ("table.seat" -> table-seat). The terminal reads the same files (trigames.core.catalogue).
import { FluentBundle, FluentNumber, FluentResource } from "./vendor/fluent-bundle/index.js";
import { idOf, toFtl } from "./ftl.js";

const KEY = "trigames.lang";
export const LANGS = ["en", "fr"];

const BUNDLES = {};
const RESOURCES = {}; // code -> [FluentResource], for catalogue()
for (const code of LANGS) {
  BUNDLES[code] = new FluentBundle(code, { useIsolating: false });
  RESOURCES[code] = [];
}

function addSource(code, source, where) {
  const resource = new FluentResource(source);
  const errors = BUNDLES[code].addResource(resource, { allowOverrides: true });
  for (const e of errors) console.error(`${where}: ${e}`);
  RESOURCES[code].push(resource);
}

async function fetchText(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
}

/** Load one catalogue per language: `base` + "en.ftl", `base` + "fr.ftl" (e.g. "/games/triqueta/"). */
export async function addResources(base) {
  const texts = await Promise.all(LANGS.map((code) => fetchText(`${base}${code}.ftl`)));
  LANGS.forEach((code, i) => addSource(code, texts[i], `${base}${code}.ftl`));
}

let current = (() => {
  try {
    const saved = localStorage.getItem(KEY);
    if (LANGS.includes(saved)) return saved;
  } catch {
    /* storage refused: use the browser's language */
  }
  return (navigator.language || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
})();
const listeners = new Set();

export function lang() {
  return current;
}

/** ": " in English; French puts a (non-breaking) space before the colon. */
export function colon() {
  return lang() === "fr" ? "\u00a0: " : ": ";
}

export function setLang(code) {
  if (!LANGS.includes(code) || code === current) return;
  current = code;
  try {
    localStorage.setItem(KEY, code);
  } catch {
    /* not remembered, still switched */
  }
  document.documentElement.lang = code;
  for (const fn of listeners) fn(code);
}

export function onLang(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Strings still handed over as tables ({en: {"dotted.key": "text {name}"}, fr: {...}}): turned into
 * Fluent messages. New strings belong in the .ftl files (see notes/catalogue.md). */
export function addMessages(bundle) {
  for (const code of LANGS) {
    const table = bundle && bundle[code];
    if (table && typeof table === "object" && Object.keys(table).length) addSource(code, toFtl(table), "addMessages");
  }
}

function message(code, key) {
  const m = BUNDLES[code].getMessage(idOf(key));
  return m && m.value !== null ? m : null;
}

/** Whether the current language has the message (`x.one` / `x.other`: whether `x` counts). */
export function has(key) {
  if (message(current, key)) return true;
  const base = /^(.*)\.(one|other)$/.exec(key);
  return Boolean(base && message(current, base[1]));
}

const INTEGER = /^[-\u2212]?\d+$/; // "−9" (signed()) is a whole number too
const MINUS = "\u2212"; // the typographic minus: people read "−9", not "-9"

/** A number as people read it: a negative one with "−" (U+2212), in every language. */
export function signed(x) {
  return String(x ?? "").replace(/^-(?=\d)/, MINUS);
}

/** A Fluent number that writes its minus as "−" (it still selects its plural as a number). */
class PlainNumber extends FluentNumber {
  toString(scope) {
    return signed(super.toString(scope));
  }
}

/** French elides "de", "que", "la" before a word that starts with a vowel ("d’Ann", "qu’Ève"); an h
 * is never elided (the terminal's catalogue.elides says the same). */
export function elides(text) {
  const first = String(text).trimStart().normalize("NFD").charAt(0);
  return /^[aeiouyæœ]$/i.test(first);
}

/** Arguments for Fluent: numbers (and whole numbers written as text) count for plurals and are
 * written without thousands separators; everything else is text, and each text `x` comes with
 * `x_elide`, "yes" when French elides before it (unless given). */
function args(params) {
  if (!params) return undefined;
  const out = {};
  for (const [k, v] of Object.entries(params)) {
    let x = v;
    if (typeof x === "string" && INTEGER.test(x) && x.length < 16) x = Number(x.replace("\u2212", "-"));
    if (typeof x === "number" && Number.isFinite(x)) {
      out[k] = new PlainNumber(x, { useGrouping: false, maximumFractionDigits: Number.isInteger(x) ? 0 : 20 });
    } else if (x === null || x === undefined) {
      out[k] = "";
    } else {
      out[k] = typeof x === "object" && x instanceof FluentNumber ? x : String(x);
    }
  }
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === "string" && !(`${k}_elide` in out)) out[`${k}_elide`] = elides(v) ? "yes" : "no";
  }
  return out;
}

function format(code, m, params) {
  const errors = [];
  return BUNDLES[code].formatPattern(m.value, args(params), errors);
}

/** The message `key` in the current language (English when it is missing there), `{ $name }`
 * replaced by params.name; a count selects its plural form. */
export function t(key, params) {
  const base = /^(.*)\.(one|other)$/.exec(key); // an old plural key: its message now selects on $n
  for (const code of [current, "en"]) {
    const m = message(code, key) || (base && message(code, base[1]));
    if (m) return format(code, m, params);
  }
  return `⟦${key}⟧`; // a missing key shows, and the tests catch it
}

/** t() for a count: the message `key` selects on `$n`. (Tables still in the old shape: `key.one` /
 * `key.other`, French 0 and 1 singular.) */
export function tn(key, n, params) {
  if (message(current, key) || message("en", key)) return t(key, { ...params, n });
  const one = current === "fr" ? n === 0 || n === 1 : n === 1;
  return t(`${key}.${one ? "one" : "other"}`, { ...params, n });
}

function flatten(code, elements) {
  if (typeof elements === "string") return elements;
  let out = "";
  for (const el of elements) {
    if (typeof el === "string") out += el;
    else if (el.type === "var") out += `{${el.name}}`;
    else if (el.type === "str" || el.type === "num") out += String(el.value);
    else if (el.type === "select") out += el.variants.map((v) => flatten(code, v.value)).join("{_}");
    else if (el.type === "mesg") {
      const m = BUNDLES[code].getMessage(el.name);
      out += m && m.value !== null ? flatten(code, m.value) : "";
    }
  }
  return out;
}

/** The whole catalogue of one language, {fluent id: text} — a count's forms joined by `{_}`, a
 * variable as `{name}` (the tests compare the two languages). */
export function catalogue(code) {
  const out = {};
  for (const resource of RESOURCES[code] || []) {
    for (const m of resource.body) if (m.value !== null) out[m.id] = flatten(code, m.value);
  }
  return out;
}

// The core's words, before any page asks for one.
try {
  await addResources("/static/i18n/");
} catch (e) {
  console.error("the catalogue did not load", e);
}

document.documentElement.lang = current;
