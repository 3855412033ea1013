"""Run OpenSpiel's own ``integration_tests/api_test.py`` on the trigames games.

    python -m trigames.adapters.spiel_api_test [--test_only_games=trigames_.*] [absltest flags]

The games are registered first (the test module lists the registered games when imported).
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path


def main() -> None:
    import pyspiel

    from . import openspiel

    openspiel.register()
    path = Path(pyspiel.__file__).parent / "open_spiel" / "integration_tests" / "api_test.py"
    if not any(a.startswith("--test_only_games") for a in sys.argv[1:]):
        sys.argv.append(f"--test_only_games={openspiel.PREFIX}.*")
    sys.argv[0] = str(path)
    runpy.run_path(str(path), run_name="__main__")


if __name__ == "__main__":
    main()
