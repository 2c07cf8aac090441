"""The beacon fee dialog: a trader asking to use another's beacon names any
fee from $0 to what it holds (rulebook, Station Jumps: "you may want to
offer payment") with an AmountPicker, then asks, or cancels.

A modal part over the galaxy.  `open(to, ship)` shows it for a request the
rules allow now (AskBeacon's fee is its free amount: state.amount_range);
"Ask, offering $N" takes AskBeacon(to, N, ship) through ctx.take; Esc, a
click beside it or Cancel closes it.  `map_rect()` is the rect it centres on.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.games.star_traders.rules import actions as A
from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.amount_picker import SLIDER_H, AmountPicker
from game.ui.widgets import Button, draw_tooltip


class FeeDialog(Part):
    W, H = 600, 300

    def __init__(self, ctx, *, map_rect: Callable[[], pygame.Rect], world_name: Callable[[int], str]):
        super().__init__(ctx)
        self.map_rect, self.world_name = map_rect, world_name
        self.request: tuple | None = None  # (world, ship) while open
        self.picker: AmountPicker | None = None
        self.buttons: list[Button] = []

    @property
    def is_open(self) -> bool:
        return self.request is not None

    @property
    def blocking(self) -> bool:
        return self.is_open

    def rect(self) -> pygame.Rect:
        m = self.map_rect()
        r = pygame.Rect(0, 0, min(self.W, m.w - 40), self.H)
        r.center = m.center
        return r

    def open(self, to: int, ship: int, start: int = 0) -> None:
        span = self.ctx.state.amount_range(A.AskBeacon(to, 0, ship))
        if not span:
            return
        self.request = (to, ship)
        r = self.rect()
        self.picker = AmountPicker((r.x + 24, r.y + 120, r.w - 48, 46 + SLIDER_H + 6), span, start,
                                   fmt=lambda n: f"${n}", on_change=self._relabel, on_enter=lambda n: self.ask(),
                                   tooltip="Set the fee: the steppers, the slider, or click it and type")
        self.buttons = [Button((r.x + 24, r.bottom - 70, r.w - 48 - 180 - 12, 50), "", self.ask, style="primary",
                               size=theme.SIZE_SMALL, tooltip="The owner grants or refuses; the fee moves only "
                                                              "if they grant"),
                        Button((r.right - 24 - 180, r.bottom - 70, 180, 50), "Cancel", self.close, style="ghost",
                               size=theme.SIZE_SMALL, tooltip="Back to your turn")]
        self._relabel(self.picker.value)

    def action(self):
        """The request as it stands (None while closed)."""
        if self.request is None:
            return None
        to, ship = self.request
        return A.AskBeacon(to, self.picker.value, ship)

    def actions(self) -> list:
        """The legal requests the dialog can send (any fee in range is; these
        are the menu's, for the route checks)."""
        if self.request is None:
            return []
        to, ship = self.request
        return [a for a in self.ctx.legal if isinstance(a, A.AskBeacon) and (a.to, a.ship) == (to, ship)]

    def _relabel(self, n: int) -> None:
        self.buttons[0].label = f"Ask, offering ${n}" if n else "Ask, offering nothing"

    def ask(self) -> None:
        a = self.action()
        self.close()
        if a is not None:
            self.ctx.take(a)

    def close(self) -> None:
        self.request, self.picker, self.buttons = None, None, []

    def on_refresh(self) -> None:
        if self.request is not None and not self.ctx.my_turn:
            self.close()

    def on_undo(self) -> None:
        self.close()

    def handle(self, event) -> bool:
        if not self.is_open:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.picker.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ask()  # the gold button: ask with the fee shown
            return True
        for b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.rect().collidepoint(event.pos):
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface) -> None:
        if not self.is_open:
            return
        r = self.rect()
        st, mouse = self.ctx.state, self.ctx.mouse
        to, _ship = self.request
        owner = st.stations.get(to)
        draw.panel(surface, r, fill=(16, 20, 40, 250), edge=theme.GOLD, radius=18, shadow=True, width=2)
        draw.text_fit(surface, f"Ask to use the beacon at {self.world_name(to)}",
                      pygame.Rect(r.x + 24, r.y + 16, r.w - 48, 40), theme.SIZE_H3, theme.GOLD, True)
        owner_name = self.ctx.seat_name(owner) if owner is not None else "nobody"
        draw.text_fit(surface, f"Offer {owner_name} a fee: any amount from $0 to the "
                               f"${st.money[st.current]} you hold.",
                      pygame.Rect(r.x + 24, r.y + 64, r.w - 48, 30), theme.SIZE_SMALL, theme.TEXT_DIM)
        self.picker.draw(surface, mouse)
        for b in self.buttons:
            b.draw(surface, mouse)
        for w in [self.picker] + self.buttons:
            if w.contains(mouse) and w.hover_text():
                draw_tooltip(surface, w.hover_text(), mouse)
                break
