"""The end of a game tells the whole game: round by round where a game has rounds, and a log that a
late spectator reads from the first move, numbered as the players saw it."""

from __future__ import annotations

import re
from typing import Any

import pytest

BOTS = [{"kind": "bot", "agent": "greedy"}, {"kind": "bot", "agent": "greedy"}]


@pytest.mark.parametrize(("game", "options", "cell"), [
    ("triominos", {"target": 100}, r"^\u2212?\d+$"),  # a negative number with the typographic minus
    ("trigono", {"pucks_per_player": 2}, r"^(won|draw|lost)$"),  # a round not won is "lost", not "—" (issue 18)
    ("triqueta", {}, r"^\u2212?\d+$"),  # points per round (it said "took the rock / —"), from the log
])
def test_a_finished_game_shows_each_round_and_the_whole_log(tabs: Any, server: Any, game: str,
                                                            options: dict[str, Any], cell: str) -> None:
    seats = BOTS if game != "trigono" else [{"kind": "bot", "agent": "target"}] * 2
    made = server.create(game, seats, options=options)
    table = made["table"]["id"]
    server.wait_finished(table, 240)
    tab = tabs()
    page = tab.page
    page.goto(f"/t/{table}")
    page.wait_for_selector("table.rounds")
    rows = page.query_selector_all("table.rounds tbody tr:not(.total)")
    assert rows, "no round in the round table"
    for row in rows:
        for td in row.query_selector_all("td"):
            assert re.match(cell, td.inner_text().strip()), td.inner_text()
    if game in ("triominos", "triqueta"):  # the rounds add up to the final score
        cells = ("rows => rows.map(r => [...r.querySelectorAll('td')]"
                 ".map(td => Number(td.innerText.replace('\u2212', '-'))))")
        sums = page.eval_on_selector_all("table.rounds tbody tr:not(.total)", cells)
        totals = [sum(col) for col in zip(*sums, strict=True)]
        finals = page.eval_on_selector_all("table.rounds tr.total td",
                                           "tds => tds.map(td => parseInt(td.innerText.replace('\u2212', '-')))")
        assert totals == finals
    # the log starts at the first move, and its lines are numbered from 1 without a gap
    values = page.eval_on_selector_all(".log-list li:not([hidden]):not(.empty)", "els => els.map(e => e.value)")
    assert values[0] == 1 and values == list(range(1, len(values) + 1))
    length = page.inner_text(".game-length")
    if game == "trigono":  # a match lasts rounds and throws: "start the next round" is not a throw
        summary = server.api("GET", f"/api/tables/{table}")
        got = re.fullmatch(r"The match lasted (\d+) rounds? \((\d+) throws\)\.", length.strip())
        assert got and int(got[1]) == len(rows), length
        assert int(got[2]) == summary["version"] - (len(rows) - 1), (length, summary["version"])
    else:
        assert "move" in length
    tab.shot(f"end-{game}-desktop-en")

