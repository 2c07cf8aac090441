"""Issue 49 (play test 6): the banner said "Your reply" over a prompt with
no buttons (a rival's roll the screen passes for the person at once), and
"Your turn · Actions" while the hand limit was asked after the turn was
over.  The banner names whose turn it is when there is nothing to reply,
and the hand limit's phase as the end of the turn."""
from __future__ import annotations

from game.games.star_traders.rules.luck_actions import luck_of
from game.rules.pending import PASS
from tests.acceptance.conftest import start_game_at


def _passed_for(st) -> bool:
    """A rival's roll asks the person (seat 0), who has nothing to play."""
    p = st.window()
    return (p is not None and p.kind == "zap" and st.to_act == 0 and st.turn_owner() != 0
            and st.legal_actions() == [PASS])


def _rival_rolls(st) -> bool:
    """A bot is about to roll while another bot holds a Zap and the person none."""
    if st.stage != "turn" or st.to_act == 0 or st.window() is not None or st.die is not None or st.stack:
        return False
    zaps = [any(luck_of(c).kind == "zap" for c in hand) for hand in st.hands]
    return not zaps[0] and any(zaps[1:])


def test_no_reply_is_named_while_the_screen_passes_for_the_person(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0, confirm_end_turn=False)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], _rival_rolls, seed=5,
                          options={"version": "family"}, frames=1)
    person.every_frame = True
    person.wait_until(lambda: _passed_for(table.state), seconds=60, why="the person was never passed for")
    owner = table.seat_name(table.state.turn_owner())
    assert person.screen.shows(f"{owner}'s turn") and not person.screen.shows("Your reply"), \
        person.screen.texts()[:12]


def _hand_limit(st) -> bool:
    p = st.window()
    return p is not None and p.kind == "discard" and st.to_act == 0


def test_the_hand_limit_is_asked_at_the_end_of_the_turn(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], _hand_limit, seed=5,
                  options={"version": "family"})
    person.wait_for_text("hand limit", seconds=10)
    assert person.screen.shows("End of turn") and not person.screen.shows("Actions"), person.screen.texts()[:12]
