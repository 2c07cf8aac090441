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

from .actions import Abandon, seat_name
from . import basics

who = seat_name

VIP_PRESTIGE = 2  # rulebook "VIP Contract": two bonus Prestige for delivering contract #1


def prestige_words(base: int, vip: bool) -> str:
    """A contract's Prestige as the log, the tooltips and the contract card
    say it: "6 Prestige (4, +2 VIP)" on the VIP contract (the card shows
    "★4+2"), else "4 Prestige"."""
    return f"{base + VIP_PRESTIGE} Prestige ({base}, +{VIP_PRESTIGE} VIP)" if vip else f"{base} Prestige"


def fill_slot(st, k: int, events: list) -> None:
    card = basics.draw_card(st, events)
    st.board_cards[k] = card
    if card is None:
        events.append(Event("contract_gone", f"No card is left for contract {k + 1}.", None, {"slot": k + 1}))
        return
    c = st.board.card(card)
    vip = k == 0 and st.version.vip
    events.append(Event("contract", f"Contract {k + 1}: {c.cargo} from {st.board.name(c.frm)} to "
                                    f"{st.board.name(c.to)}, pays ${c.payoff}, "
                                    f"{prestige_words(c.prestige, vip)}, fee ${c.fee}.", None,
                        {"slot": k + 1, "card": card, "cargo": c.cargo, "from": c.frm, "to": c.to,
                         "payoff": c.payoff, "prestige": c.prestige, "fee": c.fee, "star": c.star},
                        barrier=True, sound="card"))


# ------------------------------------------------------------ picking up
def can_pick_up(st, seat: int, slot: int, ship: int) -> bool:
    k = slot - 1
    if st.missions[seat] is not None or len(st.cargo[seat]) >= basics.hold_size(st, seat):
        return False
    if not 0 <= k < len(st.board_cards) or st.board_cards[k] is None:
        return False
    if any(h == k for h, _ in st.cargo[seat]):
        return False
    return st.ships[seat][ship] == st.board.card(st.board_cards[k]).frm


def pickup_reason(st, action) -> str:
    """Why PickUp(slot, ship) fails can_pick_up (or the free moves are spent)."""
    seat = st.current
    why = basics.ship_problem(st, seat, action.ship)
    if not why and not st.version.pickup_costs_action:
        why = basics.free_moves_problem(st)
    if why:
        return why
    if st.missions[seat] is not None:
        return "On an Imperial Mission you carry only the mission's cargo."
    if len(st.cargo[seat]) >= basics.hold_size(st, seat):
        return f"Your hold is full: you already carry {len(st.cargo[seat])} cargos."
    if not 1 <= action.slot <= len(st.board_cards) or st.board_cards[action.slot - 1] is None:
        return f"There is no contract {action.slot}."
    if any(k == action.slot - 1 for k, _ in st.cargo[seat]):
        return "You already carry that cargo."
    return f"The cargo is picked up at {st.board.name(st.contract(action.slot).frm)}."


def mission_pickup_reason(st, action) -> str:
    """Why PickUpMission(ship) is not on the menu (the mission's cargo waits at its FROM world)."""
    seat = st.current
    why = basics.ship_problem(st, seat, action.ship) or (basics.NO_ACTION if st.actions_left <= 0 else "")
    if why:
        return why
    if st.missions[seat] is None:
        return "You have no Imperial Mission."
    if st.aboard[seat] is not None:
        return "The mission's cargo is already aboard."
    return f"The mission's cargo waits at {st.board.name(st.mission(seat).frm)}."


def pick_up(st, seat: int, action, events: list) -> None:
    if st.version.pickup_costs_action:
        basics.spend_action(st)
    else:
        st.free_used += 1
    k = action.slot - 1
    st.cargo[seat].append((k, action.ship))
    c = st.board.card(st.board_cards[k])
    events.append(Event("pickup", f"{who(seat)} picks up {c.cargo} for contract {action.slot}.", seat,
                        {"seat": seat, "slot": action.slot, "ship": action.ship, "world": c.frm,
                         "cargo": c.cargo}))


def pick_up_mission(st, seat: int, ship: int, events: list) -> None:
    basics.spend_action(st)
    st.aboard[seat] = ship
    c = st.mission(seat)
    events.append(Event("pickup_mission", f"{who(seat)} picks up the Imperial Mission cargo: {c.cargo}.", seat,
                        {"seat": seat, "ship": ship, "world": c.frm, "cargo": c.cargo}))


def shift_targets(st, seat: int, slot: int) -> list[int]:
    k = slot - 1
    number = st.board_cards[k]
    if number is None:
        return []
    cargo = st.board.card(number).cargo
    held = {h for h, _ in st.cargo[seat]}
    return [j + 1 for j, other in enumerate(st.board_cards)
            if j not in held and other is not None and st.board.card(other).cargo == cargo]


def shift_reason(st, action) -> str:
    """Why Shift(frm, to) or Abandon(slot) is not on the menu (free moves, shift_targets)."""
    why = basics.free_moves_problem(st)
    if why:
        return why
    slot = action.slot if isinstance(action, Abandon) else action.frm
    if not any(k == slot - 1 for k, _ in st.cargo[st.current]):
        return "You carry no cargo for that contract."
    return "You can shift a cargo only to another current contract for the same cargo."


def shift(st, seat: int, frm: int, to: int, events: list) -> None:
    st.free_used += 1
    st.cargo[seat] = [(to - 1, ship) if k == frm - 1 else (k, ship) for k, ship in st.cargo[seat]]
    events.append(Event("shift", f"{who(seat)} shifts a cargo from contract {frm} to contract {to}.", seat,
                        {"seat": seat, "from": frm, "to": to}))
    ship = next(sh for k, sh in st.cargo[seat] if k == to - 1)
    arrive(st, seat, ship, events)  # the new contract may be due right here


def abandon(st, seat: int, slot: int, events: list) -> None:
    st.free_used += 1
    st.cargo[seat] = [(k, ship) for k, ship in st.cargo[seat] if k != slot - 1]
    events.append(Event("abandon", f"{who(seat)} abandons the cargo of contract {slot}.", seat,
                        {"seat": seat, "slot": slot}))


# ------------------------------------------------------------ delivery
def arrive(st, seat: int, ship: int, events: list, jumped: bool = False) -> None:
    """Deliver at once what this ship carries for the world it is at.
    `jumped`: the trader's own jump brought it (an Imperial Envoy counts
    only such arrivals, not a Warp or an Ion Storm)."""
    here = st.ships[seat][ship]
    for k, s in list(st.cargo[seat]):
        if s != ship or (k, s) not in st.cargo[seat] or st.board_cards[k] is None:
            continue
        if st.board.card(st.board_cards[k]).to == here:
            deliver(st, seat, k, events)
            if st.stage == "over":
                return
    if jumped and st.envoy[seat] is not None:
        basics.check_envoy(st, seat, ship, events)
    if st.aboard[seat] == ship and st.mission(seat).to == here:
        c = st.mission(seat)
        events.append(Event("mission_done", f"{who(seat)} delivers the Imperial Mission: {c.cargo} to "
                                            f"{st.board.name(here)}.", seat,
                            {"seat": seat, "card": st.missions[seat], "world": here}))
        st.end_game(seat, "mission", events)


def deliver(st, seat: int, k: int, events: list) -> None:
    number = st.board_cards[k]
    c = st.board.card(number)
    others = [s for s in st.holders(k + 1) if s != seat]
    persona = st.personality[seat]
    pay = c.payoff + (c.prestige if persona == "negotiator" else 0)
    gain = c.prestige
    bonus = []
    if k == 0 and st.version.vip:
        gain += VIP_PRESTIGE
        bonus.append(f"+{VIP_PRESTIGE} VIP")
    if others and st.version.races:
        gain += len(others)
        bonus.append(f"race +{len(others)}")
    if persona == "hero":
        gain += 2
        bonus.append("Hero +2")
    if persona == "negotiator":
        bonus.append(f"Negotiator +${c.prestige}")
    st.money[seat] += pay
    got = basics.gain_prestige(st, seat, gain)
    owner = st.stations.get(c.to)
    fee = 0
    if owner is not None:
        fee = c.fee + (1 if st.personality[owner] == "negotiator" else 0)
        st.money[owner] += fee
    text = f"{who(seat)} delivers {c.cargo} to {st.board.name(c.to)}: ${pay}, +{got} Prestige"
    text += f" ({', '.join([str(c.prestige)] + bonus)})" if bonus else ""  # the card's own figure first
    if owner is not None:
        text += (f"; {who(seat)}'s own station there adds its ${fee} fee" if owner == seat
                 else f"; station fee ${fee} to {who(owner)}")
    events.append(Event("deliver", text + ".", seat,
                        {"seat": seat, "slot": k + 1, "card": number, "cargo": c.cargo, "world": c.to,
                         "payoff": pay, "prestige": got, "fee": fee, "fee_owner": owner, "raced": others,
                         "vip": k == 0 and st.version.vip}, sound="coins"))
    st.cargo[seat] = [(h, s) for h, s in st.cargo[seat] if h != k]
    st.big_hold[seat] = False  # Bigger on the Inside lasts until a delivery
    st.discard.append(number)
    fill_slot(st, k, events)
    resettle(st, k, c.cargo, events)


def resettle(st, k: int, cargo: str, events: list, why: str = "it was delivered by another trader") -> None:
    """Other holders of the fulfilled (or glitched) contract keep their cargo
    on the replacement or another current contract for the same cargo, or
    lose it (`why` says how the contract went)."""
    new = st.board_cards[k]
    same_here = new is not None and st.board.card(new).cargo == cargo
    for s in range(st.num_players):
        if not any(h == k for h, _ in st.cargo[s]):
            continue
        if same_here:
            events.append(Event("shift", f"{who(s)}'s {cargo} now serves the new contract {k + 1}.", s,
                                {"seat": s, "from": k + 1, "to": k + 1}))
            continue
        held = {h for h, _ in st.cargo[s]}
        other = next((j for j, n in enumerate(st.board_cards)
                      if j not in held and n is not None and st.board.card(n).cargo == cargo), None)
        if other is not None:
            st.cargo[s] = [(other, ship) if h == k else (h, ship) for h, ship in st.cargo[s]]
            events.append(Event("shift", f"{who(s)}'s {cargo} moves to contract {other + 1}.", s,
                                {"seat": s, "from": k + 1, "to": other + 1}))
        else:
            st.cargo[s] = [(h, ship) for h, ship in st.cargo[s] if h != k]
            events.append(Event("cargo_lost", f"{who(s)} loses the cargo of contract {k + 1}: {why}.", s,
                                {"seat": s, "slot": k + 1}))
