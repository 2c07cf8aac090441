"""A turn (rulebook "How Star Traders is played"): the action count
(Engineer 6, Nova and Super Nova 4), the roll-then-choose model, spending
actions, the end of the turn (Nova's automatic station, drawing a card, the
hand limit), the deck and its reshuffle, the Nova win test and the round cap.

An action either starts with a roll (`Roll`, or the Strategist's `UseDie` /
`Combine`) after which the trader uses it for any jump the roll allows or for
anything that needs no roll, or it is taken directly without a roll.  `die`
holds a rolled, unused action die; `actions_left` counts it."""
from __future__ import annotations

from game.rules.core import Event
from game.rules.deals import DealWith

from .actions import (Abandon, AskBeacon, Build, ChoosePersonality, Combine, EndTurn, Jump, LocalBusiness,
                      Petition, PickUp, PickUpMission, PlaceStation, RandomJump, Roll, Shift, StartAt, Stay, UseDie,
                      seat_name)
from .black_hole import PetitionStation
from .versions import (NOVA_WIN_MONEY, NOVA_WIN_PRESTIGE, MAX_PRESTIGE, MIN_PRESTIGE)
from . import quarantine
from . import stations
from . import setup
from . import cargo
from . import petition
from . import black_hole
from . import movement
from . import luck
from . import trading
from . import legality

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
    check_nova_win(st, events)


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
    if st.stage == "over" or check_nova_win(st, events):
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
        card = draw_card(st, events)
        if card is not None:
            st.hands[seat].append(card)
            drawn.append(card)
    if drawn:
        events.append(Event("draw", f"{who(seat)} draws {len(drawn)} card{'s' if len(drawn) > 1 else ''}.", seat,
                            {"seat": seat, "cards": len(drawn)},
                            private={seat: f"You draw card{'s' if len(drawn) > 1 else ''} "
                                           f"{', '.join(map(str, drawn))}."},
                            private_data={seat: {"drawn": drawn}}, barrier=True, sound="card"))


def draw_card(st, events: list):
    """The top card of the deck (the discards reshuffled when it is empty), or None."""
    if not st.deck:
        if not st.discard:
            return None
        st.deck = sorted(st.discard)
        st.discard = []
        st.rng.shuffle(st.deck)
        st.reshuffles += 1
        events.append(Event("reshuffle", f"The deck is empty: the {len(st.deck)} discards are shuffled.",
                            None, {"cards": len(st.deck)}, barrier=True, sound="card"))
    return st.deck.pop()


# ------------------------------------------------------------ actions
def spend_action(st) -> None:
    """Use one action: the rolled die if there is one, else (the Strategist)
    the lowest die still unused."""
    if st.die is not None:
        st.die = None
    elif st.dice:
        st.dice.pop(0)
    st.actions_left -= 1


def end_actions(st) -> None:
    """A Random Jump or a granted petition: no action this turn after it,
    not even one a card would add (actions_ended)."""
    st.actions_left = 0
    st.actions_ended = True
    st.die = None
    st.dice = []


def gain_prestige(st, seat: int, amount: int) -> int:
    before = st.prestige[seat]
    st.prestige[seat] = max(MIN_PRESTIGE, min(MAX_PRESTIGE, before + amount))
    return st.prestige[seat] - before


def check_nova_win(st, events: list) -> bool:
    if st.version.petitions or st.stage == "over":
        return False
    seat = st.current
    if st.prestige[seat] >= NOVA_WIN_PRESTIGE and st.money[seat] >= NOVA_WIN_MONEY:
        st.end_game(seat, "nova", events)
        return True
    return False


# ------------------------------------------------------------ PendingMixin hooks
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
        luck.open_zap_window(st, seat)
    elif isinstance(action, UseDie):
        st.dice.remove(action.value)
        st.die = action.value
        events.append(Event("use_die", f"{who(seat)} uses a {action.value}.", seat,
                            {"seat": seat, "value": action.value}, barrier=True))
        luck.open_zap_window(st, seat)
    elif isinstance(action, Combine):
        st.dice.remove(action.a)
        st.dice.remove(action.b)
        st.die = action.a + action.b
        st.actions_left -= 1
        st.combined = True
        events.append(Event("combine", f"{who(seat)} combines {action.a} and {action.b} into {st.die}.", seat,
                            {"seat": seat, "dice": [action.a, action.b], "value": st.die}, barrier=True))
        luck.open_zap_window(st, seat)
    elif isinstance(action, Jump):
        movement.do_jump(st, seat, action, events)
    elif isinstance(action, AskBeacon):
        movement.ask_beacon(st, seat, action, events)
    elif isinstance(action, RandomJump):
        movement.random_jump(st, seat, action.ship, events)
    elif isinstance(action, Stay):
        spend_action(st)
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
        spend_action(st)
        st.money[seat] += 1
        events.append(Event("business", f"{who(seat)} conducts local business: +$1.", seat,
                            {"seat": seat, "amount": 1}, sound="coins"))
    elif isinstance(action, Petition):
        petition.petition(st, seat, events)
    elif isinstance(action, PetitionStation):
        black_hole.table_petition(st, seat, action.world, events)
    elif isinstance(action, DealWith):
        trading.open_deal(st, action, events)
    elif type(action).__name__ == "PlayLuck":
        luck.play_luck(st, seat, action, events)
    elif isinstance(action, EndTurn):
        end_turn(st, events)
        return
    check_nova_win(st, events)
