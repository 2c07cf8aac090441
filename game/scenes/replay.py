"""Replay: step through a recorded game one decision or one turn at a time.

The game's own table draws each position, read-only: it is fed the replayed
state through a frozen copy of the match (the viewer is chosen here, so no
hot-seat curtain falls), gets no input, and is never updated, so no bot is
run and nothing is applied or autosaved.  The table is drawn once per
position into a picture.  It is shown at full size, as it was played, with
the replay's controls over the table's prompt bar and its banner buttons
(which do nothing in a replay); the overview (O) shrinks it beside the
position's words, the win-chance graph and the timeline.

Keys: Left/Right one decision; Shift+Left/Right or Up/Down one turn;
Home/End the first and last position; O the overview and back.  The timeline below scrubs; with the
win-chance analysis (game.analysis) the graph is drawn above it, and a click
on the graph or a swing mark jumps there.
"""
from __future__ import annotations

import pygame

from game.replay import Replay
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.table_parts.items import LogEntry
from game.session import Seat
from game.ui import draw, theme
from game.ui.seat_names import with_seat_names
from game.ui.widgets import Button

REVEALED = "all"  # the viewer mode with everything revealed (finished games only): the table is
# drawn as whoever decides sees it, plus every seat's hidden parts (TableScene.revealed)


class FrozenMatch:
    """What a table reads of a match, at one replayed position.  The state
    must never be changed: the table gets no input and is never updated."""

    def __init__(self, match, replay: Replay, k: int):
        self.game_id = match.game_id
        self.ruleset = match.ruleset
        self.seed = match.seed
        self.options = match.options
        self.seats = [Seat(s.name, s.kind, s.colour) for s in match.seats]
        self.steps = match.steps[:k]
        self.state = replay.states[k]
        self.hints = 0
        self.key_memory: dict = {}  # a replay numbers its own buttons; the live game's memory stays as it is

    @property
    def actions(self):
        return [s.action for s in self.steps]

    def can_undo(self, seat) -> bool:
        return False

    def undo(self, seat) -> bool:
        return False

    def apply(self, action):
        raise RuntimeError("a replayed position is read-only")


STEP_W = 84  # a step button: its number and its arrows


class ReplayScene(Scene):
    VIEW = pygame.Rect(20, 92, 1380, 776)  # the table, scaled (16:9)
    SIDE = pygame.Rect(1420, 92, 480, 776)
    CHART = pygame.Rect(20, 880, 1880, 140)
    BAR = pygame.Rect(60, 1032, 1800, 28)

    def __init__(self, app, match, at: int | None = None, analysis=None, viewer=None, full: bool = True,
                 seats: list[int] | None = None):
        """`seats`: the only seats whose eyes an unfinished game may be seen
        with (default: the people's; a finished game, every seat's and all)."""
        super().__init__(app)
        self.match = match
        self.replay = Replay.from_match(match)
        self.analysis = analysis
        self.finished = match.state.is_over
        humans = [i for i, s in enumerate(match.seats) if not s.is_bot]
        self._seats = list(seats) if seats is not None else humans
        if viewer is None:
            viewer = analysis.person if analysis is not None else (humans[0] if humans else 0)
        self.viewer = viewer
        self.k = 0 if at is None else max(0, min(at, self.replay.decisions))
        self._log = [LogEntry(i, e) for i, events in enumerate(self.replay.events) for e in events]
        self.table = None
        self._picture = None  # (key, scaled surface)
        self._chart = None
        self.chance_axis = None  # game.scenes.win_chart.ChanceAxis, made with the chart
        self._marks: list = []  # (rect, decision)
        self._dragging = False
        self.full = full  # the table at full size (False: the overview with the graph)
        self.viewer_button = Button((0, 0, 300, 64), "", self.next_viewer, style="normal", size=theme.SIZE_SMALL,
                                    tooltip="Whose eyes the table is drawn with (V)")
        self.mode_button = Button((0, 0, 180, 64), "", self.toggle_full, style="normal", size=theme.SIZE_SMALL)
        self.back_button = Button((0, 0, 120, 64), "Back", self.app.pop, style="ghost", tooltip="Esc")
        steps = (("|<", lambda: self.go(0), "First position (Home)"),
                 ("<<", lambda: self.go(self.replay.prev_turn_start(self.k)), "Previous turn (Shift+Left, Up)"),
                 ("<", lambda: self.go(self.k - 1), "Previous decision (Left)"),
                 (">", lambda: self.go(self.k + 1), "Next decision (Right)"),
                 (">>", lambda: self.go(self.replay.next_turn_start(self.k)), "Next turn (Shift+Right, Down)"),
                 (">|", lambda: self.go(self.replay.decisions), "Last position (End)"))
        self.step_buttons = [Button((0, 0, STEP_W, 64), label, fn, style="normal", size=theme.SIZE_SMALL, tooltip=tip)
                             for label, fn, tip in steps]
        self.widgets = [self.viewer_button, self.mode_button, self.back_button, *self.step_buttons]
        # the steps 1-6 in their row, then Overview and Seen by; Back is 0
        self.number_keys([*self.step_buttons, self.mode_button, self.viewer_button])
        self.keys.by_number[0] = self.back_button
        self.back_button.key = 0
        self._label_viewer()
        self._layout()

    # ------------------------------------------------------------ layout
    @property
    def BAR(self) -> pygame.Rect:  # noqa: N802 - a rect like the class's others, placed by the mode
        if self.full:
            r = self.controls_rect()
            return pygame.Rect(r.x + 24, r.bottom - 34, r.w - 48, 20)
        return pygame.Rect(60, 1032, 1800, 28)

    def controls_rect(self) -> pygame.Rect:
        """Full size: the replay's panel, over the table's prompt bar."""
        return pygame.Rect(self.table.prompt_rect) if self.table is not None else pygame.Rect(20, 872, 1450, 196)

    def _layout(self) -> None:
        """Full size: Seen by, Overview and Back over the table's banner
        buttons, the steps at the right of the panel over its prompt bar.
        Overview: those at the top right and the foot of the side panel."""
        top = 14 if not self.full else 12
        right = self.table.banner_rect.right if self.full and self.table is not None else 1920
        self.back_button.rect.topright = (right - 30, top)  # its panel's edge stays inside the window's frame
        self.mode_button.rect.topright = (self.back_button.rect.x - 12, top)
        self.viewer_button.rect.topright = (self.mode_button.rect.x - 12, top)
        self.mode_button.label = "Overview" if self.full else "Full table"
        self.mode_button.tooltip = ("The position's words, the win-chance graph and the timeline (O)" if self.full
                                    else "The table at full size, as it was played (O)")
        if self.full:
            r = self.controls_rect()
            x, y = r.right - 24 - 6 * STEP_W - 5 * 8, r.y + 16
        else:
            x, y = self.SIDE.x + 16, self.SIDE.bottom - 84
        for b in self.step_buttons:
            b.rect.topleft = (x, y)
            x += b.rect.w + 8

    def toggle_full(self) -> None:
        self.full = not self.full
        self._picture = None
        self._layout()
        self.app.update_canvas()  # the full table takes the window's shape, as the table did in play

    @property
    def stretches(self) -> bool:
        """At full size the canvas has the window's shape, like the table's
        (a wide window gives it a wider canvas); the overview is 1920x1080."""
        return self.full

    def resize_canvas(self, size) -> None:
        if self.table is not None:
            self.table.resize_canvas(size)
        self._picture = None
        self._layout()

    # ------------------------------------------------------------ navigation
    def go(self, k: int) -> None:
        self.k = max(0, min(int(k), self.replay.decisions))

    def viewer_modes(self) -> list:
        if not self.finished:  # a game still being played keeps its hidden parts hidden
            return [s for s in self._seats if 0 <= s < self.replay.players] or [self.viewer]
        return list(range(self.replay.players)) + [REVEALED]

    def next_viewer(self) -> None:
        modes = self.viewer_modes()
        self.viewer = modes[(modes.index(self.viewer) + 1) % len(modes)] if self.viewer in modes else modes[0]
        self._label_viewer()

    def _label_viewer(self) -> None:
        self.viewer_button.enabled = len(self.viewer_modes()) > 1
        self.viewer_button.disabled_reason = "Until the game is over, the replay shows only your own seat's view"
        if self.viewer == REVEALED:
            self.viewer_button.label = "Seen by: everyone (revealed)"
        else:
            self.viewer_button.label = f"Seen by: {self.match.seats[self.viewer].name}"

    def seat_seen(self) -> int | None:
        """The seat whose view the table shows at this position."""
        if self.viewer != REVEALED:
            return self.viewer
        if self.k < self.replay.decisions:
            return self.replay.seat_of(self.k)
        return None

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            shift = event.mod & pygame.KMOD_SHIFT
            r = self.replay
            moves = {pygame.K_LEFT: (lambda: r.prev_turn_start(self.k)) if shift else (lambda: self.k - 1),
                     pygame.K_RIGHT: (lambda: r.next_turn_start(self.k)) if shift else (lambda: self.k + 1),
                     pygame.K_UP: lambda: r.prev_turn_start(self.k),
                     pygame.K_DOWN: lambda: r.next_turn_start(self.k),
                     pygame.K_HOME: lambda: 0, pygame.K_END: lambda: r.decisions}
            if event.key in moves:
                self.go(moves[event.key]())
                return True
            if event.key == pygame.K_v:
                self.next_viewer()
                return True
            if event.key == pygame.K_o:
                self.toggle_full()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, decision in self._marks:
                if rect.collidepoint(event.pos):
                    self.go(decision)
                    return True
            if self.BAR.inflate(0, 16).collidepoint(event.pos):
                self._dragging = True
                self._scrub(event.pos[0])
                return True
            if not self.full and self._chart is not None and self.CHART.collidepoint(event.pos):
                self._chart_click(event.pos)
                return True
        if event.type == pygame.MOUSEMOTION and self._dragging:
            self._scrub(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._dragging:
            self._dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL and (self.full or self.VIEW.collidepoint(self.mouse)):
            self.go(self.k - event.y)
            return True
        return super().handle(event)

    def on_back(self):
        self.app.pop()
        return True

    def _scrub(self, x: int) -> None:
        t = (x - self.BAR.x) / max(1, self.BAR.w)
        self.go(round(min(1.0, max(0.0, t)) * self.replay.decisions))

    def _chart_click(self, pos) -> None:
        area = self._chart_area()
        x = self._chart.x_at(area.size, pos[0] - area.x)
        if x is None:
            return
        starts = [t.start for t in self.replay.turns] + [self.replay.decisions]  # the turn starts, then the end
        self.go(min(starts, key=lambda k: (abs(self.chance_axis.x_of(k) - x), k)))

    # ------------------------------------------------------------ the table, read-only
    def _frame_table(self):
        k = self.k
        frozen = FrozenMatch(self.match, self.replay, k)
        seen = self.seat_seen()
        if self.table is None:
            self.table = registry.make("game-table", self.app, frozen, viewer=seen, autoplay=False)
            self._layout()  # the controls go over this table's prompt bar
        t = self.table
        t.show_frozen(frozen, seen, self.viewer == REVEALED and self.finished, [e for e in self._log if e.step < k])
        return t

    def table_picture(self) -> pygame.Surface:
        key = (self.k, self.viewer, self.full)
        if self._picture is not None and self._picture[0] == key:
            return self._picture[1]
        table = self._frame_table()
        full = pygame.Surface(tuple(table.canvas_size))
        mouse = self.app.mouse
        self.app.mouse = (-10_000, -10_000)  # no hover effects in the picture
        try:
            table.draw(full)
        finally:
            self.app.mouse = mouse
        w, h = full.get_size()
        scale = 1.0 if self.full else min(self.VIEW.w / w, self.VIEW.h / h)
        pic = full if scale == 1.0 else pygame.transform.smoothscale(full, (round(w * scale), round(h * scale)))
        self._picture = (key, pic)
        return pic

    # ------------------------------------------------------------ drawing
    def name(self, seat) -> str:
        return self.match.seats[seat].name if seat is not None else "Nobody"

    def named(self, text: str) -> str:
        return with_seat_names(text, self.match.seats)

    def swing_at(self, k: int):
        if self.analysis is None:
            return None
        return next((i for i, s in enumerate(self.analysis.swings) if s.decision == k), None)

    def draw(self, surface):
        if self.full:
            self.draw_full(surface)
            return
        self.draw_background(surface, dim_alpha=110)
        draw.text(surface, f"Replay · {self.match.ruleset.name}", (30, 22), theme.SIZE_H3, theme.GOLD, True)
        pic = self.table_picture()
        r = pic.get_rect(center=self.VIEW.center)
        surface.blit(pic, r)
        pygame.draw.rect(surface, theme.BRASS, r.inflate(4, 4), 2, border_radius=6)
        self.draw_side(surface)
        self.draw_chart(surface)
        self.draw_timeline(surface)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def what_happened(self, k: int) -> str:
        """Decision k as the log told it to the seat whose view is shown."""
        seen = self.seat_seen()
        name = self.table.named if self.table is not None else self.named
        texts = [e.text_for(seen) for e in self.replay.events[k]] if k < len(self.replay.events) else []
        return " ".join(name(t) for t in texts if t)

    def choice_label(self, k: int) -> str:
        """Decision k in the table's words (places by name, not grid numbers)."""
        action = self.replay.actions[k]
        try:
            if self.table is not None and self.table.state is self.replay.states[k]:  # drawn at k
                return self.table.action_label(action)
            return self.named(self.replay.states[k].describe(action))
        except Exception:  # noqa: BLE001 - a label never breaks the replay
            return type(action).__name__

    def draw_full(self, surface) -> None:
        """The table as it was played; the replay's words and steps over its
        prompt bar, its viewer and way out over the banner's buttons."""
        surface.blit(self.table_picture(), (0, 0))
        head = pygame.Rect(self.viewer_button.rect.x - 14, 4, self.back_button.rect.right + 10 - (
            self.viewer_button.rect.x - 14), 80)
        draw.panel(surface, head, fill=(16, 20, 40, 255), edge=theme.BRASS, radius=14, shadow=False)
        box = self.controls_rect()
        draw.panel(surface, box, fill=(16, 20, 40, 255), edge=theme.GOLD, radius=16, width=2)
        x, w = box.x + 24, self.step_buttons[0].rect.x - box.x - 48
        draw.text(surface, "Replay", (x, box.y + 14), theme.SIZE_SMALL, theme.GOLD, True)
        r, k = self.replay, self.k
        if k >= r.decisions:
            rounds = f"{r.round_count} round" + ("" if r.round_count == 1 else "s")
            if self.finished:
                where = f"Final position, after {r.decisions} decisions in {rounds}"
                what = " and ".join(self.name(s) for s in self.match.state.winners()) + " won."
            else:
                where = f"The position now, after {r.decisions} decisions in {rounds}"
                what = "The game goes on from here."
        else:
            turn, seat = r.turn_of(k), r.seat_of(k)
            where = f"Round {r.round_of(k)} of {r.round_count} · decision {k + 1} of {r.decisions}"
            during = "" if seat == turn.seat else f"In {self.name(turn.seat)}'s turn: "
            # the table shows the position before decision k: its words say what comes next
            what = "Next: " + during + (self.what_happened(k) or f"{self.name(seat)} chose: {self.choice_label(k)}")
        draw.text_fit(surface, where, pygame.Rect(x + 110, box.y + 12, w - 110, 32), theme.SIZE_SMALL, theme.TEXT,
                      True, "midleft")
        room = self.BAR.y - 8 - (box.y + 52)
        draw.text_block(surface, what, pygame.Rect(x, box.y + 52, w, room), theme.SIZE_SMALL, theme.ACCENT,
                        max_lines=max(1, room // 30))
        keys = pygame.Rect(self.step_buttons[0].rect.x, self.step_buttons[0].rect.bottom + 8,
                           box.right - 24 - self.step_buttons[0].rect.x, 28)
        if keys.bottom <= self.BAR.y - 4:  # a short prompt bar (Cartel's) leaves the keys to the tooltips
            draw.text_fit(surface, "Keys: Left/Right, Up/Down, Home/End, V, O", keys, theme.SIZE_MIN,
                          theme.TEXT_DIM, anchor="midleft")
        self.draw_timeline(surface)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)

    def draw_side(self, surface) -> None:
        side = self.SIDE
        draw.panel(surface, side, fill=(16, 20, 40, 235), edge=theme.BRASS, radius=18)
        x, y, w = side.x + 24, side.y + 20, side.w - 48
        r, k = self.replay, self.k
        if k >= r.decisions:
            draw.text(surface, "Final position", (x, y), theme.SIZE_H3, theme.TEXT, True)
            y += 50
            rounds = f"{r.round_count} round" + ("" if r.round_count == 1 else "s")
            draw.text_fit(surface, f"after {r.decisions} decisions in {rounds}",
                          pygame.Rect(x, y, w, 32), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midleft")
            y += 44
            if self.finished:
                names = " and ".join(self.name(s) for s in self.match.state.winners())
                draw.text_block(surface, f"{names} won.", pygame.Rect(x, y, w, 80), theme.SIZE_SMALL, theme.GOLD)
        else:
            turn = r.turn_of(k)
            draw.text(surface, f"Round {r.round_of(k)} of {r.round_count}", (x, y), theme.SIZE_H3, theme.TEXT, True)
            y += 50
            step, steps = r.step_in_round(k)
            draw.text_fit(surface, f"Step {step} of {steps} in this round · decision {k + 1} of {r.decisions}",
                          pygame.Rect(x, y, w, 32), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midleft")
            y += 44
            seat = r.seat_of(k)
            draw.seat_token(surface, self.match.seats[seat].colour, (x + 16, y + 18), 16,
                            self.settings.colour_symbols)
            whose = f"{self.name(turn.seat)}'s turn" + ("" if seat == turn.seat else f" · {self.name(seat)} answers")
            draw.text_fit(surface, whose, pygame.Rect(x + 44, y, w - 44, 36), theme.SIZE_SMALL, theme.TEXT, True,
                          "midleft")
            y += 52
            label = self.choice_label(k)
            y += draw.text_block(surface, f"Chose: {label}", pygame.Rect(x, y, w, 120), theme.SIZE_SMALL,
                                 theme.ACCENT, max_lines=3) + 14
            i = self.swing_at(k)
            if i is not None:
                from game.analysis import describe

                self.chart()
                text = describe(self.analysis, self.match.seats, self.chance_axis.when_decided)[i]
                y += draw.text_block(surface, f"Swing {i + 1}. {text}", pygame.Rect(x, y, w, 200), theme.SIZE_TINY,
                                     theme.BAD, max_lines=5) + 14
        seen = self.seat_seen()
        note = ("Everything revealed: every player's hidden parts (the game is over)." if self.viewer == REVEALED
                else f"Only what {self.name(seen)} could see.")
        y = max(y, side.bottom - 270)
        draw.text_block(surface, note, pygame.Rect(x, y, w, 60), theme.SIZE_TINY, theme.TEXT_DIM, max_lines=2)
        draw.text_block(surface, "Left/Right: one decision · Shift or Up/Down: one turn · Home/End · V: whose view"
                                 " · O: full table",
                        pygame.Rect(x, side.bottom - 196, w, 100), theme.SIZE_TINY, theme.TEXT_DIM, max_lines=3)

    def _chart_area(self) -> pygame.Rect:
        return pygame.Rect(self.CHART.x + 320, self.CHART.y + 4, self.CHART.w - 330, self.CHART.h - 8)

    def chart(self):
        if self.analysis is None:
            return None
        if self._chart is None:
            from game.history import score_history
            from game.scenes.win_chart import ChanceAxis
            from game.ui.chart import LineChart

            a = self.analysis
            try:
                history = score_history(self.match)
            except Exception:  # noqa: BLE001 - the graph is then placed by turn
                history = None
            self.chance_axis = ChanceAxis(a, history)
            self._chart = LineChart(self.chance_axis.xs, a.series(self.replay.players),
                                    [s.colour for s in self.match.seats], self.chance_axis.unit.capitalize(),
                                    emphasis=set(self.match.state.winners()) if self.finished else (),
                                    symbols=self.settings.colour_symbols, y_max=100)
        return self._chart

    def draw_chart(self, surface) -> None:
        box = self.CHART
        draw.panel(surface, box, fill=(16, 20, 40, 225), edge=(90, 100, 140), radius=14, shadow=False)
        self._marks = []
        chart = self.chart()
        if chart is None:
            text = ("The win-chance graph appears here once the results screen has computed it."
                    if self.finished else "Win chances are estimated once the game is over.")
            draw.text(surface, text, box.center, theme.SIZE_SMALL, theme.TEXT_DIM, anchor="center")
            return
        draw.text(surface, "Chance to win (%)", (box.x + 20, box.y + 14), theme.SIZE_SMALL, theme.TEXT, True)
        draw.text_block(surface, f"{self.chance_axis.points_are()}, from each player's own view",
                        pygame.Rect(box.x + 20, box.y + 48, 290, box.h - 52), theme.SIZE_TINY, theme.TEXT_DIM,
                        max_lines=3)
        area = self._chart_area()
        chart.draw(surface, area)
        x_now = self.chance_axis.x_of(min(self.k, self.replay.decisions))
        top = chart.to_pixel(area.size, x_now, 100)
        bottom = chart.to_pixel(area.size, x_now, 0)
        if top is not None:
            pygame.draw.line(surface, theme.GOLD, (area.x + top[0], area.y + top[1]),
                             (area.x + bottom[0], area.y + bottom[1]), 2)
        values = chart.series[self.analysis.person]
        for i, sw in enumerate(self.analysis.swings):
            j = self.analysis.point_after(sw.turn)
            at = chart.to_pixel(area.size, chart.xs[j], values[j])
            if at is None:
                continue
            c = (area.x + at[0], area.y + at[1])
            pygame.draw.circle(surface, (8, 10, 20), c, 13)
            pygame.draw.circle(surface, theme.BAD, c, 11)
            draw.text(surface, str(i + 1), c, theme.SIZE_TINY - 4, theme.TEXT, True, "center")
            self._marks.append((pygame.Rect(c[0] - 14, c[1] - 14, 28, 28), sw.decision))

    def draw_timeline(self, surface) -> None:
        bar, r = self.BAR, self.replay
        pygame.draw.rect(surface, (30, 36, 64), bar, border_radius=8)
        n = max(1, r.decisions)
        for t in r.turns:  # one coloured band per turn
            x0 = bar.x + round(t.start / n * bar.w)
            x1 = bar.x + round(t.end / n * bar.w)
            band = pygame.Rect(x0, bar.y + 6, max(1, x1 - x0 - 1), bar.h - 12)
            pygame.draw.rect(surface, theme.player_colour(self.match.seats[t.seat].colour), band)
        if self.analysis is not None:
            for sw in self.analysis.swings:
                x = bar.x + round(sw.decision / n * bar.w)
                pygame.draw.polygon(surface, theme.BAD, [(x, bar.y + 2), (x - 7, bar.y - 10), (x + 7, bar.y - 10)])
        x = bar.x + round(self.k / n * bar.w)
        pygame.draw.rect(surface, theme.GOLD, (x - 3, bar.y - 4, 6, bar.h + 8), border_radius=3)

