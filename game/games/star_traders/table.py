"""Star Traders table: the spiral galaxy with its patterned jumplines, the
Prestige meter over it, the action dice and the contracts beside it, the
traders' panels on the right and the prompt bar below.

Board
    board_view.StarTradersBoard (a part) draws the galaxy with a GalaxyView
    through a game.ui.camera.Camera (drag, wheel, arrows, +/-, 0 or F to
    fit); `self.camera` is its camera, handled in handle_board.
Targets
    Worlds are Targets hit-tested on the planet (GalaxyView.world_at): a
    jump, a beacon request (any fee: fee_dialog.FeeDialog), a build, a start world
    or a starting station.  A board-wide info target gives any world's
    tooltip.  A blank action die rolls, a Strategist's die is used; a
    contract row picks its cargo up; the Personality cards (setup) choose.
    The meter, the legend and the mission rows have tooltips.
Prompt bar
    The turn's other actions in a fixed order (roll, random jump, pick up,
    build, local business, petition, cargo, end turn); "Petition…" opens a
    dialog with the odds, and only there is the Petition taken.
Out of turn
    The beacon question ("may X use your beacon for $N?") is asked of a
    person through the shared reaction prompt (Grant / Refuse).
Composed of (in this folder; the table wires them with small callables)
    parts (add_part): board_view.StarTradersBoard (the galaxy and what stands
    on it), drawing.PetitionDialog (the odds; Esc or a click beside closes
    it), fee_dialog.FeeDialog (a beacon request's fee, any amount),
    motion.StarTradersMotion (flights, dice rolls, floating gains;
    play(events) from on_events);
    views: drawing.py PrestigeMeter, ActionDice, ContractColumn,
    PersonalityCards, TraderPanels; luck_view.py LuckHandTray, LuckPrompts
    (the luck windows' reaction prompt), DealButtons;
    words: texts.py (functions), card facts: luck_cards.py.
"""
from __future__ import annotations

import pygame

from game.games.star_traders import texts
from game.games.star_traders.board_view import StarTradersBoard
from game.games.star_traders.drawing import (ActionDice, ContractColumn, PersonalityCards, PetitionDialog,
                                             PrestigeMeter, TraderPanels, draw_felt)
from game.games.star_traders.fee_dialog import FeeDialog
from game.games.star_traders.luck_cards import LUCK_WINDOWS, card_of, is_free_discard
from game.games.star_traders.luck_view import DealButtons, LuckHandTray, LuckPrompts
from game.games.star_traders.motion import StarTradersMotion
from game.games.star_traders.rules import actions as A
from game.games.star_traders.rules.black_hole import PRICE as BH_PRICE, UNPAID_LOSS
from game.games.star_traders.rules.data import LINE_NEED
from game.scenes.table import PromptButton, Target, TableScene
from game.ui import theme
from game.ui.reaction_prompt import Choice, ReactionPrompt

BEACON_KINDS = ("beacon",)
BEACON_QUESTION = "Grant: {name} lands on your station with any roll. Refuse: {name} may still try to jump."


def _world_of(action) -> int | None:
    t = type(action)
    if t in (A.Jump, A.AskBeacon):
        return action.to
    if t in (A.StartAt, A.PlaceStation, A.Build) or t.__name__ in ("BlowTo", "PetitionStation"):
        return action.world
    return None


class StarTradersTable(TableScene):
    hidden_info = True  # Trader's Luck hands are secret
    stretch_layout = True
    screenshot_after = 60  # `main.py screenshot star-traders` without --after: a game under way
    COLUMN_MIN, COLUMN_MAX = 380, 500

    # ================================================================ setup
    def layout(self) -> None:
        n = len(self.match.seats)
        self.panel_height = {2: 170, 3: 164, 4: 150, 5: 128, 6: 118}.get(n, 118)
        self.galaxy = self.state.board.galaxy
        self._world_targets: list = []
        self._board_target: Target | None = None
        self._note_level = 0
        self.meter = PrestigeMeter(self)
        self.dice = ActionDice(self, rolling_face=lambda: self.motion.rolling_face())
        self.contracts = ContractColumn(self, seat_colour=self.seat_colour)
        self.hand_tray = LuckHandTray(self, action_label=self.action_label)
        self.petition = self.add_part(PetitionDialog(self, map_rect=lambda: self.map_rect,
                                                     over_widget=lambda: self.hovered_widget() is not None))
        self.fee_dialog = self.add_part(FeeDialog(self, map_rect=lambda: self.map_rect,
                                                  world_name=lambda n: texts.world_name(self, n)))
        self.personality_cards = PersonalityCards(self, map_rect=lambda: self.map_rect)
        self.trader_panels = TraderPanels(self, seat_colour=self.seat_colour, panel_area=self.panel_area,
                                          deal_rect=lambda seat: self.deals.button_rect(seat),
                                          popup_open=lambda: self.popup is not None)
        self.deals = DealButtons(self, panel_area=self.panel_area, figures_end=self.trader_panels.figures_end)
        self.luck_prompts = LuckPrompts(self, reaction=lambda: self.reaction, show=self.show_reaction,
                                        open_chooser=self.open_chooser, on_timeout=self.reaction_timeout,
                                        seconds=self.REACTION_SECONDS, skip_when=self.reactions.skip_when)
        self._place_rects()
        self.board_view = self.add_part(StarTradersBoard(
            self, self.map_rect, LINE_NEED, seat_look=self._seat_look,
            lit_worlds=lambda: [n for _, n in self._world_targets], overlays=self._overlays,
            on_change=self._camera_changed))
        self.gview = self.board_view.galaxy_view
        self.use_camera(lambda: self.gview.camera, can_wheel=self._can_wheel)
        self.motion = self.add_part(StarTradersMotion(
            self, self.gview, map_rect=lambda: self.map_rect, float_text=self.float_text,
            panel_anchor=lambda seat: self.panel_rect(seat).midleft,
            seat_look=self._seat_look))

    def _place_rects(self) -> None:
        b = self.board_rect
        col_w = max(self.COLUMN_MIN, min(self.COLUMN_MAX, round(b.w * 0.3)))
        self.column_rect = pygame.Rect(b.right - col_w - 12, b.y + 12, col_w, b.h - 24)
        left = b.x + 12
        self.meter.rect = pygame.Rect(left + 6, b.y + 14, self.column_rect.x - left - 22, 40)
        top = self.meter.rect.bottom + 8
        self.map_rect = pygame.Rect(left, top, self.column_rect.x - left - 10, b.bottom - 10 - top)
        self.dice.rect = pygame.Rect(self.column_rect.x, self.column_rect.y, col_w, 136)
        self._contracts_full = pygame.Rect(self.column_rect.x, self.dice.rect.bottom + 10, col_w,
                                           self.column_rect.bottom - self.dice.rect.bottom - 10)
        self.fit_hand()

    def fit_hand(self) -> None:
        """The hand tray takes the foot of the contracts column, as much as the
        contract and mission rows leave (refit when a mission row appears)."""
        rows = len(self.view.get("contracts") or []) + len(self.contracts.missions())
        self.contracts.rect = self.hand_tray.place(self._contracts_full, rows)

    def _seat_look(self, seat: int) -> tuple:
        return self.seat_colour(seat), self.seat_symbol(seat)

    def on_resize(self) -> None:
        self._place_rects()
        self.gview.set_rect(self.map_rect)

    def _camera_changed(self) -> None:
        for t, n in self._world_targets:
            t.rect = self.gview.world_rect(n)

    # ================================================================ targets
    def coach_places(self, w: int, h: int) -> list:
        """A lesson's coach over the rivals' panels, between your own panel and
        the log (as tall as that room allows, its foot on the log's top, so its
        buttons stay put); when its words name a rival, over the foot of the
        contracts column; when they name a rival and your cards too, over its
        top; when they name the rivals' dice as well, over the contracts just
        above your cards.  Never over the log, nor the galaxy."""
        side, log = self.side_rect, self.log_rect
        w = min(w, side.w)
        foot = log.y - 10
        own = self.panel_rect(self.viewer if self.viewer is not None else 0)
        top = max(own.bottom + 10 if own.bottom < foot else side.y, foot - h)
        column = self._contracts_full.union(self.dice.rect)
        h = min(h, column.h)
        cards = self.hand_tray.rect.y - 10 if self.hand_tray.rect is not None else column.bottom
        return [pygame.Rect(side.x, top, w, foot - top), pygame.Rect(column.right - w, column.bottom - h, w, h),
                pygame.Rect(column.right - w, column.y, w, h), pygame.Rect(column.right - w, cards - h, w, h)]

    def float_keep_clear(self) -> list:
        """The worlds' numbers and names: a rising '+1 Prestige' goes beside them."""
        return self.gview.label_rects()

    def words_on_board(self) -> list:
        """The Trader's Luck tray's title, deck count and cards; the worlds' labels."""
        return self.hand_tray.words() + self.gview.label_rects()

    def named_rects(self) -> dict:
        """Besides the seats: the contracts, the Trader's Luck cards, the log,
        the action dice (and the seat moving now by them: its dice are shown)."""
        out = super().named_rects()
        out["contract"] = out["contracts"] = [self.contracts.rect]
        out["action dice"] = out["dice"] = [self.dice.rect]
        if self.to_act is not None:
            out.setdefault(self.seat_name(self.to_act).lower(), []).append(self.dice.rect)
        if self.hand_tray.rect is not None:
            out["trader's luck"] = out["cards"] = out["card"] = [self.hand_tray.rect]
        out["log"] = [self.log_rect]
        return out

    def game_dialog_rects(self) -> list:
        return [d.rect() for d in (self.petition, self.fee_dialog) if d.is_open]

    def _overlays(self) -> list:
        """What lies over the galaxy besides its own buttons and legend."""
        rects = []
        if self.petition.is_open:
            rects.append(self.petition.rect())
        if self.state.stage == "personality" and self.my_turn:
            rects.append(self.map_rect)  # the Personality cards lie over the galaxy
        return rects

    def _world_open(self, pos) -> int | None:
        """The world under pos, unless an overlay on the map covers it."""
        return self.board_view.world_open(pos)

    def targets(self) -> list:
        self.fit_hand()  # the tray gives way to contract and mission rows (the view just changed)
        out: list[Target] = []
        self._world_targets = []
        self._board_target = Target(rect=pygame.Rect(self.map_rect), hit=lambda p: self._world_open(p) is not None,
                                    highlight=False, key="board")
        out.append(self._board_target)
        out += self._info_targets()
        if self.my_turn and not self.state.is_over and not self.petition.is_open:
            by_world: dict = {}
            for a in self.legal:
                n = _world_of(a)
                if n is not None and n in self.galaxy.worlds:
                    by_world.setdefault(n, []).append(a)
            for n, acts in sorted(by_world.items()):
                acts = self._one_request_a_ship(sorted(acts, key=self._world_action_order))
                first = acts[0]
                click = (f"ask for the beacon at {texts.world_name(self, n)} (you choose the fee)"
                         if isinstance(first, A.AskBeacon) else self.action_label(first))
                cost = texts.cost_words(self, first)
                click += f" (costs {cost})" if cost else ""
                tip = texts.world_tip(self, n) + "\n" + "Click: " + click
                t = Target(rect=self.gview.world_rect(n), actions=acts, tooltip=tip, highlight=False,
                           hit=(lambda p, n=n: self._world_open(p) == n), key=("world", n))
                self._world_targets.append((t, n))
                out.append(t)
            out += self.dice.targets()
        if self.petition.is_open and self.my_turn:
            out += self.petition.targets()
        out += self.hand_tray.targets()
        out += self.trader_panels.status_targets() + self.deals.targets()
        for a, rect in self.personality_cards.cards():
            out.append(Target(rect=rect, actions=[a], tooltip=self.action_tooltip(a), highlight=False,
                              key=("personality", a.personality)))
        self._update_board_tooltip()
        return out

    @staticmethod
    def _one_request_a_ship(acts: list) -> list:
        """A beacon request is one choice per ship whatever the fee (the fee
        dialog sets it): keep the first of the fee menu's requests."""
        seen, out = set(), []
        for a in acts:
            if isinstance(a, A.AskBeacon):
                if (a.to, a.ship) in seen:
                    continue
                seen.add((a.to, a.ship))
            out.append(a)
        return out

    def click_target(self, t, pos) -> bool:
        """A world whose one click is a beacon request opens the fee dialog; a
        card whose one click is a discard by choice asks first (it cannot be
        taken back, and a card that is not playable now may be later); a card
        of several uses opens its menu in a lesson too (the lesson's step would
        narrow the click to the play it expects and take it at once)."""
        if (t.choose and len(t.actions) > 1 and self.my_turn and not t.disabled and self.banner.mover() is None
                and any(self.gate_refusal(a) for a in t.actions)):
            self.open_chooser(t.actions, pos)
            return True
        one = t.one_click
        if isinstance(one, A.AskBeacon) and self.my_turn and not t.disabled:
            self.fee_dialog.open(one.to, one.ship)
            return True
        if one is not None and self.my_turn and not t.disabled and is_free_discard(self.state, one):
            name = self.action_label(one).removeprefix("Discard ")
            self.ask_first(one, f"Discard {name}?", [
                f"{name} cannot be played now, but it may be later.",
                "A discarded card is gone for good: Undo cannot bring it back."], f"Discard {name}", "Keep it")
            return True
        return super().click_target(t, pos)

    @staticmethod
    def _world_action_order(a):
        kind = {A.Jump: 0, A.AskBeacon: 1, A.Build: 2}.get(type(a), 3)
        return (kind, getattr(a, "ship", 0), getattr(a, "fee", 0))

    def _info_targets(self) -> list:
        out = []
        for key, rect, tip in self.camera.zoom_tips():
            out.append(Target(rect=rect, tooltip=tip, highlight=False, key=key))
        marks = ("\nStriped ring with a barred Q: a quarantined world (no ship may leave). Gold ring of stars: an "
                 "Imperial Station. Dashed gold ring with a pennant: an Imperial Envoy's destination."
                 if self.state.version.cards else "")
        out.append(Target(rect=self.gview.legend_rect(), tooltip=self.gview.legend_tip() + marks, highlight=False,
                          key="legend"))
        out.append(Target(rect=self.meter.rect, tooltip=self.meter.tip(), highlight=False, key="meter"))
        out.append(Target(rect=self.dice.rect, tooltip=self.dice.tip(), highlight=False, key="dice"))
        out += self.hand_tray.title_targets()
        pickups: dict = {}
        if self.my_turn:
            for a in self.legal:
                if isinstance(a, A.PickUp):
                    pickups.setdefault(a.slot, []).append(a)
        for slot, rect in self.contracts.contract_rows():
            c = texts.contract_of(self, slot)
            if c:
                acts = pickups.get(slot, [])
                tip = texts.contract_tip(self, c) + ("\nClick: " + " / ".join(self.action_label(a) for a in acts)
                                              if acts else "")
                out.append(Target(rect=rect, actions=acts, tooltip=tip, highlight=bool(acts), key=("contract", slot),
                                  radius=10))
        for seat, rect in self.contracts.mission_rows():
            out.append(Target(rect=rect, tooltip=texts.mission_tip(self, seat), highlight=False, key=("mission", seat)))
        return out

    def _update_board_tooltip(self) -> None:
        t = self._board_target
        if t is None:
            return
        n = self._world_open(self.mouse)
        if n is None:
            t.tooltip = ""
            return
        text = texts.world_tip(self, n)
        if self.my_turn and self.state.stage == "turn" and not any(k == n for _, k in self._world_targets):
            why = self.why_not_world(n)
            if why:
                text += "\n" + why
        t.tooltip = text

    def why_not_world(self, n: int) -> str:
        """Why a click on world `n`, not lit, does nothing: never silent while
        the person is asked something (a reply in another's turn, a card
        window or the hand limit in their own, the actions spent)."""
        st = self.state
        seat = st.current
        if st.stage != "turn":
            return "Choose one of the lit worlds." if self._world_targets else ""
        if seat != self.viewer or st.window() is not None or st.stack:
            return f"Not now: {self.prompt_text()}"
        if seat is None or not st.ships[seat]:
            return ""
        if st.actions_left <= 0:
            return "No actions left: end your turn."
        here = st.ships[seat]
        if n in here:
            return "Your ship is here."
        line = None
        for w in here:
            line = line or self.galaxy.line_between(w, n)
        if line is None:
            return "No jumpline leads there from your ship (a random jump can land anywhere)."
        need = texts.line_need(self, line)
        if st.die is None and "stargate" in st.boosts:
            return f"Roll first: with your Stargate the {line.colour} line opens whatever the die shows."
        if st.die is None:
            return f"Roll first: the {line.colour} line needs {need}+ (or a station jump to a beacon you may use)."
        if st.die < need:
            return f"Your roll of {st.die} is too low for the {line.colour} line ({need}+)."
        return st.why_not(A.Jump(to=n)) or f"Your ship cannot jump to {texts.world_name(self, n)} now."

    def toast_top(self) -> int:
        """Notices go under the Prestige track, which stays in sight."""
        return self.meter.rect.bottom + 14

    def tooltip_avoid(self, t):
        if t.key == "board" or (isinstance(t.key, tuple) and t.key[0] == "world"):
            n = self._world_open(self.mouse)
            if n is None:
                return None
            r = self.gview.world_rect(n).inflate(40, 40)
            return r.clip(self.map_rect)
        return super().tooltip_avoid(t)

    # ================================================================ prompt
    TURN_ORDER = (A.Roll, A.UseDie, A.RandomJump, A.Stay, A.PickUp, A.PickUpMission, A.Build,
                  A.LocalBusiness)

    def prompt_actions(self) -> list:
        st = self.state
        if self.petition.is_open:
            pet = [a for a in self.legal if isinstance(a, A.Petition)]
            if not pet:
                self.petition.is_open = False
            else:
                return pet + [PromptButton("Cancel", self.petition.close, tooltip="Back to your turn",
                                           style="normal")]
        claimed = set()
        for t in self.current_targets():
            if t.clickable:
                claimed.update(t.actions)
        # the Strategist's dice are clicked in the tray, Trader's Luck cards in the hand
        legal = [a for a in self.legal if not ((isinstance(a, A.UseDie) or card_of(a)) and a in claimed)]
        cards = [a for a in self.legal if card_of(a) and a in claimed and not is_free_discard(st, a)]
        if cards:
            discard = st.window() is not None and st.window().kind == "discard"
            kinds = len({card_of(a) for a in cards})  # cards, not ways to play them (one card, two targets)
            legal.append(self._menu_button(f"{'Discard' if discard else 'Cards'}… ({kinds})", cards, "Trader's Luck",
                                           "The cards you may play now (or click a lit card in your hand)"))
        if st.stage != "turn" or st.window() is not None:
            # setup choices and answers: every choice is a button too
            return self.deal_prompt_items(legal)
        by_type: dict = {}
        for a in legal:
            by_type.setdefault(type(a), []).append(a)
        out: list = []
        combine = by_type.pop(A.Combine, [])
        for t in self.TURN_ORDER:
            out += by_type.pop(t, [])
        if combine:
            out.append(self._menu_button("Add two dice…", combine, "Add two dice",
                                         "Strategist: two rolled dice make one roll of their sum (two actions)"))
        jumps = by_type.pop(A.Jump, []) + by_type.pop(A.AskBeacon, [])
        if jumps:
            out.append(self._menu_button(f"Jump… ({len({_world_of(a) for a in jumps})})", jumps, "Jump to",
                                         "The worlds you can jump to now (or click a lit world on the galaxy)"))
        pet = by_type.pop(A.Petition, [])
        if pet:
            out.append(PromptButton("Petition…", self.petition.open, tooltip=texts.petition_text(self, st.current),
                                    style="normal"))
        cargo = by_type.pop(A.Shift, []) + by_type.pop(A.Abandon, [])
        if len(cargo) > 2:
            out.append(self._menu_button("Cargo…", cargo, "Cargo",
                                         "Shift a cargo to another contract or abandon it (no action)"))
        else:
            out += cargo
        end = by_type.pop(A.EndTurn, [])
        for t, acts in by_type.items():  # anything else the rules offer
            out += acts
        out += end
        return self.deal_prompt_items(out)

    def prompt_text(self) -> str:
        if self.petition.is_open and self.my_turn:
            return "Petition the Emperor? Read the odds, then pay and roll, or Cancel."
        p = self.state.window()
        if p is not None and p.kind == BH_PRICE and self.my_turn:
            money, prestige, world = p.get("money", 0), p.get("prestige", 0), p.get("world")
            price = (f"${money} and " if money else "") + f"{prestige} Prestige"
            what = (f"{texts.world_name(self, world)} Imperial status" if world in self.galaxy.worlds
                    else "you the final Imperial Mission")
            return f"The Emperor grants {what} for {price}. Pay, or refuse and lose {UNPAID_LOSS} Prestige?"
        if p is not None and p.kind == "avoid_offer" and self.my_turn:
            return texts.luck_happened(self, p)[0]
        asked = self.passes_only() or self.reactions.skipping  # the screen passes for the person
        if p is not None and p.kind in LUCK_WINDOWS and self.my_turn and asked:
            # asked only so that nobody learns who holds what: say what happened; the pass is automatic
            return texts.luck_happened(self, p)[0]
        return super().prompt_text()

    def default_action(self):
        if self.state.stage == "turn" and self.state.actions_left == 0:
            for a in self.legal:
                if isinstance(a, A.EndTurn):
                    return a
        return None

    def bot_deciding(self, seat: int) -> str:
        return texts.bot_deciding(self, seat) or super().bot_deciding(seat)

    def banner_note(self) -> str:
        """The goal in the banner, shorter at each level banner_layout asks
        for until it fits (a 1280x720 window takes the shortest)."""
        st = self.state
        v = st.version
        if st.is_over:
            return ""
        level = self._note_level
        r = st.round()
        if v.key == "black-hole":
            goal = f"link {st.network_needed()} Imperial Stations"
            notes = (f"{v.name} game · round {r} · {goal}, then petition for the final Imperial Mission",
                     f"{v.name} · round {r} · {goal}, then a mission", f"Round {r} · {goal}", goal.capitalize())
        elif v.petitions:
            seat = self.viewer if self.viewer is not None else st.current
            fee = st.petition_fee(seat) if seat is not None else 50
            goal = f"${fee}, 15 Prestige, {st.stations_needed()} stations"
            short = f"${fee}, 15★, {st.stations_needed()} stations"
            notes = (f"{v.name} game · round {r} · petition with {goal} (a die roll), then fly an Imperial Mission",
                     f"{v.name} · round {r} · petition (die roll): {goal}",
                     f"Round {r} · petition roll: {short}", f"Petition roll: {short}")
        else:
            notes = (f"{v.name} game · round {r} · first to 15 Prestige and $60 wins",
                     f"{v.name} · round {r} · win with 15 Prestige and $60", f"Round {r} · win: 15 Prestige, $60",
                     "Win: 15 Prestige and $60")
        return notes[min(level, len(notes) - 1)]

    def banner_layout(self) -> dict:
        self._note_level = 0
        lay = super().banner_layout()
        while lay["note_cut"] and self._note_level < 3:
            self._note_level += 1
            lay = super().banner_layout()
        return lay

    # ================================================================ the beacon question
    def _beacon_pending(self):
        p = self.state.window()
        return p if p is not None and p.kind in BEACON_KINDS else None

    def refresh_reactions(self) -> None:
        super().refresh_reactions()
        self.luck_prompts.word()
        p = self._beacon_pending()
        if p is None or not self.my_turn or self.reaction is not None:
            return
        grant = next((a for a in self.legal if isinstance(a, A.Grant)), None)
        refuse = next((a for a in self.legal if isinstance(a, A.Refuse)), None)
        if grant is None or refuse is None:
            return
        fee = p.get("fee", 0)
        asker = p.get("mover")
        label = f"Grant (take ${fee})" if fee else "Grant (for nothing)"
        prompt = ReactionPrompt(self.prompt_rect, self.named(p.prompt) or self.prompt_text(),
                                [Choice(label, grant, "Let them jump to your station with any roll")],
                                on_choose=self.take, on_pass=lambda: self.take(refuse),
                                seconds=60.0, question=BEACON_QUESTION.format(name=self.seat_name(asker)),
                                pass_tooltip="Say no: they may still try a regular jump",
                                on_timeout=lambda: None, pass_label="Refuse")
        prompt.stop_clock()  # a money question: no countdown
        self._beacon_refuse = refuse
        self._beacon_asker = asker
        self.show_reaction(prompt)

    def modal_actions(self) -> list:
        if self.fee_dialog.is_open:
            return self.fee_dialog.actions()
        if self.reaction is not None and self._beacon_pending() is not None:
            return [b.payload if b.payload is not None else self._beacon_refuse for b in self.reaction.buttons()]
        return [a for a in super().modal_actions() if not callable(a)]  # a card button opening a chooser

    def draw_reactions(self, surface) -> bool:
        """No button tooltip under a chooser a card button opened (the two would overlap);
        the beacon fee dialog over all (it draws its own tooltip)."""
        if self.reaction is not None and self.popup is not None:
            self.reaction.draw(surface, self.mouse)
            return True
        own = super().draw_reactions(surface)
        if self.fee_dialog.is_open:
            self.fee_dialog.draw(surface)
            return True
        return own

    def _menu_button(self, label: str, items: list, title: str, tooltip: str) -> PromptButton:
        """A prompt-bar button opening a menu of `items` over itself, whether
        clicked or pressed by its number key."""
        button = PromptButton(label, lambda: None, tooltip=tooltip, style="normal")

        def open_menu():
            drawn = self.prompt_bar.rect_of(button)
            self.open_chooser(items, drawn if drawn is not None else self.mouse, title)

        button.on_click = open_menu
        return button

    def open_chooser(self, items, pos, title: str = "", keep_clear=()) -> None:
        """Beacon requests, one per fee on the menu, fold into one button per
        world and ship that opens the fee dialog (any fee); a chooser left
        with that one button opens the dialog at once."""
        out, asks = [], {}
        for it in items:
            if isinstance(it, A.AskBeacon):
                asks.setdefault((it.to, it.ship), []).append(it)
                if len(asks[(it.to, it.ship)]) > 1:
                    continue
                ship = " (2nd ship)" if it.ship else ""
                out.append(PromptButton(f"Ask for the beacon at {texts.world_name(self, it.to)}{ship}: name a fee",
                                        lambda to=it.to, sh=it.ship: self.fee_dialog.open(to, sh),
                                        tooltip="Offer its owner any fee you can pay; they grant or refuse",
                                        style="normal"))
            else:
                out.append(it)
        if len(out) == 1 and asks:
            out[0].on_click()
            return
        super().open_chooser(out, pos, title, keep_clear)

    # ================================================================ input
    def handle_board(self, event) -> bool:
        et = event.type
        if self.reaction is None and self.deal is None and self.camera_part.handle(event):
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self.hovered_widget() is None \
                and not self.petition.is_open:  # a click beside the petition dialog closes it (its part)
            t = self.target_at(event.pos)
            if t is not None and t.key == "board" and self.my_turn:
                n = self._world_open(event.pos)
                why = self.why_not_world(n) if n is not None else ""
                if why:
                    self.explain(why)
                return True
        return False

    def after_mouse_motion(self) -> None:
        self._update_board_tooltip()

    def _can_wheel(self, pos) -> bool:
        return (self.map_rect.collidepoint(pos) and not self.gview.legend_rect().collidepoint(pos)
                and not (self.petition.is_open and self.petition.rect().collidepoint(pos)))

    def update_table(self, dt: float) -> bool:
        return self.my_turn and bool(self._world_targets)  # the lit worlds pulse

    def on_events(self, events) -> None:
        self.motion.play(events)
        for text in texts.hits_on(self, events, self.viewer):
            self.toast(text, theme.BAD, 6.0)

    # ================================================================ words (texts.py)
    def named(self, text: str) -> str:
        """Seats by name ("Player 2" and the deal rules' "P2") and Trader's
        Luck cards by name ("Player 1 draws card 67" -> "Player 1 draws Scandal")."""
        return texts.name_cards(super().named(texts.deal_words(self, text)))

    def action_label(self, action) -> str:
        return texts.action_label(self, action) or super().action_label(action)

    def action_tooltip(self, action) -> str:
        return texts.action_tooltip(self, action)

    def deal_holdings(self, seat: int) -> list[str]:
        return texts.deal_holdings(self, seat)

    def deal_item_text(self, item) -> str:
        return texts.deal_item_text(self, item) or super().deal_item_text(item)

    # ================================================================ drawing (drawing.py, luck_view.py)
    def draw_table_felt(self, surface) -> None:
        draw_felt(surface, self.assets, self.board_rect)

    def draw_board(self, surface) -> None:
        self.board_view.draw(surface)
        clip = surface.get_clip()
        surface.set_clip(self.map_rect)
        try:
            self.motion.draw_flights(surface)
        finally:
            surface.set_clip(clip)
        self.gview.draw_legend(surface)
        self.camera.draw_zoom_buttons(surface, self.mouse, live=self.popup is None)
        self.meter.draw(surface)
        self.dice.draw(surface)
        self.contracts.draw(surface)
        self.hand_tray.draw(surface)
        if self.petition.is_open:
            self.petition.draw(surface)
        self.personality_cards.draw(surface)

    def player_panel_lines(self, seat: int) -> list[str]:
        return self.trader_panels.lines(seat)

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        self.trader_panels.draw(surface, rect, seat)
