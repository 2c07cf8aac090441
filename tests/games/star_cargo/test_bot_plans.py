"""Normal's decisions where the scripted plans (tests/plans) showed it wrong:
the opening tie-break and the progress guard."""
import random

from game.games.star_cargo.bot import STALL_TURNS, StarCargoBot
from game.games.star_cargo.rules import Discover, Move, PickUp
from tests.games.star_cargo.helpers import arrange


def choose(state, seed=0):
    return StarCargoBot().choose(state.determinize(state.to_act, random.Random(seed)), state.to_act,
                                 random.Random(seed))


def test_opening_pick_up_at_the_one_open_planet_wins_on_the_tie_break():
    # Both piles empty; Tidewell is a colony, so picking up at Cinder may deal
    # the last colony and end the game 0-0, won by the cargo in the hold.
    # Always-sell-first picks up here and won those games; Normal discovered.
    for code in ("10H", "5H"):
        st = arrange(planets={"cinder": code, "tidewell": "QS"}, ships=["cinder", "tidewell"],
                     holds=[None, ("4D", "tidewell")])
        assert choose(st) == PickUp(), code


def test_opening_pick_up_that_would_lose_the_tie_break_is_avoided():
    # The rival holds a nine: ending the game 0-0 with an ace in the hold loses.
    st = arrange(planets={"cinder": "AH", "tidewell": "QS"}, ships=["cinder", "tidewell"],
                 holds=[None, ("9D", "tidewell")])
    assert isinstance(choose(st), Discover)


def stuck_position(turn):
    # Every planet in play (nothing to discover), two of them open with
    # spades; no planet buys hearts, the cargo in both holds.
    planets = {"cinder": "2S", "rusk": "QC", "pyrrha": "KC", "emberlyn": "JC",
               "tidewell": "QD", "nimbus": "KD", "glasswater": "JD", "azurine": "3S",
               "saffron": "QS", "brassfall": "KS", "halcyon": "JS", "amberlee": "4D"}
    st = arrange(planets=planets, ships=["cinder", "tidewell"], holds=[("9H", "amberlee"), ("8H", "azurine")],
                 piles=[["5C"], ["6C"]])
    st.turn = turn
    return st


def test_progress_guard_picks_up_once_the_game_drags_on():
    assert isinstance(choose(stuck_position(1)), Move)  # weighing: fly on, hoping for a market
    assert choose(stuck_position(STALL_TURNS)) == PickUp()


class NeverDeals:
    """A seat that only flies (never picks up, never sells): no card is ever
    dealt unless the other seat deals it."""

    def choose(self, state, seat, rng):
        legal = [a for a in state.legal_actions() if isinstance(a, (Move, Discover))]
        return legal[0] if legal else state.legal_actions()[0]


def test_past_the_guard_a_game_against_a_seat_that_never_deals_ends_soon():
    st = stuck_position(STALL_TURNS)
    bots = [StarCargoBot(), NeverDeals()]
    rng = random.Random(3)
    for _ in range(400):
        if st.is_over:
            break
        seat = st.to_act
        st.apply(bots[seat].choose(st.determinize(seat, rng), seat, rng))
    assert st.is_over
