"""The small steps every rule takes, at the bottom of the rules package so
any module may use them (the module order is in __init__): spending an
action, ending the turn's actions, Prestige within its bounds, the Nova win
test, drawing from the deck; who holds which Trader's Luck card; opening the
Zap window after a roll; this turn's boosts (Stargate, Open Skies, Beacon
Hack) and the Imperial Envoy's arrival."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name
from .luck_actions import luck_of
from .versions import HAND_KEEP, MAVERICK_KEEP, MAX_PRESTIGE, MIN_PRESTIGE, NOVA_WIN_MONEY, NOVA_WIN_PRESTIGE

who = seat_name
ENVOY_MONEY = 5


# ------------------------------------------------------------ actions, Prestige, the deck
def spend_action(st) -> None:
    """Use one action: the rolled die if there is one, else (the Strategist)
    the lowest die still unused."""
    if st.die is not None:
        st.die = None
    elif st.dice:
        st.dice.pop(0)
    st.actions_left -= 1


def end_actions(st) -> None:
    """A Random Jump or a granted petition: no action this turn after it,
    not even one a card would add (actions_ended)."""
    st.actions_left = 0
    st.actions_ended = True
    st.die = None
    st.dice = []


def gain_prestige(st, seat: int, amount: int) -> int:
    before = st.prestige[seat]
    st.prestige[seat] = max(MIN_PRESTIGE, min(MAX_PRESTIGE, before + amount))
    return st.prestige[seat] - before


def check_nova_win(st, events: list) -> bool:
    if st.version.petitions or st.stage == "over":
        return False
    seat = st.current
    if st.prestige[seat] >= NOVA_WIN_PRESTIGE and st.money[seat] >= NOVA_WIN_MONEY:
        st.end_game(seat, "nova", events)
        return True
    return False


def draw_card(st, events: list):
    """The top card of the deck (the discards reshuffled when it is empty), or None."""
    if not st.deck:
        if not st.discard:
            return None
        st.deck = sorted(st.discard)
        st.discard = []
        st.rng.shuffle(st.deck)
        st.reshuffles += 1
        events.append(Event("reshuffle", f"The deck is empty: the {len(st.deck)} discards are shuffled.",
                            None, {"cards": len(st.deck)}, barrier=True, sound="card"))
    return st.deck.pop()


# ------------------------------------------------------------ refusals several kinds share
NO_ACTION = "You have no action left this turn."


def ship_problem(st, seat: int, ship: int) -> str:
    return "" if isinstance(ship, int) and 0 <= ship < len(st.ships[seat]) else "You have no such ship."


def free_moves_problem(st) -> str:
    """Why no more free moves (a Shift, an Abandon, a free PickUp) this turn ('' while there are)."""
    if st.free_used >= st.free_cap:
        return f"You have made {st.free_cap} free moves this turn: that is the limit."
    return ""


def build_action_problem(st) -> str:
    """Why the Family's actions (Build, LocalBusiness, Petition) are not in this version ('' when they are)."""
    v = st.version
    if not v.build_action:
        return f"In the {v.name} game actions are only jumps; stations are built at the end of the turn."
    return ""


# ------------------------------------------------------------ hands and who holds cards
def hand_cards(st, seat: int, kind: str, amount: int | None = None) -> list[int]:
    return sorted(c for c in st.hands[seat]
                  if luck_of(c).kind == kind and (amount is None or luck_of(c).amount == amount))


def take_card(st, seat: int, kind: str, amount: int) -> int:
    card = hand_cards(st, seat, kind, amount)[0]
    st.hands[seat].remove(card)
    st.discard.append(card)
    return card


def hold_size(st, seat: int) -> int:
    return 3 if st.big_hold[seat] else 2


def hand_keep(st, seat: int) -> int:
    return MAVERICK_KEEP if st.personality[seat] == "maverick" else HAND_KEEP


def card_holders(st, seats) -> list[int]:
    """The seats of `seats` (in that order) holding at least one card:
    who a window asks (hand sizes are public, hands are not)."""
    return [s for s in seats if st.hands[s]]


def holders_from(st, seat: int) -> list[int]:
    """The card holders in turn order, `seat` first (none without cards):
    who a window on `seat`'s roll or petition asks."""
    if not st.version.cards:
        return []
    n = st.num_players
    return card_holders(st, ((seat + k) % n for k in range(n)))


# ------------------------------------------------------------ the Zap window on a roll
def open_zap_window(st, seat: int, petition: bool = False, dice: bool = False) -> None:
    """Ask every card holder, the roller first, whether to Zap the roll just
    announced: the action die, (petition=True) the petition roll kept
    on the "petition" resume record below the window, or (dice=True) one
    of a Random Jump's two dice kept on the "random_jump" record."""
    holders = holders_from(st, seat)
    if not holders:
        return
    if dice:
        first, second = zap_dice(st)
        what = "drifts (Lost in Space)" if st.resume_point("random_jump").get("drift") else \
            "rolled for a random jump"
        st.open_window("zap", holders, f"{who(seat)} {what}: {first} and {second}, world "
                                         f"{10 * first + second}. Zap a die?",
                         {"roller": seat, "random": True})
    elif petition:
        roll = st.resume_point("petition").get("roll")
        st.open_window("zap", holders, f"{who(seat)} rolled {roll} for a petition: Zap the roll?",
                         {"roller": seat, "petition": True})
    else:
        st.open_window("zap", holders, f"{who(seat)} rolled {st.die}: Zap the roll?", {"roller": seat})


def zap_roll(st, p) -> int:
    """The roll the zap window `p` would change (0: none, or two dice: zap_dice)."""
    if p.get("random"):
        return 0
    if p.get("petition"):
        q = st.resume_point("petition")
        return q.get("roll", 0) if q is not None else 0
    return st.die if st.die is not None else 0


def zap_dice(st) -> tuple:
    """The two dice of the Random Jump a zap window changes (() when none)."""
    q = st.resume_point("random_jump")
    return tuple(q.get("dice")) if q is not None else ()


# ------------------------------------------------------------ this turn's boosts and the Imperial Envoy
def boost_kind(st, seat: int, ship: int, to: int):
    """A jump only a card this turn allows (Stargate, Open Skies, Beacon Hack)."""
    if seat != st.current or st.board.need(st.ships[seat][ship], to) is None:
        return None
    if "stargate" in st.boosts and st.die is not None:
        return "regular"
    if st.stations.get(to) is not None and ("open_skies" in st.boosts or "beacon_hack" in st.boosts):
        return "station"
    return None


def use_boost(st, seat: int, ship: int, to: int, kind: str) -> None:
    need = st.board.need(st.ships[seat][ship], to)
    if kind == "regular" and "stargate" in st.boosts:
        st.boosts.remove("stargate")
    elif kind == "station" and st.stations.get(to) != seat and "open_skies" not in st.boosts \
            and "beacon_hack" in st.boosts:
        st.boosts.remove("beacon_hack")
    del need


def check_envoy(st, seat: int, ship: int, events: list) -> None:
    env = st.envoy[seat]
    if env is not None and st.stage != "over" and st.ships[seat][ship] == env[0]:
        envoy_done(st, seat, events)


def envoy_done(st, seat: int, events: list) -> None:
    world = st.envoy[seat][0]
    st.envoy[seat] = None
    got = gain_prestige(st, seat, 3)
    st.money[seat] += ENVOY_MONEY
    events.append(Event("envoy_done", f"{who(seat)} reaches {st.board.name(world)} as Imperial Envoy: "
                                      f"+{got} Prestige and ${ENVOY_MONEY}.", seat,
                        {"seat": seat, "world": world, "prestige": got, "money": ENVOY_MONEY}, sound="coins"))
