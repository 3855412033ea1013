"""Seeds: every random stream of a game is derived from its one seed.

`derive(seed, "round", 2)` gives the same generator on every machine and every Python
run (no use of `hash()`), so a seed and a list of actions always reproduce a game.
"""

from __future__ import annotations

import hashlib
import random


def derive_seed(seed: int, *keys: object) -> int:
    """A 64-bit seed derived from `seed` and any keys (stable across machines).

    >>> derive_seed(7, "round", 1) == derive_seed(7, "round", 1)
    True
    """
    text = "/".join([str(int(seed)), *map(str, keys)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def derive(seed: int, *keys: object) -> random.Random:
    """A fresh `random.Random` for the stream named by `keys` under `seed`."""
    return random.Random(derive_seed(seed, *keys))
