"""TableScene: the shared in-game frame every game's table scene subclasses.

Without a subclass it already plays any registered game: the board area shows
the viewer's `view_for()` as a summary, and every legal action is a button in
the prompt bar (labelled with `action.label()`).

Frame (logical 1920x1080): banner on top (whose turn, phase(), a "final round"
slot), the board on the left, player panels and the game log on the right,
the prompt bar below the board.  It also does hover tooltips, legal-target
highlighting, illegal-click explanations, undo, pause menu, hot-seat curtain,
bot pacing, autosave after every action, and the results: when the game ends
the table stays on the final board ("Game over — X wins" in the banner and a
"See the results" button, also Enter/Space); the results scene is pushed over
the table and its "View the board" button comes back here.

SUBCLASS API (stable; keep to these names)
------------------------------------------
Write the subclass in game/games/<id>/table.py and name it in the game's
GameSpec (table="table:StarCartelTable"):

    from game.scenes.table import TableScene, Target, PromptButton

    class StarCartelTable(TableScene):
        board_rect = pygame.Rect(20, 100, 1450, 780)   # optional; the default is shown
        hidden_info = True                             # hot-seat curtain between people

        def draw_board(self, surface): ...
        def targets(self): return [Target(rect=..., actions=[a], tooltip="...")]

Constructor: TableScene(app, match, viewer=None, *, autoplay=True).  `viewer`
forces the viewpoint (screenshots); autoplay=False never asks bots to move.
If you override __init__, keep that signature and pass everything through.

Class attributes / layout
    board_rect, side_rect, prompt_rect, banner_rect  pygame.Rects (logical px).
        Override as class attributes, or set them in `layout()`.
    stretch_layout  bool, declared by the class itself (not inherited): the
        table lays itself out from the canvas size, so a wide or tall window
        gets a canvas of its shape (game.app.App.canvas_size) instead of
        letterboxing.  The frame then places its rects with frame_rects(size)
        before layout(), and on a new size calls frame_rects, on_resize() (redo
        your own rects from board_rect / prompt_rect) and refresh().  Tables
        without it keep the fixed 1920x1080 canvas.  self.canvas_size is the
        canvas the table is laid out for.
    panel_height   int or None (auto: fits all seats above the log and keeps the
                   log at least LOG_MIN_LINES lines tall).  A fixed height may
                   leave the log small; players can expand it (click its title).
    hidden_info    bool: show the pass-the-screen curtain between two different
                   people (default True).  Set False for open-information games.
    screenshot_after  int (optional): Normal-bot decisions `main.py screenshot
                   <game>` plays when --after is not given (a game under way).

Read-only helpers for subclasses
    self.app, self.match, self.state (the live GameState; never mutate it),
    self.panel_rect(seat)  that seat's player panel (pygame.Rect),
    self.current_targets() the Targets of this refresh (what targets() gave),
    self.prompt_items()    the prompt bar's items (Actions / PromptButtons),
    self.prompt_buttons()  the prompt bar's Button widgets (with .rect, .label;
                           an action's button has .action),
    self.log_rect          the game log's panel (it can be expanded by a
                           click on its header; it then covers lower panels),
    self.ruleset, self.legal (cached legal_actions() for this decision),
    self.viewer (seat whose eyes we use; None = spectator), self.view
    (cached state.view_for(viewer)), self.to_act, self.my_turn (a person
    at this screen must decide now), self.mouse (logical position),
    self.hover_target, self.anim (game.ui.anim.Animator), self.reveal
    (game.ui.reveal.Reveal over self.anim), self.assets,
    self.settings, self.seat_name(seat), self.seat_colour(seat),
    self.draw_seat_token(surface, seat, center, radius),
    self.text(surface, s, pos, size=..., colour=..., bold=False, anchor="topleft").

Methods to override (all optional)
    layout()                         called once in __init__ BEFORE the first
                                     refresh(): create your own attributes
                                     (selection, rects) here, or before calling
                                     super().__init__(), since refresh() already
                                     calls targets() and prompt_actions().
    draw_board(surface)              draw the board inside board_rect (may draw
                                     anywhere; logical coordinates).  Read-only.
    targets() -> list[Target]        clickable things on the board.  Called by
                                     refresh() after every state change; call
                                     self.refresh() yourself after changing your
                                     own UI state (e.g. a selected card).
    prompt_actions() -> list[Action | PromptButton]
                                     buttons of the prompt bar.  Default: legal
                                     actions not claimed by a legal Target.
    prompt_text() -> str             text above the buttons (default state.prompt()).
    action_label(action) -> str      button text (default action.label()).
    action_tooltip(action) -> str    button tooltip (default "").
    default_action() -> Action|None  what Space/Enter takes when there is more
                                     than one prompt action (default None).
    banner_note() -> str             the "final round" style slot ("" = hidden);
                                     placed between the turn text and the
                                     buttons, shrunk/ellipsized to the free
                                     space (full text as its tooltip).
    player_panel_lines(seat) -> list[str]   lines in that seat's panel, or
    draw_player_panel(surface, rect, seat)  draw the per-game area yourself.
    on_events(events)                start animations for what just happened
                                     (self.anim.move/float_text/pulse/wait...).
                                     Bots wait until self.anim is idle.  Called
                                     after refresh(): the state is already the
                                     new one, so hide a moving thing at its
                                     destination until its animation lands:
                                     self.reveal.track(key, anim), and draw
                                     it only if key not in self.reveal
                                     (game.ui.reveal; the frame clears it on
                                     undo).
    on_board_click(pos) -> bool      a click on the board that hit no target.
    on_undo()                        after an undo (reset your own selection).
    update_table(dt) -> bool         per-frame hook; True = redraw.
    ends_turn(action) -> bool        for the "confirm end of turn" setting
                                     (default: the next seat to act changes).

Texts: state.prompt() and event texts that say "Player 2" are shown with the
seat's name (self.named(text)); use "Player N" in rules texts for that.

Actions from your own UI: call self.take(action) (validates, confirms if set,
applies, logs, plays sounds, autosaves, animates); self.explain(text) shows a
why-not message; self.toast(text) a short notice.

Other public calls for subclasses
    open_chooser(items, pos, title="")  a small popup menu at `pos` (logical)
        listing `items`: Actions (a click takes it, labelled and tooltipped by
        action_label/action_tooltip) and/or PromptButtons (a click closes the
        popup, then calls on_click).  Esc or a click outside closes it.  A
        Target with several actions opens one by itself.  Hover tooltips are
        hidden while it is open.  (`_open_popup(actions, pos)` is the old name
        and still works.)
    update_hover()   recompute self.hover_target from self.mouse (after you
                     moved things under a still mouse; `_update_hover` = alias).
    refresh()        see targets() above.
    show_results()   open the results scene over the table (game over only).

Drawing helpers (game.ui.draw): text, text_fit, text_block, panel, glow_rect,
card (card face/back from art/ui/card_frame.png or drawn), die, seat_token,
symbol, icon (art/icons/<name>.png).  Colours and sizes: game.ui.theme.
Cached images: self.assets.image("art", "tiles", "x.png") (None if missing),
self.assets.image_scaled(size, ...), self.assets.generated(key, make).
Animations: game.ui.anim (Animator.move / float_text / pulse / tween / wait;
durations in seconds at speed 1, scaled by the animation-speed setting).
Sounds: events carry Event.sound, played by the frame; game.ui.sound.play(name)
for extra ones.

Parts: the frame is composed of parts with one job each, in
game/scenes/table_parts/ (controller: input -> actions, hover, highlights;
prompt_bar; log_panel; player_panels; banner; chooser and confirm dialogs; hint;
curtain: hot seat; bot_pacing; undo; toasts; generic_board; reactions:
windows out of turn, cheap passes, the reaction prompt and deal dialog).  They are mixed
into TableScene, so every name above is still a TableScene method and a
subclass overrides it as before.  Shared views for game tables live in
game/ui: camera (pan/zoom), reveal (hide until the animation lands), hand
(a card hand), track (a numbered price/score track).

Tests: tests/ui/clicker.py has play_by_clicks(app, table) that plays a whole
game through clicks only (prompt buttons and Targets; to_results=True, or
see_results(table), then clicks "See the results"); tests/ui/conftest.py
has the `app` fixture (dummy driver, no animations, bots in a thread).
Render your table to PNG with:
    python main.py screenshot <game-id> --after 12 --players 4 --out /tmp/t.png
    (add --mouse X,Y to show the hover state at a logical position;
    --after -1 plays to the end: the final board)
"""
from __future__ import annotations

import re

import pygame

from game import persist
from game.rules.core import Action, Event, RulesError
from game.scenes.base import Scene
from game.scenes.table_parts.banner import Banner
from game.scenes.table_parts.bot_pacing import BOT_LEVEL_OF_KIND, BotPacing
from game.scenes.table_parts.chooser import Chooser
from game.scenes.table_parts.confirm import ConfirmEndTurn
from game.scenes.table_parts.controller import Controller
from game.scenes.table_parts.curtain import Curtain
from game.scenes.table_parts.generic_board import GenericBoard
from game.scenes.table_parts.hint import Hints
from game.scenes.table_parts.items import LogEntry, PromptButton, Target
from game.scenes.table_parts.log_panel import GameLog
from game.scenes.table_parts.player_panels import PlayerPanels
from game.scenes.table_parts.prompt_bar import PromptBar
from game.scenes.table_parts.reactions import Reactions
from game.scenes.table_parts.toasts import Toasts
from game.scenes.table_parts.undo import Undo
from game.ui import draw, sound, theme
from game.ui.anim import Animator
from game.ui.reveal import Reveal
from game.ui.widgets import draw_tooltip

__all__ = ["TableScene", "Target", "PromptButton", "LogEntry", "BOT_LEVEL_OF_KIND"]


class TableScene(Hints, Reactions, Controller, PromptBar, GameLog, PlayerPanels, Banner, Chooser, ConfirmEndTurn,
                 Curtain, BotPacing, Undo, Toasts, GenericBoard, Scene):
    banner_rect = pygame.Rect(0, 0, 1920, 88)
    board_rect = pygame.Rect(20, 100, 1450, 760)
    prompt_rect = pygame.Rect(20, 872, 1450, 196)
    side_rect = pygame.Rect(1486, 100, 414, 968)
    panel_height: int | None = None
    hidden_info = True
    # After the game only (the replay's "everything revealed"): every seat's
    # hidden parts are drawn.  A live table never sets it.
    revealed = False
    LOG_MIN_H = 300
    LOG_MIN_LINES = 8  # the auto panel height keeps at least this many log lines
    LOG_EXPANDED_FRACTION = 0.7  # share of side_rect an expanded log takes
    # Kept for compatibility: the table no longer leaves for the results by
    # itself; it stays on the final board until "See the results" is clicked.
    END_DELAY = 1.4

    def __init__(self, app, match, viewer: int | None = None, *, autoplay: bool = True):
        super().__init__(app)
        self.match = match
        self.ruleset = match.ruleset
        self.autoplay = autoplay
        self.anim = Animator(lambda: getattr(self.app.settings, "animation_speed", 1.0))
        self.reveal = Reveal(self.anim)  # things drawn later: their animation is flying (cleared on undo)
        self.log: list[LogEntry] = []
        self._step_labels: dict[int, str] = {}  # a person's steps: how they read when decided (undo says it)
        self.log_scroll = 0  # lines scrolled up from the newest (0: follow the newest)
        self.log_expanded = False  # the log grown over the lower player panels
        self._log_cache = None
        self._tooltip_hold = None  # mouse position at which tooltips stay hidden (a popup just opened)
        self.toasts: list[list] = []  # [text, seconds left, colour]
        self.popup: dict | None = None  # {"rect", "actions", "buttons"}
        self.confirm: Action | None = None
        self.prompt_page = 0
        self._worker = None
        self._bot_requested = False
        self._bot_action: Action | None = None
        self.pace = 0.0
        self._results_shown = False
        self._dots_t = 0.0
        humans = [i for i, s in enumerate(match.seats) if not s.is_bot]
        self._humans = humans
        self._last_human = humans[0] if humans else None
        self._seen_seat = None if len(humans) > 1 else (humans[0] if humans else None)
        self._forced_viewer = viewer
        self.curtain_for: int | None = None
        self.hover_target: Target | None = None
        self._targets: list[Target] = []
        self._prompt_widgets: list = []
        self.legal: list[Action] = []
        self.view: dict = {}
        self.viewer: int | None = None
        self.log = self._replay_log()
        self.canvas_size = app.canvas_size(self.stretches) if hasattr(app, "canvas_size") else theme.LOGICAL
        self.frame_rects(self.canvas_size)
        self.layout()
        self._layout_side()
        self.refresh()

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
        return (seat is not None and not self.match.seats[seat].is_bot and self.curtain_for is None
                and not self.state.is_over)

    @property
    def assets(self):
        return self.app.assets

    @property
    def stretches(self) -> bool:
        """Does this table lay itself out from the canvas size?  Only when its
        own class says so (stretch_layout = True); the bare frame does."""
        cls = type(self)
        return bool(cls.__dict__.get("stretch_layout", cls is TableScene))

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
        self._backdrop_cache = None
        self.refresh()

    def on_resize(self) -> None:
        """After frame_rects() placed the frame for a new canvas size: redo
        the table's own rects (stretching tables)."""

    def layout(self) -> None:
        pass

    def draw_board(self, surface) -> None:
        self.draw_generic_board(surface)

    def targets(self) -> list[Target]:
        return []

    def prompt_actions(self) -> list:
        claimed = set()
        for t in self._targets:
            if t.clickable:
                claimed.update(t.actions)
        return self.deal_prompt_items([a for a in self.legal if a not in claimed])

    def prompt_text(self) -> str:
        try:
            return self.named(self.state.prompt() or "")
        except Exception:
            return ""

    def action_label(self, action) -> str:
        try:
            return action.label()
        except Exception:
            return type(action).__name__

    def action_tooltip(self, action) -> str:
        return ""

    def default_action(self):
        return None

    def banner_note(self) -> str:
        return ""

    def player_panel_lines(self, seat: int) -> list[str]:
        """Default: the running score, when the game reports one.  In a game
        with hidden information only the viewer's own: scores() reads the
        true state, and another seat's total can give away its secret cards."""
        if self.hidden_info and not self.sees(seat):
            return []
        score = self._running_scores().get(seat)
        return [] if score is None else [f"Score {score}"]

    def sees(self, seat: int | None) -> bool:
        """Whether `seat`'s hidden parts are drawn: the viewer's own, or
        every seat's when the table is revealed (a replay after the game)."""
        return self.revealed or (seat is not None and seat == self.viewer)

    def reveal_view(self, view: dict) -> dict:
        """When revealed: the viewer's view with the other seats' hidden
        parts added where this table reads them (games with hidden parts
        override it; the state's own view_for(seat) gives each seat's)."""
        return view

    def log_seat(self, event) -> int | None:
        """Whose private text of `event` the log shows: the viewer's, or
        when revealed the fullest there is (its own seat's first)."""
        if not self.revealed or not event.private:
            return self.viewer
        return event.seat if event.seat in event.private else next(iter(event.private))

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        y = rect.y
        for line in self.player_panel_lines(seat):
            if y + theme.SIZE_SMALL > rect.bottom + 4:
                break
            draw.text_fit(surface, line, pygame.Rect(rect.x, y, rect.w, theme.SIZE_SMALL + 4), theme.SIZE_SMALL,
                          theme.TEXT_DIM, anchor="midleft")
            y += theme.SIZE_SMALL + 6

    def on_events(self, events: list[Event]) -> None:
        pass

    def on_board_click(self, pos) -> bool:
        return False

    def on_undo(self) -> None:
        pass

    def update_table(self, dt: float) -> bool:
        return False

    def ends_turn(self, action) -> bool:
        try:
            probe = self.state.clone()
            probe.apply(action)
            return probe.to_act != self.to_act
        except Exception:
            return False

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
        # hot-seat curtain: a different person takes over the screen
        if (self.hidden_info and len(self._humans) > 1 and self.viewer is not None
                and self.viewer != self._seen_seat and not self.state.is_over):
            self.curtain_for = self.viewer
        else:
            self.curtain_for = None
        # outside your turn targets still give tooltips; clicks explain why not
        self._targets = [] if self.curtain_for is not None else list(self.targets())
        self.popup = None
        self._build_prompt()
        self.refresh_reactions()
        self._update_hover()
        self.hint_refresh()

    def apply_action(self, action: Action) -> list[Event]:
        """Apply for whoever is to act (person or bot): log, sound, autosave,
        animations, then refresh."""
        before = len(self._log_wrapped()) if self.log_scroll else 0
        self._remember_label(action)
        events = self.match.apply(action)
        if self.state.is_over:
            from game import stats

            notice = stats.record_finished(self.match)
            if notice:
                self.toast(notice, theme.WARN, 8.0)
        step = len(self.match.steps) - 1
        for e in events:
            self.log.append(LogEntry(step, e))
        if self.log_scroll:
            # scrolled up to read: keep those lines in place while new ones arrive
            # (at the bottom, scroll stays 0 and the log follows the newest)
            self.log_scroll += max(0, len(self._log_wrapped()) - before)
        played = set()
        for e in events:
            if e.sound and e.sound not in played:
                played.add(e.sound)
                sound.play(e.sound)
        try:
            persist.autosave(self.match)
        except OSError as e:
            self.toast(f"Autosave failed: {e}", theme.BAD)
        self._bot_requested = False
        self._bot_action = None
        self.prompt_page = 0
        self.pace = float(getattr(self.app.settings, "bot_pace", 0.8))
        self.refresh()
        self.on_events(events)
        return events

    def open_pause(self):
        from game.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def open_rules(self):
        from game.scenes.how_to_play import RulesScene

        self.app.push(RulesScene(self.app, self.match.game_id, overlay=True))

    def show_results(self):
        """The results scene over this table (its "View the board" comes back)."""
        from game.scenes.results import ResultsScene

        if not self.state.is_over:
            return
        self._results_shown = True
        if self.app.top is self:
            self.app.push(ResultsScene(self.app, self.match, table=self))

    def on_exit(self):
        if self._worker is not None:
            self._worker.cancel()

    def on_resume(self):
        self.refresh()

    def update(self, dt: float) -> bool:
        changed = False
        if self.toasts:
            for t in self.toasts:
                t[1] -= dt
            self.toasts = [t for t in self.toasts if t[1] > 0]
            changed = True
        if self.anim.update(dt):
            changed = True
        if self.update_table(dt):
            changed = True
        self.pace = max(0.0, self.pace - dt)
        changed |= self.update_reactions(dt)
        changed |= self.update_hint(dt)
        if self.state.is_over:
            return changed  # the final board stays until "See the results"
        seat = self.to_act
        if seat is not None and self.match.seats[seat].is_bot and self.autoplay:
            changed |= self._drive_bot(seat, dt)
        return changed

    def _backdrop_key(self):
        return (tuple(self.canvas_size), self.to_act if not self.state.is_over else None, self.my_turn,
                self.curtain_for is not None,
                self.board_rect.topleft, self.board_rect.size, self.prompt_rect.topleft, self.prompt_rect.size,
                tuple(map(tuple, self._panel_rects)), tuple(self.log_rect))

    def backdrop(self) -> pygame.Surface:
        """Everything static behind the table (starfield, banner, felt, panel
        and prompt backgrounds), composed once per turn change: one blit."""
        key = self._backdrop_key()
        cache = getattr(self, "_backdrop_cache", None)
        if cache is not None and cache[0] == key:
            return cache[1]
        size = tuple(self.canvas_size)
        surf = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        if size == tuple(theme.LOGICAL):
            self.draw_background(surf, dim_alpha=90)
        else:
            surf.blit(self.assets.background(size), (0, 0))
            draw.dim(surf, 90)
        self.draw_banner_background(surf)
        if self.curtain_for is None:
            self.draw_table_felt(surf)
            self.draw_prompt_background(surf)
            if not self.log_expanded:
                self.draw_log_background(surf)
        self.draw_panel_backgrounds(surf)
        self._backdrop_cache = (key, surf)
        return surf

    def draw(self, surface) -> None:
        surface.blit(self.backdrop(), (0, 0))
        self.draw_banner(surface)
        if self.curtain_for is not None:
            self.draw_player_panels(surface)
            self.draw_curtain(surface)
            self.menu_button.draw(surface, self.mouse)
            self.draw_toasts(surface)
            return
        self.draw_board(surface)
        self.draw_target_highlights(surface)
        self.draw_player_panels(surface)
        self.draw_log(surface)
        self.draw_prompt(surface)
        self.draw_widgets(surface)
        self.draw_hint(surface)
        self.anim.draw(surface)
        self.draw_toasts(surface)
        own_tooltip = self.draw_reactions(surface)
        if self.popup is not None:
            self.draw_popup(surface)
        if self.confirm is not None:
            self.draw_confirm(surface)
            return
        if self._tooltip_hold is not None and tuple(self.mouse) == tuple(self._tooltip_hold):
            return  # a popup just opened under a still mouse: no stale tooltip on it
        if self.popup is not None:
            for b in self.popup["buttons"]:
                if b.contains(self.mouse):
                    draw_tooltip(surface, b.hover_text(), self.mouse)
            return
        if not own_tooltip:
            self.draw_hover_tooltip(surface)

    def draw_table_felt(self, surface):
        r = self.board_rect

        def make():
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            s.blit(self.assets.gradient(r.size, (22, 60, 70), (12, 36, 46)), (0, 0))
            return draw.table_rim(draw.round_corners(s, 26, alpha=235))

        surface.blit(self.assets.generated(("felt", r.size), make), r.topleft)

    def named(self, text: str) -> str:
        """Rules texts say "Player 2"; show the seat's name instead."""
        if "Player " not in text:
            return text
        seats = self.match.seats

        def sub(m):
            i = int(m.group(1)) - 1
            return seats[i].name if 0 <= i < len(seats) else m.group(0)

        return _PLAYER_N.sub(sub, text)


_PLAYER_N = re.compile(r"\bPlayer (\d)\b")
