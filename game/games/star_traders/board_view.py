"""The galaxy on screen: a pan/zoom view of the 36 worlds and their
jumplines, with stations, ships, contract markers and the highlights of a
jump.

    view = GalaxyView(galaxy, map_rect, LINE_NEED)
    view.draw(surface, pieces)          # pieces: a Pieces (what stands where)
    view.world_at(pos)                  # the world under a logical point, or None
    view.world_screen(n)                # where world n is drawn

The static picture (glow, dust, jumplines, planets, numbers and names) is
drawn once per zoom level and then only blitted, so panning costs one blit
and the few pieces.  GalaxyView holds no game state; StarTradersBoard, the
table's part, builds the Pieces from what the table's viewer sees.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from typing import Callable

from game.games.star_traders import art
from game.games.star_traders.luck_cards import envoy_worlds, imperial_worlds, quarantined
from game.games.star_traders.rules import actions as A
from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.camera import Camera

LAYER_CACHE = 3
PLANET_MAP = 74  # a planet's diameter in map units
MARGIN_MAP = 100  # room around the outermost worlds (map units)
LABEL_ROOM_MAP = 90
GLOW_PAD_MAP = 420  # the glow's layer reaches this far past the bounds (no hard edge)
REACH_COL = (110, 236, 246)
HOVER_COL = theme.HILITE


@dataclass
class Pieces:
    """What the galaxy shows besides the map itself (all optional).

    stations  world -> (colour, symbol)
    ships     [(world, colour, symbol, second)] (second: a Tycoon's 2nd ship)
    markers   [(world, slot, up, colour, star)] contract dice: up = pick up
    reach     world -> jumpline (or None: any way, e.g. a random jump)
              the worlds a click jumps to now, drawn lit
    path      jumplines to draw bright (the hovered jump)
    current   the world of the ship that acts (a soft ring)
    hover     the world under the mouse (a light ring)
    quarantine  worlds under Quarantine (a striped ring with a barred Q)
    imperial    worlds whose station is an Imperial Station (starred ring)
    envoy     worlds an Imperial Envoy sends someone to (dashed ring, pennant)
    """

    stations: dict = field(default_factory=dict)
    ships: list = field(default_factory=list)
    markers: list = field(default_factory=list)
    reach: dict = field(default_factory=dict)
    path: list = field(default_factory=list)
    current: int | None = None
    hover: int | None = None
    symbols: bool = True
    phase: float = 0.0  # seconds, for the pulse of the lit worlds
    quarantine: set = field(default_factory=set)
    imperial: set = field(default_factory=set)
    envoy: set = field(default_factory=set)


class GalaxyView:
    def __init__(self, galaxy, rect, line_need: dict, assets, *, on_change=None, max_k: int = 5):
        self.galaxy = galaxy
        self.line_need = dict(line_need)
        self.assets = assets
        self._layers: dict = {}
        self._legend_key, self._legend_rect = None, None  # the legend's place for a view rect
        xs = [w.x for w in galaxy.worlds.values()]
        ys = [w.y for w in galaxy.worlds.values()]
        # more room below: the numbers and names hang under the planets
        self.bounds = (min(xs) - MARGIN_MAP, min(ys) - MARGIN_MAP, max(xs) + MARGIN_MAP,
                       max(ys) + MARGIN_MAP + LABEL_ROOM_MAP)
        self.core = (sum(xs) / len(xs), sum(ys) / len(ys))
        core = galaxy.worlds.get(66)
        if core is not None:
            self.core = (core.x, core.y)
        self.camera = Camera(rect, self.bounds, 1.0, min_k=-1, max_k=max_k, on_change=on_change, noun="galaxy")
        self.set_rect(rect)

    # ------------------------------------------------------------ geometry
    def set_rect(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.camera.view = pygame.Rect(self.rect)
        self.camera.fit_size = Camera.fit_scale(self.bounds, self.rect.inflate(-16, -16))
        self._layers = {}
        self.camera.fit()

    @property
    def scale(self) -> float:
        return self.camera.size

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.camera.to_screen(x, y)

    def world_screen(self, n: int) -> tuple[float, float]:
        w = self.galaxy.worlds[n]
        return self.camera.to_screen(w.x, w.y)

    def planet_px(self, scale: float | None = None) -> int:
        s = self.scale if scale is None else scale
        return max(14, round(PLANET_MAP * s))

    def world_rect(self, n: int) -> pygame.Rect:
        """The world's clickable box (planet and its ring)."""
        px = max(34, round(self.planet_px() * 1.5))
        x, y = self.world_screen(n)
        r = pygame.Rect(0, 0, px, px)
        r.center = (round(x), round(y))
        return r

    def world_at(self, pos) -> int | None:
        """The world whose planet (or ring) is under `pos`."""
        if not self.rect.collidepoint(pos):
            return None
        best, best_d = None, None
        reach = max(18.0, self.planet_px() * 0.78)
        for n in self.galaxy.worlds:
            x, y = self.world_screen(n)
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= reach and (best_d is None or d < best_d):
                best, best_d = n, d
        return best if best is not None else self.label_at(pos)

    def label_at(self, pos) -> int | None:
        """The world whose number or name is under `pos` (a click there means the world)."""
        _layer, origin, labels = self._layer()
        ox, oy = self.to_screen(*origin)
        for n, box in labels.items():
            if box.move(round(ox), round(oy)).collidepoint(pos):
                return n
        return None

    def line_screen(self, line) -> list[tuple[float, float]]:
        return [self.to_screen(x, y) for x, y in line.points]

    # ------------------------------------------------------------ the static layer
    def _layer(self):
        s = round(self.scale, 5)
        got = self._layers.get(s)
        if got is None:
            got = self._make_layer(s)
            self._layers[s] = got
            while len(self._layers) > LAYER_CACHE:
                self._layers.pop(next(iter(self._layers)))
        return got

    def _arms(self) -> list:
        """Each arm's world points from the Core outwards (k1..k6)."""
        arms = []
        for k in range(1, 6):
            pts = [(self.galaxy.worlds[n].x, self.galaxy.worlds[n].y)
                   for n in range(10 * k + 1, 10 * k + 7) if n in self.galaxy.worlds]
            if pts:
                arms.append(pts)
        return arms

    def _make_layer(self, s: float):
        g = GLOW_PAD_MAP
        b = (self.bounds[0] - g, self.bounds[1] - g, self.bounds[2] + g, self.bounds[3] + g)
        w = int((b[2] - b[0]) * s) + 2
        h = int((b[3] - b[1]) * s) + 2
        origin = (b[0], b[1])
        surf = art.spiral_glow((w, h), self._arms(), self.core, s, origin)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()

        def at(x, y):
            return ((x - origin[0]) * s, (y - origin[1]) * s)

        px = self.planet_px(s)
        lw = max(2, min(7, round(1.6 + s * 5)))
        # jumplines: a dark track, then the colour in its pattern
        order = {c: i for i, c in enumerate(art.LINE_ORDER)}
        lines = sorted(self.galaxy.lines, key=lambda l: -order.get(l.colour, 0))
        for line in lines:
            pts = art.trim([at(x, y) for x, y in line.points], px * 0.45, px * 0.45)
            art.thick_line(surf, pts, (4, 6, 16, 150), lw + 5)
        for line in lines:
            pts = art.trim([at(x, y) for x, y in line.points], px * 0.45, px * 0.45)
            art.patterned_line(surf, pts, art.LINE_COLOURS[line.colour], art.LINE_STYLES[line.colour], lw)
        # planets, star marks, numbers and names
        size = max(theme.SIZE_MIN, min(30, round(s * 50)))
        named = size - 3 >= theme.SIZE_MIN  # zoomed out, a world shows its number only (its tooltip names it)
        labels = {}  # world: its number's (and name's) box on the layer, clickable as the planet is
        for n, world in sorted(self.galaxy.worlds.items()):
            x, y = at(world.x, world.y)
            big = px + (max(4, px // 5) if n == 66 else 0)
            img = self.assets.generated(("st-planet", n, big), lambda n=n, big=big: art.planet(big, n, n // 10))
            surf.blit(img, img.get_rect(center=(round(x), round(y))))
            if world.star:
                art.star_mark(surf, (x + big * 0.42, y - big * 0.42), max(5, big * 0.24), world.star)
            labels[n] = self._label(surf, n, world.name if named else "", (x, y), big, size, at(*self.core), s)
        return surf, origin, labels

    @staticmethod
    def _label(surf, n, name, pos, big, size, core, s) -> pygame.Rect:
        """Number (gold, bold) and name (when given) under the planet; the
        inner Core worlds put theirs on the side away from the centre (they
        stand close)."""
        x, y = pos
        dx, dy = x - core[0], y - core[1]
        dist = math.hypot(dx, dy)
        name_size = size - 3
        if n // 10 == 6 and n != 66 and dist > 1 and abs(dx) > abs(dy) * 0.8:
            side = 1 if dx > 0 else -1
            anchor = "midleft" if side > 0 else "midright"
            lx = x + side * big * 0.72
            num = art.text_outlined(surf, str(n), (lx, y - (size * 0.45 if name else 0)), size, theme.GOLD, True,
                                    anchor)
            if name:
                num = num.union(art.text_outlined(surf, name, (lx, num.bottom + size * 0.4), name_size,
                                                  (226, 232, 246), False, anchor))
            return num
        if n // 10 == 6 and n != 66 and dist > 1 and dy < 0:
            top, box = y - big * 0.72, None
            if name:
                box = art.text_outlined(surf, name, (x, top), name_size, (226, 232, 246), False, "midbottom")
                top = box.top + 2
            num = art.text_outlined(surf, str(n), (x, top), size, theme.GOLD, True, "midbottom")
            return num.union(box) if box is not None else num
        num = art.text_outlined(surf, str(n), (x, y + big * 0.74), size, theme.GOLD, True, "midtop")
        if name:
            num = num.union(art.text_outlined(surf, name, (x, num.bottom - 2), name_size, (226, 232, 246), False,
                                              "midtop"))
        return num

    def label_rects(self) -> list:
        """Where the worlds' numbers and names are drawn on screen (those in view)."""
        _layer, origin, labels = self._layer()
        x, y = self.to_screen(*origin)
        on_screen = (r.move(round(x), round(y)) for r in labels.values())
        return [r for r in on_screen if self.rect.colliderect(r)]

    # ------------------------------------------------------------ drawing
    def draw(self, surface, pieces: Pieces | None = None) -> None:
        pieces = pieces or Pieces()
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        try:
            layer, origin, _labels = self._layer()
            x, y = self.to_screen(*origin)
            surface.blit(layer, (round(x), round(y)))
            self._draw_reach(surface, pieces)
            self._draw_stations(surface, pieces)
            self._draw_status(surface, pieces)
            self._draw_markers(surface, pieces)
            self._draw_ships(surface, pieces)
        finally:
            surface.set_clip(clip)

    def _visible(self, p, pad: float = 60) -> bool:
        return self.rect.inflate(pad * 2, pad * 2).collidepoint(p)

    def _ring(self, surface, center, radius, colour, width, alpha=255):
        r = int(radius) + width + 2
        s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        pygame.draw.circle(s, (*colour[:3], alpha), (r, r), radius, width)
        surface.blit(s, (round(center[0]) - r, round(center[1]) - r))

    def _draw_reach(self, surface, p: Pieces) -> None:
        px = self.planet_px()
        lw = max(3, min(9, round(2.6 + self.scale * 6)))
        for line in p.path:
            pts = art.trim(self.line_screen(line), px * 0.45, px * 0.45)
            glow = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            local = [(x - self.rect.x, y - self.rect.y) for x, y in pts]
            art.thick_line(glow, local, (255, 236, 150, 90), lw + 18)
            art.thick_line(glow, local, (255, 246, 200, 170), lw + 10)
            surface.blit(glow, self.rect.topleft)
            art.thick_line(surface, pts, (10, 10, 24), lw + 3)
            art.patterned_line(surface, pts, art.LINE_COLOURS[line.colour], art.LINE_STYLES[line.colour], lw)
        if p.current is not None and p.current in self.galaxy.worlds:
            c = self.world_screen(p.current)
            self._ring(surface, c, px * 0.98, theme.HILITE, 2, 200)
        pulse = 0.5 + 0.5 * math.sin(p.phase * 4.0)
        for n in p.reach:
            c = self.world_screen(n)
            if not self._visible(c):
                continue
            hot = n == p.hover
            self._ring(surface, c, px * (0.9 + 0.08 * pulse), HOVER_COL if hot else REACH_COL, max(3, px // 9),
                       255 if hot else int(150 + 100 * pulse))
        if p.hover is not None and p.hover not in p.reach and p.hover in self.galaxy.worlds:
            self._ring(surface, self.world_screen(p.hover), px * 0.86, (235, 240, 255), 2, 170)

    def _draw_stations(self, surface, p: Pieces) -> None:
        px = round(self.planet_px() * 1.45)
        for n, (colour, symbol) in p.stations.items():
            c = self.world_screen(n)
            if not self._visible(c):
                continue
            img = self.assets.generated(("st-ring", px, tuple(colour), symbol, p.symbols),
                                        lambda: art.station_ring(px, colour, symbol, p.symbols))
            pad = 4
            surface.blit(img, (round(c[0] - px / 2 - pad), round(c[1] - px / 2 - pad)))

    def _draw_status(self, surface, p: Pieces) -> None:
        """Imperial Stations, Envoy targets and Quarantines around the planets."""
        px = round(self.planet_px() * 1.45)
        for worlds, key, make in ((p.imperial, "st-imperial", art.imperial_ring),
                                  (p.envoy, "st-envoy", art.envoy_flag),
                                  (p.quarantine, "st-quarantine", art.quarantine_mark)):
            size = max(48, round(px * 1.12)) if make is art.quarantine_mark else px
            for n in worlds:
                if n not in self.galaxy.worlds:
                    continue
                c = self.world_screen(n)
                if not self._visible(c):
                    continue
                img = self.assets.generated((key, size), lambda make=make, size=size: make(size))
                surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))

    def _draw_markers(self, surface, p: Pieces) -> None:
        ppx = self.planet_px()
        mpx = max(21, round(ppx * 0.66))
        by_world: dict = {}
        for m in p.markers:
            by_world.setdefault(m[0], []).append(m)
        for n, ms in by_world.items():
            cx, cy = self.world_screen(n)
            if not self._visible((cx, cy)):
                continue
            x = cx - ppx * 0.78 - mpx * 0.55
            y0 = cy - (len(ms) - 1) * (mpx + 2) / 2
            for i, (_, slot, up, colour, star) in enumerate(ms):
                img = self.assets.generated(("st-marker", mpx, slot, up, tuple(colour), star),
                                            lambda: art.contract_marker(mpx, slot, up, colour, star))
                surface.blit(img, img.get_rect(center=(round(x), round(y0 + i * (mpx + 2)))))

    def ship_px(self) -> int:
        return max(30, round(self.planet_px() * 1.05))

    def ship_spots(self, ships) -> list[tuple[float, float]]:
        """Where each of `ships` (as in Pieces.ships) is drawn: beside its
        world, several at one world fanned out."""
        ppx = self.planet_px()
        spx = self.ship_px()
        count: dict = {}
        for s in ships:
            count[s[0]] = count.get(s[0], 0) + 1
        seen: dict = {}
        out = []
        for s in ships:
            n = s[0]
            i = seen.get(n, 0)
            seen[n] = i + 1
            k = count[n]
            cx, cy = self.world_screen(n)
            ang = -math.pi * 0.25 + (i - (k - 1) / 2) * 0.62
            r = ppx * 0.62 + spx * 0.42
            out.append((cx + r * math.cos(ang), cy + r * math.sin(ang) - spx * 0.1))
        return out

    def _ship_img(self, colour, symbol, second, symbols):
        px = self.ship_px()

        def make():
            icon = self.assets.image_scaled((px, px), "art", "icons", "ship.png")
            body = dark = None
            if icon is not None:
                body = icon.copy()
                body.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
                dark = icon.copy()
                dark.fill((12, 12, 22, 255), special_flags=pygame.BLEND_RGBA_MULT)
            return art.ship(px, colour, symbol, symbols, body, dark, second)

        return self.assets.generated(("st-ship", px, tuple(colour), symbol, second, symbols), make)

    def _draw_ships(self, surface, p: Pieces) -> None:
        for s, (x, y) in zip(p.ships, self.ship_spots(p.ships)):
            if not self._visible((x, y)):
                continue
            _, colour, symbol, second = s[:4]
            img = self._ship_img(colour, symbol, second, p.symbols)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_ship_at(self, surface, pos, colour, symbol, second=False, symbols=True) -> None:
        """A ship in flight (drawn by the table's animation)."""
        img = self._ship_img(colour, symbol, second, symbols)
        surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))

    # ------------------------------------------------------------ legend
    LEGEND_ROW = 24

    def legend_rect(self) -> pygame.Rect:
        """The legend's box: in the corner of the view (not the zoom
        buttons' one) that covers the fewest worlds of the fitted galaxy."""
        key = tuple(self.rect)
        if self._legend_key == key:
            return self._legend_rect
        rows = len(art.LINE_ORDER) + 1
        r = pygame.Rect(0, 0, 262, 36 + rows * self.LEGEND_ROW + 4)
        fit = Camera.fit_scale(self.bounds, self.rect.inflate(-16, -16))
        cx = (self.bounds[0] + self.bounds[2]) / 2
        cy = (self.bounds[1] + self.bounds[3]) / 2
        spots = [(self.rect.centerx + (w.x - cx) * fit, self.rect.centery + (w.y - cy) * fit)
                 for w in self.galaxy.worlds.values()]
        best = None
        m = 10
        for corner, at in (("bottomleft", (self.rect.x + m, self.rect.bottom - m)),
                           ("topleft", (self.rect.x + m, self.rect.y + m)),
                           ("topright", (self.rect.right - m, self.rect.y + m))):
            cand = r.copy()
            setattr(cand, corner, at)
            grown = cand.inflate(50, 50)
            hits = sum(1 for p in spots if grown.collidepoint(p))
            if best is None or hits < best[0]:
                best = (hits, cand)
        self._legend_key, self._legend_rect = key, best[1]
        return best[1]

    def draw_legend(self, surface) -> pygame.Rect:
        """Which line needs which roll, with each line's pattern."""
        r = self.legend_rect()
        draw.panel(surface, r, fill=(10, 14, 30, 218), edge=(90, 104, 150), radius=12, shadow=False)
        draw.text(surface, "Jump needs a roll of", (r.x + 12, r.y + 8), theme.SIZE_MIN, theme.GOLD, True)
        y = r.y + 34
        half = self.LEGEND_ROW // 2
        for colour, words, need in art.legend_rows(self.line_need):
            img = self.assets.generated(("st-legend-line", colour), lambda c=colour: art.line_sample((64, 18), c, 4))
            surface.blit(img, (r.x + 10, y + half - 9))
            draw.text(surface, need, (r.x + 82, y + half), theme.SIZE_TINY, theme.TEXT, True, "midleft")
            draw.text(surface, f"{colour}, {words}", (r.x + 118, y + half), theme.SIZE_MIN, theme.TEXT_DIM, False,
                      "midleft")
            y += self.LEGEND_ROW
        art.star_mark(surface, (r.x + 20, y + half), 8, "red")
        draw.text(surface, "start", (r.x + 32, y + half), theme.SIZE_MIN, theme.TEXT_DIM, False, "midleft")
        art.star_mark(surface, (r.x + 108, y + half), 8, "blue")
        draw.text(surface, "Core world", (r.x + 120, y + half), theme.SIZE_MIN, theme.TEXT_DIM, False, "midleft")
        return r

    def legend_tip(self) -> str:
        rows = [f"{c.capitalize()} line ({w}): roll {n} or more" for c, w, n in art.legend_rows(self.line_need)]
        return ("Jumplines. A regular jump needs a roll at least this high; a station jump to a beacon you may use "
                "needs none.\n" + "\n".join(rows) + "\nRed star: a start world. Blue star: a Core world.")


class StarTradersBoard(Part):
    """The galaxy at the table (a part): its GalaxyView and what stands on
    it, read from the table's view; the pulse of the worlds a click reaches.

    Wired by the table: `seat_look(seat)` -> (colour, symbol), `lit_worlds()`
    the worlds a click jumps to now, `overlays()` the table's rects lying over
    the map (a dialog, the Personality cards); `on_change()` after the camera
    moved."""

    def __init__(self, ctx, rect, line_need: dict, *, seat_look: Callable, lit_worlds: Callable,
                 overlays: Callable, on_change: Callable | None = None):
        super().__init__(ctx)
        self.galaxy = ctx.state.board.galaxy
        self.galaxy_view = GalaxyView(self.galaxy, rect, line_need, ctx.assets, on_change=on_change)
        self.seat_look = seat_look
        self.lit_worlds = lit_worlds
        self.overlays = overlays
        self.phase = 0.0  # seconds, for the pulse of the lit worlds

    @property
    def camera(self) -> Camera:
        return self.galaxy_view.camera

    def update(self, dt: float) -> bool:
        self.phase += dt
        return False  # the table asks for a redraw while worlds are lit

    def world_open(self, pos) -> int | None:
        """The world under pos, unless something on the map covers it (the
        zoom buttons, the legend, an overlay of the table)."""
        covers = [self.camera.zoom_rects()["all"], self.galaxy_view.legend_rect()] + list(self.overlays())
        if any(r.collidepoint(pos) for r in covers):
            return None
        return self.galaxy_view.world_at(pos)

    def pieces(self) -> Pieces:
        ctx = self.ctx
        v = ctx.view
        p = Pieces(symbols=bool(getattr(ctx.settings, "colour_symbols", True)), phase=self.phase)
        for w, owner in v.get("stations", []):
            p.stations[int(w)] = self.seat_look(owner)
        for seat, ships in enumerate(v.get("ships", [])):
            for i, w in enumerate(ships):
                if (seat, i) in ctx.reveal:
                    continue
                p.ships.append((w, *self.seat_look(seat), i == 1))
        for c in v.get("contracts", []):
            if not c:
                continue
            col = art.contract_colour(c["slot"])
            p.markers.append((c["from"], c["slot"], True, col, False))
            p.markers.append((c["to"], c["slot"], False, col, False))
        st = ctx.state
        for seat in range(st.num_players):
            m = st.mission(seat)
            if m is None:
                continue
            col = self.seat_look(seat)[0]
            if st.aboard[seat] is None:
                p.markers.append((m.frm, 0, True, col, True))
            p.markers.append((m.to, 0, False, col, True))
        seat = None if st.is_over else st.current
        if seat is not None and st.stage == "turn" and st.ships[seat]:
            p.current = st.ships[seat][0]
        if ctx.my_turn:
            for n in self.lit_worlds():
                p.reach[n] = None
            hov = ctx.hover_target
            if hov is not None and isinstance(hov.key, tuple) and hov.key[0] == "world":
                p.path = self._paths_to(hov.key[1], hov.actions)
        p.hover = self.world_open(ctx.mouse)
        p.quarantine, p.imperial, p.envoy = quarantined(v), imperial_worlds(v), envoy_worlds(v)
        return p

    def _paths_to(self, n: int, actions) -> list:
        """The jumplines a jump or beacon request to world n flies along."""
        st = self.ctx.state
        out = []
        for a in actions:
            if type(a) not in (A.Jump, A.AskBeacon):
                continue
            ships = st.ships[st.current]
            frm = ships[a.ship] if a.ship < len(ships) else None
            line = self.galaxy.line_between(frm, n) if frm is not None else None
            if line is not None and line not in out:
                out.append(line)
        return out

    def draw(self, surface) -> None:
        self.galaxy_view.draw(surface, self.pieces())
