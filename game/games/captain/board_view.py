"""Captain of the Stars board drawing: the static hex layer (cached per zoom
level), sprites for ships, settlements and route gems, legal-move
highlights and the pieces (ships in flight are drawn where they are).

Mixed into game.games.captain.table.CaptainTable (it reads the table's state,
camera and helpers)."""
from __future__ import annotations

import math
import random

import pygame

from game.games.captain import texts
from game.games.captain.rules import actions as A
from game.rules import hexgrid
from game.ui import draw, theme

LAYER_CACHE = 3
# display-space direction i of hexgrid.DIRECTIONS -> the two corners of that edge
_DIR_EDGE = {0: (5, 0), 1: (4, 5), 2: (3, 4), 3: (2, 3), 4: (1, 2), 5: (0, 1)}
TILE_FILLS = (
    (22, 34, 70, 178), (30, 26, 66, 178), (18, 44, 64, 178), (34, 30, 58, 178),
    (20, 38, 76, 178), (28, 40, 60, 178), (24, 28, 74, 178),
)
FED_FILL = (86, 68, 26, 205)
GRID = (120, 150, 205, 120)
TILE_EDGE = (150, 186, 236)
FED_EDGE = (240, 198, 100)
MOVE_COL = (110, 220, 235)
ATTACK_COL = (240, 88, 78)
JUMP_COL = (190, 140, 255)
HOVER_COL = theme.HILITE
ROUTE_COL = (255, 226, 120)


class BoardView:
    # ================================================================ drawing: frame parts
    def draw_table_felt(self, surface):
        r = self.board_rect

        def make():
            return draw.table_rim(draw.starfield(r.size, 120, 26), steps=16, alpha=12)

        surface.blit(self.assets.generated(("captain-felt", r.size), make), r.topleft)

    # ================================================================ drawing: board
    def draw_board(self, surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.map_rect)
        try:
            self._draw_layer(surface)
            self._draw_highlights(surface)
            self._draw_pieces(surface)
            self._draw_path(surface)
        finally:
            surface.set_clip(clip)
        self._draw_hud(surface)
        self._draw_zoom(surface)
        if self.state.mode == "shop":
            self._draw_shop(surface)
        elif self.state.mode == "hire" and self.state.reveal:
            self._draw_hire(surface)
        self._draw_event_card(surface)
        if self._dice is not None:
            self._draw_dice(surface)

    # --- static layer
    def _layer(self):
        s = round(self.size, 4)
        key = (self.rot, s)
        got = self._layers.get(key)
        if got is None:
            got = self._make_layer(s)
            self._layers[key] = got
            while len(self._layers) > LAYER_CACHE:
                self._layers.pop(next(iter(self._layers)))
        return got

    def _make_layer(self, s: float):
        board = self.state.board
        b = self.world_bounds
        m = 10
        wx0, wy0 = b[0] - m / s, b[1] - m / s
        w = int((b[2] - b[0]) * s) + 2 * m + 2
        h = int((b[3] - b[1]) * s) + 2 * m + 2
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
            surf.fill((0, 0, 0, 0))
        origin = (-wx0 * s, -wy0 * s)
        tile_of = board.tile_of
        fed = board.federation_tile
        corners = {hh: hexgrid.corners(self.disp[hh], s, True, origin) for hh in board.order}
        for hh in board.order:
            ti = tile_of[hh]
            pygame.draw.polygon(surf, FED_FILL if ti == fed else TILE_FILLS[ti % len(TILE_FILLS)], corners[hh])
        # federation emblem watermark
        cx, cy = hexgrid.hex_to_pixel(self.disp[board.centre], s, True, origin)
        self._draw_emblem(surf, (cx, cy), s)
        for hh in board.order:
            d = board.decor.get(hh, "")
            if d and d != "station":
                self._draw_decor(surf, d, hexgrid.hex_to_pixel(self.disp[hh], s, True, origin), s, hh)
        gw = 1 if s < 30 else 2
        for hh in board.order:
            pygame.draw.polygon(surf, GRID, corners[hh], gw)
        # tile borders (and the board edge)
        bw = max(3, round(s / 9))
        fed_edges = []
        for hh in board.order:
            dh = self.disp[hh]
            pts = corners[hh]
            for i, dv in enumerate(hexgrid.DIRECTIONS):
                nb = self.undisp.get((dh[0] + dv[0], dh[1] + dv[1]))
                if nb is not None and tile_of[nb] == tile_of[hh]:
                    continue
                a, c = _DIR_EDGE[i]
                if tile_of[hh] == fed or (nb is not None and tile_of[nb] == fed):
                    fed_edges.append((pts[a], pts[c]))
                else:
                    pygame.draw.line(surf, TILE_EDGE, pts[a], pts[c], bw)
                    pygame.draw.circle(surf, TILE_EDGE, pts[a], bw // 2)
                    pygame.draw.circle(surf, TILE_EDGE, pts[c], bw // 2)
        for a, c in fed_edges:
            pygame.draw.line(surf, FED_EDGE, a, c, bw + 2)
            pygame.draw.circle(surf, FED_EDGE, a, (bw + 2) // 2)
            pygame.draw.circle(surf, FED_EDGE, c, (bw + 2) // 2)
        # tile names (quiet labels, between the hexes' pieces)
        if s >= 24:
            size = max(theme.SIZE_TINY, min(34, int(s * 0.62)))
            for pl in board.placements:
                if pl.federation:
                    continue
                x, y = hexgrid.hex_to_pixel(self.disp[tuple(pl.centre)], s, True, origin)
                label = self.assets.text(pl.title.upper(), size, (190, 205, 240), True).copy()
                label.set_alpha(120)
                surf.blit(label, label.get_rect(center=(round(x), round(y + s * 0.62))))
        # the hub
        hub_r = s * 0.78
        pygame.draw.circle(surf, (255, 226, 150), (round(cx), round(cy)), round(hub_r), max(2, round(s / 12)))
        return surf, (wx0, wy0)

    def _draw_emblem(self, surf, center, s):
        r = s * 3.0
        size = int(2 * r + 8)
        em = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size // 2, size // 2)
        pygame.draw.circle(em, (255, 220, 130, 60), c, int(r), max(3, int(s / 6)))
        pygame.draw.circle(em, (255, 220, 130, 36), c, int(r * 0.8), max(2, int(s / 10)))
        draw.symbol(em, "star", c, int(r * 0.62), (255, 214, 120, 46), outline=(255, 230, 160, 80), width=2)
        surf.blit(em, (round(center[0] - size / 2), round(center[1] - size / 2)))
        if s >= 22:
            label = self.assets.text("FEDERATION", max(theme.SIZE_TINY, min(36, int(s * 0.6))), (255, 226, 150),
                                     True).copy()
            label.set_alpha(170)
            surf.blit(label, label.get_rect(center=(round(center[0]), round(center[1] + s * 2.75))))

    def _draw_decor(self, surf, kind, center, s, h):
        rng = random.Random(f"{h[0]},{h[1]}:{kind}")
        cx, cy = center
        if kind == "stars":
            for _ in range(5):
                x = cx + rng.uniform(-0.65, 0.65) * s
                y = cy + rng.uniform(-0.6, 0.6) * s
                b = rng.randrange(170, 255)
                pygame.draw.circle(surf, (b, b, 255, 230), (round(x), round(y)), max(1, round(s / 22)))
        elif kind == "dust":
            for _ in range(14):
                x = cx + rng.uniform(-0.7, 0.7) * s
                y = cy + rng.uniform(-0.55, 0.55) * s
                pygame.draw.circle(surf, (170, 140, 110, 150), (round(x), round(y)), max(1, round(s / 28)))
        elif kind == "nebula":
            r = int(s * 0.8)
            blob = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            col = rng.choice(((170, 90, 210), (80, 170, 210), (210, 100, 140)))
            for i in range(8, 0, -1):
                pygame.draw.circle(blob, (*col, 10 + 4 * (8 - i)), (r + rng.randint(-2, 2), r), int(r * i / 8))
            surf.blit(blob, (round(cx - r + s * rng.uniform(-0.15, 0.15)), round(cy - r)))
        elif kind == "planet":
            r = max(4, round(s * 0.2))
            x = round(cx + rng.uniform(-0.35, 0.35) * s)
            y = round(cy + rng.uniform(-0.45, -0.2) * s)
            col = rng.choice(((128, 104, 92), (88, 110, 136), (104, 124, 104), (136, 124, 100)))
            pygame.draw.circle(surf, col, (x, y), r)
            pygame.draw.circle(surf, tuple(max(0, c - 80) for c in col), (x + r // 3, y + r // 3), int(r * 0.75))
            pygame.draw.circle(surf, tuple(min(255, c + 40) for c in col), (x - r // 3, y - r // 3), max(1, r // 3))
        elif kind == "comet":
            ang = rng.uniform(0, math.tau)
            x = cx + math.cos(ang) * s * 0.3
            y = cy + math.sin(ang) * s * 0.3
            tx, ty = x - math.cos(ang) * s * 0.55, y - math.sin(ang) * s * 0.55
            pygame.draw.line(surf, (150, 210, 255, 120), (tx, ty), (x, y), max(1, round(s / 14)))
            pygame.draw.circle(surf, (230, 245, 255, 255), (round(x), round(y)), max(2, round(s / 12)))
        elif kind == "beacon":
            x, y = round(cx + s * 0.38), round(cy - s * 0.38)
            pygame.draw.circle(surf, (90, 230, 220, 90), (x, y), max(3, round(s / 6)))
            pygame.draw.circle(surf, (200, 255, 250, 255), (x, y), max(2, round(s / 14)))

    def _draw_layer(self, surface):
        layer, (wx0, wy0) = self._layer()
        x, y = self.to_screen(wx0, wy0)
        surface.blit(layer, (round(x), round(y)))

    # --- sprites
    def _stamp(self, style: str) -> pygame.Surface:
        s = round(self.size, 4)

        def make():
            w, h = int(hexgrid.SQRT3 * s) + 8, int(2 * s) + 8
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            c = (w / 2, h / 2)
            if style == "reach":
                pts = [(c[0] + s * 0.86 * math.cos(math.radians(30 + 60 * i)),
                        c[1] + s * 0.86 * math.sin(math.radians(30 + 60 * i))) for i in range(6)]
                pygame.draw.polygon(surf, (*MOVE_COL, 40), pts)
                pygame.draw.circle(surf, (*MOVE_COL, 200), (round(c[0]), round(c[1])), max(2, round(s / 8)))
                return surf
            pts = [(c[0] + s * 0.94 * math.cos(math.radians(30 + 60 * i)),
                    c[1] + s * 0.94 * math.sin(math.radians(30 + 60 * i))) for i in range(6)]
            col = {"move": MOVE_COL, "attack": ATTACK_COL, "jump": JUMP_COL, "hover": HOVER_COL,
                   "me": theme.HILITE, "peek": (235, 240, 255)}[style]
            fill_a = {"move": 70, "attack": 60, "jump": 70, "hover": 90, "me": 0, "peek": 34}[style]
            if fill_a:
                pygame.draw.polygon(surf, (*col, fill_a), pts)
            width = max(2, round(s / 14)) if style == "peek" else max(3, round(s / 9))
            pygame.draw.polygon(surf, (*col, 255), pts, width)
            return surf

        return self.assets.generated(("cap-stamp", style, s), make)

    def _tinted(self, name: str, px: int, colour) -> pygame.Surface | None:
        img = self.assets.image_scaled((px, px), "art", "icons", f"{name}.png")
        if img is None:
            return None
        key = ("cap-tint", name, px, tuple(colour))

        def make():
            t = img.copy()
            t.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
            return t

        return self.assets.generated(key, make)

    def _ship_sprite(self, seat: int, px: int) -> pygame.Surface:
        ci = self.match.seats[seat].colour
        col = theme.player_colour(ci)

        def make():
            pad = 5
            S = px + 2 * pad
            surf = pygame.Surface((S, S), pygame.SRCALPHA)
            body = self._tinted("ship", px, col)
            dark = self._tinted("ship", px, (12, 12, 22))
            if body is None:
                pts = [(S / 2, pad), (S - pad, S - pad), (S / 2, S * 0.7), (pad, S - pad)]
                pygame.draw.polygon(surf, col, pts)
                pygame.draw.polygon(surf, (12, 12, 22), pts, 2)
            else:
                for dx in (-2, 0, 2):
                    for dy in (-2, 0, 2):
                        if dx or dy:
                            surf.blit(dark, (pad + dx, pad + dy))
                surf.blit(body, (pad, pad))
            r = max(8, round(px * 0.24))
            draw.seat_token(surf, ci, (S - r - 2, S - r - 2), r, symbols)
            return surf

        symbols = bool(getattr(self.app.settings, "colour_symbols", True))
        return self.assets.generated(("cap-ship", ci, px, symbols), make)

    def _settlement_sprite(self, owner: int, px: int, hp: int) -> pygame.Surface:
        ci = self.match.seats[owner].colour
        col = theme.player_colour(ci)

        def make():
            pad = 4
            S = px + 2 * pad
            surf = pygame.Surface((S, S), pygame.SRCALPHA)
            c = (S // 2, S // 2)
            r = px // 2
            pygame.draw.circle(surf, (6, 8, 16), (c[0] + 2, c[1] + 3), r)
            pygame.draw.circle(surf, col, c, r)
            pygame.draw.circle(surf, (250, 248, 240), c, r, max(2, px // 16))
            pygame.draw.circle(surf, (14, 14, 24), c, r + 1, 1)
            icon = self._tinted("settlement", int(px * 0.66), (22, 20, 34))
            if icon is not None:
                surf.blit(icon, icon.get_rect(center=(c[0], c[1] - px // 16)))
            else:
                draw.symbol(surf, "square", c, int(px * 0.25), (22, 20, 34))
            # owner symbol badge (colour is never the only cue)
            sr = max(7, round(px * 0.19))
            draw.seat_token(surf, ci, (sr + 2, S - sr - 3), sr, getattr(self.app.settings, "colour_symbols", True))
            # health pip
            pip = self._health_pip(px, hp)
            surf.blit(pip, pip.get_rect(topright=(S, 0)))
            return surf

        return self.assets.generated(("cap-sett", ci, px, hp), make)

    def _health_pip(self, px: int, hp: int) -> pygame.Surface:
        """The round health number of a settlement of sprite size px (also
        drawn again over visiting ships, so a ship never hides it)."""
        def make():
            pr = max(11, round(px * 0.27))
            surf = pygame.Surface((2 * pr + 3, 2 * pr + 4), pygame.SRCALPHA)
            pc = (pr + 1, pr + 1)
            pcol = (250, 246, 236) if hp > 3 else (255, 120, 100)
            pygame.draw.circle(surf, (10, 10, 18), (pc[0] + 1, pc[1] + 2), pr)
            pygame.draw.circle(surf, pcol, pc, pr)
            pygame.draw.circle(surf, (40, 30, 30), pc, pr, 2)
            draw.text(surf, str(hp), (pc[0], pc[1] + 1), max(16, int(pr * (1.25 if hp < 10 else 1.0))), (20, 16, 24),
                      True, "center")
            return surf

        return self.assets.generated(("cap-pip", px, hp), make)

    def _gem_sprite(self, owner: int, px: int, valid: bool, complete: bool) -> pygame.Surface:
        ci = self.match.seats[owner].colour
        col = theme.player_colour(ci)

        def make():
            pad = 4
            W, H = int(px * 0.8) + 2 * pad, px + 2 * pad
            surf = pygame.Surface((W, H), pygame.SRCALPHA)
            cx, cy = W / 2, H / 2
            hw, hh = px * 0.4, px * 0.5
            pts = [(cx, cy - hh), (cx + hw, cy - hh * 0.2), (cx, cy + hh), (cx - hw, cy - hh * 0.2)]
            if valid:
                pygame.draw.polygon(surf, (10, 10, 18), [(x + 1, y + 2) for x, y in pts])
                pygame.draw.polygon(surf, col, pts)
                light = tuple(min(255, v + 90) for v in col)
                pygame.draw.polygon(surf, light, [pts[0], (cx, cy - hh * 0.2), pts[3]])
                pygame.draw.polygon(surf, (250, 250, 255) if complete else (16, 16, 26), pts, 2)
            else:
                pygame.draw.polygon(surf, (16, 18, 30, 200), pts)
                pygame.draw.polygon(surf, col, pts, max(2, px // 9))
                crack = [(cx - hw * 0.2, cy - hh * 0.75), (cx + hw * 0.25, cy - hh * 0.2),
                         (cx - hw * 0.25, cy + hh * 0.15),
                         (cx + hw * 0.15, cy + hh * 0.7)]
                pygame.draw.lines(surf, (235, 235, 245), False, crack, 2)
            return surf

        return self.assets.generated(("cap-gem", ci, px, valid, complete), make)

    # --- dynamic board
    def _draw_highlights(self, surface):
        st = self.state
        if st.is_over:
            return
        me = st.current if st.mode != "deflect" else st.to_act
        if me is not None:
            pos = st.players[me].pos
            if me not in self.reveal:
                stamp = self._stamp("me")
                x, y = self.hex_center(pos)
                surface.blit(stamp, stamp.get_rect(center=(round(x), round(y))))
        hov = self.hover_target
        if hov is not None and hov.key == "board" and self.popup is None:
            h = self._pick_open(self.mouse)
            if h is not None:
                stamp = self._stamp("peek")
                x, y = self.hex_center(h)
                surface.blit(stamp, stamp.get_rect(center=(round(x), round(y))))
        if not self.my_turn:
            return
        if st.mode == "turn" and me is not None:
            # faint dots: the hexes further away this ship can fly to this turn (a click asks once)
            dot = self._stamp("reach")
            for h in self.flight.far_paths():
                x, y = self.hex_center(h)
                surface.blit(dot, dot.get_rect(center=(round(x), round(y))))
        w = self.hovered_widget()
        act = getattr(w, "action", None) if w is not None else None
        for t, h in self._hex_targets:
            if t.key[0] == "route" and t is not hov:
                continue  # a far hex: its dot is drawn above
            kinds = {type(a) for a in t.actions}
            if kinds & {A.AttackShip, A.AttackSettlement, A.AttackGem}:
                style = "attack"
            elif A.Jump in kinds and A.Move not in kinds:
                style = "jump"
            else:
                style = "move"
            if t is hov or (act is not None and act in t.actions):
                style = "hover"
            stamp = self._stamp(style)
            x, y = self.hex_center(h)
            surface.blit(stamp, stamp.get_rect(center=(round(x), round(y))))

    def _draw_pieces(self, surface):
        st = self.state
        model = self._model()
        s = self.size
        view = self.map_rect.inflate(s * 4, s * 4)
        # trade routes
        lw = max(3, round(s / 7))
        for a, b, owner, complete in model["segs"]:
            pa, pb = self.hex_center(a), self.hex_center(b)
            if not view.collidepoint(pa):
                continue
            col = self.seat_colour(owner)
            if not complete:
                col = tuple(int(v * 0.55) for v in col)
            pygame.draw.line(surface, (8, 8, 16), pa, pb, lw + 4)
            pygame.draw.line(surface, col, pa, pb, lw)
        # gems
        gpx = max(20, round(s * 0.86))
        for h, (owner, valid, complete) in model["gems"].items():
            c = self.hex_center(h)
            if not view.collidepoint(c):
                continue
            spr = self._gem_sprite(owner, gpx, valid, complete)
            surface.blit(spr, spr.get_rect(center=(round(c[0]), round(c[1]))))
        # settlements
        spx = max(26, round(s * 1.15))
        for h, (owner, hp) in model["setts"].items():
            c = self.hex_center(h)
            if not view.collidepoint(c):
                continue
            if h in model["ships"]:  # make room for the visiting ship
                spr = self._settlement_sprite(owner, max(24, round(spx * 0.8)), hp)
                c = (c[0] + s * 0.2, c[1] + s * 0.2)
            else:
                spr = self._settlement_sprite(owner, spx, hp)
            surface.blit(spr, spr.get_rect(center=(round(c[0]), round(c[1]))))
        # ships
        shpx = max(24, round(s * 1.2))
        for h, seats in model["ships"].items():
            seats = [i for i in seats if i not in self.reveal]
            if not seats:
                continue
            cx, cy = self.hex_center(h)
            if not view.collidepoint((cx, cy)):
                continue
            structure = h in model["setts"] or h in model["gems"]
            if len(seats) == 1:
                px = shpx if not structure else max(22, round(shpx * 0.74))
                off = [(0, 0)] if not structure else [(-s * 0.42, -s * 0.4)]
            else:
                # several ships: a ring (at the hub it spreads over the hub's
                # Federation neighbours, where no structure can stand)
                big = len(seats) >= 4
                px = max(20, round(shpx * (0.8 if big else 0.74)))
                rr = s * (0.98 if big else 0.5 if len(seats) == 2 else 0.56)
                off = [(rr * math.cos(-math.pi / 2 + i * math.tau / len(seats)),
                        rr * math.sin(-math.pi / 2 + i * math.tau / len(seats))) for i in range(len(seats))]
            for seat, (dx, dy) in zip(seats, off):
                spr = self._ship_sprite(seat, px)
                surface.blit(spr, spr.get_rect(center=(round(cx + dx), round(cy + dy))))
        for seat, fl in self.reveal.items():
            x, y = self.to_screen(*self._flight_point(fl))
            spr = self._ship_sprite(seat, shpx)
            surface.blit(spr, spr.get_rect(center=(round(x), round(y))))
        # a settlement's health stays readable over the ships visiting it
        for h, (owner, hp) in model["setts"].items():
            if h not in model["ships"]:
                continue
            cx, cy = self.hex_center(h)
            if view.collidepoint((cx, cy)):
                px2 = max(24, round(spx * 0.8))  # where the settlement was drawn (see above)
                under = self._settlement_sprite(owner, px2, hp).get_rect(center=(round(cx + s * 0.2),
                                                                                 round(cy + s * 0.2)))
                pip = self._health_pip(px2, hp)
                surface.blit(pip, pip.get_rect(topright=under.topright))
        # attack costs on the targets
        if self.my_turn:
            for t, h in self._hex_targets:
                badge = self._badge_text(t.actions)
                if not badge:
                    continue
                x, y = self.hex_center(h)
                img = self.assets.text(badge, theme.SIZE_TINY, (255, 255, 255), True)
                br = img.get_rect().inflate(12, 2)
                br.center = (round(x + s * 0.5), round(y + s * 0.62))
                pygame.draw.rect(surface, (10, 10, 18), br.move(1, 2), border_radius=br.h // 2)
                pygame.draw.rect(surface, (178, 52, 46), br, border_radius=br.h // 2)
                pygame.draw.rect(surface, (255, 190, 170), br, 2, border_radius=br.h // 2)
                surface.blit(img, img.get_rect(center=br.center))

    def _draw_path(self, surface) -> None:
        path = self.shown_path()
        if path is None:
            return
        st = self.state
        stamp = self._stamp("hover")
        x, y = self.hex_center(path.to)
        surface.blit(stamp, stamp.get_rect(center=(round(x), round(y))))
        pts = [self.hex_center(st.players[st.current].pos)] + [self.hex_center((m.q, m.r)) for m in path.moves]
        w = max(3, round(self.size / 8))
        pygame.draw.lines(surface, (10, 10, 20), False, pts, w + 4)
        pygame.draw.lines(surface, ROUTE_COL, False, pts, w)
        for i, p in enumerate(pts[1:], 1):
            pygame.draw.circle(surface, (10, 10, 20), (round(p[0]), round(p[1])), w + 6)
            pygame.draw.circle(surface, ROUTE_COL, (round(p[0]), round(p[1])), w + 4)
            img = self.assets.text(str(i), max(12, w * 2 + 4), (20, 20, 30), True)
            surface.blit(img, img.get_rect(center=(round(p[0]), round(p[1]))))

    def _badge_text(self, actions) -> str:
        st = self.state
        n = st.content.numbers
        parts = []
        for a in actions:
            t = type(a)
            if t is A.AttackShip:
                parts.append(f"{texts.hit_need(self.state, 'ship')}+")
            elif t is A.AttackSettlement:
                parts.append(f"{texts.hit_need(self.state, 'settlement')}+")
        return "/".join(dict.fromkeys(parts))
