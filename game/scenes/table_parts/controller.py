"""Turns the person's input into actions: hover over targets, clicks on targets
and the board, keys (1-9, Space/Enter, Ctrl+Z, Esc), validation with a
why-not message, and the hover highlight and tooltip that go with it.

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import pygame

from game.rules.core import Action
from game.scenes.table_parts.items import Target
from game.ui import draw, theme
from game.ui.widgets import draw_tooltip


class Controller:
    def current_targets(self) -> list[Target]:
        """The board Targets of the current refresh (a copy; read-only)."""
        return list(self._targets)

    def target_at(self, pos) -> Target | None:
        """The topmost board Target under `pos`, or None."""
        for t in reversed(self._targets):
            if t.contains(pos):
                return t
        return None

    def take(self, action: Action) -> bool:
        """A person takes `action` (validated; confirmation if the setting asks)."""
        if not self.my_turn:
            self.explain(self._not_your_turn_text())
            return False
        if action not in self.legal:
            try:
                why = self.state.why_illegal(action)
            except Exception:
                why = "That is not possible now."
            self.explain(why)
            return False
        if getattr(self.app.settings, "confirm_end_turn", False) and self.confirm is None and self.ends_turn(action):
            self.confirm = action
            self._build_confirm()
            return False
        self.confirm = None
        self.apply_action(action)
        return True

    def _not_your_turn_text(self) -> str:
        if self.state.is_over:
            return "The game is over."
        seat = self.to_act
        if self.curtain_for is not None:
            return f"Pass the screen to {self.seat_name(self.curtain_for)} first."
        if seat is not None and self.match.seats[seat].is_bot:
            return f"Wait: {self.seat_name(seat)} is deciding."
        return f"It is {self.seat_name(seat)}'s turn."

    def _covered(self, pos) -> bool:
        """True where the expanded log lies over the player panels."""
        return self.log_expanded and self.log_rect.collidepoint(pos)

    def update_hover(self) -> None:
        """Recompute self.hover_target from the mouse position."""
        self.hover_target = None
        if self.curtain_for is not None or self.popup or self.confirm:
            return
        pos = self.mouse
        if self._covered(pos):
            return
        for t in reversed(self._targets):
            if t.contains(pos):
                self.hover_target = t
                return

    def _update_hover(self) -> None:
        """Old name of update_hover() (the frame calls this one, so overriding
        either works)."""
        self.update_hover()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            if self._tooltip_hold is not None and tuple(event.pos) != tuple(self._tooltip_hold):
                self._tooltip_hold = None
            self._update_hover()
        # modal layers first
        if self.curtain_for is not None:
            return self._handle_curtain(event)
        if self.confirm is not None:
            return self._handle_confirm(event)
        if self.popup is not None:
            return self._handle_popup(event)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self._confirm_key()
            if pygame.K_1 <= event.key <= pygame.K_9 and self.my_turn:
                i = event.key - pygame.K_1
                if i < len(self._prompt_items):
                    self._press_prompt_item(self._prompt_items[i])
                    return True
        if event.type == pygame.MOUSEWHEEL:
            if self.log_rect.collidepoint(self.mouse):
                self.log_scroll = max(0, min(self._log_max_scroll(), self.log_scroll + event.y * 2))
                return True
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._click_log(event.pos):
                return True
            return self._click_table(event.pos)
        return False

    def click(self, pos, button: int = 1) -> bool:
        """Simulate a mouse click at a logical position (tests and tools):
        moves the mouse there and sends press and release through handle()."""
        self.app.mouse = tuple(pos)
        self.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0)))
        self.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=button))
        return bool(self.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=button)))

    def _click_table(self, pos) -> bool:
        if self._covered(pos):
            return True
        for t in reversed(self._targets):
            if t.contains(pos):
                return self._click_target(t, pos)
        if self.board_rect.collidepoint(pos):
            if self.on_board_click(pos):
                return True
        return False

    def _click_target(self, t: Target, pos) -> bool:
        if t.disabled:
            self.explain(t.disabled)
            return True
        if not self.my_turn:
            self.explain(self._not_your_turn_text())
            return True
        if not t.actions:
            return False
        if len(t.actions) == 1:
            self.take(t.actions[0])
        else:
            self._open_popup(t.actions, pos)
        return True

    def _confirm_key(self) -> bool:
        if self.state.is_over:
            self.show_results()
            return True
        if not self.my_turn:
            return False
        acts = [it for it in self._prompt_items if isinstance(it, Action)]
        if len(self.legal) == 1:
            self.take(self.legal[0])
            return True
        if len(acts) == 1 and len(self._prompt_items) == 1:
            self.take(acts[0])
            return True
        d = self.default_action()
        if d is not None:
            self.take(d)
            return True
        return False

    def draw_target_highlights(self, surface):
        if not self.my_turn:
            return
        hov = self.hover_target
        # hovering a prompt button lights up the board targets of its action
        w = self.hovered_widget()
        act = getattr(w, "action", None) if w is not None else None
        for t in self._targets:
            if not t.clickable or not t.highlight or t.rect is None:
                continue
            hot = t is hov or (act is not None and act in t.actions)
            colour = theme.HILITE if hot else (120, 210, 235)
            if t.shape == "circle":
                r = t.rect.w // 2
                pygame.draw.circle(surface, colour, t.rect.center, r + 3, 4 if hot else 3)
            else:
                if hot:
                    draw.glow_rect(surface, t.rect.inflate(6, 6), colour, t.radius)
                else:
                    pygame.draw.rect(surface, colour, t.rect.inflate(6, 6), 3, border_radius=t.radius)

    def draw_hover_tooltip(self, surface):
        w = self.hovered_widget()
        if w is not None:
            draw_tooltip(surface, w.hover_text(), self.mouse)
            return
        if self.banner_rect.collidepoint(self.mouse):
            lay = self.banner_layout()
            if lay["note_cut"] and lay["note_rect"] is not None and lay["note_rect"].collidepoint(self.mouse):
                draw_tooltip(surface, lay["note"], self.mouse)
            return
        t = self.hover_target
        if t is None:
            return
        text = t.tooltip
        if t.disabled:
            text = (text + "\n" if text else "") + t.disabled
        elif self.my_turn and t.actions and not t.tooltip:
            text = "Click: " + " / ".join(self.action_label(a) for a in t.actions)
        draw_tooltip(surface, text, self.mouse, avoid=self.tooltip_avoid(t))

    def tooltip_avoid(self, t: Target):
        """The rect a target's tooltip must not cover (it goes beside it): the
        target itself, or the whole player panel it is part of.  A table may
        widen it (e.g. to the hexes the person is about to click)."""
        r = pygame.Rect(t.rect) if t.rect is not None else None
        if r is None:
            return None
        for panel in getattr(self, "_panel_rects", ()):
            if panel.colliderect(r):
                r = r.union(panel)
        if r.w * r.h > 0.5 * self.board_rect.w * self.board_rect.h:
            return None  # a board-wide target: near the mouse as before
        return r
