"""Cartel: the order of play (rulebook "Playing the game" and "The end"):
the queue of steps after an action, the end of a turn (discard down,
draw by the tallest building), the next turn, and the end of the game."""
from __future__ import annotations

from game.rules.pending import PendingMixin

from . import choices, effects, order, pieces
from .actions import seat_name

who = seat_name







def settle(st, events: list) -> None:
    while True:
        if st.stack:
            PendingMixin.settle(st, events)
            if st.stack:
                return
        if st.stage != "busy":
            return
        if not st.todo and not st.trash_queue:  # step()'s commonest case, without the call
            if st.actions_left > 0:
                st.stage = "action"
                return
            end_turn(st, events)
        else:
            step(st, events)


def step(st, events: list) -> None:
    seat = st.current
    if st.trash_queue:
        effects.trash_next(st, events)
        return
    if not st.todo:
        if st.actions_left > 0:
            st.stage = "action"
        else:
            end_turn(st, events)
        return
    step = st.todo.pop(0)
    kind = step[0]
    if kind == "pay":
        st.pay_left, st.pay_why = step[1], step[2]
        st.stage = "pay"
    elif kind == "effect":
        effects.effect(st, seat, *step[1:], events=events)
    elif kind == "gain":
        if st.reserve[seat] > 0:
            spots = choices.agent_spots(st, seat, step[1])
            if len(spots) == 1:
                pieces.add_agent(st, seat, spots[0], events, gained=True)
            else:
                st.focus = step[1]
                st.stage = "place_agent"
    elif kind == "draw":
        pieces.draw(st, seat, step[1], events)
    elif kind == "trash_all":
        cell = step[1]
        counts = st.agents_at(cell)
        for s in range(st.num_players):
            st.trash_queue += [(s, cell)] * counts[s]
    elif kind == "attack":
        counts = st.agents_at(step[1])
        mine = counts[seat]
        rival = max(counts[:seat] + counts[seat + 1:]) if sum(counts) != mine else 0
        if rival and (mine > rival or ("fivel" in st.officials[seat] and mine >= rival)):
            st.focus = step[1]
            st.stage = "attack"
    elif kind == "tracy":
        if "tracy" in st.officials[seat] and not st.tracy_used and choices.can_shadow(st, seat):
            st.stage = "tracy"
    elif kind == "juan":
        if choices.juan_choices(st):
            st.stage = "juan"
    elif kind == "ford":
        if st.discard:
            st.stage = "ford"
    elif kind == "sven":
        if "sven" in st.officials[seat] and choices.sven_choices(st, seat):
            st.stage = "sven"


def end_turn(st, events: list) -> None:
    seat = st.current
    if len(st.hands[seat]) > st.content.numbers.keep_after_turn:
        st.stage = "discard"
        return
    height = st.tallest(seat)
    if height and not pieces.draw(st, seat, height, events):
        return
    st.current = (seat + 1) % st.num_players
    st.turns += 1
    order.start_turn(st, events)
