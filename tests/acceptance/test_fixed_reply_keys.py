"""Play test 5: "Don't ask again" was 5, then 3, then 2 on three similar
reply prompts.  A reply's fixed controls keep one number in every prompt:
"Don't ask again" 9 (and "Stop the clock" 8), whatever the choices."""
import pygame

from tests.acceptance.test_reply_clock_keys import at_decision
from tests.acceptance.conftest import start_game_at


def test_dont_ask_again_shows_9_in_every_reply_and_9_takes_it(open_app):
    seen = []
    # Star Traders, seed 5: decisions 1020 (a Zap) and 24 (an Avoid) are replies of the person's with different choices
    for decision in (1020, 24):
        person = open_app(bot_pace=0.0, animation_speed=0.0, reaction_prompts=True)
        table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=5,
                              until=at_decision(decision))
        person.wait_until(lambda: person.screen.find("Don't ask"), seconds=10, why="no reply prompt")
        mute = person.screen.find("Don't ask")[0].text
        seen.append((mute, len(table.reactions.prompt.buttons())))
        assert mute.startswith("9  Don't ask"), seen
        assert person.screen.find("8  Stop"), [t for t in person.screen.texts() if "  " in t]
        if decision == 24:
            steps = len(table.match.steps)
            person.press(pygame.K_9, unicode="9")
            person.wait_until(lambda: len(table.match.steps) > steps, seconds=5, why="9 took nothing")
            assert not person.screen.find("Don't ask")
    assert seen[0][1] != seen[1][1], f"the two replies must offer different choices: {seen}"
