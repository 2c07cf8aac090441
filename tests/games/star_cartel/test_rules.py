"""Star Cartel rules: rulebook examples, abilities, prices, the end, scoring."""
import json
import random

import pytest

from game.rules.core import IllegalAction
from game.games.star_cartel.rules import (ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load,
                                    LoadNothing, NoStash, Reverse, Stash, StopLoading, move_token)
from game.games.star_cartel.rules.data import DECK_SIZE

from .helpers import arrange, full_hub, new_game, play, ruleset, ship


def kinds(cards):
    return sorted((c.kind, c.size) for c in cards)


# ---------------------------------------------------------------- rulebook examples


def joseph():
    """Capacity 7, size 2 aboard; bottom row: size-4 medicine, size-3 weapons,
    size-2 crystals (and a size-3 flora); no size-1 card anywhere."""
    return arrange(new_game(3), seat=0, capacity=7, hold=["f2"], hub=full_hub(["m4", "w3", "c2", "l3"]))


def test_joseph_big_medicine_forbids_a_second_card():
    s = joseph()
    assert s.stage == "load_first"
    assert Load(0, 0, "medicine", 4) in s.legal_actions()
    play(s, Load(0, 0, "medicine", 4))
    # 6 of 7 loaded, no size-1 card reachable: the turn is over, no delivery
    assert s.current == 1
    assert kinds(s.holds[0]) == [("food", 2), ("medicine", 4)]
    assert s.tokens["medicine"] == 3


def test_joseph_weapons_then_crystals_fill_the_ship():
    s = joseph()
    play(s, Load(1, 0, "weapons", 3))
    assert s.stage == "load_more"
    assert s.legal_actions() == [Load(2, 0, "crystals", 2), StopLoading()]
    with pytest.raises(IllegalAction, match=r"overload your ship: 5 \+ 4 > 7"):
        s.apply(Load(0, 0, "medicine", 4))
    play(s, Load(2, 0, "crystals", 2))
    # full: 2 + 3 + 2 = 7, so he delivers at once; food and crystals tie for smallest
    assert s.stage == "smallest"
    assert s.largest == "weapons"
    assert set(s.legal_actions()) == {ChooseSmallest("food"), ChooseSmallest("crystals")}


def emma():
    """Capacity 15 with 14 aboard: crystals 7, flora 1, medicine 1, food 5
    (four cards).  No size-1 card in the bottom row."""
    hold = ["c4", "c3", "l1", "m1", "f2", "f1", "f1", "f1"]
    return arrange(new_game(4), seat=2, capacity=15, hold=hold, hub=full_hub(["f2", "w3", "l2", "m3"]),
                   tokens={"medicine": 6})


def test_emma_must_deliver_and_chooses_the_smallest_set():
    s = emma()
    # nothing fits, so the delivery starts by itself; crystals are clearly largest
    assert s.could_not_load and s.stage == "smallest"
    assert s.largest == "crystals"
    assert set(s.legal_actions()) == {ChooseSmallest("flora"), ChooseSmallest("medicine")}
    events = play(s, ChooseSmallest("flora"))
    assert s.tokens["crystals"] == 5 and s.tokens["flora"] == 2 and s.tokens["medicine"] == 6
    prices = [e for e in events if e.kind == "price"]
    assert [(e.data["type"], e.data["from"], e.data["to"]) for e in prices] == [("crystals", 3, 5), ("flora", 3, 2)]
    # she may stash food (more cards) or medicine (higher price), or nothing
    assert set(s.legal_actions()) == {Stash("food"), Stash("medicine"), NoStash()}
    old_ship = s.ships[2]
    yard_top = s.shipyard[0]
    play(s, Stash("food"))
    assert kinds(s.stashes[2]) == [("food", 1)] * 3 + [("food", 2)]
    assert s.holds[2] == []
    assert s.ships[2] is yard_top and s.ships[2] is not old_ship
    assert s.current == 3


def test_duncan_scores_48():
    s = arrange(new_game(3), seat=0, capacity=15, value=15, start=False,
                tokens={"crystals": 8, "food": 6, "weapons": 6, "medicine": 3, "flora": 1},
                stashes={0: ["c2", "w1", "w3", "w4", "m1", "m2", "l4"]})
    score = s.scores()[0]
    assert score.total == 48
    assert score.breakdown == {"food": 0, "weapons": 18, "flora": 1, "medicine": 6, "crystals": 8, "ship": 15}
    assert score.tiebreak == (33, 18, -7)


# ---------------------------------------------------------------- loading details


def test_second_card_comes_from_the_bottom_row_after_the_drop():
    s = arrange(new_game(3), capacity=9, hub=[["w3", "f1", "l4"], ["m4"], ["c4"], ["w4"]])
    play(s, Load(0, 0, "weapons", 3))
    # the food that dropped into the bottom row is now available
    assert Load(0, 0, "food", 1) in s.legal_actions()
    with pytest.raises(IllegalAction, match="second card must come from the bottom row"):
        s.apply(Load(0, 1, "flora", 4))


def test_loading_is_mandatory_when_a_card_fits():
    s = arrange(new_game(3), capacity=6, hub=full_hub(["w3", "f4", "l4", "m4"]))
    assert StopLoading() not in s.legal_actions()
    assert LoadNothing() not in s.legal_actions()
    with pytest.raises(IllegalAction, match="only load from the bottom row"):
        s.apply(Load(0, 1, "food", 4))


def test_hub_refills_to_twelve_at_end_of_turn_and_marks_a_barrier():
    s = arrange(new_game(3), capacity=9, hub=full_hub(["w3", "f1", "l2", "m2"]))
    events = play(s, Load(0, 0, "weapons", 3), Load(1, 0, "food", 1), )
    assert s.current == 1
    assert sum(len(col) for col in s.hub) == 12
    refill = [e for e in events if e.kind == "refill"]
    assert refill and refill[0].barrier and len(refill[0].data["cards"]) == 2


def test_empty_deck_reshuffles_the_discards():
    s = arrange(new_game(3), capacity=9, hub=full_hub(["w3", "f1", "l2", "m2"]))
    s.discard.extend(s.deck)
    s.deck.clear()
    events = play(s, Load(0, 0, "weapons", 3), StopLoading())
    assert [e.kind for e in events if e.barrier] == ["reshuffle", "refill"]
    assert len(s.hub[0]) == 3 and not s.discard


def test_load_label_and_json():
    a = Load(1, 0, "weapons", 3)
    assert a.label() == "Load size-3 weapons from column 2"
    assert Load(3, 2, "crystals", 1).label() == "Load size-1 crystals from column 4, top row"
    assert ruleset().action_from_json(json.loads(json.dumps(a.to_json()))) == a


# ---------------------------------------------------------------- abilities


def test_discard_row_drops_the_cards_above():
    s = arrange(new_game(3), capacity=9, ability="discard_row",
                hub=[["w1", "f2", "l3"], ["m2", "c1"], ["f3"], []])
    assert s.stage == "discard_row"
    assert set(s.legal_actions()) == {DiscardRow(0), DiscardRow(1), DiscardRow(2), KeepHub()}
    play(s, DiscardRow(0))
    assert [[(c.kind, c.size) for c in col] for col in s.hub] == [[("food", 2), ("flora", 3)], [("crystals", 1)], [], []]
    assert kinds(s.discard) == [("food", 3), ("medicine", 2), ("weapons", 1)]
    assert s.stage == "load_first"


def test_discard_row_may_be_declined_and_is_off_without_abilities():
    s = arrange(new_game(3), capacity=9, ability="discard_row")
    play(s, KeepHub())
    assert s.stage == "load_first" and not s.discard
    s = arrange(new_game(3, abilities=False), capacity=9, ability="discard_row")
    assert s.stage == "load_first"


def test_first_pick_any_row_then_bottom_row_only():
    s = arrange(new_game(3), capacity=8, ability="first_pick_any_row",
                hub=[["w4", "f2", "l1"], ["m4", "c3"], ["f4"], ["w4"]])
    legal = s.legal_actions()
    assert {Load(0, 1, "food", 2), Load(0, 2, "flora", 1), Load(1, 1, "crystals", 3)} <= set(legal)
    assert LoadNothing() not in legal  # the bottom row has a card that fits
    play(s, Load(0, 2, "flora", 1))
    assert s.stage == "load_more"
    assert all(a.row == 0 for a in s.legal_actions() if isinstance(a, Load))


def test_first_pick_any_row_is_optional_when_only_upper_rows_fit():
    s = arrange(new_game(3), capacity=8, ability="first_pick_any_row", hold=["c4", "c2"],
                hub=[["w4", "f2"], ["m4"], ["f4"], ["w4"]])
    assert s.legal_actions() == [Load(0, 1, "food", 2), LoadNothing()]
    events = play(s, LoadNothing())
    assert [e.kind for e in events][:2] == ["no_load", "deliver"]
    # crystals 6 is the only set: largest, +2, nothing else
    assert s.tokens["crystals"] == 5 and s.current == 1


def test_without_abilities_any_row_is_refused():
    s = arrange(new_game(3, abilities=False), capacity=8, ability="first_pick_any_row",
                hub=[["w4", "f2", "l1"], ["m4", "c3"], ["f4"], ["w4"]])
    with pytest.raises(IllegalAction, match="only load from the bottom row"):
        s.apply(Load(0, 2, "flora", 1))


def reverse_state(rush=False):
    s = arrange(new_game(3), capacity=10, ability="reverse_price", hold=["w4", "w3", "f2"],
                hub=full_hub(["l1", "m3", "c3", "f3"]))
    play(s, Load(0, 0, "flora", 1))
    return s


@pytest.mark.parametrize("choice,weapons,flora", [
    (Reverse("largest"), 1, 2),
    (Reverse("smallest"), 5, 4),
    (KeepPrices(), 5, 2),
])
def test_reverse_price(choice, weapons, flora):
    s = reverse_state()
    assert s.stage == "reverse"
    assert s.legal_actions() == [Reverse("largest"), Reverse("smallest"), KeepPrices()]
    play(s, choice)
    assert (s.tokens["weapons"], s.tokens["flora"], s.tokens["food"]) == (weapons, flora, 3)
    assert s.legal_actions() == [Stash("food"), NoStash()]


def test_extra_stash():
    s = arrange(new_game(4), capacity=10, ability="extra_stash", hold=["w4", "f3", "m2"],
                hub=full_hub(["l1", "m3", "c3", "f3"]))
    play(s, Load(0, 0, "flora", 1))
    play(s, Stash("food"))
    assert s.stage == "extra_stash"
    assert s.legal_actions() == [Stash("medicine"), NoStash()]
    play(s, Stash("medicine"))
    assert kinds(s.stashes[0]) == [("food", 3), ("medicine", 2)]
    # without the ability the second set is discarded
    s = arrange(new_game(4), capacity=10, hold=["w4", "f3", "m2"], hub=full_hub(["l1", "m3", "c3", "f3"]))
    play(s, Load(0, 0, "flora", 1), Stash("food"))
    assert kinds(s.stashes[0]) == [("food", 3)] and s.current == 1


def test_third_of_type_from_any_row():
    hub = [["c1", "l4", "c3"], ["c2", "m4", "f4"], ["w3", "c1"], ["f3"]]
    s = arrange(new_game(3), capacity=12, ability="third_of_type", hub=hub)
    play(s, Load(0, 0, "crystals", 1), Load(1, 0, "crystals", 2))
    assert s.stage == "load_third"
    assert s.legal_actions() == [Load(0, 1, "crystals", 3), Load(2, 1, "crystals", 1), StopLoading()]
    play(s, Load(0, 1, "crystals", 3))
    assert kinds(s.holds[0]) == [("crystals", 1), ("crystals", 2), ("crystals", 3)]
    assert s.current == 1


def test_third_of_type_needs_two_of_a_kind():
    hub = [["c1", "l4", "c3"], ["w2", "m4", "f4"], ["w3", "c1"], ["f3"]]
    s = arrange(new_game(3), capacity=12, ability="third_of_type", hub=hub)
    play(s, Load(0, 0, "crystals", 1), Load(1, 0, "weapons", 2))
    assert s.current == 1 and len(s.holds[0]) == 2


# ---------------------------------------------------------------- prices


@pytest.mark.parametrize("old,delta,new,crash", [
    (3, 2, 5, False), (7, 2, 9, False), (8, 2, 1, True), (9, 2, 1, True), (9, 1, 1, True),
    (8, 1, 9, False), (3, -1, 2, False), (1, -1, 1, False), (2, -2, 1, False), (1, -2, 1, False), (5, 0, 5, False),
])
def test_token_moves_crash_and_floor(old, delta, new, crash):
    assert move_token(old, delta) == (new, crash)


def test_delivery_crashes_a_price_and_floors_another():
    s = arrange(new_game(3), capacity=10, hold=["w4", "w3", "f2"], hub=full_hub(["l1", "m3", "c3", "f3"]),
                tokens={"weapons": 8, "flora": 1})
    events = play(s, Load(0, 0, "flora", 1))
    assert s.tokens["weapons"] == 1 and s.tokens["flora"] == 1
    crash = [e for e in events if e.kind == "price" and e.data["crash"]]
    assert crash and crash[0].data == {**crash[0].data, "type": "weapons", "from": 8, "to": 1}


def test_one_set_is_only_largest_two_sets_leave_nothing_to_stash():
    s = arrange(new_game(3), capacity=7, hold=["w4"], hub=full_hub(["w3", "m4", "c4", "f4"]))
    play(s, Load(0, 0, "weapons", 3))
    assert s.tokens["weapons"] == 5 and s.current == 1 and not s.stashes[0]
    s = arrange(new_game(3), capacity=7, hold=["w4"], hub=full_hub(["f3", "m4", "c4", "f4"]))
    play(s, Load(0, 0, "food", 3))
    assert s.tokens["weapons"] == 5 and s.tokens["food"] == 2 and s.current == 1 and not s.stashes[0]


def test_tie_for_largest_is_the_players_choice():
    s = arrange(new_game(3), capacity=10, hold=["w4", "f4"], hub=full_hub(["l2", "m3", "c3", "f3"]))
    play(s, Load(0, 0, "flora", 2))
    assert s.stage == "largest"
    assert s.legal_actions() == [ChooseLargest("food"), ChooseLargest("weapons")]
    play(s, ChooseLargest("weapons"))
    # food (4) is now compared with flora (2): flora is smallest, food is stashable
    assert s.tokens["weapons"] == 5 and s.tokens["flora"] == 2
    assert s.legal_actions() == [Stash("food"), NoStash()]


# ---------------------------------------------------------------- the end


def test_last_ship_final_turns_and_rush_delivery():
    s = new_game(3, seed=5)
    s.shipyard = s.shipyard[-1:]  # only the Cassiopeia is left
    arrange(s, seat=0, capacity=7, hold=["w4", "f2"], hub=full_hub(["l1", "m3", "c3", "f3"]))
    events = play(s, Load(0, 0, "flora", 1), Stash("food"))
    assert s.ships[0].name == "Cassiopeia" and not s.shipyard
    assert s.tokens["weapons"] == 5 and s.tokens["flora"] == 2
    assert any(e.kind == "last_ship" for e in events)
    assert (s.ender, s.current, s.final_turn, s.final_queue) == (0, 1, True, [2])
    # seat 1 loads but does not fill up: rush delivery, largest +1, smallest 0
    s1_ship = ship(12, 12)
    s.ships[1] = s1_ship
    arrange(s, seat=1, hold=["m4", "c3"], hub=full_hub(["w1", "m3", "c3", "f3"]))
    play(s, Load(0, 0, "weapons", 1), StopLoading())
    assert s.tokens["medicine"] == 4 and s.tokens["weapons"] == 5  # +1 and 0
    assert s.legal_actions() == [Stash("crystals"), NoStash()]
    play(s, Stash("crystals"))
    assert s.ships[1] is s1_ship and s.current == 2
    # seat 2 fills the hold: a normal delivery (+2 / -1), and keeps the ship
    s2_ship = s.ships[2] = ship(7, 7)
    arrange(s, seat=2, hold=["f4", "w2"], hub=full_hub(["l1", "m3", "c3", "f3"]))
    events = play(s, Load(0, 0, "flora", 1), Stash("weapons"))
    assert s.tokens["food"] == 5 and s.tokens["flora"] == 1
    assert s.ships[2] is s2_ship
    assert s.is_over and s.to_act is None and s.legal_actions() == []
    assert events[-1].kind == "game_over"
    with pytest.raises(IllegalAction):
        s.apply(StopLoading())


def test_final_turn_player_who_cannot_load_delivers_normally():
    s = new_game(3, seed=2)
    s.shipyard = s.shipyard[-1:]
    arrange(s, seat=1, capacity=7, hold=["w4", "f2"], hub=full_hub(["l1", "m3", "c3", "f3"]))
    play(s, Load(0, 0, "flora", 1), Stash("food"))
    assert (s.ender, s.current, s.final_queue) == (1, 2, [0])
    arrange(s, seat=2, capacity=8, hold=["m4", "c3"], hub=full_hub(["w2", "m3", "c3", "f3"]))
    assert s.tokens["medicine"] == 5 and s.tokens["crystals"] == 2
    assert s.current == 0 and s.final_turn


# ---------------------------------------------------------------- scoring and tie-breaks


@pytest.mark.parametrize("name,setup,winners", [
    ("total", [(10, ["f1", "f2"]), (2, ["f3"]), (2, [])], [0]),
    ("contraband", [(10, ["f1", "f2"]), (4, ["f3", "f4", "f1"]), (2, [])], [1]),
    ("best type", [(2, ["f1", "f2", "w1", "w2"]), (2, ["f3", "w3", "w4", "c1", "m1"]), (2, [])], [0]),
    ("fewest cards", [(2, ["f1", "w1"]), (2, ["f2", "l1", "l2", "l3"]), (2, [])], [0]),
    ("shared", [(2, ["f1", "w1"]), (2, ["f2", "w2"]), (2, ["f3"])], [0, 1]),
])
def test_tie_breaks(name, setup, winners):
    s = arrange(new_game(3), start=False, tokens={"food": 6, "weapons": 3, "flora": 1, "medicine": 2, "crystals": 4},
                stashes={seat: cards for seat, (_v, cards) in enumerate(setup)})
    for seat, (value, _cards) in enumerate(setup):
        s.ships[seat] = ship(6, value)
    totals = [sc.total for sc in s.scores()]
    if name != "total":
        assert totals[0] == totals[1]
    assert s.winners() == winners
    assert ruleset().tiebreak_labels == ("Contraband points", "Best single type", "Fewest contraband cards")


# ---------------------------------------------------------------- setup


@pytest.mark.parametrize("players,ships", [(3, 13), (4, 17), (5, 21), (6, 21)])
def test_ship_count_and_shipyard_order(players, ships):
    s = new_game(players)
    yard = s.shipyard
    assert len(yard) == ships
    caps = [sh.capacity for sh in yard]
    assert caps[:-1] == sorted(caps[:-1]) and caps[0] == 7
    assert yard[-1].name == "Cassiopeia"
    assert all(sh.min_players <= players for sh in yard)
    assert ("Espectro" in [sh.name for sh in yard]) == (players >= 4)
    assert len({sh.name for sh in s.ships}) == players and all(sh.capacity == 6 for sh in s.ships)


def test_setup_hub_tokens_and_start_player():
    starts = set()
    for seed in range(30):
        s = new_game(4, seed)
        assert [len(col) for col in s.hub] == [3, 3, 3, 3]
        assert all(c.size < 4 for col in s.hub for c in col)
        assert set(s.tokens.values()) == {3}
        assert len(s.deck) == DECK_SIZE - 12
        assert not s.invariant_errors()
        starts.add(s.current)
    assert starts == {0, 1, 2, 3}
    assert new_game(4, 7).fingerprint() == new_game(4, 7).fingerprint()


def test_options_are_checked():
    from game.rules.core import RulesError
    with pytest.raises(RulesError):
        ruleset().new_game(3, {"abilities": "maybe"})
    with pytest.raises(RulesError):
        ruleset().new_game(2)


# ---------------------------------------------------------------- hidden information


def test_views_hide_other_stashes_and_the_deck():
    s = arrange(new_game(3), start=True, stashes={0: ["f1", "w2"], 1: ["c3", "c1", "m2"]})
    view = s.view_for(0)
    json.dumps(view)
    assert [c["kind"] for c in view["stash"]] == ["food", "weapons"]
    assert view["stash_counts"] == [2, 3, 0]
    assert isinstance(view["deck"], int) and isinstance(view["discard"], int)
    hidden = {c.id for c in s.stashes[1]}
    shown = {c["id"] for col in view["hub"] for c in col} | {c["id"] for h in view["holds"] for c in h}
    assert not hidden & shown
    assert not hidden & {c["id"] for c in view["stash"]}
    assert s.view_for(None)["stash"] is None


def test_determinize_keeps_what_is_known():
    s = arrange(new_game(4), stashes={0: ["f1", "w2"], 1: ["c3", "c1", "m2"], 2: ["l1"]})
    unseen = sorted(c.id for c in s.deck + s.stashes[1] + s.stashes[2] + s.stashes[3])
    for k in range(5):
        d = s.determinize(0, random.Random(k))
        assert d.stashes[0] == s.stashes[0]
        assert [len(x) for x in d.stashes] == [len(x) for x in s.stashes]
        assert sorted(c.id for c in d.deck + d.stashes[1] + d.stashes[2] + d.stashes[3]) == unseen
        assert d.hub == s.hub and d.holds == s.holds
        assert not d.invariant_errors()
        assert d.view_for(0) == s.view_for(0)


def test_stash_event_is_private_to_its_owner():
    s = arrange(new_game(4), capacity=10, hold=["w4", "f3", "m2"], hub=full_hub(["l1", "m3", "c3", "f3"]))
    events = play(s, Load(0, 0, "flora", 1), Stash("food"))
    stash = [e for e in events if e.kind == "stash"][0]
    assert "food" not in stash.text and "food" in stash.text_for(0)
    assert stash.text_for(1) == stash.text
    assert "food" not in json.dumps(stash.data)


def test_why_illegal_wrong_phase_and_reasons():
    s = joseph()
    assert s.why_illegal(Stash("food")) == ("'Stash the food set' is not possible at this point. "
                                           "Load a card from the bottom row (hold 2/7).")
    assert s.why_illegal(Load(0, 2, "food", 1)) == "the card at column 1, top row is size-4 weapons, not size-1 food"
    assert s.why_illegal(Load(0, 2, "weapons", 4)) == "you may only load from the bottom row"
    assert s.why_illegal(Load(5, 0, "food", 1)).startswith("there is no column 5")
    assert "is size-4 medicine, not size-2 food" in s.why_illegal(Load(0, 0, "food", 2))
    assert s.prompt().startswith("Load a card from the bottom row")
    assert s.phase() == "Loading"


def test_view_keeps_the_set_sizes_of_the_whole_delivery():
    s = emma()
    before = dict(s.view_for(0)["delivery"]["start_sets"])
    assert before["crystals"] > before["food"] and before["flora"] == before["medicine"] == 1
    play(s, ChooseSmallest("flora"))  # crystals and flora have left the hold now
    view = s.view_for(0)["delivery"]
    assert "crystals" not in view["sets"] and view["start_sets"] == before


def test_duncan_results_say_how_each_type_scored():
    s = arrange(new_game(3), seat=0, capacity=15, value=15, start=False,
                tokens={"crystals": 8, "food": 6, "weapons": 6, "medicine": 3, "flora": 1},
                stashes={0: ["c2", "w1", "w3", "w4", "m1", "m2", "l4"]})
    details = s.scores()[0].details
    assert details["weapons"] == "3 \u00d7 6" and details["crystals"] == "1 \u00d7 8" and "food" not in details


def test_a_load_tells_before_the_click_when_it_ends_the_loading():
    """Issue 49 item 16: a load that fills the hold (delivery at once) or
    leaves nothing more to load (the turn ends) says so first."""
    import random as _random

    from game.games import get_ruleset
    from game.games.star_cartel.rules.actions import Load
    from game.games.star_cartel.rules.loading import LOAD_STAGES

    seen = set()
    for seed in range(8):
        rng = _random.Random(seed)
        state = get_ruleset("star-cartel").new_game(3, {}, seed)
        while not state.is_over:
            a = rng.choice(state.legal_actions())
            words = " ".join(state.consequences(a))
            seat = state.current
            state.apply(a)
            if not isinstance(a, Load):
                assert words == ""
                continue
            still_loading = state.current == seat and state.stage in LOAD_STAGES
            assert still_loading == (words == ""), (words, state.stage)
            seen.add("full" if "full" in words else "end" if words else "more")
    assert seen == {"full", "end", "more"}, seen
