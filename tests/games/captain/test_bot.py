"""The Captain of the Stars heuristic: plays legal moves, makes sensible
choices in typical spots, and beats random play."""
import random

from game.ai import decide, make_bot
from game.games.captain.bot import CaptainBot
from game.games.captain.rules import actions as A
from game.simulate import play_game
from tests.games.captain.helpers import Dice, fresh, give_crew, give_turn, park_others, place


def start(players=3, seed=4):
    s = fresh(players, seed)
    s.first = 0
    give_turn(s, 0)
    return s


def test_registered_as_normal_level():
    assert isinstance(make_bot("captain", "normal"), CaptainBot)


def test_beats_random_players():
    wins = 0.0
    for g in range(6):
        seats = ["random", "random", "random"]
        seats[g % 3] = "normal"
        r = play_game("captain", seats, 300 + g, {"target": 50})
        wins += sum(1 / len(r.winners) for w in r.winners if seats[w] == "normal")
    assert wins >= 5


def test_same_seed_same_choice():
    s = start()
    bot = make_bot("captain", "normal")
    assert decide(s, bot, 7, 3) == decide(s, bot, 7, 3)


def test_builds_on_a_good_spot():
    s = start()
    place(s, 0, (4, -1))
    assert CaptainBot().choose(s.clone(), 0, random.Random(0)) == A.Build()


def test_links_two_settlements_with_a_gem():
    s = start()
    s.settlements[(4, -1)] = (0, 4)
    s.settlements[(6, -2)] = (0, 4)
    place(s, 0, (5, -2))
    assert CaptainBot().choose(s.clone(), 0, random.Random(0)) == A.PlaceGem()


def test_heads_home_when_badly_damaged():
    s = start()
    place(s, 0, (5, -1))
    s.players[0].health = 2
    s.players[0].resources = 20
    a = CaptainBot().choose(s.clone(), 0, random.Random(0))
    assert isinstance(a, A.Move)
    assert s.board.dist[(a.q, a.r)][s.board.centre] < s.board.dist[(5, -1)][s.board.centre]


def test_repairs_in_federation_space():
    s = start()
    s.players[0].health = 3
    s.players[0].resources = 30
    a = CaptainBot().choose(s.clone(), 0, random.Random(0))
    assert isinstance(a, A.Repair) and a.points >= 5


def test_raids_gems_only_while_safe_from_capture():
    s = start()
    park_others(s, 0)
    place(s, 0, (4, 0))
    s.gems[(5, 0)] = 1
    s.gems[(5, -1)] = 1
    s.settlements[(6, -1)] = (1, 4)
    s.settlements[(4, 1)] = (1, 4)
    s.players[0].vp = 30
    a = CaptainBot().choose(s.clone(), 0, random.Random(0))
    assert isinstance(a, (A.AttackGem, A.AttackSettlement))
    s.players[0].bp = 29  # one more attack would get it captured
    s._legal = None
    a = CaptainBot().choose(s.clone(), 0, random.Random(0))
    assert not isinstance(a, (A.AttackGem, A.AttackSettlement, A.AttackShip))


def test_uses_deflector_against_a_deadly_hit():
    s = start()
    give_crew(s, 1, "deflect")
    park_others(s, 0)
    place(s, 0, (4, 0))
    place(s, 1, (5, 0))
    s.players[0].vp = 40
    s.players[1].health = 3
    s.rng = Dice([12, 1])
    s.apply(A.AttackShip(1))
    assert s.to_act == 1
    assert CaptainBot().choose(s.clone(), 1, random.Random(0)) == A.Deflect()


def test_shops_for_engine_first():
    s = start()
    s.players[0].resources = 14
    s.apply(A.StartUpgrade())
    assert CaptainBot().choose(s.clone(), 0, random.Random(0)) == A.Upgrade("engine")


def test_hard_leaves_the_game_far_from_its_end_to_normal_and_searches_near_it():
    from game.ai.search import SearchBot
    from game.games.captain.bot import BOT_SETTINGS, W, settle_far_from_end

    assert BOT_SETTINGS.hard.settle is settle_far_from_end is BOT_SETTINGS.expert.settle
    s = start()
    s.players[1].vp = s.target - int(W.search_gap) - 1  # the leader is still far from the end
    legal = s.legal_actions()
    assert settle_far_from_end(s, 0, legal) == CaptainBot().choose(s, 0, None)
    hard = SearchBot("captain", seconds=None, iterations=12)
    assert decide(s, hard, 5, 0) == CaptainBot().choose(s, 0, None)
    assert hard.last_stats.stopped_by == "settled"
    s.players[1].vp = s.target - int(W.search_gap)  # close enough: the search decides
    assert settle_far_from_end(s, 0, legal) is None
    decide(s, hard, 5, 0)
    assert hard.last_stats.stopped_by != "settled"
