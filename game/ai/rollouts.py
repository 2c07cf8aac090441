"""Old home of the flat search, now game/ai/search.py: these names are
re-exported only for game/analysis.py and game/ai/hint.py, whose branch
moves their imports to game.ai.search; delete this module then."""
from game.ai.search import RolloutSearch, paired as _paired  # noqa: F401
