"""Captain of the Stars overlays on the map: the actions HUD, zoom buttons, the
event card, the shipyard and crew-hire dialogs (cards are Targets), and the
d12 attack dice.

Mixed into game.games.captain.table.CaptainTable (it reads the table's state,
camera and helpers)."""
from __future__ import annotations

import math

import pygame

from game.games.captain.board_view import MOVE_COL
from game.games.captain.player_boards import MODULE_ICON
from game.games.captain.rules import actions as A
from game.games.captain.rules.data import MAX_LEVEL, MODULES
from game.games.captain import texts
from game.games.captain.texts import MODULE_TITLE
from game.scenes.table import Target
from game.ui import draw, theme


class Overlays:
    # ================================================================ layout helpers
    def _zoom_rects(self) -> dict:
        return self.camera.zoom_rects()

    def _hud_rect(self):
        st = self.state
        if st.is_over or st.mode not in ("turn", "hire", "hire_more", "shop"):
            return None
        return pygame.Rect(self.map_rect.x + 12, self.map_rect.bottom - 12 - 58, 420, 58)

    def _dialog_rect(self):
        mode = self.state.mode
        if mode == "shop":
            r = pygame.Rect(0, 0, 1240, 600)
        elif mode == "hire" and self.state.reveal:
            r = pygame.Rect(0, 0, 1000, 530)
        else:
            return None
        r.center = self.map_rect.center
        return r

    # --- overlays on the map
    def _draw_hud(self, surface):
        r = self._hud_rect()
        if r is None:
            return
        st = self.state
        seat = st.current
        draw.panel(surface, r, fill=(12, 16, 32, 225), edge=(90, 104, 150), radius=14, shadow=False)
        self.draw_seat_token(surface, seat, (r.x + 28, r.centery), 15)
        draw.text(surface, "Actions", (r.x + 52, r.centery), theme.SIZE_SMALL, theme.TEXT_DIM, True, "midleft")
        x = r.x + 52 + self.assets.text_size("Actions", theme.SIZE_SMALL, True)[0] + 12
        total = st.content.numbers.actions_per_turn
        for i in range(total):
            on = i < st.actions
            c = (x + 11, r.centery)
            pygame.draw.circle(surface, theme.GOLD if on else (50, 56, 80), c, 10)
            pygame.draw.circle(surface, (255, 236, 180) if on else (90, 98, 130), c, 10, 2)
            x += 26
        x += 14
        draw.text(surface, "Free", (x, r.centery), theme.SIZE_SMALL, theme.TEXT_DIM, True, "midleft")
        x += self.assets.text_size("Free", theme.SIZE_SMALL, True)[0] + 10
        if st.free_moves:
            for i in range(st.free_moves):
                c = (x + 10, r.centery)
                pts = [(c[0], c[1] - 11), (c[0] + 9, c[1]), (c[0], c[1] + 11), (c[0] - 9, c[1])]
                pygame.draw.polygon(surface, MOVE_COL, pts)
                pygame.draw.polygon(surface, (220, 250, 255), pts, 2)
                x += 24
        else:
            draw.text(surface, "—", (x, r.centery), theme.SIZE_SMALL, theme.TEXT_FAINT, False, "midleft")

    def _draw_zoom(self, surface):
        self.camera.draw_zoom_buttons(surface, self.mouse, live=self.popup is None)

    def _draw_event_card(self, surface):
        r = self.event_rect
        card = texts.event_card(self.state)
        flash = self._card_flash
        edge = theme.GOLD if card is not None else (80, 90, 120)
        draw.panel(surface, r, fill=(34, 26, 52, 240) if card is not None else (20, 24, 42, 235), edge=edge,
                   radius=16, shadow=True, width=2)
        if flash > 0:
            draw.glow_rect(surface, r, theme.HILITE, 16, strength=2 + int(2 * flash))
        band = pygame.Rect(r.x + 10, r.y + 10, r.w - 20, 40)
        pygame.draw.rect(surface, (120, 80, 150) if card is not None else (44, 50, 76), band, border_radius=10)
        draw.text(surface, "EVENT", (band.x + 14, band.centery), theme.SIZE_TINY, (255, 236, 200), True, "midleft")
        st = self.state
        draw.text(surface, f"Round {st.round} · goal {st.target} VP", (band.right - 12, band.centery),
                  theme.SIZE_TINY, (235, 225, 245), False, "midright")
        body = pygame.Rect(r.x + 18, band.bottom + 8, r.w - 36, r.bottom - band.bottom - 16)
        if card is None:
            draw.text_block(surface, "No event yet. From round 2 the first player turns one over.", body,
                            theme.SIZE_TINY, theme.TEXT_DIM, max_lines=4)
            return
        draw.text_fit(surface, card.name, pygame.Rect(body.x, body.y, body.w, 32), theme.SIZE_BODY, theme.GOLD, True,
                      "midleft")
        draw.text_block(surface, card.text, pygame.Rect(body.x, body.y + 36, body.w, body.h - 36), theme.SIZE_TINY,
                        theme.TEXT, line_gap=1.18, max_lines=4)

    # --- dialogs
    def _shop_layout(self) -> dict:
        r = self._dialog_rect()
        cw = (r.w - 60 - 2 * 24) // 3
        cols = {}
        for i, m in enumerate(MODULES):
            col = pygame.Rect(r.x + 30 + i * (cw + 24), r.y + 130, cw, r.h - 160)
            rows = [pygame.Rect(col.x + 12, col.y + 70 + j * 92, col.w - 24, 82) for j in range(MAX_LEVEL)]
            cols[m] = (col, rows)
        return {"rect": r, "cols": cols}

    def _shop_targets(self) -> list:
        st = self.state
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
            tip = texts.module_tip(self.state, m, lvl + 1)
            if a in self.legal:
                out.append(Target(rect=rect, actions=[a], tooltip=f"Buy: {tip}", radius=12, key=("shop", m)))
            else:
                out.append(Target(rect=rect, tooltip=tip, disabled=st.why_illegal(a), highlight=False,
                                  key=("shop", m)))
        return out

    def _draw_dialog_frame(self, surface, r, title, right=""):
        draw.dim(surface, 60)
        draw.panel(surface, r, fill=(16, 20, 40, 248), edge=theme.GOLD, radius=20)
        draw.text(surface, title, (r.x + 30, r.y + 22), theme.SIZE_H2, theme.GOLD, True)
        if right:
            draw.text(surface, right, (r.right - 30, r.y + 34), theme.SIZE_BODY, theme.TEXT, True, "topright")

    def _draw_shop(self, surface):
        st = self.state
        seat = st.current
        p = st.players[seat]
        lay = self._shop_layout()
        r = lay["rect"]
        self._draw_dialog_frame(surface, r, "Federation Shipyard")
        coin = pygame.Rect(r.right - 30 - 34, r.y + 26, 34, 34)
        draw.icon(surface, "coin_c", coin, "$")
        draw.text(surface, f"{p.resources} resources", (coin.x - 10, coin.centery), theme.SIZE_BODY, theme.TEXT, True,
                  "midright")
        who = "You buy" if self.my_turn else f"{self.seat_name(seat)} buys"
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
            draw.text(surface, f"now level {lvl}", (col.right - 16, col.y + 35), theme.SIZE_TINY, theme.TEXT_DIM,
                      False, "midright")
            for j, row in enumerate(rows):
                L = j + 1
                data = c.module(m)[j]
                if m == "weapon":
                    stats = (f"dmg {data.damage} · ship {data.hit_ship}+ · settl. {data.hit_settlement}+ "
                             f"· rng {data.range}")
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
                    ok = A.Upgrade(m) in self.legal
                    hot = self.hover_target is not None and self.hover_target.key == ("shop", m)
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
                draw.text(surface, head, (row.x + 14, row.y + 10), theme.SIZE_SMALL, fg, True)
                draw.text_fit(surface, stats, pygame.Rect(row.x + 14, row.y + 44, row.w - 28, 28), theme.SIZE_TINY,
                              fg, False, "midleft")

    def _hire_layout(self) -> dict:
        r = self._dialog_rect()
        k = len(self.state.reveal)
        cw, ch = 400, 250
        gap = 60
        x0 = r.centerx - (k * cw + (k - 1) * gap) // 2
        cards = [pygame.Rect(x0 + i * (cw + gap), r.y + 120, cw, ch) for i in range(k)]
        crew = pygame.Rect(r.x + 30, r.y + 400, r.w - 60, 100)
        return {"rect": r, "cards": cards, "crew": crew}

    def _hire_targets(self) -> list:
        st = self.state
        lay = self._hire_layout()
        out = []
        for i, rect in enumerate(lay["cards"]):
            acts = [a for a in self.legal
                    if isinstance(a, (A.KeepCrew, A.ReplaceCrew)) and a.choice == i]
            c = texts.crew_card(self.state, st.reveal[i])
            out.append(Target(rect=rect, actions=acts, tooltip=f"{c.name}: {c.text}", radius=16, key=("cand", i)))
        return out

    def _draw_hire(self, surface):
        st = self.state
        seat = st.current
        p = st.players[seat]
        lay = self._hire_layout()
        r = lay["rect"]
        self._draw_dialog_frame(surface, r, "Crew candidates", f"Crew deck: {len(st.crew_deck)}")
        full = len(p.crew) >= st.content.numbers.crew_per_player
        if self.my_turn:
            sub = ("Your crew is full: pick a candidate, then whom they replace." if full
                   else "Pick one to take on; the other goes back into the deck.")
        else:
            sub = f"{self.seat_name(seat)} is choosing a crew member."
        draw.text(surface, sub, (r.x + 30, r.y + 80), theme.SIZE_SMALL, theme.TEXT_DIM)
        for i, rect in enumerate(lay["cards"]):
            c = texts.crew_card(self.state, st.reveal[i])
            hot = self.hover_target is not None and self.hover_target.key == ("cand", i)
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
        draw.text(surface, f"{'Your' if self.my_turn else self.seat_name(seat) + chr(39) + 's'} crew "
                           f"({len(p.crew)}/{st.content.numbers.crew_per_player})", (cr.x, cr.y),
                  theme.SIZE_SMALL, theme.TEXT, True)
        n = st.content.numbers.crew_per_player
        w = (cr.w - (n - 1) * 12) // n
        for i in range(n):
            slot = pygame.Rect(cr.x + i * (w + 12), cr.y + 38, w, 52)
            if i < len(p.crew):
                cc = texts.crew_card(self.state, p.crew[i])
                pygame.draw.rect(surface, (42, 52, 86), slot, border_radius=10)
                pygame.draw.rect(surface, (120, 140, 190), slot, 2, border_radius=10)
                draw.text_fit(surface, cc.name, slot.inflate(-16, 0), theme.SIZE_TINY, theme.TEXT, True, "center")
            else:
                pygame.draw.rect(surface, (24, 30, 50), slot, border_radius=10)
                pygame.draw.rect(surface, (70, 80, 110), slot, 1, border_radius=10)
                draw.text(surface, "empty", slot.center, theme.SIZE_TINY, theme.TEXT_FAINT, False, "center")

    # --- dice
    def _draw_d12(self, surface, center, value: int, size: int, angle: float, colour, edge, glow=None):
        key = ("cap-d12", value, size, tuple(colour), tuple(edge))

        def make():
            S = size + 12
            surf = pygame.Surface((S, S), pygame.SRCALPHA)
            c = (S / 2, S / 2)
            r = size / 2
            outer = [(c[0] + r * math.cos(-math.pi / 2 + i * math.tau / 10),
                      c[1] + r * math.sin(-math.pi / 2 + i * math.tau / 10)) for i in range(10)]
            pygame.draw.polygon(surf, (8, 8, 14, 160), [(x + 3, y + 4) for x, y in outer])
            pygame.draw.polygon(surf, tuple(max(0, v - 40) for v in colour), outer)
            inner = [(c[0] + r * 0.62 * math.cos(-math.pi / 2 + i * math.tau / 5),
                      c[1] + r * 0.62 * math.sin(-math.pi / 2 + i * math.tau / 5)) for i in range(5)]
            pygame.draw.polygon(surf, colour, inner)
            for i in range(5):
                pygame.draw.line(surf, edge, inner[i], outer[2 * i], 2)
            pygame.draw.polygon(surf, edge, inner, 2)
            pygame.draw.polygon(surf, edge, outer, 3)
            draw.text(surf, str(value), c, int(size * 0.36), (24, 20, 30), True, "center")
            return surf

        img = self.assets.generated(key, make)
        if angle:
            img = pygame.transform.rotozoom(img, angle, 1.0)
        if glow is not None:
            pygame.draw.circle(surface, glow, (round(center[0]), round(center[1])), size // 2 + 12, 5)
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def _dice_rect(self) -> pygame.Rect:
        """The dice tray: at the top of the map, or at the bottom when the
        ships or the settlement in the fight are in the upper half."""
        d = self._dice
        r = pygame.Rect(0, 0, 720, 280)
        ys = []
        st = self.state
        for seat in (d["seat"], d["target"]):
            if seat is not None:
                ys.append(self.hex_center(st.players[seat].pos)[1])
        if "hex" in d["data"]:
            h = tuple(d["data"]["hex"])
            if h in self.world:
                ys.append(self.hex_center(h)[1])
        if ys and min(ys) < self.map_rect.y + r.h + 60:
            r.midbottom = (self.map_rect.centerx, self.map_rect.bottom - 84)
        else:
            r.midtop = (self.map_rect.centerx, self.map_rect.y + 16)
        return r

    def _draw_dice(self, surface):
        d = self._dice
        data = d["data"]
        clock = d["clock"]
        fade = max(0.0, min(1.0, (d["total"] - clock) / 0.3))
        r = self._dice_rect()
        draw.panel(surface, r, fill=(14, 16, 30, int(240 * fade)), edge=theme.GOLD, radius=18)
        draw.text_fit(surface, d["title"], pygame.Rect(r.x + 24, r.y + 12, r.w - 48, 36), theme.SIZE_BODY, theme.GOLD,
                      True, "center")
        size = 104
        roll_t = d["roll_t"]
        cy = r.y + 112

        def tumble(faces, t0, cx, colour, edge):
            t = (clock - t0) / roll_t
            if t < 0:
                return False
            if t < 1:
                idx = int(t * 18) % len(faces)
                bounce = abs(math.sin(t * math.pi * 3)) * (1 - t) * 40
                x = cx - (1 - t) * 140
                self._draw_d12(surface, (x, cy - bounce), faces[idx], size, (1 - t) * 720, colour, edge)
                return False
            return True

        sc = self.seat_colour(d["seat"]) if d["seat"] is not None else (240, 236, 226)
        light = tuple(min(255, 150 + v // 2) for v in sc)
        two = d["two"]
        ax = r.centerx - (150 if two else 0)
        hit = data.get("hit")
        landed = tumble(d["faces"], 0.0, ax, light, (40, 34, 44))
        need = data.get("need", 0)
        bonus = d["aim_bonus"]
        if landed:
            self._draw_d12(surface, (ax, cy), data["roll"], size, 0, light, (40, 34, 44),
                           glow=theme.GOLD if hit else theme.BAD)
            cap = (f"{data['roll']} + {bonus} aim = {data.get('attack')}" if bonus else f"rolled {data['roll']}")
            cap += f": {'hit' if hit else 'miss'} (needs {need}+)"
        else:
            cap = f"needs {need}+" + (f" (+{bonus} aim)" if bonus else "")
        draw.text(surface, cap, (ax, cy + 62), theme.SIZE_SMALL, theme.TEXT, True, "midtop")
        if two:
            bx = r.centerx + 150
            tc = self.seat_colour(d["target"]) if d["target"] is not None else (240, 236, 226)
            tl = tuple(min(255, 150 + v // 2) for v in tc)
            landed2 = tumble(d["faces2"], roll_t + 0.1, bx, tl, (40, 34, 44))
            eb = d["evade_bonus"]
            aim = data.get("attack", 0)
            if landed2:
                dodged = bool(data.get("evaded"))
                self._draw_d12(surface, (bx, cy), data["evade_roll"], size, 0, tl, (40, 34, 44),
                               glow=theme.ACCENT if dodged else theme.BAD)
                cap2 = (f"{data['evade_roll']} + {eb} = {data.get('evade')}" if eb else f"rolled {data['evade_roll']}")
                cap2 += ": dodged" if dodged else f": no dodge ({aim}+)"
            else:
                cap2 = f"dodges on {aim}+" + (f" (+{eb} engine)" if eb else "")
            draw.text(surface, cap2, (bx, cy + 62), theme.SIZE_SMALL, theme.TEXT, True, "midtop")
            done = clock >= 2 * roll_t + 0.1
        else:
            done = landed
        if done:
            if not hit:
                res, col = "MISS", theme.BAD
            elif two and data.get("evaded"):
                res, col = "EVADED", theme.ACCENT
            elif data.get("destroyed"):
                res, col = f"HIT! {data.get('damage', 0)} damage: destroyed", theme.GOOD
            else:
                res, col = f"HIT! {data.get('damage', 0)} damage", theme.GOOD
            draw.text(surface, res, (r.centerx, r.bottom - 14), theme.SIZE_H2, col, True, "midbottom", shadow=True)
