"""The coach of a lesson (game/lesson.py): a panel with the step's words and
Next / Restart step / Leave / Coach off, the table dimmed except the target
the step expects, wrong clicks answered with a hint and not taken, the bots'
scripted moves, and after the hand-over one line the first time a decision
kind that was not taught comes up.

A part of the table frame (see game/scenes/table_parts/context.py), added
with TableScene.add_overlay so it sees every event first and draws last.
`attach_coach(table, lesson)` wires it: the table's action gate and bot
script are the coach's.  What it lights is read from the table's public
face: its board Targets, prompt buttons, chooser popup and confirm dialog.
"""
from __future__ import annotations

import re

import pygame

from game.rules.core import Action
from game.rules.pending import PASS
from game.session import LessonMark
from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.widgets import Button

DIM_MULTIPLY = (92, 96, 112)  # what is not lit keeps about 40% of its light
PANEL_W, PANEL_H = 470, 560  # the panel's width, and its height at most (its words decide: _height)
PANEL_MIN_H = 180
PANEL_SHADOW = 12
GLOW_PAD = 12  # draw.glow_rect's reach outside its rect (4 px per step, 3 steps)  # room around the panel's picture for its shadow
WRONG_CLICK = "Not there yet: the coach has lit what to click."
NOTE_READING_WPM = 150  # a note after the hand-over stays for its reading time...
NOTE_MIN_SECONDS = 6.0  # ...and at least this long, unless the person decides first
TEXT_STEP = "Read the coach's words first, then press Next."
# each button cell's number key, (row from the bottom, column): Next 6 | Restart step 7 over
# Leave (Got it) 8 | Coach off (Coach on) 9; high numbers, clear of the prompt bar's 1, 2, ...
CELL_KEYS = {(1, 0): 6, (1, 1): 7, (0, 0): 8, (0, 1): 9}
GLIDE_SECONDS = 0.4  # the panel glides to a new place instead of jumping


def _between(a, b, t: float) -> pygame.Rect:
    """The rect a share `t` of the way from `a` to `b`, eased in and out."""
    e = t * t * (3 - 2 * t)
    return pygame.Rect(round(a.x + (b.x - a.x) * e), round(a.y + (b.y - a.y) * e),
                       round(a.w + (b.w - a.w) * e), round(a.h + (b.h - a.h) * e))


def _reach(a, b) -> int:
    """How far a glide from `a` to `b` goes: the largest change of an edge or size."""
    return max(abs(a.x - b.x), abs(a.y - b.y), abs(a.w - b.w), abs(a.h - b.h))


def lit_items(table, expect) -> list:
    """What a click may go to for `expect` now: (rect, board Target or None).

    The confirm dialog's Yes, else the reaction prompt's matching buttons
    (Pass for an expected Pass), else the chooser's matching buttons, else the
    board Targets and prompt buttons whose actions include a matching one.
    With nothing matching (the person picked up the wrong card), the prompt
    bar's own buttons (Put back, Cancel) are lit so they can get out."""
    if table.confirm is not None:
        buttons = table.confirm_dialog.buttons
        return [(buttons[0].rect, None)] if buttons and expect.matches(table.confirm) else []
    prompt = table.reaction
    if prompt is not None:
        buttons = prompt.buttons()
        out = [(b.rect, None) for b in buttons
               if (expect.matches(b.payload) if isinstance(b.payload, Action) else
                   b.payload is None and expect.matches(PASS))]
        if out:
            return out
        return [(b.rect, None) for b in buttons if callable(b.payload)]  # a card of several plays: its chooser
    popup = table.popup
    if popup is not None:
        return [(b.rect, None) for b in popup["buttons"]
                if isinstance(b.action, Action) and expect.matches(b.action)]
    targets = [t for t in table.current_targets()
               if t.clickable and t.rect is not None and any(expect.matches(a) for a in t.actions)]
    out = [(t.rect, t) for t in table.next_click_targets(targets)]
    buttons = [b for b in table.prompt_buttons() if b.visible]
    out += [(b.rect, None) for b in buttons
            if isinstance(b.action, Action) and expect.matches(b.action)]
    if not out:
        out = [(b.rect, None) for b in buttons if b.action is None and b.enabled]
    return out


def enter_action(table, expect):
    """The one expected action the coach lights on the board or the prompt
    bar (Enter and Space take it, as they take a gold choice), else None:
    several are lit, or a dialog, reply or chooser asks (its own keys answer)."""
    if table.confirm is not None or table.reaction is not None or table.popup is not None or table.modal_open:
        return None
    found = []
    targets = [t for t in table.current_targets()
               if t.clickable and t.rect is not None and any(expect.matches(a) for a in t.actions)]
    for t in table.next_click_targets(targets):
        found += [a for a in t.actions if expect.matches(a)]
    found += [b.action for b in table.prompt_buttons()
              if b.visible and b.enabled and isinstance(b.action, Action) and expect.matches(b.action)]
    distinct = []
    for a in found:
        if a not in distinct:
            distinct.append(a)
    return distinct[0] if len(distinct) == 1 and distinct[0] in table.legal else None


class Coach(Part):
    def __init__(self, ctx, lesson, *, on_handover=lambda: None, on_leave=lambda: None, undo=lambda: False,
                 clear_selection=lambda: None, save=lambda: None, mover=lambda: None,
                 start: LessonMark | None = None, key_taken=lambda number: False, can_undo=lambda: False,
                 holds=lambda: False, notices=lambda: [], made_for=lambda step: False):
        super().__init__(ctx)
        self._made_for = made_for  # step index -> a pass the table made for the person (no decision of theirs)
        self._can_undo = can_undo  # the person's last decision may be taken back now
        self._holds = holds  # the person holds something between two clicks
        self._notices = notices  # where the table's notices are drawn: never dimmed (they answer a click)
        self._key_taken = key_taken  # number -> a choice of the prompt bar shows it now (the bar keeps it)
        self.lesson = lesson
        self.person = lesson.person
        self.index = 0
        self.off = False
        self.note = ""  # after the hand-over: the one line about a new decision kind
        self._note_left = 0.0  # seconds the note stays (it also goes at the person's next decision)
        # Pass is never news; taught kinds were said in the steps
        self.commented: set[str] = set(lesson.taught_kinds()) | {type(PASS).__name__}
        self.broken = ""  # the lesson no longer fits the position: why, in one sentence
        self.wrong_clicks = 0
        self._on_handover, self._on_leave, self._undo = on_handover, on_leave, undo
        self._clear_selection = clear_selection
        self._save = save  # keep the match's autosave, with this step in it
        self._mover = mover  # the seat whose last move is still landing on the board, or None
        self._script: list = []
        self._step_start = 0  # match steps when the current step began
        self._panel_cache = None  # (key, picture of the panel and its words)
        self._checked = False
        self.rect = pygame.Rect(0, 0, PANEL_W, PANEL_H)  # where the panel is drawn now
        self._goal: pygame.Rect | None = None  # where it is going (rect, once the glide is over)
        self._glide_from = pygame.Rect(self.rect)
        self._glide_t = 1.0
        self._glide_via: pygame.Rect | None = None  # the corner of a glide in two legs
        self._names = None  # (step index, the names of drawn things its words mention)
        self._placed = None  # (what _place weighed, the place it chose): the last frame's answer
        self.buttons: dict[str, Button] = {}
        self._cell_keys: dict[str, int] = {}  # button name -> its cell's number key
        self._text_bottom = 0
        if start is None:
            self._begin(0)
        else:
            self._resume(start)

    # ------------------------------------------------------------ state
    @property
    def step(self):
        return self.lesson.steps[self.index]

    @property
    def guiding(self) -> bool:
        """The coach leads (before the hand-over, switched on, story intact)."""
        return not self.off and not self.broken and not self.step.handover

    @property
    def shown(self) -> bool:
        """The panel is on the table: always before the hand-over; after it,
        only while it has something to say (a note, a broken story)."""
        return bool(self.note or self.broken) or not self.step.handover

    @property
    def expecting(self) -> bool:
        """The person must take the step's action now."""
        return self.guiding and self.step.expect is not None and self.ctx.my_turn and self.ctx.to_act == self.person

    def _begin(self, index: int) -> None:
        self.index = index
        self._script = list(self.step.bot_moves)
        self._step_start = len(self.ctx.match.steps)
        self._checked = False
        self._mark()
        if self.step.handover:
            self._show_note(self.step.text)
            self._on_handover()

    def _resume(self, start: LessonMark) -> None:
        """Stand at a saved step again: its bot moves already played since it
        began are taken off the script, and its checks, once the person has
        decided in it, are not asked again."""
        self.index = start.step
        self._step_start = start.since
        self._script = list(self.step.bot_moves)
        made = self.ctx.match.steps[start.since:]
        for s in made:
            if s.seat != self.person and self._script and s.action == self._script[0]:
                self._script.pop(0)
        self._checked = any(s.seat == self.person for s in made)
        self._mark()

    def _mark(self) -> None:
        self.ctx.match.lesson = LessonMark(self.index, self._step_start)

    def advance(self) -> None:
        if self.index < len(self.lesson.steps) - 1:
            self._begin(self.index + 1)
            self._check_step()
            self._save()  # a text step's Next makes no move: the autosave would keep the step before
        self.ctx.refresh()

    def leave(self) -> None:
        self._save()
        self._on_leave()

    def failed_checks(self) -> list[str]:
        """The checks of this step that do not hold on the person's view."""
        view = self.ctx.state.view_for(self.person)
        out = []
        for c in self.step.checks:
            ok, why = c.holds(view)
            if not ok:
                out.append(why)
        return out

    def _check_step(self) -> None:
        """The checks, once: when the person first decides in this step."""
        if self.guiding and not self._checked and self.ctx.to_act == self.person and not self.ctx.state.is_over:
            self._checked = True
            failed = self.failed_checks()
            if failed:
                self.broken = f"This lesson no longer fits the game here ({failed[0]}). Play on freely."

    # ------------------------------------------------------------ wiring
    def refusal(self, action) -> str:
        """Why this step refuses `action` ("" lets it through); asking counts nothing."""
        if not self.guiding:
            return ""
        expect = self.step.expect
        if expect is None:
            return TEXT_STEP
        if expect.matches(action):
            return ""
        return self.step.wrong or WRONG_CLICK

    def asks_for(self, action) -> bool:
        """This step asks for just this action (so nothing asks again whether it is meant)."""
        expect = self.step.expect if self.guiding else None
        return expect is not None and expect.matches(action)

    def gate(self, action) -> str:
        """The table's action gate: "" lets `action` through; a refused try is a wrong click."""
        why = self.refusal(action)
        if why and self.step.expect is not None:
            self.wrong_clicks += 1
        return why

    def script(self, seat: int):
        """The bots' scripted move of this step, if any is left."""
        if self.off or self.broken or not self._script:
            return None
        move = self._script[0]
        if move not in self.ctx.legal:
            self.broken = f"This lesson no longer fits the game here (the scripted {move.label()} is not legal)."
            return None
        return move

    def lit(self) -> list:
        return lit_items(self.ctx, self.step.expect) if self.expecting else []

    # ------------------------------------------------------------ Part
    def on_applied(self, events) -> None:
        match = self.ctx.match
        last = match.steps[-1] if match.steps else None
        if last is None or self.broken:
            return
        if self.note and not self.guiding and last.seat == self.person and not self._made_for(len(match.steps) - 1):
            self.note = ""  # the person has read it and decided
        if last.seat != self.person:
            if self._script and last.action == self._script[0]:
                self._script.pop(0)
            return
        step = self.step
        if self.off or step.handover or step.expect is None or not step.expect.matches(last.action):
            return
        if step.repeat and self.ctx.to_act == self.person and any(
                step.expect.matches(a) for a in self._legal_after()):
            return
        self.advance()

    def _legal_after(self) -> list:
        state = self.ctx.state
        return [] if state.is_over else list(state.legal_actions())

    def on_refresh(self) -> None:
        prompt = self.ctx.reaction
        if self.guiding and prompt is not None and not prompt.stopped:
            prompt.stop_clock()  # a lesson never lets the clock answer for the person
        if not self.guiding and not self.off and not self.broken and self.ctx.my_turn:
            self._comment_new_kind()
        elif self.guiding:
            self._check_step()
        if not self._aim():
            self._layout_buttons()

    def update(self, dt: float) -> bool:
        """A note after the hand-over goes after its time; a dialog or chooser
        opened or closed since the last refresh: move the panel off it."""
        if self.note and not self.guiding and self.ctx.my_turn:
            # its reading time counts from the person's turn: while the bots move they watch the board
            self._note_left -= dt
            if self._note_left <= 0:
                self.note = ""
                if not self.off and not self.broken:
                    self._comment_new_kind()
        moved = self._aim()
        if self.rect == self._goal:
            return moved
        a, b, via = self._glide_from, self._goal, self._glide_via
        if via is None:
            self._glide_t = min(1.0, self._glide_t + dt / GLIDE_SECONDS)
            self.rect = _between(a, b, self._glide_t)
        else:  # two legs round what it keeps off, each at the pace of a straight glide of its length
            first, second = _reach(a, via), _reach(via, b)
            seconds = GLIDE_SECONDS * (first + second) / max(1, _reach(a, b))
            self._glide_t = min(1.0, self._glide_t + dt / seconds)
            turn = first / max(1, first + second)
            t = self._glide_t
            self.rect = _between(a, via, t / turn) if t < turn else _between(via, b, (t - turn) / max(1e-9, 1 - turn))
        self._layout_buttons()
        return True

    def _route(self, a, b):
        """The corner a glide from `a` to `b` turns at (None: straight), so
        the panel on its way never crosses the log or what it keeps off:
        straight when the box of the whole move is clear, else the L whose
        two legs cover the least of them."""
        avoid = [self.ctx.log_rect] + self._must_keep_off()

        def hits(*boxes):
            return sum(box.colliderect(r) for box in boxes for r in avoid)

        if not hits(a.union(b)):
            return None
        corners = [pygame.Rect(a.x, b.y, b.w, b.h), pygame.Rect(b.x, a.y, a.w, a.h)]
        best = min(corners, key=lambda m: hits(a.union(m), m.union(b)))
        return best if hits(a.union(best), best.union(b)) < hits(a.union(b)) else None

    def _aim(self) -> bool:
        """Set where the panel goes; True when that changed (a glide starts, or
        the panel is put there at once: its first place, or no animations)."""
        goal = self._place(self._height())
        if goal == self._goal:
            return False
        if (self._goal is not None and goal.size == self._goal.size and self.covers(self.ctx.mouse)
                and not self._must_leave(self._goal)):
            return False  # not from under the pointer, unless it covers what must be seen
        jump = self._goal is None or self.ctx.animation_speed() <= 0
        self._goal = goal
        if jump:
            self.rect = pygame.Rect(goal)
        else:  # it takes its new size at once (its words never show cut) and glides to its place
            self.rect = self._resized(goal.size)
            self._glide_from, self._glide_t = pygame.Rect(self.rect), 0.0
            self._glide_via = self._route(self._glide_from, goal)
        self._layout_buttons()
        return True

    def _resized(self, size) -> pygame.Rect:
        """The panel at `size` where it is: keeping its foot (and so its
        buttons), or its top where that covers less of the log and what it
        keeps off."""
        top = pygame.Rect(self.rect.topleft, size)
        foot = pygame.Rect(self.rect.x, self.rect.bottom - size[1], *size)
        if foot.y < 0:  # never above the canvas's top
            return top
        avoid = [self.ctx.log_rect] + self._must_keep_off()
        return min((foot, top), key=lambda r: sum(r.colliderect(a) for a in avoid))

    def on_undo(self) -> None:
        if len(self.ctx.match.steps) < self._step_start:
            self._step_start = len(self.ctx.match.steps)
            self._mark()

    @property
    def handing_over(self) -> bool:
        """The hand-over's own words are on the panel."""
        return self.step.handover and bool(self.note) and self.note == self.step.text

    def _comment_new_kind(self) -> None:
        if self.handing_over:
            return  # something new is said once the hand-over's words are put away
        if self.ctx.skips_curtain(self.ctx.to_act):
            return  # the screen passes for the person without asking: nothing to explain
        kinds = []
        for a in self.ctx.legal:
            k = type(a).__name__
            if k not in self.commented and k not in kinds:
                kinds.append(k)
        if not kinds:
            return
        k = kinds[0]
        self.commented.update(kinds)
        first = next(a for a in self.ctx.legal if type(a).__name__ == k)
        self._show_note(self.lesson.notes.get(k) or f"Something new: {self.ctx.action_label(first)}.")

    def _show_note(self, text: str) -> None:
        self.note = text
        self._note_left = max(NOTE_MIN_SECONDS, len(text.split()) * 60 / NOTE_READING_WPM)

    def restartable(self) -> bool:
        """Something of this step can be restarted: a decision of the person's
        in it that may be taken back, or what they hold between two clicks."""
        made = self.ctx.match.steps[self._step_start:]
        return self._holds() or (any(s.seat == self.person for s in made) and self._can_undo())

    def restart_step(self) -> None:
        """Take back the person's decisions of this step (and whatever they
        hold between two clicks) and show it again."""
        if not self.restartable():
            self.ctx.explain("This step is already at its start.")
            return
        self._clear_selection()
        while len(self.ctx.match.steps) > self._step_start:
            if not self._undo():
                break
        if len(self.ctx.match.steps) <= self._step_start:
            self._script = list(self.step.bot_moves)
        self.ctx.refresh()

    def dismiss(self) -> None:
        """Put away the line shown after the hand-over."""
        self.note = ""
        self.ctx.refresh()

    def turn_off(self) -> None:
        self.off = True
        self._script = []
        self.ctx.refresh()

    def turn_on(self) -> None:
        self.off = False
        self.ctx.refresh()

    def _place(self, h: int) -> pygame.Rect:
        """Where the panel goes: the first of the table's places for it
        (TableScene.coach_places) over no lit target and no open dialog
        (TableScene.dialog_rects), then over nothing the step talks about (the
        things its words name, TableScene.named_rects, and its `about`) nor
        the board's highlights in a text step, then off what the table keeps
        clear of it when it can (coach_keep_clear), then off the log (once a dialog
        that pushed it there closes, it goes back); else the one over the
        fewest of them, the lit and the dialogs counting most.  It stays where
        it is (its size may change) unless elsewhere covers less."""
        places = self.ctx.coach_places(PANEL_W, h)
        must = self._must_keep_off()
        named = self._named_rects() if self.guiding else []
        # in a text step the board's own highlights are what the person looks at next
        shown = self._highlighted() if self.guiding and self.step.expect is None else []
        log = self.ctx.log_rect
        soft = [pygame.Rect(r) for r in self.ctx.coach_keep_clear()]
        g = self._goal if self.guiding else None
        key = (h, tuple(map(tuple, places)), tuple(map(tuple, must)), tuple(map(tuple, named + shown)), tuple(log),
               tuple(map(tuple, soft)), tuple(g) if g is not None else None)
        if self._placed is not None and self._placed[0] == key:
            return pygame.Rect(self._placed[1])  # nothing it weighs has changed since the last frame
        best = self._best_place(places, h, must, named + shown, log, g, soft)
        self._placed = (key, pygame.Rect(best))
        return best

    def _best_place(self, places, h, must, named, log, g, soft=()) -> pygame.Rect:
        def cost(p):
            return 100 * sum(p.colliderect(r) for r in must) + 30 * sum(p.colliderect(r) for r in named) + 3 * sum(
                p.colliderect(r) for r in soft) + (1 if p.colliderect(log) else 0)

        best = min(places, key=cost)
        if g is not None:
            # where it is now, its foot (and so its buttons) kept when its height changes; else a
            # place at its left edge with its top or its foot
            top = min(p.y for p in places)
            foot = [p for p in places if p.x == g.x and p.bottom == g.bottom]
            kept = [pygame.Rect(g.x, g.bottom - h, g.w, h)] if not foot and g.bottom - h >= top else []
            for here in foot + kept + [p for p in places if p.x == g.x and p.y == g.y]:
                if cost(here) <= cost(best):
                    return pygame.Rect(here)  # it moves only when where it is covers more than elsewhere
        return best

    def _must_keep_off(self) -> list:
        return [r.inflate(24, 24) for r, _ in self.lit()] + list(self.ctx.dialog_rects())

    def _must_leave(self, place) -> bool:
        """`place` covers a lit target, an open dialog or what the step talks about."""
        named = self._named_rects() if self.guiding else []
        return any(place.colliderect(r) for r in self._must_keep_off() + named)

    @property
    def gliding(self) -> bool:
        return self._goal is not None and self.rect != self._goal

    def _named_rects(self) -> list:
        """Where the things named are drawn: by this step's words, its
        wrong-click answer, and what the panel says now ("Watch Vega move first")."""
        step = self.step
        said = self._panel_words()[1]
        if self._names is None or self._names[0] != (self.index, said):
            words = f"{step.text} {step.wrong or ''} {said}".lower()
            table = self.ctx.named_rects()
            found = [n for n in table if re.search(rf"\b{re.escape(n)}\b", words)]
            self._names = ((self.index, said), found + [n for n in step.about if n not in found])
        table = self.ctx.named_rects() if self._names[1] else {}
        return [r for n in self._names[1] for r in table.get(n, ())]

    def _highlighted(self) -> list:
        """The board's clickable targets now (the table lights them for the person)."""
        if not self.ctx.my_turn:
            return []
        return [t.rect for t in self.ctx.current_targets() if t.clickable and t.rect is not None and t.actions]

    def _height(self) -> int:
        """As tall as the words it shows now and its rows of buttons need (a
        step that waits for the bots says only "Watch ...", and grows when its
        words come), so it covers no more of the board than it must."""
        if self.off or (not self.guiding and not self.broken and not self.note):
            return 64
        text = draw.block_height(self._panel_words()[1], theme.SIZE_BODY, PANEL_W - 32)
        rows = 2 if self.guiding and (self.step.expect is None or self.restartable()) else 1
        return max(PANEL_MIN_H, min(PANEL_H, 48 + text + 16 + rows * 50))

    def _layout_buttons(self) -> None:
        """Each button has its own cell, the same in every step and state (a
        click aimed at Leave never lands on Coach off because a row changed):
        the bottom row holds Leave (or Got it) | Coach off (or Coach on), the
        row above Next | Restart step."""
        r = self.rect
        if not self.shown:
            cells = []
        elif self.off:
            cells = [(0, 1, "on", "Coach on", self.turn_on, "primary")]
        elif self.guiding:
            cells = [(0, 0, "leave", "Leave", self.leave, "ghost"), (0, 1, "off", "Coach off", self.turn_off, "ghost")]
            if self.restartable():
                cells.append((1, 1, "restart", "Restart step", self.restart_step, "normal"))
            if self.step.expect is None:
                cells.append((1, 0, "next", "Next", self.advance, "primary"))
        elif self.note and not self.broken:
            # Got it in Leave's cell: a click meant for Leave only puts the note away
            cells = [(0, 0, "ok", "Got it", self.dismiss, "primary"),
                     (0, 1, "off", "Coach off", self.turn_off, "ghost")]
        else:  # the story broke: the person may leave, or play on without the coach
            cells = [(0, 0, "leave", "Leave", self.leave, "ghost"), (0, 1, "off", "Coach off", self.turn_off, "ghost")]
        rows = 1 + max((c[0] for c in cells), default=-1)
        self._cell_keys = {key: CELL_KEYS[(row, col)] for row, col, key, *_ in cells}
        w = (r.w - 16 - 8) // 2
        # the same Button objects while their cell stays: a press begun before a
        # bot's move (or during a glide) still clicks when released
        old, self.buttons = self.buttons, {}
        for row, col, key, label, fn, style in cells:
            rect = (r.x + 8 + col * (w + 8), r.bottom - 8 - (row + 1) * 50, w, 44)
            b = old.get(key)
            if b is not None and b.label == label and b.style == style:
                b.rect, b.on_click = pygame.Rect(rect), fn
            else:
                b = Button(rect, label, fn, style=style, size=theme.SIZE_SMALL)
            self.buttons[key] = b
        self._text_bottom = r.bottom - 16 - rows * 50

    def numbered(self) -> dict:
        """number -> button: each cell's own number (CELL_KEYS), shown
        while no choice of the prompt bar shows it and no dialog or popup
        takes the number keys; a glide keeps them (a key, unlike a click,
        cannot miss a moving button, and the panel glides while bots move)."""
        free = not self.ctx.modal_open
        out = {}
        for name, b in self.buttons.items():
            n = self._cell_keys.get(name)
            b.key = n if free and n is not None and b.enabled and not self._key_taken(n) else None
            if b.key is not None:
                out[n] = b
        return out

    def shown_keys(self) -> set:
        return set(self.numbered()) if self.shown else set()

    def held_keys(self) -> set:
        if not self.shown:
            return set()
        return {self._cell_keys[name] for name, b in self.buttons.items() if b.enabled and name in self._cell_keys}

    def handle(self, event) -> bool:
        if self.gliding and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.rect.collidepoint(event.pos):
            return True  # its buttons are on the move: a click there does nothing
        for b in self.buttons.values():
            if b.handle(event):
                return True
        if event.type == pygame.KEYDOWN and pygame.K_0 <= event.key <= pygame.K_9:
            b = self.numbered().get(event.key - pygame.K_0)
            if b is not None:
                b.click(b.rect.center)
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            gold = self.buttons.get("next") or self.buttons.get("ok")  # the coach's gold button takes Enter
            if gold is not None and gold.enabled and not self.gliding:
                gold.on_click()
                return True
            lit = enter_action(self.ctx, self.step.expect) if self.expecting and self._mover() is None else None
            if lit is not None:  # what the coach lights is the gold choice
                self.ctx.take(lit)
                return True
        pos = getattr(event, "pos", None)
        if pos is not None and self.covers(pos) and event.type in (pygame.MOUSEBUTTONDOWN,
                                                                              pygame.MOUSEBUTTONUP):
            return True
        if not self.guiding or not self.ctx.my_turn:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            if self._allowed(pos) or any(w.reading and w.contains(pos) for w in self.ctx.widgets):
                return False  # what it lit, or something to read (rules, menu, log): never a move
            if event.type == pygame.MOUSEBUTTONUP:
                self.wrong_clicks += 1
                self.ctx.explain(TEXT_STEP if self.step.expect is None else (self.step.wrong or WRONG_CLICK))
            return True
        return False

    def _allowed(self, pos) -> bool:
        if self.step.expect is None:
            return False
        items = self.lit()
        lit_targets = [t for _, t in items if t is not None]
        target = self.ctx.target_at(pos) if not self.ctx.modal_open else None
        if target is not None and any(target is t for t in lit_targets):
            return True
        return any(t is None and r.collidepoint(pos) for r, t in items)

    def covers(self, pos) -> bool:
        return self.shown and self.rect.collidepoint(pos)

    def keep_clear(self) -> list:
        """The coach's words and what it lights stay in sight under a hovered target's tooltip."""
        return ([self.rect] if self.shown else []) + [r for r, _ in self.lit()]

    # ------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        if self.expecting and self._mover() is None:  # nothing lit while another seat's move lands
            self._draw_dim(surface, [r for r, _ in self.lit()])
        if self.shown:
            self._draw_panel(surface)

    def _draw_dim(self, surface, rects) -> None:
        """Darken everything but the lit rects and the panel: keep those
        regions, darken the whole canvas with one multiply fill, put them back
        (much cheaper than blending a screen-sized transparent veil)."""
        bounds = surface.get_rect()
        holes = [r.inflate(12, 12).clip(bounds) for r in rects] + [self.rect.clip(bounds)] + [
            r.clip(bounds) for r in self._notices()]
        kept = [(h, surface.subsurface(h).copy()) for h in holes if h.w > 0 and h.h > 0]
        surface.fill(DIM_MULTIPLY, special_flags=pygame.BLEND_MULT)
        for h, pixels in kept:
            surface.blit(pixels, h)
        for r in rects:
            ring = r.inflate(12, 12)
            surface.blit(self._glow(ring.size), ring.move(-GLOW_PAD, -GLOW_PAD))

    def _glow(self, size) -> pygame.Surface:
        """The lit ring around a target of `size`, drawn once per size."""
        def make():
            pic = pygame.Surface((size[0] + 2 * GLOW_PAD, size[1] + 2 * GLOW_PAD), pygame.SRCALPHA)
            draw.glow_rect(pic, pygame.Rect(GLOW_PAD, GLOW_PAD, *size), theme.HILITE, 12)
            return pic

        return self.ctx.assets.generated(("coach-glow", tuple(size)), make)

    def _panel_words(self) -> tuple[str, str]:
        """(heading, text) of the panel now."""
        if self.off:
            return "Coach is off", ""
        if self.guiding:
            head = f"Coach  ·  step {self.index + 1} of {self.lesson.handover_index + 1}"
            waiting = self.ctx.to_act
            landing = self._mover()  # the step's words speak of a board that has settled
            if self.step.expect is not None and landing is not None:
                waiting = landing
            if self.step.expect is not None and waiting is not None and waiting != self.person:
                # the step's words may speak of what the others are about to do; its number goes with its words
                return "Coach  ·  watching", f"Watch {self.ctx.seat_name(waiting)} move first; your part comes next."
            return head, self.step.text
        if self.broken:
            return "Coach", self.broken
        if self.handing_over:
            return "Coach  ·  over to you", self.note
        return "Coach  ·  on your own", self.note

    def _draw_panel(self, surface) -> None:
        r = self.rect
        head, body = self._panel_words()
        key = (r.size, head, body, self._text_bottom - r.y)
        if self._panel_cache is None or self._panel_cache[0] != key:
            self._panel_cache = (key, self._render_panel(r, head, body))
        surface.blit(self._panel_cache[1], r.move(-PANEL_SHADOW, -PANEL_SHADOW))
        mouse = self.ctx.mouse
        self.numbered()
        for b in self.buttons.values():
            b.draw(surface, mouse)

    def _render_panel(self, r, head, body) -> pygame.Surface:
        """The panel with its words, drawn once per change."""
        pic = pygame.Surface((r.w + 2 * PANEL_SHADOW, r.h + 2 * PANEL_SHADOW), pygame.SRCALPHA)
        local = pygame.Rect(PANEL_SHADOW, PANEL_SHADOW, r.w, r.h)
        draw.panel(pic, local, fill=(16, 22, 44), edge=theme.GOLD, radius=16)
        faint = self.off or not body
        draw.text(pic, head, (local.x + 16, local.y + (8 if faint else 12)), theme.SIZE_SMALL,
                  theme.TEXT_FAINT if self.off else theme.GOLD, not self.off)
        if body:
            draw.text_block_fit(pic, body, pygame.Rect(local.x + 16, local.y + 48, local.w - 32,
                                                       self._text_bottom - r.y - 48), theme.SIZE_BODY, theme.TEXT,
                                min_size=theme.SIZE_SMALL)
        return pic


def attach_coach(table, lesson, **callbacks) -> Coach:
    """Put a lesson's coach on `table`: its gate, its bot script, its panel
    (`start`: the saved step of a lesson resumed)."""
    coach = Coach(table, lesson, undo=table.undo, clear_selection=table.clear_selection, save=table.keep_autosave,
                  mover=table.banner.mover,
                  key_taken=lambda n: table.prompt_bar.claims(n) or table.reactions.claims(n),
                  can_undo=lambda: table.undo_steps.seat() is not None, holds=table.holds_something,
                  notices=lambda: table.toasts.drawn, made_for=table.undo_steps.made_for, **callbacks)
    table.add_overlay(coach)
    table.gate_actions(coach.gate, refusal=coach.refusal, asks_for=coach.asks_for)
    table.script_bots(coach.script)
    coach._check_step()
    table.refresh()
    return coach
