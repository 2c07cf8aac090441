"""Inspector Ford's choice shows every discard kind at once, as cards in one
grid over the city, and a click on a card takes it."""
from __future__ import annotations

import pygame
import pytest

from game.games.cartel.rules import Retrieve, Skip
from game.games.cartel.table import CartelTable
from game.seating import build_match

ELEVEN = ["anniewares", "consulting", "corner", "double_down", "fivel", "groundhog", "juan", "laundromat",
          "sachs", "straight", "toptech"]


def ford_table(app, kinds):
    m = build_match("cartel", ["human", "normal"], seed=3)
    st = m.state
    st.discard = list(kinds)
    st.stage, st.current, st._legal = "ford", 0, None
    assert set(st.legal_actions()) == {Retrieve(k) for k in kinds} | {Skip()}
    table = CartelTable(app, m, autoplay=False)
    app.push(table)
    return table


def picker_targets(table):
    return [t for t in table.board.targets if isinstance(t.key, tuple) and t.key[0] == "retrieve"]


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (2560, 1440)])
def test_all_eleven_choices_on_one_page_inside_the_city(app, size):
    app.set_window_size(size)
    table = ford_table(app, ELEVEN)
    targets = picker_targets(table)
    assert {a for t in targets for a in t.actions} == {Retrieve(k) for k in ELEVEN}
    panel = table.discard_picker.panel_rect(len(ELEVEN))
    assert table.map_rect.contains(panel)
    for i, t in enumerate(targets):
        assert panel.contains(t.rect) and t.rect.w >= 104, t.rect
        assert not any(t.rect.colliderect(o.rect) for o in targets[i + 1:])
    assert [b.label for b in table.prompt_bar.buttons] == ["0  Skip"]  # a pass is 0; no pages of cards in the prompt bar


def test_a_click_on_a_card_takes_it_from_the_discards(app):
    table = ford_table(app, ELEVEN)
    target = next(t for t in picker_targets(table) if t.key[1] == "juan")
    table.click(target.rect.center)
    assert table.match.steps[-1].action == Retrieve("juan")
    assert "juan" not in table.match.state.discard
    assert not picker_targets(table)


def test_no_picker_outside_the_ford_choice(app):
    m = build_match("cartel", ["human", "normal"], seed=3)
    table = CartelTable(app, m, autoplay=False)
    app.push(table)
    assert not picker_targets(table)
    assert non_blank_render(app)


def non_blank_render(app) -> bool:
    surf = app.render()
    return pygame.transform.average_color(surf)[:3] != (0, 0, 0)
