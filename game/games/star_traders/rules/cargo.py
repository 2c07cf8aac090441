"""Contracts and cargo (rulebook "Contracts & cargo", "Races", "New
contracts"): the contracts on the board (slot 1 is the VIP contract), picking
up (a cargo is a trader's marker on a contract slot; two at most, never two on
one slot), shifting between contracts for the same cargo, abandoning, delivery
at once on arrival in the trader's own turn (payoff, Prestige, VIP and race
bonuses, the Hero and Negotiator, the station fee at the TO world), the
replacement contract and what happens to the other holders' markers; and the
Imperial Mission cargo."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name

who = seat_name

VIP_PRESTIGE = 2  # rulebook "VIP Contract": two bonus Prestige for delivering contract #1


def prestige_words(base: int, vip: bool) -> str:
    """A contract's Prestige as the log, the tooltips and the contract card
    say it: "6 Prestige (+2 VIP)" on the VIP contract, else "4 Prestige"."""
    return f"{base + VIP_PRESTIGE} Prestige (+{VIP_PRESTIGE} VIP)" if vip else f"{base} Prestige"


class CargoRules:
    def fill_slot(self, k: int, events: list) -> None:
        card = self.draw_card(events)
        self.board_cards[k] = card
        if card is None:
            events.append(Event("contract_gone", f"No card is left for contract {k + 1}.", None, {"slot": k + 1}))
            return
        c = self.board.card(card)
        vip = k == 0 and self.version.vip
        events.append(Event("contract", f"Contract {k + 1}: {c.cargo} from {self.board.name(c.frm)} to "
                                        f"{self.board.name(c.to)}, pays ${c.payoff}, "
                                        f"{prestige_words(c.prestige, vip)}, fee ${c.fee}.", None,
                            {"slot": k + 1, "card": card, "cargo": c.cargo, "from": c.frm, "to": c.to,
                             "payoff": c.payoff, "prestige": c.prestige, "fee": c.fee, "star": c.star},
                            barrier=True, sound="card"))

    # ------------------------------------------------------------ picking up
    def can_pick_up(self, seat: int, slot: int, ship: int) -> bool:
        k = slot - 1
        if self.missions[seat] is not None or len(self.cargo[seat]) >= self.hold_size(seat):
            return False
        if not 0 <= k < len(self.board_cards) or self.board_cards[k] is None:
            return False
        if any(h == k for h, _ in self.cargo[seat]):
            return False
        return self.ships[seat][ship] == self.board.card(self.board_cards[k]).frm

    def pick_up(self, seat: int, action, events: list) -> None:
        if self.version.pickup_costs_action:
            self.spend_action()
        else:
            self.free_used += 1
        k = action.slot - 1
        self.cargo[seat].append((k, action.ship))
        c = self.board.card(self.board_cards[k])
        events.append(Event("pickup", f"{who(seat)} picks up {c.cargo} for contract {action.slot}.", seat,
                            {"seat": seat, "slot": action.slot, "ship": action.ship, "world": c.frm,
                             "cargo": c.cargo}))

    def pick_up_mission(self, seat: int, ship: int, events: list) -> None:
        self.spend_action()
        self.aboard[seat] = ship
        c = self.mission(seat)
        events.append(Event("pickup_mission", f"{who(seat)} picks up the Imperial Mission cargo: {c.cargo}.", seat,
                            {"seat": seat, "ship": ship, "world": c.frm, "cargo": c.cargo}))

    def shift_targets(self, seat: int, slot: int) -> list[int]:
        k = slot - 1
        number = self.board_cards[k]
        if number is None:
            return []
        cargo = self.board.card(number).cargo
        held = {h for h, _ in self.cargo[seat]}
        return [j + 1 for j, other in enumerate(self.board_cards)
                if j not in held and other is not None and self.board.card(other).cargo == cargo]

    def shift(self, seat: int, frm: int, to: int, events: list) -> None:
        self.free_used += 1
        self.cargo[seat] = [(to - 1, ship) if k == frm - 1 else (k, ship) for k, ship in self.cargo[seat]]
        events.append(Event("shift", f"{who(seat)} shifts a cargo from contract {frm} to contract {to}.", seat,
                            {"seat": seat, "from": frm, "to": to}))
        ship = next(sh for k, sh in self.cargo[seat] if k == to - 1)
        self.arrive(seat, ship, events)  # the new contract may be due right here

    def abandon(self, seat: int, slot: int, events: list) -> None:
        self.free_used += 1
        self.cargo[seat] = [(k, ship) for k, ship in self.cargo[seat] if k != slot - 1]
        events.append(Event("abandon", f"{who(seat)} abandons the cargo of contract {slot}.", seat,
                            {"seat": seat, "slot": slot}))

    # ------------------------------------------------------------ delivery
    def arrive(self, seat: int, ship: int, events: list, jumped: bool = False) -> None:
        """Deliver at once what this ship carries for the world it is at.
        `jumped`: the trader's own jump brought it (an Imperial Envoy counts
        only such arrivals, not a Warp or an Ion Storm)."""
        here = self.ships[seat][ship]
        for k, s in list(self.cargo[seat]):
            if s != ship or (k, s) not in self.cargo[seat] or self.board_cards[k] is None:
                continue
            if self.board.card(self.board_cards[k]).to == here:
                self.deliver(seat, k, events)
                if self.stage == "over":
                    return
        if jumped and self.envoy[seat] is not None:
            self.check_envoy(seat, ship, events)
        if self.aboard[seat] == ship and self.mission(seat).to == here:
            c = self.mission(seat)
            events.append(Event("mission_done", f"{who(seat)} delivers the Imperial Mission: {c.cargo} to "
                                                f"{self.board.name(here)}.", seat,
                                {"seat": seat, "card": self.missions[seat], "world": here}))
            self.end_game(seat, "mission", events)

    def deliver(self, seat: int, k: int, events: list) -> None:
        number = self.board_cards[k]
        c = self.board.card(number)
        others = [s for s in self.holders(k + 1) if s != seat]
        persona = self.personality[seat]
        pay = c.payoff + (c.prestige if persona == "negotiator" else 0)
        gain = c.prestige
        bonus = []
        if k == 0 and self.version.vip:
            gain += VIP_PRESTIGE
            bonus.append(f"+{VIP_PRESTIGE} VIP")
        if others and self.version.races:
            gain += len(others)
            bonus.append(f"race +{len(others)}")
        if persona == "hero":
            gain += 2
            bonus.append("Hero +2")
        if persona == "negotiator":
            bonus.append(f"Negotiator +${c.prestige}")
        self.money[seat] += pay
        got = self.gain_prestige(seat, gain)
        owner = self.stations.get(c.to)
        fee = 0
        if owner is not None:
            fee = c.fee + (1 if self.personality[owner] == "negotiator" else 0)
            self.money[owner] += fee
        text = f"{who(seat)} delivers {c.cargo} to {self.board.name(c.to)}: ${pay}, +{got} Prestige"
        text += f" ({', '.join(bonus)})" if bonus else ""
        if owner is not None:
            text += f"; station fee ${fee} to {'them too' if owner == seat else who(owner)}"
        events.append(Event("deliver", text + ".", seat,
                            {"seat": seat, "slot": k + 1, "card": number, "cargo": c.cargo, "world": c.to,
                             "payoff": pay, "prestige": got, "fee": fee, "fee_owner": owner, "raced": others,
                             "vip": k == 0 and self.version.vip}, sound="coins"))
        self.cargo[seat] = [(h, s) for h, s in self.cargo[seat] if h != k]
        self.big_hold[seat] = False  # Bigger on the Inside lasts until a delivery
        self.discard.append(number)
        self.fill_slot(k, events)
        self.resettle(k, c.cargo, events)

    def resettle(self, k: int, cargo: str, events: list) -> None:
        """Other holders of the fulfilled contract keep their cargo on the
        replacement or another current contract for the same cargo, or lose it."""
        new = self.board_cards[k]
        same_here = new is not None and self.board.card(new).cargo == cargo
        for s in range(self.num_players):
            if not any(h == k for h, _ in self.cargo[s]):
                continue
            if same_here:
                events.append(Event("shift", f"{who(s)}'s {cargo} now serves the new contract {k + 1}.", s,
                                    {"seat": s, "from": k + 1, "to": k + 1}))
                continue
            held = {h for h, _ in self.cargo[s]}
            other = next((j for j, n in enumerate(self.board_cards)
                          if j not in held and n is not None and self.board.card(n).cargo == cargo), None)
            if other is not None:
                self.cargo[s] = [(other, ship) if h == k else (h, ship) for h, ship in self.cargo[s]]
                events.append(Event("shift", f"{who(s)}'s {cargo} moves to contract {other + 1}.", s,
                                    {"seat": s, "from": k + 1, "to": other + 1}))
            else:
                self.cargo[s] = [(h, ship) for h, ship in self.cargo[s] if h != k]
                events.append(Event("cargo_lost", f"{who(s)} loses the cargo of contract {k + 1}: it was "
                                                  f"delivered by another trader.", s, {"seat": s, "slot": k + 1}))
