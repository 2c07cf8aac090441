"""Settings, saves, autosave and crash logs under the platformdirs locations.

Every write goes to a temporary file in the same folder and is then renamed
over the target, so a crash or power cut never leaves a half-written file.
Set CANTINA_HOME to keep everything under one folder (tests, portable use).
"""
from __future__ import annotations

import errno
import json
import os
import re
import tempfile
import time
import traceback
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs

from game.bounded_read import FileRefused, read_bounded
from game.save_format import MAX_SAVE_BYTES, too_large
from game.session import Match, SaveError

APP = "Cantina"
MAX_SETTINGS_BYTES = 256 * 1024  # settings.json with every game's last setup is a few KB
SETTINGS_VERSION = 2  # 2: last_setup (files of version 1 load with it empty)
AUTOSAVE = "autosave.json"  # the single autosave of older versions (moved into AUTOSAVES)
AUTOSAVES = "autosaves"  # one autosave per match, in this folder of the data folder
MAX_AUTOSAVES = 40  # beyond this the oldest finished games' autosaves are dropped


def config_dir() -> Path:
    home = os.environ.get("CANTINA_HOME")
    path = Path(home, "config") if home else Path(platformdirs.user_config_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = os.environ.get("CANTINA_HOME")
    path = Path(home, "data") if home else Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    if os.path.lexists(path) and not path.is_dir():
        raise WriteFailed(errno.ENOTDIR, "the saves folder is a file, not a folder", str(path))
    path.mkdir(parents=True, exist_ok=True)
    return stays_inside(path)


def logs_dir() -> Path:
    path = data_dir() / "logs"
    path.mkdir(parents=True, exist_ok=True)
    return stays_inside(path)


def own_folders() -> list[Path]:
    """The folders Cantina writes in (config and data), links resolved:
    the person may keep either anywhere, a link included."""
    out = []
    for where in (config_dir, data_dir):
        try:
            out.append(where().resolve())
        except OSError:
            continue
    return out


def stays_inside(folder: Path, roots: list[Path] | None = None) -> Path:
    """`folder`, when it is (links resolved) the config or data folder or
    inside one (`roots`: other folders allowed instead); else WriteFailed:
    a link out of Cantina's folders is never written through."""
    real = Path(folder).resolve()
    for root in own_folders() if roots is None else roots:
        if real == root or root in real.parents:
            return Path(folder)
    raise WriteFailed(errno.EXDEV, f"\u201c{Path(folder).name}\u201d is a link out of Cantina's folder: "
                                   "remove the link and Cantina makes a folder of its own")


class WriteFailed(OSError):
    """A write that failed, worded for the person: str() is the reason alone
    (no error number, no temporary file's path)."""

    def __str__(self):
        return self.strerror or "the file could not be written"


def _why_not_written(e: OSError, folder: Path) -> WriteFailed:
    if isinstance(e, WriteFailed):
        return e
    if e.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        why = f"the folder \u201c{folder.name}\u201d is read-only"
    elif e.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        why = "the disk is full"
    elif e.errno in (errno.EEXIST, errno.ENOTDIR):
        why = f"\u201c{folder.name}\u201d is a file, not a folder"
    else:
        why = (e.strerror or e.__class__.__name__).lower()
    return WriteFailed(e.errno, why)


def atomic_write(path: Path, text: str, roots: list[Path] | None = None) -> None:
    """Write `text` to `path` through a temporary file renamed over it
    (a link at `path` is replaced, never followed), in a folder inside
    Cantina's own (stays_inside; `roots`: other folders allowed instead);
    WriteFailed says why it could not be done."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        stays_inside(path.parent, roots)
        _atomic_write(path, text)
    except OSError as e:
        raise _why_not_written(e, path.parent) from None


def _atomic_write(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


# ------------------------------------------------------------------ files that cannot be used


def keep_aside(path: Path, stem: str) -> Path | None:
    """Rename `path` (whatever it is) to the first free <stem>.json,
    <stem>-2.json, ... beside it, so it is never overwritten; the new path,
    or None when it could not be moved."""
    for n in range(1, 100):
        target = path.with_name(f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None


# ------------------------------------------------------------------ settings


@dataclass
class Settings:
    version: int = SETTINGS_VERSION
    window_size: tuple = (1280, 720)
    fullscreen: bool = False
    music_volume: float = 0.5
    effects_volume: float = 0.7
    animation_speed: float = 1.0  # 0.5 slow .. 2.0 fast; 0 = no animation
    bot_pace: float = 0.8  # seconds between bot decisions shown on screen
    colour_symbols: bool = True  # draw a symbol beside every player colour
    confirm_end_turn: bool = True  # ask before a move that ends the turn while others were left
    reaction_prompts: bool = False  # True: a reply prompt passes for the person when its clock runs out
    hints: bool = True  # the table's Hint button (and H) in games against bots
    bot_proposals: bool = True  # bots may propose deals out of their turn (a few a round)
    # the setup screen's last choices per game id: {"players": n, "seats":
    # [{"name", "kind", "colour"}, ...], "options": {...}} (checked on use)
    last_setup: dict = field(default_factory=dict)
    lessons_done: list = field(default_factory=list)  # game ids whose lesson reached its hand-over

    # keys of settings.json that were unusable and fell back to their
    # default ("unreadable": the whole file); settings_check.notice words it
    problems = ()
    kept_as = ""  # the name an unreadable settings.json was kept under ("" if none)
    keep_file = False  # an unreadable settings.json could not be moved aside: never write over it

    @classmethod
    def load(cls) -> "Settings":
        """settings.json, each value range-checked (settings_check): a bad one
        falls back to the default of that key only and is named in .problems.
        A file that cannot be read at all (not JSON, not a file, too large,
        nested too deeply) is renamed to settings-unreadable.json before the
        defaults can be saved over it."""
        from game.settings_check import BAD, checked

        settings = cls()
        try:
            path = config_dir() / "settings.json"
        except OSError:  # no settings folder can be made (a file in its place): defaults, never saved
            settings.keep_file = True
            return settings
        try:
            raw, _ = read_bounded(path, MAX_SETTINGS_BYTES)
            data = json.loads(raw.decode("utf-8-sig"))
        except FileNotFoundError:
            return settings
        except (OSError, ValueError, RecursionError):  # FileRefused, UnicodeDecodeError and JSON errors are ValueErrors
            data = None
        if not isinstance(data, dict):
            settings.problems = ["unreadable"]
            kept = keep_aside(path, "settings-unreadable")
            settings.kept_as = kept.name if kept is not None else ""
            settings.keep_file = kept is None and os.path.lexists(path)
            return settings
        problems = []
        for f in fields(cls):
            if f.name in data and f.name != "version":
                value = checked(f.name, data[f.name])
                if value is BAD:
                    problems.append(f.name)
                else:
                    setattr(settings, f.name, value)
        settings.problems = problems
        return settings

    def save(self) -> None:
        if self.keep_file:
            return
        data = asdict(self)
        atomic_write(config_dir() / "settings.json", json.dumps(data, indent=2))


# ------------------------------------------------------------------ saves

SAVE_NAME_MAX = 48  # characters in a save's name (the save dialog's limit)
_NOT_IN_NAMES = '/\\:*?"<>|'


@dataclass
class SaveInfo:
    path: Path
    name: str  # the file name without .json, readable (never raw bytes)
    game: str = ""
    modified: float = 0.0
    error: str = ""  # non-empty: the save is unreadable, and this says why
    match: Match | None = None

    @property
    def finished(self) -> bool:
        return self.match is not None and self.match.state.is_over


class ListedAutosave:
    """An autosave listed by its name and time alone, read (checked and
    replayed) the first time its match, error or game is asked for: the
    Load screen reads only the rows it shows, so it opens as fast with
    10,000 autosaves as with ten.  `finished` comes from the name (a
    finished game's autosave is renamed *.done.json)."""

    def __init__(self, path: Path, modified: float):
        self.path, self.modified = path, modified
        self.finished = path.name.endswith(DONE)
        self._read: SaveInfo | None = None

    @property
    def name(self) -> str:
        return display_name(self.path.stem)

    def _info(self) -> SaveInfo:
        if self._read is None:
            self._read = read_save(self.path)
            if self._read.match is not None:
                self._read.match.autosave_path = self.path
        return self._read

    @property
    def match(self) -> Match | None:
        return self._info().match

    @property
    def error(self) -> str:
        return self._info().error

    @property
    def game(self) -> str:
        return self._info().game


def display_name(stem: str) -> str:
    """A file name as a person can read it: bytes that are not UTF-8 and
    control characters are shown as the replacement character."""
    text = os.fsencode(stem).decode("utf-8", "replace")
    return "".join(ch if ch.isprintable() else "\ufffd" for ch in text)


def save_name_problem(name: str) -> str:
    """Why `name` cannot name a save ("" when it can)."""
    name = name.strip()
    if not name:
        return "Give the save a name."
    if len(name) > SAVE_NAME_MAX:
        return f"A save name has at most {SAVE_NAME_MAX} characters."
    if name.startswith(".") or any(ch in _NOT_IN_NAMES or not ch.isprintable() for ch in name):
        return f"A save name cannot start with a dot or hold any of {_NOT_IN_NAMES}."
    if name.split(".")[0].strip().upper() in WINDOWS_RESERVED or name.endswith("."):
        return f"Windows keeps the name {name!r} for itself: choose another."
    return ""


# names Windows cannot give a file, with any extension and in any case
WINDOWS_RESERVED = frozenset({"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)),
                              *(f"LPT{i}" for i in range(1, 10))})


def save_path(name: str) -> Path:
    problem = save_name_problem(name)
    if problem:
        raise ValueError(problem)
    return saves_dir() / f"{name.strip()}.json"


def save_exists(name: str) -> bool:
    """True when a save (or anything else) already has this name."""
    return os.path.lexists(save_path(name))


class SaveNameTaken(WriteFailed):
    """write_save without replace found the name taken (perhaps just now, by
    another Cantina on the same data folder)."""


def write_save(match: Match, name: str, replace: bool = False) -> Path:
    """Write a save; a new name is claimed exclusively, so of two processes
    saving under one name at once one writes and the other gets
    SaveNameTaken (replace=True: the person chose to replace it)."""
    path = save_path(name)
    if not replace:
        try:
            claim(path)
        except FileExistsError:
            raise SaveNameTaken(errno.EEXIST, f"a save called \u201c{name.strip()}\u201d already exists") from None
        except OSError as e:
            raise _why_not_written(e, path.parent) from None
    try:
        atomic_write(path, match.dumps())
    except OSError:
        if not replace:
            _unclaim(path)
        raise
    return path


def claim(path: Path) -> None:
    """Create `path` empty, failing with FileExistsError when anything
    (a link included) is already there: the name is this process's to
    replace with the real file."""
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644))


def _unclaim(path: Path) -> None:
    """Remove a claimed name that was never written (still empty)."""
    try:
        if os.lstat(path).st_size == 0:
            os.unlink(path)
    except OSError:
        pass


_autosave_failing: tuple | None = None  # (CANTINA_HOME, reason) of the last autosave that failed


def autosave(match: Match) -> bool:
    """Write the match's own autosave (a new file in the autosaves folder on
    its first write, so starting a game never replaces another); True when
    written.  A failure raises WriteFailed (one short line for a notice) the
    first time only: while the autosave keeps failing for the same reason it
    returns False, so a notice shown per move is not repeated; a success
    ends that."""
    global _autosave_failing
    new = match.autosave_path is None
    try:
        if new:
            match.autosave_path = new_autosave_path(match.game_id if match.lesson else "")
        try:
            atomic_write(match.autosave_path, match.dumps())
        except OSError:
            if new:  # the claimed name is given back; the next move tries again
                _unclaim(match.autosave_path)
                match.autosave_path = None
            raise
        if match.state.is_over and not match.autosave_path.name.endswith(DONE):
            done = match.autosave_path.with_name(match.autosave_path.name[:-len(".json")] + DONE)
            os.replace(match.autosave_path, done)  # finished: its name says so, so pruning reads no file
            match.autosave_path = done
        if new:
            prune_autosaves(keep=match.autosave_path)
    except OSError as e:
        failure = _why_not_written(e, Path(e.filename or "data"))
        key = (os.environ.get("CANTINA_HOME"), str(failure))
        if key == _autosave_failing:
            return False
        _autosave_failing = key
        raise failure from None
    _autosave_failing = None
    return True


PROBE_BYTES = 16 * 1024  # a full disk refuses a write this size; a save is larger


def cannot_write_reason() -> str:
    """Why Cantina cannot keep anything it writes (settings, saves, the
    autosave, statistics), or "" when it can: a folder that cannot be made
    or is read-only, or a write that fails (a full disk), tried with a small
    file written and removed again."""
    for where in (config_dir, data_dir):
        try:
            folder = where()
        except OSError as e:
            return str(_why_not_written(e, Path(e.filename or "")))
        if not os.access(folder, os.W_OK | os.X_OK):
            return f"the folder {folder} is read-only"
        probe = folder / f".cantina-write-probe-{os.getpid()}"
        try:
            atomic_write(probe, "0" * PROBE_BYTES)
        except OSError as e:
            return str(_why_not_written(e, folder))
        try:
            os.unlink(probe)
        except OSError:
            pass
    return ""


def read_save_bytes(path: Path) -> tuple[bytes, float]:
    """The bytes of a save file and its modification time (read_bounded,
    with its refusals worded for a save)."""
    try:
        return read_bounded(path, MAX_SAVE_BYTES)
    except FileRefused as e:
        if e.size is None:
            raise SaveError("this is not a save file but a folder, device or pipe (or a link to one)") from None
        raise too_large(e.size) from None


def read_save(path: Path) -> SaveInfo:
    """A save file checked and replayed; never raises: a file that cannot be
    used carries the reason in .error."""
    path = Path(path)
    info = SaveInfo(path=path, name=display_name(path.stem))
    try:
        data, info.modified = read_save_bytes(path)
        info.match = Match.loads(data)
        info.game = info.match.game_id
    except SaveError as e:
        info.error = str(e)
    except OSError as e:
        info.error = f"cannot read the file ({e.strerror or e.__class__.__name__})"
    except Exception as e:  # noqa: BLE001 - one bad file never breaks the list
        info.error = f"cannot be used ({e.__class__.__name__})"
    if info.error:
        info.match = None
    return info


def list_saves() -> list[SaveInfo]:
    """All saves, newest first; unreadable ones carry their reason.  An
    unreadable saves folder raises OSError (it is not "no saves")."""
    with os.scandir(saves_dir()) as entries:
        paths = [Path(e.path) for e in entries if e.name.endswith(".json")]
    infos = [read_save(p) for p in paths]
    return sorted(infos, key=lambda i: i.modified, reverse=True)


# ------------------------------------------------------------------ autosaves, one per match


def autosaves_dir() -> Path:
    """The folder of autosaves, one file per match; the single autosave.json
    of older versions is moved in on first use."""
    path = data_dir() / AUTOSAVES
    if os.path.lexists(path) and not path.is_dir():
        raise WriteFailed(errno.ENOTDIR, f"\u201c{AUTOSAVES}\u201d is a file, not a folder")
    path.mkdir(parents=True, exist_ok=True)
    stays_inside(path)
    _migrate_single_autosave(path)
    return path


def _migrate_single_autosave(folder: Path) -> None:
    """Move an older version's autosave.json into `folder` under a free name
    (stamped with its own time); left where it is when it cannot be moved."""
    old = data_dir() / AUTOSAVE
    if not os.path.lexists(old):
        return
    try:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(os.lstat(old).st_mtime))
        target = _free_name(folder, f"{stamp}-earlier")
        try:
            os.replace(old, target)  # keeps the file's time: it sorts where it belongs
        except OSError:
            _unclaim(target)
            raise
    except OSError:
        pass


def _free_name(folder: Path, stem: str) -> Path:
    """A free `stem.json` (or stem-N.json) whose finished name (.done.json)
    is free too, claimed (created empty, exclusively): another process
    looking for a name at the same moment takes the next one."""
    for n in range(1, 1000):
        base = stem if n == 1 else f"{stem}-{n}"
        target = folder / f"{base}.json"
        if os.path.lexists(folder / f"{base}{DONE}"):
            continue
        try:
            claim(target)
        except FileExistsError:
            continue
        return target
    raise WriteFailed(errno.EEXIST, f"\u201c{folder.name}\u201d has no free name left")


DONE = ".done.json"  # the ending of a finished game's autosave


def new_autosave_path(lesson_of: str = "") -> Path:
    """A file name for a new match's autosave, free and sorting by time; a
    lesson's game (of game id `lesson_of`) says so in its name, so "Learn to
    play" finds it without reading other games."""
    stem = time.strftime("%Y%m%d-%H%M%S") + (f".lesson-{lesson_of}" if lesson_of else "")
    return _free_name(autosaves_dir(), stem)


def lesson_autosave(game_id: str) -> SaveInfo | None:
    """The newest lesson of `game_id` still in progress, read from the
    autosaves named for it; None when there is none (or none readable)."""
    name = re.compile(rf"\.lesson-{re.escape(game_id)}(-\d+)?\.json$")
    try:
        paths = [p for p in _autosave_paths() if name.search(p.name)]
    except OSError:
        return None
    for path in _newest_first(paths):
        info = read_save(path)
        if in_progress(info) and info.match.lesson is not None:
            info.match.autosave_path = path
            return info
    return None


def _by_newest(infos: list[SaveInfo]) -> list[SaveInfo]:
    return sorted(infos, key=lambda i: (i.modified, i.path.name), reverse=True)


def list_autosaves() -> list[SaveInfo]:
    """Every match's autosave, newest first; unreadable ones carry their reason."""
    infos = []
    for p in _autosave_paths():
        info = read_save(p)
        if info.match is not None:
            info.match.autosave_path = p
        infos.append(info)
    return _by_newest(infos)


def _autosave_paths() -> list[Path]:
    try:
        folder = autosaves_dir()
    except OSError:
        if os.path.lexists(data_dir() / AUTOSAVES):
            raise
        # a read-only data folder of an older version: its single autosave is still listed
        old = data_dir() / AUTOSAVE
        return [old] if os.path.lexists(old) else []
    with os.scandir(folder) as entries:
        return [Path(e.path) for e in entries if e.name.endswith(".json")]
def in_progress(info: SaveInfo) -> bool:
    return info.match is not None and not info.match.state.is_over


def load_autosave() -> SaveInfo | None:
    """What the menu's first button offers: the newest game in progress
    (Continue); a lesson only when it is the newest of all (one left part-way
    before is resumed by its "Learn to play"); else the newest finished game
    (its results); an unreadable autosave only when there is nothing else (so
    the menu can say why); None when there are no autosaves."""
    try:
        paths = _newest_first(_autosave_paths())
    except OSError:
        return None
    newest = first = None
    for path in paths:  # read one by one: the newest is usually the one wanted
        info = read_save(path)
        if info.match is not None:
            info.match.autosave_path = path
            if in_progress(info) and (info.match.lesson is None or newest is None):
                return info
            newest = newest or info
        first = first or info
    return newest or first


def _newest_first(paths: list[Path]) -> list[Path]:
    return sorted(paths, key=lambda p: (_mtime(p), p.name), reverse=True)


def prune_autosaves(keep: Path, limit: int | None = None) -> list[Path]:
    """Keep the autosaves folder within `limit` files by deleting the oldest
    FINISHED games (named so when they ended: no file is read, so the cost
    does not grow with the folder's files); a game in progress or an
    unreadable file is never deleted here (only the person deletes those).
    The deleted paths."""
    limit = MAX_AUTOSAVES if limit is None else limit
    folder = autosaves_dir()
    with os.scandir(folder) as it:
        entries = [e for e in it if e.name.endswith(".json")]
    extra = len(entries) - limit
    if extra <= 0:
        return []
    done = []
    for e in entries:
        if e.name.endswith(DONE) and e.name != Path(keep).name:
            try:
                done.append((e.stat().st_mtime, e.name))
            except OSError:
                continue
    gone = []
    for _, name in sorted(done)[:extra]:  # oldest first
        path = folder / name
        try:
            path.unlink()
        except OSError:
            continue
        gone.append(path)
    return gone


def listed_autosaves() -> list[ListedAutosave]:
    """Every match's autosave by name and time, none read (ListedAutosave)."""
    try:
        folder = autosaves_dir()
    except OSError:
        return [ListedAutosave(p, _mtime(p)) for p in _autosave_paths()]  # an older version's single autosave
    out = []
    with os.scandir(folder) as entries:
        for e in entries:
            if e.name.endswith(".json"):
                try:
                    when = e.stat().st_mtime
                except OSError:
                    when = 0.0
                out.append(ListedAutosave(folder / e.name, when))
    return out


def _mtime(path: Path) -> float:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return 0.0


def list_games() -> list:
    """The load screen's list: games in progress (autosaves and saves), then
    finished games, each newest first; unreadable saves last.  Autosaves are
    listed unread (ListedAutosave: in progress or finished by their name, an
    unreadable one shown where its time puts it); the named saves, made one
    by one by the person, are read.  An unreadable folder raises OSError."""
    autos, saves = listed_autosaves(), list_saves()
    going = [a for a in autos if not a.finished] + [i for i in saves if in_progress(i)]
    done = [a for a in autos if a.finished] + [i for i in saves if i.finished]
    bad = [i for i in saves if i.match is None]
    return _by_newest(going) + _by_newest(done) + _by_newest(bad)


def old_unfinished(listed: list, keep: int = MAX_AUTOSAVES) -> list:
    """The autosaves of unfinished games beyond the newest `keep` among
    `listed` (by name and time, none read): what the Load screen offers to
    clear.  Named saves are never among them."""
    folder = data_dir() / AUTOSAVES
    going = _by_newest([i for i in listed if i.path.parent == folder and not i.finished])
    return going[keep:]


def clear_autosaves(infos: list) -> list[Path]:
    """Delete these autosaves (the person asked, twice); the paths that went."""
    gone = []
    for info in infos:
        try:
            info.path.unlink()
        except OSError:
            continue
        gone.append(info.path)
    return gone


def is_autosave(info: SaveInfo) -> bool:
    folder = data_dir()
    return info.path.parent == folder / AUTOSAVES or info.path == folder / AUTOSAVE


def open_copy(info: SaveInfo) -> Match:
    """A fresh copy of a listed game's match to play or review (the list's
    stays untouched); a copy of an autosave keeps writing to that autosave."""
    match = Match.from_json(info.match.to_json())
    if is_autosave(info):
        match.autosave_path = info.path
    return match


def delete_game(info: SaveInfo) -> None:
    """Delete a save or autosave file for good (the person asked twice)."""
    info.path.unlink()


def set_aside_autosave(path: Path | None) -> Path | None:
    """Move an autosave that crashes the app out of Continue's way (kept as
    autosave-crashed.json in the data folder for a bug report); its new
    path, or None."""
    if path is None or not os.path.lexists(path):
        return None
    try:
        dst = _free_name(data_dir(), "autosave-crashed")
    except OSError:
        return None
    try:
        os.replace(path, dst)
    except OSError:
        _unclaim(dst)
        return None
    return dst


def write_log(kind: str, text: str) -> Path:
    """`text` in a new <kind>-<time>.log in the logs folder or, when that
    cannot be written, in the system's temporary folder; its path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        path = _free_log_name(logs_dir(), f"{kind}-{stamp}")
        atomic_write(path, text)
    except OSError:
        temp = Path(tempfile.gettempdir())
        path = temp / f"cantina-{kind}-{stamp}-{os.getpid()}.log"
        atomic_write(path, text, roots=[temp.resolve()])
    return path


def _free_log_name(folder: Path, stem: str) -> Path:
    for n in range(1, 100):
        path = folder / (f"{stem}.log" if n == 1 else f"{stem}-{n}.log")
        if not os.path.lexists(path):
            return path
    return folder / f"{stem}-{os.getpid()}.log"


def write_crash_log(exc: BaseException) -> Path:
    """The crash log (write_log)."""
    return write_log("crash", "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
