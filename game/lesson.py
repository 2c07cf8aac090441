"""Lessons: a guided first game of one game, read from content/<id>/lesson.yaml.

A lesson is data (docs/LESSONS.md describes the file): a fixed setup, steps of
text, the action each step expects from the person, checks on the position
the text relies on, bot moves scripted where the story needs them, and a
hand-over after which the coach only comments on what was not taught.

This module reads and validates the file and answers the questions the
coach and the headless walk ask (does this action match the step? do the
checks hold on this view?).  No pygame here; the coach that shows a lesson
at the table is game/scenes/table_parts/coach.py.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from game.content import ContentError, Node, content_path, display_path, load_yaml_file
from game.rules.core import Action, action_types
from game.save_format import MAX_LESSON_STEPS as MAX_STEPS

LESSON_FILE = "lesson.yaml"
MAX_TEXT = 600  # characters of one step's text: one idea at a time
MAX_SCRIPTED = 40  # bot moves scripted for one step
MAX_ABOUT = 12  # things one step declares it talks about
MAX_PATH = 8  # keys in one check's path into the view
CHECK_TESTS = ("equals", "at_least", "at_most", "contains", "length")
SEAT_KINDS = ("human", "random", "easy", "normal", "hard", "expert")
_SCALARS = (str, int, bool, type(None))


@dataclass(frozen=True)
class Expect:
    """The person's action a step waits for: its kind (the action's class
    name) and, optionally, some of its fields."""

    kind: str
    fields: dict = field(default_factory=dict)

    def matches(self, action) -> bool:
        if type(action).__name__ != self.kind:
            return False
        for name, want in self.fields.items():
            have = getattr(action, name, None)
            if isinstance(have, tuple):
                have = list(have)
            if have != want:
                return False
        return True

    def describe(self) -> str:
        if not self.fields:
            return f"any {self.kind}"
        return f"{self.kind} " + ", ".join(f"{k}={v!r}" for k, v in self.fields.items())


@dataclass(frozen=True)
class Check:
    """One fact about the person's view: the value at `path` (keys and list
    indexes into view_for(seat)) passes `test` against `value`."""

    path: tuple
    test: str
    value: object
    where: str  # "file: key" for messages

    def holds(self, view) -> tuple[bool, str]:
        """(True, "") or (False, why in one sentence)."""
        here = view
        for key in self.path:
            if isinstance(here, dict) and key in here:
                here = here[key]
            elif isinstance(here, list) and isinstance(key, int) and -len(here) <= key < len(here):
                here = here[key]
            else:
                return False, f"{self.where}: the view has nothing at {self.show_path()}"
        ok = {
            "equals": lambda: here == self.value,
            "at_least": lambda: isinstance(here, (int, float)) and here >= self.value,
            "at_most": lambda: isinstance(here, (int, float)) and here <= self.value,
            "contains": lambda: isinstance(here, (list, str)) and self.value in here,
            "length": lambda: isinstance(here, (list, str, dict)) and len(here) == self.value,
        }[self.test]()
        if ok:
            return True, ""
        return False, f"{self.where}: {self.show_path()} should pass {self.test} {self.value!r}, but is {here!r}"

    def show_path(self) -> str:
        return ".".join(str(k) for k in self.path)


@dataclass(frozen=True)
class Step:
    id: str
    text: str
    expect: Expect | None = None  # None: a text step (Next), or the hand-over
    repeat: bool = False  # stay while the person's next decision can match again
    checks: tuple = ()
    bot_moves: tuple = ()  # Actions the bots play, in order, while this step is shown
    teaches: tuple = ()  # decision kinds this step teaches (default: the expected kind)
    handover: bool = False
    wrong: str = ""  # the hint for a wrong click ("" = a generic one)
    about: tuple = ()  # what the step talks about besides what its words name (lowercased; the coach keeps off it)


@dataclass(frozen=True)
class Lesson:
    game_id: str
    title: str
    minutes: int
    seats: tuple  # seat kinds, exactly one "human"
    seed: int
    options: dict
    steps: tuple
    notes: dict  # decision kind -> one line, said after the hand-over the first time it comes up
    path: str

    @property
    def person(self) -> int:
        return self.seats.index("human")

    @property
    def handover_index(self) -> int:
        return next(i for i, s in enumerate(self.steps) if s.handover)

    def taught_kinds(self) -> list[str]:
        out = []
        for s in self.steps:
            for k in s.teaches:
                if k not in out:
                    out.append(k)
        return out


def lesson_path(game_id: str):
    """content/<folder>/lesson.yaml; a game's folder is its id with "_" for "-"."""
    return content_path(game_id.replace("-", "_"), LESSON_FILE)


def has_lesson(game_id: str) -> bool:
    try:
        return lesson_path(game_id).is_file()
    except (OSError, ValueError):
        return False


def load_lesson(game_id: str) -> Lesson:
    """The lesson of `game_id`, validated (ContentError names file, key, problem;
    an unknown game id is the registry's RulesError)."""
    from game.games import get_ruleset

    get_ruleset(game_id)
    path = lesson_path(game_id)
    if not path.is_file():
        raise ContentError(display_path(path), "", "no lesson for this game yet")
    return parse_lesson(load_yaml_file(path), game_id)


def parse_lesson(root: Node, game_id: str) -> Lesson:
    from game.games import get_ruleset

    top = root.mapping({"game", "title", "minutes", "setup", "steps", "notes"})
    if root["game"].str() != game_id:
        raise root["game"].fail(f"this file is in {game_id}'s folder but names {top['game']!r}")
    ruleset = get_ruleset(game_id)
    kinds = action_types(game_id)
    setup = root["setup"]
    setup.mapping({"seats", "seed", "options"})
    seats = tuple(n.choice(SEAT_KINDS) for n in setup["seats"].list(ruleset.min_players, ruleset.max_players))
    if seats.count("human") != 1:
        raise setup["seats"].fail("expected exactly one human seat (the person who learns)")
    seed = setup["seed"].int(0, 2**31 - 1)
    options = {}
    if setup.has("options"):
        for k, v in setup["options"].items():
            if not isinstance(v.value, _SCALARS):
                raise v.fail("expected a plain value")
            options[k] = v.value
        try:
            options = ruleset.resolve_options(options)
        except Exception as e:  # noqa: BLE001 - the ruleset's own sentence
            raise setup["options"].fail(str(e)) from None
    steps = tuple(_step(n, kinds, game_id) for n in root["steps"].list(2, MAX_STEPS))
    ids = [s.id for s in steps]
    for i, s in enumerate(steps):
        if s.id in ids[:i]:
            raise root["steps"].list()[i]["id"].fail(f"step id {s.id!r} is used twice")
    handovers = [i for i, s in enumerate(steps) if s.handover]
    if len(handovers) != 1 or handovers[0] != len(steps) - 1:
        raise root["steps"].fail("expected exactly one hand-over step, the last one")
    notes = {}
    if root.has("notes"):
        for kind, n in root["notes"].items():
            if kind not in kinds:
                raise n.fail(f"{game_id} has no decision kind {kind!r}")
            notes[kind] = _text(n)
    return Lesson(game_id, root["title"].str(), root["minutes"].int(1, 60), seats, seed, options, steps, notes,
                  root.file)


def _text(n: Node) -> str:
    text = n.str()
    if len(text) > MAX_TEXT:
        raise n.fail(f"expected at most {MAX_TEXT} characters (one idea at a time), got {len(text)}")
    return " ".join(text.split())


def _step(n: Node, kinds: dict, game_id: str) -> Step:
    n.mapping({"id", "text", "expect", "repeat", "check", "bot_moves", "teaches", "handover", "wrong", "about"})
    sid = n["id"].str()
    if len(sid) > 40:
        raise n["id"].fail("expected at most 40 characters")
    expect = _expect(n["expect"], kinds, game_id) if n.has("expect") else None
    handover = n["handover"].bool() if n.has("handover") else False
    if handover and expect is not None:
        raise n["expect"].fail("the hand-over step expects nothing: the person plays on alone")
    checks = tuple(_check(c) for c in n["check"].list(0, 20)) if n.has("check") else ()
    bot_moves = tuple(_action(b, kinds, game_id) for b in n["bot_moves"].list(0, MAX_SCRIPTED)) \
        if n.has("bot_moves") else ()
    if n.has("teaches"):
        teaches = tuple(t.choice(sorted(kinds)) for t in n["teaches"].list(0, 10))
    else:
        teaches = (expect.kind,) if expect is not None else ()
    about = tuple(_name(a) for a in n["about"].list(0, MAX_ABOUT)) if n.has("about") else ()
    return Step(sid, _text(n["text"]), expect, n["repeat"].bool() if n.has("repeat") else False, checks,
                bot_moves, teaches, handover, _text(n["wrong"]) if n.has("wrong") else "", about)


def _name(n: Node) -> str:
    """A thing on the table by the name its table gives it (named_rects)."""
    name = " ".join(n.str().lower().split())
    if not name or len(name) > 40:
        raise n.fail("expected a short name of a thing on the table, such as saffron or action dice")
    return name


def _expect(n: Node, kinds: dict, game_id: str) -> Expect:
    """`kind` names the decision kind, or `action` does when the action has a
    field called kind itself (Star Cartel's Load, Stash): then `kind` is that field."""
    raw = n.mapping()
    class_key = "action" if "action" in raw else "kind"
    if class_key not in raw:
        raise ContentError(n.file, n._child_key("kind"), "missing")
    kind = n[class_key].str()
    if kind not in kinds:
        raise n[class_key].fail(f"{game_id} has no decision kind {kind!r}")
    names = {f.name for f in dataclasses.fields(kinds[kind])}
    n.mapping({class_key} | names)
    fields = {}
    for k, v in n.items():
        if k != class_key:
            fields[k] = _plain(v)
    return Expect(kind, fields)


def _plain(n: Node):
    """A field value: a scalar or a short list of scalars."""
    if isinstance(n.value, _SCALARS):
        return n.value
    if isinstance(n.value, list) and len(n.value) <= 8 and all(isinstance(v, _SCALARS) for v in n.value):
        return list(n.value)
    raise n.fail("expected a plain value (text, number, true/false) or a short list of them")


def _action(n: Node, kinds: dict, game_id: str) -> Action:
    e = _expect(n, kinds, game_id)
    cls = kinds[e.kind]
    names = {f.name for f in dataclasses.fields(cls)}
    if set(e.fields) != names:
        raise n.fail(f"a scripted {e.kind} names every field: {', '.join(sorted(names)) or 'none'}")
    args = {k: tuple(v) if isinstance(v, list) else v for k, v in e.fields.items()}
    try:
        return cls(**args)
    except Exception as exc:  # noqa: BLE001
        raise n.fail(f"not a {e.kind}: {exc}") from None


def _check(n: Node) -> Check:
    n.mapping({"path", "equals", "at_least", "at_most", "contains", "length"})
    tests = [t for t in CHECK_TESTS if n.has(t)]
    if len(tests) != 1:
        raise n.fail(f"expected a path and exactly one of {', '.join(CHECK_TESTS)}")
    test = tests[0]
    path_node = n["path"]
    raw = path_node.str()
    if len(raw) > 120:
        raise path_node.fail("expected a short path such as hand_sizes.0")
    parts = raw.split(".")
    if len(parts) > MAX_PATH or not all(parts):
        raise path_node.fail(f"expected at most {MAX_PATH} keys joined by dots, such as officials.0")
    path = tuple(int(p) if p.lstrip("-").isdigit() else p for p in parts)
    value_node = n[test]
    if test in ("at_least", "at_most", "length"):
        value = value_node.int(0 if test == "length" else -10**9, 10**9)
    else:
        value = _plain(value_node)
    return Check(path, test, value, f"{n.file}: {n.key}")


def kinds_of_game(game_id: str) -> list[str]:
    """Every decision kind of a game (its action classes), sorted."""
    from game.games import get_ruleset

    get_ruleset(game_id)  # its actions are declared when its rules load
    return sorted(action_types(game_id, shared=False))
