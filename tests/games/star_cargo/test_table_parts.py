"""Star Cargo's table parts on a stub context (tests/ui/stub_context.py):
the board view keeps ships in the order they arrived, and the motion hides
what flies until it lands, another seat's sale face down."""
from __future__ import annotations

import pygame

from game.games.star_cargo.art import CargoArt
from game.games.star_cargo.board_view import CargoBoard
from game.games.star_cargo.motion import CargoMotion
from game.games.star_cargo.rules import default_catalogue
from game.rules.core import Event
from game.session import Seat
from tests.ui.stub_context import StubContext, pygame_up  # noqa: F401  (the fixture starts pygame)


def cargo(ships=("cinder", "cinder", "rusk"), holds=(None, "AS", None)):
    ctx = StubContext()
    ctx.match.seats = [Seat("Ana"), Seat("Bot", "normal", 1), Seat("Cy", "normal", 2)]
    ctx.view = {"planets": [{"id": "cinder"}, {"id": "rusk"}], "ships": list(ships), "holds": list(holds)}
    art = CargoArt(ctx.assets, default_catalogue(), lambda: ctx.match.seats, lambda: True)
    board = CargoBoard(ctx, art)
    board.place(pygame.Rect(20, 100, 1450, 760))
    rect = pygame.Rect(1500, 100, 400, 150)
    motion = CargoMotion(ctx, board, art, panel_rect=lambda s: rect.move(0, 160 * s),
                         hold_rect=lambda s: pygame.Rect(1520, 150 + 160 * s, 64, 90),
                         pile_rect=lambda s: pygame.Rect(1800, 150 + 160 * s, 49, 70))
    board.on_refresh()
    motion.on_refresh()
    return ctx, board, motion


def test_ships_at_one_planet_stand_in_the_order_they_arrived():
    ctx, board, _ = cargo()
    first = board.ship_positions()
    assert first[0] != first[1] and board.ship_sizes == {0: 52, 1: 52, 2: 52}
    ctx.view["ships"] = ["rusk", "cinder", "rusk"]  # seat 0 flies to rusk: it stands after seat 2
    board.on_refresh()
    now = board.ship_positions()
    assert now[2][1] < now[0][1]  # the one already there stands first (above)
    assert board.ship_spot_before("cinder", 0) == first[0]  # where it took off from
    board.on_undo()
    board.on_refresh()
    assert board.ship_positions()[0][1] < board.ship_positions()[2][1]  # after an undo: seat order again


def test_what_flies_is_hidden_until_it_lands_and_others_sales_fly_face_down():
    ctx, board, motion = cargo()
    ctx.view["ships"] = ["rusk", "cinder", "rusk"]
    board.on_refresh()
    motion.play([Event("move", "", 0, data={"seat": 0, "from": "cinder", "to": "rusk"})])
    assert ("ship", 0) in ctx.reveal and ctx.anim.busy
    ctx.view["holds"] = [None, None, None]
    motion.on_refresh()
    drawn = []
    real = motion.art.card_surface
    motion.art.card_surface = lambda code, *a, **k: drawn.append(code) or real(code, *a, **k)
    motion.play([Event("sell", "", 1, data={"seat": 1, "planet": "cinder"})])
    assert ("pile", 1) in ctx.reveal and drawn == [None]  # seat 1's card, seen by seat 0: its back
    ctx.anim.update(10.0)
    assert ("ship", 0) not in ctx.reveal and ("pile", 1) not in ctx.reveal
