"""Text a person types — names, tokens, notation, numbers — checked in one place.

The web server and the command line both go through here, so a name that one accepts the other
accepts too, and nothing that cannot be stored or printed (a lone surrogate, a control character,
a right-to-left override) ever reaches memory, the database or another player's screen.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from .errors import TrigamesError

# Bidirectional overrides and isolates can make a name read backwards on someone else's screen.
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_INT = re.compile(r"[+-]?[0-9]+\Z")
_FLOAT = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?\Z")


class TextError(TrigamesError, ValueError):
    """Typed text that is not allowed: the message says what was wrong, in one line."""


def clean_text(raw: Any, what: str = "a name", limit: int = 24, *, collapse: bool = True) -> str:
    """`raw` as valid, NFC-normalised text of 1–`limit` characters, or TextError.

    `collapse` joins runs of white space into one space and trims the ends (names); without it
    any white space other than a plain space is refused (tokens, notation).
    """
    if not isinstance(raw, str):
        raise TextError(f"{what} is text")
    if len(raw) > 8 * limit + 64:  # refuse before normalising: NFC of a huge string is work
        raise TextError(f"{what} has at most {limit} characters")
    if any(0xD800 <= ord(ch) <= 0xDFFF for ch in raw):
        raise TextError(f"{what} is not valid Unicode text")
    text = unicodedata.normalize("NFC", raw)
    if collapse:
        text = " ".join(text.split())
    for ch in text:
        if ch in _BIDI or unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn") or (
                not collapse and ch.isspace() and ch != " "):
            raise TextError(f"{what} may not contain control or invisible characters (U+{ord(ch):04X})")
    if not 1 <= len(text) <= limit:
        raise TextError(f"{what} has 1–{limit} characters")
    return text


def parse_int(raw: str, what: str = "a number", low: int | None = None, high: int | None = None) -> int:
    """A whole number written with ASCII digits only ('1_0', '５' and ' 7' are refused), in range."""
    text = raw.strip() if isinstance(raw, str) else raw
    if not isinstance(text, str) or not _INT.match(text):
        raise TextError(f"{what} must be a whole number written with the digits 0–9, not {raw!r}")
    value = int(text)
    _check_range(value, what, low, high)
    return value


def parse_float(raw: str, what: str = "a number", low: float | None = None, high: float | None = None) -> float:
    """A decimal number with ASCII digits ('0.5', '-2', '1e3'; not '0_5', 'nan' or 'inf'), in range."""
    text = raw.strip() if isinstance(raw, str) else raw
    if not isinstance(text, str) or not _FLOAT.match(text):
        raise TextError(f"{what} must be a number written with the digits 0–9, not {raw!r}")
    value = float(text)
    _check_range(value, what, low, high)
    return value


def _check_range(value: float, what: str, low: float | None, high: float | None) -> None:
    if (low is not None and value < low) or (high is not None and value > high):
        lo = "" if low is None else f"{low:g}"
        hi = "" if high is None else f"{high:g}"
        raise TextError(f"{what} must be {lo}–{hi}, not {value:g}" if lo and hi else
                        f"{what} must be at least {lo}, not {value:g}" if lo else
                        f"{what} must be at most {hi}, not {value:g}")
