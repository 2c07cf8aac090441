"""Movement (rulebook "Movement"): regular jumps along a jumpline the roll
allows, station jumps with no roll needed to a world with your own station
(or another trader's, with its owner's permission: the beacon question on the
pending stack), random jumps (two dice read as a world number; they end the
turn's actions), the Navigator's cheaper blue and green lines, the Insider's
roll-free Core jumps and the Rogue's one free beacon a turn."""
from __future__ import annotations

from game.rules.core import Event

from .actions import AskBeacon, Grant, Refuse, seat_name
from .versions import line_need
from . import basics, cargo, quarantine

who = seat_name


# ------------------------------------------------------------ what a jump may be
def jump_kind(st, seat: int, ship: int, to: int) -> str | None:
    """How `seat`'s ship could jump to `to` right now (None: it cannot):
    "regular" (the roll allows the line), "station" (own beacon), "insider"
    (Core to Core), "rogue" (another's beacon, the Rogue's free use)."""
    here = st.ships[seat][ship]
    if to == here or (st.quarantines and quarantine.is_trapped(st, seat, ship)):
        return None
    return _kind(st, seat, ship, here, to, st.board.need(here, to))


def _kind(st, seat: int, ship: int, here: int, to: int, need: int | None) -> str | None:
    """jump_kind for a ship free to leave `here` for another world; `need`: the line's roll (None: no line)."""
    persona = st.personality[seat]
    if need is not None:
        if st.die is not None and line_need(need, persona) <= st.die:
            return "regular"
        owner = st.stations.get(to)
        if owner == seat:
            return "station"
    if persona == "insider" and here in st.board.core and to in st.board.core:
        return "insider"
    if need is not None and persona == "rogue" and not st.rogue_used and st.stations.get(to) is not None:
        return "rogue"
    return basics.boost_kind(st, seat, ship, to) if st.boosts else None


def jump_targets(st, seat: int, ship: int) -> list[int]:
    here = st.ships[seat][ship]
    if st.quarantines and quarantine.is_trapped(st, seat, ship):
        return []
    lines = st.board.adj[here]
    if st.personality[seat] == "insider" and here in st.board.core:
        targets = sorted({w for w, _ in lines} | (st.board.core - {here}))
        return [w for w in targets if _kind(st, seat, ship, here, w, st.board.need(here, w)) is not None]
    return [w for w, need in lines if _kind(st, seat, ship, here, w, need) is not None]


def beacon_asks(st, seat: int, ship: int) -> list[tuple[int, int]]:
    """(world, owner) of other traders' stations one jumpline away that the
    ship cannot reach now without asking (and has not asked for this turn)."""
    if st.quarantines and quarantine.is_trapped(st, seat, ship):
        return []
    here = st.ships[seat][ship]
    out = []
    for w, need in st.board.adj[here]:
        owner = st.stations.get(w)
        if owner is not None and owner != seat and w not in st.asked and _kind(st, seat, ship, here, w, need) is None:
            out.append((w, owner))
    return out


def roll_words(st) -> str:
    """What the rolled die opens, counted from the same jumps the legal
    list offers and the galaxy lights (a Stargate opens any line)."""
    seat = st.current
    worlds, asks = set(), set()
    if st.actions_left > 0:
        for ship in range(len(st.ships[seat])):
            worlds.update(jump_targets(st, seat, ship))
            asks.update(w for w, _owner in beacon_asks(st, seat, ship))
    asks -= worlds
    n = len(worlds)
    more = f" (and {len(asks)} more if a beacon's owner agrees)" if asks else ""
    if not n:
        return f"no jump is open to you now{more}; use the action otherwise."
    gate = "with your Stargate " if "stargate" in st.boosts else ""
    return (f"{gate}a jump reaches {n} world{'s' if n != 1 else ''}{more}; jump, "
            "or use the action otherwise.")


def jump_reason(st, action) -> str:
    """Why Jump(to, ship) is not in jump_targets."""
    seat = st.current
    why = basics.ship_problem(st, seat, action.ship) or (basics.NO_ACTION if st.actions_left <= 0 else "")
    if why:
        return why
    here = st.ships[seat][action.ship]
    need = st.board.need(here, action.to)
    if need is None:
        return f"No jumpline joins {st.board.name(here)} and {st.board.name(action.to)}."
    if st.die is None:
        return "Roll the die first (only a jump to your own station needs no roll)."
    return f"Your roll of {st.die} is too low for that line (it needs {need})."


def beacon_reason(st, action) -> str:
    """Why AskBeacon(to, fee, ship) is not among beacon_asks x fee_menu."""
    seat = st.current
    why = basics.ship_problem(st, seat, action.ship) or (basics.NO_ACTION if st.actions_left <= 0 else "")
    if why:
        return why
    owner = st.stations.get(action.to)
    if owner is None or owner == seat:
        return "There is no other trader's station there to ask for."
    if action.to in st.asked:
        return "You already asked for that beacon this turn."
    if not 0 <= action.fee <= st.money[seat]:
        return f"You cannot offer ${action.fee}: offer $0 to ${st.money[seat]}."
    return "That world is not one jumpline away, or you can already jump there."


# ------------------------------------------------------------ jumps
def do_jump(st, seat: int, action, events: list) -> None:
    kind = jump_kind(st, seat, action.ship, action.to)
    if kind == "rogue":
        st.rogue_used = True
    if st.boosts:
        basics.use_boost(st, seat, action.ship, action.to, kind)
    rolled = st.die
    basics.spend_action(st)
    move_ship(st, seat, action.ship, action.to, kind, events, roll=rolled)


def move_ship(st, seat: int, ship: int, to: int, kind: str, events: list, roll=None, fee: int = 0) -> None:
    frm = st.ships[seat][ship]
    st.ships[seat][ship] = to
    how = {"regular": "jumps", "station": "makes a station jump", "insider": "jumps through the Core",
           "rogue": "slips in on another's beacon", "beacon": "uses the beacon", "random": "random-jumps",
           "storm": "is blown by an ion storm", "warp": "warps"}[kind]
    events.append(Event("jump", f"{who(seat)} {how} from {st.board.name(frm)} to {st.board.name(to)}.",
                        seat, {"seat": seat, "ship": ship, "from": frm, "to": to, "kind": kind, "roll": roll,
                               "fee": fee}))
    if seat == st.current and st.stage == "turn":
        cargo.arrive(st, seat, ship, events, jumped=kind not in ("storm", "warp"))


def random_jump(st, seat: int, ship: int, events: list) -> None:
    """Roll two dice, let the card holders Zap either die (the "random_jump"
    resume point keeps them), then fly there: `land_random`."""
    basics.spend_action(st)
    first, second = st.rng.randint(1, 6), st.rng.randint(1, 6)
    world = 10 * first + second
    events.append(Event("roll", f"{who(seat)} rolls {first} and {second} for a random jump: world {world}.",
                        seat, {"seat": seat, "dice": [first, second], "value": world, "random": True},
                        barrier=True, sound="dice"))
    basics.end_actions(st)
    if not st.luck_any_time:  # a save from before the Zap on these dice: it lands at once
        land_random(st, seat, ship, (first, second), events, check_win=False)
        return
    st.push_resume("random_jump", {"seat": seat, "ship": ship, "dice": (first, second)})
    basics.open_zap_window(st, seat, dice=True)


def land_random(st, seat: int, ship: int, dice, events: list, drift: bool = False,
                check_win: bool = True) -> None:
    """Fly to the world the (perhaps Zapped) dice name; `drift`: Lost in
    Space, out of turn (a drift that names its own world does nothing);
    `check_win`: after a Zap window (the turn's own check has passed)."""
    world = 10 * dice[0] + dice[1]
    if world in st.board.galaxy.worlds and world != st.ships[seat][ship]:
        move_ship(st, seat, ship, world, "random", events, roll=world)
    elif world in st.board.galaxy.worlds and not drift:
        events.append(Event("jump_stay", f"{who(seat)} is already at {st.board.name(world)}.", seat,
                            {"seat": seat, "ship": ship, "world": world}))
        if st.version.stay_pays:
            st.money[seat] += 1
            events.append(Event("stay", f"{who(seat)}'s roll does not move them: +$1.", seat,
                                {"seat": seat, "amount": 1}, sound="coins"))
    if check_win:
        basics.check_nova_win(st, events)


# ------------------------------------------------------------ beacons
def fee_menu(st, seat: int) -> list[int]:
    return [f for f in st.fees if f <= st.money[seat]]


def ask_beacon(st, seat: int, action: AskBeacon, events: list) -> None:
    owner = st.stations[action.to]
    st.asked.append(action.to)
    offer = f"${action.fee}" if action.fee else "nothing"
    events.append(Event("beacon_ask", f"{who(seat)} asks {who(owner)} to use the beacon at "
                                      f"{st.board.name(action.to)}, offering {offer}.", seat,
                        {"seat": seat, "owner": owner, "to": action.to, "fee": action.fee, "ship": action.ship}))
    st.push(owner, "beacon", f"{who(seat)} offers ${action.fee} to jump to your station at "
                               f"{st.board.name(action.to)}: grant or refuse?",
              {"mover": seat, "to": action.to, "fee": action.fee, "ship": action.ship}, can_pass=False)


def beacon_choices(st, p) -> list:
    if p.kind == "beacon":
        return [Grant(), Refuse()]
    return []


def answer_beacon(st, p, action, events: list) -> None:
    mover, to, fee, ship = p.get("mover"), p.get("to"), p.get("fee"), p.get("ship")
    if isinstance(action, Refuse):
        events.append(Event("beacon_refused", f"{who(p.seat)} refuses the beacon at {st.board.name(to)}.",
                            p.seat, {"seat": p.seat, "mover": mover, "to": to, "fee": fee}))
        return
    st.money[mover] -= fee
    st.money[p.seat] += fee
    events.append(Event("beacon_granted", f"{who(p.seat)} grants the beacon at {st.board.name(to)}"
                                          + (f" for ${fee}." if fee else "."), p.seat,
                        {"seat": p.seat, "mover": mover, "to": to, "fee": fee}, sound="coins" if fee else ""))
    rolled = st.die
    basics.spend_action(st)
    move_ship(st, mover, ship, to, "beacon", events, roll=rolled, fee=fee)
