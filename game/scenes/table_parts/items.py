"""What a table's parts pass around: board Targets, extra prompt-bar
buttons (PromptButton) and game-log entries (LogEntry)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from game.rules.core import Action, Event


@dataclass
class Target:
    """A clickable thing on the board.

    rect      hit box (and highlight box); or give `hit(pos) -> bool` for odd
              shapes (hexes) and still a rect for the highlight/tooltip anchor.
    actions   the legal action(s) a click takes; several -> a chooser pops up.
    tooltip   hover text (card text, what the click does).
    disabled  non-empty: not clickable now, and this text explains why when
              clicked or hovered.
    highlight draw the legal-target glow when clickable (default True).
    shape     "rect" or "circle" (glow drawn as a circle in the rect).
    key       any identity the subclass likes (e.g. card index); the hovered
              target is self.hover_target.
    """

    rect: pygame.Rect | None = None
    actions: Sequence[Action] = ()
    tooltip: str = ""
    disabled: str = ""
    hit: Callable[[tuple], bool] | None = None
    highlight: bool = True
    shape: str = "rect"
    key: Any = None
    radius: int = 12

    def __post_init__(self):
        if self.rect is not None:
            self.rect = pygame.Rect(self.rect)
        self.actions = tuple(self.actions)

    def contains(self, pos) -> bool:
        if self.hit is not None:
            return bool(self.hit(pos))
        return self.rect is not None and self.rect.collidepoint(pos)

    @property
    def clickable(self) -> bool:
        return not self.disabled and bool(self.actions)


@dataclass
class PromptButton:
    """A prompt-bar button that is not a plain action (e.g. "Cancel")."""

    label: str
    on_click: Callable[[], None]
    tooltip: str = ""
    style: str = "ghost"
    enabled: bool = True
    why: str = ""  # when disabled: why not (shown on hover, explained on click or number key)


@dataclass
class LogEntry:
    step: int  # index of the step that produced it (-1: before any step)
    event: Event
