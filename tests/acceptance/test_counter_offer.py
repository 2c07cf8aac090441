"""Play test 2: a counter-offer started empty ("nothing yet"), so a person
rebuilt the offer on the table by hand to ask for $2 more, and the deal
dialog's buttons showed no number keys.  Now the draft names the offer it
answers, "Start from their offer" puts its station back in, the money picker
starts at their amount, "Take back the last" takes an item back out, and
the steps have keys: Refuse is 1 (the safe answer), 0 drops a draft."""
import re

import pygame

from game.rules.deals import ANSWER
from tests.acceptance.conftest import start_game_at


def offered_to_the_person(state) -> bool:
    p = state.window()
    return p is not None and p.kind == ANSWER and state.to_act == 0


def test_a_counter_offer_starts_from_their_offer_and_the_steps_have_keys(open_app):
    # Star Traders Family, seed 2: Vega offers $5 for the person's station at 56 Asaro
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=2, options={"version": "family"},
                  until=offered_to_the_person)
    person.wait_for_text("offers you a deal", seconds=10)
    # an answer is a question: the safe one, Refuse, is 1 (and Enter); Accept needs its own key or a click
    assert person.screen.shows("1  Refuse the deal") and person.screen.shows("2  Accept the deal")
    counter = next(d for d in person.screen.frame if re.match(r"^\d  Make a counter-offer$", d.text))
    person.press(pygame.key.key_code(counter.text[0]), unicode=counter.text[0])
    person.wait_for_text("Their offer:", seconds=2)
    assert person.screen.shows("nothing yet")
    # $1 more than theirs on Vega's side: a step up from where the picker starts
    plus = max((d for d in person.screen.find("+1") if re.match(r"^(\d  )?\+1$", d.text)), key=lambda d: d.rect.x)
    person.click(plus.rect.center)
    person.wait_until(lambda: any(re.match(r"^(\d  )?Add .*\$6\b", t) for t in person.screen.texts()), seconds=2,
                      why="the step up did not show $6")
    person.click_text("Start from their offer")
    person.wait_until(lambda: not person.screen.find("Start from their offer"), seconds=2,
                      why="the station never went back into the draft")
    assert not person.screen.find("Their offer:")
    # the amount set before the station went in is still set (play test 3: it fell back to $1)
    assert any(re.match(r"^(\d  )?Add .*\$6\b", t) for t in person.screen.texts()), [t for t in person.screen.texts() if "Add" in t]
    # an item put in by mistake comes back out
    person.click_text("Take back the last")
    person.wait_for_text("Start from their offer", seconds=2)
    person.press(pygame.K_0, unicode="0")
    person.wait_until(lambda: not person.screen.find("Their offer"), seconds=2, why="0 did not drop the deal")
