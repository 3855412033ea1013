"""The Triominos board in the terminal (issue 18): its guides are for people who type a move's notation
instead of its number (the terminal still reads the notation, and the companion asks for it), so they
stay, said in plain words — rows numbered on the left, every fourth column below, a line that says
what they are for — never as `x=`/`y=`; a move typed from the guides is the move they point at."""

from __future__ import annotations

import random
import re

from rich.console import Console

import trigames
from trigames.games.triominos.render import board_text, render
from trigames.games.triominos.words import CARD, CARD_FR


def _played(n: int, seed: int) -> object:
    state = trigames.make("triominos", players=2).new_game(seed)
    rng = random.Random(seed)
    for _ in range(n):  # a tile laid whenever one fits: a board of many rows
        legal = state.legal_actions()
        laid = [a for a in legal if "@" in state.action_to_string(a)]
        state.apply(rng.choice(laid or legal))
    return state


def _text(renderable: object) -> str:
    console = Console(width=120, color_system=None, record=True)
    console.print(renderable)
    return console.export_text()


def test_the_guides_are_said_in_words_in_both_languages() -> None:
    state = _played(30, 3)
    board = state.view(0)["board"]  # type: ignore[attr-defined]
    for lang, words in (("en", "the rows are numbered on the left"), ("fr", "les rangées sont numérotées à gauche")):
        text = _text(board_text(board, lang))
        assert "x=" not in text and "y=" not in text, text
        assert words in text and "@" not in text, text  # notation only on the rules card (`?`)
        assert words in _text(render(state.view(0), lang))  # type: ignore[attr-defined]
    assert "1-2-3@(column,row)" in CARD and "1-2-3@(colonne,rangée)" in CARD_FR


def test_a_row_number_on_the_left_is_the_notations_row() -> None:
    state = _played(30, 5)
    board = state.view(0)["board"]  # type: ignore[attr-defined]
    lines = _text(board_text(board)).splitlines()
    ys = [y for _, y, _, _ in board]
    # the labels are the first three columns (the board starts at the sixth)
    labelled = {int(line[:3]): i for i, line in enumerate(lines) if re.fullmatch(r"\s*-?\d+", line[:3])}
    assert set(range(min(ys), max(ys) + 1)) <= set(labelled), (labelled, lines)
    # rows go up the screen as y grows, one text line apart from the next cell row's by two
    assert all(labelled[y] - labelled[y + 1] == 2 for y in range(min(ys), max(ys)))
    # the most recent tile (●) sits on the line of its own row's number
    _, y, _, _ = board[-1]
    mark = next(i for i, line in enumerate(lines) if "●" in line)
    assert mark == labelled[y], (mark, labelled, y)


def test_the_empty_table_has_no_guides() -> None:
    text = _text(board_text([]))
    assert "numbered" not in text and "x=" not in text


def test_the_typing_guide_is_for_seats_only() -> None:
    """A spectator types no move: its text view has no line on how to type one (a newcomer's tour)."""
    import io

    from rich.console import Console

    import trigames

    game = trigames.make("triominos", players=2)
    state = game.new_game(5)
    while len(state.board) < 3:
        legal = state.legal_actions()
        state.apply(max(legal))
    guide = {"en": "To type a move", "fr": "Pour taper un coup"}
    for lang in ("en", "fr"):
        said = {}
        for seat in (0, None):
            out = io.StringIO()
            Console(file=out, width=100, color_system=None).print(game.render(state.view(seat), lang))
            said[seat] = out.getvalue()
        assert guide[lang] in said[0] and guide[lang] not in said[None], lang
        assert said[None].lstrip().splitlines()  # the board is still drawn
