"""Every Tricérata case of CASES.md (section C), plus the §3.5 cycle of the rule book."""

from __future__ import annotations

import pytest

import trigames
from trigames.core import IllegalActionError, OptionError
from trigames.core.testing import fingerprint
from trigames.games.tricerata.geometry import BORDER, CORNER, INTERIOR, KINDS, square, triangle
from trigames.games.tricerata.notation import board_to_string, direction


def game(players: int = 2, **opts: object) -> trigames.Game:
    return trigames.make("tricerata", players=players, **opts)


def play(state, line: str) -> None:  # type: ignore[no-untyped-def]
    state.apply_text(line)


def nb(g, lab: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(g.labels[d] for d in g.nbrs[g.index[lab]])


def test_tc01_geometry_n3() -> None:
    g = triangle(3)
    expect = {
        "1.1": (["2.2"], CORNER), "2.1": (["2.2", "3.2"], BORDER), "2.2": (["1.1", "2.1", "2.3"], INTERIOR),
        "2.3": (["2.2", "3.4"], BORDER), "3.1": (["3.2"], CORNER), "3.2": (["2.1", "3.1", "3.3"], INTERIOR),
        "3.3": (["3.2", "3.4"], BORDER), "3.4": (["2.3", "3.3", "3.5"], INTERIOR), "3.5": (["3.4"], CORNER),
    }
    for lab, (ns, kind) in expect.items():
        assert nb(g, lab) == ns, lab
        assert g.kinds[g.index[lab]] == kind, lab


def test_tc02_geometry_n4_n5_index_directions() -> None:
    g = triangle(4)
    assert g.n == 16
    by_kind = {k: sorted(g.labels[c] for c in range(g.n) if g.kinds[c] == i) for i, k in enumerate(KINDS)}
    assert by_kind["corner"] == ["1.1", "4.1", "4.7"]
    assert by_kind["border"] == sorted(["2.1", "2.3", "3.1", "3.5", "4.3", "4.5"])
    assert by_kind["interior"] == sorted(["2.2", "3.2", "3.3", "3.4", "4.2", "4.4", "4.6"])
    assert nb(g, "3.3") == ["3.2", "3.4", "4.4"]
    g5 = triangle(5)
    assert g5.n == 25 and [g5.kinds.count(k) for k in (CORNER, BORDER, INTERIOR)] == [3, 9, 13]
    assert (g5.index["3.4"], g5.index["4.7"], g5.index["4.1"]) == (7, 15, 9)
    g3 = triangle(3)
    d22 = g3.index["2.2"]
    assert [g3.labels[direction(g3, d22, x)] for x in "LRV"] == ["2.1", "2.3", "1.1"]
    u21 = g3.index["2.1"]
    assert [g3.labels[direction(g3, u21, x)] for x in "RV"] == ["2.2", "3.2"]
    with pytest.raises(ValueError, match="no neighbour in direction L"):
        direction(g3, u21, "L")


def test_tc03_setup() -> None:
    assert sum(game(rows=3, stones=2).new_game(0).board) == 18
    assert sum(game(rows=5, stones=3).new_game(0).board) == 75
    with pytest.raises(OptionError, match="'rows'"):
        game(rows=1)


def tc04_state():  # type: ignore[no-untyped-def]
    s = game(rows=3).new_game(0)
    play(s, "3.3 3.2")  # START (3,3); SOW (3,2): it held 1 ⇒ resow 2 from (3,2)
    assert s.decision() == "SOW" and s.hand == 2 and board_to_string(s.geo, s.board) == "1 / 1 1 1 / 1 0 0 1 1"
    play(s, "3.1 3.2")
    assert s.decision() == "CAPTURE"
    assert sorted(s.geo.labels[c] for c in s.legal_actions()) == ["2.1", "3.1"]
    return s


def test_tc04_resow_then_capture() -> None:
    s = tc04_state()
    alt = s.clone()
    play(s, "x3.1")
    assert board_to_string(s.geo, s.board) == "1 / 1 1 1 / 0 1 0 1 1"
    assert s.stores == [2, 0] and s.current_player() == 1 and s.decision() == "START"
    play(alt, "x2.1")
    assert alt.stores == [1, 0]


def test_tc05_continue() -> None:
    s = tc04_state()
    play(s, "x3.1")
    play(s, "3.2 3.3 x3.4")
    assert board_to_string(s.geo, s.board) == "1 / 1 1 1 / 0 0 1 0 1"
    assert s.stores == [2, 1] and s.current_player() == 0


def test_tc06_path_reenters_start() -> None:
    s = game(rows=3).new_game(0)
    play(s, "1.1 2.2 1.1 2.2")
    assert sorted(s.geo.labels[c] for c in s.legal_actions()) == ["1.1", "2.1", "2.3"]
    play(s, "x2.3")
    assert board_to_string(s.geo, s.board) == "1 / 1 1 0 / 1 1 1 1 1" and s.stores == [1, 0]


def test_tc07_two_stones() -> None:
    s = game(rows=3, stones=2).new_game(0)
    play(s, "3.1 3.2 3.1 x3.2")
    assert board_to_string(s.geo, s.board) == "2 / 2 2 2 / 1 0 2 2 2" and s.stores == [3, 0]
    assert s.census() == 18  # TC-18: 3 + 15


def refused(s, text: str, match: str) -> None:  # type: ignore[no-untyped-def]
    before = fingerprint(s)
    with pytest.raises(IllegalActionError, match=match):
        s.apply(s.parse_action(text))
    assert fingerprint(s) == before


def test_tc09_illegal_sub_decisions() -> None:
    g = game(rows=3)
    refused(g.position("1 / 0 0 0 / 0 0 0 0 0"), "2.2", "empty")
    s = g.new_game(0)
    play(s, "3.3")
    refused(s, "2.3", "not an edge neighbour")
    s = g.new_game(0)
    play(s, "2.2")
    refused(s, "2.2", "may not stay")
    s = tc04_state()
    refused(s, "3.3", "empty")
    refused(s, "2.2", "not a neighbour")
    s = g.position("1 / 0 0 0 / 0 0 0 0 0")
    play(s, "1.1")
    assert s.decision() == "SOW" and s.hand == 1
    play(s, "2.2")
    assert s.decision() != "SOW"  # the hand is empty: no second SOW
    with pytest.raises(IllegalActionError):  # 1.1 is no longer a SOW (a SEIZE on an empty cell)
        s.apply(s.geo.index["1.1"])


def test_tc10_isolated_last_stone_seizure() -> None:
    s = game(rows=3).position("1 / 0 0 0 / 0 0 0 0 2")
    play(s, "1.1 2.2")
    assert s.decision() == "SEIZE" and s.current_player() == 1
    play(s, "!3.5")
    assert s.stores == [0, 2] and board_to_string(s.geo, s.board) == "0 / 0 1 0 / 0 0 0 0 0"
    assert s.current_player() == 0 and s.decision() == "START"
    play(s, "2.2 2.1")
    assert s.decision() == "SEIZE" and s.current_player() == 1
    play(s, "!2.1")
    assert s.is_terminal() and s.stores == [0, 3] and s.outcome().winners == (1,)


@pytest.mark.parametrize("players", [2, 3])
def test_tc11_sudden_death_interior(players: int) -> None:
    s = game(players, rows=3, sudden_death=True).position("1 / 0 0 0 / 0 0 0 0 2")
    play(s, "1.1 2.2")
    assert s.is_terminal() and s.stores[1] == 3 and sum(s.stores) == 3
    assert s.outcome().winners == (1,)


def test_tc12_sudden_death_not_on_border() -> None:
    s = game(rows=3, sudden_death=True).position("0 / 0 1 0 / 0 0 0 0 2")
    play(s, "2.2 2.1")
    assert s.decision() == "SEIZE" and s.current_player() == 1
    play(s, "!3.5")
    assert s.stores == [0, 2] and board_to_string(s.geo, s.board) == "0 / 1 0 0 / 0 0 0 0 0"
    assert s.current_player() == 0 and not s.is_terminal()


def test_tc15_same_start_no_repetition() -> None:
    s = game(rows=2).position("1 / 0 3 0")
    play(s, "2.2 1.1 2.2 2.1 x2.2")
    assert board_to_string(s.geo, s.board) == "2 / 1 0 0" and s.stores == [1, 0]


def test_rule_book_cycle_is_cut_by_the_safeguard() -> None:
    """§3.5: board 1,0,3,0; start (2,2), sow (1,1),(2,2),(1,1): resow 3 from (1,1); sow (2,2),(1,1),(2,2):
    the pickup state ((1,0,3,0), (2,2)) repeats, so 4f is resolved from (2,2) [R-TC3]."""
    s = game(rows=2).position("1 / 0 3 0")
    events = []
    for t in ["2.2", "1.1", "2.2", "1.1", "2.2", "1.1", "2.2"]:
        events += s.apply_events(s.parse_action(t))
    assert [e.kind for e in events].count("resow") == 1
    assert any(e.kind == "no_resow" and e.data["cell"] == "2.2" for e in events)
    assert board_to_string(s.geo, s.board) == "1 / 0 3 0" and s.decision() == "CAPTURE"
    assert [s.geo.labels[c] for c in s.legal_actions()] == ["1.1"]


def test_max_sowings_cap() -> None:
    s = game(rows=2, max_sowings_per_turn=1).position("1 / 0 3 0")
    play(s, "2.2 1.1 2.2 1.1")  # the last stone falls on 1.1 (non-empty) but no resow is allowed
    assert s.decision() == "CAPTURE" and s.hand == 0


def test_tc17_final_tie() -> None:
    for sd in (False, True):
        s = game(rows=2, sudden_death=sd).position("0 / 0 1 0", stores=[5, 4])
        play(s, "2.2 1.1")
        assert s.decision() == "SEIZE"
        play(s, "!1.1")
        assert s.is_terminal() and s.stores == [5, 5] and s.outcome().winners == (0, 1)


def test_tc19_square_grid() -> None:
    g = square(3, 3)
    assert [len(ns) for ns in g.nbrs] == [2, 3, 2, 3, 4, 3, 2, 3, 2]
    assert [c for c in range(9) if g.kinds[c] == INTERIOR] == [4]
    s = game(geometry="square", rows=3, sudden_death=True).position("0 0 0 / 0 0 0 / 1 0 0")
    play(s, "3.1 2.1")  # an empty border cell whose neighbours are empty: normal rule
    assert s.decision() == "SEIZE"
    s = game(geometry="square", rows=3, sudden_death=True).position("0 1 0 / 0 0 0 / 0 0 5")
    play(s, "1.2 2.2")  # the centre: sudden death
    assert s.is_terminal() and s.stores == [0, 6]


def test_solo_counts_turns_including_seizures() -> None:
    s = game(1, rows=2).position("0 / 0 1 0")
    play(s, "2.2 1.1")
    assert s.decision() == "SEIZE" and s.current_player() == 0
    play(s, "!1.1")
    assert s.is_terminal() and s.turns == 2 and s.scores() == [-2.0]
    with pytest.raises(OptionError, match="sudden_death"):
        game(1, sudden_death=True)


def test_whole_turn_notation_and_markers() -> None:
    s = game(rows=3).new_game(0)
    assert s.parse_line("1. 3.3 (3,2) 3.1 R x3.1") == [6, 5, 4, 5, 4]
    with pytest.raises(ValueError, match="marks a CAPTURE"):
        s.parse_line("x3.3")
    before = fingerprint(s)
    with pytest.raises(IllegalActionError):
        s.apply_text("3.3 3.2 3.1 3.3")  # all or nothing
    assert fingerprint(s) == before
