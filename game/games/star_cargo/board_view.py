"""The Star Cargo board view: the orbit and where everything on it stands
(planet slots, ships, the bank of uncharted planets, deck and discard), and
its drawing.  A part of the table (game/scenes/table_parts/context.py):
StarCargoTable makes it in layout(), places it from the frame's board_rect
and adds it with add_part(); it reads the table's view, turn and reveal
through the context and draws with the table's CargoArt."""
from __future__ import annotations

import math

import pygame

from game.games.star_cargo.art import (BANK_R, CARD_H, CARD_W, CHIP_R, INK, ORBIT_BOTTOM, ORBIT_SIDE, ORBIT_TOP,
                                       RED, RED_SUITS, SHIP, ellipse_slots, halo_surface, lum, spread_order)
from game.scenes.table_parts.context import Part
from game.ui import draw, theme


def count_badge(surface, assets, text, midbottom) -> None:
    """A small pill with a count (deck, discard, score piles)."""
    w = max(40, assets.text_size(text, theme.SIZE_TINY, True)[0] + 20)
    r = pygame.Rect(0, 0, w, 30)
    r.midbottom = midbottom
    pygame.draw.rect(surface, (20, 24, 44), r, border_radius=15)
    pygame.draw.rect(surface, theme.BRASS, r, 2, border_radius=15)
    draw.text(surface, text, r.center, theme.SIZE_TINY, theme.TEXT, True, "center")


class CargoBoard(Part):
    def __init__(self, ctx, art):
        super().__init__(ctx)
        self.art = art
        self.cat = art.cat
        self.ship_sizes: dict[int, int] = {}  # seat -> pawn size, set by ship_positions()
        self._arrival = None  # seats in the order their ships arrived where they stand
        self._last_ships = None  # the ships' planets at the last refresh
        self.prev_arrival = None  # the arrival order before the last refresh (a ship leaving)

    def _view(self) -> dict:
        view = self.ctx.view
        return view if isinstance(view, dict) else {}

    # ------------------------------------------------------------ layout
    def place(self, b: pygame.Rect) -> None:
        """The orbit, its slots and the trays in its middle, placed in board
        rect `b` (at 1920x1080: the orbit centred at (745, 478) with radii
        592 x 292); a wider or taller board gets a wider or taller orbit, the
        trays stay their size in its middle."""
        self.rect = b
        rx, ry = (b.w - 2 * ORBIT_SIDE) // 2, (b.h - ORBIT_TOP - ORBIT_BOTTOM) // 2
        self.orbit_r = (rx, ry)
        self.orbit_c = cx, cy = (b.x + ORBIT_SIDE + rx, b.y + ORBIT_TOP + ry)
        cat = self.cat
        n = len(cat.planets)
        players = len(self.ctx.match.seats)
        self.slots = ellipse_slots(n, self.orbit_c, rx, ry)
        self.slot_order = spread_order(n, players)
        # the middle of the orbit: the bank (one column per colour) and the deck + discard
        self.bank_rect = pygame.Rect(cx - 359, cy - 116, 546, 290)
        self.deck_rect = pygame.Rect(cx + 213, cy - 54, CARD_W, CARD_H)
        self.discard_rect = self.deck_rect.move(CARD_W + 22, 0)
        self.bank_pos: dict[str, tuple[int, int]] = {}
        self.bank_hit: dict[str, pygame.Rect] = {}
        groups = [[p for p in cat.planets if p.colour.index == c.index] for c in cat.colours]
        cols = max(1, len(groups))
        rows = max([len(g) for g in groups] + [1])
        gap = 8
        col_w = (self.bank_rect.w - gap * (cols - 1)) // cols
        top = self.bank_rect.y + 36 + 32  # tray title, then the column headers
        row_h = min(62, (self.bank_rect.bottom - top) // rows)
        self._bank_cols = []
        for i, group in enumerate(groups):
            x0 = self.bank_rect.x + i * (col_w + gap)
            self._bank_cols.append((group[0].colour if group else None, pygame.Rect(x0, top - 32, col_w, 30)))
            for k, planet in enumerate(group):
                y = top + k * row_h + row_h // 2
                self.bank_pos[planet.id] = (x0 + 6 + BANK_R, y)
                self.bank_hit[planet.id] = pygame.Rect(x0 + 4, y - row_h // 2 + 2, col_w - 8, row_h - 4)

    # ------------------------------------------------------------ ships in arrival order
    def on_refresh(self) -> None:
        """Ships sharing a planet stand in the order they arrived (no jumping)."""
        ships = list(self._view().get("ships") or [])
        order, last = self._arrival, self._last_ships
        if order is None or last is None or len(order) != len(ships) or len(last) != len(ships):
            order = list(range(len(ships)))
        else:
            order = list(order)
            for seat, (a, b) in enumerate(zip(last, ships)):
                if a != b:
                    order.remove(seat)
                    order.append(seat)
        self.prev_arrival = self._arrival or order
        self._arrival, self._last_ships = order, ships

    def on_undo(self) -> None:
        self._arrival = self._last_ships = None

    # ------------------------------------------------------------ where things are (view only)
    def planet_positions(self) -> dict[str, tuple[int, int]]:
        """Chip centre of every planet in play (by arrival order: stable)."""
        out = {}
        for i, p in enumerate(self.ctx.view.get("planets") or []):
            if i < len(self.slot_order):
                out[p["id"]] = self.slots[self.slot_order[i]]
        return out

    def planet_at(self, pid: str) -> tuple[int, int]:
        return self.planet_positions().get(pid) or self.bank_pos.get(pid) or self.orbit_c

    def planet_info(self, pid: str) -> dict | None:
        for p in self.ctx.view.get("planets") or []:
            if p["id"] == pid:
                return p
        return None

    def here(self):
        """(seat to act, the planet id its ship is at) or (seat, None)."""
        seat = self.ctx.to_act
        ships = self.ctx.view.get("ships") or []
        pid = ships[seat] if seat is not None and seat < len(ships) else None
        return seat, pid

    def ship_slots(self, centre, k: int, n: int) -> tuple[int, int]:
        """Where the k-th of n ships at a planet stands (left of the chip;
        three or more stand in a tighter column, see ship_size)."""
        if n <= 1:
            dx, dy = -82, 0
        elif n == 2:
            dx, dy = -82, -30 + 60 * k
        else:
            step = 44
            dx, dy = -74, round((k - (n - 1) / 2) * step)
        return centre[0] + dx, centre[1] + dy

    @staticmethod
    def ship_size(n: int) -> int:
        return SHIP if n <= 2 else 42

    def ship_positions(self) -> dict[int, tuple[int, int]]:
        """Where each ship stands now (and its pawn size in self.ship_sizes)."""
        ships = self.ctx.view.get("ships") or []
        self.ship_sizes = {}
        pos = self.planet_positions()
        at: dict[str, list[int]] = {}
        order = self._arrival or list(range(len(ships)))
        for seat in sorted(range(len(ships)), key=lambda s: order.index(s) if s in order else s):
            pid = ships[seat]
            if pid:
                at.setdefault(pid, []).append(seat)
        out = {}
        for pid, seats in at.items():
            c = pos.get(pid) or self.bank_pos.get(pid)
            if c is None:
                continue
            for k, seat in enumerate(seats):
                out[seat] = self.ship_slots(c, k, len(seats))
                self.ship_sizes[seat] = self.ship_size(len(seats))
        return out

    def ship_spot_before(self, pid: str, seat: int):
        """Where `seat`'s ship stood at planet pid (before it left)."""
        c = self.planet_positions().get(pid, self.orbit_c)
        ships = list(self.ctx.view.get("ships") or [])
        others = [s for s, q in enumerate(ships) if q == pid and s != seat]
        order = self.prev_arrival or list(range(len(ships)))
        before = sorted(others + [seat], key=lambda s: order.index(s) if s in order else s)
        return self.ship_slots(c, before.index(seat), len(before))

    def card_rect(self, centre) -> pygame.Rect:
        r = pygame.Rect(0, 0, CARD_W, CARD_H)
        r.midleft = (centre[0] + 6, centre[1] - 2)
        return r

    # ------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        ctx = self.ctx
        view = self._view()
        surface.blit(self._orbit_layer(), self.rect.topleft)
        self.draw_bank(surface, view)
        self.draw_piles(surface, view)
        positions = self.planet_positions()
        if ctx.my_turn:
            self.draw_halos(surface, positions)
        for p in view.get("planets") or []:
            pid = p["id"]
            if pid in positions and ("planet", pid) not in ctx.reveal:
                self.draw_planet(surface, p, positions[pid])
        self.draw_ships(surface, view)

    def draw_halos(self, surface, positions) -> None:
        """A soft glow behind every planet a click can go to (the frame adds
        the crisp ring on top)."""
        hov = self.ctx.hover_target
        for t in self.ctx.current_targets():
            if not t.clickable or not t.key or t.key[0] != "planet":
                continue
            c = positions.get(t.key[1])
            if c is None:
                continue
            colour = theme.HILITE if t is hov else (120, 210, 235)
            halo = self.art.assets.generated(("sc-halo", colour), lambda colour=colour: halo_surface(CHIP_R + 30, colour))
            surface.blit(halo, halo.get_rect(center=c))

    def draw_bank(self, surface, view) -> None:
        r = self.bank_rect
        bank = set(view.get("bank") or [])
        draw.text(surface, "Uncharted planets", (r.x + 6, r.y + 2), theme.SIZE_SMALL, theme.GOLD, True)
        draw.text(surface, f"{len(bank)} left", (r.right - 6, r.y + 4), theme.SIZE_TINY, theme.TEXT_DIM,
                  anchor="topright")
        for colour, head in self._bank_cols:
            if colour is None:
                continue
            draw.symbol(surface, colour.symbol, (head.x + 18, head.centery), 10, colour.rgb, outline=(10, 10, 16))
            draw.text_fit(surface, colour.name.capitalize(), pygame.Rect(head.x + 34, head.y, head.w - 40, head.h),
                          theme.SIZE_TINY, colour.rgb if lum(colour.rgb) > 90 else theme.TEXT, True, "midleft")
            pygame.draw.line(surface, (*colour.rgb[:3],), (head.x + 8, head.bottom), (head.right - 8, head.bottom), 2)
        for planet in self.cat.planets:
            pos = self.bank_pos.get(planet.id)
            if pos is None:
                continue
            hit = self.bank_hit[planet.id]
            if planet.id in bank and ("bank", planet.id) not in self.ctx.reveal:
                chip = self.art.chip_surface(planet.id, BANK_R)
                surface.blit(chip, chip.get_rect(center=pos))
                nr = pygame.Rect(pos[0] + BANK_R + 6, hit.y, hit.right - pos[0] - BANK_R - 6, hit.h)
                draw.text_fit(surface, planet.name, nr, theme.SIZE_TINY, theme.TEXT, False, "midleft", min_size=18)
            else:
                pygame.draw.circle(surface, (60, 74, 104), pos, BANK_R - 6, 2)
        if not bank:
            msg = pygame.Rect(r.x, r.y + 120, r.w, 60)
            draw.panel(surface, msg.inflate(-60, 0), fill=(10, 14, 30, 230), edge=theme.BRASS, radius=14, shadow=False)
            draw.text(surface, "Every planet has been discovered", msg.center, theme.SIZE_SMALL, theme.TEXT, True,
                      "center")

    def draw_piles(self, surface, view) -> None:
        deck_n = int(view.get("deck") or 0)
        d = self.deck_rect
        if deck_n and ("deck",) not in self.ctx.reveal:
            back = self.art.card_surface(None, CARD_W, CARD_H)
            for i in range(min(4, (deck_n + 9) // 10), 0, -1):
                surface.blit(back, d.move(-2 * i, -2 * i))
            surface.blit(back, d)
        else:
            pygame.draw.rect(surface, (70, 86, 120), d, 2, border_radius=10)
        draw.text(surface, "Deck", (d.centerx, d.bottom + 6), theme.SIZE_TINY, theme.TEXT_DIM, False, "midtop")
        count_badge(surface, self.art.assets, str(deck_n), (d.centerx, d.bottom - 4))
        discard = view.get("discard") or []
        x = self.discard_rect
        if discard and ("discard",) not in self.ctx.reveal:
            if len(discard) > 1:
                surface.blit(self.art.card_surface(discard[-2], CARD_W, CARD_H), x.move(-3, -3))
            surface.blit(self.art.card_surface(discard[-1], CARD_W, CARD_H), x)
        else:
            pygame.draw.rect(surface, (70, 86, 120), x, 2, border_radius=10)
        draw.text(surface, "Discard", (x.centerx, x.bottom + 6), theme.SIZE_TINY, theme.TEXT_DIM, False, "midtop")
        count_badge(surface, self.art.assets, str(len(discard)), (x.centerx, x.bottom - 4))

    def draw_planet(self, surface, p: dict, centre) -> None:
        pid = p["id"]
        planet = self.cat.planet(pid)
        code = p.get("card")
        card = self.art.card(code)
        colony = bool(p.get("colony"))
        cr = self.card_rect(centre)
        if code and ("card", pid) not in self.ctx.reveal:
            surface.blit(self.art.card_surface(code, CARD_W, CARD_H, tucked=True), cr)
        chip = self.art.chip_surface(pid, CHIP_R, colony)
        surface.blit(chip, chip.get_rect(center=centre))
        # name pill (with the colour's symbol)
        name = planet.name if planet else pid
        size = theme.SIZE_TINY + 1
        tw = self.art.assets.text_size(name, size, True)[0]
        pill = pygame.Rect(0, 0, tw + 44, 30)
        pill.midtop = (centre[0] + 20, centre[1] + CHIP_R + 12)
        pygame.draw.rect(surface, (12, 14, 28), pill, border_radius=15)
        col = planet.colour.rgb if planet else theme.TEXT
        pygame.draw.rect(surface, col, pill, 2, border_radius=15)
        if planet:
            draw.symbol(surface, planet.colour.symbol, (pill.x + 17, pill.centery), 8, col, outline=(0, 0, 0), width=1)
        draw.text(surface, name, (pill.x + 30, pill.centery), size, theme.TEXT, True, "midleft")
        if colony and card is not None:
            label = "COLONY · buys"
            lw = self.art.assets.text_size(label, theme.SIZE_TINY, True)[0]
            ban = pygame.Rect(0, 0, lw + 56, 28)
            ban.midtop = (pill.centerx, pill.bottom + 3)
            pygame.draw.rect(surface, (232, 214, 160), ban, border_radius=6)
            pygame.draw.rect(surface, (120, 90, 40), ban, 2, border_radius=6)
            draw.text(surface, label, (ban.x + 10, ban.centery), theme.SIZE_TINY, (60, 40, 20), True, "midleft")
            icon = self.art.assets.image_scaled((24, 24), "art", "icons", f"{card.suit.id}_c.png")
            ir = pygame.Rect(ban.x + 14 + lw, ban.centery - 12, 24, 24)
            if icon is not None:
                surface.blit(icon, ir)
            else:
                draw.text(surface, card.suit.symbol, ir.center, 22, RED if card.suit.id in RED_SUITS else INK,
                          True, "center")

    def draw_ships(self, surface, view) -> None:
        positions = self.ship_positions()
        active = self.ctx.to_act if not self.ctx.state.is_over and view.get("phase") != "setup" else None
        for seat, pos in positions.items():
            if ("ship", seat) in self.ctx.reveal:
                continue
            s = self.art.ship_surface(seat, self.ship_sizes.get(seat, SHIP), glow=seat == active)
            surface.blit(s, s.get_rect(center=pos))

    def _orbit_layer(self) -> pygame.Surface:
        """The static play area: a starfield inside the brass rim, faint orbit
        rings with landing circles, and the trays in the middle (cached)."""
        br = self.rect

        def make():
            s = pygame.Surface(br.size, pygame.SRCALPHA)
            inner = s.get_rect().inflate(-10, -10)
            s.blit(draw.starfield(inner.size, 70, 20), inner)
            ox, oy = -br.x, -br.y
            cx, cy = self.orbit_c[0] + ox, self.orbit_c[1] + oy
            orx, ory = self.orbit_r
            for rx, ry, a in ((orx, ory, 80), (orx - 46, ory - 34, 30), (orx + 44, ory + 28, 26)):
                steps = 240
                for i in range(0, steps, 2):
                    a0 = 2 * math.pi * i / steps
                    a1 = 2 * math.pi * (i + 1) / steps
                    p0 = (cx + rx * math.cos(a0), cy + ry * math.sin(a0))
                    p1 = (cx + rx * math.cos(a1), cy + ry * math.sin(a1))
                    pygame.draw.line(s, (150, 200, 240, a), p0, p1, 2)
            for x, y in self.slots:
                pygame.draw.circle(s, (150, 200, 240, 40), (x + ox, y + oy), CHIP_R + 4, 2)
            for rect in (self.bank_rect.inflate(24, 16),
                         pygame.Rect(self.deck_rect.x - 16, self.deck_rect.y - 18,
                                     self.discard_rect.right - self.deck_rect.x + 32, CARD_H + 62)):
                rect = rect.move(ox, oy)
                pygame.draw.rect(s, (6, 10, 26, 185), rect, border_radius=20)
                pygame.draw.rect(s, (110, 130, 170, 120), rect, 2, border_radius=20)
            return s

        return self.art.assets.generated(("sc-orbit", tuple(br), self.orbit_c, self.orbit_r, tuple(self.bank_rect),
                                      tuple(self.deck_rect), tuple(map(tuple, self.slots))), make)
