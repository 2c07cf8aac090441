"""Cartel's log lines written when first read: a random playout reads none,
so it never pays for the words (naming places is the costly part)."""
from __future__ import annotations

from game.rules.core import Event

from . import places


class Told(Event):
    """An Event whose `text` may be given as a function of nothing, or as a
    tuple (function, its arguments...), called once when the text is first
    read; anything else about it is an Event's (the same fields, set here
    without the dataclass's defaults machinery).  The tuple spares the hot
    paths a closure (a function and its cells) per line."""

    def __init__(self, kind: str, text, seat: int | None = None, data: dict | None = None,
                 private: dict | None = None, barrier: bool = False, sound: str = "",
                 private_data: dict | None = None):
        self.kind = kind
        if isinstance(text, str):
            self.text = text
        else:
            self._say = text
        self.seat = seat
        self.data = {} if data is None else data
        self.private = {} if private is None else private
        self.barrier = barrier
        self.sound = sound
        self.private_data = {} if private_data is None else private_data

    def __getattr__(self, name: str):
        """Called only while `text` (or a `private` given as a tuple) is unwritten; it is then kept as any field."""
        d = self.__dict__
        if name == "text" and "_say" in d:
            say = d["_say"]
            text = self.text = say[0](*say[1:]) if type(say) is tuple else say()
            return text
        if name == "private" and "_private" in d:
            say = d["_private"]
            private = self.private = say[0](*say[1:])
            return private
        raise AttributeError(name)


def told(kind: str, text, seat: int | None = None, data: dict | None = None, private: dict | None = None,
         barrier: bool = False, sound: str = "", private_data: dict | None = None) -> Told:
    """Told(...) made without calling the class: a class whose __init__ is Python code is
    called through the slow generic path, and every decision writes a line or two."""
    e = _NEW(Told)
    e.kind = kind
    if isinstance(text, str):
        e.text = text
    else:
        e._say = text
    e.seat = seat
    e.data = {} if data is None else data
    if type(private) is tuple:  # (function, its arguments...) writing the dict when first read
        e._private = private
    else:
        e.private = {} if private is None else private
    e.barrier = barrier
    e.sound = sound
    e.private_data = {} if private_data is None else private_data
    return e


_NEW = object.__new__


def place_in(roads: dict, buildings: dict, cell) -> str:
    """"in TopTech #2" / "on the straight road …" in the city of `roads` and `buildings`."""
    return ("in " if cell in buildings else "on ") + places.place(roads, buildings, cell)


def namer(st):
    """Names of cells as the city stands now (roads and buildings are
    replaced, never changed in place, so the names keep)."""
    roads, buildings = st.roads, st.buildings
    return lambda cell: places.place(roads, buildings, cell)


def inside(st):
    """"in TopTech #2" / "on the straight road …" as the city stands now."""
    roads, buildings = st.roads, st.buildings
    return lambda cell: ("in " if cell in buildings else "on ") + places.place(roads, buildings, cell)
