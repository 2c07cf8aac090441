"""The Star Cartel table's own objects on a stub context (no table around
them): the board view reads only the viewer's view, the motion hides what is
in flight until it lands and starts afresh after an undo, the stash panel
shows only its own seat's stash."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app import build_match  # noqa: E402
from game.games.star_cartel.art import StarCartelArt  # noqa: E402
from game.games.star_cartel.board_view import StarCartelBoard  # noqa: E402
from game.games.star_cartel.motion import StarCartelMotion  # noqa: E402
from game.games.star_cartel.panels import StashPanel  # noqa: E402
from game.games.star_cartel.rules import Load  # noqa: E402
from tests.ui.stub_context import StubContext, pygame_up  # noqa: E402,F401


def stub(players: int = 4, seed: int = 3) -> StubContext:
    return StubContext(build_match("star-cartel", ["human"] * players, seed, {}), my_turn=True)


def make(ctx):
    art = StarCartelArt(ctx.assets)
    board = StarCartelBoard(ctx, art, hovered_action=lambda: None)
    board.place(ctx.board_rect)
    return board, art


def test_the_board_knows_only_the_viewers_own_stash():
    ctx = stub()
    board, _ = make(ctx)
    assert board.own_stash(0) == list(ctx.view["stash"])
    assert all(board.own_stash(seat) is None for seat in (1, 2, 3))
    ctx.reveal.hide(("stash", 2), None, 7)  # cards still flying to seat 2's stash: the old count
    assert board.stash_count(2) == 7
    assert board.stash_count(1) == (ctx.view.get("stash_counts") or [0, 0])[1]


def test_the_board_places_one_fleet_row_per_seat_inside_its_rect():
    ctx = stub(players=6)
    board, _ = make(ctx)
    assert len(board.fleet_rects) == 6
    assert all(ctx.board_rect.contains(r) for r in board.fleet_rects)
    assert all(board.fleet_rects[i].bottom < board.fleet_rects[i + 1].top for i in range(5))


def test_motion_hides_a_loaded_card_until_it_lands():
    ctx = stub()
    board, art = make(ctx)
    motion = StarCartelMotion(ctx, board, art)
    motion.on_refresh()  # the first refresh: the snapshot to compare with
    load = next(a for a in ctx.state.legal_actions() if isinstance(a, Load))
    events = ctx.match.apply(load)
    ctx.look()
    motion.play(events)
    card = next(e.data["card"] for e in events if e.kind == "load")
    assert ("card", card) in ctx.reveal and ctx.anim.busy
    for _ in range(10):
        ctx.anim.finish_all()
    assert ("card", card) not in ctx.reveal


def test_motion_starts_from_the_view_of_the_refresh_after_an_undo():
    ctx = stub()
    board, art = make(ctx)
    motion = StarCartelMotion(ctx, board, art)
    motion.on_refresh()
    events = ctx.match.apply(next(a for a in ctx.state.legal_actions() if isinstance(a, Load)))
    ctx.look()
    motion.on_refresh()  # an ordinary refresh keeps the snapshot: the load still flies
    card = next(e.data["card"] for e in events if e.kind == "load")
    motion.on_undo()
    motion.on_refresh()  # the refresh after an undo: the snapshot is the view now
    motion.play(events)
    assert ("card", card) not in ctx.reveal  # the card is not in that snapshot's hub: nothing to fly


def test_the_stash_panel_shows_only_for_the_seat_it_was_opened_for():
    ctx = stub()
    board, art = make(ctx)
    panel = StashPanel(ctx, board, art)
    assert not panel.shown()
    panel.open(0)
    assert panel.shown() and board.stash_chip_rect(0).top < panel.rect().top
    ctx.viewer = 1  # the screen passed to another person
    ctx.look()
    assert not panel.shown()
    ctx.viewer = 0
    ctx.look()
    panel.close()
    assert not panel.shown()
