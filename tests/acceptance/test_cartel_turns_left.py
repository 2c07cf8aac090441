"""Play test 6 (#10): on the deck's last pass the banner said "about 2 turns
left", then "about 3 turns left" after the person's own move in the same
turn: the Agents that left their tallest building lowered the draws every
later turn was counted at.  Within a turn the count may only fall."""
import re

from game.games.cartel.rules.actions import Move
from tests.acceptance.conftest import start_game_at


def _rising_move(st):
    """A Move of the person's that would raise the rules' plain estimate."""
    if not (st.view_for(0).get("reshuffled") and st.to_act == 0 and st.stage == "action" and st.actions_left == 2):
        return None
    base = st.turns_left()
    for a in st.legal_actions():
        if isinstance(a, Move):
            after = st.clone()
            after.apply(a)
            if after.to_act == 0 and after.stage == "action" and after.turns_left() > base:
                return a
    return None


def _spot(target):
    """A point of the target that picks it (its shape may lie under a taller neighbour)."""
    r = target.rect
    for fy in (0.5, 0.7, 0.85, 0.3):
        for fx in (0.5, 0.3, 0.7):
            p = (round(r.x + r.w * fx), round(r.y + r.h * fy))
            if target.hit is None or target.hit(p):
                return p
    raise AssertionError(f"no point of {target.key} picks it")


def _banner_turns(person) -> int:
    """The turns left as the banner says them, or, while the banner warns that the game may end this
    round for another reason, as the hand tray's Pass box says them."""
    shown = person.screen.find("Deck's last pass")
    if shown:
        return int(re.search(r"about (\d+) turns? left", shown[0].text).group(1))
    assert person.screen.find("Game may end this round"), person.screen.texts()
    tray = [re.fullmatch(r"about (\d+)", d.text) for d in person.screen.frame]
    found = [int(m.group(1)) for m in tray if m]
    assert found, person.screen.texts()
    return found[0]


def test_the_turns_left_never_rise_during_the_persons_turn(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], lambda st: _rising_move(st), seed=3)
    person.wait_until(lambda: table.my_turn, seconds=10)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")
    move = _rising_move(table.state)
    before = _banner_turns(person)
    start = [t for t in table.current_targets() if t.key == ("from", (move.x, move.y), "Move")]
    assert start, [t.key for t in table.current_targets()]
    person.click(_spot(start[0]))
    dest = [t for t in table.current_targets() if t.key == ("cell", (move.tx, move.ty)) and move in t.actions]
    assert dest, [t.key for t in table.current_targets()]
    person.click(_spot(dest[0]))
    if table.popup is not None:  # how many Agents go: the choice that names this move
        label = table.action_label(move)
        buttons = [d for d in person.screen.frame if d.rect is not None and d.text.endswith(label)]
        assert buttons, (label, person.screen.texts()[-12:])
        person.click(buttons[0].rect.center)
    person.wait_until(lambda: len(table.match.actions) and table.match.actions[-1] == move, seconds=5,
                      why="the move was not taken")
    person.frames(3)
    assert table.my_turn
    after = _banner_turns(person)
    assert after <= before, (before, after)
