"""Hundreds of seeded Cartel games between bots at 2-4 players: every game
ends, cards and each seat's Agents are conserved after every decision, and
a Business only ever opens on a lot or on top of a building."""
import random

import pytest

from game.ai import NoisyBot, RandomBot, decide
from game.games.cartel.bot import CartelBot
from game.games.cartel.rules import RULESET, Build, PlaceFirst

MAX_DECISIONS = 5000

pytestmark = pytest.mark.slow


def play(players: int, seed: int, bots) -> tuple:
    s = RULESET.new_game(players, {}, seed)
    n = 0
    while not s.is_over:
        assert n < MAX_DECISIONS, f"seed {seed}: no end after {n} decisions"
        a = decide(s, bots[s.to_act], seed, n)
        if isinstance(a, (Build, PlaceFirst)):
            cell = (a.x, a.y)
            assert cell in s.lots() or (cell in s.buildings and isinstance(a, Build)), f"{a} is off a lot"
        s.apply(a)
        n += 1
        errors = s.invariant_errors()
        assert not errors, f"seed {seed}, decision {n} ({a.label()}): {errors}"
    assert s.card_count() == 71
    assert all(s.reserve[p] + s.on_board(p) == s.total_agents for p in range(players))
    assert s.ended_by and s.winners()
    return s, n


@pytest.mark.parametrize("players", (2, 3, 4))
def test_random_bots_play_to_the_end(players):
    ends = set()
    for seed in range(60):  # 180 games over the three player counts
        s, _n = play(players, seed, [RandomBot()] * players)
        ends.add(s.ended_by.split(" ")[0])
    assert len(ends) >= 2, ends  # more than one way to end is reached


@pytest.mark.parametrize("players", (2, 3, 4))
def test_heuristic_bots_play_to_the_end(players):
    rng = random.Random(players)
    for seed in range(8):
        bots = [rng.choice((CartelBot(), NoisyBot(CartelBot()), RandomBot())) for _ in range(players)]
        play(players, 1000 + seed, bots)
