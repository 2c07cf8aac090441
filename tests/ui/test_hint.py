"""The table's Hint button and H key (game/scenes/table_parts/hint.py): the
search's top choices shown in a panel with the best lit on the table, the
spinner while it thinks, dropped when the person acts first, off in the
settings or without bots, counted in the match and on the results screen;
the game's end counted in the record of games (game/stats.py)."""
from __future__ import annotations

import time

import pygame
import pytest

from game import stats
from game.ai import decide, hint, make_bot
from game.ai.hint import HINT, Hint
from game.ai.worker import BotWorker
from game.scenes import table_scene_class
from game.seating import build_match
from game.session import Match, SaveError
from game.ui.assets import Assets

GAME = "star-cargo"
SEED = 4


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setitem(hint.BUDGET, "seconds", None)
    monkeypatch.setitem(hint.BUDGET, "iterations", 40)
    monkeypatch.setitem(hint.BUDGET, "samples", 6)


def person_to_act(kinds=("human", "normal", "normal")):
    """A match where seat 0 (a person) has a choice to make."""
    match = build_match(GAME, list(kinds), SEED)
    bot = make_bot(GAME, "normal")
    while match.state.to_act != 0 or len(match.state.legal_actions()) < 2 or len(match.steps) < 4:
        match.apply(decide(match.state, bot, SEED, len(match.steps)))
    return match


def open_table(app, match):
    table = table_scene_class(GAME)(app, match)
    app.reset(table)
    return table


def press_h(table):
    return table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))


def wait_for_hint(table, timeout=30.0):
    end = time.monotonic() + timeout
    while table.hints.pending and time.monotonic() < end:
        table.update(0.02)
        time.sleep(0.005)
    assert not table.hints.pending, "the hint never came"


def drawn_text(app, monkeypatch) -> list[str]:
    seen = []
    original = Assets.text

    def spy(assets, text, *a, **k):
        seen.append(text)
        return original(assets, text, *a, **k)

    monkeypatch.setattr(Assets, "text", spy)
    app.render()
    monkeypatch.setattr(Assets, "text", original)
    return seen


@pytest.mark.slow
def test_h_shows_the_top_choices_lit_on_the_table_and_counts_them(app, monkeypatch):
    match = person_to_act()
    table = open_table(app, match)
    assert table.hint_button in table.widgets and table.hint_button.enabled
    assert press_h(table)
    assert table.hints.pending
    assert "Thinking about your choices…" in drawn_text(app, monkeypatch)  # the spinner panel
    wait_for_hint(table)
    h = table.hint
    assert isinstance(h, Hint) and 1 <= len(h.choices) <= 3
    assert all(a in table.legal for a, _ in h.choices)
    assert match.hints == 1
    assert table.hint_routes(h.best), "the best choice has a mouse route to light"
    text = drawn_text(app, monkeypatch)
    assert "Hint: the Hard bot's top choices" in text
    assert f"1. {table.action_label(h.best)}" in text
    # H again hides it, and that is no new hint
    press_h(table)
    assert table.hint is None and match.hints == 1
    # the button asks again
    table.click(table.hint_button.rect.center)
    wait_for_hint(table)
    assert table.hint is not None and match.hints == 2
    # a click on the panel closes it
    table.click(table.hints.panel_rect().center)
    assert table.hint is None


def test_acting_first_drops_the_hint_request(app):
    match = person_to_act()
    table = open_table(app, match)
    press_h(table)
    assert table.hints.pending
    table.take(table.legal[0])
    assert not table.hints.pending and table.hint is None
    for _ in range(50):  # the bots play on; no hint turns up for a decision already taken
        table.update(0.02)
        time.sleep(0.002)
        assert table.hint is None
    assert match.hints == 0


def test_no_hint_outside_the_persons_turn(app):
    match = person_to_act()
    match.apply(decide(match.state, make_bot(GAME, "normal"), SEED, len(match.steps)))
    while match.state.to_act == 0:
        match.apply(decide(match.state, make_bot(GAME, "normal"), SEED, len(match.steps)))
    table = table_scene_class(GAME)(app, match, autoplay=False)
    app.reset(table)
    assert not table.hint_button.enabled and "your own decision" in table.hint_button.disabled_reason
    press_h(table)
    assert not table.hints.pending
    assert any("your own decision" in t[0] for t in table.toasts)


def test_no_hint_button_when_hints_are_off_or_no_bot_plays(app):
    app.settings.hints = False
    table = open_table(app, person_to_act())
    assert table.hint_button not in table.widgets
    assert not press_h(table) and not table.hints.pending
    app.settings.hints = True
    friends = build_match(GAME, ["human", "human"], SEED)
    table = open_table(app, friends)
    assert table.hint_button not in table.widgets
    assert not table.ask_hint()
    press_h(table)
    assert not table.hints.pending


def test_hints_used_are_saved_and_shown_on_the_results(app, monkeypatch):
    from game.app import _played_match
    from game.scenes.results import ResultsScene

    match = _played_match(GAME, 3, SEED, None, {})
    match.hints = 2
    back = Match.from_json(match.to_json())
    assert back.hints == 2
    app.reset(ResultsScene(app, back))
    assert "Hints used: 2" in drawn_text(app, monkeypatch)
    app.reset(ResultsScene(app, Match.from_json(build_match(GAME, ["human", "normal"], SEED).to_json())))
    assert not any(t.startswith("Hints used") for t in drawn_text(app, monkeypatch))


@pytest.mark.parametrize("bad", [-1, 10 ** 9, "2", True, 1.5, None, [2]])
def test_a_bad_hint_count_in_a_save_is_refused_in_words(bad):
    record = build_match(GAME, ["human", "normal"], SEED).to_json()
    record["hints"] = bad
    with pytest.raises(SaveError, match="hints"):
        Match.from_json(record)


def test_the_end_of_a_game_at_the_table_is_recorded(app):
    from game.app import _played_match

    done = _played_match(GAME, 3, SEED, None, {})
    match = build_match(GAME, ["human", "hard", "easy"], SEED)
    for step in done.steps[:-1]:
        match.apply(step.action)
    table = table_scene_class(GAME)(app, match, autoplay=False)
    app.reset(table)
    table.apply_action(done.steps[-1].action)
    assert match.state.is_over
    rec, notice = stats.load()
    assert notice == ""
    cell = rec.games[GAME]["hard"]
    assert cell.games == 1 and cell.wins + cell.losses == 1
    assert cell.best == next(s.total for s in match.state.scores() if s.seat == 0)


@pytest.mark.slow
def test_the_worker_process_answers_a_hint_request():
    match = person_to_act()
    worker = BotWorker(use_process=True)
    try:
        worker.request(match.to_json(), HINT)
        h = worker.wait(timeout=60)
        assert isinstance(h, Hint) and h.best in match.state.legal_actions()
        # a bot's move still comes back as an action afterwards
        worker.request(match.to_json(), "normal")
        assert worker.wait(timeout=60) in match.state.legal_actions()
    finally:
        worker.close()


@pytest.mark.slow
def test_the_screenshot_scenes_hint_and_stats_draw(app):
    from game.app import make_screenshot_scene
    from game.scenes.stats import StatsScene
    from tests.ui.conftest import non_blank

    table = make_screenshot_scene(app, "hint:star-cargo", 3, 1, 9)
    app.reset(table)
    assert table.my_turn and table.hint is not None and table.hint.best in table.legal
    assert non_blank(app.render())
    scene = make_screenshot_scene(app, "stats")
    assert isinstance(scene, StatsScene)
    app.reset(scene)
    assert non_blank(app.render())


@pytest.mark.slow
def test_no_board_tooltip_covers_the_hint(app):
    """Play test 3: a building's tooltip lay over the Hint panel, which could
    not be read until the pointer moved."""
    from game.ui import tooltip

    match = person_to_act()
    table = open_table(app, match)
    press_h(table)
    wait_for_hint(table)
    panel = table.hints.panel_rect()
    app.tooltips.delay = 0
    shown = 0
    for t in [t for t in table.board.targets if t.rect is not None and t.tooltip]:
        app.mouse = t.rect.center
        table.update_hover()
        if table.hover_target is not t or table.hovered_widget() is not None or panel.collidepoint(app.mouse):
            continue
        app.render()
        r = app.tooltips.shown
        if r is not None:
            shown += 1
            assert not r.colliderect(panel), (t.key, r, panel)
            assert tooltip.reach(r, app.mouse) <= tooltip.REACH
    assert shown > 3
