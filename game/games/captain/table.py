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
    `cam` is the world point (hex units, size 1) at the centre of the map view;
    `zoom_k` picks a discrete zoom level (size = fit_size * ZOOM_STEP**k, k = 0
    fits the board).  Drag with the right or middle mouse button (or the left
    one, past a small threshold), arrow keys, mouse wheel over the board, +/-,
    0 / F to fit.  The frame's wheel over the log still scrolls the log.
Targets
    Legal moves, jumps and attacks are hex Targets whose hit test is hexgrid
    pixel picking under the camera; the highlight is drawn here (hex shaped).
    A board-wide info target gives the tooltip of any hex.  The shipyard and
    crew-hire dialogs are overlays whose cards are Targets.
"""
from __future__ import annotations

import math
import random

import pygame

from game.rules import hexgrid
from game.games.captain.rules import actions as A
from game.games.captain.rules.data import MAX_LEVEL, MODULES
from game.games.captain.rules.routes import routes as route_groups
from game.scenes.table import LogEntry, PromptButton, Target, TableScene
from game.ui import draw, theme
from game.ui.anim import FloatText, Tween, ease_in_out_cubic, linear
from game.ui.camera import Camera

MODULE_TITLE = {"weapon": "Weapons", "shields": "Shields", "engine": "Engine"}
MODULE_ICON = {"weapon": "weapons_c", "shields": "shield_c", "engine": "engine_c"}
DECOR_TEXT = {
    "stars": "A scatter of distant stars.",
    "comet": "A comet streaks through.",
    "dust": "Drifting dust.",
    "nebula": "A glowing nebula.",
    "planet": "A lonely planet.",
    "beacon": "A navigation beacon.",
    "station": "The Federation hub station.",
}
ZOOM_STEP = 1.22
ZOOM_MIN_K, ZOOM_MAX_K = -2, 6
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


def _rot(h, k):
    for _ in range(k % 6):
        h = hexgrid.rotate_left(h)
    return h


def _short(name: str) -> str:
    return name.split()[-1]


class CaptainTable(TableScene):
    hidden_info = False  # everything on this table is open information
    prompt_rect = pygame.Rect(20, 872, 1050, 196)
    event_rect = pygame.Rect(1082, 872, 388, 196)

    # ================================================================ setup
    def layout(self) -> None:
        n = len(self.match.seats)
        self.panel_height = {3: 170, 4: 160, 5: 130, 6: 122}.get(n, 122)
        self.map_rect = self.board_rect.inflate(-12, -12)
        self._layers: dict = {}
        self._model_cache = None
        self._dice = None
        self._card_flash = 0.0
        self._hex_targets: list = []
        self._board_target: Target | None = None
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
        self.log[:0] = [LogEntry(-1, e) for e in setup]

    def _setup_camera(self) -> None:
        board = self.state.board
        view = self.map_rect.inflate(-24, -24)
        best = None
        for k in range(6):
            b = hexgrid.bounds([_rot(h, k) for h in board.hexes], 1.0)
            fit = Camera.fit_scale(b, view)
            if best is None or fit > best[0] + 1e-6:
                best = (fit, k, b)
        self.fit_size, self.rot, self.world_bounds = best
        self.disp = {h: _rot(h, self.rot) for h in board.hexes}
        self.undisp = {d: h for h, d in self.disp.items()}
        self.world = {h: hexgrid.hex_to_pixel(d, 1.0) for h, d in self.disp.items()}
        self.camera = Camera(self.map_rect, self.world_bounds, self.fit_size, zoom_step=ZOOM_STEP, min_k=ZOOM_MIN_K,
                             max_k=ZOOM_MAX_K, on_change=self._camera_changed)
        self.fit_view()

    # ================================================================ camera (game.ui.camera)
    @property
    def size(self) -> float:
        """Hex radius in logical pixels at the current zoom."""
        return self.camera.size

    @property
    def zoom_k(self) -> int:
        return self.camera.zoom_k

    @property
    def cam(self) -> tuple[float, float]:
        """The world point (hex units, size 1) at the centre of the map view."""
        return self.camera.center

    def fit_view(self) -> None:
        self.camera.fit()

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        return self.camera.to_screen(wx, wy)

    def hex_center(self, h) -> tuple[float, float]:
        return self.to_screen(*self.world[tuple(h)])

    def hex_rect(self, h) -> pygame.Rect:
        x, y = self.hex_center(h)
        s = self.size
        r = pygame.Rect(0, 0, round(hexgrid.SQRT3 * s), round(2 * s))
        r.center = (round(x), round(y))
        return r

    def pick(self, pos):
        """The rules hex under a logical point, or None (off the map view or
        off the board)."""
        if not self.map_rect.collidepoint(pos):
            return None
        d = hexgrid.pixel_to_hex(pos[0], pos[1], self.size, True, self.to_screen(0.0, 0.0))
        return self.undisp.get(d)

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
        gems = {}
        segs = []
        for seat in range(st.num_players):
            mine_g = {h for h, o in st.gems.items() if o == seat}
            if not mine_g:
                continue
            mine_s = {h for h, (o, _) in setts.items() if o == seat}
            for group, touched in route_groups(mine_g, mine_s):
                complete = len(touched) >= 2
                for h in group:
                    gems[h] = (seat, True, complete)
                    for nb in board.neighbours[h]:
                        if (nb in group and nb > h) or nb in mine_s:
                            segs.append((h, nb, seat, complete))
            for h in mine_g:
                gems.setdefault(h, (seat, False, False))
        ships: dict = {}
        for i, p in enumerate(st.players):
            ships.setdefault(p.pos, []).append(i)
        model = {"setts": setts, "gems": gems, "segs": segs, "ships": ships}
        self._model_cache = (key, model)
        return model

    # ================================================================ texts
    def _crew_card(self, index):
        return self.state.content.crew[index]

    def _event_card(self):
        st = self.state
        return st.content.events[st.event] if st.event is not None else None

    def hex_text(self, h) -> str:
        """What is on a hex, for its tooltip."""
        st = self.state
        board = st.board
        pl = board.placements[board.tile_of[h]]
        lines = []
        place = board.place(h)
        place = place[:1].upper() + place[1:]
        if h == board.centre:
            lines.append(f"{place} · {pl.title}")
            lines.append("Every ship starts here and any number may share it.")
        elif h in board.federation:
            lines.append(f"{place} · {pl.title}")
        else:
            lines.append(place)
        if h in board.federation:
            lines.append("Hire crew, repair and upgrade here. No attacks in or into Federation space.")
        decor = board.decor.get(h, "")
        if decor and decor != "station":
            lines.append(DECOR_TEXT.get(decor, decor.capitalize()))
        model = self._model()
        s = model["setts"].get(h)
        if s is not None:
            lines.append(f"{self.seat_name(s[0])}'s settlement: health {s[1]} of "
                         f"{st.content.numbers.settlement_max_health}.")
        g = model["gems"].get(h)
        if g is not None:
            owner, valid, complete = g
            if complete:
                state = "valid, part of a complete route (scores each turn)"
            elif valid:
                state = "valid, but its route does not join two settlements yet"
            else:
                state = "broken: it needs two neighbouring gems or settlements of the same captain"
            lines.append(f"{self.seat_name(owner)}'s route gem: {state}.")
        for seat in model["ships"].get(h, []):
            p = st.players[seat]
            lines.append(f"{self.seat_name(seat)}'s ship: health {p.health}/{st.max_health(seat)}, "
                         f"weapons {p.weapon}, shields {p.shields}, engine {p.engine}.")
        return "\n".join(lines)

    def _why_not_hex(self, h) -> str:
        """Why clicking a hex without a target does nothing (on your turn)."""
        st = self.state
        if st.mode != "turn":
            return "Finish the choice in the prompt first."
        me = st.players[st.current]
        if h == me.pos:
            return "Your ship is here: use the buttons below for what you can do on this hex."
        d = st.board.dist[me.pos][h]
        if d > 1:
            budget = st.free_moves + st.actions // max(1, st.move_cost())
            reach = "within reach this turn" if d <= budget else "out of reach this turn"
            return f"{d} steps away ({reach}): move one highlighted neighbouring hex at a time."
        try:
            return st.why_illegal(A.Move(h[0], h[1]))
        except Exception:
            return "Nothing to do there."

    def _need(self, kind: str) -> int:
        return self.state.hit_need(self.state.current, kind)

    def action_label(self, a) -> str:
        st = self.state
        try:
            t = type(a)
            seat = st.to_act
            n = st.content.numbers
            if t is A.Move:
                free = st.free_moves > 0
                cost = "free move" if free else (f"{st.move_cost()} actions" if st.move_cost() > 1 else "1 action")
                return f"Move here ({cost})"
            if t is A.Jump:
                return "Jump here (discard your jump pilot)"
            if t is A.AttackShip:
                return (f"Attack {self.seat_name(a.seat)}'s ship (hit on {self._need('ship')}+, "
                        f"+{n.bp_per_attempt} BP)")
            if t is A.AttackSettlement:
                owner = st.settlements[(a.q, a.r)][0]
                return (f"Attack {self.seat_name(owner)}'s settlement (hit on {self._need('settlement')}+, "
                        f"+{n.bp_per_attempt} BP)")
            if t is A.AttackGem:
                owner = st.gems[(a.q, a.r)]
                return f"Destroy {self.seat_name(owner)}'s route gem (+{n.bp_per_gem} BP)"
            if t is A.Build:
                return f"Build ({n.settlement_actions} actions, {n.settlement_cost} res)"
            if t is A.PlaceGem:
                return "Place gem"
            if t is A.Fortify:
                return f"Fortify +{a.points} ({a.points * st.fortify_cost(seat)} res)"
            if t is A.Repair:
                return f"Repair {a.points} ({a.points * st.repair_cost()} res)"
            if t is A.Hire:
                return f"Hire ({st.crew_cost()} res)"
            if t is A.StartUpgrade:
                return "Upgrade"
            if t is A.Upgrade:
                level = st.players[seat].level(a.module) + 1
                return f"Buy {MODULE_TITLE[a.module]} {level} ({st.upgrade_cost(a.module, level)} res)"
            if t is A.DoneUpgrading:
                return "Leave the shipyard"
            if t is A.KeepCrew:
                return f"Take on {self._crew_card(st.reveal[a.choice]).name}"
            if t is A.ReplaceCrew:
                new = self._crew_card(st.reveal[a.choice]).name
                old = self._crew_card(st.players[seat].crew[a.slot]).name
                return f"Take on {_short(new)}, dismiss {old}"
            if t is A.HireAnother:
                return f"Hire another ({st.crew_cost()} res)"
            if t is A.DoneHiring:
                return "Done hiring"
            if t is A.SellBounty:
                return f"Sell {a.points} BP (+{a.points * st.event_amount()} res)"
            if t is A.Deflect:
                return "Discard deflector: no damage"
            if t is A.TakeHit:
                dmg = st.pending[2] if st.pending else 0
                return f"Take {dmg} damage"
            if t is A.EndTurn:
                return "End turn"
        except Exception:
            pass
        return super().action_label(a)

    def action_tooltip(self, a) -> str:
        st = self.state
        n = st.content.numbers
        t = type(a)
        try:
            if t is A.Build:
                return (f"Found a settlement on this hex: +{n.settlement_vp} VP, health {n.settlement_start_health}. "
                        f"It pays {n.settlement_income} resources at the start of each of your turns.")
            if t is A.PlaceGem:
                return ("1 action: put a route gem on this hex. A gem is valid next to two of your gems or "
                        "settlements; "
                        "a route joining two of your settlements pays 1 VP per valid gem each turn.")
            if t is A.Fortify:
                return f"+{a.points} health for this settlement and +{a.points * n.fortify_vp} VP (1 action)."
            if t is A.Repair:
                return f"Mend {a.points} health of your ship (1 action)."
            if t is A.Hire:
                return (f"1 action: pay {st.crew_cost()} resources, meet two candidates and take one on "
                        f"(at most {n.crew_per_player} crew).")
            if t is A.StartUpgrade:
                return "1 action: open the shipyard and buy any module levels you can afford, in order."
            if t is A.EndTurn:
                return "Pass play to the next captain."
            if t is A.SellBounty:
                return "Black Market: turn bounty points into resources (a free action)."
            if t is A.Deflect:
                return "Your deflector chief leaves your crew and you take no damage from this hit."
            if t is A.TakeHit:
                return "Keep your deflector chief and take the damage."
        except Exception:
            pass
        return ""

    def banner_note(self) -> str:
        return "Final round" if self.state.final_round and not self.state.is_over else ""

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
        elif st.mode == "shop":
            out += self._shop_targets()
        elif st.mode == "hire":
            out += self._hire_targets()
        self._update_board_tooltip()
        return out

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
            text += "\n" + self._why_not_hex(h)
        t.tooltip = text

    def _info_targets(self) -> list:
        out = []
        for seat in range(len(self.match.seats)):
            for name, rect, tip in self._panel_parts(seat):
                if tip:
                    out.append(Target(rect=rect, tooltip=tip, highlight=False, key=("panel", seat, name)))
        card = self._event_card()
        if card is not None:
            tip = f"{card.name}: {card.text}\nIn force until the next event is turned over (next round)."
        else:
            tip = "No event yet: the first player turns one over at the start of round 2."
        out.append(Target(rect=self.event_rect, tooltip=tip, highlight=False, key="event"))
        z = self._zoom_rects()
        out.append(Target(rect=z["out"], tooltip="Zoom out (mouse wheel over the board, or -)", highlight=False,
                          key="zoom-out"))
        out.append(Target(rect=z["in"], tooltip="Zoom in (mouse wheel over the board, or +)", highlight=False,
                          key="zoom-in"))
        out.append(Target(rect=z["fit"], tooltip="Show the whole board (0 or F). Pan: drag the board, or use "
                                                 "the arrow keys.", highlight=False, key="zoom-fit"))
        hud = self._hud_rect()
        if hud is not None:
            st = self.state
            out.append(Target(rect=hud, highlight=False, key="hud",
                              tooltip=(f"{self.seat_name(st.current)} has {st.actions} of "
                                       f"{st.content.numbers.actions_per_turn} actions and {st.free_moves} free "
                                       f"move{'s' if st.free_moves != 1 else ''} left this turn. Free moves come "
                                       "from the engine and crew and are used first.")))
        return out

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
                    name = _short(self._crew_card(st.reveal[i]).name)
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
            out.append(self._disabled_button(name, why, self._main_action_help(t)))
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
            out.append(self._disabled_button("End turn", why, self.action_tooltip(A.EndTurn())))
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

    def _main_action_help(self, t) -> str:
        """What a main action does and costs (for its greyed-out button)."""
        st = self.state
        n = st.content.numbers
        seat = st.current
        try:
            if t is A.Build:
                return (f"{n.settlement_actions} actions and {n.settlement_cost} resources: found a settlement on "
                        f"your hex (not in Federation space, not next to another settlement): +{n.settlement_vp} "
                        f"VP, and {n.settlement_income} resources at the start of each of your turns.")
            if t is A.PlaceGem:
                return self.action_tooltip(A.PlaceGem())
            if t is A.Fortify:
                return (f"1 action: on one of your own settlements, {st.fortify_cost(seat)} resources per point "
                        f"of health (up to {n.settlement_max_health}), +{n.fortify_vp} VP per point.")
            if t is A.Hire:
                return (f"Federation space, 1 action and {st.crew_cost()} resources: meet two crew candidates and "
                        f"take one on (at most {n.crew_per_player} crew).")
            if t is A.StartUpgrade:
                return "Federation space, 1 action: buy module levels at the shipyard."
            if t is A.Repair:
                return (f"Federation space, 1 action: mend your ship for {st.repair_cost()} resources per point "
                        "of health.")
        except Exception:
            pass
        return ""

    def _disabled_button(self, label: str, why: str, what: str = "") -> PromptButton:
        """A greyed prompt button that says why it cannot be used now (on
        hover, on click and on its number key: the frame does all three)."""
        why = self.named(why)
        return PromptButton(label, lambda: None, tooltip=what, style="normal", enabled=False,
                            why=f"Not now: {why}")

    # ================================================================ input
    def handle(self, event) -> bool:
        if self.curtain_for is not None or self.confirm is not None or self.popup is not None:
            self.camera.cancel_drag()
            return super().handle(event)
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            pos = event.pos
            if event.button == 1:
                z = self._zoom_hit(pos)
                if z:
                    return True
            if self.map_rect.collidepoint(pos) and self._dialog_rect() is None and self.hovered_widget() is None:
                if self.camera.press(pos, event.button):
                    return True
        elif et == pygame.MOUSEMOTION and self.camera.motion(event.pos):
            self.hover_target = None  # no tooltips while the board slides
            return True
        elif et == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            if self.camera.release(event.button):
                self._after_camera_input()
                return True
            if event.button == 1:
                z = self._zoom_hit(event.pos)
                if z:
                    self._zoom_button(z)
                    return True
                if self.hovered_widget() is None:
                    t = self._target_at(event.pos)
                    if t is not None and not t.actions and not t.disabled:
                        if t.key == "board" and self.my_turn:
                            h = self._pick_open(event.pos)
                            if h is not None:
                                self.explain(self._why_not_hex(h))
                        return True
        elif et == pygame.MOUSEWHEEL:
            if self.map_rect.collidepoint(self.mouse) and self._dialog_rect() is None:
                if event.y:
                    self.zoom_at(1 if event.y > 0 else -1, self.mouse)
                    self._after_camera_input()
                return True
        elif et == pygame.KEYDOWN:
            if self.camera.key(event.key):
                self._after_camera_input()
                return True
        used = super().handle(event)
        if et == pygame.MOUSEMOTION:
            self._update_board_tooltip()
        return used

    def _after_camera_input(self) -> None:
        try:
            self.update_hover()
        except Exception:
            pass
        self._update_board_tooltip()

    def _target_at(self, pos):
        for t in reversed(self.current_targets()):
            if t.contains(pos):
                return t
        return None

    def _zoom_hit(self, pos) -> str:
        z = self._zoom_rects()
        for name in ("out", "in", "fit"):
            if z[name].collidepoint(pos):
                return name
        return ""

    def _zoom_button(self, name: str) -> None:
        if name == "in":
            self.zoom_at(1)
        elif name == "out":
            self.zoom_at(-1)
        else:
            self.fit_view()
        self._after_camera_input()

    def update_table(self, dt: float) -> bool:
        if self.popup is not None or self.confirm is not None or not pygame.display.get_init():
            return False
        try:
            keys = pygame.key.get_pressed()
        except pygame.error:
            return False
        if self.camera.pan_keys(keys, dt):
            self._after_camera_input()
            return True
        return False

    def on_undo(self) -> None:
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
                    self._float(text, (x, y - self.size * 0.8 - 34 * i), colour, delay + 0.3 + 0.12 * i)
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

    def _float(self, text: str, pos, colour, delay: float = 0.0) -> None:
        """A rising '+5 BP' with a dark outline, readable over any piece."""
        def make():
            fg = self.assets.text(text, 32, colour, True)
            bg = self.assets.text(text, 32, (8, 8, 16), True)
            w, h = fg.get_size()
            surf = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
            for dx in (0, 3, 6):
                for dy in (0, 3, 6):
                    surf.blit(bg, (dx, dy))
            surf.blit(fg, (3, 3))
            return surf

        surf = self.assets.generated(("cap-float", text, tuple(colour)), make)
        self.anim.add(FloatText(surf, pos, 1.5, rise=70, delay=delay))

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

    # ================================================================ layout helpers
    def _zoom_rects(self) -> dict:
        r = self.map_rect
        size = 52
        y = r.bottom - size - 12
        fit = pygame.Rect(r.right - 12 - 84, y, 84, size)
        zin = pygame.Rect(fit.x - 8 - size, y, size, size)
        zout = pygame.Rect(zin.x - 8 - size, y, size, size)
        return {"out": zout, "in": zin, "fit": fit, "all": zout.union(fit)}

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

    def _panel_parts(self, seat: int) -> list:
        """(name, rect, tooltip) of the pieces of a player board, in the
        per-game area of the seat's panel (the same rects are drawn)."""
        try:
            pr = self.panel_rect(seat)
        except (AttributeError, IndexError):  # before the frame laid out the panels
            return []
        area = pygame.Rect(pr.x + 20, pr.y + 52, pr.w - 34, pr.h - 58)
        st = self.state
        p = st.players[seat]
        n = st.content.numbers
        rich = area.h >= 96
        row_h = 32 if rich else 28
        gap = 6 if rich else 4
        parts = []
        y = area.y
        # row 1: VP, BP, resources, (health when compact)
        score = p.vp + p.bp + p.resources // n.resources_per_point
        x = area.x
        w1 = 104 if rich else 80
        parts.append(("vp", pygame.Rect(x, y, w1, row_h),
                      f"Victory points: {p.vp} (the game ends after the round someone reaches {st.target}). "
                      f"Score now: {score} = VP + BP + 1 per {n.resources_per_point} resources."))
        x += w1 + 6
        parts.append(("bp", pygame.Rect(x, y, 96 if rich else w1, row_h),
                      f"Bounty points: {p.bp}. If BP ever exceed VP ({p.vp}) the Federation captures this ship "
                      "(weapons back to level 1, BP to 0, back to the hub)."))
        x += (96 if rich else w1) + 6
        wres = 90 if rich else 74
        parts.append(("res", pygame.Rect(x, y, wres, row_h), f"Resources: {p.resources}."))
        x += wres + 8
        mh = st.max_health(seat)
        hp_tip = f"Hull: {p.health} of {mh} health. At 0 the ship is destroyed."
        if not rich:
            parts.append(("hp", pygame.Rect(x, y + 4, area.right - x, row_h - 8), hp_tip))
        # row 2: modules (+ health when rich, + crew when compact)
        y += row_h + gap
        x = area.x
        wm = 62 if rich else 56
        for m in MODULES:
            lvl = p.level(m)
            parts.append((m, pygame.Rect(x, y, wm, row_h), self._module_tip(m, lvl)))
            x += wm + 6
        if rich:
            x += 4
            parts.append(("hp", pygame.Rect(x, y + 4, area.right - x, row_h - 8), hp_tip))
            y += row_h + gap
            x = area.x
            cw = (area.w - 3 * 6) // 4
            for i in range(n.crew_per_player):
                parts.append((f"crew{i}", pygame.Rect(x + i * (cw + 6), y, cw, row_h), self._crew_tip(seat, i)))
        else:
            x += 4
            cw = (area.right - x - 3 * 4) // 4
            for i in range(n.crew_per_player):
                parts.append((f"crew{i}", pygame.Rect(x + i * (cw + 4), y, cw, row_h), self._crew_tip(seat, i)))
        return parts

    def _module_tip(self, m: str, lvl: int) -> str:
        c = self.state.content
        row = c.module(m)[lvl - 1]
        if m == "weapon":
            stats = (f"damage {row.damage}, hits ships on {row.hit_ship}+ and settlements on {row.hit_settlement}+ "
                     f"(d12), range {row.range}")
        elif m == "shields":
            stats = f"maximum health {row.max_health}"
        else:
            stats = f"{row.free_moves} free moves a turn, +{row.evade} to evade rolls"
        return f"{MODULE_TITLE[m]} level {lvl} of {MAX_LEVEL}: {stats}."

    def _crew_tip(self, seat: int, i: int) -> str:
        crew = self.state.players[seat].crew
        if i >= len(crew):
            return f"Empty crew place ({len(crew)} of {self.state.content.numbers.crew_per_player} taken). " \
                   "Hire crew in Federation space."
        c = self._crew_card(crew[i])
        return f"{c.name}: {c.text}"

    # ================================================================ drawing: frame parts
    def draw_table_felt(self, surface):
        r = self.board_rect

        def make():
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            img = self.assets.cover(r.size, "art", "ui", "bg_starfield.png")
            if img is None:
                img = self.assets.background(r.size, art="__none__.png")
            s.blit(img, (0, 0))
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((4, 8, 22, 120))
            s.blit(shade, (0, 0))
            mask = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=26)
            s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            for i in range(16):
                pygame.draw.rect(s, (0, 0, 0, 12), s.get_rect().inflate(-i * 2, -i * 2), 2, border_radius=26)
            pygame.draw.rect(s, theme.BRASS, s.get_rect(), 3, border_radius=26)
            pygame.draw.rect(s, (90, 70, 40), s.get_rect().inflate(-10, -10), 1, border_radius=22)
            return s

        surface.blit(self.assets.generated(("captain-felt", r.size), make), r.topleft)

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        st = self.state
        p = st.players[seat]
        parts = {name: r for name, r, _ in self._panel_parts(seat)}
        if not parts:
            return
        rich = rect.h >= 96
        tsize = theme.SIZE_SMALL if rich else theme.SIZE_TINY
        isz = 26 if rich else 22
        hov = self.hover_target.key if self.hover_target is not None else None

        def chip(name, icon, value, colour, suffix=""):
            r = parts[name]
            if hov == ("panel", seat, name):
                pygame.draw.rect(surface, (60, 72, 110), r.inflate(4, 2), border_radius=8)
            draw.icon(surface, icon, pygame.Rect(r.x, r.centery - isz // 2, isz, isz), fallback_text=value[:1])
            tr = draw.text(surface, value, (r.x + isz + 5, r.centery), tsize, colour, True, "midleft")
            if suffix:
                draw.text(surface, suffix, (tr.right + 4, r.centery + 1), theme.SIZE_TINY, theme.TEXT_DIM, False,
                          "midleft")

        chip("vp", "star_c", str(p.vp), theme.GOLD, "VP" if rich else "")
        danger = p.bp > 0 and p.bp * 4 >= p.vp * 3
        chip("bp", "skull_c", str(p.bp), theme.BAD if danger else theme.TEXT, "BP" if rich else "")
        chip("res", "coin_c", str(p.resources), theme.TEXT)
        # health bar
        r = parts["hp"]
        mh = max(1, st.max_health(seat))
        frac = max(0.0, min(1.0, p.health / mh))
        pygame.draw.rect(surface, (40, 20, 26), r, border_radius=r.h // 2)
        fill = r.copy()
        fill.w = max(r.h, round(r.w * frac)) if p.health > 0 else 0
        col = (96, 200, 120) if frac > 0.6 else (230, 190, 70) if frac > 0.3 else (230, 80, 70)
        if fill.w:
            pygame.draw.rect(surface, col, fill, border_radius=r.h // 2)
        pygame.draw.rect(surface, (200, 210, 230), r, 2, border_radius=r.h // 2)
        draw.text(surface, f"{p.health}/{mh}", r.center, theme.SIZE_TINY, (16, 16, 24), True, "center")
        # modules
        for m in MODULES:
            mr = parts[m]
            if hov == ("panel", seat, m):
                pygame.draw.rect(surface, (60, 72, 110), mr.inflate(4, 2), border_radius=8)
            lvl = p.level(m)
            draw.icon(surface, MODULE_ICON[m], pygame.Rect(mr.x, mr.centery - isz // 2, isz, isz),
                      fallback_text=m[:1].upper())
            x = mr.x + isz + 4
            draw.text(surface, str(lvl), (x, mr.centery), tsize, theme.TEXT if lvl > 1 else theme.TEXT_DIM, True,
                      "midleft")
        # crew places
        crew = p.crew
        for i in range(st.content.numbers.crew_per_player):
            cr = parts.get(f"crew{i}")
            if cr is None:
                continue
            hot = hov == ("panel", seat, f"crew{i}")
            if i < len(crew):
                c = self._crew_card(crew[i])
                pygame.draw.rect(surface, (64, 78, 120) if hot else (42, 52, 86), cr, border_radius=8)
                pygame.draw.rect(surface, (120, 140, 190), cr, 1, border_radius=8)
                label = _short(c.name) if rich else _short(c.name)[:3]
                draw.text_fit(surface, label, cr.inflate(-8, 0), theme.SIZE_TINY, theme.TEXT, rich, "center",
                              min_size=16)
            else:
                pygame.draw.rect(surface, (50, 58, 86) if hot else (24, 30, 50), cr, border_radius=8)
                pygame.draw.rect(surface, (70, 80, 110), cr, 1, border_radius=8)

    # ================================================================ drawing: board
    def draw_board(self, surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.map_rect)
        try:
            self._draw_layer(surface)
            self._draw_highlights(surface)
            self._draw_pieces(surface)
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
                pygame.draw.polygon(surf, (*MOVE_COL, 26), pts)
                pygame.draw.circle(surf, (*MOVE_COL, 150), (round(c[0]), round(c[1])), max(2, round(s / 10)))
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
            draw.seat_token(surf, ci, (S - r - 2, S - r - 2), r,
                            getattr(self.app.settings, "colour_symbols", True))
            return surf

        return self.assets.generated(("cap-ship", ci, px), make)

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
            pr = max(11, round(px * 0.27))
            pc = (S - pr - 1, pr + 1)
            pcol = (250, 246, 236) if hp > 3 else (255, 120, 100)
            pygame.draw.circle(surf, (10, 10, 18), (pc[0] + 1, pc[1] + 2), pr)
            pygame.draw.circle(surf, pcol, pc, pr)
            pygame.draw.circle(surf, (40, 30, 30), pc, pr, 2)
            draw.text(surf, str(hp), (pc[0], pc[1] + 1), max(16, int(pr * (1.25 if hp < 10 else 1.0))), (20, 16, 24),
                      True, "center")
            return surf

        return self.assets.generated(("cap-sett", ci, px, hp), make)

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
        if st.mode == "turn" and me is not None and self._hex_targets:
            # faint dots: everywhere this ship could still get to this turn
            budget = st.free_moves + st.actions // max(1, st.move_cost())
            if 2 <= budget <= 4:
                near = set(st.board.neighbours[st.players[me].pos])
                dot = self._stamp("reach")
                for h in st.board.ball(st.players[me].pos, budget):
                    if h not in near and h != st.players[me].pos:
                        x, y = self.hex_center(h)
                        surface.blit(dot, dot.get_rect(center=(round(x), round(y))))
        w = self.hovered_widget()
        act = getattr(w, "action", None) if w is not None else None
        for t, h in self._hex_targets:
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

    def _badge_text(self, actions) -> str:
        st = self.state
        n = st.content.numbers
        parts = []
        for a in actions:
            t = type(a)
            if t is A.AttackShip:
                parts.append(f"{self._need('ship')}+")
            elif t is A.AttackSettlement:
                parts.append(f"{self._need('settlement')}+")
        return "/".join(dict.fromkeys(parts))

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
        z = self._zoom_rects()
        for name, label in (("out", "−"), ("in", "+"), ("fit", "Fit")):
            r = z[name]
            hot = r.collidepoint(self.mouse) and self.popup is None
            draw.panel(surface, r, fill=(40, 52, 90, 235) if hot else (14, 18, 36, 225),
                       edge=theme.GOLD if hot else (90, 104, 150), radius=12, shadow=False)
            draw.text(surface, label, r.center, theme.SIZE_H3 if name != "fit" else theme.SIZE_SMALL, theme.TEXT,
                      True, "center")

    def _draw_event_card(self, surface):
        r = self.event_rect
        card = self._event_card()
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
            tip = self._module_tip(m, lvl + 1)
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
            c = self._crew_card(st.reveal[i])
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
            c = self._crew_card(st.reveal[i])
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
                cc = self._crew_card(p.crew[i])
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
