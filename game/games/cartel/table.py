"""The Cartel table: the city in a 3/4 view (game.games.cartel.board_view),
your hand, the deck and discard pile, each seat's Officials, Agents and
live score, and every legal action on the board or the prompt bar.

Reading only the seat's view (view_for), the legal actions and the rules'
queries (build_cost, bridges, score_parts), it never works out a rule.

Mouse
    A card in your hand: click to play it.  An Official (or a discard while
    paying) goes at once; a Business or road card is *picked up*: its legal
    spots light up on the city and a click there plays it (a road shows a
    preview of its turn; R, the "Turn" button or a second click on the same
    spot turns it).  Your Agents: click a space of yours to pick them up,
    reachable spaces (green) and the bridges of your own Agents (gold) light
    up; click a destination (how many Agents: a chooser when you may choose).
    Esc or "Put back" drops what you hold.
Camera
    game.ui.camera.Camera in cell units (see board_view): drag (any button
    past a small threshold; right/middle at once), wheel over the city,
    arrow keys, +/-, 0 / F fit, and the buttons in the corner.  The world
    bounds grow with the city; while you have not moved the camera it keeps
    the whole city in view.
"""
from __future__ import annotations

import pygame

from game.games.cartel import art
from game.games.cartel import texts as T
from game.games.cartel.board_view import City, CityView, Floor
from game.games.cartel.drawing import CartelDrawing
from game.games.cartel.hints import CartelHints
from game.games.cartel.motion import CartelMotion
from game.scenes.table import PromptButton, Target, TableScene
from game.ui import theme
from game.ui.camera import Camera, CameraTable
from game.ui.hand import HandView

ZOOM_STEP = 1.22
PLACE_TYPES = ("Build", "Road", "PlaceFirst")  # a hand card of these is picked up, then put on the city
TWO_STEP = ("Move", "Shadow")  # origin, then destination


def _kind(a) -> str:
    return type(a).__name__


def _cell_of(a):
    """The space an action is about (its destination for a move)."""
    if _kind(a) in TWO_STEP:
        return (a.tx, a.ty)
    if hasattr(a, "x") and hasattr(a, "y") and not (_kind(a) == "Swap" and getattr(a, "card", "") != "agent"):
        return (a.x, a.y)
    return None


class CartelTable(CartelHints, CartelDrawing, CartelMotion, CameraTable, TableScene):
    hidden_info = True
    stretch_layout = True  # a wide or tall window gets a canvas of its shape: the city takes the extra room
    board_rect = pygame.Rect(20, 100, 1450, 612)
    hand_rect = pygame.Rect(20, 722, 1450, 206)
    prompt_rect = pygame.Rect(20, 938, 1450, 130)
    PROMPT_H, HAND_H, GAP = 130, 206, 10

    # ================================================================ setup
    def _place_rects(self) -> None:
        """From the frame's board and prompt rects: the prompt bar at the
        bottom, the hand tray above it, the city in the rest (at 1920x1080
        the class rects above)."""
        p, b = self.prompt_rect, self.board_rect
        self.prompt_rect = pygame.Rect(p.x, p.bottom - self.PROMPT_H, p.w, self.PROMPT_H)
        self.hand_rect = pygame.Rect(b.x, self.prompt_rect.y - self.GAP - self.HAND_H, b.w, self.HAND_H)
        self.board_rect = pygame.Rect(b.x, b.y, b.w, self.hand_rect.y - self.GAP - b.y)
        self.map_rect = self.board_rect.inflate(-12, -12)
        # the cards take what the tray's title (left) and deck and discard (right) leave
        self.hand_view = HandView(pygame.Rect(self.hand_rect.x + 150, self.hand_rect.y + 14,
                                              max(860, self.hand_rect.w - 590), 186),
                                  card_size=(130, 180), gap=10, lift=16)

    def on_resize(self) -> None:
        self._place_rects()
        self.camera.view = pygame.Rect(self.map_rect)
        self._update_bounds(self.city(), refit=True)

    def layout(self) -> None:
        n = len(self.match.seats)
        self.panel_height = {2: 200, 3: 178, 4: 158}.get(n, 150)
        self._place_rects()
        self.held: tuple | None = None  # ("card", kind) or ("agents", cell, action kind)
        self.rot = 0
        self._city_cache = None
        self._cell_targets: list = []
        self._target_cells: set = set()
        self._board_target: Target | None = None
        self.camera = Camera(self.map_rect, (0, -1, 2, 1), 100.0, zoom_step=ZOOM_STEP, min_k=-3, max_k=6,
                             on_change=self._camera_changed, noun="city", buttons=(48, 10, 80))
        self.city_view = CityView(self.camera)

    # ================================================================ the city from the view
    def city(self) -> City:
        v = self.view or {}
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
        self._update_bounds(city)
        return city

    def _update_bounds(self, city: City, refit: bool = False) -> None:
        extra = {tuple(c) for c in (self.view or {}).get("lots", ())}
        extra |= {c for c in (_cell_of(a) for a in self.legal) if c is not None}
        bounds = CityView.bounds(city, extra)
        if bounds == self.camera.bounds and not refit:
            return
        self.camera.bounds = bounds
        self.camera.fit_size = min(170.0, Camera.fit_scale(bounds, self.map_rect.inflate(-40, -90)))
        if self.camera.fitted:
            self.camera.fit()
        else:
            self.camera.set_center(*self.camera.center)

    # ================================================================ camera glue
    def _camera_changed(self) -> None:
        for t, cell in self._cell_targets:
            t.rect = self.city_view.shape(self.city(), cell)
        if self._board_target is not None:
            self._board_target.rect = pygame.Rect(self.map_rect)

    def fit_view(self) -> None:
        self.camera.fit()

    def pick(self, pos):
        """The cell under a logical point on the open map (None elsewhere)."""
        if not self.map_rect.collidepoint(pos):
            return None
        for r in self._blockers():
            if r.collidepoint(pos):
                return None
        return self.city_view.pick(self.city(), pos, self._target_cells)

    # ================================================================ actions by place
    def _legal_by(self, *kinds) -> list:
        return [a for a in self.legal if _kind(a) in kinds]

    def held_card(self) -> str | None:
        return self.held[1] if self.held and self.held[0] == "card" else None

    def held_actions(self) -> list:
        """The legal actions that finish what the person holds."""
        if self.held is None:
            return []
        if self.held[0] == "card":
            return [a for a in self._legal_by(*PLACE_TYPES) if a.card == self.held[1]]
        _, cell, kind = self.held
        return [a for a in self._legal_by(kind) if (a.x, a.y) == cell]

    def _check_held(self) -> None:
        if self.held is not None and not self.held_actions():
            self.held = None

    def road_rot(self, acts: list) -> int:
        """The turn shown for a road spot: the chosen one if legal there, else the first legal."""
        rots = sorted({a.rot for a in acts})
        if not rots:
            return self.rot
        return self.rot if self.rot in rots else rots[0]

    def road_action(self, cell):
        acts = [a for a in self.held_actions() if _kind(a) == "Road" and (a.x, a.y) == tuple(cell)]
        if not acts:
            return None
        rot = self.road_rot(acts)
        return next(a for a in acts if a.rot == rot)

    def turn_road(self, step: int = 1) -> None:
        """Turn the held road card a quarter (to its next legal turn where the mouse is)."""
        card = self.held_card()
        if card is None or T.kind_type(card) != "road":
            return
        cell = self.pick(self.mouse)
        acts = [a for a in self.held_actions() if (a.x, a.y) == cell] if cell is not None else []
        rots = sorted({a.rot for a in acts}) or sorted({a.rot for a in self.held_actions()})
        if not rots:
            return
        cur = self.road_rot(acts) if acts else self.rot
        later = [r for r in rots if r > cur] if step > 0 else [r for r in rots if r < cur]
        self.rot = (later[0] if step > 0 else later[-1]) if later else (rots[0] if step > 0 else rots[-1])
        self._update_board_tooltip()

    # ================================================================ targets
    def targets(self) -> list:
        self._check_held()
        city = self.city()
        out: list[Target] = []
        self._cell_targets = []
        self._target_cells = set()
        self._board_target = Target(rect=pygame.Rect(self.map_rect), hit=self._board_hit, highlight=False,
                                    key="board")
        out.append(self._board_target)
        out += self.info_targets()
        out += self._hand_targets()
        if self.my_turn and not self.state.is_over:
            by_cell: dict = {}
            if self.held is not None:
                for a in self.held_actions():
                    by_cell.setdefault(_cell_of(a), []).append(a)
            else:
                for a in self.legal:
                    k = _kind(a)
                    if k == "Road":
                        continue  # through the hand: pick the card up, then turn and place it
                    if k in TWO_STEP:
                        by_cell.setdefault(("from", (a.x, a.y), k), []).append(a)
                        continue
                    cell = _cell_of(a)
                    if cell is not None:
                        by_cell.setdefault(cell, []).append(a)
            for where, acts in by_cell.items():
                cell = where[1] if isinstance(where[0], str) else where
                key = ("from", cell, where[2]) if isinstance(where[0], str) else ("cell", cell)
                t = Target(rect=self.city_view.shape(city, cell), actions=acts, highlight=False,
                           hit=(lambda p, c=cell: self.pick(p) == c), key=key,
                           tooltip=self.cell_action_tip(cell, acts, key))
                self._cell_targets.append((t, cell))
                self._target_cells.add(cell)
                out.append(t)
        self._update_board_tooltip()
        return out

    def _hand_targets(self) -> list:
        hand = list(self.view.get("hand") or [])
        out = []
        n = len(hand)
        rects = self.hand_view.rects(n, self.hand_view.hovered if self.hand_view.hovered is not None
                                     and self.hand_view.hovered < n else None)
        for i, kind in enumerate(hand):
            acts = [a for a in self.legal if getattr(a, "card", None) == kind and _kind(a) != "Retrieve"
                    and not (_kind(a) == "Swap")] if self.my_turn else []
            tip = T.card_tip(kind)
            if acts:
                tip += "\n" + self.hand_click_text(kind, acts)
            elif self.my_turn:
                tip += "\n" + self.hand_why_not(kind)
            out.append(Target(rect=rects[i], actions=acts, tooltip=tip, highlight=False, key=("hand", i, kind),
                              hit=(lambda p, i=i, n=n: self.hand_view.index_at(p, n) == i)))
        return out

    def _blockers(self) -> list:
        return [self.zoom_rects()["all"], self.hud_rect()]

    def _board_hit(self, pos) -> bool:
        return self.pick(pos) is not None

    def _update_board_tooltip(self) -> None:
        t = self._board_target
        if t is None:
            return
        cell = self.pick(self.mouse)
        t.tooltip = self.cell_tip(cell) if cell is not None else ""

    # ================================================================ prompt
    def prompt_actions(self) -> list:
        items = super().prompt_actions()
        if self.held is not None:
            items = [PromptButton("Put back", self.drop_held, tooltip="Put down what you hold (Esc)", style="normal")]
            if self.held_card() and T.kind_type(self.held_card()) == "road":
                items.insert(0, PromptButton("Turn the road (R)", lambda: self.turn_road(1),
                                             tooltip="Turn the road card a quarter turn", style="normal"))
        return items

    def prompt_text(self) -> str:
        base = super().prompt_text()
        if not self.my_turn:
            return base
        if self.held is not None:
            return self.held_prompt()
        if self.state.is_over:
            return base
        return base

    def banner_note(self) -> str:
        v = self.view
        if v.get("reshuffled") and not self.state.is_over:
            return f"Deck's last pass: {T.plural(v.get('deck', 0), 'card')} left"
        return ""

    def drop_held(self) -> None:
        self.held = None
        self.refresh()

    def click_target(self, t: Target, pos) -> bool:
        key = t.key if isinstance(t.key, tuple) else (t.key,)
        if not t.disabled and self.my_turn and t.actions:
            if key[0] == "hand":
                kinds = {_kind(a) for a in t.actions}
                if kinds <= set(PLACE_TYPES):
                    kind = key[2]
                    self.held = None if self.held == ("card", kind) else ("card", kind)
                    self.refresh()
                    return True
            elif key[0] == "from":
                cell, kind = key[1], key[2]
                self.held = None if self.held == ("agents", cell, kind) else ("agents", cell, kind)
                self.refresh()
                return True
            elif key[0] == "cell" and self.held_card() and T.kind_type(self.held_card()) == "road":
                a = self.road_action(key[1])
                if a is not None:
                    self.take(a)
                    return True
        if t.key == "board" and self.my_turn and not t.actions:
            return self.on_board_click(pos)
        return super().click_target(t, pos)

    def apply_action(self, action):
        self.held = None
        return super().apply_action(action)

    def on_undo(self) -> None:
        self.held = None
        self.reveal.clear()

    # ================================================================ input
    def handle_board(self, event) -> bool:
        et = event.type
        if et == pygame.KEYDOWN:
            if event.key == pygame.K_r and self.held_card():
                self.turn_road(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
                return True
            if event.key == pygame.K_ESCAPE and self.held is not None:
                self.drop_held()
                return True
        if self.camera_event(event, self._can_grab):
            return True
        return False

    def after_mouse_motion(self) -> None:
        self._update_board_tooltip()

    def on_board_click(self, pos) -> bool:
        cell = self.pick(pos)
        if cell is None or not self.my_turn:
            return False
        if self.held is not None:
            self.explain(self.held_why_not(cell))
        return True

    def _can_grab(self, pos) -> bool:
        """A press here may drag the city (not on a button or the HUD)."""
        return (self.map_rect.collidepoint(pos) and self.hovered_widget() is None
                and not self.hud_rect().collidepoint(pos))

    def zoom_at(self, steps: int, pos=None) -> None:
        self.camera.zoom_at(steps, pos)
        self._after_camera_input()

    def pan_by(self, dx: float, dy: float) -> None:
        self.camera.pan_by(dx, dy)
        self._after_camera_input()

    def update_table(self, dt: float) -> bool:
        return self.pan_held(dt)


__all__ = ["CartelTable", "art"]
