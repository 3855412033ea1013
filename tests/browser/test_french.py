"""The French interface shows no English: every visible string and label is checked against
the English catalogue (strings that differ between the two languages)."""

from __future__ import annotations

import random
import re
from typing import Any

from .conftest import DESKTOP, PHONE
from .play import click_once, wait_turn, wait_where

SKIP = re.compile(r"\{\w+\}")
# Text and labels a person or a screen reader meets, outside elements marked as English.
COLLECT = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest('[lang="en"], script, style, noscript') || el.closest('[hidden]')) continue;
    out.push(n.textContent);
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (el.closest('[lang="en"]')) continue;
    for (const a of ['aria-label', 'title', 'placeholder']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
  }
  out.push(document.title);
  return out.join('\\n');
}"""


def english_fragments(page: Any) -> list[str]:
    en = page.evaluate("() => window.trigames.catalogue('en')")
    fr = page.evaluate("() => window.trigames.catalogue('fr')")
    out = set()
    for key, text in en.items():
        if fr.get(key) == text:
            continue
        for part in SKIP.split(text):
            part = part.strip(" .,:;()–—-·")
            if len(part) >= 6 and part not in fr.get(key, ""):
                out.add(part)
    return sorted(out)


def check_french(page: Any, where: str) -> None:
    text = page.evaluate(COLLECT)
    assert "⟦" not in text, f"{where}: a message is missing from the catalogue"
    found = [f for f in english_fragments(page) if f in text]
    assert not found, f"{where}: English on the French page: {found}"
    for word in ("Seat ", "greedy", "Your turn", "Move ", "Round "):
        assert word not in text, f"{where}: {word!r} on the French page"


def test_french_interface_has_no_english(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    page.goto("/")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    assert page.inner_text("#lang") == "English"
    # Every message exists in both languages (the lobby has loaded every game's catalogue).
    en, fr = page.evaluate("() => [window.trigames.catalogue('en'), window.trigames.catalogue('fr')]")
    assert set(en) == set(fr), f"only in English: {set(en) - set(fr)}; only in French: {set(fr) - set(en)}"
    for game in ("triqueta", "tricerata", "triominos", "trigono"):
        page.click(f"[data-play={game}]")
        if page.query_selector("details.more"):
            page.click("details.more summary")
        check_french(page, f"lobby, new {game} table")
    page.click("[data-play=triqueta]")
    page.click("#create")
    page.wait_for_url("**/t/*")
    rng = random.Random(7)
    for _ in range(12):
        if wait_turn(page) == "over":
            break
        click_once(page, rng)
    check_french(page, "Triqueta table")
    tab.shot("triqueta-fr-desktop")
    tab.shot("triqueta-fr-360", PHONE)
    page.set_viewport_size(DESKTOP)
    page.reload()  # the language is remembered
    page.wait_for_selector(".table-page[data-version]")
    assert page.evaluate("() => document.documentElement.lang") == "fr"
    check_french(page, "Triqueta table after reload")

    made = server.create("triominos", [{"kind": "person"}, {"kind": "bot"}], options={"fixed_rounds": 1}, seed=5)
    page.goto(made["seats"][0]["url"].replace("#", "?view=plain#"))  # the generic table
    page.wait_for_selector(".table-page[data-version]")
    for _ in range(6):
        if wait_turn(page) == "over":
            break
        click_once(page, rng)
    check_french(page, "Triominos generic table")
    page.goto(made["spectator"] + "?view=plain")
    page.wait_for_selector(".table-page[data-version]")
    check_french(page, "Triominos spectator")

    finished = server.create("tricerata", [{"kind": "bot"}, {"kind": "bot", "agent": "random"}], seed=3)["table"]["id"]
    server.wait_finished(finished)
    page.goto(f"/t/{finished}")
    page.wait_for_selector(".end .winners")
    check_french(page, "finished Tricérata table")
    page.goto(f"/replay/{finished}")
    page.wait_for_selector(".tc-svg")
    check_french(page, "replay")
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    wait_where(page, ".startsWith('Tour 1 sur ')")  # Tricérata's replay counts turns, then steps
    check_french(page, "replay, first move")
    assert not page.query_selector("#pov")  # nothing hidden in Tricérata: no point of view to choose
