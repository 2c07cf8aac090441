"""Rules texts say "Player 2"; a table shows the seat's name instead."""
from __future__ import annotations

import re

PLAYER_N = re.compile(r"\bPlayer (\d)\b")


def with_seat_names(text: str, seats) -> str:
    """`text` with every "Player N" that names a seat replaced by its name."""
    if "Player " not in text:
        return text

    def sub(m):
        i = int(m.group(1)) - 1
        return seats[i].name if 0 <= i < len(seats) else m.group(0)

    return PLAYER_N.sub(sub, text)
