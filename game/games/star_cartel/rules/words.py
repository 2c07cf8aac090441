"""Star Cartel: how the event texts name a seat and count things."""
from __future__ import annotations


def who(seat: int) -> str:
    return f"Player {seat + 1}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
