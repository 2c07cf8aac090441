"""The Star Cartel board view: where everything on the board stands (the
price board with its five tracks, the 4 x 3 hub, the shipyard, deck and
discard, one fleet row per seat), what the viewer's view says about it, and
the drawing of the price board and the hub.

A part of the table (game/scenes/table_parts/context.py): StarCartelTable
makes it in layout(), adds it with add_part() and places it from the frame's
board_rect.  It reads the table's view, turn and reveal through the context
(game/scenes/table_parts/context.py) and draws with the table's
StarCartelArt; the table gives it one small call: the action of the prompt
button under the mouse.

Hidden information: everything drawn comes from the viewer's view, the legal
actions and the public log.  The only stash contents read are view["stash"],
the viewer's own (every seat's in a replay after the game)."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from game.games.star_cartel.art import CARD_H, CARD_W, CRASH_POS, TYPE_COLOURS, StarCartelArt, mix
from game.games.star_cartel.hub_slots import HubSlots
from game.games.star_cartel.rules import TYPES, ChooseLargest, DiscardRow, Load, Reverse
from game.games.star_cartel.rules.data import TRACK_HIGH, TRACK_LOW
from game.games.star_cartel.rules.state import DELIVERY_STAGES, LOAD_STAGES
from game.games.star_cartel.texts import tname
from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.anim import Move, ease_in_out_cubic

ROW_LABELS = {0: "BOTTOM", 1: "MIDDLE", 2: "TOP"}


class StarCartelBoard(Part):
    def __init__(self, ctx, art: StarCartelArt, *, hovered_action: Callable):
        super().__init__(ctx)
        self.art = art
        self.hovered_action = hovered_action  # () -> the action of the prompt button under the mouse, or None
        self.slots = HubSlots()  # where each hub card is drawn: it stays while the pointer rests on it

    # ------------------------------------------------------------ the hub's steady slots
    def hub_ids(self) -> list[list]:
        return [[card["id"] for card in col] for col in self.hub()]

    def on_refresh(self) -> None:
        self.slots.merge(self.hub_ids())

    def on_undo(self) -> None:
        self.slots.reset()

    def pointer_slot(self):
        """The hub slot (column, slot) under the pointer, or None."""
        if self.delivering():
            return None
        pos = self.ctx.mouse
        for c in range(4):
            for slot in range(3):
                if self.card_rect(c, slot).collidepoint(pos):
                    return (c, slot)
        return None

    def update(self, dt: float) -> bool:
        """Close up the hub's columns the pointer has left (cards slide down,
        new cards drop in)."""
        moved = self.slots.settle(self.hub_ids(), self.pointer_slot())
        if not moved:
            return False
        self.ctx.refresh()  # the hub's targets go where their cards now are
        if self.delivering():
            return True
        cards = {card["id"]: card for col in self.hub() for card in col}
        for k, (cid, before, now) in enumerate(moved):
            card = cards[cid]
            b = self.card_rect(*now)
            if before is not None:
                a, fade, delay = self.card_rect(*before).center, (255, 255), 0.0
            else:  # it waited above the column
                a, fade, delay = (b.centerx, self.card_rect(now[0], 2).centery - 34), (0, 255), 0.04 * k
            self.ctx.reveal.track(("card", cid), Move(self.art.card_surface(card["kind"], card["size"]), a,
                                                      b.center, 0.3, delay=delay, fade=fade, ease=ease_in_out_cubic))
        return True

    def hub_card_rect(self, col: int, row: int) -> pygame.Rect | None:
        """Where the hub card now at (col, row) of the view is drawn (None: it waits above its column)."""
        hub = self.hub()
        if col >= len(hub) or row >= len(hub[col]):
            return None
        slot = self.slots.slot(col, hub[col][row]["id"]) if self.slots.cols is not None else row
        return None if slot is None else self.card_rect(col, slot)

    def drawn_row(self, col: int, row: int) -> int:
        """The row the hub card now at (col, row) of the view is drawn in (a
        card whose column waits for the pointer is drawn above its row)."""
        hub = self.hub()
        if self.slots.cols is None or col >= len(hub) or row >= len(hub[col]):
            return row
        slot = self.slots.slot(col, hub[col][row]["id"])
        return row if slot is None else slot

    def waiting_columns(self) -> list[int]:
        """The columns whose cards are drawn above their rows (they close up when the pointer leaves)."""
        hub = self.hub()
        return [c for c in range(len(hub)) if any(self.drawn_row(c, r) != r for r in range(len(hub[c])))]

    def drawn_rect(self, card_id, fallback: pygame.Rect) -> pygame.Rect:
        """Where a hub card was drawn before the last change of the hub (a card just taken)."""
        place = self.slots.was.get(card_id)
        return self.card_rect(*place) if place is not None else fallback

    def place(self, b: pygame.Rect) -> None:
        """Place the price board, the hub, the shipyard, the piles and the
        fleet rows in the frame's board rect `b`."""
        self.rect = pygame.Rect(b)
        n = len(self.ctx.match.seats)
        self.cartel_rect = pygame.Rect(b.x + 24, b.y + 14, 904, 292)
        cr = self.cartel_rect
        self.track_top = cr.y + 46
        self.track_h = 48
        self.label_x = cr.x + 14
        self.cell_x0 = cr.x + 186
        self.cell_w, self.cell_gap = 60, 4
        self.crash_rect_x = self.cell_x0 + 9 * (self.cell_w + self.cell_gap)
        self.crash_w = 78
        self.yours_x = self.crash_rect_x + self.crash_w + 8
        # hub: columns under the four board slots, bottom row nearest the player
        self.hub_x0 = b.x + 60
        self.col_step = CARD_W + 18
        self.hub_top = cr.bottom + 26
        self.row_step = CARD_H + 12
        self.hub_rect = pygame.Rect(b.x + 24, self.hub_top - 6, 912, 3 * self.row_step + 2)
        self.delivery_rect = pygame.Rect(b.x + 26, self.hub_top - 4, 910, 3 * self.row_step - 6)
        # right column: shipyard, piles, fleet
        rx = b.x + 944
        rw = b.right - 18 - rx
        self.shipyard_rect = pygame.Rect(rx, b.y + 14, 300, 206)
        self.deck_rect = pygame.Rect(rx + 318, b.y + 20, 78, 108)
        self.discard_rect = pygame.Rect(rx + 410, b.y + 20, 78, 108)
        top = b.y + 236
        avail = b.bottom - 14 - top
        gap = 8
        h = min(150, (avail - gap * (n - 1)) // max(1, n))
        self.fleet_rects = [pygame.Rect(rx, top + i * (h + gap), rw, h) for i in range(n)]

    def card_rect(self, col: int, row: int) -> pygame.Rect:
        return pygame.Rect(self.hub_x0 + col * self.col_step, self.hub_top + (2 - row) * self.row_step,
                           CARD_W, CARD_H)

    def row_band(self, row: int) -> pygame.Rect:
        r0 = self.card_rect(0, row)
        r3 = self.card_rect(3, row)
        return pygame.Rect(r0.x - 10, r0.y - 5, r3.right - r0.x + 20, CARD_H + 10)

    def track_row_rect(self, i: int) -> pygame.Rect:
        cr = self.cartel_rect
        return pygame.Rect(cr.x + 8, self.track_top + i * self.track_h, cr.w - 16, self.track_h - 4)

    def cell_rect(self, i: int, pos: int) -> pygame.Rect:
        y = self.track_top + i * self.track_h + 2
        if pos >= CRASH_POS:
            return pygame.Rect(self.crash_rect_x, y, self.crash_w, self.track_h - 8)
        return pygame.Rect(self.cell_x0 + (pos - 1) * (self.cell_w + self.cell_gap), y, self.cell_w, self.track_h - 8)

    def token_center(self, kind: str, pos: float) -> tuple:
        i = TYPES.index(kind)
        lo = max(1, min(CRASH_POS, math.floor(pos)))
        hi = max(1, min(CRASH_POS, math.ceil(pos)))

        def spot(p):
            r = self.cell_rect(i, p)
            return (r.centerx, r.centery) if p >= CRASH_POS else (r.x + 21, r.centery)

        a, b = spot(lo), spot(hi)
        f = pos - math.floor(pos)
        return (a[0] + (b[0] - a[0]) * f, a[1])

    def meter_rect(self, seat: int) -> pygame.Rect:
        """The hold bar; the "load/capacity" counter sits right of it, in a
        column wide enough for "16/16" (counter_rect), so they never touch."""
        r = self.fleet_rects[seat]
        pad = 8 if r.h < 100 else 12
        y = r.y + pad + 34
        h = max(24, min(46, r.bottom - pad - y - (30 if r.h >= 118 else 0)))
        cw = self.counter_width(h)
        return pygame.Rect(r.x + 14, y, r.w - 14 - 14 - cw - 12, h)

    def counter_size(self, meter_h: int) -> int:
        return theme.SIZE_H3 if meter_h >= 34 else theme.SIZE_BODY

    def counter_width(self, meter_h: int) -> int:
        """Width of the hold counter column: the widest "load/capacity" of
        any ship (capacity up to 16, more if the content has bigger ships)."""
        biggest = max([16] + [int(s.get("capacity", 0) or 0) for s in (self.v.get("ships") or [])])
        return self.ctx.assets.text_size(f"{biggest}/{biggest}", self.counter_size(meter_h), True)[0]

    def counter_rect(self, seat: int) -> pygame.Rect:
        m = self.meter_rect(seat)
        r = self.fleet_rects[seat]
        return pygame.Rect(m.right + 12, m.y, r.right - 14 - (m.right + 12), m.h)

    def stash_chip_rect(self, seat: int) -> pygame.Rect:
        r = self.fleet_rects[seat]
        pad = 8 if r.h < 100 else 12
        return pygame.Rect(r.right - 86, r.y + pad - 2, 78, 34)

    def ship_name_rect(self, seat: int) -> pygame.Rect:
        r = self.fleet_rects[seat]
        pad = 8 if r.h < 100 else 12
        return pygame.Rect(r.x + 8, r.y + pad - 2, r.w - 100, 34)

    def delivery_row_rect(self, i: int) -> pygame.Rect:
        d = self.delivery_rect
        return pygame.Rect(d.x + 16, d.y + 96 + i * 62, d.w - 32, 56)

    @property
    def v(self) -> dict:
        return self.ctx.view if isinstance(self.ctx.view, dict) else {}

    def hub(self) -> list:
        return self.v.get("hub") or [[] for _ in range(4)]

    def hold(self, seat: int) -> list:
        holds = self.v.get("holds") or []
        return holds[seat] if 0 <= seat < len(holds) else []

    def load_of(self, seat: int) -> int:
        return sum(c["size"] for c in self.hold(seat))

    def ship_of(self, seat: int) -> dict:
        ships = self.v.get("ships") or []
        return ships[seat] if 0 <= seat < len(ships) else {"name": "?", "capacity": 0, "value": 0}

    def tokens(self) -> dict:
        return self.v.get("tokens") or {k: 3 for k in TYPES}

    def stage(self) -> str:
        return self.v.get("stage", "")

    def current(self):
        return self.v.get("current")

    def abilities_on(self) -> bool:
        return bool(self.v.get("abilities", True))

    def ability_of(self, ship: dict) -> str | None:
        return ship.get("ability") if self.abilities_on() else None

    def stash_count(self, seat: int) -> int:
        counts = self.v.get("stash_counts") or []
        n = counts[seat] if 0 <= seat < len(counts) else 0
        return self.ctx.reveal.get(("stash", seat), n)  # the old count until the cards land

    def own_stash(self, seat: int):
        """The stash cards the viewer may see for `seat`: its own stash only
        (from view["stash"]); None for every other seat."""
        v = self.v
        if seat is not None and self.ctx.revealed:  # a replay after the game: every stash
            return list(self.ctx.state.view_for(seat)["stash"])
        if seat is None or v.get("seat") != seat or v.get("stash") is None:
            return None
        return list(v["stash"])

    def delivering(self) -> bool:
        return self.stage() in DELIVERY_STAGES

    def delivery_rows(self) -> list[dict]:
        """One row per set of the current delivery (handed-over ones too), as
        the rules rank them (view["delivery"]["rows"]), with the cards of each
        set still in the hold."""
        if self.current() is None:
            return []
        hold = self.hold(self.current())
        rows = []
        for row in (self.v.get("delivery") or {}).get("rows") or []:
            move = row.get("move")
            rows.append({**row, "move": tuple(move) if move else None,
                         "cards": [c for c in hold if c["kind"] == row["kind"]]})
        return rows

    def outcomes(self, choice: str = "normal") -> list[dict]:
        """The price moves still to come if the mover chooses `choice`."""
        return ((self.v.get("delivery") or {}).get("outcomes") or {}).get(choice) or []

    def price_preview(self) -> dict:
        """kind -> (old, new, crash) of price moves not yet made (with the
        reverse choice under the mouse, when hovering one)."""
        if not self.delivering():
            return {}
        hov = self.hovered_action()
        choice = hov.which if isinstance(hov, Reverse) else "normal"
        out = {m["kind"]: (m["from"], m["to"], m["crash"]) for m in self.outcomes(choice)}
        if self.stage() == "largest":
            hov_t = self.ctx.hover_target
            if hov_t is not None and hov_t.actions and isinstance(hov_t.actions[0], ChooseLargest):
                k = hov_t.actions[0].kind
                move = ((self.v.get("delivery") or {}).get("outcomes") or {}).get("if_largest", {}).get(k)
                if move:
                    out[k] = tuple(move)
        return out

    def loadable_rows(self) -> set:
        """Rows the player to act may load from now (for the highlight band)."""
        stage = self.stage()
        seat = self.current()
        if stage not in LOAD_STAGES or seat is None:
            return set()
        ab = self.ability_of(self.ship_of(seat))
        if stage == "load_third" or (stage == "load_first" and ab == "first_pick_any_row"):
            return {0, 1, 2}
        return {0}

    def why_not_load(self, col: int, row: int, card: dict) -> str:
        """The rules' own reason why this hub card cannot be loaded now."""
        try:
            text = self.ctx.state.why_illegal(Load(col, row, card["kind"], card["size"]))
        except Exception:
            text = "you cannot load this card now"
        text = text.strip()
        return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")

    def own_delivery(self) -> bool:
        """The delivery under way is the viewer's (which set was stashed is
        for its owner's eyes only)."""
        return self.current() == self.v.get("seat")

    def set_cards(self, kind: str) -> list:
        """The cards of one type in the hold of the player delivering."""
        return [c for c in self.hold(self.current()) if c["kind"] == kind] if self.current() is not None else []

    def shown_ship(self, seat: int) -> dict:
        """The ship drawn for `seat`: the old one until the new one lands."""
        return self.ctx.reveal.get(("ship", seat)) or self.ship_of(seat)

    def token_pos(self, kind: str, pos: float) -> float:
        """Where a price token is drawn: `pos`, or where it is while stepping."""
        box = self.ctx.reveal.get(("token", kind))
        return box[0] if box else pos

    def draw_cartel(self, surface) -> None:
        cr = self.cartel_rect
        draw.panel(surface, cr, fill=(30, 24, 20, 235), edge=theme.BRASS, radius=18, shadow=True, width=3)
        pygame.draw.rect(surface, (92, 70, 40), cr.inflate(-10, -10), 1, border_radius=14)
        t = draw.text(surface, "CARTEL PRICES", (cr.x + 22, cr.y + 12), theme.SIZE_SMALL, theme.GOLD, True)
        draw.text(surface, "points per stashed card", (t.right + 18, t.centery), theme.SIZE_TINY, theme.TEXT_DIM,
                  False, "midleft")
        crash_hdr = pygame.Rect(self.crash_rect_x, cr.y + 10, self.crash_w, 30)
        draw.text(surface, "CRASH", crash_hdr.center, theme.SIZE_TINY, (255, 150, 130), True, "center")
        mine = self.own_stash(self.ctx.viewer)
        if mine is not None:
            draw.text(surface, "you", (self.yours_x + 22, cr.y + 25), theme.SIZE_TINY, theme.TEXT_DIM, True,
                      "center")
        tokens = self.tokens()
        preview = self.price_preview()
        for i, kind in enumerate(TYPES):
            col = TYPE_COLOURS[kind]
            row = self.track_row_rect(i)
            if i % 2 == 0:
                stripe = pygame.Surface(row.size, pygame.SRCALPHA)
                stripe.fill((255, 255, 255, 10))
                surface.blit(stripe, row.topleft)
            cy = row.centery
            self.art.type_badge(surface, kind, (self.label_x + 20, cy), 18)
            draw.text(surface, tname(kind), (self.label_x + 46, cy), theme.SIZE_SMALL, mix(col, (255, 255, 255), 0.45),
                      True, "midleft")
            pos = tokens.get(kind, 3)
            tpos = self.token_pos(kind, pos)  # where the token is drawn (it may be stepping)
            for p in range(TRACK_LOW, TRACK_HIGH + 1):
                cell = self.cell_rect(i, p)
                here = p == round(tpos)
                fill = mix(col, (24, 20, 28), 0.35 if here else 0.82)
                pygame.draw.rect(surface, fill, cell, border_radius=8)
                pygame.draw.rect(surface, mix(col, (60, 50, 50), 0.55), cell, 1, border_radius=8)
                draw.text(surface, str(p), (cell.right - 7, cell.centery),
                          theme.SIZE_SMALL if here else theme.SIZE_TINY,
                          (255, 248, 235) if here else (150, 140, 130), here, "midright")
            crash = self.cell_rect(i, CRASH_POS)
            self.art.draw_crash_cell(surface, crash)
            if mine is not None:
                n = sum(1 for c in mine if c["kind"] == kind)
                yc = (self.yours_x + 22, cy)
                if n:
                    b = self.art.back_surface(22, 30)
                    surface.blit(b, b.get_rect(midright=(yc[0] - 2, cy)))
                    draw.text(surface, f"{n}", (yc[0] + 2, cy), theme.SIZE_SMALL, theme.TEXT, True, "midleft")
                else:
                    draw.text(surface, "–", yc, theme.SIZE_SMALL, theme.TEXT_FAINT, False, "center")
            # a pending price move: ghost token and arrow
            if kind in preview and ("token", kind) not in self.ctx.reveal:
                old, new, crashed = preview[kind]
                target = CRASH_POS if crashed else new
                if target != old:
                    a = self.token_center(kind, old)
                    b2 = self.token_center(kind, target)
                    pygame.draw.line(surface, theme.HILITE, (a[0], a[1] + 16), (b2[0], b2[1] + 16), 3)
                    g = pygame.Surface((44, 44), pygame.SRCALPHA)
                    pygame.draw.circle(g, (*col, 90), (22, 22), 17)
                    pygame.draw.circle(g, (*theme.HILITE, 230), (22, 22), 17, 3)
                    surface.blit(g, g.get_rect(center=(round(b2[0]), round(b2[1]))))
            self.art.draw_token(surface, kind, self.token_center(kind, tpos))
        # the four board slots the hub columns hang under, named in words as the
        # prompt names them (a lone digit there read as a number key)
        for c in range(4):
            x = self.card_rect(c, 0).centerx
            tab = pygame.Rect(0, 0, 124, 24)
            tab.midtop = (x, cr.bottom - 2)
            pygame.draw.rect(surface, (30, 24, 20), tab, border_bottom_left_radius=10, border_bottom_right_radius=10)
            pygame.draw.rect(surface, theme.BRASS, tab, 2, border_bottom_left_radius=10, border_bottom_right_radius=10)
            draw.text(surface, f"column {c + 1}", tab.center, theme.SIZE_TINY, theme.TEXT_DIM, False, "center")

    def draw_hub(self, surface) -> None:
        hub = self.hub()
        rows = self.loadable_rows()
        my = self.ctx.my_turn
        # row labels (rotated) and the loading band
        for r in range(3):
            band = self.row_band(r)
            active = r in rows
            if active:
                glow = pygame.Surface(band.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (255, 226, 120, 46 if my else 26), glow.get_rect(), border_radius=14)
                surface.blit(glow, band.topleft)
                pygame.draw.rect(surface, theme.HILITE if my else (150, 140, 100), band, 2, border_radius=14)
            t = self.ctx.assets.text(ROW_LABELS[r], theme.SIZE_TINY, theme.HILITE if active else theme.TEXT_FAINT, True)
            t = pygame.transform.rotate(t, 90)
            surface.blit(t, t.get_rect(center=(self.hub_x0 - 30, band.centery)))
        disabled = {t.key: t for t in self.ctx.current_targets() if t.key and t.key[0] == "hub" and t.disabled}
        discard_preview = self.hovered_action()
        for c, col in enumerate(hub):
            rows = {card["id"]: r for r, card in enumerate(col)}
            slots = self.slots.cols[c] if self.slots.cols is not None and c < len(self.slots.cols) else \
                [card["id"] for card in col] + [None] * (3 - len(col))
            for slot, cid in enumerate(slots):
                rect = self.card_rect(c, slot)
                if cid not in rows:
                    pygame.draw.rect(surface, (10, 30, 36), rect, border_radius=12)
                    pygame.draw.rect(surface, (40, 80, 86), rect, 2, border_radius=12)
                    continue
                r = rows[cid]
                card = col[r]
                if ("card", card["id"]) in self.ctx.reveal:
                    pygame.draw.rect(surface, (10, 30, 36), rect, border_radius=12)
                    continue
                surface.blit(self.art.card_surface(card["kind"], card["size"]), rect.topleft)
                if my and self.stage() in LOAD_STAGES and ("hub", c, r) in disabled:
                    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                    pygame.draw.rect(shade, (6, 8, 16, 140), shade.get_rect(), border_radius=12)
                    surface.blit(shade, rect.topleft)
        if isinstance(discard_preview, DiscardRow):
            band = self.row_band(discard_preview.row)
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (120, 20, 20, 120), shade.get_rect(), border_radius=14)
            surface.blit(shade, band.topleft)
            pygame.draw.rect(surface, theme.BAD, band, 3, border_radius=14)
            draw.text(surface, "DISCARD", band.center, theme.SIZE_H2, (255, 220, 210), True, "center", shadow=True)
