"""Settings, saves, autosave and crash logs under the platformdirs locations.

Every write goes to a temporary file in the same folder and is then renamed
over the target, so a crash or power cut never leaves a half-written file.
Set CANTINA_HOME to keep everything under one folder (tests, portable use).
"""
from __future__ import annotations

import json
import os
import tempfile
import time
import traceback
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs

from game.session import Match, SaveError

APP = "Cantina"
SETTINGS_VERSION = 2  # 2: last_setup (files of version 1 load with it empty)
AUTOSAVE = "autosave.json"


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
    path.mkdir(parents=True, exist_ok=True)
    return path


def logs_dir() -> Path:
    path = data_dir() / "logs"
    path.mkdir(parents=True, exist_ok=True)
    return path


def atomic_write(path: Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
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
    confirm_end_turn: bool = False
    # the setup screen's last choices per game id: {"players": n, "seats":
    # [{"name", "kind", "colour"}, ...], "options": {...}} (checked on use)
    last_setup: dict = field(default_factory=dict)

    @classmethod
    def load(cls) -> "Settings":
        path = config_dir() / "settings.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError):
            return cls()  # unreadable settings fall back to defaults
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for f in fields(cls):
            if f.name in data and f.name != "version":
                value = data[f.name]
                default = getattr(settings, f.name)
                if isinstance(default, tuple) and isinstance(value, list):
                    value = tuple(value)
                if type(value) is type(default) or (isinstance(default, float) and isinstance(value, int)):
                    setattr(settings, f.name, value)
        return settings

    def save(self) -> None:
        data = asdict(self)
        atomic_write(config_dir() / "settings.json", json.dumps(data, indent=2))


# ------------------------------------------------------------------ saves


@dataclass
class SaveInfo:
    path: Path
    name: str
    game: str = ""
    modified: float = 0.0
    error: str = ""  # non-empty: the save is unreadable, and this says why
    match: Match | None = None


def write_save(match: Match, name: str) -> Path:
    path = saves_dir() / f"{name}.json"
    atomic_write(path, match.dumps())
    return path


def autosave(match: Match) -> None:
    atomic_write(data_dir() / AUTOSAVE, match.dumps())


def read_save(path: Path) -> SaveInfo:
    path = Path(path)
    info = SaveInfo(path=path, name=path.stem)
    try:
        info.modified = path.stat().st_mtime
        info.match = Match.loads(path.read_text(encoding="utf-8"))
        info.game = info.match.game_id
    except SaveError as e:
        info.error = str(e)
    except (OSError, UnicodeDecodeError) as e:
        info.error = f"cannot read the file ({e.__class__.__name__})"
    return info


def list_saves() -> list[SaveInfo]:
    """All saves, newest first; unreadable ones carry their reason."""
    infos = [read_save(p) for p in saves_dir().glob("*.json")]
    return sorted(infos, key=lambda i: i.modified, reverse=True)


def load_autosave() -> SaveInfo | None:
    path = data_dir() / AUTOSAVE
    return read_save(path) if path.exists() else None


def write_crash_log(exc: BaseException) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = logs_dir() / f"crash-{stamp}.log"
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    atomic_write(path, text)
    return path
