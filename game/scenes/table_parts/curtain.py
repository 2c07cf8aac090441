"""The hot-seat curtain: between two people at one screen, hide the table until
the next one says it is them.

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import pygame

from game.ui import draw, sound, theme


class Curtain:
    def _curtain_button_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 560, 80)
        r.center = (self.board_rect.union(self.prompt_rect).centerx, 640)
        return r

    def lift_curtain(self):
        self._seen_seat = self.curtain_for
        self.curtain_for = None
        self.refresh()

    def _click_curtain(self, pos) -> bool:
        if self._curtain_button_rect().collidepoint(pos):
            sound.play("click")
            self.lift_curtain()
        return True

    def _handle_curtain(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.lift_curtain()
                return True
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            # the pause menu stays reachable behind the curtain
            if self.menu_button.contains(event.pos):
                self.open_pause()
                return True
            return self._click_curtain(event.pos)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def draw_curtain(self, surface):
        r = self.board_rect.union(self.prompt_rect)
        draw.panel(surface, r, fill=(10, 12, 26, 248), edge=theme.BRASS, radius=26)
        seat = self.curtain_for
        self.draw_seat_token(surface, seat, (r.centerx, 330), 60)
        draw.text(surface, f"Pass the screen to {self.seat_name(seat)}", (r.centerx, 420), theme.SIZE_H1,
                  theme.GOLD, True, "midtop", shadow=True)
        draw.text(surface, "The next view shows private information. Everyone else, look away.",
                  (r.centerx, 500), theme.SIZE_BODY, theme.TEXT_DIM, False, "midtop")
        b = self._curtain_button_rect()
        hover = b.collidepoint(self.mouse)
        pygame.draw.rect(surface, theme.BUTTON_PRIMARY_HOVER if hover else theme.BUTTON_PRIMARY, b, border_radius=14)
        pygame.draw.rect(surface, (255, 230, 160), b, 2, border_radius=14)
        draw.text(surface, f"I am {self.seat_name(seat)}: show me", b.center, theme.SIZE_BODY, theme.TEXT_DARK,
                  True, "center")
