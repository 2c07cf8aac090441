"""The recap of the person's own delivery: what was handed over and how the
prices moved, what was stashed, the ship swapped and the score before and
after, shown over the hub (where the delivery panel stands) the moment a
delivery of theirs ends, while its animations play beside it.

A delivery that needs no choice (one click fills the hold and the delivery,
the discards and the ship swap follow at once) used to pass unseen: the next
seat moved a second later.  The recap holds the table (an animation the bots
wait for) until it has been read or the person goes on: a click on it or
Space.  A delivery the rules made for the person (they could load nothing at
the start of their turn, inside a bot's step) holds the table until the
person goes on: they were not looking.  At animation speed 0 nothing waits;
the recap is a notice instead.

Each line shows once the animation of what it tells has landed (a price
token, the stash, the new ship), so the words never run ahead of the
picture; all lines share one size, wrapped where one would not fit.

A part of the table (game/scenes/table_parts/context.py): StarCartelTable
adds it, calls show() from on_events after the motion has started, and
draws it from draw_board in place of the hub.  Everything it says comes from
the viewer's view before and after the move and the move's public events."""
from __future__ import annotations

import pygame

from game.games.star_cartel import texts
from game.games.star_cartel.art import StarCartelArt
from game.games.star_cartel.board_view import StarCartelBoard
from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.anim import Wait

READ_SECONDS = 4.0  # after the delivery's animations have landed


class DeliveryRecap(Part):
    def __init__(self, ctx, board: StarCartelBoard, art: StarCartelArt):
        super().__init__(ctx)
        self.board = board
        self.art = art
        self._start: dict | None = None  # the viewer's facts before their delivery began
        self._events: list = []  # the events of the delivery so far
        self._before: dict | None = None  # _start, once the move just applied has ended the delivery
        self.title = ""
        self.lines: list | None = None  # (type or None, words, colour, the reveal keys it waits for); None: closed
        self._forced = False  # the delivery came because the person could load nothing
        self.footer = ""
        self._hold: Wait | None = None

    @property
    def is_open(self) -> bool:
        return self.lines is not None

    @property
    def coming(self) -> bool:
        """The move just applied ends the person's delivery: the recap will cover the hub."""
        return self._before is not None and self.ctx.animation_speed() > 0

    # ------------------------------------------------------------ what happened
    def _facts(self, seat: int) -> dict:
        v = self.board.v
        ship = dict(self.board.ship_of(seat))
        stash = list(v.get("stash") or [])
        tokens = dict(self.board.tokens())
        return {"ship": ship, "stash": stash, "tokens": tokens,
                "score": sum(tokens.get(c["kind"], 0) for c in stash) + int(ship.get("value", 0) or 0)}

    def on_applied(self, events) -> None:
        """Before the table's refresh: the view is still the one the move was
        made on.  A delivery may take several of the person's moves (a tie
        to break, a set to stash): the recap tells all of it."""
        self.close()
        self._before = None
        seat = self.ctx.viewer
        if seat is None or self.ctx.match.seats[seat].is_bot:
            return
        mine = [e for e in events if isinstance(e.data, dict) and e.data.get("seat", e.seat) == seat]
        if any(e.kind == "deliver" for e in mine):
            self._start, self._events = self._facts(seat), []
            self._forced = any(e.kind == "no_load" for e in mine)
        if self._start is None:
            return
        self._events += events
        if any(e.kind in ("ship", "keep_ship") for e in mine):
            self._before, self._start = self._start, None

    def show(self, landing: float) -> None:
        """The move's animations have started and take `landing` seconds."""
        if self._before is None:
            return
        seat = self.ctx.viewer
        before, after = self._before, self._facts(seat)
        self._before = None
        mine = [e for e in self._events if isinstance(e.data, dict) and e.data.get("seat", e.seat) == seat]
        rush = next((bool(e.data.get("rush")) for e in mine if e.kind == "deliver"), False)
        sets = self._set_lines(mine)
        every = tuple(key for line in sets for key in line[3]) + (("stash", seat), ("ship", seat))
        lines = sets + [
            (None, self._stash_line(mine, before, after), theme.TEXT, (("stash", seat),)),
            (None, texts.recap_ship_line(before["ship"], after["ship"]), theme.ACCENT, (("ship", seat),)),
            (None, texts.recap_score_line(before["score"], after["score"]), theme.GOLD, every)]
        nxt = self.ctx.to_act
        self.title = texts.recap_title(rush, self._forced)
        self.footer = texts.recap_footer(None if nxt is None or self.ctx.state.is_over else self.ctx.seat_name(nxt))
        if self.ctx.animation_speed() <= 0:
            self.ctx.toast(f"{self.title}: " + "; ".join(line[1] for line in lines) + ".", theme.ACCENT, 8.0)
            return
        self.lines = lines
        self._hold = self.ctx.anim.add(Wait(float("inf") if self._forced else landing + READ_SECONDS))

    @staticmethod
    def _set_lines(mine: list) -> list:
        """One line per set handed over, with its price move."""
        sizes = next((dict(e.data.get("sets") or {}) for e in mine if e.kind == "deliver"), {})
        out = []
        for e in mine:
            if e.kind == "price":
                d = e.data
                out.append((d.get("type"), texts.recap_set_line(d.get("type"), sizes.get(d.get("type"), 0),
                                                                d.get("role", ""), d.get("from"), d.get("to"),
                                                                bool(d.get("crash"))),
                            theme.BAD if d.get("crash") else theme.TEXT, (("token", d.get("type")),)))
        return out

    @staticmethod
    def _stash_line(mine: list, before: dict, after: dict) -> str:
        old_ids = {c["id"] for c in before["stash"]}
        stashed: dict = {}
        for c in after["stash"]:
            if c["id"] not in old_ids:
                stashed[c["kind"]] = stashed.get(c["kind"], 0) + 1
        discarded = sum(int(e.data.get("count", 0) or 0) for e in mine
                        if e.kind == "discard" and e.data.get("from") == "hold")
        leftovers = bool(stashed or discarded or any(e.kind == "no_stash" for e in mine))
        return texts.recap_stash_line(stashed, after["tokens"], leftovers, discarded)

    # ------------------------------------------------------------ going on
    def close(self) -> None:
        if self._hold is not None:
            self._hold.elapsed = self._hold.delay + self._hold.duration  # the table goes on at the next frame
        self._hold = None
        self.lines = None

    def on_undo(self) -> None:
        self.close()
        self._before = self._start = None
        self._forced = False

    def update(self, dt: float) -> bool:
        if self.is_open and self._hold is not None and self._hold not in self.ctx.anim.items:
            self.close()
            return True
        return self.is_open

    def handle(self, event) -> bool:
        if not self.is_open:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect().collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.close()
            return True
        return False

    def covers(self, pos) -> bool:
        return self.is_open and self.rect().collidepoint(pos)

    # ------------------------------------------------------------ drawing
    def rect(self) -> pygame.Rect:
        return self.board.delivery_rect

    BADGE_W = 44  # a set's line starts after its type badge

    def _layout(self, width: int, room: int) -> tuple[int, list]:
        """One size for every line (the largest from body size down to small
        at which the lines, wrapped, fit `room`) and each line's rows."""
        a = self.ctx.assets
        size = theme.SIZE_BODY
        while True:
            rows = [a.wrap(words, size, width - (self.BADGE_W if kind else 0), True)
                    for kind, words, _c, _keys in self.lines]
            gap = round(size * 0.55)
            if size <= theme.SIZE_SMALL or sum(len(r) for r in rows) * round(size * 1.2) + gap * len(rows) <= room:
                return size, rows
            size -= 1

    def draw(self, surface) -> None:
        d = self.rect()
        seat = self.ctx.viewer
        draw.panel(surface, d, fill=(22, 18, 30, 240), edge=theme.GOLD, radius=18, width=3)
        self.ctx.draw_seat_token(surface, seat, (d.x + 36, d.y + 34), 16)
        draw.text_fit(surface, self.title, pygame.Rect(d.x + 62, d.y + 14, d.right - 28 - d.x - 62, 40),
                      theme.SIZE_H3, theme.GOLD, True, "midleft", min_size=theme.SIZE_BODY)
        top, bottom = d.y + 70, d.bottom - 62
        size, rows = self._layout(d.w - 56, bottom - top)
        line_h, gap = round(size * 1.2), round(size * 0.55)
        y = top
        for (kind, _words, colour, keys), lines in zip(self.lines, rows):
            if y + line_h > bottom:
                break
            if not any(k in self.ctx.reveal for k in keys):  # what it tells has landed on the board
                x = d.x + 28
                if kind is not None:
                    self.art.type_badge(surface, kind, (x + 16, y + line_h // 2), 18)
                    x += self.BADGE_W
                for i, row in enumerate(lines):
                    if y + (i + 1) * line_h <= bottom:
                        draw.text(surface, row, (x, y + i * line_h + line_h // 2), size, colour, True, "midleft")
            y += len(lines) * line_h + gap
        foot = pygame.Rect(d.x + 28, d.bottom - 58, d.w - 56, 34)
        draw.text_fit(surface, self.footer, foot, theme.SIZE_SMALL, theme.TEXT_DIM, False, "midleft", min_size=20)
        if self._hold is not None and self._hold.duration != float("inf"):  # the time left before the table goes on
            span = self._hold.delay + self._hold.duration
            left = max(0.0, 1 - self._hold.elapsed / span) if span > 0 else 0.0
            bar = pygame.Rect(d.x + 28, d.bottom - 16, round((d.w - 56) * left), 5)
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=3)
