"""Rules review of Tricérata against RULES.md §3 and §5.3, written like held-back cases.

Every scenario is played twice: through `apply` (the inlined fast path) and through
`apply_events` (the reference `_apply`), and both must end in the same state.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import trigames
from trigames.core import TERMINAL, Event, IllegalActionError, OptionError
from trigames.core.testing import fingerprint
from trigames.games.tricerata import Tricerata
from trigames.games.tricerata.geometry import BORDER, CORNER, INTERIOR, hexagon, square, triangle, trihex
from trigames.games.tricerata.notation import board_to_string
from trigames.games.tricerata.rules import TriceState


def game(players: int = 2, **opts: object) -> Tricerata:
    g = trigames.make("tricerata", players=players, **opts)
    assert isinstance(g, Tricerata)
    return g


def fresh(g: Tricerata) -> TriceState:
    s = g.new_game(0)
    assert isinstance(s, TriceState)
    return s


def cells(s: TriceState, labels: str) -> list[int]:
    return [s.geo.index[lab] for lab in labels.split()]


def labels(s: TriceState, actions: object) -> list[str]:
    return sorted(s.geo.labels[c] for c in actions)  # type: ignore[attr-defined]


def both(make: Callable[[], TriceState], moves: str) -> TriceState:
    """Play `moves` (cell labels) on two copies, fast path and reference path; same result."""
    fast, ref = make(), make()
    total = fast.census()
    for c in cells(fast, moves):
        fast.apply(c)
        ref.apply_events(c)
        assert fingerprint(fast) == fingerprint(ref)
        assert fast.census() == total  # §3.6 / TC-18: nothing created or lost
    return fast


def refused(s: TriceState, action: object) -> None:
    before = fingerprint(s)
    with pytest.raises(IllegalActionError):
        s.apply(action)
    assert fingerprint(s) == before
    with pytest.raises(IllegalActionError):
        s.apply_events(action)
    assert fingerprint(s) == before


def board(s: TriceState) -> str:
    return board_to_string(s.geo, s.board)


# -- §3.2 and §3.10: geometry ---------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7])
def test_triangle_counts_and_degrees(n: int) -> None:
    g = triangle(n)
    assert g.n == n * n
    assert [g.kinds.count(k) for k in (CORNER, BORDER, INTERIOR)] == [3, 3 * n - 6, n * n - 3 * n + 3]
    for c in range(g.n):
        assert len(g.nbrs[c]) == {CORNER: 1, BORDER: 2, INTERIOR: 3}[g.kinds[c]]
    assert sum(1 for u in g.up if u) == n * (n + 1) // 2 and sum(1 for u in g.up if not u) == n * (n - 1) // 2
    corners = sorted(g.labels[c] for c in range(g.n) if g.kinds[c] == CORNER)
    assert corners == sorted(["1.1", f"{n}.1", f"{n}.{2 * n - 1}"])
    border = {f"{i}.{k}" for i in range(2, n) for k in (1, 2 * i - 1)} | {f"{n}.{k}" for k in range(3, 2 * n - 1, 2)}
    assert {g.labels[c] for c in range(g.n) if g.kinds[c] == BORDER} == border
    interior_up = [c for c in range(g.n) if g.kinds[c] == INTERIOR and g.up[c]]
    assert len(interior_up) == (n - 2) * (n - 3) // 2
    assert all(g.kinds[c] == INTERIOR for c in range(g.n) if not g.up[c])  # every DOWN cell
    for i in range(1, n + 1):
        for k in range(1, 2 * i):
            assert g.index[f"{i}.{k}"] == (i - 1) ** 2 + k - 1
            assert g.up[(i - 1) ** 2 + k - 1] == (k % 2 == 1)


def test_triangle_adjacency_rules() -> None:
    g = triangle(6)
    for c in range(g.n):
        i, k = map(int, g.labels[c].split("."))
        want = set()
        if k > 1:
            want.add(f"{i}.{k - 1}")
        if k < 2 * i - 1:
            want.add(f"{i}.{k + 1}")
        if k % 2 and i < 6:
            want.add(f"{i + 1}.{k + 1}")
        if not k % 2:
            want.add(f"{i - 1}.{k - 1}")
        assert {g.labels[d] for d in g.nbrs[c]} == want
        assert all(c in g.nbrs[d] for d in g.nbrs[c])  # symmetric


@pytest.mark.parametrize(("a", "b"), [(2, 2), (3, 4), (4, 3), (2, 5), (5, 5)])
def test_square_grid_counts(a: int, b: int) -> None:
    g = square(a, b)
    assert g.n == a * b
    assert [g.kinds.count(k) for k in (CORNER, BORDER, INTERIOR)] == [4, 2 * (a + b) - 8, (a - 2) * (b - 2)]
    for c in range(g.n):
        assert len(g.nbrs[c]) == {CORNER: 2, BORDER: 3, INTERIOR: 4}[g.kinds[c]]


@pytest.mark.parametrize("m", [2, 3, 4])
def test_hex_board_counts(m: int) -> None:
    g = hexagon(m)
    assert g.n == 3 * m * (m - 1) + 1
    assert [g.kinds.count(k) for k in (CORNER, BORDER, INTERIOR)] == [6, 6 * (m - 2), g.n - 6 - 6 * (m - 2)]
    for c in range(g.n):
        assert len(g.nbrs[c]) == {CORNER: 3, BORDER: 4, INTERIOR: 6}[g.kinds[c]]


@pytest.mark.parametrize("m", [2, 3, 4])
def test_hexagon_of_triangles_counts(m: int) -> None:
    g = trihex(m)
    assert g.n == 6 * m * m
    boundary = [c for c in range(g.n) if len(g.nbrs[c]) == 2]
    assert len(boundary) == 6 * m and all(len(ns) in (2, 3) for ns in g.nbrs)
    assert g.kinds.count(CORNER) == 12 and g.kinds.count(BORDER) == 6 * m - 12
    assert {c for c in range(g.n) if g.kinds[c] != INTERIOR} == set(boundary)
    assert all(len(g.nbrs[c]) == 3 for c in range(g.n) if g.kinds[c] == INTERIOR)


@pytest.mark.parametrize(("opts", "n"), [({"geometry": "square", "rows": 3, "cols": 4}, 12),
                                         ({"geometry": "hex", "side": 3}, 19),
                                         ({"geometry": "trihex", "side": 2}, 24),
                                         ({"rows": 7, "stones": 2}, 49)])
def test_other_geometries_through_the_game(opts: dict[str, int], n: int) -> None:
    s = fresh(game(**opts))
    stones = opts.get("stones", 1)
    assert len(s.board) == n and sum(s.board) == stones * n and s.stores == [0, 0]
    assert s.decision() == "START" and list(s.legal_actions()) == list(range(n))


def test_n1_and_bad_stones_are_refused() -> None:
    with pytest.raises(OptionError):
        game(rows=1)
    for bad in (0, 4):
        with pytest.raises(OptionError):
            game(stones=bad)


# -- §3.4: the turn -------------------------------------------------------------------------

def test_resow_picks_up_every_stone_including_the_one_just_dropped() -> None:
    g = game(rows=3)
    s = both(lambda: g.position("1 / 0 2 0 / 0 0 0 0 0"), "1.1 2.2")
    # (2,2) held 2 and now 3: all 3 come back into the hand, the cell is left empty
    assert s.decision() == "SOW" and s.hand == 3 and board(s) == "0 / 0 0 0 / 0 0 0 0 0"
    assert labels(s, s.legal_actions()) == ["1.1", "2.1", "2.3"]
    s = both(lambda: g.position("1 / 0 2 0 / 0 0 0 0 0"), "1.1 2.2 2.1 3.2 2.1")
    # the last stone fell on (2,1), which held 1 ⇒ resow 2 from (2,1)
    assert s.decision() == "SOW" and s.hand == 2 and board(s) == "0 / 0 0 0 / 0 1 0 0 0"


def test_path_goes_back_and_forth_and_through_start_and_resow_cells() -> None:
    g = game(rows=3)
    # 4 stones from (2,2): (1,1) (2,2) (1,1) (2,2): the start cell twice, (1,1) twice
    s = both(lambda: g.position("0 / 0 4 0 / 0 0 0 0 0"), "2.2 1.1 2.2 1.1 2.2")
    # the last stone fell on (2,2), which held 1 ⇒ resow 2 from (2,2)
    assert s.hand == 2 and board(s) == "2 / 0 0 0 / 0 0 0 0 0" and s.decision() == "SOW"
    s2 = both(lambda: g.position("0 / 0 4 0 / 0 0 0 0 0"), "2.2 1.1 2.2 1.1 2.2 1.1 2.2")
    # (1,1) 2→3, then (2,2) 0→1: empty ⇒ capture a neighbour of (2,2): only (1,1)
    assert s2.decision() == "CAPTURE" and labels(s2, s2.legal_actions()) == ["1.1"]
    s3 = both(lambda: g.position("0 / 0 4 0 / 0 0 0 0 0"), "2.2 1.1 2.2 1.1 2.2 1.1 2.2 1.1")
    assert s3.stores == [3, 0] and board(s3) == "0 / 0 1 0 / 0 0 0 0 0" and s3.current_player() == 1


def test_a_stone_may_not_stay_and_steps_go_to_edge_neighbours_only() -> None:
    s = game(rows=3).position("0 / 0 3 0 / 0 0 0 0 0")
    s.apply(s.geo.index["2.2"])
    for bad in ("2.2", "3.2", "3.3", "3.1"):
        refused(s, s.geo.index[bad])
    refused(s, -1)
    refused(s, 9)
    refused(s, "2.1")


def test_start_needs_a_stone_and_a_whole_cell_index() -> None:
    s = game(rows=3).position("0 / 0 3 0 / 0 0 0 0 0")
    for bad in (0, 1, 3, 8, 9, -1, True, 4.0):
        refused(s, bad)
    assert labels(s, s.legal_actions()) == ["2.2"]


def test_safeguard_repeats_a_later_resow_state() -> None:
    """Board (3,4)=1, (3,5)=3. START (3,5), SOW (3,4),(3,3),(3,4) ⇒ resow 3 from (3,4); then 3 from
    (3,3), 3 from (3,2), and the next pickup state ((3,2)=1, (3,3)=3; (3,3)) already occurred this
    turn (a resow, not the first pickup) ⇒ no resow; 4f from (3,3) [R-TC3]."""
    g = game(rows=3)

    def make() -> TriceState:
        return g.position("0 / 0 0 0 / 0 0 0 1 3")

    path = "3.5 3.4 3.3 3.4 3.3 3.2 3.3 3.2 3.3 3.2 3.3 3.2 3.3"
    s = both(make, path)
    assert s.decision() == "CAPTURE" and s.hand == 0 and board(s) == "0 / 0 0 0 / 0 1 3 0 0"
    assert labels(s, s.legal_actions()) == ["3.2"]
    events: list[Event] = []
    s = make()
    for c in cells(s, path):
        events += s.apply_events(c)
    assert [e.kind for e in events].count("resow") == 3 and events[-1].kind == "no_resow"
    assert events[-1].data["cell"] == "3.3"
    s.apply(s.geo.index["3.2"])
    assert s.stores == [1, 0] and board(s) == "0 / 0 0 0 / 0 0 3 0 0" and s.current_player() == 1


def test_rule_book_cycle_terminates_and_captures() -> None:
    s = both(lambda: game(rows=2).position("1 / 0 3 0"), "2.2 1.1 2.2 1.1 2.2 1.1 2.2 1.1")
    assert s.stores == [1, 0] and board(s) == "0 / 0 3 0" and s.current_player() == 1 and s.turns == 1


def test_capture_is_compulsory_and_only_of_nonempty_neighbours_of_the_last_cell() -> None:
    g = game(rows=3)

    def make() -> TriceState:
        return g.position("1 / 2 1 0 / 0 0 0 0 5")

    s = both(make, "2.2 2.3")  # (2,3) was empty; its neighbours (2,2)=0, (3,4)=0 ⇒ isolated
    assert s.decision() == "SEIZE"
    s = both(make, "2.1 3.2 3.1")  # 2 stones: (3,2) 0→1, (3,1) 0→1; (3,1)'s only neighbour (3,2)=1
    assert s.decision() == "CAPTURE" and s.current_player() == 0 and labels(s, s.legal_actions()) == ["3.2"]
    for bad in ("3.1", "3.5", "1.1", "2.2", "3.3"):  # the last cell itself, far cells, empty cells
        refused(s, s.geo.index[bad])
    s.apply(s.geo.index["3.2"])
    assert s.stores == [1, 0] and board(s) == "1 / 0 1 0 / 1 0 0 0 5" and s.current_player() == 1


def test_last_cell_keeps_its_stone_after_a_capture() -> None:
    s = both(lambda: game(rows=3).position("0 / 1 0 1 / 0 0 0 0 0"), "2.1 2.2 2.3")
    assert s.stores == [1, 0] and board(s) == "0 / 0 1 0 / 0 0 0 0 0" and s.current_player() == 1


# -- §3.4 4f.2 and §3.7: the seizure and the turn order ----------------------------------------

@pytest.mark.parametrize(("players", "mover", "seizer", "after"), [(2, 0, 1, 0), (2, 1, 0, 1), (3, 0, 1, 2),
                                                                   (3, 2, 0, 1), (3, 1, 2, 0), (4, 3, 0, 1)])
def test_seizure_by_the_next_player_then_the_seat_after_them(players: int, mover: int, seizer: int,
                                                             after: int) -> None:
    g = game(players, rows=3)
    s = both(lambda: g.position("1 / 0 0 0 / 3 0 0 0 2", to_move=mover), "1.1 2.2")
    assert s.decision() == "SEIZE" and s.current_player() == seizer
    assert labels(s, s.legal_actions()) == ["2.2", "3.1", "3.5"]  # ANY non-empty cell, the last one too
    for bad in ("1.1", "2.1", "3.3"):
        refused(s, s.geo.index[bad])
    for pick, got in (("2.2", 1), ("3.1", 3), ("3.5", 2)):
        t = s.clone()
        t.apply(s.geo.index[pick])
        assert t.stores[seizer] == got and sum(t.stores) == got
        assert t.current_player() == after and t.decision() == "START"


def test_turn_order_after_a_capture_is_the_next_seat() -> None:
    g = game(3, rows=3)
    s = both(lambda: fresh(g), "3.3 3.2 3.1 3.2 3.1")
    assert s.current_player() == 1 and s.stores == [2, 0, 0]
    s = both(lambda: g.position("1 / 1 1 1 / 1 1 1 1 1", to_move=2), "3.3 3.2 3.1 3.2 3.1")
    assert s.current_player() == 0 and s.stores == [0, 0, 2]


def test_first_player_option() -> None:
    assert fresh(game(3, first_player=2)).current_player() == 2
    assert fresh(game(2)).current_player() == 0
    with pytest.raises(OptionError):
        game(2, first_player=2)


# -- §3.8: solo ----------------------------------------------------------------------------------

def test_solo_counts_sowing_turns_and_seizures() -> None:
    g = game(1, rows=2)
    s = both(lambda: g.position("1 / 1 0 0"), "2.1 2.2 1.1")  # capture (1,1): one turn
    assert s.turns == 1 and s.stores == [1] and s.current_player() == 0 and not s.is_terminal()
    s = both(lambda: g.position("1 / 1 0 0"), "2.1 2.2 1.1 2.2 1.1")  # (1,1) isolated ⇒ the solo player seizes
    assert s.decision() == "SEIZE" and s.current_player() == 0 and s.turns == 2
    s = both(lambda: g.position("1 / 1 0 0"), "2.1 2.2 1.1 2.2 1.1 1.1")
    assert s.is_terminal() and s.turns == 3 and s.stores == [2] and s.scores() == [-3.0]
    assert s.outcome().details["turns"] == 3


# -- §3.9: sudden death --------------------------------------------------------------------------

def test_sudden_death_on_an_interior_up_cell_gives_everything_to_the_next_player() -> None:
    g = game(3, rows=4, sudden_death=True)
    # (3,3) is an interior UP cell: START (4,4) (1 stone), SOW (3,3): empty, neighbours empty
    s = both(lambda: g.position("2 / 0 0 0 / 0 0 0 0 0 / 0 0 0 1 0 0 4", stores=[1, 2, 3], to_move=2), "4.4 3.3")
    assert s.is_terminal() and s.current_player() == TERMINAL and s.legal_actions() == []
    assert s.stores == [1 + 7, 2, 3] and sum(s.board) == 0  # all 7 left (incl. the last stone) to seat 0
    assert s.outcome().winners == (0,)


def test_sudden_death_only_on_interior_and_only_on_an_empty_last_cell() -> None:
    g = game(2, rows=4, sudden_death=True)
    # a border cell (4,3): normal seizure
    s = both(lambda: g.position("0 / 0 0 0 / 0 0 0 0 0 / 0 0 0 1 0 0 4"), "4.4 4.3")
    assert s.decision() == "SEIZE" and s.current_player() == 1 and s.stores == [0, 0]
    # a corner (4,7): normal seizure
    s = both(lambda: g.position("0 / 0 0 0 / 0 0 0 0 0 / 1 0 0 0 0 1 0"), "4.6 4.7")
    assert s.decision() == "SEIZE"
    # without the variant the interior cell is a plain seizure too
    s = both(lambda: game(2, rows=4).position("2 / 0 0 0 / 0 0 0 0 0 / 0 0 0 1 0 0 4"), "4.4 3.3")
    assert s.decision() == "SEIZE" and s.current_player() == 1


def test_no_sudden_death_when_the_last_cell_was_not_empty() -> None:
    """With the cap at one sowing, the last stone falls on a non-empty interior cell whose neighbours
    are empty: 4f.2 applies (the next player seizes), not the variant."""
    g = game(2, rows=3, sudden_death=True, max_sowings_per_turn=1)
    s = both(lambda: g.position("1 / 0 1 0 / 0 0 0 0 1"), "1.1 2.2")
    assert s.decision() == "SEIZE" and s.current_player() == 1 and s.board[s.geo.index["2.2"]] == 2


def test_sudden_death_needs_two_players() -> None:
    with pytest.raises(OptionError):
        game(1, sudden_death=True)


# -- §3.6: end of the game -----------------------------------------------------------------------

def test_game_ends_when_the_board_is_empty() -> None:
    s = both(lambda: game(rows=2).position("0 / 1 0 1"), "2.1 2.2")  # (2,2) empty; (2,3)=1 ⇒ capture
    assert s.decision() == "CAPTURE"
    s.apply(s.geo.index["2.3"])
    assert s.decision() == "START" and s.current_player() == 1
    s.apply(s.geo.index["2.2"])
    s.apply(s.geo.index["1.1"])  # isolated: seat 0 seizes the last stone
    assert s.decision() == "SEIZE" and s.current_player() == 0
    s.apply(s.geo.index["1.1"])
    assert s.is_terminal() and s.current_player() == TERMINAL and list(s.legal_actions()) == []
    assert s.stores == [2, 0] and s.outcome().winners == (0,)
    for a in range(4):
        refused(s, a)
    e = game(rows=2).position("0 / 0 0 0", stores=[2, 2])
    assert e.is_terminal() and e.outcome().winners == (0, 1)  # 4a: no stone, no turn


def test_ties_share_the_win_with_three_players() -> None:
    s = both(lambda: game(3, rows=2).position("0 / 0 1 0", stores=[3, 1, 2], to_move=0), "2.2 1.1")
    s.apply(s.geo.index["1.1"])  # seat 1 seizes
    assert s.is_terminal() and s.stores == [3, 2, 2] and s.outcome().winners == (0,)
    s = both(lambda: game(3, rows=2).position("0 / 0 1 0", stores=[3, 2, 1], to_move=0), "2.2 1.1")
    s.apply(s.geo.index["1.1"])
    assert s.stores == [3, 3, 1] and s.outcome().winners == (0, 1) and s.outcome().ranks == (1, 1, 3)


# -- an independent transcription of the §3.4 pseudo-code, played against the engine ------------

class Reference:
    """§3.4 line by line (lists and sets, no speed tricks)."""

    def __init__(self, s: TriceState) -> None:
        self.nbrs, self.kinds, self.P, self.sudden = s.geo.nbrs, s.geo.kinds, s.P, s.sudden
        self.board, self.stores = list(s.board), list(s.stores)
        self.phase, self.player, self.mover = s.decision(), s.current_player(), s.current_player()
        self.hand, self.ref, self.turns = 0, -1, 0
        self.seen: set[tuple[tuple[int, ...], int]] = set()

    def legal(self) -> list[int]:
        if self.phase == "SOW":
            return sorted(self.nbrs[self.ref])
        if self.phase == "CAPTURE":
            return sorted(d for d in self.nbrs[self.ref] if self.board[d])
        if self.phase in ("START", "SEIZE"):
            return [c for c, x in enumerate(self.board) if x]
        return []

    def pickup(self, c: int) -> None:
        self.hand, self.board[c], self.ref, self.phase = self.board[c], 0, c, "SOW"

    def play(self, a: int) -> None:
        assert a in self.legal()
        if self.phase == "START":
            self.seen = {(tuple(self.board), a)}
            self.pickup(a)
        elif self.phase == "SOW":
            was = self.board[a]
            self.board[a] += 1
            self.hand -= 1
            self.ref = a
            if self.hand == 0:
                self.end(was)
        else:
            self.stores[self.player] += self.board[a]
            self.board[a] = 0
            self.turns += 1
            self.next_turn((self.player + 1) % self.P)

    def end(self, was: int) -> None:
        if was > 0:
            key = (tuple(self.board), self.ref)
            if key not in self.seen:
                self.seen.add(key)
                self.pickup(self.ref)
                return
        if any(self.board[d] for d in self.nbrs[self.ref]):
            self.phase = "CAPTURE"
            return
        nxt = (self.mover + 1) % self.P
        self.turns += 1
        if self.sudden and was == 0 and self.kinds[self.ref] == INTERIOR:
            self.stores[nxt] += sum(self.board)
            self.board = [0] * len(self.board)
            self.next_turn(nxt)
            return
        self.phase, self.player = "SEIZE", nxt

    def next_turn(self, seat: int) -> None:
        if any(self.board):
            self.phase, self.player, self.mover = "START", seat, seat
        else:
            self.phase, self.player = "OVER", TERMINAL


@pytest.mark.parametrize(("opts", "players", "sudden"), [
    ({"rows": 2, "stones": 3}, 2, False), ({"rows": 3, "stones": 2}, 3, True), ({"rows": 4}, 1, False),
    ({"rows": 5, "stones": 2}, 4, True), ({"geometry": "square", "rows": 3, "cols": 4}, 2, True),
    ({"geometry": "hex", "side": 2, "stones": 2}, 3, False), ({"geometry": "trihex", "side": 2}, 2, True),
])
def test_engine_matches_an_independent_transcription(opts: dict[str, int], players: int, sudden: bool) -> None:
    import random

    g = game(players, sudden_death=sudden, **opts)
    rng = random.Random(11)
    for k in range(150):
        s = fresh(g)
        ref = Reference(s)
        while not s.is_terminal():
            assert sorted(s.legal_actions()) == ref.legal() and s.decision() == ref.phase
            assert s.current_player() == ref.player
            a = rng.choice(list(s.legal_actions()))
            (s.apply if k % 2 else s.apply_events)(a)
            ref.play(a)
            assert s.board == ref.board and s.stores == ref.stores and s.hand == ref.hand
        assert ref.phase == "OVER" and s.turns == ref.turns and sum(s.stores) == sum(fresh(g).board)
