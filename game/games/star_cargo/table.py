"""Star Cargo table: a starfield with the planets in play on an orbit.

What the board shows (logical 1920x1080):
- Planets in play sit on an elliptical orbit.  Each is a poker chip in its
  colour with the colour's symbol on the rim (colour is never the only cue),
  its own glyph in the middle and its name on a pill; the card lying face up
  under it is tucked beneath the chip with rank and suit readable.  A colony
  gets a dome on the chip and a "COLONY · buys <suit>" banner.  Slots are
  filled in the order planets arrive, spread so the table stays balanced, and
  a planet never moves once it is in play.
- Ships are pawns (ship silhouette in the seat colour with the seat symbol)
  beside their planet; the ship to act glows.
- The middle of the orbit holds the bank of undiscovered planets, one row per
  colour (empty places stay as outlines), and the deck and discard pile.
- Each seat's panel: its hold (one cargo card, face up: holds are public), its
  ship's planet, its score-pile size and, only where self.view reveals it (the
  viewer's own pile, everyone's at the end), the points in it.

Window shape (stretch_layout): everything is placed from the frame's
board_rect (place_board), so a wide window gets a wider orbit and a tall one
a taller one; the trays keep their size in its middle.

Clicks (Targets): a planet in play flies there (or explains why not), the
planet your ship is at picks up / sells, a bank planet is discovered (or
chosen at setup).  Pick up and sell are also prompt buttons.

Hidden information is read from self.view only (score piles of other seats are
never drawn: their sold cards fly to the pile face down).
"""
from __future__ import annotations

import math

import pygame

from game.games.star_cargo import texts
from game.games.star_cargo.art import (BANK_R, CARD_H, CARD_W, CHIP_R, HOLD_H, HOLD_W, INK, ORBIT_BOTTOM,
                                       ORBIT_SIDE, ORBIT_TOP, RED, RED_SUITS, SHIP, SYMBOL_CHARS, CargoArt,
                                       ellipse_slots, halo_surface, lum, spread_order)
from game.games.star_cargo.motion import CargoMotion
from game.games.star_cargo.rules import ChoosePlanet, Discover, Move, PickUp, Sell, default_catalogue
from game.scenes.table import PromptButton, TableScene, Target
from game.ui import draw, theme


class StarCargoTable(CargoMotion, CargoArt, TableScene):
    hidden_info = True  # score piles are secret
    stretch_layout = True  # placed from board_rect: a wide or tall window gets its shape
    PROMPT_H = 142  # one row of buttons: the board takes the rest of the frame's prompt bar

    # ------------------------------------------------------------ layout
    def layout(self) -> None:
        self.cat = getattr(self.state, "cat", None) or default_catalogue()
        self._ship_sizes: dict[int, int] = {}
        self._prev_holds: list = []
        self._cur_holds: list = []
        self.place_board()

    def on_resize(self) -> None:
        self.place_board()

    def place_board(self) -> None:
        """Place the prompt bar, the orbit, its slots and the trays in its
        middle from the frame's rects (at 1920x1080: the orbit centred at
        (745, 478) with radii 592 x 292); a wider or taller board gets a wider
        or taller orbit, the trays stay their size in its middle."""
        p, b = self.prompt_rect, self.board_rect
        self.prompt_rect = pygame.Rect(p.x, p.bottom - self.PROMPT_H, p.w, self.PROMPT_H)
        self.board_rect = b = pygame.Rect(b.x, b.y, b.w, self.prompt_rect.y - 12 - b.y)
        rx, ry = (b.w - 2 * ORBIT_SIDE) // 2, (b.h - ORBIT_TOP - ORBIT_BOTTOM) // 2
        self.orbit_r = (rx, ry)
        self.orbit_c = cx, cy = (b.x + ORBIT_SIDE + rx, b.y + ORBIT_TOP + ry)
        cat = self.cat
        n = len(cat.planets)
        players = len(self.match.seats)
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

    # ------------------------------------------------------------ state helpers (view only)
    def reveal_view(self, view: dict) -> dict:
        """A replay after the game: every score pile as its owner sees it."""
        return dict(view, score_piles=[self.state.view_for(s)["score_piles"][s] for s in range(self.state.num_players)])

    def refresh(self) -> None:
        super().refresh()
        view = self.view if isinstance(self.view, dict) else {}
        holds = list(view.get("holds") or [])
        self._prev_holds, self._cur_holds = self._cur_holds or holds, holds
        # ships sharing a planet stand in the order they arrived (no jumping)
        ships = list(view.get("ships") or [])
        order = getattr(self, "_arrival", None)
        last = getattr(self, "_last_ships", None)
        if order is None or last is None or len(order) != len(ships) or len(last) != len(ships):
            order = list(range(len(ships)))
        else:
            order = list(order)
            for seat, (a, b) in enumerate(zip(last, ships)):
                if a != b:
                    order.remove(seat)
                    order.append(seat)
        self._prev_arrival = getattr(self, "_arrival", None) or order
        self._arrival, self._last_ships = order, ships

    def planet_positions(self) -> dict[str, tuple[int, int]]:
        """Chip centre of every planet in play (by arrival order: stable)."""
        out = {}
        for i, p in enumerate(self.view.get("planets") or []):
            if i < len(self.slot_order):
                out[p["id"]] = self.slots[self.slot_order[i]]
        return out

    def planet_at(self, pid: str) -> tuple[int, int]:
        return self.planet_positions().get(pid) or self.bank_pos.get(pid) or self.orbit_c

    def planet_info(self, pid: str) -> dict | None:
        for p in self.view.get("planets") or []:
            if p["id"] == pid:
                return p
        return None

    def card(self, code):
        if not code:
            return None
        try:
            return self.cat.card(code)
        except KeyError:
            return None

    def _here(self):
        """(seat to act, the planet id its ship is at) or (seat, None)."""
        seat = self.to_act
        ships = self.view.get("ships") or []
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
        ships = self.view.get("ships") or []
        self._ship_sizes: dict[int, int] = {}
        pos = self.planet_positions()
        at: dict[str, list[int]] = {}
        order = getattr(self, "_arrival", None) or list(range(len(ships)))
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
                self._ship_sizes[seat] = self.ship_size(len(seats))
        return out

    def card_rect(self, centre) -> pygame.Rect:
        r = pygame.Rect(0, 0, CARD_W, CARD_H)
        r.midleft = (centre[0] + 6, centre[1] - 2)
        return r

    def panel_rect(self, seat: int) -> pygame.Rect:
        """The frame's panel of a seat (a guess at its place before the frame
        laid out the panels)."""
        try:
            return super().panel_rect(seat)
        except (AttributeError, IndexError):
            pass
        return pygame.Rect(self.side_rect.x, self.side_rect.y + seat * 160, self.side_rect.w, 150)

    def panel_area(self, seat: int) -> pygame.Rect:
        rect = self.panel_rect(seat)
        return pygame.Rect(rect.x + 20, rect.y + 52, rect.w - 34, rect.h - 58)

    def hold_rect(self, seat: int) -> pygame.Rect:
        a = self.panel_area(seat)
        h = min(HOLD_H, a.h)
        w = round(h * HOLD_W / HOLD_H)
        return pygame.Rect(a.x, a.y + (a.h - h) // 2, w, h)

    def pile_rect(self, seat: int) -> pygame.Rect:
        a = self.panel_area(seat)
        h = min(70, a.h - 6)
        w = round(h * 0.7)
        return pygame.Rect(a.right - w - 10, a.y + (a.h - h) // 2, w, h)

    # ------------------------------------------------------------ surfaces (cached)

    # ------------------------------------------------------------ drawing
    def draw_board(self, surface) -> None:
        view = self.view if isinstance(self.view, dict) else {}
        surface.blit(self._orbit_layer(), self.board_rect.topleft)
        self.draw_bank(surface, view)
        self.draw_piles(surface, view)
        positions = self.planet_positions()
        if self.my_turn:
            self.draw_halos(surface, positions)
        for p in view.get("planets") or []:
            pid = p["id"]
            if pid in positions and ("planet", pid) not in self.reveal:
                self.draw_planet(surface, p, positions[pid])
        self.draw_ships(surface, view)
        self.draw_prompt_hint(surface)

    def draw_halos(self, surface, positions) -> None:
        """A soft glow behind every planet a click can go to (the frame adds
        the crisp ring on top)."""
        hov = self.hover_target
        for t in self.current_targets():
            if not t.clickable or not t.key or t.key[0] != "planet":
                continue
            c = positions.get(t.key[1])
            if c is None:
                continue
            colour = theme.HILITE if t is hov else (120, 210, 235)
            halo = self.assets.generated(("sc-halo", colour), lambda colour=colour: halo_surface(CHIP_R + 30, colour))
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
            if planet.id in bank and ("bank", planet.id) not in self.reveal:
                chip = self.chip_surface(planet.id, BANK_R)
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
        if deck_n and ("deck",) not in self.reveal:
            back = self.card_surface(None, CARD_W, CARD_H)
            for i in range(min(4, (deck_n + 9) // 10), 0, -1):
                surface.blit(back, d.move(-2 * i, -2 * i))
            surface.blit(back, d)
        else:
            pygame.draw.rect(surface, (70, 86, 120), d, 2, border_radius=10)
        draw.text(surface, "Deck", (d.centerx, d.bottom + 6), theme.SIZE_TINY, theme.TEXT_DIM, False, "midtop")
        self._count_badge(surface, str(deck_n), (d.centerx, d.bottom - 4))
        discard = view.get("discard") or []
        x = self.discard_rect
        if discard and ("discard",) not in self.reveal:
            if len(discard) > 1:
                surface.blit(self.card_surface(discard[-2], CARD_W, CARD_H), x.move(-3, -3))
            surface.blit(self.card_surface(discard[-1], CARD_W, CARD_H), x)
        else:
            pygame.draw.rect(surface, (70, 86, 120), x, 2, border_radius=10)
        draw.text(surface, "Discard", (x.centerx, x.bottom + 6), theme.SIZE_TINY, theme.TEXT_DIM, False, "midtop")
        self._count_badge(surface, str(len(discard)), (x.centerx, x.bottom - 4))

    def _count_badge(self, surface, text, midbottom):
        w = max(40, self.assets.text_size(text, theme.SIZE_TINY, True)[0] + 20)
        r = pygame.Rect(0, 0, w, 30)
        r.midbottom = midbottom
        pygame.draw.rect(surface, (20, 24, 44), r, border_radius=15)
        pygame.draw.rect(surface, theme.BRASS, r, 2, border_radius=15)
        draw.text(surface, text, r.center, theme.SIZE_TINY, theme.TEXT, True, "center")

    def draw_planet(self, surface, p: dict, centre) -> None:
        pid = p["id"]
        planet = self.cat.planet(pid)
        code = p.get("card")
        card = self.card(code)
        colony = bool(p.get("colony"))
        cr = self.card_rect(centre)
        if code and ("card", pid) not in self.reveal:
            surface.blit(self.card_surface(code, CARD_W, CARD_H, tucked=True), cr)
        chip = self.chip_surface(pid, CHIP_R, colony)
        surface.blit(chip, chip.get_rect(center=centre))
        # name pill (with the colour's symbol)
        name = planet.name if planet else pid
        size = theme.SIZE_TINY + 1
        tw = self.assets.text_size(name, size, True)[0]
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
            lw = self.assets.text_size(label, theme.SIZE_TINY, True)[0]
            ban = pygame.Rect(0, 0, lw + 56, 28)
            ban.midtop = (pill.centerx, pill.bottom + 3)
            pygame.draw.rect(surface, (232, 214, 160), ban, border_radius=6)
            pygame.draw.rect(surface, (120, 90, 40), ban, 2, border_radius=6)
            draw.text(surface, label, (ban.x + 10, ban.centery), theme.SIZE_TINY, (60, 40, 20), True, "midleft")
            icon = self.assets.image_scaled((24, 24), "art", "icons", f"{card.suit.id}_c.png")
            ir = pygame.Rect(ban.x + 14 + lw, ban.centery - 12, 24, 24)
            if icon is not None:
                surface.blit(icon, ir)
            else:
                draw.text(surface, card.suit.symbol, ir.center, 22, RED if card.suit.id in RED_SUITS else INK,
                          True, "center")

    def draw_ships(self, surface, view) -> None:
        positions = self.ship_positions()
        active = self.to_act if not self.state.is_over and view.get("phase") != "setup" else None
        for seat, pos in positions.items():
            if ("ship", seat) in self.reveal:
                continue
            s = self.ship_surface(seat, self._ship_sizes.get(seat, SHIP), glow=seat == active)
            surface.blit(s, s.get_rect(center=pos))

    HINTS = ("…or click a highlighted planet to fly there.", "…or click a highlighted planet.")

    def prompt_hint_layout(self):
        """Where the "…or click a planet" hint goes: right of the last action
        button, inside the prompt bar (and left of the page arrows), on one
        line, else wrapped on two, else a shorter text shrunk to fit; None
        when there is no room.  Returns (lines, size, rect)."""
        buttons = self.prompt_buttons()
        widgets = [w for w in buttons if getattr(w, "label", "") not in ("‹", "›")]
        if not widgets:
            return None
        r = self.prompt_rect
        paged = len(widgets) < len(buttons)  # the page arrows are there
        right = r.right - 24 - (150 if paged else 0)
        last = max(widgets, key=lambda w: (w.rect.y, w.rect.right)).rect
        area = pygame.Rect(last.right + 22, last.y - 6, right - (last.right + 22), last.h + 12)
        if area.w < 120:
            return None
        for text in self.HINTS:
            for size in (theme.SIZE_SMALL, theme.SIZE_TINY):
                if self.assets.text_size(text, size)[0] <= area.w:
                    return [text], size, area
            for size in (theme.SIZE_SMALL, theme.SIZE_TINY):
                lines = self.assets.wrap(text, size, area.w)
                if len(lines) <= 2 and 2 * (size + 2) <= area.h and all(
                        self.assets.text_size(line, size)[0] <= area.w for line in lines):
                    return lines, size, area
        return [self.HINTS[-1]], 16, area

    def draw_prompt_hint(self, surface) -> None:
        if not self.my_turn or self.view.get("phase") != "play":
            return
        if not self.prompt_items():
            return
        got = self.prompt_hint_layout()
        if got is None:
            return
        lines, size, area = got
        if len(lines) == 1:
            draw.text_fit(surface, lines[0], area, size, theme.TEXT_DIM, False, "midleft", min_size=14)
            return
        line_h = size + 2
        y = area.centery - line_h * len(lines) // 2
        for line in lines:
            draw.text(surface, line, (area.x, y), size, theme.TEXT_DIM)
            y += line_h

    # ------------------------------------------------------------ player panels
    def player_panel_lines(self, seat: int) -> list[str]:
        view = self.view if isinstance(self.view, dict) else {}
        holds = view.get("holds") or []
        origins = view.get("origins") or []
        card = self.card(holds[seat] if seat < len(holds) else None)
        origin = self.cat.planet(origins[seat]) if card and seat < len(origins) and origins[seat] else None
        piles = view.get("score_piles") or []
        pile = piles[seat] if seat < len(piles) else {}
        return texts.panel_lines(card, origin, int(pile.get("count", 0)), pile.get("points"), seat == self.viewer)

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        view = self.view if isinstance(self.view, dict) else {}
        holds = view.get("holds") or []
        origins = view.get("origins") or []
        ships = view.get("ships") or []
        piles = view.get("score_piles") or []
        code = holds[seat] if seat < len(holds) else None
        card = self.card(code)
        hr = self.hold_rect(seat)
        if card is not None and ("hold", seat) not in self.reveal:
            surface.blit(self.card_surface(code, hr.w, hr.h), hr)
        else:
            pygame.draw.rect(surface, (70, 86, 120), hr, 2, border_radius=8)
        pr = self.pile_rect(seat)
        pile = piles[seat] if seat < len(piles) else {}
        count = int(pile.get("count", 0))
        x = hr.right + 14
        w = pr.x - 10 - x
        y = rect.y + 2
        lh = theme.SIZE_TINY + 8
        # points: only where the view holds them (your own pile; everyone's at the end)
        first_w = w
        if "points" in pile:
            pts = f"{pile['points']} pts"
            tw = self.assets.text_size(pts, theme.SIZE_TINY, True)[0] + 18
            tr = pygame.Rect(0, 0, tw, 28)
            tr.midright = (pr.x - 10, y + lh // 2)
            pygame.draw.rect(surface, (50, 92, 56), tr, border_radius=14)
            pygame.draw.rect(surface, theme.GOOD, tr, 2, border_radius=14)
            draw.text(surface, pts, tr.center, theme.SIZE_TINY, (235, 255, 235), True, "center")
            first_w = tr.x - 8 - x
        if card is not None:
            origin = self.cat.planet(origins[seat]) if seat < len(origins) and origins[seat] else None
            val = f"worth {card.value}"
            draw.text_fit(surface, val, pygame.Rect(x, y, first_w, lh), theme.SIZE_TINY, theme.TEXT, True, "midleft",
                          min_size=18)
            y += lh
            if origin:
                draw.text_fit(surface, f"from {origin.name}", pygame.Rect(x, y, w, lh), theme.SIZE_TINY,
                              theme.TEXT_DIM, False, "midleft", min_size=18)
                y += lh
        else:
            draw.text_fit(surface, "Hold empty", pygame.Rect(x, y, first_w, lh), theme.SIZE_TINY, theme.TEXT_DIM,
                          False, "midleft", min_size=18)
            y += lh
        at = self.cat.planet(ships[seat]) if seat < len(ships) and ships[seat] else None
        if at is not None and y + lh <= rect.bottom + 4:
            draw.text_fit(surface, f"ship at {at.name}", pygame.Rect(x, y, w, lh), theme.SIZE_TINY, theme.TEXT_DIM,
                          False, "midleft", min_size=18)
        # the score pile: a stack of backs with its size
        if ("pile", seat) not in self.reveal:
            if count:
                back = self.card_surface(None, pr.w, pr.h)
                for i in range(min(3, count) - 1, 0, -1):
                    surface.blit(back, pr.move(-3 * i, -3 * i))
                surface.blit(back, pr)
            else:
                pygame.draw.rect(surface, (70, 86, 120), pr, 2, border_radius=6)
        self._count_badge(surface, str(count), (pr.centerx, pr.bottom + 2))

    # ------------------------------------------------------------ banner / prompt
    def banner_note(self) -> str:
        view = self.view if isinstance(self.view, dict) else {}
        if view.get("phase") != "play":
            return ""
        planets = view.get("planets") or []
        open_ = [p for p in planets if not p.get("colony")]
        if len(open_) == 1:
            return "Only one open planet left"
        return ""

    def prompt_actions(self) -> list:
        """Sell, then Pick up, in the same places every turn of play (numbers
        1 and 2): the one that cannot be used now is greyed out with the
        reason, so a habit of pressing 1 never jettisons cargo by surprise."""
        if not self.my_turn or self.view.get("phase") != "play":
            return [a for a in self.legal if isinstance(a, (PickUp, Sell))]
        legal = set(self.legal)
        items = []
        for a, short in ((Sell(), texts.SELL_SHORT), (PickUp(), texts.PICK_UP_SHORT)):
            if a in legal:
                items.append(a)
            else:
                why = self._why(a)
                items.append(PromptButton(short, lambda w=why: self.explain(w), tooltip=why, enabled=False, why=why))
        return items

    def _pick_up_cards(self):
        """(card under the acting ship, card in its hold) for the Pick up texts."""
        seat, here = self._here()
        p = self.planet_info(here) if here else None
        new = self.card(p.get("card")) if p else None
        holds = self.view.get("holds") or []
        old = self.card(holds[seat]) if seat is not None and seat < len(holds) else None
        return new, old

    def action_label(self, action) -> str:
        view = self.view if isinstance(self.view, dict) else {}
        seat, here = self._here()
        if isinstance(action, PickUp):
            return texts.pick_up_label(*self._pick_up_cards())
        if isinstance(action, Sell):
            holds = view.get("holds") or []
            return texts.sell_label(self.card(holds[seat]) if seat is not None and seat < len(holds) else None)
        planet = self.cat.planet(getattr(action, "planet", "")) if hasattr(action, "planet") else None
        name = planet.name if planet else ""
        if isinstance(action, Move):
            return f"Fly to {name}"
        if isinstance(action, Discover):
            return f"Discover {name} and fly there"
        if isinstance(action, ChoosePlanet):
            return f"Start at {name}"
        return super().action_label(action)

    def action_tooltip(self, action) -> str:
        if isinstance(action, Sell):
            return texts.SELL_TOOLTIP
        if isinstance(action, PickUp):
            return texts.pick_up_tooltip(*self._pick_up_cards())
        return ""

    # ------------------------------------------------------------ asking before a costly jettison
    def take(self, action) -> bool:
        """A person's Pick up that throws away better cargo asks first (it
        cannot be undone: the card dealt after it is a reveal)."""
        if (isinstance(action, PickUp) and self.confirm is None and self.my_turn and action in self.legal
                and texts.jettison_costs(*self._pick_up_cards())):
            self.ask_first(action, *texts.jettison_question(*self._pick_up_cards()))
            return False
        return super().take(action)

    # ------------------------------------------------------------ targets
    def _why(self, action, cap: bool = True) -> str:
        """The rules' own reason why `action` is illegal now."""
        try:
            text = self.state.why_illegal(action)
        except Exception:
            text = "not possible now"
        return texts.cap(text) if cap else texts.sentence_tail(text)

    def _planet_text(self, pid: str) -> list[str]:
        planet = self.cat.planet(pid)
        p = self.planet_info(pid)
        card = self.card(p.get("card")) if p is not None else None
        open_ = [q["id"] for q in self.view.get("planets") or [] if not q.get("colony")]
        last_open = p is not None and self.view.get("phase") == "play" and open_ == [pid]
        ships = self.view.get("ships") or []
        names = [self.seat_name(s) for s, q in enumerate(ships) if q == pid]
        sym = SYMBOL_CHARS.get(planet.colour.symbol, "") if planet is not None else ""
        return texts.planet_lines(planet, p, card, last_open, names, sym)

    def _offer(self, action, legal, actions: list) -> str:
        """Add `action` to `actions` when it is legal; else the reason why not."""
        if action in legal:
            actions.append(action)
            return ""
        return self._why(action)

    def _click_tip(self, pid: str, actions, notes=()) -> str:
        """A planet's tooltip: what it is, what a click does, and why the
        other choice there is out (notes)."""
        tip = "\n".join(self._planet_text(pid))
        if actions:
            labels = [self.action_label(a) for a in actions]
            tip += "\nClick: " + " or ".join(label[0].lower() + label[1:] for label in labels) + "."
            if notes:
                tip += "\n" + "\n".join(notes)
        return tip

    def targets(self) -> list[Target]:
        view = self.view if isinstance(self.view, dict) else {}
        if not view:
            return []
        out: list[Target] = []
        mine = self.my_turn
        legal = set(self.legal)
        phase = view.get("phase")
        seat, here = self._here()
        positions = self.planet_positions()
        ship_pos = self.ship_positions()
        ships = view.get("ships") or []
        for p in view.get("planets") or []:
            pid = p["id"]
            c = positions.get(pid)
            if c is None:
                continue
            actions, disabled = [], ""
            notes = []
            if mine and phase == "setup":
                disabled = self._why(ChoosePlanet(pid))
            elif mine and pid == here:
                for a in (PickUp(), Sell()):
                    if a in legal:
                        actions.append(a)
                    else:
                        notes.append(("Can't pick up: " if isinstance(a, PickUp) else "Can't sell: ")
                                     + self._why(a, cap=False))
                if not actions:
                    disabled = f"Your ship is here. " + " ".join(notes)
                    notes = []
            elif mine:
                disabled = self._offer(Move(pid), legal, actions)
            tip = self._click_tip(pid, actions, notes)
            cr = self.card_rect(c)
            box = pygame.Rect(0, 0, 2 * CHIP_R, 2 * CHIP_R)
            box.center = c

            pawns = [q for s_, q in ship_pos.items() if ships[s_] == pid]  # its ships count as the planet

            def hit(pos, c=c, cr=cr, pawns=pawns):
                return (math.dist(pos, c) <= CHIP_R + 2 or cr.collidepoint(pos)
                        or any(math.dist(pos, q) <= 22 for q in pawns))

            out.append(Target(rect=box, actions=actions, tooltip=tip, disabled=disabled, hit=hit, shape="circle",
                              key=("planet", pid)))
        bank = view.get("bank") or []
        for pid in bank:
            c = self.bank_pos.get(pid)
            if c is None:
                continue
            actions, disabled = [], ""
            if mine:
                disabled = self._offer(ChoosePlanet(pid) if phase == "setup" else Discover(pid), legal, actions)
            tip = self._click_tip(pid, actions)
            out.append(Target(rect=self.bank_hit[pid], actions=actions, tooltip=tip, disabled=disabled, radius=12,
                              key=("bank", pid)))
        # information only (no actions): deck, discard, holds and score piles
        colonies_left = self.cat.colony_cards - sum(1 for p in view.get("planets") or [] if p.get("colony"))
        deck_n = int(view.get("deck") or 0)
        out.append(Target(rect=self.deck_rect, tooltip=texts.deck_tip(deck_n, colonies_left), highlight=False,
                          key=("deck",)))
        discard = view.get("discard") or []
        top = self.card(discard[-1]) if discard else None
        out.append(Target(rect=self.discard_rect, tooltip=texts.discard_tip(len(discard), top), highlight=False,
                          key=("discard",)))
        piles = view.get("score_piles") or []
        holds = view.get("holds") or []
        for s in range(len(self.match.seats)):
            card = self.card(holds[s] if s < len(holds) else None)
            out.append(Target(rect=self.hold_rect(s), tooltip=texts.hold_tip(self.seat_name(s), card),
                              highlight=False, key=("hold", s)))
            pile = piles[s] if s < len(piles) else {}
            tip = texts.pile_tip(self.seat_name(s), int(pile.get("count", 0)), pile.get("points"), s == self.viewer)
            out.append(Target(rect=self.pile_rect(s), tooltip=tip, highlight=False, key=("pile", s)))
        return out

    # ------------------------------------------------------------ animations
