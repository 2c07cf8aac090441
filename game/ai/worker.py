"""Runs a bot decision in the background so the window never freezes.

API used by the app (keep it stable):
    worker = BotWorker()
    worker.request(match_record, level)   # match_record = Match.to_json(); level: one of
                                          # game.ai.LEVELS (hard and expert search, ~1 s / ~3 s)
    action = worker.poll()                # None until the bot has decided
    worker.cancel()                       # person undid, saved or quit
    worker.request(match_record, "hint")  # poll() then gives a game.ai.hint.Hint
    worker.busy                           # a request is in flight
    worker.close()

The bot decides for `state.to_act` of the replayed match, with the
decision index len(actions) so its choice is deterministic.

Decisions run in one persistent child process (multiprocessing, 'spawn'
context, so it works the same on every platform and in a PyInstaller build
whose main.py calls multiprocessing.freeze_support()).  The child is fed
(generation, record, level) on a queue and answers (generation, action json,
error).  Every request and cancel bumps the generation; answers for an old
generation are dropped.  A cancel also tells a running search (Hard's or
Expert's, whatever its budget) to stop at its next iteration or rollout
through a shared counter; a child still busy with a cancelled
request after `kill_after` seconds is killed and restarted.  If the process
cannot be started the worker falls back to a thread (same API, same results).

The child loads a game's rules, bot and data files when a request for that
game first arrives, so a broken data file of one game touches only that
game's bots.  When the bot fails (its data file does not load, or it
raises), poll() keeps returning None, `busy` turns False and `failure`
holds a BotFailure until the next request or cancel: `error` is its
one-sentence message for the person (naming the file, key and problem of a
data file), `failure.kind` says whether the bot's data could not be loaded
("content", the same request will fail again: offer `failure.replacement`,
the strongest level that loads) or the bot failed on this position ("bot"),
and `failure.detail` is the traceback for the log.  A child that dies is restarted at most MAX_RESTARTS times in
a row (an answer resets the count); after that the worker runs decisions in
a thread and the pending request fails with kind "process".
"""
from __future__ import annotations

import os
import queue
import sys
import threading
import time
import traceback
from dataclasses import dataclass


THREAD_SWITCH_INTERVAL = 0.001  # seconds; see _start_thread
MAX_RESTARTS = 3  # child processes started in a row without one answer


class BotError(RuntimeError):
    """The bot raised while deciding (raised by wait(); poll() never raises)."""


@dataclass(frozen=True)
class BotFailure:
    """Why a request got no action.  kind: "content" (a data file of the
    game's bot does not load), "bot" (the bot raised on this position) or
    "process" (the bot's process kept dying).  replacement: for "content",
    the strongest level that does load for this game ("normal" when only a
    stronger level's data is broken, else "random"), to offer instead."""

    kind: str
    message: str  # one sentence for the person
    detail: str = ""  # the traceback, for the log
    replacement: str = ""

    def to_json(self) -> list:
        return [self.kind, self.message, self.detail, self.replacement]

    @staticmethod
    def from_json(data) -> "BotFailure":
        return BotFailure(*data)


def _game_name(game_id) -> str:
    from game.games import get_spec

    spec = get_spec(game_id) if isinstance(game_id, str) else None
    return spec.name if spec is not None else str(game_id)


def replacement_level(game_id, level: str) -> str:
    """The level to offer instead of one whose bot does not load: Normal
    when it loads (and is not the failing level), else Random."""
    if level not in ("normal", "hint", "random"):
        try:
            from game.ai import make_bot

            make_bot(game_id, "normal")
            return "normal"
        except Exception:  # noqa: BLE001 - Normal's data is broken too
            pass
    return "random"


def failure_of(exc: BaseException, record: dict, level: str) -> BotFailure:
    """The BotFailure for an exception raised while deciding `record`."""
    from game.content import ContentError

    detail = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    who = "hint" if level == "hint" else f"{level.capitalize()} bot"
    game = _game_name(record.get("game"))
    if isinstance(exc, ContentError):
        return BotFailure("content", f"The {game} {who} cannot start: its data file {exc.file} is broken "
                                     f"at {exc.key or 'the top'}: {exc.problem}.", detail,
                          replacement_level(record.get("game"), level))
    if isinstance(exc, ImportError):
        return BotFailure("content", f"The {game} {who} cannot start: {exc}.", detail,
                          replacement_level(record.get("game"), level))
    return BotFailure("bot", f"The {game} {who} failed on this move ({type(exc).__name__}: {exc}).", detail)


def decide_for_record(record: dict, level: str, should_stop=None):
    if level == "hint":  # game.ai.hint.HINT: the person's top choices (a Hint), not a bot's move
        from game.ai.hint import hint_for_record

        return hint_for_record(record, should_stop)
    from game.ai import decide, make_bot

    match = _match_for(record)
    bot = make_bot(match.game_id, level, should_stop)
    return decide(match.state, bot, match.seed, len(match.steps))


_KEPT = threading.local()  # this thread's last match and the moves it was built from


def _match_for(record: dict):
    """The match a record describes.  Rebuilding it from its first move cost
    every decision a replay of the whole game; a game goes on from the last
    record, so this thread's last match takes just the new moves when the
    record extends it (same game, seats and seed, its moves a prefix), and
    the result must still match the record's checksum, else it is rebuilt."""
    from game.session import Match, SaveError

    head = (record.get("game"), repr(record.get("options")), record.get("seed"), repr(record.get("seats")))
    actions = record.get("actions")
    kept = getattr(_KEPT, "match", None)
    if kept is not None and isinstance(actions, list) and _KEPT.head == head:
        done = _KEPT.actions
        if len(actions) >= len(done) and actions[:len(done)] == done:
            _KEPT.match = None  # until it is known good
            try:
                kept._replay(actions[len(done):])
                if kept.checksum() == record.get("checksum"):
                    _KEPT.match, _KEPT.actions = kept, list(actions)
                    return kept
            except SaveError:
                pass
    match = Match.from_json(record)
    _KEPT.match, _KEPT.head, _KEPT.actions = match, head, list(actions)
    return match


# ---------------------------------------------------------------- child side


def _watch_parent(lifeline) -> None:
    """Child side: end this process as soon as the parent is gone.  The parent
    holds the only write end of `lifeline` and never writes, so recv()
    returns only by EOF, which the system delivers when the parent exits in
    any way, kill -9 included (nothing runs in the parent then).  With the
    child gone, multiprocessing's resource tracker sees its last user leave
    and ends too."""
    try:
        lifeline.recv()
    except (EOFError, OSError):
        pass
    os._exit(0)


def _serve(requests, results, current, preload, lifeline=None) -> None:
    """Child process main loop: decide each request unless already stale."""
    import importlib
    import signal

    # Ctrl+C in a terminal reaches the whole process group: the app ends
    # the worker itself (and keeps the autosave), so the child stays quiet
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    if lifeline is not None:
        threading.Thread(target=_watch_parent, args=(lifeline,), daemon=True, name="cantina-lifeline").start()
    for name in preload:
        importlib.import_module(name)
    import game.ai.search  # noqa: F401  (warm the imports before the first request)

    # Games' rules, bots and data files load on each game's first request
    # (see decide_for_record), so a broken file fails that request only.
    results.put(("ready", None, None))
    while True:
        msg = requests.get()
        if msg is None:
            break
        generation, record, level = msg
        if current.value != generation:
            results.put((generation, None, None))  # cancelled before it started
            continue
        try:
            action = decide_for_record(record, level, lambda: current.value != generation)
            results.put((generation, action.to_json(), None))
        except BaseException as e:  # noqa: BLE001 - report everything to the parent
            results.put((generation, None, failure_of(e, record, level).to_json()))


# ---------------------------------------------------------------- parent side


class BotWorker:
    def __init__(self, use_process: bool = True, preload: tuple[str, ...] = (),
                 kill_after: float = 1.0):
        """use_process=False runs decisions in a thread.  preload: modules the
        child imports first (tests register toy games that way).  kill_after:
        seconds a cancelled decision may keep the child busy before the child
        is restarted."""
        self._lock = threading.Lock()
        self._generation = 0
        self._pending: tuple | None = None  # (generation, game_id) awaited
        self._pending_args: tuple | None = None  # (record, level) to resend after a restart
        self._result = None
        self.failure: BotFailure | None = None  # why the current request got no action
        self._preload = tuple(preload)
        self._kill_after = kill_after
        self._proc = None
        self._outstanding: dict[int, float] = {}  # generation sent to child -> cancel time (0 = live)
        self._thread: threading.Thread | None = None
        self.mode = "thread"
        self.restarts = 0  # child processes killed and restarted (stuck or dead)
        self._deaths_in_row = 0  # child processes that died since the last answer
        if use_process:
            try:
                self._start_process()
                self.mode = "process"
            except Exception:  # noqa: BLE001 - frozen app without freeze_support, sandbox...
                self._proc = None

    # ------------------------------------------------------------ process
    def _start_process(self) -> None:
        import multiprocessing as mp

        ctx = mp.get_context("spawn")
        self._requests = ctx.Queue()
        self._results = ctx.Queue()
        self._current = ctx.Value("q", self._generation, lock=False)
        child_end, self._lifeline = ctx.Pipe(duplex=False)  # see _watch_parent
        self._proc = ctx.Process(target=_serve, name="cantina-bot",
                                 args=(self._requests, self._results, self._current, self._preload, child_end),
                                 daemon=True)
        self._proc.start()
        child_end.close()  # the child holds its own copy now
        self._outstanding = {}

    def _restart_process(self) -> None:
        proc = self._proc
        if proc is not None:
            proc.kill()
            proc.join(timeout=2)
            for q in (self._requests, self._results):
                q.cancel_join_thread()
                q.close()
            self._lifeline.close()
        self.restarts += 1
        self._start_process()

    def _drain(self) -> None:
        """Read the child's answers; keep only the current generation's."""
        while True:
            try:
                generation, data, error = self._results.get_nowait()
            except queue.Empty:
                break
            except (EOFError, OSError):
                break
            if generation == "ready":
                continue
            self._outstanding.pop(generation, None)
            self._deaths_in_row = 0
            if self._pending is None or generation != self._pending[0]:
                continue  # a cancelled request: drop it
            game_id = self._pending[1]
            if error is not None:
                self.failure = BotFailure.from_json(error)
            elif data is not None:
                from game.games import get_ruleset

                if self._pending_args is not None and self._pending_args[1] == "hint":
                    from game.ai.hint import Hint

                    self._result = Hint.from_json(data, get_ruleset(game_id))
                else:
                    self._result = get_ruleset(game_id).action_from_json(data)
            self._pending = None

    def _send(self, generation: int, record: dict, level: str) -> None:
        self._current.value = generation
        self._outstanding[generation] = 0.0
        self._requests.put((generation, record, level))

    def _check_child(self) -> None:
        """Restart a dead child, or one stuck on a cancelled request."""
        if self._proc is None:
            return
        now = time.monotonic()
        stale = [t for g, t in self._outstanding.items() if t and now - t > self._kill_after]
        if self._proc.is_alive() and not stale:
            return
        if not self._proc.is_alive():
            self._drain()  # answers sent just before it died
            if self._pending is None:
                return self._restart_process()
            self._deaths_in_row += 1
            if self._deaths_in_row > MAX_RESTARTS:
                return self._give_up_process()
        self._restart_process()
        if self._pending is not None and self._pending_args is not None:
            self._send(self._pending[0], *self._pending_args)

    def _give_up_process(self) -> None:
        """The child keeps dying: fail the pending request and decide in a
        thread from now on."""
        self._stop_process()
        self.mode = "thread"
        record = self._pending_args[0] if self._pending_args else {}
        self.failure = BotFailure("process", f"The {_game_name(record.get('game'))} bot's process stopped "
                                             f"{self._deaths_in_row} times in a row while thinking.")
        self._pending = None
        self._pending_args = None

    # ------------------------------------------------------------ API
    @property
    def child_pid(self) -> int | None:
        """The live child process's pid; None when decisions run in a thread."""
        proc = self._proc
        return proc.pid if proc is not None and proc.is_alive() else None

    @property
    def error(self) -> str | None:
        """The failure's sentence for the person (None while none)."""
        return self.failure.message if self.failure is not None else None

    @property
    def busy(self) -> bool:
        with self._lock:
            if self.mode == "process":
                self._drain()
            return self._pending is not None

    def request(self, record: dict, level: str) -> None:
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._result = None
            self.failure = None
            game_id = record.get("game")
            self._pending = (generation, game_id)
            self._pending_args = (record, level)
            if self.mode == "process":
                self._drain()
                self._check_child()
                self._send(generation, record, level)
                return
        self._start_thread(generation, record, level)

    def _start_thread(self, generation: int, record: dict, level: str) -> None:
        def run():
            try:
                action = decide_for_record(record, level, lambda: self._generation != generation)
                failure = None
            except Exception as e:  # noqa: BLE001
                action, failure = None, failure_of(e, record, level)
            with self._lock:
                if self._pending is not None and self._pending[0] == generation:
                    self._result, self.failure = action, failure
                    self._pending = None

        # A search thread would hold the GIL for 5 ms slices (Python's default)
        # and the window would drop below 50 fps; 1 ms slices keep it near 60.
        if sys.getswitchinterval() > THREAD_SWITCH_INTERVAL:
            sys.setswitchinterval(THREAD_SWITCH_INTERVAL)
        self._thread = threading.Thread(target=run, daemon=True, name="cantina-bot")
        self._thread.start()

    def poll(self):
        """The decided action once, else None (also after a failure: see error)."""
        with self._lock:
            if self.mode == "process":
                self._drain()
                if self._pending is not None:
                    self._check_child()
            action, self._result = self._result, None
        return action

    def cancel(self) -> None:
        with self._lock:
            self._generation += 1
            self._pending = None
            self._pending_args = None
            self._result = None
            self.failure = None
            if self.mode == "process" and self._proc is not None:
                self._current.value = self._generation  # running search stops
                now = time.monotonic()
                for g in self._outstanding:
                    self._outstanding[g] = self._outstanding[g] or now

    def wait(self, timeout: float = 30.0):
        """Block until the action arrives (tests, headless tools); raises
        BotError if the bot failed, None after the timeout."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            action = self.poll()
            if action is not None:
                return action
            if self.failure is not None:
                raise BotError(self.failure.message + "\n" + self.failure.detail)
            if not self.busy:
                action = self.poll()
                if action is None and self.failure is not None:
                    raise BotError(self.failure.message + "\n" + self.failure.detail)
                return action
            time.sleep(0.005)
        return None

    def close(self) -> None:
        self.cancel()
        self._stop_process()
        self.mode = "thread"  # still usable after close, without a process
        self._thread = None

    def _stop_process(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            # while Python shuts down (close() called from __del__) no thread
            # can start, and Queue.put would wait for its feeder thread forever
            if not sys.is_finalizing():
                try:
                    self._requests.put(None)
                    proc.join(timeout=1)
                except Exception:  # noqa: BLE001
                    pass
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=1)
            self._lifeline.close()

    def __del__(self):
        try:
            if self._proc is not None:
                self.close()
        except Exception:  # noqa: BLE001
            pass
