"""A seventh newcomer tour (issue 18), the replay's heading: "Move 33 of 48 — Move: Seat 1 throws…"
said "Move" twice, and Triqueta's "Move: Draw from the tower" never said who drew. The heading now
names the mover as the log does ("Move 5 of 48 — You: Draw from the tower", "— Beginner: Take
row 2"), once, and a move whose words already name the seat (Trigono's throws) is left as it is."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .conftest import DESKTOP, PHONE
from .test_tour6_replay_you import _play

WORDS = {
    "en": {"move": "Move", "you": "You", "bot": "Beginner", "draw": "Draw from the tower", "of": "of"},
    "fr": {"move": "Coup", "you": "Vous", "bot": "Débutant", "draw": "Piocher", "of": "sur"},
}


def _headings(page: Any, table: str) -> list[str]:
    page.goto(f"/replay/{table}")
    page.wait_for_selector(".replay-where[data-ply]")
    plies = int(page.get_attribute("#replay-slider", "max"))
    page.keyboard.press("Home")
    page.wait_for_selector(".replay-where[data-ply='0']")
    out = []
    for n in range(1, plies + 1):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f".replay-where[data-ply='{n}']")
        out.append(str(page.inner_text(".replay-where")))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_heading_names_the_mover_once(tabs: Any, server: Any, lang: str) -> None:
    w = WORDS[lang]
    tab, table = _play(tabs, server, lang, {"kind": "person"}, DESKTOP)
    lines = _headings(tab.page, table)
    said = [line.split(" — ", 1)[1] for line in lines if " — " in line]
    assert len(said) == len(lines), lines[:5]
    assert not [line for line in lines if line.count(w["move"]) > 1], lines[:5]
    draws = [s for s in said if w["draw"] in s]
    assert draws, said[:10]
    who = re.compile(rf"^({w['you']}|{w['bot']})\s?: ")
    assert all(who.match(s) for s in said), [s for s in said if not who.match(s)][:5]
    assert any(s.startswith(w["you"]) for s in draws) and any(s.startswith(w["bot"]) for s in draws), draws[:6]
    tab.page.keyboard.press("Home")
    tab.page.keyboard.press("ArrowRight")
    tab.page.wait_for_selector(".replay-where[data-ply='1']")
    tab.shot(f"tour7-replay-heading-{lang}-desktop")
    tab.shot(f"tour7-replay-heading-{lang}-360", PHONE)


def test_another_browser_reads_the_seats_names(tabs: Any, server: Any) -> None:
    """A spectator's browser has no "You": the heading names each seat as the log does."""
    bots = [{"kind": "bot", "agent": "beginner"}, {"kind": "bot", "agent": "club"}]
    made = server.create("triqueta", bots, seed=4)
    server.wait_finished(made["table"]["id"])
    lines = _headings(tabs(PHONE).page, made["table"]["id"])
    said = [line.split(" — ", 1)[1] for line in lines]
    assert all(s.startswith(("Beginner: ", "Club player: ")) for s in said), said[:5]
    assert not any("You" in s for s in said), said[:5]
