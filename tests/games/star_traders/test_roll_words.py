"""Play test 6: with a Stargate in play the prompt said "You rolled 1: no
jumpline takes it" while four worlds were lit and the jump worked.  The
words after a roll count the jumps the legal list offers."""
from __future__ import annotations

import re

from game.games.star_traders.rules import Jump
from tests.games.star_traders.rules_helpers import game


def _jump_worlds(s) -> set:
    return {a.to for a in s.legal_actions() if isinstance(a, Jump)}


def _said(s) -> int:
    m = re.search(r"a jump reaches (\d+) world", s.prompt())
    return int(m.group(1)) if m else 0


def test_a_stargate_roll_of_one_names_the_lit_worlds():
    s = game(players=3)
    s.die = 1
    s.boosts.append("stargate")
    s._legal = None  # the legal list is kept between changes the rules make
    worlds = _jump_worlds(s)
    assert worlds, "the Stargate opens the lines from the ship"
    assert s.prompt().startswith("You rolled 1: with your Stargate")
    assert _said(s) == len(worlds), s.prompt()


def test_a_roll_counts_the_jumps_it_opens():
    s = game(players=3)
    for die in (1, 2, 4, 6):
        s.die = die
        s._legal = None
        worlds = _jump_worlds(s)
        assert _said(s) == len(worlds), (die, s.prompt())
        if not worlds:
            assert "no jump is open to you now" in s.prompt()
