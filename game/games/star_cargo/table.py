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

Composition: the table holds a CargoArt (art.py: the cached surfaces), a
CargoBoard (board_view.py: the orbit, where everything stands, its drawing)
and a CargoMotion (motion.py: the event animations), the last two added as
parts; the words come from texts.py.  The table itself keeps the frame's
hooks: targets, prompt buttons, labels, panels.

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
from game.games.star_cargo.art import CHIP_R, HOLD_H, HOLD_W, SYMBOL_CHARS, CargoArt
from game.games.star_cargo.board_view import CargoBoard, count_badge
from game.games.star_cargo.motion import CargoMotion
from game.games.star_cargo.rules import ChoosePlanet, Discover, Move, PickUp, Sell, default_catalogue
from game.scenes.table import PromptButton, TableScene, Target
from game.ui import draw, theme


class StarCargoTable(TableScene):
    hidden_info = True  # score piles are secret
    stretch_layout = True  # placed from board_rect: a wide or tall window gets its shape
    PROMPT_H = 142  # one row of buttons: the board takes the rest of the frame's prompt bar

    # ------------------------------------------------------------ layout
    def layout(self) -> None:
        """The table's objects: the art (surfaces), the board view (the orbit
        and where things stand) and the motion (event animations)."""
        self.cat = getattr(self.state, "cat", None) or default_catalogue()
        self.art = CargoArt(self.assets, self.cat, lambda: self.match.seats,
                            lambda: getattr(self.app.settings, "colour_symbols", True))
        self.board_view = self.add_part(CargoBoard(self, self.art))
        self.motion = self.add_part(CargoMotion(self, self.board_view, self.art, panel_rect=self.panel_rect,
                                                hold_rect=self.hold_rect, pile_rect=self.pile_rect))
        self.place_board()

    def on_resize(self) -> None:
        self.place_board()

    def place_board(self) -> None:
        """The prompt bar keeps one row of buttons; the board view takes the
        rest of the frame's board and prompt area."""
        p, b = self.prompt_rect, self.board_rect
        self.prompt_rect = pygame.Rect(p.x, p.bottom - self.PROMPT_H, p.w, self.PROMPT_H)
        self.board_rect = pygame.Rect(b.x, b.y, b.w, self.prompt_rect.y - 12 - b.y)
        self.board_view.place(self.board_rect)

    # ------------------------------------------------------------ state helpers (view only)
    def reveal_view(self, view: dict) -> dict:
        """A replay after the game: every score pile as its owner sees it."""
        return dict(view, score_piles=[self.state.view_for(s)["score_piles"][s] for s in range(self.state.num_players)])

    def named_rects(self) -> dict:
        """Planets by name, in play (with their card, label and ships) or in
        the bank; a seat also by the planet its ship is at; the deck and discard."""
        b = self.board_view
        out = super().named_rects()
        placed = b.planet_positions()
        for planet in b.cat.planets:
            if planet.id in placed:
                out[planet.name.lower()] = [self._planet_area(placed[planet.id])]
            elif planet.id in b.bank_hit:
                out[planet.name.lower()] = [b.bank_hit[planet.id]]
        for seat, pid in enumerate(self.view.get("ships") or []):
            if pid in placed:
                out.setdefault(self.seat_name(seat).lower(), []).append(self._planet_area(placed[pid]))
        out["deck"], out["discard"] = [b.deck_rect], [b.discard_rect]
        return out

    @staticmethod
    def _planet_area(c) -> pygame.Rect:
        """A planet in play as the eye takes it in: the ships on its left, the
        chip, the card tucked on its right, the name and colony tag below."""
        return pygame.Rect(c[0] - CHIP_R - 56, c[1] - CHIP_R - 24, 2 * CHIP_R + 56 + 64, 2 * CHIP_R + 24 + 64)

    def coach_places(self, w: int, h: int) -> list:
        """The board's four corners, those over the fewest planets in play
        first (the coach weighs what its step names before this order), then
        anywhere else on the board, then over the log."""
        frame = super().coach_places(w, h)
        corners, rest = frame[:4], frame[4:]
        planets = [self._planet_area(c) for c in self.board_view.planet_positions().values()]
        corners.sort(key=lambda p: sum(p.colliderect(a) for a in planets))
        return corners + rest

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

    # ------------------------------------------------------------ drawing
    def draw_board(self, surface) -> None:
        self.board_view.draw(surface)
        self.draw_prompt_hint(surface)

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

    def board_hint(self) -> str:
        """Where the choice is: a lit planet in the bank (its list is titled
        "Uncharted planets"), else the frame's line."""
        lit = [t for t in self.board.targets if t.clickable and t.actions]
        if lit and all(t.key and t.key[0] == "bank" for t in lit):
            return texts.BANK_HINT
        return super().board_hint()

    def draw_prompt_hint(self, surface) -> None:
        if not self.my_turn or self.prompt_bar.landing or self.view.get("phase") != "play":
            return
        if not self.prompt_items():
            return
        got = self.prompt_hint_layout()
        if got is None:
            return
        lines, size, area = got
        if len(lines) == 1:
            draw.text_fit(surface, lines[0], area, size, theme.TEXT_DIM, False, "midleft")
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
        card = self.art.card(holds[seat] if seat < len(holds) else None)
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
        card = self.art.card(code)
        hr = self.hold_rect(seat)
        if card is not None and ("hold", seat) not in self.reveal:
            surface.blit(self.art.card_surface(code, hr.w, hr.h), hr)
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
                back = self.art.card_surface(None, pr.w, pr.h)
                for i in range(min(3, count) - 1, 0, -1):
                    surface.blit(back, pr.move(-3 * i, -3 * i))
                surface.blit(back, pr)
            else:
                pygame.draw.rect(surface, (70, 86, 120), pr, 2, border_radius=6)
        count_badge(surface, self.assets, str(count), (pr.centerx, pr.bottom + 2))

    # ------------------------------------------------------------ banner / prompt
    def banner_note(self) -> str:
        view = self.view if isinstance(self.view, dict) else {}
        if view.get("phase") != "play":
            return ""
        planets = view.get("planets") or []
        open_ = [p for p in planets if not p.get("colony")]
        if len(open_) == 1:
            return "One planet on the table left without a colony"
        return ""

    def prompt_actions(self) -> list:
        """Sell, then Pick up, in the same places every turn of play (numbers
        1 and 2): the one that cannot be used now is greyed out with the
        reason, so a habit of pressing 1 never jettisons cargo by surprise."""
        legal = set(self.legal)
        if not self.my_turn or self.prompt_bar.landing or self.view.get("phase") != "play":
            return [a for a in (Sell(), PickUp()) if a in legal]
        items = []
        for a, short in ((Sell(), texts.SELL_SHORT), (PickUp(), texts.PICK_UP_SHORT)):
            if a in legal:
                items.append(a)
            else:
                why = self._why(a)
                items.append(PromptButton(short, lambda w=why: self.explain(w), tooltip=why, enabled=False, why=why,
                                          keys_in_order=True))
        # anything else the rules offer that no planet on the board takes is a button too
        claimed = {a for t in self.current_targets() if t.clickable for a in t.actions}
        return items + [a for a in self.legal if a not in claimed and not isinstance(a, (PickUp, Sell))]

    def _pick_up_cards(self):
        """(card under the acting ship, card in its hold) for the Pick up texts."""
        seat, here = self.board_view.here()
        p = self.board_view.planet_info(here) if here else None
        new = self.art.card(p.get("card")) if p else None
        holds = self.view.get("holds") or []
        old = self.art.card(holds[seat]) if seat is not None and seat < len(holds) else None
        return new, old

    def action_label(self, action) -> str:
        view = self.view if isinstance(self.view, dict) else {}
        seat, here = self.board_view.here()
        if isinstance(action, PickUp):
            return texts.pick_up_label(*self._pick_up_cards())
        if isinstance(action, Sell):
            holds = view.get("holds") or []
            return texts.sell_label(self.art.card(holds[seat]) if seat is not None and seat < len(holds) else None)
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
        p = self.board_view.planet_info(pid)
        card = self.art.card(p.get("card")) if p is not None else None
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
        if actions:  # the frame adds how many other choices a right-click offers
            label = self.action_label(actions[0])
            tip += "\nClick: " + label[0].lower() + label[1:] + "."
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
        seat, here = self.board_view.here()
        positions = self.board_view.planet_positions()
        ship_pos = self.board_view.ship_positions()
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
                # Sell first: the one click never jettisons cargo (Pick up is a right-click then)
                for a in (Sell(), PickUp()):
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
            cr = self.board_view.card_rect(c)
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
            c = self.board_view.bank_pos.get(pid)
            if c is None:
                continue
            actions, disabled = [], ""
            if mine:
                disabled = self._offer(ChoosePlanet(pid) if phase == "setup" else Discover(pid), legal, actions)
            tip = self._click_tip(pid, actions)
            out.append(Target(rect=self.board_view.bank_hit[pid], actions=actions, tooltip=tip, disabled=disabled, radius=12,
                              key=("bank", pid)))
        # information only (no actions): deck, discard, holds and score piles
        colonies_left = self.cat.colony_cards - sum(1 for p in view.get("planets") or [] if p.get("colony"))
        deck_n = int(view.get("deck") or 0)
        out.append(Target(rect=self.board_view.deck_rect, tooltip=texts.deck_tip(deck_n, colonies_left), highlight=False,
                          key=("deck",)))
        discard = view.get("discard") or []
        top = self.art.card(discard[-1]) if discard else None
        out.append(Target(rect=self.board_view.discard_rect, tooltip=texts.discard_tip(len(discard), top), highlight=False,
                          key=("discard",)))
        piles = view.get("score_piles") or []
        holds = view.get("holds") or []
        for s in range(len(self.match.seats)):
            card = self.art.card(holds[s] if s < len(holds) else None)
            out.append(Target(rect=self.hold_rect(s), tooltip=texts.hold_tip(self.seat_name(s), card),
                              highlight=False, key=("hold", s)))
            pile = piles[s] if s < len(piles) else {}
            tip = texts.pile_tip(self.seat_name(s), int(pile.get("count", 0)), pile.get("points"), s == self.viewer)
            out.append(Target(rect=self.pile_rect(s), tooltip=tip, highlight=False, key=("pile", s)))
        return out

    # ------------------------------------------------------------ animations
    def on_events(self, events) -> None:
        self.motion.play(events)
