"""300 seeded bot games across 3-6 players, random and heuristic bots mixed,
with every invariant checked after every action (game.simulate.play_game)."""
import pytest

from game.simulate import play_game

pytestmark = pytest.mark.slow

CHUNK = 15
CASES = [(players, chunk) for players in (3, 4, 5, 6) for chunk in range(5)]  # 4 x 5 x 15 = 300 games


def seats_for(players: int, i: int) -> list[str]:
    pattern = i % 4
    seats = ["random"] * players
    if pattern == 1:
        seats[i % players] = "normal"
    elif pattern == 2:
        for s in range(0, players, 2):
            seats[s] = "normal"
    elif pattern == 3:
        seats[i % players] = "easy"
        seats[(i + 1) % players] = "normal"
    return seats


@pytest.mark.parametrize("players,chunk", CASES, ids=[f"{p}p-{c}" for p, c in CASES])
def test_seeded_games_end(players, chunk):
    for i in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        seed = players * 100_000 + i
        options = {"abilities": i % 5 != 4}
        result = play_game("star-cartel", seats_for(players, i), seed, options,
                           max_decisions=3000, check_invariants=True)
        assert result.winners, f"seed {seed}: no winner"
        assert sorted(s.seat for s in result.scores) == list(range(players))
        best = max(s.key for s in result.scores)
        assert all(result.scores[w].key == best for w in result.winners)
