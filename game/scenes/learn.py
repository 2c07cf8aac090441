"""The "Learn to play" buttons of the menu tiles and setup: their words,
starting a lesson (game/lesson.py) over the menu, and resuming one left
part-way (its game is autosaved with the coach's step: session.LessonMark)."""
from __future__ import annotations


def learn(app, game_id: str) -> None:
    """Start the lesson of `game_id` (the menu tile's and setup's "Learn to
    play"), offering first to resume one left part-way; a lesson file that
    does not load is said in a message."""
    from game import persist
    from game.content import ContentError
    from game.lesson import load_lesson
    from game.scenes import registry

    try:
        lesson = load_lesson(game_id)
    except ContentError as e:
        app.push(registry.make("message", app, "This lesson cannot start", str(e)))
        return
    info = persist.lesson_autosave(game_id)
    if info is None or lesson_misfit(lesson, info.match):
        app.start_lesson(lesson)
        return
    if info.match.lesson.step >= lesson.handover_index:
        # finished: its game is the person's own now, kept whatever they choose
        app.push(registry.make("message", app, "Play the lesson again?",
                               "You finished this lesson and played on in its game. The lesson starts again at "
                               "step 1 with the same cards; your game stays in Load game.",
                               button="Play the lesson again", on_ok=lambda: app.start_lesson(lesson),
                               other=("Go on with my game", lambda: app.start_lesson(lesson, info.match))))
        return
    step = info.match.lesson.step + 1

    def start_over():
        try:
            persist.delete_game(info)  # one lesson game at a time: the one left behind goes
        except OSError:
            pass
        app.start_lesson(lesson)

    app.push(registry.make("message", app, "Resume the lesson?",
                           f"You left this lesson at step {step} of {len(lesson.steps)}. Resume there, or start "
                           "over at step 1 with the same cards (the game left at this step is deleted).",
                           button=f"Resume at step {step}", on_ok=lambda: app.start_lesson(lesson, info.match),
                           other=("Start over", start_over)))


def lesson_misfit(lesson, match) -> str:
    """Why `match` cannot go on as `lesson`'s game at its saved step ("" when it can)."""
    mark = match.lesson
    if mark is None:
        return "This game was not saved as a lesson."
    fits = (match.game_id == lesson.game_id and match.seed == lesson.seed
            and [s.kind for s in match.seats] == list(lesson.seats)
            and match.options == match.ruleset.resolve_options(dict(lesson.options)))
    if not fits:
        return "This lesson has changed since the game was saved, so the game goes on without the coach."
    if not 0 <= mark.step < len(lesson.steps) or mark.since > len(match.steps):
        return (f"This game was saved at lesson step {mark.step + 1}, which the lesson does not have, so it goes "
                "on without the coach; Learn to play starts the lesson from step 1.")
    return ""


def resume_lesson(app, match) -> str:
    """Open a lesson's autosaved game with its coach at the saved step; ""
    when it did, else why not in one sentence (the game then opens without
    the coach)."""
    from game.content import ContentError
    from game.lesson import load_lesson

    try:
        lesson = load_lesson(match.game_id)
    except ContentError:
        return "The lesson of this game cannot be read, so the game goes on without the coach."
    why = lesson_misfit(lesson, match)
    if not why:
        app.start_lesson(lesson, match)
    return why


def learn_button_text(game_id: str, done) -> tuple[str, str]:
    """The "Learn to play" button's label and tooltip ("" tooltip: no lesson yet)."""
    from game.lesson import has_lesson

    if not has_lesson(game_id):
        return "Learn to play", ""
    if game_id in done:
        return "Learn to play  \u2713", "You have done this lesson; play it again any time"
    return "Learn to play", "A guided first game: the coach shows one thing at a time, then lets you play on"
