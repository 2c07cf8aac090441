"""What a trader may do now (the menu of legal actions in a turn) and, for
anything else, a sentence saying why not."""
from __future__ import annotations

import dataclasses

from game.rules.deals import DealWith, OpenTalks

from .actions import (Abandon, AskBeacon, Build, ChoosePersonality, Combine, DeclinePrice, EndTurn, Grant, Jump,
                      LocalBusiness, PayPrice, PetitionStation, PlaceStation, Petition, PickUp, PickUpMission,
                      RandomJump, Refuse, Roll, Shift, StartAt, Stay, UseDie)
from . import basics, cargo, luck, movement, petition, stations, trading


def action_menu(st) -> list:
    seat = st.current
    v = st.version
    acts = []
    ships = range(len(st.ships[seat]))
    rolled = st.die is not None
    strategist = st.personality[seat] == "strategist"
    if st.actions_left > 0:
        if not rolled:
            if strategist:
                values = sorted(set(st.dice))
                acts += [UseDie.of(x) for x in values]
                if st.actions_left >= 2 and not st.combined:  # two dice into one roll, once a turn
                    for i, a in enumerate(values):
                        for b in values[i:]:
                            if a != b or st.dice.count(a) >= 2:
                                acts.append(Combine.of(a, b))
            else:
                acts.append(Roll.of())
            acts += [RandomJump.of(ship) for ship in ships]
        for ship in ships:
            acts += [Jump.of(w, ship) for w in movement.jump_targets(st, seat, ship)]
            for w, _owner in movement.beacon_asks(st, seat, ship):
                acts += [AskBeacon.of(w, fee, ship) for fee in movement.fee_menu(st, seat)]
        if v.build_action:
            acts += [Build.of(w) for w, _cost in stations.build_options(st, seat)]
            acts.append(LocalBusiness.of())
            if not petition.petition_problem(st, seat):
                acts.append(Petition.of())
        if v.pickup_costs_action:
            acts += _pickups(st, seat)
        if st.missions[seat] is not None and st.aboard[seat] is None:
            frm = st.mission(seat).frm
            acts += [PickUpMission.of(ship) for ship in ships if st.ships[seat][ship] == frm]
    if rolled and v.stay_pays:
        acts.append(Stay.of())
    if st.free_used < st.free_cap:
        if not v.pickup_costs_action:
            acts += _pickups(st, seat)
        for k, _ship in st.cargo[seat]:
            acts.append(Abandon.of(k + 1))
            acts += [Shift.of(k + 1, to) for to in cargo.shift_targets(st, seat, k + 1)]
    acts += petition.black_hole_actions(st, seat) + trading.deal_actions(st, seat)
    acts.append(EndTurn.of())
    return luck.luck_adjust_menu(st, seat, acts)


def _pickups(st, seat: int) -> list:
    """PickUp(slot, ship) wherever cargo.can_pick_up holds, its checks taken once per slot."""
    if st.missions[seat] is not None or len(st.cargo[seat]) >= basics.hold_size(st, seat):
        return []
    carried = {k for k, _ in st.cargo[seat]}
    ships = st.ships[seat]
    out = []
    cards = st.board.cards
    for k, number in enumerate(st.board_cards):
        if number is None or k in carried:
            continue
        frm = cards[number - 1].frm
        if frm in ships:
            out += [PickUp.of(k + 1, ship) for ship, world in enumerate(ships) if world == frm]
    return out


# ------------------------------------------------------------ refusals
def why_illegal(st, action) -> str:
    bad = _malformed(action)
    if bad:
        return bad
    label = action.label()
    if st.is_over:
        return f"The game is over; you cannot {label[0].lower() + label[1:]}."
    if isinstance(action, OpenTalks):
        return trading.talks_reason(st, action)
    if st.stack:
        p = st.stack[-1]
        if isinstance(action, (Grant, Refuse)):
            return f"{label} is not possible now: {p.prompt}"
        return f"Player {p.seat + 1} must answer first: {p.prompt}"
    if isinstance(action, (Grant, Refuse)):
        return "Nobody is asking to use your beacon."
    if st.setup_queue:
        if not isinstance(action, (ChoosePersonality, StartAt, PlaceStation)):
            return f"The game is still being set up: {st.prompt()}"
        return f"{label} is not one of the choices: {st.prompt()}"
    if isinstance(action, (ChoosePersonality, StartAt, PlaceStation)):
        return "Setup is over."
    reason = REASONS.get(type(action))
    why = reason(st, action) if reason is not None else ""
    return why or f"{label} is not possible now ({st.prompt()})"


# ------------------------------------------------------------ the kinds action_menu lists itself
def roll_reason(st, action) -> str:
    if st.personality[st.current] == "strategist":
        return "The Strategist rolled all dice at the start of the turn: use one of them."
    if st.die is not None:
        return f"You already rolled a {st.die}: use that action first."
    return "You have no action left to roll for." if st.actions_left <= 0 else ""


def dice_reason(st, action) -> str:
    """UseDie and Combine: the Strategist's pool."""
    if st.personality[st.current] != "strategist":
        return "Only the Strategist keeps a pool of rolled dice."
    if st.die is not None:
        return f"You already hold a roll of {st.die}: use it first."
    if isinstance(action, Combine) and st.combined:
        return "The Strategist combines two dice into one roll once a turn, and did so already."
    return f"Your unused dice are {st.dice or 'none'}."


def stay_reason(st, action) -> str:
    v = st.version
    if not v.stay_pays:
        return f"Staying put for $1 is a rule of Nova and Super Nova, not of the {v.name} game."
    return "Roll first: only a roll that does not move you pays $1."


def random_jump_reason(st, action) -> str:
    why = basics.ship_problem(st, st.current, action.ship) or (basics.NO_ACTION if st.actions_left <= 0 else "")
    if why:
        return why
    return "Make the random jump before rolling the action die." if st.die is not None else ""


def business_reason(st, action) -> str:
    return basics.NO_ACTION if st.actions_left <= 0 else basics.build_action_problem(st)


# Why an action of each kind is not on the menu, said by the module that
# builds that kind's part of the menu.  A kind not listed (EndTurn, a card)
# has no sentence of its own: why_illegal falls back to the prompt.
REASONS = {
    Roll: roll_reason, UseDie: dice_reason, Combine: dice_reason, Stay: stay_reason,
    RandomJump: random_jump_reason, LocalBusiness: business_reason,
    Jump: movement.jump_reason, AskBeacon: movement.beacon_reason,
    Build: stations.build_reason, Petition: petition.petition_reason,
    PetitionStation: petition.black_hole_reason, PayPrice: petition.black_hole_reason,
    DeclinePrice: petition.black_hole_reason, DealWith: trading.deal_reason,
    PickUp: cargo.pickup_reason, PickUpMission: cargo.mission_pickup_reason,
    Shift: cargo.shift_reason, Abandon: cargo.shift_reason,
}


def _malformed(action) -> str:
    """A sentence for an action whose fields have the wrong kind of value ('' if fine)."""
    if not dataclasses.is_dataclass(action):
        return "That is not a Star Traders action."
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        want = str if f.type in ("str", str) else int
        if isinstance(value, bool) or not isinstance(value, want) or (want is int and not -10 ** 6 < value < 10 ** 6):
            return f"That move holds {value!r:.40} where a {'name' if want is str else 'number'} belongs."
    return ""
