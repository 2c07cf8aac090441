"""Every lesson (content/*/lesson.yaml) walked through the real table: each
lit target is the expected legal action, each check holds, the lesson
reaches its hand-over; a wrong click is refused with a hint; a broken lesson
file gives one clear sentence."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.content import ContentError, load_yaml_file
from game.lesson import Check, has_lesson, kinds_of_game, load_lesson, parse_lesson
from game.scenes.lesson_walk import LessonBroken, play_bots, walk, wrong_click_point
from game.scenes.table_parts.coach import WRONG_CLICK

CONTENT = Path(__file__).resolve().parents[2] / "content"
LESSON_GAMES = sorted(p.parent.name.replace("_", "-") for p in CONTENT.glob("*/lesson.yaml"))


def test_there_is_a_lesson():
    assert "cartel" in LESSON_GAMES


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_the_lesson_walks_to_its_hand_over(app, game_id):
    lesson = load_lesson(game_id)
    result = walk(app, lesson)
    assert result.coach.step.handover
    assert [s.id for s in result.steps] == [s.id for s in lesson.steps]
    expecting = [s for s in lesson.steps if s.expect is not None]
    assert expecting, "a lesson lets the person play"
    walked = {s.id: s for s in result.steps}
    for s in expecting:
        assert walked[s.id].action, f"step {s.id} took no action"
    assert not result.table.state.is_over
    taught = set(lesson.taught_kinds())
    assert taught <= set(kinds_of_game(game_id)) | {"Pass"}


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_the_coach_never_covers_a_lit_target_or_an_open_dialog(app, game_id):
    seen = []

    def watch(table, coach):
        coach.update(0.0)  # a frame passes before the person clicks
        lit = [r for r, _ in coach.lit()]
        dialogs = list(table.dialog_rects())
        seen.append((coach.step.id, bool(dialogs)))
        assert not [r for r in lit if coach.rect.colliderect(r)], (coach.step.id, coach.rect, lit)
        assert not [r for r in dialogs if coach.rect.colliderect(r)], (coach.step.id, coach.rect, dialogs)
        assert not any(b.rect.colliderect(r) for b in coach.buttons.values() for r in lit + dialogs)

    walk(app, load_lesson(game_id), watch=watch)
    assert seen


def _first_expecting(lesson):
    return next(i for i, s in enumerate(lesson.steps) if s.expect is not None)


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_a_wrong_click_is_refused_with_a_hint(app, game_id):
    lesson = load_lesson(game_id)
    i = _first_expecting(lesson)
    result = walk(app, lesson, stop_at=i)
    table, coach = result.table, result.coach
    play_bots(table, coach)
    assert coach.expecting and coach.lit()
    steps = len(table.match.steps)
    pos = wrong_click_point(table, coach)
    assert pos is not None
    table.click(pos)
    assert len(table.match.steps) == steps
    assert coach.index == i
    assert coach.wrong_clicks == 1
    assert table.toasts[-1][0] == (lesson.steps[i].wrong or WRONG_CLICK)


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_the_gate_refuses_a_legal_action_the_step_does_not_expect(app, game_id):
    lesson = load_lesson(game_id)
    i = _first_expecting(lesson)
    result = walk(app, lesson, stop_at=i)
    table, coach = result.table, result.coach
    play_bots(table, coach)
    others = [a for a in table.legal if not coach.step.expect.matches(a)]
    if not others:
        pytest.skip("every legal action is the expected one here")
    steps = len(table.match.steps)
    assert table.take(others[0]) is False
    assert len(table.match.steps) == steps
    coach.turn_off()  # the coach off: the table takes any legal action
    assert table.take(others[0]) is True


def _lesson_text(tmp_path, text: str):
    d = tmp_path / "content" / "cartel"
    d.mkdir(parents=True, exist_ok=True)
    path = d / "lesson.yaml"
    path.write_text(text, encoding="utf-8")
    return path


GOOD = """game: cartel
title: t
minutes: 5
setup: {seats: [human, easy, easy], seed: 1}
steps:
  - {id: a, text: Hello.}
  - {id: b, text: Open one., expect: {kind: PlaceFirst}}
  - {id: c, text: Over to you., handover: true}
"""


def test_a_good_minimal_file_parses(tmp_path):
    lesson = parse_lesson(load_yaml_file(_lesson_text(tmp_path, GOOD)), "cartel")
    assert lesson.person == 0 and lesson.handover_index == 2
    assert lesson.taught_kinds() == ["PlaceFirst"]


def test_an_action_with_a_field_called_kind_is_named_with_action(tmp_path):
    from game.games.star_cartel.rules.actions import Stash

    text = GOOD.replace("game: cartel", "game: star-cartel").replace(
        "expect: {kind: PlaceFirst}", "expect: {action: Stash, kind: medicine}")
    path = _lesson_text(tmp_path, text)
    lesson = parse_lesson(load_yaml_file(path), "star-cartel")
    expect = lesson.steps[1].expect
    assert expect.kind == "Stash" and expect.fields == {"kind": "medicine"}
    assert expect.matches(Stash("medicine")) and not expect.matches(Stash("food"))
    with pytest.raises(ContentError) as err:
        parse_lesson(load_yaml_file(_lesson_text(tmp_path, text.replace("kind: medicine", "colour: red"))),
                     "star-cartel")
    assert err.value.key == "steps[1].expect.colour"


@pytest.mark.parametrize("change, key, words", [
    (("seed: 1", "seed: lots"), "setup.seed", "expected an integer"),
    (("kind: PlaceFirst", "kind: Teleport"), "steps[1].expect.kind", "no decision kind 'Teleport'"),
    (("kind: PlaceFirst}", "kind: PlaceFirst, colour: red}"), "steps[1].expect.colour", "unknown key"),
    (("[human, easy, easy]", "[easy, easy, easy]"), "setup.seats", "exactly one human seat"),
    (("handover: true", "handover: false"), "steps", "exactly one hand-over step"),
    (("text: Hello.", "text: [1, 2]"), "steps[0].text", "expected a non-empty text"),
    (("game: cartel", "game: captain"), "game", "names"),
    (("id: b,", "id: a,"), "steps[1].id", "used twice"),
])
def test_a_broken_file_names_file_key_and_problem(tmp_path, change, key, words):
    path = _lesson_text(tmp_path, GOOD.replace(*change))
    with pytest.raises(ContentError) as err:
        parse_lesson(load_yaml_file(path), "cartel")
    assert err.value.key == key
    assert words in err.value.problem
    assert "lesson.yaml" in str(err.value)


def test_hostile_files_end_in_a_sentence(tmp_path):
    for text in ["[" * 200 + "]" * 200, "steps: " + "x" * (5 * 1024 * 1024), "- 1\n- 2\n",
                 GOOD.replace("text: Hello.", "text: " + "word " * 200)]:
        path = _lesson_text(tmp_path, text)
        with pytest.raises(ContentError) as err:
            parse_lesson(load_yaml_file(path), "cartel")
        assert "lesson.yaml" in str(err.value)


def test_a_check_that_does_not_hold_stops_the_walk(app):
    lesson = load_lesson("cartel")
    i = _first_expecting(lesson)
    steps = list(lesson.steps)
    steps[i] = type(steps[i])(**{**steps[i].__dict__,
                                 "checks": (Check(("hand_sizes", 0), "equals", 99, "lesson.yaml: steps"),)})
    broken = type(lesson)(**{**lesson.__dict__, "steps": tuple(steps)})
    with pytest.raises(LessonBroken, match="hand_sizes.0 should pass equals 99"):
        walk(app, broken)


def test_checks_read_paths_and_refuse_missing_ones():
    view = {"hand": ["a", "b"], "officials": [["tu"], []], "actions_left": 2}
    assert Check(("hand",), "length", 2, "w").holds(view)[0]
    assert Check(("officials", 0), "contains", "tu", "w").holds(view)[0]
    assert Check(("actions_left",), "at_least", 1, "w").holds(view)[0]
    ok, why = Check(("officials", 5), "length", 0, "w").holds(view)
    assert not ok and "nothing at officials.5" in why


def test_learn_check_of_a_game_without_a_lesson_fails_in_a_sentence(capsys):
    from game.cli import main
    from game.games import all_specs

    missing = [s.id for s in all_specs() if not has_lesson(s.id)]
    if not missing:
        pytest.skip("every game has a lesson")
    assert main(["learn", missing[0], "--check"]) == 2
    err = capsys.readouterr().err
    assert "lesson.yaml" in err and "no lesson for this game yet" in err


def test_learn_of_an_unknown_game_fails_in_a_sentence(capsys):
    from game.cli import main

    assert main(["learn", "star_cartel", "--check"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'star_cartel'" in err and "star-cartel" in err


def test_settings_keep_lessons_done_and_read_old_files(tmp_path, monkeypatch):
    import json

    from game.persist import Settings

    monkeypatch.setenv("CANTINA_HOME", str(tmp_path))
    s = Settings.load()
    assert s.lessons_done == []
    s.lessons_done = ["cartel"]
    s.save()
    assert Settings.load().lessons_done == ["cartel"]
    path = next(tmp_path.rglob("settings.json"))
    data = json.loads(path.read_text())
    data["lessons_done"] = [1, {"x": 2}]
    path.write_text(json.dumps(data))
    loaded = Settings.load()
    assert loaded.lessons_done == [] and "lessons_done" in loaded.problems
    del data["lessons_done"]  # a file from before lessons
    path.write_text(json.dumps(data))
    loaded = Settings.load()
    assert loaded.lessons_done == [] and not loaded.problems


def test_the_hand_over_marks_the_lesson_done_and_the_menu_ticks_it(app):
    from game.scenes.learn import learn_button_text

    done = []
    walk(app, load_lesson("cartel"), on_handover=lambda: done.append(True))
    assert done == [True]
    assert learn_button_text("cartel", set())[0] == "Learn to play"
    app.lesson_done("cartel")
    assert app.settings.lessons_done == ["cartel"]
    assert "\u2713" in learn_button_text("cartel", set(app.settings.lessons_done))[0]


def test_the_menu_tile_starts_the_lesson_with_its_coach(app):
    from game.scenes.menu import MenuScene
    from game.scenes.table_parts.coach import Coach

    menu = MenuScene(app)
    app.push(menu)
    button = next(b for b, s in zip(menu.learn_buttons, menu.specs) if s.id == "cartel")
    assert button.enabled
    assert not any(b.enabled for b, s in zip(menu.learn_buttons, menu.specs) if not has_lesson(s.id))
    import pygame

    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        menu.handle(pygame.event.Event(kind, pos=button.rect.center, button=1))
    table = app.top
    coaches = [p for p in table.parts if isinstance(p, Coach)]
    assert len(coaches) == 1 and coaches[0].index == 0
    assert table.match.seed == load_lesson("cartel").seed


def test_coach_off_lets_any_move_through_and_after_the_hand_over_it_names_new_kinds(app):
    lesson = load_lesson("cartel")
    result = walk(app, lesson)
    coach, table = result.coach, result.table
    assert coach.gate(object()) == ""  # after the hand-over the person plays freely
    assert coach.note == lesson.steps[-1].text  # the hand-over's words are shown
    assert coach._panel_words()[1] == lesson.steps[-1].text
    play_bots(table, coach)
    assert table.my_turn
    coach.commented = set(lesson.taught_kinds()) - {"Draw"}
    table.refresh()
    assert coach.note == lesson.steps[-1].text  # something new waits while the hand-over's words are up
    coach.dismiss()
    assert coach.note.startswith("Something new") and "Draw" in coach.note  # one line, the first time
    coach.dismiss()
    table.refresh()
    assert coach.note == ""  # said once only
    coach.turn_off()
    assert coach.off and not coach.lit()


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_the_hand_over_note_never_covers_the_log_and_goes_after_a_few_seconds(app, game_id):
    from game.scenes.table_parts.coach import NOTE_MIN_SECONDS, NOTE_READING_WPM

    result = walk(app, load_lesson(game_id))
    coach, table = result.coach, result.table
    assert coach.note
    coach.update(0.0)
    assert not coach.rect.colliderect(table.log_rect)
    play_bots(table, coach)  # its reading time counts from the person's turn
    assert coach.note and table.my_turn
    coach.commented |= {type(a).__name__ for a in table.legal}  # nothing new to name after it
    reading = max(NOTE_MIN_SECONDS, len(coach.note.split()) * 60 / NOTE_READING_WPM)
    coach.update(reading - 0.5)  # the person reads
    assert coach.note and not coach.rect.colliderect(table.log_rect)
    coach.update(1.0)
    assert coach.note == "" and "ok" not in coach.buttons
    assert not coach.rect.colliderect(table.log_rect) and coach.rect.h < 100


def test_the_hand_over_note_goes_at_the_persons_first_decision(app):
    result = walk(app, load_lesson("cartel"))
    coach, table = result.coach, result.table
    play_bots(table, coach)
    assert coach.note and table.my_turn
    coach.commented |= {type(a).__name__ for a in table.legal}  # nothing new to name after this decision
    table.apply_action(table.legal[0])
    assert coach.note == ""


def test_statistics_count_games_after_a_lesson_and_read_old_files():
    import json

    from game import stats
    from tests.test_stats import finished

    rec = stats.Stats()
    assert stats.record(rec, finished(["human", "easy"], [3, 2], [0], game="cartel"), lesson_done=True)
    assert stats.record(rec, finished(["human", "easy"], [3, 2], [0], game="cartel"))
    assert rec.after_lesson == {"cartel": 1}
    again = stats.parse(json.dumps(rec.to_json()).encode())
    assert again.after_lesson == {"cartel": 1} and again.totals("cartel").games == 2
    old = {"format": 1, "games": {"cartel": {"easy": {"games": 1, "wins": 1, "losses": 0, "best": 3}}}}
    assert stats.parse(json.dumps(old).encode()).after_lesson == {}
    for bad in ([1], {"cartel": -1}, {"cartel": "many"}, {"": 1}):
        with pytest.raises(stats.StatsError):
            stats.parse(json.dumps({**old, "after_lesson": bad}).encode())


def test_restart_step_puts_back_what_the_person_picked_up(app):
    lesson = load_lesson("cartel")
    i = next(k for k, s in enumerate(lesson.steps) if s.id == "move")
    result = walk(app, lesson, stop_at=i)
    table, coach = result.table, result.coach
    play_bots(table, coach)
    first = [tuple(r) for r, _ in coach.lit()]
    rect, target = coach.lit()[0]
    table.click(target.rect.center)  # the Agents are picked up: the destination is lit now
    assert [tuple(r) for r, _ in coach.lit()] != first
    steps = len(table.match.steps)
    coach.restart_step()
    assert [tuple(r) for r, _ in coach.lit()] == first
    assert len(table.match.steps) == steps and coach.index == i


@pytest.mark.slow  # main.py in a Python process walking the whole lesson
def test_learn_check_prints_the_steps_and_what_they_teach(tmp_path):
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, CANTINA_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, str(root / "main.py"), "learn", "cartel", "--check"], cwd=root, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    lesson = load_lesson("cartel")
    assert f"{len(lesson.steps)} steps; teaches {len(lesson.taught_kinds())} of the " \
           f"{len(kinds_of_game('cartel'))} decision kinds" in out.stdout
    assert "[teaches Road]" in out.stdout and "guided part: about" in out.stdout
    assert not (tmp_path / "home").exists() or not list((tmp_path / "home").rglob("*.json"))



@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_after_the_hand_over_a_window_with_only_pass_is_no_news(app, game_id):
    """The bots' rolls right after Star Traders' hand-over ask the person, who
    can only pass: the coach kept the hand-over's words, not "Something new: Pass."."""
    lesson = load_lesson(game_id)
    result = walk(app, lesson)
    coach, table = result.coach, result.table
    notes = []
    refresh = coach.on_refresh

    def noting():
        refresh()
        notes.append(coach.note)

    coach.on_refresh = noting
    play_bots(table, coach)
    assert notes and not [n for n in notes if "Pass" in n]


def test_cartel_move_step_takes_the_two_clicks_its_words_name(app):
    """The words once said "and choose 2", but no chooser comes: the coach
    lets only the move of both Agents through, so the second click takes it."""
    lesson = load_lesson("cartel")
    step = next(s for s in lesson.steps if s.id == "move")
    walked = next(s for s in walk(app, lesson).steps if s.id == "move")
    assert walked.clicks == 2
    assert "choose" not in step.text


def test_a_hovered_targets_tooltip_leaves_the_coach_panel_readable(app):
    """In Cartel's "agent" step the new building's tooltip went up over the
    coach's words and its Restart step button (and, moved aside, over the lit tower)."""
    lesson = load_lesson("cartel")
    index = next(i for i, s in enumerate(lesson.steps) if s.id == "agent")
    result = walk(app, lesson, stop_at=index)
    table, coach = result.table, result.coach
    play_bots(table, coach)
    assert coach.expecting
    shown = 0
    for t in table.current_targets():
        if t.rect is None or not table.board.tooltip(t) or not table.board_rect.contains(t.rect):
            continue  # the city's targets (a side panel's tooltip may have no free spot)
        table.app.mouse = table.target_at(t.rect.center) is t and t.rect.center or None
        if table.app.mouse is None:
            continue
        table.update_hover()
        app.render()
        r = app.tooltips.shown
        if r is not None:
            shown += 1
            assert not r.colliderect(coach.rect), (t.key, r, coach.rect)
            if t.rect not in [lit for lit, _ in coach.lit()]:
                assert not any(r.colliderect(lit) for lit, _ in coach.lit()), (t.key, r)  # nor the lit target
    assert shown


def test_a_lesson_that_no_longer_fits_its_game_exits_2_like_any_broken_content(monkeypatch, capsys):
    """Issue 50 item 7: `learn GAME --check` on a lesson the game outgrew."""
    from game.cli import main
    from game.scenes import lesson_walk

    def broken(app, lesson):
        raise lesson_walk.LessonBroken("step 'draw': the lit target offers nothing legal")

    monkeypatch.setattr(lesson_walk, "walk", broken)
    assert main(["learn", "cartel", "--check"]) == 2
    assert "does not hold at the table" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_the_lesson_walks_with_animations_on_as_the_screenshot_tool_does(game_id, tmp_path, monkeypatch):
    """`main.py screenshot learn` walks with the person's settings (animations
    on); a coach waiting for a move to land once kept its Next from a walk
    that runs no frames, and the walk went round."""
    from game.app import App, shutdown
    from game.persist import Settings

    monkeypatch.setenv("CANTINA_HOME", str(tmp_path))
    settings = Settings()
    settings.animation_speed = 1.0
    app = App(settings, size=(1280, 720), fullscreen=False, audio=False)
    try:
        assert walk(app, load_lesson(game_id)).coach.step.handover
    finally:
        app.close_worker()
        shutdown()
