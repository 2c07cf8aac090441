"""Talks at any time: the Trade button (top right of the prompt bar while
others decide), and bots' proposals out of
their turn, for games whose rules let a seat open talks out of turn
(`Ruleset.talks_any_time`; the moves are GameState.interjections).

- On the person's own turn the prompt bar's "Make a deal…" does the job
  (press() opens that dialog too, for keys and tests).
- Otherwise, at a safe point (the rules list OpenTalks for the person), it
  pauses the bots and opens a small menu of partners; choosing one opens
  the talks on top of whatever the game waits on, and play resumes there
  when the talks end.  Pressed while an effect is being resolved, it waits:
  the bots play on to the next safe point, then the menu opens.
- A bot may open talks out of turn (the game's `bot_interjection`) once
  the pause after a move has passed, while no person here is deciding,
  unless the "bot_proposals" setting is off; the game's bot policy caps
  how often.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table wires: open_own_deal (the reactions part's open_deal), open_menu and
menu_open (the chooser), apply (the table's apply_action), cancel_bot (stop
a bot's search in progress), bot_interjection (seat, rng -> action or None)
and pace_over (the pause after the last move has passed).
"""
from __future__ import annotations

import pygame

from game.ai.out_of_turn import first_interjection
from game.rules.deals import DealWith, OpenTalks
from game.scenes.table_parts.context import Part
from game.scenes.table_parts.items import PromptButton
from game.ui import theme
from game.ui.widgets import Button


class Talks(Part):
    def __init__(self, ctx, *, open_own_deal, open_menu, menu_open, apply, cancel_bot, bot_interjection, pace_over):
        super().__init__(ctx)
        self._open_own_deal, self._open_menu, self._menu_open = open_own_deal, open_menu, menu_open
        self._apply, self._cancel_bot = apply, cancel_bot
        self._bot_interjection, self._pace_over = bot_interjection, pace_over
        self.button: Button | None = None
        self.waiting = False  # the person pressed Trade during an effect: open at the next safe point
        self.choosing = False  # the partner menu is open: the bots wait
        self._bots_asked = -1  # the step count at which the bots last considered talks

    def layout(self) -> None:
        r = self.ctx.prompt_rect  # the prompt bar's top right: out of turn the bar has no buttons
        self.button = Button((r.right - 24 - 170, r.y + 10, 170, 48), "Trade", self.press, style="normal",
                             size=theme.SIZE_SMALL, tooltip="Propose a deal to another player, even out of turn")
        self.button.on_disabled = self.ctx.explain

    # ------------------------------------------------------------ facts
    def offered(self) -> bool:
        """The game lets seats trade at any time and a person sits at this screen."""
        ctx = self.ctx
        seat = ctx.viewer
        return ctx.match.ruleset.talks_any_time and seat is not None and not ctx.match.seats[seat].is_bot

    def _own_turn_deal(self) -> bool:
        return self.ctx.my_turn and any(isinstance(a, DealWith) for a in self.ctx.legal)

    def _openers(self) -> list:
        """OpenTalks the person may take now."""
        ctx = self.ctx
        return [] if ctx.state.is_over or ctx.viewer is None else ctx.state.interjections(ctx.viewer)

    def _why_not(self) -> str:
        ctx = self.ctx
        if ctx.state.is_over:
            return "The game is over."
        if self._own_turn_deal() or self._openers() or self.waiting:
            return ""
        if ctx.my_turn and ctx.state.window() is None:
            return "You have opened all the talks a turn allows."
        if ctx.my_turn:
            return "Answer the question first; then you may trade."
        return ctx.state.why_illegal(self._sample()) if self._sample() is not None else ""

    def _sample(self):
        """An OpenTalks the person would take (for the rules' reason why not)."""
        seat = self.ctx.viewer
        partner = next((s for s in range(len(self.ctx.match.seats)) if s != seat), None)
        return None if partner is None else OpenTalks(seat, partner)

    def shown_button(self) -> Button | None:
        """The Trade button out of the person's turn (enabled or why not), or
        None: not offered, or the person decides now (their own turn has
        "Make a deal…" in the prompt bar and "Offer a deal" on the panels)."""
        b = self.button
        if b is None or not self.offered() or self.ctx.my_turn or self.ctx.state.is_over:
            return None
        why = self._why_not()
        if why.startswith("Talks wait"):  # an effect is being resolved: pressing queues the talks
            why = ""
        b.enabled, b.disabled_reason = not why, why
        b.label = "Trade…" if self.waiting else "Trade"
        b.key = 1 if b.enabled else None  # out of the person's turn it is the only numbered button
        return b

    def handle(self, event) -> bool:
        """Key 1 presses Trade while it shows (no other button is numbered then)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_1, pygame.K_KP1):
            b = self.shown_button()
            if b is not None and b.enabled and b.visible:
                b.click(b.rect.center)
                return True
        return False

    @property
    def holds_bots(self) -> bool:
        """The bots wait: the person is choosing a partner, or asked to trade
        and the game has reached a safe point."""
        return self.choosing or (self.waiting and bool(self._openers()))

    # ------------------------------------------------------------ the person
    def press(self) -> bool:
        ctx = self.ctx
        if not self.offered():
            return False
        if self._own_turn_deal():
            self._open_own_deal()
            return True
        if self._openers():
            self._choose()
            return True
        why = self._why_not()
        if why and not why.startswith("Talks wait"):
            ctx.explain(why)
            return True
        self.waiting = not self.waiting  # a second press takes the wish back
        if self.waiting:
            ctx.toast("The talks open as soon as nothing is being resolved.", theme.ACCENT, 2.5)
        ctx.refresh()
        return True

    def _choose(self) -> None:
        ctx = self.ctx
        self.waiting = False
        self._cancel_bot()
        items = [PromptButton(f"Deal with {ctx.seat_name(a.partner)}", lambda a=a: self._open(a), style="normal",
                              tooltip=f"Open talks with {ctx.seat_name(a.partner)} now")
                 for a in self._openers()]
        self.choosing = True
        above = self.button.rect.y - (52 * len(items) + 60) - 24  # the menu opens above the button
        self._open_menu(items, (self.button.rect.centerx, above), "Trade with whom?")

    def _open(self, action) -> None:
        self.choosing = False
        if action in self._openers():
            self._apply(action)

    # ------------------------------------------------------------ time
    def update(self, dt: float) -> bool:
        ctx = self.ctx
        if self.choosing and not self._menu_open():
            self.choosing = False  # closed without a choice: play goes on
            ctx.refresh()
            return True
        if ctx.state.is_over or not ctx.autoplay or self.choosing:
            return False
        if self.waiting and self._openers() and not ctx.anim.busy:
            self._choose()
            return True
        return self._bots_talk()

    def _bots_talk(self) -> bool:
        """Once per decision, after the pause: each bot in turn order may open
        talks (never while a person here is deciding: a bot does not cut in);
        the same question headless games ask (game/ai/out_of_turn.py)."""
        ctx = self.ctx
        steps = len(ctx.match.steps)
        if (self._bots_asked == steps or self.waiting or ctx.my_turn or ctx.anim.busy or not self._pace_over()
                or not getattr(ctx.settings, "bot_proposals", True) or not ctx.match.ruleset.talks_any_time):
            return False
        self._bots_asked = steps
        seats = ctx.match.seats
        action = first_interjection(ctx.match.game_id, ctx.state, ctx.match.seed, steps, self._bot_interjection,
                                    is_bot=lambda seat: seats[seat].is_bot)
        if action is None:
            return False
        self._cancel_bot()
        self._apply(action)
        return True

    def on_undo(self) -> None:
        self.waiting = self.choosing = False
        self._bots_asked = len(self.ctx.match.steps)  # bots do not propose again at once after an undo
