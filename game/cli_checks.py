"""Checks of command-line values: each bad value becomes one line on stderr
and a non-zero exit (status 2), never a traceback or a silent default.

Used by game/cli.py and game/tournament.py.  No pygame here.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

SIZE_MIN = (160, 90)
SIZE_MAX = (7680, 4320)


class CliError(ValueError):
    """A bad command-line value; the message is the one line shown."""


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line (no usage block)."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message}\n")


def whole_number(lo: int, hi: int | None = None):
    """An argparse type: a whole number of at least `lo` (and at most `hi`)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < lo or (hi is not None and value > hi):
            span = f"of at least {lo}" if hi is None else f"from {lo} to {hi:,}"
            shown = text if len(text) <= 24 else text[:20] + "..."
            raise argparse.ArgumentTypeError(f"expected a whole number {span}, got {shown}")
        return value
    parse.__name__ = "whole number"
    return parse


# Upper bounds of counts given on the command line: far above any real use,
# low enough that a typo (an extra zero or ten) is an error, not a run that
# never ends or a process per core a thousand times over.
MAX_GAMES = 1_000_000
MAX_WORKERS = 64
MAX_ITERATIONS = 1_000_000
MAX_AFTER = 1_000_000
MAX_PLAYERS = 99  # the games' own checks then say how many each takes


def replay_view(value, seats: int):
    """`--option view=` of `screenshot replay`: "all" (everything revealed),
    a seat number from 1 to `seats` (that seat's eyes, as an index from 0),
    or None when not given."""
    if value is None or value == "all":
        return value
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= seats:
        return value - 1
    shown = str(value) if len(str(value)) <= 24 else str(value)[:20] + "..."
    raise CliError(f"--option view={shown}: give all or a seat number from 1 to {seats}")


def positive_seconds(text: str) -> float:
    """An argparse type: a finite number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0, got {text!r}")
    return value


def seat_list(arg: str | None, allowed, what: str) -> list[str] | None:
    """The comma list of --seats (None when not given), each entry in
    `allowed` (`what` names them in the message)."""
    if arg is None:
        return None
    seats = [s.strip() for s in arg.split(",")]
    if not any(seats):
        raise CliError("--seats is empty: give a comma list such as " + ",".join(list(allowed)[-2:]))
    if not all(seats):
        raise CliError(f"--seats {arg!r} has an empty entry between commas")
    for s in seats:
        if s not in allowed:
            raise CliError(f"--seats: {s!r} is not a {what}; choose from {', '.join(allowed)}")
    return seats


def window_size(text: str) -> tuple[int, int]:
    parts = str(text).lower().split("x")
    try:
        w, h = (int(p) for p in parts)
    except ValueError:
        raise CliError(f"--size wants WxH, e.g. 1280x720, not {text!r}") from None
    if not (SIZE_MIN[0] <= w <= SIZE_MAX[0] and SIZE_MIN[1] <= h <= SIZE_MAX[1]):
        raise CliError(f"--size {text} is out of range: from {SIZE_MIN[0]}x{SIZE_MIN[1]} "
                       f"to {SIZE_MAX[0]}x{SIZE_MAX[1]}")
    return w, h


def mouse_position(text: str | None, logical: tuple[int, int]) -> tuple[int, int] | None:
    if text is None:
        return None
    try:
        x, y = (int(p) for p in text.split(","))
    except ValueError:
        raise CliError(f"--mouse wants X,Y in the 1920x1080 canvas, e.g. 960,540, not {text!r}") from None
    if not (0 <= x < logical[0] and 0 <= y < logical[1]):
        raise CliError(f"--mouse {text} is off the canvas: X from 0 to {logical[0] - 1}, Y from 0 to {logical[1] - 1}")
    return x, y


def png_path(text: str) -> Path:
    path = Path(text)
    if path.suffix.lower() != ".png":
        raise CliError(f"--out {text!r} should name a .png file")
    if path.is_dir():
        raise CliError(f"--out {text!r} is a folder; name a .png file inside it")
    folder = path.parent
    if not folder.is_dir():
        raise CliError(f"--out {text!r}: the folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK):
        raise CliError(f"--out {text!r}: the folder {str(folder)!r} is not writable")
    return path


def check_home() -> None:
    """CANTINA_HOME, when set, must be (or be creatable as) a folder."""
    home = os.environ.get("CANTINA_HOME")
    if home is None:
        return
    if not home.strip():
        raise CliError("CANTINA_HOME is set but empty: point it at a folder or unset it")
    path = Path(home)
    if path.exists() and not path.is_dir():
        raise CliError(f"CANTINA_HOME points at {home!r}, which is a file, not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CliError(f"CANTINA_HOME {home!r} cannot be used as a folder ({e.strerror or e})") from None
    # a folder that cannot be written is no error here: the app opens and
    # says so (persist.cannot_write_reason), and the saves can still be read


def fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def parse_options(pairs: list[str] | None) -> dict:
    """--option KEY=VALUE pairs as a dict (true/false/on/off/yes/no and whole numbers typed)."""
    options = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--option wants KEY=VALUE, got {pair!r}")
        key = key.strip()
        low = value.lower()
        if low in ("true", "yes", "on"):
            options[key] = True
        elif low in ("false", "no", "off"):
            options[key] = False
        else:
            try:
                options[key] = int(value)
            except ValueError:
                options[key] = value
    return options
