"""The "End your turn?" dialog of the confirm-end-of-turn setting.

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import pygame

from game.ui import draw, theme
from game.ui.widgets import Button


class ConfirmEndTurn:
    def _next_after(self, action) -> tuple[bool, int | None]:
        """(game ends, seat to act next) if `action` were taken now."""
        try:
            probe = self.state.clone()
            probe.apply(action)
            return bool(probe.is_over), probe.to_act
        except Exception:
            return False, None

    def _build_confirm(self):
        rect = pygame.Rect(0, 0, 820, 320)
        rect.center = self.board_rect.center
        self._confirm_rect = rect
        self._confirm_next = self._next_after(self.confirm) if self.confirm is not None else (False, None)
        self._confirm_buttons = [
            Button((rect.x + 60, rect.bottom - 90, 300, 62), "Yes, end turn", self._confirm_yes, style="primary"),
            Button((rect.right - 360, rect.bottom - 90, 300, 62), "Not yet", self._confirm_no, style="ghost"),
        ]

    def _confirm_yes(self):
        action = self.confirm
        if action is not None and action in self.legal:
            self.confirm = None
            self.apply_action(action)
        else:
            self.confirm = None

    def _confirm_no(self):
        self.confirm = None

    def _handle_confirm(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self._confirm_yes()
                return True
            if event.key == pygame.K_ESCAPE:
                self._confirm_no()
                return True
        for b in self._confirm_buttons:
            if b.handle(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw_confirm(self, surface):
        draw.dim(surface, 120)
        r = self._confirm_rect
        draw.panel(surface, r, fill=(20, 26, 48, 250), edge=theme.GOLD, radius=18)
        draw.text(surface, "End your turn?", (r.centerx, r.y + 28), theme.SIZE_H3, theme.GOLD, True, "midtop")
        label = self.action_label(self.confirm) if self.confirm is not None else ""
        draw.text_fit(surface, f"Your move: {label}", pygame.Rect(r.x + 30, r.y + 82, r.w - 60, 40), theme.SIZE_BODY,
                      theme.TEXT, True, anchor="center")
        ends, nxt = getattr(self, "_confirm_next", (False, None))
        line = pygame.Rect(r.x + 30, r.y + 134, r.w - 60, 40)
        if ends:
            draw.text_fit(surface, "This ends the game.", line, theme.SIZE_BODY, theme.HILITE, anchor="center")
        elif nxt is not None and 0 <= nxt < len(self.match.seats):
            s = self.match.seats[nxt]
            kind = theme.LEVEL_NAMES.get(s.kind, s.kind)
            text = f"Then {s.name} plays next ({kind})." if nxt != self.to_act else "Then you play again."
            tw = min(line.w - 40, self.assets.text_size(text, theme.SIZE_BODY)[0])
            x = line.centerx - (tw + 36) // 2
            self.draw_seat_token(surface, nxt, (x + 13, line.centery), 13)
            draw.text_fit(surface, text, pygame.Rect(x + 36, line.y, tw + 4, line.h), theme.SIZE_BODY, theme.TEXT_DIM,
                          anchor="midleft")
        for b in self._confirm_buttons:
            b.draw(surface, self.mouse)
