"""The top of the rules package (the module order is in __init__): the
turn's menu and the apply dispatch the pending stack calls (a setup choice,
or one action of a turn handed to the module of the rulebook section it
belongs to), and the resume points the windows leave on the stack (a
calamity after its Avoid window, the window between turns, a Random Jump
or a petition after its Zap window, the next turn)."""
from __future__ import annotations

from game.rules.core import Event
from game.rules.deals import DealWith

from .actions import (Abandon, AskBeacon, Build, ChoosePersonality, Combine, EndTurn, Jump, LocalBusiness,
                      Petition, PetitionStation, PickUp, PickUpMission, PlaceStation, RandomJump, Roll, Shift,
                      StartAt, Stay, UseDie, seat_name)
from .luck_actions import PlayLuck
from . import basics, cargo, legality, luck, luck_effects, movement, petition, setup, stations, trading, turns

who = seat_name


def turn_actions(st) -> list:
    if st.stage == "over":
        return []
    if st.setup_queue:
        return setup.setup_actions(st)
    return legality.action_menu(st)


def apply_turn(st, action, events: list) -> None:
    if isinstance(action, (ChoosePersonality, StartAt, PlaceStation)):
        setup.apply_setup(st, action, events)
        return
    seat = st.current
    if isinstance(action, Roll):
        st.die = st.rng.randint(1, 6)
        events.append(Event("roll", f"{who(seat)} rolls {st.die}.", seat, {"seat": seat, "value": st.die},
                            barrier=True, sound="dice"))
        basics.open_zap_window(st, seat)
    elif isinstance(action, UseDie):
        st.dice.remove(action.value)
        st.die = action.value
        events.append(Event("use_die", f"{who(seat)} uses a {action.value}.", seat,
                            {"seat": seat, "value": action.value}, barrier=True))
        basics.open_zap_window(st, seat)
    elif isinstance(action, Combine):
        st.dice.remove(action.a)
        st.dice.remove(action.b)
        st.die = action.a + action.b
        st.actions_left -= 1
        st.combined = True
        events.append(Event("combine", f"{who(seat)} combines {action.a} and {action.b} into {st.die}.", seat,
                            {"seat": seat, "dice": [action.a, action.b], "value": st.die}, barrier=True))
        basics.open_zap_window(st, seat)
    elif isinstance(action, Jump):
        movement.do_jump(st, seat, action, events)
    elif isinstance(action, AskBeacon):
        movement.ask_beacon(st, seat, action, events)
    elif isinstance(action, RandomJump):
        movement.random_jump(st, seat, action.ship, events)
    elif isinstance(action, Stay):
        basics.spend_action(st)
        st.money[seat] += 1
        events.append(Event("stay", f"{who(seat)}'s roll does not move them: +$1.", seat,
                            {"seat": seat, "amount": 1}, sound="coins"))
    elif isinstance(action, PickUp):
        cargo.pick_up(st, seat, action, events)
    elif isinstance(action, PickUpMission):
        cargo.pick_up_mission(st, seat, action.ship, events)
    elif isinstance(action, Shift):
        cargo.shift(st, seat, action.frm, action.to, events)
    elif isinstance(action, Abandon):
        cargo.abandon(st, seat, action.slot, events)
    elif isinstance(action, Build):
        stations.build(st, seat, action.world, events)
    elif isinstance(action, LocalBusiness):
        basics.spend_action(st)
        st.money[seat] += 1
        events.append(Event("business", f"{who(seat)} conducts local business: +$1.", seat,
                            {"seat": seat, "amount": 1}, sound="coins"))
    elif isinstance(action, Petition):
        petition.petition(st, seat, events)
    elif isinstance(action, PetitionStation):
        petition.table_petition(st, seat, action.world, events)
    elif isinstance(action, DealWith):
        trading.open_deal(st, action, events)
    elif isinstance(action, PlayLuck):
        luck.play_luck(st, seat, action, events)
    elif isinstance(action, EndTurn):
        turns.end_turn(st, events)
        return
    basics.check_nova_win(st, events)


def resume(st, p, events: list) -> None:
    k = p.kind
    if k == "calamity":
        if p.get("cancelled"):
            return
        luck_effects.calamity_effect(st, p.get("seat"), p.get("kind"), p.get("amount"), p.get("target"),
                                     p.get("world"), events, p.get("sheltered", ()))
    elif k == "between":
        seats = luck.between_seats(st, p.get("seat"))
        if seats:
            st.open_window("between", seats, "Between turns: play a card on a trader not taking a turn?",
                           {"ended": p.get("seat")})
    elif k == "random_jump":
        movement.land_random(st, p.get("seat"), p.get("ship"), p.get("dice"), events, drift=bool(p.get("drift")))
    elif k == "next_turn":
        turns.next_turn(st, p.get("seat"), events)
    elif k == "petition":
        petition.petition_verdict(st, p, events)
    elif k == "petition_roll":
        petition.petition_roll(st, p.get("seat"), p.get("world"), p.get("fee"), events, filed=True)
