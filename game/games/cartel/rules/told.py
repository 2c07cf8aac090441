"""Cartel's log lines written when first read: a random playout reads none,
so it never pays for the words (naming places is the costly part)."""
from __future__ import annotations

from game.rules.core import Event

from . import places


class Told(Event):
    """An Event whose `text` may be given as a function of nothing, called
    once when the text is first read; anything else about it is an Event's
    (the same fields, set here without the dataclass's defaults machinery)."""

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
        """Called only while `text` is unwritten (it is then kept as any field)."""
        if name != "text" or "_say" not in self.__dict__:
            raise AttributeError(name)
        text = self.text = self._say()
        return text


def namer(st):
    """Names of cells as the city stands now (roads and buildings are
    replaced, never changed in place, so the names keep)."""
    roads, buildings = st.roads, st.buildings
    return lambda cell: places.place(roads, buildings, cell)


def inside(st):
    """"in the TopTech building" / "on the straight road …" as the city stands now."""
    roads, buildings = st.roads, st.buildings
    return lambda cell: ("in " if cell in buildings else "on ") + places.place(roads, buildings, cell)
