"""French sets a no-break space before ':', ';', '!', '?' and inside « » (the catalogues write U+00A0 or
U+202F there). Rich wraps text at any Unicode space, so a terminal line could start with ': 0' or end
with '«'. Its word pattern is made to treat those spaces as part of the word, for every rich
rendering in the process (terminal screens, the web's text view). Rich's private module may change:
if it does, nothing is patched and lines only wrap as rich decides."""

from __future__ import annotations

import re

_KEEP = "\u00a0\u2007\u202f"  # no-break, figure and narrow no-break spaces
WORD = re.compile(rf"[^\S{_KEEP}]*[\S{_KEEP}]+[^\S{_KEEP}]*")


def keep_no_break_spaces() -> bool:
    """Rich's line breaking no longer breaks at a no-break space; False when rich's internals moved."""
    try:
        from rich import _wrap
    except ImportError:  # pragma: no cover - rich is a dependency
        return False
    if not isinstance(getattr(_wrap, "re_word", None), re.Pattern):
        return False
    _wrap.re_word = WORD
    return True


keep_no_break_spaces()
