"""Cartel: what a new Business does on arrival (rulebook "Businesses"),
trashing Agents, and the questions asked out of turn (Congressman Tu's
summons, Warden Sachs' rescue)."""
from __future__ import annotations

from game.rules.core import Event

from . import city, pieces
from .told import told, inside
from .actions import Appoint, name, seat_name

who = seat_name



def gains_agent(st, seat: int, card: str, buildings: dict, cell, floor: int, agents_before: int) -> bool:
    """Whether `card`, just built as floor `floor` of `cell` in `buildings`
    (the city with it), gains its builder an Agent (rulebook "Businesses")."""
    if card in ("anniewares", "toptech"):
        return True
    if card == "groundhog":
        return floor == 0
    if card == "double_down":
        return city.double_down_touches(buildings, cell, floor)
    if card == "neue_news":
        return bool(st.officials[seat])
    if card == "manned":
        return agents_before > 0
    return False


def effect(st, seat: int, card: str, cell, floor: int, agents_before: int, events: list) -> None:
    gain = gains_agent(st, seat, card, st.buildings, cell, floor, agents_before)
    if card == "laundromat":
        if st.paid:
            st.todo.insert(0, ("draw", st.paid))
    elif card == "security":
        here = agents_before
        if here:
            st.paid = 0
            st.todo[0:0] = [("pay", 3 * here, "Private Security"), ("trash_all", cell)]
    elif card == "consulting":
        st.actions_left += 2
        events.append(told("consulting", lambda: f"{who(seat)} gains two more Actions.", seat, {"seat": seat}))
    if gain:
        st.todo.insert(0, ("gain", cell))


def trash_next(st, events: list) -> None:
    seat, cell = st.trash_queue.pop(0)
    if not st.agents_at(cell)[seat]:
        return
    if st.owner_of("sachs") == seat and len(st.hands[seat]) >= 3:
        dest = st.tallest_cell(seat, besides=cell)
        if dest is not None:
            st.push_resume("trash", {"seat": seat, "x": cell[0], "y": cell[1], "to": dest})
            st.push(seat, "sachs", f"Warden Sachs: your Agent {st.place_in(cell)} is about to be "
                      f"trashed. Pay 3 cards to send it to {st.place(dest)} instead?",
                      {"x": cell[0], "y": cell[1], "to": dest})
            return
    trash(st, seat, cell, events)


def trash(st, seat: int, cell, events: list) -> None:
    pieces.put(st, seat, cell, -1)
    st.reserve[seat] += 1
    where = inside(st)
    events.append(told("trash", lambda: f"{who(seat)}'s Agent {where(cell)} is trashed.", seat,
                        {"seat": seat, "x": cell[0], "y": cell[1]}))


def answer(st, p, a, events: list) -> None:
    seat = p.seat
    if p.kind == "summoned":
        if isinstance(a, Appoint):
            pieces.lose_card(st, seat, a.card)
            pieces.into_service(st, seat, a.card, events, lambda: f"{who(seat)} puts {name(a.card)} into service "
                               "(no arrival effect).")
        else:
            st.known[seat] = list(st.hands[seat])
            events.append(Event("reveal", f"{who(seat)} has no Official and shows their hand: "
                                f"{', '.join(name(c) for c in st.hands[seat]) or 'nothing'}.", seat,
                                {"seat": seat, "hand": list(st.hands[seat])}, barrier=True))
    elif p.kind == "sachs":
        st.push(seat, "sachs-pay", "Warden Sachs: discard 3 cards.", {"left": 3}, can_pass=False)
    elif p.kind == "sachs-pay":
        pieces.lose_card(st, seat, a.card)
        st.discard.append(a.card)
        events.append(Event("discard", f"{who(seat)} discards {name(a.card)}.", seat,
                            {"seat": seat, "card": a.card, "why": "sachs"}, sound="card"))
        left = p.get("left") - 1
        if left:
            st.push(seat, "sachs-pay", f"Warden Sachs: discard {left} more.", {"left": left}, can_pass=False)
        else:
            st.note(saved=True)


def resume(st, p, events: list) -> None:
    if p.kind != "trash":
        return
    seat, cell = p.get("seat"), (p.get("x"), p.get("y"))
    if p.get("saved"):
        dest = tuple(p.get("to"))
        pieces.shift(st, seat, cell, dest)
        events.append(Event("save", f"Warden Sachs whisks {who(seat)}'s Agent from {st.place(cell)} "
                            f"to {st.place(dest)}.", seat,
                            {"seat": seat, "x": cell[0], "y": cell[1], "tx": dest[0], "ty": dest[1]}))
    else:
        trash(st, seat, cell, events)
