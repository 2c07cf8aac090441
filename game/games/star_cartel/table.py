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

from game.games.star_cartel.rules import (TYPES, ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load,
                                          LoadNothing, NoStash, Reverse, Stash, StopLoading)
from game.games.star_cartel.rules.data import ROW_NAMES, TRACK_HIGH, TRACK_LOW
from game.games.star_cartel.rules.state import DELIVERY_STAGES, LOAD_STAGES
from game.scenes.table import LogEntry, TableScene, Target
from game.ui import draw, theme
from game.ui.anim import Wait, ease_in_out_cubic, ease_out_cubic

# ---------------------------------------------------------------- look

TYPE_COLOURS = {
    "food": (240, 160, 52),
    "weapons": (226, 76, 68),
    "flora": (86, 190, 92),
    "medicine": (70, 170, 226),
    "crystals": (176, 108, 240),
}
TYPE_LABELS = {"food": "Food", "weapons": "Weapons", "flora": "Flora", "medicine": "Medicine",
               "crystals": "Crystals"}
CRASH_POS = TRACK_HIGH + 1  # the crash zone, drawn right of 9
CARD_W, CARD_H = 200, 126
ROW_LABELS = {0: "BOTTOM", 1: "MIDDLE", 2: "TOP"}


def mix(a, b, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def tname(kind) -> str:
    return TYPE_LABELS.get(kind, str(kind))


def _glyph(kind: str, size: int, colour) -> pygame.Surface:
    """A drawn stand-in for art/icons/<kind>.png (white shapes, supersampled)."""
    k = 4
    S = size * k
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (*colour[:3], 255)

    def P(x, y):
        return (int(S * x), int(S * y))

    if kind == "food":  # an apple
        pygame.draw.circle(s, c, P(0.5, 0.6), int(S * 0.32))
        pygame.draw.rect(s, c, (*P(0.46, 0.12), int(S * 0.08), int(S * 0.22)))
        pygame.draw.ellipse(s, c, (*P(0.55, 0.12), int(S * 0.26), int(S * 0.13)))
    elif kind == "weapons":  # a blaster
        pygame.draw.rect(s, c, (*P(0.1, 0.3), int(S * 0.62), int(S * 0.22)), border_radius=int(S * 0.06))
        pygame.draw.rect(s, c, (*P(0.68, 0.35), int(S * 0.24), int(S * 0.11)))
        pygame.draw.polygon(s, c, [P(0.2, 0.48), P(0.4, 0.48), P(0.33, 0.86), P(0.14, 0.86)])
    elif kind == "flora":  # a leaf on a stem
        leaf = pygame.Surface((int(S * 0.72), int(S * 0.36)), pygame.SRCALPHA)
        pygame.draw.ellipse(leaf, c, leaf.get_rect())
        leaf = pygame.transform.rotate(leaf, 40)
        s.blit(leaf, leaf.get_rect(center=P(0.56, 0.42)))
        pygame.draw.line(s, c, P(0.46, 0.55), P(0.3, 0.9), int(S * 0.07))
    elif kind == "medicine":  # a cross
        pygame.draw.rect(s, c, (*P(0.38, 0.12), int(S * 0.24), int(S * 0.76)), border_radius=int(S * 0.05))
        pygame.draw.rect(s, c, (*P(0.12, 0.38), int(S * 0.76), int(S * 0.24)), border_radius=int(S * 0.05))
    else:  # crystals: three shards
        for cx, h, w in ((0.5, 0.8, 0.2), (0.28, 0.55, 0.15), (0.72, 0.6, 0.15)):
            top = 0.9 - h
            pygame.draw.polygon(s, c, [P(cx, top), P(cx + w / 2, top + 0.14), P(cx + w / 2, 0.9),
                                       P(cx - w / 2, 0.9), P(cx - w / 2, top + 0.14)])
    return pygame.transform.smoothscale(s, (size, size))


class StarCartelTable(TableScene):
    hidden_info = True

    def __init__(self, app, match, viewer=None, *, autoplay: bool = True):
        # our own UI state exists before the frame's first refresh()
        self._hidden: set = set()  # card ids not drawn in place (they are flying)
        self._ghost_holds: dict = {}  # seat -> cards still drawn in the hold while they wait to fly
        self._token_over: dict = {}  # kind -> drawn position while a token steps
        self._ship_over: dict = {}  # seat -> ship drawn until the new one lands
        self._stash_over: dict = {}  # seat -> stash count drawn until the cards land
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
            self.log[:0] = [LogEntry(-1, e) for e in setup]

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
        return self._stash_over.get(seat, n)

    def own_stash(self, seat: int):
        """The stash cards the viewer may see for `seat`: its own stash only
        (from view["stash"]); None for every other seat."""
        v = self.v
        if seat is None or v.get("seat") != seat or v.get("stash") is None:
            return None
        return list(v["stash"])

    def stash_text(self, seat: int) -> str:
        """What the table tells the viewer about `seat`'s stash."""
        n = self.stash_count(seat)
        cards = self.own_stash(seat)
        if cards is None:
            return f"{self.seat_name(seat)}'s stash: {plural(n, 'card')}, face down."
        if not cards:
            return "Your stash is empty."
        tok = self.tokens()
        lines = [f"Your stash ({plural(len(cards), 'card')}, only you see it):"]
        total = 0
        for k in TYPES:
            m = sum(1 for c in cards if c["kind"] == k)
            if m:
                pts = m * tok.get(k, 0)
                total += pts
                lines.append(f"{tname(k)}: {m} × {tok.get(k, 0)} = {pts}")
        ship = self.ship_of(seat)
        lines.append(f"Worth {total} now, {total + ship.get('value', 0)} with your ship.")
        return "\n".join(lines)

    def _stage_cap_text(self, seat) -> str:
        ship = self.ship_of(seat)
        return f"{self.load_of(seat)}/{ship.get('capacity', 0)}"

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

    def third_kind(self):
        seat = self.current()
        ids = set(self.v.get("loaded_this_turn") or [])
        kinds = [c["kind"] for c in self.hold(seat) if c["id"] in ids] if seat is not None else []
        return kinds[0] if kinds else None

    def why_not_load(self, col: int, row: int, card: dict) -> str:
        stage = self.stage()
        seat = self.current()
        rows = self.loadable_rows()
        if row not in rows:
            if stage == "load_more":
                return "Your second card must come from the bottom row."
            return "You may only load from the bottom row."
        if stage == "load_third":
            k = self.third_kind()
            if k and card["kind"] != k:
                return f"Your third card must be {tname(k).lower()}, like the two you loaded."
        load = self.load_of(seat)
        cap = self.ship_of(seat).get("capacity", 0)
        if load + card["size"] > cap:
            return f"Would overload: {load} + {card['size']} > {cap}"
        return "You cannot load this card now."

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
                    desc = f"Size-{card['size']} {tname(card['kind']).lower()} ({ROW_NAMES[r]} row, column {c + 1})"
                    if my and stage in LOAD_STAGES:
                        act = loads.get((c, r))
                        if act is not None and (act.kind, act.size) == (card["kind"], card["size"]):
                            load = self.load_of(seat)
                            cap = self.ship_of(seat).get("capacity", 0)
                            tip = f"{desc}\nClick to load: hold {load} → {load + card['size']} of {cap}"
                            if load + card["size"] == cap:
                                tip += " (full: you deliver)"
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
            ship = self._ship_over.get(s) or self.ship_of(s)
            out.append(Target(self.ship_name_rect(s), (), self.ship_tip(s, ship), highlight=False, key=("ship", s)))
            out.append(Target(self.meter_rect(s), (), self.hold_tip(s), highlight=False, key=("hold", s)))
            out.append(Target(self.stash_chip_rect(s), (), self.stash_text(s), highlight=False, key=("stash", s)))
        out.append(Target(self.shipyard_rect, (), self.shipyard_tip(), highlight=False, key=("shipyard",)))
        out.append(Target(self.deck_rect, (), f"Contraband deck: {plural(self.v.get('deck', 0), 'card')}. "
                          "When it runs out, the discards are shuffled into a new deck.", highlight=False,
                          key=("deck",)))
        out.append(Target(self.discard_rect, (), f"Discard pile: {plural(self.v.get('discard', 0), 'card')}.",
                          highlight=False, key=("discard",)))
        for i, k in enumerate(TYPES):
            pos = self.tokens().get(k, 3)
            mine = self.own_stash(self.viewer)
            tip = (f"{tname(k)}: {pos} points per stashed card.\nLargest set delivered: +2 (rush +1); "
                   f"smallest: -1. Passing 9 crashes the price to 1.")
            if mine is not None:
                n = sum(1 for c in mine if c["kind"] == k)
                tip += f"\nYou have {plural(n, 'card')} of it stashed: {n * pos} points."
            out.append(Target(self.track_row_rect(i), (), tip, highlight=False, key=("track", k)))
        return out

    def delivery_row_rect(self, i: int) -> pygame.Rect:
        d = self.delivery_rect
        return pygame.Rect(d.x + 16, d.y + 96 + i * 62, d.w - 32, 56)

    def delivery_row_tip(self, row) -> str:
        """What the set is; click instructions only when a person at this
        screen decides now (a bot's or another person's delivery is described)."""
        kind, size = row["kind"], row["size"]
        n = len(row["cards"])
        tok = self.tokens().get(kind, 3)
        base = f"{tname(kind)}: set of size {size}"
        my = self.my_turn
        who = self.seat_name(self.current())
        if row["tie"] in ("largest", "smallest"):
            role = row["tie"]
            effect = "hand it over, price up" if role == "largest" else "hand it over, price down"
            if my:
                return base + f"\nClick: count it as the {role} set ({effect})."
            return base + f"\nTied for {role}: {who} chooses which tied set counts ({effect})."
        if row["role"] == "leftover" and self.stage() in ("stash", "extra_stash"):
            worth = f"Worth {n} × {tok} = {n * tok} points now."
            if my:
                return base + f" ({plural(n, 'card')})\nClick: stash it. {worth}"
            return base + f" ({plural(n, 'card')})\nLeftover: {who} may stash one leftover set. {worth}"
        if row["move"]:
            a, b, crash = row["move"]
            verb = "moved" if row["done"] else "moves"
            return base + f"\nPrice {verb} {a} → {b}" + (" (crash!)" if crash else "")
        if row["role"] == "leftover":
            return base + "\nLeftover set."
        if row["gone"]:
            return base + f"\n{self._gone_text(row).capitalize()}."
        return base

    def ship_tip(self, seat: int, ship: dict) -> str:
        text = (f"{self.seat_name(seat)}: {ship.get('name')}\nHold {ship.get('capacity')}, "
                f"worth {ship.get('value')} points at the end.")
        ab = self.ability_of(ship)
        if ab:
            text += f"\n{ship.get('ability_name')}: {ship.get('text')}"
        elif ship.get("ability") and not self.abilities_on():
            text += "\n(Ship abilities are off in this game.)"
        else:
            text += "\nNo special ability."
        return text

    def hold_tip(self, seat: int) -> str:
        cards = self.hold(seat)
        ship = self.ship_of(seat)
        head = f"{self.seat_name(seat)}'s hold: {self.load_of(seat)} of {ship.get('capacity')}"
        if not cards:
            return head + ", empty."
        parts = []
        for k in TYPES:
            sizes = [c["size"] for c in cards if c["kind"] == k]
            if sizes:
                parts.append(f"{tname(k)} {sum(sizes)} ({' + '.join(map(str, sizes))})")
        return head + "\n" + "\n".join(parts)

    def shipyard_tip(self) -> str:
        yard = self.v.get("shipyard") or []
        if not yard:
            return "The shipyard is empty: this is the final round."
        top = yard[0]
        text = f"Next ship: {top['name']}, hold {top['capacity']}, worth {top['value']}."
        ab = self.ability_of(top)
        text += f"\n{top.get('ability_name')}: {top.get('text')}" if ab else "\nNo special ability."
        text += f"\n{plural(len(yard), 'ship')} left. Whoever delivers takes the top ship;"
        text += " taking the last one starts the final round."
        return text

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
        tok = self.tokens()
        if isinstance(action, ChooseLargest):
            return f"{tname(action.kind)} counts as largest"
        if isinstance(action, ChooseSmallest):
            return f"{tname(action.kind)} counts as smallest"
        if isinstance(action, (Reverse, KeepPrices)):
            rev = action.which if isinstance(action, Reverse) else None
            parts = [f"{tname(m['kind'])} {m['from']} → {m['to']}" + (" crash" if m["crash"] else "")
                     for m in self.outcomes(rev or "normal") if not rev or m["role"] == rev]
            if isinstance(action, KeepPrices):
                return "Normal prices: " + ", ".join(parts)
            return f"Reverse {rev}: " + ", ".join(parts)
        if isinstance(action, Stash):
            n = (d.get("sets") or {}).get(action.kind)
            cards = [c for c in self.hold(self.current()) if c["kind"] == action.kind] if self.current() is not None else []
            return f"Stash {tname(action.kind).lower()} ({plural(len(cards), 'card')})" if cards else \
                f"Stash {tname(action.kind).lower()} (size {n})"
        if isinstance(action, NoStash):
            return "Stash nothing"
        if isinstance(action, DiscardRow):
            return f"Discard the {ROW_NAMES[action.row]} row"
        if isinstance(action, KeepHub):
            return "Keep the hub"
        if isinstance(action, LoadNothing):
            return "Load nothing: deliver now"
        if isinstance(action, StopLoading):
            if self.v.get("final_turn"):
                return "Stop loading: rush delivery"
            return "Stop loading: end turn"
        if isinstance(action, Load):
            where = f"column {action.column + 1}" + ("" if action.row == 0 else f", {ROW_NAMES[action.row]}")
            return f"Load {tname(action.kind).lower()} {action.size} ({where})"
        return super().action_label(action)

    def action_tooltip(self, action) -> str:
        tok = self.tokens()
        if isinstance(action, DiscardRow):
            cards = [col[action.row] for col in self.hub() if len(col) > action.row]
            names = ", ".join(f"{tname(c['kind']).lower()} {c['size']}" for c in cards)
            return (f"{self.ship_of(self.current()).get('ability_name', 'Ability')}: throw away the "
                    f"{ROW_NAMES[action.row]} row ({names}); the cards above drop down.")
        if isinstance(action, KeepHub):
            return "Do not use the ability this turn; load as usual."
        if isinstance(action, Reverse):
            return ("Rumour: the largest set's price goes down instead of up, or the smallest set's goes up "
                    "instead of down (only one of the two).")
        if isinstance(action, KeepPrices):
            return "Largest set's price up, smallest set's price down, as usual."
        if isinstance(action, Stash):
            cards = [c for c in self.hold(self.current()) if c["kind"] == action.kind]
            p = tok.get(action.kind, 3)
            return (f"Put the {tname(action.kind).lower()} set face down in your stash: "
                    f"{len(cards)} × {p} = {len(cards) * p} points at today's price.")
        if isinstance(action, NoStash):
            return "Discard every leftover set."
        if isinstance(action, StopLoading):
            seat = self.current()
            text = f"Keep your hold at {self._stage_cap_text(seat)}."
            if self.v.get("final_turn"):
                text += " This is your final turn, so you make a rush delivery (largest +1, smallest stays)."
            return text
        if isinstance(action, LoadNothing):
            return "Nothing in the bottom row fits, so you may deliver instead of using your ship's reach."
        if isinstance(action, (ChooseLargest, ChooseSmallest)):
            return "Tied sets: you decide which one counts."
        return ""

    def banner_note(self) -> str:
        v = self.v
        if self.state.is_over:
            return ""
        if v.get("ender") is not None or v.get("final_turn"):
            left = len(v.get("final_queue") or []) + (1 if v.get("final_turn") else 0)
            return "FINAL ROUND · last turn" if left <= 1 else f"FINAL ROUND · {left} turns left"
        if len(v.get("shipyard") or []) == 1:
            return "Last ship in the yard"
        return ""

    # ================================================================ player panels
    def player_panel_lines(self, seat: int) -> list[str]:
        """Public, score-relevant facts (plus the viewer's own score)."""
        ship = self._ship_over.get(seat) or self.ship_of(seat)
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
        ship = self._ship_over.get(seat) or self.ship_of(seat)
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
    def type_icon(self, kind: str, size: int, colour=(255, 255, 255)) -> pygame.Surface:
        key = ("sc_icon", kind, size, tuple(colour))

        def make():
            img = self.assets.image_scaled((size, size), "art", "icons", f"{kind}.png")
            if img is not None:
                s = img.copy().convert_alpha() if pygame.display.get_surface() else img.copy()
                s.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
                return s
            return _glyph(kind, size, colour)

        return self.assets.generated(key, make)

    def type_badge(self, surface, kind: str, center, radius: int) -> None:
        col = TYPE_COLOURS[kind]
        cx, cy = int(center[0]), int(center[1])
        pygame.draw.circle(surface, (8, 8, 16), (cx + 1, cy + 2), radius + 1)
        pygame.draw.circle(surface, col, (cx, cy), radius)
        pygame.draw.circle(surface, mix(col, (255, 255, 255), 0.5), (cx, cy), radius, 2)
        ic = self.type_icon(kind, int(radius * 1.3))
        surface.blit(ic, ic.get_rect(center=(cx, cy)))

    def card_surface(self, kind: str, size: int, w: int = CARD_W, h: int = CARD_H) -> pygame.Surface:
        key = ("sc_card", kind, size, w, h)

        def make():
            col = TYPE_COLOURS[kind]
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            rad = max(6, h // 9)
            grad = self.assets.gradient((w, h), mix(col, (26, 24, 40), 0.48), mix(col, (10, 10, 20), 0.78))
            mask = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
            s.blit(grad, (0, 0))
            s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            pygame.draw.rect(s, mix(col, (255, 255, 255), 0.25), s.get_rect(), max(2, h // 42), border_radius=rad)
            # type disc with the icon
            r = int(h * 0.3)
            cx, cy = int(h * 0.12) + r, int(h * 0.1) + r
            pygame.draw.circle(s, col, (cx, cy), r)
            pygame.draw.circle(s, mix(col, (255, 255, 255), 0.55), (cx, cy), r, max(2, h // 50))
            ic = self.type_icon(kind, int(r * 1.4))
            s.blit(ic, ic.get_rect(center=(cx, cy)))
            # type name under the disc
            fs = max(theme.SIZE_TINY, h // 6)
            while fs > 12 and self.assets.text_size(tname(kind), fs, True)[0] > w * 0.56:
                fs -= 1
            name = self.assets.text(tname(kind), fs, (245, 240, 230), True)
            s.blit(name, name.get_rect(topleft=(int(h * 0.1), cy + r + max(3, h // 30))))
            # size: big number and pips
            nx = int(w * 0.78)
            num = self.assets.text(str(size), int(h * 0.42), (255, 250, 240), True)
            s.blit(num, num.get_rect(center=(nx, int(h * 0.38))))
            pr = max(3, h // 25)
            gap = pr * 2 + max(3, h // 40)
            x0 = nx - gap * 1.5
            for i in range(4):
                p = (int(x0 + i * gap), int(h * 0.78))
                if i < size:
                    pygame.draw.circle(s, (255, 248, 230), p, pr)
                else:
                    pygame.draw.circle(s, mix(col, (0, 0, 0), 0.45), p, pr)
                    pygame.draw.circle(s, mix(col, (255, 255, 255), 0.2), p, pr, 1)
            return s

        return self.assets.generated(key, make)

    def chip_surface(self, kind: str, size: int, w: int, h: int, label: str | None = None) -> pygame.Surface:
        """A small card block: colour, icon, size number."""
        key = ("sc_chip", kind, size, w, h, label)

        def make():
            col = TYPE_COLOURS[kind]
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            rad = max(3, min(w, h) // 6)
            pygame.draw.rect(s, mix(col, (20, 20, 30), 0.15), s.get_rect(), border_radius=rad)
            pygame.draw.rect(s, mix(col, (255, 255, 255), 0.45), s.get_rect(), 2, border_radius=rad)
            text = str(size) if label is None else label
            isz = min(h - 8, w - 6)
            fs = max(theme.SIZE_TINY, min(28, h - 10))
            if w >= h + 12 and text:
                ic = self.type_icon(kind, min(h - 8, 34))
                t = self.assets.text(text, fs, (255, 255, 255), True)
                total = ic.get_width() + 4 + t.get_width()
                x = (w - total) // 2
                s.blit(ic, ic.get_rect(midleft=(x, h // 2)))
                s.blit(t, t.get_rect(midleft=(x + ic.get_width() + 4, h // 2)))
            elif text:
                # too narrow for the icon too: the size number alone (outlined)
                while fs > 12 and self.assets.text_size(text, fs, True)[0] > w - 4:
                    fs -= 1
                dark = self.assets.text(text, fs, (10, 10, 18), True)
                t = self.assets.text(text, fs, (255, 255, 255), True)
                rect = t.get_rect(center=(w // 2, h // 2))
                for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
                    s.blit(dark, rect.move(dx, dy))
                s.blit(t, rect)
            elif isz >= 12:
                ic = self.type_icon(kind, isz)
                s.blit(ic, ic.get_rect(center=(w // 2, h // 2)))
            return s

        return self.assets.generated(key, make)

    def back_surface(self, w: int, h: int) -> pygame.Surface:
        key = ("sc_back", w, h)

        def make():
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            img = self.assets.image_scaled((w, h), "art", "ui", "card_back.png")
            if img is not None:
                s.blit(img, (0, 0))
                return s
            rad = max(4, min(w, h) // 8)
            pygame.draw.rect(s, (40, 30, 80), s.get_rect(), border_radius=rad)
            pygame.draw.rect(s, theme.BRASS, s.get_rect(), 2, border_radius=rad)
            pygame.draw.rect(s, (90, 70, 150), s.get_rect().inflate(-w // 4, -h // 4), 2, border_radius=rad)
            pygame.draw.circle(s, theme.GOLD, (w // 2, h // 2), max(3, min(w, h) // 6), 2)
            return s

        return self.assets.generated(key, make)

    def ship_surface(self, ship: dict, w: int = 300, h: int = 60) -> pygame.Surface:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        draw.panel(s, s.get_rect(), fill=(30, 40, 70, 240), edge=theme.BRASS, radius=12, shadow=False)
        draw.text_fit(s, f"{ship.get('name')}  ·  hold {ship.get('capacity')}", pygame.Rect(14, 0, w - 28, h),
                      theme.SIZE_SMALL, theme.TEXT, True, "midleft", min_size=20)
        return s

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
            tpos = self._token_over.get(kind, pos)  # where the token is drawn (it may be stepping)
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
            if kind in preview and kind not in self._token_over:
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

    def _draw_crash_cell(self, surface, rect) -> None:
        def make():
            s = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (96, 26, 26), s.get_rect(), border_radius=8)
            stripes = pygame.Surface(rect.size, pygame.SRCALPHA)
            for x in range(-rect.h, rect.w, 14):
                pygame.draw.line(stripes, (150, 40, 36), (x, rect.h), (x + rect.h, 0), 6)
            mask = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=8)
            stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            s.blit(stripes, (0, 0))
            pygame.draw.rect(s, (230, 90, 80), s.get_rect(), 2, border_radius=8)
            t = self.assets.text("→ 1", theme.SIZE_TINY, (255, 225, 215), True)
            s.blit(t, t.get_rect(center=(rect.w // 2, rect.h // 2)))
            return s

        surface.blit(self.assets.generated(("sc_crash", rect.size), make), rect.topleft)

    def draw_token(self, surface, kind: str, center) -> None:
        col = TYPE_COLOURS[kind]
        cx, cy = round(center[0]), round(center[1])
        pygame.draw.circle(surface, (0, 0, 0), (cx + 2, cy + 3), 18)
        pygame.draw.circle(surface, mix(col, (255, 255, 255), 0.15), (cx, cy), 17)
        pygame.draw.circle(surface, (20, 16, 24), (cx, cy), 17, 3)
        pygame.draw.circle(surface, mix(col, (255, 255, 255), 0.6), (cx, cy), 13, 1)
        ic = self.type_icon(kind, 22)
        surface.blit(ic, ic.get_rect(center=(cx, cy)))

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
                if card["id"] in self._hidden:
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

    def draw_delivery(self, surface) -> None:
        d = self.delivery_rect
        v = self.v
        dl = v.get("delivery") or {}
        seat = self.current()
        draw.panel(surface, d, fill=(22, 18, 30, 240), edge=theme.GOLD, radius=18, width=3)
        rush = bool(dl.get("rush"))
        who = "You" if (seat == self.viewer and self.my_turn) else self.seat_name(seat)
        title = f"{who} {'make' if who == 'You' else 'makes'} a rush delivery" if rush else \
            f"{who} {'deliver' if who == 'You' else 'delivers'}"
        if seat is not None:
            self.draw_seat_token(surface, seat, (d.x + 36, d.y + 34), 16)
        draw.text(surface, title, (d.x + 62, d.y + 34), theme.SIZE_H3, theme.GOLD, True, "midleft")
        rule = ("Rush: largest set +1, smallest set stays; then stash one leftover set." if rush else
                "Largest set: price +2 · smallest set: price −1 · then stash one leftover set")
        draw.text_fit(surface, rule, pygame.Rect(d.x + 24, d.y + 58, d.w - 48, 34), theme.SIZE_SMALL,
                      theme.TEXT_DIM, anchor="midleft", min_size=20)
        stage = self.stage()
        if self.my_turn:
            stage_text = {
                "largest": "Sets tie for largest: click the one to hand over as largest.",
                "smallest": "Sets tie for smallest: click the one to hand over as smallest.",
                "reverse": "Ship ability: reverse one price move, or keep them (buttons below).",
                "stash": "Click a leftover set to stash it face down, or stash nothing.",
                "extra_stash": "False bottom: you may stash one more leftover set.",
            }.get(stage, "")
        else:
            name = self.seat_name(seat)
            stage_text = {
                "largest": f"{name} chooses which tied set counts as largest.",
                "smallest": f"{name} chooses which tied set counts as smallest.",
                "reverse": f"{name} may reverse one price move.",
                "stash": f"{name} may stash one leftover set.",
                "extra_stash": f"{name} may stash one more leftover set.",
            }.get(stage, "")
        rows = self.delivery_rows()
        for i, row in enumerate(rows):
            self._draw_delivery_row(surface, self.delivery_row_rect(i), row)
        if stage_text and len(rows) <= 4:
            y = self.delivery_row_rect(len(rows)).y + 6
            draw.text_fit(surface, stage_text, pygame.Rect(d.x + 24, min(y, d.bottom - 46), d.w - 48, 36),
                          theme.SIZE_BODY, theme.HILITE if self.my_turn else theme.TEXT, True, "midleft", min_size=20)

    def _draw_delivery_row(self, surface, rect, row) -> None:
        kind = row["kind"]
        col = TYPE_COLOURS[kind]
        gone = row["gone"]
        fill = (40, 36, 52, 230) if not gone else (26, 24, 34, 200)
        draw.panel(surface, rect, fill=fill, edge=mix(col, (40, 40, 50), 0.4), radius=14, shadow=False)
        self.type_badge(surface, kind, (rect.x + 30, rect.centery), 20)
        draw.text(surface, tname(kind), (rect.x + 60, rect.centery), theme.SIZE_BODY,
                  mix(col, (255, 255, 255), 0.45) if not gone else theme.TEXT_FAINT, True, "midleft")
        # the cards of the set
        x = rect.x + 210
        cards = sorted(row["cards"], key=lambda c: -c["size"])
        if cards:
            avail = 290
            cw = max(24, min(68, (avail - 6 * (len(cards) - 1)) // len(cards)))
            for c in cards:
                if cw >= 56:
                    chip = self.chip_surface(kind, c["size"], cw, 42)
                else:
                    chip = self.chip_surface(kind, c["size"], cw, 42, label="")
                surface.blit(chip, (x, rect.centery - 21))
                if cw < 56:
                    draw.text(surface, str(c["size"]), (x + cw // 2, rect.centery), theme.SIZE_SMALL, (255, 255, 255),
                              True, "center", shadow=True)
                x += cw + 6
        elif gone:
            draw.text(surface, self._gone_text(row), (x, rect.centery),
                      theme.SIZE_SMALL, theme.TEXT_FAINT, False, "midleft")
        draw.text(surface, f"size {row['size']}", (rect.x + 520, rect.centery), theme.SIZE_BODY,
                  theme.TEXT if not gone else theme.TEXT_FAINT, True, "midleft")
        # role and price
        rx = rect.x + 650
        role = row["role"]
        if row["tie"]:
            label, colour = f"tied for {row['tie']}", theme.HILITE
        elif role == "largest":
            label, colour = "LARGEST", (120, 230, 140)
        elif role == "smallest":
            label, colour = "SMALLEST", (240, 150, 120)
        elif role == "leftover":
            can = self.stage() in ("stash", "extra_stash")
            n = len(row["cards"])
            p = self.tokens().get(kind, 3)
            label, colour = (f"stash: {n} × {p} = {n * p}" if can else "leftover"), theme.ACCENT
        elif role == "stashed":
            label, colour = self._gone_text(row), theme.TEXT_FAINT
        else:
            label, colour = "", theme.TEXT_DIM
        if label:
            draw.text(surface, label, (rx, rect.centery - (12 if row["move"] else 0)), theme.SIZE_SMALL, colour, True,
                      "midleft")
        if row["move"]:
            a, b, crash = row["move"]
            txt = f"price {a} → {b}" + (" CRASH" if crash else "") + (" ✓" if row["done"] else "")
            draw.text(surface, txt, (rx, rect.centery + 13), theme.SIZE_TINY,
                      theme.BAD if crash else theme.TEXT_DIM, crash, "midleft")

    def _gone_text(self, row) -> str:
        if row["role"] != "stashed":
            return "handed over"
        # which set went into a stash is for its owner's eyes
        return "stashed" if self.current() == self.v.get("seat") else "out of the hold"

    def draw_shipyard(self, surface) -> None:
        r = self.shipyard_rect
        yard = self.v.get("shipyard") or []
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
        ab = self.ability_of(top)
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
        for rect, label, n, face_up in ((self.deck_rect, "Deck", self.v.get("deck", 0), False),
                                        (self.discard_rect, "Discard", self.v.get("discard", 0), True)):
            layers = min(4, (n + 9) // 10)
            if n == 0:
                pygame.draw.rect(surface, (10, 26, 32), rect, border_radius=10)
                pygame.draw.rect(surface, (50, 80, 90), rect, 2, border_radius=10)
            else:
                for i in range(layers - 1, -1, -1):
                    b = self.back_surface(rect.w, rect.h)
                    if face_up:
                        b = b.copy()
                        b.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
                    surface.blit(b, rect.move(i * 2, -i * 2).topleft)
            draw.text(surface, label, (rect.centerx, rect.bottom + 6), theme.SIZE_TINY, theme.TEXT_DIM, False, "midtop")
            draw.text(surface, str(n), (rect.centerx, rect.bottom + 30), theme.SIZE_BODY, theme.TEXT, True, "midtop")

    def draw_fleet_row(self, surface, seat: int) -> None:
        r = self.fleet_rects[seat]
        ship = self._ship_over.get(seat) or self.ship_of(seat)
        active = seat == self.current() and not self.state.is_over
        colour = self.seat_colour(seat)
        draw.panel(surface, r, fill=(28, 34, 60, 236) if active else (16, 22, 42, 226),
                   edge=colour if active else (60, 70, 104), radius=14, shadow=False, width=3 if active else 2)
        nr = self.ship_name_rect(seat)
        self.draw_seat_token(surface, seat, (nr.x + 16, nr.centery), 13)
        # right side: stash chip, value, ability
        sc = self.stash_chip_rect(seat)
        pygame.draw.rect(surface, (12, 14, 28), sc, border_radius=10)
        mine = seat == self.v.get("seat")
        pygame.draw.rect(surface, theme.GOLD_DARK if mine else (70, 76, 100), sc, 2, border_radius=10)
        b = self.back_surface(20, 27)
        surface.blit(b, b.get_rect(midleft=(sc.x + 8, sc.centery)))
        draw.text(surface, f"×{self.stash_count(seat)}", (sc.x + 34, sc.centery), theme.SIZE_SMALL, theme.TEXT, True,
                  "midleft")
        x_right = sc.x - 8
        val = f"{ship.get('value')} pts"
        vw = self.assets.text_size(val, theme.SIZE_TINY, True)[0] + 20
        vr = pygame.Rect(x_right - vw, sc.y + 3, vw, sc.h - 6)
        pygame.draw.rect(surface, (60, 48, 22), vr, border_radius=vr.h // 2)
        draw.text(surface, val, vr.center, theme.SIZE_TINY, theme.GOLD, True, "center")
        x_right = vr.x - 6
        ab = self.ability_of(ship)
        if ab:
            an = ship.get("ability_name") or ab
            name_w = self.assets.text_size(ship.get("name", "?"), theme.SIZE_SMALL, True)[0]
            aw = min(170, self.assets.text_size(an, theme.SIZE_TINY, True)[0] + 22)
            if x_right - aw - 6 - (nr.x + 36) < name_w + 8:
                an, aw = "★", 36
            ar = pygame.Rect(x_right - aw, sc.y + 3, aw, sc.h - 6)
            pygame.draw.rect(surface, (70, 50, 100), ar, border_radius=ar.h // 2)
            draw.text_fit(surface, an, ar.inflate(-14, 0), theme.SIZE_TINY, (235, 220, 255), True, "center",
                          min_size=20)
            x_right = ar.x - 6
        name_r = pygame.Rect(nr.x + 36, nr.y, x_right - nr.x - 40, nr.h)
        draw.text_fit(surface, ship.get("name", "?"), name_r, theme.SIZE_SMALL, theme.TEXT, True, "midleft",
                      min_size=20)
        m = self.meter_rect(seat)
        self.draw_meter(surface, m, seat, ship)
        load = sum(c["size"] for c in self._meter_cards(seat))
        cap = ship.get("capacity", 0)
        full = load >= cap and cap > 0
        cr = self.counter_rect(seat)
        draw.text_fit(surface, f"{load}/{cap}", cr, self.counter_size(m.h), theme.HILITE if full else theme.TEXT, True,
                      "midright", min_size=16)
        if r.h >= 118:
            who = self.seat_name(seat) + (" (you)" if mine and self.seat_name(seat) != "You" else "")
            extra = who
            if active:
                extra += " · loading" if self.stage() in LOAD_STAGES else (" · delivering" if self.delivering() else "")
            if ab:
                extra += f" · ★ {ship.get('ability_name')}"
            draw.text_fit(surface, extra, pygame.Rect(r.x + 16, m.bottom + 4, r.w - 32, 28), theme.SIZE_TINY,
                          theme.TEXT_DIM, anchor="midleft", min_size=20)

    def _meter_cards(self, seat: int) -> list:
        cards = [c for c in self.hold(seat) if c["id"] not in self._hidden]
        ids = {c["id"] for c in cards}
        cards += [c for c in self._ghost_holds.get(seat, []) if c["id"] not in ids and c["id"] not in self._hidden]
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
            chip = self.chip_surface(c["kind"], c["size"], block.w, block.h, label=str(c["size"]))
            surface.blit(chip, block.topleft)
            used += c["size"]
        # a hovered hub card: where it would go
        t = self.hover_target
        if (t is not None and t.clickable and t.key and t.key[0] == "hub" and self.my_turn
                and seat == self.current()):
            a = t.actions[0]
            if isinstance(a, Load) and used + a.size <= cap:
                block = pygame.Rect(round(rect.x + used * uw), rect.y,
                                    round(rect.x + (used + a.size) * uw) - round(rect.x + used * uw), rect.h)
                pygame.draw.rect(surface, theme.HILITE, block.inflate(-2, -2), 3, border_radius=6)
        pygame.draw.rect(surface, (90, 100, 140), rect, 2, border_radius=8)

    # ---------------------------------------------------------------- overlay
    def draw(self, surface) -> None:
        super().draw(surface)
        if (self._stash_open and self.curtain_for is None and self.viewer is not None
                and self._stash_open_for == self.viewer and self.own_stash(self.viewer) is not None):
            self.draw_stash_panel(surface)

    def stash_panel_rect(self) -> pygame.Rect:
        sc = self.stash_chip_rect(self.viewer)
        r = pygame.Rect(0, 0, 460, 120 + 44 * len(TYPES))
        r.topright = (sc.right, sc.bottom + 8)
        if r.bottom > self.board_rect.bottom:
            r.bottomright = (sc.right, sc.y - 8)
        return r

    def draw_stash_panel(self, surface) -> None:
        r = self.stash_panel_rect()
        draw.panel(surface, r, fill=(18, 20, 38, 250), edge=theme.GOLD, radius=16)
        cards = self.own_stash(self.viewer) or []
        tok = self.tokens()
        draw.text(surface, f"Your stash · {plural(len(cards), 'card')}", (r.x + 20, r.y + 14), theme.SIZE_BODY,
                  theme.GOLD, True)
        total = 0
        y = r.y + 58
        for k in TYPES:
            n = sum(1 for c in cards if c["kind"] == k)
            p = tok.get(k, 3)
            total += n * p
            self.type_badge(surface, k, (r.x + 36, y + 18), 16)
            draw.text(surface, tname(k), (r.x + 62, y + 18), theme.SIZE_SMALL, theme.TEXT if n else theme.TEXT_FAINT,
                      True, "midleft")
            draw.text(surface, f"{n} × {p} = {n * p}", (r.right - 20, y + 18), theme.SIZE_SMALL,
                      theme.TEXT if n else theme.TEXT_FAINT, False, "midright")
            y += 44
        ship = self.ship_of(self.viewer)
        draw.text(surface, f"Contraband {total} + ship {ship.get('value')} = {total + ship.get('value', 0)}",
                  (r.x + 20, y + 14), theme.SIZE_SMALL, theme.HILITE, True)

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
        if (event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self.curtain_for is None
                and self.popup is None and self.confirm is None):
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
                    self.explain(self._not_your_turn_text())
                return True
        return super().handle(event)

    def on_undo(self) -> None:
        self._reset_anim_state()

    def _reset_anim_state(self) -> None:
        self._hidden.clear()
        self._ghost_holds.clear()
        self._token_over.clear()
        self._ship_over.clear()
        self._stash_over.clear()
        self._snap = self._snapshot()

    # ================================================================ animation
    def _snapshot(self) -> dict:
        v = self.v
        hub = {}
        for c, col in enumerate(v.get("hub") or []):
            for r, card in enumerate(col):
                hub[card["id"]] = (c, r, card)
        return {
            "hub": hub,
            "holds": [list(h) for h in (v.get("holds") or [])],
            "tokens": dict(v.get("tokens") or {}),
            "ships": list(v.get("ships") or []),
            "stash_counts": list(v.get("stash_counts") or []),
        }

    def _after(self, delay: float, fn) -> None:
        """Run fn after `delay` seconds of animation time (at once at speed 0)."""
        self.anim.add(Wait(delay, on_done=fn))

    def on_events(self, events) -> None:
        for _ in range(10):  # a new move: finish what was still running (and what that started)
            if not self.anim.busy:
                break
            self.anim.finish_all()
        old = self._snap
        new = self._snapshot()
        self._snap = new
        self._stash_open = False
        cards_by_id = {cid: card for cid, (_c, _r, card) in old.get("hub", {}).items()}
        for h in old.get("holds", []):
            for card in h:
                cards_by_id[card["id"]] = card
        t = 0.0
        moved_hub = False
        # 1. cards leaving the hub: into a hold, or thrown away by an ability
        for e in events:
            if e.kind == "load":
                cid = e.data.get("card")
                seat = e.data.get("seat", e.seat)
                src = old["hub"].get(cid)
                card = cards_by_id.get(cid)
                if src is None or card is None or seat is None:
                    continue
                a = self.card_rect(src[0], src[1]).center
                b = self.meter_rect(seat).center
                self._fly(self.card_surface(card["kind"], card["size"]), a, b, 0.0, 0.5, hide=cid,
                          scale=(1.0, 0.45), arc=50)
                moved_hub = True
            elif e.kind == "discard_row":
                for i, cid in enumerate(e.data.get("cards") or []):
                    src = old["hub"].get(cid)
                    card = cards_by_id.get(cid)
                    if src is None or card is None:
                        continue
                    self.anim.move(self.card_surface(card["kind"], card["size"]), self.card_rect(*src[:2]).center,
                                   self.discard_rect.center, 0.45, delay=i * 0.06, scale=(1.0, 0.4), fade=(255, 120))
                moved_hub = True
        # cards that slid down in their column
        refilled = set()
        for e in events:
            if e.kind == "refill":
                refilled.update(x.get("card") for x in e.data.get("cards") or [])
        for cid, (c, r, card) in new["hub"].items():
            if cid in refilled or self.delivering():  # the delivery panel covers the hub
                continue
            prev = old["hub"].get(cid)
            if prev is not None and (prev[0], prev[1]) != (c, r):
                self._fly(self.card_surface(card["kind"], card["size"]), self.card_rect(prev[0], prev[1]).center,
                          self.card_rect(c, r).center, 0.0, 0.3, hide=cid, shadow_only=True)
        if moved_hub:
            t = 0.45
        hub_t = t  # the hub is free again (the loaded card has left)
        # 2. delivery: sets to the cartel, tokens step, stash and discard.  Cards
        # that left a hold stay drawn there ("ghosts") until they fly off.
        for seat in range(min(len(old["holds"]), len(new["holds"]))):
            now = {c["id"] for c in new["holds"][seat]}
            before = list(old["holds"][seat])
            for e in events:
                if e.kind == "load" and e.data.get("seat", e.seat) == seat:
                    card = cards_by_id.get(e.data.get("card"))
                    if card is not None and card not in before:
                        before.append(card)
            ghosts = [c for c in before if c["id"] not in now]
            if ghosts:
                self._ghost_holds[seat] = ghosts
        for e in events:
            if e.kind == "price":
                kind = e.data.get("type")
                if kind not in TYPES:
                    continue
                a, b, crash = e.data.get("from", 3), e.data.get("to", 3), bool(e.data.get("crash"))
                seat = e.data.get("seat", e.seat)
                ids = list(e.data.get("cards") or [])
                self._token_over[kind] = float(a)
                src = self.meter_rect(seat).center if seat is not None else self.cartel_rect.center
                dst = self.token_center(kind, a)
                for j, cid in enumerate(ids):
                    card = cards_by_id.get(cid)
                    if card is None:
                        continue
                    self._fly_from_ghost(seat, cid, self.chip_surface(kind, card["size"], 60, 44), src, dst,
                                         t + j * 0.05, 0.45, fade=(255, 60))
                t += 0.45 + 0.05 * max(0, len(ids) - 1)
                path = [float(a)]
                if crash:
                    path += [float(p) for p in range(a + 1, CRASH_POS + 1)] + [float(TRACK_LOW)]
                elif b != a:
                    step = 1 if b > a else -1
                    path += [float(p) for p in range(a + step, b + step, step)]
                dur = 0.2 * max(1, len(path) - 1) + (0.25 if crash else 0.0)
                self._step_token(kind, path, t, dur)
                label = "CRASH!" if crash else (f"{b - a:+d}" if b != a else "±0")
                colour = theme.BAD if crash else (theme.GOOD if b > a else (240, 150, 120))
                pos, rise = self.price_label_spot(kind, b, label)
                self._after(t + dur, lambda p=pos, s=label, c=colour, r=rise: self.anim.float_text(
                    s, p, colour=c, size=34, duration=0.9, rise=r))
                t += dur + 0.1
            elif e.kind in ("stash", "discard") and e.data.get("from") == "hold":
                seat = e.data.get("seat", e.seat)
                n = int(e.data.get("count", 0) or 0)
                if seat is None or n <= 0:
                    continue
                if e.kind == "stash":
                    old_n = old["stash_counts"][seat] if seat < len(old["stash_counts"]) else 0
                    self._stash_over[seat] = old_n
                    dst = self.stash_chip_rect(seat).center
                else:
                    dst = self.discard_rect.center
                src = self.meter_rect(seat).center
                # faces are not shown on the way: which cards go where stays private
                to_stash = e.kind == "stash"
                for j in range(n):
                    self._after(t + j * 0.06, lambda s=seat, sr=src, d=dst, done=(to_stash and j == n - 1):
                                self._fly_back(s, sr, d, done))
                t += 0.45
        # 3. a new ship from the shipyard
        for e in events:
            if e.kind == "ship":
                seat = e.data.get("seat", e.seat)
                if seat is None or seat >= len(old["ships"]):
                    continue
                self._ship_over[seat] = old["ships"][seat]
                newship = new["ships"][seat] if seat < len(new["ships"]) else {}
                surf = self.ship_surface(newship)
                self._after(t, lambda s=seat, sf=surf: self.anim.move(
                    sf, self.shipyard_rect.center, self.ship_name_rect(s).center, 0.5, ease=ease_out_cubic,
                    on_done=lambda s2=s: self._ship_over.pop(s2, None)))
                t += 0.4
            elif e.kind == "last_ship":
                c = self.board_rect.center
                self._after(t, lambda p=c: self.anim.float_text("Last ship taken: final round!", p,
                                                                colour=theme.HILITE, size=44, duration=1.6))
                t += 0.4
            elif e.kind == "reshuffle":
                self._after(t, lambda: self.anim.pulse(self.deck_rect.center, colour=theme.ACCENT, radius=90))
        if self._ghost_holds:
            # whatever is still drawn in an old hold goes when the delivery ends
            self._after(t, self._ghost_holds.clear)
        # 4. refilled cards drop into the top of their columns as soon as the
        # hub is free (alongside the delivery animations, which happen over
        # the price board and the fleet), quickly, and without crossing any
        # other panel; none while a delivery panel covers the hub
        if not self.delivering():
            k = 0
            start = hub_t
            for e in events:
                if e.kind != "refill":
                    continue
                for x in e.data.get("cards") or []:
                    cid = x.get("card")
                    dest = x.get("to")
                    card = self._card_in_new_hub(new, cid)
                    if card is None or not dest:
                        continue
                    b = self.card_rect(dest[0], dest[1])
                    a = (b.centerx, min(b.centery, self.card_rect(dest[0], 2).centery - self.REFILL_DROP))
                    self._fly(self.card_surface(card["kind"], card["size"]), a, b.center,
                              start + k * self.REFILL_STAGGER, self.REFILL_TIME, hide=cid, scale=(0.9, 1.0),
                              fade=(0, 255))
                    k += 1
            if k:
                self.anim.pulse(self.deck_rect.center, colour=theme.ACCENT, radius=56, duration=0.35,
                                delay=start)

    REFILL_DROP = 34  # px above the top row a refilled card starts (inside the hub)
    REFILL_TIME = 0.3
    REFILL_STAGGER = 0.04
    PRICE_LABEL_SIZE = 34
    PRICE_LABEL_RISE = 30

    def price_label_spot(self, kind: str, pos: int, label: str) -> tuple:
        """Start point and rise of a "+2" / "CRASH!" label over a token that
        stopped at `pos`, kept inside the price board for its whole flight
        (the top row's label would otherwise rise off the board)."""
        w, h = self.assets.text_size(label, self.PRICE_LABEL_SIZE, True)
        cx, cy = self.token_center(kind, pos)
        cr = self.cartel_rect.inflate(-12, -12)
        rise = self.PRICE_LABEL_RISE
        x = min(max(cx, cr.x + w / 2), cr.right - w / 2)
        y = cy - 20
        y = max(y, cr.y + h / 2 + rise)  # the top of the text at the end of the rise
        y = min(y, cr.bottom - h / 2)
        return (x, y), rise

    def _card_in_new_hub(self, new, cid):
        item = new["hub"].get(cid)
        return item[2] if item else None

    def _fly(self, surf, a, b, delay, duration, hide=None, scale=(1.0, 1.0), arc=0.0, fade=(255, 255),
             shadow_only=False):
        if hide is not None:
            self._hidden.add(hide)

        def land(cid=hide):
            if cid is not None:
                self._hidden.discard(cid)

        self.anim.move(surf, a, b, duration, delay=delay, scale=scale, arc=arc, fade=fade, on_done=land,
                       ease=ease_in_out_cubic if shadow_only else ease_out_cubic)

    def _fly_from_ghost(self, seat, cid, surf, a, b, delay, duration, fade=(255, 255)):
        def start():
            ghosts = self._ghost_holds.get(seat)
            if ghosts:
                self._ghost_holds[seat] = [c for c in ghosts if c["id"] != cid]
            self.anim.move(surf, a, b, duration, fade=fade, scale=(1.0, 0.7), arc=40)

        self._after(delay, start)

    def _fly_back(self, seat, a, b, last_to_stash: bool) -> None:
        self._ghost_holds.pop(seat, None)

        def land():
            if last_to_stash:
                self._stash_over.pop(seat, None)

        self.anim.move(self.back_surface(36, 50), a, b, 0.4, arc=30, on_done=land)

    def _step_token(self, kind: str, path: list, delay: float, duration: float) -> None:
        if len(path) < 2:
            self._after(delay, lambda: self._token_over.pop(kind, None))
            return
        segs = len(path) - 1

        def setter(v):
            x = v * segs
            i = min(segs - 1, int(x))
            f = ease_in_out_cubic(min(1.0, x - i))
            self._token_over[kind] = path[i] + (path[i + 1] - path[i]) * f

        def done():
            self._token_over.pop(kind, None)

        self.anim.tween(0.0, 1.0, duration, setter, delay=delay, on_done=done, ease=lambda u: u)

