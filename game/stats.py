"""The record of games played: per game and bot level, how many games, wins,
losses and the best score.  No pygame.

The level of a game is the strongest bot at the table ("random" < "easy" <
"normal" < "hard" < "expert"), or "friends" when only people played.  A game counts as
won when a person at the table is among the winners; the best score is the
best final total of a person.  Games with no person are not recorded.

Kept in stats.json in the user data folder, written like saves (a temporary
file renamed over the old one).  Reading is bounded like save_format: a file
that is too big, not JSON, nested, holds NaN or huge numbers, or has the
wrong shape is set aside as stats-damaged.json (or a numbered name beside
it), a fresh record takes its place, and `notice` is the one sentence that
says so.  Nothing here raises on a bad file.
"""
from __future__ import annotations

import json
import math
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from game.games import get_ruleset

FILE = "stats.json"
LOCK = "stats.json.lock"  # held around each read-merge-replace of FILE
FORMAT = 1
LEVELS = ("friends", "random", "easy", "normal", "hard", "expert")  # the order shown
BOT_LEVELS = ("random", "easy", "normal", "hard", "expert")  # weakest first
MAX_BYTES = 256 * 1024
MAX_GAMES = 64  # game ids in the file
MAX_ID = 40  # characters in a game id
MAX_COUNT = 10 ** 9  # games, wins or losses in one cell
MAX_SCORE = 10 ** 9  # the size of a best score, either sign
MAX_DIGITS = 12  # digits in any number in the file


class StatsError(ValueError):
    """Why stats.json cannot be used, in words (the notice quotes it)."""


@dataclass
class Cell:
    games: int = 0
    wins: int = 0
    losses: int = 0
    best: int | float | None = None  # the best final total of a person; None before any

    def to_json(self) -> dict:
        return {"games": self.games, "wins": self.wins, "losses": self.losses, "best": self.best}


@dataclass
class Stats:
    games: dict = field(default_factory=dict)  # game id -> level -> Cell
    after_lesson: dict = field(default_factory=dict)  # game id -> games finished once its lesson was done

    def cell(self, game_id: str, level: str) -> Cell:
        return self.games.setdefault(game_id, {}).setdefault(level, Cell())

    def totals(self, game_id: str) -> Cell:
        """One game over every level: all its games, the wins and losses
        against bots (among friends a person always wins), the best score."""
        out = Cell()
        for level, c in self.games.get(game_id, {}).items():
            out.games += c.games
            if level != "friends":
                out.wins += c.wins
                out.losses += c.losses
            if c.best is not None and (out.best is None or c.best > out.best):
                out.best = c.best
        return out

    def rows(self, order=()) -> list:
        """(game id, level, Cell) for every cell played, games in `order` first."""
        ids = [g for g in order if g in self.games] + sorted(g for g in self.games if g not in order)
        return [(g, lv, self.games[g][lv]) for g in ids for lv in LEVELS if lv in self.games[g]]

    def to_json(self) -> dict:
        data = {"format": FORMAT,
                "games": {g: {lv: c.to_json() for lv, c in levels.items()} for g, levels in self.games.items()}}
        if self.after_lesson:  # absent in files written before lessons; read as none
            data["after_lesson"] = dict(self.after_lesson)
        return data


# ------------------------------------------------------------------ one game


def level_of(seats) -> str:
    """The strongest bot level at the table, or "friends"."""
    kinds = [s.kind for s in seats if s.is_bot]
    if not kinds:
        return "friends"
    return max(kinds, key=lambda k: BOT_LEVELS.index(k) if k in BOT_LEVELS else -1)


def record(stats: Stats, match, lesson_done: bool = False) -> bool:
    """Count a finished match (`lesson_done`: the person had done the game's
    lesson, so it counts among the games played after it).  False (nothing
    counted) when it is not over or no person played."""
    state = match.state
    people = [i for i, s in enumerate(match.seats) if not s.is_bot]
    if not state.is_over or not people:
        return False
    cell = stats.cell(match.game_id, level_of(match.seats))
    won = bool(set(state.winners()) & set(people))
    cell.games += 1
    if lesson_done:
        stats.after_lesson[match.game_id] = stats.after_lesson.get(match.game_id, 0) + 1
    cell.wins += won
    cell.losses += not won
    totals = [s.total for s in state.scores() if s.seat in people and isinstance(s.total, (int, float))] \
        if get_ruleset(match.game_id).scored else []
    if totals:
        best = max(totals)
        if cell.best is None or best > cell.best:
            cell.best = best
    return True


# ------------------------------------------------------------------ reading


def _no_constant(name):
    raise StatsError(f"it holds {name}, which is not a number")


def _int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise StatsError(f"it holds a number with {len(text)} digits")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_DIGITS:
        raise StatsError(f"it holds a number with {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise StatsError("it holds a number too large to use")
    return value


def _count(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise StatsError(f"{what} is not a count of games")
    return value


def parse(data: bytes) -> Stats:
    """The record in stats.json's bytes, or StatsError."""
    if len(data) > MAX_BYTES:
        raise StatsError(f"it is larger than a record can be ({MAX_BYTES // 1024} KB)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise StatsError("it is not text") from None
    try:
        raw = json.loads(text, parse_constant=_no_constant, parse_int=_int, parse_float=_float)
    except json.JSONDecodeError:
        raise StatsError("it is not valid JSON") from None
    except RecursionError:
        raise StatsError("it is nested far too deeply") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT or isinstance(raw.get("format"), bool):
        raise StatsError("it does not hold a record of games this version reads")
    games = raw.get("games")
    if not isinstance(games, dict) or len(games) > MAX_GAMES:
        raise StatsError("its list of games has the wrong shape")
    out = Stats()
    for game_id, levels in games.items():
        if not game_id or len(game_id) > MAX_ID or not game_id.isprintable():
            raise StatsError("it names a game oddly")
        if not isinstance(levels, dict) or any(lv not in LEVELS for lv in levels):
            raise StatsError(f"the levels of {game_id!r} have the wrong shape")
        for lv, c in levels.items():
            where = f"{game_id} at level {lv}"
            if not isinstance(c, dict):
                raise StatsError(f"the entry for {where} has the wrong shape")
            cell = Cell(_count(c.get("games"), f"games of {where}"), _count(c.get("wins"), f"wins of {where}"),
                        _count(c.get("losses"), f"losses of {where}"))
            if cell.wins + cell.losses > cell.games:
                raise StatsError(f"{where} has more wins and losses than games")
            best = c.get("best")
            if best is not None and (isinstance(best, bool) or not isinstance(best, (int, float))
                                     or abs(best) > MAX_SCORE):
                raise StatsError(f"the best score of {where} is not a score")
            cell.best = best
            out.games.setdefault(game_id, {})[lv] = cell
    after = raw.get("after_lesson", {})
    if not isinstance(after, dict) or len(after) > MAX_GAMES:
        raise StatsError("its games after a lesson have the wrong shape")
    for game_id, n in after.items():
        if not game_id or len(game_id) > MAX_ID or not game_id.isprintable():
            raise StatsError("it names a game oddly")
        out.after_lesson[game_id] = _count(n, f"games of {game_id} after its lesson")
    return out


def read_bytes(path: Path) -> bytes:
    """The file's bytes, refusing without blocking anything that is not a
    regular file of at most MAX_BYTES (a folder, a pipe, a device)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise StatsError("it is a folder, not a file") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise StatsError("it is a folder, pipe or device, not a file")
        if st.st_size > MAX_BYTES:
            raise StatsError(f"it is larger than a record can be ({MAX_BYTES // 1024} KB)")
        return os.read(fd, MAX_BYTES + 1)
    finally:
        os.close(fd)


# ------------------------------------------------------------------ the file


def path() -> Path:
    from game.persist import data_dir

    return data_dir() / FILE


def _set_aside(src: Path) -> Path | None:
    """Move a damaged stats.json out of the way (kept for a bug report)."""
    for i in range(100):
        dst = src.with_name("stats-damaged.json" if i == 0 else f"stats-damaged-{i}.json")
        if os.path.lexists(dst):
            continue
        try:
            os.replace(src, dst)
            return dst
        except OSError:
            return None
    return None


def load() -> tuple[Stats, str]:
    """(the record, a notice): the notice is '' when all is well, else the
    one sentence telling the person the record was damaged and replaced."""
    src = path()
    if not os.path.lexists(src):
        return Stats(), ""
    try:
        return parse(read_bytes(src)), ""
    except StatsError as e:
        why = str(e)
    except OSError as e:
        why = f"it cannot be read ({e.strerror or type(e).__name__})"
    kept = _set_aside(src)
    if kept is None:
        return Stats(), f"The record of games played could not be used ({why}) nor moved aside."
    fresh = Stats()
    try:
        save(fresh)
    except OSError:
        pass
    return fresh, (f"The record of games played could not be used ({why}); "
                   f"it was kept as {kept.name} and a new one started.")


def save(stats: Stats) -> None:
    from game.persist import atomic_write

    atomic_write(path(), json.dumps(stats.to_json(), indent=1))


def record_finished(match, lesson_done: bool = False) -> str:
    """Count a finished match in stats.json; '' or the sentence to show (a
    damaged record replaced, or the record could not be written)."""
    from game.instance_lock import writing

    with writing(path().parent, LOCK):
        stats, notice = load()
        if not record(stats, match, lesson_done):
            return notice
        try:
            save(stats)
        except OSError as e:
            return notice or f"The record of games played could not be written ({e.strerror or type(e).__name__})."
    return notice
