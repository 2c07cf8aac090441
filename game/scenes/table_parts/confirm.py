"""The confirm dialog: "End your turn early?" of the confirm-end-of-turn setting, or
a game's own question before a costly action (ask_custom).

A part of the table frame (see game/scenes/table_parts/context.py).  Only a
click on Yes applies the action (through the `apply` call the table gives):
the safe answer is the default, so Enter, Space and Esc all mean No and close
the dialog with nothing done.
"""
from __future__ import annotations

import pygame

from game.rules.pending import PASS

from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.key_numbers import KeyNumbers
from game.ui.widgets import Button, draw_widget_tooltip

FOCUS_RING = theme.GOLD
FOCUS_GAP = 6  # px between the safe button and its ring


class ConfirmDialog(Part):
    def __init__(self, ctx, apply):
        super().__init__(ctx)
        self._apply = apply  # action -> events: the table applies it (no second confirmation)
        self.action = None  # the action waiting for a yes (None: the dialog is closed)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []  # [yes, no]
        self.keys = KeyNumbers([])  # in reading order (the safe answer first, unless the pointer moved it)
        self.question: tuple[str, list[str]] | None = None  # a game's own (title, lines); None: "End your turn?"
        self.then: tuple[bool, int | None] = (False, None)  # (game ends, seat next) after the action

    @property
    def blocking(self) -> bool:
        return self.action is not None

    def shown_keys(self) -> set:
        return set(self.keys.by_number) if self.action is not None else set()

    def _next_after(self, action) -> tuple[bool, int | None]:
        """(the game ends, whose turn comes next) after `action`: the seats
        asked between turns (a card they may play) are not whose turn is next,
        so the pause is passed through as if nobody answers."""
        try:
            probe = self.ctx.state.clone()
            probe.apply(action)
            for _ in range(4 * len(self.ctx.match.seats)):
                if probe.is_over or not probe.between_turns() or PASS not in probe.legal_actions():
                    break
                probe.apply(PASS)
            return bool(probe.is_over), probe.turn_owner()
        except Exception:
            return False, None

    def ask(self, action) -> None:
        """Open "End your turn?" for `action`."""
        self.action, self.question = action, None
        self.rect = pygame.Rect(0, 0, 820, 320)
        self.rect.center = self.ctx.board_rect.center
        self.then = self._next_after(action)
        r = self.rect
        self.buttons = [
            Button((r.right - 360, r.bottom - 90, 300, 62), "Yes, end turn", self.yes, style="ghost",
                   tooltip="Click to end your turn"),
            Button((r.x + 60, r.bottom - 90, 300, 62), "Not yet", self.no, style="primary",
                   tooltip="Back to your turn (Enter)"),
        ]
        self._safe_under_pointer()
        self.keys = self._numbered()

    def ask_custom(self, action, title: str, lines: list[str], yes: str, no: str) -> None:
        """Open the dialog for `action` with a game's own words (the first
        line bright, the rest dim; the yes button is styled as a danger,
        the no button is the default)."""
        self.action, self.question = action, (title, list(lines))
        self.rect = pygame.Rect(0, 0, 860, 320)
        self.rect.center = self.ctx.board_rect.center
        r = self.rect
        self.buttons = [
            Button((r.right - 450, r.bottom - 90, 400, 62), yes, self.yes, style="danger"),
            Button((r.x + 50, r.bottom - 90, 300, 62), no, self.no, style="primary", tooltip=f"{no} (Enter)"),
        ]
        self._safe_under_pointer()
        self.keys = self._numbered()

    def _numbered(self) -> KeyNumbers:
        """Keys in reading order: the safe answer stands left (1) unless the
        pointer rested where it would put Yes."""
        return KeyNumbers(sorted(self.buttons, key=lambda b: b.rect.x), on_missing=self.ctx.explain)

    def _safe_under_pointer(self) -> None:
        """A dialog that opens under a still pointer never puts its yes there
        (a double click would take it): the two buttons change places."""
        yes, no = self.buttons
        if yes.rect.collidepoint(self.ctx.mouse):
            left, right = min(yes.rect.x, no.rect.x), max(yes.rect.right, no.rect.right)
            if yes.rect.x < no.rect.x:
                no.rect.x, yes.rect.right = left, right
            else:
                yes.rect.x, no.rect.right = left, right

    def yes(self) -> None:
        action, self.action = self.action, None
        if action is not None and action in self.ctx.legal:
            self._apply(action)

    def no(self) -> None:
        self.action = None

    def on_undo(self) -> None:
        self.action = None

    def handle(self, event) -> bool:
        if self.action is None:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.no()
                return True
            if self.keys.handle(event):
                return True
        for b in self.buttons:
            if b.handle(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface) -> None:
        if self.action is None:
            return
        ctx = self.ctx
        draw.dim(surface, 120)
        r = self.rect
        draw.panel(surface, r, fill=(20, 26, 48, 250), edge=theme.GOLD, radius=18)
        if self.question is not None:
            title, lines = self.question
            draw.text(surface, title, (r.centerx, r.y + 28), theme.SIZE_H3, theme.GOLD, True, "midtop")
            for i, line in enumerate(lines):
                draw.text_fit(surface, line, pygame.Rect(r.x + 30, r.y + 86 + i * 46, r.w - 60, 40), theme.SIZE_BODY,
                              theme.TEXT if i == 0 else theme.TEXT_DIM, i == 0, anchor="center")
        else:
            self._draw_end_turn(surface)
        for b in self.buttons:
            b.draw(surface, ctx.mouse)
        if len(self.buttons) == 2:  # the focus ring: Enter takes the safe answer
            safe = self.buttons[1].rect.inflate(FOCUS_GAP * 2, FOCUS_GAP * 2)
            pygame.draw.rect(surface, FOCUS_RING, safe, 3, border_radius=18)

    def draw_tooltip(self, surface) -> None:
        """The tooltip of its button under the pointer (nothing under the dialog shows one)."""
        mouse = self.ctx.mouse
        for b in self.buttons if self.action is not None else ():
            if b.contains(mouse):
                draw_widget_tooltip(surface, b, self.buttons, mouse)

    def _draw_end_turn(self, surface) -> None:
        ctx, r = self.ctx, self.rect
        draw.text(surface, "End your turn early?", (r.centerx, r.y + 28), theme.SIZE_H3, theme.GOLD, True, "midtop")
        label = ctx.action_label(self.action)
        draw.text_fit(surface, f"{label}: you could still do more this turn.", pygame.Rect(r.x + 30, r.y + 82, r.w - 60, 40),
                      theme.SIZE_BODY, theme.TEXT, True, anchor="center")
        ends, nxt = self.then
        line = pygame.Rect(r.x + 30, r.y + 134, r.w - 60, 40)
        seats = ctx.match.seats
        if ends:
            draw.text_fit(surface, "This ends the game.", line, theme.SIZE_BODY, theme.HILITE, anchor="center")
        elif nxt is not None and nxt != ctx.to_act and 0 <= nxt < len(seats):
            # the same seat next is a window of this turn's end (e.g. a card to play), not another turn
            s = seats[nxt]
            kind = theme.LEVEL_NAMES.get(s.kind, s.kind)
            text = f"Then {s.name} plays next ({kind})."
            tw = min(line.w - 40, ctx.assets.text_size(text, theme.SIZE_BODY)[0])
            x = line.centerx - (tw + 36) // 2
            ctx.draw_seat_token(surface, nxt, (x + 13, line.centery), 13)
            draw.text_fit(surface, text, pygame.Rect(x + 36, line.y, tw + 4, line.h), theme.SIZE_BODY, theme.TEXT_DIM,
                          anchor="midleft")
