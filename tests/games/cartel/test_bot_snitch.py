"""Normal and The Snitch: bribe-officials won by playing it (it ends the
game and hands its player every Official in play), so Normal does not put the
seventh Official in play while a rival may hold it, and does when it holds
The Snitch itself."""
import random

from game.games.cartel.bot import CartelBot
from game.games.cartel.rules import Bribe
from game.games.cartel.rules.actions import Snitch
from tests.games.cartel.helpers import blank, give, official, play


def position(*hand):
    # six of the seven Officials in service; seat 0 holds the seventh (Tracy)
    s = blank()
    for seat, card in ((0, "sachs"), (0, "sven"), (1, "juan"), (1, "tu"), (1, "ford"), (1, "fivel")):
        official(s, seat, card)
    give(s, 0, "tracy", *hand)
    give(s, 1, "anniewares", "groundhog", "toptech")
    return s


def choose(s, seed=0):
    return CartelBot().choose(s.determinize(0, random.Random(seed)), 0, random.Random(seed))


def test_keeps_the_seventh_official_while_a_rival_may_hold_the_snitch():
    s = position("anniewares")
    assert Bribe("tracy") in s.legal_actions()
    assert choose(s) != Bribe("tracy")


def test_puts_the_seventh_official_in_play_and_snitches_when_it_holds_the_snitch():
    s = position("snitch")
    assert choose(s) == Bribe("tracy")
    play(s, Bribe("tracy"))
    while s.stage != "action":  # Tracy has no when-played follow-up, but be safe
        play(s, s.legal_actions()[0])
    assert choose(s) == Snitch()
