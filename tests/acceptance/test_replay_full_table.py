"""The replay opens on the table at full size, as it was played: its words
and steps sit over the table's prompt bar, its viewer and Back over the
banner's buttons (dead in a replay); Overview shows the graph beside a
thumbnail, and Full table brings the table back."""
from __future__ import annotations


def test_a_person_steps_through_a_replay_at_full_size_and_opens_the_overview(person):
    from game.ai import decide, make_bot
    from game.scenes.replay import ReplayScene
    from game.seating import build_match

    match = build_match("cartel", ["human", "normal", "normal"], 3, None)
    bot = make_bot("cartel", "normal")
    for i in range(30):
        match.apply(decide(match.state, bot, 3, i))
    person.app.push(ReplayScene(person.app, match))
    person.frames(3)
    assert person.screen.find("decision 1 of 30")
    assert not person.screen.find("Chance to win") and not person.screen.find("Win chances")
    step = next(d for d in person.screen.find(">") if d.text.strip() == "4  >")  # the step forward, its key 4
    person.click(step.rect.center)
    person.wait_for_text("decision 2 of 30", seconds=1)
    person.click_text("Overview")
    person.wait_for_text("Win chances", seconds=1)
    person.click_text("Full table")
    person.wait_for_text("decision 2 of 30", seconds=1)
    assert not person.screen.find("Win chances")
