"""A clone shares its generator until either side draws from it: both then
see the same future chance, and neither moves the other's."""
import random

from game.games.cartel.rules import RULESET, Draw, pieces


def _near_reshuffle(seed: int):
    """A state whose next Draw empties the deck into a reshuffle."""
    rng = random.Random(seed)
    s = RULESET.new_game(2, {}, seed)
    while not s.is_over:
        if s.stage == "action" and not s.deck and s.discard and Draw() in s.legal_actions():
            return s
        s.apply(rng.choice(s.legal_actions()))
    return None


def test_a_clone_and_its_original_reshuffle_alike():
    s = next(s for s in map(_near_reshuffle, range(40)) if s is not None)
    c = s.clone()
    c.apply(Draw())  # the clone reshuffles first
    assert c.reshuffled == 1
    s.apply(Draw())
    assert s.deck == c.deck and s.fingerprint() == c.fingerprint()


def test_drawing_from_a_clone_leaves_the_original_generator_alone():
    s = RULESET.new_game(3, {}, 4)
    before = s.rng.getstate()
    c = s.clone()
    pieces.rng(c).random()
    assert s.rng.getstate() == before
    assert c.rng is not s.rng
