"""Star Cartel board panels: the delivery panel (one row per set, with its
role and price move), the shipyard, deck and discard, the fleet rows with
their hold meters (StarCartelPanels), and the viewer's own stash panel
(StashPanel, opened by a click on the viewer's stash chip).

Both draw from the board view's view helpers (board.v, board.hold,
board.delivery_rows ...) with the table's StarCartelArt, never from rules
internals; the table gives StarCartelPanels the seats' colours."""
from __future__ import annotations

from typing import Callable

import pygame

from game.games.star_cartel import texts
from game.games.star_cartel.art import TYPE_COLOURS, StarCartelArt, mix
from game.games.star_cartel.board_view import StarCartelBoard
from game.games.star_cartel.rules import TYPES, Load
from game.games.star_cartel.rules.state import LOAD_STAGES
from game.games.star_cartel.texts import plural, tname
from game.ui import draw, theme

ROLE_COLOURS = {"largest": (120, 230, 140), "smallest": (240, 150, 120), "leftover": theme.ACCENT,
                "stashed": theme.TEXT_FAINT}


def min_name_w(assets, ship: dict) -> int:
    """The ship name's width at the smallest size the fleet row draws it."""
    return assets.text_size(ship.get("name", "?"), 20, True)[0]


class StarCartelPanels:
    def __init__(self, ctx, board: StarCartelBoard, art: StarCartelArt, *, seat_colour: Callable):
        self.ctx = ctx
        self.board = board
        self.art = art
        self.seat_colour = seat_colour  # seat -> its colour

    def draw_delivery(self, surface) -> None:
        d = self.board.delivery_rect
        v = self.board.v
        dl = v.get("delivery") or {}
        seat = self.board.current()
        draw.panel(surface, d, fill=(22, 18, 30, 240), edge=theme.GOLD, radius=18, width=3)
        rush = bool(dl.get("rush"))
        who = "You" if (seat == self.ctx.viewer and self.ctx.my_turn) else self.ctx.seat_name(seat)
        title = texts.delivery_title(who, who == "You", rush)
        if seat is not None:
            self.ctx.draw_seat_token(surface, seat, (d.x + 36, d.y + 34), 16)
        draw.text(surface, title, (d.x + 62, d.y + 34), theme.SIZE_H3, theme.GOLD, True, "midleft")
        draw.text_fit(surface, texts.delivery_rule(rush), pygame.Rect(d.x + 24, d.y + 58, d.w - 48, 34),
                      theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midleft", min_size=20)
        stage = self.board.stage()
        stage_text = texts.delivery_stage_text(stage, self.ctx.my_turn, self.ctx.seat_name(seat))
        rows = self.board.delivery_rows()
        for i, row in enumerate(rows):
            self._draw_delivery_row(surface, self.board.delivery_row_rect(i), row)
        if stage_text and len(rows) <= 4:
            y = self.board.delivery_row_rect(len(rows)).y + 6
            draw.text_fit(surface, stage_text, pygame.Rect(d.x + 24, min(y, d.bottom - 46), d.w - 48, 36),
                          theme.SIZE_BODY, theme.HILITE if self.ctx.my_turn else theme.TEXT, True, "midleft",
                          min_size=20)

    def _draw_delivery_row(self, surface, rect, row) -> None:
        kind = row["kind"]
        col = TYPE_COLOURS[kind]
        gone = row["gone"]
        fill = (40, 36, 52, 230) if not gone else (26, 24, 34, 200)
        draw.panel(surface, rect, fill=fill, edge=mix(col, (40, 40, 50), 0.4), radius=14, shadow=False)
        self.art.type_badge(surface, kind, (rect.x + 30, rect.centery), 20)
        draw.text(surface, tname(kind), (rect.x + 60, rect.centery), theme.SIZE_BODY,
                  mix(col, (255, 255, 255), 0.45) if not gone else theme.TEXT_FAINT, True, "midleft")
        # the cards of the set
        x = rect.x + 210
        cards = sorted(row["cards"], key=lambda c: -c["size"])
        if cards:
            avail = 290
            cw = max(24, min(68, (avail - 6 * (len(cards) - 1)) // len(cards)))
            for c in cards:  # a narrow chip shows its size alone (its colour says the kind), never over the icon
                surface.blit(self.art.chip_surface(kind, c["size"], cw, 42), (x, rect.centery - 21))
                x += cw + 6
        elif gone:
            draw.text(surface, texts.gone_text(row, self.board.own_delivery()), (x, rect.centery),
                      theme.SIZE_SMALL, theme.TEXT_FAINT, False, "midleft")
        draw.text(surface, f"size {row['size']}", (rect.x + 520, rect.centery), theme.SIZE_BODY,
                  theme.TEXT if not gone else theme.TEXT_FAINT, True, "midleft")
        # role and price
        rx = rect.x + 650
        role = row["role"]
        board = self.board
        label = texts.row_role_label(row, board.stage() in ("stash", "extra_stash"), board.tokens().get(kind, 3),
                                     board.own_delivery())
        colour = theme.HILITE if row["tie"] else ROLE_COLOURS.get(role, theme.TEXT_DIM)
        if label:
            draw.text(surface, label, (rx, rect.centery - (12 if row["move"] else 0)), theme.SIZE_SMALL, colour, True,
                      "midleft")
        if row["move"]:
            crash = row["move"][2]
            draw.text(surface, texts.price_move_text(row["move"], row["done"]), (rx, rect.centery + 13),
                      theme.SIZE_TINY, theme.BAD if crash else theme.TEXT_DIM, crash, "midleft")

    def draw_shipyard(self, surface) -> None:
        r = self.board.shipyard_rect
        yard = self.board.v.get("shipyard") or []
        n = len(yard)
        # the stack under the top card
        for i in range(min(3, max(0, n - 1)), 0, -1):
            back = r.move(i * 5, i * 5).inflate(-10, -10)
            pygame.draw.rect(surface, (26, 32, 56), back, border_radius=14)
            pygame.draw.rect(surface, (80, 90, 120), back, 2, border_radius=14)
        card = r.inflate(-10, -10).move(-5, -5) if n > 1 else r.inflate(-10, -10)
        if not yard:
            draw.panel(surface, card, fill=(30, 20, 24, 220), edge=theme.BAD, radius=14, shadow=False)
            draw.text(surface, "SHIPYARD EMPTY", (card.centerx, card.y + 60), theme.SIZE_BODY, theme.BAD, True,
                      "center")
            draw.text(surface, "final round", (card.centerx, card.y + 100), theme.SIZE_SMALL, theme.TEXT_DIM, False,
                      "center")
            return
        top = yard[0]
        draw.panel(surface, card, fill=(32, 42, 72, 245), edge=theme.BRASS, radius=14, shadow=True, width=2)
        draw.text(surface, "SHIPYARD", (card.x + 14, card.y + 10), theme.SIZE_TINY, theme.GOLD, True)
        left = f"{n} left" if n > 1 else "LAST SHIP"
        draw.text(surface, left, (card.right - 14, card.y + 10), theme.SIZE_TINY,
                  theme.BAD if n == 1 else theme.TEXT_DIM, True, "topright")
        draw.text_fit(surface, top["name"], pygame.Rect(card.x + 14, card.y + 36, card.w - 28, 38), theme.SIZE_H3,
                      theme.TEXT, True, "midleft", min_size=22)
        # capacity and value as big numbers
        y = card.y + 82
        for j, (num, lab) in enumerate(((top["capacity"], "hold"), (top["value"], "points"))):
            x = card.x + 14 + j * 130
            t = draw.text(surface, str(num), (x, y), theme.SIZE_H2, theme.HILITE if j == 0 else theme.GOLD, True)
            draw.text(surface, lab, (t.right + 8, t.bottom - 8), theme.SIZE_TINY, theme.TEXT_DIM, False, "bottomleft")
        ab = self.board.ability_of(top)
        if ab:
            pill = pygame.Rect(card.x + 14, card.bottom - 44, card.w - 28, 34)
            pygame.draw.rect(surface, (70, 50, 100), pill, border_radius=17)
            pygame.draw.rect(surface, (170, 130, 230), pill, 2, border_radius=17)
            draw.text_fit(surface, f"★ {top.get('ability_name')}", pill.inflate(-24, 0), theme.SIZE_SMALL,
                          (235, 220, 255), True, "center", min_size=20)
        else:
            draw.text(surface, "no ability", (card.x + 16, card.bottom - 28), theme.SIZE_TINY, theme.TEXT_FAINT,
                      False, "midleft")

    def draw_piles(self, surface) -> None:
        for rect, label, n, face_up in ((self.board.deck_rect, "Deck", self.board.v.get("deck", 0), False),
                                        (self.board.discard_rect, "Discard", self.board.v.get("discard", 0), True)):
            layers = min(4, (n + 9) // 10)
            if n == 0:
                pygame.draw.rect(surface, (10, 26, 32), rect, border_radius=10)
                pygame.draw.rect(surface, (50, 80, 90), rect, 2, border_radius=10)
            else:
                for i in range(layers - 1, -1, -1):
                    b = self.art.back_surface(rect.w, rect.h)
                    if face_up:
                        b = b.copy()
                        b.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
                    surface.blit(b, rect.move(i * 2, -i * 2).topleft)
            draw.text(surface, label, (rect.centerx, rect.bottom + 6), theme.SIZE_TINY, theme.TEXT_DIM, False, "midtop")
            draw.text(surface, str(n), (rect.centerx, rect.bottom + 30), theme.SIZE_BODY, theme.TEXT, True, "midtop")

    def draw_fleet_row(self, surface, seat: int) -> None:
        r = self.board.fleet_rects[seat]
        ship = self.board.shown_ship(seat)
        active = seat == self.board.current() and not self.ctx.state.is_over
        colour = self.seat_colour(seat)
        draw.panel(surface, r, fill=(28, 34, 60, 236) if active else (16, 22, 42, 226),
                   edge=colour if active else (60, 70, 104), radius=14, shadow=False, width=3 if active else 2)
        nr = self.board.ship_name_rect(seat)
        self.ctx.draw_seat_token(surface, seat, (nr.x + 16, nr.centery), 13)
        # right side: stash chip, value, ability
        sc = self.board.stash_chip_rect(seat)
        pygame.draw.rect(surface, (12, 14, 28), sc, border_radius=10)
        mine = seat == self.board.v.get("seat")
        pygame.draw.rect(surface, theme.GOLD_DARK if mine else (70, 76, 100), sc, 2, border_radius=10)
        b = self.art.back_surface(20, 27)
        surface.blit(b, b.get_rect(midleft=(sc.x + 8, sc.centery)))
        draw.text(surface, f"×{self.board.stash_count(seat)}", (sc.x + 34, sc.centery), theme.SIZE_SMALL, theme.TEXT,
                  True, "midleft")
        x_right = sc.x - 8
        val = f"{ship.get('value')} pts"
        vw = self.ctx.assets.text_size(val, theme.SIZE_TINY, True)[0] + 20
        vr = pygame.Rect(x_right - vw, sc.y + 3, vw, sc.h - 6)
        pygame.draw.rect(surface, (60, 48, 22), vr, border_radius=vr.h // 2)
        draw.text(surface, val, vr.center, theme.SIZE_TINY, theme.GOLD, True, "center")
        x_right = vr.x - 6
        ab = self.board.ability_of(ship)
        tall = r.h >= 118  # room for a line under the hold: the ability's badge goes there, whole
        if ab and not tall:
            ar = self._ability_badge(surface, ship, right=x_right, y=sc.y + 3, h=sc.h - 6,
                                     room=x_right - (nr.x + 36) - 6 - min_name_w(self.ctx.assets, ship))
            x_right = ar.x - 6
        name_r = pygame.Rect(nr.x + 36, nr.y, x_right - nr.x - 40, nr.h)
        draw.text_fit(surface, ship.get("name", "?"), name_r, theme.SIZE_SMALL, theme.TEXT, True, "midleft",
                      min_size=20)
        m = self.board.meter_rect(seat)
        self.draw_meter(surface, m, seat, ship)
        load = self.drawn_load(seat)
        cap = ship.get("capacity", 0)
        full = load >= cap and cap > 0
        cr = self.board.counter_rect(seat)
        draw.text_fit(surface, f"{load}/{cap}", cr, self.board.counter_size(m.h),
                      theme.HILITE if full else theme.TEXT, True, "midright")
        if tall:
            who = self.ctx.seat_name(seat) + (" (you)" if mine and self.ctx.seat_name(seat) != "You" else "")
            if active:
                if self.board.stage() in LOAD_STAGES:
                    who += " · loading"
                elif self.board.delivering():
                    who += " · delivering"
            line = pygame.Rect(r.x + 16, m.bottom + 4, r.w - 32, 28)
            right = line.right
            if ab:
                right = self._ability_badge(surface, ship, right=line.right, y=line.y, h=line.h,
                                            room=line.w - 120).x - 8
            draw.text_fit(surface, who, pygame.Rect(line.x, line.y, right - line.x, line.h), theme.SIZE_TINY,
                          theme.TEXT_DIM, anchor="midleft", min_size=20)

    def _ability_badge(self, surface, ship: dict, *, right: int, y: int, h: int, room: int) -> pygame.Rect:
        """The ship's ability as a pill ending at `right`, its name whole
        (shrunk to fit `room` if it must): the same badge on every ship."""
        name = f"★ {ship.get('ability_name') or ship.get('ability')}"
        size = theme.SIZE_TINY
        while size > theme.SIZE_MIN and self.ctx.assets.text_size(name, size, True)[0] + 22 > room:
            size -= 1
        w = self.ctx.assets.text_size(name, size, True)[0] + 22
        ar = pygame.Rect(right - w, y, w, h)
        pygame.draw.rect(surface, (70, 50, 100), ar, border_radius=ar.h // 2)
        draw.text(surface, name, ar.center, size, (235, 220, 255), True, "center")
        return ar

    def drawn_load(self, seat: int) -> int:
        """The load the ship row shows now: its hold as drawn, cards on their
        way in not yet, cards on their way out still (the panel says the same)."""
        return sum(c["size"] for c in self._meter_cards(seat))

    def _meter_cards(self, seat: int) -> list:
        cards = [c for c in self.board.hold(seat) if ("card", c["id"]) not in self.ctx.reveal]
        ids = {c["id"] for c in cards}
        cards += [c for c in self.ctx.reveal.get(("ghosts", seat), []) if c["id"] not in ids
                  and ("card", c["id"]) not in self.ctx.reveal]
        return cards

    def draw_meter(self, surface, rect, seat: int, ship: dict) -> None:
        """The hold as a bar of `capacity` units: loaded cards grouped by type."""
        cap = max(1, int(ship.get("capacity", 1) or 1))
        cards = sorted(self._meter_cards(seat), key=lambda c: (TYPES.index(c["kind"]), -c["size"]))
        pygame.draw.rect(surface, (8, 10, 20), rect, border_radius=8)
        uw = rect.w / cap
        # unit ticks
        for u in range(1, cap):
            x = round(rect.x + u * uw)
            pygame.draw.line(surface, (40, 46, 70), (x, rect.y + 4), (x, rect.bottom - 4), 1)
        used = 0
        for c in cards:
            if used + c["size"] > cap:
                break
            w = round(rect.x + (used + c["size"]) * uw) - round(rect.x + used * uw)
            block = pygame.Rect(round(rect.x + used * uw), rect.y, w, rect.h).inflate(-2, -2)
            chip = self.art.chip_surface(c["kind"], c["size"], block.w, block.h, label=str(c["size"]))
            surface.blit(chip, block.topleft)
            used += c["size"]
        # a hovered hub card: where it would go
        t = self.ctx.hover_target
        if (t is not None and t.clickable and t.key and t.key[0] == "hub" and self.ctx.my_turn
                and seat == self.board.current()):
            a = t.actions[0]
            if isinstance(a, Load) and used + a.size <= cap:
                block = pygame.Rect(round(rect.x + used * uw), rect.y,
                                    round(rect.x + (used + a.size) * uw) - round(rect.x + used * uw), rect.h)
                pygame.draw.rect(surface, theme.HILITE, block.inflate(-2, -2), 3, border_radius=6)
        pygame.draw.rect(surface, (90, 100, 140), rect, 2, border_radius=8)


class StashPanel:
    """The viewer's own stash, card by card with its worth, over the board
    while open.  It is opened for one seat and shown only while that seat is
    the viewer and its stash is known (so a pass of the screen hides it)."""

    def __init__(self, ctx, board: StarCartelBoard, art: StarCartelArt):
        self.ctx = ctx
        self.board = board
        self.art = art
        self.is_open = False
        self.for_seat: int | None = None

    def open(self, seat: int) -> None:
        self.is_open = True
        self.for_seat = seat

    def close(self) -> None:
        self.is_open = False

    def shown(self) -> bool:
        viewer = self.ctx.viewer
        return (self.is_open and viewer is not None and self.for_seat == viewer
                and self.board.own_stash(viewer) is not None)

    def draw(self, surface) -> None:
        if self.shown():
            self.draw_stash_panel(surface)

    def rect(self) -> pygame.Rect:
        sc = self.board.stash_chip_rect(self.ctx.viewer)
        r = pygame.Rect(0, 0, 460, 120 + 44 * len(TYPES))
        r.topright = (sc.right, sc.bottom + 8)
        if r.bottom > self.board.rect.bottom:
            r.bottomright = (sc.right, sc.y - 8)
        return r

    def draw_stash_panel(self, surface) -> None:
        r = self.rect()
        draw.panel(surface, r, fill=(18, 20, 38, 250), edge=theme.GOLD, radius=16)
        cards = self.board.own_stash(self.ctx.viewer) or []
        tok = self.board.tokens()
        draw.text(surface, f"Your stash · {plural(len(cards), 'card')}", (r.x + 20, r.y + 14), theme.SIZE_BODY,
                  theme.GOLD, True)
        total = 0
        y = r.y + 58
        for k in TYPES:
            n = sum(1 for c in cards if c["kind"] == k)
            p = tok.get(k, 3)
            total += n * p
            self.art.type_badge(surface, k, (r.x + 36, y + 18), 16)
            draw.text(surface, tname(k), (r.x + 62, y + 18), theme.SIZE_SMALL, theme.TEXT if n else theme.TEXT_FAINT,
                      True, "midleft")
            draw.text(surface, f"{n} × {p} = {n * p}", (r.right - 20, y + 18), theme.SIZE_SMALL,
                      theme.TEXT if n else theme.TEXT_FAINT, False, "midright")
            y += 44
        ship = self.board.ship_of(self.ctx.viewer)
        draw.text(surface, f"Contraband {total} + ship {ship.get('value')} = {total + ship.get('value', 0)}",
                  (r.x + 20, y + 14), theme.SIZE_SMALL, theme.HILITE, True)
