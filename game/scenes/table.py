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
    panel_height   int or None (auto: fits all seats above the log and keeps the
                   log at least LOG_MIN_LINES lines tall).  A fixed height may
                   leave the log small; players can expand it (click its title).
    hidden_info    bool: show the pass-the-screen curtain between two different
                   people (default True).  Set False for open-information games.

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
    self.hover_target, self.anim (game.ui.anim.Animator), self.assets,
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
                                     destination until the animation's on_done
                                     (e.g. a set of keys "in flight").
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
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from game import persist
from game.rules.core import Action, Event, RulesError
from game.scenes.base import Scene
from game.ui import draw, sound, theme
from game.ui.anim import Animator
from game.ui.widgets import Button, draw_tooltip

BOT_LEVEL_OF_KIND = {"random": "random", "easy": "easy", "normal": "normal", "hard": "hard"}


# ---------------------------------------------------------------- targets


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


# ---------------------------------------------------------------- scene


class TableScene(Scene):
    banner_rect = pygame.Rect(0, 0, 1920, 88)
    board_rect = pygame.Rect(20, 100, 1450, 760)
    prompt_rect = pygame.Rect(20, 872, 1450, 196)
    side_rect = pygame.Rect(1486, 100, 414, 968)
    panel_height: int | None = None
    hidden_info = True
    LOG_MIN_H = 300
    LOG_MIN_LINES = 8  # the auto panel height keeps at least this many log lines
    LOG_EXPANDED_FRACTION = 0.62  # share of side_rect an expanded log takes
    # Kept for compatibility: the table no longer leaves for the results by
    # itself; it stays on the final board until "See the results" is clicked.
    END_DELAY = 1.4

    def __init__(self, app, match, viewer: int | None = None, *, autoplay: bool = True):
        super().__init__(app)
        self.match = match
        self.ruleset = match.ruleset
        self.autoplay = autoplay
        self.anim = Animator(lambda: getattr(self.app.settings, "animation_speed", 1.0))
        self.log: list[LogEntry] = []
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
        self._bot_since = 0.0
        self.pace = 0.0
        self._end_timer = None
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
        self.layout()
        self._layout_side()
        self.refresh()

    def _replay_log(self) -> list[LogEntry]:
        """The log of a loaded (or continued) match, rebuilt by replaying it."""
        if not self.match.steps:
            return []
        try:
            state = self.ruleset.new_game(len(self.match.seats), self.match.options, self.match.seed)
            log = []
            for i, step in enumerate(self.match.steps):
                for e in state.apply(step.action):
                    log.append(LogEntry(i, e))
            return log
        except Exception:
            return []

    # ------------------------------------------------------------ properties
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
    def worker(self):
        if self._worker is None:
            self._worker = self.app.bot_worker()
        return self._worker

    # ------------------------------------------------------------ hooks (override)
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
        return [a for a in self.legal if a not in claimed]

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
        if self.hidden_info and seat != self.viewer:
            return []
        score = self._running_scores().get(seat)
        return [] if score is None else [f"Score {score}"]

    def _running_scores(self) -> dict:
        key = len(self.match.steps)
        if getattr(self, "_scores_key", None) != key:
            self._scores_key = key
            try:
                self._scores_cache = {s.seat: s.total for s in self.state.scores()}
            except Exception:
                self._scores_cache = {}
        return self._scores_cache

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

    # ------------------------------------------------------------ helpers for subclasses
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

    def panel_rect(self, seat: int) -> pygame.Rect:
        """The player panel of `seat` (logical coordinates)."""
        return self._panel_rects[seat]

    def current_targets(self) -> list[Target]:
        """The board Targets of the current refresh (a copy; read-only)."""
        return list(self._targets)

    def prompt_items(self) -> list:
        """The prompt bar's items (Actions and PromptButtons), all pages."""
        return list(self._prompt_items)

    def prompt_buttons(self) -> list:
        """The prompt bar's Button widgets on the shown page (page arrows last)."""
        return list(self._prompt_widgets)

    def text(self, surface, s, pos, size=theme.SIZE_BODY, colour=theme.TEXT, bold=False, anchor="topleft"):
        return draw.text(surface, s, pos, size, colour, bold, anchor)

    def toast(self, text: str, colour=theme.TEXT, seconds: float = 3.0) -> None:
        self.toasts = [t for t in self.toasts if t[0] != text][-2:]
        self.toasts.append([text, seconds, colour])

    def explain(self, text: str) -> None:
        """Tell the person why a click did nothing."""
        sound.play("click")
        self.toast(text, theme.WARN, 3.5)

    # ------------------------------------------------------------ state refresh
    def _compute_viewer(self) -> int | None:
        if self._forced_viewer is not None and not self.autoplay:
            return self._forced_viewer
        seat = self.to_act
        if seat is not None and not self.match.seats[seat].is_bot:
            self._last_human = seat
            return seat
        return self._last_human

    def refresh(self) -> None:
        """Recompute everything derived from the state (after apply/undo and
        whenever a subclass changes its own UI state)."""
        self.viewer = self._compute_viewer()
        try:
            self.legal = list(self.state.legal_actions()) if not self.state.is_over else []
        except RulesError:
            self.legal = []
        try:
            self.view = self.state.view_for(self.viewer)
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
        self._update_hover()

    def _log_line_h(self) -> int:
        return theme.SIZE_TINY + 7

    def _layout_side(self) -> None:
        n = len(self.match.seats)
        gap = 10
        if self.panel_height:
            ph = self.panel_height
        else:
            log_min = max(self.LOG_MIN_H, 60 + self.LOG_MIN_LINES * self._log_line_h())
            avail = self.side_rect.h - log_min - gap * n
            ph = max(84, min(150, avail // max(1, n)))
        self._panel_rects = []
        y = self.side_rect.y
        for _ in range(n):
            self._panel_rects.append(pygame.Rect(self.side_rect.x, y, self.side_rect.w, ph))
            y += ph + gap
        self._log_rect_normal = pygame.Rect(self.side_rect.x, y, self.side_rect.w, self.side_rect.bottom - y)
        self._apply_log_size()
        self.menu_button = Button((1752, 18, 148, 54), "Menu", self.open_pause, style="ghost", size=theme.SIZE_SMALL,
                                  tooltip="Pause menu: save, load, rules, settings (Esc)", icon="menu")
        self.undo_button = Button((1590, 18, 148, 54), "Undo", self.undo, style="ghost", size=theme.SIZE_SMALL,
                                  tooltip="Take back your last decision (Ctrl+Z)", icon="undo")
        self.undo_button.on_disabled = self.explain
        self.rules_button = Button((1428, 18, 148, 54), "Rules", self.open_rules, style="ghost",
                                   size=theme.SIZE_SMALL, tooltip="Read the rules summary")

    # ------------------------------------------------------------ game log size
    def _apply_log_size(self) -> None:
        normal = self._log_rect_normal
        if self.log_expanded:
            h = max(normal.h, round(self.side_rect.h * self.LOG_EXPANDED_FRACTION))
            self.log_rect = pygame.Rect(normal.x, self.side_rect.bottom - h, normal.w, h)
        else:
            self.log_rect = normal.copy()
        self._log_cache = None
        r = self.log_rect
        expanded = self.log_expanded
        self.log_button = Button((r.right - 150, r.y + 8, 136, 34), "▼ Smaller" if expanded else "▲ Bigger",
                                 self.toggle_log, style="ghost", size=theme.SIZE_TINY,
                                 tooltip=("Give the player panels their room back" if expanded else
                                          "Make the game log taller (it covers the lower player panels)"))
        self.log_button.visible = r.h >= 80 and (expanded or self._log_can_grow())

    def _log_can_grow(self) -> bool:
        return round(self.side_rect.h * self.LOG_EXPANDED_FRACTION) > self._log_rect_normal.h + 40

    def toggle_log(self) -> None:
        """Expand the game log over the lower player panels, or shrink it back."""
        self.log_expanded = not self.log_expanded
        self._apply_log_size()
        self.log_scroll = min(self.log_scroll, self._log_max_scroll())
        self._build_prompt()
        self._update_hover()

    def _build_prompt(self) -> None:
        r = self.prompt_rect
        widgets = []
        self._prompt_items: list = []
        if self.state.is_over:
            self._build_game_over_prompt()
            return
        if self.my_turn:
            items = list(self.prompt_actions())
        else:
            items = []
        self._prompt_items = items
        # lay out in rows; paginate if they do not fit in two rows
        x0, y0 = r.x + 24, r.y + 60
        row_h, gap = 52, 10
        max_x = r.right - 24
        rows = max(1, (r.bottom - 12 - y0 + gap) // (row_h + gap))
        pages: list[list] = [[]]
        x, row = x0, 0
        size = theme.SIZE_SMALL
        for i, item in enumerate(items):
            label = self.action_label(item) if isinstance(item, Action) else item.label
            if i < 9 and len(items) > 1:  # every item keeps its number, so keys stay stable
                label = f"{i + 1}  {label}"
            w = min(560, max(150, self.assets.text_size(label, size, True)[0] + 44))
            reserve = 130 if row == rows - 1 else 0  # room for the page arrows
            if x + w > max_x - reserve and x > x0:
                row += 1
                x = x0
                if row >= rows:
                    pages.append([])
                    row = 0
            pages[-1].append((item, label, pygame.Rect(x, y0 + row * (row_h + gap), w, row_h)))
            x += w + gap
        self._pages = pages
        self.prompt_page = min(self.prompt_page, len(pages) - 1)
        for item, label, rect in pages[self.prompt_page]:
            if isinstance(item, Action):
                primary = len(items) == 1 or item == self.default_action()
                b = Button(rect, label, (lambda a=item: self.take(a)), style="primary" if primary else "normal",
                           size=size, tooltip=self.action_tooltip(item))
                b.action = item
            else:
                b = Button(rect, label, item.on_click, style=item.style, size=size, tooltip=item.tooltip,
                           enabled=item.enabled, disabled_reason=item.why)
                b.on_disabled = self.explain
            widgets.append(b)
        if len(pages) > 1:
            prev_b = Button((r.right - 130, r.bottom - 66, 54, 54), "‹", self._page_prev, size=theme.SIZE_H3,
                            enabled=self.prompt_page > 0, tooltip="Previous choices")
            next_b = Button((r.right - 70, r.bottom - 66, 54, 54), "›", self._page_next, size=theme.SIZE_H3,
                            enabled=self.prompt_page < len(pages) - 1, tooltip="More choices")
            widgets += [prev_b, next_b]
        self._finish_widgets(widgets)

    def _press_prompt_item(self, item) -> None:
        """What a number key does: take the action, press the button, or say
        why a greyed-out button cannot be used."""
        if isinstance(item, Action):
            self.take(item)
        elif item.enabled:
            item.on_click()
        elif item.why:
            self.explain(item.why)

    def _finish_widgets(self, prompt_widgets: list) -> None:
        self._prompt_widgets = prompt_widgets
        self.undo_button.enabled = self._undo_seat() is not None
        self.undo_button.disabled_reason = self._why_no_undo()
        self.widgets = [self.rules_button, self.undo_button, self.menu_button, self.log_button] + prompt_widgets

    def _build_game_over_prompt(self) -> None:
        """The final board stays: one big "See the results" button."""
        r = self.prompt_rect
        item = PromptButton("See the results", self.show_results, style="primary",
                            tooltip="Final scores and how they came about (Enter)")
        self._prompt_items = [item]
        self._pages = [[]]
        self.prompt_page = 0
        h = max(52, min(72, r.bottom - 14 - (r.y + 60)))
        b = Button((r.x + 24, r.y + 60, 440, h), item.label, item.on_click, style="primary", size=theme.SIZE_H3,
                   tooltip=item.tooltip)
        self._finish_widgets([b])

    def _page_prev(self):
        self.prompt_page = max(0, self.prompt_page - 1)
        self._build_prompt()

    def _page_next(self):
        self.prompt_page = min(len(self._pages) - 1, self.prompt_page + 1)
        self._build_prompt()

    # ------------------------------------------------------------ taking actions
    def take(self, action: Action) -> bool:
        """A person takes `action` (validated; confirmation if the setting asks)."""
        if not self.my_turn:
            self.explain(self._not_your_turn_text())
            return False
        if action not in self.legal:
            try:
                why = self.state.why_illegal(action)
            except Exception:
                why = "That is not possible now."
            self.explain(why)
            return False
        if getattr(self.app.settings, "confirm_end_turn", False) and self.confirm is None and self.ends_turn(action):
            self.confirm = action
            self._build_confirm()
            return False
        self.confirm = None
        self.apply_action(action)
        return True

    def apply_action(self, action: Action) -> list[Event]:
        """Apply for whoever is to act (person or bot): log, sound, autosave,
        animations, then refresh."""
        before = len(self._log_wrapped()) if self.log_scroll else 0
        events = self.match.apply(action)
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

    # ------------------------------------------------------------ undo
    def _undo_seat(self) -> int | None:
        steps = self.match.steps
        if not steps:
            return None
        seat = steps[-1].seat
        if self.match.seats[seat].is_bot:
            return None
        if self.curtain_for is not None and seat != self._seen_seat:
            return None
        return seat if self.match.can_undo(seat) else None

    def _why_no_undo(self) -> str:
        steps = self.match.steps
        if not steps:
            return "Nothing to undo yet."
        last = steps[-1]
        if self.match.seats[last.seat].is_bot:
            return f"The last move was {self.seat_name(last.seat)}'s; you can only take back your own."
        if last.barrier:
            return "Can't undo: that move revealed a card or a roll."
        return ""

    def undo(self) -> bool:
        seat = self._undo_seat()
        if seat is None:
            self.explain(self._why_no_undo() or "Nothing to undo.")
            return False
        if self._worker is not None:
            self.worker.cancel()
        self._bot_requested = False
        self._bot_action = None
        label = self.action_label(self.match.steps[-1].action)
        self.match.undo(seat)
        keep = len(self.match.steps)
        self.log = [e for e in self.log if e.step < keep]
        self._log_cache = None
        self.log_scroll = min(self.log_scroll, self._log_max_scroll())
        self.anim.clear()
        self._end_timer = None
        self.confirm = None
        try:
            persist.autosave(self.match)
        except OSError:
            pass
        self.refresh()
        self.on_undo()
        self.toast(f"Took back: {label}", theme.ACCENT, 2.5)
        return True

    # ------------------------------------------------------------ scenes
    def open_pause(self):
        from game.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def open_rules(self):
        from game.scenes.rules import RulesScene

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

    # ------------------------------------------------------------ input
    def _not_your_turn_text(self) -> str:
        if self.state.is_over:
            return "The game is over."
        seat = self.to_act
        if self.curtain_for is not None:
            return f"Pass the screen to {self.seat_name(self.curtain_for)} first."
        if seat is not None and self.match.seats[seat].is_bot:
            return f"Wait: {self.seat_name(seat)} is deciding."
        return f"It is {self.seat_name(seat)}'s turn."

    def _covered(self, pos) -> bool:
        """True where the expanded log lies over the player panels."""
        return self.log_expanded and self.log_rect.collidepoint(pos)

    def update_hover(self) -> None:
        """Recompute self.hover_target from the mouse position."""
        self.hover_target = None
        if self.curtain_for is not None or self.popup or self.confirm:
            return
        pos = self.mouse
        if self._covered(pos):
            return
        for t in reversed(self._targets):
            if t.contains(pos):
                self.hover_target = t
                return

    def _update_hover(self) -> None:
        """Old name of update_hover() (the frame calls this one, so overriding
        either works)."""
        self.update_hover()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            if self._tooltip_hold is not None and tuple(event.pos) != tuple(self._tooltip_hold):
                self._tooltip_hold = None
            self._update_hover()
        # modal layers first
        if self.curtain_for is not None:
            return self._handle_curtain(event)
        if self.confirm is not None:
            return self._handle_confirm(event)
        if self.popup is not None:
            return self._handle_popup(event)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self._confirm_key()
            if pygame.K_1 <= event.key <= pygame.K_9 and self.my_turn:
                i = event.key - pygame.K_1
                if i < len(self._prompt_items):
                    self._press_prompt_item(self._prompt_items[i])
                    return True
        if event.type == pygame.MOUSEWHEEL:
            if self.log_rect.collidepoint(self.mouse):
                self.log_scroll = max(0, min(self._log_max_scroll(), self.log_scroll + event.y * 2))
                return True
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._click_log(event.pos):
                return True
            return self._click_table(event.pos)
        return False

    def _click_log(self, pos) -> bool:
        """Clicks on the game log: its title toggles the size, the footer
        ("newer lines below") jumps to the newest; the rest is just covered."""
        r = self.log_rect
        if r.h < 80 or not r.collidepoint(pos):
            return False
        if pos[1] < r.y + 44 and (self.log_expanded or self._log_can_grow()):
            sound.play("click")
            self.toggle_log()
            return True
        if self.log_scroll and self._log_footer_rect().collidepoint(pos):
            sound.play("click")
            self.log_scroll = 0
            return True
        return self._covered(pos)

    def click(self, pos, button: int = 1) -> bool:
        """Simulate a mouse click at a logical position (tests and tools):
        moves the mouse there and sends press and release through handle()."""
        self.app.mouse = tuple(pos)
        self.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0)))
        self.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=button))
        return bool(self.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=button)))

    def _click_table(self, pos) -> bool:
        if self._covered(pos):
            return True
        for t in reversed(self._targets):
            if t.contains(pos):
                return self._click_target(t, pos)
        if self.board_rect.collidepoint(pos):
            if self.on_board_click(pos):
                return True
        return False

    def _click_target(self, t: Target, pos) -> bool:
        if t.disabled:
            self.explain(t.disabled)
            return True
        if not self.my_turn:
            self.explain(self._not_your_turn_text())
            return True
        if not t.actions:
            return False
        if len(t.actions) == 1:
            self.take(t.actions[0])
        else:
            self._open_popup(t.actions, pos)
        return True

    def _confirm_key(self) -> bool:
        if self.state.is_over:
            self.show_results()
            return True
        if not self.my_turn:
            return False
        acts = [it for it in self._prompt_items if isinstance(it, Action)]
        if len(self.legal) == 1:
            self.take(self.legal[0])
            return True
        if len(acts) == 1 and len(self._prompt_items) == 1:
            self.take(acts[0])
            return True
        d = self.default_action()
        if d is not None:
            self.take(d)
            return True
        return False

    # popup chooser (a target with several actions, or any subclass menu)
    def open_chooser(self, items, pos, title: str = "") -> None:
        """A popup menu at `pos` listing `items` (Actions and/or
        PromptButtons); see the module docstring.  Hover tooltips of the
        table are hidden while it is open."""
        items = list(items)
        if not items:
            return
        size = theme.SIZE_SMALL
        labels = [self.action_label(it) if isinstance(it, Action) else it.label for it in items]
        widest = max(self.assets.text_size(s, size, True)[0] for s in labels)
        if title:
            widest = max(widest, self.assets.text_size(title, size, True)[0])
        w = min(620, widest + 60)
        top = 44 if title else 0
        h = 52 * len(items) + 16 + top
        x = min(max(10, pos[0] - w // 2), theme.LOGICAL_W - w - 10)
        y = min(max(10, pos[1] + 16), theme.LOGICAL_H - h - 10)
        rect = pygame.Rect(x, y, w, h)
        buttons = []
        for i, (it, lab) in enumerate(zip(items, labels)):
            r = (x + 8, y + 8 + top + 52 * i, w - 16, 46)
            if isinstance(it, Action):
                b = Button(r, lab, (lambda a=it: self._popup_take(a)), size=size, tooltip=self.action_tooltip(it))
                b.action = it
            else:
                b = Button(r, lab, (lambda p=it: self._popup_call(p)), size=size, tooltip=it.tooltip,
                           style=it.style if it.style != "ghost" else "normal", enabled=it.enabled)
            buttons.append(b)
        self.popup = {"rect": rect, "buttons": buttons, "title": title, "actions": [it for it in items
                                                                                     if isinstance(it, Action)]}
        # the tooltip of what was under the mouse must not sit on the new popup
        self.hover_target = None
        self._tooltip_hold = tuple(self.mouse)

    def _open_popup(self, actions, pos):
        """Old name of open_chooser() (the frame calls this one, so overriding
        either works)."""
        self.open_chooser(actions, pos)

    def _popup_take(self, action):
        self.popup = None
        self.take(action)

    def _popup_call(self, item):
        self.popup = None
        item.on_click()

    def _handle_popup(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.popup = None
            return True
        for b in self.popup["buttons"]:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONUP and not self.popup["rect"].collidepoint(event.pos):
            self.popup = None
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # confirm end of turn
    def _next_after(self, action) -> tuple[bool, int | None]:
        """(game ends, seat to act next) if `action` were taken now."""
        try:
            probe = self.state.clone()
            probe.apply(action)
            return bool(probe.is_over), probe.to_act
        except Exception:
            return False, None

    def _build_confirm(self):
        rect = pygame.Rect(0, 0, 820, 320)
        rect.center = self.board_rect.center
        self._confirm_rect = rect
        self._confirm_next = self._next_after(self.confirm) if self.confirm is not None else (False, None)
        self._confirm_buttons = [
            Button((rect.x + 60, rect.bottom - 90, 300, 62), "Yes, end turn", self._confirm_yes, style="primary"),
            Button((rect.right - 360, rect.bottom - 90, 300, 62), "Not yet", self._confirm_no, style="ghost"),
        ]

    def _confirm_yes(self):
        action = self.confirm
        if action is not None and action in self.legal:
            self.confirm = None
            self.apply_action(action)
        else:
            self.confirm = None

    def _confirm_no(self):
        self.confirm = None

    def _handle_confirm(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self._confirm_yes()
                return True
            if event.key == pygame.K_ESCAPE:
                self._confirm_no()
                return True
        for b in self._confirm_buttons:
            if b.handle(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # hot-seat curtain
    def _curtain_button_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 560, 80)
        r.center = (self.board_rect.union(self.prompt_rect).centerx, 640)
        return r

    def lift_curtain(self):
        self._seen_seat = self.curtain_for
        self.curtain_for = None
        self.refresh()

    def _click_curtain(self, pos) -> bool:
        if self._curtain_button_rect().collidepoint(pos):
            sound.play("click")
            self.lift_curtain()
        return True

    def _handle_curtain(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.lift_curtain()
                return True
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            # the pause menu stays reachable behind the curtain
            if self.menu_button.contains(event.pos):
                self.open_pause()
                return True
            return self._click_curtain(event.pos)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    # ------------------------------------------------------------ update
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
        if self.state.is_over:
            return changed  # the final board stays until "See the results"
        seat = self.to_act
        if seat is not None and self.match.seats[seat].is_bot and self.autoplay:
            changed |= self._drive_bot(seat, dt)
        return changed

    def _drive_bot(self, seat: int, dt: float) -> bool:
        w = self.worker
        if not self._bot_requested:
            w.request(self.match.to_json(), BOT_LEVEL_OF_KIND.get(self.match.seats[seat].kind, "normal"))
            self._bot_requested = True
            self._bot_since = 0.0
        self._bot_since += dt
        if self._bot_action is None:
            act = w.poll()
            if act is not None:
                self._bot_action = act
            elif getattr(w, "error", None) or not w.busy:
                act = w.poll()
                if act is not None:
                    self._bot_action = act
                else:  # the bot failed: play on with a legal move rather than hang
                    import random
                    import sys

                    err = getattr(w, "error", None)
                    if err:
                        print(f"bot error ({self.match.game_id}, seat {seat}):\n{err}", file=sys.stderr)
                    self._bot_action = random.Random(len(self.match.steps)).choice(self.legal)
                    self.toast(f"{self.seat_name(seat)}'s bot failed; it played a random legal move.", theme.BAD)
        if self._bot_action is not None and self.pace <= 0 and not self.anim.busy:
            action = self._bot_action
            self._bot_action = None
            if action in self.legal:
                self.apply_action(action)
            else:
                self._bot_requested = False  # stale answer (e.g. after undo): ask again
            return True
        # the "thinking" dots animate a few times a second
        self._dots_t += dt
        if self._dots_t >= 0.33:
            self._dots_t = 0.0
            return True
        return False

    # ------------------------------------------------------------ drawing
    def _backdrop_key(self):
        return (self.to_act if not self.state.is_over else None, self.my_turn, self.curtain_for is not None,
                self.board_rect.topleft, self.board_rect.size, self.prompt_rect.topleft, self.prompt_rect.size,
                tuple(map(tuple, self._panel_rects)), tuple(self.log_rect))

    def backdrop(self) -> pygame.Surface:
        """Everything static behind the table (starfield, banner, felt, panel
        and prompt backgrounds), composed once per turn change: one blit."""
        key = self._backdrop_key()
        cache = getattr(self, "_backdrop_cache", None)
        if cache is not None and cache[0] == key:
            return cache[1]
        surf = pygame.Surface(theme.LOGICAL).convert() if pygame.display.get_surface() else pygame.Surface(theme.LOGICAL)
        self.draw_background(surf, dim_alpha=90)
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
        self.anim.draw(surface)
        self.draw_toasts(surface)
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
        self.draw_hover_tooltip(surface)

    def draw_popup(self, surface):
        p = self.popup
        draw.panel(surface, p["rect"], fill=(18, 22, 40, 250), edge=theme.GOLD, radius=12)
        if p.get("title"):
            r = p["rect"]
            draw.text_fit(surface, p["title"], pygame.Rect(r.x + 18, r.y + 8, r.w - 36, 40), theme.SIZE_SMALL,
                          theme.GOLD, True, "midleft")
        for b in p["buttons"]:
            b.draw(surface, self.mouse)

    def draw_table_felt(self, surface):
        r = self.board_rect

        def make():
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            grad = self.assets.gradient(r.size, (22, 60, 70), (12, 36, 46))
            mask = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 235), mask.get_rect(), border_radius=26)
            s.blit(grad, (0, 0))
            s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            # vignette rim
            for i in range(14):
                pygame.draw.rect(s, (0, 0, 0, 10), s.get_rect().inflate(-i * 2, -i * 2), 2, border_radius=26)
            pygame.draw.rect(s, theme.BRASS, s.get_rect(), 3, border_radius=26)
            pygame.draw.rect(s, (90, 70, 40), s.get_rect().inflate(-10, -10), 1, border_radius=22)
            return s

        surface.blit(self.assets.generated(("felt", r.size), make), r.topleft)

    def draw_banner_background(self, surface):
        r = self.banner_rect
        surface.blit(self.assets.gradient(r.size, (24, 30, 58), (12, 16, 34)), r.topleft)
        pygame.draw.line(surface, theme.BRASS, (r.x, r.bottom - 2), (r.right, r.bottom - 2), 3)

    def game_over_text(self) -> str:
        """ "Game over — Vega wins" (or the shared winners)."""
        try:
            winners = list(self.state.winners())
        except Exception:
            winners = []
        names = [self.seat_name(w) for w in winners]
        if len(names) == 1:
            return f"Game over — {names[0]} wins"
        if names:
            return f"Game over — {' and '.join(names)} share the victory"
        return "Game over"

    def _banner_right(self) -> int:
        """Left edge of the banner buttons (the note must end before it)."""
        xs = [b.rect.x for b in (self.rules_button, self.undo_button, self.menu_button)
              if b.visible and b in self.widgets and b.rect.colliderect(self.banner_rect)]
        return (min(xs) if xs else self.banner_rect.right - 20) - 16

    def banner_layout(self) -> dict:
        """Where the banner's parts go: the game name on the left, the turn
        block (token, who, phase pill) near the middle, the note pill right
        before the buttons.  When space is short the turn block moves left,
        then the phase pill is dropped, then the note shrinks and is
        ellipsized (its full text is the pill's tooltip); nothing overlaps."""
        r = self.banner_rect
        a = self.assets
        left = 28 + a.text_size(self.ruleset.name, theme.SIZE_H3, True)[0] + 28
        right = self._banner_right()
        seat = self.to_act
        over = self.state.is_over
        who, phase, token = "", "", None
        if over:
            who = self.game_over_text()
            try:
                winners = list(self.state.winners())
            except Exception:
                winners = []
            token = winners[0] if len(winners) == 1 else None
        elif seat is not None:
            s = self.match.seats[seat]
            if not s.is_bot and (len(self._humans) == 1):
                who = "Your turn"
            elif not s.is_bot:
                who = f"{s.name}, your turn"
            else:
                who = f"{s.name}'s turn"
            token = seat
            try:
                phase = self.state.phase() or ""
            except Exception:
                phase = ""
        note = ""
        if not over:
            try:
                note = self.banner_note() or ""
            except Exception:
                note = ""
        tok_w = 44 if token is not None else 0
        tw = a.text_size(who, theme.SIZE_H3, True)[0] if who else 0
        pw = a.text_size(phase, theme.SIZE_SMALL)[0] + 36 if phase else 0

        def total():
            return tok_w + tw + (24 + pw if phase else 0)

        nw = a.text_size(note, theme.SIZE_SMALL, True)[0] + 40 if note else 0
        x = max(left, 760 - total() // 2)
        if note:
            if right - (x + total() + 24) < nw:
                x = max(left, right - nw - 24 - total())
            if phase and right - (x + total() + 24) < min(nw, 220):
                phase, pw = "", 0
                x = max(left, min(760 - total() // 2, right - nw - 24 - total()))
        # the turn text itself never runs into the buttons
        tw = min(tw, max(0, right - x - tok_w - (24 + pw if phase else 0)))
        note_rect = None
        if note:
            space = right - (x + total() + 24)
            w = min(nw, space)
            if w >= 90:
                note_rect = pygame.Rect(right - w, r.centery - 20, w, 40)
        return {"who": who, "token": token, "phase": phase, "x": x, "tw": tw, "pw": pw, "tok_w": tok_w,
                "note": note, "note_rect": note_rect, "note_cut": bool(note) and (note_rect is None or note_rect.w < nw)}

    def draw_banner(self, surface):
        r = self.banner_rect
        draw.text(surface, self.ruleset.name, (28, r.centery), theme.SIZE_H3, theme.GOLD, True, "midleft")
        lay = self.banner_layout()
        x = lay["x"]
        over = self.state.is_over
        if lay["token"] is not None:
            self.draw_seat_token(surface, lay["token"], (x + 18, r.centery), 18)
        if lay["who"]:
            tx = x + lay["tok_w"]
            draw.text_fit(surface, lay["who"], pygame.Rect(tx, r.y, lay["tw"] + 2, r.h), theme.SIZE_H3,
                          theme.GOLD if over else theme.TEXT, True, "midleft")
        if lay["phase"]:
            pr = pygame.Rect(x + lay["tok_w"] + lay["tw"] + 24, r.centery - 19, lay["pw"], 38)
            pygame.draw.rect(surface, (38, 48, 84), pr, border_radius=19)
            pygame.draw.rect(surface, (90, 110, 160), pr, 2, border_radius=19)
            draw.text(surface, lay["phase"], pr.center, theme.SIZE_SMALL, theme.TEXT_DIM, False, "center")
        nr = lay["note_rect"]
        if nr is not None:
            pygame.draw.rect(surface, (150, 90, 30), nr, border_radius=20)
            pygame.draw.rect(surface, theme.HILITE, nr, 2, border_radius=20)
            draw.text_fit(surface, lay["note"], nr.inflate(-28, 0), theme.SIZE_SMALL, (255, 244, 220), True,
                          "center", min_size=15)

    def draw_panel_backgrounds(self, surface):
        for seat, rect in enumerate(self._panel_rects):
            s = self.match.seats[seat]
            active = seat == self.to_act and not self.state.is_over
            col = theme.player_colour(s.colour)
            draw.panel(surface, rect, fill=(30, 38, 68, 235) if active else theme.PANEL,
                       edge=col if active else (60, 70, 104), radius=12, shadow=False, width=3 if active else 2)
            strip = pygame.Rect(rect.x + 3, rect.y + 8, 6, rect.h - 16)
            pygame.draw.rect(surface, col, strip, border_radius=3)

    def draw_log_background(self, surface):
        if self.log_rect.h >= 80:
            draw.panel(surface, self.log_rect, fill=(12, 16, 32, 215), edge=(60, 70, 104), radius=12, shadow=False)

    def draw_prompt_background(self, surface):
        draw.panel(surface, self.prompt_rect, fill=(16, 20, 40, 235),
                   edge=theme.BRASS if self.my_turn else (60, 70, 104), radius=16, shadow=True, width=2)

    def draw_player_panels(self, surface):
        symbols = getattr(self.app.settings, "colour_symbols", True)
        for seat, rect in enumerate(self._panel_rects):
            s = self.match.seats[seat]
            active = seat == self.to_act and not self.state.is_over
            draw.seat_token(surface, s.colour, (rect.x + 36, rect.y + 28), 16, symbols)
            name_r = pygame.Rect(rect.x + 62, rect.y + 8, rect.w - 62 - 130, 40)
            tag = theme.LEVEL_NAMES.get(s.kind, s.kind)
            if active:
                if s.is_bot and self.autoplay:
                    tag = "thinking" + "." * (1 + int(time.monotonic() * 3) % 3) + "  "
                else:
                    tag = "to act"
            tw = self.assets.text_size(tag, theme.SIZE_TINY)[0] + 24
            tr = pygame.Rect(rect.right - tw - 12, rect.y + 12, tw, 30)
            if active:
                pygame.draw.rect(surface, (150, 110, 40), tr, border_radius=15)
                draw.text(surface, tag, tr.center, theme.SIZE_TINY, (255, 240, 200), True, "center")
            else:
                pygame.draw.rect(surface, (44, 52, 84) if s.is_bot else (60, 74, 50), tr, border_radius=15)
                draw.text(surface, tag, tr.center, theme.SIZE_TINY, theme.TEXT_DIM if s.is_bot else (210, 240, 200),
                          False, "center")
            name_r.w = tr.x - name_r.x - 8
            draw.text_fit(surface, s.name, name_r, theme.SIZE_BODY, theme.TEXT, True, "midleft")
            area = pygame.Rect(rect.x + 20, rect.y + 52, rect.w - 34, rect.h - 58)
            if self.curtain_for is None:
                try:
                    self.draw_player_panel(surface, area, seat)
                except Exception as e:  # a drawing bug in one panel must not take the table down
                    if not getattr(self, "_panel_error_shown", False):
                        import traceback

                        self._panel_error_shown = True
                        traceback.print_exc()
                    draw.text(surface, f"(panel error: {e.__class__.__name__})", area.topleft, theme.SIZE_TINY,
                              theme.BAD)

    def log_lines(self) -> list[tuple]:
        """(seat or None, text) of the log for the viewer, oldest first."""
        out = []
        for entry in self.log:
            text = entry.event.text_for(self.viewer)
            if text:
                out.append((entry.event.seat, self.named(text)))
        return out

    def named(self, text: str) -> str:
        """Rules texts say "Player 2"; show the seat's name instead."""
        if "Player " not in text:
            return text
        seats = self.match.seats

        def sub(m):
            i = int(m.group(1)) - 1
            return seats[i].name if 0 <= i < len(seats) else m.group(0)

        return _PLAYER_N.sub(sub, text)

    # ------------------------------------------------------------ game log
    def _log_inner(self, footer: bool | None = None) -> pygame.Rect:
        """The log's text area; a footer line is kept free while scrolled up."""
        r = self.log_rect
        if footer is None:
            footer = bool(self.log_scroll)
        fh = self._log_line_h() + 6 if footer else 0
        return pygame.Rect(r.x + 16, r.y + 48, r.w - 30, r.h - 60 - fh)

    def _log_footer_rect(self) -> pygame.Rect:
        inner = self._log_inner(True)
        return pygame.Rect(self.log_rect.x + 8, inner.bottom, self.log_rect.w - 16, self._log_line_h() + 6)

    def _log_wrapped(self) -> list[tuple]:
        """Every log line wrapped to the panel, oldest first:
        (seat of the entry or None, text, first line of its entry, newest step)."""
        width = self.log_rect.w - 30 - 26
        newest = len(self.match.steps) - 1
        key = (id(self.log), len(self.log), newest, self.viewer, width)
        if self._log_cache is not None and self._log_cache[0] == key:
            return self._log_cache[1]
        size = theme.SIZE_TINY
        wrapped = []
        for entry in self.log:
            text = entry.event.text_for(self.viewer)
            if not text:
                continue
            seat = entry.event.seat
            fresh = entry.step == newest
            lines = self.assets.wrap(self.named(text), size, width)
            for i, line in enumerate(lines):
                wrapped.append((seat if i == 0 else None, line, i == 0, fresh))
        self._log_cache = (key, wrapped)
        return wrapped

    def _log_max_scroll(self) -> int:
        lines = self._log_inner(True).h // self._log_line_h()
        return max(0, len(self._log_wrapped()) - max(1, lines))

    def draw_log(self, surface):
        r = self.log_rect
        if r.h < 80:
            return
        if self.log_expanded:
            # drawn over the lower player panels: opaque, with a shadow
            draw.panel(surface, r, fill=(12, 16, 32, 252), edge=theme.BRASS, radius=12, shadow=True)
        draw.text(surface, "Game log", (r.x + 18, r.y + 12), theme.SIZE_SMALL, theme.GOLD, True)
        line_h = self._log_line_h()
        size = theme.SIZE_TINY
        wrapped = self._log_wrapped()
        inner = self._log_inner()
        max_lines = max(1, inner.h // line_h)
        scroll = min(self.log_scroll, max(0, len(wrapped) - max_lines))
        end = len(wrapped) - scroll
        visible = wrapped[max(0, end - max_lines):end]
        y = inner.y
        for seat, line, first, fresh in visible:
            if first and seat is not None and 0 <= seat < len(self.match.seats):
                self.draw_seat_token(surface, seat, (inner.x + 8, y + line_h // 2 - 1), 8)
            colour = theme.HILITE if fresh else (theme.TEXT if first else theme.TEXT_DIM)
            draw.text(surface, line, (inner.x + 24, y), size, colour)
            y += line_h
        if not wrapped:
            draw.text(surface, "Moves will appear here.", (inner.x, inner.y), size, theme.TEXT_FAINT)
        if scroll:
            fr = self._log_footer_rect()
            hover = fr.collidepoint(self.mouse)
            pygame.draw.line(surface, (60, 70, 104), (fr.x + 8, fr.y + 1), (fr.right - 8, fr.y + 1), 1)
            draw.text_fit(surface, f"▼ {scroll} newer line{'s' if scroll != 1 else ''} · wheel down or click",
                          fr.inflate(-16, 0), theme.SIZE_TINY, theme.HILITE if hover else theme.TEXT_FAINT,
                          anchor="center")

    def draw_prompt(self, surface):
        r = self.prompt_rect
        x = r.x + 24
        seat = self.to_act
        if self.state.is_over:
            text = f"{self.game_over_text()}. Look over the final board, then see the results."
        elif self.my_turn:
            text = self.prompt_text() or "Choose an action."
        elif seat is not None and self.match.seats[seat].is_bot:
            dots = "." * (1 + int(time.monotonic() * 3) % 3)
            text = f"{self.seat_name(seat)} is deciding{dots}" if self.autoplay else f"{self.seat_name(seat)} to act."
        else:
            text = f"Waiting for {self.seat_name(seat)}."
        if seat is not None and not self.state.is_over:
            self.draw_seat_token(surface, seat, (x + 14, r.y + 34), 14)
            x += 40
        draw.text_fit(surface, text, pygame.Rect(x, r.y + 12, r.right - x - 24, 44), theme.SIZE_BODY,
                      theme.HILITE if self.my_turn else theme.TEXT, True, "midleft")
        if len(getattr(self, "_pages", [])) > 1:
            draw.text(surface, f"{self.prompt_page + 1}/{len(self._pages)}", (r.right - 150, r.bottom - 39),
                      theme.SIZE_TINY, theme.TEXT_DIM, anchor="midright")
        if self.my_turn and not self._prompt_items and self._targets:
            draw.text(surface, "Click a highlighted spot on the board.", (r.x + 24, r.y + 76), theme.SIZE_SMALL,
                      theme.TEXT_DIM)

    def draw_target_highlights(self, surface):
        if not self.my_turn:
            return
        hov = self.hover_target
        # hovering a prompt button lights up the board targets of its action
        w = self.hovered_widget()
        act = getattr(w, "action", None) if w is not None else None
        for t in self._targets:
            if not t.clickable or not t.highlight or t.rect is None:
                continue
            hot = t is hov or (act is not None and act in t.actions)
            colour = theme.HILITE if hot else (120, 210, 235)
            if t.shape == "circle":
                r = t.rect.w // 2
                pygame.draw.circle(surface, colour, t.rect.center, r + 3, 4 if hot else 3)
            else:
                if hot:
                    draw.glow_rect(surface, t.rect.inflate(6, 6), colour, t.radius)
                else:
                    pygame.draw.rect(surface, colour, t.rect.inflate(6, 6), 3, border_radius=t.radius)

    def draw_hover_tooltip(self, surface):
        w = self.hovered_widget()
        if w is not None:
            draw_tooltip(surface, w.hover_text(), self.mouse)
            return
        if self.banner_rect.collidepoint(self.mouse):
            lay = self.banner_layout()
            if lay["note_cut"] and lay["note_rect"] is not None and lay["note_rect"].collidepoint(self.mouse):
                draw_tooltip(surface, lay["note"], self.mouse)
            return
        t = self.hover_target
        if t is None:
            return
        text = t.tooltip
        if t.disabled:
            text = (text + "\n" if text else "") + t.disabled
        elif self.my_turn and t.actions and not t.tooltip:
            text = "Click: " + " / ".join(self.action_label(a) for a in t.actions)
        draw_tooltip(surface, text, self.mouse)

    def draw_toasts(self, surface):
        y = self.banner_rect.bottom + 18
        for text, left, colour in self.toasts:
            s = self.assets.text(text, theme.SIZE_BODY, colour, True)
            rect = s.get_rect(midtop=(self.board_rect.centerx, y)).inflate(40, 20)
            alpha = 235 if left > 0.4 else int(235 * left / 0.4)
            draw.panel(surface, rect, fill=(14, 16, 30, alpha), edge=colour, radius=14, shadow=False)
            surface.blit(s, s.get_rect(center=rect.center))
            y += rect.h + 8

    def draw_confirm(self, surface):
        draw.dim(surface, 120)
        r = self._confirm_rect
        draw.panel(surface, r, fill=(20, 26, 48, 250), edge=theme.GOLD, radius=18)
        draw.text(surface, "End your turn?", (r.centerx, r.y + 28), theme.SIZE_H3, theme.GOLD, True, "midtop")
        label = self.action_label(self.confirm) if self.confirm is not None else ""
        draw.text_fit(surface, f"Your move: {label}", pygame.Rect(r.x + 30, r.y + 82, r.w - 60, 40), theme.SIZE_BODY,
                      theme.TEXT, True, anchor="center")
        ends, nxt = getattr(self, "_confirm_next", (False, None))
        line = pygame.Rect(r.x + 30, r.y + 134, r.w - 60, 40)
        if ends:
            draw.text_fit(surface, "This ends the game.", line, theme.SIZE_BODY, theme.HILITE, anchor="center")
        elif nxt is not None and 0 <= nxt < len(self.match.seats):
            s = self.match.seats[nxt]
            kind = theme.LEVEL_NAMES.get(s.kind, s.kind)
            text = f"Then {s.name} plays next ({kind})." if nxt != self.to_act else "Then you play again."
            tw = min(line.w - 40, self.assets.text_size(text, theme.SIZE_BODY)[0])
            x = line.centerx - (tw + 36) // 2
            self.draw_seat_token(surface, nxt, (x + 13, line.centery), 13)
            draw.text_fit(surface, text, pygame.Rect(x + 36, line.y, tw + 4, line.h), theme.SIZE_BODY, theme.TEXT_DIM,
                          anchor="midleft")
        for b in self._confirm_buttons:
            b.draw(surface, self.mouse)

    def draw_curtain(self, surface):
        r = self.board_rect.union(self.prompt_rect)
        draw.panel(surface, r, fill=(10, 12, 26, 248), edge=theme.BRASS, radius=26)
        seat = self.curtain_for
        self.draw_seat_token(surface, seat, (r.centerx, 330), 60)
        draw.text(surface, f"Pass the screen to {self.seat_name(seat)}", (r.centerx, 420), theme.SIZE_H1,
                  theme.GOLD, True, "midtop", shadow=True)
        draw.text(surface, "The next view shows private information. Everyone else, look away.",
                  (r.centerx, 500), theme.SIZE_BODY, theme.TEXT_DIM, False, "midtop")
        b = self._curtain_button_rect()
        hover = b.collidepoint(self.mouse)
        pygame.draw.rect(surface, theme.BUTTON_PRIMARY_HOVER if hover else theme.BUTTON_PRIMARY, b, border_radius=14)
        pygame.draw.rect(surface, (255, 230, 160), b, 2, border_radius=14)
        draw.text(surface, f"I am {self.seat_name(seat)}: show me", b.center, theme.SIZE_BODY, theme.TEXT_DARK,
                  True, "center")

    # ------------------------------------------------------------ generic board
    def draw_generic_board(self, surface):
        """The default board: the viewer's view as labelled boxes."""
        r = self.board_rect.inflate(-48, -40)
        title = "Spectator view" if self.viewer is None else f"What {self.seat_name(self.viewer)} can see"
        draw.text(surface, title, (r.x, r.y), theme.SIZE_SMALL, theme.TEXT_DIM, True)
        view = self.view if isinstance(self.view, dict) else {"view": self.view}
        shown_elsewhere = {"game", "seat", "you", "to_act", "current", "phase", "prompt", "players", "viewer"}
        items = [(str(k), v) for k, v in view.items() if str(k).lower() not in shown_elsewhere]
        cols = 3
        col_w = (r.w - (cols - 1) * 20) // cols
        x_positions = [r.x + i * (col_w + 20) for i in range(cols)]
        heights = [r.y + 44] * cols
        size = theme.SIZE_TINY
        for key, value in items:
            text = _pretty(value)
            lines = self.assets.wrap(text, size, col_w - 28)[:14]
            h = 44 + len(lines) * (size + 6) + 10
            c = min(range(cols), key=lambda i: heights[i])
            y = heights[c]
            if y + h > r.bottom:
                continue
            box = pygame.Rect(x_positions[c], y, col_w, h)
            draw.panel(surface, box, fill=(8, 24, 30, 170), edge=(60, 110, 110), radius=10, shadow=False)
            draw.text_fit(surface, key.replace("_", " ").capitalize(), pygame.Rect(box.x + 14, box.y + 8, box.w - 28, 30),
                          theme.SIZE_SMALL, theme.GOLD, True, "midleft")
            yy = box.y + 42
            for line in lines:
                draw.text(surface, line, (box.x + 14, yy), size, theme.TEXT)
                yy += size + 6
            heights[c] = y + h + 14


_PLAYER_N = re.compile(r"\bPlayer (\d)\b")


def _pretty(value, depth: int = 0) -> str:
    if isinstance(value, dict):
        if not value:
            return "—"
        parts = []
        for k, v in value.items():
            parts.append(f"{k}: {_pretty(v, depth + 1)}")
        return ("; " if depth else "\n").join(parts)
    if isinstance(value, (list, tuple)):
        if not value:
            return "none"
        return ", ".join(_pretty(v, depth + 1) for v in value)
    if value is None:
        return "—"
    return str(value)
