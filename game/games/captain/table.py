"""Captain of the Stars table: the hex galaxy, ships, settlements, route gems,
player boards, the shipyard and crew dialogs, dice and the event card.

Board
    Drawn with game.rules.hexgrid (pointy-top).  The whole board is turned by
    a multiple of 60 degrees (purely visual) so that it fills the wide board
    area best; every hex the rules name is turned with `_rot` for drawing and
    turned back with `_unrot` when picking.  The static layer (tile fills,
    decor, grid lines, tile borders, the Federation emblem) is drawn once per
    zoom level and then only blitted, so panning costs one blit.
Camera
    game.ui.camera.Camera over the world (hex units, size 1); `cam` is its
    centre, `zoom_k` its discrete zoom level (size = fit_size * ZOOM_STEP**k,
    k = 0 fits the board).  Drag with the right or middle mouse button (or the
    left one, past a small threshold), arrow keys, mouse wheel over the board,
    +/-, 0 / F to fit.  The frame's wheel over the log still scrolls the log.
Targets
    Legal moves, jumps and attacks are hex Targets whose hit test is hexgrid
    pixel picking under the camera; the highlight is drawn here (hex shaped).
    A board-wide info target gives the tooltip of any hex.  The shipyard and
    crew-hire dialogs are overlays whose cards are Targets.
Far hexes
    Hexes two or more moves away that the ship can reach this turn (the
    rules' reachable()) are route Targets: a click asks once and the ship
    flies there one Move at a time (flight.py).
Window shape
    stretch_layout: the frame places board_rect / prompt_rect for the
    canvas size; on_resize() splits off the event card and refits the camera.
Parts (mixins of CaptainTable, in this folder)
    flight.py (multi-hex moves), texts.py (labels, tooltips, why-nots), board_view.py (board drawing),
    overlays.py (HUD, zoom buttons, event card, shipyard, hiring, dice),
    player_boards.py (the seats' panels).  This file: setup, camera glue,
    targets, prompt buttons, input and animations.
"""
from __future__ import annotations

import math
import random

import pygame

from game.games.captain.board_view import BoardView
from game.games.captain.flight import CaptainFlight
from game.games.captain.hex_map import CaptainHexMap
from game.games.captain.overlays import Overlays
from game.games.captain import player_boards, texts
from game.games.captain.rules import actions as A
from game.scenes.table import PromptButton, Target, TableScene
from game.ui import theme
from game.ui.anim import Tween, ease_in_out_cubic, linear

class CaptainTable(BoardView, Overlays, TableScene):
    hidden_info = False  # everything on this table is open information
    stretch_layout = True  # a wide or tall window gets a canvas of its shape (the frame places the rects)
    EVENT_W = 388

    # ================================================================ setup
    def _place_rects(self) -> None:
        """The event card takes the right end of the frame's prompt bar; the
        map is the board area less its rim."""
        full = pygame.Rect(self.prompt_rect)
        self.prompt_rect = pygame.Rect(full.x, full.y, full.w - self.EVENT_W - 12, full.h)
        self.event_rect = pygame.Rect(full.right - self.EVENT_W, full.y, self.EVENT_W, full.h)
        self.map_rect = self.board_rect.inflate(-12, -12)

    def on_resize(self) -> None:
        self._place_rects()
        self._layers = {}
        self._setup_camera()

    def layout(self) -> None:
        n = len(self.match.seats)
        self.panel_height = {3: 170, 4: 160, 5: 130, 6: 122}.get(n, 122)
        self._place_rects()
        self._layers: dict = {}
        self._model_cache = None
        self._dice = None
        self._card_flash = 0.0
        self._hex_targets: list = []
        self._board_target: Target | None = None
        self.flight = CaptainFlight(self, apply=lambda a: self.apply_action(a), open_chooser=self.open_chooser,
                                    dialog_open=lambda: self.popup is not None or self.confirm is not None)
        self._setup_camera()
        self._snap = self._snapshot()
        self._log_setup_events()

    def _log_setup_events(self) -> None:
        """The start-player roll (and the first turn beginning) happen in
        new_game, before any decision, so no apply() returns them: put the
        state's setup_events at the top of the log (step -1), unless the
        frame already did."""
        setup = tuple(getattr(self.state, "setup_events", ()) or ())
        if not setup or any(e.event is setup[0] for e in self.log):
            return
        if any(e.step < 0 and e.event.kind == setup[0].kind for e in self.log):
            return
        self.prepend_log(setup)

    def _setup_camera(self) -> None:
        self.hexes = CaptainHexMap(self.state.board, self.map_rect, on_change=self._camera_changed)
        self.camera = self.hexes.camera
        self.camera.fit()

    # ================================================================ camera (hex_map.py)
    @property
    def size(self) -> float:
        """Hex radius in logical pixels at the current zoom."""
        return self.hexes.size

    @property
    def zoom_k(self) -> int:
        return self.camera.zoom_k

    @property
    def cam(self) -> tuple[float, float]:
        """The world point (hex units, size 1) at the centre of the map view."""
        return self.camera.center

    @property
    def world(self) -> dict:
        return self.hexes.world

    @property
    def disp(self) -> dict:
        return self.hexes.disp

    @property
    def undisp(self) -> dict:
        return self.hexes.undisp

    @property
    def rot(self) -> int:
        return self.hexes.rot

    @property
    def world_bounds(self) -> tuple:
        return self.hexes.world_bounds

    def fit_view(self) -> None:
        self.camera.fit()

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        return self.hexes.to_screen(wx, wy)

    def hex_center(self, h) -> tuple[float, float]:
        return self.hexes.hex_center(h)

    def hex_rect(self, h) -> pygame.Rect:
        return self.hexes.hex_rect(h)

    def pick(self, pos):
        return self.hexes.pick(pos)

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the picture by (dx, dy) logical pixels."""
        self.camera.pan_by(dx, dy)

    def zoom_at(self, steps: int, pos=None) -> None:
        """Zoom by whole levels keeping the world point under `pos` still."""
        self.camera.zoom_at(steps, pos)

    def _camera_changed(self) -> None:
        for t, h in self._hex_targets:
            t.rect = self.hex_rect(h)
        if self._board_target is not None:
            self._board_target.rect = pygame.Rect(self.map_rect)

    def _camera_event(self, event) -> bool:
        """One event to the camera; True when the camera used it.  A drag
        hides the tooltip, a move refreshes what lies under the mouse."""
        got = self.camera.handle(event, self.mouse, self._can_grab, self._can_wheel)
        if got == "drag":
            self.hide_hover()  # no tooltips while the board slides
        elif got == "moved":
            self._after_camera_input()
        return bool(got)

    def _pan_held(self, dt: float) -> bool:
        """Pan while arrow keys are held (not under a popup or a confirm dialog)."""
        if self.popup is not None or self.confirm is not None or not self.camera.pan_held_keys(dt):
            return False
        self._after_camera_input()
        return True

    def _after_camera_input(self) -> None:
        try:
            self.update_hover()
        except Exception:  # noqa: BLE001  (targets not laid out yet: the next refresh does it)
            pass
        self._update_board_tooltip()

    # ================================================================ model
    def _snapshot(self) -> dict:
        st = self.state
        return {i: {"pos": p.pos, "vp": p.vp, "bp": p.bp, "res": p.resources, "hp": p.health}
                for i, p in enumerate(st.players)}

    def _model(self) -> dict:
        key = (len(self.match.steps), id(self.state))
        if self._model_cache is not None and self._model_cache[0] == key:
            return self._model_cache[1]
        st = self.state
        board = st.board
        setts = dict(st.settlements)
        gems = st.route_gems()
        segs = []  # the lines of each valid gem to its route's gems and its owner's settlements
        for h, (seat, valid, complete) in gems.items():
            if not valid:
                continue
            for nb in board.neighbours[h]:
                g = gems.get(nb)
                if (g is not None and g[0] == seat and g[1] and nb > h) or setts.get(nb, (None,))[0] == seat:
                    segs.append((h, nb, seat, complete))
        ships: dict = {}
        for i, p in enumerate(st.players):
            ships.setdefault(p.pos, []).append(i)
        model = {"setts": setts, "gems": gems, "segs": segs, "ships": ships}
        self._model_cache = (key, model)
        return model

    # ================================================================ targets
    def targets(self) -> list:
        st = self.state
        out: list[Target] = []
        self._hex_targets = []
        self._board_target = Target(rect=pygame.Rect(self.map_rect), hit=self._board_hit, highlight=False,
                                    key="board")
        out.append(self._board_target)
        out += self._info_targets()
        if not self.my_turn or st.is_over:
            self._update_board_tooltip()
            return out
        if st.mode == "turn":
            by_hex: dict = {}
            for a in self.legal:
                t = type(a)
                if t in (A.Move, A.Jump, A.AttackSettlement, A.AttackGem):
                    h = (a.q, a.r)
                elif t is A.AttackShip:
                    h = st.players[a.seat].pos
                else:
                    continue
                by_hex.setdefault(h, []).append(a)
            for h, acts in by_hex.items():
                tip = self.hex_text(h) + "\n" + "\n".join("Click: " + self.action_label(a) for a in acts)
                t = Target(rect=self.hex_rect(h), actions=acts, tooltip=tip, highlight=False,
                           hit=(lambda p, h=h: self._pick_open(p) == h), key=("hex", h))
                self._hex_targets.append((t, h))
                out.append(t)
            out += self._route_targets(set(by_hex))
        elif st.mode == "shop":
            out += self._shop_targets()
        elif st.mode == "hire":
            out += self._hire_targets()
        self._update_board_tooltip()
        return out

    def _route_targets(self, taken: set) -> list:
        """Targets for the far hexes (flight.py) not already a target of their
        own: a hex with an attack keeps its attack, and offers the flight too."""
        out = []
        for h, path in self.flight.far_paths().items():
            if h in taken:
                continue
            tip = (self.hex_text(h) + f"\nClick: fly here ({path.steps} moves, {path.cost_text()})")
            t = Target(rect=self.hex_rect(h), actions=(path.moves[0],), tooltip=tip, highlight=False,
                       hit=(lambda p, h=h: self._pick_open(p) == h), key=("route", h))
            self._hex_targets.append((t, h))
            out.append(t)
        return out

    def shown_path(self):
        """The flight path drawn on the map, or None."""
        hover = self.hover_target.key if self.hover_target is not None else None
        return self.flight.shown_path(hover, self.popup is not None)

    def _blockers(self) -> list:
        rects = [self._zoom_rects()["all"]]
        hud = self._hud_rect()
        if hud is not None:
            rects.append(hud)
        dlg = self._dialog_rect()
        if dlg is not None:
            rects.append(dlg)
        return rects

    def _pick_open(self, pos):
        """pick(), but not through the overlays drawn on the map."""
        for r in self._blockers():
            if r.collidepoint(pos):
                return None
        return self.pick(pos)

    def _board_hit(self, pos) -> bool:
        return self._pick_open(pos) is not None

    def _update_board_tooltip(self) -> None:
        t = self._board_target
        if t is None:
            return
        h = self._pick_open(self.mouse)
        if h is None:
            t.tooltip = ""
            return
        text = self.hex_text(h)
        if self.my_turn and self.state.mode == "turn":
            text += "\n" + texts.why_not_hex(self.state, h)
        t.tooltip = text

    def tooltip_avoid(self, t):
        """A hex's tooltip goes beside the hexes about to be clicked: the one
        under the mouse and its neighbours, the ship's next hexes and the path
        being shown."""
        if t.key != "board" and not (isinstance(t.key, tuple) and t.key[0] in ("hex", "route")):
            return super().tooltip_avoid(t)
        st = self.state
        h = self._pick_open(self.mouse)
        if h is None:
            return None
        hexes = set(st.board.ball(h, 1))
        if self.my_turn and st.mode == "turn":
            hexes.update(st.board.neighbours[st.players[st.current].pos])
            path = self.shown_path()
            if path is not None:
                hexes.update((m.q, m.r) for m in path.moves)
        r = self.hex_rect(h)
        for x in hexes:
            r.union_ip(self.hex_rect(x))
        return r.clip(self.map_rect)

    def _info_targets(self) -> list:
        out = []
        for seat in range(len(self.match.seats)):
            for name, rect, tip in self._board_parts(seat):
                if tip:
                    out.append(Target(rect=rect, tooltip=tip, highlight=False, key=("panel", seat, name)))
        card = texts.event_card(self.state)
        if card is not None:
            tip = f"{card.name}: {card.text}\nIn force until the next event is turned over (next round)."
        else:
            tip = "No event yet: the first player turns one over at the start of round 2."
        out.append(Target(rect=self.event_rect, tooltip=tip, highlight=False, key="event"))
        out += [Target(rect=r, tooltip=tip, highlight=False, key=key) for key, r, tip in self.camera.zoom_tips()]
        hud = self._hud_rect()
        if hud is not None:
            st = self.state
            out.append(Target(rect=hud, highlight=False, key="hud",
                              tooltip=(f"{self.seat_name(st.current)} has {st.actions} of "
                                       f"{st.content.numbers.actions_per_turn} actions and {st.free_moves} free "
                                       f"move{'s' if st.free_moves != 1 else ''} left this turn. Free moves come "
                                       "from the engine and crew and are used first.")))
        return out

    # ================================================================ player boards (player_boards.py)
    def _board_parts(self, seat: int) -> list:
        """(name, rect, tooltip) of the pieces of a seat's player board."""
        try:
            area = self.panel_area(seat)
        except (AttributeError, IndexError):  # before the frame laid out the panels
            return []
        return player_boards.board_parts(self.state, seat, area, self.running_scores().get(seat, 0))

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        hover = self.hover_target.key if self.hover_target is not None else None
        player_boards.draw_board(surface, self.state, seat, self._board_parts(seat), rect, hover)

    # ================================================================ words (texts.py)
    def hex_text(self, h) -> str:
        return texts.hex_text(self.state, self._model(), self.seat_name, h)

    def action_label(self, a) -> str:
        return texts.action_label(self.state, self.seat_name, a) or super().action_label(a)

    def action_tooltip(self, a) -> str:
        return texts.action_tooltip(self.state, a)

    def banner_note(self) -> str:
        return "Final round" if self.state.final_round and not self.state.is_over else ""

    # ================================================================ prompt
    def default_action(self):
        for a in self.legal:
            if isinstance(a, (A.DoneUpgrading, A.DoneHiring)):
                return a
        return None

    def prompt_actions(self) -> list:
        st = self.state
        if st.mode == "hire":
            # the candidate cards are the targets; the same choices as buttons
            out = [a for a in self.legal if isinstance(a, A.KeepCrew)]
            for i in range(len(st.reveal)):
                repl = [a for a in self.legal if isinstance(a, A.ReplaceCrew) and a.choice == i]
                if repl:
                    name = texts.short(texts.crew_card(self.state, st.reveal[i]).name)
                    out.append(PromptButton(f"{name} replaces…", (lambda repl=repl: self.open_chooser(repl, self.mouse)),
                                            tooltip=f"Take on {name} in place of one of your crew", style="normal"))
            return out
        if st.mode == "shop":
            ups = [a for a in self.legal if isinstance(a, A.Upgrade)]
            return ups + [a for a in self.legal if not isinstance(a, A.Upgrade)]
        items = super().prompt_actions()
        if st.mode != "turn":
            return items
        return self._turn_buttons(items)

    # the main actions of a turn, always shown (disabled with the reason when
    # not possible now) in a fixed order, so a new player learns the rules
    MAIN_ACTIONS = (
        (A.Build, lambda: A.Build(), "Build"),
        (A.PlaceGem, lambda: A.PlaceGem(), "Place gem"),
        (A.Fortify, lambda: A.Fortify(1), "Fortify"),
        (A.Hire, lambda: A.Hire(), "Hire"),
        (A.StartUpgrade, lambda: A.StartUpgrade(), "Upgrade"),
        (A.Repair, lambda: A.Repair(1), "Repair"),
    )
    GROUP_NAMES = {A.Fortify: "Fortify", A.Repair: "Repair", A.SellBounty: "Sell BP"}

    def _turn_buttons(self, items: list) -> list:
        st = self.state
        by_type: dict = {}
        for a in items:
            by_type.setdefault(type(a), []).append(a)
        out: list = []
        for t, example, name in self.MAIN_ACTIONS:
            acts = by_type.pop(t, [])
            if acts:
                out += self._amount_buttons(t, acts)
                continue
            try:
                why = st.why_illegal(example())
            except Exception:
                why = "Not possible now."
            out.append(texts.disabled_button(name, self.named(why), texts.main_action_help(self.state, t)))
        end = by_type.pop(A.EndTurn, [])
        for t, acts in by_type.items():  # anything else (the black market, ...)
            out += self._amount_buttons(t, acts)
        if end:
            out += end
        else:
            try:
                why = st.why_illegal(A.EndTurn())
            except Exception:
                why = "Not possible now."
            out.append(texts.disabled_button("End turn", self.named(why), self.action_tooltip(A.EndTurn())))
        return out

    def _amount_buttons(self, t, acts: list) -> list:
        """One button per choice; for more than two amounts (fortify, repair,
        sell) the largest plus "Fortify 1–5…", a chooser of every amount."""
        if t not in self.GROUP_NAMES or len(acts) <= 2:
            return list(acts)
        name = self.GROUP_NAMES[t]
        amounts = [getattr(a, "points", 0) for a in acts]
        return [acts[-1], PromptButton(f"{name} {min(amounts)}–{max(amounts)}…",
                                       (lambda acts=acts: self.open_chooser(acts, self.mouse)),
                                       tooltip=f"{name}: choose another amount ({min(amounts)} to {max(amounts)})",
                                       style="normal")]

    # ================================================================ input
    def handle_board(self, event) -> bool:
        et = event.type
        if et in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.flight.flying():
            self.flight.stop()  # the person does something else: the ship stops where it is
        if self._camera_event(event):
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self.hovered_widget() is None:
            t = self.target_at(event.pos)
            if t is not None and not t.actions and not t.disabled:
                if t.key == "board" and self.my_turn:
                    h = self._pick_open(event.pos)
                    if h is not None:
                        self.explain(texts.why_not_hex(self.state, h))
                return True
        return False

    def click_target(self, t, pos) -> bool:
        """A far hex asks once and flies there; a near hex that is also far
        (an attack on it) offers both in a chooser."""
        key = t.key
        if isinstance(key, tuple) and key[0] == "route" and self.my_turn:
            self.flight.ask(key[1], self._flight_popup_pos(key[1], pos))
            return True
        if isinstance(key, tuple) and key[0] == "hex" and self.my_turn and key[1] in self.flight.far_paths():
            self.open_chooser(list(t.actions) + [self.flight.fly_button(key[1])], pos)
            return True
        return super().click_target(t, pos)

    def _flight_popup_pos(self, h, pos):
        """Below the map's centre line when the hex is above it, and the other
        way round, so the popup does not hide the path."""
        m = self.map_rect
        y = self.hex_center(h)[1]
        return (pos[0], m.bottom - 260 if y < m.centery else m.y + 20)

    def after_mouse_motion(self) -> None:
        self._update_board_tooltip()

    def _can_grab(self, pos) -> bool:
        """A press here may drag the map (not under a dialog or a button)."""
        return self._can_wheel(pos) and self.hovered_widget() is None

    def _can_wheel(self, pos) -> bool:
        return self.map_rect.collidepoint(pos) and self._dialog_rect() is None

    def update_table(self, dt: float) -> bool:
        if self.flight.update():
            return True
        return self._pan_held(dt)

    def on_undo(self) -> None:
        self.flight.stop()
        self.reveal.clear()
        self._dice = None
        self._snap = self._snapshot()

    # ================================================================ animations
    def on_events(self, events) -> None:
        st = self.state
        prev, now = self._snap, self._snapshot()
        self._snap = now
        delay = 0.0
        for e in events:
            if e.kind == "attack" and "roll" in e.data:
                delay = self._start_dice(e)
                break
        # ships that changed hex fly there
        for seat, p in now.items():
            a, b = prev.get(seat, p)["pos"], p["pos"]
            if a != b and a in self.world and b in self.world:
                near = b in st.board.neighbours.get(a, ())
                self._fly(seat, a, b, 0.34 if near else 0.9, 0.0 if near else 1.2, delay)
        # floating gains and losses over each ship
        fresh = {e.seat for e in events if e.kind == "death"}  # a new hull is no repair
        for seat, p in now.items():
            old = prev.get(seat, p)
            x, y = self.hex_center(p["pos"])
            items = []
            for key, label, good, bad in (("vp", "VP", theme.GOLD, theme.BAD), ("bp", "BP", (255, 130, 110),
                                                                                 (170, 200, 255)),
                                          ("res", "res", theme.GOOD, theme.WARN), ("hp", "health", (150, 230, 160),
                                                                                   theme.BAD)):
                d = p[key] - old[key]
                if key == "hp" and seat in fresh:
                    continue
                if d:
                    items.append((f"{'+' if d > 0 else '−'}{abs(d)} {label}", good if d > 0 else bad))
            for i, (text, colour) in enumerate(items):
                if self.map_rect.collidepoint((x, y)):
                    self.float_text(text, (x, y - self.size * 0.8 - 34 * i), colour, size=32, rise=70,
                                    delay=delay + 0.3 + 0.12 * i)
        for e in events:
            h = e.data.get("hex") if isinstance(e.data, dict) else None
            if e.kind in ("build", "fortify", "gem", "raid") and h:
                h = tuple(h)
                if h in self.world:
                    col = (theme.BAD if e.kind == "raid" else
                           self.seat_colour(e.seat) if e.seat is not None else theme.HILITE)
                    self.anim.pulse(self.hex_center(h), colour=col, radius=int(self.size * 1.6), duration=0.6)
            elif e.kind == "event":
                self._card_flash = 1.0
                self.anim.tween(1.0, 0.0, 1.6, setter=self._set_flash, ease=linear)
            elif e.kind == "final":
                self.toast(self.named(e.text), theme.WARN, 4.0)
            elif e.kind == "capture" and e.seat is not None:
                self.toast(f"{self.seat_name(e.seat)} is captured by the Federation!", theme.WARN, 3.0)
            elif e.kind == "death" and e.seat is not None:
                self.toast(f"{self.seat_name(e.seat)}'s ship is destroyed!", theme.BAD, 3.0)

    def _set_flash(self, v: float) -> None:
        self._card_flash = v

    def _fly(self, seat, a, b, duration, arc, delay) -> None:
        """The ship of `seat` flies from hex a to b; the board leaves it out
        meanwhile (self.reveal holds the flight: where it is drawn instead)."""
        cur = self.reveal.get(seat)
        start = self.world[a] if cur is None else self._flight_point(cur)
        fl = {"a": start, "b": self.world[b], "t": 0.0, "arc": arc}
        self.reveal.track(seat, Tween(0.0, 1.0, duration, setter=lambda v, fl=fl: fl.__setitem__("t", v),
                                      ease=ease_in_out_cubic, delay=delay), data=fl)

    @staticmethod
    def _flight_point(fl) -> tuple:
        t = fl["t"]
        (ax, ay), (bx, by) = fl["a"], fl["b"]
        return (ax + (bx - ax) * t, ay + (by - ay) * t - fl["arc"] * math.sin(math.pi * t))

    def _start_dice(self, e) -> float:
        d = e.data
        st = self.state
        seat = e.seat
        if "target" in d:
            title = f"{self.seat_name(seat)} attacks {self.seat_name(d['target'])}'s ship"
        else:
            title = f"{self.seat_name(seat)} attacks {self.seat_name(d.get('owner', 0))}'s settlement"
        sides = st.content.numbers.die_sides
        rng = random.Random(f"{len(self.match.steps)}:{d.get('roll')}")
        faces = [rng.randint(1, sides) for _ in range(24)]
        faces2 = [rng.randint(1, sides) for _ in range(24)]
        roll_t = 0.95
        two = "evade_roll" in d
        total = roll_t + (0.85 if two else 0.0) + 1.5
        dice = {"title": title, "data": dict(d), "seat": seat, "faces": faces, "faces2": faces2, "clock": 0.0,
                "roll_t": roll_t, "two": two, "total": total,
                "aim_bonus": d.get("attack", d.get("roll", 0)) - d.get("roll", 0),
                "evade_bonus": (d.get("evade", 0) - d.get("evade_roll", 0)) if two else 0,
                "target": d.get("target")}
        self._dice = dice

        def done(dice=dice):
            if self._dice is dice:
                self._dice = None

        self.anim.tween(0.0, total, total, setter=lambda v, dice=dice: dice.__setitem__("clock", v), ease=linear,
                        on_done=done)
        return roll_t + (0.85 if two else 0.0)


