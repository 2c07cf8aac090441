"""Issue 49, deliverable 1: one lifecycle for every part.  A probe part
added to a real table hears every lifecycle call the frame makes (event,
frame update, refresh, applied action, undo, layout, draw), whether added
as a game's part or as an overlay; and every part the frame holds is in the
one list it walks."""
import pygame
import pytest

from game.scenes.table import TableScene
from game.scenes.table_parts.context import Part
from game.seating import build_match
from tests.ui import toygame


class Probe(Part):
    layer = 55

    def __init__(self, ctx):
        super().__init__(ctx)
        self.calls: dict = {}

    def _note(self, name):
        self.calls[name] = self.calls.get(name, 0) + 1

    def handle(self, event):
        self._note("handle")
        return False

    def update(self, dt):
        self._note("update")
        return False

    def draw(self, surface):
        self._note("draw")

    def layout(self):
        self._note("layout")

    def on_refresh(self):
        self._note("on_refresh")

    def on_applied(self, events):
        self._note("on_applied")

    def on_undo(self):
        self._note("on_undo")


LIFECYCLE = {"handle", "update", "draw", "layout", "on_refresh", "on_applied", "on_undo"}


@pytest.mark.parametrize("how", ["add_part", "add_overlay"])
def test_a_probe_part_hears_every_lifecycle_call(app, how):
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    probe = getattr(table, how)(Probe(table))
    app.push(table)
    table.resize_canvas((2200, 1100)) if table.stretches else table._layout_side()
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    table.take(table.prompt_items()[0])
    table.undo()
    app.dirty = True
    app.step(1 / 60)
    assert LIFECYCLE <= set(probe.calls), LIFECYCLE - set(probe.calls)


def test_every_part_the_frame_holds_is_in_its_one_list(app):
    table = TableScene(app, build_match("ui-toy", ["human", "normal"], seed=4))
    held = {id(v) for v in vars(table).values() if isinstance(v, Part) and v is not table.camera_part}
    assert held <= {id(p) for p in table.parts}
