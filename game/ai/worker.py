"""Runs a bot decision in the background so the window never freezes.

API used by the app (keep it stable):
    worker = BotWorker()
    worker.request(match_record, level)   # match_record = Match.to_json()
    action = worker.poll()                # None until the bot has decided
    worker.cancel()                       # person undid, saved or quit
    worker.busy                           # a request is in flight
    worker.close()

The bot decides for `state.to_act` of the replayed match, with the
decision index len(actions) so its choice is deterministic.
"""
from __future__ import annotations

import threading

from game.ai import decide, make_bot
from game.session import Match


def decide_for_record(record: dict, level: str):
    match = Match.from_json(record)
    bot = make_bot(match.game_id, level)
    return decide(match.state, bot, match.seed, len(match.steps))


class BotWorker:
    def __init__(self):
        self._thread: threading.Thread | None = None
        self._result = None
        self._generation = 0
        self._lock = threading.Lock()

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._result is None

    def request(self, record: dict, level: str) -> None:
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._result = None

        def run():
            action = decide_for_record(record, level)
            with self._lock:
                if generation == self._generation:
                    self._result = action

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()

    def poll(self):
        with self._lock:
            action, self._result = self._result, None
        if action is not None:
            self._thread = None
        return action

    def cancel(self) -> None:
        with self._lock:
            self._generation += 1
            self._result = None
        self._thread = None

    def close(self) -> None:
        self.cancel()
