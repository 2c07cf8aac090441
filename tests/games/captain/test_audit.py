"""Second-review audit of Captain of the Stars: the choices the code makes
where the rulebook is silent, pinned so rules.md and the engine agree."""
import dataclasses
import random

from game.games.captain.rules import actions as A
from game.games import get_ruleset
from tests.games.captain.helpers import Dice, fresh, give_crew, give_turn, park_others, place


def start(players=3, seed=1):
    s = fresh(players, seed)
    s.first = 0
    give_turn(s, 0)
    return s


def duel(s):
    park_others(s, 0)
    place(s, 0, (4, 0))
    place(s, 1, (5, 0))


def test_free_moves_are_counted_when_the_turn_starts():
    # rules.md: an engine level or helmsman gained mid-turn helps from the next turn
    s = start()
    s.players[0].resources = 10
    s.apply(A.StartUpgrade())
    s.apply(A.Upgrade("engine"))
    assert s.players[0].engine == 2 and s.free_moves == 0
    s.apply(A.Move(1, 0))
    assert s.actions == 2  # paid with an action
    for _ in range(3):
        s.apply(A.EndTurn())
    assert s.current == 0 and s.free_moves == 1


def test_armour_that_absorbs_the_whole_hit_does_not_count_as_damage():
    # rules.md: only a hit that takes health away stops further attacks on that ship
    s = start()
    duel(s)
    s.players[0].vp = 40
    give_crew(s, 1, "armour")
    give_crew(s, 1, "armour")
    weak = dataclasses.replace(s.content.weapon[0], damage=2)  # a hit of 2 against two platers
    s.content = dataclasses.replace(s.content, weapon=(weak,) + s.content.weapon[1:])
    s.rng = Dice([12, 1])
    ev = s.apply(A.AttackShip(1))
    assert ev[0].data["damage"] == 0 and s.players[1].health == 9
    assert 1 not in s.damaged and s.is_legal(A.AttackShip(1))


def test_kill_vp_counts_before_the_capture_check():
    # rules.md: a kill's VP are added before BP and VP are compared
    s = start()
    duel(s)
    me, foe = s.players[0], s.players[1]
    me.vp, me.bp = 10, 8  # +5 BP would be 13 > 10 ...
    foe.health = 1
    s.rng = Dice([12, 1])
    events = s.apply(A.AttackShip(1))
    assert any(e.kind == "death" for e in events)
    assert (me.vp, me.bp) == (25, 13)  # ... but the kill brought VP to 25: no capture
    assert not any(e.kind == "capture" for e in events) and s.current == 0


def test_determinize_keeps_every_card_and_only_reorders_decks():
    s = get_ruleset("captain").new_game(4, {}, 3)
    for k in range(3):
        d = s.determinize(1, random.Random(k))
        assert sorted(d.crew_deck) == sorted(s.crew_deck) and sorted(d.event_deck) == sorted(s.event_deck)
        assert d.view_for(1) == s.view_for(1) and d.legal_actions() == s.legal_actions()
