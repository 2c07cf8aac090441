"""One source for "may I" and "why not" (issue 51): over many positions of
every game, every candidate action the rules give no reason against is
legal (it applies), and every one they refuse has a reason in words.
Candidates are the legal ones, the legal ones with a field changed, and
actions that were legal at other moments of the game."""
import dataclasses
import random

import pytest

from game.games import all_rulesets
from game.rules.core import IllegalAction

GAMES = [rs.id for rs in all_rulesets()]


def _mutations(a, rng, pool):
    out = []
    for f in dataclasses.fields(a):
        value = getattr(a, f.name)
        if type(value) is int:
            out.append(dataclasses.replace(a, **{f.name: value + rng.choice((-2, -1, 1, 2))}))
        others = [getattr(b, f.name) for b in pool if type(b) is type(a) and getattr(b, f.name) != value]
        if others:
            out.append(dataclasses.replace(a, **{f.name: rng.choice(others)}))
    return out


# one whole game per rule set in the fast tier; two more seeds in the full suite
SEEDS = [0, pytest.param(1, marks=pytest.mark.slow), pytest.param(2, marks=pytest.mark.slow)]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_refusal_has_a_reason_and_every_unrefused_action_applies(game_id, seed):
    ruleset = next(rs for rs in all_rulesets() if rs.id == game_id)
    refused = 0
    rng = random.Random(seed)
    state = ruleset.new_game(ruleset.min_players, {}, seed)
    seen: list = []
    steps = 0
    while not state.is_over and steps < 400:
        steps += 1
        legal = state.legal_actions()
        seen = (seen + legal)[-200:]
        candidates = list(legal[:6])
        for a in legal[:4]:
            candidates += _mutations(a, rng, seen)
        candidates += rng.sample(seen, min(6, len(seen)))
        for a in candidates:
            why = state.why_not(a)
            probe = state.clone()
            if why is None:
                probe.apply(a)  # no reason given: it must be legal
            else:
                assert isinstance(why, str) and len(why) > 8, (a, why)
                with pytest.raises(IllegalAction):
                    probe.apply(a)
                refused += 1
        state.apply(rng.choice(legal))
    assert refused, "no candidate was ever refused: the test proves nothing"
