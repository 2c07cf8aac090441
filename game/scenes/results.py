"""Final scores: per-seat breakdown, winners, tie-break explanation.

Opened from a finished table (pushed over it: "View the board" goes back to
the final board) or from the menu's "Last results" (no table below: "View the
board" builds one from the match)."""
from __future__ import annotations

import pygame

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
    labels = tuple(getattr(ruleset, "tiebreak_labels", ()) or ())
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


def _show(v):
    if isinstance(v, (int, float)) and v < 0:
        return str(-v)  # negative keys mean "fewer is better"
    return str(v)


class ResultsScene(Scene):
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
        cx = theme.LOGICAL_W // 2
        bw, gap = 380, 40
        x = cx - (3 * bw + 2 * gap) // 2
        self.board_button = Button((x, 960, bw, 76), "View the board", self.view_board, style="normal",
                                   tooltip="Back to the final table to study how the game ended (Esc)")
        self.widgets = [
            self.board_button,
            Button((x + bw + gap, 960, bw, 76), "Play again", self.play_again, style="primary",
                   tooltip="Same seats and options, a new seed"),
            Button((x + 2 * (bw + gap), 960, bw, 76), "Back to menu", self.to_menu, style="normal"),
        ]

    def name_of(self, seat):
        return self.match.seats[seat].name

    def play_again(self):
        from game.app import new_seed
        from game.session import Match, Seat

        m = self.match
        seats = [Seat(s.name, s.kind, s.colour) for s in m.seats]
        self.app.start_match(Match(m.game_id, seats, new_seed(), dict(m.options)))

    def to_menu(self):
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
        from game.scenes import table_scene_class

        table = table_scene_class(self.match.game_id)(self.app, self.match)
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

    def draw(self, surface):
        self.draw_background(surface, dim_alpha=80)
        draw.text(surface, f"{self.match.ruleset.name} · final scores", (theme.LOGICAL_W // 2, 40), theme.SIZE_H3,
                  theme.TEXT_DIM, True, "midtop")
        draw.text(surface, self.headline(), (theme.LOGICAL_W // 2, 92), 80, theme.GOLD, True, "midtop", shadow=True)
        if self.has_details:
            draw.text(surface, "Points per category; the small print says how they were counted.",
                      (theme.LOGICAL_W // 2, 196), theme.SIZE_SMALL, theme.TEXT_DIM, False, "midtop")
        cats = self.categories
        n_cols = len(cats)
        name_w = 520
        total_w = 180
        col_w = max(130, min(230, (1640 - name_w - total_w) // max(1, n_cols)))
        width = name_w + total_w + col_w * n_cols
        x0 = (theme.LOGICAL_W - width) // 2
        row_h = 88
        block = 90 + row_h * len(self.scores) + (130 if self.tiebreak else 0)
        top = max(230, 200 + (720 - block) // 2)
        table = pygame.Rect(x0 - 30, top - 20, width + 60, 90 + row_h * len(self.scores) + 20)
        draw.panel(surface, table, fill=(16, 20, 40, 235), edge=theme.BRASS, radius=20)
        # header
        y = top
        draw.text(surface, "Player", (x0 + 90, y + 20), theme.SIZE_SMALL, theme.TEXT_DIM, True)
        for i, c in enumerate(cats):
            r = pygame.Rect(x0 + name_w + i * col_w, y, col_w, 60)
            lines = self.app.assets.wrap(category_header(c), theme.SIZE_TINY, col_w - 16, True)[:2]
            for j, line in enumerate(lines):
                draw.text(surface, line, (r.centerx, r.y + 8 + j * 26 + (13 if len(lines) == 1 else 0)),
                          theme.SIZE_TINY, theme.TEXT_DIM, True, "midtop")
        draw.text(surface, "Total", (x0 + name_w + n_cols * col_w + total_w // 2, y + 20), theme.SIZE_SMALL,
                  theme.GOLD, True, "midtop")
        y += 74
        pygame.draw.line(surface, (80, 90, 130), (x0, y - 6), (x0 + width, y - 6), 2)
        rank = 0
        prev_key = None
        for idx, s in enumerate(self.scores):
            if s.key != prev_key:
                rank = idx + 1
                prev_key = s.key
            seat = self.match.seats[s.seat]
            row = pygame.Rect(x0 - 10, y, width + 20, row_h - 10)
            win = s.seat in self.winners
            if win:
                pygame.draw.rect(surface, (70, 56, 24), row, border_radius=14)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=14)
            draw.text(surface, f"{rank}", (x0 + 24, row.centery), theme.SIZE_H3,
                      theme.GOLD if win else theme.TEXT_DIM, True, "center")
            draw.seat_token(surface, seat.colour, (x0 + 76, row.centery), 22,
                            getattr(self.settings, "colour_symbols", True))
            draw.text_fit(surface, seat.name, pygame.Rect(x0 + 110, row.y + 6, name_w - 130, 40), theme.SIZE_BODY,
                          theme.TEXT, True, "midleft")
            sub = theme.LEVEL_NAMES.get(seat.kind, seat.kind) + ("  ★ winner" if win else "")
            draw.text(surface, sub, (x0 + 110, row.y + 46), theme.SIZE_TINY, theme.GOLD if win else theme.TEXT_DIM)
            for i, c in enumerate(cats):
                v = s.breakdown.get(c, "")
                cx = x0 + name_w + i * col_w + col_w // 2
                note = s.details.get(c, "")
                draw.text(surface, str(v), (cx, row.centery - (12 if note else 0)), theme.SIZE_BODY,
                          theme.TEXT, False, "center")
                if note:
                    draw.text(surface, note, (cx, row.centery + 20), theme.SIZE_TINY, theme.TEXT_DIM, False, "center")
            draw.text(surface, str(s.total), (x0 + name_w + n_cols * col_w + total_w // 2, row.centery), theme.SIZE_H3,
                      theme.GOLD if win else theme.TEXT, True, "center")
            y += row_h
        if self.tiebreak:
            r = pygame.Rect(table.x, table.bottom + 24, table.w, 110)
            draw.text_block(surface, self.tiebreak, r, theme.SIZE_BODY, theme.HILITE, align="center")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
