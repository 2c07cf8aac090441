"""The Black Hole version (rulebook "Black Hole Game"): the Imperial game
plus Imperial Stations.

A trader at one of its own stations who meets the petition criteria (the
Family station count, 15 Prestige, and a $30 filing fee before the very
first petition only) petitions for Imperial status: a die plus the Prestige
zone bonus (and the Insider's +1) is read on the Black Hole table.  Rows 3-6
grant the status for a price the trader may refuse (4 Prestige lost); a
trader who cannot pay that price is denied and loses 4 Prestige.  Rows 0-2
cost money (all of it when there is not enough) and Prestige.  Row 7 or more
grants for 3 Prestige.  An Imperial Station is protected from every card
(`is_protected`); it loses its status when it changes hands
(`transfer_station`).  With a connected network of Imperial Stations (each
one a jumpline away from another of the network, all in one piece) of 4 (2-4
traders) or 3 (5-6), the trader petitions for the final Imperial Mission on
the same table; completing it wins."""
from __future__ import annotations

from game.rules.core import Event

from .actions import DeclinePrice, PayPrice, PetitionStation, seat_name  # noqa: F401 (the Black Hole's own)
from . import petition
from . import turns

who = seat_name

KEY = "black-hole"
FILING_FEE = 30
UNPAID_LOSS = 4
PRICE = "bh-price"
# row: (granted, money, Prestige).  Denied rows lose both; granted rows cost both.
TABLE = {
    0: (False, 20, 5),
    1: (False, 10, 5),
    2: (False, 5, 4),
    3: (True, 40, 10),
    4: (True, 30, 8),
    5: (True, 20, 6),
    6: (True, 10, 4),
    7: (True, 0, 3),
}


def network_needed(players: int) -> int:
    return 4 if players <= 4 else 3


def largest_network(board, worlds) -> int:
    """The size of the largest piece of `worlds` joined by direct jumplines
    (a lone station is no network: size 1)."""
    left = set(worlds)
    best = 0
    while left:
        todo = [left.pop()]
        size = 0
        while todo:
            w = todo.pop()
            size += 1
            for other, _need in board.adj[w]:
                if other in left:
                    left.remove(other)
                    todo.append(other)
        best = max(best, size)
    return best


class _PriceHandler:
    """The petitioner's choice on rows 3-6 (a pending record of kind PRICE)."""

    @staticmethod
    def pending_actions(state, p) -> list:
        return [PayPrice(), DeclinePrice()]

    @staticmethod
    def answer(state, p, a, events: list) -> None:
        seat, money, prestige = p.seat, p.get("money"), p.get("prestige")
        if isinstance(a, PayPrice) and state.money[seat] >= money:
            grant_petition(state, seat, p.get("world"), money, prestige, events)
        else:
            got = turns.gain_prestige(state, seat, -UNPAID_LOSS)
            events.append(Event("denied", f"{who(seat)} does not pay the price and loses {-got} Prestige.", seat,
                                {"seat": seat, "prestige": got, "money": 0, "world": p.get("world")}))


PRICE_HANDLER = _PriceHandler()


def is_black_hole(st) -> bool:
    return st.version.key == KEY


# ------------------------------------------------------------ stations
def is_protected(st, world: int) -> bool:
    """True for an Imperial Station: no card may take or destroy it."""
    return world in st.imperial


def transfer_station(st, world: int, seat) -> None:
    """Give the station at `world` to `seat` (None: remove it); it loses Imperial status."""
    if world in st.imperial:
        st.imperial.remove(world)
    if seat is None:
        st.stations.pop(world, None)
    else:
        st.stations[world] = seat


def imperial_of(st, seat: int) -> list[int]:
    return sorted(w for w in st.imperial if st.stations.get(w) == seat)


def network_size(st, seat: int) -> int:
    return largest_network(st.board, imperial_of(st, seat))


# ------------------------------------------------------------ petitions
def filing_fee(st, seat: int) -> int:
    return FILING_FEE if st.petitions[seat] == 0 else 0


def _bh_common_problem(st, seat: int) -> str:
    return petition.petition_basics_problem(st, seat, filing_fee(st, seat),
                                        f"the first petition has a ${FILING_FEE} filing fee")


def station_petition_problem(st, seat: int, world: int) -> str:
    """Why `seat` may not petition for Imperial status at `world` ('' when it may)."""
    if not is_black_hole(st):
        return "Imperial Stations belong to the Black Hole game"
    if st.stations.get(world) != seat:
        return "you can only petition for one of your own stations"
    if world in st.imperial:
        return "that station is already Imperial"
    if world not in st.ships[seat]:
        return "you must be at the station"
    problem = _bh_common_problem(st, seat)
    if problem:
        return problem
    if st.stations_of(seat) < petition.stations_needed(st):
        return f"you need {petition.stations_needed(st)} stations and have {st.stations_of(seat)}"
    return ""


def network_petition_problem(st, seat: int) -> str:
    """Why `seat` may not petition for the final Imperial Mission ('' when it may)."""
    if st.missions[seat] is not None:
        return "you already have an Imperial Mission"
    problem = _bh_common_problem(st, seat)
    if problem:
        return problem
    size, need = network_size(st, seat), network_needed(st.num_players)
    if size < need:
        return f"you need a connected network of {need} Imperial Stations and have {size}"
    return ""


def table_petition(st, seat: int, world, events: list) -> None:
    """Petition on the Black Hole table for Imperial status at `world`
    (None: the final Imperial Mission); the roll comes after the Prestige
    window (petition.py)."""
    petition.file_petition(st, seat, world, filing_fee(st, seat), events)


def table_subject(st, world) -> str:
    """What a Black Hole petition asks for (`world` None: the final Imperial Mission)."""
    return "the final Imperial Mission" if world is None else f"Imperial status at {st.board.name(world)}"


def table_roll(st, seat: int, world, fee: int, events: list, filed: bool = False) -> None:
    roll = st.rng.randint(1, 6)
    bonus = petition.petition_bonus(st, seat)
    what = table_subject(st, world)
    events.append(Event("petition", f"{who(seat)} " + (f"pays the ${fee} filing fee and " if fee and not filed else "")
                        + f"petitions for {what}: rolls {roll}" + (f" +{bonus}" if bonus else "") + ".", seat,
                        {"seat": seat, "fee": fee, "roll": roll, "bonus": bonus, "world": world},
                        barrier=True, sound="dice"))
    petition.petition_rolled(st, seat, world, roll, bonus, events)  # the Zap window, then resolve_row (petition.py)


def resolve_row(st, seat: int, world, row: int, events: list) -> None:
    granted, money, prestige = TABLE[row]
    if not granted:
        paid = min(money, st.money[seat])
        st.money[seat] -= paid
        got = turns.gain_prestige(st, seat, -prestige)
        events.append(Event("denied", f"The petition is denied: {who(seat)} loses ${paid} and {-got} Prestige.",
                            seat, {"seat": seat, "prestige": got, "money": paid, "world": world}))
    elif money == 0:
        grant_petition(st, seat, world, 0, prestige, events)
    elif st.money[seat] < money:
        got = turns.gain_prestige(st, seat, -UNPAID_LOSS)
        events.append(Event("denied", f"{who(seat)} cannot pay the ${money} the Emperor asks: the petition is denied "
                                      f"and costs {-got} Prestige.",
                            seat, {"seat": seat, "prestige": got, "money": 0, "world": world}))
    else:
        st.push(seat, PRICE, f"The Emperor grants it for ${money} and {prestige} Prestige: pay?",
                  {"world": world, "row": row, "money": money, "prestige": prestige}, can_pass=False)


def grant_petition(st, seat: int, world, money: int, prestige: int, events: list) -> None:
    st.money[seat] -= money
    got = turns.gain_prestige(st, seat, -prestige)
    cost = (f"${money} and " if money else "") + f"{-got} Prestige"
    if world is not None:
        st.imperial.append(world)
        st.imperial.sort()
        events.append(Event("imperial", f"{who(seat)}'s station at {st.board.name(world)} becomes an "
                                        f"Imperial Station ({cost}).", seat,
                            {"seat": seat, "world": world, "money": money, "prestige": got}, sound="coins"))
        return
    events.append(Event("granted", f"The Emperor grants {who(seat)} the final Imperial Mission ({cost}).", seat,
                        {"seat": seat, "money": money, "prestige": got}))
    petition.begin_mission(st, seat, events)


# ------------------------------------------------------------ hooks for legality.py
def black_hole_actions(st, seat: int) -> list:
    if not is_black_hole(st) or st.stage != "turn":
        return []
    return [PetitionStation(w) for w in sorted(set(st.ships[seat])) if not station_petition_problem(st, seat, w)]


def black_hole_reason(st, action) -> str:
    if isinstance(action, PetitionStation):
        why = station_petition_problem(st, st.current, action.world)
        return f"You cannot petition there: {why}." if why else ""
    return "Nobody is asking you to pay the Emperor's price."
