"""Issue 49 item 2 (play test 8, shot057): a Quarantine card in the hand
opened a 37-item list that ran off the top of the window, its first choices
cut and out of reach.  A chooser stays inside the window: a long list is
laid out in columns (and pages past what they hold), every choice whole and
clickable."""
import re

from game.games.star_traders.luck_cards import luck
from tests.acceptance.conftest import start_game_at

PLAY = re.compile(r"Play Quarantine at (\d+)")


def _person_turn(st) -> bool:
    return st.stage == "turn" and st.to_act == 0 and st.window() is None


def test_a_card_with_37_plays_lists_every_one_inside_the_window(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    # Star Traders Imperial, seed 71: the person's first turn, a Quarantine card in hand (36 worlds and a discard)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=71,
                          options={"version": "imperial"}, until=_person_turn)
    worlds = {a.world for a in table.state.legal_actions() if type(a).__name__ == "PlayLuck" and a.kind == "quarantine"}
    assert len(worlds) == 36
    card = next(c for c in table.state.hands[0] if luck(c).kind == "quarantine")
    person.wait_until(lambda: person.screen.find("Roll for a jump"), seconds=20, why="the person's turn never showed")
    recap = person.screen.find("Since your last turn")
    if recap:  # the recap of the bots' turns covers the hand until it is clicked away
        person.click(recap[0].rect.center)
    hand = [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "hand" and t.key[2] == card]
    assert hand, "the Quarantine card is not drawn in the hand"
    person.click(hand[0].rect.center)
    person.wait_until(lambda: person.screen.find("Play Quarantine at"), seconds=3, why="the card opened no list")
    canvas = person.app.canvas.get_rect()
    seen = {}
    for _ in range(6):
        for d in person.screen.find("Play Quarantine at"):
            assert canvas.contains(d.rect), f"{d.text!r} drawn at {d.rect}, outside the window {canvas}"
            seen[int(PLAY.search(d.text).group(1))] = d
        more = person.screen.find("›")
        if len(seen) == len(worlds) or not more:
            break
        person.click(more[-1].rect.center)
    assert set(seen) == worlds, sorted(worlds - set(seen))
    # the first choice of the list is within reach: a click on it takes it
    first = min(seen)
    while not person.screen.find(f"Play Quarantine at {first} ") and person.screen.find("‹"):
        person.click(person.screen.find("‹")[-1].rect.center)
    steps = len(table.match.steps)
    person.click_text(f"Play Quarantine at {first} ")
    person.wait_until(lambda: len(table.match.steps) > steps, seconds=3, why="the click took nothing")
    assert table.match.steps[steps].action.world == first
