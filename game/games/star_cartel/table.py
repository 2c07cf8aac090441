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

Composition (game/games/README.md, "The table side"): the table holds a
StarCartelArt (art.py: the cached surfaces), a StarCartelBoard
(board_view.py: where everything stands, the view's facts, the price board
and hub drawing) and a StarCartelMotion (motion.py: the event animations),
the last two added as parts, and StarCartelPanels and a StashPanel
(panels.py: the delivery panel, shipyard, piles and fleet rows; the viewer's
stash, opened and closed by the table's own clicks in handle_board).  The
words come from texts.py.  The table keeps the frame's hooks: targets,
prompt buttons, labels, player panels.

Hidden information: everything drawn comes from `self.view` (the viewer's
`view_for`), the legal actions and the public log.  The only stash contents
drawn are `view["stash"]`, the viewer's own; other seats show counts only.
"""
from __future__ import annotations

import pygame

from game.games.star_cartel import texts
from game.games.star_cartel.art import StarCartelArt
from game.games.star_cartel.board_view import StarCartelBoard
from game.games.star_cartel.motion import StarCartelMotion
from game.games.star_cartel.panels import StarCartelPanels, StashPanel
from game.games.star_cartel.recap import DeliveryRecap
from game.games.star_cartel.rules import (TYPES, ChooseLargest, ChooseSmallest, DiscardRow, KeepHub, KeepPrices, Load,
                                          Reverse, Stash, StopLoading)
from game.games.star_cartel.rules.data import ROW_NAMES
from game.games.star_cartel.rules.state import LOAD_STAGES
from game.games.star_cartel.texts import plural, tname
from game.scenes.table import TableScene, Target
from game.ui import draw, theme


class StarCartelTable(TableScene):
    hidden_info = True
    logs_setup_events = True  # who was drawn to start
    stretch_layout = True  # everything is placed from board_rect: a wide or tall window gets its shape

    # ================================================================ layout
    def layout(self) -> None:
        """The table's objects, made before the frame's first refresh."""
        self.art = StarCartelArt(self.assets)
        self.board_view = self.add_part(StarCartelBoard(self, self.art, hovered_action=self._hovered_prompt_item))
        self.board_panels = StarCartelPanels(self, self.board_view, self.art, seat_colour=self.seat_colour)
        self.stash_panel = StashPanel(self, self.board_view, self.art)
        self.recap = DeliveryRecap(self, self.board_view, self.art)
        self.motion = self.add_part(StarCartelMotion(self, self.board_view, self.art,
                                                     hub_covered=lambda: self.recap.coming))
        self.add_part(self.recap)
        self.board_view.place(self.board_rect)

    def on_resize(self) -> None:
        self.board_view.place(self.board_rect)

    # ================================================================ words, targets, prompt
    def stash_text(self, seat: int) -> str:
        """What the table tells the viewer about `seat`'s stash."""
        b = self.board_view
        return texts.stash_text(self.seat_name(seat), b.stash_count(seat), b.own_stash(seat), b.tokens(),
                                b.ship_of(seat).get("value", 0))

    def _hovered_prompt_item(self):
        """The action of the prompt button under the mouse (or None)."""
        w = self.hovered_widget()
        return w.action if w is not None else None

    def targets(self) -> list[Target]:
        b = self.board_view
        out: list[Target] = []
        stage = b.stage()
        seat = b.current()
        my = self.my_turn
        hub = b.hub()
        loads = {(a.column, a.row): a for a in self.legal if isinstance(a, Load)}
        if self.recap.is_open:
            pass  # the recap of the person's delivery lies over the hub
        elif not b.delivering():
            for c, col in enumerate(hub):
                for r, card in enumerate(col):
                    rect = b.hub_card_rect(c, r)  # where it is drawn: it may wait for the pointer to go
                    if rect is None:
                        continue
                    desc = texts.hub_card_text(card, c, r)
                    if my and stage in LOAD_STAGES:
                        act = loads.get((c, r))
                        if act is not None and (act.kind, act.size) == (card["kind"], card["size"]):
                            tip = texts.load_tip(desc, b.load_of(seat), card["size"],
                                                 b.ship_of(seat).get("capacity", 0))
                            out.append(Target(rect, [act], tip, key=("hub", c, r)))
                        else:
                            out.append(Target(rect, (), desc, disabled=b.why_not_load(c, r, card),
                                              key=("hub", c, r)))
                    elif my and stage == "discard_row":
                        out.append(Target(rect, (), desc, disabled="First choose below: discard a row or keep "
                                          "the hub.", key=("hub", c, r)))
                    else:
                        out.append(Target(rect, (), desc, key=("hub", c, r)))
        else:
            for i, row in enumerate(b.delivery_rows()):
                rect = b.delivery_row_rect(i)
                kind = row["kind"]
                acts = [a for a in self.legal if isinstance(a, (ChooseLargest, ChooseSmallest, Stash))
                        and a.kind == kind] if my else []
                tip = self.delivery_row_tip(row)
                out.append(Target(rect, acts, tip, key=("set", kind), radius=14, choose=True))
        # ships, stashes, shipyard, piles, tokens: information on hover
        for s in range(len(self.match.seats)):
            ship = b.shown_ship(s)
            out.append(Target(b.ship_name_rect(s), (), self.ship_tip(s, ship), highlight=False, key=("ship", s)))
            out.append(Target(b.meter_rect(s), (), self.hold_tip(s), highlight=False, key=("hold", s)))
            out.append(Target(b.stash_chip_rect(s), (), self.stash_text(s), highlight=False, key=("stash", s)))
        out.append(Target(b.shipyard_rect, (), self.shipyard_tip(), highlight=False, key=("shipyard",)))
        out.append(Target(b.deck_rect, (), texts.deck_tip(b.v.get("deck", 0)), highlight=False, key=("deck",)))
        out.append(Target(b.discard_rect, (), texts.discard_tip(b.v.get("discard", 0)), highlight=False,
                          key=("discard",)))
        mine = b.own_stash(self.viewer)
        for i, k in enumerate(TYPES):
            stashed = sum(1 for c in mine if c["kind"] == k) if mine is not None else None
            tip = texts.track_tip(k, b.tokens().get(k, 3), stashed)
            out.append(Target(b.track_row_rect(i), (), tip, highlight=False, key=("track", k)))
        return out

    def delivery_row_tip(self, row) -> str:
        b = self.board_view
        return texts.delivery_row_tip(row, b.tokens().get(row["kind"], 3), self.my_turn,
                                      self.seat_name(b.current()), b.stage(), b.own_delivery())

    def ship_tip(self, seat: int, ship: dict) -> str:
        return texts.ship_tip(self.seat_name(seat), ship, self.board_view.abilities_on())

    def hold_tip(self, seat: int) -> str:
        b = self.board_view
        return texts.hold_tip(self.seat_name(seat), b.hold(seat), b.ship_of(seat).get("capacity"))

    def shipyard_tip(self) -> str:
        return texts.shipyard_tip(self.board_view.v.get("shipyard") or [], self.board_view.abilities_on())

    def named_rects(self) -> dict:
        """The shipyard, the price board, the piles, and the viewer's own ship (its hold)."""
        b = self.board_view
        out = super().named_rects()
        out.update({"shipyard": [b.shipyard_rect], "price": [b.cartel_rect], "prices": [b.cartel_rect],
                    "cartel prices": [b.cartel_rect], "deck": [b.deck_rect],
                    "discard": [b.discard_rect]})
        if self.viewer is not None:
            out["your ship"] = out["your hold"] = out["hold is"] = [b.fleet_rects[self.viewer]]
        for seat, rect in enumerate(b.fleet_rects):  # a ship by its name ("The Long Arm has an ability")
            name = str(b.ship_of(seat).get("name") or "").lower()
            if name:
                out.setdefault(name, []).append(rect)
            out.setdefault(self.seat_name(seat).lower(), []).append(rect)  # "Watch Vega play": its ship row
        mover = b.current()
        if b.delivering() and mover is not None:  # "Watch Rigel": its delivery, told on the hub
            out.setdefault(self.seat_name(mover).lower(), []).append(b.delivery_rect)
        for ship in (b.v.get("shipyard") or [])[:1]:
            name = str(ship.get("name") or "").lower() if isinstance(ship, dict) else ""
            if name:
                out.setdefault(name, []).append(b.shipyard_rect)
        return out

    def coach_keep_clear(self) -> list:
        """The price board: read all game, though a step may not name it."""
        return [self.board_view.cartel_rect]

    def game_dialog_rects(self) -> list:
        return [self.stash_panel.rect()] if self.stash_panel.is_open else \
            [self.recap.rect()] if self.recap.is_open else []

    def prompt_actions(self) -> list:
        if self.board_view.stage() in LOAD_STAGES:
            return super().prompt_actions()
        if not self.board_view.delivering():
            return list(self.legal)
        # the set choices in the same order as the delivery panel's rows
        # (largest set first), then the others (stash nothing, keep prices...)
        order = {row["kind"]: i for i, row in enumerate(self.board_view.delivery_rows())}
        sets = [a for a in self.legal if isinstance(a, (ChooseLargest, ChooseSmallest, Stash))]
        sets.sort(key=lambda a: order.get(a.kind, len(order)))
        return sets + [a for a in self.legal if a not in sets]

    def default_action(self):
        for a in self.legal:
            if isinstance(a, (KeepPrices, KeepHub)):
                return a
        return None

    def prompt_text(self) -> str:
        """The rules' words, unless a lit card waits above the bottom row for
        the pointer to leave its column: then the words name what is drawn."""
        text = super().prompt_text()
        if self.my_turn and self.board_view.stage() in ("load_first", "load_more") and self.board_view.waiting_columns():
            text = text.replace("from the bottom row", "from the bottom of a column")
        return text

    def bot_waits_for(self) -> str:
        return "your delivery" if self.recap.is_open else ""

    def action_label(self, action) -> str:
        b = self.board_view
        d = b.v.get("delivery") or {}
        name = type(action).__name__
        if name in texts.FIXED_LABELS:
            return texts.FIXED_LABELS[name]
        if isinstance(action, (ChooseLargest, ChooseSmallest)):
            return f"{tname(action.kind)} counts as {'largest' if isinstance(action, ChooseLargest) else 'smallest'}"
        if isinstance(action, (Reverse, KeepPrices)):
            rev = action.which if isinstance(action, Reverse) else None
            return texts.price_choice_label(rev, b.outcomes(rev or "normal"), b.outcomes("normal"))
        if isinstance(action, Stash):
            return texts.stash_label(action.kind, len(b.set_cards(action.kind)),
                                     (d.get("sets") or {}).get(action.kind))
        if isinstance(action, DiscardRow):
            return f"Discard the {ROW_NAMES[action.row]} row"
        if isinstance(action, StopLoading):
            return texts.stop_loading_label(bool(b.v.get("final_turn")))
        if isinstance(action, Load):
            return texts.load_label(action.kind, action.size, action.column, b.drawn_row(action.column, action.row))
        return super().action_label(action)

    def action_tooltip(self, action) -> str:
        b = self.board_view
        if isinstance(action, DiscardRow):
            cards = [col[action.row] for col in b.hub() if len(col) > action.row]
            return texts.discard_row_tip(b.ship_of(b.current()).get("ability_name", "Ability"), action.row,
                                         cards)
        if isinstance(action, Stash):
            return texts.stash_tip(action.kind, len(b.set_cards(action.kind)),
                                   b.tokens().get(action.kind, 3))
        if isinstance(action, StopLoading):
            seat = b.current()
            return texts.stop_loading_tip(b.load_of(seat), b.ship_of(seat).get("capacity", 0),
                                          bool(b.v.get("final_turn")))
        return texts.FIXED_TIPS.get(type(action).__name__, "")

    def banner_note(self) -> str:
        return "" if self.state.is_over else texts.banner_note(self.board_view.v)

    def player_panel_lines(self, seat: int) -> list[str]:
        """Public, score-relevant facts (plus the viewer's own score)."""
        b = self.board_view
        ship = b.shown_ship(seat)
        n = b.stash_count(seat)
        lines = [f"{ship.get('name')} · hold {self.board_panels.drawn_load(seat)}/{ship.get('capacity')}",
                 f"Stash {plural(n, 'card')} · ship {ship.get('value')} pts"]
        score = self.own_score(seat)
        if score is not None:
            lines[1] += f" · score {score}"
        return lines

    def own_score(self, seat: int):
        """The viewer's own score now, from its view (None for other seats)."""
        b = self.board_view
        cards = b.own_stash(seat)
        if cards is None:
            return None
        tok = b.tokens()
        return sum(tok.get(c["kind"], 0) for c in cards) + int(b.ship_of(seat).get("value", 0))

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        b = self.board_view
        lines = self.player_panel_lines(seat)
        line_h = theme.SIZE_SMALL + 6
        ship = b.shown_ship(seat)
        if rect.h >= 2 * line_h - 4:
            for i, line in enumerate(lines[:max(1, rect.h // line_h)]):
                draw.text_fit(surface, line, pygame.Rect(rect.x, rect.y + i * line_h, rect.w, line_h),
                              theme.SIZE_SMALL, theme.TEXT if i == 0 else theme.TEXT_DIM, anchor="midleft",
                              min_size=20)
        else:
            compact = (f"{ship.get('name')} · {b.load_of(seat)}/{ship.get('capacity')} · "
                       f"stash {b.stash_count(seat)}")
            draw.text_fit(surface, compact, pygame.Rect(rect.x, rect.y, rect.w, max(line_h, rect.h)),
                          theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midleft", min_size=20)

    # ================================================================ drawing
    def draw_board(self, surface) -> None:
        board, panels = self.board_view, self.board_panels
        board.draw_cartel(surface)
        if self.recap.is_open:  # over the next seat's delivery too: that seat waits for it
            self.recap.draw(surface)
        elif board.delivering():
            panels.draw_delivery(surface)
        else:
            board.draw_hub(surface)
        panels.draw_shipyard(surface)
        panels.draw_piles(surface)
        for seat in range(len(self.match.seats)):
            panels.draw_fleet_row(surface, seat)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.curtain_for is None:
            self.stash_panel.draw(surface)

    def draw_hover_tooltip(self, surface):
        if self.stash_panel.is_open and (self.stash_panel.rect().collidepoint(self.mouse) or (
                self.hover_target is not None and self.hover_target.key == ("stash", self.viewer))):
            return
        super().draw_hover_tooltip(surface)

    # ================================================================ animations
    def on_events(self, events) -> None:
        self.stash_panel.close()
        self.recap.show(self.motion.play(events))

    # ================================================================ input
    def handle_board(self, event) -> bool:
        """Esc or a click closes the stash panel; a click on the viewer's
        stash chip opens it; a click on a hub card outside the person's turn
        says whose turn it is.  On the person's turn other clicks go on to the
        frame (a lesson's coach answers a click on the price board with its hint)."""
        stash = self.stash_panel
        if stash.is_open and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            stash.close()
            return True
        if event.type != pygame.MOUSEBUTTONUP or getattr(event, "button", 0) != 1:
            return False
        pos = event.pos
        if stash.is_open:
            stash.close()
            if stash.rect().collidepoint(pos):
                return True
        t = self.target_at(pos)
        if t is None or t.actions or t.disabled:
            return False
        if t.key == ("stash", self.viewer) and self.board_view.own_stash(self.viewer) is not None:
            stash.open(self.viewer)
            return True
        if t.key and t.key[0] == "hub" and not self.my_turn and not self.state.is_over:
            self.explain(self.not_your_turn_text())
            return True
        # an information target: nothing to take; on the person's turn the
        # frame sees the click (the frame would say "not your turn" otherwise)
        return not self.my_turn
