"""Seeded Star Traders games between bots for every version and trader
count: money never negative, Prestige in 1..30, one station per world, cargo
limits and cards conserved after every decision, and every game ends (a win,
or the round cap, which is reported).

CI plays STAR_TRADERS_GAMES random games (default 12) per version and trader
count; the full sweep of the issue is STAR_TRADERS_GAMES=300."""
import os
import random

import pytest

from game.games.star_traders.bot import StarTradersBot
from game.games.star_traders.rules import RULESET
from game.ai import NoisyBot

GAMES = int(os.environ.get("STAR_TRADERS_GAMES", "12"))
VERSIONS = ("family", "nova", "super-nova")
MAX_DECISIONS = 40000


def check(s, n, what):
    errors = s.invariant_errors()
    assert not errors, f"{what}, decision {n}: {errors}"
    owners = list(s.stations)
    assert len(owners) == len(set(owners))


def options_for(version, seed):
    opts = {"version": version}
    if version == "family":
        opts["personalities"] = ("off", "random", "choose")[seed % 3]
        opts["max_prestige_petition"] = seed % 4 == 1
        opts["short_ending"] = seed % 7 == 3
    return opts


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("version", VERSIONS)
def test_random_games(version, players):
    ends = {}
    for seed in range(GAMES):
        s = RULESET.new_game(players, options_for(version, seed), seed)
        rng = random.Random(seed * 101 + players)
        n = 0
        while not s.is_over:
            assert n < MAX_DECISIONS, f"{version} {players}p seed {seed}: no end after {n} decisions"
            s.apply(rng.choice(s.legal_actions()))
            n += 1
            if n % 3 == 0 or s.is_over:
                check(s, n, f"{version} {players}p seed {seed}")
        assert s.ended_by in ("mission", "petition", "nova", "cap")
        if s.ended_by == "cap":
            assert s.winner is None and s.round() > s.round_cap
        else:
            assert s.winners() == [s.winner]
        ends[s.ended_by] = ends.get(s.ended_by, 0) + 1
    print(f"{version} {players}p: {ends}")


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("version", VERSIONS)
def test_heuristic_games_end_with_a_winner(version, players):
    for seed in range(4):
        rng = random.Random(seed)
        bots = [StarTradersBot() if (seat + seed) % 2 else NoisyBot(StarTradersBot()) for seat in range(players)]
        s = RULESET.new_game(players, options_for(version, seed), 500 + seed)
        n = 0
        while not s.is_over:
            assert n < MAX_DECISIONS
            s.apply(bots[s.to_act].choose(s, s.to_act, rng))
            n += 1
            check(s, n, f"heuristic {version} {players}p seed {seed}")
        assert s.winner is not None, f"{version} {players}p seed {seed} stalled"
