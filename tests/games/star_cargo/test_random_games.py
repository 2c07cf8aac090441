"""Hundreds of seeded Star Cargo games, 2-4 players, random and heuristic bots
mixed: invariants hold after every action and every game ends."""
import random

import pytest

from game.simulate import play_game

pytestmark = pytest.mark.slow

GAMES = 400
LEVELS = ("random", "normal", "easy")


def seats_for(i: int) -> list[str]:
    rng = random.Random(f"star-cargo-seats:{i}")
    players = 2 + i % 3
    seats = [rng.choice(LEVELS) for _ in range(players)]
    if "random" not in seats and i % 4 == 0:
        seats[rng.randrange(players)] = "random"
    return seats


@pytest.mark.parametrize("chunk", range(4))
def test_seeded_games_end_with_invariants_kept(chunk):
    per = GAMES // 4
    ends = 0
    for i in range(chunk * per, (chunk + 1) * per):
        seats = seats_for(i)
        result = play_game("star-cargo", seats, seed=i, max_decisions=20000, check_invariants=True)
        assert result.winners, f"seed {i}: no winner"
        assert len(result.scores) == len(seats)
        ends += 1
    assert ends == per
