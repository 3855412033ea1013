// Building the page without innerHTML: every string from the server or a user goes in as text.
const SVG_NS = "http://www.w3.org/2000/svg";

function apply(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "on") {
      for (const [event, fn] of Object.entries(value)) el.addEventListener(event, fn);
    } else if (key === "class") {
      el.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    } else if (key === "dataset") {
      for (const [k, v] of Object.entries(value)) el.dataset[k] = String(v);
    } else if (key === "text") {
      el.textContent = String(value);
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** An HTML element: h("button", {class: "x", on: {click}}, "label", child...). */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** An SVG element, same shape as h(). */
export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** Replace everything inside `el`. */
export function put(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** Copy text to the clipboard; falls back to selecting an input for browsers without the API. */
export async function copy(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (input) {
      input.focus();
      input.select();
      try {
        return document.execCommand("copy");
      } catch {
        return false;
      }
    }
    return false;
  }
}

/** Is keyboard focus in a field where keys are typed (shortcuts must not fire there)? */
export function typing(event) {
  const t = event.target;
  return t instanceof HTMLElement && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));
}

/** How much of the window's top the table's turn line covers where it stays pinned there (a phone,
 * style.css), else 0: what scrolls a control or a board into view keeps it below that line. */
export function pinnedTop() {
  const bar = document.querySelector(".table-page > .table-head > .status");
  return bar && getComputedStyle(bar).position === "sticky" ? bar.offsetHeight : 0;
}

/** A question asked in the page (the browser's own confirm box is grey, unstyled and in the browser's
 * language): a modal dialog with `yes` and `no` buttons, the safe answer focused; Escape or a click
 * outside is "no". Resolves to true for yes. */
export function ask(question, yes, no) {
  return new Promise((done) => {
    const dialog = h("dialog", { class: "ask", "aria-label": question });
    const end = (answer) => { if (dialog.open) dialog.close(); dialog.remove(); done(answer); };
    const stay = h("button", { type: "button", class: "ask-no", on: { click: () => end(false) } }, no);
    const go = h("button", { type: "button", class: "ask-yes", on: { click: () => end(true) } }, yes);
    put(dialog, h("div", { class: "ask-body" }, h("p", {}, question), h("div", { class: "ask-buttons" }, go, stay)));
    dialog.addEventListener("cancel", (e) => { e.preventDefault(); end(false); });
    dialog.addEventListener("click", (e) => { if (e.target === dialog) end(false); }); // the backdrop
    document.body.append(dialog);
    dialog.showModal();
    stay.focus();
  });
}
