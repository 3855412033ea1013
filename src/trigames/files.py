"""Moved to `trigames.core.files` (game packages import only the core); kept for old imports."""

from trigames.core.files import *  # noqa: F403
