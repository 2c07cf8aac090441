"""Play test 8 (shot036/038/043): in the Star Cargo lesson the prompt bar's
Sell and Pick up buttons swapped places and keys between turns ("2 Sell |
Pick up", then "1 Pick up | 2 Sell").  Each keeps its place, Sell first, and
its key whenever it shows one."""
import re

from tests.acceptance.test_lessons_walked import walk

BAR_Y = 900  # the canvas's prompt bar lies below this (1920x1080)


def _button(screen, words):
    """The button's words: below the prompt's own line, which may start with them too."""
    found = [d for d in screen.frame if d.rect is not None and d.rect.y > BAR_Y
             and re.sub(r"^\d  ", "", d.text).startswith(words)]
    return max(found, key=lambda d: d.rect.y, default=None)


def test_sell_and_pick_up_keep_their_places(open_app):
    person = open_app(bot_pace=0.0)
    seen, keys = [], {"Sell": set(), "Pick up": set()}

    def look(screen):
        sell, pick = _button(screen, "Sell"), _button(screen, "Pick up")
        for name, d in (("Sell", sell), ("Pick up", pick)):
            if d is not None and d.text[:1].isdigit():
                keys[name].add(d.text[0])
        if sell and pick:
            seen.append((sell.text, pick.text, sell.rect.x < pick.rect.x))
        return False

    walk(person, "star-cargo", look)
    assert seen, "the lesson never showed Sell and Pick up together"
    swapped = [(s, p) for s, p, in_order in seen if not in_order]
    assert not swapped, f"Pick up stood left of Sell: {sorted(set(swapped))[:3]}"
    assert all(len(k) <= 1 for k in keys.values()), f"a button changed its key between turns: {keys}"
