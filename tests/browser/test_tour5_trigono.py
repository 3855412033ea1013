"""Fifth tour (issue 18): a Trigono replay says every move in words, whether the server's own game or
an uploaded record (the record's moves are resolved throws, `throw 0 55 5.1404 15 => ground @ g:19,-174`);
the lesson's asked control is the one that looks primary."""

from __future__ import annotations

import json
import re
from typing import Any

from .conftest import DESKTOP, PHONE
from .play import wait_where

NOTATION = re.compile(r"=>|@ ?g:|\bthrow 0\b|\baim \S|\d+\.\d{2,}|\bg:-?\d")


def headings(page: Any, plies: int) -> list[str]:
    """The replay's heading at every move, stepped with the arrow key from the start."""
    page.keyboard.press("Home")
    wait_where(page, ".startsWith('Start')")
    said = []
    for n in range(1, plies + 1):
        page.keyboard.press("ArrowRight")
        wait_where(page, ".startsWith('Move ' + n + ' ')", n)
        said.append(str(page.inner_text(".replay-where")))
    return said


def check(said: list[str], names: list[str]) -> None:
    bad = [s for s in said if NOTATION.search(s)]
    assert not bad, bad[:5]
    throws = [s for s in said if "throws" in s]
    assert len(throws) >= len(said) // 2, said[:5]
    # who threw, in words, and where the puck went, with what is left in hand
    assert all(any(n in s for n in names) and re.search(r"\(\d+ in hand\)", s) for s in throws), throws[:5]
    assert any(re.search(r"on the ground|on the plank|in the (big|small) hole|into the", s) for s in throws)


def test_trigono_replay_and_uploaded_record_say_moves_in_words(tabs: Any, server: Any, tmp_path: Any) -> None:
    made = server.create("trigono", [{"kind": "bot", "agent": "target"}] * 2, seed=5)
    table = made["table"]["id"]
    plies = server.wait_finished(table, 120)["version"]
    tab = tabs()
    page = tab.page
    page.goto(f"/replay/{table}")
    wait_where(page, ".includes('of ' + n)", plies)
    names = ["Marksman"]  # both seats' bot ("target"), by its name (nothing hidden: no point of view to choose)
    assert not page.query_selector("#pov")
    own = headings(page, plies)
    check(own, names)
    # the server's game keeps the aims: "… throws at the big hole: …"
    assert any(re.search(r"throws at the (big|small) hole: ", s) for s in own), own[:5]
    tab.shot("tour5-trigono-replay-desktop")
    tab.shot("tour5-trigono-replay-360", PHONE)

    # the downloaded record, uploaded: its moves are the resolved throws, said the same way
    record = server.api("GET", f"/api/tables/{table}/record")
    assert any(" => " in a for a in record["actions"])
    path = tmp_path / "trigono.json"
    path.write_text(json.dumps(record))
    page.goto("/")
    page.set_input_files("#record-file", str(path))
    page.click(".upload button[type=submit]")
    page.wait_for_url(re.compile(r"/replay/[0-9a-f]+$"))
    wait_where(page, ".includes('of ' + n)", plies)
    up = headings(page, plies)
    check(up, names)
    # the same outcomes as the server's own replay (only the aim is not in a record)
    strip = re.compile(r" at the (big|small) hole| at the plank| at the jackpot| at a spot on the plank")
    assert [strip.sub("", s) for s in own] == [strip.sub("", s) for s in up]
    tab.shot("tour5-trigono-upload-desktop", DESKTOP)

    # in French too
    page.goto("/")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.goto(f"/replay/{table}")
    page.wait_for_function("() => (document.querySelector('.replay-where')?.textContent ?? '').startsWith('Coup')")
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => (document.querySelector('.replay-where')?.textContent ?? '').startsWith('Coup 1 ')")
    fr = str(page.inner_text(".replay-where"))
    assert re.search(r" lance( vers [^:]+)?\u00a0: .+ \(\d+ en main\)", fr) and not NOTATION.search(fr), fr
    tab.shot("tour5-trigono-replay-fr-desktop", DESKTOP)
    page.click("#lang")


def test_trigono_action_words_for_every_aim(tabs: Any, server: Any) -> None:
    """Each form of a Trigono move, with and without its events: words, never the notation."""
    page = tabs().page
    page.goto("/")
    page.wait_for_selector("#record-file", state="attached")
    said = page.evaluate("""async () => {
      const { describeAction } = await import('/static/common.js');
      const seats = [{ seat: 0, name: 'Ada' }, { seat: 1, name: 'Bob' }];
      const ev = [{ kind: 'throw', seat: 0, outcome: 'big', collected: 3, hand: 4 }];
      const ground = [{ kind: 'throw', seat: 1, outcome: 'ground', collected: 0, hand: 8 }];
      return [
        describeAction('trigono', 'aim big', ground, seats),
        describeAction('trigono', 'aim 0.1,0.3', ev, seats),
        describeAction('trigono', 'aim -1.25 60 5.51 15', ground, seats),
        describeAction('trigono', 'throw 0 55 5.1404 15 => ground @ g:19,-174', ground, seats),
        describeAction('trigono', 'throw 0 55 5.1404 15 => big @ 0:102,179 g:59,485', ev, seats),
        describeAction('trigono', 'throw 0 55 5.1404 15 => ground @ g:19,-174'),
        describeAction('trigono', 'aim big'),
        describeAction('trigono', 'aim -1.25 60 5.51 15'),
      ];
    }""")
    assert said[0] == "Bob throws at the big hole: on the ground (8 in hand).", said
    assert said[1] == ("Ada throws at a spot on the plank: in the big hole, and takes back their own puck"
                       " and 2 more (4 in hand)."), said
    # an aim of its own (a bot's refined lob, a person's slide) is not said to be "aimed by hand"
    assert said[2] == "Bob throws: on the ground (8 in hand).", said
    assert said[3] == "Bob throws: on the ground (8 in hand).", said
    assert said[4].startswith("Ada throws: in the big hole"), said
    assert said[5] == "A throw: on the ground", said
    assert said[6] == "Aim at the big hole", said
    assert said[7] == "A free aim, not one of the buttons", said
    assert not any(NOTATION.search(s) for s in said), said


def test_trigono_lesson_the_asked_button_is_the_primary_one(tabs: Any, server: Any) -> None:
    """Step 9 asks "Aim at the plank" and rings "Throw at the middle of the plank": the blue primary
    button was still "Throw at your marker (big hole)". At every step, the one primary button of the board is
    the asked one."""
    tab = tabs()
    page = tab.page
    page.goto("/learn/trigono")
    seen = []
    for _ in range(40):
        page.wait_for_selector('.learn-panel[data-kind="step"], .learn-panel[data-kind="end"], '
                               '.learn-panel[data-kind="strayed"]', timeout=30_000)
        kind = page.get_attribute(".learn-panel", "data-kind")
        assert kind != "strayed", "the lesson lost its way"
        if kind == "end":
            break
        target = page.locator(".learn-target")
        target.wait_for(state="visible", timeout=10_000)
        page.wait_for_timeout(100)
        primaries = page.evaluate("""() => [...document.querySelectorAll('.board button.primary')]
          .filter((b) => b.offsetParent !== null).map((b) => [b.classList.contains('learn-target'), b.innerText])""")
        step = page.get_attribute(".learn-panel", "data-step")
        seen.append((step, page.inner_text(".learn-target"), primaries))
        assert primaries and all(is_target for is_target, _ in primaries), seen[-1]
        if step == "14":  # step 9: aim at the plank
            assert "plank" in page.inner_text(".learn-target"), seen[-1]
            tab.shot("tour5-learn-trigono-step9-desktop", DESKTOP)
            tab.shot("tour5-learn-trigono-step9-360", PHONE)
            page.set_viewport_size(DESKTOP)
            page.wait_for_timeout(150)
        before = (step, page.get_attribute(".table-page", "data-version"), page.inner_text(".learn-panel"))
        target.click()
        page.wait_for_function(
            """([step, version, text]) => {
                const p = document.querySelector('.learn-panel');
                const t = document.querySelector('.table-page');
                return p && t && (p.dataset.step !== step || t.dataset.version !== version || p.innerText !== text
                  || p.dataset.kind !== 'step');
            }""", arg=list(before), timeout=30_000)
    assert any(s == "14" for s, _, _ in seen), seen
    # the lesson over, the board's own primary button is its own again (nothing left demoted)
    assert page.evaluate("() => document.querySelectorAll('[data-learn-demoted], [data-learn-promoted]').length") == 0
