"""Captain of the Stars' event card shows the whole text of every event, at
every window size."""
from __future__ import annotations

import pytest

from game.games.captain.overlays import EVENT_LINE_GAP, CaptainEventCard
from game.scenes import table_scene_class
from game.seating import build_match
from game.ui import theme


def open_table(app, players):
    table = table_scene_class("captain")(app, build_match("captain", ["human"] + ["normal"] * (players - 1), seed=3),
                                         autoplay=False)
    app.push(table)
    return table


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1600, 900), (2560, 1440)])
def test_every_captain_event_text_fits_its_card(app, size):
    app.set_window_size(size)
    table = open_table(app, 6)
    box = CaptainEventCard.text_rect(table.event_rect)
    assert table.event_rect.contains(box)
    step = round(theme.SIZE_TINY * EVENT_LINE_GAP)
    for card in table.state.content.events:
        lines = app.assets.wrap(card.text, theme.SIZE_TINY, box.w)
        assert len(lines) * step <= box.h, card.name
