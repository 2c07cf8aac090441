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
the same table; completing it wins.

This module holds the table, the Imperial Stations and the network; the
petitions on the table (the criteria, the roll, the rows and the price) are
in petition.py with the other petitions, which they share a turn's once and
the Prestige and Zap windows with."""
from __future__ import annotations

from .actions import DeclinePrice, PayPrice, PetitionStation  # noqa: F401 (the Black Hole's own)

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


# ------------------------------------------------------------ the filing fee and what is asked
def filing_fee(st, seat: int) -> int:
    return FILING_FEE if st.petitions[seat] == 0 else 0


def table_subject(st, world) -> str:
    """What a Black Hole petition asks for (`world` None: the final Imperial Mission)."""
    return "the final Imperial Mission" if world is None else f"Imperial status at {st.board.name(world)}"
