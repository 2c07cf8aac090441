"""One running Cantina per data folder.

Two apps on one data folder would share one autosave and each overwrite the
other's statistics, so the app takes `cantina.lock` in its data folder at
start and keeps it while it runs; a second app finds it held and says so.
The file holds the owner's process id (for the message).  Where the system
has fcntl the lock is an advisory lock on the open file, which the system
drops whenever the owner ends, even by kill -9, so a lock is never stale;
elsewhere the file's process id is checked, and a lock whose process has
ended is taken over.  No pygame here.
"""
from __future__ import annotations

import contextlib
import os
from pathlib import Path

FILE = "cantina.lock"
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)  # a link in the lock's place is refused, never written through

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None


def open_lock_file(path: Path) -> int:
    """A lock file opened without following a link: a link in its place is
    replaced by a file of our own (nothing outside the data folder is
    written); a folder or a read-only file is opened as it stands, since the
    system locks those too (only the process id goes unwritten)."""
    if path.is_symlink():
        os.unlink(path)
    cloexec = getattr(os, "O_CLOEXEC", 0)
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | NOFOLLOW | cloexec, 0o644)
    except (IsADirectoryError, PermissionError):
        return os.open(path, os.O_RDONLY | NOFOLLOW | cloexec)


class InstanceLock:
    """Held while open: `acquire()` returns the lock, or None with
    `holder` set to the process id of the app that holds it (0: unknown)."""

    def __init__(self, folder: Path):
        self.path = Path(folder) / FILE
        self._fd: int | None = None
        self.holder = 0

    def acquire(self) -> "InstanceLock | None":
        if fcntl is not None:
            return self._acquire_flock()
        return self._acquire_by_pid()

    def _acquire_flock(self):
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | NOFOLLOW | getattr(os, "O_CLOEXEC", 0), 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self.holder = _pid_in(os.read(fd, 32))
            os.close(fd)
            return None
        self._own(fd)
        return self

    def _acquire_by_pid(self):
        for _ in range(2):
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL | NOFOLLOW, 0o644)
            except FileExistsError:
                try:
                    pid = _pid_in(self.path.read_bytes()[:32])
                except OSError:
                    pid = 0
                if pid and _alive(pid):
                    self.holder = pid
                    return None
                try:  # stale: its app has ended
                    os.unlink(self.path)
                except OSError:
                    pass
                continue
            self._own(fd)
            return self
        return None

    def _own(self, fd: int) -> None:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        if fcntl is None:
            try:
                os.unlink(self.path)
            except OSError:
                pass
        os.close(fd)  # drops the flock


def _pid_in(data: bytes) -> int:
    try:
        return int(data.split()[0])
    except (ValueError, IndexError):
        return 0


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name == "nt":  # os.kill would end the process there
        return _alive_on_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _alive_on_windows(pid: int) -> bool:
    import ctypes

    kernel32 = ctypes.windll.kernel32
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return False
    code = ctypes.c_ulong()
    try:
        ok = kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
    finally:
        kernel32.CloseHandle(handle)
    return not ok or code.value == 259  # STILL_ACTIVE


def lock_refused_text(path: Path, error: OSError) -> tuple[str, str]:
    """Title and body when the lock file cannot be taken although the data
    folder can be written (a folder, a link or a read-only file in its place):
    without the lock two apps could lose each other's records, so it stops."""
    if path.is_symlink():
        what = "is a link"
    elif path.is_dir():
        what = "is a folder"
    else:
        what = f"cannot be opened ({error.strerror or type(error).__name__})"
    return ("Cantina cannot lock its data folder",
            f"The lock file {path} {what}. Cantina keeps it so that two copies never write the same saves and "
            "statistics at once. Remove or rename it, then start Cantina again.")


def already_running_text(holder: int) -> tuple[str, str]:
    """Title and body of the message a second app shows."""
    who = f" (process {holder})" if holder else ""
    return ("Cantina is already open",
            f"Another Cantina{who} is using the same data folder. Two at once would share one autosave and "
            "lose statistics, so this one will close: switch to the open Cantina, or close it and start again.")


@contextlib.contextmanager
def writing(folder: Path, name: str):
    """Held around a read-merge-replace of one file in `folder`, so two
    processes on one data folder (the instance lock bypassed) never lose each
    other's writes.  Without fcntl, or where the lock file cannot be opened,
    the write goes ahead unguarded (the instance lock still keeps one app)."""
    fd = None
    if fcntl is not None:
        try:
            fd = open_lock_file(Path(folder) / name)
            fcntl.flock(fd, fcntl.LOCK_EX)
        except OSError:
            if fd is not None:
                os.close(fd)
            fd = None
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)
