"""Star Cartel: the cartel board (rulebook "The Cartel Board", and the
price moves of "Delivering" and of a rush delivery in "Ending the Game").
A token that would pass 9 crashes to 1 and stops there; one that would go
below 1 stays on 1."""
from __future__ import annotations

from .data import TRACK_HIGH, TRACK_LOW


def move_token(old: int, delta: int) -> tuple[int, bool]:
    """New position and whether the price crashed.  Passing 9 drops the token
    to 1 and cancels the rest of the move; it never goes below 1."""
    if delta > 0:
        new = old + delta
        if new > TRACK_HIGH:
            return TRACK_LOW, True
        return new, False
    return max(TRACK_LOW, old + delta), False


def price_moves(rush: bool, reverse: str | None) -> tuple[int, int]:
    """(largest delta, smallest delta) for a delivery."""
    up, down = (1, 0) if rush else (2, 1)
    large = -up if reverse == "largest" else up
    small = down if reverse == "smallest" else -down
    return large, small
