"""A card-hand view: one seat's private hand as a row of cards, and other
seats' hands as face-down backs with a count.

    hand = HandView(pygame.Rect(40, 880, 900, 180), card_size=(110, 154))
    i = hand.draw(surface, cards, draw_face, mouse=self.mouse)   # -> hovered index or None
    i = hand.index_at(self.mouse, len(cards))                    # hit test (clicks, targets)
    rects = hand.rects(len(cards))                               # for Targets or animations
    hand.draw_backs(surface, 7, rect=other_seat_area)            # "7 cards", face down

`draw_face(surface, card, rect, hovered)` draws one card; the default draws
game.ui.draw.card with str(card) as its title.  Cards are spread evenly and
centred; when they do not fit they overlap (later cards on top).  The hovered
card is lifted by `lift` pixels and drawn last, so it is always whole, and
the hit test gives it priority.  With `min_card_w` cards first shrink (down
to that width) before they overlap; `align="left"` starts the row at the
left edge, so a card added at the end moves no other card.  With `rows=2`,
cards that would shrink below full width go in two rows of shorter cards
(half the height; the first row filled first), so a card's width, and the
title it holds, stays whole longer; they shrink only when two rows are
full, and the lift is kept within the gap between the rows.  The view holds
no game state: the table passes the hand (from the seat's view) on every
call.  HandSlots keeps each card's place while the pointer rests on the hand
(a card played leaves a gap, a card drawn goes to the right), so no card
moves under a still pointer.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

import pygame

from game.ui import draw, theme


def _default_face(surface, card, rect, hovered) -> None:
    draw.card(surface, rect, title=str(card), selected=hovered)


class HandSlots:
    """The places of a hand's cards while the pointer rests on the hand.  A
    card played or discarded leaves a gap (None) and a card drawn takes a new
    place at the end (wherever the sorted hand puts it; once the row holds as
    many places as it was laid out for, the first gap), so no card moves
    under the pointer; the gaps close when the caller says the row has
    settled or a new `key` begins (another turn, another seat to act)."""

    def __init__(self):
        self.key = None
        self.slots: list = []
        self.first_count = 0  # the slots when the row was last laid out: it stays where they put it
        self.room = 0  # the cards the row's card size was chosen for when it was laid out

    def update(self, hand: list, key, settled: bool = False, spare: int = 0, pointed: int | None = None) -> list:
        """`settled`: the pointer is off the hand, so the row may close up.
        `spare`: when the row is laid out, room kept for as many more cards
        (drawn later, they fit beside the others at the same size).
        `pointed`: the slot under the pointer: of two cards alike, the one
        that left is the one clicked, so its twin stays where it was."""
        if key != self.key or (settled and list(self.slots) != list(hand)):
            self.key = key
            self.slots = list(hand)
            self.first_count = len(hand)
            self.room = len(hand) + spare
            return self.slots
        want = Counter(hand)
        kept = list(self.slots)
        have = Counter(k for k in kept if k is not None)
        first = [pointed] if pointed is not None and pointed < len(kept) else []
        for i in first + list(range(len(kept) - 1, -1, -1)):
            kind = kept[i]
            if kind is not None and have[kind] > want[kind]:
                kept[i] = None
                have[kind] -= 1
        left = list(hand)
        for kind in kept:
            if kind is not None:
                left.remove(kind)
        for kind in left:  # past the room the row was laid out for, a gap takes it: the card size stays
            if len(kept) >= self.room and None in kept:
                kept[kept.index(None)] = kind
            else:
                kept.append(kind)
        self.slots = kept
        return self.slots

    def slot_of_each(self, hand: list) -> list:
        """For each card of `hand` (in hand order) its slot index."""
        used: set = set()
        out = []
        for kind in hand:
            s = next(i for i, k in enumerate(self.slots) if k == kind and i not in used)
            used.add(s)
            out.append(s)
        return out

    def rects(self, view: "HandView", hand: list, lift: int | None = None) -> list[pygame.Rect]:
        """The rect of each card of `hand` (hand order) in `view`, `lift` (a
        hand index) raised: the row stays where it was laid out, drawn cards
        to its right, gaps where cards left."""
        at = self.slot_of_each(hand)
        lift_slot = at[lift] if lift is not None and lift < len(at) else None
        first = self.first_count
        room = max(len(self.slots), self.room)
        rects = view.rects(len(self.slots), lift_slot, room=room)
        if 0 < first < len(self.slots):  # cards drawn since: they go on the right, the others stay put
            dx = view.rects(first, room=room)[0].x - rects[0].x
            if max(r.right for r in rects) + dx <= view.rect.right:
                rects = [r.move(dx, 0) for r in rects]
        return [rects[s] for s in at]

    def index_at(self, view: "HandView", pos, hand: list) -> int | None:
        """The card of `hand` under `pos` as drawn: the lifted one first, then the topmost."""
        hovered = view.hovered if view.hovered is not None and view.hovered < len(hand) else None
        rects = self.rects(view, hand, hovered)
        if hovered is not None and rects[hovered].collidepoint(pos):
            return hovered
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None


class HandView:
    def __init__(self, rect, card_size=(110, 154), *, gap: int = 12, lift: int = 22, max_backs: int = 5,
                 min_card_w: int | None = None, align: str = "center", rows: int = 1, row_gap: int = 8):
        self.rect = pygame.Rect(rect)
        self.rows = rows
        self.row_gap = row_gap
        self.card_size = tuple(card_size)
        self.min_card_w = min_card_w
        self.align = align
        self.gap = gap
        self.lift = lift
        self.max_backs = max_backs
        self.hovered: int | None = None  # the lifted card (UI state only)

    # ------------------------------------------------------------ geometry
    def card_size_for(self, room: int) -> tuple[int, int]:
        """The card size when the row has room for `room` cards: the full
        size, or (with min_card_w) smaller so they fit side by side; in two
        rows, half as tall."""
        w, h, _ = self._grid(room)
        return w, h

    def _fit(self, per_row: int, w: int) -> int:
        """The card width at which `per_row` cards fit side by side (at most `w`)."""
        if per_row <= 1 or per_row * w + (per_row - 1) * self.gap <= self.rect.w:
            return w
        return max(self.min_card_w or w, int((self.rect.w - (per_row - 1) * self.gap) / per_row))

    def _grid(self, room: int) -> tuple[int, int, int]:
        """(card width, card height, cards a row) for `room` cards."""
        w, h = self.card_size
        h = min(h, self.rect.h)
        w = min(w, self.rect.w)
        if self.min_card_w is None or room <= 1:
            return w, h, max(1, room)
        one = self._fit(room, w)
        if one >= w or self.rows < 2:
            return one, round(h * one / w), room
        per_row = -(-room // 2)
        return self._fit(per_row, w), (self.rect.h - self.row_gap) // 2, per_row

    def rects(self, n: int, hovered: int | None = None, room: int | None = None) -> list[pygame.Rect]:
        """Where each of n cards goes (the hovered one lifted), left to right
        (in two rows: the first, then the second); the card size is the one
        for `room` cards (default n)."""
        if n <= 0:
            return []
        w, h, per_row = self._grid(max(n, room or 0))
        across = min(n, per_row)
        step = w + self.gap
        if across > 1 and w + (across - 1) * step > self.rect.w:
            step = (self.rect.w - w) / (across - 1)  # overlap to fit
        total = w + (across - 1) * step
        x0 = self.rect.x if self.align == "left" else self.rect.centerx - total / 2
        two = per_row < max(n, room or 0)  # laid out in two rows: the first row stays on top
        lift = min(self.lift, self.row_gap - 2) if two else self.lift
        out = []
        for i in range(n):
            row, col = divmod(i, per_row) if two else (0, i)
            y = self.rect.y + row * (h + self.row_gap) if two else self.rect.bottom - h
            r = pygame.Rect(round(x0 + col * step), y, w, h)
            if i == hovered:
                r.y -= lift
            out.append(r)
        return out

    def index_at(self, pos, n: int) -> int | None:
        """The card under `pos` (as drawn now): the lifted one first, then the
        topmost.  A lifted card stays under the mouse above the row."""
        hovered = self.hovered if self.hovered is not None and self.hovered < n else None
        rects = self.rects(n, hovered)
        if hovered is not None and rects[hovered].collidepoint(pos):
            return hovered
        for i in range(n - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None

    def update_hover(self, pos, n: int) -> int | None:
        """Recompute which card the mouse lifts (None: none)."""
        self.hovered = None if pos is None else self.index_at(pos, n)
        return self.hovered

    # ------------------------------------------------------------ drawing
    def draw(self, surface, cards, draw_face: Callable | None = None, mouse=None) -> int | None:
        """Draw the hand face up, the card under `mouse` lifted and on top;
        returns its index (None: the mouse is on no card)."""
        cards = list(cards)
        face = draw_face or _default_face
        hovered = self.update_hover(mouse, len(cards))
        rects = self.rects(len(cards), hovered)
        for i, (card, r) in enumerate(zip(cards, rects)):
            if i != hovered:
                face(surface, card, r, False)
        if hovered is not None:
            face(surface, cards[hovered], rects[hovered], True)
        return hovered

    def backs_rects(self, count: int, rect=None) -> list[pygame.Rect]:
        """Where the face-down backs of a hand of `count` go (at most max_backs)."""
        area = pygame.Rect(rect) if rect is not None else self.rect
        shown = min(count, self.max_backs)
        if shown <= 0:
            return []
        h = min(self.card_size[1], area.h)
        w = round(h * self.card_size[0] / self.card_size[1])
        step = min(w * 0.35, (area.w - w) / max(1, shown - 1)) if shown > 1 else 0
        return [pygame.Rect(round(area.x + i * step), area.bottom - h, w, h) for i in range(shown)]

    def draw_backs(self, surface, count: int, rect=None, label: bool = True) -> pygame.Rect | None:
        """Another seat's hand: up to max_backs overlapping backs and the
        count ("7 cards").  Returns the area used (for a tooltip Target)."""
        rects = self.backs_rects(count, rect)
        for r in rects:
            draw.card(surface, r, face_up=False)
        area = pygame.Rect(rect) if rect is not None else self.rect
        if label:
            text = "no cards" if count == 0 else f"{count} card{'s' if count != 1 else ''}"
            x = (rects[-1].right + 10) if rects else area.x
            draw.text(surface, text, (x, area.centery), theme.SIZE_SMALL, theme.TEXT_DIM, True, "midleft")
        if not rects:
            return None
        return rects[0].unionall(rects[1:])
