"""Star Cartel table: cartel board with five price tracks, the 4 x 3 hub under
its four board slots, the shipyard, deck and discard, every player's ship with
its hold, and a delivery panel while a player delivers.

Layout (logical 1920x1080, inside the frame's board_rect):

    +-------------------------------------+  +------------+ +----+ +----+
    | CARTEL PRICES  1 .. 9  | CRASH | you|  | shipyard   | |deck| |disc|
    +--[1]-------[2]-------[3]-------[4]--+  +------------+ +----+ +----+
      top row                                 fleet: one row per seat
      middle row                              (ship, hold meter by type,
      bottom row  (nearest the player)         stash count)

Hidden information: everything drawn comes from `self.view` (the viewer's
`view_for`), the legal actions and the public log.  The only stash contents
drawn are `view["stash"]`, the viewer's own; other seats show counts only.
"""
from __future__ import annotations

import math

import pygame

from game.games.star_cartel import texts
from game.games.star_cartel.art import CARD_H, CARD_W, CRASH_POS, TYPE_COLOURS, CartelArt, mix
from game.games.star_cartel.motion import CartelMotion
from game.games.star_cartel.panels import CartelPanels
from game.games.star_cartel.rules import (TYPES, ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load,
                                          Reverse, Stash, StopLoading)
from game.games.star_cartel.rules.data import ROW_NAMES, TRACK_HIGH, TRACK_LOW
from game.games.star_cartel.rules.state import DELIVERY_STAGES, LOAD_STAGES
from game.games.star_cartel.texts import plural, tname
from game.scenes.table import TableScene, Target
from game.ui import draw, theme

ROW_LABELS = {0: "BOTTOM", 1: "MIDDLE", 2: "TOP"}


class StarCartelTable(CartelMotion, CartelPanels, CartelArt, TableScene):
    hidden_info = True
    stretch_layout = True  # everything is placed from board_rect: a wide or tall window gets its shape

    def on_resize(self) -> None:
        self.layout()

    def __init__(self, app, match, viewer=None, *, autoplay: bool = True):
        # our own UI state exists before the frame's first refresh()
        self._stash_open = False
        self._stash_open_for = None
        self._snap: dict = {}
        super().__init__(app, match, viewer, autoplay=autoplay)
        self._snap = self._snapshot()
        self._log_setup_events()

    def _log_setup_events(self) -> None:
        """Who was drawn to start (and the first turn) happen in new_game,
        before any decision: put the state's setup_events at the top of the
        log (step -1), unless something there already did."""
        setup = tuple(getattr(self.state, "setup_events", ()) or ())
        if setup and not any(e.step < 0 for e in self.log):
            self.prepend_log(setup)

    # ================================================================ layout
    def layout(self) -> None:
        b = self.board_rect
        n = len(self.match.seats)
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

    # positions --------------------------------------------------------
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
        return self.assets.text_size(f"{biggest}/{biggest}", self.counter_size(meter_h), True)[0]

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

    # ================================================================ view helpers
    @property
    def v(self) -> dict:
        return self.view if isinstance(self.view, dict) else {}

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
        return self.reveal.get(("stash", seat), n)  # the old count until the cards land

    def own_stash(self, seat: int):
        """The stash cards the viewer may see for `seat`: its own stash only
        (from view["stash"]); None for every other seat."""
        v = self.v
        if seat is not None and self.revealed:  # a replay after the game: every stash
            return list(self.state.view_for(seat)["stash"])
        if seat is None or v.get("seat") != seat or v.get("stash") is None:
            return None
        return list(v["stash"])

    def stash_text(self, seat: int) -> str:
        """What the table tells the viewer about `seat`'s stash."""
        return texts.stash_text(self.seat_name(seat), self.stash_count(seat), self.own_stash(seat), self.tokens(),
                                self.ship_of(seat).get("value", 0))

    # ================================================================ delivery model
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
        hov = self._hovered_prompt_item()
        choice = hov.which if isinstance(hov, Reverse) else "normal"
        out = {m["kind"]: (m["from"], m["to"], m["crash"]) for m in self.outcomes(choice)}
        if self.stage() == "largest":
            hov_t = self.hover_target
            if hov_t is not None and hov_t.actions and isinstance(hov_t.actions[0], ChooseLargest):
                k = hov_t.actions[0].kind
                move = ((self.v.get("delivery") or {}).get("outcomes") or {}).get("if_largest", {}).get(k)
                if move:
                    out[k] = tuple(move)
        return out

    def _hovered_prompt_item(self):
        """The action of the prompt button under the mouse (or None)."""
        w = self.hovered_widget()
        return getattr(w, "action", None) if w is not None else None

    # ================================================================ loading model
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
            text = self.state.why_illegal(Load(col, row, card["kind"], card["size"]))
        except Exception:
            text = "you cannot load this card now"
        text = text.strip()
        return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")

    # ================================================================ targets
    def targets(self) -> list[Target]:
        out: list[Target] = []
        stage = self.stage()
        seat = self.current()
        my = self.my_turn
        hub = self.hub()
        loads = {(a.column, a.row): a for a in self.legal if isinstance(a, Load)}
        if not self.delivering():
            for c, col in enumerate(hub):
                for r, card in enumerate(col):
                    rect = self.card_rect(c, r)
                    desc = texts.hub_card_text(card, c, r)
                    if my and stage in LOAD_STAGES:
                        act = loads.get((c, r))
                        if act is not None and (act.kind, act.size) == (card["kind"], card["size"]):
                            tip = texts.load_tip(desc, self.load_of(seat), card["size"],
                                                 self.ship_of(seat).get("capacity", 0))
                            out.append(Target(rect, [act], tip, key=("hub", c, r)))
                        else:
                            out.append(Target(rect, (), desc, disabled=self.why_not_load(c, r, card),
                                              key=("hub", c, r)))
                    elif my and stage == "discard_row":
                        out.append(Target(rect, (), desc, disabled="First choose below: discard a row or keep "
                                          "the hub.", key=("hub", c, r)))
                    else:
                        out.append(Target(rect, (), desc, key=("hub", c, r)))
        else:
            for i, row in enumerate(self.delivery_rows()):
                rect = self.delivery_row_rect(i)
                kind = row["kind"]
                acts = [a for a in self.legal if isinstance(a, (ChooseLargest, ChooseSmallest, Stash))
                        and a.kind == kind] if my else []
                tip = self.delivery_row_tip(row)
                out.append(Target(rect, acts, tip, key=("set", kind), radius=14))
        # ships, stashes, shipyard, piles, tokens: information on hover
        for s in range(len(self.match.seats)):
            ship = self.shown_ship(s)
            out.append(Target(self.ship_name_rect(s), (), self.ship_tip(s, ship), highlight=False, key=("ship", s)))
            out.append(Target(self.meter_rect(s), (), self.hold_tip(s), highlight=False, key=("hold", s)))
            out.append(Target(self.stash_chip_rect(s), (), self.stash_text(s), highlight=False, key=("stash", s)))
        out.append(Target(self.shipyard_rect, (), self.shipyard_tip(), highlight=False, key=("shipyard",)))
        out.append(Target(self.deck_rect, (), texts.deck_tip(self.v.get("deck", 0)), highlight=False, key=("deck",)))
        out.append(Target(self.discard_rect, (), texts.discard_tip(self.v.get("discard", 0)), highlight=False,
                          key=("discard",)))
        mine = self.own_stash(self.viewer)
        for i, k in enumerate(TYPES):
            stashed = sum(1 for c in mine if c["kind"] == k) if mine is not None else None
            tip = texts.track_tip(k, self.tokens().get(k, 3), stashed)
            out.append(Target(self.track_row_rect(i), (), tip, highlight=False, key=("track", k)))
        return out

    def delivery_row_tip(self, row) -> str:
        return texts.delivery_row_tip(row, self.tokens().get(row["kind"], 3), self.my_turn,
                                      self.seat_name(self.current()), self.stage(), self.own_delivery())

    def own_delivery(self) -> bool:
        """The delivery under way is the viewer's (which set was stashed is
        for its owner's eyes only)."""
        return self.current() == self.v.get("seat")

    def ship_tip(self, seat: int, ship: dict) -> str:
        return texts.ship_tip(self.seat_name(seat), ship, self.abilities_on())

    def hold_tip(self, seat: int) -> str:
        return texts.hold_tip(self.seat_name(seat), self.hold(seat), self.ship_of(seat).get("capacity"))

    def shipyard_tip(self) -> str:
        return texts.shipyard_tip(self.v.get("shipyard") or [], self.abilities_on())

    # ================================================================ prompt
    def prompt_actions(self) -> list:
        if self.stage() in LOAD_STAGES:
            return super().prompt_actions()
        if not self.delivering():
            return list(self.legal)
        # the set choices in the same order as the delivery panel's rows
        # (largest set first), then the others (stash nothing, keep prices...)
        order = {row["kind"]: i for i, row in enumerate(self.delivery_rows())}
        sets = [a for a in self.legal if isinstance(a, (ChooseLargest, ChooseSmallest, Stash))]
        sets.sort(key=lambda a: order.get(a.kind, len(order)))
        return sets + [a for a in self.legal if a not in sets]

    def default_action(self):
        for a in self.legal:
            if isinstance(a, (KeepPrices, KeepHub)):
                return a
        return None

    def action_label(self, action) -> str:
        d = self.v.get("delivery") or {}
        name = type(action).__name__
        if name in texts.FIXED_LABELS:
            return texts.FIXED_LABELS[name]
        if isinstance(action, (ChooseLargest, ChooseSmallest)):
            return f"{tname(action.kind)} counts as {'largest' if isinstance(action, ChooseLargest) else 'smallest'}"
        if isinstance(action, (Reverse, KeepPrices)):
            rev = action.which if isinstance(action, Reverse) else None
            return texts.price_choice_label(rev, self.outcomes(rev or "normal"), self.outcomes("normal"))
        if isinstance(action, Stash):
            return texts.stash_label(action.kind, len(self._set_cards(action.kind)),
                                     (d.get("sets") or {}).get(action.kind))
        if isinstance(action, DiscardRow):
            return f"Discard the {ROW_NAMES[action.row]} row"
        if isinstance(action, StopLoading):
            return texts.stop_loading_label(bool(self.v.get("final_turn")))
        if isinstance(action, Load):
            return texts.load_label(action.kind, action.size, action.column, action.row)
        return super().action_label(action)

    def _set_cards(self, kind: str) -> list:
        """The cards of one type in the hold of the player delivering."""
        return [c for c in self.hold(self.current()) if c["kind"] == kind] if self.current() is not None else []

    def action_tooltip(self, action) -> str:
        if isinstance(action, DiscardRow):
            cards = [col[action.row] for col in self.hub() if len(col) > action.row]
            return texts.discard_row_tip(self.ship_of(self.current()).get("ability_name", "Ability"), action.row,
                                         cards)
        if isinstance(action, Stash):
            return texts.stash_tip(action.kind, len(self._set_cards(action.kind)),
                                   self.tokens().get(action.kind, 3))
        if isinstance(action, StopLoading):
            seat = self.current()
            return texts.stop_loading_tip(self.load_of(seat), self.ship_of(seat).get("capacity", 0),
                                          bool(self.v.get("final_turn")))
        return texts.FIXED_TIPS.get(type(action).__name__, "")

    def banner_note(self) -> str:
        return "" if self.state.is_over else texts.banner_note(self.v)

    # ================================================================ player panels
    def player_panel_lines(self, seat: int) -> list[str]:
        """Public, score-relevant facts (plus the viewer's own score)."""
        ship = self.shown_ship(seat)
        n = self.stash_count(seat)
        lines = [f"{ship.get('name')} · hold {self.load_of(seat)}/{ship.get('capacity')}",
                 f"Stash {plural(n, 'card')} · ship {ship.get('value')} pts"]
        score = self.own_score(seat)
        if score is not None:
            lines[1] += f" · score {score}"
        return lines

    def own_score(self, seat: int):
        """The viewer's own score now, from its view (None for other seats)."""
        cards = self.own_stash(seat)
        if cards is None:
            return None
        tok = self.tokens()
        return sum(tok.get(c["kind"], 0) for c in cards) + int(self.ship_of(seat).get("value", 0))

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        lines = self.player_panel_lines(seat)
        line_h = theme.SIZE_SMALL + 6
        ship = self.shown_ship(seat)
        if rect.h >= 2 * line_h - 4:
            for i, line in enumerate(lines[:max(1, rect.h // line_h)]):
                draw.text_fit(surface, line, pygame.Rect(rect.x, rect.y + i * line_h, rect.w, line_h),
                              theme.SIZE_SMALL, theme.TEXT if i == 0 else theme.TEXT_DIM, anchor="midleft",
                              min_size=20)
        else:
            compact = (f"{ship.get('name')} · {self.load_of(seat)}/{ship.get('capacity')} · "
                       f"stash {self.stash_count(seat)}")
            draw.text_fit(surface, compact, pygame.Rect(rect.x, rect.y, rect.w, max(line_h, rect.h)),
                          theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midleft", min_size=20)

    # ================================================================ drawing

    # ---------------------------------------------------------------- board
    def draw_board(self, surface) -> None:
        self.draw_cartel(surface)
        if self.delivering():
            self.draw_delivery(surface)
        else:
            self.draw_hub(surface)
        self.draw_shipyard(surface)
        self.draw_piles(surface)
        for seat in range(len(self.match.seats)):
            self.draw_fleet_row(surface, seat)

    def draw_cartel(self, surface) -> None:
        cr = self.cartel_rect
        draw.panel(surface, cr, fill=(30, 24, 20, 235), edge=theme.BRASS, radius=18, shadow=True, width=3)
        pygame.draw.rect(surface, (92, 70, 40), cr.inflate(-10, -10), 1, border_radius=14)
        t = draw.text(surface, "CARTEL PRICES", (cr.x + 22, cr.y + 12), theme.SIZE_SMALL, theme.GOLD, True)
        draw.text(surface, "points per stashed card", (t.right + 18, t.centery), theme.SIZE_TINY, theme.TEXT_DIM,
                  False, "midleft")
        crash_hdr = pygame.Rect(self.crash_rect_x, cr.y + 10, self.crash_w, 30)
        draw.text(surface, "CRASH", crash_hdr.center, theme.SIZE_TINY, (255, 150, 130), True, "center")
        mine = self.own_stash(self.viewer)
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
            self.type_badge(surface, kind, (self.label_x + 20, cy), 18)
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
                draw.text(surface, str(p), (cell.right - 7, cell.centery), theme.SIZE_SMALL if here else theme.SIZE_TINY,
                          (255, 248, 235) if here else (150, 140, 130), here, "midright")
            crash = self.cell_rect(i, CRASH_POS)
            self._draw_crash_cell(surface, crash)
            if mine is not None:
                n = sum(1 for c in mine if c["kind"] == kind)
                yc = (self.yours_x + 22, cy)
                if n:
                    b = self.back_surface(22, 30)
                    surface.blit(b, b.get_rect(midright=(yc[0] - 2, cy)))
                    draw.text(surface, f"{n}", (yc[0] + 2, cy), theme.SIZE_SMALL, theme.TEXT, True, "midleft")
                else:
                    draw.text(surface, "–", yc, theme.SIZE_SMALL, theme.TEXT_FAINT, False, "center")
            # a pending price move: ghost token and arrow
            if kind in preview and ("token", kind) not in self.reveal:
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
            self.draw_token(surface, kind, self.token_center(kind, tpos))
        # the four board slots the hub columns hang under
        for c in range(4):
            x = self.card_rect(c, 0).centerx
            tab = pygame.Rect(0, 0, 96, 24)
            tab.midtop = (x, cr.bottom - 2)
            pygame.draw.rect(surface, (30, 24, 20), tab, border_bottom_left_radius=10, border_bottom_right_radius=10)
            pygame.draw.rect(surface, theme.BRASS, tab, 2, border_bottom_left_radius=10, border_bottom_right_radius=10)
            draw.text(surface, f"{c + 1}", tab.center, theme.SIZE_TINY, theme.GOLD, True, "center")

    def draw_hub(self, surface) -> None:
        hub = self.hub()
        rows = self.loadable_rows()
        my = self.my_turn
        # row labels (rotated) and the loading band
        for r in range(3):
            band = self.row_band(r)
            active = r in rows
            if active:
                glow = pygame.Surface(band.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (255, 226, 120, 46 if my else 26), glow.get_rect(), border_radius=14)
                surface.blit(glow, band.topleft)
                pygame.draw.rect(surface, theme.HILITE if my else (150, 140, 100), band, 2, border_radius=14)
            t = self.assets.text(ROW_LABELS[r], theme.SIZE_TINY, theme.HILITE if active else theme.TEXT_FAINT, True)
            t = pygame.transform.rotate(t, 90)
            surface.blit(t, t.get_rect(center=(self.hub_x0 - 30, band.centery)))
        disabled = {t.key: t for t in self.current_targets() if t.key and t.key[0] == "hub" and t.disabled}
        discard_preview = self._hovered_prompt_item()
        for c, col in enumerate(hub):
            for r in range(3):
                rect = self.card_rect(c, r)
                if r >= len(col):
                    pygame.draw.rect(surface, (10, 30, 36), rect, border_radius=12)
                    pygame.draw.rect(surface, (40, 80, 86), rect, 2, border_radius=12)
                    continue
                card = col[r]
                if ("card", card["id"]) in self.reveal:
                    pygame.draw.rect(surface, (10, 30, 36), rect, border_radius=12)
                    continue
                surface.blit(self.card_surface(card["kind"], card["size"]), rect.topleft)
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

    # ---------------------------------------------------------------- overlay
    def draw(self, surface) -> None:
        super().draw(surface)
        if (self._stash_open and self.curtain_for is None and self.viewer is not None
                and self._stash_open_for == self.viewer and self.own_stash(self.viewer) is not None):
            self.draw_stash_panel(surface)

    def draw_hover_tooltip(self, surface):
        if self._stash_open and (self.stash_panel_rect().collidepoint(self.mouse) or (
                self.hover_target is not None and self.hover_target.key == ("stash", self.viewer))):
            return
        super().draw_hover_tooltip(surface)

    # ================================================================ input
    def handle(self, event) -> bool:
        if self._stash_open and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._stash_open = False
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and not self.modal_open:
            pos = event.pos
            if self._stash_open:
                self._stash_open = False
                if self.stash_panel_rect().collidepoint(pos):
                    return True
            t = None
            for cand in reversed(self.current_targets()):
                if cand.contains(pos):
                    t = cand
                    break
            if t is not None and not t.actions and not t.disabled:
                if t.key == ("stash", self.viewer) and self.own_stash(self.viewer) is not None:
                    self._stash_open = True
                    self._stash_open_for = self.viewer
                elif t.key and t.key[0] == "hub" and not self.my_turn and not self.state.is_over:
                    self.explain(self.not_your_turn_text())
                return True
        return super().handle(event)
