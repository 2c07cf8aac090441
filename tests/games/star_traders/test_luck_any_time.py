"""Trader's Luck as freely as the rulebook allows (issue 44): a card
discarded by choice whenever its holder is the one to act ("Exchanges &
Trades"), Avoid a Calamity! offered for another trader ("Other Traders can
offer to play an Avoid a Calamity for you"), and Zap on a Random Jump's
dice; the bots' answers to these choices.

Positions start from `fresh()` (test_luck_windows.py): an Imperial game with
no stations, no cargo and empty hands, Player 1 to move."""
import random

from game.ai import NoisyBot
from game.games.star_traders.bot import NormalBot, without_free_discards
from game.games.star_traders.luck_policy import luck_choice
from game.games.star_traders.rules import EndTurn, RandomJump, Roll
from game.games.star_traders.rules.luck_actions import (AcceptAvoid, Avoid, DiscardLuck, PlayLuck, RefuseAvoid, ZapDie,
                                                        luck_table)
from game.games.star_traders.rules.trading import menu
from game.rules.deals import DealWith
from game.rules.pending import PASS

from .rules_helpers import end_turn, give
from .test_luck_windows import asked, fresh, ok

LANDING = 36  # where a +1 on the first die of 2 and 6 lands


def discards(s):
    return [a for a in s.legal_actions() if isinstance(a, DiscardLuck)]


# ---------------------------------------------------------------- discarding by choice

def test_a_card_may_be_discarded_in_ones_own_turn_below_the_hand_limit():
    s = fresh(3)
    card = give(s, 0, "windfall")
    assert discards(s) == [DiscardLuck("windfall", 5)]
    assert s.legal_actions()[-1] == EndTurn()  # End turn stays last
    events = s.apply(DiscardLuck("windfall", 5))
    assert card in s.discard and not s.hands[0] and not s.stack and s.to_act == 0
    assert [e.kind for e in events] == ["discard"] and events[0].data["free"]
    ok(s)


def test_a_maverick_who_discards_below_two_cards_draws_two():
    s = fresh(3)
    s.personality[0] = "maverick"
    give(s, 0, "windfall")
    give(s, 0, "embargo")
    s.apply(DiscardLuck("embargo", 0))
    end_turn(s)
    assert len(s.hands[0]) == 3  # one kept, two drawn


def test_a_discard_inside_a_window_leaves_the_question_on_the_stack():
    s = fresh(3, rolls=[3])
    give(s, 1, "zap", 1)
    give(s, 1, "tax_audit")
    s.apply(Roll())
    before = list(s.stack)
    assert s.to_act == 1 and DiscardLuck("tax_audit", 5) in s.legal_actions()
    s.apply(DiscardLuck("tax_audit", 5))
    assert s.stack == before and s.to_act == 1  # asked again, with the hand now held
    s.apply(DiscardLuck("zap", 1))
    assert s.stack == before and s.legal_actions() == [PASS]  # nothing left to Zap with
    s.apply(PASS)
    assert not s.stack and s.die == 3
    ok(s)


def test_no_discard_where_the_only_answer_is_a_pass_or_while_talks_are_open():
    s = fresh(3, rolls=[3])
    give(s, 0, "windfall")
    s.apply(Roll())
    assert s.to_act == 0 and s.legal_actions() == [PASS]  # still passed at once: the cheap pass stays
    s.apply(PASS)
    s.apply(DealWith(1))
    assert s.stack and not discards(s)


def test_the_hand_limit_discard_is_still_asked_and_answered_as_before():
    s = fresh(3)
    for kind in ("windfall", "embargo"):
        give(s, 0, kind)
    s.deck.append(s.deck.pop(s.deck.index(next(c for c in s.deck if luck_table()[c].kind == "tax_audit"))))
    s.apply(EndTurn())
    assert s.window().kind == "discard"
    assert all(isinstance(a, DiscardLuck) for a in s.legal_actions()) and len(s.legal_actions()) == 3
    events = s.apply(DiscardLuck("embargo", 0))
    assert next(e for e in events if e.kind == "discard").data.get("free") is None
    assert len(s.hands[0]) == 2


# ---------------------------------------------------------------- Avoid for another trader

def _tax_audit_on(s, target, by=0):
    give(s, by, "tax_audit")
    s.money[target] = 9
    s.apply(PlayLuck("tax_audit", 5, target))


def test_after_the_target_declines_the_other_holders_are_asked_in_turn_order_from_it():
    s = fresh(4)
    give(s, 2, "avoid_calamity")
    give(s, 3, "windfall")
    give(s, 1, "avoid_calamity")
    give(s, 0, "avoid_calamity")  # the player of the calamity: never asked
    _tax_audit_on(s, 2)
    assert asked(s, "avoid") == [2, 3, 1]
    s.apply(PASS)  # the target keeps its own card
    assert s.to_act == 3 and s.legal_actions() == [PASS]  # a windfall: passed at once, no line
    assert s.apply(PASS) == []
    assert s.to_act == 1 and Avoid() in s.legal_actions()
    events = s.apply(Avoid())
    assert [e.kind for e in events] == ["avoid_offer"] and not s.hand_cards(1, "avoid_calamity")
    assert s.to_act == 2 and s.legal_actions() == [AcceptAvoid(), RefuseAvoid(), DiscardLuck("avoid_calamity")]
    s.apply(AcceptAvoid())
    assert s.money[2] == 9 and not s.stack  # the calamity does nothing
    assert len(s.hand_cards(2, "avoid_calamity")) == 1  # the target's own card is kept
    ok(s)


def test_a_target_who_refuses_the_help_takes_the_calamity_and_the_card_goes_back():
    s = fresh(3)
    card = give(s, 2, "avoid_calamity")
    _tax_audit_on(s, 1)  # the target holds no card: it is not asked itself
    assert asked(s, "avoid") == [2]
    s.apply(Avoid())
    events = s.apply(RefuseAvoid())
    assert s.money[1] == 4 and card in s.hands[2] and card not in s.discard
    assert [e.kind for e in events] == ["avoid_refused", "tax"]
    ok(s)


def test_the_first_accepted_offer_settles_it_for_everyone():
    s = fresh(4)
    give(s, 2, "avoid_calamity")
    give(s, 3, "avoid_calamity")
    _tax_audit_on(s, 1)
    assert asked(s, "avoid") == [2, 3]
    s.apply(Avoid())
    s.apply(AcceptAvoid())
    assert not s.stack and s.money[1] == 9 and s.hand_cards(3, "avoid_calamity")


def test_normal_helps_only_against_its_leading_rival_and_never_the_leader():
    s = fresh(4)
    s.prestige = [12, 3, 3, 3]  # Player 1 leads
    give(s, 0, "tax_audit")
    give(s, 2, "avoid_calamity")
    s.apply(PlayLuck("tax_audit", 5, 1))
    assert luck_choice(s, 2, s.legal_actions(), random.Random(0)) == PASS  # one Avoid: kept for itself
    give(s, 2, "avoid_calamity")
    s._legal = None
    assert luck_choice(s, 2, s.legal_actions(), random.Random(0)) == Avoid()  # a spare one: stop the leader
    s = fresh(4)
    s.prestige = [3, 12, 3, 3]  # the target leads: never helped
    give(s, 0, "tax_audit")
    give(s, 2, "avoid_calamity")
    give(s, 2, "avoid_calamity")
    s.apply(PlayLuck("tax_audit", 5, 1))
    assert luck_choice(s, 2, s.legal_actions(), random.Random(0)) == PASS
    s.apply(PASS)


def test_normal_takes_help_offered_to_it():
    s = fresh(3)
    give(s, 2, "avoid_calamity")
    _tax_audit_on(s, 1)
    s.apply(Avoid())
    assert luck_choice(s, 1, s.legal_actions(), random.Random(0)) == AcceptAvoid()


# ---------------------------------------------------------------- Zap on a Random Jump

def test_a_zap_after_a_random_jump_roll_changes_where_the_ship_lands():
    s = fresh(3, rolls=[2, 6])
    give(s, 0, "windfall")
    give(s, 1, "zap", 1)
    events = s.apply(RandomJump(0))
    assert next(e for e in events if e.kind == "roll").data["value"] == 26
    assert not any(e.kind == "jump" for e in events)  # the ship waits for the Zap window
    assert asked(s, "zap") == [0, 1] and s.legal_actions() == [PASS]
    s.apply(PASS)
    assert s.legal_actions()[:4] == [PASS, ZapDie(1, -1), ZapDie(1, 1), ZapDie(2, -1)]  # 6 cannot go up
    events = s.apply(ZapDie(1, 1))
    jump = next(e for e in events if e.kind == "jump")
    assert jump.data["to"] == 36 and s.ships[0] == [36] and jump.data["kind"] == "random"
    assert s.actions_left == 0 and not s.stack
    ok(s)


def test_without_card_holders_a_random_jump_lands_at_once():
    s = fresh(3, rolls=[2, 6])
    events = s.apply(RandomJump(0))
    assert s.ships[0] == [26] and any(e.kind == "jump" for e in events)


def test_normal_zaps_its_own_random_jump_onto_a_delivery():
    from .rules_helpers import card_with, put_contract

    s = fresh(3, rolls=[2, 6])
    card = card_with(to=LANDING)
    put_contract(s, 1, card)
    s.cargo[0] = [(0, 0)]
    give(s, 0, "zap", 1)
    s.apply(RandomJump(0))
    assert luck_choice(s, 0, s.legal_actions(), random.Random(0)) == ZapDie(1, 1)
    events = s.apply(ZapDie(1, 1))
    assert any(e.kind == "deliver" for e in events)


# ---------------------------------------------------------------- bots and discards

def test_normal_discards_only_as_a_maverick_with_two_cards_and_a_weak_one():
    s = fresh(3)
    give(s, 0, "avoid_calamity")
    give(s, 0, "warp")
    s.actions_left = 0
    s._legal = None
    assert NormalBot().choose(s, 0, random.Random(0)) == EndTurn()  # not a Maverick: no reason to
    s.personality[0] = "maverick"
    assert NormalBot().choose(s, 0, random.Random(0)) == DiscardLuck("warp", 0)
    s.hands[0] = [c for c in s.hands[0] if luck_table()[c].kind == "avoid_calamity"]
    give(s, 0, "zap", 2)
    s._legal = None
    assert NormalBot().choose(s, 0, random.Random(0)) == EndTurn()  # both worth more than a draw


def test_easy_never_discards_by_accident_and_hard_compares_a_discard_only_when_normal_makes_it():
    s = fresh(3)
    give(s, 0, "windfall")
    give(s, 0, "embargo")
    easy = NoisyBot(NormalBot(), blunder=1.0)
    rng = random.Random(5)
    picks = [easy.choose(s, 0, rng) for _ in range(300)]
    assert not any(isinstance(a, DiscardLuck) for a in picks)
    legal = s.legal_actions()
    assert not any(isinstance(a, DiscardLuck) for a in without_free_discards(s, 0, legal, EndTurn()))
    assert DiscardLuck("embargo", 0) in without_free_discards(s, 0, legal, DiscardLuck("embargo", 0))


def test_a_deal_can_hand_a_card_over():
    s = fresh(3)
    card = give(s, 0, "windfall")
    assert any(i.kind == "card" and i.ref == str(card) for i in menu(s, 0, 1, 0))


def test_a_lost_in_space_drift_is_a_roll_that_may_be_zapped_too():
    s = fresh(3, rolls=[2, 6])
    give(s, 0, "lost_in_space")
    give(s, 2, "zap", 1)
    s.apply(PlayLuck("lost_in_space", 0, 1))
    assert asked(s, "avoid") == [2]  # it might offer an Avoid: it holds none
    s.apply(PASS)
    assert asked(s, "zap") == [2] and s.window().get("roller") == 1  # the drifting trader's roll
    assert ZapDie(2, -1) in s.legal_actions()
    events = s.apply(ZapDie(2, -1))
    assert s.ships[1] == [25] and next(e for e in events if e.kind == "jump").data["kind"] == "random"
    ok(s)


def test_hard_compares_talks_only_when_normal_opens_them():
    """A DealWith Normal would not take is a copy of the turn without it
    (its playouts drop the draft): Hard leaves it out, as it does free
    discards, and keeps it when it is Normal's own move."""
    from game.games import get_ruleset
    from game.games.star_traders.bot import compared_moves

    rs = get_ruleset("star-traders")
    state = rs.new_game(2, rs.resolve_options({"version": "family"}), 4)
    while not (state.stage == "turn" and DealWith(1 - state.to_act) in state.legal_actions()):
        state.apply(state.legal_actions()[0])
    seat, legal = state.to_act, state.legal_actions()
    talks = DealWith(1 - seat)
    other = next(a for a in legal if not isinstance(a, DealWith))
    assert talks not in compared_moves(state, seat, legal, other) and other in compared_moves(state, seat, legal, other)
    assert talks in compared_moves(state, seat, legal, talks)
