"""TableScene: the shared in-game frame every game's table scene subclasses.

The frame (banner, board, player panels, log, prompt bar) is composed of
parts (game/scenes/table_parts/), each one job, held in one ordered list,
`self.parts`: every event, frame update, refresh, applied action, undo and
draw goes through that list in one loop each (modal layers first for events;
by `Part.layer` for drawing), so no part can be added and then skipped.  What a
game's table may override is named in one place, game/scenes/table_hooks.py;
docs/TABLE.md is the guide to writing a game's table (the subclass API, the
calls it may make, the facts it may read, how to test and render it).
"""
from __future__ import annotations

import dataclasses

import pygame

from game import persist, rules_links, stats
from game.games import get_spec
from game.ai.deal_reasons import bot_deal_reason, with_reason
from game.rules.core import Action, Event, RulesError
from game.rules.pending import PASS
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.table_hooks import TableHooks
from game.scenes.table_parts import log_panel as log_sizes
from game.scenes.table_parts.backdrop import Backdrop
from game.scenes.table_parts.banner import Banner, game_over_text
from game.scenes.table_parts.board_targets import BoardTargets
from game.scenes.table_parts.bot_failure import BotFailureDialog
from game.scenes.table_parts.bot_reason import BotReasons
from game.scenes.table_parts.bot_pacing import BOT_LEVEL_OF_KIND, BotPacing
from game.scenes.table_parts.camera import CameraPart
from game.scenes.table_parts.chooser import Chooser
from game.scenes.table_parts.confirm import ConfirmDialog
from game.scenes.table_parts.context import Part
from game.scenes.table_parts import frame_layers as L
from game.scenes.table_parts.curtain import Curtain
from game.scenes.table_parts.double_click import DoubleClick
from game.scenes.table_parts.floats import Floats
from game.scenes.table_parts.hint import Hints
from game.scenes.table_parts.items import LogEntry, PromptButton, Target
from game.scenes.table_parts.log_panel import GameLog
from game.scenes.table_parts.player_panels import LOG_MIN_H, PlayerPanels
from game.scenes.table_parts.prompt_bar import PromptBar
from game.scenes.table_parts.reactions import REACTION_SECONDS, Reactions, passes_only
from game.scenes.table_parts.talks import Talks
from game.scenes.table_parts.toasts import Toasts
from game.scenes.table_parts.undo import UndoSteps
from game.ui import draw, sound, theme
from game.ui.anim import Animator
from game.ui.reveal import Reveal
from game.ui.seat_names import with_seat_names

__all__ = ["TableScene", "Target", "PromptButton", "LogEntry", "Part", "BOT_LEVEL_OF_KIND"]



class TableScene(TableHooks, Scene):
    banner_rect = pygame.Rect(0, 0, 1920, 88)
    board_rect = pygame.Rect(20, 100, 1450, 760)
    prompt_rect = pygame.Rect(20, 872, 1450, 196)
    side_rect = pygame.Rect(1486, 100, 414, 968)
    panel_height: int | None = None
    hidden_info = True
    logs_setup_events = False  # the state's setup_events open the log (who was drawn to start...)
    # After the game only (the replay's "everything revealed"): every seat's
    # hidden parts are drawn.  A live table never sets it.
    revealed = False
    camera_part: CameraPart | None = None  # set by use_camera()
    LOG_MIN_H = LOG_MIN_H
    LOG_MIN_LINES = log_sizes.LOG_MIN_LINES
    LOG_EXPANDED_FRACTION = log_sizes.LOG_EXPANDED_FRACTION
    REACTION_SECONDS = REACTION_SECONDS
    # Kept for compatibility: the table no longer leaves for the results by
    # itself; it stays on the final board until "See the results" is clicked.
    END_DELAY = 1.4

    def __init__(self, app, match, viewer: int | None = None, *, autoplay: bool = True):
        super().__init__(app)
        self.match = match
        self.ruleset = match.ruleset
        self.autoplay = autoplay
        self.anim = Animator(self.animation_speed)
        self.reveal = Reveal(self.anim)  # things drawn later: their animation is flying (cleared on undo)
        self._worker = None
        self._humans = [i for i, s in enumerate(match.seats) if not s.is_bot]
        self._last_human = self._humans[0] if self._humans else None
        self._forced_viewer = viewer
        self.autosaves = True  # False: a walk or render that must write nothing (game.lesson_walk)
        self.legal: list[Action] = []
        self.view: dict = {}
        self.viewer: int | None = None
        self.backdrop = Backdrop(self)
        self.double_click = DoubleClick()
        self._make_parts()
        if self.logs_setup_events and self.state.setup_events:
            self.prepend_log(self.state.setup_events)
        self.canvas_size = app.canvas_size(self.stretches) if hasattr(app, "canvas_size") else theme.LOGICAL
        self.frame_rects(self.canvas_size)
        self.layout()
        self._layout_side()
        self.refresh()

    def _make_parts(self) -> None:
        """The frame's parts, wired to the table's hooks.  `self.parts` is the
        order events go through: the modal layers first."""
        self.curtain = Curtain(self, lambda: self._humans, open_pause=self.open_pause,
                               on_menu=self._on_menu_button, on_lift=self.refresh)
        self.confirm_dialog = ConfirmDialog(self, apply=lambda a: self.apply_action(a))
        self.chooser = Chooser(self, on_open=lambda: self.board.hold_tooltips(), names=self.hint_keep_clear,
                               buttons=lambda: [w.rect for w in self.widgets if w.visible])
        self.hints = Hints(self, worker=lambda: self.worker, routes=self.hint_routes, keep_clear=self.hint_keep_clear,
                           words=self.words_on_board)
        self._deal_said = None  # (steps, seat, reason) of a bot's last deal step (deal_note)
        self.reactions = Reactions(self, prompt_text=lambda: self.prompt_text(), deal_holdings=self.deal_holdings,
                                   deal_item_text=self.deal_item_text, apply=lambda a: self.apply_action(a),
                                   auto_pass=self.auto_pass,
                                   quiet=lambda: self.curtain.blocking or self.confirm_dialog.blocking,
                                   chooser_open=lambda: self.chooser.is_open, menu_hit=self._on_menu_button,
                                   rules=self._decision_rules(), deal_note=lambda: self.deal_note(),
                                   undo=lambda quiet=False: self.undo(quiet))
        self.board = BoardTargets(self, landing=lambda: self.banner.mover() is not None)
        self.prompt_bar = PromptBar(self, items=lambda: self.prompt_actions(), text=lambda: self.prompt_text(),
                                    default=lambda: self.default_action(), show_results=self.show_results,
                                    board_hint=lambda: self.board_hint(), on_change=self._compose_widgets,
                                    rules=self._decision_rules(), mover=lambda: self.banner.mover(),
                                    others=lambda: self.parts,
                                    key_hold=self.reactions.key_hold, bots_held=lambda: self.talks.holds_bots)
        self.bot_reasons = BotReasons(self, line_at=lambda pos: self.log_panel.entry_at(pos),
                                      line_of=lambda entry: self.log_panel.rect_of(entry))
        self.log_panel = GameLog(self, seat_for=lambda e: self.log_seat(e), on_resize=self._log_resized,
                                 on_line=self.bot_reasons.open_for)
        self.panels = PlayerPanels(self, draw_area=self.draw_player_panel, playing=lambda: self.banner.shown_seat())
        self.banner = Banner(self, open_pause=self.open_pause, undo=self.undo, open_rules=self.open_rules)
        self.toasts = Toasts(self, keep_clear=lambda: [r for p in self.parts if p is not self.toasts
                                                       for r in p.keep_clear()], top=lambda: self.toast_top())
        self.floats = Floats(self, notices=lambda: self.toasts.drawn, labels=lambda: self.float_keep_clear())
        self.bot_failure = BotFailureDialog(self, on_continue=self.replace_failed_bot, on_quit=self.quit_to_menu)
        self.pacing = BotPacing(self, worker=lambda: self.worker, apply=lambda a: self.apply_action(a),
                                held=lambda: self.talks.holds_bots, on_content_failure=self.bot_failure.open)
        self.talks = Talks(self, open_own_deal=self.reactions.open_deal, open_menu=self.open_chooser,
                           menu_open=lambda: self.chooser.is_open, apply=lambda a: self.apply_action(a),
                           cancel_bot=self._cancel_bot, pace_over=lambda: self.pacing.pace <= 0,
                           bot_interjection=lambda seat, rng: self.bot_interjection(seat, rng))
        self.undo_steps = UndoSteps(self, curtain_hides=lambda seat: self.curtain.blocking
                                    and seat != self.curtain.seen_seat)
        reactions_layer = L.ReactionsLayer(self)
        self.parts: list[Part] = [self.bot_failure, self.curtain, self.confirm_dialog, self.chooser, self.hints,
                                  self.reactions, self.bot_reasons, self.board, self.prompt_bar, self.log_panel,
                                  self.panels, self.banner, self.toasts, self.talks, self.pacing, self.undo_steps,
                                  L.BoardLayer(self), L.PromptLayer(self), L.WidgetsLayer(self),
                                  L.AnimationsLayer(self), reactions_layer, L.TooltipLayer(self, reactions_layer)]
        # where each frame part is drawn (frame_layers.py); the prompt bar and the reaction prompt through
        # the table's draw_prompt and draw_reactions hooks
        for part, layer in ((self.banner, L.BANNER), (self.board, L.TARGETS), (self.panels, L.PANELS),
                            (self.curtain, L.CURTAIN), (self.log_panel, L.LOG), (self.hints, L.HINT),
                            (self.bot_reasons, L.BOT_REASONS), (self.toasts, L.TOASTS), (self.chooser, L.CHOOSER),
                            (self.confirm_dialog, L.CONFIRM), (self.bot_failure, L.BOT_FAILURE)):
            part.layer = layer
        for part in (self.banner, self.panels, self.curtain, self.toasts, self.bot_failure):
            part.under_curtain = True
        self._gate = None  # action -> "" (allowed) or why not; see gate_actions()
        self._asks_for = None
        self._refusal = None

    def add_part(self, part: Part) -> Part:
        """Add a game's own part (a dialog, a view with its own input): it gets
        events after the frame's modal layers, hint and reaction prompt and
        before the frame's keys and clicks; its update, on_refresh,
        on_applied and on_undo are called too.  Draw it yourself (from
        draw_board, or draw_overlays for things over the prompt bar)."""
        self.parts.insert(self.parts.index(self.board), part)
        return part

    def add_overlay(self, part: Part) -> Part:
        """A part over the whole table (a lesson's coach): it sees every event
        first, even under a modal layer, and is drawn last, over everything."""
        if part.layer is None:
            part.layer = L.OVERLAYS
        self.parts.insert(0, part)
        return part

    def clear_selection(self) -> None:
        """Drop what the person holds between two clicks (a picked-up card,
        a chosen piece, an open chooser): what every part does after an undo."""
        for p in self.parts:
            p.on_undo()
        self.on_undo()
        self.refresh()

    def gate_actions(self, gate, refusal=None, asks_for=None) -> None:
        """`gate(action) -> str`: a person's action is taken only when the gate
        answers "", otherwise its answer is explained (None: no gate).
        `refusal(action) -> str`: the same answer, asked without trying (tooltips).
        `asks_for(action) -> bool`: a lesson's step asked for just this (no end-turn question)."""
        self._gate = gate
        self._refusal = refusal
        self._asks_for = asks_for

    def gate_refusal(self, action) -> str:
        """Why the gate would refuse `action` ("" if it would not), without trying it."""
        return self._refusal(action) if self._refusal is not None else ""

    def script_bots(self, script) -> None:
        """`script(seat) -> Action | None`: a bot plays the scripted action
        instead of asking its worker (None: the bot decides)."""
        self.pacing.script = script

    def use_camera(self, camera, *, can_wheel=None, can_grab=None) -> CameraPart:
        """Show the board through a game.ui.camera.Camera; `camera()` gives
        the current one.  The wheel zooms where `can_wheel(pos)` (default: on
        the camera's view); a drag may start there too, not on a frame
        button, and where `can_grab(pos)` (default: anywhere).  The frame
        pans it while arrow keys are held (not under a chooser or the confirm
        dialog), ends its drag under a modal layer, hides the tooltip while
        it slides and, when it moved, refreshes the hover and calls
        after_mouse_motion().  The table feeds it input:
        self.camera_part.handle(event) from handle_board."""
        wheel = can_wheel or (lambda pos: self.camera.view.collidepoint(pos))

        def grab(pos) -> bool:
            return wheel(pos) and self.hovered_widget() is None and (can_grab is None or can_grab(pos))

        self.camera_part = CameraPart(self, camera, on_drag=self.hide_hover, on_move=self._after_camera_move,
                                      paused=lambda: self.popup is not None or self.confirm is not None,
                                      can_grab=grab, can_wheel=wheel)
        return self.camera_part

    def _after_camera_move(self) -> None:
        self.update_hover()
        self.after_mouse_motion()  # the board moved under a still mouse

    @property
    def camera(self):
        """The game.ui.camera.Camera the board is seen through, or None."""
        return self.camera_part.camera if self.camera_part is not None else None

    # ================================================================ read-only facts
    @property
    def state(self):
        return self.match.state

    @property
    def to_act(self) -> int | None:
        return self.state.to_act

    @property
    def my_turn(self) -> bool:
        """A person at this screen must decide now (and may see the table)."""
        seat = self.to_act
        return (seat is not None and not self.match.seats[seat].is_bot and self.curtain.for_seat is None
                and not self.state.is_over)

    @property
    def bots_stopped(self) -> bool:
        """No bot plays until the person answers the bot-failure dialog."""
        return self.pacing.stopped

    @property
    def assets(self):
        return self.app.assets

    @property
    def curtain_for(self) -> int | None:
        """The person the screen must be passed to (the curtain is down), or None."""
        return self.curtain.for_seat

    @property
    def confirm(self):
        """The action the confirm dialog asks about, or None (closed)."""
        return self.confirm_dialog.action

    @property
    def popup(self) -> dict | None:
        """The open chooser ({"rect", "buttons", "title", "actions"}) or None."""
        return self.chooser.popup

    @property
    def modal_open(self) -> bool:
        """A modal layer (curtain, confirm, chooser, bot's reasons, deal dialog) takes the mouse (Part.blocks)."""
        return any(p.blocking for p in self.parts)

    @property
    def hover_target(self) -> Target | None:
        """The board Target under the mouse (None under a modal layer)."""
        return self.board.hover

    @property
    def reaction(self):
        """The reaction prompt shown over the prompt bar (game.ui.reaction_prompt), or None."""
        return self.reactions.prompt

    @property
    def deal(self):
        """The deal dialog shown (game.ui.deal_dialog), or None."""
        return self.reactions.deal

    @property
    def hint(self):
        """The hint shown (game.ai.hint.Hint), or None."""
        return self.hints.hint

    @property
    def hint_button(self):
        return self.hints.button

    @property
    def log(self) -> list[LogEntry]:
        """The game log's entries, oldest first (a copy)."""
        return list(self.log_panel.entries)

    @property
    def log_rect(self) -> pygame.Rect:
        """The game log's panel (it can be expanded by a click on its header; it then covers lower panels)."""
        return self.log_panel.rect

    @property
    def menu_button(self):
        return self.banner.menu_button

    @property
    def stretches(self) -> bool:
        """Does this table lay itself out from the canvas size?  Only when its
        own class says so (stretch_layout = True); the bare frame does."""
        cls = type(self)
        return bool(cls.__dict__.get("stretch_layout", cls is TableScene))

    @property
    def worker(self):
        """The app's bot worker (asked for bot moves and hints)."""
        if self._worker is None:
            self._worker = self.app.bot_worker()
        return self._worker

    def current_targets(self) -> list[Target]:
        """The board Targets of the current refresh (a copy; read-only)."""
        return list(self.board.targets)

    def target_at(self, pos) -> Target | None:
        """The topmost board Target under `pos`, or None."""
        return self.board.at(pos)

    def prompt_items(self) -> list:
        """The prompt bar's items (Actions and PromptButtons), all pages."""
        return list(self.prompt_bar.items)

    def prompt_buttons(self) -> list:
        """The prompt bar's Button widgets on the shown page (page arrows last)."""
        return list(self.prompt_bar.buttons)

    def panel_rect(self, seat: int) -> pygame.Rect:
        """The player panel of `seat` (logical coordinates)."""
        return self.panels.rects[seat]

    def panel_header_h(self) -> int:
        return self.panels.header_h()

    def panel_area(self, seat: int) -> pygame.Rect:
        """The per-game area of a seat's panel, below its header."""
        return self.panels.area(seat)

    def running_scores(self) -> dict:
        """{seat: total} of state.scores() for this step ({} when the game keeps none)."""
        return self.panels.running_scores()

    def log_lines(self) -> list[tuple]:
        """(seat or None, text) of the log for the viewer, oldest first."""
        return self.log_panel.lines()

    def passes_only(self, seat: int | None = None) -> bool:
        """The seat to act (or `seat`) is asked and can only pass."""
        return passes_only(self, seat)

    def skips_curtain(self, seat: int) -> bool:
        """A person who can only pass, or whose answer the game declares not
        worth a question, is passed for at once: no curtain.  (The skips are
        the person's screen's: a bot asked the same is still deciding.)"""
        return self.autoplay and (self.passes_only(seat) or (seat == self.to_act and not self.match.seats[seat].is_bot
                                                             and self.reactions.skips()))

    def not_your_turn_text(self) -> str:
        """Why a click of a person does nothing now (whose turn it is)."""
        if self.state.is_over:
            return "The game is over."
        seat = self.to_act
        if self.curtain_for is not None:
            return f"Pass the screen to {self.seat_name(self.curtain_for)} first."
        if seat is not None and self.match.seats[seat].is_bot:
            if self.bots_stopped:
                return "Bot play is stopped: choose how to go on first."
            return f"Wait: {self.seat_name(seat)} is deciding."
        return f"It is {self.seat_name(seat)}'s turn."

    def game_over_text(self) -> str:
        """ "Game over — Vega wins" (or the shared winners)."""
        return game_over_text(self)

    # ================================================================ layout
    def frame_rects(self, size) -> None:
        """Place the banner, board, prompt bar and side column for a canvas
        of `size` (stretching tables only): extra height goes to the board and
        the side column, extra width to the board and a third to the side."""
        if not self.stretches:
            return
        w, h = size
        extra_w = max(0, w - theme.LOGICAL_W)
        side_w = min(640, 414 + extra_w // 3)
        self.banner_rect = pygame.Rect(0, 0, w, 88)
        self.side_rect = pygame.Rect(w - 20 - side_w, 100, side_w, h - 112)
        left_w = self.side_rect.x - 16 - 20
        self.prompt_rect = pygame.Rect(20, h - 208, left_w, 196)
        self.board_rect = pygame.Rect(20, 100, left_w, self.prompt_rect.y - 12 - 100)

    def resize_canvas(self, size) -> None:
        """The app gave this (stretching) table a canvas of another size."""
        size = tuple(size)
        if size == tuple(self.canvas_size) or not self.stretches:
            return
        self.canvas_size = size
        self.frame_rects(size)
        self.on_resize()
        self._layout_side()
        self.backdrop.forget()
        self.refresh()

    def _layout_side(self) -> None:
        self.log_panel.place(self.panels.place(self.panel_height))
        for p in self.parts:
            p.layout()

    def _log_resized(self) -> None:
        self.prompt_bar.build(hidden=self.reactions.takes_prompt_bar)
        self.update_hover()

    def _compose_widgets(self) -> None:
        """The scene's widgets: the banner's buttons (Hint first when offered),
        the log's button, then the prompt bar's."""
        undo = self.banner.undo_button
        undo.enabled = self.undo_steps.seat() is not None
        undo.disabled_reason = self.undo_steps.why_not()
        hint = self.hints.shown_button()
        rules = [self.prompt_bar.rules_button] if self.prompt_bar.rules_button is not None else []
        trade = self.talks.shown_button()
        self.widgets = ([hint] if hint is not None else []) + self.banner.buttons + self.log_panel.buttons \
            + self.prompt_bar.buttons + rules + ([trade] if trade is not None else [])

    def _on_menu_button(self, pos) -> bool:
        return self.banner.menu_button.contains(pos)

    # ================================================================ subclass hooks (defaults)

    def dialog_rects(self) -> list:
        """The dialogs open over the table now (a lesson's coach keeps off
        them): the frame's, then the game's own (game_dialog_rects)."""
        out = []
        if self.confirm is not None:
            out.append(self.confirm_dialog.rect)
        if self.popup is not None:
            out.append(self.popup["rect"])
        if self.deal is not None:
            out.append(self.deal.rect)
        if self.bot_failure.blocking:
            out.append(self.bot_failure.rect)
        return out + self.game_dialog_rects()

    def banner_layout(self) -> dict:
        """Where the banner's parts go (see Banner.arrange); the note is banner_note()."""
        note = ""
        if not self.state.is_over:
            try:
                note = self.banner_note() or ""
            except Exception:
                note = ""
        return self.banner.arrange(note, self._banner_right())

    def _banner_right(self) -> int:
        """Left edge of the banner buttons shown (the note must end before it)."""
        xs = [b.rect.x for b in self.banner.buttons
              if b.visible and b in self.widgets and b.rect.colliderect(self.banner_rect)]
        right = (min(xs) if xs else self.banner_rect.right - 20) - 16
        b = self.hints.button
        if b is not None and b in self.widgets and b.rect.colliderect(self.banner_rect):
            right = min(right, b.rect.x - 16)
        return right

    # ================================================================ verbs
    def take(self, action: Action) -> bool:
        """A person takes `action` (validated; confirmation if the setting asks)."""
        if not self.my_turn:
            self.explain(self.not_your_turn_text())
            return False
        refused = self._gate(action) if self._gate is not None else ""
        if refused:
            self.explain(refused)
            return False
        if action not in self.legal and not self.state.is_legal(action):  # a free amount is legal off the menu
            try:
                why = self.state.why_illegal(action)
            except Exception:
                why = "That is not possible now."
            self.explain(why)
            return False
        asked = self._asks_for is not None and self._asks_for(action)  # a lesson's step asked for just this
        if (self.app.settings.confirm_end_turn and self.confirm is None and action != self.default_action()
                and not asked and self.state.ends_turn_early(action)):  # the rules say; no trial on a copy
            self.confirm_dialog.ask(action)
            return False
        self.confirm_dialog.no()
        self.apply_action(action)
        return True

    def ask_first(self, action, title: str, lines: list[str], yes: str, no: str) -> None:
        """Ask before `action` in the table's own words (a costly, final
        choice): Yes applies it, No and Esc close the dialog."""
        self.confirm_dialog.ask_custom(action, title, lines, yes, no)

    def explain(self, text: str) -> None:
        """Tell the person why a click did nothing."""
        self.toasts.explain(text)

    def toast(self, text: str, colour=theme.TEXT, seconds: float = 3.0) -> None:
        """A short notice under the banner."""
        self.toasts.add(text, colour, seconds)

    def float_text(self, text: str, pos, colour, *, size: int = 30, rise: int = 64, delay: float = 0.0) -> None:
        """A rising '+5 BP' with a dark outline, by its source and off the others (table_parts/floats.py)."""
        self.floats.add(text, pos, colour, size=size, rise=rise, delay=delay)

    def open_chooser(self, items, pos, title: str = "", keep_clear=()) -> None:
        """A popup menu at `pos` listing `items` (Actions and/or PromptButtons), off the
        `keep_clear` rects.  Hover tooltips of the table are hidden while it is open."""
        self.chooser.open(items, pos, title, keep_clear)

    def close_chooser(self) -> None:
        self.chooser.close()

    def show_reaction(self, prompt) -> None:
        """Show a game's own reaction prompt for this decision (from
        refresh_reactions, after super()): it takes the prompt bar's place."""
        self.reactions.show(prompt)

    def reaction_timeout(self) -> None:
        """What a reaction prompt's countdown does when it runs out: pass."""
        self.reactions.timeout()

    def deal_prompt_items(self, items: list) -> list:
        """Prompt items with the turn's DealWith actions folded into one "Make a deal…" button."""
        return self.reactions.fold_deals(items)

    def hide_hover(self) -> None:
        """No hover target (and tooltip) until the mouse moves again (a drag
        of the board)."""
        self.board.hover = None

    def prepend_log(self, events) -> None:
        """Events before the first step (a game's setup) at the top of the log."""
        self.log_panel.prepend([LogEntry(-1, e) for e in events])

    def toggle_log(self) -> None:
        """Expand the game log over the lower player panels, or shrink it back."""
        self.log_panel.toggle()

    def lift_curtain(self) -> None:
        self.curtain.lift()

    def ask_hint(self) -> bool:
        """Ask for a hint (or hide the one shown)."""
        return self.hints.ask()

    def hint_routes(self, action) -> list:
        """Where the person would click for `action`, as (rect, corner radius):
        its board targets to click next and its prompt-bar button on the page shown."""
        out = [(pygame.Rect(t.rect), t.radius) for t in self.next_click_targets(
            [t for t in self.board.targets if t.clickable and t.rect is not None and action in t.actions])]
        out += [(pygame.Rect(b.rect), 12) for b in self.prompt_bar.buttons if b.action == action]
        return out

    def show_frozen(self, match, viewer: int | None, revealed: bool, log: list[LogEntry]) -> None:
        """Show a frozen match (a replay's moment) from `viewer`'s eyes, with
        `log` as the game log: never a curtain, no hover."""
        self.match = match
        self._humans = []
        self._forced_viewer = viewer
        self._last_human = viewer
        self.revealed = revealed
        self.log_panel.entries = list(log)
        self.log_panel.scroll = 0
        self.refresh()
        self.log_panel.summary_open = False  # a replay's picture shows the log itself
        self.board.hover = None

    # ================================================================ seats
    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "Nobody"
        return self.match.seats[seat].name

    def seat_colour(self, seat: int) -> tuple:
        return theme.player_colour(self.match.seats[seat].colour)

    def seat_symbol(self, seat: int) -> str:
        return theme.player_symbol(self.match.seats[seat].colour)

    def draw_seat_token(self, surface, seat: int, center, radius: int = 16) -> None:
        draw.seat_token(surface, self.match.seats[seat].colour, center, radius,
                        getattr(self.app.settings, "colour_symbols", True))

    def text(self, surface, s, pos, size=theme.SIZE_BODY, colour=theme.TEXT, bold=False, anchor="topleft"):
        return draw.text(surface, s, pos, size, colour, bold, anchor)

    def named(self, text: str) -> str:
        """Rules texts say "Player 2"; show the seat's name instead."""
        return with_seat_names(text, self.match.seats)

    # ================================================================ refresh and apply
    def _compute_viewer(self) -> int | None:
        if self._forced_viewer is not None and not self.autoplay:
            return self._forced_viewer
        seat = self.to_act
        if seat is not None and not self.match.seats[seat].is_bot and not self.skips_curtain(seat):
            self._last_human = seat
            return seat
        return self._last_human

    def refresh(self) -> None:
        """Recompute everything derived from the state (after apply/undo and
        whenever a subclass changes its own UI state)."""
        try:
            self.legal = list(self.state.legal_actions()) if not self.state.is_over else []
        except RulesError:
            self.legal = []
        self.viewer = self._compute_viewer()  # after self.legal: skips_curtain() reads it
        try:
            self.view = self.state.view_for(self.viewer)
            if self.revealed:
                self.view = self.reveal_view(self.view)
        except Exception:
            self.view = {}
        self.curtain.decide(self.viewer)
        # outside your turn targets still give tooltips; clicks explain why not
        self.board.set([] if self.curtain_for is not None else self.targets())
        self.refresh_reactions()
        self.prompt_bar.build(hidden=self.reactions.takes_prompt_bar)
        self.update_hover()
        for p in self.parts:
            p.on_refresh()

    def apply_action(self, action: Action) -> list[Event]:
        """Apply for whoever is to act (person or bot): log, sound, autosave,
        animations, then refresh."""
        self.undo_steps.remember(action)
        said = self._bot_deal_reason(action)
        events = self.match.apply(action)
        if self.state.is_over:
            notice = stats.record_finished(
                self.match, self.match.game_id in getattr(self.app.settings, "lessons_done", ()))
            if notice:
                self.toast(notice, theme.WARN, 8.0)
        self.log_panel.append_events(len(self.match.steps) - 1,
                                     with_reason(events, said[0], said[1]) if said else events)
        if said:
            self._tell_deal_reason(said, events)
        played = set()
        for e in events:
            if e.sound and e.sound not in played:
                played.add(e.sound)
                sound.play(e.sound)
        try:
            if self.autosaves:
                persist.autosave(self.match)
        except OSError as e:
            self.toast(f"Autosave failed: {e}", theme.BAD)
        for p in self.parts:
            p.on_applied(events)
        self.refresh()
        self.on_events(events)
        return events

    def _bot_deal_reason(self, action):
        """(seat, reason, the window it answers) when a bot answers a deal or
        a request, or makes an offer (game/ai/deal_reasons.py), else None."""
        seat = self.state.acting_seat(action)
        if seat is None or not self.match.seats[seat].is_bot:
            return None
        reason = bot_deal_reason(self.match.game_id, self.state, action, self.match.seed, len(self.match.steps))
        return (seat, reason, self.state.window()) if reason else None

    def _tell_deal_reason(self, said, events) -> None:
        """A bot's reason reaches the person it answers: in the deal dialog
        they answer next (deal_note), or, when the talks or the request end, a
        toast."""
        seat, reason, p = said
        viewer = self.viewer
        self._deal_said = (len(self.match.steps), seat, reason)
        if viewer is None or viewer == seat or viewer not in (p.get("proposer"), p.get("partner"), p.get("mover")):
            return
        if self.state.window() is None or self.state.to_act != viewer:  # no dialog of theirs follows
            line = with_reason(events, seat, reason)
            said_line = next((e for e in line if e.seat == seat), line[0] if line else None)
            text = said_line.text_for(viewer) if said_line is not None else f"{self.seat_name(seat)}: {reason}."
            self.toast(self.named(text), theme.ACCENT, 5.0)

    def deal_note(self) -> str:
        """What the bot said with the step just taken ("" when the last step
        was no bot's deal step), for the deal dialog."""
        said = self._deal_said
        if said is None or said[0] != len(self.match.steps):
            return ""
        return self.named(f"{self.seat_name(said[1])}: {said[2]}.")

    def auto_pass(self, seat: int) -> None:
        """A person with nothing to play: pass now, say so in the log, no pause."""
        step = len(self.match.steps)
        self.undo_steps.automatic(step)
        self.pacing.apply_keeping_pace(PASS)
        # only where the rules log passes (Star Traders keeps luck-window passes out: this would give them away)
        text = f"{self.seat_name(seat)} had nothing to play and passed automatically."
        self.log_panel.replace_event(step, lambda e: e.kind == "pass" and e.seat == seat,
                                     lambda e: dataclasses.replace(e, text=text, private={}))

    def _cancel_bot(self) -> None:
        """Stop a bot's search in progress (its answer would be for a decision that is no longer asked)."""
        if self._worker is not None:
            self._worker.cancel()
        self.pacing.on_undo()

    def undo(self, quiet: bool = False) -> bool:
        """Take back the person's own last decision (Undo, Ctrl+Z); `quiet`: no "Took back" notice."""
        seat = self.undo_steps.seat()
        if seat is None:
            self.explain(self.undo_steps.why_not() or "Nothing to undo.")
            return False
        if self._worker is not None:
            self._worker.cancel()
        action = self.match.steps[-1].action
        label = self.undo_steps.last_label()
        self.match.undo(seat)
        for p in self.parts:
            p.on_undo()
        self.anim.clear()
        self.reveal.clear()
        self.keep_autosave()
        self.refresh()
        if label is None:  # made before this table (a loaded game): the state is back where it was decided
            try:
                label = self.action_label(action)
            except Exception:
                label = "your last decision"
        self.on_undo()
        if not quiet:
            self.toast(f"Took back: {label}", theme.ACCENT, 2.5)
        return True

    # ================================================================ other scenes
    def open_pause(self):
        self.app.push(registry.make("pause", self.app, self))

    def open_rules(self, section: str | None = None):
        """The rules reader over the table (at `section`, a heading of the summary)."""
        self.app.push(registry.make("rules", self.app, self.match.game_id, overlay=True, section=section))

    def _decision_rules(self):
        """What a prompt's "?" calls: the rules at the section for the decision
        asked now (or for action kind `kind`, named by the deal dialog before
        a deal is asked); None for a game without declared links (the tests' toys)."""
        if get_spec(self.match.game_id) is None:
            return None
        links = rules_links.links_for(self.match.game_id)

        def open_here(kind: str | None = None) -> None:
            self.open_rules(links.actions.get(kind) if kind else links.section_for(self.state, self.legal))

        return open_here

    def show_results(self):
        """The results scene over this table (its "View the board" comes back)."""
        if not self.state.is_over:
            return
        if self.app.top is self:
            self.app.push(registry.make("results", self.app, self.match, table=self))

    def on_exit(self):
        if self._worker is not None:
            self._worker.cancel()

    def replace_failed_bot(self, seats: list, level: str) -> None:
        """Bots that cannot start (the dialog's Continue): these seats play at
        `level` for the rest of the match, kept in the autosave; then bot
        play goes on."""
        for i in seats:
            self.match.seats[i].kind = level
        self.keep_autosave()
        self.pacing.resume()
        self.refresh()

    def keep_autosave(self) -> None:
        """Write the autosave now (an undo, a seat's new level, a lesson's
        step changed without a move), unless this table writes nothing."""
        if self.autosaves:
            try:
                persist.autosave(self.match)
            except OSError as e:
                self.toast(f"Autosave failed: {e}", theme.BAD)

    def quit_to_menu(self) -> None:
        """Leave the table for the menu; the game stays in its autosave (on a
        failure, the last move's autosave, if any, is still there)."""
        self.keep_autosave()
        self.app.pop_to_root()

    def on_resume(self):
        self.refresh()

    # ================================================================ input
    def update_hover(self) -> None:
        """Recompute the hover target from the mouse (after you moved things
        under a still mouse)."""
        self.board.hover = None
        if self.modal_open:
            return
        pos = self.mouse
        if self.covered(pos):
            return
        self.board.hover = self.board.at(pos)

    def animation_speed(self) -> float:
        return self.app.settings.animation_speed

    def covered(self, pos, above: int = -1) -> bool:
        """A part's panel drawn above layer `above` lies over `pos` (a lesson's
        coach, the Hint, the expanded log): what is under it has no tooltip."""
        return any(p.covers(pos) for p in self.parts if (p.layer or 0) > above)

    def handle(self, event) -> bool:
        """Events go to the table's own input (handle_board) unless a modal
        layer is open, then through the parts in order (modal layers first),
        then the frame's keys, widgets and clicks."""
        modal = any(p.blocks(event) for p in self.parts)
        if modal and self.camera_part is not None:
            self.camera_part.cancel_drag()
        if any(p.handle(event) for p in self._overlay_parts()):
            return True
        if not modal and self.handle_board(event):
            return True
        used = self._handle_frame(event)
        if not modal and event.type == pygame.MOUSEMOTION:
            self.double_click.moved(event.pos)
            self.after_mouse_motion()
        return used

    def _overlay_parts(self) -> list:
        """The parts over the whole table (add_overlay): they see every event first."""
        return [p for p in self.parts if p.layer is not None and p.layer >= L.OVERLAYS and not p.blocking]

    def _handle_frame(self, event) -> bool:
        overlays = self._overlay_parts()
        if event.type == pygame.MOUSEMOTION:
            self.board.mouse_moved(event.pos)
            self.update_hover()
        for p in self.parts:
            if p not in overlays and p.handle(event):
                return True
            if p.blocks(event):
                return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if getattr(event, "unicode", "") == "?":  # the rules for this decision, as the "?" button
                return self.prompt_bar.open_rules(otherwise=self.open_rules)
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.prompt_bar.enter(self.legal, self.take)
            if pygame.K_0 <= event.key <= pygame.K_9 and (self.my_turn or self.state.is_over):
                if self.prompt_bar.press(event.key - pygame.K_0):
                    return True
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.log_panel.click(event.pos):
                return True
            return self._click_table(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and not self.log_panel.covers(event.pos):
            t = self.board.at(event.pos)
            return t is not None and self.right_click_target(t, event.pos)
        return False

    def click(self, pos, button: int = 1) -> bool:
        """Simulate a mouse click at a logical position (tests and tools):
        moves the mouse there and sends press and release through handle()."""
        self.app.mouse = tuple(pos)
        self.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0)))
        self.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=button))
        return bool(self.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=button)))

    def _click_table(self, pos) -> bool:
        if self.log_panel.covers(pos):
            return True
        t = self.board.at(pos)
        if t is not None:
            if self.double_click.refuses(pos, type(t.one_click).__name__ if t.one_click is not None else None):
                self.explain(f"This spot now offers something else ({self.action_label(t.one_click)}): "
                             "move the mouse and click again if you mean it.")
                return True
            return self.click_target(t, pos)
        if self.board_rect.collidepoint(pos):
            if self.on_board_click(pos):
                return True
        return False

    def click_target(self, t: Target, pos) -> bool:
        """A click on board Target `t`: explain a disabled one, take its one
        click (the only action or the default of several) or, for equal
        choices, open a chooser.  A table may catch its own keys first."""
        if t.disabled:
            self.explain(t.disabled)
            return True
        if not self.my_turn:
            self.explain(self.not_your_turn_text())
            return True
        if not t.actions:
            return False
        mover = self.banner.mover()
        if mover is not None:  # its lights are off until the board has settled
            self.explain(f"{self.seat_name(mover)}'s move is still landing: click again in a moment.")
            return True
        allowed = [a for a in t.actions if self._gate is None or self._gate(a) == ""]
        if self._gate is not None and allowed and allowed != t.actions:
            # a lesson's step narrows the target to what it expects
            if len(allowed) == 1:
                self.take(allowed[0])
            else:
                self.open_chooser(allowed, pos, keep_clear=t.rects_to_keep())
            return True
        one = t.one_click
        if one is not None:
            self.take(one)
        else:
            self.open_chooser(t.actions, pos, keep_clear=t.rects_to_keep())
        return True

    def right_click_target(self, t: Target, pos) -> bool:
        """A right-click on `t`: a chooser of every result it has (its one
        click among them)."""
        if t.other_choices == 0 and t.one_click is not None:
            return False  # one result: nothing more to choose from
        if t.other_choices == 0 and not (t.clickable and len(t.actions) > 1):
            return False
        if t.other_choices == 0:  # equal choices: the same chooser a left click opens
            return self.click_target(t, pos)
        if not self.my_turn:
            self.explain(self.not_your_turn_text())
            return True
        self.open_chooser(t.actions, pos, keep_clear=t.rects_to_keep())
        return True

    # ================================================================ time
    def update(self, dt: float) -> bool:
        """A frame: the animations, the game's own clock (update_table), the
        board's camera (fed by the game's handle_board, so not in the parts),
        the pause between bot moves (it runs down before any part may apply
        one), then every part in order."""
        self.double_click.tick(dt)
        changed = bool(self.anim.update(dt))
        changed |= bool(self.update_table(dt))
        if self.camera_part is not None:
            changed |= bool(self.camera_part.update(dt))
        self.pacing.count_down(dt)
        for p in self.parts:
            changed |= bool(p.update(dt))
        return changed

    # ================================================================ drawing
    def draw(self, surface) -> None:
        """The backdrop, then every part by its layer (frame_layers.py); under
        the hot-seat curtain only the parts that show there."""
        surface.blit(self.backdrop.surface(), (0, 0))
        curtain = self.curtain_for is not None
        for p in sorted((p for p in self.parts if p.layer is not None), key=lambda p: p.layer):
            if p.under_curtain or not curtain:
                p.draw(surface)

    def draw_prompt(self, surface) -> None:
        """The prompt bar's text (the buttons are widgets); none under a reply prompt, which takes its place."""
        if self.reaction is None:
            self.prompt_bar.draw(surface)

    def draw_reactions(self, surface) -> bool:
        """The reaction prompt or deal dialog; True = it drew its own tooltip."""
        return self.reactions.draw(surface)
