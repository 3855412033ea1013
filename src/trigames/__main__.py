"""`python -m trigames …` is the `trigames` command."""

import sys

from trigames.cli.app import run

sys.exit(run(sys.argv[1:]))
