"""What a usable value is for each key of settings.json.

Settings.load (game/persist.py) passes every stored value through `checked`;
a bad value (wrong kind, out of range, NaN or Infinity) falls back to the
default of that key only, and `notice` turns the list of bad keys into the one
sentence the person is shown.  No pygame here.
"""
from __future__ import annotations

import math

BAD = object()  # `checked` returns this for a value that cannot be used

WINDOW_PRESETS = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))  # the settings screen's choices
WINDOW_MIN = (640, 360)
WINDOW_MAX = (7680, 4320)
# key -> (lowest, highest) for the number settings
NUMBER_RANGES = {
    "music_volume": (0.0, 1.0),
    "effects_volume": (0.0, 1.0),
    "animation_speed": (0.0, 4.0),  # 0 = no animation
    "bot_pace": (0.0, 10.0),  # seconds between bot moves on screen
}
FLAGS = ("fullscreen", "colour_symbols", "confirm_end_turn", "reaction_prompts", "hints", "bot_proposals")
LABELS = {
    "window_size": "window size", "fullscreen": "full screen choice", "music_volume": "music volume",
    "effects_volume": "effects volume", "animation_speed": "animation speed", "bot_pace": "bot pace",
    "colour_symbols": "colour symbols choice", "confirm_end_turn": "end-turn confirmation choice",
    "reaction_prompts": "reaction prompts choice", "hints": "hints choice",
    "bot_proposals": "bot proposals choice",
    "last_setup": "last setup", "lessons_done": "lessons done",
}
MAX_LESSONS = 64  # game ids in lessons_done


LAST_SETUP_DEPTH = 6  # {game: {"seats": [{"name": ...}]}} is 4 deep


def _depth_at_most(value, limit: int) -> bool:
    """True when `value` nests lists and dicts at most `limit` deep (checked
    without recursion, so no nesting can overflow the stack)."""
    stack = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, (list, dict)):
            if depth >= limit:
                return False
            stack.extend((child, depth + 1) for child in (v.values() if isinstance(v, dict) else v))
    return True


def _number(value) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    value = float(value)
    return value if math.isfinite(value) else None


def checked(key: str, value):
    """`value` as the setting `key` holds it, or BAD.  Unknown keys are BAD."""
    if key == "window_size":
        if not isinstance(value, (list, tuple)) or len(value) != 2:
            return BAD
        if any(isinstance(v, bool) or not isinstance(v, int) for v in value):
            return BAD
        w, h = value
        if not (WINDOW_MIN[0] <= w <= WINDOW_MAX[0] and WINDOW_MIN[1] <= h <= WINDOW_MAX[1]):
            return BAD
        return (w, h)
    if key in NUMBER_RANGES:
        lo, hi = NUMBER_RANGES[key]
        v = _number(value)
        return v if v is not None and lo <= v <= hi else BAD
    if key in FLAGS:
        return value if isinstance(value, bool) else BAD
    if key == "last_setup":
        # its entries are checked on use; the depth here, as a deep one would
        # overflow the stack when the settings are copied to be saved
        return value if isinstance(value, dict) and _depth_at_most(value, LAST_SETUP_DEPTH) else BAD
    if key == "lessons_done":  # the games whose lesson reached its hand-over
        if not isinstance(value, list) or len(value) > MAX_LESSONS:
            return BAD
        if not all(isinstance(v, str) and 0 < len(v) <= 40 for v in value):
            return BAD
        return sorted(set(value))
    return BAD


def notice(problems: list[str], kept_as: str = "") -> str:
    """The one sentence telling the person which settings were reset ('' when
    none); kept_as: the name an unreadable file was kept under."""
    if not problems:
        return ""
    if problems == ["unreadable"]:
        kept = f" (it was kept as {kept_as})" if kept_as else ""
        return f"settings.json could not be read{kept}; using the default settings."
    names = [LABELS.get(p, p.replace("_", " ")) for p in problems]
    if len(names) == 1:
        return f"settings.json had a bad {names[0]}; using the default."
    listed = ", ".join(names[:-1]) + " and " + names[-1]
    return f"settings.json had a bad {listed}; using the defaults for those."
