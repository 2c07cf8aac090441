"""Statistics: the record of games played (game/stats.py), one row per game
and bot level, with games, wins, losses and the best score (a dash for a
game won outright, which has no score); finished games are one click away
(their results, graph and replay, on the load screen)."""
from __future__ import annotations

import pygame

from game import stats
from game.games import all_specs
from game.scenes import registry
from game.scenes.base import Scene
from game.ui import draw, theme
from game.ui.widgets import Button

LEVEL_TEXT = {"friends": "Friends only", "random": "Random bot", "easy": "Easy bot", "normal": "Normal bot",
              "hard": "Hard bot", "expert": "Expert bot"}
PANEL = pygame.Rect(260, 200, 1400, 720)
COLUMNS = (("Game", 0, "midleft"), ("Strongest bot", 420, "midleft"), ("Played", 760, "center"),
           ("Won", 900, "center"), ("Lost", 1040, "center"), ("Best score", 1200, "center"))


def _number(v) -> str:
    if v is None:
        return "—"
    return f"{v:g}" if isinstance(v, float) else str(v)


class StatsScene(Scene):
    fills_margins = True
    def __init__(self, app):
        super().__init__(app)
        self.record, self.notice = stats.load()
        self.names = {s.id: s.name for s in all_specs()}
        self.unscored = {s.id for s in all_specs() if s.playable and not s.ruleset().scored}  # won outright
        self.rows = self.record.rows(order=[s.id for s in all_specs()])
        self.review_button = Button((PANEL.right - 400, 960, 400, 72), "Review finished games", self.review,
                                    style="normal", tooltip="Their results, win-chance graphs and replays")
        self.widgets = [self.back_button(), self.review_button]

    def review(self):
        self.app.push(registry.make("load", self.app, finished_only=True))

    def best_text(self, game_id: str, cell) -> str:
        """The best score, or a dash for a game won outright (it has no score)."""
        return "—" if game_id in self.unscored else _number(cell.best)

    def after_lessons_text(self) -> str:
        """"After a lesson: Cartel 3 games": the games finished once each game's lesson was done."""
        parts = [f"{self.names.get(g, g)} {n} game{'' if n == 1 else 's'}"
                 for g, n in sorted(self.record.after_lesson.items(), key=lambda kv: self.names.get(kv[0], kv[0]))
                 if n]
        return "Played after the lesson: " + ", ".join(parts) if parts else ""

    def draw_after_lessons(self, surface) -> None:
        text = self.after_lessons_text()
        if text:
            draw.text_fit(surface, text, pygame.Rect(PANEL.x + 60, 960, PANEL.w - 500, 72), theme.SIZE_SMALL,
                          theme.ACCENT, anchor="midleft")

    def draw(self, surface):
        self.draw_background(surface, dim_alpha=70)
        self.draw_title(surface, "Games played", "Your games per game and bot level (the strongest bot at the table)")
        draw.panel(surface, PANEL, fill=(16, 20, 40, 238), edge=theme.BRASS, radius=20)
        x0, y = PANEL.x + 50, PANEL.y + 26
        if self.notice:
            draw.text_block(surface, self.notice, pygame.Rect(PANEL.x + 50, PANEL.bottom + 14, PANEL.w - 100, 80),
                            theme.SIZE_SMALL, theme.WARN)
        for title, dx, anchor in COLUMNS:
            draw.text(surface, title, (x0 + dx, y + 18), theme.SIZE_SMALL, theme.TEXT_DIM, True, anchor)
        y += 46
        pygame.draw.line(surface, (80, 90, 130), (x0, y), (PANEL.right - 50, y), 2)
        y += 10
        if not self.rows:
            draw.text_block(surface, "No games recorded yet. Finish a game with at least one person at the table "
                            "and it is counted here.", pygame.Rect(x0, y + 30, PANEL.w - 100, 120),
                            theme.SIZE_BODY, theme.TEXT_DIM)
        room = PANEL.bottom - 20 - y
        row_h = max(30, min(52, room // max(1, len(self.rows))))
        shown = min(len(self.rows), room // row_h)
        if shown < len(self.rows):
            shown -= 1  # the last line says how many more
        previous = None
        for game_id, level, cell in self.rows[:shown]:
            mid = y + row_h // 2
            size = theme.SIZE_BODY if row_h >= 44 else theme.SIZE_SMALL
            if game_id != previous:
                if previous is not None:
                    pygame.draw.line(surface, (44, 52, 84), (x0, y), (PANEL.right - 50, y), 1)
                draw.text_fit(surface, self.names.get(game_id, game_id), pygame.Rect(x0, y, 400, row_h), size,
                              theme.GOLD, True, "midleft")
            previous = game_id
            values = (LEVEL_TEXT.get(level, level), _number(cell.games), _number(cell.wins), _number(cell.losses),
                      self.best_text(game_id, cell))
            if level == "friends":  # among friends a person always wins: wins and losses say nothing
                values = values[:2] + ("—", "—") + values[4:]
            for (title, dx, anchor), text in zip(COLUMNS[1:], values):
                draw.text(surface, text, (x0 + dx, mid), size, theme.TEXT, False, anchor)
            y += row_h
        if shown < len(self.rows):
            draw.text(surface, f"… and {len(self.rows) - shown} more", (x0, y + row_h // 2), theme.SIZE_SMALL,
                      theme.TEXT_DIM, anchor="midleft")
        self.draw_after_lessons(surface)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
