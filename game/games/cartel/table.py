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

Composition (game/games/README.md, "The table side"): the table adds three
parts, a CartelHolding (holding.py: what the person holds between two
clicks), a CartelBoard (board_view.py: the city from the view, its camera,
marks and drawing) and a CartelMotion (motion.py: the event animations), and
holds a CartelHandTray and CartelSeatPanels (drawing.py: the hand tray, the
seats' panels), a DiscardPicker (discard_picker.py: Inspector Ford's choice as
cards over the city) and CartelHints (hints.py: the texts that need the city); the
plain words come from texts.py.  The table keeps the frame's hooks (targets,
prompt, clicks, keys, the camera's input) and wires the objects together.
"""
from __future__ import annotations

import pygame

from game.games.cartel import art
from game.games.cartel import texts as T
from game.games.cartel.board_view import TWO_STEP, CartelBoard, cell_of
from game.games.cartel.deck_clock import DeckClock
from game.games.cartel.discard_picker import DiscardPicker
from game.games.cartel.drawing import CartelHandTray, CartelSeatPanels
from game.games.cartel.end_signs import end_reasons, note_tip
from game.games.cartel.end_signs import banner_note as end_sign
from game.games.cartel.hints import CartelHints
from game.games.cartel.holding import PLACE_TYPES, CartelHolding, kind_of
from game.games.cartel.motion import CartelMotion
from game.games.cartel.rules.actions import Appoint, Summon, Swap
from game.scenes.table import PromptButton, Target, TableScene
from game.scenes.table_parts.click_words import with_costs
from game.ui.reaction_prompt import Choice, ReactionPrompt

TURN_ROAD_KEY, PUT_BACK_KEY = 1, 2  # while a card is held these are the bar's only buttons: the same keys every game


class CartelTable(TableScene):
    hidden_info = True
    logs_setup_events = True  # who was drawn to start
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

    def on_resize(self) -> None:
        self._place_rects()
        self.hand_tray.place(self.hand_rect)
        self.board_view.place(self.map_rect)
        self.discard_picker.place(self.map_rect)

    def layout(self) -> None:
        """The table's objects, made before the frame's first refresh."""
        n = len(self.match.seats)
        self.panel_height = {2: 200, 3: 178, 4: 158}.get(n, 150)
        self._place_rects()
        self.holding = self.add_part(CartelHolding(self))
        self.board_view = self.add_part(CartelBoard(self, self.holding, self.map_rect,
                                                    popup_open=lambda: self.popup is not None))
        self.use_camera(lambda: self.board_view.camera,
                        can_grab=lambda pos: not self.board_view.hud_rect().collidepoint(pos))  # not on the HUD
        self.deck_clock = DeckClock()
        self.hand_tray = CartelHandTray(self, self.holding, popup_open=lambda: self.popup is not None,
                                        turns_left=lambda: self.deck_clock.turns_left(self.match))
        self.hand_tray.place(self.hand_rect)
        self.discard_picker = DiscardPicker(self, self.hand_tray.draw_card)
        self.discard_picker.place(self.map_rect)
        self.seat_panels = CartelSeatPanels(self, self.panel_rect)
        self.cell_hints = CartelHints(self, self.board_view, self.holding)
        self.motion = self.add_part(CartelMotion(self, self.board_view, self.seat_colour))

    # ================================================================ holding
    def turn_road(self, step: int = 1) -> None:
        """Turn the held road card a quarter (to its next legal turn where the mouse is)."""
        why_not = self.holding.turn_road(step, lambda: self.board_view.pick(self.mouse))
        if why_not:
            self.explain(why_not)
        else:
            self._update_board_tooltip()

    def drop_held(self) -> None:
        self.holding.drop()
        self.refresh()

    def holds_something(self) -> bool:
        return self.holding.held is not None

    # ================================================================ targets
    def targets(self) -> list:
        holding, board = self.holding, self.board_view
        holding.check()
        city = board.city()
        out: list[Target] = []
        cell_targets = []
        board_target = Target(rect=pygame.Rect(self.map_rect), hit=self._board_hit, highlight=False, key="board")
        out.append(board_target)
        out += self.info_targets()
        out += self._hand_targets()
        if self.my_turn and not self.state.is_over:
            by_cell: dict = {}
            if holding.held is not None:
                for a in holding.actions():
                    by_cell.setdefault(cell_of(a), []).append(a)
            else:
                for a in self.legal:
                    k = kind_of(a)
                    if k in ("Road", "Build", "PlaceFirst"):
                        continue  # through the hand: pick the card up, then place it (a card is never spent unseen)
                    if k in TWO_STEP:
                        by_cell.setdefault(("from", (a.x, a.y), k), []).append(a)
                        continue
                    cell = cell_of(a)
                    if cell is not None:
                        by_cell.setdefault(cell, []).append(a)
            for where, acts in by_cell.items():
                cell = where[1] if isinstance(where[0], str) else where
                shown = holding.road_action(cell) if holding.holds_road() and not isinstance(where[0], str) else None
                if shown is not None:  # one click places the road as it is turned now
                    acts = [shown] + [a for a in acts if a != shown]
                key = ("from", cell, where[2]) if isinstance(where[0], str) else ("cell", cell)
                # picking Agents up, and how many of them go: choices with no default
                choose = key[0] == "from" or (holding.held is not None and holding.held[0] == "agents")
                t = Target(rect=board.city_view.shape(city, cell), actions=acts, highlight=False,
                           hit=(lambda p, c=cell: self.board_view.pick(p) == c), key=key, choose=choose,
                           tooltip=self.cell_hints.cell_action_tip(cell, acts, key, choose))
                cell_targets.append((t, cell))
                out.append(t)
        board.set_targets(board_target, cell_targets)
        self._update_board_tooltip()
        return out + self.discard_picker.targets()  # over the city

    def _hand_targets(self) -> list:
        hand = list(self.view.get("hand") or [])
        tray = self.hand_tray
        out = []
        hovered = tray.hand_view.hovered
        rects = tray.card_rects(hand, hovered if hovered is not None and hovered < len(hand) else None)
        for i, kind in enumerate(hand):
            acts = [a for a in self.legal if getattr(a, "card", None) == kind and kind_of(a) != "Retrieve"
                    and not (kind_of(a) == "Swap")] if self.my_turn else []
            tip = T.card_tip(kind)
            if acts and self.holding.card() == kind:
                tip += "\nHeld: click a lit spot on the city to play it, or click it here to put it back."
            elif acts:
                tip += "\n" + self.cell_hints.hand_click_text(kind, acts)
            elif self.my_turn:
                tip += "\n" + self.cell_hints.hand_why_not(kind)
            out.append(Target(rect=rects[i], actions=acts, tooltip=tip, highlight=False, key=("hand", i, kind),
                              choose=True,
                              hit=(lambda p, i=i, hand=hand: tray.index_at(p, hand) == i)))
        return out

    def info_targets(self) -> list:
        """Tooltips of the seats' panels, the piles, the zoom buttons and the HUD."""
        out = []
        for seat in range(len(self.match.seats)):
            for name, rect, tip in self.seat_panels.parts(seat):
                out.append(Target(rect=rect, tooltip=tip, highlight=False, key=("panel", seat, name)))
        v = self.view
        tray = self.hand_tray
        out.append(Target(rect=tray.deck_rect(), tooltip=T.deck_tip(v.get("deck", 0), v.get("reshuffled", 0), self.deck_clock.turns_left(self.match)),
                          highlight=False, key="deck"))
        out.append(Target(rect=tray.discard_rect(), tooltip=T.discard_tip(list(v.get("discard", []))),
                          highlight=False, key="discard"))
        out += [Target(rect=r, tooltip=tip, highlight=False, key=key) for key, r, tip in self.camera.zoom_tips()]
        turn = v.get("turn")
        if turn is not None:
            left = v.get("actions_left", 0)
            out.append(Target(rect=self.board_view.hud_rect(), highlight=False, key="hud",
                              tooltip=f"{self.seat_name(turn)} has {T.plural(left, 'Action')} left this turn: "
                                      "draw a card, play a card, or move Agents."))
        return out

    def _board_hit(self, pos) -> bool:
        return self.board_view.pick(pos) is not None

    def _update_board_tooltip(self) -> None:
        t = self.board_view.board_target
        if t is None:
            return
        cell = self.board_view.pick(self.mouse)
        t.tooltip = self.cell_hints.cell_tip(cell) if cell is not None else ""

    def next_click_targets(self, targets: list) -> list:
        if self.holding.held is None:
            return targets
        return [t for t in targets if not (isinstance(t.key, tuple) and t.key[0] in ("hand", "from"))]

    def hint_keep_clear(self, action) -> list:
        """The spaces a hinted move is about: where it starts and where it ends."""
        city = self.board_view.city()
        cells = {cell_of(action)}
        if type(action).__name__ in TWO_STEP:
            cells.add((action.x, action.y))
        return [self.board_view.city_view.shape(city, c) for c in cells if c is not None]

    # ================================================================ prompt and words
    def game_dialog_rects(self) -> list:
        """Inspector Ford's grid over the city, while it is open."""
        n = len(self.discard_picker.actions())
        return [self.discard_picker.panel_rect(n)] if n else []

    def prompt_actions(self) -> list:
        items = super().prompt_actions()
        me = self.to_act
        # Congressman Tu: the rivals first, leaning on yourself (allowed, rarely wise) last
        items = [a for a in items if not (isinstance(a, Summon) and a.seat == me)] + \
                [a for a in items if isinstance(a, Summon) and a.seat == me]
        if self.holding.held is not None:
            items = [PromptButton("Put back", self.drop_held, tooltip="Put down what you hold (Esc)", style="normal",
                                  key=PUT_BACK_KEY)]
            if self.holding.holds_road():
                items.insert(0, PromptButton("Turn the road (R)", lambda: self.turn_road(1),
                                             tooltip="Turn the road card a quarter turn", style="normal",
                                             key=TURN_ROAD_KEY))
        return items

    def prompt_text(self) -> str:
        base = super().prompt_text()
        if self.my_turn and self.holding.held is not None:
            return self.cell_hints.held_prompt()
        return base

    def board_hint(self) -> str:
        """The prompt bar's line when every choice is on the table: our own."""
        return self.cell_hints.table_hint()

    def action_label(self, action) -> str:
        if isinstance(action, Swap):  # the prompt names Sven: what differs is what he is traded for
            cell = (action.x, action.y)
            where = self.state.place(cell) if action.card == "agent" else ""
            return self.named(T.swap_label(self.seat_name(action.seat), action.card, where))
        try:
            return self.named(self.state.describe(action))
        except Exception:
            return type(action).__name__

    def action_tooltip(self, action) -> str:
        if isinstance(action, Appoint):
            return (f"Put {T.name(action.card)} into your service; its arrival power does not happen.\n"
                    + T.card_tip(action.card))
        if isinstance(action, Swap):
            return self.named(self.state.describe(action)) + f"; {self.seat_name(action.seat)} gets Sven."
        if isinstance(action, Summon):
            if action.seat == self.state.current:
                return "Spends an Action: put an Official from your hand down (its arrival power does not happen)."
            who = self.seat_name(action.seat)
            return (f"Spends an Action: {who} must put an Official from their hand down (its arrival power does "
                    f"not happen), or, holding none, reveal their hand.")
        return ""

    def _end_reasons(self) -> list:
        if self.state.is_over:
            return []
        return end_reasons(self.view, self.deck_clock.turns_left(self.match), self.seat_name)

    def banner_note_tip(self) -> str:
        reasons = self._end_reasons()
        if not reasons:
            return ""
        v = self.view
        return note_tip(reasons, T.last_pass(v.get("deck", 0), self.deck_clock.turns_left(self.match))
                        if v.get("reshuffled") else "")

    def banner_note(self) -> str:
        v = self.view
        reasons = self._end_reasons()
        if reasons:
            return end_sign(reasons)
        if v.get("reshuffled") and not self.state.is_over:
            return T.last_pass(v.get("deck", 0), self.deck_clock.turns_left(self.match))
        return ""

    # ================================================================ Congressman Tu's reply
    def refresh_reactions(self) -> None:
        """Congressman Tu leans on the person: a reply prompt with one numbered
        button per answer (the rules allow no Pass, so it has no clock)."""
        super().refresh_reactions()
        p = self.state.window()
        if p is None or p.kind != "summoned" or not self.my_turn or self.reaction is not None:
            return
        choices = [Choice(T.name(a.card) if isinstance(a, Appoint) else "Show your hand", a,
                          with_costs(self, a, self.action_tooltip(a))) for a in self.legal]
        appoint = any(isinstance(a, Appoint) for a in self.legal)
        prompt = ReactionPrompt(self.prompt_rect, T.tu_reply(self.seat_name(p.get("by")), appoint), choices,
                                on_choose=self.take, on_pass=lambda: None, question="", can_pass=False)
        if len(prompt.buttons()) == len(choices):  # else the hand's Officials are the buttons
            self.show_reaction(prompt)

    # ================================================================ drawing
    def draw_board(self, surface) -> None:
        self.board_view.draw(surface)
        self.discard_picker.draw(surface)
        self.hand_tray.draw(surface)

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        self.seat_panels.draw(surface, rect, seat)

    # ================================================================ clicks and keys
    def click_target(self, t: Target, pos) -> bool:
        holding = self.holding
        key = t.key if isinstance(t.key, tuple) else (t.key,)
        if not t.disabled and self.my_turn and t.actions:
            if key[0] == "hand":
                kinds = {kind_of(a) for a in t.actions}
                if kinds <= set(PLACE_TYPES):
                    holding.pick_up(("card", key[2]))
                    self.refresh()
                    return True
            elif key[0] == "from":
                holding.pick_up(("agents", key[1], key[2]))
                self.refresh()
                return True
            elif key[0] == "cell" and holding.holds_road():
                a = holding.road_action(key[1])
                if a is not None:
                    self.take(a)
                    return True
        if t.key == "board" and self.my_turn and not t.actions:
            return self.on_board_click(pos)
        return super().click_target(t, pos)

    def on_board_click(self, pos) -> bool:
        cell = self.board_view.pick(pos)
        if cell is None or not self.my_turn:
            return False
        why = self.cell_hints.held_why_not(cell) if self.holding.held is not None else self.cell_hints.unlit_why_not()
        if why:
            self.explain(why)
        return True

    def handle_board(self, event) -> bool:
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9 and self.my_turn:
            a = self.discard_picker.by_key(event.key - pygame.K_0)
            if a is not None:  # Inspector Ford's cards show their numbers
                self.take(a)
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_r and self.holding.card():
                self.turn_road(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
                return True
            if event.key == pygame.K_ESCAPE and self.holding.held is not None:
                self.drop_held()
                return True
        return self.camera_part.handle(event)

    def after_mouse_motion(self) -> None:
        self._update_board_tooltip()

    # ================================================================ animations
    def on_events(self, events) -> None:
        self.motion.play(events)


__all__ = ["CartelTable", "art"]
