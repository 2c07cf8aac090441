"""The Star Cargo heuristic: sensible single decisions, no peeking, and it
beats random play."""
import random

from game.ai import decide, make_bot
from game.games.star_cargo.bot import StarCargoBot
from game.games.star_cargo.rules import ChoosePlanet, Discover, Move, PickUp, Sell
from game.simulate import play_game
from tests.games.star_cargo.helpers import arrange, colonies_except


def choose(state, seed=0):
    return StarCargoBot().choose(state.determinize(state.to_act, random.Random(seed)), state.to_act,
                                 random.Random(seed))


def test_registered_as_the_normal_and_easy_levels():
    assert isinstance(make_bot("star-cargo", "normal"), StarCargoBot)
    assert isinstance(make_bot("star-cargo", "easy").inner, StarCargoBot)


def test_sells_when_it_can():
    st = arrange(planets={"cinder": "2C", "tidewell": "3H", "saffron": "9S"}, ships=["tidewell", "cinder"],
                 holds=[("8H", "cinder"), None])
    assert choose(st) == Sell()


def test_picks_up_high_cargo_it_can_sell_one_flight_away():
    st = arrange(planets={"cinder": "10D", "tidewell": "KD", "saffron": "2S"}, ships=["cinder", "saffron"])
    assert choose(st) == PickUp()


def test_flies_to_a_market_for_its_cargo():
    st = arrange(planets={"cinder": "2C", "tidewell": "QH", "saffron": "AS"}, ships=["cinder", "saffron"],
                 holds=[("9H", "cinder"), None])
    assert choose(st) == Move("tidewell")


def test_races_for_the_high_cargo_no_rival_sits_on():
    st = arrange(players=3, planets={"cinder": "AC", "tidewell": "9H", "saffron": "10H", "rusk": "KH"},
                 ships=["cinder", "saffron", "saffron"])
    # both can be sold at Rusk; the ten is worth more, but two rivals sit on it
    # and act first, while nobody can reach the nine before us
    assert choose(st) == Move("tidewell")


def test_discovers_when_nothing_in_play_is_worth_a_flight():
    st = arrange(planets={"cinder": "QC", "tidewell": "JC"}, ships=["cinder", "tidewell"])
    assert isinstance(choose(st), Discover)


def test_near_the_end_it_sells_small_cargo_rather_than_gamble_on_a_bigger_one():
    # one open planet left (Cinder, selling hearts), and the deck is all colonies
    st = arrange(planets={"cinder": "10H", "tidewell": "QS", "saffron": "KD"}, ships=["cinder", "tidewell"],
                 holds=[("3H", "saffron"), None], piles=[["2S"], ["9S"]], deck=colonies_except("QS", "KD"))
    assert choose(st) == Sell()


def test_ends_the_game_when_ahead_and_avoids_it_when_behind():
    kw = dict(planets={"cinder": "2H", "tidewell": "QS", "saffron": "KD"}, ships=["cinder", "tidewell"],
              deck=colonies_except("QS", "KD"))
    ahead = arrange(piles=[["10S", "9S", "8S"], ["AS"]], **kw)
    assert choose(ahead) == PickUp()
    behind = arrange(piles=[["AS"], ["10S", "9S", "8S"]], **kw)
    assert choose(behind) != PickUp()


def test_starts_on_the_colour_least_seen():
    from game.games import get_ruleset

    st = get_ruleset("star-cargo").new_game(3, {}, 2)
    st.apply(ChoosePlanet("cinder"))
    st.apply(ChoosePlanet("tidewell"))
    choice = StarCargoBot().choose(st, 2, random.Random(0))
    assert choice.planet in {"saffron", "brassfall", "halcyon", "amberlee"}


def test_decision_does_not_depend_on_hidden_cards():
    """Different resamplings of what the seat cannot see give the same move."""
    st = arrange(players=3, planets={"cinder": "7C", "tidewell": "3H", "saffron": "6D", "rusk": "QD"},
                 ships=["cinder", "tidewell", "saffron"], holds=[None, ("5D", "cinder"), None],
                 piles=[["AS"], ["9C", "8C"], ["4S"]])
    picks = {StarCargoBot().choose(st.determinize(0, random.Random(k)), 0, random.Random(99)) for k in range(12)}
    assert len(picks) == 1


def test_beats_random_play_clearly():
    wins = 0.0
    games = 40
    for i in range(games):
        seats = ["normal", "random"] if i % 2 == 0 else ["random", "normal"]
        result = play_game("star-cargo", seats, 300 + i, check_invariants=False)
        if seats.index("normal") in result.winners:
            wins += 1 / len(result.winners)
    assert wins / games >= 0.8


def test_decide_is_deterministic_for_a_seed():
    st = arrange(players=2, planets={"cinder": "7C", "tidewell": "3H"}, ships=["cinder", "tidewell"])
    bot = make_bot("star-cargo", "normal")
    assert decide(st, bot, 5, 10) == decide(st.clone(), bot, 5, 10)
