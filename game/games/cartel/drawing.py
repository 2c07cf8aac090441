"""Cartel table drawing beside the city: the hand tray (your cards, the deck,
the discard pile and the deck's pass: CartelHandTray) and the seats' panels
(live score, Agents, hand size, Officials: CartelSeatPanels).  Both read the
view through the table's context, never the rules' insides."""
from __future__ import annotations

from typing import Callable

import pygame

from game.games.cartel import art
from game.games.cartel import texts as T
from game.games.cartel.holding import CartelHolding
from game.ui import draw, theme
from game.ui.assets import get_assets
from game.ui.hand import HandSlots, HandView

OFFICIAL_CHIP = (96, 26)
NUM = theme.SIZE_SMALL + 1  # the numbers in a seat's panel


class CartelHandTray:
    """The tray under the city.  The table places it (place(hand_rect)) and
    gives it the person's CartelHolding and one small call: whether a chooser
    is open.  Which cards are playable it reads from the board's Targets."""

    def __init__(self, ctx, holding: CartelHolding, *, popup_open: Callable, turns_left: Callable):
        self.ctx = ctx
        self.holding = holding
        self.popup_open = popup_open  # () -> a chooser is open over the table
        self.turns_left = turns_left  # () -> the deck's turns left, as the banner says it
        self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_view: HandView | None = None
        self.slots = HandSlots()
        self._turn_seen = None  # (round, seat whose turn) when last looked
        self._laid_for = None  # the turn the row was laid out for
        self._rest = None  # (pointer, the card kind under it) since the pointer last moved
        self._asleep = False
        self._pointed = None  # the slot under the pointer when last looked: of two cards alike, the one clicked leaves
        self._held_slot = None  # the slot of the card picked up, while it is held

    def title_rect(self) -> pygame.Rect:
        """The tray's title column ("Your hand", the count, the limit), as wide as its title."""
        w = max(124, get_assets().text_size("Your hand", theme.SIZE_SMALL, True)[0])
        return pygame.Rect(self.hand_rect.x + 18, self.hand_rect.y + 14, w, 30)

    def place(self, hand_rect: pygame.Rect) -> None:
        """The cards take what the tray's title (left) and deck and discard (right)
        leave, from the left; a hand too long for one row of whole cards (whose
        titles all fit) takes two rows of shorter ones, which shrink (to 84 px
        wide) only when those are full."""
        self.hand_rect = pygame.Rect(hand_rect)
        x = self.title_rect().right + 14
        right = self.deck_rect().x - 6 - 16  # the deck's stacked backs reach 6 px to its left
        self.hand_view = HandView(pygame.Rect(x, self.hand_rect.y + 14, right - x, 186),
                                  card_size=(art.CARD_SMALLEST[0], 180), gap=10, lift=16, min_card_w=84,
                                  align="left", rows=2)

    # ------------------------------------------------------------ the hand's places
    def _slots_for(self, hand: list) -> list:
        """The hand's slots now.  In the person's own turn no card moves: a
        card played leaves a gap, a card drawn takes the next place on the
        right, and the layout (one row or two) is the one chosen as the turn
        began, with room for the cards its Actions may still draw.  The row
        closes up only with the pointer off the hand: as the person's turn
        begins, or at any moment of someone else's turn.  A turn that begins
        with the pointer resting on the hand keeps the old places all turn."""
        v = self.ctx.view or {}
        view = self.hand_view
        on_hand = view is not None and view.rect.inflate(0, 2 * view.lift).collidepoint(self.ctx.mouse)
        turn = (v.get("round"), v.get("turn"))
        if turn != self._turn_seen:
            self._turn_seen = turn
            if not on_hand:
                self._laid_for = turn
        mine = v.get("turn") == v.get("seat")
        spare = v.get("actions_left", 0) if mine and v.get("stage") == "action" else 0  # each Action may draw one
        # of two cards alike, the one that leaves is the one picked up (the pointer has gone to the city since)
        pointed = self._held_slot if self._held_slot is not None else self._pointed
        slots = self.slots.update(list(hand), self._laid_for, settled=not on_hand and not mine, spare=spare,
                                  pointed=pointed)
        held = self.holding.card()
        if held is None:
            self._held_slot = None
        elif self._held_slot is None or self._held_slot >= len(slots) or slots[self._held_slot] != held:
            p = self._pointed  # picked up by a click: the slot under the pointer; by a key: the first alike
            self._held_slot = p if p is not None and p < len(slots) and slots[p] == held else \
                next((i for i, k in enumerate(slots) if k == held), None)
        return slots

    def held_index(self, hand: list) -> int | None:
        """The hand index of the card picked up: of two alike, the one picked."""
        if self.holding.card() is None or self._held_slot is None:
            return None
        at = self.slots.slot_of_each(list(hand))
        return at.index(self._held_slot) if self._held_slot in at else None

    def card_rects(self, hand: list, lift: int | None = None) -> list:
        """The rect of each hand card (hand order), `lift` (a hand index) raised."""
        self._slots_for(hand)
        return self.slots.rects(self.hand_view, list(hand), lift)

    def index_at(self, pos, hand: list) -> int | None:
        """The hand card under `pos` as drawn now (the lifted one first, then
        the topmost), or None while it is asleep: a card that came under a
        still pointer (the row closed up at a new turn) is neither lifted nor
        clicked until the pointer moves."""
        i = self._drawn_at(pos, hand)
        self._pointed = None if i is None else self.slots.slot_of_each(list(hand))[i]
        kind = None if i is None else hand[i]
        pos = tuple(pos)
        if self._rest is None or self._rest[0] != pos:  # the pointer moved
            self._rest, self._asleep = (pos, kind), False
        elif self._rest[1] != kind:  # another card under the same still pointer
            self._rest, self._asleep = (pos, kind), kind is not None
        return None if self._asleep else i

    def _drawn_at(self, pos, hand: list) -> int | None:
        hovered = self.hand_view.hovered if self.hand_view.hovered is not None and \
            self.hand_view.hovered < len(hand) else None
        rects = self.card_rects(hand, hovered)
        if hovered is not None and rects[hovered].collidepoint(pos):
            return hovered
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None

    def update_hover(self, pos, hand: list) -> int | None:
        self.hand_view.hovered = None if pos is None else self.index_at(pos, hand)
        return self.hand_view.hovered

    def deck_rect(self) -> pygame.Rect:
        return pygame.Rect(self.hand_rect.right - 386, self.hand_rect.y + 12, *art.CARD_SMALLEST)

    def discard_rect(self) -> pygame.Rect:
        return pygame.Rect(self.hand_rect.right - 249, self.hand_rect.y + 12, *art.CARD_SMALLEST)

    def draw(self, surface) -> None:
        """The tray: its title, the hand, the deck, the discard pile and the deck's pass."""
        r = self.hand_rect
        draw.panel(surface, r, fill=(18, 24, 44, 235), edge=theme.BRASS, radius=14, shadow=False, width=2)
        v = self.ctx.view
        hand = v.get("hand")
        title = self.title_rect()
        draw.text(surface, "Your hand" if hand is not None else "Hands", title.topleft, theme.SIZE_SMALL, theme.GOLD,
                  True)
        if hand is None:
            draw.text(surface, "hidden", (title.x, title.bottom + 6), theme.SIZE_SMALL, theme.TEXT_DIM)
        else:
            draw.text(surface, T.plural(len(hand), "card"), (title.x, title.bottom + 4), theme.SIZE_SMALL,
                      theme.TEXT_DIM)
            draw.text_block(surface, "Keep 4 at the end of your turn.",
                            pygame.Rect(title.x, title.bottom + 36, title.w, 80), theme.SIZE_TINY, theme.TEXT_DIM)
            self.draw_hand(surface, hand)
        self.draw_piles(surface)

    def draw_hand(self, surface, hand: list) -> None:
        n = len(hand)
        if not n:
            v = self.ctx.view
            acting = self.ctx.my_turn and v.get("stage") == "action" and v.get("actions_left", 0) > 0
            words = ("No cards in hand: draw one with an Action, or wait for your end-of-turn draw." if acting
                     else "No cards in hand: you draw at the end of your turn.")
            draw.text(surface, words, self.hand_view.rect.center, theme.SIZE_SMALL, theme.TEXT_DIM, False, "center")
            return
        playable = {t.key[1] for t in self.ctx.current_targets()
                    if isinstance(t.key, tuple) and t.key[0] == "hand" and t.clickable}
        hov = self.update_hover(self.ctx.mouse if not self.popup_open() else None, hand)
        held_i = self.held_index(hand)
        lift = hov if hov is not None else held_i
        rects = self.card_rects(hand, lift)
        order = [i for i in range(n) if i != lift] + ([lift] if lift is not None else [])
        for i in order:
            kind = hand[i]
            rect = rects[i]
            dim = self.ctx.my_turn and bool(playable) and i not in playable
            self.draw_card(surface, rect, kind, selected=(i == held_i), dimmed=dim)
            if self.ctx.my_turn and i in playable and i != held_i:
                pygame.draw.rect(surface, (120, 210, 235), rect.inflate(6, 6), 3, border_radius=12)

    def draw_card(self, surface, rect, kind: str, selected=False, dimmed=False) -> None:
        colour, letter = T.look(kind)
        t = T.kind_type(kind)
        if t == "road":
            shape = T.content().roads.get(kind)
            exits = tuple(sorted(shape.exits)) if shape is not None else (0, 2)
            art.road_card_face(surface, rect, title=T.name(kind), exits=exits, selected=selected, dimmed=dimmed)
            return
        art.card_face(surface, rect, title=T.name(kind), letter=letter, colour=colour,
                      kind=T.TYPE_NAMES.get(t, t), selected=selected, dimmed=dimmed)

    def draw_piles(self, surface) -> None:
        v = self.ctx.view
        d = self.deck_rect()
        deck = v.get("deck", 0)
        for i in range(min(3, max(1, deck // 15 + 1))):
            draw.card(surface, d.move(-i * 3, -i * 3), face_up=False) if deck else None
        if not deck:
            pygame.draw.rect(surface, (70, 80, 110), d, 2, border_radius=10)
        draw.text(surface, f"Deck {deck}", (d.centerx, d.bottom + 15), theme.SIZE_SMALL, theme.TEXT, True, "center")
        x = self.discard_rect()
        pile = v.get("discard", [])
        if pile:
            self.draw_card(surface, x, pile[-1])
        else:
            pygame.draw.rect(surface, (70, 80, 110), x, 2, border_radius=10)
            draw.text(surface, "empty", x.center, theme.SIZE_TINY, theme.TEXT_DIM, False, "center")
        draw.text(surface, f"Discard {len(pile)}", (x.centerx, x.bottom + 15), theme.SIZE_SMALL, theme.TEXT, True,
                  "center")
        cyc = pygame.Rect(x.right + 10, x.y, self.hand_rect.right - x.right - 18, x.h)
        second = bool(v.get("reshuffled"))
        draw.text(surface, "Pass", (cyc.centerx, cyc.y + 6), theme.SIZE_TINY, theme.TEXT_DIM, False, "midtop")
        draw.text(surface, "2 of 2" if second else "1 of 2", (cyc.centerx, cyc.y + 32), theme.SIZE_SMALL,
                  theme.WARN if second else theme.TEXT, True, "midtop")
        for i in range(2):
            c = (cyc.centerx - 12 + i * 24, cyc.y + 74)
            on = i == 0 or second
            pygame.draw.circle(surface, theme.GOLD if on else (50, 56, 80), c, 8)
            pygame.draw.circle(surface, (20, 20, 30), c, 8, 2)
        if second and not v.get("over"):  # the end comes when the deck runs out: how near it is
            turns = self.turns_left()
            for i, words in enumerate((f"about {turns}", "turns left" if turns != 1 else "turn left")):
                draw.text(surface, words, (cyc.centerx, cyc.y + 94 + i * 24), theme.SIZE_MIN, theme.WARN, True, "midtop")


class CartelSeatPanels:
    """The per-game area of each seat's panel, and its parts' tooltips.  The
    table gives it the frame's panel_rect(seat)."""

    def __init__(self, ctx, panel_rect: Callable):
        self.ctx = ctx
        self.panel_rect = panel_rect  # seat -> the frame's panel of that seat

    def row(self, seat: int) -> list:
        """(name, number text, small word) of the first row of a seat's panel."""
        v = self.ctx.view
        out = []
        scores = v.get("scores") or []
        score = scores[seat] if seat < len(scores) else None
        if score is not None:
            out.append(("score", str(score), "now"))
        reserve = (v.get("reserve") or [0] * (seat + 1))[seat]
        total = v.get("agents_total", 0)
        out.append(("agents", f"{total - reserve}/{total}", "placed"))
        sizes = v.get("hand_sizes") or []
        if seat < len(sizes):
            out.append(("hand", str(sizes[seat]), "in hand"))
        return out

    def _row_rects(self, area: pygame.Rect, row: list) -> dict:
        """Rects of the first-row parts, each as wide as its icon, number and word."""
        rects = {}
        x = area.x
        for name, number, word in row:
            assets = self.ctx.assets
            w = 26 + assets.text_size(number, NUM, True)[0] + 5 + assets.text_size(word, theme.SIZE_TINY)[0]
            rects[name] = pygame.Rect(x, area.y, w, 30)
            x += w + 12
        return rects

    def parts(self, seat: int) -> list:
        """(name, rect, tooltip) of the parts of a seat's panel area."""
        try:
            pr = self.panel_rect(seat)
        except (AttributeError, IndexError):
            return []
        area = pygame.Rect(pr.x + 20, pr.y + 52, pr.w - 34, pr.h - 58)
        v = self.ctx.view
        name = self.ctx.seat_name(seat)
        row = self.row(seat)
        rects = self._row_rects(area, row)
        out = []
        for part, number, _ in row:
            if part == "score":
                try:
                    parts = self.ctx.state.score_parts(seat)
                except Exception:
                    parts = None
                tip = T.score_tip(name, number, parts)
            elif part == "agents":
                reserve = (v.get("reserve") or [0] * (seat + 1))[seat]
                total = v.get("agents_total", 0)
                tip = (f"{name}: {total - reserve} Agents in the city, {reserve} in reserve. Placing the last one "
                       "ends the game.")
            else:
                tip = f"{name} holds {T.plural(int(number), 'card')}."
            out.append((part, rects[part], tip))
        offs = (v.get("officials") or [[]] * (seat + 1))[seat]
        w, h = OFFICIAL_CHIP
        per_row = max(1, (area.w + 6) // (w + 6))
        for i, k in enumerate(offs):
            rect = pygame.Rect(area.x + (i % per_row) * (w + 6), area.y + 38 + (i // per_row) * (h + 6), w, h)
            if rect.bottom > area.bottom + 4:
                break
            out.append((f"official{i}", rect, f"In {name}'s service: " + T.card_tip(k)))
        if not offs:
            out.append(("none", pygame.Rect(area.x, area.y + 38, area.w, h), f"No Officials in {name}'s service yet."))
        return out

    def draw(self, surface, rect, seat: int) -> None:
        parts = {n: r for n, r, _ in self.parts(seat)}
        for part, number, word in self.row(seat):
            r = parts[part]
            icon = (r.x + 12, r.centery)
            if part == "score":
                draw.symbol(surface, "star", icon, 10, theme.GOLD, width=0)
            elif part == "agents":
                self.ctx.draw_seat_token(surface, seat, icon, 11)
            else:
                card = pygame.Rect(r.x + 3, r.centery - 12, 18, 25)
                pygame.draw.rect(surface, (70, 60, 130), card, border_radius=3)
                pygame.draw.rect(surface, (200, 190, 240), card, 1, border_radius=3)
            colour = theme.GOLD if part == "score" else theme.TEXT
            draw.text(surface, number, (r.x + 26, r.centery), NUM, colour, True, "midleft")
            nx = r.x + 26 + self.ctx.assets.text_size(number, NUM, True)[0] + 5
            draw.text(surface, word, (nx, r.centery + 2), theme.SIZE_TINY, theme.TEXT_DIM, False, "midleft")
        offs = (self.ctx.view.get("officials") or [[]] * (seat + 1))[seat]
        for i, k in enumerate(offs):
            r = parts.get(f"official{i}")
            if r is None:
                break
            art.chip(surface, r, T.short_name(k), art.OFFICIAL_COLOUR, size=theme.SIZE_TINY - 2)
        if "none" in parts:
            draw.text(surface, "no Officials", parts["none"].midleft, theme.SIZE_TINY, theme.TEXT_DIM, False, "midleft")
