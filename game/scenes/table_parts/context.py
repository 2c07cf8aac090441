"""What a part of the table frame may use (TableContext) and what every part
offers (Part).

The table (game.scenes.table.TableScene) is built from part objects with one
job each.  A part is given the table's context when it is made and reads only
what the TableContext protocol names: the match, the seat the table shows,
that seat's view and legal actions, the verbs take / explain / toast, and
the few shared things parts need (rects, animations, assets, settings, seat
names and colours, the mouse).  A part owns its state; it never reads or
writes another part's attributes.  Where two parts must cooperate the table
wires them with a small call (a callback given to the part's constructor).

Tests give a part a stub that has these names (tests/ui/stub_context.py).
"""
from __future__ import annotations

from typing import Any, Protocol

import pygame

KEY_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


class TableContext(Protocol):
    """The read-only face of the table that parts see."""

    match: Any  # game.session.Match
    banner_rect: pygame.Rect
    board_rect: pygame.Rect
    prompt_rect: pygame.Rect
    side_rect: pygame.Rect
    canvas_size: tuple
    autoplay: bool
    revealed: bool
    hidden_info: bool

    @property
    def state(self) -> Any: ...  # the live GameState; never mutate it

    @property
    def viewer(self) -> int | None: ...  # the seat whose eyes the table uses

    @property
    def view(self) -> dict: ...  # state.view_for(viewer), cached per refresh

    @property
    def legal(self) -> list: ...  # legal actions of this decision, cached per refresh

    @property
    def to_act(self) -> int | None: ...

    @property
    def my_turn(self) -> bool: ...  # a person at this screen must decide now

    @property
    def bots_stopped(self) -> bool: ...  # bot play waits for the person (a bot could not start)

    @property
    def mouse(self) -> tuple: ...  # logical position

    @property
    def anim(self) -> Any: ...  # game.ui.anim.Animator

    @property
    def reveal(self) -> Any: ...  # game.ui.reveal.Reveal

    @property
    def assets(self) -> Any: ...

    @property
    def settings(self) -> Any: ...

    @property
    def hover_target(self) -> Any: ...  # the board Target under the mouse, or None

    @property
    def curtain_for(self) -> int | None: ...  # the person the screen must be passed to, or None

    def hovered_widget(self) -> Any:
        """The button under the mouse, or None."""

    def gate_refusal(self, action) -> str:
        """Why a lesson's step would refuse `action` ("" if it would not), asked without trying it."""

    def banner_layout(self) -> dict:
        """Where the banner's parts go (Banner.arrange with the game's note)."""

    def current_targets(self) -> list:
        """The board Targets of this refresh (a copy)."""

    def take(self, action) -> bool:
        """A person takes `action` (validated, confirmed if the setting asks)."""

    def explain(self, text: str) -> None:
        """Tell the person why a click did nothing."""

    def toast(self, text: str, colour=..., seconds: float = ...) -> None:
        """A short notice under the banner."""

    def refresh(self) -> None:
        """Recompute everything derived from the state."""

    def seat_name(self, seat: int | None) -> str: ...

    def draw_seat_token(self, surface, seat: int, center, radius: int = 16) -> None: ...

    def named_rects(self) -> dict: ...  # {lowercased name: [rect]}: what lesson words may name (TableHooks)
    def coach_keep_clear(self) -> list: ...  # what a lesson's coach keeps off when it can (TableHooks)

    def animation_speed(self) -> float:
        """The settings' animation speed (0: none)."""

    def covered(self, pos, above: int = -1) -> bool:
        """A part drawn above layer `above` lies over `pos` (Part.covers)."""

    def named(self, text: str) -> str:
        """"Player 2" in a rules text shown as that seat's name."""

    def action_label(self, action) -> str: ...

    def action_label_away(self, action) -> str:
        """`action`'s words read away from the board (the hint panel), places named."""

    def action_label_in(self, state, action) -> str:
        """`action`'s words in the position `state` (a past one), "" when the game has none of its own."""

    def bot_deciding(self, seat: int) -> str: ...  # what a bot asked out of turn decides ("whether to answer your move"), or ""

    def bot_waits_for(self) -> str: ...  # what a bot about to move waits for the person to read, or ""

    def action_tooltip(self, action) -> str: ...


class Part:
    """One job of the table frame.  Every method is optional; the table calls
    them on its parts in list order (handle stops at the first part that
    consumes the event, or at a `blocking` one)."""

    # Where the frame draws this part among the others (low first, see
    # frame_layers.py), or None: it draws nothing, or its owner draws it (a
    # game's board view from draw_board).
    layer: int | None = None
    under_curtain = False  # drawn while the hot-seat curtain hides the table

    def __init__(self, ctx: TableContext):
        self.ctx = ctx

    @property
    def blocking(self) -> bool:
        """A modal layer is open: no later part (nor the table) sees events."""
        return False

    @property
    def takes_keys(self) -> bool:
        """While open it keeps the keys from later parts and the table (a
        modal layer does, unless it answers only the mouse)."""
        return self.blocking

    def blocks(self, event) -> bool:
        """`event` goes no further than this part."""
        return self.takes_keys if event.type in KEY_EVENTS else self.blocking

    def layout(self) -> None:
        """The table's rects changed (first layout, a new canvas size)."""

    def handle(self, event) -> bool:
        """True when the event was used."""
        return False

    def update(self, dt: float) -> bool:
        """Advance time; True when something on screen changed."""
        return False

    def draw(self, surface) -> None:
        """Draw this part (the table decides the order of the layers)."""

    def on_refresh(self) -> None:
        """The state or the person's UI changed: recompute what is derived."""

    def on_applied(self, events: list) -> None:
        """An action was applied; `events` are what it did."""

    def on_undo(self) -> None:
        """A person's decision was taken back."""

    def keep_clear(self) -> list:
        """Rects of this part that a hover tooltip must not cover (an overlay's panel)."""
        return []

    def covers(self, pos) -> bool:
        """This part lies over the board at `pos`: the board under it has no hover (nor tooltip)."""
        return False

    def shown_keys(self) -> set:
        """The number keys this part's buttons show now (the prompt bar asks
        before its first press takes a number one of them just showed)."""
        return set()

    def held_keys(self) -> set:
        """Numbers this part keeps for its buttons while it is shown (a
        lesson's coach): the prompt bar gives new choices others while it can."""
        return set()
