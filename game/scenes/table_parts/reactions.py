"""Decisions out of turn at the table: windows, cheap passes and deals.

When the rules ask a seat out of turn (a `Pending` record of
game/rules/pending.py is on top of the stack):
- a person whose only legal action is Pass passes at once, without a prompt
  or the hot-seat curtain (the table's auto_pass: where the rules log the
  pass, the log says it was automatic; a game that logs no passes gets no
  line, so nothing leaks);
- a person whose answer a game declares not worth a question (`skip_when`:
  Star Traders' Zap that cannot change what the roll decides, a card the
  person said not to be asked about) is passed for the same way: the
  person's own screen knows their own hand, and such passes leave no log
  line, so nothing leaks; the prompt bar stays hidden meanwhile, so no
  question flashes up;
- a person with something playable gets a ReactionPrompt over the prompt bar
  (what happened, what they may play, Pass); with the `reaction_prompts`
  setting ("Reply clock") on, a countdown they can stop passes for them;
- a deal being built or answered (game/rules/deals.py) is shown in a
  DealDialog; the deal actions of an ordinary turn become one "Make a deal…"
  prompt button that opens the dialog at its "choose a partner" step.
(A bot's lone legal action skips the bot worker: game/scenes/table_parts/bot_pacing.py.)

A part of the table frame (see game/scenes/table_parts/context.py).  A game
may show its own prompt instead (show(prompt), e.g. Star Traders' beacon
question).  The table wires: prompt_text, deal_holdings and deal_item_text
(its hooks), apply (a timed-out prompt passes), auto_pass, and `quiet()`
(the curtain or the confirm dialog is open: no clock, no automatic
pass), chooser_open (the clock waits while a chooser is open) and `rules`
(None, or what the "?" of every reaction prompt and deal dialog shown
calls: rules(kind) opens the section of action kind `kind`, rules() the one
for the decision asked now).
"""
from __future__ import annotations

import pygame

from game.rules.deals import ANSWER, BUILD, DealWith
from game.rules.pending import PASS
from game.scenes.table_parts.context import Part
from game.scenes.table_parts.items import PromptButton
from game.ui import draw
from game.ui.deal_dialog import DealDialog, plain_item_text
from game.ui.key_numbers import KeyHold
from game.ui.reaction_prompt import Choice, ReactionPrompt
from game.ui.widgets import draw_widget_tooltip

DEAL_KINDS = (BUILD, ANSWER)
REACTION_SECONDS = 10.0
KEY_HOLD = 1.5  # seconds after a clock passed: a number key is asked again, not taken (KeyHold)


def passes_only(ctx, seat: int | None = None) -> bool:
    """The seat to act (or `seat`) is asked and can only pass (read from the
    cached legal actions: asked every frame)."""
    return (seat is None or seat == ctx.to_act) and ctx.legal == [PASS]


class Reactions(Part):
    def __init__(self, ctx, *, prompt_text, deal_holdings, deal_item_text, apply, auto_pass, quiet, chooser_open,
                 menu_hit, rules=None, deal_note=lambda: "", undo=None):
        super().__init__(ctx)
        self._rules = rules
        self._deal_note = deal_note  # what a bot said with the deal step just taken
        self._prompt_text = prompt_text
        self._holdings, self._item_text = deal_holdings, deal_item_text
        self._apply, self._auto_pass, self._quiet, self._menu_hit = apply, auto_pass, quiet, menu_hit
        self._chooser_open = chooser_open
        self._undo = undo  # the table's Undo, undo(quiet=False) (the deal dialog takes an item back out with it)
        # armed when the clock passes for the person; the prompt bar asks it too
        self.key_hold = KeyHold(seconds=KEY_HOLD)
        self.prompt: ReactionPrompt | None = None  # the reaction prompt shown over the prompt bar
        self.deal: DealDialog | None = None  # the deal dialog shown
        self._deal_open = False  # the person opened the "choose a partner" step
        self._key = None  # (steps, seat) the prompt was made for: its clock runs on over refreshes
        self._skip_checks: list = []  # p -> True: the person is not asked (see skip_when)
        self.skipping = False  # this decision is passed for the person without a question

    def skip_when(self, check) -> None:
        """Declare decisions not worth asking: `check(pending)` True = the
        person's screen passes for them as for a lone Pass.  Only for windows
        whose passes the rules keep out of the log."""
        self._skip_checks.append(check)

    def skips(self) -> bool:
        """The decision now is one the person's screen passes for them (a
        declared skip): no question, and no hot-seat curtain before it."""
        ctx = self.ctx
        p = ctx.state.window()
        return (p is not None and p.can_pass and PASS in ctx.legal
                and any(check(p) for check in self._skip_checks))

    @property
    def takes_prompt_bar(self) -> bool:
        """The prompt or the dialog takes the prompt bar's place (nothing does
        while the screen is about to pass for the person: no question flashes)."""
        return self.prompt is not None or self.deal is not None or (self.skipping and self.ctx.autoplay)

    def claims(self, number: int) -> bool:
        """A button of the reaction prompt shown shows number key `number`."""
        return self.prompt is not None and number in self.prompt.keys.by_number

    def shown_keys(self) -> set:
        return set(self.prompt.keys.by_number) if self.prompt is not None else set()

    def actions(self) -> list:
        """The actions the reaction prompt or the deal dialog offers now."""
        if self.deal is not None:
            return self.deal.actions()
        if self.prompt is not None:
            return [PASS if b.payload is None else b.payload for b in self.prompt.buttons()]
        return []

    # ------------------------------------------------------------ building
    def choose(self) -> None:
        """The reaction prompt or deal dialog this decision needs (the
        table's refresh_reactions hook asks, so a game may add its own)."""
        ctx = self.ctx
        previous, self.deal = self.deal, None
        self.skipping = False
        key = (len(ctx.match.steps), ctx.to_act)
        if not ctx.my_turn:
            self.prompt, self._deal_open = None, False
            return
        p = ctx.state.window()
        if self.skips():
            self.prompt, self.skipping = None, True
        elif p is not None and p.kind in DEAL_KINDS:
            self.prompt = None
            self.deal = self._make_deal_dialog(p)
            if previous is not None:
                self.deal.keep_amounts(previous)  # an amount set stays set when an item goes in
        elif p is None:
            self.prompt = None
            if self._deal_open and any(isinstance(a, DealWith) for a in ctx.legal):
                self.deal = self._make_deal_dialog(None)
            else:
                self._deal_open = False
        elif p.can_pass and PASS in ctx.legal and len(ctx.legal) > 1:
            if self.prompt is None or self._key != key:  # keep the clock over redraws
                choices = [Choice(ctx.action_label(a), a, ctx.action_tooltip(a)) for a in ctx.legal if a != PASS]
                self.prompt = ReactionPrompt(ctx.prompt_rect, ctx.named(p.prompt) or self._prompt_text(), choices,
                                             on_choose=ctx.take, on_pass=lambda: ctx.take(PASS),
                                             seconds=REACTION_SECONDS, on_timeout=self.timeout)
                self._key = key
                if len(self.prompt.buttons()) < len(choices) + 1:
                    self.prompt = None  # too many choices for one row: the prompt bar pages them
                else:
                    self._clock_setting(self.prompt)
                    if self._rules is not None:
                        self.prompt.offer_rules(self._rules)
        else:
            self.prompt = None

    def show(self, prompt: ReactionPrompt) -> None:
        """Show a game's own prompt for this decision (its clock is the prompt's)."""
        ctx = self.ctx
        if prompt is not self.prompt:
            self._clock_setting(prompt)
        self.prompt = prompt
        self._key = (len(ctx.match.steps), ctx.to_act)
        if self._rules is not None:
            prompt.offer_rules(self._rules)

    def _clock_setting(self, prompt: ReactionPrompt) -> None:
        """The Settings switch "Reply clock": off (the default), a reply
        prompt waits for the person; on, it passes for them at zero."""
        if not self.ctx.settings.reaction_prompts:
            prompt.stop_clock()

    def _make_deal_dialog(self, p) -> DealDialog:
        ctx = self.ctx
        area = ctx.board_rect.union(ctx.prompt_rect)
        rect = pygame.Rect(0, 0, min(1200, area.w - 40), min(880, area.h - 40))
        rect.center = area.center
        dialog = DealDialog(rect, ctx.viewer, ctx.legal, p, ctx.take, name=ctx.seat_name,
                            holdings=self._holdings, describe=self._item_text,
                            colour=lambda s: ctx.match.seats[s].colour,
                            on_close=self.close_deal if p is None else None, amounts=ctx.state.amount_range,
                            consequences=ctx.state.consequences,
                            note=self._deal_note() if p is not None else "", explain=ctx.explain,
                            on_undo=self._undo,
                            retract=(lambda: self._undo(quiet=True)) if self._undo is not None else None)
        if self._rules is not None and dialog.deciding:
            dialog.offer_rules(lambda: self._rules(DealWith.__name__) if p is None else self._rules())
        return dialog

    def fold_deals(self, items: list) -> list:
        """Prompt items with the turn's DealWith actions folded into one button."""
        deals = [a for a in items if isinstance(a, DealWith)]
        if not deals:
            return items
        rest = [a for a in items if not isinstance(a, DealWith)]
        return rest + [PromptButton("Make a deal…", self.open_deal, style="normal",
                                    tooltip="Offer another player a trade, one step at a time")]

    def open_deal(self) -> None:
        self._deal_open = True
        self.ctx.refresh()

    def close_deal(self) -> None:
        self._deal_open = False
        self.ctx.refresh()

    # ------------------------------------------------------------ time
    def timeout(self) -> None:
        """The countdown ran out: pass."""
        if PASS in self.ctx.legal and self.ctx.my_turn:
            self._apply(PASS)
            self.key_hold.arm("The reply clock ran out and passed for you")

    def update(self, dt: float) -> bool:
        ctx = self.ctx
        self.key_hold.tick(dt, shown=ctx.my_turn)
        if ctx.state.is_over or self._quiet():
            return False
        seat = ctx.to_act
        if (ctx.autoplay and seat is not None and not ctx.match.seats[seat].is_bot and not ctx.anim.busy
                and (passes_only(ctx, seat) or (self.skipping and ctx.my_turn))):
            self._auto_pass(seat)
            return True
        if self.prompt is not None and not ctx.anim.busy and not self._chooser_open():
            return self.prompt.update(dt, ctx.mouse)
        return False

    # ------------------------------------------------------------ input and drawing
    @property
    def blocking(self) -> bool:
        """The deal dialog is modal: nothing under it (the board, the map) takes a click."""
        return self.deal is not None

    def handle(self, event) -> bool:
        if self.deal is not None:
            if self.deal.handle(event):
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.deal.stage == "partner":
                if event.type == pygame.MOUSEBUTTONUP and not self._menu_hit(event.pos):
                    self.close_deal()  # a click beside the partner step closes it
                    return True
        elif self.prompt is not None:
            if event.type == pygame.KEYDOWN and pygame.K_0 <= event.key <= pygame.K_9:
                why = self.key_hold.take()  # a key meant for the question the clock just took
                if why:
                    self.ctx.explain(f"{why}; this is a new question. Press {event.key - pygame.K_0} again "
                                     "to answer it.")
                    return True
            if self.prompt.handle(event):
                return True
        return False

    def draw(self, surface) -> bool:
        """Draw the reaction prompt or deal dialog; True = it drew its own
        tooltip (the table's hover tooltip is skipped)."""
        mouse = self.ctx.mouse
        if self.prompt is not None:
            self.prompt.draw(surface, mouse)
            under = next((b for b in self.prompt.widgets if b.visible and b.contains(mouse)), None)
            if under is not None and under.hover_text():
                draw_widget_tooltip(surface, under, self.prompt.widgets, mouse)
                return True
        if self.deal is not None:
            draw.dim(surface, 110)  # a modal step: the table rests behind it
            self.deal.draw(surface, mouse)
            return True
        return False


__all__ = ["Reactions", "passes_only", "plain_item_text", "REACTION_SECONDS", "DEAL_KINDS"]
