"""Reading a small file that a person or a program may have replaced by
anything: a folder, a pipe, a device, a link to /dev/zero, a huge file.
Used for saves, settings and content files.  No pygame here."""
from __future__ import annotations

import os
import stat
from pathlib import Path


class FileRefused(ValueError):
    """A path read_bounded will not read: `size` is None for something that
    is not a regular file (a folder, a device, a pipe, or a link to one),
    else the size of a file over the limit."""

    def __init__(self, size: int | None):
        self.size = size
        super().__init__("not a file but a folder, device or pipe (or a link to one)" if size is None
                         else f"the file is {-(-size // 1024)} KB, more than expected")


def read_bounded(path: Path, limit: int) -> tuple[bytes, float]:
    """The bytes of a regular file of at most `limit` bytes, and its
    modification time.  Never blocks (a pipe) and never reads without end
    (a link to /dev/zero, a file growing while read): FileRefused instead;
    OSError when the file cannot be opened."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise FileRefused(None)
        if st.st_size > limit:
            raise FileRefused(st.st_size)
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > limit:
            raise FileRefused(len(data))
        return data, st.st_mtime
    finally:
        os.close(fd)
