// Triominos XXL in English and French: the game's entries and its board's (board.js).
// The words themselves are in en.ftl and fr.ftl beside this file (Project Fluent); this module
// holds only how the table picks among them.

function variant(ev) {
  if (ev.kind === "place" && ev.figure) return "figure";
  if (ev.kind === "place" && ev.points === 1) return "one"; // 0-0-1 laid plainly: "1 point", not "1 points"
  if (ev.kind === "draw" && ev.tile) return "seen";
  if (ev.kind === "score") {
    if (ev.why === "place") return "hide";
    return ev.why === "pass" || ev.why === "draw" ? ev.why : ev.points === 1 ? "one" : null;
  }
  return null;
}

function action(text, t) {
  if (text === "draw" || text === "pass") return t(`act.triominos.${text}`);
  const entered = /^(first|rack|points) (\d+)$/.exec(text);  // a refereed table's entries
  if (entered) return t(`act.triominos.${entered[1]}`, { n: Number(entered[2]) + (entered[1] === "first" ? 1 : 0) });
  const m = /^(\d-\d-\d)@([UD]\(-?\d+,-?\d+\))\/r(\d)$/.exec(text);
  return m ? t("act.triominos.place", { tile: m[1], cell: m[2], rot: m[3] }) : null;
}

/** The score pad is an option of a game played with the real box only. */
function optionShown(name, values) {
  return name !== "score_pad" || values.referee === true || values.referee === "true";
}

export default { variant, action, optionShown };
