"""Black Hole games to their end.  The seeded sweep of random and bot games
at every trader count, with the core invariants, cards conserved (108) and
Imperial Stations always stations, is in test_games.py (all five versions;
STAR_TRADERS_GAMES=300 for the issue's sweep); a mission win there is also
checked against the connected network it needs.  Here: a bot game that is
known to end in a Black Hole win, and what that win requires."""
import random

from tests.games.star_traders.simple_bot import StarTradersBot
from game.games.star_traders.rules import RULESET

from .test_games import check, expected_cards

MAX_DECISIONS = 60000


def test_a_seeded_bot_game_reaches_a_black_hole_win():
    s = RULESET.new_game(2, {"version": "black-hole", "first_player": "player 1"}, 0)
    deck = expected_cards(s)
    assert len(deck) == 108
    rng = random.Random(0)
    bot = StarTradersBot()
    n = 0
    while not s.is_over and n < MAX_DECISIONS:
        s.apply(bot.choose(s, s.to_act, rng))
        n += 1
        check(s, deck, f"black-hole 2p StarTradersBot seed 0, decision {n}", n % 4 == 0)
    assert s.ended_by == "mission" and s.winner is not None
    assert s.network_size(s.winner) >= s.network_needed()
    assert len(s.imperial_of(s.winner)) >= 4
