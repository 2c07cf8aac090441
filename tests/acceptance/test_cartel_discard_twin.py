"""Issue 49 (play test 6 item 5): discarding one of two cards alike under a
resting pointer took the other copy off the table (the first slot of a kind
kept its card), so the card clicked stayed under the pointer and the next
click discarded its twin.  The card clicked leaves a gap; its twin keeps
its place, and a second click on the gap discards nothing."""
from collections import Counter

from tests.acceptance.test_cartel_hand_row import row
from tests.acceptance.test_cartel_hand_titles_whole import at_a_hand_of_nine


def test_the_copy_clicked_is_the_one_that_goes(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = at_a_hand_of_nine(person)
    for _ in range(2):
        person.click_text("Draw a card")
        person.frames(3)
    person.wait_until(lambda: person.screen.find("Discard down to 4"), seconds=5, why="no discard asked")
    person.move((table.board_rect.centerx, table.board_rect.y + 5), frames=3)
    cards = row(person)
    twins = [k for k, n in Counter(k for k, _ in cards).items() if n > 1]
    assert twins, cards
    kind = twins[0]
    first, second = [r for k, r in cards if k == kind][:2]
    at = (first[0] + first[2] // 2, first[1] + first[3] // 2)  # the first copy: the slot a kind kept
    person.click(at)
    person.frames(3)
    after = row(person)
    assert len(after) == len(cards) - 1, after
    stayed = [r for k, r in after if k == kind and (r[0], r[2], r[3]) == (second[0], second[2], second[3])
              and abs(r[1] - second[1]) <= 16]  # in its place (a hover lift aside)
    assert stayed, f"the twin left its place: {second} -> {[c for c in after if c[0] == kind]}"
    assert not any(r[0] <= at[0] < r[0] + r[2] and r[1] <= at[1] < r[1] + r[3] for _, r in after), after
    person.click(at)  # the gap: nothing to discard
    person.frames(3)
    assert len(row(person)) == len(after), row(person)
