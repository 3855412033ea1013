"""What a newcomer's tour found (issue 18), seen in the browser: the lobby offers each game's bots
weakest first; an uploaded record calls its bots by name; Trigono's rounds won are said in words and no
puck is cut by the field's edge; Triqueta offers keeping face down in words only while it is allowed."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from .conftest import PHONE
from .play import wait_moved, wait_turn


def test_the_lobby_offers_tricerata_its_bots_weakest_first(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/")
    page.click("[data-play=tricerata]")
    page.select_option("#seat-1", "bot")
    page.check("#research")  # the levels first; the research bots when asked for (the third tour)
    values = page.eval_on_selector_all("#seat-1-agent option", "os => os.map((o) => o.value)")
    assert values == ["beginner", "club", "expert", "master", "random", "greedy", "mcts", "lookahead", "exact"]


def test_an_uploaded_record_calls_its_bot_by_name(tabs: Any, server: Any) -> None:
    made = server.create("tricerata", [{"kind": "bot", "agent": "beginner"}, {"kind": "bot", "agent": "greedy"}],
                         options={"rows": 3}, seed=4)
    table = made["table"]["id"]
    server.wait_finished(table)
    record = server.api("GET", f"/api/tables/{table}/record")
    request = urllib.request.Request(server.base + "/api/records", data=json.dumps(record).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        uploaded = json.loads(response.read())
    page = tabs().page
    page.goto(uploaded["url"])
    page.wait_for_selector(".pname")
    names = page.eval_on_selector_all(".pname", "els => els.map((e) => e.textContent)")
    assert names[:2] == ["Beginner", "Short-sighted"], names


def test_trigono_rounds_won_in_words_and_no_puck_cut_by_the_edge(tabs: Any, server: Any) -> None:
    made = server.create("trigono", [{"kind": "person"}, {"kind": "bot", "agent": "beginner"}], seed=1,
                         options={"skill": "beginner"})
    tab = tabs()
    page = tab.page
    page.goto(made["seats"][0]["url"])
    for _ in range(3):
        assert wait_turn(page) == "mine"
        # every lying puck (its rim, side and shadow) inside the field's box
        cut = page.evaluate("""() => { const svg = document.querySelector('.tg-svg');
          const [x0, y0, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
          return [...svg.querySelectorAll('.tg-pucks .tg-lying')].map((g) => g.getBBox())
            .filter((b) => b.x < x0 || b.y < y0 || b.x + b.width > x0 + w || b.y + b.height > y0 + h).length; }""")
        assert cut == 0
        before = str(page.get_attribute(".table-page", "data-version"))
        page.click('#board [data-action]:not([aria-disabled="true"]) >> nth=1')
        wait_moved(page, before)
    scores = page.eval_on_selector_all(".player .pscore", "els => els.map((e) => e.textContent)")
    assert all("rounds won" in s for s in scores), scores
    tab.shot("tour-trigono-desktop")
    tab.shot("tour-trigono-360", PHONE)


def test_trigono_side_view_hides_no_plank(tabs: Any, server: Any) -> None:
    # on a phone the panel is large beside the plank: once it was put over the plank's tip
    made = server.create("trigono", [{"kind": "person"}, {"kind": "bot", "agent": "beginner"}], seed=5,
                         options={"first_player": 0})
    page = tabs(PHONE, motion=True).page
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    page.click('#board [data-action]:not([aria-disabled="true"]) >> nth=1')
    page.wait_for_selector(".tg-anim .tg-side-bg", state="attached")
    hidden = page.evaluate("""() => { const r = document.querySelector('.tg-anim .tg-side-bg');
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((k) => +r.getAttribute(k));
      const svg = r.ownerSVGElement; let n = 0;
      for (const shape of svg.querySelectorAll('.tg-plank')) for (let i = 0; i <= 10; i++)
        for (let j = 0; j <= 6; j++) {
        const p = svg.createSVGPoint(); p.x = x + w * i / 10; p.y = y + h * j / 6;
        if (shape.isPointInFill(p)) n++; }
      return n; }""")
    assert hidden == 0


def test_triqueta_does_not_offer_a_third_face_down_token_in_words(tabs: Any, server: Any) -> None:
    made = server.create("triqueta", [{"kind": "person"}, {"kind": "bot", "agent": "greedy"}], seed=11,
                         options={"first_player": 0})
    page = tabs().page
    page.goto(made["seats"][0]["url"])
    kept = 0
    while True:
        assert wait_turn(page) == "mine"
        before = str(page.get_attribute(".table-page", "data-version"))
        page.click('#board [data-action="draw"]')
        wait_moved(page, before)
        page.wait_for_selector(".tq-hint")
        hints = " ".join(page.eval_on_selector_all(".tq-hint", "els => els.map((e) => e.textContent)"))
        if kept == 2:
            assert "face down" not in hints.replace("You already keep 2 tokens face down.", ""), hints
            assert page.query_selector('#board [data-action="keep"]') is None
            return
        before = str(page.get_attribute(".table-page", "data-version"))
        page.click('#board [data-action="keep"]')
        wait_moved(page, before)
        kept += 1
