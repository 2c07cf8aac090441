"""The reaction prompt: a person is asked out of turn whether to react.

It says what just happened, lists what the person may play (one button
each) and a Pass button, and runs a visible countdown that passes for them
when it runs out.  The clock pauses while the mouse is over the prompt and
stops for good on any click in it, or on its "Stop the clock" button, so
nobody loses a reaction while reading.

    prompt = ReactionPrompt(rect, "Vex raids Ana: the raid takes 2 points.",
                            [Choice("Raise a Shield", shield_action, "Stops the raid")],
                            on_choose=table.take, on_pass=lambda: table.take(PASS),
                            seconds=10)
    prompt.handle(event); prompt.update(dt, mouse); prompt.draw(surface, mouse)

Every button but "?" shows its number key: the choices from 1, "Stop the
clock" 8 and "Don't ask again" 9 in every prompt, Pass 0.  Pass (or the
caller's pass_label: Refuse) is the one default, gold and taken by Enter or
Space: the safe answer keeps the card, so a habitual Enter never spends one.
With `on_mute`, a "Don't ask again" button by the clock calls it, then passes.
With `can_pass=False` (an answer the rules require) there is no Pass and no clock.
`offer_rules(on_rules)` adds a "?" by the text that calls it (the table opens
the rules at the section for this question); it answers nothing.
`on_choose(payload)`, `on_pass()` or `on_timeout()` (default: on_pass) is
called at most once in all (a click or the clock running out), so a double click cannot answer twice.  The
widget knows nothing of rules: payloads are whatever the caller gives.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.ui import draw, theme
from game.ui.assets import get_assets
from game.ui.key_numbers import KeyNumbers
from game.ui.widgets import Button

PASS_LABEL = "Pass"
STOP_KEY, MUTE_KEY = 8, 9  # "Stop the clock" and "Don't ask again" keep these in every reply


@dataclass
class Choice:
    label: str
    payload: Any
    tooltip: str = ""


class ReactionPrompt:
    BUTTON_H = 50
    CLOCK_W = 340
    MIN_H = 180  # the happened line, two lines of question and the buttons: a shorter bar grows upward
    PASS_W = 124
    RULES_W = 44

    def __init__(self, rect, happened: str, choices: list[Choice], on_choose: Callable[[Any], None],
                 on_pass: Callable[[], None], seconds: float = 10.0, question: str = "You may play:",
                 pass_tooltip: str = "Let it happen and play on", on_timeout: Callable[[], None] | None = None,
                 on_mute: Callable[[], None] | None = None, mute_label: str = "Don't ask again",
                 mute_about: str = "", mute_tooltip: str = "Pass, and do not ask about this card again this game", pass_label: str = PASS_LABEL,
                 can_pass: bool = True):
        self.rect = pygame.Rect(rect)
        if self.rect.h < self.MIN_H:  # Cartel's and Star Cargo's bars are short: cover the tray's foot instead
            self.rect = pygame.Rect(self.rect.x, self.rect.bottom - self.MIN_H, self.rect.w, self.MIN_H)
        self.happened, self.question = happened, question
        self.choices = list(choices)
        self._on_choose, self._on_pass = on_choose, on_pass
        self._on_timeout = on_timeout or on_pass  # the clock ran out (default: as a Pass click)
        self._on_mute = on_mute  # "Don't ask again": called, then the prompt passes
        self.mute_label, self.mute_tooltip = mute_label, mute_tooltip
        self.mute_about = mute_about  # what "Don't ask again" mutes, named above it once the clock stops
        self.seconds = max(0.1, float(seconds))
        self.remaining = self.seconds
        self.stopped = False  # the person stopped the clock: no auto-pass
        self.hovered = False  # the mouse is over the prompt: the clock waits
        self.drawn = False  # the clock starts once the prompt is on screen
        self.answered = False
        self.widgets: list[Button] = []
        self.rules_button: Button | None = None
        self.can_pass = can_pass  # False: an answer the rules require (no Pass, no clock)
        self._layout(pass_tooltip, pass_label)
        if not can_pass:
            self.widgets.remove(self.pass_button)
            self.stop_clock()
        self.keys = KeyNumbers([w for w in self.widgets if w is not self.pass_button],
                               zero=self.pass_button if can_pass else None,
                               fixed={STOP_KEY: self.stop_button, MUTE_KEY: self.mute_button})

    # ------------------------------------------------------------ layout
    def _layout(self, pass_tooltip: str, pass_label: str) -> None:
        """Pass always sits at the right end of the row, by the clock, whatever
        the choices: a click meant for Pass in one prompt never lands on a card
        in the next.  The choices fill the row from the left in the order
        given; "Don't ask again" (with on_mute) shares the clock's foot."""
        r = self.rect
        clock = self.clock_rect()
        y = r.bottom - self.BUTTON_H - 16
        size = theme.SIZE_SMALL
        a = get_assets()
        right = clock.x - 12 - (self.PASS_W if self.can_pass else 0)
        self.pass_button = Button((right, y, self.PASS_W, self.BUTTON_H), pass_label, self.choose_pass,
                                  style="primary", size=size, tooltip=f"{pass_tooltip} (Enter)")
        self.pass_button.payload = None
        x = r.x + 20
        for i, c in enumerate(self.choices):
            share = max(420, (right - 10 - x) // (len(self.choices) - i) - 10)  # few choices: whole labels
            w = min(share, max(140, a.text_size(f"9  {c.label}", size, True)[0] + 24))  # with its key number
            if x + w > right - 10:
                break  # keep to one row; the caller passes few choices
            b = Button((x, y, w, self.BUTTON_H), c.label, lambda p=c.payload: self.choose(p), style="normal",
                       size=size, tooltip=c.tooltip)
            b.payload = c.payload
            self.widgets.append(b)
            x += w + 10
        self.widgets.append(self.pass_button)
        foot = pygame.Rect(clock.x + 14, clock.bottom - 46, clock.w - 28, 38)  # the clock's foot
        self.mute_button = None
        stop_label = "Stop the clock"
        if self._on_mute is not None:  # "Don't ask again" shares the foot, at its right, or a row above it
            def width(label):
                return a.text_size(f"9  {label}", theme.SIZE_TINY, True)[0] + 24  # with its key number

            label = self.mute_label if width(self.mute_label) <= foot.w else "Don't ask again"
            w = width(label)
            if width("Stop clock") + 8 + w <= foot.w:
                place = pygame.Rect(foot.right - w, foot.y, w, foot.h)
                foot.w -= w + 8
            else:  # 8 above 9, in reading order
                place, foot = pygame.Rect(foot), foot.move(0, -foot.h - 6)
            self.mute_button = Button(place, label, self.mute, style="ghost", size=theme.SIZE_TINY,
                                      tooltip=self.mute_tooltip)
            self.widgets.append(self.mute_button)
            stop_label = "Stop clock"
        self.stop_button = Button(foot, stop_label, self.stop_clock, style="ghost", size=theme.SIZE_TINY,
                                  tooltip="Take your time: nothing passes for you until you choose")
        self.widgets.append(self.stop_button)

    def offer_rules(self, on_rules: Callable[[], None]) -> None:
        """A "?" at the end of the text line that stops the clock (the person
        is reading) and calls on_rules."""
        if self.rules_button is None:
            def read():
                self.stop_clock()
                on_rules()

            clock = self.clock_rect()
            self.rules_button = Button((clock.x - 14 - self.RULES_W, self.rect.y + 12, self.RULES_W, 40), "?",
                                       read, style="ghost", size=theme.SIZE_BODY,
                                       tooltip="The rules for this question (stops the clock)")
            self.widgets.append(self.rules_button)

    def clock_rect(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.right - self.CLOCK_W - 14, r.y + 14, self.CLOCK_W, r.h - 28)

    def buttons(self) -> list[Button]:
        """The answer buttons (choices, then Pass), without the clock's, "Don't ask again" or "?"."""
        return [w for w in self.widgets if w not in (self.stop_button, self.mute_button, self.rules_button)]

    # ------------------------------------------------------------ answers
    def choose(self, payload) -> None:
        if not self.answered:
            self.answered = True
            self._on_choose(payload)

    def choose_pass(self) -> None:
        if not self.answered:
            self.answered = True
            self._on_pass()

    def mute(self) -> None:
        if not self.answered:
            self._on_mute()
            self.choose_pass()

    def stop_clock(self) -> None:
        """No countdown: the clock's foot is all "Don't ask again"'s, and what
        it mutes is named above it, wrapped, so no words are cut."""
        self.stopped = True
        self.stop_button.visible = False
        if self.mute_button is not None:
            if self.mute_button.rect.y == self.stop_button.rect.y:  # one row: it takes the whole foot
                self.mute_button.rect = self.mute_button.rect.union(self.stop_button.rect)
            if self.mute_about:
                self.mute_button.label = "Don't ask again"

    # ------------------------------------------------------------ loop
    def handle(self, event) -> bool:
        if self.keys.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.pass_button.key_press()  # the gold default
            return True
        if hasattr(event, "pos"):
            self.hovered = self.rect.collidepoint(event.pos)
        for w in self.widgets:
            if w.handle(event):
                return True
        inside = hasattr(event, "pos") and self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and inside:
            self.stop_clock()  # a click anywhere on the prompt: the person is here
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and inside

    @property
    def running(self) -> bool:
        return self.drawn and not (self.stopped or self.answered or self.hovered)

    def update(self, dt: float, mouse=None) -> bool:
        """Count down (not while hovered or stopped); pass at zero.  True = redraw."""
        if mouse is not None:
            self.hovered = self.rect.collidepoint(mouse)
        if not self.running:
            return False
        self.remaining = max(0.0, self.remaining - dt)
        if self.remaining <= 0 and not self.answered:
            self.answered = True
            self._on_timeout()
        return True  # the bar moves

    def status(self) -> str:
        if not self.can_pass:
            return "No clock: this answer cannot be passed, take your time"
        if self.stopped:
            if self.mute_button is not None and self.mute_about:
                return f"Take your time. To skip questions about {self.mute_about} for the rest of this game:"
            return "Clock stopped: take your time"
        if self.hovered:
            return "Paused while you look"
        n = math.ceil(self.remaining)
        return f"Passing in {n} second{'s' if n != 1 else ''}"

    # ------------------------------------------------------------ draw
    def draw(self, surface, mouse) -> None:
        self.drawn = True
        r = self.rect
        draw.panel(surface, r, fill=(22, 20, 44), edge=theme.GOLD, radius=16, shadow=True, width=2)
        text_w = self.clock_rect().x - r.x - 40
        line_w = text_w - (self.RULES_W + 8 if self.rules_button is not None else 0)
        # what happened may take two lines, then the question (a Zap's "Zap -2 makes it 1: ...; +1 ...")
        # what room is left above the buttons
        foot = self.pass_button.rect.y - 4
        question = self.question if self.choices else "Nothing to play: pass or wait."
        q_line = round(theme.SIZE_SMALL * 1.15)
        room = foot - r.y - 12 - (q_line if question else 0)
        lines = 2 if room >= 2 * round(theme.SIZE_BODY * 1.15) else 1
        used = draw.text_block(surface, self.happened, pygame.Rect(r.x + 20, r.y + 12, line_w, room),
                               theme.SIZE_BODY, theme.HILITE, True, line_gap=1.15, max_lines=lines)
        top = r.y + 12 + max(used, 40 if question else 0)
        if question:
            draw.text_block(surface, question, pygame.Rect(r.x + 20, top, text_w, foot - top), theme.SIZE_SMALL,
                            theme.TEXT_DIM, line_gap=1.15, max_lines=max(1, (foot - top) // q_line))
        self.draw_clock(surface)
        for w in self.widgets:
            w.draw(surface, mouse)

    def draw_clock(self, surface) -> None:
        c = self.clock_rect()
        pygame.draw.rect(surface, (14, 16, 32), c, border_radius=12)
        pygame.draw.rect(surface, (70, 80, 118), c, 2, border_radius=12)
        colour = theme.TEXT_DIM if not self.running else (theme.WARN if self.remaining <= 3 else theme.ACCENT)
        if self.stopped:  # no bar to show: the words take its room, wrapped, never cut
            foot = self.mute_button.rect.y - 6 if self.mute_button is not None else c.bottom - 8
            draw.text_block(surface, self.status(), pygame.Rect(c.x + 14, c.y + 8, c.w - 28, foot - c.y - 8),
                            theme.SIZE_TINY, colour, True, align="center")
            return
        draw.text_fit(surface, self.status(), pygame.Rect(c.x + 14, c.y + 8, c.w - 28, 32), theme.SIZE_TINY,
                      colour, True, "center")
        bar = pygame.Rect(c.x + 14, c.y + 44, c.w - 28, 14)
        pygame.draw.rect(surface, (40, 44, 66), bar, border_radius=7)
        fill = bar.copy()
        fill.w = max(0, round(bar.w * self.remaining / self.seconds))
        if fill.w:
            pygame.draw.rect(surface, colour, fill, border_radius=7)
        below = min(w.rect.y for w in (self.stop_button, self.mute_button) if w is not None)
        middle = (c.centerx, (bar.bottom + below) // 2)
        if below - bar.bottom > 40:
            draw.text(surface, str(math.ceil(self.remaining)), middle, theme.SIZE_H2, colour, True, "center")
