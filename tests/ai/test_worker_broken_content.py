"""Issue 43 item 10: a broken bot data file fails only its own game's bot
requests, with a sentence naming the file and the key, and never makes the
worker restart its child over and over."""
import shutil
import time

import pytest

import tests.ai.toygame as toygame
from game.ai.worker import MAX_RESTARTS, BotWorker
from game.paths import root
from game.session import Match, Seat


def broken_root(tmp_path, game_dir: str, file: str, old: str, new: str):
    """A resources folder whose content/ is the repository's, but with
    content/<game_dir>/<file> having `old` replaced by `new`."""
    content = tmp_path / "content"
    content.mkdir()
    for entry in (root() / "content").iterdir():
        if entry.name != game_dir:
            (content / entry.name).symlink_to(entry)
    shutil.copytree(root() / "content" / game_dir, content / game_dir)
    target = content / game_dir / file
    text = target.read_text(encoding="utf-8")
    assert old in text
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path


@pytest.fixture
def broken_star_traders(tmp_path, monkeypatch):
    monkeypatch.setenv("CANTINA_TEST_CONTENT_ROOT",
                       str(broken_root(tmp_path, "star_traders", "value_model.yaml", "family:\n  value: ", "family:\n  value: 1.5x")))


def record_of(game_id: str, players: int = 2) -> dict:
    return Match(game_id, [Seat(f"P{i + 1}", "normal") for i in range(players)], 7).to_json()


def wait_until_settled(worker: BotWorker, seconds: float = 60):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        action = worker.poll()
        if action is not None or not worker.busy:
            return action
        time.sleep(0.02)
    return None


def test_a_broken_value_model_fails_star_traders_with_a_readable_message(broken_star_traders):
    worker = BotWorker(preload=("tests.ai.broken_content",))
    try:
        assert worker.mode == "process"
        worker.request(record_of("star-traders"), "normal")
        assert wait_until_settled(worker) is None
        assert not worker.busy, "the table would show 'thinking...' forever"
        assert worker.failure is not None and worker.failure.kind == "content"
        assert "content/star_traders/value_model.yaml" in worker.error
        assert "family.value" in worker.error
        assert worker.failure.replacement == "random"  # Normal reads the same file
        assert worker.restarts == 0
    finally:
        worker.close()


def test_a_broken_file_of_one_game_leaves_the_other_games_bots_playing(broken_star_traders):
    worker = BotWorker(preload=("tests.ai.broken_content",))
    try:
        record = record_of("cartel")
        worker.request(record, "normal")
        action = worker.wait(60)
        assert action is not None and worker.failure is None
        assert action in Match.from_json(record).state.legal_actions()
        assert worker.restarts == 0
    finally:
        worker.close()


def test_a_broken_cartel_weight_is_reported_in_a_thread_too(tmp_path, monkeypatch):
    import game.paths

    fake = broken_root(tmp_path, "cartel", "bot_weights.yaml", "agent:\n  value:", "agent:\n  value: .nan #")
    monkeypatch.setattr(game.paths, "root", lambda: fake)
    import sys
    for name in [n for n in sys.modules if n.startswith("game.games.cartel.bot")]:
        monkeypatch.delitem(sys.modules, name)
    from game.ai import weights
    weights._cached.cache_clear()
    try:
        worker = BotWorker(use_process=False)
        worker.request(record_of("cartel"), "normal")
        assert wait_until_settled(worker) is None
        assert worker.failure is not None and worker.failure.kind == "content"
        assert "content/cartel/bot_weights.yaml" in worker.error and "agent" in worker.error
    finally:
        weights._cached.cache_clear()


def test_a_child_that_keeps_dying_is_restarted_a_bounded_number_of_times():
    worker = BotWorker(preload=("tests.ai.toygame", "tests.ai.dying_bot"))
    try:
        record = Match(toygame.GAME_ID, [Seat("A", "normal"), Seat("B", "normal")], 1).to_json()
        worker.request(record, "normal")
        assert wait_until_settled(worker, 120) is None
        assert not worker.busy
        assert worker.restarts <= MAX_RESTARTS
        assert worker.failure is not None and worker.failure.kind == "process"
        assert "stopped" in worker.error
    finally:
        worker.close()


def test_a_broken_file_of_hard_only_offers_normal_instead(monkeypatch):
    """Expert's own data broken, Normal's fine: the table can offer Normal."""
    import game.ai
    from game.content import ContentError
    from game.session import Match as M

    real = game.ai.make_bot

    def make_bot(game_id, level, should_stop=None):
        if level == "expert":
            raise ContentError("content/cartel/expert.yaml", "budget", "expected an integer, got 'x'")
        return real(game_id, level, should_stop)

    monkeypatch.setattr(game.ai, "make_bot", make_bot)
    worker = BotWorker(use_process=False)
    worker.request(record_of("cartel"), "expert")
    assert wait_until_settled(worker) is None
    assert worker.failure.kind == "content" and worker.failure.replacement == "normal"
    assert "content/cartel/expert.yaml" in worker.error
    worker.request(record_of("cartel"), worker.failure.replacement)
    assert worker.wait(60) in M.from_json(record_of("cartel")).state.legal_actions()
