"""What the Trader's Luck cards do once played (and not avoided): the
your-turn cards, A Glitch in the System, Warp, the Imperial Envoy, and the
calamities on their target."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name
from .luck_actions import PlayLuck, luck_of  # noqa: F401
from . import quarantine

who = seat_name
ENVOY_MONEY = 5
TRADE_CAP = 15


class LuckEffects:
    def envoy_done(self, seat: int, events: list) -> None:
        world = self.envoy[seat][0]
        self.envoy[seat] = None
        got = self.gain_prestige(seat, 3)
        self.money[seat] += ENVOY_MONEY
        events.append(Event("envoy_done", f"{who(seat)} reaches {self.board.name(world)} as Imperial Envoy: "
                                          f"+{got} Prestige and ${ENVOY_MONEY}.", seat,
                            {"seat": seat, "world": world, "prestige": got, "money": ENVOY_MONEY}, sound="coins"))

    def luck_effect(self, seat: int, a: PlayLuck, events: list) -> None:
        k = a.kind
        if k == "windfall":
            self.money[seat] += a.amount
            events.append(Event("windfall", f"{who(seat)} collects ${a.amount}.", seat,
                                {"seat": seat, "amount": a.amount}, sound="coins"))
        elif k == "imperial_favor":
            got = self.gain_prestige(seat, a.amount)
            events.append(Event("favor", f"{who(seat)} gains {got} Prestige.", seat, {"seat": seat, "amount": got}))
        elif k in ("hyperdrive_boost", "double_shift"):
            self.actions_left += a.amount
            if self.personality[seat] == "strategist":
                extra = [self.rng.randint(1, 6) for _ in range(a.amount)]
                self.dice = sorted(self.dice + extra)
                events.append(Event("roll_all", f"The Strategist {who(seat)} rolls {', '.join(map(str, extra))} more.",
                                    seat, {"seat": seat, "dice": extra}, barrier=True, sound="dice"))
            events.append(Event("boost", f"{who(seat)} gains {a.amount} action{'s' if a.amount > 1 else ''}.", seat,
                                {"seat": seat, "amount": a.amount}))
        elif k in ("open_skies", "stargate", "beacon_hack"):
            self.boosts.append(k)
            events.append(Event("boost", {"open_skies": f"Every beacon guides {who(seat)} this turn.",
                                          "stargate": f"{who(seat)}'s next jump this turn needs no roll to succeed.",
                                          "beacon_hack": f"{who(seat)} may use one other trader's beacon unasked."}[k],
                                seat, {"seat": seat, "kind": k}))
        elif k == "trade_agreement":
            got = min(TRADE_CAP, a.amount * self.stations_of(seat))
            self.money[seat] += got
            events.append(Event("trade", f"{who(seat)} collects ${got} for their stations.", seat,
                                {"seat": seat, "amount": got}, sound="coins"))
        elif k == "bigger_on_the_inside":
            self.big_hold[seat] = True
            events.append(Event("boost", f"{who(seat)} may carry a third cargo until their next delivery.", seat,
                                {"seat": seat, "kind": k}))
        elif k == "imperial_envoy":
            first, second = self.rng.randint(1, 6), self.rng.randint(1, 6)
            world = 10 * first + second
            self.envoy[seat] = (world, self.turns + self.num_players)
            events.append(Event("envoy", f"{who(seat)} rolls {first} and {second}: as Imperial Envoy they must reach "
                                         f"{self.board.name(world)} by the end of their next turn.", seat,
                                {"seat": seat, "dice": [first, second], "world": world}, barrier=True, sound="dice"))
            if world in self.ships[seat]:
                self.envoy_done(seat, events)
        elif k == "glitch":
            self.glitch(seat, a.world, events)
        elif k == "warp":
            mine, theirs = self.ships[seat][0], self.ships[a.target][0]
            self.move_ship(a.target, 0, mine, "warp", events)
            self.move_ship(seat, 0, theirs, "warp", events)

    def glitch(self, seat: int, slot: int, events: list) -> None:
        if slot == 0:
            old = self.missions[seat]
            self.missions[seat] = None
            self.aboard[seat] = None
            self.discard.append(old)
            events.append(Event("glitch", f"{who(seat)} glitches their Imperial Mission away.", seat,
                                {"seat": seat, "slot": 0, "card": old}))
            self.draw_mission(seat, events)
            return
        k = slot - 1
        old = self.board_cards[k]
        cargo = self.board.card(old).cargo
        self.discard.append(old)
        self.board_cards[k] = None
        events.append(Event("glitch", f"{who(seat)} glitches contract {slot} off the board.", seat,
                            {"seat": seat, "slot": slot, "card": old}))
        self.fill_slot(k, events)
        if self.board_cards[k] is None:
            self.cargo_drop_slot(k, events)
        else:
            self.resettle(k, cargo, events)

    def cargo_drop_slot(self, k: int, events: list) -> None:
        for s in range(self.num_players):
            if any(h == k for h, _ in self.cargo[s]):
                self.cargo[s] = [(h, ship) for h, ship in self.cargo[s] if h != k]
                events.append(Event("cargo_lost", f"{who(s)} loses the cargo of contract {k + 1}.", s,
                                    {"seat": s, "slot": k + 1}))

    # ------------------------------------------------------------ calamities
    def calamity_effect(self, seat: int, kind: str, amount: int, target: int, world: int, events: list,
                        sheltered=()) -> None:
        if kind == "lost_in_space":
            if quarantine.is_trapped(self, target, 0):
                events.append(Event("stuck", f"{who(target)} is held by the quarantine.", target, {"seat": target}))
                return
            first, second = self.rng.randint(1, 6), self.rng.randint(1, 6)
            w = 10 * first + second
            events.append(Event("roll", f"{who(target)} drifts: {first} and {second}, world {w}.", target,
                                {"seat": target, "dice": [first, second], "value": w, "random": True},
                                barrier=True, sound="dice"))
            if not self.luck_any_time:  # a save from before the Zap on a drift: it lands at once
                self.land_random(target, 0, (first, second), events, drift=True, check_win=False)
                return
            self.push_resume("random_jump", {"seat": target, "ship": 0, "dice": (first, second), "drift": True})
            self.open_zap_window(target, dice=True)  # like every roll; the drift lands in land_random
        elif kind == "wrinkle_in_time":
            self.slowed[target] += amount
        elif kind == "tax_audit":
            paid = min(amount, self.money[target])
            self.money[target] -= paid
            events.append(Event("tax", f"{who(target)} pays ${paid} to the auditors.", target,
                                {"seat": target, "amount": paid}))
        elif kind == "scandal":
            lost = -self.gain_prestige(target, -amount)
            text = f"{who(target)} loses {lost} Prestige." if lost else \
                f"{who(target)} has no Prestige to lose (already at the minimum)."
            events.append(Event("scandal", text, target,
                                {"seat": target, "amount": lost}))
        elif kind == "embargo":
            self.embargoed[target] = True
        elif kind == "customs_inspection":
            if len(self.cargo[target]) == 1:
                self.seize(target, self.cargo[target][0][0] + 1, events)
            elif self.cargo[target]:
                self.push(target, "customs", "Customs seize one of your cargos: which do you give up?",
                          {"seat": target}, can_pass=False)
        elif kind == "pirates":
            for k, _ in sorted(self.cargo[target]):
                self.seize(target, k + 1, events)
            paid = min(amount, self.money[target])
            self.money[target] -= paid
            events.append(Event("pirates", f"Pirates take ${paid} from {who(target)}.", target,
                                {"seat": target, "amount": paid}))
        elif kind == "hostile_takeover":
            if self.stations.get(world) == target and self.money[seat] >= amount:
                self.money[seat] -= amount
                self.money[target] += amount
                self.transfer_station(world, seat)  # (an Imperial Station is never offered: it is safe)
                events.append(Event("takeover", f"{who(seat)} takes over {who(target)}'s station at "
                                                f"{self.board.name(world)} for ${amount}.", seat,
                                    {"seat": seat, "owner": target, "world": world, "price": amount}, sound="coins"))
        elif kind == "sabotage":
            if self.stations.get(world) == target:
                self.transfer_station(world, None)
                events.append(Event("sabotage", f"{who(target)}'s station at {self.board.name(world)} is wrecked.",
                                    seat, {"seat": seat, "owner": target, "world": world}))
        elif kind == "quarantine":
            quarantine.place_quarantine(self, seat, world, events)
        elif kind == "ion_storm":
            for t in reversed(range(self.num_players)):
                if t in sheltered:
                    continue
                for ship in reversed(range(len(self.ships[t]))):
                    if self.ships[t][ship] == world:
                        self.push(t, "ion", f"An ion storm at {self.board.name(world)}: where does your ship drift?",
                                  {"seat": t, "ship": ship, "world": world}, can_pass=False)

    def seize(self, seat: int, slot: int, events: list) -> None:
        self.cargo[seat] = [(k, ship) for k, ship in self.cargo[seat] if k != slot - 1]
        events.append(Event("abandon", f"{who(seat)} loses the cargo of contract {slot}.", seat,
                            {"seat": seat, "slot": slot}))

