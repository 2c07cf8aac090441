"""Issue 43 item 10, the table's side: a bot whose data file is broken stops
bot play once, says why, and offers to continue with the level that loads
(or honestly with random moves) or to quit with the game kept."""
from __future__ import annotations

import os
import time

import pygame
import pytest

from game import persist
from game.ai.worker import BotFailure, BotWorker
from game.app import build_match
from game.scenes.table import TableScene
from game.scenes.table_parts.bot_failure import continue_label
from game.session import Match
from tests.ai.test_worker_broken_content import broken_root

PNG_DIR = os.environ.get("CANTINA_TEST_PNG_DIR")  # set it to look at the dialog


def run_until(table, done, seconds: float = 90.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the table never got there"
        table.update(0.05)
        time.sleep(0.01)


def shot(app, name: str) -> None:
    app.render()
    if PNG_DIR:
        pygame.image.save(app.canvas, os.path.join(PNG_DIR, name))


def table_with_a_bot_to_move(app, game_id: str, kinds: list):
    """The menu, and over it a table where a bot is the first to act."""
    from game.scenes.menu import MenuScene

    app.push(MenuScene(app))
    m = next(m for m in (build_match(game_id, kinds, seed=seed) for seed in range(1, 50))
             if m.seats[m.state.to_act].is_bot)
    table = TableScene(app, m)
    app.push(table)
    return m, table


@pytest.fixture
def broken_star_traders_worker(app, tmp_path, monkeypatch):
    """The app's worker is a real child process reading a content copy whose
    Star Traders value model has a bad number."""
    broken = broken_root(tmp_path, "star_traders", "value_model.yaml", "family:\n  value: ", "family:\n  value: 1.5x")
    monkeypatch.setenv("CANTINA_TEST_CONTENT_ROOT", str(broken))
    app.bot_worker_factory = lambda: BotWorker(preload=("tests.ai.broken_content",))
    return app


def test_a_broken_value_model_stops_the_bots_once_and_continues_with_random_moves(broken_star_traders_worker, capfd):
    app = broken_star_traders_worker
    m, table = table_with_a_bot_to_move(app, "star-traders", ["normal", "human", "normal"])
    run_until(table, lambda: table.bot_failure.blocking)
    dialog = table.bot_failure
    seat = dialog.seat
    assert table.pacing.stopped and table.modal_open and table.bots_stopped
    assert "stopped" in table.not_your_turn_text()
    assert "content/star_traders/value_model.yaml" in dialog.failure.message
    assert [b.label for b in dialog.buttons] == ["Quit to menu", "Continue with random moves"]
    steps = len(m.steps)
    for _ in range(20):  # paused: no move, no second question, no request
        table.update(0.05)
    assert len(m.steps) == steps and dialog.seat == seat
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert dialog.blocking  # a key decides nothing: the person reads and clicks
    shot(app, "bot_failure_star_traders.png")
    table.click(dialog.buttons[1].rect.center)
    assert not dialog.blocking and not table.pacing.stopped
    assert [s.kind for s in m.seats] == ["random", "human", "random"]  # both Normal bots read the broken file
    saved = Match.loads(m.autosave_path.read_bytes())
    assert [s.kind for s in saved.seats] == ["random", "human", "random"]
    run_until(table, lambda: len(m.steps) > steps)
    assert not dialog.blocking
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err and err == ""  # the dialog said it; nothing on the console


def test_issue_50_prestige_big_names_file_and_key_offers_random_and_prints_nothing(app, tmp_path, monkeypatch,
                                                                                   capfd):
    """The attack of issue 50 item 5 as filed: `prestige: big` in Star Traders'
    value model.  Normal reads the model too (its deal answers weigh the
    win chance), so Random is the level that plays without the file."""
    monkeypatch.setenv("CANTINA_TEST_CONTENT_ROOT", str(broken_root(
        tmp_path, "star_traders", "value_model.yaml", "  prestige: 0.6317", "  prestige: big")))
    app.bot_worker_factory = lambda: BotWorker(preload=("tests.ai.broken_content",))
    m, table = table_with_a_bot_to_move(app, "star-traders", ["normal", "human", "hard"])
    run_until(table, lambda: table.bot_failure.blocking)
    message = table.bot_failure.failure.message
    assert "content/star_traders/value_model.yaml" in message and "family.prestige" in message
    assert message.count(". ") == 0 and message.endswith(".")  # one sentence
    assert [b.label for b in table.bot_failure.buttons] == ["Quit to menu", "Continue with random moves"]
    table.click(table.bot_failure.buttons[0].rect.center)
    assert table not in app.scenes
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err and err == ""
    logs = persist.data_dir() / "logs"
    assert not logs.exists() or not any("Traceback" in p.read_text() for p in logs.iterdir())


def test_quit_to_menu_keeps_the_game_in_its_autosave(broken_star_traders_worker):
    app = broken_star_traders_worker
    m, table = table_with_a_bot_to_move(app, "star-traders", ["normal", "human", "normal"])
    run_until(table, lambda: table.bot_failure.blocking)
    table.click(table.bot_failure.buttons[0].rect.center)
    assert table not in app.scenes and len(app.scenes) == 1
    saved = Match.loads(m.autosave_path.read_bytes())
    assert saved.steps == m.steps and [s.kind for s in saved.seats] == ["normal", "human", "normal"]


def test_a_broken_cartel_weight_file_offers_random_moves_in_a_process_too(app, tmp_path, monkeypatch):
    monkeypatch.setenv("CANTINA_TEST_CONTENT_ROOT",
                       str(broken_root(tmp_path, "cartel", "bot_weights.yaml", "agent:\n  value:",
                                       "agent:\n  value: .nan #")))
    app.bot_worker_factory = lambda: BotWorker(preload=("tests.ai.broken_content",))
    m, table = table_with_a_bot_to_move(app, "cartel", ["easy", "human"])
    run_until(table, lambda: table.bot_failure.blocking)
    assert "content/cartel/bot_weights.yaml" in table.bot_failure.failure.message
    assert table.bot_failure.buttons[1].label == "Continue with random moves"
    shot(app, "bot_failure_cartel.png")
    steps = len(m.steps)
    table.click(table.bot_failure.buttons[1].rect.center)
    assert m.seats[0].kind == "random"
    run_until(table, lambda: len(m.steps) > steps)


def test_when_only_the_stronger_levels_data_is_broken_normal_takes_over(app, monkeypatch):
    import game.ai
    from game.content import ContentError

    real = game.ai.make_bot

    def make_bot(game_id, level, should_stop=None):
        if level == "hard":
            raise ContentError("content/cartel/hard.yaml", "budget", "expected an integer, got 'x'")
        return real(game_id, level, should_stop)

    monkeypatch.setattr(game.ai, "make_bot", make_bot)
    m, table = table_with_a_bot_to_move(app, "cartel", ["hard", "human"])
    run_until(table, lambda: table.bot_failure.blocking)
    assert table.bot_failure.buttons[1].label == "Continue with Normal"
    steps = len(m.steps)
    table.click(table.bot_failure.buttons[1].rect.center)
    assert m.seats[0].kind == "normal"
    run_until(table, lambda: len(m.steps) > steps)


def normal_bots_raise(monkeypatch) -> None:
    """Every Normal bot raises on its first position (a bug, not its data)."""
    import game.ai

    real = game.ai.make_bot

    def make_bot(game_id, level, should_stop=None):
        if level == "normal":
            raise RuntimeError("a bug in the bot")
        return real(game_id, level, should_stop)

    monkeypatch.setattr(game.ai, "make_bot", make_bot)


def test_other_failures_still_play_a_random_move_with_a_notice(app, monkeypatch):
    """A bot that raises on one position (not its data) does not stop the game."""
    normal_bots_raise(monkeypatch)
    m, table = table_with_a_bot_to_move(app, "cartel", ["normal", "human"])
    steps = len(m.steps)
    run_until(table, lambda: len(m.steps) > steps)
    assert not table.bot_failure.blocking and any("random legal move" in t[0] for t in table.toasts)


def test_a_bot_bug_prints_one_line_and_keeps_its_traceback_in_a_log(app, monkeypatch, capfd):
    normal_bots_raise(monkeypatch)
    m, table = table_with_a_bot_to_move(app, "cartel", ["normal", "human"])
    steps = len(m.steps)
    run_until(table, lambda: len(m.steps) > steps)
    err = capfd.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1 and "details in" in err
    logs = list((persist.data_dir() / "logs").glob("bot-*.log"))
    assert len(logs) == 1 and "RuntimeError: a bug in the bot" in logs[0].read_text()


def test_the_continue_button_says_what_it_does():
    assert continue_label("normal") == "Continue with Normal"
    assert continue_label("random") == "Continue with random moves"
    assert BotFailure("content", "x", "", "").replacement == ""
