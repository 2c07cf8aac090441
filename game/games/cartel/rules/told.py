"""Cartel's log lines written when first read: a random playout reads none,
so it never pays for the words (naming places is the costly part)."""
from __future__ import annotations

from game.rules.core import Event

from . import places


class Told(Event):
    """An Event whose `text` may be given as a function of nothing, called
    once when the text is first read; anything else about it is an Event's."""

    @property
    def text(self) -> str:
        text = self.__dict__["_text"]
        if not isinstance(text, str):
            text = self.__dict__["_text"] = text()
        return text

    @text.setter
    def text(self, value) -> None:
        self.__dict__["_text"] = value


def namer(st):
    """Names of cells as the city stands now (roads and buildings are
    replaced, never changed in place, so the names keep)."""
    roads, buildings = st.roads, st.buildings
    return lambda cell: places.place(roads, buildings, cell)


def inside(st):
    """"in the TopTech building" / "on the straight road …" as the city stands now."""
    roads, buildings = st.roads, st.buildings
    return lambda cell: ("in " if cell in buildings else "on ") + places.place(roads, buildings, cell)
