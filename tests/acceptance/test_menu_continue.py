"""Play test 6 (#17): after a Cartel game ended, the menu's first button
offered "Continue" a Captain lesson left an hour before, and its caption
broke mid-phrase ("Captain of the Stars, 3 players, round / 6").  The menu
offers the newest game in progress; a lesson left before a newer game is
resumed by its "Learn to play", so then the newest finished game's results
come first. The caption keeps each phrase on one line."""
import os
import re

from game import persist
from game.ai import decide, make_bot
from game.history import round_reached
from game.seating import build_match
from game.session import LessonMark
from tests.acceptance.test_lesson_resume import _exact


def _saved(game_id, moves=None, seconds_ago=0, seed=3, lesson=False):
    """An autosave of a game played by Easy bots for `moves` decisions (None: to its end)."""
    m = build_match(game_id, ["human", "easy", "easy"], seed=seed)
    if lesson:
        m.lesson = LessonMark(step=3, since=0)
    bot = make_bot(game_id, "easy")
    while not m.state.is_over and (moves is None or len(m.steps) < moves):
        m.apply(decide(m.state, bot, seed, len(m.steps)))
    persist.autosave(m)
    t = 1_700_000_000 - seconds_ago
    os.utime(m.autosave_path, (t, t))
    return m


def test_the_menu_offers_the_game_just_finished_not_an_older_lesson_left(open_app):
    _saved("captain", moves=40, seconds_ago=3600, lesson=True)
    _saved("star-cargo", seconds_ago=60)
    person = open_app()
    assert not _exact(person, "Continue"), person.screen.texts()
    first = _exact(person, "Last results")
    assert first, person.screen.texts()
    caption = [d.text for d in person.screen.frame if d.rect is not None and d.rect.top > first[0].rect.bottom]
    assert any("Star Cargo" in t for t in caption) and not any("Captain" in t for t in caption), caption
    person.click(first[0].rect.center)
    person.wait_for_text("View the", seconds=3)  # the Star Cargo results, its board one click away
    assert person.screen.shows("Star Cargo")


def test_the_continue_caption_keeps_its_phrases_whole(open_app):
    m = _saved("captain", moves=120)
    person = open_app()
    cont = _exact(person, "Continue")
    assert cont, person.screen.texts()
    caption = [d.text for d in person.screen.frame if d.rect is not None and d.rect.top > cont[0].rect.bottom
               and abs(d.rect.centerx - cont[0].rect.centerx) < 200]
    assert any("Captain of the Stars" in t for t in caption), caption
    assert any(f"round {round_reached(m)}" in t for t in caption), caption
    assert not any(re.search(r"(round|,)\s*$", t) for t in caption), caption


def test_an_older_game_in_progress_still_comes_first_over_one_just_finished(open_app):
    _saved("captain", moves=40, seconds_ago=3600)
    _saved("star-cargo", seconds_ago=60)
    person = open_app()
    cont = _exact(person, "Continue")
    assert cont and not _exact(person, "Last results"), person.screen.texts()
    caption = [d.text for d in person.screen.frame if d.rect is not None and d.rect.top > cont[0].rect.bottom
               and abs(d.rect.centerx - cont[0].rect.centerx) < 200]
    assert any("Captain of the Stars" in t for t in caption), caption


def test_the_continue_caption_meets_no_other_words(open_app):
    """Play test 8 (shot027): the caption's last line ran into "Tab: number keys on Learn to play"."""
    _saved("captain", moves=120)
    person = open_app()
    cont = _exact(person, "Continue")
    assert cont, person.screen.texts()
    below = [d for d in person.screen.frame if d.rect is not None and d.text.strip() and d.rect.top > cont[0].rect.bottom]
    tab = [d for d in below if d.text.startswith("Tab: number keys")]
    assert tab, [d.text for d in below]
    met = [d.text for d in below if d is not tab[0] and d.rect.colliderect(tab[0].rect)]
    assert met == [], met
