"""Moved to `trigames.core.words` (game packages import only the core); kept for old imports."""

from trigames.core.words import *  # noqa: F403
