"""Research adapters: OpenSpiel (`openspiel`), PettingZoo (`pettingzoo`), Gymnasium (`gymnasium`).

Install with the ``trigames[research]`` extra. The adapters use only the core API
(`trigames.make`, the registry, State/Game methods, views, `Game.determinize`) plus the optional
hooks described in `trigames.adapters.common`; importing this package imports none of the
research libraries.
"""

from __future__ import annotations

from typing import Any


def agent_plugins() -> list[Any]:
    """OpenSpiel's MCTS and ISMCTS as trigames agents (`spiel-mcts`, `spiel-ismcts`), declared for
    `trigames.agents` without importing OpenSpiel: it is imported when such an agent is made."""
    from trigames.agents.plugins import Plugin
    from trigames.core import OptionSpec

    params = (
        OptionSpec("simulations", int, 100, "MCTS simulations per decision", low=1, high=1_000_000),
        OptionSpec("uct_c", float, 2.0, "UCT exploration constant", low=0.0, high=100.0),
        OptionSpec("rollouts", int, 1, "random rollouts per leaf", low=1, high=1_000),
        OptionSpec("max_rollout", int, None, "cut rollouts after that many steps (none: play out)", low=1,
                   high=1_000_000, optional=True),
    )
    # Offered to people after the one-move bots, below the project's own searches (100 simulations of
    # random playouts), and only where something is hidden: there they differ from `mcts` (one sampled
    # world per move, or OpenSpiel's ISMCTS); on a game with nothing hidden both are a plain MCTS, the
    # project's `mcts` over again (OpenSpiel's ISMCTS even becomes its MCTS there).
    return [Plugin(f"spiel-{kind}", "trigames.adapters.openspiel:AGENTS", "research", "OpenSpiel", params,
                   rank=rank, hidden_only=True) for kind, rank in (("mcts", 4), ("ismcts", 4.5))]
