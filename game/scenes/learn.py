"""The "Learn to play" buttons of the menu tiles and setup: their words, and
starting a lesson (game/lesson.py) over the menu."""
from __future__ import annotations


def learn(app, game_id: str) -> None:
    """Start the lesson of `game_id` (the menu tile's and setup's "Learn to
    play"); a lesson file that does not load is said in a message."""
    from game.content import ContentError
    from game.lesson import load_lesson
    from game.scenes import registry

    try:
        lesson = load_lesson(game_id)
    except ContentError as e:
        app.push(registry.make("message", app, "This lesson cannot start", str(e)))
        return
    app.start_lesson(lesson)


def learn_button_text(game_id: str, done) -> tuple[str, str]:
    """The "Learn to play" button's label and tooltip ("" tooltip: no lesson yet)."""
    from game.lesson import has_lesson

    if not has_lesson(game_id):
        return "Learn to play", ""
    if game_id in done:
        return "Learn to play  \u2713", "You have done this lesson; play it again any time"
    return "Learn to play", "A guided first game: the coach shows one thing at a time, then lets you play on"
