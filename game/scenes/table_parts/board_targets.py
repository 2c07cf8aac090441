"""The board's clickable Targets of this refresh: which one is under the mouse
(hover), their highlights, their tooltip text (what one click does, and how
many other choices a right-click offers), and the tooltip hold (no stale
tooltip on a popup that just opened under a still mouse).

A part of the table frame (see game/scenes/table_parts/context.py).  What a
click on a target does is the table's (TableScene.click_target).
"""
from __future__ import annotations

import pygame

from game.scenes.table_parts.click_words import click_text, costs_text
from game.scenes.table_parts.context import Part
from game.scenes.table_parts.items import Target
from game.ui import draw, theme


class BoardTargets(Part):
    def __init__(self, ctx, landing=lambda: False):
        super().__init__(ctx)
        self._landing = landing  # the last move is still landing on the board: its targets wait
        self.targets: list[Target] = []
        self.hover: Target | None = None
        self._hold = None  # mouse position at which tooltips stay hidden

    def set(self, targets) -> None:
        self.targets = list(targets)

    def at(self, pos) -> Target | None:
        """The topmost target under `pos`, or None."""
        for t in reversed(self.targets):
            if t.contains(pos):
                return t
        return None

    def tooltip(self, t: Target) -> str:
        """The hover text of `t`: its own tooltip (which says what one click
        does), why it is out, or else what a click takes; and on the person's
        turn how many other results a right-click offers."""
        ctx = self.ctx
        text = t.tooltip
        if t.disabled:
            return (text + "\n" if text else "") + t.disabled
        if not ctx.my_turn or not t.actions:
            return text
        refusals = [ctx.gate_refusal(a) for a in t.actions]
        if any(refusals):  # a lesson step dims it or narrows it to what it expects: say what a click does then
            kept = [line for line in (text or "").split("\n") if not line.startswith(("Click", "Right-click", "· "))]
            allowed = [a for a, why in zip(t.actions, refusals) if not why]
            if not allowed:
                return "\n".join(kept + [refusals[0]])
            click = (click_text(ctx, allowed[0]) if len(allowed) == 1
                     else "Click to choose: " + " / ".join(ctx.action_label(a) for a in allowed))
            return "\n".join(kept + [click])
        one = t.one_click
        if not text:
            text = (click_text(ctx, one) if one is not None
                    else "Click to choose: " + " / ".join(ctx.action_label(a) for a in t.actions))
        elif one is not None and not t.costs_told:  # the target's own words, and what the rules take with the click
            more = costs_text(ctx, one)
            if more and more not in text:
                text += "\n" + more
        n = t.other_choices
        if n:
            text += f"\nRight-click for {n} other choice{'s' if n != 1 else ''}"
        return text

    def hold_tooltips(self) -> None:
        """Hide the hover and its tooltip until the mouse moves."""
        self.hover = None
        self._hold = tuple(self.ctx.mouse)

    def tooltips_held(self) -> bool:
        return self._hold is not None and tuple(self.ctx.mouse) == tuple(self._hold)

    def mouse_moved(self, pos) -> None:
        if self._hold is not None and tuple(pos) != tuple(self._hold):
            self._hold = None

    def draw(self, surface, hot_action=None) -> None:
        """The legal-target glow (the person's turn only); the action of the
        prompt button under the mouse (`hot_action`) lights its targets too;
        none while the last move is still landing (the banner names its mover)."""
        if not self.ctx.my_turn or self._landing():
            return
        if hot_action is None:
            w = self.ctx.hovered_widget()
            hot_action = None if w is None or not w.awake() else w.action
        hov = self.hover
        for t in self.targets:
            if not t.clickable or not t.highlight or t.rect is None:
                continue
            hot = t is hov or (hot_action is not None and hot_action in t.actions)
            colour = theme.HILITE if hot else (120, 210, 235)
            if t.shape == "circle":
                r = t.rect.w // 2
                pygame.draw.circle(surface, colour, t.rect.center, r + 3, 4 if hot else 3)
            else:
                if hot:
                    draw.glow_rect(surface, t.rect.inflate(6, 6), colour, t.radius)
                else:
                    pygame.draw.rect(surface, colour, t.rect.inflate(6, 6), 3, border_radius=t.radius)
