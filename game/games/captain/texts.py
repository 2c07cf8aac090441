"""Captain of the Stars table words: hex tooltips, why-not messages, action
labels and tooltips, and the help of the main actions.

Functions of the live state (read only); `seat_name` is the table's
seat -> name, `model` the board model of game.games.captain.board_model."""
from __future__ import annotations

from game.games.captain.rules import actions as A
from game.games.captain.rules import costs, movement
from game.games.captain.rules.ship import crew_sum, event_amount
from game.games.captain.rules.data import MAX_LEVEL
from game.scenes.table import PromptButton

MODULE_TITLE = {"weapon": "Weapons", "shields": "Shields", "engine": "Engine"}
DECOR_TEXT = {
    "stars": "A scatter of distant stars.",
    "comet": "A comet streaks through.",
    "dust": "Drifting dust.",
    "nebula": "A glowing nebula.",
    "planet": "A lonely planet.",
    "beacon": "A navigation beacon.",
    "station": "The Federation hub station.",
}


def short(name: str) -> str:
    """A crew member's last word ("Jump Pilot Vex" -> "Vex")."""
    return name.split()[-1]


def crew_card(state, index):
    return state.content.crew[index]


def event_card(state):
    st = state
    return st.content.events[st.event] if st.event is not None else None


def hex_text(state, model: dict, seat_name, h) -> str:
    """What is on a hex, for its tooltip."""
    st = state
    board = st.board
    pl = board.placements[board.tile_of[h]]
    lines = []
    place = board.place(h)
    place = place[:1].upper() + place[1:]
    if h == board.centre:
        lines.append(f"{place} · {pl.title}")
        lines.append("Every ship starts here and any number may share it.")
    elif h in board.federation:
        lines.append(f"{place} · {pl.title}")
    else:
        lines.append(place)
    if h in board.federation:
        lines.append("Hire crew, repair and upgrade here. No attacks in or into Federation space.")
    decor = board.decor.get(h, "")
    if decor and decor != "station":
        lines.append(DECOR_TEXT.get(decor, decor.capitalize()))
    s = model["setts"].get(h)
    if s is not None:
        lines.append(f"{seat_name(s[0])}'s settlement: health {s[1]} of "
                     f"{st.content.numbers.settlement_max_health}.")
    g = model["gems"].get(h)
    if g is not None:
        owner, valid, complete = g
        if complete:
            state = "valid, part of a complete route (scores each turn)"
        elif valid:
            state = "valid, but its route does not join two settlements yet"
        else:
            state = "broken: it needs two neighbouring gems or settlements of the same captain"
        lines.append(f"{seat_name(owner)}'s route gem: {state}.")
    for seat in model["ships"].get(h, []):
        p = st.players[seat]
        lines.append(f"{seat_name(seat)}'s ship: health {p.health}/{st.max_health(seat)}, "
                     f"weapons {p.weapon}, shields {p.shields}, engine {p.engine}.")
    return "\n".join(lines)


def hud_tip(state, seat_name) -> str:
    """The tooltip of the actions HUD."""
    st = state
    return (f"{seat_name(st.current)} has {st.actions} of {st.content.numbers.actions_per_turn} actions and "
            f"{st.free_moves} free move{'s' if st.free_moves != 1 else ''} left this turn. Free moves come "
            "from the engine and crew and are used first.")


def why_not_hex(state, h) -> str:
    """Why clicking a hex without a target does nothing (on your turn)."""
    st = state
    if st.mode != "turn":
        return "Finish the choice in the prompt first."
    me = st.players[st.current]
    if h == me.pos:
        return "Your ship is here: use the buttons below for what you can do on this hex."
    d = st.board.dist[me.pos][h]
    if d > 1:
        left = st.moves_left()
        return (f"{d} steps away: out of reach this turn (you can still fly {left} "
                f"hex{'es' if left != 1 else ''}).")
    try:
        return st.why_illegal(A.Move(h[0], h[1]))
    except Exception:
        return "Nothing to do there."


def hit_need(state, kind: str) -> int:
    """What the captain to move must roll to hit a "ship" or a "settlement"."""
    return state.hit_need(state.current, kind)


def pass_through_note(state, seat_name, h, actions) -> str:
    """A move onto a hex where another ship waits: the rules let a ship fly
    through it but not stay (outside the Federation centre)."""
    seat = state.to_act
    if seat is None or not any(type(a) is A.Move for a in actions) or not movement.shared(state, seat, h):
        return ""
    other = movement.ship_at(state, h, exclude=seat)
    return (f"\n{seat_name(other)}'s ship is here: you may fly through this hex but not stop on it "
            "(you must move on before anything else, and cannot end your turn here).")


def _hit_gain(state, damage: int, health: int, vp: int, hit: str = "a hit") -> str:
    """What a hit adds to an attack's bounty: the VP when it would destroy
    the target (with what the crew adds to every VP gain), else its damage."""
    if damage >= health:
        return f"; {hit} destroys it: +{vp + crew_sum(state, state.current, 'publicist')} VP"
    return f"; {hit} deals {damage} damage"


def _ship_gain(state, target: int) -> str:
    damage = max(0, state.damage_of(state.current) - crew_sum(state, target, "armour"))
    return _hit_gain(state, damage, state.players[target].health, state.content.numbers.vp_kill_ship,
                     "a hit the ship does not evade")


def action_label(state, seat_name, a) -> str | None:
    """None: no words of our own (the frame's label)."""
    st = state
    try:
        t = type(a)
        seat = st.to_act
        n = st.content.numbers
        if t is A.Move:
            free = st.free_moves > 0
            cost = "free move" if free else (f"{st.move_cost()} actions" if st.move_cost() > 1 else "1 action")
            if seat is not None and movement.shared(st, seat, (a.q, a.r)):
                return f"Move here ({cost}), then move on: a ship is here"
            return f"Move here ({cost})"
        if t is A.Jump:
            return "Jump here (discard your jump pilot)"
        if t is A.AttackShip:
            return (f"Attack {seat_name(a.seat)}'s ship (hit on {hit_need(st, 'ship')}+, "
                    f"+{n.bp_per_attempt} BP hit or miss{_ship_gain(st, a.seat)})")
        if t is A.AttackSettlement:
            owner, health = st.settlements[(a.q, a.r)]
            return (f"Attack {seat_name(owner)}'s settlement (hit on {hit_need(st, 'settlement')}+, "
                    f"+{n.bp_per_attempt} BP hit or miss"
                    f"{_hit_gain(st, st.damage_of(st.current), health, n.vp_destroy_settlement)})")
        if t is A.AttackGem:
            owner = st.gems[(a.q, a.r)]
            return f"Destroy {seat_name(owner)}'s route gem (+{n.bp_per_gem} BP)"
        if t is A.Build:
            return f"Build ({n.settlement_actions} actions, {n.settlement_cost} res)"
        if t is A.PlaceGem:
            return "Place gem"
        if t is A.Fortify:
            return f"Fortify +{a.points} ({a.points * st.fortify_cost(seat)} res)"
        if t is A.Repair:
            return f"Repair {a.points} ({a.points * st.repair_cost()} res)"
        if t is A.Hire:
            return f"Hire ({st.crew_cost()} res)"
        if t is A.StartUpgrade:
            return "Upgrade"
        if t is A.Upgrade:
            level = st.players[seat].level(a.module) + 1
            return f"Buy {MODULE_TITLE[a.module]} {level} ({st.upgrade_cost(a.module, level)} res)"
        if t is A.DoneUpgrading:
            return "Leave the shipyard"
        if t is A.KeepCrew:
            return f"Take on {crew_card(st, st.reveal[a.choice]).name}"
        if t is A.ReplaceCrew:
            new = crew_card(st, st.reveal[a.choice]).name
            old = crew_card(st, st.players[seat].crew[a.slot]).name
            return f"Take on {short(new)}, dismiss {old}"
        if t is A.HireAnother:
            return f"Hire another ({st.crew_cost()} res)"
        if t is A.DoneHiring:
            return "Done hiring"
        if t is A.SellBounty:
            every = "all " if a.points == st.players[seat].bp else ""
            return f"Sell {every}{a.points} BP (+{a.points * event_amount(st)} res)"
        if t is A.Deflect:
            return "Discard deflector: no damage"
        if t is A.TakeHit:
            return f"Take {st.pending_damage()} damage"
        if t is A.EndTurn:
            return "End turn"
    except Exception:
        pass
    return None


def flight_click(state, path) -> str:
    """A far hex's click: the flight and, as under any click, what it uses up."""
    return "\n".join([f"Click: fly here ({path.steps} moves)"]
                     + ["\u00b7 " + c[0].upper() + c[1:] for c in costs.flight_consequences(state, path)])


def placed_label(state, seat_name, a) -> str | None:
    """action_label, with the hex of a move or jump named ("Move to the rim
    of Amber Reach (1 action)"), for words read away from the map."""
    label = action_label(state, seat_name, a)
    if label and type(a) in (A.Move, A.Jump):
        return label.replace(" here", f" to {state.board.place((a.q, a.r))}", 1)
    return label


def action_tooltip(state, a) -> str:
    st = state
    n = st.content.numbers
    t = type(a)
    try:
        if t is A.Build:
            return (f"Found a settlement on this hex: +{n.settlement_vp} VP, health {n.settlement_start_health}. "
                    f"It pays {n.settlement_income} resources at the start of each of your turns.")
        if t is A.PlaceGem:
            return ("1 action: put a route gem on this hex. A gem is valid next to two of your gems or "
                    "settlements; "
                    "a route joining two of your settlements pays 1 VP per valid gem each turn.")
        if t is A.Fortify:
            return f"+{a.points} health for this settlement and +{a.points * n.fortify_vp} VP (1 action)."
        if t is A.Repair:
            return f"Mend {a.points} health of your ship (1 action)."
        if t is A.Hire:
            return (f"1 action: pay {st.crew_cost()} resources, meet two candidates and take one on "
                    f"(at most {n.crew_per_player} crew).")
        if t is A.StartUpgrade:
            return "1 action: open the shipyard and buy any module levels you can afford, in order."
        if t is A.EndTurn:
            return "Pass play to the next captain."
        if t is A.Move and st.to_act is not None and movement.shared(st, st.to_act, (a.q, a.r)):
            return ("Another ship is on that hex: you may fly through it but not stop there. After this move "
                    "you must move on before anything else, and you cannot end your turn there.")
        if t is A.SellBounty:
            return "Black Market: turn bounty points into resources (a free action)."
        if t is A.Deflect:
            return "Your deflector chief leaves your crew and you take no damage from this hit."
        if t is A.TakeHit:
            return "Keep your deflector chief and take the damage."
    except Exception:
        pass
    return ""


def main_action_help(state, t) -> str:
    """What a main action does and costs (for its greyed-out button)."""
    st = state
    n = st.content.numbers
    seat = st.current
    try:
        if t is A.Build:
            return (f"{n.settlement_actions} actions and {n.settlement_cost} resources: found a settlement on "
                    f"your hex (not in Federation space, not next to another settlement): +{n.settlement_vp} "
                    f"VP, and {n.settlement_income} resources at the start of each of your turns.")
        if t is A.PlaceGem:
            return action_tooltip(state, A.PlaceGem())
        if t is A.Fortify:
            return (f"1 action: on one of your own settlements, {st.fortify_cost(seat)} resources per point "
                    f"of health (up to {n.settlement_max_health}), +{n.fortify_vp} VP per point.")
        if t is A.Hire:
            return (f"Federation space, 1 action and {st.crew_cost()} resources: meet two crew candidates and "
                    f"take one on (at most {n.crew_per_player} crew).")
        if t is A.StartUpgrade:
            return "Federation space, 1 action: buy module levels at the shipyard."
        if t is A.Repair:
            return (f"Federation space, 1 action: mend your ship for {st.repair_cost()} resources per point "
                    "of health.")
    except Exception:
        pass
    return ""


def disabled_button(label: str, why: str, what: str = "") -> PromptButton:
    """A greyed prompt button that says why (in the person's words: seat
    names already put in) it cannot be used now (on hover, on click and on
    its number key: the frame does all three)."""
    return PromptButton(label, lambda: None, tooltip=what, style="normal", enabled=False,
                        why=f"Not now: {why}", keys_in_order=True)


def module_tip(state, m: str, lvl: int) -> str:
    c = state.content
    row = c.module(m)[lvl - 1]
    if m == "weapon":
        stats = (f"damage {row.damage}, hits ships on {row.hit_ship}+ and settlements on {row.hit_settlement}+ "
                 f"(d12), range {row.range}")
    elif m == "shields":
        stats = f"maximum health {row.max_health}"
    else:
        stats = f"{row.free_moves} free moves a turn, +{row.evade} to evade rolls"
    return f"{MODULE_TITLE[m]} level {lvl} of {MAX_LEVEL}: {stats}."


def crew_tip(state, seat: int, i: int) -> str:
    crew = state.players[seat].crew
    if i >= len(crew):
        return f"Empty crew place ({len(crew)} of {state.content.numbers.crew_per_player} taken). " \
               "Hire crew in Federation space."
    c = crew_card(state, crew[i])
    return f"{c.name}: {c.text}"
