"""The city of Cartel drawn in a 3/4 view: a square grid seen from above at a
slant (rows squashed by ROW), road cards flat on the ground, and buildings as
stacks of floors that rise up the screen, drawn back row to front row so a
tall building hides what stands behind it.

`City` is the plain picture of the city the table builds from the seat's
view; `CityView` turns cells into screen shapes under a game.ui.camera.Camera
(world units: one cell wide, ROW cells tall), draws the city with marks
(legal spots, reachable spaces, bridges, a road preview) and picks the cell
under the mouse, building bodies first.  No game rules here.

`CartelBoard` is the table's city: it builds the City from the viewer's
view, keeps the camera, knows the cell under the mouse and marks what the
person can do there (from the legal actions and what they hold)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from game.games.cartel import art
from game.games.cartel import texts as T
from game.games.cartel.holding import kind_of
from game.scenes.table_parts.context import Part
from game.ui import draw, theme, tooltip
from game.ui.assets import get_assets
from game.ui.camera import Camera

ZOOM_STEP = 1.22
TWO_STEP = ("Move", "Shadow")  # origin, then destination

ROW = 0.8  # a cell's depth on screen, in cell widths (the slant of the view)
FLOOR = 0.25  # a floor's height on screen, in cell widths
# The most a building rises on screen, in cell widths: taller buildings get
# thinner floors, so no tower covers the Agents on the street behind it.
TOWER = 0.5
STREET_AGENTS = 0.28  # how far down a street square its Agents stand (of its depth): clear of the tower in front
INSET = 0.11  # a building's margin inside its cell, in cell widths
# Its margin at the back of its cell (in cell widths): the rise of a building
# then ends past the middle of the street square behind it, so the street's
# centre line and its Agents stay in sight.
BACK = 0.2


def rise(floors: int) -> float:
    """How far a building `floors` tall rises on screen, in cell widths."""
    return min(floors * FLOOR, TOWER)


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
    numbers: dict = field(default_factory=dict)  # cell -> the building's number (its name says it: "TopTech #2")

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
        back = round(self.s * BACK)
        return pygame.Rect(g.x + i, g.y + back, g.w - 2 * i, g.h - back - j)

    def floor_h(self, floors: int = 1) -> float:
        """The height of one floor of a building `floors` tall."""
        return max(3.0, self.s * rise(floors) / max(1, floors))

    def floor_rect(self, cell, level: int, floors: int) -> pygame.Rect:
        """Front face of floor `level` (0 = ground floor) of a building `floors` tall."""
        f = self.footprint(cell)
        h = self.floor_h(floors)
        top, bottom = round(f.bottom - (level + 1) * h), round(f.bottom - level * h)
        return pygame.Rect(f.x, top, f.w, bottom - top)

    def roof(self, cell, floors: int) -> pygame.Rect:
        f = self.footprint(cell)
        return f.move(0, -round(floors * self.floor_h(floors)))

    def body(self, cell, floors: int) -> pygame.Rect:
        """The whole building as drawn (roof and every front face)."""
        f = self.footprint(cell)
        top = f.y - round(floors * self.floor_h(floors))
        return pygame.Rect(f.x, top, f.w, f.bottom - top)

    def shape(self, city: City, cell) -> pygame.Rect:
        """What the mouse can point at for a cell: the building or the ground."""
        n = city.height(cell)
        return self.body(cell, n) if n else self.ground(cell)

    def anchor(self, city: City, cell) -> tuple:
        """Where a space's agents stand: the roof of a building, the back of a
        street square (clear of any building in front of it)."""
        n = city.height(cell)
        if n:
            return self.roof(cell, n).center
        g = self.ground(cell)
        return g.centerx, g.y + round(g.h * STREET_AGENTS)

    def agent_radius(self, city: City, cell) -> int:
        """The radius of a space's Agent tokens: as big as the zoom allows, small enough to fit the space."""
        r_tok = max(6, min(22, round(self.s * 0.13)))
        # 2.6 radii a group: its token and the gap, and the count badge of the last one inside the roof
        return max(5, min(r_tok, int(self.footprint(cell).w / (2.6 * max(1, len(city.agents.get(cell, ())))))))

    def agents_rect(self, city: City, cell) -> pygame.Rect | None:
        """Where a space's Agents are drawn (as art.agent_group lays them out), or None."""
        groups = city.agents.get(cell)
        if not groups:
            return None
        r = self.agent_radius(city, cell)
        gap = r * 2 + max(2, r // 3)
        w = gap * (len(groups) - 1) + 2 * r
        rect = pygame.Rect(0, 0, w, 2 * r)
        rect.center = self.anchor(city, cell)
        return rect

    @staticmethod
    def bounds(city: City, extra: set = frozenset(), pad: float = 0.25) -> tuple:
        """World bounds of the city's cells, the `extra` cells (lots, legal
        spots) and the tops of its buildings, plus `pad` around."""
        cells = city.cells() | set(extra) or {(0, 0)}
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        top = min(c[1] * ROW + BACK - rise(city.height(c)) for c in cells)
        return (min(xs) - pad, top - pad, max(xs) + 1 + pad, (max(ys) + 1) * ROW + pad)

    def pick(self, city: City, pos, prefer=frozenset()) -> tuple | None:
        """The cell under `pos`.  A cell in `prefer` (the legal targets) wins
        over a building drawn in front of it; then Agents (drawn over every
        building), then building bodies (front rows first), then the ground
        cell (empty cells included)."""
        wx, wy = self.camera.to_world(*pos)
        ground = (int(wx // 1), int((wy / ROW) // 1))
        hits = [c for c in sorted(city.agents, key=lambda c: (-c[1], c[0]))
                if (r := self.agents_rect(city, c)) is not None and r.collidepoint(pos)]
        hits += [c for c in sorted(city.buildings, key=lambda c: (-c[1], c[0]))
                 if self.body(c, city.height(c)).collidepoint(pos) and c not in hits]
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
        # buildings back row to front row, then every space's Agents over them
        rows = sorted(city.buildings, key=lambda c: (c[1], c[0]))
        r_tok = max(6, min(22, round(s * 0.13)))
        for cell in rows:
            floors = city.buildings.get(cell, ())
            n = len(floors)
            fronts = [self.floor_rect(cell, level, n) for level in range(n)]
            thin = n and min(40, int(fronts[0].h * 0.62)) - 4 < theme.SIZE_MIN  # art.floor_block's own sign won't fit
            for level, fl in enumerate(floors):
                front = fronts[level]
                art.floor_block(surface, front, self.footprint(cell).h, fl.colour, "" if thin else fl.letter,
                                roof=level == n - 1)
                if fl.agents and front.h >= 12:
                    art.agent_group(surface, (front.right - r_tok - 3, front.centery), list(fl.agents),
                                    max(5, min(r_tok, front.h // 2 - 1)), token)
            if thin:
                art.thin_floor_signs(surface, fronts, floors)
            if n and cell in city.numbers:
                self._number_plate(surface, cell, n, city.numbers[cell])
            if n and cell in marks:
                self._building_mark(surface, city, cell, marks[cell], cell == hot)
        # what towers hide: the outline of each ground mark
        for cell, style in marks.items():
            if city.height(cell) == 0 and style not in ("lotdim", "focus"):
                colour = theme.HILITE if cell == hot else MARKS.get(style, MARKS["lot"])[0]
                g = self.ground(cell).inflate(-4, -4)
                if self.covered(city, cell, g.center) or self.covered(city, cell, g.midtop):
                    pygame.draw.rect(surface, colour, g, 2, border_radius=6)
        # Agents over every building, so none is hidden and each can be clicked where it is drawn
        for cell in sorted(city.agents, key=lambda c: (c[1], c[0])):
            if cell not in hidden:
                art.agent_group(surface, self.anchor(city, cell), list(city.agents[cell]),
                                self.agent_radius(city, cell), token)
        # cost labels on top of everything
        for cell, text in labels.items():
            r = self.shape(city, cell)
            size = max(theme.SIZE_MIN, min(26, round(s * 0.16)))
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

    def _number_plate(self, surface, cell, floors: int, number: int) -> None:
        """The building's number on a plate in its roof's top left corner, clear
        of the Agents in the middle (the name the log, the tooltips and the
        Hint use: "TopTech #2")."""
        roof = self.roof(cell, floors)
        size = theme.SIZE_MIN
        text = f"#{number}"
        w = get_assets().text_size(text, size, True)[0] + 8
        if w * 2 > roof.w or size + 8 > roof.h // 2:
            return  # too far out to read: the tooltip names it
        plate = pygame.Rect(0, 0, w, size + 4)
        plate.topleft = (roof.x + 3, roof.y + 3)
        pygame.draw.rect(surface, (18, 20, 30), plate, border_radius=4)
        pygame.draw.rect(surface, (200, 204, 220), plate, 1, border_radius=4)
        draw.text(surface, text, plate.center, size, (240, 242, 250), True, "center")

    def _building_mark(self, surface, city: City, cell, style: str, hot: bool) -> None:
        colour, _ = MARKS.get(style, MARKS["build"])
        if hot:
            colour = theme.HILITE
        b = self.body(cell, city.height(cell)).inflate(8, 8)
        pygame.draw.rect(surface, colour, b, 4 if hot else 3, border_radius=8)


def cell_of(action):
    """The space an action is about (its destination for a move)."""
    kind = type(action).__name__
    if kind in TWO_STEP:
        return (action.tx, action.ty)
    rival_swap = kind == "Swap" and getattr(action, "card", "") != "agent"
    if hasattr(action, "x") and hasattr(action, "y") and not rival_swap:
        return (action.x, action.y)
    return None


class CartelBoard(Part):
    """The city on the Cartel table: the City built from the viewer's view,
    the camera it is seen through, the cell under the mouse, the marks of
    what the person can do (from the legal actions and what they hold) and
    the map's drawing with its HUD and zoom buttons.

    A part of the table: the table makes it in layout() and adds it with
    add_part(), places it with place(map_rect) and tells it the cell Targets
    of each refresh (set_targets), whose rects follow the camera.  It reads
    the view, the legal actions, the mouse, the hover target and the reveal
    through the table's context; the table gives it the person's
    CartelHolding and one small call: whether a chooser is open."""

    def __init__(self, ctx, holding, map_rect: pygame.Rect, *, popup_open: Callable):
        super().__init__(ctx)
        self.holding = holding
        self.popup_open = popup_open  # () -> a chooser is open over the table
        self.map_rect = pygame.Rect(map_rect)
        self._city_cache = None
        self._placed: dict | None = None  # cell -> floors (0: a road) of the city last shown
        self.cell_targets: list = []  # [(Target, cell)] of this refresh
        self.target_cells: set = set()
        self.board_target = None  # the Target covering the whole map (tooltips of any space)
        self.camera = Camera(self.map_rect, (0, -1, 2, 1), 100.0, zoom_step=ZOOM_STEP, min_k=-3, max_k=6,
                             on_change=self._camera_changed, noun="city", buttons=(48, 10, 80))
        self.city_view = CityView(self.camera)

    def place(self, map_rect: pygame.Rect) -> None:
        """A new map rect (a new canvas size): the camera fits the city again."""
        self.map_rect = pygame.Rect(map_rect)
        self.camera.view = pygame.Rect(self.map_rect)
        self.update_bounds(self.city(), refit=True)

    # ------------------------------------------------------------ the city from the view
    def city(self) -> City:
        v = self.ctx.view or {}
        if self._city_cache is not None and self._city_cache[0] is v:  # the cache holds v: its id stays its own
            return self._city_cache[1]
        city = City()
        for r in v.get("roads", ()):
            cell = (r["x"], r["y"])
            city.roads[cell] = tuple(r.get("exits", ()))
            city.road_names[cell] = r.get("card", "straight")
        control = {}
        for b in v.get("buildings", ()):
            cell = (b["x"], b["y"])
            floors = []
            for k in b.get("floors", ()):
                colour, letter = T.look(k)
                floors.append(Floor(k, T.name(k), letter, colour))
            city.buildings[cell] = floors
            if "n" in b:
                city.numbers[cell] = b["n"]
            counts = [(s, n) for s, n in enumerate(b.get("agents", ())) if n]
            if counts:
                city.agents[cell] = counts
            control[cell] = b.get("controller")
        for r in v.get("road_agents", ()):
            counts = [(s, n) for s, n in enumerate(r.get("agents", ())) if n]
            if counts:
                city.agents[(r["x"], r["y"])] = counts
        city.control = control
        self._city_cache = (v, city)
        self.update_bounds(city)
        return city

    def update_bounds(self, city: City, refit: bool = False) -> None:
        """The camera's bounds and fit scale for this city, its lots and the
        legal spots.  The picture stays still (a building under a resting
        pointer stays under it) unless `refit` or something newly placed
        falls outside the visible board: then it glides as little as it can."""
        extra = {tuple(c) for c in (self.ctx.view or {}).get("lots", ())}
        extra |= {c for c in (cell_of(a) for a in self.ctx.legal) if c is not None}
        bounds = CityView.bounds(city, extra)
        fit_size = min(170.0, Camera.fit_scale(bounds, self.safe_rect()))
        placed = {c: city.height(c) for c in city.cells()}
        first, before = self._placed is None, self._placed or {}
        self._placed = placed
        if refit or first:
            self.camera.bounds, self.camera.fit_size = bounds, fit_size
            self.camera.fit()
            return
        if (bounds, fit_size) != (self.camera.bounds, self.camera.fit_size):
            self.camera.reframe(bounds, fit_size)
        new = [c for c, n in placed.items() if c not in before or n > before[c]]
        if new:
            self._keep_in_view(city, new)

    def safe_rect(self) -> pygame.Rect:
        """The part of the map a fit fills (clear of its edges)."""
        return self.map_rect.inflate(-40, -90)

    def _keep_in_view(self, city: City, new: list) -> None:
        """Glide the least that brings the `new` cells into the safe rect, or
        the whole city while the person has not zoomed or panned since Fit (if
        the city no longer fits at this size: a glide to the new fit)."""
        cam = self.camera
        cells = list(city.cells()) if cam.fitted else new
        x0, x1 = min(c[0] for c in cells), max(c[0] for c in cells) + 1
        y0 = min(c[1] * ROW + BACK - rise(city.height(c)) for c in cells)
        y1 = (max(c[1] for c in cells) + 1) * ROW
        safe, view, s = self.safe_rect(), cam.view, cam.size
        centre = []
        for lo_w, hi_w, now, lo_s, hi_s, mid in ((x0, x1, cam.center[0], safe.left, safe.right, view.centerx),
                                                 (y0, y1, cam.center[1], safe.top, safe.bottom, view.centery)):
            most = lo_w - (lo_s - mid) / s  # the largest centre that keeps the low edge in
            least = hi_w - (hi_s - mid) / s  # the smallest that keeps the high edge in
            if least > most + 1e-9:
                centre = None
                break
            centre.append(min(max(now, least), most))
        seconds = 0.35 / self.ctx.animation_speed() if self.ctx.animation_speed() > 0 else 0.0
        if centre is None:
            if cam.fitted:
                b = cam.bounds
                cam.glide_to(((b[0] + b[2]) / 2, (b[1] + b[3]) / 2), cam.fit_size, seconds)
            else:
                cam.glide_to(((x0 + x1) / 2, (y0 + y1) / 2), None, seconds)
        elif tuple(centre) != tuple(cam.center):
            cam.glide_to(tuple(centre), None, seconds)

    # ------------------------------------------------------------ targets and the mouse
    def set_targets(self, board_target, cell_targets: list) -> None:
        """The map's Target and the cell Targets [(Target, cell)] of this refresh."""
        self.board_target = board_target
        self.cell_targets = list(cell_targets)
        self.target_cells = {cell for _, cell in self.cell_targets}

    def _camera_changed(self) -> None:
        for t, cell in self.cell_targets:
            t.rect = self.city_view.shape(self.city(), cell)
        if self.board_target is not None:
            self.board_target.rect = pygame.Rect(self.map_rect)

    def pick(self, pos):
        """The cell under a logical point on the open map (None elsewhere)."""
        if not self.map_rect.collidepoint(pos):
            return None
        for r in self.blockers():
            if r.collidepoint(pos):
                return None
        return self.city_view.pick(self.city(), pos, self.target_cells)

    def blockers(self) -> list:
        return [self.zoom_rects()["all"], self.hud_rect()]

    def zoom_rects(self) -> dict:
        return self.camera.zoom_rects()

    def hud_rect(self) -> pygame.Rect:
        return pygame.Rect(self.map_rect.x + 10, self.map_rect.bottom - 58, 380, 48)

    def hidden_spaces(self) -> set:
        """Spaces whose Agents are still in flight (drawn by their animation)."""
        return {key[1] for key, _ in self.ctx.reveal.items() if isinstance(key, tuple) and key[0] == "space"}

    def board_marks(self) -> tuple[dict, object, dict]:
        """(marks, road preview, labels) for the city as the mouse and the
        held card or Agents make it now."""
        city = self.city()
        marks: dict = {}
        labels: dict = {}
        preview = None
        for c in self.ctx.view.get("lots", ()):
            marks[tuple(c)] = "lotdim"
        hover = self.pick(self.ctx.mouse) if self.ctx.my_turn else None
        focus = self.ctx.view.get("focus")
        if self.holding.held is not None:
            acts = self.holding.actions()
            if self.holding.held[0] == "card":
                for a in acts:
                    cell = (a.x, a.y)
                    marks[cell] = "road" if kind_of(a) == "Road" else ("build" if city.height(cell) else "lot")
                card = self.holding.held[1]
                if hover is not None and hover in marks and marks[hover] != "lotdim":
                    if T.kind_type(card) == "road":
                        a = self.holding.road_action(hover)
                        if a is not None:
                            shape = T.content().roads.get(card)
                            if shape is not None:
                                preview = (hover, tuple(sorted(shape.exits_at(a.rot))))
                    else:
                        try:
                            cost = self.ctx.state.build_cost(card, hover)
                            labels[hover] = "free" if cost == 0 else f"cost {cost}"
                        except Exception:
                            pass
            else:
                cell = self.holding.held[1]
                for a in acts:
                    marks[(a.tx, a.ty)] = "move"
                for b in self.bridges(cell, acts):
                    marks[tuple(b)] = "bridge"
                marks[cell] = "from"
        elif self.ctx.my_turn:
            pointed = self.ctx.hover_target
            hov_card = pointed.key if pointed is not None and isinstance(pointed.key, tuple) \
                and pointed.key[0] == "hand" else None
            for t, cell in self.cell_targets:
                if t.key[0] == "from":
                    marks[cell] = "agent"
                else:
                    kinds = {kind_of(a) for a in t.actions}
                    if kinds <= {"Build", "PlaceFirst"}:
                        marks[cell] = "build" if city.height(cell) else "lot"
                    else:
                        marks[cell] = "attack" if kinds & {"Remove", "Swap", "Attack"} else "move"
            if hov_card is not None:
                for a in pointed.actions:
                    if kind_of(a) in ("Build", "Road", "PlaceFirst"):
                        cell = (a.x, a.y)
                        marks[cell] = "road" if kind_of(a) == "Road" else ("build" if city.height(cell) else "lot")
        if focus is not None and tuple(focus) not in marks:
            marks[tuple(focus)] = "focus"
        return marks, preview, labels

    def bridges(self, cell, acts=()) -> set:
        """Spaces of the mover's own Agents a move from `cell` may pass
        through: the rules' query when they offer one, else the reachable
        spaces (the legal moves' ends) where the view shows the mover's Agents."""
        q = getattr(self.ctx.state, "bridges", None)
        if q is not None:
            try:
                return {tuple(c) for c in q(*cell)}
            except Exception:
                pass
        seat = self.ctx.to_act
        agents = self.city().agents
        ends = {(a.tx, a.ty) for a in acts if kind_of(a) == "Move"}
        return {c for c in ends if any(s == seat and n for s, n in agents.get(c, ()))}

    def draw(self, surface) -> None:
        """The city (clipped to the map), the HUD and the zoom buttons."""
        city = self.city()
        marks, preview, labels = self.board_marks()
        hot = self.pick(self.ctx.mouse) if not self.popup_open() and not self.camera.dragging else None
        clip = surface.get_clip()
        surface.set_clip(self.map_rect)
        try:
            live = self.ctx.my_turn and hot in marks and marks[hot] not in ("lotdim", "focus")
            self.city_view.draw(surface, city, marks=marks, token=self._token, preview=preview, labels=labels,
                                hidden=self.hidden_spaces(), hot=hot if live else None)
            if (hot is not None and not live and (hot in city.buildings or hot in city.roads)
                    and not tooltip.held_since_click()):
                # the space the tooltip is about
                pygame.draw.rect(surface, (230, 236, 250), self.city_view.shape(city, hot).inflate(6, 6), 2,
                                 border_radius=6)
        finally:
            surface.set_clip(clip)
        self.draw_hud(surface)
        self.draw_zoom(surface)

    def _token(self, surface, seat, center, r) -> None:
        self.ctx.draw_seat_token(surface, seat, center, r)

    def draw_zoom(self, surface) -> None:
        self.camera.draw_zoom_buttons(surface, self.ctx.mouse, live=not self.popup_open())

    def draw_hud(self, surface) -> None:
        v = self.ctx.view
        r = self.hud_rect()
        draw.panel(surface, r, fill=(12, 18, 34, 225), edge=(90, 104, 150), radius=12, shadow=False)
        turn = v.get("turn")
        if turn is not None:
            self.ctx.draw_seat_token(surface, turn, (r.x + 24, r.centery), 13)
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
