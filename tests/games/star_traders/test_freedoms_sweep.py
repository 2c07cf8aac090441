"""The combined sweep of issue 44's freedoms (bench/sweep_star_traders.py), small:
random games of every version, at 2-6 traders, that also take free amounts off
the menu, talks out of turn, discards and Avoid offered for another trader; the
invariants hold after every action, every game ends and its save replays."""
from collections import Counter

import pytest

from bench.sweep_star_traders import deal_game, sweep_game
from game.games.star_traders.rules import VERSIONS


@pytest.mark.slow
def test_every_version_with_every_freedom_ends_and_replays():
    total = Counter()
    for k, version in enumerate(VERSIONS):
        total += sweep_game(version, 2 + k, seed=k)
    failures = [key for key in total if key.startswith("failure:")]
    assert total["failures"] == 0, failures
    assert total["games"] == len(VERSIONS)
    for taken in ("amount", "talks", "discard"):
        assert total[taken] > 0, taken


@pytest.mark.slow
def test_the_scripted_person_and_the_bots_propose_deals():
    counts = deal_game("family", 3, 0)
    assert counts["person proposed"] > 0 and counts["bots proposed"] > 0
