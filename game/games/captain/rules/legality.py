"""Captain of the Stars: what may be done now, and why not.

Each kind of decision is a Rule (the table below; its gate and check live
with the rest of that kind's rules): where the ship must be, whether it may
be taken while the ship must first leave a shared hex, a gate (may this kind
be taken at all now: rulebook "Turn Actions" restrictions and "Turn Action:
Attacking" requirements), the actions worth trying once the gate is open,
and a check of one action's own fields.  Gates and checks return the reason
in words, or None.  The legal list keeps the tried actions whose gate and
check say None; why_not asks the same place, gate and check of any action,
so "may I" and "why not" are one source and cannot drift."""
from __future__ import annotations

from typing import Callable, NamedTuple

from game.games.captain.rules import actions as A
from game.games.captain.rules import combat, crew, event_cards, movement, settlements, shipyard
from game.games.captain.rules.player import who

MOVE_ON = "Another ship is on your hex: you must move on before doing anything else."
IN_FEDERATION, OUTSIDE = True, False


def _fine(s, a) -> None:
    return None


def _open(s) -> None:
    return None


def _always(*actions):
    return lambda s: actions


class Rule(NamedTuple):
    """One kind of decision, or a few kinds that share their conditions."""
    kinds: tuple
    options: Callable           # (s) -> the actions to try once the gate is open
    gate: Callable = _open      # (s) -> why this kind may not be taken now, or None
    check: Callable = _fine     # (s, a) -> why this action may not be taken, or None
    # (s, a) -> why an action is none of the options at all (None: it is one);
    # asked first, and never of the options themselves.
    shape: Callable = _fine
    # Where the ship must be (IN_FEDERATION, OUTSIDE or None: anywhere) and
    # why not elsewhere.
    where: bool | None = None
    elsewhere: str = ""
    # Why not while the ship shares a hex it must leave (None: allowed then).
    stuck: str | None = MOVE_ON


# In each mode, the rules in the order the legal list gives their actions.
RULES = {
    "turn": (
        Rule((A.Move,), movement.move_options, movement.move_gate, movement.why_not_move,
             shape=movement.move_shape, stuck=None),
        Rule((A.Jump,), movement.jump_options, movement.jump_gate, movement.why_not_jump, stuck=None),
        Rule((A.Hire,), _always(A.Hire()), crew.hire_gate,
             where=IN_FEDERATION, elsewhere="Crew can only be hired in Federation space."),
        Rule((A.StartUpgrade,), _always(A.StartUpgrade()), shipyard.start_upgrade_gate,
             where=IN_FEDERATION, elsewhere="Upgrades are only sold in Federation space."),
        Rule((A.Repair,), shipyard.repair_options, shipyard.repair_gate, shipyard.why_not_repair,
             where=IN_FEDERATION, elsewhere="Repairs are only done in Federation space."),
        Rule((A.Build,), _always(A.Build()), settlements.build_gate,
             where=OUTSIDE, elsewhere="Settlements cannot be built in Federation space."),
        Rule((A.PlaceGem,), _always(A.PlaceGem()), settlements.gem_gate,
             where=OUTSIDE, elsewhere="Route gems cannot be placed in Federation space."),
        Rule((A.Fortify,), settlements.fortify_options, settlements.fortify_gate, settlements.why_not_fortify,
             where=OUTSIDE, elsewhere="You must be on one of your own settlements to fortify it."),
        Rule((A.AttackShip, A.AttackSettlement, A.AttackGem), combat.attack_options, combat.attack_gate,
             combat.why_not_attack, where=OUTSIDE, elsewhere="You cannot attack from Federation space."),
        Rule((A.SellBounty,), event_cards.sell_options, event_cards.sell_gate, event_cards.why_not_sell),
        Rule((A.EndTurn,), _always(A.EndTurn()), stuck="You cannot end your turn on another ship's hex."),
    ),
    "hire": (Rule((A.KeepCrew, A.ReplaceCrew), crew.take_options, check=crew.why_not_take),),
    "hire_more": (Rule((A.HireAnother,), _always(A.HireAnother()), crew.hire_another_gate),
                  Rule((A.DoneHiring,), _always(A.DoneHiring()))),
    "shop": (Rule((A.Upgrade,), shipyard.upgrade_options, check=shipyard.why_not_upgrade),
             Rule((A.DoneUpgrading,), _always(A.DoneUpgrading()))),
    "deflect": (Rule((A.Deflect,), _always(A.Deflect())), Rule((A.TakeHit,), _always(A.TakeHit()))),
    "over": (),
}
RULE_OF = {mode: {kind: rule for rule in rules for kind in rule.kinds} for mode, rules in RULES.items()}

# Why a decision of another mode is not possible in the main part of a turn.
NOT_IN_TURN = {
    "hire": "You are not hiring crew right now (use Hire in Federation space).",
    "hire_more": "You are not hiring crew right now (use Hire in Federation space).",
    "shop": "You are not at the shipyard (visit it in Federation space first).",
    "deflect": "Nobody is being attacked right now.",
}


def _where(s) -> tuple[bool, bool]:
    """(is the current ship in Federation space, must it move on first)."""
    here = s.players[s.current].pos
    board = s.board
    ships = 0
    if s.mode == "turn" and here != board.centre:
        for p in s.players:
            if p.pos == here:
                ships += 1
    return here in board.federation, ships > 1


def _fits(rule: Rule, in_federation: bool, stuck: bool) -> bool:
    return not (stuck and rule.stuck is not None) and rule.where in (None, in_federation)


# mode, in Federation space, must move on -> (gate, options, check) of the rules that fit, in order
_PLAN = {(mode, fed, stuck): tuple((r.gate, r.options, r.check) for r in rules if _fits(r, fed, stuck))
         for mode, rules in RULES.items() for fed in (False, True) for stuck in (False, True)}


def legal_actions(s) -> list:
    out = []
    for gate, options, check in _PLAN[(s.mode, *_where(s))]:  # options are of the right shape
        if gate(s) is not None:
            continue
        if check is _fine:
            out += options(s)
        else:
            for a in options(s):
                if check(s, a) is None:
                    out.append(a)
    return out


def why_not(s, a) -> str | None:
    """None when `a` may be taken now, else one sentence saying why not."""
    mode = s.mode
    if mode == "over":
        return "The game is over."
    rule = RULE_OF[mode].get(type(a))
    if rule is None:
        return _not_now(s, a)
    in_federation, stuck = _where(s)
    if not _fits(rule, in_federation, stuck):
        return rule.stuck if stuck and rule.stuck is not None else rule.elsewhere
    return rule.shape(s, a) or rule.gate(s) or rule.check(s, a)


def _not_now(s, a) -> str:
    mode = s.mode
    if mode == "deflect":
        return f"{who(s.to_act)} must first decide whether to use their deflector chief."
    if mode == "hire":
        return "Choose which candidate to take on first."
    if mode == "hire_more":
        return "You are hiring: hire another crew member or stop hiring first."
    if mode == "shop":
        return "You are at the shipyard: buy upgrades or leave the shipyard first."
    other = next((m for m, kinds in RULE_OF.items() if type(a) in kinds), None)
    return NOT_IN_TURN.get(other, f"{a.label()} is not a Captain of the Stars decision.")


def candidates(s) -> list:
    """The options of every rule of the current mode, wherever the ship is
    and gates open or shut; the tests check that the legal list is exactly
    these less the ones why_not refuses."""
    stuck = _where(s)[1]
    return [a for rule in RULES[s.mode] if not (stuck and rule.stuck) for a in rule.options(s)]


def ends_turn_early(s, a) -> bool:
    """End turn while a move, an attack or another action could still be taken."""
    return (type(a) is A.EndTurn and s.mode == "turn"
            and any(type(b) not in (A.EndTurn, A.SellBounty) for b in s.legal_actions()))
