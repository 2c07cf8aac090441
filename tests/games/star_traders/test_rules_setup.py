"""Setup: money, Prestige, hands, start worlds in reverse order on free
red-star worlds, the Core start with six traders, the extra starting
stations of two and three traders (one in the Core)."""
import pytest

from game.games.star_traders.rules import RULESET, PlaceStation, StartAt
from game.rules.core import IllegalAction

RED = {13, 23, 33, 43, 53}
CORE = {61, 62, 63, 64, 65, 66}


def play_setup(players, pick=lambda legal: legal[0], **options):
    s = RULESET.new_game(players, options, 5)
    order = []
    while s.setup_queue:
        order.append((s.stage, s.to_act))
        s.apply(pick(s.legal_actions()))
    return s, order


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_everyone_starts_with_ten_dollars_one_prestige_and_a_station_at_the_ship(players):
    s, order = play_setup(players)
    assert s.money == [10] * players and s.prestige == [1] * players
    starts = [seat for stage, seat in order if stage == "start"]
    assert starts == list(range(players - 1, -1, -1))
    worlds = [s.ships[p][0] for p in range(players)]
    assert len(set(worlds)) == players
    assert all(s.stations[w] == p for p, w in enumerate(worlds))
    assert s.stage == "turn" and s.current == 0 and s.to_act == 0


def test_four_traders_start_on_red_stars_only():
    s, _ = play_setup(4)
    assert all(s.ships[p][0] in RED for p in range(4))
    assert len(s.stations) == 4


def test_six_traders_one_core_start():
    s = RULESET.new_game(6, {}, 2)
    choices = {a.world for a in s.legal_actions()}
    assert choices == RED | CORE
    s.apply(StartAt(62))
    assert {a.world for a in s.legal_actions()} == RED  # the Core start is taken
    with pytest.raises(IllegalAction):
        s.apply(StartAt(63))
    while s.setup_queue:
        s.apply(s.legal_actions()[0])
    assert sorted(s.ships[p][0] for p in range(6)) == sorted(RED | {62})


def test_two_traders_place_two_extra_stations_one_in_the_core():
    s, order = play_setup(2, pick=lambda legal: max(legal, key=lambda a: (a.world not in CORE, -a.world)))
    assert [st for st, _ in order].count("place") == 4
    for p in range(2):
        mine = [w for w, o in s.stations.items() if o == p]
        assert len(mine) == 3
        assert any(w in CORE for w in mine)


def test_three_traders_extra_station_is_a_core_world():
    s = RULESET.new_game(3, {}, 1)
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    assert s.stage == "place"
    assert {a.world for a in s.legal_actions()} <= CORE
    assert all(isinstance(a, PlaceStation) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="not one of the choices"):
        s.apply(PlaceStation(23))


def test_contracts_are_on_the_board_before_the_first_choice():
    s = RULESET.new_game(4, {}, 3)
    assert s.stage == "start" and all(c is not None for c in s.board_cards) and s.slots() == 4
