"""Play test 4: one click filled the person's hold, the delivery and the
ship swap that follow without a choice went by, and a second later the next
seat moved: the score fell 7 -> 4 and the person learned it from the log.
Now the table shows what the delivery did (what was handed over, the ship
swapped, the score before and after) and the next seat waits until it is
read, or until the person goes on."""
import pygame

from game.games.star_cartel.rules import Load
from tests.acceptance.conftest import start_game_at


def one_click_delivery(st):
    """The person's load that fills the hold and delivers, swaps and ends the
    turn with no choice on the way; None if there is none now."""
    if st.to_act != 0 or st.is_over:
        return None
    for a in st.legal_actions():
        if isinstance(a, Load):
            after = st.clone()
            events = after.apply(a)
            if after.current != 0 and any(e.kind == "ship" and e.data.get("seat") == 0 for e in events):
                return a
    return None


def at_load(person, seed: int, find):
    """Open a Star Cartel table at the person's turn where `find(state)`
    names a load; (table, that load, its hub target as drawn)."""
    table = start_game_at(person, "star-cartel", ["human", "normal", "normal"], seed=seed,
                          until=lambda st: find(st) is not None)
    load = find(table.state)
    person.wait_until(lambda: person.screen.find("Your turn"), seconds=5, why="not the person's turn")
    target = next(t for t in table.current_targets() if t.key == ("hub", load.column, load.row))
    return table, load, target


def test_the_persons_own_delivery_is_shown_before_the_next_seat_moves(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table, load, target = at_load(person, 1, one_click_delivery)
    ship_before = table.state.ships[0].name
    steps = len(table.match.steps)
    person.click(target.rect.center)
    assert len(table.match.steps) == steps + 1 and table.state.ships[0].name != ship_before
    ship_now = table.state.ships[0].name
    person.move((table.board_rect.right - 40, table.board_rect.bottom - 20))
    for _ in range(round(4.0 * 60)):  # four seconds to read it: the next seat waits
        person.frames(1)
        assert len(table.match.steps) == steps + 1, "the next seat moved while the delivery was being shown"
    shown = person.screen.all_text()
    assert f"{ship_before}" in shown and f"→ {ship_now}" in shown, "the ship swap is not shown"
    assert "Your score:" in shown or "Your score stays" in shown, "the score's change is not shown"
    assert "handed over" in shown, "what was delivered is not shown"
    assert "waits while you read your delivery" in shown and "is deciding" not in shown
    words = person.screen.find("Space to go on")
    assert words, "no way to go on is shown"
    person.click(words[0].rect.center)
    person.wait_until(lambda: len(table.match.steps) > steps + 1, seconds=10, why="the next seat never moved")
    assert not person.screen.find("Space to go on")


def test_with_animations_off_the_delivery_is_a_notice(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table, load, target = at_load(person, 1, one_click_delivery)
    person.click(target.rect.center)
    notice = [d for d in person.screen.find("swapped:") if table.board_rect.contains(d.rect)]  # lines wrap evenly
    assert notice, "no notice of the delivery over the board"


def delivery_with_a_choice(st):
    """The person's load that fills the hold into a delivery that asks (a tie, a set to stash)."""
    if st.to_act != 0 or st.is_over:
        return None
    for a in st.legal_actions():
        if isinstance(a, Load):
            after = st.clone()
            after.apply(a)
            if after.current == 0 and after.stage in ("largest", "smallest", "stash"):
                return a
    return None


def test_a_delivery_over_several_choices_is_told_whole(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table, load, target = at_load(person, 3, delivery_with_a_choice)
    person.click(target.rect.center)
    for _ in range(4):  # the delivery's choices, each with its key (the first offered)
        person.frames(30)
        if person.screen.find("Space to go on") or table.state.to_act != 0:
            break
        key = table.prompt_buttons()[0].label.split()[0]
        person.press(pygame.key.key_code(key), unicode=key)
    person.wait_until(lambda: person.screen.find("Space to go on"), seconds=3, why="no recap of the delivery")
    person.wait_until(lambda: person.screen.find("Ship swapped") or person.screen.find("You keep the"), seconds=3,
                      why="the ship is not told once it has landed")
    assert "handed over" in person.screen.all_text(), "the sets handed over before the last choice are not told"
