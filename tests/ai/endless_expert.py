"""Preloaded by a worker's child in tests: Expert searches without end, so
only a cancel can stop it (tests/ai/test_levels.py)."""
from game.ai.search import set_expert_budget

set_expert_budget(None, 10 ** 9)
