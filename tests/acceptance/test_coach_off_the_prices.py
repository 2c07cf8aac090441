"""Play test 6 (#11): the coach's panel rested on Star Cartel's price board
at the welcome, and on Captain's region names (AMBER REACH beside the hex
it lit): a step that does not name them still keeps off them when another
place is free, being what the person reads all game.  The panel at rest in
the guided steps never meets those words."""
import pygame
import pytest

from game.games.star_cartel.rules import TYPES
from tests.acceptance.test_lessons_walked import _start_lesson, every_frame

REST_FRAMES = 30


def _prices(table) -> set:
    return {t.capitalize() for t in TYPES} | {"CARTEL PRICES"}


def _regions(table) -> set:
    return {pl.title.upper() for pl in table.state.board.placements if not pl.federation}


@pytest.mark.parametrize("game_id, words, until", [
    ("star-cartel", _prices, 5),
    pytest.param("captain", _regions, 9, marks=pytest.mark.slow),  # the same resting rule, read off Captain's map
])
def test_the_resting_coach_keeps_off_what_is_read_all_game(open_app, game_id, words, until):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    _start_lesson(person, game_id)
    board_words = words(person.app.top)
    last, rest, over = None, 0, {}
    with every_frame(person):
        for _ in range(120 * 60):
            screen = person.screen
            if f"step {until} of" in " ".join(screen.coach_texts):
                break
            panel = screen.coach
            rest = rest + 1 if panel is not None and panel == last else 0
            last = pygame.Rect(panel) if panel is not None else None
            if rest < REST_FRAMES:  # the person reads the panel once it has come to rest
                person.frames(1)
                continue
            head = screen.coach_texts[0] if screen.coach_texts else ""
            hit = [d.text for d in screen.frame
                   if d.rect is not None and d.text.strip() in board_words and panel.colliderect(d.rect)]
            if hit:
                over.setdefault(head, hit)
            nxt = [d for d in screen.find("Next") if d.rect is not None and panel.contains(d.rect)]
            if nxt:
                person.click(nxt[0].rect.center)
            elif screen.lit:
                person.tap(screen.lit[0].center)
            rest = 0
            person.frames(1)
        else:
            raise AssertionError(f"step {until} never came")
    assert not over, over
