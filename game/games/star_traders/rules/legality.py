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
                acts += [UseDie(x) for x in values]
                if st.actions_left >= 2 and not st.combined:  # two dice into one roll, once a turn
                    for i, a in enumerate(values):
                        for b in values[i:]:
                            if a != b or st.dice.count(a) >= 2:
                                acts.append(Combine(a, b))
            else:
                acts.append(Roll())
            acts += [RandomJump(ship) for ship in ships]
        for ship in ships:
            acts += [Jump(w, ship) for w in movement.jump_targets(st, seat, ship)]
            for w, _owner in movement.beacon_asks(st, seat, ship):
                acts += [AskBeacon(w, fee, ship) for fee in movement.fee_menu(st, seat)]
        if v.build_action:
            acts += [Build(w) for w, _cost in stations.build_options(st, seat)]
            acts.append(LocalBusiness())
            if not petition.petition_problem(st, seat):
                acts.append(Petition())
        if v.pickup_costs_action:
            acts += _pickups(st, seat)
        if st.missions[seat] is not None and st.aboard[seat] is None:
            frm = st.mission(seat).frm
            acts += [PickUpMission(ship) for ship in ships if st.ships[seat][ship] == frm]
    if rolled and v.stay_pays:
        acts.append(Stay())
    if st.free_used < st.free_cap:
        if not v.pickup_costs_action:
            acts += _pickups(st, seat)
        for k, _ship in st.cargo[seat]:
            acts.append(Abandon(k + 1))
            acts += [Shift(k + 1, to) for to in cargo.shift_targets(st, seat, k + 1)]
    acts += petition.black_hole_actions(st, seat) + trading.deal_actions(st, seat)
    acts.append(EndTurn())
    return luck.luck_adjust_menu(st, seat, acts)


def _pickups(st, seat: int) -> list:
    return [PickUp(k + 1, ship) for k in range(len(st.board_cards)) for ship in range(len(st.ships[seat]))
            if cargo.can_pick_up(st, seat, k + 1, ship)]


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
    reason = _reason(st, action)
    return reason or f"{label} is not possible now ({st.prompt()})"


def _reason(st, action) -> str:
    seat = st.current
    v = st.version
    ship = getattr(action, "ship", 0)
    if not isinstance(ship, int) or not 0 <= ship < len(st.ships[seat]):
        return "You have no such ship."
    no_action = st.actions_left <= 0
    if isinstance(action, EndTurn):
        return ""
    if isinstance(action, (PetitionStation, PayPrice, DeclinePrice)):
        return petition.black_hole_reason(st, action)
    if isinstance(action, DealWith):
        return trading.deal_reason(st, action)
    if isinstance(action, Roll):
        if st.personality[seat] == "strategist":
            return "The Strategist rolled all dice at the start of the turn: use one of them."
        if st.die is not None:
            return f"You already rolled a {st.die}: use that action first."
        return "You have no action left to roll for." if no_action else ""
    if isinstance(action, (UseDie, Combine)):
        if st.personality[seat] != "strategist":
            return "Only the Strategist keeps a pool of rolled dice."
        if st.die is not None:
            return f"You already hold a roll of {st.die}: use it first."
        if isinstance(action, Combine) and st.combined:
            return "The Strategist combines two dice into one roll once a turn, and did so already."
        return f"Your unused dice are {st.dice or 'none'}."
    if isinstance(action, Stay):
        if not v.stay_pays:
            return f"Staying put for $1 is a rule of Nova and Super Nova, not of the {v.name} game."
        return "Roll first: only a roll that does not move you pays $1."
    if no_action and isinstance(action, (Jump, AskBeacon, RandomJump, Build, LocalBusiness, Petition,
                                         PickUpMission)):
        return "You have no action left this turn."
    if isinstance(action, Jump):
        here = st.ships[seat][ship]
        need = st.board.need(here, action.to)
        if need is None:
            return f"No jumpline joins {st.board.name(here)} and {st.board.name(action.to)}."
        if st.die is None:
            return "Roll the die first (only a jump to your own station needs no roll)."
        return f"Your roll of {st.die} is too low for that line (it needs {need})."
    if isinstance(action, AskBeacon):
        owner = st.stations.get(action.to)
        if owner is None or owner == seat:
            return "There is no other trader's station there to ask for."
        if action.to in st.asked:
            return "You already asked for that beacon this turn."
        if not 0 <= action.fee <= st.money[seat]:
            return f"You cannot offer ${action.fee}: offer $0 to ${st.money[seat]}."
        return "That world is not one jumpline away, or you can already jump there."
    if isinstance(action, RandomJump):
        return "Make the random jump before rolling the action die." if st.die is not None else ""
    if isinstance(action, (Build, LocalBusiness, Petition)) and not v.build_action:
        return f"In the {v.name} game actions are only jumps; stations are built at the end of the turn."
    if isinstance(action, Petition):
        return "You cannot petition: " + (petition.petition_problem(st, seat) or "not now") + "."
    if isinstance(action, Build):
        if action.world in st.stations:
            return f"{st.board.name(action.world)} already has a station."
        return "You can build only where your ship is (the Builder also one jumpline away), and only " \
               "with enough money."
    free = isinstance(action, (Shift, Abandon)) or (isinstance(action, PickUp) and not v.pickup_costs_action)
    if free and st.free_used >= st.free_cap:
        return f"You have made {st.free_cap} free moves this turn: that is the limit."
    if isinstance(action, PickUp):
        if st.missions[seat] is not None:
            return "On an Imperial Mission you carry only the mission's cargo."
        if len(st.cargo[seat]) >= basics.hold_size(st, seat):
            return f"Your hold is full: you already carry {len(st.cargo[seat])} cargos."
        if not 1 <= action.slot <= len(st.board_cards) or st.board_cards[action.slot - 1] is None:
            return f"There is no contract {action.slot}."
        if any(k == action.slot - 1 for k, _ in st.cargo[seat]):
            return "You already carry that cargo."
        return f"The cargo is picked up at {st.board.name(st.contract(action.slot).frm)}."
    if isinstance(action, PickUpMission):
        if st.missions[seat] is None:
            return "You have no Imperial Mission."
        if st.aboard[seat] is not None:
            return "The mission's cargo is already aboard."
        return f"The mission's cargo waits at {st.board.name(st.mission(seat).frm)}."
    if isinstance(action, (Abandon, Shift)):
        slot = action.slot if isinstance(action, Abandon) else action.frm
        if not any(k == slot - 1 for k, _ in st.cargo[seat]):
            return "You carry no cargo for that contract."
        return "You can shift a cargo only to another current contract for the same cargo."
    return ""


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
