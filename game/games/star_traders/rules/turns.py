"""A turn (rulebook "How Star Traders is played"): the action count
(Engineer 6, Nova and Super Nova 4), the start of a turn (the Strategist's
dice, deliveries of ships moved out of turn), the end of the turn (Nova's
automatic station, drawing a card, then Trader's Luck's discards and the
window between turns) and the next turn with the round cap.  Spending
actions, the deck and the Nova win test are in basics.py; the apply
dispatch of a turn's actions is in flow.py.

An action either starts with a roll (`Roll`, or the Strategist's `UseDie` /
`Combine`) after which the trader uses it for any jump the roll allows or for
anything that needs no roll, or it is taken directly without a roll.  `die`
holds a rolled, unused action die; `actions_left` counts it."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name
from . import basics, cargo, luck, quarantine, stations

who = seat_name


# ------------------------------------------------------------ turn order
def actions_per_turn(st, seat: int) -> int:
    if not st.version.personalities:
        return st.version.actions
    return 6 if st.personality[seat] == "engineer" else st.version.actions


def begin_turn(st, events: list) -> None:
    seat = st.current
    st.stage = "turn"
    st.actions_left = actions_per_turn(st, seat)
    st.die = None
    st.dice = []
    st.asked = []
    st.rogue_used = False
    st.combined = False
    st.actions_ended = False
    st.petitioned = False
    st.free_used = 0
    st.offers_this_turn = 0
    if st.version.cards:
        luck.luck_turn_start(st, seat, events)
    events.append(Event("turn", f"{who(seat)}'s turn (round {st.round()}).", seat,
                        {"seat": seat, "round": st.round(), "actions": st.actions_left}))
    if st.personality[seat] == "strategist":
        st.dice = sorted(st.rng.randint(1, 6) for _ in range(st.actions_left))
        events.append(Event("roll_all", f"The Strategist {who(seat)} rolls {', '.join(map(str, st.dice))}.",
                            seat, {"seat": seat, "dice": list(st.dice)}, barrier=True, sound="dice"))
    for ship in range(len(st.ships[seat])):  # ships moved out of turn deliver now
        cargo.arrive(st, seat, ship, events)
    basics.check_nova_win(st, events)


def end_turn(st, events: list) -> None:
    seat = st.current
    if st.die is not None and st.version.stay_pays:
        st.money[seat] += 1
        events.append(Event("stay", f"{who(seat)}'s roll does not move them: +$1.", seat,
                            {"seat": seat, "amount": 1}, sound="coins"))
    st.die = None
    if not st.version.build_action:
        stations.auto_build(st, seat, events)
    events.append(Event("end_turn", f"{who(seat)} ends the turn.", seat, {"seat": seat}))
    if st.version.cards:
        draw_for_turn(st, seat, events)
        luck.luck_end_turn(st, seat, events)  # discards and the window between turns, then next_turn
        return
    next_turn(st, seat, events)


def next_turn(st, seat: int, events: list) -> None:
    if st.stage == "between":
        st.stage = "turn"
    if st.quarantines:
        quarantine.quarantine_end_turn(st, seat, events)
    if st.stage == "over" or basics.check_nova_win(st, events):
        return
    st.turns += 1
    if st.turns >= st.round_cap * st.num_players:
        st.end_game(None, "cap", events)
        return
    st.current = (seat + 1) % st.num_players
    begin_turn(st, events)


def draw_for_turn(st, seat: int, events: list) -> None:
    maverick = st.personality[seat] == "maverick"
    count = 2 if maverick and len(st.hands[seat]) < 2 else 1
    drawn = []
    for _ in range(count):
        card = basics.draw_card(st, events)
        if card is not None:
            st.hands[seat].append(card)
            drawn.append(card)
    if drawn:
        events.append(Event("draw", f"{who(seat)} draws {len(drawn)} card{'s' if len(drawn) > 1 else ''}.", seat,
                            {"seat": seat, "cards": len(drawn)},
                            private={seat: f"{who(seat)} draws card{'s' if len(drawn) > 1 else ''} "
                                           f"{', '.join(map(str, drawn))}."},
                            private_data={seat: {"drawn": drawn}}, barrier=True, sound="card"))
