"""The shared conformance checks (tests/conformance.py) for the variants
the global suite does not reach: Nova, Super Nova, and Family with
Personalities (the Tycoon's ships, the Strategist's dice, the Rogue...).
The defaults of the options are switched for the duration of a test."""
import dataclasses

import pytest

from game.games.star_traders.rules import RULESET
from tests.conformance import ALL_CHECKS

# Each variant at one table size (together they span small to large tables):
# the player counts themselves are covered by tests/test_conformance.py.
VARIANTS = {
    "nova": ({"version": "nova"}, 4),
    "super-nova": ({"version": "super-nova"}, 3),
    "personalities": ({"personalities": "random", "max_prestige_petition": True}, 5),
}


pytestmark = pytest.mark.slow


@pytest.mark.parametrize("check", ALL_CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_conformance_of_variants(variant, check, monkeypatch):
    wanted, players = VARIANTS[variant]
    options = tuple(dataclasses.replace(o, default=wanted.get(o.key, o.default)) for o in RULESET.options)
    monkeypatch.setattr(RULESET, "options", options)
    check(RULESET.id, players, seed=players)
