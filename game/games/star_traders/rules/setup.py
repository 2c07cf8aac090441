"""Setting up (rulebook "Setting up", "Building your first station(s)",
"Placing initial contracts"): the first trader (drawn, or Player 1 by the
option), money and Prestige, two cards each (not Super Nova), the contracts
on the board, Personalities in reverse turn order, start
worlds in reverse turn order (a Core start for 6 traders), the extra starting
stations of 2-3 traders and the Insider's Core stations.

The rulebook lets a Core choice wait until the initial contracts are placed;
we place the contracts first, so every placement is made knowing them."""
from __future__ import annotations

from game.rules.core import Event

from .actions import ChoosePersonality, PlaceStation, StartAt, seat_name
from .versions import LAUMER, PERSONALITIES, START_MONEY, contracts_on_board

who = seat_name


class SetupRules:
    def set_up(self) -> list:
        n = self.num_players
        events = []
        # "Determine first player": drawn before anything else, so the deal
        # and every setup choice follow from it.
        if self.options.get("first_player", "random") == "random":
            self.first = self.rng.randrange(n)
            events.append(Event("first_player", f"{who(self.first)} is drawn to take the first turn.", self.first,
                                {"seat": self.first}, barrier=True))
        else:
            self.first = 0
        self.money = [START_MONEY] * n
        tiers = self.version.tiers
        self.deck = sorted(c.card for c in self.board.cards if c.tier in tiers)
        self.rng.shuffle(self.deck)  # the top of the deck is the end of the list
        if self.version.cards:
            for s in range(n):
                self.hands[s] = [self.deck.pop(), self.deck.pop()]
                events.append(Event("deal", f"{who(s)} is dealt two cards.", s, {"seat": s, "cards": 2},
                                    private={s: f"You are dealt cards {self.hands[s][0]} and {self.hands[s][1]}."},
                                    private_data={s: {"hand": list(self.hands[s])}}, barrier=True, sound="card"))
        for k in range(contracts_on_board(n)):
            self.board_cards.append(None)
            self.fill_slot(k, events)
        reverse = [(self.first - k) % n for k in range(1, n + 1)]  # the last trader in turn order first
        mode = self.options.get("personalities", "off") if self.version.personalities else "off"
        if mode == "random":
            picks = self.rng.sample(PERSONALITIES, n)
            for s in range(n):
                self.personality[s] = picks[s]
            events.append(Event("personalities", "Personalities are dealt at random: " + ", ".join(
                f"{who(s)} the {picks[s].capitalize()}" for s in range(n)) + ".", None,
                {"personalities": list(picks)}, barrier=True))
        elif mode == "choose":
            self.setup_queue += [("personality", s) for s in reverse]
        self.setup_queue += [("start", s) for s in reverse]
        extras = {2: 2, 3: 1}.get(n, 0)
        for _ in range(extras):
            self.setup_queue += [("extra", s) for s in reverse]
        self.next_setup(events)
        return events

    # ------------------------------------------------------------ choices
    def start_choices(self, seat: int) -> list[int]:
        free = [w for w in self.board.red if w not in self.stations]
        if self.num_players == 6 and not any(ships and ships[0] in self.board.core for ships in self.ships):
            free += [w for w in sorted(self.board.core) if w not in self.stations]
        return free

    def place_choices(self, seat: int) -> list[int]:
        kind = self.setup_queue[0][0]
        if kind in ("insider", "laumer"):
            return [w for w in sorted(self.board.core) if w not in self.stations]
        starred = [w for w in self.board.starred if w not in self.stations]
        later = sum(1 for k, s in self.setup_queue[1:] if k == "extra" and s == seat)
        if self.extra_core[seat]:  # "one of the stations will be a Core world": exactly one
            return [w for w in starred if w not in self.board.core]
        if later == 0:
            return [w for w in starred if w in self.board.core]
        return starred

    def setup_actions(self) -> list:
        kind, seat = self.setup_queue[0]
        if kind == "personality":
            taken = set(self.personality)
            return [ChoosePersonality(p) for p in PERSONALITIES if p not in taken]
        if kind == "start":
            return [StartAt(w) for w in self.start_choices(seat)]
        return [PlaceStation(w) for w in self.place_choices(seat)]

    def place_prompt(self) -> str:
        if not self.setup_queue:
            return ""
        kind, seat = self.setup_queue[0]
        if kind in ("insider", "laumer"):
            return "Insider: choose a Core world for your extra station."
        if self.place_choices(seat) and all(w in self.board.core for w in self.place_choices(seat)):
            return "Place your extra starting station on a Core world."
        return "Place an extra starting station on a starred world."

    # ------------------------------------------------------------ applying
    def apply_setup(self, action, events: list) -> None:
        kind, seat = self.setup_queue.pop(0)
        if isinstance(action, ChoosePersonality):
            self.personality[seat] = action.personality
            events.append(Event("personality", f"{who(seat)} plays the {action.personality.capitalize()}.", seat,
                                {"seat": seat, "personality": action.personality}))
        elif isinstance(action, StartAt):
            self.ships[seat] = [action.world] * (2 if self.personality[seat] == "tycoon" else 1)
            self.stations[action.world] = seat
            events.append(Event("start", f"{who(seat)} starts at {self.board.name(action.world)}.", seat,
                                {"seat": seat, "world": action.world, "ships": len(self.ships[seat])}))
            if self.personality[seat] == "insider":
                if LAUMER not in self.stations:
                    self.stations[LAUMER] = seat
                    events.append(Event("station", f"The Insider {who(seat)} has a station at "
                                                    f"{self.board.name(LAUMER)}.", seat,
                                        {"seat": seat, "world": LAUMER, "cost": 0, "setup": True}))
                elif action.world != LAUMER:  # (an Insider starting on Laumer has it already)
                    self.setup_queue.insert(0, ("laumer", seat))
                self.setup_queue.insert(0, ("insider", seat))
        else:
            self.stations[action.world] = seat
            if kind == "extra" and action.world in self.board.core:
                self.extra_core[seat] = True
            events.append(Event("station", f"{who(seat)} places a station at {self.board.name(action.world)}.",
                                seat, {"seat": seat, "world": action.world, "cost": 0, "setup": True}))
        self.next_setup(events)

    def next_setup(self, events: list) -> None:
        """Skip setup steps with no choice left; start the first turn when done."""
        while self.setup_queue:
            kind, seat = self.setup_queue[0]
            self.stage = "personality" if kind == "personality" else "start" if kind == "start" else "place"
            if self.setup_actions():
                return
            self.setup_queue.pop(0)
        self.current = self.first
        self.turns = 0
        self.begin_turn(events)
