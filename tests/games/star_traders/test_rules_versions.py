"""Super Nova, Nova and Family: decks, hands, action counts, Nova's free
automatic station, $1 for a roll that does not move, free pick-ups, and the
15 Prestige / $60 win test in the trader's own turn."""
import pytest

from game.games.star_traders.rules import RULESET, Build, EndTurn, Jump, LocalBusiness, Roll, Stay
from game.rules.core import IllegalAction

from .rules_helpers import act, cleared, end_turn, fresh_turn, game
from game.games.star_traders.rules.luck_actions import DiscardLuck, luck_of


@pytest.mark.parametrize("version,cards,hand,actions", [
    ("family", 72, 2, 5), ("nova", 36, 2, 4), ("super-nova", 108, 0, 4)])
def test_decks_hands_and_actions(version, cards, hand, actions):
    s = game(4, version)
    assert s.deck_size() == cards and s.card_count() == cards
    assert [len(h) for h in s.hands] == [hand] * 4
    assert s.actions_left == actions
    tiers = {s.board.card(c).tier for c in s.deck}
    assert tiers <= {"family": {"N", "F"}, "nova": {"N"}, "super-nova": {"N", "F", "I"}}[version]


@pytest.mark.parametrize("players,slots", [(2, 3), (3, 3), (4, 4), (5, 5), (6, 6)])
def test_contracts_on_the_board(players, slots):
    assert game(players).slots() == slots


def test_nova_builds_free_at_the_end_of_the_turn_for_two_prestige():
    s = cleared(game(2, "nova"))
    fresh_turn(s, 0)
    s.ships[0] = [24]
    money, prestige = s.money[0], s.prestige[0]
    s._legal = None
    assert not any(isinstance(a, (Build, LocalBusiness)) for a in s.legal_actions())
    s.apply(EndTurn())
    assert s.stations[24] == 0
    assert s.money[0] == money and s.prestige[0] == prestige + 2


def test_nova_does_not_build_where_a_station_stands():
    s = cleared(game(2, "nova"))
    fresh_turn(s, 0)
    s.ships[0] = [24]
    s.stations[24] = 1
    prestige = s.prestige[0]
    s.apply(EndTurn())
    assert s.stations[24] == 1 and s.prestige[0] == prestige


def test_nova_pays_one_for_each_roll_that_does_not_move():
    s = cleared(game(2, "nova"))
    fresh_turn(s, 0, rolls=[1, 1, 6])
    s.ships[0] = [24]
    money = s.money[0]
    act(s, Roll())
    assert s.legal_actions() == [Stay(), EndTurn()] or Stay() in s.legal_actions()
    s.apply(Stay())
    assert s.money[0] == money + 1 and s.actions_left == 3
    act(s, Roll())
    s.apply(EndTurn())  # ending the turn on an unused roll pays too
    assert s.money[0] == money + 2


def test_family_has_no_stay():
    s = cleared(game(2))
    fresh_turn(s, 0, rolls=[1])
    act(s, Roll())
    assert Stay() not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Nova"):
        s.apply(Stay())


@pytest.mark.parametrize("version", ["nova", "super-nova"])
def test_win_with_fifteen_prestige_and_sixty_dollars_in_own_turn(version):
    s = cleared(game(2, version))
    fresh_turn(s, 0, rolls=[1])
    s.money[1], s.prestige[1] = 80, 20  # not their turn: no win yet
    s.money[0], s.prestige[0] = 59, 15
    act(s, Roll())
    assert not s.is_over
    s.apply(Stay())  # the $1 makes $60
    assert s.is_over and s.winner == 0 and s.ended_by == "nova"


def test_nova_win_checked_at_the_start_of_the_turn():
    s = cleared(game(2, "nova"))
    fresh_turn(s, 0)
    s.money[1], s.prestige[1] = 60, 15
    end_turn(s)
    assert s.is_over and s.winner == 1


def test_family_does_not_win_on_money_and_prestige():
    s = cleared(game(2))
    fresh_turn(s, 0, rolls=[1])
    s.money[0], s.prestige[0] = 100, 30
    act(s, Roll())
    s.apply(LocalBusiness())
    assert not s.is_over


def test_turn_draws_a_card_and_keeps_two():
    s = game(2)
    fresh_turn(s, 0)
    hand = list(s.hands[0])
    top = s.deck[-1]
    s.apply(EndTurn())
    assert s.hands[0] == hand + [top] and s.window().kind == "discard" and s.to_act == 0
    drop = DiscardLuck(luck_of(hand[0]).kind, luck_of(hand[0]).amount)
    s.apply(drop)
    assert len(s.hands[0]) == 2 and s.discard[-1] in hand + [top]
    assert luck_of(s.discard[-1]).kind == drop.kind


def test_empty_deck_reshuffles_the_discards():
    s = game(2)
    fresh_turn(s, 0)
    s.discard += s.deck
    s.deck = []
    events = s.apply(EndTurn())
    assert any(e.kind == "reshuffle" and e.barrier for e in events)
    assert s.reshuffles == 1 and s.card_count() == s.deck_size()


def test_super_nova_draws_no_cards():
    s = game(2, "super-nova")
    fresh_turn(s, 0)
    deck = len(s.deck)
    s.apply(EndTurn())
    assert s.hands == [[], []] and len(s.deck) == deck


def test_round_cap_ends_a_stalled_game_and_says_so():
    s = game(2)
    s.round_cap = 2
    events = []
    for _ in range(4):
        events += end_turn(s)
    assert s.is_over and s.winner is None and s.ended_by == "cap"
    assert any(e.kind == "game_over" and "2 rounds" in e.text for e in events)
    scores = s.scores()
    assert all(sc.total == 0 for sc in scores)
    assert "no winner" in scores[0].details["Star Tsar"]


def test_options_are_checked():
    with pytest.raises(Exception, match="version"):
        RULESET.new_game(2, {"version": "galactic"}, 1)


def test_jump_menu_after_a_high_roll_in_nova_includes_stay():
    s = cleared(game(2, "nova"))
    fresh_turn(s, 0, rolls=[6])
    s.ships[0] = [24]
    act(s, Roll())
    assert {Stay()} <= set(s.legal_actions()) and any(isinstance(a, Jump) for a in s.legal_actions())


def test_command_line_off_reads_as_no_personalities():
    assert RULESET.resolve_options({"personalities": False})["personalities"] == "off"
    assert RULESET.resolve_options({})["version"] == "family"
