"""Quarantine (Imperial): at most three markers.  Ships on a quarantined
world may not leave by any jump (Ion Storm and Warp excepted); ships may
still enter.  Each marker is a tuple (world, first_seat, first_rolls, freed):

- at the end of every trader's turn from the first roller's (the trader after
  the one who played it) a die is rolled: a 1 lifts it; once the first roller
  has rolled for it twice, a 1 or 2 lifts it;
- it lifts by itself at the start of the first roller's turn after three of
  its rolls (its third turn after the one that ended with its first roll);
- Avoid a Calamity played at once lifts it; played later by or on a trapped
  trader it frees that trader only (`freed`) until it leaves: at the end of
  each turn a freed trader with no ship left there is struck off, so coming
  back while the marker stays holds it again;
- a second Quarantine on a marked world removes both."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name

who = seat_name


def quarantine_at(st, world: int):
    return next((q for q in st.quarantines if q[0] == world), None)


def is_trapped(st, seat: int, ship: int) -> bool:
    if not st.quarantines or ship >= len(st.ships[seat]):
        return False
    q = quarantine_at(st, st.ships[seat][ship])
    return q is not None and seat not in q[3]


def trapped_ships(st, seat: int) -> list[int]:
    return [i for i in range(len(st.ships[seat])) if is_trapped(st, seat, i)]


def place_quarantine(st, seat: int, world: int, events: list) -> None:
    q = quarantine_at(st, world)
    if q is not None:
        st.quarantines.remove(q)
        events.append(Event("quarantine_lifted", f"A second quarantine at {st.board.name(world)} cancels the "
                                                 f"first: both are lifted.", seat,
                            {"world": world, "how": "double"}))
        return
    first = (st.current + 1) % st.num_players
    st.quarantines.append((world, first, 0, ()))
    events.append(Event("quarantine", f"{st.board.name(world)} is quarantined: no ship may leave.", seat,
                        {"seat": seat, "world": world, "first": first}, barrier=True))


def free_trapped(st, target: int, events: list) -> None:
    for i, q in enumerate(st.quarantines):
        if q[0] in st.ships[target] and target not in q[3]:
            st.quarantines[i] = q[:3] + (tuple(sorted(q[3] + (target,))),)
            events.append(Event("freed", f"{who(target)} may leave quarantined {st.board.name(q[0])}.",
                                target, {"seat": target, "world": q[0]}))


def prune_freed(st) -> None:
    """Strike off the freed traders who have left the quarantined world."""
    for i, q in enumerate(st.quarantines):
        kept = tuple(t for t in q[3] if q[0] in st.ships[t])
        if kept != q[3]:
            st.quarantines[i] = q[:3] + (kept,)


def quarantine_turn_start(st, seat: int, events: list) -> None:
    for q in list(st.quarantines):
        if q[1] == seat and q[2] >= 3:
            st.quarantines.remove(q)
            events.append(Event("quarantine_lifted", f"The quarantine at {st.board.name(q[0])} runs out.",
                                None, {"world": q[0], "how": "time"}))


def quarantine_end_turn(st, seat: int, events: list) -> None:
    """The lifting rolls at the end of `seat`'s turn."""
    prune_freed(st)
    for q in list(st.quarantines):
        world, first, rolls, freed = q
        if rolls == 0 and seat != first:
            continue  # placed this turn: the rolls begin with the next trader
        if seat == first:
            rolls += 1
        lift_on = 2 if rolls >= 2 else 1
        die = st.rng.randint(1, 6)
        i = st.quarantines.index(q)
        if die <= lift_on:
            del st.quarantines[i]
            events.append(Event("quarantine_lifted", f"{who(seat)} rolls {die} for the quarantine at "
                                                     f"{st.board.name(world)}: it lifts.", seat,
                                {"world": world, "how": "roll", "roll": die}, barrier=True, sound="dice"))
        else:
            st.quarantines[i] = (world, first, rolls, freed)
            events.append(Event("quarantine_roll", f"{who(seat)} rolls {die}: {st.board.name(world)} stays quarantined.", seat,
                                {"world": world, "roll": die, "needs": lift_on}, sound="dice"))
