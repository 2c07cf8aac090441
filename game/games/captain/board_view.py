"""Captain of the Stars board view: the static hex layer (tile fills, decor,
grid lines, tile borders, the Federation emblem; drawn once per zoom level
and then only blitted, so panning costs one blit), the marks of the legal
moves, the pieces (ships in flight are drawn where they are) and the flight
path being asked about.

A part of the table (game/scenes/table_parts/context.py): CaptainTable makes
it in layout(), gives it the hex map with place() and a Marks (what to light
up) with each draw(); it reads the state and the frame's `reveal` through
the context and draws with the table's CaptainArt.  model() is the board's
derived picture (settlements, gems, route lines, ships by hex), kept per step."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame

from game.games.captain import texts
from game.games.captain.art import ROUTE_COL
from game.games.captain.motion import flight_point
from game.games.captain.rules import actions as A
from game.rules import hexgrid
from game.scenes.table_parts.context import Part
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


@dataclass
class Marks:
    """What the map lights up besides the pieces (all optional).

    me       the hex of the ship to act (a ring; None while it flies)
    peek     the hex under the mouse (a soft ring)
    reach    the far hexes the ship can fly to this turn (faint dots)
    targets  (Target, hex) of the clickable hexes: lit by kind, with attack badges
    hover    the board Target under the mouse (its hex is lit brighter)
    hover_action  the action of the prompt button under the mouse (its hex too)
    path     the MovePath of the flight being asked about or hovered
    covered  what the table always draws over the map (HUD, zoom buttons)
    """

    me: tuple | None = None
    peek: tuple | None = None
    reach: tuple = ()
    targets: list = field(default_factory=list)
    hover: object = None
    hover_action: object = None
    path: object = None
    covered: tuple = ()


def _federation_size(s: float) -> int:
    return max(theme.SIZE_TINY, min(36, int(s * 0.6)))


def board_model(state) -> dict:
    """The board's derived picture: settlements and gems by hex, the lines of
    each valid gem to its route's gems and its owner's settlements, ships by hex."""
    board = state.board
    setts = dict(state.settlements)
    gems = state.route_gems()
    segs = []
    for h, (seat, valid, complete) in gems.items():
        if not valid:
            continue
        for nb in board.neighbours[h]:
            g = gems.get(nb)
            if (g is not None and g[0] == seat and g[1] and nb > h) or setts.get(nb, (None,))[0] == seat:
                segs.append((h, nb, seat, complete))
    ships: dict = {}
    for i, p in enumerate(state.players):
        ships.setdefault(p.pos, []).append(i)
    return {"setts": setts, "gems": gems, "segs": segs, "ships": ships}


def _beside_ships(ships: int, spx: int, s: float) -> tuple[int, tuple[float, float]]:
    """(size, offset from the hex's middle) of a settlement with `ships`
    ships on its hex: one ship keeps the upper left, several a column down
    the left, and the settlement moves right so none lies on another."""
    if ships == 1:
        return max(24, round(spx * 0.8)), (s * 0.2, s * 0.2)
    return max(22, round(spx * 0.7)), (s * 0.38, s * 0.1)


class CaptainBoardView(Part):
    def __init__(self, ctx, art):
        super().__init__(ctx)
        self.art = art
        self.hexes = None  # a CaptainHexMap, given by place()
        self._layers: dict = {}
        self._model = None  # (step key, board_model)
        self.label_rects: list[pygame.Rect] = []  # where the region names were drawn in the last frame

    def place(self, hexes) -> None:
        """Draw through this hex map (a new one after the window changed shape)."""
        self.hexes = hexes
        self._layers = {}

    def model(self) -> dict:
        """board_model() of the live state, worked out once per step."""
        key = (len(self.ctx.match.steps), id(self.ctx.state))
        if self._model is None or self._model[0] != key:
            self._model = (key, board_model(self.ctx.state))
        return self._model[1]

    def draw(self, surface, marks: Marks) -> None:
        """The map inside the hex map's rect (clipped to it)."""
        clip = surface.get_clip()
        surface.set_clip(self.hexes.rect)
        try:
            self._draw_layer(surface)
            self._draw_highlights(surface, marks)
            self._draw_pieces(surface, marks)
            self._draw_region_names(surface, marks.covered)
            self._draw_path(surface, marks.path)
        finally:
            surface.set_clip(clip)

    # --- static layer
    def hex_layer(self):
        """(surface, world top-left) of the static layer at the current zoom."""
        s = round(self.hexes.size, 4)
        key = (self.hexes.rot, s)
        got = self._layers.get(key)
        if got is None:
            got = self._make_layer(s)
            self._layers[key] = got
            while len(self._layers) > LAYER_CACHE:
                self._layers.pop(next(iter(self._layers)))
        return got

    def _make_layer(self, s: float):
        board = self.ctx.state.board
        b = self.hexes.world_bounds
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
        corners = {hh: hexgrid.corners(self.hexes.disp[hh], s, True, origin) for hh in board.order}
        for hh in board.order:
            ti = tile_of[hh]
            pygame.draw.polygon(surf, FED_FILL if ti == fed else TILE_FILLS[ti % len(TILE_FILLS)], corners[hh])
        # federation emblem watermark
        cx, cy = hexgrid.hex_to_pixel(self.hexes.disp[board.centre], s, True, origin)
        self._draw_emblem(surf, (cx, cy), s)
        for hh in board.order:
            d = board.decor.get(hh, "")
            if d and d != "station":
                self._draw_decor(surf, d, hexgrid.hex_to_pixel(self.hexes.disp[hh], s, True, origin), s, hh)
        gw = 1 if s < 30 else 2
        for hh in board.order:
            pygame.draw.polygon(surf, GRID, corners[hh], gw)
        # tile borders (and the board edge)
        bw = max(3, round(s / 9))
        fed_edges = []
        for hh in board.order:
            dh = self.hexes.disp[hh]
            pts = corners[hh]
            for i, dv in enumerate(hexgrid.DIRECTIONS):
                nb = self.hexes.undisp.get((dh[0] + dv[0], dh[1] + dv[1]))
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
            label = self.ctx.assets.text("FEDERATION", _federation_size(s), (255, 226, 150), True).copy()
            label.set_alpha(170)
            surf.blit(label, label.get_rect(center=(round(center[0]), round(center[1] + s * 2.75))))

    def federation_label_rect(self) -> pygame.Rect | None:
        """Where the emblem's FEDERATION label is on the screen (None: too small to be drawn)."""
        s = self.hexes.size
        if s < 22:
            return None
        x, y = self.hexes.hex_center(self.ctx.state.board.centre)
        r = pygame.Rect(0, 0, *self.ctx.assets.text_size("FEDERATION", _federation_size(s), True))
        r.center = (round(x), round(y + s * 2.75))
        return r

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
        layer, (wx0, wy0) = self.hex_layer()
        x, y = self.hexes.to_screen(wx0, wy0)
        surface.blit(layer, (round(x), round(y)))

    # --- dynamic board
    def _stamp_at(self, surface, style: str, h) -> None:
        stamp = self.art.stamp(style, self.hexes.size)
        x, y = self.hexes.hex_center(h)
        surface.blit(stamp, stamp.get_rect(center=(round(x), round(y))))

    def _draw_highlights(self, surface, marks: Marks) -> None:
        if marks.me is not None:
            self._stamp_at(surface, "me", marks.me)
        if marks.peek is not None:
            self._stamp_at(surface, "peek", marks.peek)
        for h in marks.reach:  # faint dots: a click asks once, then the ship flies there
            self._stamp_at(surface, "reach", h)
        hov, act = marks.hover, marks.hover_action
        for t, h in marks.targets:
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
            self._stamp_at(surface, style, h)

    def _draw_pieces(self, surface, marks: Marks) -> None:
        art, hexes, reveal = self.art, self.hexes, self.ctx.reveal
        model = self.model()
        s = hexes.size
        view = hexes.rect.inflate(s * 4, s * 4)
        # trade routes
        lw = max(3, round(s / 7))
        for a, b, owner, complete in model["segs"]:
            pa, pb = hexes.hex_center(a), hexes.hex_center(b)
            if not view.collidepoint(pa):
                continue
            col = art.seat_colour(owner)
            if not complete:
                col = tuple(int(v * 0.55) for v in col)
            pygame.draw.line(surface, (8, 8, 16), pa, pb, lw + 4)
            pygame.draw.line(surface, col, pa, pb, lw)
        # gems
        gpx = max(20, round(s * 0.86))
        for h, (owner, valid, complete) in model["gems"].items():
            c = hexes.hex_center(h)
            if not view.collidepoint(c):
                continue
            spr = art.gem(owner, gpx, valid, complete)
            surface.blit(spr, spr.get_rect(center=(round(c[0]), round(c[1]))))
        # settlements
        spx = max(26, round(s * 1.15))
        for h, (owner, hp) in model["setts"].items():
            c = hexes.hex_center(h)
            if not view.collidepoint(c):
                continue
            if h in model["ships"]:  # make room for the visiting ships
                px2, (dx, dy) = _beside_ships(len(model["ships"][h]), spx, s)
                spr = art.settlement(owner, px2, hp)
                c = (c[0] + dx, c[1] + dy)
            else:
                spr = art.settlement(owner, spx, hp)
            surface.blit(spr, spr.get_rect(center=(round(c[0]), round(c[1]))))
        # ships
        shpx = max(24, round(s * 1.2))
        for h, seats in model["ships"].items():
            seats = [i for i in seats if i not in reveal]
            if not seats:
                continue
            cx, cy = hexes.hex_center(h)
            if not view.collidepoint((cx, cy)):
                continue
            structure = h in model["setts"] or h in model["gems"]
            seats.sort(key=lambda i: i == self.ctx.viewer)  # the person's own ship on top
            if len(seats) == 1:
                px = shpx if not structure else max(22, round(shpx * 0.74))
                off = [(0, 0)] if not structure else [(-s * 0.42, -s * 0.4)]
            elif structure and len(seats) < 4:
                # ships in a column down the hex's left, the structure on its right (_beside_ships)
                px = max(20, round(shpx * 0.6))
                step = s * (0.78 if len(seats) == 2 else 0.6)
                off = [(-s * 0.42, (i - (len(seats) - 1) / 2) * step) for i in range(len(seats))]
            else:
                # several ships: a ring (at the hub it spreads over the hub's
                # Federation neighbours, where no structure can stand)
                big = len(seats) >= 4
                px = max(20, round(shpx * (0.8 if big else 0.74)))
                rr = s * (0.98 if big else 0.5 if len(seats) == 2 else 0.56)
                off = [(rr * math.cos(-math.pi / 2 + i * math.tau / len(seats)),
                        rr * math.sin(-math.pi / 2 + i * math.tau / len(seats))) for i in range(len(seats))]
            for seat, (dx, dy) in zip(seats, off):
                spr = art.ship(seat, px)
                surface.blit(spr, spr.get_rect(center=(round(cx + dx), round(cy + dy))))
        for seat, fl in reveal.items():
            x, y = hexes.to_screen(*flight_point(fl))
            spr = art.ship(seat, shpx)
            surface.blit(spr, spr.get_rect(center=(round(x), round(y))))
        # a settlement's health stays readable over the ships visiting it
        for h, (owner, hp) in model["setts"].items():
            if h not in model["ships"]:
                continue
            cx, cy = hexes.hex_center(h)
            if view.collidepoint((cx, cy)):
                px2, (dx, dy) = _beside_ships(len(model["ships"][h]), spx, s)  # where the settlement was drawn
                under = art.settlement(owner, px2, hp).get_rect(center=(round(cx + dx), round(cy + dy)))
                pip = art.health_pip(px2, hp)
                surface.blit(pip, pip.get_rect(topright=under.topright))
        # attack costs on the targets
        for t, h in marks.targets:
            badge = self._badge_text(t.actions)
            if not badge:
                continue
            x, y = hexes.hex_center(h)
            img = self.ctx.assets.text(badge, theme.SIZE_TINY, (255, 255, 255), True)
            br = img.get_rect().inflate(12, 2)
            br.center = (round(x + s * 0.5), round(y + s * 0.62))
            pygame.draw.rect(surface, (10, 10, 18), br.move(1, 2), border_radius=br.h // 2)
            pygame.draw.rect(surface, (178, 52, 46), br, border_radius=br.h // 2)
            pygame.draw.rect(surface, (255, 190, 170), br, 2, border_radius=br.h // 2)
            surface.blit(img, img.get_rect(center=br.center))

    def _draw_region_names(self, surface, covered=()) -> None:
        """Each region's name (quiet, over the map) on the hex of its region
        nearest its middle whose label meets no ship, settlement, gem or trade
        route, on a soft plate (the hex grid's lines cross every spot); where
        every spot meets one, on an edged plate over the fewest.  A name goes
        nowhere the table draws over (`covered`), and is left out when its
        region lies all under it."""
        hexes, board, model = self.hexes, self.ctx.state.board, self.model()
        s = hexes.size
        self.label_rects = []
        if s < 24:
            return
        size = max(theme.SIZE_TINY, min(34, int(s * 0.62)))
        pieces = []
        for h in set(model["ships"]) | set(model["setts"]) | set(model["gems"]):
            x, y = hexes.hex_center(h)
            pieces.append(pygame.Rect(round(x - s * 0.7), round(y - s * 0.7), round(s * 1.4), round(s * 1.4)))
        routes = [(hexes.hex_center(a), hexes.hex_center(b)) for a, b, _owner, _complete in model["segs"]]
        for i, pl in enumerate(board.placements):
            if pl.federation:
                continue
            name = pl.title.upper()
            w, h = self.ctx.assets.text_size(name, size, True)
            spots = sorted((hx for hx in board.order if board.tile_of[hx] == board.tile_of[tuple(pl.centre)]),
                           key=lambda hx: (hexgrid.distance(hx, tuple(pl.centre)), hx))
            best = None
            nudges = [(0, 0)] + [(dx * s * 0.87, dy * s * 0.75) for dy in (0, -1, 1) for dx in (-1, 0, 1) if dx or dy]
            for hx, (dx, dy) in ((hx, d) for hx in spots for d in nudges):
                x, y = hexes.hex_center(hx)
                r = pygame.Rect(0, 0, w, h)
                r.center = (round(x + dx), round(y + dy))
                if r.collidelist(covered) >= 0:
                    continue
                lined = r.inflate(8, 8)
                hits = sum(r.colliderect(p) for p in pieces) + sum(bool(lined.clipline(a, b)) for a, b in routes)
                if best is None or hits < best[0]:
                    best = (hits, r)
                if hits == 0:
                    break
            if best is None:
                continue
            hits, r = best
            # on a plate always: the hex grid's lines run through every spot of a region
            draw.panel(surface, r.inflate(14, 4), fill=(10, 12, 26, 210 if hits else 170),
                       edge=(90, 104, 150) if hits else None, radius=8, shadow=False)
            draw.text(surface, name, r.center, size, (150, 162, 196), True, "center")
            self.label_rects.append(r)

    def _draw_path(self, surface, path) -> None:
        if path is None:
            return
        st = self.ctx.state
        hexes = self.hexes
        self._stamp_at(surface, "hover", path.to)
        pts = [hexes.hex_center(st.players[st.current].pos)] + [hexes.hex_center((m.q, m.r)) for m in path.moves]
        w = max(3, round(hexes.size / 8))
        pygame.draw.lines(surface, (10, 10, 20), False, pts, w + 4)
        pygame.draw.lines(surface, ROUTE_COL, False, pts, w)
        for i, p in enumerate(pts[1:], 1):
            r = max(w + 4, 12)  # the step's number at theme.SIZE_MIN or more
            pygame.draw.circle(surface, (10, 10, 20), (round(p[0]), round(p[1])), r + 2)
            pygame.draw.circle(surface, ROUTE_COL, (round(p[0]), round(p[1])), r)
            img = self.ctx.assets.text(str(i), max(theme.SIZE_MIN, w * 2 + 4), (20, 20, 30), True)
            surface.blit(img, img.get_rect(center=(round(p[0]), round(p[1]))))

    def _badge_text(self, actions) -> str:
        """The roll an attack needs ("7+", "5+/9+"), or ""."""
        st = self.ctx.state
        parts = []
        for a in actions:
            t = type(a)
            if t is A.AttackShip:
                parts.append(f"{texts.hit_need(st, 'ship')}+")
            elif t is A.AttackSettlement:
                parts.append(f"{texts.hit_need(st, 'settlement')}+")
        return "/".join(dict.fromkeys(parts))
