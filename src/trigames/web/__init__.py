"""The web table: `trigames serve` — lobby, live multiplayer over WebSocket, bots, replays, SQLite storage.

It talks to games only through the core API; a game's own front-end files (`web/board.js`,
`web/messages.js` in its package) are served when present, the generic table otherwise.
"""

from .server import run

__all__ = ["run"]
