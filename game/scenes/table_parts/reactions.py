"""Decisions out of turn at the table: windows, cheap passes and deals.

When the rules ask a seat out of turn (a `Pending` record of
game/rules/pending.py is on top of the stack):
- a person whose only legal action is Pass passes at once, without a prompt
  or the hot-seat curtain; where the rules log the pass, the log says it was
  automatic (a game that logs no passes gets no line, so nothing leaks);
- a person with something playable gets a ReactionPrompt over the prompt bar
  (what happened, what they may play, Pass, a countdown they can stop) unless
  the `reaction_prompts` setting is off: then the ordinary prompt bar asks;
- a bot whose only legal action is the pass passes without asking the bot
  worker and without the pacing pause; any other lone legal action skips
  the worker too (but keeps the pause, so people can follow it);
- a deal being built or answered (game/rules/deals.py) is shown in a
  DealDialog; the deal actions of an ordinary turn become one "Make a deal…"
  prompt button that opens the dialog at its "choose a partner" step.

One part of the shared table frame: mixed into game.scenes.table.TableScene
(before BotPacing and Controller, whose _drive_bot and handle it wraps).
"""
from __future__ import annotations

import dataclasses

import pygame

from game.rules.deals import ANSWER, BUILD, DealWith
from game.rules.pending import PASS
from game.scenes.table_parts.items import PromptButton
from game.ui import draw
from game.ui.deal_dialog import DealDialog, plain_item_text
from game.ui.reaction_prompt import Choice, ReactionPrompt
from game.ui.widgets import draw_tooltip

DEAL_KINDS = (BUILD, ANSWER)


class Reactions:
    REACTION_SECONDS = 10.0
    reaction: ReactionPrompt | None = None
    deal: DealDialog | None = None
    _deal_open = False  # the person opened the "choose a partner" step
    _reaction_key = None

    # ------------------------------------------------------------ facts
    def _is_person(self, seat) -> bool:
        return seat is not None and not self.match.seats[seat].is_bot

    def passes_only(self, seat: int | None = None) -> bool:
        """The seat to act (or `seat`) is asked and can only pass (read from
        self.legal, cached by refresh(): update() asks this every frame)."""
        return (seat is None or seat == self.to_act) and self.legal == [PASS]

    def skips_curtain(self, seat: int) -> bool:
        """A person who can only pass is passed for at once: no curtain."""
        return self.autoplay and self.passes_only(seat)

    def modal_actions(self) -> list:
        """The actions the reaction prompt or the deal dialog offers now."""
        if self.deal is not None:
            return self.deal.actions()
        if self.reaction is not None:
            return [PASS if b.payload is None else b.payload for b in self.reaction.buttons()]
        return []

    # ------------------------------------------------------------ building
    def refresh_reactions(self) -> None:
        """After refresh(): the reaction prompt or deal dialog this decision needs."""
        self.deal = None
        key = (len(self.match.steps), self.to_act)
        if not self.my_turn:
            self.reaction, self._deal_open = None, False
            return
        p = self.state.window()
        if p is not None and p.kind in DEAL_KINDS:
            self.reaction = None
            self.deal = self._make_deal_dialog(p)
        elif p is None:
            self.reaction = None
            if self._deal_open and any(isinstance(a, DealWith) for a in self.legal):
                self.deal = self._make_deal_dialog(None)
            else:
                self._deal_open = False
        elif (p.can_pass and PASS in self.legal and len(self.legal) > 1
              and getattr(self.settings, "reaction_prompts", True)):
            if self.reaction is None or self._reaction_key != key:  # keep the clock over redraws
                choices = [Choice(self.action_label(a), a, self.action_tooltip(a)) for a in self.legal if a != PASS]
                self.reaction = ReactionPrompt(self.prompt_rect, self.named(p.prompt) or self.prompt_text(), choices,
                                               on_choose=self.take, on_pass=lambda: self.take(PASS),
                                               seconds=self.REACTION_SECONDS, on_timeout=self._reaction_timeout)
                self._reaction_key = key
                if len(self.reaction.buttons()) < len(choices) + 1:
                    self.reaction = None  # too many choices for one row: the prompt bar pages them
        else:
            self.reaction = None
        if self.reaction is not None or self.deal is not None:
            self._prompt_items = []  # the prompt or dialog takes the prompt bar's place
            self._pages = [[]]
            self._finish_widgets([])
            self.hover_target = None if self.deal is not None else self.hover_target

    def _make_deal_dialog(self, p) -> DealDialog:
        area = self.board_rect.union(self.prompt_rect)
        rect = pygame.Rect(0, 0, min(1200, area.w - 40), min(700, area.h - 40))
        rect.center = area.center
        return DealDialog(rect, self.viewer, self.legal, p, self.take, name=self.seat_name,
                          holdings=self.deal_holdings, describe=self.deal_item_text,
                          colour=lambda s: self.match.seats[s].colour,
                          on_close=self.close_deal if p is None else None)

    def deal_holdings(self, seat: int) -> list[str]:
        """Lines the deal dialog shows for a seat (default: its panel lines,
        which already keep to what the viewer may know)."""
        return [self.named(line) for line in self.player_panel_lines(seat)]

    def deal_item_text(self, item) -> str:
        return self.named(plain_item_text(item))

    def deal_prompt_items(self, items: list) -> list:
        """Prompt items with the turn's DealWith actions folded into one button."""
        deals = [a for a in items if isinstance(a, DealWith)]
        if not deals:
            return items
        rest = [a for a in items if not isinstance(a, DealWith)]
        return rest + [PromptButton("Make a deal…", self.open_deal, style="normal",
                                    tooltip="Offer another player a trade, one step at a time")]

    def open_deal(self) -> None:
        self._deal_open = True
        self.refresh()

    def close_deal(self) -> None:
        self._deal_open = False
        self.refresh()

    # ------------------------------------------------------------ passes
    def _reaction_timeout(self) -> None:
        if PASS in self.legal and self.my_turn:
            self.apply_action(PASS)

    def auto_pass(self, seat: int) -> None:
        """A person with nothing to play: pass now, say so in the log, no pause."""
        pace = self.pace
        step = len(self.match.steps)
        self.apply_action(PASS)
        self.pace = pace
        # only where the rules log passes: a game that keeps passes out of the
        # log (Star Traders' luck windows) would be given away by this line
        text = f"{self.seat_name(seat)} had nothing to play and passed automatically."
        for entry in self.log:
            if entry.step == step and entry.event.kind == "pass" and entry.event.seat == seat:
                entry.event = dataclasses.replace(entry.event, text=text, private={})
                break
        self._log_cache = None

    def update_reactions(self, dt: float) -> bool:
        if self.state.is_over or self.curtain_for is not None or self.confirm is not None:
            return False
        seat = self.to_act
        if self.autoplay and self._is_person(seat) and not self.anim.busy and self.passes_only(seat):
            self.auto_pass(seat)
            return True
        if self.reaction is not None and not self.anim.busy and self.popup is None:
            return self.reaction.update(dt, self.mouse)
        return False

    def _drive_bot(self, seat: int, dt: float) -> bool:
        """A lone legal action needs no worker; a lone pass no pause either."""
        forced = (self.legal[0] if len(self.legal) == 1 and self._bot_action is None and not self._bot_requested
                  else None)  # game.ai.forced_action, from the legal actions refresh() cached
        if forced is None:
            return super()._drive_bot(seat, dt)
        if self.anim.busy:
            return False
        if forced == PASS:
            pace = self.pace
            self.apply_action(forced)
            self.pace = pace
            return True
        if self.pace <= 0:
            self.apply_action(forced)
            return True
        return False

    # ------------------------------------------------------------ input and drawing
    def handle(self, event) -> bool:
        if self.curtain_for is None and self.confirm is None and self.popup is None:
            if self.deal is not None:
                if self.deal.handle(event):
                    return True
                if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.deal.stage == "partner":
                    if event.type == pygame.MOUSEBUTTONUP and not self.menu_button.contains(event.pos):
                        self.close_deal()  # a click beside the partner step closes it
                        return True
            elif self.reaction is not None and self.reaction.handle(event):
                return True
        return super().handle(event)

    def draw_reactions(self, surface) -> bool:
        """Draw the reaction prompt or deal dialog; True = it drew its own
        tooltip (the frame's hover tooltip is skipped)."""
        if self.reaction is not None:
            self.reaction.draw(surface, self.mouse)
            tip = next((b.hover_text() for b in self.reaction.widgets if b.visible and b.contains(self.mouse)), "")
            if tip:
                draw_tooltip(surface, tip, self.mouse)
                return True
        if self.deal is not None:
            draw.dim(surface, 110)  # a modal step: the table rests behind it
            self.deal.draw(surface, self.mouse)
            return True
        return False
