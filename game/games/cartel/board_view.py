"""The city of Cartel drawn in a 3/4 view: a square grid seen from above at a
slant (rows squashed by ROW), road cards flat on the ground, and buildings as
stacks of floors that rise up the screen, drawn back row to front row so a
tall building hides what stands behind it.

`City` is the plain picture of the city the table builds from the seat's
view; `CityView` turns cells into screen shapes under a game.ui.camera.Camera
(world units: one cell wide, ROW cells tall), draws the city with marks
(legal spots, reachable spaces, bridges, a road preview) and picks the cell
under the mouse, building bodies first.  No game rules here."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.games.cartel import art
from game.ui import draw, theme
from game.ui.assets import get_assets

ROW = 0.8  # a cell's depth on screen, in cell widths (the slant of the view)
FLOOR = 0.25  # a floor's height on screen, in cell widths
INSET = 0.11  # a building's margin inside its cell, in cell widths


@dataclass
class Floor:
    card: str  # card id
    name: str
    letter: str
    colour: tuple
    agents: tuple = ()  # ((seat, count), ...) when the rules place agents on floors


@dataclass
class City:
    roads: dict = field(default_factory=dict)  # cell -> exits (0 N, 1 E, 2 S, 3 W)
    road_names: dict = field(default_factory=dict)  # cell -> road card name
    buildings: dict = field(default_factory=dict)  # cell -> [Floor] ground floor first
    agents: dict = field(default_factory=dict)  # cell -> [(seat, count)]

    def cells(self) -> set:
        return set(self.roads) | set(self.buildings)

    def height(self, cell) -> int:
        return len(self.buildings.get(tuple(cell), ()))

    def tallest(self) -> int:
        return max((len(f) for f in self.buildings.values()), default=0)


# mark styles: (colour, fill alpha)
MARKS = {
    "road": ((120, 210, 235), 50),
    "lot": ((120, 210, 235), 40),
    "build": ((120, 210, 235), 0),
    "move": ((110, 235, 150), 60),
    "bridge": ((236, 210, 110), 40),
    "from": ((240, 244, 255), 70),
    "attack": ((240, 90, 80), 60),
    "agent": ((255, 236, 140), 0),
    "lotdim": ((90, 150, 170), 0),
    "focus": ((255, 236, 140), 0),
}


class CityView:
    def __init__(self, camera):
        self.camera = camera

    # ------------------------------------------------------------ geometry
    @property
    def s(self) -> float:
        return self.camera.size

    def ground(self, cell) -> pygame.Rect:
        """The cell's square on the ground (a ROW-squashed rect)."""
        x, y = cell
        sx, sy = self.camera.to_screen(x, y * ROW)
        ex, ey = self.camera.to_screen(x + 1, (y + 1) * ROW)
        return pygame.Rect(round(sx), round(sy), round(ex) - round(sx), round(ey) - round(sy))

    def footprint(self, cell) -> pygame.Rect:
        g = self.ground(cell)
        i = round(self.s * INSET)
        j = round(self.s * INSET * ROW)
        return pygame.Rect(g.x + i, g.y + j, g.w - 2 * i, g.h - 2 * j)

    def floor_h(self) -> int:
        return max(3, round(self.s * FLOOR))

    def floor_rect(self, cell, level: int) -> pygame.Rect:
        """Front face of floor `level` (0 = ground floor)."""
        f = self.footprint(cell)
        h = self.floor_h()
        return pygame.Rect(f.x, f.bottom - (level + 1) * h, f.w, h)

    def roof(self, cell, floors: int) -> pygame.Rect:
        f = self.footprint(cell)
        return f.move(0, -floors * self.floor_h())

    def body(self, cell, floors: int) -> pygame.Rect:
        """The whole building as drawn (roof and every front face)."""
        f = self.footprint(cell)
        top = f.y - floors * self.floor_h()
        return pygame.Rect(f.x, top, f.w, f.bottom - top)

    def shape(self, city: City, cell) -> pygame.Rect:
        """What the mouse can point at for a cell: the building or the ground."""
        n = city.height(cell)
        return self.body(cell, n) if n else self.ground(cell)

    def anchor(self, city: City, cell) -> tuple:
        """Where a space's agents stand: the roof of a building, the middle of a road."""
        n = city.height(cell)
        r = self.roof(cell, n) if n else self.ground(cell)
        return r.center

    @staticmethod
    def bounds(city: City, extra: set = frozenset(), pad: float = 0.25) -> tuple:
        """World bounds of the city's cells, the `extra` cells (lots, legal
        spots) and the tops of its buildings, plus `pad` around."""
        cells = city.cells() | set(extra) or {(0, 0)}
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        top = min(c[1] * ROW + INSET * ROW - city.height(c) * FLOOR for c in cells)
        return (min(xs) - pad, top - pad, max(xs) + 1 + pad, (max(ys) + 1) * ROW + pad)

    def pick(self, city: City, pos, prefer=frozenset()) -> tuple | None:
        """The cell under `pos`.  A cell in `prefer` (the legal targets) wins
        over a building drawn in front of it; then building bodies (front
        rows first), then the ground cell (empty cells included)."""
        wx, wy = self.camera.to_world(*pos)
        ground = (int(wx // 1), int((wy / ROW) // 1))
        hits = [c for c in sorted(city.buildings, key=lambda c: (-c[1], c[0]))
                if self.body(c, city.height(c)).collidepoint(pos)]
        if prefer:
            for c in hits + [ground]:
                if c in prefer:
                    return c
        return hits[0] if hits else ground

    def covered(self, city: City, cell, point) -> bool:
        """True when a building in a row in front of `cell` is drawn over `point`."""
        return any(c[1] > cell[1] and self.body(c, len(f)).collidepoint(point) for c, f in city.buildings.items())

    # ------------------------------------------------------------ drawing
    def draw(self, surface, city: City, *, marks: dict, token, preview=None, labels: dict | None = None,
             hidden: set = frozenset(), hot=None) -> None:
        """The city.  marks: cell -> style (MARKS); token(surface, seat, c, r)
        draws a seat's agent; preview: (cell, exits) of a road being placed;
        labels: cell -> short text on a mark (build cost); hidden: agent
        spaces not to draw (their tokens are flying); hot: the hovered cell."""
        labels = labels or {}
        s = self.s
        self._draw_grid(surface, city, marks)
        # ground layer: roads, ground marks
        size = max(4, self.ground((0, 0)).w)
        for cell, exits in city.roads.items():
            g = self.ground(cell)
            tile = art.road_tile(size, tuple(exits))
            surface.blit(pygame.transform.scale(tile, g.size) if g.size != (size, size) else tile, g)
        for cell, style in marks.items():
            if city.height(cell) == 0 and not (preview is not None and cell == preview[0]):
                self._ground_mark(surface, cell, style, cell == hot)
        if preview is not None:
            cell, exits = preview
            g = self.ground(cell)
            tile = pygame.transform.scale(art.road_tile(size, tuple(exits)), g.size)
            tile.set_alpha(205)
            surface.blit(tile, g)
            pygame.draw.rect(surface, theme.HILITE, g, 3, border_radius=4)
        # buildings and agents, back row to front row
        rows = sorted(set(city.buildings) | set(city.agents), key=lambda c: (c[1], c[0]))
        r_tok = max(6, min(22, round(s * 0.13)))
        late = []
        for cell in rows:
            floors = city.buildings.get(cell, ())
            n = len(floors)
            for level, fl in enumerate(floors):
                front = self.floor_rect(cell, level)
                art.floor_block(surface, front, self.footprint(cell).h, fl.colour, fl.letter, roof=level == n - 1)
                if fl.agents and front.h >= 12:
                    art.agent_group(surface, (front.right - r_tok - 3, front.centery), list(fl.agents),
                                    max(5, min(r_tok, front.h // 2 - 1)), token)
            if n and cell in marks:
                self._building_mark(surface, city, cell, marks[cell], cell == hot)
            agents = city.agents.get(cell)
            if agents and cell not in hidden:
                c = self.anchor(city, cell)
                r_fit = max(5, min(r_tok, int(self.footprint(cell).w / (2.3 * len(agents)))))
                if n == 0 and self.covered(city, cell, c):
                    late.append((c, agents, r_fit))  # on a road behind a tower: drawn over it, so never lost
                else:
                    art.agent_group(surface, c, list(agents), r_fit, token)
        # what towers hide: the outline of each ground mark, agents on roads behind them
        for cell, style in marks.items():
            if city.height(cell) == 0 and style not in ("lotdim", "focus"):
                colour = theme.HILITE if cell == hot else MARKS.get(style, MARKS["lot"])[0]
                g = self.ground(cell).inflate(-4, -4)
                if self.covered(city, cell, g.center) or self.covered(city, cell, g.midtop):
                    pygame.draw.rect(surface, colour, g, 2, border_radius=6)
        for c, agents, r_fit in late:
            art.agent_group(surface, c, list(agents), r_fit, token)
        # cost labels on top of everything
        for cell, text in labels.items():
            r = self.shape(city, cell)
            size = max(14, min(26, round(s * 0.16)))
            w = get_assets().text_size(text, size, True)[0] + 16
            b = pygame.Rect(0, 0, w, size + 8)
            b.midbottom = (r.centerx, r.top - 4)
            pygame.draw.rect(surface, (16, 20, 34), b, border_radius=b.h // 2)
            pygame.draw.rect(surface, theme.HILITE, b, 2, border_radius=b.h // 2)
            draw.text(surface, text, b.center, size, theme.HILITE, True, "center")

    def _draw_grid(self, surface, city: City, marks: dict) -> None:
        """Faint dots at the corners of the cells around the city."""
        cells = city.cells() | set(marks)
        if not cells or self.s < 18:
            return
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        col = (70, 110, 120)
        for y in range(min(ys) - 1, max(ys) + 3):
            for x in range(min(xs) - 1, max(xs) + 3):
                px, py = self.camera.to_screen(x, y * ROW)
                pygame.draw.circle(surface, col, (round(px), round(py)), 2)

    def _ground_mark(self, surface, cell, style: str, hot: bool) -> None:
        colour, alpha = MARKS.get(style, MARKS["lot"])
        g = self.ground(cell).inflate(-4, -4)
        if hot:
            colour = theme.HILITE
        if alpha:
            tint = pygame.Surface(g.size, pygame.SRCALPHA)
            tint.fill((*colour, alpha + (40 if hot else 0)))
            surface.blit(tint, g)
        if style in ("lot", "lotdim"):
            art.lot_marker(surface, g.inflate(-6, -6), colour, 3 if hot else (2 if style == "lot" else 1))
        elif style == "bridge":
            pygame.draw.rect(surface, colour, g, 2, border_radius=6)
            c = g.center
            pygame.draw.line(surface, colour, (g.x + 8, c[1]), (g.right - 8, c[1]), 2)
        else:
            pygame.draw.rect(surface, colour, g, 4 if hot else 3, border_radius=6)

    def _building_mark(self, surface, city: City, cell, style: str, hot: bool) -> None:
        colour, _ = MARKS.get(style, MARKS["build"])
        if hot:
            colour = theme.HILITE
        b = self.body(cell, city.height(cell)).inflate(8, 8)
        pygame.draw.rect(surface, colour, b, 4 if hot else 3, border_radius=8)
