"""Trader's Luck windows (issue 16): who is asked follows public information
only (every trader holding a card, the target alone for a calamity), a
trader with nothing playable gets only Pass, passes leave no log line, Zap
on a petition roll decides the petition, Avoid a Calamity frees a
quarantined trader between turns, and determinized copies ask the same
seats as the real game.

Positions start from `fresh()`: an Imperial game with no stations, no cargo
and empty hands (every card back in the deck), Player 1 to move."""
import copy
import random

import pytest

from game.games.star_traders.rules import RULESET, EndTurn, Jump, Petition, RandomJump, Roll
from game.games.star_traders.rules.black_hole import PRICE, PayPrice, PetitionStation
from game.games.star_traders.rules.luck_actions import Avoid, PlayLuck, Zap, luck_table
from game.rules.pending import PASS

from .rules_helpers import Dice, answers, cleared, fresh_turn, game, give

HERE, THERE = 23, 13  # Player 1's and Player 2's ships after setup (seed 3)


def fresh(players=3, version="imperial", rolls=()):
    s = cleared(game(players, version))
    for h in s.hands:
        s.deck.extend(h)
        h.clear()
    fresh_turn(s, 0, rolls)
    return s


def asked(s, kind):
    """The seats a window of `kind` asks, in the order they answer."""
    return [p.seat for p in reversed(s.stack) if p.kind == kind]


def ok(s):
    assert s.card_count() == s.deck_size()
    assert not s.invariant_errors()


# ---------------------------------------------------------------- who is asked

def test_the_zap_window_asks_every_card_holder_roller_first_and_nobody_else():
    s = fresh(4, rolls=[3])
    give(s, 0, "windfall")
    give(s, 2, "zap", 1)
    give(s, 3, "tax_audit")
    s.apply(Roll())
    assert asked(s, "zap") == [0, 2, 3]  # the roller first, then turn order; Player 2 holds nothing
    assert s.to_act == 0 and s.legal_actions() == [PASS]  # a Windfall does nothing to a roll
    assert s.apply(PASS) == []  # and the pass leaves no line
    assert s.to_act == 2 and answers(s) == [PASS, Zap(-1), Zap(1)]
    s.apply(Zap(1))
    assert s.die == 4 and s.to_act == 3 and s.legal_actions() == [PASS]
    s.apply(PASS)
    assert not s.stack and s.to_act == 0
    ok(s)


def test_no_window_opens_when_nobody_holds_a_card():
    s = fresh(3, rolls=[3])
    s.apply(Roll())
    assert not s.stack
    s.ships[1] = [THERE]
    give(s, 0, "tax_audit")
    s.money[1] = 9
    s.apply(PlayLuck("tax_audit", 5, 1))
    assert not s.stack and s.money[1] == 4  # the target holds nothing: the calamity hits at once
    ok(s)


def test_a_calamity_asks_its_target_when_it_holds_any_card_and_only_pass_without_avoid():
    s = fresh(3)
    give(s, 0, "tax_audit")
    give(s, 0, "tax_audit")
    give(s, 1, "windfall")
    s.money[1] = 9
    s.apply(PlayLuck("tax_audit", 5, 1))
    assert asked(s, "avoid") == [1] and s.legal_actions() == [PASS]
    assert s.money[1] == 9  # the calamity waits for the answer
    s.apply(PASS)
    assert s.money[1] == 4 and not s.stack
    give(s, 1, "avoid_calamity")
    s.apply(PlayLuck("tax_audit", 5, 1))
    assert asked(s, "avoid") == [1] and answers(s) == [PASS, Avoid()]
    s.apply(Avoid())
    assert s.money[1] == 4 and not s.stack
    ok(s)


def test_the_window_between_turns_asks_every_card_holder_next_trader_first():
    s = fresh(4)
    s.hands[0] = []
    give(s, 2, "windfall")  # nothing to play between turns
    give(s, 3, "scandal")  # may be played between turns
    s.deck.append(s.deck.pop(s.deck.index(next(c for c in s.deck if luck_table()[c].kind == "windfall"))))
    s.apply(EndTurn())  # Player 1 draws a Windfall
    assert asked(s, "between") == [2, 3, 0]  # Player 2 holds nothing; the trader who ended asked last
    assert s.to_act == 2 and s.legal_actions() == [PASS]
    assert s.apply(PASS) == []
    assert s.to_act == 3 and any(isinstance(a, PlayLuck) and a.kind == "scandal" for a in s.legal_actions())
    s.apply(PASS)
    assert s.to_act == 0 and s.legal_actions() == [PASS]
    s.apply(PASS)
    assert not s.stack and s.current == 1
    ok(s)


def test_a_trader_who_plays_between_turns_is_asked_again_only_while_holding_a_card():
    s = fresh(3)
    s.hands[0] = []
    give(s, 1, "scandal")
    s.apply(EndTurn())
    while s.window().kind != "between":
        s.apply(s.legal_actions()[0])
    assert s.to_act == 1
    play = next(a for a in s.legal_actions() if isinstance(a, PlayLuck) and a.kind == "scandal")
    s.apply(play)
    assert not s.hands[1] and 1 not in asked(s, "between")  # its hand is empty now: not asked again
    ok(s)


# ---------------------------------------------------------------- passes leave no trace

def test_passes_in_luck_windows_leave_no_log_line():
    s = fresh(3, rolls=[3])
    give(s, 1, "windfall")
    give(s, 2, "zap", 1)
    s.apply(Roll())
    for _ in range(2):
        events = s.apply(PASS)
        assert not any(e.kind == "pass" or "pass" in e.text.lower() for e in events)


def test_a_person_with_nothing_playable_is_passed_for_without_a_log_line(app):
    from game.games.star_traders.table import StarTradersTable
    from game.seating import build_match

    m = build_match("star-traders", ["normal", "human", "normal"], 3, {"version": "imperial"})
    rng = random.Random(5)
    for _ in range(4000):  # until the person is asked in a luck window with nothing to play
        st = m.state
        p = st.window()
        if p is not None and p.kind in ("zap", "between") and st.to_act == 1 and st.legal_actions() == [PASS]:
            break
        assert not st.is_over
        m.apply(rng.choice(st.legal_actions()))
    else:
        raise AssertionError("the person was never asked with nothing to play")
    table = StarTradersTable(app, m, viewer=1, autoplay=True)
    app.reset(table)
    n = len(m.steps)
    for _ in range(5):
        table.update(1 / 60)
        if len(m.steps) > n:
            break
    assert m.steps[n].seat == 1 and m.steps[n].action == PASS
    lines = [t for _, t in table.log_lines()]
    assert not any("passed automatically" in t or t.endswith("passes.") for t in lines)


def test_a_logged_pass_names_the_seat_as_rules_texts_do():
    from game.rules.pending import Pending, PendingMixin

    events = []
    PendingMixin.on_pass(None, Pending(1, "react"), events)
    assert [e.text for e in events] == ["Player 2 passes."]


# ---------------------------------------------------------------- Zap on a petition

def petition_ready(version="family", roll=4, prestige=15):
    s = cleared(game(3, version))
    for h in s.hands:
        s.deck.extend(h)
        h.clear()
    fresh_turn(s, 0, [roll])
    spare = [w for w in sorted(s.board.galaxy.worlds) if w not in s.stations]
    for w in spare[:s.stations_needed()]:
        s.stations[w] = 0
    s.prestige[0], s.money[0] = prestige, 100
    s._legal = None
    return s


def petition_past_prestige(s, action=None):
    """Petition, and pass the window before the roll for every card holder
    with nothing to play there (returns the events up to the roll)."""
    events = s.apply(action or Petition())
    while s.window() is not None and s.window().kind == "prestige":
        assert s.legal_actions() == [PASS]
        events += s.apply(PASS)
    return events


def test_a_rivals_zap_turns_a_granted_petition_into_a_denial():
    s = petition_ready(roll=5)
    give(s, 2, "zap", 1)
    events = petition_past_prestige(s)
    assert [e.kind for e in events if "petition" in e.kind] == ["petition_filed", "petition"]  # not decided
    assert asked(s, "zap") == [2] and s.window().get("petition")
    assert answers(s) == [PASS, Zap(-1), Zap(1)]
    assert s.missions[0] is None and s.actions_left == 4
    events = s.apply(Zap(-1))
    verdict = next(e for e in events if e.kind == "petition_verdict")
    assert verdict.data["roll"] == 4 and not verdict.data["granted"] and verdict.data["zapped"]
    assert s.missions[0] is None and s.prestige[0] == 10 and not s.stack
    ok(s)


def test_the_petitioner_zaps_its_own_roll_up_to_a_grant():
    s = petition_ready(roll=3)
    give(s, 0, "zap", 2)
    give(s, 1, "windfall")
    petition_past_prestige(s)
    assert asked(s, "zap") == [0, 1]
    assert Zap(2) in s.legal_actions() and Zap(-3) not in s.legal_actions()
    s.apply(Zap(2))
    assert s.to_act == 1 and s.legal_actions() == [PASS] and s.missions[0] is None
    events = s.apply(PASS)
    assert next(e for e in events if e.kind == "petition_verdict").data["granted"]
    assert s.missions[0] is not None and s.actions_left == 0
    ok(s)


def test_a_rival_may_play_a_scandal_on_a_petitioner_before_the_roll():
    s = petition_ready(roll=4, prestige=20)  # 20 Prestige: +1, so a 4 is granted
    give(s, 1, "scandal")
    give(s, 2, "windfall")
    events = s.apply(Petition())
    assert [e.kind for e in events if "petition" in e.kind] == ["petition_filed"]  # paid, not rolled
    assert asked(s, "prestige") == [1, 2] and s.to_act == 1
    assert answers(s) == [PASS, PlayLuck("scandal", 2, 0)]
    s.apply(PlayLuck("scandal", 2, 0))
    assert asked(s, "avoid") == [2] and s.legal_actions() == [PASS]  # a card holder may Avoid it for the target
    s.apply(PASS)
    assert s.prestige[0] == 18
    events = []
    while not any(e.kind == "petition_verdict" for e in events):
        assert s.legal_actions() == [PASS]  # no Avoid, no second card; then the windfall holder
        events += s.apply(PASS)
    roll = next(e for e in events if e.kind == "petition")
    assert roll.data["roll"] == 4 and roll.data["bonus"] == 0
    assert roll.text == "Player 1 rolls for the petition: 4."
    assert not next(e for e in events if e.kind == "petition_verdict").data["granted"]
    ok(s)


def test_the_petitioner_may_play_a_favor_before_the_roll_and_nobody_waits_without_cards():
    s = petition_ready(roll=4, prestige=19)
    give(s, 0, "imperial_favor")
    s.apply(Petition())
    assert asked(s, "prestige") == [0] and PlayLuck("imperial_favor", 1) in s.legal_actions()
    events = s.apply(PlayLuck("imperial_favor", 1))
    assert s.prestige[0] == 20 and next(e for e in events if e.kind == "petition").data["bonus"] == 1
    s = petition_ready(roll=4, prestige=19)  # no cards anywhere: rolled at once, as before
    events = s.apply(Petition())
    assert any(e.kind == "petition" for e in events) and not any(e.kind == "petition_filed" for e in events)


def test_the_bot_plays_a_scandal_before_a_roll_only_to_drop_a_petitioners_bonus():
    from game.games.star_traders.luck_policy import luck_choice

    for prestige, plays in ((20, True), (21, True), (23, False), (25, True), (18, False)):
        s = petition_ready(roll=4, prestige=prestige)
        give(s, 1, "scandal")
        s.apply(Petition())
        choice = luck_choice(s, 1, s.legal_actions(), random.Random(0))
        assert (choice == PlayLuck("scandal", 2, 0)) == plays, prestige


def test_a_petition_at_thirty_prestige_opens_no_window():
    s = cleared(game(3, "family", max_prestige_petition=True))
    for h in s.hands:  # nobody could change the Prestige before the roll either
        s.deck.extend(h)
        h.clear()
    fresh_turn(s, 0, [1])
    for w in [w for w in sorted(s.board.galaxy.worlds) if w not in s.stations][:s.stations_needed()]:
        s.stations[w] = 0
    s.prestige[0], s.money[0] = 30, 100
    s._legal = None
    s.apply(Petition())
    assert s.missions[0] is not None and not any(p.kind == "zap" for p in s.stack)


def test_a_zap_moves_the_black_hole_petition_to_another_row():
    s = petition_ready("black-hole", roll=2, prestige=15)
    home = next(w for w, o in sorted(s.stations.items()) if o == 0)
    s.ships[0] = [home]
    s._legal = None
    give(s, 1, "zap", 3)
    petition_past_prestige(s, PetitionStation(home))
    assert asked(s, "zap") == [1] and home not in s.imperial
    money = s.money[0]
    s.apply(Zap(3))  # row 2 (denied, $5) becomes row 5 (granted for $20 and 6 Prestige)
    assert s.window().kind == PRICE and s.to_act == 0
    s.apply(PayPrice())
    assert home in s.imperial and s.money[0] == money - 20
    ok(s)


def test_a_scandal_before_the_black_hole_roll_moves_the_petition_down_a_row():
    s = petition_ready("black-hole", roll=2, prestige=20)  # 2 +1 is row 3, a grant; at 18 Prestige row 2
    home = next(w for w, o in sorted(s.stations.items()) if o == 0)
    s.ships[0] = [home]
    s._legal = None
    give(s, 2, "scandal")
    money = s.money[0]
    events = s.apply(PetitionStation(home))
    filed = next(e for e in events if e.kind == "petition_filed")
    assert s.board.name(home) in filed.text and s.money[0] == money - 30
    assert not any(e.kind == "petition" for e in events)  # the fee is paid, the die not yet rolled
    assert asked(s, "prestige") == [2] and answers(s) == [PASS, PlayLuck("scandal", 2, 0)]
    events = s.apply(PlayLuck("scandal", 2, 0))
    roll = next(e for e in events if e.kind == "petition")
    assert (roll.data["roll"], roll.data["bonus"], roll.data["world"]) == (2, 0, home)
    assert "pays" not in roll.text  # the fee was told once, when the petition was filed
    assert any(e.kind == "denied" for e in events)
    assert home not in s.imperial and s.prestige[0] == 18 - 4 and s.money[0] == money - 30 - 5
    ok(s)


# ---------------------------------------------------------------- Avoid frees a quarantined trader

def quarantined(players=3):
    """Player 2's ship is trapped on a quarantined world; Player 1 to move."""
    s = fresh(players, rolls=[6] * 20)
    s.ships[0], s.ships[1], s.ships[2] = [HERE], [THERE], [34]
    s.quarantines = [(THERE, 1, 1, ())]
    s._legal = None
    assert s.is_trapped(1, 0)
    return s


def to_between(s):
    s.apply(EndTurn())
    while s.stack and s.window().kind != "between":
        s.apply(s.legal_actions()[0])
    return s


def test_a_trapped_trader_frees_itself_with_avoid_between_turns():
    s = quarantined()
    s.hands[0] = []
    give(s, 1, "avoid_calamity")
    to_between(s)
    assert s.to_act == 1
    free = PlayLuck("avoid_calamity", 0, 1)
    assert free in s.legal_actions()
    s.apply(free)
    assert not s.is_trapped(1, 0) and s.quarantines and s.quarantines[0][3] == (1,)
    while s.stack:
        s.apply(PASS)
    assert s.current == 1 and s.quarantines  # the marker stays for everyone else
    s.rng = Dice([6])
    s.apply(Roll())
    while s.stack:
        s.apply(PASS)
    assert any(isinstance(a, (Jump, RandomJump)) for a in s.legal_actions())  # it may fly away
    ok(s)


def test_another_trader_may_free_a_trapped_trader_between_turns_but_not_an_untrapped_one():
    s = quarantined()
    s.hands[0] = []
    give(s, 2, "avoid_calamity")
    to_between(s)
    assert asked(s, "between") == [2, 0]  # Player 2, trapped, holds nothing: not asked
    assert s.to_act == 2
    legal = s.legal_actions()
    assert PlayLuck("avoid_calamity", 0, 1) in legal
    assert PlayLuck("avoid_calamity", 0, 2) not in legal and PlayLuck("avoid_calamity", 0, 0) not in legal
    s.apply(PlayLuck("avoid_calamity", 0, 1))
    assert not s.is_trapped(1, 0)
    ok(s)


def test_avoid_is_not_offered_between_turns_when_nobody_is_trapped():
    s = fresh(3)
    s.hands[0] = []
    give(s, 1, "avoid_calamity")
    to_between(s)
    assert s.to_act == 1 and s.legal_actions() == [PASS]


# ---------------------------------------------------------------- determinizations agree

def _same_question(real, world, seat):
    """The same seat asked the same question, as `seat` sees the records."""
    return (world.to_act == real.to_act and world.stack_view(seat) == real.stack_view(seat)
            and [(p.seat, p.kind, p.window) for p in world.stack] == [(p.seat, p.kind, p.window) for p in real.stack])


@pytest.mark.slow
def test_determinized_copies_ask_the_same_seats_as_the_real_game():
    """From every sampled decision of seeded random Imperial games, each
    seat's resampled world (same future dice) answers the same action with
    the same seat to act and the same pending question."""
    checked = windows = 0
    for players, seed in ((3, 4), (4, 7)):
        s = RULESET.new_game(players, {"version": "imperial"}, seed)
        rng = random.Random(seed)
        for i in range(1500):
            if s.is_over:
                break
            legal = s.legal_actions()
            chosen = rng.choice(legal)
            if i % 2 == 0:
                real = s.clone()
                real.apply(chosen)
                for seat in range(players):
                    world = s.determinize(seat, random.Random(seed * 100 + i))
                    world.rng = copy.deepcopy(s.rng)
                    if chosen not in world.legal_actions():
                        continue  # another trader's play its sampled hand does not hold
                    world.apply(chosen)
                    assert _same_question(real, world, seat), (i, chosen, real.stack, world.stack)
                    checked += 1
                windows += any(p.kind in ("zap", "between", "avoid") for p in real.stack)
            s.apply(chosen)
    assert checked > 1000 and windows > 100


def test_normal_zaps_petitions_where_it_changes_the_verdict():
    from game.games.star_traders.luck_policy import luck_choice

    s = petition_ready(roll=3)  # 3 + 0 is short of 5: a +2 makes it, a +1 does not
    give(s, 0, "zap", 2)
    petition_past_prestige(s)
    assert luck_choice(s, 0, s.legal_actions(), random.Random(1)) == Zap(2)
    s = petition_ready(roll=5)  # a rival's grant by one pip: spoil it
    give(s, 2, "zap", 1)
    petition_past_prestige(s)
    assert luck_choice(s, 2, s.legal_actions(), random.Random(1)) == Zap(-1)
    s = petition_ready(roll=6)  # a -1 cannot deny a 6: keep the card
    give(s, 2, "zap", 1)
    petition_past_prestige(s)
    assert luck_choice(s, 2, s.legal_actions(), random.Random(1)) == PASS
