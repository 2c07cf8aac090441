"""Issue 49 item 3 (play test): a button that takes another's place under a
resting pointer ("2 Pick up" becoming "Abandon" after the pickup) takes no
click until the pointer moves, so a double click never drops the cargo."""
from game.games.star_traders.rules import PickUp
from tests.acceptance.conftest import start_game_at


def test_a_button_that_changed_under_a_still_pointer_waits_for_the_pointer_to_move(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3,
                          options={"version": "family"},
                          until=lambda st: st.stage == "turn" and st.to_act == 0 and st.window() is None
                          and any(isinstance(a, PickUp) for a in st.legal_actions()))
    person.wait_until(lambda: person.screen.find("Pick up"), seconds=30, why="no Pick up button")
    pick = person.screen.find("Pick up")[0]
    person.click(pick.rect.center)
    person.wait_until(lambda: not person.screen.find(pick.text), seconds=5, why="the pickup did not happen")
    steps = len(table.match.steps)
    now = [d for d in person.screen.at(pick.rect.center) if d.text.strip()]
    assert now, "no other button took the place of Pick up: the scenario needs one"
    person.click(pick.rect.center)  # the second click of a double click, the pointer still
    person.frames(3)
    assert len(table.match.steps) == steps, f"the click went to {now[0].text!r}"
    assert person.screen.shows("just changed")
    person.move((pick.rect.centerx + 6, pick.rect.centery))
    person.click((pick.rect.centerx + 6, pick.rect.centery))
    person.frames(3)
    assert len(table.match.steps) == steps + 1, "after the pointer moved, the button works"
