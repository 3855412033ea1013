// Triqueta in English and French: names, options, decisions, actions, events, the board's words.
// The words themselves are in en.ftl and fr.ftl beside this file (Project Fluent); this module
// holds only how the table picks among them.

/** Which wording of an event: what the drawer saw, or an empty row. */
function variant(ev) {
  if (["draw", "keep", "discard", "named"].includes(ev.kind) && ev.token) return "seen";
  if (ev.kind === "take_row" && Array.isArray(ev.tokens) && ev.tokens.length === 0) return "empty";
  return null;
}

/** An action's notation in words. */
function action(text, t) {
  const named = /^place R(\d) (\w+)$|^hidden (\w+)$/.exec(text);  // a refereed table's entries
  if (named) {
    return named[1] ? t("act.triqueta.place_as", { n: Number(named[1]) + 1, animal: t(`val.triqueta.${named[2]}`) }) :
      t("act.triqueta.hidden", { animal: t(`val.triqueta.${named[3]}`) });
  }
  const m = /^(draw|keep|reveal|discard)$|^(take|place) R(\d)$|^tower T(\d)$/.exec(text);
  if (!m) return null;
  if (m[1]) return t(`act.triqueta.${m[1]}`);
  if (m[2]) return t(`act.triqueta.${m[2]}`, { n: Number(m[3]) + 1 }); // people count rows and towers from 1
  return t("act.triqueta.tower", { n: Number(m[4]) + 1 });
}

/** English needs "an owl" but "a bear"; people count rows and towers from 1. */
function params(ev, p, lang) {
  if (typeof ev.row === "number") p.row = String(ev.row + 1);
  if (typeof ev.tower === "number") p.tower = String(ev.tower + 1);
  if (p.token) p.a_token = lang === "en" ? `${/^[aeiou]/.test(p.token) ? "an" : "a"} ${p.token}` : p.token;
}

export default { variant, action, params };
