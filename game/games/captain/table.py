"""Captain of the Stars table: the hex galaxy, ships, settlements, route gems,
player boards, the shipyard and crew dialogs, dice and the event card.

Composition (one object per job, each in its own module here; the table
wires them with small calls and keeps the frame's hooks: targets, prompt
buttons, labels, panels, input):
    hexes       CaptainHexMap (hex_map.py): the board turned by a multiple of
                60 degrees (purely visual) to fill the map area, hex geometry
                and picking, and the camera (remade for a new window shape)
    art         CaptainArt (art.py): the cached surfaces
    board_view  CaptainBoardView (board_view.py): the static hex layer, the
                marks (board_view.Marks, built by _marks()), the pieces
    dialogs     CaptainDialogs (dialogs.py): the shipyard and crew candidates
    event_card  CaptainEventCard, and the HUD functions (overlays.py)
    dice        CaptainDice (dice.py): the d12 tray of an attack
    motion      CaptainMotion (motion.py): the event animations
    flight      CaptainFlight (flight.py): multi-hex moves, one Move at a time
    words       texts.py and player_boards.py: functions of the state
Camera
    Drag with the right or middle mouse button (or the left one, past a
    small threshold), arrow keys, mouse wheel over the board, +/-, 0 / F to
    fit.  The frame's wheel over the log still scrolls the log.
Targets
    Legal moves, jumps and attacks are hex Targets whose hit test is hexgrid
    pixel picking under the camera; their marks are drawn by the board view
    (hex shaped).  A board-wide info target gives the tooltip of any hex.  The
    shipyard and crew-hire dialogs' cards are Targets.
Far hexes
    Hexes two or more moves away that the ship can reach this turn (the
    rules' reachable()) are route Targets: a click asks once and the ship
    flies there one Move at a time (flight.py).
Window shape
    stretch_layout: the frame places board_rect / prompt_rect for the
    canvas size; on_resize() splits off the event card and makes a new hex map.
"""
from __future__ import annotations

import pygame

from game.games.captain import player_boards, texts
from game.games.captain.art import CaptainArt
from game.games.captain.board_view import CaptainBoardView, Marks
from game.games.captain.dialogs import CaptainDialogs
from game.games.captain.dice import CaptainDice
from game.games.captain.flight import CaptainFlight
from game.games.captain.hex_map import CaptainHexMap
from game.rules import hexgrid
from game.games.captain.motion import CaptainMotion
from game.games.captain.overlays import CaptainEventCard, draw_hud, hud_rect
from game.games.captain.rules import actions as A
from game.scenes.table import PromptButton, Target, TableScene


ATTACKS = (A.AttackShip, A.AttackSettlement, A.AttackGem)


class CaptainTable(TableScene):
    hidden_info = False  # everything on this table is open information
    logs_setup_events = True  # the start-player roll and the first turn
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
        self._setup_camera()

    def layout(self) -> None:
        n = len(self.match.seats)
        self.panel_height = {3: 170, 4: 160, 5: 130, 6: 122}.get(n, 122)
        self._place_rects()
        self._hex_targets: list = []  # (Target, hex) of the clickable hexes of this refresh
        self._board_target: Target | None = None  # the whole map: the tooltip of any hex
        self.art = CaptainArt(self.assets, lambda: self.match.seats,
                              lambda: getattr(self.app.settings, "colour_symbols", True))
        self.board_view = self.add_part(CaptainBoardView(self, self.art))
        self.dialogs = self.add_part(CaptainDialogs(self, map_rect=lambda: self.map_rect))
        self.event_card = self.add_part(CaptainEventCard(self))
        self.dice = self.add_part(CaptainDice(self, self.art, hexes=lambda: self.hexes))
        self.motion = self.add_part(CaptainMotion(self, self.art, hexes=lambda: self.hexes, float_text=self.float_text,
                                                  start_dice=self.dice.start, flash_event_card=self.event_card.flash))
        self.flight = CaptainFlight(self, apply=lambda a: self.apply_action(a), open_chooser=self.open_chooser,
                                    dialog_open=lambda: self.popup is not None or self.confirm is not None)
        self.use_camera(lambda: self.hexes.camera, can_wheel=self._can_wheel)
        self._setup_camera()

    def _setup_camera(self) -> None:
        """The hex map (the board's turn and the camera) for the map rect."""
        self.hexes = CaptainHexMap(self.state.board, self.map_rect, on_change=self._camera_changed)
        self.board_view.place(self.hexes)
        self.camera.fit()

    # ================================================================ camera (hex_map.py)
    def _camera_changed(self) -> None:
        for t, h in self._hex_targets:
            t.rect = self.hexes.hex_rect(h)
        if self._board_target is not None:
            self._board_target.rect = pygame.Rect(self.map_rect)

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
            far = self.flight.far_paths()
            for h, acts in by_hex.items():
                acts.sort(key=lambda a: type(a) not in ATTACKS)  # a hex with an attack: the click attacks
                if h in far:  # click_target offers these and the flight in one chooser
                    tip = self.hex_text(h) + "\nClick to choose: " + " / ".join(
                        [self.action_label(a) for a in acts] + ["fly here"])
                else:
                    tip = self.hex_text(h) + "\n" + "Click: " + self.action_label(acts[0])
                flown = [far[h].moves[-1]] if h in far else []
                tip += texts.pass_through_note(st, self.seat_name, h, list(acts) + flown)
                t = Target(rect=self.hexes.hex_rect(h), actions=acts, tooltip=tip, highlight=False, choose=h in far,
                           hit=(lambda p, h=h: self._pick_open(p) == h), key=("hex", h))
                self._hex_targets.append((t, h))
                out.append(t)
            out += self._route_targets(set(by_hex))
        else:
            out += self.dialogs.targets()
        self._update_board_tooltip()
        return out

    def _route_targets(self, taken: set) -> list:
        """Targets for the far hexes (flight.py) not already a target of their
        own: a hex with an attack keeps its attack, and offers the flight too."""
        out = []
        for h, path in self.flight.far_paths().items():
            if h in taken:
                continue
            tip = (self.hex_text(h) + "\n" + texts.flight_click(self.state, path)
                   + texts.pass_through_note(self.state, self.seat_name, h, (path.moves[-1],)))
            t = Target(rect=self.hexes.hex_rect(h), actions=(path.moves[0],), tooltip=tip, highlight=False,
                       hit=(lambda p, h=h: self._pick_open(p) == h), key=("route", h), costs_told=True)
            self._hex_targets.append((t, h))
            out.append(t)
        return out

    def next_click_targets(self, targets: list) -> list:
        """A lesson's one-hex move lights that hex, not every far hex whose
        flight starts with the same move."""
        near = [t for t in targets if not (isinstance(t.key, tuple) and t.key[0] == "route")]
        return near or targets

    def shown_path(self):
        """The flight path drawn on the map, or None."""
        return self.flight.shown_path(self._hover_key(), self.popup is not None)

    def named_rects(self) -> dict:
        """Besides the seats: each region by its name (its middle hexes), the
        Federation hub, and each captain's ship by the captain's name."""
        out = super().named_rects()
        hexes, board = self.hexes, self.state.board
        for pl in board.placements:
            middle = [tuple(pl.centre)] + [(pl.centre[0] + dq, pl.centre[1] + dr) for dq, dr in hexgrid.DIRECTIONS]
            rects = [hexes.hex_rect(h) for h in middle if h in hexes.world]
            if rects:
                out["federation" if pl.federation else pl.title.lower()] = [rects[0].unionall(rects[1:])]
        for seat, p in enumerate(self.view.get("players") or []):
            pos = p.get("pos") if isinstance(p, dict) else None
            if pos is not None and tuple(pos) in hexes.world:
                out.setdefault(self.seat_name(seat).lower(), []).append(hexes.hex_rect(tuple(pos)))
        return out

    def float_keep_clear(self) -> list:
        """The region names and the FEDERATION label: a rising '+5 VP' goes beside them."""
        fed = self.board_view.federation_label_rect()
        return self.board_view.label_rects + ([fed] if fed is not None else [])

    def coach_keep_clear(self) -> list:
        return self.float_keep_clear()  # the map's labels

    def game_dialog_rects(self) -> list:
        dlg = self.dialogs.rect()
        return [] if dlg is None else [dlg]

    def _overlays(self) -> list:
        """What the table always draws over the map: the zoom buttons, the HUD."""
        rects = [self.camera.zoom_rects()["all"]]
        hud = hud_rect(self.state, self.map_rect)
        return rects if hud is None else rects + [hud]

    def _blockers(self) -> list:
        rects = self._overlays()
        dlg = self.dialogs.rect()
        if dlg is not None:
            rects.append(dlg)
        return rects

    def _pick_open(self, pos):
        """pick(), but not through the overlays drawn on the map."""
        for r in self._blockers():
            if r.collidepoint(pos):
                return None
        return self.hexes.pick(pos)

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
        """A hex's tooltip goes beside the hex under the mouse, next to the
        pointer (beside a ring of its neighbours it lay a hex or two away)."""
        if not _on_map(t):
            return super().tooltip_avoid(t)
        h = self._pick_open(self.mouse)
        return None if h is None else self.hexes.hex_rect(h).clip(self.map_rect)

    def tooltip_clear(self, t) -> list:
        """The ship's next hexes and the path being shown stay in sight."""
        if not _on_map(t):
            return []
        st = self.state
        if not (self.my_turn and st.mode == "turn"):
            return []
        hexes = set(st.board.neighbours[st.players[st.current].pos])
        path = self.shown_path()
        if path is not None:
            hexes.update((m.q, m.r) for m in path.moves)
        return [self.hexes.hex_rect(h).clip(self.map_rect) for h in hexes]

    def _info_targets(self) -> list:
        out = []
        for seat in range(len(self.match.seats)):
            for name, rect, tip in self._board_parts(seat):
                if tip:
                    out.append(Target(rect=rect, tooltip=tip, highlight=False, key=("panel", seat, name)))
        out.append(Target(rect=self.event_rect, tooltip=self.event_card.tooltip(), highlight=False, key="event"))
        out += [Target(rect=r, tooltip=tip, highlight=False, key=key) for key, r, tip in self.camera.zoom_tips()]
        hud = hud_rect(self.state, self.map_rect)
        if hud is not None:
            out.append(Target(rect=hud, highlight=False, key="hud", tooltip=texts.hud_tip(self.state, self.seat_name)))
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
        player_boards.draw_board(surface, self.state, seat, self._board_parts(seat), rect, self._hover_key(),
                                 self.running_scores().get(seat, 0))

    # ================================================================ words (texts.py)
    def hex_text(self, h) -> str:
        return texts.hex_text(self.state, self.board_view.model(), self.seat_name, h)

    def action_label(self, a) -> str:
        return texts.action_label(self.state, self.seat_name, a) or super().action_label(a)

    def action_label_away(self, a) -> str:
        return texts.placed_label(self.state, self.seat_name, a) or super().action_label(a)

    def action_label_in(self, state, a) -> str:
        return texts.action_label(state, self.seat_name, a) or ""

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
            # the candidate cards are the targets; the same choices as buttons, numbered as the cards lie
            out = []
            for i in range(len(st.reveal)):
                out += [a for a in self.legal if isinstance(a, A.KeepCrew) and a.choice == i]
                repl = [a for a in self.legal if isinstance(a, A.ReplaceCrew) and a.choice == i]
                if repl:
                    name = texts.short(texts.crew_card(self.state, st.reveal[i]).name)
                    out.append(PromptButton(f"{name} replaces…", (lambda repl=repl: self.open_chooser(repl, self.mouse)),
                                            tooltip=f"Take on {name} in place of one of your crew", style="normal",
                                            keys_in_order=True))
            return out + [a for a in self.legal if not isinstance(a, (A.KeepCrew, A.ReplaceCrew))]
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
        """One button per choice; for more than one amount of fortifying,
        repairing or selling BP, the largest plus "Fortify: other amounts", a
        chooser of every amount; its words name no amount, so its key stays
        when the amounts change."""
        if t not in self.GROUP_NAMES or len(acts) == 1:
            return list(acts)
        name = self.GROUP_NAMES[t]
        amounts = [a.points for a in acts]  # every GROUP_NAMES kind has points
        return [acts[-1], PromptButton(f"{name}: other amounts",
                                       (lambda acts=acts: self.open_chooser(acts, self.mouse)),
                                       tooltip=f"{name}: choose another amount ({min(amounts)} to {max(amounts)})",
                                       style="normal")]

    # ================================================================ input
    def handle_board(self, event) -> bool:
        et = event.type
        if et in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.flight.flying():
            self.flight.stop()  # the person does something else: the ship stops where it is
        if self.camera_part.handle(event):
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
            self.flight.ask(key[1], pos, self._path_rects(key[1]))
            return True
        if isinstance(key, tuple) and key[0] == "hex" and self.my_turn and key[1] in self.flight.far_paths():
            self.open_chooser(list(t.actions) + [self.flight.fly_button(key[1])], pos, keep_clear=t.rects_to_keep())
            return True
        return super().click_target(t, pos)

    def _path_rects(self, h) -> list:
        """The hexes of the flight to h, from the ship's: its question stays off them."""
        path = self.flight.far_paths()[h]
        start = self.state.players[self.state.current].pos
        return [self.hexes.hex_rect(x) for x in [start] + [(m.q, m.r) for m in path.moves]]

    def after_mouse_motion(self) -> None:
        self._update_board_tooltip()

    def _can_wheel(self, pos) -> bool:
        """The wheel zooms (and a drag may start) here: on the map, no dialog open."""
        return self.map_rect.collidepoint(pos) and self.dialogs.rect() is None

    def update_table(self, dt: float) -> bool:
        return self.flight.update()

    def on_undo(self) -> None:
        self.flight.stop()

    # ================================================================ drawing
    def draw_table_felt(self, surface) -> None:
        surface.blit(self.art.felt(self.board_rect.size), self.board_rect.topleft)

    def draw_board(self, surface) -> None:
        self.board_view.draw(surface, self._marks())
        hud = hud_rect(self.state, self.map_rect)
        if hud is not None:
            draw_hud(surface, self, hud)
        self.camera.draw_zoom_buttons(surface, self.mouse, live=self.popup is None)
        self.dialogs.draw(surface, self._hover_key())
        self.event_card.draw(surface, self.event_rect)
        self.dice.draw(surface)

    def _hover_key(self):
        """The key of the board Target under the mouse, or None."""
        return self.hover_target.key if self.hover_target is not None else None

    def _marks(self) -> Marks:
        """What the map lights up now (board_view.Marks)."""
        st = self.state
        # a dialog or the dice tray comes and goes: it covers a region's name, never moves it
        marks = Marks(path=self.shown_path(), covered=tuple(self._overlays()))
        if st.is_over:
            return marks
        hov = self.hover_target
        me = st.current if st.mode != "deflect" else st.to_act
        if me is not None and me not in self.reveal:
            marks.me = st.players[me].pos
        if hov is not None and hov.key == "board" and self.popup is None:
            marks.peek = self._pick_open(self.mouse)
        if not self.my_turn:
            return marks
        if st.mode == "turn" and me is not None:
            marks.reach = tuple(self.flight.far_paths())
        w = self.hovered_widget()
        marks.hover_action = w.action if w is not None else None
        marks.targets, marks.hover = list(self._hex_targets), hov
        return marks

    # ================================================================ animations (motion.py)
    def on_events(self, events) -> None:
        self.motion.play(events)


def _on_map(t) -> bool:
    """A target that is the map or one of its hexes (its tooltip names the hex under the pointer)."""
    return t.key == "board" or (isinstance(t.key, tuple) and t.key[0] in ("hex", "route"))
