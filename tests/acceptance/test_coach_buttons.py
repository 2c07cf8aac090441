"""Issue 49 item 22: the coach's buttons keep their places between steps, so a
click aimed at Leave never hits Coach off."""
import re


def _start_lesson(person, game_id):
    """Start a lesson as the menu's "Learn to play" does."""
    from game.scenes.learn import learn

    learn(person.app, game_id)
    person.frames(3)


def _rect_of(person, label):
    found = [d for d in person.screen.find(label) if re.sub(r"^\d  ", "", d.text.strip()) == label]
    assert found, person.screen.texts()
    return found[0].rect


def test_leave_and_coach_off_stay_put_when_next_goes(person):
    _start_lesson(person, "star-cargo")
    person.wait_for_text("Next", seconds=5)
    leave, off = _rect_of(person, "Leave"), _rect_of(person, "Coach off")
    for _ in range(2):  # welcome, cards: read-only steps with Next
        person.click(_rect_of(person, "Next").center)
        person.frames(3)
    person.wait_until(lambda: not any(re.sub(r"^\d  ", "", d.text.strip()) == "Next"
                                      for d in person.screen.find("Next")),
                      seconds=5, why="the step that asks for a move never came")
    assert _rect_of(person, "Leave").center == leave.center
    assert _rect_of(person, "Coach off").center == off.center


def test_a_dimmed_targets_tooltip_offers_no_click(person):
    _start_lesson(person, "star-cargo")
    for _ in range(2):
        person.wait_for_text("Next", seconds=5)
        person.click(_rect_of(person, "Next").center)
        person.frames(3)
    person.wait_until(lambda: person.screen.shows("step 3 of"), seconds=5, why="step 3 never came")
    rusk = _rect_of(person, "Rusk")
    person.move(rusk.center)
    person.wait(1.0)
    tips = [d.text for d in person.screen.frame if d.text.startswith("Click:") or "Click to choose" in d.text]
    assert not tips, tips


def test_rules_opens_while_the_coach_waits_for_next(person):
    """Play test: in a lesson, Rules (and the prompt's "?") only said "Read the
    coach's words first"; reading the rules is never a move, so it opens."""
    _start_lesson(person, "star-cargo")
    person.wait_for_text("Next", seconds=5)
    rules = [d for d in person.screen.find("Rules") if d.text.strip() == "Rules"]
    assert rules, person.screen.texts()
    person.click(rules[0].rect.center)
    person.frames(5)
    assert not person.screen.shows("Read the coach's words first")
    person.wait_until(lambda: type(person.app.top).__name__ != "StarCargoTable" and person.screen.shows("Back"),
                      seconds=3, why="the rules did not open")


def test_the_coach_buttons_show_keys_and_the_keys_press_them(person):
    """Play test 4: Next, Leave and Coach off showed no number keys (only
    Enter took Next).  Each cell has its own number, clear of the prompt
    bar's: 6 Next, 7 Restart step, 8 Leave, 9 Coach off (Coach on)."""
    import pygame

    def keyed(label):
        found = [m.group(1) for m in (re.match(rf"^(\d)  {label}$", t) for t in person.screen.coach_texts) if m]
        return found[0] if found else None

    _start_lesson(person, "star-cargo")
    person.wait_for_text("Next", seconds=5)
    assert (keyed("Next"), keyed("Leave"), keyed("Coach off")) == ("6", "8", "9"), person.screen.coach_texts
    person.press(pygame.K_6, unicode="6")
    person.wait_until(lambda: person.screen.shows("step 2 of"), seconds=5, why="6 did not press Next")
    person.press(pygame.K_9, unicode="9")
    person.wait_until(lambda: keyed("Coach on") == "9", seconds=5, why="9 did not turn the coach off")
    person.press(pygame.K_9, unicode="9")
    person.wait_until(lambda: keyed("Coach off") == "9", seconds=5, why="9 did not turn the coach on")
    person.press(pygame.K_8, unicode="8")
    person.frames(5)
    assert type(person.app.top).__name__ == "MenuScene", \
        type(person.app.top).__name__
