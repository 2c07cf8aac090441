"""What a save file may hold, checked before any of it is used.

A save is JSON text: {"format", "game", "options", "seed", "seats",
"actions"[, "checksum"][, "analysis"][, "lesson"][, "keys"]} ("analysis": the
win-chance graph of a finished game, game.analysis, kept so it is computed once;
"lesson": {"step", "since"}, where a lesson's coach stands; "keys": the number
each kind of choice showed, read_key_memory; all optional in every format).  Everything here is pure Python and bounded: the
text is parsed with limits (no Infinity/NaN, no huge numbers, no deep
nesting), and every field is type- and range-checked, so a hostile or
damaged file ends in one SaveError sentence a person can act on, never in
Python's own words.  Replaying the actions is session.Match's job.
"""
from __future__ import annotations

import json
import math
import unicodedata

from game.ui import theme  # no pygame: only the palette's size is read

SAVE_FORMAT = 2  # 2: adds "checksum" (files of format 1 load without it)
READABLE_FORMATS = (1, 2)
SEAT_KINDS = ("human", "random", "easy", "normal", "hard", "expert")
NAME_MAX = 24  # characters in a seat name (the setup screen allows fewer)
PALETTE_SIZE = len(theme.PLAYER_COLOURS)  # player colours a seat may have
SEED_LIMIT = 2 ** 63 - 1  # seeds are integers in [-SEED_LIMIT, SEED_LIMIT]
MAX_ACTIONS = 100_000  # no game declares more (GameSpec.max_decisions; bench/bench_save_limits.py)
MAX_SAVE_BYTES = 8 * 1024 * 1024  # a save of MAX_ACTIONS actions (about 36 bytes each) fits
MAX_DIGITS = 24  # digits in any number in the file
MAX_TEXT = 200  # characters in any text field but names
MAX_DEPTH = 4  # lists inside an action record
MAX_LIST = 256  # items in a list inside an action record
MAX_OPTIONS = 32
MAX_MESSAGE = 160  # characters of a value quoted in a message


class SaveError(ValueError):
    """A save that cannot be used; the message says why in plain words."""


def too_large(size: int) -> SaveError:
    return SaveError(f"the file is {-(-size // 1024)} KB, more than a save can be ({MAX_SAVE_BYTES // 1024} KB)")


def quote(value) -> str:
    """A value for a message: short, whatever it is."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def clip(message: str) -> str:
    return message if len(message) <= MAX_MESSAGE else message[:MAX_MESSAGE - 3] + "..."


def kind_of(value) -> str:
    """A person's word for the JSON type of value."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a record"
    return type(value).__name__


# ------------------------------------------------------------------ parsing


def _no_constant(name):
    raise SaveError(f"the file holds {name}, which is not a number a save can use")


def _int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise SaveError(f"the file holds a number with {len(text)} digits (at most {MAX_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_DIGITS:
        raise SaveError(f"the file holds a number with {len(text)} characters (at most {MAX_DIGITS})")
    value = float(text)
    if not math.isfinite(value):
        raise SaveError(f"the file holds {text}, which is too large a number")
    return value


def parse(data: bytes | str):
    """The JSON value in a save file's bytes (or text), or SaveError."""
    if isinstance(data, bytes):
        if len(data) > MAX_SAVE_BYTES:
            raise too_large(len(data))
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise SaveError(f"the file is not UTF-8 text (bad byte at position {e.start})") from None
    data = data.removeprefix("\ufeff")
    try:
        return json.loads(data, parse_constant=_no_constant, parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as e:
        raise SaveError(f"not valid JSON (line {e.lineno}, column {e.colno})") from None
    except RecursionError:
        raise SaveError("the file is nested too deeply to be a save") from None


# ------------------------------------------------------------------ fields


def need(value, kind, what: str):
    """value if it is of JSON kind `kind` (bool is never an int here)."""
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if not ok:
        want = {int: "a whole number", str: "text", list: "a list", dict: "a record"}[kind]
        raise SaveError(f"{what} should be {want}, not {kind_of(value)}")
    return value


def check_text(value, what: str, longest: int) -> str:
    need(value, str, what)
    if len(value) > longest:
        raise SaveError(f"{what} is {len(value)} characters long (at most {longest})")
    for ch in value:
        if unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn") and ch != " ":
            raise SaveError(f"{what} holds a control or unknown character ({ord(ch):#x})")
    return value


def check_format(data) -> int:
    if not isinstance(data, dict):
        raise SaveError("the file does not hold a saved game")
    fmt = data.get("format")
    if isinstance(fmt, bool) or not isinstance(fmt, int) or fmt not in READABLE_FORMATS:
        raise SaveError(f"save format {quote(fmt)} is not one this version reads (it reads "
                        f"{', '.join(map(str, READABLE_FORMATS))})")
    for key in ("game", "seed", "seats", "actions") + (("checksum",) if fmt >= 2 else ()):
        if key not in data:
            raise SaveError(f"the save is missing {key!r}")
    return fmt


def check_seed(value) -> int:
    need(value, int, "the seed")
    if not -SEED_LIMIT <= value <= SEED_LIMIT:
        raise SaveError(f"the seed {quote(value)} is out of range (at most {len(str(SEED_LIMIT))} digits)")
    return value


def check_seat(record, i: int) -> dict:
    """The keyword arguments of Seat for seat i (counted from 0)."""
    what = f"seat {i + 1}"
    need(record, dict, what)
    extra = sorted(set(record) - {"name", "kind", "colour"})
    if extra:
        raise SaveError(f"{what} has a field this version does not know: {quote(extra[0])}")
    if "name" not in record:
        raise SaveError(f"{what} has no name")
    name = check_text(record["name"], f"the name of {what}", NAME_MAX)
    if not any(unicodedata.category(ch)[0] in "LNPS" for ch in name):
        raise SaveError(f"the name of {what} has no letter, digit or sign to show")
    kind = record.get("kind", "human")
    if not isinstance(kind, str) or kind not in SEAT_KINDS:
        raise SaveError(f"{what} is played by {quote(kind)}, which is not one of {', '.join(SEAT_KINDS)}")
    colour = need(record.get("colour", 0), int, f"the colour of {what}")
    if not 0 <= colour < PALETTE_SIZE:
        raise SaveError(f"the colour of {what} is {colour}; colours are numbered 0 to {PALETTE_SIZE - 1}")
    return {"name": name, "kind": kind, "colour": colour}


def check_options(value) -> dict:
    need(value, dict, "the options")
    if len(value) > MAX_OPTIONS:
        raise SaveError(f"the save has {len(value)} options (at most {MAX_OPTIONS})")
    for key, v in value.items():
        check_text(key, "an option name", MAX_TEXT)
        if isinstance(v, (list, dict)):
            raise SaveError(f"option {quote(key)} should be a single value, not {kind_of(v)}")
        if isinstance(v, str):
            check_text(v, f"option {quote(key)}", MAX_TEXT)
    return dict(value)


def check_option_types(resolved: dict, given: dict) -> None:
    """A given option must have the type of its value in the rules (true is not 1)."""
    for key, v in given.items():
        if type(v) is not type(resolved.get(key)):
            raise SaveError(f"option {quote(key)} is {kind_of(v)}, not the kind of value that game uses")


def _check_value(value, what: str, depth: int) -> None:
    if value is None or isinstance(value, (bool, int)):
        return
    if isinstance(value, str):
        check_text(value, what, MAX_TEXT)
    elif isinstance(value, list):
        if depth >= MAX_DEPTH:
            raise SaveError(f"{what} is nested too deeply")
        if len(value) > MAX_LIST:
            raise SaveError(f"{what} is a list of {len(value)} items (at most {MAX_LIST})")
        for v in value:
            _check_value(v, what, depth + 1)
    else:
        raise SaveError(f"{what} holds {kind_of(value)}, which no move uses")


def action_limit(game_id: str) -> int:
    """The most moves a save of this game may hold: what the game declares
    it can reach (GameSpec.max_decisions), never above MAX_ACTIONS."""
    from game.games import get_spec

    spec = get_spec(game_id)
    return min(MAX_ACTIONS, spec.max_decisions) if spec is not None else MAX_ACTIONS


def check_actions(value, game_id: str | None = None) -> list:
    need(value, list, "the actions")
    if game_id is not None and len(value) > action_limit(game_id):
        from game.games import get_spec

        name = get_spec(game_id).name
        raise SaveError(f"the save has {len(value)} moves, more than a game of {name} can have "
                        f"({action_limit(game_id)})")
    if len(value) > MAX_ACTIONS:
        raise SaveError(f"the save has {len(value)} moves, more than any game can have ({MAX_ACTIONS})")
    for i, record in enumerate(value):
        what = f"move {i + 1}"
        need(record, dict, what)
        if len(record) > 16:
            raise SaveError(f"{what} has {len(record)} fields (at most 16)")
        check_text(record.get("type"), f"the type of {what}", MAX_TEXT)
        for key, v in record.items():
            check_text(key, f"a field name in {what}", MAX_TEXT)
            _check_value(v, f"{what}", 0)
    return value


# ------------------------------------------------------------------ the number keys' memory

MAX_KEY_ENTRIES = 200  # remembered words and kinds per seat (the newest are kept)
MAX_KEY_WHEN = 10 ** 9
_KEY_TAGS = {"w": lambda t: ("words", t), "k": lambda t: ("kind", t), "b": lambda t: ("kind", ("button", t))}


def key_memory_json(memory: dict) -> dict:
    """The prompt bar's memory of which number each kind of choice had
    (table_parts/turn_keys.py) as JSON: {seat: [[tag, text, number, when]]},
    the newest MAX_KEY_ENTRIES a seat."""
    out = {}
    for seat, entries in memory.items():
        if type(seat) is not int:
            continue
        rows = []
        for (what, name), (number, when) in entries.items():
            if what == "words" and type(name) is str:
                rows.append(["w", name, number, when])
            elif what == "kind" and type(name) is str:
                rows.append(["k", name, number, when])
            elif what == "kind" and type(name) is tuple and len(name) == 2 and type(name[1]) is str:
                rows.append(["b", name[1], number, when])
        rows.sort(key=lambda row: row[3])
        if rows:
            out[str(seat)] = rows[-MAX_KEY_ENTRIES:]
    return out


def read_key_memory(value, players: int) -> dict:
    """A save's "keys" record back into the memory key_memory_json wrote.
    It only keeps numbers steady, so anything missing or malformed in it
    means no memory (an older save, an edited one), never an error."""
    if not isinstance(value, dict) or len(value) > players:
        return {}
    memory: dict = {}
    for seat_text, rows in value.items():
        if not (isinstance(seat_text, str) and seat_text.isdigit() and len(seat_text) <= 2
                and int(seat_text) < players and isinstance(rows, list) and len(rows) <= MAX_KEY_ENTRIES):
            return {}
        entries = {}
        for row in rows:
            if not (isinstance(row, list) and len(row) == 4 and row[0] in _KEY_TAGS and isinstance(row[1], str)
                    and len(row[1]) <= MAX_TEXT and type(row[2]) is int and 1 <= row[2] <= 9
                    and type(row[3]) is int and 0 <= row[3] <= MAX_KEY_WHEN):
                return {}
            entries[_KEY_TAGS[row[0]](row[1])] = (row[2], row[3])
        memory[int(seat_text)] = entries
    return memory


MAX_LESSON_STEPS = 80  # steps in one lesson (game/lesson.py reads this bound)


def check_lesson(value, moves: int) -> tuple[int, int]:
    """(step, since) of a save's "lesson" record: the coach's step, counted
    from 0, and the moves made before that step began (at most `moves`).
    Whether the step exists in the lesson is asked when the lesson opens."""
    what = "the lesson's place"
    need(value, dict, what)
    if set(value) != {"step", "since"}:
        raise SaveError(f"{what} should have the fields step and since")
    step = _whole(value["step"], f"the step of {what}", 0, MAX_LESSON_STEPS - 1)
    since = _whole(value["since"], f"the move {what} began at", 0, moves)
    return step, since


def check_checksum(value) -> str:
    need(value, str, "the checksum")
    if len(value) != 64 or any(c not in "0123456789abcdef" for c in value):
        raise SaveError("the checksum is not a valid one (64 hex digits)")
    return value


# ------------------------------------------------------------------ the analysis of a finished game

ANALYSIS_FIELDS = ("version", "person", "budget", "decisions", "points", "turns", "chances", "swings")
SWING_FIELDS = ("decision", "turn", "seat", "chosen", "preferred", "loss")
MAX_SWINGS = 3
MAX_BUDGET = 4096


def _share(value, what: str) -> float:
    """A number from 0 to 1 (a chance)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise SaveError(f"{what} should be a number from 0 to 1, not {quote(value)}")
    return float(value)


def _whole(value, what: str, lo: int, hi: int) -> int:
    need(value, int, what)
    if not lo <= value <= hi:
        raise SaveError(f"{what} is {quote(value)}; it should be from {lo} to {hi}")
    return value


def check_analysis(value, players: int, decisions: int) -> dict:
    """The "analysis" record of a save with `players` seats and `decisions`
    moves: shapes, ranges, and that it was made for this very game."""
    what = "the win-chance analysis"
    need(value, dict, what)
    extra = sorted(set(value) - set(ANALYSIS_FIELDS))
    if extra:
        raise SaveError(f"{what} has a field this version does not know: {quote(extra[0])}")
    for key in ANALYSIS_FIELDS:
        if key not in value:
            raise SaveError(f"{what} is missing {key!r}")
    if type(value["version"]) is not int or value["version"] != 1:
        raise SaveError(f"{what} is of version {quote(value['version'])}, which this version does not read")
    _whole(value["person"], f"the seat judged in {what}", 0, players - 1)
    _whole(value["budget"], f"the budget of {what}", 1, MAX_BUDGET)
    if _whole(value["decisions"], f"the move count of {what}", 0, MAX_ACTIONS) != decisions:
        raise SaveError(f"{what} was made for a game of {value['decisions']} moves, not of {decisions}")
    points = need(value["points"], list, f"the points of {what}")
    turns = need(value["turns"], list, f"the turns of {what}")
    chances = need(value["chances"], list, f"the chances of {what}")
    if not points or len(points) > MAX_ACTIONS + 1 or len(turns) != len(points) or len(chances) != len(points):
        raise SaveError(f"{what} should have one turn and one row of chances per point")
    last = -1
    for p in points:
        if _whole(p, f"a point of {what}", 0, decisions) <= last:
            raise SaveError(f"the points of {what} are not in order")
        last = p
    for t in turns:
        _whole(t, f"a turn of {what}", 1, MAX_ACTIONS + 1)
    for row in chances:
        need(row, list, f"a row of chances in {what}")
        if len(row) != players:
            raise SaveError(f"a row of chances in {what} has {len(row)} values for {players} players")
        for c in row:
            _share(c, f"a chance in {what}")
    swings = need(value["swings"], list, f"the swings of {what}")
    if len(swings) > MAX_SWINGS:
        raise SaveError(f"{what} marks {len(swings)} swings (at most {MAX_SWINGS})")
    for i, sw in enumerate(swings):
        where = f"swing {i + 1} of {what}"
        need(sw, dict, where)
        if set(sw) != set(SWING_FIELDS):
            raise SaveError(f"{where} should have the fields {', '.join(SWING_FIELDS)}")
        _whole(sw["decision"], f"the move of {where}", 0, max(0, decisions - 1))
        _whole(sw["turn"], f"the turn of {where}", 1, MAX_ACTIONS + 1)
        _whole(sw["seat"], f"the seat of {where}", 0, players - 1)
        check_text(sw["chosen"], f"the chosen move of {where}", MAX_TEXT)
        check_text(sw["preferred"], f"the preferred move of {where}", MAX_TEXT)
        _share(sw["loss"], f"the loss of {where}")
    return value
