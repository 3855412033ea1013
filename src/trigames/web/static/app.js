// The router: one page for the lobby (/), a table (/t/{id}), a replay (/replay/{id}), a game's
// rules (/rules/{game}) and its guided first game (/learn/{game}).
import { h, put } from "./dom.js";
import { catalogue, colon, lang, onLang, setLang, t } from "./i18n.js";

const main = document.getElementById("main");
let page = null; // {render()} of the page on screen: called again when the language changes

function chrome() {
  document.getElementById("skip").textContent = t("app.skip");
  const brand = document.getElementById("brand");
  brand.textContent = t("app.title");
  brand.setAttribute("aria-label", `${t("app.title")}${colon()}${t("app.lobby")}`);
  const button = document.getElementById("lang");
  button.textContent = t("app.switch");
  button.setAttribute("aria-label", t("app.switch.label"));
  button.setAttribute("lang", lang() === "fr" ? "en" : "fr");
}

async function route() {
  const path = location.pathname;
  let m;
  try {
    if (path === "/" || path === "/index.html") {
      const { mount } = await import("./lobby.js");
      page = await mount(main);
    } else if ((m = path.match(/^\/t\/([0-9a-f]{1,64})$/))) {
      const { mount } = await import("./table.js");
      page = await mount(main, m[1]);
    } else if ((m = path.match(/^\/replay\/([0-9a-f]{1,64})$/))) {
      const { mount } = await import("./replay.js");
      page = await mount(main, m[1]);
    } else if ((m = path.match(/^\/rules\/([a-z0-9_]{1,32})$/))) {
      const { mount } = await import("./rules.js");
      page = await mount(main, m[1]);
    } else if ((m = path.match(/^\/learn\/([a-z0-9_]{1,32})$/))) {
      const { mount } = await import("./learn.js");
      page = await mount(main, m[1]);
    } else {
      page = { render: () => put(main, h("p", {}, t("app.notfound")), h("p", {}, h("a", { href: "/" }, t("app.back")))) };
      page.render();
    }
  } catch (e) {
    console.error(e);
    page = { render: () => put(main, h("p", { role: "alert", class: "error" }, t("app.error", { message: e.message || String(e) }))) };
    page.render();
  }
}

// The switch is disabled in index.html until it works: the catalogue is fetched first (top-level
// await in i18n.js), and a click before then would be lost.
const switcher = document.getElementById("lang");
switcher.addEventListener("click", () => setLang(lang() === "fr" ? "en" : "fr"));
switcher.disabled = false;
onLang(() => {
  chrome();
  if (page && page.render) page.render();
});
chrome();
route();

// For the browser tests: the catalogue the French page is checked against.
window.trigames = { catalogue, lang, setLang };
