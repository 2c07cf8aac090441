"""Play test 6 (#12): the "Since your last turn" recap grew up over the
player panels and covered Rigel's VP.  It keeps to the log's place (play
test 7): every line drawn reads whole and no panel's words are under it."""
import pygame

from tests.acceptance.conftest import start_game_at


def test_the_recap_widens_before_it_covers_a_panel(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"], seed=2,
                          until=lambda st: st.to_act == 0 and (st.round_number() or 0) >= 4)
    person.wait_until(lambda: table.my_turn and person.screen.find("Since your last turn"), seconds=20,
                      why="the recap did not open at the person's turn")
    person.move((4, 4))
    head = person.screen.find("Since your last turn")[0].rect
    lines = [d for d in person.screen.frame if d.rect is not None and d.rect.y > head.y and d.size == theme_tiny()
             and d.rect.x >= head.x and d.rect.x < head.x + 60]
    assert len(lines) >= 4, [d.text for d in lines]
    assert not [d.text for d in lines if d.text.endswith("…")]
    box = head.unionall([d.rect for d in lines]).inflate(16, 12)
    panels = [pygame.Rect(r) for r in table.panels.rects]
    own = {id(d) for d in lines} | {id(d) for d in person.screen.frame if d.text in ("Since your last turn", "×")}
    words = [d.text for d in person.screen.frame if d.rect is not None and id(d) not in own
             and any(p.contains(d.rect) for p in panels) and box.colliderect(d.rect)]
    assert not words, f"the recap {tuple(box)} covers the panels' {words}"


def theme_tiny():
    from game.ui import theme

    return theme.SIZE_TINY
