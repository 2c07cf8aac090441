"""What the Trader's Luck cards do once played (and not avoided): the
your-turn cards, A Glitch in the System, Warp, the Imperial Envoy, and the
calamities on their target."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name
from .luck_actions import PlayLuck
from . import basics, black_hole, cargo, movement, petition, quarantine

who = seat_name
TRADE_CAP = 15


def luck_effect(st, seat: int, a: PlayLuck, events: list) -> None:
    k = a.kind
    if k == "windfall":
        st.money[seat] += a.amount
        events.append(Event("windfall", f"{who(seat)} collects ${a.amount}.", seat,
                            {"seat": seat, "amount": a.amount}, sound="coins"))
    elif k == "imperial_favor":
        got = basics.gain_prestige(st, seat, a.amount)
        events.append(Event("favor", f"{who(seat)} gains {got} Prestige.", seat, {"seat": seat, "amount": got}))
    elif k in ("hyperdrive_boost", "double_shift"):
        st.actions_left += a.amount
        if st.personality[seat] == "strategist":
            extra = [st.rng.randint(1, 6) for _ in range(a.amount)]
            st.dice = sorted(st.dice + extra)
            events.append(Event("roll_all", f"The Strategist {who(seat)} rolls {', '.join(map(str, extra))} more.",
                                seat, {"seat": seat, "dice": extra}, barrier=True, sound="dice"))
        events.append(Event("boost", f"{who(seat)} gains {a.amount} action{'s' if a.amount > 1 else ''}.", seat,
                            {"seat": seat, "amount": a.amount}))
    elif k in ("open_skies", "stargate", "beacon_hack"):
        st.boosts.append(k)
        events.append(Event("boost", {"open_skies": f"Every station counts as {who(seat)}'s for station jumps this turn.",
                                      "stargate": f"{who(seat)}'s next jump this turn succeeds whatever the die shows.",
                                      "beacon_hack": f"{who(seat)} may use one other trader's beacon unasked."}[k],
                            seat, {"seat": seat, "kind": k}))
    elif k == "trade_agreement":
        got = min(TRADE_CAP, a.amount * st.stations_of(seat))
        st.money[seat] += got
        events.append(Event("trade", f"{who(seat)} collects ${got} for their stations.", seat,
                            {"seat": seat, "amount": got}, sound="coins"))
    elif k == "bigger_on_the_inside":
        st.big_hold[seat] = True
        events.append(Event("boost", f"{who(seat)} may carry a third cargo until their next delivery.", seat,
                            {"seat": seat, "kind": k}))
    elif k == "imperial_envoy":
        first, second = st.rng.randint(1, 6), st.rng.randint(1, 6)
        world = 10 * first + second
        st.envoy[seat] = (world, st.turns + st.num_players)
        events.append(Event("envoy", f"{who(seat)} rolls {first} and {second}: as Imperial Envoy they must reach "
                                     f"{st.board.name(world)} by the end of their next turn.", seat,
                            {"seat": seat, "dice": [first, second], "world": world}, barrier=True, sound="dice"))
        if world in st.ships[seat]:
            basics.envoy_done(st, seat, events)
    elif k == "glitch":
        glitch(st, seat, a.world, events)
    elif k == "warp":
        mine, theirs = st.ships[seat][0], st.ships[a.target][0]
        movement.move_ship(st, a.target, 0, mine, "warp", events)
        movement.move_ship(st, seat, 0, theirs, "warp", events)


def glitch(st, seat: int, slot: int, events: list) -> None:
    if slot == 0:
        old = st.missions[seat]
        st.missions[seat] = None
        st.aboard[seat] = None
        st.discard.append(old)
        events.append(Event("glitch", f"{who(seat)} glitches their Imperial Mission away.", seat,
                            {"seat": seat, "slot": 0, "card": old}))
        petition.draw_mission(st, seat, events)
        return
    k = slot - 1
    old = st.board_cards[k]
    goods = st.board.card(old).cargo
    st.discard.append(old)
    st.board_cards[k] = None
    events.append(Event("glitch", f"{who(seat)} glitches contract {slot} off the board.", seat,
                        {"seat": seat, "slot": slot, "card": old}))
    cargo.fill_slot(st, k, events)
    if st.board_cards[k] is None:
        cargo_drop_slot(st, k, events)
    else:
        cargo.resettle(st, k, goods, events, why="the contract was glitched off the board")


def cargo_drop_slot(st, k: int, events: list) -> None:
    for s in range(st.num_players):
        if any(h == k for h, _ in st.cargo[s]):
            st.cargo[s] = [(h, ship) for h, ship in st.cargo[s] if h != k]
            events.append(Event("cargo_lost", f"{who(s)} loses the cargo of contract {k + 1}.", s,
                                {"seat": s, "slot": k + 1}))


# ------------------------------------------------------------ calamities
def calamity_effect(st, seat: int, kind: str, amount: int, target: int, world: int, events: list,
                    sheltered=()) -> None:
    if kind == "lost_in_space":
        if quarantine.is_trapped(st, target, 0):
            events.append(Event("stuck", f"{who(target)} is held by the quarantine.", target, {"seat": target}))
            return
        first, second = st.rng.randint(1, 6), st.rng.randint(1, 6)
        w = 10 * first + second
        events.append(Event("roll", f"{who(target)} drifts: {first} and {second}, world {w}.", target,
                            {"seat": target, "dice": [first, second], "value": w, "random": True},
                            barrier=True, sound="dice"))
        if not st.luck_any_time:  # a save from before the Zap on a drift: it lands at once
            movement.land_random(st, target, 0, (first, second), events, drift=True, check_win=False)
            return
        st.push_resume("random_jump", {"seat": target, "ship": 0, "dice": (first, second), "drift": True})
        basics.open_zap_window(st, target, dice=True)  # like every roll; the drift lands in land_random
    elif kind == "wrinkle_in_time":
        st.slowed[target] += amount
    elif kind == "tax_audit":
        paid = min(amount, st.money[target])
        st.money[target] -= paid
        events.append(Event("tax", f"{who(target)} pays ${paid} to the auditors.", target,
                            {"seat": target, "amount": paid}))
    elif kind == "scandal":
        lost = -basics.gain_prestige(st, target, -amount)
        text = f"{who(target)} loses {lost} Prestige." if lost else \
            f"{who(target)} has no Prestige to lose (already at the minimum)."
        events.append(Event("scandal", text, target,
                            {"seat": target, "amount": lost}))
    elif kind == "embargo":
        st.embargoed[target] = True
    elif kind == "customs_inspection":
        if len(st.cargo[target]) == 1:
            seize(st, target, st.cargo[target][0][0] + 1, events)
        elif st.cargo[target]:
            st.push(target, "customs", "Customs seize one of your cargos: which do you give up?",
                      {"seat": target}, can_pass=False)
    elif kind == "pirates":
        for k, _ in sorted(st.cargo[target]):
            seize(st, target, k + 1, events)
        paid = min(amount, st.money[target])
        st.money[target] -= paid
        events.append(Event("pirates", f"Pirates take ${paid} from {who(target)}.", target,
                            {"seat": target, "amount": paid}))
    elif kind == "hostile_takeover":
        if st.stations.get(world) == target and st.money[seat] >= amount:
            st.money[seat] -= amount
            st.money[target] += amount
            black_hole.transfer_station(st, world, seat)  # (an Imperial Station is never offered: it is safe)
            events.append(Event("takeover", f"{who(seat)} takes over {who(target)}'s station at "
                                            f"{st.board.name(world)} for ${amount}.", seat,
                                {"seat": seat, "owner": target, "world": world, "price": amount}, sound="coins"))
    elif kind == "sabotage":
        if st.stations.get(world) == target:
            black_hole.transfer_station(st, world, None)
            events.append(Event("sabotage", f"{who(target)}'s station at {st.board.name(world)} is wrecked.",
                                seat, {"seat": seat, "owner": target, "world": world}))
    elif kind == "quarantine":
        quarantine.place_quarantine(st, seat, world, events)
    elif kind == "ion_storm":
        for t in reversed(range(st.num_players)):
            if t in sheltered:
                continue
            for ship in reversed(range(len(st.ships[t]))):
                if st.ships[t][ship] == world:
                    st.push(t, "ion", f"An ion storm at {st.board.name(world)}: where does your ship drift?",
                              {"seat": t, "ship": ship, "world": world}, can_pass=False)


def seize(st, seat: int, slot: int, events: list) -> None:
    st.cargo[seat] = [(k, ship) for k, ship in st.cargo[seat] if k != slot - 1]
    events.append(Event("abandon", f"{who(seat)} loses the cargo of contract {slot}.", seat,
                        {"seat": seat, "slot": slot}))

