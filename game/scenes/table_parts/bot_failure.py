"""The dialog shown when a bot cannot start because its data file is broken
(a game.ai.worker.BotFailure of kind "content"): the worker's sentence, and
two ways on: continue with the level the worker offers instead (Normal, or
random moves when Normal cannot load either) for the rest of the match, or
quit to the menu with the game kept in its autosave.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table wires `on_continue(seats, level)` and `on_quit()`.  Nothing is decided
by a key: the person reads the message and clicks.
"""
from __future__ import annotations

import pygame

from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.widgets import Button


def continue_label(level: str) -> str:
    """The Continue button for a replacement level, said honestly."""
    if level == "random":
        return "Continue with random moves"
    return f"Continue with {theme.LEVEL_NAMES.get(level, level).removesuffix(' bot')}"


def replacement_text(level: str) -> str:
    return "random legal moves" if level == "random" else f"the {theme.LEVEL_NAMES.get(level, level)}"


class BotFailureDialog(Part):
    def __init__(self, ctx, *, on_continue, on_quit):
        super().__init__(ctx)
        self._on_continue, self._on_quit = on_continue, on_quit
        self.seat: int | None = None  # the seat whose bot failed (None: closed)
        self.failure = None  # its game.ai.worker.BotFailure
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []  # [quit, continue]

    @property
    def blocking(self) -> bool:
        return self.seat is not None

    def open(self, seat: int, failure) -> None:
        self.seat, self.failure = seat, failure
        self.rect = pygame.Rect(0, 0, 980, 420)
        self.rect.center = self.ctx.board_rect.center
        r = self.rect
        level = failure.replacement or "random"
        self.buttons = [
            Button((r.x + 50, r.bottom - 96, 300, 64), "Quit to menu", self.quit, style="normal",
                   tooltip="Your game stays in the autosave: Continue on the menu brings it back"),
            Button((r.right - 490, r.bottom - 96, 440, 64), continue_label(level), self.go_on, style="primary",
                   tooltip=self.continue_note()),
        ]

    def continue_note(self) -> str:
        names = [self.ctx.seat_name(i) for i in self.affected()]
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        plays = "plays" if len(names) == 1 else "play"
        return f"{who} {plays} with {replacement_text(self.failure.replacement or 'random')} for the rest of this game"

    def affected(self) -> list:
        """The seats Continue changes: every bot of the failed seat's level
        (they read the same broken file)."""
        seats = self.ctx.match.seats
        kind = seats[self.seat].kind
        return [i for i, s in enumerate(seats) if s.is_bot and s.kind == kind]

    def go_on(self) -> None:
        if self.seat is None:
            return
        seats, level = self.affected(), self.failure.replacement or "random"
        self.seat = self.failure = None
        self._on_continue(seats, level)

    def quit(self) -> None:
        self.seat = self.failure = None
        self._on_quit()

    def handle(self, event) -> bool:
        if self.seat is None:
            return False
        for b in self.buttons:
            if b.handle(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface) -> None:
        if self.seat is None:
            return
        ctx, r = self.ctx, self.rect
        draw.dim(surface, 120)
        draw.panel(surface, r, fill=(20, 26, 48, 250), edge=theme.BAD, radius=18)
        draw.text(surface, f"{ctx.seat_name(self.seat)}'s bot cannot play", (r.centerx, r.y + 26), theme.SIZE_H3,
                  theme.GOLD, True, "midtop")
        body = pygame.Rect(r.x + 50, r.y + 92, r.w - 100, 150)
        used = draw.text_block_fit(surface, self.failure.message, body, theme.SIZE_BODY, theme.TEXT)
        note = f"Continue: {self.continue_note()}. Quit: the game stays in its autosave."
        draw.text_block_fit(surface, note, pygame.Rect(body.x, body.y + used + 14, body.w,
                                                         r.bottom - 110 - (body.y + used + 14)),
                            theme.SIZE_SMALL, theme.TEXT_DIM)
        for b in self.buttons:
            b.draw(surface, ctx.mouse)
