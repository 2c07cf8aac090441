"""Captain of the Stars multi-hex moves at the table: a click on a hex
several steps away asks once ("Fly to the rim of Tals Mire? 3 moves:
1 action and 2 free moves", the path drawn on the board), then the ship
flies there one Move at a time through the frame's normal apply path (each
step is its own undoable step with its log line and animation).  The path
comes from the rules (state.reachable(), rules/paths.py); before each step
the table checks the move is still legal, and it stops early when a step
reveals anything (an undo barrier) or the person does something else.

Mixed into game.games.captain.table.CaptainTable."""
from __future__ import annotations

import pygame

from game.games.captain import texts
from game.scenes.table import PromptButton, Target

ROUTE_COL = (255, 226, 120)


class Flight:
    _flight_queue: list
    _route_shown = None  # the MovePath whose confirmation is open

    def reach(self) -> dict:
        """hex -> MovePath for the person to act (empty when it is not their
        main phase); cached per decision."""
        st = self.state
        key = (len(self.match.steps), id(st))
        cache = getattr(self, "_reach_cache", None)
        if cache is not None and cache[0] == key:
            return cache[1]
        got = {}
        if self.my_turn and st.mode == "turn" and not st.is_over:
            try:
                got = st.reachable()
            except Exception:
                got = {}
        self._reach_cache = (key, got)
        return got

    def far_paths(self) -> dict:
        """The reachable hexes two or more moves away."""
        return {h: p for h, p in self.reach().items() if p.steps >= 2}

    def route_targets(self, taken: set) -> list:
        """Targets for the far hexes (those not already a target of their own:
        a hex with an attack keeps its attack, and offers the flight too)."""
        out = []
        for h, path in self.far_paths().items():
            if h in taken:
                continue
            tip = (self.hex_text(h) + f"\nClick: fly here ({path.steps} moves, {path.cost_text()})")
            t = Target(rect=self.hex_rect(h), actions=(path.moves[0],), tooltip=tip, highlight=False,
                       hit=(lambda p, h=h: self._pick_open(p) == h), key=("route", h))
            self._hex_targets.append((t, h))
            out.append(t)
        return out

    def click_target(self, t, pos) -> bool:
        key = t.key
        if isinstance(key, tuple) and key[0] == "route" and self.my_turn:
            self.ask_flight(key[1], pos)
            return True
        if isinstance(key, tuple) and key[0] == "hex" and self.my_turn and key[1] in self.far_paths():
            h = key[1]
            items = list(t.actions) + [PromptButton(self._flight_label(self.far_paths()[h]),
                                                    (lambda h=h: self.fly_to(h)), style="normal")]
            self.open_chooser(items, pos)
            return True
        return super().click_target(t, pos)

    def _flight_label(self, path) -> str:
        return f"Fly here: {path.steps} moves ({path.cost_text()})"

    def ask_flight(self, h, pos) -> None:
        """The one confirmation of a multi-hex move."""
        path = self.far_paths().get(tuple(h))
        if path is None:
            self.explain(texts.why_not_hex(self.state, h))
            return
        self._route_shown = path
        place = self.state.board.place(h)
        self.open_chooser([PromptButton(self._flight_label(path), (lambda: self.fly_to(path.to)), style="primary",
                                        tooltip="Each move is its own step: Undo takes them back one at a time."),
                           PromptButton("Stay", (lambda: None))],
                          self._flight_popup_pos(h, pos), title=f"Fly to {place}?")

    def _flight_popup_pos(self, h, pos):
        """Below the map's centre line when the hex is above it, and the other
        way round, so the popup does not hide the path."""
        m = self.map_rect
        y = self.hex_center(h)[1]
        return (pos[0], m.bottom - 260 if y < m.centery else m.y + 20)

    def fly_to(self, h) -> None:
        """Start flying along the cheapest path to h (steps in update_table)."""
        self._route_shown = None
        path = self.far_paths().get(tuple(h))
        if path is None:
            self.explain(texts.why_not_hex(self.state, h))
            return
        self._flight_queue = list(path.moves)
        self.flight_step()

    def stop_flight(self) -> None:
        self._flight_queue = []
        self._route_shown = None

    def flying(self) -> bool:
        return bool(getattr(self, "_flight_queue", None))

    def flight_step(self) -> bool:
        """Take the next move of the flight if it is still legal; True when a
        move was taken."""
        if not self.flying():
            return False
        move = self._flight_queue[0]
        if not self.my_turn or move not in self.legal:
            self.stop_flight()
            if self.my_turn:
                self.explain("The flight stopped: the next move is no longer possible.")
            return False
        self._flight_queue.pop(0)
        events = self.apply_action(move)
        if any(getattr(e, "barrier", False) for e in events):
            self.stop_flight()
        return True

    def update_flight(self) -> bool:
        if self.flying() and not self.anim.busy and self.popup is None and self.confirm is None:
            return self.flight_step()
        return False

    def shown_path(self):
        """The path to draw: the open confirmation's, else the hovered far hex's."""
        if self._route_shown is not None and self.popup is not None:
            return self._route_shown
        hov = self.hover_target
        if self.popup is None and hov is not None and isinstance(hov.key, tuple) and hov.key[0] in ("route", "hex"):
            return self.far_paths().get(hov.key[1])
        return None

    def draw_path(self, surface) -> None:
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
