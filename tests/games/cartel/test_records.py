"""The action records the legal lists make without the dataclass __init__
(choices._record) are the records the constructors make: equal, hashed
alike, saved alike, and taken by apply() when rebuilt from JSON."""
import random

from game.games.cartel.rules import RULESET
from game.games.cartel.rules.actions import Build, Move, Road
from game.rules.core import action_from_json


def test_made_records_equal_constructed_ones():
    seen = set()
    rng = random.Random(5)
    s = RULESET.new_game(2, {}, 5)
    while not s.is_over and len(seen) < 3:
        legal = s.legal_actions()
        for a in legal:
            if type(a) in (Build, Move, Road) and type(a) not in seen:
                seen.add(type(a))
                twin = action_from_json("cartel", a.to_json())
                assert twin == a and hash(twin) == hash(a) and repr(twin) == repr(a)
                assert twin is not a and s.is_legal(twin)
        s.apply(rng.choice(legal))
    assert seen == {Build, Move, Road}


def test_a_rebuilt_move_is_taken_like_the_listed_one():
    rng = random.Random(8)
    s = RULESET.new_game(2, {}, 8)
    while not any(type(a) is Move for a in s.legal_actions()):
        s.apply(rng.choice(s.legal_actions()))
    move = next(a for a in s.legal_actions() if type(a) is Move)
    c = s.clone()
    s.apply(move)
    c.apply(Move(move.x, move.y, move.tx, move.ty, move.count))
    assert s.fingerprint() == c.fingerprint()
