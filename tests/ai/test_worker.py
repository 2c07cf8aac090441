"""The background worker: process mode (spawn) and the thread fallback."""
import time

import pytest

import tests.ai.toygame  # noqa: F401
from game.ai.worker import BotError, BotWorker, decide_for_record
from game.session import Match, Seat
from tests.ai.toygame import GAME_ID as TOY


def toy_record(seed=4, steps=0):
    match = Match(TOY, [Seat("A", "normal"), Seat("B", "normal")], seed)
    for _ in range(steps):
        match.apply(match.state.legal_actions()[0])
    return match.to_json(), match


@pytest.fixture(params=[pytest.param("process", marks=pytest.mark.slow), "thread"])
def worker(request):
    w = BotWorker(use_process=request.param == "process", preload=("tests.ai.toygame",))
    assert w.mode == request.param
    assert (w.child_pid is not None) == (request.param == "process")
    yield w
    w.close()


def test_worker_returns_the_deterministic_action(worker):
    record, match = toy_record(steps=1)
    worker.request(record, "normal")
    action = worker.wait(60)
    assert action is not None
    assert action == decide_for_record(record, "normal")
    assert action in match.state.legal_actions()
    assert not worker.busy
    assert worker.poll() is None  # handed out once


def test_worker_drops_cancelled_requests(worker):
    record, match = toy_record(steps=0)
    worker.request(record, "normal")
    worker.cancel()
    assert not worker.busy
    # a fresh request at another position: only its answer arrives
    record2, match2 = toy_record(steps=2)
    worker.request(record2, "random")
    action = worker.wait(60)
    assert action == decide_for_record(record2, "random")
    time.sleep(0.05)
    assert worker.poll() is None


def test_cancel_stops_a_long_search(worker):
    """A hard search with a huge budget is stopped by cancel (no restart needed
    normally: the search checks the cancel flag every iteration)."""
    from game.ai.search import set_hard_budget

    record, match = toy_record(steps=0)
    worker.request(record, "hard")  # about one second of search in the child
    worker.cancel()
    assert not worker.busy
    worker.request(record, "normal")
    assert worker.wait(60) == decide_for_record(record, "normal")
    set_hard_budget()  # untouched, but keep the module default explicit


@pytest.mark.parametrize("use_process", [True, False])
def test_worker_reports_bot_errors(use_process):
    """A failing bot: poll() stays None, busy turns False and error says why
    (the table plays a fallback move when it sees that)."""
    w = BotWorker(use_process=use_process)
    try:
        w.request({"format": 1, "game": "no-such-game", "seed": 1, "seats": [], "actions": []}, "normal")
        with pytest.raises(BotError):
            w.wait(60)
        assert w.poll() is None and not w.busy
        assert "no-such-game" in w.error
        record, _ = toy_record()
        w.cancel()
        assert w.error is None
    finally:
        w.close()


@pytest.mark.slow
def test_stuck_child_is_restarted():
    """kill_after=0: a child still busy with a cancelled request is replaced
    at the next request, and the new request is answered."""
    w = BotWorker(preload=("tests.ai.toygame",), kill_after=0.0)
    try:
        assert w.mode == "process"
        record, match = toy_record(steps=0)
        w.request(record, "hard")
        w.cancel()
        w.request(record, "normal")
        assert w.wait(60) == decide_for_record(record, "normal")
        assert w.restarts >= 1
    finally:
        w.close()
