"""Cartel: the order of play and the end (rulebook "Playing the game" and
"The end"): a turn begins, and the game ends when an Agent supply runs out,
the deck runs dry or the Snitch is played."""
from __future__ import annotations

from game.rules.core import Event

from . import scoring
from .told import told
from .actions import seat_name

who = seat_name


def start_turn(st, events: list) -> None:
    st.actions_left = st.content.numbers.actions_per_turn
    st.tracy_used = False
    st.focus = None
    st.stage = "action"
    seat = st.current
    events.append(told("turn", (_turn_of, seat), seat, {"seat": seat}))


def _turn_of(seat: int) -> str:
    return f"{who(seat)}'s turn."


def check_agents_out(st, seat: int, events: list) -> None:
    if st.reserve[seat] <= 0 and st.stage != "over":
        end_game(st, f"{who(seat)} has every Agent in the city", events)


def end_game(st, why: str, events: list) -> None:
    if st.stage == "over":
        return
    st.stage = "over"
    st.ended_by = why
    st.stack = []
    st.todo = []
    st.trash_queue = []
    board = ", ".join(f"{who(sc.seat)} {sc.total}" for sc in scoring.scores(st))
    events.append(Event("end", f"The game ends: {why}. Scores: {board}.", None,
                        {"why": why, "hands": [list(h) for h in st.hands]}, barrier=True))
