"""Issue 49 item 4 (play test 7, shot033): in the Star Traders lesson "3 Pick
up electric sheep" was taken and "Abandon electric sheep" came up on 3 (the
coach kept 8 and 9, every other number was on the bar), so a double press
of 3 threw away what it had just picked up.  The number just used never goes
to another kind of choice: with nothing else free, the new one shows none."""
from game.scenes.table_parts.items import PromptButton
from game.scenes.table_parts.turn_keys import TurnKeys
from tests.ui import toygame


class TurnOf:
    is_over = False

    def __init__(self, owner):
        self.owner = owner

    def turn_owner(self):
        return self.owner


def _button(words):
    return PromptButton(words, lambda: None), words, True


def test_the_number_just_used_never_goes_to_another_kind_of_choice():
    keys = TurnKeys()
    keys.follow(TurnOf(0))
    others = [_button(w) for w in ("Roll", "Random jump", "Deal", "Local", "Jump", "Cards")]
    pick = (toygame.Play(2), "Pick up electric sheep", True)
    end = (toygame.Done(), "End turn", True)
    first = keys.bind(others[:2] + [pick] + others[2:] + [end], held={8, 9})
    assert first == [1, 2, 3, 4, 5, 6, 7, 0]
    keys.used(3)
    after = keys.bind(others[:2] + [_button("Abandon electric sheep")] + others[2:] + [end], held={8, 9})
    assert after[2] != 3, "Abandon took the 3 just pressed for Pick up"
    assert after[:2] + after[3:] == [1, 2, 4, 5, 6, 7, 0]
    keys.follow(TurnOf(0))
    keys.used(3)
    nothing_held = keys.bind(others[:2] + [_button("Drop the sheep")] + others[2:] + [_button("Sell"), _button("Buy"),
                                                                                     end])
    assert 3 not in nothing_held[2:3] + nothing_held[-3:-1], "a new kind took the 3 just pressed"


def test_the_same_kind_keeps_its_number_after_being_used():
    keys = TurnKeys()
    keys.follow(TurnOf(0))
    assert keys.bind([(toygame.Play(2), "Play the 2", True), _button("Trade")]) == [1, 2]
    keys.used(1)
    assert keys.bind([(toygame.Play(3), "Play the 3", True), _button("Trade")]) == [1, 2]
