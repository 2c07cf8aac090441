"""Every event card and every crew card does what its text says."""
import pytest

from game.games.captain.rules import actions as A
from game.games.captain.rules.crew import gain_crew
from game.games.captain.rules.data import CREW_EFFECTS, EVENT_EFFECTS, default_content
from tests.games.captain.helpers import Dice, event_index, fresh, give_crew, give_turn, park_others, place, set_event

CONTENT = default_content()


def game(players=3, seed=2):
    s = fresh(players, seed)
    s.first = 0
    give_turn(s, 0)
    return s


def reveal(s, effect):
    """Let the last seat of round 1 end its turn with `effect` on top of the
    event deck, so seat 0 turns it over at the start of round 2."""
    idx = event_index(s, effect)
    s.event_deck.remove(idx)
    s.event_deck.append(idx)
    last = s.num_players - 1
    give_turn(s, last)
    place(s, last, s.board.centre)
    s.round = 1
    events = s.apply(A.EndTurn())
    assert s.current == 0 and s.round == 2 and s.event == idx
    shown = [e for e in events if e.kind == "event"]
    assert shown and shown[0].barrier and CONTENT.events[idx].name in shown[0].text
    return events


def route_for(s, seat=0):
    """A complete 3-gem route for seat on the tile east of the Federation."""
    s.settlements[(3, -1)] = (seat, 4)
    s.settlements[(4, -3)] = (seat, 4)
    for h in [(4, -1), (5, -2), (4, -2)]:
        s.gems[h] = seat
    assert s.route_value(seat) == (3, 1)


# ---------------------------------------------------------------- events


def test_every_event_effect_is_tested():
    assert {c.effect for c in CONTENT.events} == set(EVENT_EFFECTS) == set(EVENT_CASES)


def ev_disease(s):
    c1 = give_crew(s, 1, "evade")
    c2 = give_crew(s, 1, "aim")
    give_crew(s, 2, "damage")
    reveal(s, "disease")
    assert s.players[1].crew == [c1] and c2 in s.crew_deck
    assert len(s.players[2].crew) == 1


def ev_trade_boom(s):
    route_for(s)
    vp = s.players[0].vp
    reveal(s, "trade_boom")
    assert s.players[0].vp == vp + 3 + 1


def ev_solar_flare(s):
    route_for(s)
    vp, res = s.players[0].vp, s.players[0].resources
    reveal(s, "solar_flare")
    assert s.players[0].vp == vp and s.players[0].resources == res + 20


def ev_crackdown(s):
    s.players[1].vp, s.players[1].bp = 20, 10
    s.players[2].vp, s.players[2].bp = 20, 9
    reveal(s, "crackdown")
    assert (s.players[1].bp, s.players[2].bp) == (5, 9)


def ev_pirate_raid(s):
    s.settlements[(4, 0)] = (1, 4)
    s.settlements[(-4, 0)] = (2, 1)
    reveal(s, "pirate_raid")
    assert s.settlements == {(4, 0): (1, 3)}


def ev_ion_storm(s):
    reveal(s, "ion_storm")
    s.apply(A.Move(1, 0))
    assert s.actions == 2
    give_turn(s, 0, actions=1, free_moves=1)
    s.apply(A.Move(2, 0))  # a free move still covers one hex
    assert (s.actions, s.free_moves) == (1, 0)
    assert not s.is_legal(A.Move(3, 0))
    assert "2 actions" in s.why_illegal(A.Move(3, 0))


def ev_shipyard_sale(s):
    s.players[0].resources = 5
    reveal(s, "shipyard_sale")
    s.apply(A.StartUpgrade())
    s.apply(A.Upgrade("engine"))
    assert s.players[0].engine == 2 and s.players[0].resources == 0


def ev_recruitment(s):
    s.players[0].resources = 10
    reveal(s, "recruitment")
    s.apply(A.Hire())
    assert s.players[0].resources == 0


def ev_amnesty(s):
    s.players[1].bp, s.players[2].bp = 8, 3
    reveal(s, "amnesty")
    assert (s.players[1].bp, s.players[2].bp) == (3, 0)


def ev_boom_town(s):
    s.settlements[(4, 0)] = (0, 4)
    s.settlements[(-4, 0)] = (0, 4)
    res = s.players[0].resources
    reveal(s, "boom_town")
    assert s.players[0].resources == res + 30


def ev_asteroid_field(s):
    reveal(s, "asteroid_field")
    place(s, 0, (4, 0))
    assert not s.is_legal(A.Build()) and "asteroid" in s.why_illegal(A.Build())


def ev_patrol(s):
    reveal(s, "patrol")
    park_others(s, 0)
    place(s, 0, (4, 0))
    s.gems[(5, 0)] = 1
    s._legal = None
    assert not any(isinstance(a, (A.AttackGem, A.AttackShip)) for a in s.legal_actions())
    assert "patrol" in s.why_illegal(A.AttackGem(5, 0))


def ev_shortage(s):
    s.players[0].health = 5
    reveal(s, "shortage")
    res = s.players[0].resources
    s.apply(A.Repair(2))
    assert s.players[0].resources == res - 6


def ev_windfall(s):
    before = [p.resources for p in s.players]
    reveal(s, "windfall")
    assert [p.resources for p in s.players] == [b + 10 for b in before]


def ev_hostile_space(s):
    reveal(s, "hostile_space")
    park_others(s, 0)
    place(s, 0, (4, 0))
    place(s, 1, (5, 0))
    s.players[0].vp = 30
    s.rng = Dice([9, 1])
    ev = s.apply(A.AttackShip(1))
    assert ev[0].data["need"] == 9 and ev[0].data["hit"] and s.players[1].health == 6


def ev_black_market(s):
    s.players[0].bp = 7
    reveal(s, "black_market")
    legal = [a for a in s.legal_actions() if isinstance(a, A.SellBounty)]
    assert legal == [A.SellBounty(1), A.SellBounty(5), A.SellBounty(7)]
    res = s.players[0].resources
    s.apply(A.SellBounty(5))
    assert (s.players[0].bp, s.players[0].resources, s.actions) == (2, res + 5, 4)


def ev_calm(s):
    before = [(p.vp, p.bp, p.resources, p.health) for p in s.players]
    reveal(s, "calm")
    assert [(p.vp, p.bp, p.resources, p.health) for p in s.players] == before


def ev_quarantine(s):
    s.players[0].resources = 50
    reveal(s, "quarantine")
    assert not s.is_legal(A.Hire()) and "quarantine" in s.why_illegal(A.Hire())


EVENT_CASES = {
    "disease": ev_disease, "trade_boom": ev_trade_boom, "solar_flare": ev_solar_flare,
    "crackdown": ev_crackdown, "pirate_raid": ev_pirate_raid, "ion_storm": ev_ion_storm,
    "shipyard_sale": ev_shipyard_sale, "recruitment": ev_recruitment, "amnesty": ev_amnesty,
    "boom_town": ev_boom_town, "asteroid_field": ev_asteroid_field, "patrol": ev_patrol,
    "shortage": ev_shortage, "windfall": ev_windfall, "hostile_space": ev_hostile_space,
    "black_market": ev_black_market, "calm": ev_calm, "quarantine": ev_quarantine,
}


@pytest.mark.parametrize("card", CONTENT.events, ids=[c.id for c in CONTENT.events])
def test_event(card):
    s = game()
    EVENT_CASES[card.effect](s)
    assert not s.invariant_errors()


def test_event_lasts_one_round_and_no_event_in_round_one():
    s = game()
    assert s.event is None
    reveal(s, "asteroid_field")
    first = s.event
    for seat in (0, 1, 2):
        assert s.current == seat and s.event == first
        s.apply(A.EndTurn())
    assert s.round == 3 and s.event != first and first in s.event_discard


def test_event_deck_reshuffles_when_empty():
    s = game()
    s.event_discard = s.event_deck[:-1]
    s.event_deck = s.event_deck[-1:]
    set_event(s, None)
    give_turn(s, 2)
    s.apply(A.EndTurn())  # takes the last card
    assert not s.event_deck
    for _ in range(3):
        s.apply(A.EndTurn())  # next round: the deck is rebuilt from the discards
    assert len(s.event_deck) == 17 and not s.event_discard
    assert not s.invariant_errors()


# ---------------------------------------------------------------- crew


def test_every_crew_effect_is_tested():
    assert {c.effect for c in CONTENT.crew} == set(CREW_EFFECTS) == set(CREW_CASES)


def duel(s, attacker_vp=40):
    park_others(s, 0)
    place(s, 0, (4, 0))
    place(s, 1, (5, 0))
    s.players[0].vp = attacker_vp
    s._legal = None


def hand_over(s, card, to=1):
    """Move a crew card from seat 0 (where test_crew puts it) to another ship."""
    s.players[0].crew.remove(card)
    s.players[to].crew.append(card)
    s._legal = None


def cr_armour(s, card):
    hand_over(s, card)
    duel(s)
    s.rng = Dice([12, 1])
    s.apply(A.AttackShip(1))
    assert s.players[1].health == 9 - 2


def cr_salvage(s, card):
    duel(s)
    s.players[1].health = 2
    res = s.players[0].resources
    s.rng = Dice([12, 1])
    s.apply(A.AttackShip(1))
    assert s.players[0].resources == res + 5


def cr_jump(s, card):
    s.settlements[(4, 0)] = (0, 4)
    s.settlements[(-4, 0)] = (0, 4)
    place(s, 1, (-4, 0))
    legal = [a for a in s.legal_actions() if isinstance(a, A.Jump)]
    assert legal == [A.Jump(4, 0)]  # the other settlement has a ship on it
    assert "Another ship" in s.why_illegal(A.Jump(-4, 0))
    actions = s.actions
    s.apply(A.Jump(4, 0))
    assert s.players[0].pos == (4, 0) and s.players[0].crew == [] and card in s.crew_deck
    assert s.actions == actions


def cr_deflect(s, card):
    hand_over(s, card)
    duel(s)
    s.rng = Dice([12, 1, 12, 1])
    s.apply(A.AttackShip(1))
    assert s.mode == "deflect" and s.to_act == 1 and s.turn_owner() == 0  # answering out of turn
    assert set(s.legal_actions()) == {A.Deflect(), A.TakeHit()}
    assert "deflector" in s.prompt()
    s.apply(A.Deflect())
    assert s.players[1].health == 9 and s.players[1].crew == [] and s.to_act == 0
    assert 1 not in s.damaged
    # without the card the next hit lands
    s.apply(A.AttackShip(1))
    assert s.players[1].health == 6


def cr_deflect_declined(s):
    give_crew(s, 1, "deflect")
    duel(s)
    s.rng = Dice([12, 1])
    s.apply(A.AttackShip(1))
    s.apply(A.TakeHit())
    assert s.players[1].health == 6 and len(s.players[1].crew) == 1 and s.to_act == 0


def cr_shields(s, card):
    assert s.max_health(0) == 10 and s.players[0].health == 10
    s.players[0].resources = 20
    s.apply(A.Hire())
    s.apply(A.ReplaceCrew(0, 0))  # the shield tech leaves
    assert s.max_health(0) == s.players[0].health == 9 + sum(
        1 for c in s.players[0].crew if CONTENT.crew[c].effect == "shields")


def cr_evade(s, card):
    hand_over(s, card)
    duel(s)
    s.rng = Dice([10, 9])
    ev = s.apply(A.AttackShip(1))
    assert ev[0].data["evade"] == 10 and ev[0].data["evaded"]


def cr_publicist(s, card):
    place(s, 0, (4, 0))
    s.apply(A.Build())
    assert s.players[0].vp == 10 + 5 + 1


def cr_damage(s, card):
    duel(s)
    s.settlements[(4, -1)] = (1, 8)
    s.rng = Dice([8])
    s.apply(A.AttackSettlement(4, -1))
    assert s.settlements[(4, -1)] == (1, 4)


def cr_aim(s, card):
    duel(s)
    s.rng = Dice([9, 1])
    ev = s.apply(A.AttackShip(1))
    assert ev[0].data["roll"] == 9 and ev[0].data["attack"] == 10 and ev[0].data["hit"]
    assert s.players[1].health == 6


def cr_free_move(s, card):
    give_turn(s, 2)
    s.apply(A.EndTurn())
    assert s.current == 0 and s.free_moves == 1


def cr_cheap_fortify(s, card):
    place(s, 0, (4, 0))
    s.settlements[(4, 0)] = (0, 4)
    s.players[0].resources = 8
    s._legal = None
    s.apply(A.Fortify(8))
    assert s.players[0].resources == 0 and s.settlements[(4, 0)] == (0, 12)


def cr_settlement_income(s, card):
    s.settlements[(4, 0)] = (0, 4)
    res = s.players[0].resources
    reveal(s, "calm")
    assert s.players[0].resources == res + 12


def cr_route_bonus(s, card):
    route_for(s)
    vp = s.players[0].vp
    reveal(s, "calm")
    assert s.players[0].vp == vp + 3 + 1


def cr_envoy(s, card):
    park_others(s, 0)
    place(s, 0, (3, 0))
    s.players[0].vp = 30
    s.gems[(4, 0)] = 1
    s._legal = None
    s.apply(A.AttackGem(4, 0))
    assert s.is_legal(A.Move(2, 0))


CREW_CASES = {
    "armour": cr_armour, "salvage": cr_salvage, "jump": cr_jump, "deflect": cr_deflect, "shields": cr_shields,
    "evade": cr_evade, "publicist": cr_publicist, "damage": cr_damage, "aim": cr_aim, "free_move": cr_free_move,
    "cheap_fortify": cr_cheap_fortify, "settlement_income": cr_settlement_income, "route_bonus": cr_route_bonus,
    "envoy": cr_envoy,
}


@pytest.mark.parametrize("card", CONTENT.crew, ids=[c.id for c in CONTENT.crew])
def test_crew(card):
    s = game()
    s.crew_deck.remove(card.index)
    gain_crew(s, 0, card.index)
    s._legal = None
    CREW_CASES[card.effect](s, card.index)
    assert not s.invariant_errors()


def test_deflector_can_be_kept():
    s = game()
    cr_deflect_declined(s)
    assert not s.invariant_errors()


def test_crew_lost_on_death_returns_to_deck_and_health_follows_shields():
    s = game()
    give_crew(s, 1, "shields")
    assert s.max_health(1) == 10 and s.players[1].health == 10
    duel(s)
    s.players[1].health = 1
    s.rng = Dice([12, 1])
    s.apply(A.AttackShip(1))
    assert s.players[1].crew == [] and s.players[1].health == 9 and len(s.crew_deck) == 20
