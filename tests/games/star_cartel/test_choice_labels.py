"""Item 13 of the play test: price choices that cannot move a price say so,
and the cargo type has one name in the log and on the board."""
from game.games.star_cartel import texts
from game.games.star_cartel.rules.data import TYPE_NAMES


def _m(role, kind, a, b, crash=False):
    return {"role": role, "kind": kind, "from": a, "to": b, "crash": crash}


def test_a_price_that_cannot_move_stays_and_a_reverse_like_normal_changes_nothing():
    normal = [_m("largest", "food", 1, 2), _m("smallest", "flora", 1, 1)]
    reverse_largest = [_m("largest", "food", 1, 1), _m("smallest", "flora", 1, 1)]
    reverse_smallest = [_m("largest", "food", 1, 2), _m("smallest", "flora", 1, 1)]
    assert texts.price_choice_label("largest", reverse_largest, normal) == "Reverse largest: Food stays at 1"
    assert texts.price_choice_label(None, normal, normal) == "Normal prices: Food 1 → 2, Flora stays at 1"
    assert (texts.price_choice_label("smallest", reverse_smallest, normal)
            == "Reverse smallest: Flora stays at 1 (changes nothing)")


def test_one_name_per_cargo_type():
    for kind, name in TYPE_NAMES.items():
        assert texts.tname(kind).lower() == name
