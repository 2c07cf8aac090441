"""Play test 5a: the rules reader printed Captain's Modules table as rows of
dot-separated numbers; its cells are now laid out in columns."""
import pygame


def test_the_captain_modules_table_reads_in_columns(person):
    person.click_text("Rules")
    person.frames(2)
    person.click_text("Captain of the Stars")
    person.frames(2)
    person.move((960, 600))
    for _ in range(80):
        if {"Modules", "level", "damage", "evade"} <= set(person.screen.texts()):
            break
        person.frames(1, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                             precise_y=-1.0, touch=False, which=0)])
    texts = person.screen.texts()
    assert "Modules" in texts and {"level", "damage", "range", "engine"} <= set(texts), texts[-40:]
    assert "·" not in texts  # the old reader joined a row's cells with dots
