"""Win chances after a game: each seat's estimated chance at every turn, and
the person's three decisions that cost the most, found by the Hard search.

Every estimate for a seat is made from that seat's view only: the position is
resampled with `state.determinize(seat, rng)` (other hands, deck order and
future chance redrawn), and each sample is played to the end by every seat
with the game's heuristic (game/ai/win_chance.py's ChanceJudge).  The chance
is the mean win share over `budget` samples, pulled toward the fair share
1/N, the more so the earlier in the game (CONFIDENCE_START, and pseudo-samples
at 1/N that fade out by the end: prior_at).  So the graph says what a seat
could have known at that moment, never what the true hidden state held.  The
seats' estimates of one point are then scaled to sum to 1 (reconciled).

A long game gets one point per round (MAX_POINTS), and every position of a
seat draws its samples from the same random stream, so the line moves with
the game more than with the luck of the draw.

Swings: at each of the person's decisions with a choice in the turns where
the person's chance fell the most (the largest fall first), the flat rollout
search (the one Hard uses) compares the move that was made with every other
legal move in the same sampled worlds; the chosen move is protected the way
the heuristic's is in play, so the search names another move only when that
move is clearly better.  The three largest losses in win chance are kept.
Analysis.moves gives the largest changes of a seat's chance between points.

Same record, person and budget: same numbers on every machine (every task
draws from core.seat_rng(seed, ...)).  Pure Python, no pygame.  The
AnalysisJob at the end runs it in a child process for the results screen.
"""
from __future__ import annotations

import math
import statistics
from dataclasses import asdict, dataclass, field

from game.ai.win_chance import CONFIDENCE, MAX_BUDGET, PRIOR, ChanceJudge  # noqa: F401 (the cli, bench and tests)
from game.rules.core import seat_rng, win_share

ANALYSIS_VERSION = 1
DEFAULT_BUDGET = 16  # rollouts per seat and position (bench_winchance.py: time per game on 2 cores)
# The estimate itself (PRIOR, CONFIDENCE) is game/ai/win_chance.py's.
# On the graph the share kept grows with the game: an early estimate leaves
# more of the future to luck the heuristic playouts do not foresee.  Fitted
# on the bench's records (3 players, budget 16, seeds 1001 on): a constant
# 0.7 against CONFIDENCE_START at the first point rising in a straight line to
# CONFIDENCE_END at the last, Brier over every position, Star Cargo (60 games)
# 0.1890 -> 0.1859, Cartel (89 games) 0.2068 -> 0.2040, better in each third
# of the game in both; the best constant for the first third was 0.2-0.35, for
# the last 0.85-1.0.  Checked on games not used to choose it, Star Cartel (60):
# 0.1900 -> 0.1875 (first third 0.2218 -> 0.2186, last 0.1465 -> 0.1421).
# A hint (a live position, the game's length unknown) keeps the constant.
CONFIDENCE_START = 0.3
CONFIDENCE_END = 1.0
SWINGS = 3
MAX_POINTS = 24  # a game with more turns gets one graph point per round
SWING_TURNS = 4  # the person's turns with the largest falls are searched
SWING_DECISIONS = 12  # at most this many decisions in them
MOVE_LEAST = 0.1  # a change of a seat's chance between two graph points worth telling
SWING_LEAST = 0.03  # a decision's cost worth calling a turning point


@dataclass(frozen=True)
class Swing:
    decision: int  # index of the decision in the game
    turn: int  # turn number shown to people (from 1)
    seat: int
    chosen: str  # action labels
    preferred: str
    loss: float  # win chance given up, 0..1

    def sentence(self, who: str = "you", when: str = "") -> str:
        """`when` names the moment ("Round 13, turn 26"); by default the turn."""
        pts = round(self.loss * 100)
        return (f"{when or f'Turn {self.turn}'}: {who} chose {self.chosen}; the search preferred {self.preferred}, "
                f"{pts} point{'s' if pts != 1 else ''} of win chance more.")


@dataclass
class Analysis:
    """`points[i]` is the decision index of graph point i (turn starts, or
    round starts in a long game, then the end); `chances[i][s]` seat s's
    estimated chance there (0..1)."""

    person: int
    budget: int
    decisions: int
    points: list = field(default_factory=list)
    turns: list = field(default_factory=list)  # turn number (from 1) of each point; the end repeats the last + 1
    chances: list = field(default_factory=list)
    swings: list = field(default_factory=list)  # Swing, largest first
    version: int = ANALYSIS_VERSION

    def to_json(self) -> dict:
        return {"version": self.version, "person": self.person, "budget": self.budget,
                "decisions": self.decisions, "points": list(self.points), "turns": list(self.turns),
                "chances": [[round(c, 4) for c in row] for row in self.chances],
                "swings": [asdict(s) for s in self.swings]}

    @classmethod
    def from_json(cls, data: dict) -> "Analysis":
        """From a record already checked by save_format.check_analysis."""
        return cls(person=data["person"], budget=data["budget"], decisions=data["decisions"],
                   points=list(data["points"]), turns=list(data["turns"]),
                   chances=[list(map(float, row)) for row in data["chances"]],
                   swings=[Swing(**s) for s in data["swings"]], version=data["version"])

    @property
    def per_round(self) -> bool:
        """The points are round starts (a long game), not every turn's."""
        return len(self.turns) > 2 and self.turns[1] - self.turns[0] > 1

    def each(self) -> str:
        """What one step of the graph is: "turn", "round" or "3 rounds"."""
        if not self.per_round or not self.chances:
            return "turn"
        rounds = (self.turns[1] - self.turns[0]) // max(1, len(self.chances[0]))
        return "round" if rounds <= 1 else f"{rounds} rounds"

    def point_after(self, turn: int) -> int:
        """Index of the first graph point after turn `turn` (from 1) was
        played: where a swing in that turn shows on the graph."""
        return next((i for i, t in enumerate(self.turns) if t > turn), len(self.turns) - 1)

    def moves(self, seat: int, least: float = MOVE_LEAST, most: int = SWINGS) -> list:
        """The largest changes of seat's chance from one graph point to the
        next, at least `least` (0..1): (i, before, after) for the change from
        point i to point i + 1, largest first (earlier first on a tie)."""
        out = []
        for i in range(len(self.chances) - 1):
            before, after = self.chances[i][seat], self.chances[i + 1][seat]
            if abs(after - before) >= least:
                out.append((i, before, after))
        out.sort(key=lambda m: (-abs(m[2] - m[1]), m[0]))
        return out[:most]

    def series(self, seats: int) -> list:
        """Per seat, its chance in percent at every point (for the chart)."""
        return [[round(row[s] * 100, 1) for row in self.chances] for s in range(seats)]


# ---------------------------------------------------------------- estimates


def confidence_at(share: float) -> float:
    """The confidence of a graph point `share` (0..1) of the way through the game."""
    return CONFIDENCE_START + (CONFIDENCE_END - CONFIDENCE_START) * min(1.0, max(0.0, share))


def prior_at(share: float) -> float:
    """The fair-share pseudo-samples of a graph point `share` of the way
    through the game: all of PRIOR at the start, none at the end, where
    little is left to luck the playouts do not foresee.  A constant PRIOR
    keeps a seat that loses every sample at 1/18 or more (2 players, 16
    samples) up to the last turn, however hopeless its position."""
    return PRIOR * (1.0 - min(1.0, max(0.0, share)))


def reconciled(row: list) -> list:
    """One graph point's chances scaled to sum to 1.  Each seat's estimate is
    made from its own view, so the raw ones need not add up (2 players: 0.92
    and 0.13); the graph shows shares of one outcome."""
    total = sum(row)
    if total <= 0:
        return [1.0 / len(row)] * len(row)
    return [c / total for c in row]


# ---------------------------------------------------------------- a whole game


def person_of(seats) -> int:
    """The seat whose choices are judged: the only person at the table, else
    the first person, else seat 0 (a bot-only game)."""
    humans = [i for i, s in enumerate(seats) if not s.is_bot]
    return humans[0] if humans else 0


def point_turns(replay) -> list:
    """The turns that start a graph point: every turn, or in a long game
    (more than MAX_POINTS turns) the first turn of a round every so many
    rounds (at most MAX_POINTS points), so the budget goes to fewer,
    steadier points."""
    turns = replay.turns
    n = replay.players
    stride = 1 if len(turns) <= MAX_POINTS else n * math.ceil(len(turns) / (n * MAX_POINTS))
    return turns[::stride]


def graph_points(replay) -> list:
    """Decision index of every graph point: each point turn's start, then the end."""
    return [t.start for t in point_turns(replay)] + [replay.decisions]


def chance_tasks(replay) -> list:
    return [("chance", i, s) for i in range(len(graph_points(replay))) for s in range(replay.players)]


def swing_tasks(replay, person: int, chances: list) -> list:
    """("swing", decision, person) for the person's decisions with a choice
    in the person's turns between the graph points where the person's
    chance fell the most (the search then says which of those decisions
    cost it)."""
    points = graph_points(replay)
    drops = []
    for i in range(len(points) - 1):
        mine = [t for t in replay.turns if points[i] <= t.start < points[i + 1] and t.seat == person]
        if mine:
            drops.append((chances[i + 1][person] - chances[i][person], i, mine))
    drops.sort(key=lambda d: (d[0], d[1]))
    tasks = []
    for d, _, mine in drops[:SWING_TURNS]:  # the largest fall first: its decisions are never cut
        if d >= 0:
            break
        for t in mine:
            tasks += [("swing", k, person) for k in range(t.start, t.end)
                      if replay.seats[k] == person and len(replay.states[k].legal_actions()) > 1]
    return sorted(tasks[:SWING_DECISIONS], key=lambda task: task[1])


def run_task(replay, judge: ChanceJudge, task):
    kind, index, seat = task
    if kind == "chance":
        # common random numbers: every position of a seat draws its worlds
        # and rollouts from the same stream, so two neighbouring points
        # differ by the position more than by the luck of the draw
        rng = seat_rng(replay.seed, "analysis", kind, seat, judge.budget)
        points = graph_points(replay)
        share = index / max(1, len(points) - 1)
        return judge.chance(replay.states[points[index]], seat, rng, confidence_at(share), prior_at(share))
    rng = seat_rng(replay.seed, "analysis", kind, index, seat, judge.budget)
    return judge.compare(replay.states[index], seat, replay.actions[index], rng)


def assemble(replay, person: int, budget: int, chances: list, tasks: list, results: list) -> Analysis:
    turns = [t.index + 1 for t in point_turns(replay)] + [len(replay.turns) + 1]
    swings = []
    for task, value in zip(tasks, results):
        if value is not None and value[1] >= SWING_LEAST:
            k = task[1]
            preferred, loss = value
            swings.append(Swing(k, replay.turn_of(k).index + 1, task[2], replay.states[k].describe(replay.actions[k]), preferred,
                                round(loss, 4)))
    swings.sort(key=lambda s: (-s.loss, s.decision))
    return Analysis(person, budget, replay.decisions, graph_points(replay), turns, chances, swings[:SWINGS])


_POOL_REPLAY = None  # per pool process: (replay, judge)


def _pool_init(record: dict, budget: int, epsilon: float):
    global _POOL_REPLAY
    replay = replay_of_record(record)
    _POOL_REPLAY = (replay, ChanceJudge(replay.game_id, budget, epsilon))


def _pool_run(item):
    i, task = item
    replay, judge = _POOL_REPLAY
    return i, run_task(replay, judge, task)


def replay_of_record(record: dict):
    from game.replay import Replay
    from game.session import Match

    return Replay.from_match(Match.from_json(record))


class _Stopped(Exception):
    pass


def analyse(match, budget: int = DEFAULT_BUDGET, person: int | None = None, *, workers: int = 1,
            epsilon: float = 0.1, progress=None, should_stop=None, replay=None,
            swings: bool = True) -> Analysis | None:
    """The analysis of a finished match.  progress(done, total) after each
    task (the total is an estimate until the swings are chosen);
    should_stop() is checked between tasks (None is returned when it fires).
    workers > 1 shares the tasks among that many processes; swings=False
    draws the graph only."""
    from game.replay import Replay

    if person is None:
        person = person_of(match.seats)
    replay = replay or Replay.from_match(match)
    first = chance_tasks(replay)
    done = 0

    def run_all(run, tasks, expected):
        nonlocal done
        out = [None] * len(tasks)
        for i, value in run(tasks):
            out[i] = value
            done += 1
            if progress is not None:
                progress(done, expected)
            if should_stop is not None and should_stop():
                raise _Stopped
        return out

    pool = None
    try:
        if workers <= 1:
            judge = ChanceJudge(replay.game_id, budget, epsilon)

            def run(tasks):
                for i, task in enumerate(tasks):
                    yield i, run_task(replay, judge, task)
        else:
            import multiprocessing as mp

            pool = mp.get_context("spawn").Pool(workers, _pool_init, (match.to_json(), budget, epsilon))

            def run(tasks):
                return pool.imap_unordered(_pool_run, list(enumerate(tasks)))

        values = run_all(run, first, len(first) + SWING_DECISIONS)
        points = graph_points(replay)
        chances = [[0.0] * replay.players for _ in points]
        for (kind, i, s), v in zip(first, values):
            chances[i][s] = v
        chances = [reconciled(row) for row in chances]
        second = swing_tasks(replay, person, chances) if swings else []
        results = run_all(run, second, len(first) + len(second))
    except _Stopped:
        return None
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    return assemble(replay, person, budget, chances, second, results)


def brier(chances: list, winners: list) -> float:
    """Mean squared error of per-seat chances against the outcome (win share)."""
    n = len(chances)
    out = [win_share(winners, s) for s in range(n)]
    return statistics.fmean((c - o) ** 2 for c, o in zip(chances, out))


def naive_brier(players: int, winners: list) -> float:
    return brier([1.0 / players] * players, winners)


def move_sentence(when: str, whose: str, before: float, after: float) -> str:
    """"Round 15: your chance fell from 92% to 3%." (`when` names the stretch)."""
    way = "rose" if after > before else "fell"
    return f"{when}: {whose} chance {way} from {round(before * 100)}% to {round(after * 100)}%."


def describe(analysis: Analysis, seats, when=None) -> list:
    """The swing sentences, "you" for a lone person, else the seat's name;
    when(swing) may name the moment."""
    humans = [i for i, s in enumerate(seats) if not s.is_bot]
    out = []
    for s in analysis.swings:
        who = "you" if humans == [s.seat] else seats[s.seat].name
        out.append(s.sentence(who, when(s) if when is not None else ""))
    return out


# ---------------------------------------------------------------- in the background


def _job_main(record, person, budget, conn):
    """Child process: run the analysis, reporting progress on `conn`.  It
    runs at a lower priority, so the window keeps its frame rate on a
    machine with few cores."""
    try:
        import os

        if hasattr(os, "nice"):
            os.nice(10)
        from game.session import Match

        match = Match.from_json(record)

        def stop():
            return conn.poll() and conn.recv() == "stop"

        result = analyse(match, budget, person, progress=lambda d, t: conn.send(("progress", d, t)),
                         should_stop=stop)
        conn.send(("done", result.to_json() if result is not None else None, None))
    except BaseException as e:  # noqa: BLE001 - report, never hang the screen
        try:
            conn.send(("error", None, f"{type(e).__name__}: {e}"))
        except Exception:  # noqa: BLE001
            pass


class AnalysisJob:
    """An analysis running in a child process (a thread when no process can
    be started), polled once a frame: .fraction (0..1), .result (Analysis)
    and .error once it ends.  The window never waits for it."""

    def __init__(self, match, budget: int = DEFAULT_BUDGET, person: int | None = None, use_process: bool = True):
        self.fraction = 0.0
        self.result: Analysis | None = None
        self.error = ""
        self.done = False
        self.person = person_of(match.seats) if person is None else person
        self._proc = None
        self._thread = None
        self._stop = False
        record = match.to_json()
        if use_process:
            try:
                import multiprocessing as mp

                ctx = mp.get_context("spawn")
                self._conn, child = ctx.Pipe()
                self._proc = ctx.Process(target=_job_main, args=(record, self.person, budget, child),
                                         name="cantina-analysis", daemon=True)
                self._proc.start()
                child.close()
                return
            except Exception:  # noqa: BLE001 - no process here: a thread does it
                self._proc = None
        self._start_thread(match, budget)

    def _start_thread(self, match, budget):
        import sys
        import threading

        from game.ai.worker import THREAD_SWITCH_INTERVAL

        if sys.getswitchinterval() > THREAD_SWITCH_INTERVAL:
            sys.setswitchinterval(THREAD_SWITCH_INTERVAL)

        def run():
            try:
                result = analyse(match, budget, self.person, progress=self._progress, should_stop=lambda: self._stop)
                self.result, self.done = result, True
            except Exception as e:  # noqa: BLE001
                self.error, self.done = f"{type(e).__name__}: {e}", True

        self._thread = threading.Thread(target=run, daemon=True, name="cantina-analysis")
        self._thread.start()

    def _progress(self, done, total):
        self.fraction = done / max(1, total)

    def poll(self) -> bool:
        """Read what the child sent; True when something changed."""
        if self._proc is None or self.done:
            return False
        changed = False
        try:
            while self._conn.poll():
                kind, a, b = self._conn.recv()
                changed = True
                if kind == "progress":
                    self.fraction = a / max(1, b)
                elif kind == "done":
                    self.result = Analysis.from_json(a) if a is not None else None
                    self.done = True
                    self._reap()
                    break
                else:
                    self.error, self.done = b, True
                    self._reap()
                    break
        except (EOFError, OSError):
            self.error, self.done = "the analysis stopped unexpectedly", True
            self._reap()
            return True
        if not self.done and not self._proc.is_alive():
            self.error, self.done = "the analysis stopped unexpectedly", True
            self._reap()
            changed = True
        return changed

    def _reap(self):
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.join(timeout=1)
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=1)
            self._conn.close()

    def cancel(self) -> None:
        self._stop = True
        if self._proc is not None:
            try:
                self._conn.send("stop")
            except (OSError, ValueError):
                pass
            self._proc.kill()
            self._reap()
        self.done = True


def progress_line(done: int, total: int) -> str:
    width = 30
    filled = math.floor(width * done / max(1, total))
    return f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total}"
