"""Preloaded by a bot worker's child in tests: content is read from the
folder named by CANTINA_TEST_CONTENT_ROOT (a copy of the repository's
resources with a file broken on purpose) instead of the repository."""
import os
from pathlib import Path

import game.paths

_ROOT = os.environ.get("CANTINA_TEST_CONTENT_ROOT")
if _ROOT:
    game.paths.root = lambda: Path(_ROOT)
