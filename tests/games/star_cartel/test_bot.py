"""The Star Cartel heuristic bot makes sensible choices and beats random play."""
import random

from game.ai import make_bot
from game.games.star_cartel.rules import ChooseLargest, Load, Reverse, Stash
from game.simulate import play_game

from .helpers import arrange, full_hub, new_game, play


def bot():
    return make_bot("star-cartel", "normal")


def test_fills_the_ship_when_it_can():
    s = arrange(new_game(3), capacity=7, hold=["f2", "w1"], hub=full_hub(["m4", "w3", "c2", "l3"]))
    assert bot().choose(s, 0, random.Random(1)) == Load(0, 0, "medicine", 4)


def test_stashes_the_set_worth_most():
    s = arrange(new_game(4), capacity=9, hold=["w4", "f1", "f1", "m2"], hub=full_hub(["l1", "m3", "c3", "f3"]),
                tokens={"food": 5, "medicine": 6})
    play(s, Load(0, 0, "flora", 1))
    assert s.stage == "stash"
    assert bot().choose(s, 0, random.Random(1)) == Stash("food")  # 2 x 5 beats 1 x 6


def test_does_not_crash_its_own_type():
    # weapons at 8 would crash if chosen as largest; the bot owns weapons
    s = arrange(new_game(3), capacity=10, hold=["w4", "f4"], hub=full_hub(["l2", "m3", "c3", "f3"]),
                tokens={"weapons": 8}, stashes={0: ["w1", "w2", "w3"]})
    play(s, Load(0, 0, "flora", 2))
    assert s.stage == "largest"
    assert bot().choose(s, 0, random.Random(1)) == ChooseLargest("food")


def test_pushes_its_own_type_up():
    s = arrange(new_game(3), capacity=10, hold=["w4", "f4"], hub=full_hub(["l2", "m3", "c3", "f3"]),
                stashes={0: ["f1", "f2", "f3"]})
    play(s, Load(0, 0, "flora", 2))
    assert bot().choose(s, 0, random.Random(1)) == ChooseLargest("food")


def test_reverses_to_avoid_crashing_its_own_type():
    s = arrange(new_game(3), capacity=10, ability="reverse_price", hold=["w4", "w3", "f2"],
                hub=full_hub(["l1", "m3", "c3", "f3"]), tokens={"weapons": 9}, stashes={0: ["w1", "w2"]})
    play(s, Load(0, 0, "flora", 1))
    assert s.stage == "reverse"
    assert bot().choose(s, 0, random.Random(1)) == Reverse("largest")


def test_beats_random_bots():
    wins = 0.0
    games = 24
    for g in range(games):
        seats = ["random"] * 4
        seats[g % 4] = "normal"
        result = play_game("star-cartel", seats, 500 + g, check_invariants=False)
        if g % 4 in result.winners:
            wins += 1 / len(result.winners)
    assert wins / games > 0.5


def test_hard_caps_its_rollouts_by_table_size_and_nothing_else_is_capped():
    """Level Hard caps its rollouts by table size (its variant); Expert and
    the game's own search (hints, analysis) are not capped."""
    from game.ai.search import settings_for
    from game.ai.settings import settings_at
    from game.games.star_cartel import bot as star_cartel_bot

    hard = make_bot("star-cartel", "hard")
    caps = {n: settings_at(hard.settings, new_game(n)).max_rollouts for n in (3, 4, 6)}
    assert caps == {3: star_cartel_bot.HARD_ROLLOUTS, 4: star_cartel_bot.HARD_ROLLOUTS_BIG_TABLE,
                    6: star_cartel_bot.HARD_ROLLOUTS_BIG_TABLE}
    assert caps[3] < caps[4]
    assert settings_at(make_bot("star-cartel", "expert").settings, new_game(3)).max_rollouts is None
    assert settings_at(settings_for("star-cartel"), new_game(4)).max_rollouts is None
