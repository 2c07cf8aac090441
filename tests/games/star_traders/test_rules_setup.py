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
    first = s.first
    assert starts == [(first - k) % players for k in range(1, players + 1)]  # reverse turn order
    worlds = [s.ships[p][0] for p in range(players)]
    assert len(set(worlds)) == players
    assert all(s.stations[w] == p for p, w in enumerate(worlds))
    assert s.stage == "turn" and s.current == first and s.to_act == first


def test_the_first_trader_is_drawn_from_the_seed():
    firsts = {RULESET.new_game(4, {}, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    s = RULESET.new_game(4, {}, 11)
    assert any(e.kind == "first_player" and e.data["seat"] == s.first for e in s.setup_events)
    assert RULESET.new_game(4, {}, 11).first == s.first  # same seed, same draw


def test_the_option_puts_player_one_first():
    s, order = play_setup(3, first_player="player 1")
    assert [seat for stage, seat in order if stage == "start"] == [2, 1, 0]
    assert s.current == 0 and s.to_act == 0
    assert not any(e.kind == "first_player" for e in s.setup_events)


def test_turns_go_round_from_the_first_trader():
    s, _ = play_setup(3)
    seen = []
    while len(seen) < 4:
        if s.to_act == s.current and s.stage == "turn" and (not seen or seen[-1] != s.current):
            seen.append(s.current)
        from game.games.star_traders.rules import EndTurn
        s.apply(EndTurn() if EndTurn() in s.legal_actions() else s.legal_actions()[0])
    assert seen == [(s.first + k) % 3 for k in range(4)]
    assert s.round() == s.round_number() == 2


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


def test_two_traders_place_exactly_one_extra_station_in_the_core():
    # a trader who would take every Core world it may still ends with one
    s, _ = play_setup(2, pick=lambda legal: max(legal, key=lambda a: (getattr(a, "world", 0) in CORE, a.world
                                                                      if hasattr(a, "world") else 0)))
    for p in range(2):
        extras = [w for w, o in s.stations.items() if o == p and w != s.ships[p][0]]
        assert len(extras) == 2 and sum(w in CORE for w in extras) == 1


def test_an_insider_starting_on_laumer_has_two_core_stations():
    s = RULESET.new_game(6, {}, 2)
    while s.stage == "personality":
        s.apply(s.legal_actions()[0])
    first = s.to_act  # the first to pick a start world plays the Insider
    s.personality = ["insider" if p == first else "hero" if q == "insider" else q
                     for p, q in enumerate(s.personality)]
    s._legal = None
    s.apply(StartAt(66))
    while s.setup_queue:
        s.apply(s.legal_actions()[0])
    core = [w for w, o in s.stations.items() if o == first and w in CORE]
    assert 66 in core and len(core) == 2


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


def test_a_save_from_before_the_draw_still_loads_with_player_one_first():
    from game.seating import build_match
    from game.session import Match

    m = build_match("star-traders", ["normal", "normal"], seed=9, options={"first_player": "player 1"})
    for _ in range(6):
        m.apply(m.state.legal_actions()[0])
    record = m.to_json()
    del record["options"]["first_player"]  # as saved before the option existed
    again = Match.from_json(record)
    assert again.options["first_player"] == "player 1"
    assert again.state.fingerprint() == m.state.fingerprint()
