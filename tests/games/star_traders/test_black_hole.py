"""The Black Hole version: Imperial Station petitions on the Black Hole table
row by row, the filing fee, the criteria, protection, loss of status on a
transfer, the connected network and the final Imperial Mission."""
import pytest

from game.games.star_traders.rules import petition
from game.games.star_traders.rules import black_hole
from game.games.star_traders.rules import cargo
from game.games.star_traders.rules import Petition
from game.games.star_traders.rules.black_hole import (PRICE, TABLE, DeclinePrice, PayPrice, PetitionStation,
                                                      largest_network, network_needed)

from game.rules.pending import PASS

from .rules_helpers import Dice, answers, game

HOME = 11


def ready(players=4, money=100, prestige=15, personality=None):
    """Player 1 at an own station at HOME with exactly the stations a petition needs."""
    s = game(players, "black-hole", personalities=[personality] + [None] * (players - 1) if personality else None)
    for w in [w for w, o in s.stations.items() if o == 0]:
        del s.stations[w]
    s.ships[0] = [HOME]
    s.stations[HOME] = 0
    spare = [w for w in sorted(s.board.galaxy.worlds) if w not in s.stations and w != HOME]
    for w in spare[:s.stations_needed() - 1]:
        s.stations[w] = 0
    s.money[0], s.prestige[0] = money, prestige
    s.cargo[0] = []
    s._legal = None
    return s


def petition_at(s, roll):
    s.rng = Dice([roll])
    return no_zaps(s, s.apply(PetitionStation(HOME)))


def no_zaps(s, events):
    """Everyone asked before the petition roll (Prestige cards) and in the
    Zap window after it passes."""
    while s.window() is not None and s.window().kind in ("prestige", "zap"):
        events += s.apply(PASS)
    return events


@pytest.mark.parametrize("row,money,prestige", [(0, 20, 5), (1, 10, 5), (2, 5, 4)])
def test_denied_rows_cost_money_and_prestige(row, money, prestige):
    s = ready(money=100, prestige=20)
    events = []
    petition.resolve_row(s, 0, HOME, row, events)
    assert (s.money[0], s.prestige[0]) == (100 - money, 20 - prestige)
    assert HOME not in s.imperial and not s.stack
    poor = ready(money=money - 1, prestige=20)
    petition.resolve_row(poor, 0, HOME, row, [])
    assert (poor.money[0], poor.prestige[0]) == (0, 20 - prestige)  # all the money there is


@pytest.mark.parametrize("row", [3, 4, 5, 6])
def test_granted_rows_ask_the_price_and_may_be_declined(row):
    _, price, cost = TABLE[row]
    s = ready(money=price + 7, prestige=20)
    petition.resolve_row(s, 0, HOME, row, [])
    assert s.window().kind == PRICE and answers(s) == [PayPrice(), DeclinePrice()]
    paid = s.clone()
    paid.apply(PayPrice())
    assert (paid.money[0], paid.prestige[0], paid.imperial) == (7, 20 - cost, [HOME])
    s.apply(DeclinePrice())
    assert (s.money[0], s.prestige[0], s.imperial) == (price + 7, 16, [])


@pytest.mark.parametrize("row", [3, 4, 5, 6])
def test_a_trader_who_cannot_pay_the_price_is_denied_without_paying(row):
    _, price, _ = TABLE[row]
    s = ready(money=price - 1, prestige=20)
    petition.resolve_row(s, 0, HOME, row, [])
    assert not s.stack and s.imperial == []
    assert (s.money[0], s.prestige[0]) == (price - 1, 16)


def test_row_seven_grants_for_three_prestige_and_no_money():
    s = ready(money=0, prestige=20)
    petition.resolve_row(s, 0, HOME, 7, [])
    assert (s.money[0], s.prestige[0], s.imperial) == (0, 17, [HOME])


def test_the_roll_reads_the_table_with_zone_bonus_filing_fee_and_action():
    s = ready(money=100, prestige=15)
    left = s.actions_left
    events = petition_at(s, 2)  # row 2: denied, $5 and 4 Prestige, after the $30 filing fee
    assert next(e for e in events if e.kind == "petition").data["roll"] == 2
    assert (s.money[0], s.prestige[0], s.actions_left) == (65, 11, left - 1)
    assert s.petitioned and PetitionStation(HOME) not in s.legal_actions()  # once a turn
    s = ready(money=100, prestige=25)  # gold zone +2: a 5 reads row 7
    petition_at(s, 5)
    assert s.imperial == [HOME] and (s.money[0], s.prestige[0]) == (70, 22)
    assert s.actions_left > 0  # a station petition does not end the turn


def test_the_insider_adds_one():
    s = ready(money=100, prestige=20, personality="insider")
    assert s.petition_bonus(0) == 2
    petition_at(s, 5)  # 5 + 1 + 1 = row 7
    assert s.imperial == [HOME]


def test_filing_fee_only_before_the_first_petition():
    s = ready(money=29)
    assert "filing fee" in petition.station_petition_problem(s, 0, HOME)
    s.money[0] = 30
    assert petition.station_petition_problem(s, 0, HOME) == ""
    petition_at(s, 1)  # denied: the fee and $10 (all that is left is $0)
    assert s.money[0] == 0 and s.petitions[0] == 1
    s.petitioned = False
    s.prestige[0] = 15
    assert s.filing_fee(0) == 0 and petition.station_petition_problem(s, 0, HOME) == ""


def test_criteria_own_station_here_stations_prestige():
    s = ready()
    assert PetitionStation(HOME) in s.legal_actions()
    away = s.clone()
    away.ships[0] = [12]
    away.stations[12] = 1
    assert "at the station" in petition.station_petition_problem(away, 0, HOME)
    assert "your own" in petition.station_petition_problem(away, 0, 12)
    few = s.clone()
    del few.stations[max(w for w, o in few.stations.items() if o == 0 and w != HOME)]
    assert "stations" in petition.station_petition_problem(few, 0, HOME)
    low = s.clone()
    low.prestige[0] = 14
    assert "Prestige" in petition.station_petition_problem(low, 0, HOME)
    done = s.clone()
    done.imperial.append(HOME)
    assert "already Imperial" in petition.station_petition_problem(done, 0, HOME)
    family = game(4, "family")
    assert "Black Hole" in petition.station_petition_problem(family, 0, family.ships[0][0])


def test_imperial_stations_count_toward_the_station_total():
    s = ready()
    others = sorted(w for w, o in s.stations.items() if o == 0 and w != HOME)
    s.imperial = others[:2]
    assert s.stations_of(0) == s.stations_needed() and petition.station_petition_problem(s, 0, HOME) == ""


def test_protection_and_status_lost_when_the_station_changes_hands():
    s = ready()
    petition.resolve_row(s, 0, HOME, 7, [])
    assert s.is_protected(HOME) and not s.is_protected(12)
    black_hole.transfer_station(s, HOME, 1)
    assert s.stations[HOME] == 1 and not s.is_protected(HOME) and s.imperial == []
    s.imperial.append(HOME)
    black_hole.transfer_station(s, HOME, None)
    assert HOME not in s.stations and s.imperial == []


# ---------------------------------------------------------------- the network

def chain(board, start, size):
    """`size` worlds joined one after another by jumplines along an arm."""
    out = [start]
    while len(out) < size:
        out.append(out[-1] + 1)
        assert board.need(out[-2], out[-1]) is not None
    return out


def test_network_sizes():
    s = game(4, "black-hole")
    b = s.board
    assert largest_network(b, []) == 0
    assert largest_network(b, [11]) == 1
    assert largest_network(b, chain(b, 11, 4)) == 4
    left, right = [11, 12], [34, 35]
    assert all(b.need(a, c) is None for a in left for c in right)
    assert largest_network(b, left + right) == 2  # split: two pieces of two
    lone = next(w for w in sorted(b.galaxy.worlds) if all(b.need(w, x) is None for x in chain(b, 11, 3)))
    assert largest_network(b, chain(b, 11, 3) + [lone]) == 3  # an unconnected station does not count
    assert [network_needed(n) for n in range(2, 7)] == [4, 4, 4, 3, 3]


@pytest.mark.parametrize("players,size,allowed", [(4, 3, False), (4, 4, True), (5, 3, True), (5, 2, False)])
def test_the_final_petition_needs_the_network(players, size, allowed):
    s = ready(players)
    net = chain(s.board, 11, size)
    for w in net:
        s.stations[w] = 0
    s.imperial = list(net)
    s._legal = None
    assert (Petition() in s.legal_actions()) == allowed
    assert ("network" in petition.petition_problem(s, 0)) != allowed


def test_split_network_cannot_petition():
    s = ready(4)
    for w in (11, 12, 34, 35):
        s.stations[w] = 0
    s.imperial = [11, 12, 34, 35]
    assert s.network_size(0) == 2 and "network of 4" in petition.petition_problem(s, 0)
    s.stations[34] = 1  # another trader's Imperial Station is not in the network
    assert s.network_size(0) == 2


def test_final_petition_draws_the_mission_and_completing_it_wins():
    s = ready(4)
    for w in chain(s.board, 11, 4):
        s.stations[w] = 0
    s.imperial = chain(s.board, 11, 4)
    s.rng = Dice([6, 6])  # 6 + 0 ... Prestige 15: row 6, a price of $10 and 4 Prestige
    no_zaps(s, s.apply(Petition()))
    assert s.window().kind == PRICE
    s.apply(PayPrice())
    assert s.missions[0] is not None and s.actions_left == 0 and s.money[0] == 100 - 30 - 10
    m = s.mission(0)
    s.ships[0] = [m.frm]
    s.aboard[0] = 0
    s.ships[0] = [m.to]
    cargo.arrive(s, 0, 0, [])
    assert s.is_over and s.winner == 0 and s.ended_by == "mission"
