"""The Hint button (and the H key): the Hard search's top choices for the
person to act, with their estimated chances, the best one lit on the table
through its mouse route, and one line of why when the game's bot can say.

Offered in games with at least one bot and a person, unless the "hints"
setting is off.  The search runs in the bot worker (game.ai.hint, from the
person's view only); a spinner shows while it thinks, and the request is
dropped as soon as the decision changes (the person acted first, undid...).
Each hint shown counts in match.hints (the results screen says how many).

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

import math
import time

import pygame

from game.ai.hint import HINT, Hint
from game.ui import draw, theme
from game.ui.widgets import Button

PANEL_W = 600


class Hints:
    hint: Hint | None = None  # the hint shown, for the decision _hint_key
    _hint_key = None  # (steps so far, seat to act) the hint (or request) is for
    _hint_pending = False
    hint_button: Button | None = None

    # ------------------------------------------------------------ offer
    def hints_offered(self) -> bool:
        """A game with a bot and a person, hints on in the settings."""
        seats = self.match.seats
        return (bool(getattr(self.app.settings, "hints", True)) and any(s.is_bot for s in seats)
                and any(not s.is_bot for s in seats))

    def _decision_key(self):
        return (len(self.match.steps), self.to_act)

    def _why_no_hint(self) -> str:
        if self.state.is_over:
            return "The game is over."
        if not self.my_turn:
            return "A hint is for your own decision: wait for your turn."
        return ""

    def _make_banner_buttons(self) -> None:
        super()._make_banner_buttons()
        right = self.banner_rect.right
        self.hint_button = Button((right - 654, 18, 148, 54), "Hint", self.ask_hint, style="ghost",
                                  size=theme.SIZE_SMALL, tooltip="What would the Hard bot do in your place? (H)")
        self.hint_button.on_disabled = self.explain

    def _finish_widgets(self, prompt_widgets: list) -> None:
        super()._finish_widgets(prompt_widgets)
        b = self.hint_button
        if b is not None and self.hints_offered():
            why = self._why_no_hint()
            b.enabled, b.disabled_reason = not why, why
            self.widgets.insert(0, b)

    def _banner_right(self) -> int:
        right = super()._banner_right()
        b = self.hint_button
        if b is not None and b in self.widgets and b.rect.colliderect(self.banner_rect):
            right = min(right, b.rect.x - 16)
        return right

    # ------------------------------------------------------------ asking
    def ask_hint(self) -> bool:
        """Ask for a hint (or hide the one shown).  True when something happened."""
        if not self.hints_offered():
            return False
        why = self._why_no_hint()
        if why:
            self.explain(why)
            return True
        key = self._decision_key()
        if self._hint_key == key and (self.hint is not None or self._hint_pending):
            if self.hint is not None:  # the same decision: H again hides it
                self.hint, self._hint_key = None, None
            return True
        self.worker.request(self.match.to_json(), HINT)
        self.hint, self._hint_key, self._hint_pending = None, key, True
        self._hint_since = time.monotonic()
        return True

    def hint_refresh(self) -> None:
        """After every refresh: a hint (or a request) for another decision goes."""
        if self._hint_key is None or self._hint_key == self._decision_key():
            return
        if self._hint_pending and self._worker is not None:
            self._worker.cancel()
        self.hint, self._hint_key, self._hint_pending = None, None, False

    def update_hint(self, dt: float) -> bool:
        if not self._hint_pending:
            return False
        w = self.worker
        result = w.poll()
        if isinstance(result, Hint):
            self._hint_pending = False
            self.hint = result
            self.match.hints = getattr(self.match, "hints", 0) + 1
            return True
        if getattr(w, "error", None) or not w.busy:
            self._hint_pending = False
            self._hint_key = None
            if getattr(w, "error", None):
                self.toast("The hint could not be worked out this time.", theme.BAD)
        return True  # the spinner turns

    def handle(self, event) -> bool:
        if self.curtain_for is None and self.confirm is None and self.popup is None and self.hint_handle(event):
            return True
        return super().handle(event)

    def hint_handle(self, event) -> bool:
        """H asks for a hint (or hides it); a click on the panel closes it."""
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_h
                and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            return self.ask_hint()
        if (event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self.hint is not None
                and self._hint_rect().collidepoint(event.pos)):
            self.hint, self._hint_key = None, None  # a click on the panel closes it
            return True
        return False

    # ------------------------------------------------------------ drawing
    def hint_routes(self, action) -> list:
        """Where the person would click for `action`, as (rect, corner radius):
        its board targets and its prompt-bar button on the page shown."""
        out = [(pygame.Rect(t.rect), t.radius) for t in self._targets
               if t.clickable and t.rect is not None and action in t.actions]
        out += [(pygame.Rect(b.rect), 12) for b in self._prompt_widgets if getattr(b, "action", None) == action]
        return out

    def _hint_rows(self) -> int:
        return len(self.hint.choices) if self.hint is not None else 0

    def _hint_rect(self) -> pygame.Rect:
        """A corner of the board (bottom right first) that leaves the hinted
        action's routes uncovered."""
        r = self.board_rect
        if self.hint is None:
            h = 64
        else:
            h = 56 + 40 * self._hint_rows() + (58 if self.hint.reason else 0) + 10
        w = min(PANEL_W, r.w - 32)
        corners = [pygame.Rect(r.right - w - 16, r.bottom - h - 16, w, h), pygame.Rect(r.right - w - 16, r.y + 16, w, h),
                   pygame.Rect(r.x + 16, r.bottom - h - 16, w, h), pygame.Rect(r.x + 16, r.y + 16, w, h)]
        routes = [rr for rr, _ in self.hint_routes(self.hint.best)] if self.hint is not None else []
        for c in corners:
            if not any(c.colliderect(rr) for rr in routes):
                return c
        return corners[0]

    def _chance_text(self, chance: float) -> str:
        return "only choice" if math.isnan(chance) else f"{round(chance * 100)}%"

    def draw_hint(self, surface) -> None:
        if self._hint_key != self._decision_key() or not self.my_turn:
            return
        rect = self._hint_rect()
        if self._hint_pending:
            draw.panel(surface, rect, fill=(14, 18, 36, 240), edge=theme.ACCENT, radius=14, width=2)
            c = (rect.x + 34, rect.centery)
            start = (time.monotonic() - getattr(self, "_hint_since", 0.0)) * 5.0
            pygame.draw.arc(surface, theme.ACCENT, pygame.Rect(c[0] - 14, c[1] - 14, 28, 28), start, start + 4.2, 4)
            draw.text_fit(surface, "Thinking about your choices…", pygame.Rect(rect.x + 64, rect.y, rect.w - 80, rect.h),
                          theme.SIZE_SMALL, theme.TEXT, True, "midleft")
            return
        hint = self.hint
        if hint is None or not hint.choices:
            return
        for route, radius in self.hint_routes(hint.best):
            ring = route.inflate(18, 18)
            draw.glow_rect(surface, ring, theme.GOOD, radius + 4, strength=4)
            pygame.draw.rect(surface, theme.GOOD, ring, 6, border_radius=radius + 6)
            if not self.board_rect.contains(ring):
                continue  # a prompt-bar button: the ring is enough (a tag would cover the prompt)
            tag = pygame.Rect(0, 0, 76, 28)
            tag.midbottom = (ring.centerx, ring.y + 6)
            pygame.draw.rect(surface, theme.GOOD, tag, border_radius=14)
            draw.text(surface, "Hint", tag.center, theme.SIZE_TINY, theme.TEXT_DARK, True, "center")
        draw.panel(surface, rect, fill=(14, 18, 36, 242), edge=theme.GOOD, radius=14, width=2)
        x, y = rect.x + 20, rect.y + 12
        draw.text_fit(surface, "Hint: the Hard bot's top choices", pygame.Rect(x, y, rect.w - 190, 34),
                      theme.SIZE_SMALL, theme.GOLD, True, "midleft")
        draw.text(surface, "est. win chance", (rect.right - 20, y + 17), theme.SIZE_TINY, theme.TEXT_DIM, anchor="midright")
        y += 44
        labels = [self.action_label(a) for a, _ in hint.choices]
        for i, (action, chance) in enumerate(hint.choices):
            colour = theme.GOOD if i == 0 else theme.TEXT
            # two choices the table words alike ("Move here") are told apart by the rules' own words
            label = f"{i + 1}. {labels[i] if labels.count(labels[i]) == 1 else action.label()}"
            draw.text_fit(surface, label, pygame.Rect(x, y, rect.w - 150, 36), theme.SIZE_SMALL, colour, i == 0,
                          "midleft")
            draw.text(surface, self._chance_text(chance), (rect.right - 20, y + 18), theme.SIZE_SMALL, colour, i == 0,
                      "midright")
            y += 40
        if hint.reason:
            draw.text_block(surface, "Why: " + hint.reason, pygame.Rect(x, y + 4, rect.w - 40, 56), theme.SIZE_TINY,
                            theme.ACCENT, max_lines=2)


def screenshot_table(app, match, seed: int, iterations: int = 300):
    """The table of seat 0 (a person) at its next decision with a hint shown,
    worked out here with an iteration budget (`main.py screenshot hint:<game>`)."""
    from game.ai import decide, make_bot
    from game.ai.hint import search_hint
    from game.scenes import table_scene_class

    bot = make_bot(match.game_id, "normal")
    while not match.state.is_over and match.state.to_act != 0:
        match.apply(decide(match.state, bot, seed, len(match.steps)))
    table = table_scene_class(match.game_id)(app, match, viewer=0, autoplay=False)
    if table.my_turn:
        table.hint = search_hint(match.state, match.game_id, match.seed, len(match.steps), iterations=iterations)
        table._hint_key = table._decision_key()
    return table
