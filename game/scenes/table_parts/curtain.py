"""The hot-seat curtain: between two people at one screen, hide the table until
the next one says it is them.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table wires `open_pause` (Esc, and the Menu button stays reachable: `on_menu`
tells whether a position is on it).
"""
from __future__ import annotations

import pygame

from game.scenes.table_parts.context import Part
from game.ui import draw, sound, theme


class Curtain(Part):
    def __init__(self, ctx, people, *, open_pause, on_menu, on_lift):
        super().__init__(ctx)
        self._people = people  # () -> the seats of the people at this screen
        self._open_pause = open_pause
        self._on_menu = on_menu  # pos -> bool: the banner's Menu button is there
        self._on_lift = on_lift  # the next person said it is them (the table refreshes)
        self.for_seat: int | None = None  # the person the screen must be passed to (None: no curtain)
        humans = people()
        self.seen_seat: int | None = None if len(humans) > 1 else (humans[0] if humans else None)

    @property
    def blocking(self) -> bool:
        return self.for_seat is not None

    def decide(self, viewer: int | None) -> None:
        """After the table chose whose eyes it uses: a different person takes
        over the screen in a game with hidden information."""
        ctx = self.ctx
        if (ctx.hidden_info and len(self._people()) > 1 and viewer is not None
                and viewer != self.seen_seat and not ctx.state.is_over):
            self.for_seat = viewer
        else:
            self.for_seat = None

    def button_rect(self) -> pygame.Rect:
        """The "I am X: show me" button."""
        r = pygame.Rect(0, 0, 560, 80)
        r.center = (self.ctx.board_rect.union(self.ctx.prompt_rect).centerx, 640)
        return r

    def lift(self) -> None:
        self.seen_seat = self.for_seat
        self.for_seat = None
        self._on_lift()

    def handle(self, event) -> bool:
        if self.for_seat is None:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.lift()
                return True
            if event.key == pygame.K_ESCAPE:
                self._open_pause()
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._on_menu(event.pos):  # the pause menu stays reachable behind the curtain
                self._open_pause()
                return True
            if self.button_rect().collidepoint(event.pos):
                sound.play("click")
                self.lift()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def draw(self, surface) -> None:
        if self.for_seat is None:
            return
        ctx = self.ctx
        r = ctx.board_rect.union(ctx.prompt_rect)
        draw.panel(surface, r, fill=(10, 12, 26, 248), edge=theme.BRASS, radius=26)
        seat = self.for_seat
        ctx.draw_seat_token(surface, seat, (r.centerx, 330), 60)
        draw.text(surface, f"Pass the screen to {ctx.seat_name(seat)}", (r.centerx, 420), theme.SIZE_H1,
                  theme.GOLD, True, "midtop", shadow=True)
        draw.text(surface, "The next view shows private information. Everyone else, look away.",
                  (r.centerx, 500), theme.SIZE_BODY, theme.TEXT_DIM, False, "midtop")
        b = self.button_rect()
        hover = b.collidepoint(ctx.mouse)
        pygame.draw.rect(surface, theme.BUTTON_PRIMARY_HOVER if hover else theme.BUTTON_PRIMARY, b, border_radius=14)
        pygame.draw.rect(surface, (255, 230, 160), b, 2, border_radius=14)
        draw.text(surface, f"I am {ctx.seat_name(seat)}: show me", b.center, theme.SIZE_BODY, theme.TEXT_DARK,
                  True, "center")
