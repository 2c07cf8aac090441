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
    actions   the legal action(s) here.  One click takes one result: with
              several, a left click takes actions[0] (put the default, the
              most common result, first) and a right-click opens a chooser
              of them all; the frame adds "Right-click for N other choices"
              to the tooltip, which should say only what the one click does.
    choose    the actions are equal choices with no default (a card's
              targets): a left click opens the chooser.
    tooltip   hover text (card text, what the click does).
    disabled  non-empty: not clickable now, and this text explains why when
              clicked or hovered.
    highlight draw the legal-target glow when clickable (default True).
    shape     "rect" or "circle" (glow drawn as a circle in the rect).
    key       any identity the subclass likes (e.g. card index); the hovered
              target is self.hover_target.
    costs_told the tooltip says itself what the click takes (a Captain
              flight of several moves behind its first Move): the frame
              adds no action's consequences.
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
    choose: bool = False
    costs_told: bool = False

    def __post_init__(self):
        if self.rect is not None:
            self.rect = pygame.Rect(self.rect)
        self.actions = tuple(self.actions)

    def rects_to_keep(self) -> tuple:
        """What a chooser opened from this target keeps clear: the target itself."""
        return (self.rect,) if self.rect is not None else ()

    def contains(self, pos) -> bool:
        if self.hit is not None:
            return bool(self.hit(pos))
        return self.rect is not None and self.rect.collidepoint(pos)

    @property
    def clickable(self) -> bool:
        return not self.disabled and bool(self.actions)

    @property
    def one_click(self) -> Action | None:
        """What a left click takes at once: the only action or the default of
        several; None when a click opens a chooser instead (or does nothing)."""
        if not self.clickable or (self.choose and len(self.actions) > 1):
            return None
        return self.actions[0]

    @property
    def other_choices(self) -> int:
        """The results besides the one click that a right-click offers."""
        return len(self.actions) - 1 if self.clickable and not self.choose else 0


@dataclass
class PromptButton:
    """A prompt-bar button that is not a plain action (e.g. "Cancel")."""

    label: str
    on_click: Callable[[], None]
    tooltip: str = ""
    style: str = "ghost"
    enabled: bool = True
    why: str = ""  # when disabled: why not (shown on hover, explained on click or number key)
    key: int | None = None  # a number of its own, the same in every turn and game (None: the bar gives one)
    keys_in_order: bool = False  # numbered by its place, as Action.keys_in_order; greyed, its number waits for it


@dataclass
class LogEntry:
    step: int  # index of the step that produced it (-1: before any step)
    event: Event
