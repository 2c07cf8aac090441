"""Play test 7 (Captain of the Stars): the crew dialog's "empty" places
and the shipyard's module lines were drawn some 9-11 px tall (shot069,
shot073); they are drawn at the small text size of the rest of the dialogs.
Play test 8: the weapons line still shrank to the floor; it is two lines."""
from __future__ import annotations

from game.ui import theme
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_captain_crew_keys import _hiring


def test_the_crew_places_read_at_the_small_text_size(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _hiring(person)
    person.wait_until(lambda: person.screen.find("Take on"), seconds=10, why="no crew dialog")
    st = person.app.top.state
    free = [d for d in person.screen.frame if d.text == "empty"]
    assert len(free) == st.content.numbers.crew_per_player - len(st.players[0].crew), person.screen.texts()
    assert all(d.size >= theme.SIZE_SMALL for d in free), free


def test_the_shipyard_lines_read_at_the_small_text_size(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "captain", ["human", "normal", "normal"],
                  lambda st: st.mode == "shop" and st.to_act == 0, seed=2, limit=4000)
    person.wait_until(lambda: person.screen.find("Federation Shipyard"), seconds=10, why="no shipyard")
    lines = [d for d in person.screen.frame if d.text.startswith(("now level", "max health", "no free moves"))
             or "evade" in d.text]
    assert len(lines) >= 3 + 4 + 4, [d.text for d in lines]
    # play test 8: the weapons line shrank to the floor ("dmg 3 · ship 10+ · settl. 8+ · rng 1"); now two lines
    weapons = [d for d in person.screen.frame if d.text.startswith(("damage ", "to hit: "))]
    assert len(weapons) == 2 * 4, [d.text for d in weapons]
    lines += weapons
    assert all(d.size >= theme.SIZE_SMALL for d in lines), [d for d in lines if d.size < theme.SIZE_SMALL]
