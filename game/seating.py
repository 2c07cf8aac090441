"""Who sits at a new match: default names for people and bots, seat colours,
fresh seeds, and building a Match from a list of seat kinds.

Used by the command line, the setup and results scenes and the tests; no
pygame here (theme only lends the number of player colours).
"""
from __future__ import annotations

import random

from game.ui import theme

BOT_NAMES = ("Vega", "Rigel", "Lyra", "Orion", "Castor", "Nova")


def person_name(seat: int = 0) -> str:
    """A friendly default name for the person at the screen: the login name
    capitalised (e.g. "Alice"), or "Player N" for their seat when it looks
    technical (never another seat's number: tables show the rules' "Player N"
    as that seat's name)."""
    try:
        import getpass

        name = getpass.getuser().strip()
    except Exception:
        name = ""
    if not name or not name.isalpha() or len(name) > 14 or name.lower() in (
            "root", "admin", "administrator", "user", "runner", "ubuntu", "guest", "owner", "pi"):
        return f"Player {seat + 1}"
    return name[:1].upper() + name[1:]


def default_seats(kinds: list[str]):
    from game.session import Seat

    humans = [i for i, k in enumerate(kinds) if k == "human"]
    seats = []
    b = 0
    for i, kind in enumerate(kinds):
        if kind == "human":
            name = person_name(i) if len(humans) == 1 else f"Player {i + 1}"
        else:
            name = BOT_NAMES[b % len(BOT_NAMES)]
            b += 1
        seats.append(Seat(name=name, kind=kind, colour=i % len(theme.PLAYER_COLOURS)))
    return seats


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


def build_match(game_id: str, kinds: list[str], seed: int | None = None, options: dict | None = None):
    from game.session import SEAT_KINDS, Match

    for k in kinds:
        if k not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {k!r}; choose from {', '.join(SEAT_KINDS)}")
    return Match(game_id, default_seats(kinds), new_seed() if seed is None else seed, dict(options or {}))
