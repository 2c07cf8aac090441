"""Cartel table drawing: the city with its marks (legal spots, reachable
spaces, bridges, the road preview, the build cost), the HUD and zoom buttons
on the map, the hand strip (your cards, the deck, the discard pile and the
deck's pass) and the seats' panels (live score, Agents, hand size,
Officials).  Mixed into CartelTable; reads the view, never the rules' insides."""
from __future__ import annotations

import pygame

from game.games.cartel import art
from game.games.cartel import texts as T
from game.scenes.table import Target
from game.ui import draw, theme

OFFICIAL_CHIP = (96, 26)
NUM = theme.SIZE_SMALL + 1  # the numbers in a seat's panel


def _kind(a) -> str:
    return type(a).__name__


class CartelDrawing:
    # ================================================================ rects
    def zoom_rects(self) -> dict:
        return self.camera.zoom_rects()

    def hud_rect(self) -> pygame.Rect:
        return pygame.Rect(self.map_rect.x + 10, self.map_rect.bottom - 58, 380, 48)

    def deck_rect(self) -> pygame.Rect:
        return pygame.Rect(self.hand_rect.right - 352, self.hand_rect.y + 22, 104, 146)

    def discard_rect(self) -> pygame.Rect:
        return pygame.Rect(self.hand_rect.right - 226, self.hand_rect.y + 22, 104, 146)

    # ================================================================ marks
    def board_marks(self) -> tuple[dict, object, dict]:
        """(marks, road preview, labels) for the city as the mouse and the
        held card or Agents make it now."""
        city = self.city()
        marks: dict = {}
        labels: dict = {}
        preview = None
        for c in self.view.get("lots", ()):
            marks[tuple(c)] = "lotdim"
        hover = self.pick(self.mouse) if self.my_turn else None
        focus = self.view.get("focus")
        if self.held is not None:
            acts = self.held_actions()
            if self.held[0] == "card":
                for a in acts:
                    cell = (a.x, a.y)
                    marks[cell] = "road" if _kind(a) == "Road" else ("build" if city.height(cell) else "lot")
                card = self.held[1]
                if hover is not None and hover in marks and marks[hover] != "lotdim":
                    if T.kind_type(card) == "road":
                        a = self.road_action(hover)
                        if a is not None:
                            shape = T.content().roads.get(card)
                            if shape is not None:
                                preview = (hover, tuple(sorted(shape.exits_at(a.rot))))
                    else:
                        try:
                            cost = self.state.build_cost(card, hover)
                            labels[hover] = "free" if cost == 0 else f"cost {cost}"
                        except Exception:
                            pass
            else:
                cell = self.held[1]
                for a in acts:
                    marks[(a.tx, a.ty)] = "move"
                for b in self.bridges(cell, acts):
                    marks[tuple(b)] = "bridge"
                marks[cell] = "from"
        elif self.my_turn:
            hov_card = self.hover_target.key if self.hover_target is not None and isinstance(
                self.hover_target.key, tuple) and self.hover_target.key[0] == "hand" else None
            for t, cell in self._cell_targets:
                if t.key[0] == "from":
                    marks[cell] = "agent"
                else:
                    kinds = {_kind(a) for a in t.actions}
                    if kinds <= {"Build", "PlaceFirst"}:
                        marks[cell] = "build" if city.height(cell) else "lot"
                    else:
                        marks[cell] = "attack" if kinds & {"Remove", "Swap", "Attack"} else "move"
            if hov_card is not None:
                for a in self.hover_target.actions:
                    if _kind(a) in ("Build", "Road", "PlaceFirst"):
                        cell = (a.x, a.y)
                        marks[cell] = "road" if _kind(a) == "Road" else ("build" if city.height(cell) else "lot")
        if focus is not None and tuple(focus) not in marks:
            marks[tuple(focus)] = "focus"
        return marks, preview, labels

    def bridges(self, cell, acts=()) -> set:
        """Spaces of the mover's own Agents a move from `cell` may pass
        through: the rules' query when they offer one, else the reachable
        spaces (the legal moves' ends) where the view shows the mover's Agents."""
        q = getattr(self.state, "bridges", None)
        if q is not None:
            try:
                return {tuple(c) for c in q(*cell)}
            except Exception:
                pass
        seat = self.to_act
        agents = self.city().agents
        ends = {(a.tx, a.ty) for a in acts if _kind(a) == "Move"}
        return {c for c in ends if any(s == seat and n for s, n in agents.get(c, ()))}

    # ================================================================ drawing
    def draw_board(self, surface) -> None:
        city = self.city()
        marks, preview, labels = self.board_marks()
        hot = self.pick(self.mouse) if self.popup is None and not self.camera.dragging else None
        clip = surface.get_clip()
        surface.set_clip(self.map_rect)
        try:
            live = self.my_turn and hot in marks and marks[hot] not in ("lotdim", "focus")
            self.city_view.draw(surface, city, marks=marks, token=self._token, preview=preview, labels=labels,
                                hidden=self.hidden_spaces(), hot=hot if live else None)
            if hot is not None and not live and (hot in city.buildings or hot in city.roads):
                # the space the tooltip is about
                pygame.draw.rect(surface, (230, 236, 250), self.city_view.shape(city, hot).inflate(6, 6), 2,
                                 border_radius=6)
        finally:
            surface.set_clip(clip)
        self.draw_hud(surface)
        self.draw_zoom(surface)
        self.draw_hand_strip(surface)

    def _token(self, surface, seat, center, r) -> None:
        self.draw_seat_token(surface, seat, center, r)

    def board_hint(self) -> str:
        """The prompt bar's line when every choice is on the table: our own."""
        return self.table_hint()

    def draw_zoom(self, surface) -> None:
        self.camera.draw_zoom_buttons(surface, self.mouse, live=self.popup is None)

    def draw_hud(self, surface) -> None:
        v = self.view
        r = self.hud_rect()
        draw.panel(surface, r, fill=(12, 18, 34, 225), edge=(90, 104, 150), radius=12, shadow=False)
        turn = v.get("turn")
        if turn is not None:
            self.draw_seat_token(surface, turn, (r.x + 24, r.centery), 13)
        if v.get("stage") == "place_first":
            draw.text(surface, "Setup: first Businesses", (r.x + 46, r.centery), theme.SIZE_SMALL, theme.TEXT, True,
                      "midleft")
        else:
            left = v.get("actions_left", 0)
            draw.text(surface, "Actions", (r.x + 46, r.centery), theme.SIZE_SMALL, theme.TEXT, True, "midleft")
            for i in range(max(2, left)):
                c = (r.x + 160 + i * 26, r.centery)
                pygame.draw.circle(surface, theme.GOLD if i < left else (50, 56, 80), c, 9)
                pygame.draw.circle(surface, (20, 20, 30), c, 9, 2)
            draw.text(surface, f"Round {v.get('round', 1)}", (r.right - 14, r.centery), theme.SIZE_SMALL,
                      theme.TEXT_DIM, False, "midright")

    # ------------------------------------------------------------ hand strip
    def draw_hand_strip(self, surface) -> None:
        r = self.hand_rect
        draw.panel(surface, r, fill=(18, 24, 44, 235), edge=theme.BRASS, radius=14, shadow=False, width=2)
        v = self.view
        hand = v.get("hand")
        title = pygame.Rect(r.x + 18, r.y + 14, 130, 30)
        draw.text(surface, "Your hand" if hand is not None else "Hands", title.topleft, theme.SIZE_SMALL, theme.GOLD,
                  True)
        if hand is None:
            draw.text(surface, "hidden", (title.x, title.bottom + 6), theme.SIZE_SMALL, theme.TEXT_DIM)
        else:
            draw.text(surface, T.plural(len(hand), "card"), (title.x, title.bottom + 4), theme.SIZE_SMALL,
                      theme.TEXT_DIM)
            draw.text_block(surface, "Keep 4 at the end of your turn.", pygame.Rect(title.x, title.bottom + 36, 124, 80),
                            theme.SIZE_TINY, theme.TEXT_DIM)
            self.draw_hand(surface, hand)
        self.draw_piles(surface)

    def draw_hand(self, surface, hand: list) -> None:
        n = len(hand)
        if not n:
            draw.text(surface, "No cards in hand: draw one with an Action, or wait for your end-of-turn draw.",
                      self.hand_view.rect.center, theme.SIZE_SMALL, theme.TEXT_DIM, False, "center")
            return
        playable = {t.key[1] for t in self.current_targets()
                    if isinstance(t.key, tuple) and t.key[0] == "hand" and t.clickable}
        held = self.held_card()
        held_i = hand.index(held) if held in hand else None
        hov = self.hand_view.update_hover(self.mouse if self.popup is None else None, n)
        lift = hov if hov is not None else held_i
        rects = self.hand_view.rects(n, lift)
        order = [i for i in range(n) if i != lift] + ([lift] if lift is not None else [])
        for i in order:
            kind = hand[i]
            rect = rects[i]
            dim = self.my_turn and bool(playable) and i not in playable
            self.draw_card(surface, rect, kind, selected=(i == held_i), dimmed=dim)
            if self.my_turn and i in playable and i != held_i:
                pygame.draw.rect(surface, (120, 210, 235), rect.inflate(6, 6), 3, border_radius=12)

    def draw_card(self, surface, rect, kind: str, selected=False, dimmed=False) -> None:
        colour, letter = T.look(kind)
        t = T.kind_type(kind)
        if t == "road":
            shape = T.content().roads.get(kind)
            exits = tuple(sorted(shape.exits)) if shape is not None else (0, 2)
            art.road_card_face(surface, rect, title=T.name(kind), exits=exits, selected=selected, dimmed=dimmed)
            return
        info = T.card_info(kind)
        label = T.TYPE_NAMES.get(t, t) + (" · 2 pts" if t == "official" else "")
        art.card_face(surface, rect, title=T.name(kind), letter=letter, colour=colour,
                      kind=label, body=T.card_body(kind) if info else "",
                      selected=selected, dimmed=dimmed)

    def draw_piles(self, surface) -> None:
        v = self.view
        d = self.deck_rect()
        deck = v.get("deck", 0)
        for i in range(min(3, max(1, deck // 15 + 1))):
            draw.card(surface, d.move(-i * 3, -i * 3), face_up=False) if deck else None
        if not deck:
            pygame.draw.rect(surface, (70, 80, 110), d, 2, border_radius=10)
        draw.text(surface, f"Deck {deck}", (d.centerx, d.bottom + 18), theme.SIZE_SMALL, theme.TEXT, True, "center")
        x = self.discard_rect()
        pile = v.get("discard", [])
        if pile:
            self.draw_card(surface, x, pile[-1])
        else:
            pygame.draw.rect(surface, (70, 80, 110), x, 2, border_radius=10)
            draw.text(surface, "empty", x.center, theme.SIZE_TINY, theme.TEXT_DIM, False, "center")
        draw.text(surface, f"Discard {len(pile)}", (x.centerx, x.bottom + 18), theme.SIZE_SMALL, theme.TEXT, True,
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

    # ------------------------------------------------------------ player panels
    def _panel_row(self, seat: int) -> list:
        """(name, number text, small word) of the first row of a seat's panel."""
        v = self.view
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
            w = 26 + self.assets.text_size(number, NUM, True)[0] + 5 + self.assets.text_size(word, theme.SIZE_TINY)[0]
            rects[name] = pygame.Rect(x, area.y, w, 30)
            x += w + 12
        return rects

    def panel_parts(self, seat: int) -> list:
        """(name, rect, tooltip) of the parts of a seat's panel area."""
        try:
            pr = self.panel_rect(seat)
        except (AttributeError, IndexError):
            return []
        area = pygame.Rect(pr.x + 20, pr.y + 52, pr.w - 34, pr.h - 58)
        v = self.view
        name = self.seat_name(seat)
        row = self._panel_row(seat)
        rects = self._row_rects(area, row)
        out = []
        for part, number, _ in row:
            if part == "score":
                try:
                    parts = self.state.score_parts(seat)
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

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        parts = {n: r for n, r, _ in self.panel_parts(seat)}
        for part, number, word in self._panel_row(seat):
            r = parts[part]
            icon = (r.x + 12, r.centery)
            if part == "score":
                draw.symbol(surface, "star", icon, 10, theme.GOLD, width=0)
            elif part == "agents":
                self.draw_seat_token(surface, seat, icon, 11)
            else:
                card = pygame.Rect(r.x + 3, r.centery - 12, 18, 25)
                pygame.draw.rect(surface, (70, 60, 130), card, border_radius=3)
                pygame.draw.rect(surface, (200, 190, 240), card, 1, border_radius=3)
            colour = theme.GOLD if part == "score" else theme.TEXT
            draw.text(surface, number, (r.x + 26, r.centery), NUM, colour, True, "midleft")
            nx = r.x + 26 + self.assets.text_size(number, NUM, True)[0] + 5
            draw.text(surface, word, (nx, r.centery + 2), theme.SIZE_TINY, theme.TEXT_DIM, False, "midleft")
        offs = (self.view.get("officials") or [[]] * (seat + 1))[seat]
        for i, k in enumerate(offs):
            r = parts.get(f"official{i}")
            if r is None:
                break
            art.chip(surface, r, T.short_name(k), art.OFFICIAL_COLOUR, size=theme.SIZE_TINY - 2)
        if "none" in parts:
            draw.text(surface, "no Officials", parts["none"].midleft, theme.SIZE_TINY, theme.TEXT_DIM, False, "midleft")

    # ------------------------------------------------------------ tooltips
    def info_targets(self) -> list:
        out = []
        for seat in range(len(self.match.seats)):
            for name, rect, tip in self.panel_parts(seat):
                out.append(Target(rect=rect, tooltip=tip, highlight=False, key=("panel", seat, name)))
        v = self.view
        out.append(Target(rect=self.deck_rect(), tooltip=T.deck_tip(v.get("deck", 0), v.get("reshuffled", 0)),
                          highlight=False, key="deck"))
        out.append(Target(rect=self.discard_rect(), tooltip=T.discard_tip(list(v.get("discard", []))),
                          highlight=False, key="discard"))
        out += [Target(rect=r, tooltip=tip, highlight=False, key=key) for key, r, tip in self.camera.zoom_tips()]
        turn = v.get("turn")
        if turn is not None:
            left = v.get("actions_left", 0)
            out.append(Target(rect=self.hud_rect(), highlight=False, key="hud",
                              tooltip=f"{self.seat_name(turn)} has {T.plural(left, 'Action')} left this turn: "
                                      "draw a card, play a card, or move Agents."))
        return out
