// Plain message tables ({"dotted.key": "text with {name}"}) as Fluent (FTL) source: the id of a
// dotted key is the key with '.' (and a space) turned into '-'; `{name}` becomes `{ $name }`; a pair `x.one` /
// `x.other` becomes one message `x` that selects on `$n`. Used at run time by addMessages() (strings
// still handed over as objects) and by scripts/ftl_from_js.mjs (the conversion of the old catalogues).

/** The Fluent id of a dotted key: every '.' (or any other character an id cannot hold) becomes '-'. */
export function idOf(key) {
  return String(key).replace(/[^a-zA-Z0-9_-]/g, "-");
}

const ID = /^[a-zA-Z][a-zA-Z0-9_-]*$/;

function escapeText(text) {
  // `{name}` is a variable; any other brace is literal text.
  return text.replace(/\{(\w+)\}|[{}]/g, (all, name) => (name ? `{ $${name} }` : `{"${all}"}`));
}

/** One value as a Fluent pattern (what follows `id =`). */
export function pattern(text) {
  text = String(text);
  if (text === "") return '{ "" }';
  const lines = text.split("\n").map((line, i) => {
    let out = escapeText(line);
    if (i > 0 && /^[[*.]/.test(out)) out = `{"${out[0]}"}${out.slice(1)}`;
    const lead = /^ +/.exec(out);
    if (lead) out = `{"${lead[0]}"}${out.slice(lead[0].length)}`;
    const trail = / +$/.exec(out);
    if (trail) out = `${out.slice(0, -trail[0].length)}{"${trail[0]}"}`;
    return out === "" ? '{ "" }' : out;
  });
  return lines.length === 1 ? lines[0] : `\n    ${lines.join("\n    ")}`;
}

function select(one, other) {
  return `\n    { $n ->\n        [one] ${pattern(one)}\n       *[other] ${pattern(other)}\n    }`;
}

/** FTL source for one language's table; throws on a key that makes no Fluent id or two keys on one id. */
export function toFtl(messages, { comment } = {}) {
  const keys = Object.keys(messages || {});
  const has = new Set(keys);
  const plural = new Set(keys.filter((k) => has.has(`${k}.one`) && has.has(`${k}.other`)));
  for (const k of keys) {
    const m = /^(.*)\.(one|other)$/.exec(k);
    if (m && has.has(`${m[1]}.one`) && has.has(`${m[1]}.other`)) plural.add(m[1]);
  }
  const consumed = new Set();
  for (const base of plural) consumed.add(`${base}.one`).add(`${base}.other`);
  const out = comment ? [`# ${comment}`, ""] : [];
  const seen = new Map();
  let group = null;
  const emit = (key, body) => {
    const id = idOf(key);
    if (!ID.test(id)) throw new Error(`${key}: not a Fluent id`);
    if (seen.has(id)) throw new Error(`${key} and ${seen.get(id)} share the id ${id}`);
    seen.set(id, key);
    const head = key.split(".")[0];
    if (group !== null && head !== group) out.push("");
    group = head;
    out.push(body.startsWith("\n") ? `${id} =${body}` : `${id} = ${body}`);
  };
  for (const key of keys) {
    const m = /^(.*)\.(one|other)$/.exec(key);
    const base = consumed.has(key) ? m[1] : plural.has(key) ? key : null;
    if (base !== null) {
      // a count: one message that selects (a plain `x` beside `x.one`/`x.other` gives way to it)
      if (!seen.has(idOf(base))) emit(base, select(messages[`${base}.one`], messages[`${base}.other`]));
      continue;
    }
    emit(key, pattern(messages[key]));
  }
  return `${out.join("\n")}\n`;
}
