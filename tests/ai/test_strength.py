"""Hard must stay stronger than Normal: a few seat-rotated games with a small
iteration budget (deterministic: same seeds, same games, any machine).  The
full figures at the app's one-second budget come from bench/bench_bots.py;
this only catches a change that makes the search no better than the
heuristic it builds on."""
import pytest

from game.tournament import run_tournament

# game id -> (games, iteration budget, least number of games Hard must win)
# Fair share with three seats is a third of the games.
CASES = {
    "star-cartel": (6, 40, 3),
    "captain": (3, 12, 1),
}


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(CASES))
def test_hard_beats_two_normals(game_id):
    games, iterations, least = CASES[game_id]
    result = run_tournament(game_id, ["hard", "normal", "normal"], games, seed=3, hard_iterations=iterations)
    assert not result.errors
    wins = result.stats["hard"].wins
    won, pairs = result.beats("hard", "normal")
    assert wins >= least, f"{game_id}: Hard won {wins} of {games} games against two Normals"
    assert won / pairs > 0.5, f"{game_id}: Hard finished above a Normal in only {won} of {pairs} seat pairs"
