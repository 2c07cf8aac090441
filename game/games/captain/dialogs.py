"""Captain of the Stars dialogs on the map: the Federation shipyard (buy
module levels in order) and the crew candidates (take one on).  Their cards
are board Targets, so a click takes the action through the frame.

`CaptainDialogs` is a part of the table (game/scenes/table_parts/context.py):
the dialog shown follows the state's mode; the table asks it for its
targets and its rect (the map is not picked through it) and draws it."""
from __future__ import annotations

import pygame

from game.games.captain import texts
from game.games.captain.player_boards import MODULE_ICON
from game.games.captain.rules import actions as A
from game.games.captain.rules.data import MAX_LEVEL, MODULES
from game.games.captain.texts import MODULE_TITLE
from game.scenes.table import Target
from game.scenes.table_parts.context import Part
from game.ui import draw, theme


class CaptainDialogs(Part):
    def __init__(self, ctx, *, map_rect):
        """map_rect() -> the map's rect (the dialogs sit in its middle)."""
        super().__init__(ctx)
        self.map_rect = map_rect

    def rect(self):
        """The open dialog's panel over the map, or None."""
        mode = self.ctx.state.mode
        if mode == "shop":
            r = pygame.Rect(0, 0, 1240, 600)
        elif mode == "hire" and self.ctx.state.reveal:
            r = pygame.Rect(0, 0, 1000, 530)
        else:
            return None
        r.center = self.map_rect().center
        return r

    def _draw_dialog_frame(self, surface, r, title, right=""):
        draw.dim(surface, 60)
        draw.panel(surface, r, fill=(16, 20, 40, 255), edge=theme.GOLD, radius=20)
        draw.text(surface, title, (r.x + 30, r.y + 22), theme.SIZE_H2, theme.GOLD, True)
        if right:
            draw.text(surface, right, (r.right - 30, r.y + 34), theme.SIZE_BODY, theme.TEXT, True, "topright")

    def _shop_layout(self) -> dict:
        r = self.rect()
        cw = (r.w - 60 - 2 * 24) // 3
        cols = {}
        for i, m in enumerate(MODULES):
            col = pygame.Rect(r.x + 30 + i * (cw + 24), r.y + 130, cw, r.h - 160)
            rows = [pygame.Rect(col.x + 12, col.y + 70 + j * 92, col.w - 24, 88) for j in range(MAX_LEVEL)]
            cols[m] = (col, rows)
        return {"rect": r, "cols": cols}

    def targets(self) -> list:
        """The cards of the open dialog as Targets (none when it is closed)."""
        mode = self.ctx.state.mode
        if mode == "shop":
            return self._shop_targets()
        if mode == "hire":
            return self._hire_targets()
        return []

    def _shop_targets(self) -> list:
        st = self.ctx.state
        seat = st.current
        p = st.players[seat]
        lay = self._shop_layout()
        out = []
        for m in MODULES:
            col, rows = lay["cols"][m]
            lvl = p.level(m)
            if lvl >= MAX_LEVEL:
                continue
            a = A.Upgrade(m)
            rect = rows[lvl]
            tip = texts.module_tip(st, m, lvl + 1)
            if a in self.ctx.legal:
                out.append(Target(rect=rect, actions=[a], tooltip=f"Buy: {tip}", radius=12, key=("shop", m)))
            else:
                out.append(Target(rect=rect, tooltip=tip, disabled=st.why_illegal(a), highlight=False,
                                  key=("shop", m)))
        return out

    def draw(self, surface, hover_key) -> None:
        """The open dialog; `hover_key`: the key of the board Target under the mouse."""
        st = self.ctx.state
        if st.mode == "shop":
            self._draw_shop(surface, hover_key)
        elif st.mode == "hire" and st.reveal:
            self._draw_hire(surface, hover_key)

    def _draw_shop(self, surface, hover_key):
        st = self.ctx.state
        seat = st.current
        p = st.players[seat]
        lay = self._shop_layout()
        r = lay["rect"]
        self._draw_dialog_frame(surface, r, "Federation Shipyard")
        coin = pygame.Rect(r.right - 30 - 34, r.y + 26, 34, 34)
        draw.icon(surface, "coin_c", coin, "$")
        draw.text(surface, f"{p.resources} resources", (coin.x - 10, coin.centery), theme.SIZE_BODY, theme.TEXT, True,
                  "midright")
        who = "You buy" if self.ctx.my_turn else f"{self.ctx.seat_name(seat)} buys"
        sale = " Shipyard Sale: every level is cheaper this round." if st.event_effect() == "shipyard_sale" else ""
        draw.text(surface, f"{who} module levels in order, as many as affordable.{sale}", (r.x + 30, r.y + 82),
                  theme.SIZE_SMALL, theme.TEXT_DIM)
        c = st.content
        for m in MODULES:
            col, rows = lay["cols"][m]
            lvl = p.level(m)
            draw.panel(surface, col, fill=(26, 32, 58, 255), edge=(80, 96, 140), radius=14, shadow=False)
            draw.icon(surface, MODULE_ICON[m], pygame.Rect(col.x + 14, col.y + 12, 46, 46), m[:1].upper())
            draw.text(surface, MODULE_TITLE[m], (col.x + 70, col.y + 35), theme.SIZE_BODY, theme.TEXT, True, "midleft")
            draw.text(surface, f"now level {lvl}", (col.right - 16, col.y + 35), theme.SIZE_SMALL, theme.TEXT_DIM,
                      False, "midright")
            for j, row in enumerate(rows):
                L = j + 1
                data = c.module(m)[j]
                if m == "weapon":  # two lines: on one the words shrank to the floor
                    stats = (f"damage {data.damage} · range {data.range}",
                             f"to hit: ship {data.hit_ship}+ · settl. {data.hit_settlement}+")
                elif m == "shields":
                    stats = f"max health {data.max_health}"
                else:
                    fm = f"{data.free_moves} free move{'s' if data.free_moves != 1 else ''}"
                    stats = f"{fm} · +{data.evade} evade" if L > 1 else "no free moves"
                owned = L <= lvl
                nxt = L == lvl + 1
                if owned:
                    fill, edge, fg = (36, 60, 52), (90, 160, 120), theme.TEXT_DIM
                elif nxt:
                    ok = A.Upgrade(m) in self.ctx.legal
                    hot = hover_key == ("shop", m)
                    fill = (theme.BUTTON_PRIMARY_HOVER if hot else theme.BUTTON_PRIMARY) if ok else (46, 50, 66)
                    edge = (255, 230, 160) if ok else (80, 84, 100)
                    fg = theme.TEXT_DARK if ok else theme.TEXT_FAINT
                else:
                    fill, edge, fg = (22, 26, 44), (54, 60, 86), theme.TEXT_FAINT
                pygame.draw.rect(surface, fill, row, border_radius=12)
                pygame.draw.rect(surface, edge, row, 2, border_radius=12)
                head = f"Level {L}"
                if owned:
                    head += "  ✓ owned"
                else:
                    head += f"  ·  {st.upgrade_cost(m, L)} res"
                    if nxt:
                        head = "Buy " + head
                if isinstance(stats, tuple):
                    draw.text(surface, head, (row.x + 14, row.y + 6), theme.SIZE_SMALL, fg, True)
                    for k, line in enumerate(stats):
                        draw.text_fit(surface, line, pygame.Rect(row.x + 14, row.y + 32 + 26 * k, row.w - 28, 26),
                                      theme.SIZE_SMALL, fg, False, "midleft")
                    continue
                draw.text(surface, head, (row.x + 14, row.y + 10), theme.SIZE_SMALL, fg, True)
                draw.text_fit(surface, stats, pygame.Rect(row.x + 14, row.y + 42, row.w - 28, 32), theme.SIZE_SMALL,
                              fg, False, "midleft")

    def _hire_layout(self) -> dict:
        r = self.rect()
        k = len(self.ctx.state.reveal)
        cw, ch = 400, 250
        gap = 60
        x0 = r.centerx - (k * cw + (k - 1) * gap) // 2
        cards = [pygame.Rect(x0 + i * (cw + gap), r.y + 120, cw, ch) for i in range(k)]
        crew = pygame.Rect(r.x + 30, r.y + 400, r.w - 60, 100)
        return {"rect": r, "cards": cards, "crew": crew}

    def _hire_targets(self) -> list:
        st = self.ctx.state
        lay = self._hire_layout()
        out = []
        for i, rect in enumerate(lay["cards"]):
            acts = [a for a in self.ctx.legal
                    if isinstance(a, (A.KeepCrew, A.ReplaceCrew)) and a.choice == i]
            c = texts.crew_card(st, st.reveal[i])
            out.append(Target(rect=rect, actions=acts, tooltip=f"{c.name}: {c.text}", radius=16, key=("cand", i),
                              choose=True))
        return out

    def _draw_hire(self, surface, hover_key):
        st = self.ctx.state
        seat = st.current
        p = st.players[seat]
        lay = self._hire_layout()
        r = lay["rect"]
        self._draw_dialog_frame(surface, r, "Crew candidates", f"Crew deck: {len(st.crew_deck)}")
        full = len(p.crew) >= st.content.numbers.crew_per_player
        if self.ctx.my_turn:
            sub = ("Your crew is full: pick a candidate, then whom they replace." if full
                   else "Pick one to take on; the other goes back into the deck.")
        else:
            sub = f"{self.ctx.seat_name(seat)} is choosing a crew member."
        draw.text(surface, sub, (r.x + 30, r.y + 80), theme.SIZE_SMALL, theme.TEXT_DIM)
        for i, rect in enumerate(lay["cards"]):
            c = texts.crew_card(st, st.reveal[i])
            hot = hover_key == ("cand", i)
            draw.panel(surface, rect, fill=(236, 228, 210) if not hot else (252, 244, 222),
                       edge=theme.GOLD if hot else (120, 100, 70), radius=16, shadow=True, width=3)
            band = pygame.Rect(rect.x + 10, rect.y + 10, rect.w - 20, 70)
            pygame.draw.rect(surface, (70, 90, 150), band, border_radius=12)
            draw.icon(surface, "crew_c", pygame.Rect(band.x + 10, band.y + 9, 52, 52), "C")
            words = c.name.split()
            role = " ".join(words[:-1]) or "Crew"
            draw.text_fit(surface, words[-1], pygame.Rect(band.x + 72, band.y + 4, band.w - 80, 36), theme.SIZE_H3,
                          (255, 248, 230), True, "midleft")
            draw.text_fit(surface, role, pygame.Rect(band.x + 72, band.y + 38, band.w - 80, 28), theme.SIZE_TINY,
                          (210, 220, 250), False, "midleft")
            draw.text_block(surface, c.text, pygame.Rect(rect.x + 22, band.bottom + 16, rect.w - 44, rect.h - 110),
                            theme.SIZE_SMALL, (40, 34, 44), line_gap=1.22, max_lines=7)
        cr = lay["crew"]
        draw.text(surface, f"{'Your' if self.ctx.my_turn else self.ctx.seat_name(seat) + chr(39) + 's'} crew "
                           f"({len(p.crew)}/{st.content.numbers.crew_per_player})", (cr.x, cr.y),
                  theme.SIZE_SMALL, theme.TEXT, True)
        n = st.content.numbers.crew_per_player
        w = (cr.w - (n - 1) * 12) // n
        for i in range(n):
            slot = pygame.Rect(cr.x + i * (w + 12), cr.y + 38, w, 52)
            if i < len(p.crew):
                cc = texts.crew_card(st, p.crew[i])
                pygame.draw.rect(surface, (42, 52, 86), slot, border_radius=10)
                pygame.draw.rect(surface, (120, 140, 190), slot, 2, border_radius=10)
                draw.text_fit(surface, cc.name, slot.inflate(-16, 0), theme.SIZE_SMALL, theme.TEXT, True, "center")
            else:
                pygame.draw.rect(surface, (24, 30, 50), slot, border_radius=10)
                pygame.draw.rect(surface, (70, 80, 110), slot, 1, border_radius=10)
                draw.text(surface, "empty", slot.center, theme.SIZE_SMALL, theme.TEXT_DIM, False, "center")
