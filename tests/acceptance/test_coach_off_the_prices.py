"""Play test 6 (#11): in the Star Cartel lesson the coach's panel rested on
the Cartel's price board at the welcome (and Captain's on a region's name):
a step that does not name the prices still keeps off them when another
place is free, the board being what the person reads all game.  The panel
at rest in the guided steps before the first delivery never meets the
price board's rows."""
import pygame

from game.games.star_cartel.rules import TYPES
from tests.acceptance.test_lessons_walked import _start_lesson, every_frame

REST_FRAMES = 30


def test_the_resting_coach_keeps_off_the_price_board(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    _start_lesson(person, "star-cartel")
    rows = {t.capitalize() for t in TYPES} | {"CARTEL PRICES"}
    last, rest, over = None, 0, {}
    with every_frame(person):
        for _ in range(120 * 60):
            screen = person.screen
            if "step 5 of" in " ".join(screen.coach_texts):
                break
            panel = screen.coach
            rest = rest + 1 if panel is not None and panel == last else 0
            last = pygame.Rect(panel) if panel is not None else None
            if rest < REST_FRAMES:  # the person reads the panel once it has come to rest
                person.frames(1)
                continue
            head = screen.coach_texts[0] if screen.coach_texts else ""
            board = [d for d in screen.frame if d.rect is not None and d.text.strip() in rows
                     and d.rect.x < person.app.canvas.get_width() // 2]
            hit = [d.text for d in board if panel.colliderect(d.rect)]
            if hit:
                over.setdefault(head, hit)
            nxt = [d for d in screen.find("Next") if d.rect is not None and panel.contains(d.rect)]
            if nxt:
                person.click(nxt[0].rect.center)
            elif screen.lit:
                person.click(screen.lit[0].center)
            rest = 0
            person.frames(1)
        else:
            raise AssertionError("step 5 never came")
    assert not over, over
