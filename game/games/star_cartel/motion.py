"""Star Cartel table animations: cards flying from the hub to a hold and on
to the price board, tokens stepping along their tracks (and crashing), sets
going to a stash face down, a new ship sliding into its row, refills dropping into the
hub.

`StarCartelMotion` is a part of the table (game/scenes/table_parts/context.py):
StarCartelTable adds it and calls play(events) from its on_events hook.  It
compares a snapshot of the view before and after each decision (taken afresh
at the first refresh and at the refresh after an undo) with the events the
rules emitted, and keeps what must stay drawn the old way until its
animation lands in the frame's reveal (game.ui.reveal; the board view reads
it):

    ("card", id)     a card in flight: not drawn in the hub or a hold
    ("ghosts", seat) cards still drawn in a hold until they fly off (data)
    ("token", kind)  a price token stepping: [drawn position] (data)
    ("ship", seat)   the old ship, drawn until the new one lands (data)
    ("stash", seat)  the old stash count, until the cards land (data)"""
from __future__ import annotations

from game.games.star_cartel import texts
from game.games.star_cartel.art import CRASH_POS, StarCartelArt
from game.games.star_cartel.board_view import StarCartelBoard
from game.games.star_cartel.rules import TYPES
from game.games.star_cartel.rules.data import TRACK_LOW
from game.scenes.table_parts.context import Part
from game.ui import theme
from game.ui.anim import Move, Tween, Wait, ease_in_out_cubic, ease_out_cubic


class StarCartelMotion(Part):
    """Event animations of the Star Cartel table."""

    def __init__(self, ctx, board: StarCartelBoard, art: StarCartelArt, *, hub_covered=lambda: False):
        super().__init__(ctx)
        self.board = board
        self.art = art
        self.hub_covered = hub_covered  # () -> a panel will lie over the hub (the person's delivery recap)
        self._snap: dict = {}  # the view as the last animations left it
        self._stale = True  # take the snapshot afresh at the next refresh

    def on_undo(self) -> None:
        self._stale = True

    def on_refresh(self) -> None:
        if self._stale:
            self._stale = False
            self._snap = self._snapshot()

    def _snapshot(self) -> dict:
        v = self.board.v
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
        self.ctx.anim.add(Wait(delay, on_done=fn))

    def play(self, events) -> float:
        """Start the animations of what `events` did (the state is already the
        new one); the seconds until the delivery's part has landed."""
        for _ in range(10):  # a new move: finish what was still running (and what that started)
            if not self.ctx.anim.busy:
                break
            self.ctx.anim.finish_all()
        old = self._snap
        new = self._snapshot()
        self._snap = new
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
                a = self.board.drawn_rect(cid, self.board.card_rect(src[0], src[1])).center
                b = self.board.meter_rect(seat).center
                self._fly(self.art.card_surface(card["kind"], card["size"]), a, b, 0.0, 0.5, hide=cid,
                          scale=(1.0, 0.45), arc=50)
                moved_hub = True
            elif e.kind == "discard_row":
                for i, cid in enumerate(e.data.get("cards") or []):
                    src = old["hub"].get(cid)
                    card = cards_by_id.get(cid)
                    if src is None or card is None:
                        continue
                    self.ctx.anim.move(self.art.card_surface(card["kind"], card["size"]),
                                       self.board.drawn_rect(cid, self.board.card_rect(*src[:2])).center,
                                       self.board.discard_rect.center, 0.45,
                                       delay=i * 0.06, scale=(1.0, 0.4), fade=(255, 120))
                moved_hub = True
        # (cards that slide down in their column: the board view's hub slots,
        # board_view.update, once no still pointer rests on them)
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
                self.ctx.reveal.hide(("ghosts", seat), None, ghosts)
        for e in events:
            if e.kind == "price":
                kind = e.data.get("type")
                if kind not in TYPES:
                    continue
                a, b, crash = e.data.get("from", 3), e.data.get("to", 3), bool(e.data.get("crash"))
                seat = e.data.get("seat", e.seat)
                ids = list(e.data.get("cards") or [])
                self.ctx.reveal.hide(("token", kind), None, [float(a)])
                src = self.board.meter_rect(seat).center if seat is not None else self.board.cartel_rect.center
                dst = self.board.token_center(kind, a)
                for j, cid in enumerate(ids):
                    card = cards_by_id.get(cid)
                    if card is None:
                        continue
                    self._fly_from_ghost(seat, cid, self.art.chip_surface(kind, card["size"], 60, 44), src, dst,
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
                pos, rise = self.price_label_spot(kind, b, label, crash)
                self._after(t + dur, lambda p=pos, s=label, c=colour, r=rise: self.ctx.anim.float_text(
                    s, p, colour=c, size=self.PRICE_LABEL_SIZE, duration=0.9, rise=r, backing=True))
                t += dur + 0.1
            elif e.kind in ("stash", "discard") and e.data.get("from") == "hold":
                seat = e.data.get("seat", e.seat)
                n = int(e.data.get("count", 0) or 0)
                if seat is None or n <= 0:
                    continue
                if e.kind == "stash":
                    old_n = old["stash_counts"][seat] if seat < len(old["stash_counts"]) else 0
                    self.ctx.reveal.hide(("stash", seat), None, old_n)
                    dst = self.board.stash_chip_rect(seat).center
                else:
                    dst = self.board.discard_rect.center
                src = self.board.meter_rect(seat).center
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
                self.ctx.reveal.hide(("ship", seat), None, old["ships"][seat])
                newship = new["ships"][seat] if seat < len(new["ships"]) else {}
                # it slides into its own row from the right: a flight from the
                # shipyard would cross the other ships' rows and their words
                name = self.board.ship_name_rect(seat)
                row = self.board.fleet_rects[seat]
                surf = self.art.ship_surface(newship, name.w, name.h)
                start = (name.centerx + max(0, min(80, row.right - 4 - name.right)), name.centery)
                self._after(t, lambda s=seat, sf=surf, a=start, b=name.center, was=old["ships"][seat]:
                            self.ctx.reveal.track(("ship", s), Move(sf, a, b, 0.5, fade=(0, 255),
                                                                    ease=ease_out_cubic), was))
                t += 0.4
            elif e.kind == "last_ship":  # a notice to read, not a flourish over the cards
                words = texts.last_ship_notice(self.ctx.seat_name(e.data.get("seat", e.seat)),
                                               e.data.get("seat", e.seat) == self.ctx.viewer)
                self._after(t, lambda w=words: self.ctx.toast(w, theme.HILITE, 6.0))
                t += 0.4
            elif e.kind == "reshuffle":
                self._after(t, lambda: self.ctx.anim.pulse(self.board.deck_rect.center, colour=theme.ACCENT, radius=90))
        ghost_keys = [k for k in self.ctx.reveal.keys() if k[0] == "ghosts"]
        if ghost_keys:
            # whatever is still drawn in an old hold goes when the delivery ends
            self._after(t, lambda ks=ghost_keys: [self.ctx.reveal.show(k) for k in ks])
        # 4. refilled cards drop into the top of their columns as soon as the
        # hub is free (alongside the delivery animations, which happen over
        # the price board and the fleet), quickly, and without crossing any
        # other panel; none while a delivery panel or the recap covers the hub
        if not self.board.delivering() and not self.hub_covered():
            k = 0
            start = hub_t
            for e in events:
                if e.kind != "refill":
                    continue
                for x in e.data.get("cards") or []:
                    cid = x.get("card")
                    dest = x.get("to")
                    card = self._card_in_new_hub(new, cid)
                    slot = self.board.slots.slot(dest[0], cid) if dest else None
                    if card is None or slot is None:  # a card waiting above its column drops in later
                        continue
                    b = self.board.card_rect(dest[0], slot)
                    a = (b.centerx, min(b.centery, self.board.card_rect(dest[0], 2).centery - self.REFILL_DROP))
                    self._fly(self.art.card_surface(card["kind"], card["size"]), a, b.center,
                              start + k * self.REFILL_STAGGER, self.REFILL_TIME, hide=cid, scale=(0.9, 1.0),
                              fade=(0, 255))
                    k += 1
            if k:
                self.ctx.anim.pulse(self.board.deck_rect.center, colour=theme.ACCENT, radius=56, duration=0.35,
                                delay=start)
        return t

    REFILL_DROP = 34  # px above the top row a refilled card starts (inside the hub)

    REFILL_TIME = 0.3

    REFILL_STAGGER = 0.04

    PRICE_LABEL_SIZE = 30

    def price_label_spot(self, kind: str, pos: int, label: str, crash: bool = False) -> tuple:
        """Start point and rise of a "+2" / "CRASH!" label (on its plate)
        beside the token that stopped at `pos`, or on the crash cell it
        crashed through, kept inside its own price row for its whole flight
        (a label that rose into the row above read as that row's) and off
        the row's name."""
        w, h = self.ctx.assets.text_size(label, self.PRICE_LABEL_SIZE, True)
        w, h = w + 20, h + 6  # the plate
        i = TYPES.index(kind)
        row = self.board.track_row_rect(i).clip(self.board.cartel_rect.inflate(-12, -12))
        row.x = self.board.cell_rect(i, TRACK_LOW).x - 4
        row.w = self.board.cartel_rect.right - 12 - row.x
        if crash:
            cell = self.board.cell_rect(i, CRASH_POS)
            return (min(cell.centerx, row.right - w / 2), row.centery), 0
        cx, cy = self.board.token_center(kind, pos)
        rise = max(0, (row.h - h) // 2)
        x = cx + 24 + w / 2  # just right of the token
        if x + w / 2 > row.right:
            x = cx - 24 - w / 2
        x = min(max(x, row.x + w / 2), row.right - w / 2)
        y = row.bottom - h / 2
        return (x, y), rise

    def _card_in_new_hub(self, new, cid):
        item = new["hub"].get(cid)
        return item[2] if item else None

    def _fly(self, surf, a, b, delay, duration, hide=None, scale=(1.0, 1.0), arc=0.0, fade=(255, 255),
             shadow_only=False):
        anim = Move(surf, a, b, duration, delay=delay, scale=scale, arc=arc, fade=fade,
                    ease=ease_in_out_cubic if shadow_only else ease_out_cubic)
        if hide is None:
            self.ctx.anim.add(anim)
        else:
            self.ctx.reveal.track(("card", hide), anim)

    def _fly_from_ghost(self, seat, cid, surf, a, b, delay, duration, fade=(255, 255)):
        def start():
            ghosts = self.ctx.reveal.get(("ghosts", seat))
            if ghosts:
                self.ctx.reveal.hide(("ghosts", seat), None, [c for c in ghosts if c["id"] != cid])
            self.ctx.anim.move(surf, a, b, duration, fade=fade, scale=(1.0, 0.7), arc=40)

        self._after(delay, start)

    def _fly_back(self, seat, a, b, last_to_stash: bool) -> None:
        self.ctx.reveal.show(("ghosts", seat))
        anim = Move(self.art.back_surface(36, 50), a, b, 0.4, arc=30)
        if last_to_stash and ("stash", seat) in self.ctx.reveal:  # the count goes up when the last card lands
            self.ctx.reveal.track(("stash", seat), anim, self.ctx.reveal.get(("stash", seat)))
        else:
            self.ctx.anim.add(anim)

    def _step_token(self, kind: str, path: list, delay: float, duration: float) -> None:
        key = ("token", kind)
        if len(path) < 2:
            self._after(delay, lambda: self.ctx.reveal.show(key))
            return
        segs = len(path) - 1
        box = self.ctx.reveal.get(key) or [path[0]]

        def setter(v):
            x = v * segs
            i = min(segs - 1, int(x))
            f = ease_in_out_cubic(min(1.0, x - i))
            box[0] = path[i] + (path[i + 1] - path[i]) * f

        self.ctx.reveal.track(key, Tween(0.0, 1.0, duration, setter, delay=delay, ease=lambda u: u), box)
