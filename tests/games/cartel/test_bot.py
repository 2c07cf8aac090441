"""Cartel bots: Normal's choices follow from its own view only, it takes the
obvious points, answers out-of-turn questions sensibly and beats Random;
Hard (the shared search with Cartel's settings) returns legal, repeatable moves."""
import random

import pytest

from game.ai import NoisyBot, RandomBot, decide
from game.ai.search import SearchBot
from game.games.cartel import bot as cartel_bot
from game.games.cartel.bot import CartelBot, potential
from game.games.cartel.rules import RULESET, Appoint, Attack, Build, Draw, Move, Road, SaveAgent, Summon
from tests.games.cartel.helpers import agents, blank, building, give, official, play, sachs_attack


def _midgame(seed: int, players: int, decisions: int):
    s = RULESET.new_game(players, {}, seed)
    bots = [CartelBot()] * players
    for n in range(decisions):
        if s.is_over:
            break
        s.apply(decide(s, bots[s.to_act], seed, n))
    return s


def test_normal_never_reads_hidden_cards():
    bot = CartelBot()
    checked = 0
    for seed in range(6):
        s = _midgame(seed, 2 + seed % 3, 25 + 7 * seed)
        if s.is_over:
            continue
        seat = s.to_act
        choices = {bot.choose(s.determinize(seat, random.Random(k)), seat, random.Random(1)) for k in range(3)}
        assert len(choices) == 1, choices
        checked += 1
    assert checked >= 4


def test_normal_opens_a_toptech_rather_than_drawing():
    s = blank()
    give(s, 0, "toptech", "corner")
    a = CartelBot().choose(s, 0, random.Random(0))
    assert isinstance(a, Build) and a.card == "toptech" and (a.x, a.y) in s.lots()


def test_normal_attacks_and_takes_a_building():
    s = blank()
    building(s, (0, 1), "toptech")
    agents(s, (0, 0), 0, 2)
    agents(s, (0, 1), 1, 1)
    a = CartelBot().choose(s, 0, random.Random(0))
    assert a == Move(0, 0, 0, 1, 2)
    play(s, a)
    assert CartelBot().choose(s, 0, random.Random(0)) == Attack(1)


def _full_street(s):
    """Every lot beside the starting street built on, each held by seat 1."""
    for cell in ((0, -1), (1, -1), (0, 1), (1, 1)):
        building(s, cell, "anniewares", "groundhog")
        agents(s, cell, 1, 2)


def test_normal_lays_a_road_to_open_a_lot_when_the_lots_are_full():
    s = blank()
    _full_street(s)
    give(s, 0, "toptech", "straight")
    assert not s.lots()
    a = CartelBot().choose(s, 0, random.Random(0))
    assert isinstance(a, Road) and a.card == "straight"
    play(s, a)
    assert s.lots()
    b = CartelBot().choose(s, 0, random.Random(0))
    assert b.card == "toptech" and (b.x, b.y) in s.lots()  # then builds on what it opened


def test_normal_builds_on_a_free_lot_rather_than_laying_a_road():
    s = blank()
    give(s, 0, "toptech", "straight")
    a = CartelBot().choose(s, 0, random.Random(0))
    assert isinstance(a, Build) and (a.x, a.y) in s.lots()


def test_normal_lays_no_road_as_its_last_action_or_without_a_business():
    s = blank()
    _full_street(s)
    give(s, 0, "toptech", "straight")
    s.actions_left = 1
    assert not isinstance(CartelBot().choose(s, 0, random.Random(0)), Road)  # a rival may take the lot first
    s = blank()
    _full_street(s)
    give(s, 0, "straight", "corner")
    assert CartelBot().choose(s, 0, random.Random(0)) == Draw()


@pytest.mark.slow
def test_roads_are_laid_in_seeded_bot_games():
    """Normal bots at 2-4 players grow the city beyond the starting street."""
    counts = []
    for seed in range(9):
        s = RULESET.new_game(2 + seed % 3, {}, seed)
        bots = [CartelBot()] * s.num_players
        n = roads = 0
        while not s.is_over:
            a = decide(s, bots[s.to_act], seed, n)
            roads += isinstance(a, Road)
            s.apply(a)
            n += 1
        assert len(s.roads) == 2 + roads
        counts.append(roads)
    assert sum(counts) >= 6 and sum(1 for c in counts if c) >= 4, counts


def test_hard_lays_the_road_too():
    s = blank()
    _full_street(s)
    give(s, 0, "toptech", "straight")
    bot = SearchBot("cartel", seconds=None, iterations=100, settings=cartel_bot.BOT_SETTINGS.hard)
    a = decide(s, bot, 0, 0)
    assert isinstance(a, Road), a


def test_normal_answers_tu_and_sachs():
    s = blank()
    official(s, 0, "tu")
    give(s, 1, "juan", "tracy", "corner")
    play(s, Summon(1))
    assert CartelBot().choose(s, 1, random.Random(0)) == Appoint("tracy")  # keeps Juan's arrival for later
    s = sachs_attack("corner", "corner", "tee", "tee")
    assert CartelBot().choose(s, 1, random.Random(0)) == SaveAgent()


def test_potential_counts_points_agents_and_cards():
    s = blank()
    building(s, (0, 1), "toptech")
    agents(s, (0, 1), 0)
    give(s, 1, "corner", "corner")
    p = potential(s)
    assert p[0] > p[1] > 0


@pytest.mark.slow
def test_normal_beats_random_and_easy_plays():
    wins = 0
    for g in range(10):
        seats = [CartelBot(), RandomBot()] if g % 2 == 0 else [RandomBot(), CartelBot()]
        s = RULESET.new_game(2, {}, 500 + g)
        n = 0
        while not s.is_over:
            s.apply(decide(s, seats[s.to_act], 500 + g, n))
            n += 1
        wins += (g % 2) in s.winners()
    assert wins >= 9
    easy = NoisyBot(CartelBot())
    s = _midgame(3, 2, 10)
    assert easy.choose(s, s.to_act, random.Random(2)) in s.legal_actions()


def test_hard_search_returns_legal_repeatable_moves():
    s = _midgame(4, 3, 20)
    settings = cartel_bot.BOT_SETTINGS.hard
    picks = set()
    for _ in range(2):
        bot = SearchBot("cartel", seconds=None, iterations=24, settings=settings)
        bot.heuristic = CartelBot()
        a = decide(s, bot, 4, 20)
        assert a in s.legal_actions()
        picks.add(a)
    assert len(picks) == 1


def test_past_the_stall_turn_bots_draw_and_the_game_ends():
    """Normal and the playout policy would build here; past STALL_TURNS they
    draw, so even a game nobody can advance ends when the deck runs out."""
    s = blank()
    give(s, 0, "toptech", "corner")
    s.turns = cartel_bot.STALL_TURNS - 1
    assert isinstance(CartelBot().choose(s, 0, random.Random(0)), Build)
    s.turns = cartel_bot.STALL_TURNS
    assert CartelBot().choose(s, 0, random.Random(0)) == Draw()
    assert cartel_bot.rollout_action(s, random.Random(0)) == Draw()
    steps = 0
    while not s.is_over and steps < 5000:
        s.apply(cartel_bot.rollout_action(s, random.Random(steps)))
        steps += 1
    assert s.is_over and "ran out" in s.ended_by


def test_expert_looks_one_turn_further_than_hard(monkeypatch):
    """Hard judges a rollout when our next turn comes round; Expert plays on
    to our turn after that, so at 2 seats four turns later."""
    from game.ai import search
    from game.ai.search import settings_for

    hard, expert = settings_for("cartel", "hard"), settings_for("cartel", "expert")
    assert hard.cut_turns == 1 and expert.cut_turns == 2
    s = _midgame(4, 2, 20)
    seat = s.to_act
    for settings, turns in ((hard, 2), (expert, 4)):
        judged = []

        def spy(world, settings, start, real=search.cut_rewards):
            judged.append((world.turns - s.turns, world.to_act))
            return real(world, settings, start)

        monkeypatch.setattr(search, "cut_rewards", spy)
        bot = SearchBot("cartel", seconds=None, iterations=12, settings=settings)
        bot.heuristic = CartelBot()
        assert decide(s, bot, 4, 20) in s.legal_actions()
        assert judged and all(j == (turns, seat) for j in judged), judged
