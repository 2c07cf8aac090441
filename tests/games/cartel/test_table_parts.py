"""The Cartel table's own parts on a stub context (no table around them):
what the person holds and the legal actions that finish it, the city built
from the view and the cell under the mouse, Agents in flight left undrawn
until they land."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import build_match  # noqa: E402
from game.games.cartel.board_view import CartelBoard  # noqa: E402
from game.games.cartel.holding import CartelHolding  # noqa: E402
from game.games.cartel.motion import CartelMotion  # noqa: E402
from game.rules.core import Event  # noqa: E402
from tests.ui.stub_context import StubContext, pygame_up  # noqa: E402,F401

MAP = pygame.Rect(26, 106, 1438, 600)


def stub(players: int = 2, seed: int = 3) -> StubContext:
    return StubContext(build_match("cartel", ["human"] * players, seed, {}))


def kind(a) -> str:
    return type(a).__name__


def test_holding_a_card_finds_the_legal_actions_that_put_it_down():
    ctx = stub()
    holding = CartelHolding(ctx)
    first = next(a for a in ctx.legal if kind(a) == "PlaceFirst")
    holding.pick_up(("card", first.card))
    assert holding.card() == first.card and not holding.holds_road()
    assert set(holding.actions()) == {a for a in ctx.legal if kind(a) == "PlaceFirst" and a.card == first.card}
    holding.pick_up(("card", first.card))  # picking it up again puts it down
    assert holding.held is None and holding.actions() == []
    holding.pick_up(("card", "no-such-card"))
    holding.check()  # no legal action finishes it: put down
    assert holding.held is None
    holding.pick_up(("card", first.card))
    holding.on_applied([])
    assert holding.held is None
    holding.pick_up(("card", first.card))
    holding.on_undo()
    assert holding.held is None


def test_the_board_builds_the_city_from_the_view_and_picks_the_cell_under_the_mouse():
    ctx = stub()
    holding = CartelHolding(ctx)
    board = CartelBoard(ctx, holding, MAP, popup_open=lambda: False)
    first = next(a for a in ctx.legal if kind(a) == "PlaceFirst")
    ctx.match.apply(first)
    ctx.look()
    city = board.city()
    assert city.height((first.x, first.y)) == 1
    assert board.city() is city  # the same view: the same City
    cell = (first.x, first.y)
    center = board.city_view.shape(city, cell).center
    assert MAP.collidepoint(center) and board.pick(center) == cell
    assert board.pick((MAP.x - 5, MAP.y - 5)) is None  # off the map
    assert board.pick(board.hud_rect().center) is None  # the HUD covers the city


def test_motion_leaves_an_agents_destination_undrawn_until_it_lands():
    ctx = stub()
    board = CartelBoard(ctx, CartelHolding(ctx), MAP, popup_open=lambda: False)
    motion = CartelMotion(ctx, board, seat_colour=lambda seat: (255, 0, 0))
    motion.play([Event("move", "moves", seat=0, data={"x": 0, "y": 0, "tx": 1, "ty": 0, "seat": 0})])
    assert board.hidden_spaces() == {(1, 0)}
    for _ in range(10):
        ctx.anim.finish_all()
    assert board.hidden_spaces() == set()
