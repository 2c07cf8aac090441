"""The rules expose the delivery under way (ranking, roles, ties, price moves
made and coming), so the table reads facts instead of working them out again."""
from __future__ import annotations

import random
from pathlib import Path

from game.games.star_cartel.rules import RULESET, ChooseLargest, KeepPrices, NoStash, Reverse, Stash, flow
from game.games.star_cartel.rules.data import Card, default_content
from game.games.star_cartel.rules.state import DELIVERY_STAGES


def _delivery(sets: dict, tokens: dict | None = None, ability: str | None = None):
    """A 3-player game whose current player (on a starter ship, or one with
    `ability`) holds `sets` (kind -> sizes) and begins delivering them."""
    s = RULESET.new_game(3, {"abilities": True}, seed=1)
    seat = s.current
    if ability:
        s.ships[seat] = next(ship for ship in default_content().shipyard if ship.ability == ability)
    cid = 1000
    hold = []
    for kind, sizes in sets.items():
        for size in sizes:
            hold.append(Card(cid, kind, size))
            cid += 1
    s.holds[seat] = hold
    s.tokens.update(tokens or {})
    s._legal = None
    flow.deliver(s, [], rush=False)
    return s


def test_rows_rank_sets_largest_first_with_ties_and_price_moves():
    s = _delivery({"food": [2, 1], "weapons": [3], "flora": [1], "crystals": [2]}, {"weapons": 8})
    assert s.stage == "largest"  # food 3 and weapons 3 tie
    rows = s.delivery_rows()
    assert [(r["kind"], r["size"]) for r in rows] == [("food", 3), ("weapons", 3), ("crystals", 2), ("flora", 1)]
    assert [r["tie"] for r in rows] == ["largest", "largest", "", ""]
    assert all(r["move"] is None and not r["gone"] for r in rows)
    # choosing weapons as largest: +2 from 8 passes 9, so it crashes to 1
    assert s.price_outcomes()["if_largest"]["weapons"] == [8, 1, True]
    s.apply(ChooseLargest("weapons"))
    assert s.stage == "stash"  # flora is the only smallest: prices moved at once
    rows = {r["kind"]: r for r in s.delivery_rows()}
    assert rows["weapons"]["role"] == "largest" and rows["weapons"]["gone"]
    assert rows["weapons"]["move"] == [8, 1, True] and rows["weapons"]["done"]
    assert rows["flora"]["role"] == "smallest" and rows["flora"]["move"] == [3, 2, False]
    assert rows["food"]["role"] == "leftover" and rows["crystals"]["role"] == "leftover"
    assert s.price_outcomes()["normal"] == []  # nothing left to move
    s.apply(Stash("food"))
    assert s.stage not in DELIVERY_STAGES and s.delivery_rows() == []


def test_outcomes_cover_each_reverse_choice():
    s = _delivery({"medicine": [3], "food": [1], "flora": [2]}, {"medicine": 4, "food": 1}, "reverse_price")
    assert s.stage == "reverse"
    out = s.price_outcomes()
    assert [(m["kind"], m["from"], m["to"]) for m in out["normal"]] == [("medicine", 4, 6), ("food", 1, 1)]
    assert [(m["kind"], m["to"]) for m in out["largest"]] == [("medicine", 2), ("food", 1)]
    assert [(m["kind"], m["to"]) for m in out["smallest"]] == [("medicine", 6), ("food", 2)]
    s.apply(Reverse("smallest"))
    assert {r["kind"]: r["move"] for r in s.delivery_rows() if r["done"]} == {"medicine": [4, 6, False],
                                                                            "food": [1, 2, False]}


def test_every_seat_sees_the_same_delivery_facts():
    rng = random.Random(9)
    s = RULESET.new_game(4, {}, 9)
    seen = 0
    while not s.is_over:
        if s.stage in DELIVERY_STAGES:
            views = [s.view_for(seat)["delivery"] for seat in range(4)]
            assert all(v["rows"] == views[0]["rows"] and v["outcomes"] == views[0]["outcomes"] for v in views)
            assert views[0]["rows"] == s.clone().delivery_rows()
            seen += 1
        s.apply(rng.choice(s.legal_actions()))
    assert seen


def test_the_table_leaves_price_rules_to_the_rules():
    folder = Path(__file__).parents[3] / "game/games/star_cartel"
    for module in ("table.py", "board_view.py", "panels.py", "motion.py"):
        source = (folder / module).read_text()
        for name in ("move_token", "price_moves", "_turn_log", "largest_candidates"):
            assert name not in source, (module, name)


def test_keep_prices_and_no_stash_close_the_delivery():
    s = _delivery({"medicine": [3], "food": [1], "flora": [2]}, ability="reverse_price")
    assert s.stage == "reverse"
    s.apply(KeepPrices())
    assert [r["role"] for r in s.delivery_rows()] == ["largest", "leftover", "smallest"]
    s.apply(NoStash())
    assert s.delivery_rows() == []
