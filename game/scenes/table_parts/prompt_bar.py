"""The prompt bar under the board: the prompt text, the action buttons laid out
in rows and pages (numbered for the 0-9 keys), and the game-over button.

Only a usable button shows a key (turn_keys.TurnKeys); a choice keeps its number
while it stays on screen, a new choice takes a number not given before in the
turn while one is left (so a key pressed twice never takes a second, other
choice), and End turn or Pass is always 0.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table gives its hooks: `items` (prompt_actions), `text` (prompt_text),
`default` (default_action), `show_results`, `board_hint` (the line shown
when every choice is on the board), `on_change` (the buttons changed:
the table rebuilds its widget list) and `rules` (opens the rules at the
section for this decision; None: the game has no such links, no "?").
"""
from __future__ import annotations

import time

import pygame

from game.rules.core import Action
from game.scenes.table_parts.banner import game_over_text
from game.scenes.table_parts.click_words import with_costs
from game.scenes.table_parts.context import Part
from game.scenes.table_parts.items import PromptButton
from game.scenes.table_parts.turn_keys import END_KEY, TurnKeys
from game.ui import draw, theme
from game.ui.widgets import Button


class PromptBar(Part):
    RULES_W = 44
    CHANGED_HOLD = 1.0  # seconds a number just given to another kind asks before its key takes
    ELSEWHERE_HOLD = 1.5  # seconds a number another button showed asks before the bar's key takes

    def __init__(self, ctx, *, items, text, default, show_results, board_hint, on_change, rules=None,
                 others=lambda: [], mover=lambda: None, key_hold=None, bots_held=lambda: False):
        super().__init__(ctx)
        self._bots_held = bots_held  # the person's talks hold the bots: a bot to act waits, it is not deciding
        self._mover = mover  # the seat whose move is still landing as the person's turn comes (None: none)
        self._others = others  # the table's other parts: their dialogs take the keys, their buttons show numbers
        self._key_hold = key_hold  # game.ui.key_numbers.KeyHold: a key asked again after a reply clock passed
        self._items_fn, self._text_fn, self._default_fn = items, text, default
        self._show_results, self._board_hint, self._on_change = show_results, board_hint, on_change
        self._rules = rules
        self.rules_button: Button | None = None  # the "?" by the prompt text while a person decides
        self.items: list = []  # Actions and PromptButtons, all pages
        self.pages: list[list] = [[]]  # per page: (item, label, rect)
        self.page = 0
        self.buttons: list[Button] = []  # the shown page's buttons (page arrows last)
        self._shown_at: list = []  # (item, rect) of the buttons on the page shown
        self._numbered: list = []
        self.keys = TurnKeys(memory=ctx.match.key_memory)  # kept with the match: a save keeps it
        self._hidden = False  # a dialog takes the bar's place
        self._changed: dict[int, float] = {}  # number -> seconds its first press is still asked, not taken
        self._elsewhere: dict[int, float] = {}  # number another part's button showed -> seconds it still asks

    @property
    def landing(self) -> bool:
        """Another seat's move is still landing: the bar names it, not the person's choice."""
        return self._mover() is not None

    def _show_keys(self) -> None:
        """A button shows its number only while the number keys reach the bar
        (a chooser or dialog over it shows its own 1, 2, ...); the buttons
        show only once the last move has landed (with "Your turn")."""
        landed = self._mover() is None
        for b in self.buttons:
            b.visible = landed
        reach = self._keys_reach()
        for b, plain, numbered in self._numbered:
            b.label = numbered if reach else plain

    def _keys_reach(self) -> bool:
        """False while a popup or dialog takes the number keys: no numbers shown."""
        return not any(p.takes_keys for p in self._others() if p is not self)

    def build(self, hidden: bool = False) -> None:
        """Lay the items out; `hidden`: a dialog takes the bar's place (no items)."""
        self._build(hidden)

    def _build(self, hidden: bool) -> None:
        self.keys.follow(self.ctx.state)
        self._hidden = hidden
        if self.ctx.state.is_over:
            self._build_game_over()
        elif hidden:
            self.items, self.pages, self.buttons, self._numbered = [], [[]], [], []
        else:
            self._build_items(list(self._items_fn()) if self.ctx.my_turn else [])
        self.rules_button = self._make_rules_button(hidden)
        self._on_change()

    def _make_rules_button(self, hidden: bool) -> Button | None:
        ctx = self.ctx
        if self._rules is None or hidden or ctx.state.is_over or not ctx.my_turn:
            return None
        r = ctx.prompt_rect
        b = Button((r.right - 24 - self.RULES_W, r.y + 12, self.RULES_W, 40), "?", self._rules, style="ghost",
                   size=theme.SIZE_BODY, tooltip="The rules for this decision")
        b.reading = True
        return b

    def _build_items(self, items: list) -> None:
        ctx = self.ctx
        r = ctx.prompt_rect
        self.items = items
        held = {n for p in self._others() if p is not self for n in p.held_keys()}
        numbers = self.keys.bind([(item, self._label(item), self._enabled(item)) for item in items], held)
        self._changed = {n: self.CHANGED_HOLD for n in self.keys.changed}
        number_of = {id(item): n for item, n in zip(items, numbers)}
        # in the order of their numbers (a kind keeps its number, so its place in
        # the row; a greyed one stands where its number last was), 0 last; in
        # rows, narrower (labels cut, whole on hover) before a second page
        def place(i):
            n = numbers[i] if numbers[i] is not None else self.keys.places[i]
            if n is None:
                n = self.keys.remembered(items[i], self._label(items[i]))
            return place_of(n), numbers[i] is None

        order = sorted(range(len(items)), key=place)
        items, numbers = [items[i] for i in order], [numbers[i] for i in order]
        size = theme.SIZE_SMALL
        labels = [self._label(item) if n is None else f"{n}  {self._label(item)}" for item, n in zip(items, numbers)]
        # a label keeps its size: a button as wide as its words while the row has room
        natural = [min(r.w - 48, max(150, ctx.assets.text_size(label, size, True)[0] + 44)) for label in labels]
        for cap in range(max([560] + natural), 219, -20):
            pages = self._pack(items, labels, [min(w, cap) for w in natural], r, arrows=False)
            if len(pages) == 1:
                break
        else:
            pages = self._pack(items, labels, [min(w, 400) for w in natural], r, arrows=True)
        self.pages = pages
        self.page = min(self.page, len(pages) - 1)
        widgets, numbered = [], []
        for item, label, rect in pages[self.page]:
            cut = ctx.assets.text_size(label, size, True)[0] > rect.w - 20
            whole = f"{self._label(item)}\n" if cut else ""  # a cut label is read whole on hover
            if isinstance(item, Action):
                primary = len(items) == 1 or item == self._default_fn()
                b = Button(rect, label, (lambda a=item, n=number_of[id(item)]: self._take(n, a)),
                           style="primary" if primary else "normal",
                           size=size, tooltip=whole + with_costs(ctx, item, ctx.action_tooltip(item)))
                b.action = item
            else:
                b = Button(rect, label, (lambda it=item, n=number_of[id(item)]: self._take(n, it)),
                           style=item.style, size=size, tooltip=whole + item.tooltip,
                           enabled=item.enabled, disabled_reason=item.why)
                b.on_disabled = ctx.explain
            b.on_asleep = lambda b=b: ctx.explain(f"This button just changed to \"{b.label}\" under the pointer: "
                                                  "move the mouse and click again if you mean it.")
            if label != self._label(item):
                numbered.append((b, self._label(item), label))
            widgets.append(b)
        if len(pages) > 1:
            prev_b = Button((r.right - 130, r.bottom - 66, 54, 54), "‹", self.page_prev, size=theme.SIZE_H3,
                            enabled=self.page > 0, tooltip="Previous choices")
            next_b = Button((r.right - 70, r.bottom - 66, 54, 54), "›", self.page_next, size=theme.SIZE_H3,
                            enabled=self.page < len(pages) - 1, tooltip="More choices")
            widgets += [prev_b, next_b]
        self.buttons = widgets
        self._shown_at = [(item, rect) for item, _, rect in pages[self.page]]
        self._numbered = numbered  # (button, label, label with its number)
        self._show_keys()

    def rect_of(self, item):
        """Where the button of `item` (an Action or a PromptButton) is drawn now, or None."""
        return next((pygame.Rect(rect) for it, rect in self._shown_at if it is item), None)

    def _take(self, number, item) -> None:
        """A choice of the bar taken (its button or its key)."""
        self.keys.used(number)
        self._changed.clear()
        if isinstance(item, Action):
            self.ctx.take(item)
        else:
            item.on_click()

    def update(self, dt: float) -> bool:
        if self._changed and self._mover() is None:
            self._changed = {n: left - dt for n, left in self._changed.items() if left > dt}
        self._elsewhere = {n: left - dt for n, left in self._elsewhere.items() if left > dt}
        for p in self._others():
            if p is not self:
                self._elsewhere.update(dict.fromkeys(p.shown_keys(), self.ELSEWHERE_HOLD))
        return False

    @staticmethod
    def _pack(items: list, labels: list, widths: list, r, arrows: bool) -> list[list]:
        """(item, label, rect) per page: rows left to right, a page when the
        rows are full; with `arrows`, the last row leaves room for the page arrows."""
        x0, y0 = r.x + 24, r.y + 60
        row_h, gap = 52, 10
        max_x = r.right - 24
        rows = max(1, (r.bottom - 12 - y0 + gap) // (row_h + gap))
        pages: list[list] = [[]]
        x, row = x0, 0
        for item, label, w in zip(items, labels, widths):
            reserve = 130 if arrows and row == rows - 1 else 0
            if x + w > max_x - reserve and x > x0:
                row += 1
                x = x0
                if row >= rows:
                    pages.append([])
                    row = 0
            pages[-1].append((item, label, pygame.Rect(x, y0 + row * (row_h + gap), w, row_h)))
            x += w + gap
        return pages

    def _build_game_over(self) -> None:
        """The final board stays: one big "See the results" button."""
        r = self.ctx.prompt_rect
        item = PromptButton("See the results", self._show_results, style="primary",
                            tooltip="Final scores and how they came about (Enter)")
        self.items = [item]
        self.pages = [[]]
        self.page = 0
        h = max(52, min(72, r.bottom - 14 - (r.y + 60)))
        self.buttons = [Button((r.x + 24, r.y + 60, 440, h), item.label, item.on_click, style="primary",
                               size=theme.SIZE_H3, tooltip=item.tooltip)]
        self._numbered = [(self.buttons[0], item.label, f"{RESULTS_KEY}  {item.label}")]
        self._show_keys()

    def _label(self, item) -> str:
        return self.ctx.action_label(item) if isinstance(item, Action) else item.label

    @staticmethod
    def _enabled(item) -> bool:
        return isinstance(item, Action) or bool(item.enabled)

    def claims(self, number: int) -> bool:
        """A choice of the bar shows number key `number` now (on any page)."""
        return self.ctx.my_turn and self.keys.item(number) is not None

    def press(self, number: int) -> bool:
        """What number key `number` (0-9) does: what the button showing that
        number does; where no button shows it, nothing, and it says so."""
        if self.ctx.state.is_over:
            if number == RESULTS_KEY:
                self._show_results()
            else:
                self.ctx.explain(f"The game is over: {RESULTS_KEY} (or Enter) shows the results.")
            return True
        mover = self._mover()
        if mover is not None:
            self.ctx.explain(f"{self.ctx.seat_name(mover)}'s move is still landing: your choices come in a moment.")
            return True
        item = self.keys.item(number)
        if item is None or not any(item is it for it, _, _ in self.pages[self.page]):
            if item is not None:
                self.ctx.explain(f"{number} is on another page of choices: turn the page to see it.")
            elif number == END_KEY:
                self.ctx.explain("0 ends the turn or passes; neither is a choice now.")
            else:
                self.ctx.explain(f"No button shows {number} now.")
            return True
        # asked once whatever the reasons: the next press takes it
        held = self._key_hold.take() if self._key_hold is not None else None
        elsewhere = self._elsewhere.pop(number, None) is not None
        changed = self._changed.pop(number, None) is not None
        if held or elsewhere or changed:
            label = self._label(item)
            why = (f"{held}: {number} is now \"{label}\"" if held
                   else f"{number} was on another button a moment ago and is now \"{label}\"" if elsewhere
                   else f"{number} is now \"{label}\", another choice than a moment ago")
            self.ctx.explain(f"{why}: press {number} again to take it.")
            return True
        if isinstance(item, Action) or item.enabled:
            self._take(number, item)
        elif item.why:
            self.ctx.explain(item.why)
        return True

    def open_rules(self, otherwise) -> bool:
        """The ? key: what the "?" by the prompt opens, else `otherwise()` (the rules' start)."""
        if self.rules_button is not None:
            self.rules_button.on_click()
        else:
            otherwise()
        return True

    def enter(self, legal: list, take) -> bool:
        """Enter or Space: see the results at the end; else the only choice,
        the bar's only action or the game's default (none: it says so)."""
        ctx = self.ctx
        if ctx.state.is_over:
            self._show_results()
            return True
        if not ctx.my_turn:
            return False
        if self._mover() is not None:
            return True  # the buttons are not shown yet: Enter takes nothing unseen
        acts = [it for it in self.items if isinstance(it, Action)]
        if len(legal) == 1:
            take(legal[0])
            return True
        if len(acts) == 1 and len(self.items) == 1:
            take(acts[0])
            return True
        d = self._default_fn()
        if d is not None:
            take(d)
            return True
        ctx.explain("Enter takes the gold choice, and no choice here is gold: click one or press its number.")
        return True

    def page_prev(self) -> None:
        self.page = max(0, self.page - 1)
        self.build()

    def page_next(self) -> None:
        self.page = min(len(self.pages) - 1, self.page + 1)
        self.build()

    def on_applied(self, events) -> None:
        self.page = 0

    def draw(self, surface) -> None:
        self._show_keys()  # a move applied in this frame's update may have rebuilt the buttons
        ctx = self.ctx
        r = ctx.prompt_rect
        x = r.x + 24
        seat = ctx.to_act
        over = ctx.state.is_over
        mover = None if over else self._mover()
        if over:
            text = f"{game_over_text(ctx)}. Look over the final board, then see the results."
        elif mover is not None:
            seat = mover
            text = f"{ctx.seat_name(mover)} moves…"
        elif ctx.my_turn:
            text = self._text_fn() or "Choose an action."
        elif seat is not None and ctx.match.seats[seat].is_bot and self._bots_held():
            text = f"{ctx.seat_name(seat)} waits while you talk trade."
        elif seat is not None and ctx.match.seats[seat].is_bot and ctx.bot_waits_for():
            text = f"{ctx.seat_name(seat)} waits while you read {ctx.bot_waits_for()}."
        elif seat is not None and ctx.match.seats[seat].is_bot and ctx.bots_stopped:
            text = f"Bot play is stopped: {ctx.seat_name(seat)} waits for your choice."
        elif seat is not None and ctx.match.seats[seat].is_bot:
            dots = "." * (1 + int(time.monotonic() * 3) % 3)
            what = ctx.bot_deciding(seat)  # a reply out of turn says to what, as the banner says "reply"
            what = f" {what}" if what else ""
            text = f"{ctx.seat_name(seat)} is deciding{what}{dots}" if ctx.autoplay else f"{ctx.seat_name(seat)} to act."
        else:
            text = f"Waiting for {ctx.seat_name(seat)}."
        if seat is not None and not over:
            ctx.draw_seat_token(surface, seat, (x + 14, r.y + 34), 14)
            x += 40
        right = r.right - 24 - (self.RULES_W + 8 if self.rules_button is not None else 0)
        draw.text_fit(surface, text, pygame.Rect(x, r.y + 12, right - x, 44), theme.SIZE_BODY,
                      theme.HILITE if ctx.my_turn else theme.TEXT, True, "midleft")
        if len(self.pages) > 1:
            draw.text(surface, f"{self.page + 1}/{len(self.pages)}", (r.right - 150, r.bottom - 39),
                      theme.SIZE_TINY, theme.TEXT_DIM, anchor="midright")
        if ctx.my_turn and not self.items and not self._hidden:
            hint = self._board_hint()
            if hint:
                draw.text(surface, hint, (r.x + 24, r.y + 76), theme.SIZE_SMALL, theme.TEXT_DIM)

    def draw_background(self, surface) -> None:
        ctx = self.ctx
        draw.panel(surface, ctx.prompt_rect, fill=(16, 20, 40, 235),
                   edge=theme.BRASS if ctx.my_turn else (60, 70, 104), radius=16, shadow=True, width=2)


RESULTS_KEY = 1  # "See the results" once the game is over


def place_of(number) -> int:
    """Where a button with key `number` sits in the bar: 1 to 9 in order, then
    the buttons with no number (more than nine, or greyed and never shown with
    one), End turn (0) last."""
    return 11 if number == END_KEY else 10 if number is None else number
