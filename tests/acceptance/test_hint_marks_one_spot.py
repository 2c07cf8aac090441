"""Play test 5a: in Captain the Hint said "1. Move here (1 action)" but put
its green "Hint" tag on every far hex whose flight starts with that move,
seven tags piled over each other, and the hex hovered said "fly here (4
moves, 4 actions)".  The hint marks where the person would click for its
top choice, one tag a spot, and that spot's click says the same words."""
from __future__ import annotations

from tests.acceptance.conftest import start_game_at


def test_the_captain_hint_tags_the_one_hex_its_move_goes_to(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"],
                          lambda st: st.to_act == 0 and st.round >= 2 and st.mode == "turn", seed=2)
    person.wait_until(lambda: table.my_turn and person.screen.find("Hint"), seconds=30, why="not the person's turn")
    person.click_text("Hint")
    person.wait_until(lambda: person.screen.find("Hint: "), seconds=60, why="the hint never came")
    person.frames(2)
    top = [d.text for d in person.screen.find("1. ")]
    assert top and "Move" in top[0], top  # this position's top choice is a move
    words = top[0][3:]
    tags = [d.rect for d in person.screen.find("Hint") if d.text == "Hint" and table.board_rect.contains(d.rect)]
    assert tags, person.screen.texts()
    pills = [t.inflate(28, 4) for t in tags]  # the green pill around each word
    assert not any(a.colliderect(b) for i, a in enumerate(pills) for b in pills[i + 1:]), [tuple(t) for t in tags]
    for tag in tags:
        person.move((tag.centerx, tag.bottom + 24))  # the marked hex, under its tag
        person.wait(1.0)
        said = " ".join(d.text for d in person.screen.frame if d.rect is not None)
        if words.startswith("Move to "):  # the hint names the hex as the hex's tooltip does
            place, cost = words[len("Move to "):].rsplit(" (", 1)
            assert place.lower() in said.lower() and f"Click: Move here ({cost}" in said, (words, said)
        else:
            assert f"Click: {words}" in said, (words, said)
