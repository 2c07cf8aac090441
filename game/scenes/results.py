"""Final scores: per-seat breakdown, winners, tie-break explanation.

Opened from a finished table (pushed over it: "View the board" goes back to
the final board) or from the menu's "Last results" (no table below: "View the
board" builds one from the match)."""
from __future__ import annotations

import pygame

from game.history import highlights, lead_story, score_history
from game.scenes import registry
from game.scenes.base import Scene
from game.ui import draw, theme
from game.ui.widgets import Button


def tiebreak_explanation(scores, ruleset, name_of) -> str:
    """Why the winner(s) won when the best totals tie ('' when no tie)."""
    if not scores:
        return ""
    best = max(s.total for s in scores)
    tied = [s for s in scores if s.total == best]
    if len(tied) < 2:
        return ""
    labels = tuple(ruleset.tiebreak_labels)
    names = " and ".join(name_of(s.seat) for s in tied)
    n = max(len(s.tiebreak) for s in tied)
    for i in range(n):
        vals = [s.tiebreak[i] if i < len(s.tiebreak) else None for s in tied]
        if len(set(map(repr, vals))) > 1:
            label = labels[i] if i < len(labels) else f"tie-break {i + 1}"
            top = max(v for v in vals if v is not None)
            winners = [s for s in tied if i < len(s.tiebreak) and s.tiebreak[i] == top]
            detail = ", ".join(f"{name_of(s.seat)} {_show(s.tiebreak[i] if i < len(s.tiebreak) else '-')}"
                               for s in tied)
            who = " and ".join(name_of(s.seat) for s in winners)
            return (f"{names} tied on {best} points. The tie is broken by {label} ({detail}): "
                    f"{who} {'wins' if len(winners) == 1 else 'share the win'}.")
        tied = [s for s in tied if (s.tiebreak[i] if i < len(s.tiebreak) else None) == vals[0]]
    return f"{names} tied on {best} points and on every tie-break: they share the victory."


def category_header(key: str) -> str:
    """A breakdown key as a column header: written as the game wrote it,
    only an all-lower-case key gets a capital first letter ("VP" stays "VP",
    "cards played" becomes "Cards played")."""
    key = str(key).replace("_", " ")
    if key == key.lower():
        return key[:1].upper() + key[1:]
    return key


def says_the_figure(value, note: str) -> bool:
    """The note is the figure itself, in the game's own words ("$29" for 29,
    "15 of 30" for 15), so the cell shows it alone; a note that only starts
    with the same number ("0 buildings controlled" under 0 points) is a
    different count and keeps its own line."""
    figure = str(value)
    return note.lstrip("$") == figure or note.startswith(f"{figure} of ")


def _show(v):
    if isinstance(v, (int, float)) and v < 0:
        return str(-v)  # negative keys mean "fewer is better"
    return str(v)


class ResultsScene(Scene):
    fills_margins = True
    def __init__(self, app, match, table=None):
        super().__init__(app)
        self.match = match
        self.table = table  # the finished table below this scene, if any
        self.scores = sorted(match.state.scores(), key=lambda s: s.key, reverse=True)
        self.winners = set(match.state.winners())
        cats: list[str] = []
        for s in self.scores:
            for k in s.breakdown:
                if k not in cats:
                    cats.append(k)
        self.categories = cats
        self.tiebreak = tiebreak_explanation(self.scores, match.ruleset, self.name_of)
        self.has_details = any(s.details for s in self.scores)
        self.history = self._history()
        self._chart = None
        self._job_error = ""  # why the win chances could not be estimated
        # a game won outright (Star Traders) tells its own story; its columns are standings, not points
        story = match.state.win_story(self.name_of) if match.state.is_over else []
        self.outright = bool(story)
        if self.outright:
            self.leads = list(story)
            self.facts = []
        else:
            self.leads = [lead_story(self.history, w, self.name_of) for w in sorted(self.winners)[:2]] \
                if self.history else []
            self.facts = highlights(self.history, min(self.winners), self.name_of, [sc.seat for sc in self.scores]) \
                if self.history and len(self.winners) == 1 else []
        cx = theme.LOGICAL_W // 2
        bw, gap = 300, 28
        x = cx - (5 * bw + 4 * gap) // 2
        self.board_button = Button((x, 960, bw, 76), "View the board", self.view_board, style="normal",
                                   tooltip="Back to the final table to study how the game ended (Esc)")
        self.replay_button = Button((x + bw + gap, 960, bw, 76), "Replay", lambda: self.open_replay(None),
                                    style="normal", tooltip="Step through the game decision by decision")
        self.replay_button.enabled = self.match.state.is_over
        self.save_button = Button((x + 2 * (bw + gap), 960, bw, 76), "Save", self.save, style="normal",
                                  tooltip="Keep this game under a name of your choice")
        self.saved_as = ""  # the name it was saved under here
        self.widgets = [
            self.board_button,
            self.replay_button,
            self.save_button,
            Button((x + 3 * (bw + gap), 960, bw, 76), "Play again", self.play_again, style="primary",
                   tooltip="Same seats and options, a new seed"),
            Button((x + 4 * (bw + gap), 960, bw, 76), "Back to menu", self.to_menu, style="normal"),
        ]
        self.number_keys(list(self.widgets))
        # the win-chance graph (game.analysis): stored with the match, else computed in the background
        self.analysis = self._stored_analysis()
        self._win_chart = None
        self.chance_axis = None  # game.scenes.win_chart.ChanceAxis, made with the graph
        self.mode = "chance" if self.analysis is not None else "points"  # which graph the chart panel shows
        self._mode_chosen = False  # the person picked a tab: the graph no longer switches by itself
        self._marks: list = []  # (rect, decision) of the swing marks and sentences, for clicks
        self._tabs: list = []  # (rect, mode)

    def _history(self):
        """The score after every turn, from one replay of the match; None when
        the game is not over (the running scores would show hidden cards) or
        the replay fails (the screen then shows the totals only)."""
        if not self.match.state.is_over:
            return None
        try:
            return score_history(self.match)
        except Exception:  # noqa: BLE001  (a results screen never crashes over its chart)
            return None

    def name_of(self, seat):
        return self.match.seats[seat].name

    # ------------------------------------------------------------ win chances
    def _stored_analysis(self):
        from game.analysis import Analysis

        record = self.match.analysis
        if not record or not self.match.state.is_over:
            return None
        try:
            return Analysis.from_json(record)
        except Exception:  # noqa: BLE001 - checked when loaded; a bad one is computed again
            return None

    @property
    def job(self):
        """The background analysis of this match (kept on the match, so the
        results opened again after "View the board" find it running)."""
        return self.match.analysis_job

    def _start_job(self) -> None:
        from game.analysis import AnalysisJob

        factory = self.app.analysis_job_factory or AnalysisJob
        try:
            self.match.analysis_job = factory(self.match)
        except Exception as e:  # noqa: BLE001 - the results stand without the graph
            self.match.analysis_job = None
            self._job_error = f"The win chances could not be estimated ({type(e).__name__})."

    def update(self, dt: float) -> bool:
        if self.analysis is not None or not self.match.state.is_over or self._job_error:
            return False
        job = self.job
        if job is None:
            self._start_job()
            return True
        changed = job.poll()
        if job.done:
            self.match.analysis_job = None
            if job.result is None:
                self._job_error = f"The win chances could not be estimated: {job.error or 'stopped'}."
            else:
                self._store(job.result)
            return True
        return changed

    def _store(self, analysis) -> None:
        """Keep the result with the saved game: the save it came from (a
        finished save opened from the load screen), else this game's own
        autosave."""
        from game import persist

        self.analysis = analysis
        self._win_chart = None
        self.match.analysis = analysis.to_json()
        if not self._mode_chosen:
            self.mode = "chance"
        try:
            path = self.match.save_path
            if path is not None:
                persist.atomic_write(path, self.match.dumps())
            elif self.table is not None or self.match.autosave_path is not None:
                persist.autosave(self.match)
        except OSError:
            pass  # computed again next time

    def cancel_job(self) -> None:
        job = self.job
        if job is not None:
            job.cancel()
            self.match.analysis_job = None

    def open_replay(self, decision: int | None) -> None:
        if not self.match.state.is_over:
            return
        # a swing opens the overview, its graph beside the table; the Replay button the table itself
        self.app.push(registry.make("replay", self.app, self.match, at=decision, analysis=self.analysis,
                                    full=decision is None))

    def win_chart(self):
        if self.analysis is None:
            return None
        if self._win_chart is None:
            from game.scenes.win_chart import ChanceAxis
            from game.ui.chart import LineChart

            a = self.analysis
            self.chance_axis = ChanceAxis(a, self.history)
            self._win_chart = LineChart(self.chance_axis.xs, a.series(len(self.match.seats)),
                                        [s.colour for s in self.match.seats], self.chance_axis.unit.capitalize(),
                                        emphasis=self.winners,
                                        symbols=self.settings.colour_symbols, y_max=100)
        return self._win_chart

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, mode in self._tabs:
                if rect.collidepoint(event.pos):
                    self.mode, self._mode_chosen = mode, True
                    return True
            if self.mode == "chance":
                for rect, decision in self._marks:
                    if rect.collidepoint(event.pos):
                        self.open_replay(decision)
                        return True
        return super().handle(event)

    def save(self):
        self.app.push(registry.make("save-dialog", self.app, self.match, on_saved=self._saved))

    def _saved(self, name: str) -> None:
        self.saved_as = name
        self.save_button.label = "Saved"
        self.save_button.tooltip = f"Saved as \u201c{name}\u201d: save again under another name"

    def play_again(self):
        from game.seating import new_seed
        from game.session import Match, Seat

        self.cancel_job()
        m = self.match
        seats = [Seat(s.name, s.kind, s.colour) for s in m.seats]
        self.app.start_match(Match(m.game_id, seats, new_seed(), dict(m.options)))

    def to_menu(self):
        self.cancel_job()
        self.app.pop_to_root()

    def _table_below(self) -> bool:
        scenes = self.app.scenes
        return self.table is not None and len(scenes) >= 2 and scenes[-1] is self and scenes[-2] is self.table

    def view_board(self):
        """Back to the final board: the table below, or a new one built from
        the match (results opened from the menu)."""
        if self._table_below():
            self.app.pop()
            return
        table = registry.make("game-table", self.app, self.match)
        self.table = table
        self.app.replace(table)

    def on_back(self):
        if self._table_below():
            self.view_board()
        else:
            self.to_menu()
        return True

    def headline(self) -> str:
        names = [self.name_of(s) for s in sorted(self.winners)]
        humans = [i for i, s in enumerate(self.match.seats) if not s.is_bot]
        if len(names) == 1:
            if len(humans) == 1 and humans[0] in self.winners:
                return f"You win, {names[0]}!"
            return f"{names[0]} wins!"
        return "Shared victory: " + " and ".join(names)

    # ------------------------------------------------------------ layout
    def row_height(self) -> int:
        """Rows shrink with the player count to leave room for the chart."""
        return {1: 88, 2: 88, 3: 88, 4: 78}.get(len(self.scores), 66)

    def table_top(self) -> int:
        return 196 if self.has_details else 170

    def story_area(self, table_bottom: int) -> pygame.Rect:
        """Below the scores and above the buttons: the chart and the story."""
        top = table_bottom + 22
        return pygame.Rect(140, top, theme.LOGICAL_W - 280, max(0, 940 - top))

    def draw(self, surface):
        self.draw_background(surface, dim_alpha=80)
        draw.text(surface, f"{self.match.ruleset.name} · final scores", (theme.LOGICAL_W // 2, 18), theme.SIZE_H3,
                  theme.TEXT_DIM, True, "midtop")
        draw.text(surface, self.headline(), (theme.LOGICAL_W // 2, 54), 72, theme.GOLD, True, "midtop", shadow=True)
        if self.has_details:
            draw.text(surface, "The game is won outright; the other columns show where everyone stood."
                      if self.outright else "Points per category; the small print says how they were counted.",
                      (theme.LOGICAL_W // 2, 146), theme.SIZE_SMALL, theme.TEXT_DIM, False, "midtop")
        table = self.draw_table(surface, self.table_top(), self.row_height())
        area = self.story_area(table.bottom)
        if area.h >= 120:
            split = area.x + round(area.w * 0.6)
            self.draw_chart(surface, pygame.Rect(area.x, area.y, split - area.x - 12, area.h))
            story = pygame.Rect(split + 12, area.y, area.right - split - 12, area.h)
            if self.mode == "chance" and self.analysis is not None:
                self.draw_swings(surface, story)
            else:
                self.draw_story(surface, story)
        self.draw_widgets(surface)
        if self.match.hints:  # counted by the table's Hint button
            draw.text(surface, f"Hints used: {self.match.hints}", (theme.LOGICAL_W // 2, 1042), theme.SIZE_TINY,
                      theme.TEXT_DIM, anchor="midtop")
        self.draw_tooltips(surface)

    def draw_table(self, surface, top: int, row_h: int) -> pygame.Rect:
        cats = self.categories
        n_cols = len(cats)
        name_w = 520
        total_w = 180
        col_w = max(130, min(230, (1640 - name_w - total_w) // max(1, n_cols)))
        width = name_w + total_w + col_w * n_cols
        x0 = (theme.LOGICAL_W - width) // 2
        head = 66 if len(self.scores) < 5 else 56
        table = pygame.Rect(x0 - 30, top - 16, width + 60, head + row_h * len(self.scores) + 24)
        draw.panel(surface, table, fill=(16, 20, 40, 235), edge=theme.BRASS, radius=20)
        # header
        y = top
        draw.text(surface, "Player", (x0 + 90, y + 12), theme.SIZE_SMALL, theme.TEXT_DIM, True)
        for i, c in enumerate(cats):
            r = pygame.Rect(x0 + name_w + i * col_w, y, col_w, 60)
            lines = self.app.assets.wrap(category_header(c), theme.SIZE_TINY, col_w - 16, True)[:2]
            for j, line in enumerate(lines):
                draw.text(surface, line, (r.centerx, r.y + j * 24 + (12 if len(lines) == 1 else 0)),
                          theme.SIZE_TINY, theme.TEXT_DIM, True, "midtop")
        draw.text(surface, "Result" if self.outright else "Total", (x0 + name_w + n_cols * col_w + total_w // 2, y + 12),
                  theme.SIZE_SMALL,
                  theme.GOLD, True, "midtop")
        y += head
        pygame.draw.line(surface, (80, 90, 130), (x0, y - 6), (x0 + width, y - 6), 2)
        rank = 0
        prev_key = None
        for idx, s in enumerate(self.scores):
            if s.key != prev_key:
                rank = idx + 1
                prev_key = s.key
            seat = self.match.seats[s.seat]
            row = pygame.Rect(x0 - 10, y + 2, width + 20, row_h - 8)
            win = s.seat in self.winners
            if win:
                pygame.draw.rect(surface, (70, 56, 24), row, border_radius=14)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=14)
            draw.text(surface, f"{rank}", (x0 + 24, row.centery), theme.SIZE_H3,
                      theme.GOLD if win else theme.TEXT_DIM, True, "center")
            draw.seat_token(surface, seat.colour, (x0 + 76, row.centery), 22,
                            self.settings.colour_symbols)
            draw.text_fit(surface, seat.name, pygame.Rect(x0 + 110, row.centery - 34, name_w - 130, 36),
                          theme.SIZE_BODY, theme.TEXT, True, "midleft")
            sub = theme.LEVEL_NAMES.get(seat.kind, seat.kind) + ("  ★ winner" if win else "")
            draw.text(surface, sub, (x0 + 110, row.centery + 2), theme.SIZE_TINY, theme.GOLD if win else theme.TEXT_DIM)
            for i, c in enumerate(cats):
                v = s.breakdown.get(c, "")
                cx = x0 + name_w + i * col_w + col_w // 2
                note = s.details.get(c, "")
                if note and says_the_figure(v, note):
                    v, note = note, ""
                draw.text_fit(surface, str(v), pygame.Rect(cx - col_w // 2 + 6, row.centery - (12 if note else 0) - 20,
                                                          col_w - 12, 40),
                              theme.SIZE_BODY, theme.TEXT, False, "center")
                if note:
                    draw.text_fit(surface, note, pygame.Rect(cx - col_w // 2 + 6, row.centery + 4, col_w - 12, 26),
                                  theme.SIZE_TINY, theme.TEXT_DIM, False, "center")
            total = ("Won" if win else "–") if self.outright else str(s.total)
            draw.text(surface, total, (x0 + name_w + n_cols * col_w + total_w // 2, row.centery), theme.SIZE_H3,
                      theme.GOLD if win else theme.TEXT, True, "center")
            y += row_h
        return table

    # ------------------------------------------------------------ the story of the game
    def draw_tabs(self, surface, rect: pygame.Rect) -> None:
        """"Points" and "Win chance" at the chart's top right (a finished game only)."""
        self._tabs = []
        if not self.match.state.is_over:
            return
        job = self.job
        chance = "Win chance" if self.analysis is not None else (
            f"Win chance · {round(job.fraction * 100)}% done" if job is not None else "Win chance")
        x = rect.right - 16
        for label, mode in ((chance, "chance"), (self.match.ruleset.progress_label, "points")):
            w = self.app.assets.text_size(label, theme.SIZE_TINY, True)[0] + 28
            r = pygame.Rect(x - w, rect.y + 10, w, 34)
            on = self.mode == mode
            pygame.draw.rect(surface, (60, 70, 120) if on else (26, 32, 58), r, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD if on else (80, 90, 130), r, 2, border_radius=10)
            draw.text(surface, label, r.center, theme.SIZE_TINY, theme.TEXT if on else theme.TEXT_DIM, True, "center")
            self._tabs.append((r, mode))
            x = r.x - 8

    def draw_chart(self, surface, rect: pygame.Rect) -> None:
        if self.mode == "chance":
            self.draw_win_chart(surface, rect)
            return
        draw.panel(surface, rect, fill=(16, 20, 40, 225), edge=(90, 100, 140), radius=16)
        self.draw_tabs(surface, rect)
        chart = self.chart()
        if chart is None:
            draw.text_block(surface, "The score history is not available for this game.", rect.inflate(-40, -40),
                            theme.SIZE_SMALL, theme.TEXT_DIM)
            return
        unit = "round" if chart.x_label == "Round" else "turn"
        measure = self.match.ruleset.progress_label
        draw.text(surface, f"{measure} after each {unit}", (rect.x + 22, rect.y + 12), theme.SIZE_SMALL, theme.TEXT,
                  True)
        chart.draw(surface, pygame.Rect(rect.x + 14, rect.y + 46, rect.w - 28, rect.h - 54))

    def draw_win_chart(self, surface, rect: pygame.Rect) -> None:
        """Each seat's estimated chance to win at the start of every turn,
        with the person's swings marked 1-3 (a click opens the replay there)."""
        draw.panel(surface, rect, fill=(16, 20, 40, 225), edge=(90, 100, 140), radius=16)
        self.draw_tabs(surface, rect)
        self._marks = []
        chart = self.win_chart()
        if chart is None:
            error = self._job_error
            job = self.job
            inner = rect.inflate(-80, -40)
            if error:
                draw.text_block(surface, error, inner, theme.SIZE_SMALL, theme.TEXT_DIM)
                return
            fraction = job.fraction if job is not None else 0.0
            draw.text(surface, "Estimating each player's chance to win, turn by turn...",
                      (rect.centerx, rect.centery - 40), theme.SIZE_SMALL, theme.TEXT, True, "center")
            bar = pygame.Rect(inner.x, rect.centery, inner.w, 18)
            pygame.draw.rect(surface, (44, 50, 80), bar, border_radius=9)
            fill = bar.copy()
            fill.w = max(18, round(bar.w * fraction))
            pygame.draw.rect(surface, theme.GOLD, fill, border_radius=9)
            draw.text(surface, f"{round(fraction * 100)}%  ·  from each player's own view, by the Hard bot's "
                      "rollouts; saved with the game", (rect.centerx, bar.bottom + 14), theme.SIZE_TINY,
                      theme.TEXT_DIM, False, "midtop")
            return
        right = min((r.x for r, _ in self._tabs), default=rect.right) - 12  # the title stops before the tabs
        draw.text_fit(surface, self.chance_axis.title(), pygame.Rect(rect.x + 22, rect.y + 10, right - rect.x - 22, 36),
                      theme.SIZE_SMALL, theme.TEXT, True, "midleft")
        area = pygame.Rect(rect.x + 14, rect.y + 50, rect.w - 28, rect.h - 58)
        chart.draw(surface, area)
        person = self.analysis.person
        values = chart.series[person]
        for i, sw in enumerate(self.analysis.swings):
            j = self.analysis.point_after(sw.turn)
            at = chart.to_pixel(area.size, chart.xs[j], values[j])
            if at is None:
                continue
            c = (area.x + at[0], area.y + at[1])
            pygame.draw.circle(surface, (8, 10, 20), c, 15)
            pygame.draw.circle(surface, theme.BAD, c, 13)
            draw.text(surface, str(i + 1), c, theme.SIZE_TINY, theme.TEXT, True, "center")
            self._marks.append((pygame.Rect(c[0] - 16, c[1] - 16, 32, 32), sw.decision))

    def draw_swings(self, surface, rect: pygame.Rect) -> None:
        """The person's costliest decisions (numbered like their marks on the
        graph), then the largest changes of the person's chance, one
        sentence each; or why there is nothing to tell."""
        from game.scenes.win_chart import turning_points

        draw.panel(surface, rect, fill=(16, 20, 40, 225), edge=theme.BRASS, radius=16)
        inner = rect.inflate(-40, -28)
        person = self.analysis.person
        draw.text_fit(surface, f"Turning points for {self.name_of(person)}", pygame.Rect(inner.x, inner.y, inner.w, 36),
                      theme.SIZE_H3 - 4, theme.GOLD, True, "midleft")
        y = inner.y + 46
        if self.win_chart() is None:
            return
        lead, entries = turning_points(self.analysis, self.chance_axis, self.match.seats)
        if lead:
            y += draw.text_block(surface, lead, pygame.Rect(inner.x, y, inner.w, inner.bottom - y), theme.SIZE_TINY,
                                 theme.TEXT_DIM, max_lines=3) + 10
        if not entries:
            return
        line = round(theme.SIZE_TINY * 1.25)
        room = max(1, (inner.bottom - y) // len(entries) // line - 1)
        for text, decision, mark in entries:
            c = (inner.x + 14, y + 14)
            if mark is not None:
                pygame.draw.circle(surface, theme.BAD, c, 13)
                draw.text(surface, str(mark), c, theme.SIZE_TINY, theme.TEXT, True, "center")
            else:
                pygame.draw.circle(surface, theme.TEXT_DIM, c, 6)
            box = pygame.Rect(inner.x + 36, y, inner.w - 36, inner.bottom - y)
            h = draw.text_block(surface, text, box, theme.SIZE_TINY, theme.TEXT, max_lines=min(3, room))
            r = pygame.Rect(inner.x, y - 4, inner.w, max(h, 28) + 8)
            if r.collidepoint(self.mouse):
                pygame.draw.rect(surface, theme.GOLD, r, 1, border_radius=8)
            self._marks.append((r, decision))
            y += max(h, 28) + 12
        if y + line <= inner.bottom:
            draw.text(surface, "Click a red mark or an entry above to replay that moment.", (inner.x, inner.bottom - line),
                      theme.SIZE_TINY, theme.TEXT_DIM)

    def chart(self):
        if self.history is None:
            return None
        if self._chart is None:
            from game.ui.chart import LineChart

            by_round = self.history.by_round
            xs, series = self.history.series(by_round)
            self._chart = LineChart(xs, series, [s.colour for s in self.match.seats],
                                    "Round" if by_round else "Turn", emphasis=self.winners,
                                    symbols=self.settings.colour_symbols)
        return self._chart

    def story_title(self) -> str:
        names = [self.name_of(s) for s in sorted(self.winners)]
        if len(names) == 1:
            return f"How {names[0]} won"
        return f"How {' and '.join(names)} shared the win"

    def draw_story(self, surface, rect: pygame.Rect) -> None:
        """Title, the tie-break and how the lead went, the largest categories,
        then a few facts from the history while there is room."""
        draw.panel(surface, rect, fill=(16, 20, 40, 225), edge=theme.BRASS, radius=16)
        inner = rect.inflate(-40, -28)
        y = inner.y
        draw.text_fit(surface, self.story_title(), pygame.Rect(inner.x, y, inner.w, 36), theme.SIZE_H3 - 4,
                      theme.GOLD, True, "midleft")
        y += 44
        line = round(theme.SIZE_TINY * 1.25)
        texts = [(t, theme.HILITE) for t in (self.tiebreak,) if t] + [(t, theme.TEXT_DIM) for t in self.leads if t]
        cats = self.story_categories()
        min_row = 50
        for t, colour in texts:
            room = (inner.bottom - y - min_row * min(1, len(cats))) // line
            if room < 1:
                break
            y += draw.text_block(surface, t, pygame.Rect(inner.x, y, inner.w, 200), theme.SIZE_TINY, colour,
                                 max_lines=min(3, room)) + 8
        many = len(self.winners) > 1
        facts = list(self.facts)
        shown = min(len(cats), max(0, inner.bottom - y + 8) // min_row)
        if shown:  # the rows share the room the facts leave (up to 64 px each)
            fact_room = (inner.bottom - y + 8 - shown * min_row) // line
            facts = facts[:max(0, fact_room)]
            row_h = min(64, (inner.bottom - y + 8 - len(facts) * line - (10 if facts else 0)) // shown)
            for seat, c in cats[:shown]:
                self.draw_category(surface, pygame.Rect(inner.x, y, inner.w, row_h - 8), seat, c, many)
                y += row_h
            y += 10
        for fact in facts:
            if y + line > inner.bottom + 4:
                break
            draw.text_fit(surface, "• " + fact, pygame.Rect(inner.x, y, inner.w, line), theme.SIZE_TINY,
                          theme.TEXT_DIM, False, "midleft")
            y += line

    def story_categories(self) -> list:
        """(seat, Category) for the winners' largest categories."""
        from game.history import largest_categories

        if self.outright:  # standings, not points: the story's sentences say it
            return []
        winners = sorted(self.winners)
        limit = 4 if len(winners) == 1 else 2
        out = []
        for w in winners[:2]:
            out += [(w, c) for c in largest_categories(self.scores, w, limit)]
        return out

    def draw_category(self, surface, rect: pygame.Rect, seat: int, c, with_token: bool) -> None:
        x = rect.x
        if with_token:
            draw.seat_token(surface, self.match.seats[seat].colour, (x + 12, rect.y + 14), 12,
                            self.settings.colour_symbols)
            x += 32
        label = category_header(c.key)
        pts = f"{c.points} point{'s' if c.points != 1 else ''}"
        r = draw.text(surface, label, (x, rect.y), theme.SIZE_SMALL, theme.TEXT, True)
        r = draw.text(surface, pts, (r.right + 14, rect.y), theme.SIZE_SMALL, theme.GOLD, True)
        extra = " · ".join(t for t in (c.detail, "the most points in it" if c.best and len(self.scores) > 1 else "") if t)
        if extra:
            draw.text_fit(surface, extra, pygame.Rect(r.right + 14, rect.y, rect.right - r.right - 14, r.h),
                          theme.SIZE_TINY, theme.TEXT_DIM, False, "midleft")
        if c.share >= 1:  # the only category: a full bar says nothing
            return
        bar = pygame.Rect(x, rect.y + 32, rect.right - x - 70, 8)
        pygame.draw.rect(surface, (44, 50, 80), bar, border_radius=4)
        fill = bar.copy()
        fill.w = max(4, round(bar.w * c.share))
        pygame.draw.rect(surface, theme.player_colour(self.match.seats[seat].colour), fill, border_radius=4)
        draw.text(surface, f"{round(c.share * 100)}%", (rect.right, bar.centery), theme.SIZE_TINY, theme.TEXT_DIM,
                  False, "midright")
