"""Cartel: taking a decision (rulebook "Actions": draw, build, lay a road,
buy off an Official, the Snitch, move Agents, Congressman Tu; and the
answers inside a turn: paying, placing a gained Agent, attacking, the
Officials' moves).  The steps it sets off are queued for flow.py."""
from __future__ import annotations

from game.rules.core import Event

from . import order, pieces, places
from .told import place_in, told
from .actions import Attack, Bribe, Build, Draw, Move, Retrieve, Road, Shadow, Snitch, Summon, name, seat_name
from .data import ARRIVING, SNITCH

who = seat_name


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def apply_turn(st, a, events: list) -> None:
    seat = st.current
    stage = st.stage
    st.stage = "busy"
    if stage == "place_first":
        place_first(st, seat, a, events)
    elif stage == "action":
        st.actions_left -= 1
        take_action(st, seat, a, events)
    elif stage in ("pay", "discard"):
        pieces.lose_card(st, seat, a.card)
        st.discard.append(a.card)
        st.paid += 1
        events.append(told("discard", (_discards, seat, a.card), seat,
                            {"seat": seat, "card": a.card, "why": stage}, sound="card"))
        if stage == "pay":
            st.pay_left -= 1
            if st.pay_left > 0:
                st.stage = "pay"
        elif len(st.hands[seat]) > st.content.numbers.keep_after_turn:
            st.stage = "discard"
    elif stage == "place_agent":
        pieces.add_agent(st, seat, (a.x, a.y), events, gained=True)
    elif stage == "attack":
        if isinstance(a, Attack):
            events.append(told("attack", (_attacks, seat, a.seat, st.roads, st.buildings, st.focus), seat,
                                {"seat": seat, "target": a.seat, "x": st.focus[0], "y": st.focus[1]}))
            st.trash_queue.append((a.seat, st.focus))
        else:
            events.append(told("skip", (_holds_back, seat), seat))
    elif stage == "tracy":
        if isinstance(a, Shadow):
            st.tracy_used = True
            pieces.shift(st, a.seat, (a.x, a.y), (a.tx, a.ty))
            events.append(told("shadow", (_shadows, a, st.roads, st.buildings), seat,
                                {"seat": a.seat, "x": a.x, "y": a.y, "tx": a.tx, "ty": a.ty}))
    elif stage == "juan":
        events.append(told("remove", (_goes_after, a, st.roads, st.buildings), seat,
                            {"seat": a.seat, "x": a.x, "y": a.y}))
        st.trash_queue.append((a.seat, (a.x, a.y)))
    elif stage == "ford":
        if isinstance(a, Retrieve):
            st.discard.remove(a.card)
            pieces.gain_card(st, seat, a.card)
            st.known[seat] = sorted(st.known[seat] + [a.card])  # everyone saw it taken
            events.append(Event("retrieve", f"{who(seat)} takes {name(a.card)} from the discard pile.", seat,
                                {"seat": seat, "card": a.card}, sound="card"))
    elif stage == "sven":
        sven(st, seat, a, events)


def place_first(st, seat: int, a, events: list) -> None:
    roads, buildings = st.roads, st.buildings  # the city as it stood (never changed in place)
    pieces.lose_card(st, seat, a.card)
    pieces.set_building(st, (a.x, a.y), (a.card,))
    st.reserve[seat] -= 1
    pieces.put(st, seat, (a.x, a.y), 1)
    events.append(told("build", (_opens, seat, a, roads, buildings), seat,
                        {"seat": seat, "card": a.card, "x": a.x, "y": a.y, "floor": 0, "first": True},
                        sound="card"))
    st.to_place.pop(0)
    if st.to_place:
        st.current = st.to_place[0]
        st.stage = "place_first"
    else:
        st.current = st.first
        order.start_turn(st, events)


def take_action(st, seat: int, a, events: list) -> None:
    if isinstance(a, Move):  # the commonest first
        move(st, seat, a, events)
    elif isinstance(a, Draw):
        pieces.draw(st, seat, 1, events)
    elif isinstance(a, Build):
        build(st, seat, a, events)
    elif isinstance(a, Road):
        roads, buildings = st.roads, st.buildings
        pieces.lose_card(st, seat, a.card)
        shape = st.content.roads[a.card]
        st.roads = {**roads, (a.x, a.y): (a.card, a.rot, shape.exits_at(a.rot))}  # never changed in place (told.py)
        pieces.fill(st, (a.x, a.y))
        events.append(told("road", lambda: f"{who(seat)} lays a {name(a.card)} "
                           f"{places.beside(roads, buildings, (a.x, a.y))}.", seat,
                            {"seat": seat, "card": a.card, "x": a.x, "y": a.y, "rot": a.rot},
                            sound="card"))
    elif isinstance(a, Bribe):
        pieces.lose_card(st, seat, a.card)
        pieces.into_service(st, seat, a.card, events, lambda: f"{who(seat)} buys off {name(a.card)}.")
        if a.card in ARRIVING:
            st.todo.append((a.card,))
    elif isinstance(a, Snitch):
        pieces.lose_card(st, seat, SNITCH)
        st.discard.append(SNITCH)
        taken = []
        for s in range(st.num_players):
            if s != seat:
                taken += st.officials[s]
                st.officials[s] = []
        st.officials[seat] += taken
        events.append(Event("snitch", f"{who(seat)} plays The Snitch: every Official now answers to them.", seat,
                            {"seat": seat, "taken": sorted(taken)}, barrier=True))
        order.end_game(st, "The Snitch sold out the Cartel", events)
    elif isinstance(a, Summon):
        events.append(Event("summon", f"{who(seat)} has Congressman Tu lean on {who(a.seat)}.", seat,
                            {"seat": seat, "target": a.seat}))
        st.push(a.seat, "summoned", f"Congressman Tu ({who(seat)}): put an Official into service, "
                  "or show your hand if you have none.", {"by": seat}, can_pass=False)


def build(st, seat: int, a, events: list) -> None:
    cell = (a.x, a.y)
    cost = st.build_cost(a.card, cell)
    agents_before = sum(st.agents_at(cell)) if cell in st.buildings else 0
    roads, buildings = st.roads, st.buildings  # the city as it stood (never changed in place)
    pieces.lose_card(st, seat, a.card)
    floors = st.buildings.get(cell, ())
    pieces.set_building(st, cell, floors + (a.card,))
    st.focus = cell
    st.paid = 0
    events.append(told("build", (_builds, seat, a.card, roads, buildings, cell, cost), seat,
                        {"seat": seat, "card": a.card, "x": a.x, "y": a.y, "floor": len(floors), "cost": cost},
                        sound="card"))
    if cost and a.card != "security":  # Private Security's own price is its effect
        st.todo.append(("pay", cost, f"building {name(a.card)}"))
    st.todo.append(("effect", a.card, cell, len(floors), agents_before))


def move(st, seat: int, a, events: list) -> None:
    src, dst = (a.x, a.y), (a.tx, a.ty)
    rivals = pieces.rivals_at(st, dst, seat)  # the same after the move: only this seat's Agents go
    if rivals and "fivel" in st.officials[seat]:
        st.paid = 0
        st.todo.append(("pay", 2, "Informant Fivel: moving in on rival Agents"))
    pieces.shift(st, seat, src, dst, a.count)
    st.focus = dst
    events.append(told("move", (_moves, seat, a.count, st.roads, st.buildings, src, dst), seat,
                        {"seat": seat, "x": a.x, "y": a.y, "tx": a.tx, "ty": a.ty, "count": a.count}))
    if rivals or st.todo:
        st.todo.append(("attack", dst))
        st.todo.append(("tracy",))
    elif "tracy" in st.officials[seat] and not st.tracy_used:
        # with nothing queued before it and no rival there, the attack step would find nothing
        # to do and pass straight on to Tracy: leave it out (and Tracy too, when not in service)
        st.todo.append(("tracy",))


def sven(st, seat: int, a, events: list) -> None:
    st.officials[seat].remove("sven")
    st.officials[a.seat].append("sven")
    if a.card == "agent":
        cell = (a.x, a.y)
        pieces.put(st, a.seat, cell, -1)
        st.reserve[a.seat] += 1
        st.reserve[seat] -= 1
        pieces.put(st, seat, cell, 1)
        events.append(Event("swap", f"{who(seat)}'s Sneaky Sven takes {who(a.seat)}'s Agent {pieces.inside(st, cell)}; "
                            f"{who(a.seat)} gets Sven in return.", seat,
                            {"seat": seat, "target": a.seat, "card": "agent", "x": a.x, "y": a.y}))
        order.check_agents_out(st, seat, events)
    else:
        st.officials[a.seat].remove(a.card)
        st.officials[seat].append(a.card)
        events.append(Event("swap", f"{who(seat)}'s Sneaky Sven takes {name(a.card)} from {who(a.seat)}; "
                            f"{who(a.seat)} gets Sven in return.", seat,
                            {"seat": seat, "target": a.seat, "card": a.card}))


# log lines, written when first read (told.Told), in the city as it stood
def _discards(seat: int, card: str) -> str:
    return f"{who(seat)} discards {name(card)}."


def _attacks(seat: int, target: int, roads: dict, buildings: dict, cell) -> str:
    return f"{who(seat)} attacks {who(target)}'s Agent {place_in(roads, buildings, cell)}."


def _holds_back(seat: int) -> str:
    return f"{who(seat)} holds back."


def _shadows(a, roads: dict, buildings: dict) -> str:
    return (f"Detective Tracy moves {who(a.seat)}'s Agent from {places.place(roads, buildings, (a.x, a.y))} "
            f"to {places.place(roads, buildings, (a.tx, a.ty))}.")


def _goes_after(a, roads: dict, buildings: dict) -> str:
    return f"Captain Juan goes after {who(a.seat)}'s Agent {place_in(roads, buildings, (a.x, a.y))}."


def _opens(seat: int, a, roads: dict, buildings: dict) -> str:
    return f"{who(seat)} opens {name(a.card)} on {places.place(roads, buildings, (a.x, a.y))} with an Agent."


def _builds(seat: int, card: str, roads: dict, buildings: dict, cell, cost: int) -> str:
    floors = buildings.get(cell, ())
    return (f"{who(seat)} builds {name(card)} {'on top of' if floors else 'on'} {places.place(roads, buildings, cell)}, "
            f"floor {len(floors) + 1}" + (f" (cost {_plural(cost, 'card')})." if cost else "."))


def _moves(seat: int, count: int, roads: dict, buildings: dict, src, dst) -> str:
    return (f"{who(seat)} moves {_plural(count, 'Agent')} from {places.place(roads, buildings, src)} "
            f"to {places.place(roads, buildings, dst)}.")
