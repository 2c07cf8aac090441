"""Issue 49 item 2: "Make a deal…" then a partner opens the deal dialog."""
from tests.acceptance.conftest import open_deal_with_partner, start_game_at


def test_choosing_a_partner_opens_the_deal(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3, options={"version": "family"},
                  until=lambda st: st.stage == "turn" and st.to_act == 0 and st.window() is None)
    open_deal_with_partner(person)
    assert person.screen.shows("Add what each side gives")
    assert not person.screen.shows("No jumpline leads there"), person.screen.texts()


def test_enter_at_choose_a_partner_opens_no_talks(open_app):
    """Every partner button is gold: Enter there must not pick the first one."""
    import pygame

    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3,
                          options={"version": "family"},
                          until=lambda st: st.stage == "turn" and st.to_act == 0 and st.window() is None)
    person.wait_until(lambda: person.screen.find("Make a deal"), seconds=60, why="no Make a deal button")
    person.click_text("Make a deal")
    person.wait_for_text("Deal with", seconds=2)
    steps = len(table.match.steps)
    person.press(pygame.K_RETURN)
    assert len(table.match.steps) == steps and person.screen.shows("Choose a partner")
