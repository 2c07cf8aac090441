"""Play test 8, the Star Cargo lesson (shot033-044), checked on one walk of
the lesson that every test here reads (a walk costs about 8 s of frames;
each test process walks it once):
- the Pick up button "1  Pick up the two, jettison your seven (worth 7)" was
  drawn shrunk to about 8 px capitals in a bar with room to spare;
- Sell and Pick up swapped places and keys between turns;
- Rusk was lit in the bank while the banner still said "Rigel's turn";
- while the bots moved, the bar kept the person's "…or click a highlighted
  planet to fly there"."""
import re

from game.ui import theme
from tests.acceptance.test_lessons_walked import walk

BAR_Y = 900  # the canvas's prompt bar lies below this (1920x1080)
_WALKED: dict = {}


def _button(screen, words):
    """The button's words: below the prompt's own line, which may start with them too."""
    found = [d for d in screen.frame if d.rect is not None and d.rect.y > BAR_Y
             and re.sub(r"^\d  ", "", d.text).startswith(words)]
    return max(found, key=lambda d: d.rect.y, default=None)


def _bots_turn(texts) -> bool:
    return any(t in ("Vega's turn", "Rigel's turn") for t in texts)


def _seen(open_app) -> dict:
    """What the walk saw, from the first test of this process that asks."""
    if _WALKED:
        return _WALKED
    person = open_app(bot_pace=0.3)
    seen = {"jettison": [], "bar": [], "keys": {"Sell": set(), "Pick up": set()}, "bots": 0, "lit": [], "stale": []}

    def look(screen):
        texts = screen.texts()
        seen["jettison"].extend(d for d in screen.find("jettison your") if d.text.lstrip()[:1].isdigit())
        sell, pick = _button(screen, "Sell"), _button(screen, "Pick up")
        for name, d in (("Sell", sell), ("Pick up", pick)):
            if d is not None and d.text[:1].isdigit():
                seen["keys"][name].add(d.text[0])
        if sell and pick:
            seen["bar"].append((sell.text, pick.text, sell.rect.x < pick.rect.x))
        if _bots_turn(texts) or any(t.endswith("moves…") for t in texts):
            seen["bots"] += 1
            if screen.lit:
                seen["lit"].append(([t for t in texts if "turn" in t or "moves" in t][:2], screen.lit[:2]))
        if _bots_turn(texts) and any("highlighted planet" in t for t in texts):
            seen["stale"].append([t for t in texts if "turn" in t or "moves" in t][:3])
        return False

    walk(person, "star-cargo", look)
    _WALKED.update(seen)
    return _WALKED


def test_the_jettison_label_keeps_its_size(open_app):
    seen = _seen(open_app)["jettison"]
    assert seen, "the lesson never showed a Pick up button that jettisons cargo"
    small = {(d.text, d.size) for d in seen if d.size < theme.SIZE_SMALL}
    assert not small, f"the Pick up button's words are drawn shrunk: {sorted(small)[:3]}"


def test_sell_and_pick_up_keep_their_places(open_app):
    seen = _seen(open_app)
    assert seen["bar"], "the lesson never showed Sell and Pick up together"
    swapped = [(s, p) for s, p, in_order in seen["bar"] if not in_order]
    assert not swapped, f"Pick up stood left of Sell: {sorted(set(swapped))[:3]}"
    assert all(len(k) <= 1 for k in seen["keys"].values()), f"a button changed its key between turns: {seen['keys']}"


def test_nothing_lit_while_a_bot_turn_shows(open_app):
    seen = _seen(open_app)
    assert seen["bots"], "the lesson never showed a bot's turn"
    assert not seen["lit"], f"something is lit for the person in a bot's turn: {seen['lit'][:3]}"


def test_no_planet_hint_while_a_bot_moves(open_app):
    seen = _seen(open_app)
    assert seen["bots"], "the lesson never showed a bot's turn"
    assert not seen["stale"], f"the person's planet hint shows in a bot's turn: {seen['stale'][:3]}"
