"""A turn (rulebook "How Star Traders is played"): the action count
(Engineer 6, Nova and Super Nova 4), the roll-then-choose model, spending
actions, the end of the turn (Nova's automatic station, drawing a card, the
hand limit), the deck and its reshuffle, the Nova win test and the round cap.

An action either starts with a roll (`Roll`, or the Strategist's `UseDie` /
`Combine`) after which the trader uses it for any jump the roll allows or for
anything that needs no roll, or it is taken directly without a roll.  `die`
holds a rolled, unused action die; `actions_left` counts it."""
from __future__ import annotations

from game.rules.core import Event
from game.rules.deals import DealWith

from .actions import (Abandon, AskBeacon, Build, ChoosePersonality, Combine, EndTurn, Jump, LocalBusiness,
                      Petition, PickUp, PickUpMission, PlaceStation, RandomJump, Roll, Shift, StartAt, Stay, UseDie,
                      seat_name)
from .black_hole import PetitionStation
from .versions import (NOVA_WIN_MONEY, NOVA_WIN_PRESTIGE, MAX_PRESTIGE, MIN_PRESTIGE)
from . import quarantine
from . import stations
from . import setup
from . import cargo
from . import petition
from . import black_hole

who = seat_name


class TurnRules:
    # ------------------------------------------------------------ turn order
    def actions_per_turn(self, seat: int) -> int:
        if not self.version.personalities:
            return self.version.actions
        return 6 if self.personality[seat] == "engineer" else self.version.actions

    def begin_turn(self, events: list) -> None:
        seat = self.current
        self.stage = "turn"
        self.actions_left = self.actions_per_turn(seat)
        self.die = None
        self.dice = []
        self.asked = []
        self.rogue_used = False
        self.combined = False
        self.actions_ended = False
        self.petitioned = False
        self.free_used = 0
        self.offers_this_turn = 0
        if self.version.cards:
            self.luck_turn_start(seat, events)
        events.append(Event("turn", f"{who(seat)}'s turn (round {self.round()}).", seat,
                            {"seat": seat, "round": self.round(), "actions": self.actions_left}))
        if self.personality[seat] == "strategist":
            self.dice = sorted(self.rng.randint(1, 6) for _ in range(self.actions_left))
            events.append(Event("roll_all", f"The Strategist {who(seat)} rolls {', '.join(map(str, self.dice))}.",
                                seat, {"seat": seat, "dice": list(self.dice)}, barrier=True, sound="dice"))
        for ship in range(len(self.ships[seat])):  # ships moved out of turn deliver now
            cargo.arrive(self, seat, ship, events)
        self.check_nova_win(events)

    def end_turn(self, events: list) -> None:
        seat = self.current
        if self.die is not None and self.version.stay_pays:
            self.money[seat] += 1
            events.append(Event("stay", f"{who(seat)}'s roll does not move them: +$1.", seat,
                                {"seat": seat, "amount": 1}, sound="coins"))
        self.die = None
        if not self.version.build_action:
            stations.auto_build(self, seat, events)
        events.append(Event("end_turn", f"{who(seat)} ends the turn.", seat, {"seat": seat}))
        if self.version.cards:
            self.draw_for_turn(seat, events)
            self.luck_end_turn(seat, events)  # discards and the window between turns, then next_turn
            return
        self.next_turn(seat, events)

    def next_turn(self, seat: int, events: list) -> None:
        if self.stage == "between":
            self.stage = "turn"
        if self.quarantines:
            quarantine.quarantine_end_turn(self, seat, events)
        if self.stage == "over" or self.check_nova_win(events):
            return
        self.turns += 1
        if self.turns >= self.round_cap * self.num_players:
            self.end_game(None, "cap", events)
            return
        self.current = (seat + 1) % self.num_players
        self.begin_turn(events)

    def draw_for_turn(self, seat: int, events: list) -> None:
        maverick = self.personality[seat] == "maverick"
        count = 2 if maverick and len(self.hands[seat]) < 2 else 1
        drawn = []
        for _ in range(count):
            card = self.draw_card(events)
            if card is not None:
                self.hands[seat].append(card)
                drawn.append(card)
        if drawn:
            events.append(Event("draw", f"{who(seat)} draws {len(drawn)} card{'s' if len(drawn) > 1 else ''}.", seat,
                                {"seat": seat, "cards": len(drawn)},
                                private={seat: f"You draw card{'s' if len(drawn) > 1 else ''} "
                                               f"{', '.join(map(str, drawn))}."},
                                private_data={seat: {"drawn": drawn}}, barrier=True, sound="card"))

    def draw_card(self, events: list):
        """The top card of the deck (the discards reshuffled when it is empty), or None."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck = sorted(self.discard)
            self.discard = []
            self.rng.shuffle(self.deck)
            self.reshuffles += 1
            events.append(Event("reshuffle", f"The deck is empty: the {len(self.deck)} discards are shuffled.",
                                None, {"cards": len(self.deck)}, barrier=True, sound="card"))
        return self.deck.pop()

    # ------------------------------------------------------------ actions
    def spend_action(self) -> None:
        """Use one action: the rolled die if there is one, else (the Strategist)
        the lowest die still unused."""
        if self.die is not None:
            self.die = None
        elif self.dice:
            self.dice.pop(0)
        self.actions_left -= 1

    def end_actions(self) -> None:
        """A Random Jump or a granted petition: no action this turn after it,
        not even one a card would add (actions_ended)."""
        self.actions_left = 0
        self.actions_ended = True
        self.die = None
        self.dice = []

    def gain_prestige(self, seat: int, amount: int) -> int:
        before = self.prestige[seat]
        self.prestige[seat] = max(MIN_PRESTIGE, min(MAX_PRESTIGE, before + amount))
        return self.prestige[seat] - before

    def check_nova_win(self, events: list) -> bool:
        if self.version.petitions or self.stage == "over":
            return False
        seat = self.current
        if self.prestige[seat] >= NOVA_WIN_PRESTIGE and self.money[seat] >= NOVA_WIN_MONEY:
            self.end_game(seat, "nova", events)
            return True
        return False

    # ------------------------------------------------------------ PendingMixin hooks
    def turn_actions(self) -> list:
        if self.stage == "over":
            return []
        if self.setup_queue:
            return setup.setup_actions(self)
        return self.action_menu()

    def apply_turn(self, action, events: list) -> None:
        if isinstance(action, (ChoosePersonality, StartAt, PlaceStation)):
            setup.apply_setup(self, action, events)
            return
        seat = self.current
        if isinstance(action, Roll):
            self.die = self.rng.randint(1, 6)
            events.append(Event("roll", f"{who(seat)} rolls {self.die}.", seat, {"seat": seat, "value": self.die},
                                barrier=True, sound="dice"))
            self.open_zap_window(seat)
        elif isinstance(action, UseDie):
            self.dice.remove(action.value)
            self.die = action.value
            events.append(Event("use_die", f"{who(seat)} uses a {action.value}.", seat,
                                {"seat": seat, "value": action.value}, barrier=True))
            self.open_zap_window(seat)
        elif isinstance(action, Combine):
            self.dice.remove(action.a)
            self.dice.remove(action.b)
            self.die = action.a + action.b
            self.actions_left -= 1
            self.combined = True
            events.append(Event("combine", f"{who(seat)} combines {action.a} and {action.b} into {self.die}.", seat,
                                {"seat": seat, "dice": [action.a, action.b], "value": self.die}, barrier=True))
            self.open_zap_window(seat)
        elif isinstance(action, Jump):
            self.do_jump(seat, action, events)
        elif isinstance(action, AskBeacon):
            self.ask_beacon(seat, action, events)
        elif isinstance(action, RandomJump):
            self.random_jump(seat, action.ship, events)
        elif isinstance(action, Stay):
            self.spend_action()
            self.money[seat] += 1
            events.append(Event("stay", f"{who(seat)}'s roll does not move them: +$1.", seat,
                                {"seat": seat, "amount": 1}, sound="coins"))
        elif isinstance(action, PickUp):
            cargo.pick_up(self, seat, action, events)
        elif isinstance(action, PickUpMission):
            cargo.pick_up_mission(self, seat, action.ship, events)
        elif isinstance(action, Shift):
            cargo.shift(self, seat, action.frm, action.to, events)
        elif isinstance(action, Abandon):
            cargo.abandon(self, seat, action.slot, events)
        elif isinstance(action, Build):
            stations.build(self, seat, action.world, events)
        elif isinstance(action, LocalBusiness):
            self.spend_action()
            self.money[seat] += 1
            events.append(Event("business", f"{who(seat)} conducts local business: +$1.", seat,
                                {"seat": seat, "amount": 1}, sound="coins"))
        elif isinstance(action, Petition):
            petition.petition(self, seat, events)
        elif isinstance(action, PetitionStation):
            black_hole.table_petition(self, seat, action.world, events)
        elif isinstance(action, DealWith):
            self.open_deal(action, events)
        elif type(action).__name__ == "PlayLuck":
            self.play_luck(seat, action, events)
        elif isinstance(action, EndTurn):
            self.end_turn(events)
            return
        self.check_nova_win(events)
