"""Play test 6 (#12): Captain's region names (TALS MIRE) were crossed by the
map's lines: the hex grid runs through every region, so no spot of it is
free of lines.  Each name sits on its own dark plate, drawn in the same
frame, that the lines do not cross."""
import pygame

from game.ui import draw
from tests.acceptance.test_lessons_walked import _start_lesson


def test_every_region_name_sits_on_a_plate(open_app, monkeypatch):
    plates = []
    real_panel = draw.panel

    def panel(surface, rect, *args, **kwargs):
        plates.append(pygame.Rect(rect))
        return real_panel(surface, rect, *args, **kwargs)

    monkeypatch.setattr(draw, "panel", panel)
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    _start_lesson(person, "captain")
    plates.clear()
    person.move((4, 4))  # a frame drawn afresh
    table = person.app.top
    titles = {pl.title.upper() for pl in table.state.board.placements if not pl.federation}
    names = [d for d in person.screen.frame if d.rect is not None and d.text in titles]
    assert len(names) >= 4, person.screen.texts()
    bare = [d.text for d in names if not any(p.contains(d.rect) for p in plates)]
    assert not bare, f"names crossed by the map's lines, on no plate: {bare}"
