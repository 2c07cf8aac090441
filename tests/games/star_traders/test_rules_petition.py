"""Petitions (Family): requirements by trader count, fees, the roll with the
Prestige zones, denial penalties, the Imperial Mission drawn until a starred
contract, the options, and winning by delivering the mission."""
import pytest

from game.games.star_traders.rules import Jump, LocalBusiness, Petition, PickUp, PickUpMission, Roll
from game.rules.core import IllegalAction
from game.rules.pending import PASS

from .rules_helpers import fresh_turn, game


def petition(s):
    """Petition; everyone asked before the roll (Prestige cards) and in the
    Zap window on the roll passes."""
    events = s.apply(Petition())
    while s.window() is not None and s.window().kind in ("prestige", "zap"):
        events += s.apply(PASS)
    return events


def ready(players=2, rolls=(), prestige=15, money=50, stations=None, **options):
    s = game(players, **options)
    fresh_turn(s, 0, rolls)
    need = {2: 8, 3: 7, 4: 6, 5: 5, 6: 4}[players]
    worlds = [w for w in s.board.worlds if w not in s.stations]
    for w in worlds[:max(0, (need if stations is None else stations) - s.stations_of(0))]:
        s.stations[w] = 0
    s.prestige[0] = prestige
    s.money[0] = money
    s._legal = None
    return s


@pytest.mark.parametrize("players,need", [(2, 8), (3, 7), (4, 6), (5, 5), (6, 4)])
def test_station_requirement_by_trader_count(players, need):
    s = ready(players, stations=need - 1)
    assert Petition() not in s.legal_actions()
    with pytest.raises(IllegalAction, match=f"need {need} stations"):
        s.apply(Petition())
    s.stations[next(w for w in s.board.worlds if w not in s.stations)] = 0
    s._legal = None
    assert Petition() in s.legal_actions()


def test_prestige_and_money_requirements():
    assert Petition() not in ready(prestige=14).legal_actions()
    assert Petition() not in ready(money=49).legal_actions()
    assert Petition() in ready().legal_actions()


def test_denials_cost_five_then_three_and_later_petitions_cost_twenty():
    s = ready(rolls=[1], prestige=19, money=75)
    petition(s)
    assert s.money[0] == 25 and s.prestige[0] == 14
    assert s.actions_left == 4 and s.missions[0] is None
    assert Petition() not in s.legal_actions()  # once a turn
    fresh_turn(s, 0, [2])
    s.prestige[0] = 15
    s._legal = None
    petition(s)
    assert s.money[0] == 5 and s.prestige[0] == 12


def test_red_zone_adds_one_and_gold_zone_two():
    s = ready(rolls=[4], prestige=20)
    events = petition(s)
    p = next(e for e in events if e.kind == "petition_verdict")
    assert p.data["bonus"] == 1 and p.data["granted"]
    s = ready(rolls=[3], prestige=24)
    assert not next(e for e in petition(s) if e.kind == "petition_verdict").data["granted"]
    s = ready(rolls=[3], prestige=25)
    assert next(e for e in petition(s) if e.kind == "petition_verdict").data["granted"]


def test_success_drops_cargo_draws_a_starred_mission_and_ends_the_actions():
    s = ready(rolls=[5])
    s.cargo[0] = [(0, 0)]
    unstarred = [c for c in s.deck if not s.board.card(c).star]
    starred = next(c for c in s.deck if s.board.card(c).star)
    s.deck.remove(starred)
    s.deck.remove(unstarred[0])
    s.deck.remove(unstarred[1])
    s.deck += [starred, unstarred[0], unstarred[1]]  # two unstarred on top, then the starred one
    petition(s)
    assert s.missions[0] == starred
    assert unstarred[0] in s.discard and unstarred[1] in s.discard
    assert s.cargo[0] == [] and s.actions_left == 0
    assert not any(isinstance(a, (Roll, LocalBusiness)) for a in s.legal_actions())
    assert s.card_count() == s.deck_size()


def test_mission_pick_up_and_delivery_wins():
    s = ready(rolls=[6])
    petition(s)
    c = s.mission(0)
    fresh_turn(s, 0, [6])
    s.ships[0] = [c.frm]
    s._legal = None
    assert not any(isinstance(a, PickUp) for a in s.legal_actions())  # no ordinary cargo on a mission
    s.apply(PickUpMission())
    assert s.aboard[0] == 0 and s.actions_left == 4
    neighbour = s.board.adj[c.to][0][0]
    s.ships[0] = [neighbour]
    s.stations[c.to] = 0
    s._legal = None
    s.apply(Jump(c.to))
    assert s.is_over and s.winner == 0 and s.ended_by == "mission"
    assert s.winners() == [0]


def test_max_prestige_petition_option_always_succeeds():
    s = ready(rolls=[1], prestige=30, max_prestige_petition=True)
    petition(s)
    assert s.missions[0] is not None
    s = ready(rolls=[1], prestige=30)
    petition(s)  # without the option a 1 + 2 fails
    assert s.missions[0] is None and s.prestige[0] == 25


def test_short_ending_wins_on_the_first_granted_petition():
    s = ready(rolls=[6], short_ending=True)
    petition(s)
    assert s.is_over and s.winner == 0 and s.ended_by == "petition"


def test_no_petitions_in_nova():
    s = ready(version="nova")
    assert Petition() not in s.legal_actions()
    with pytest.raises(IllegalAction, match="actions are only jumps"):
        s.apply(Petition())
