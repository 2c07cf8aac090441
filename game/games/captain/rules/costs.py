"""What a Captain move costs, told before the click: the actions it spends
(or the free move it uses) and the resources it pays, from the same numbers
the rules charge when it is applied."""
from __future__ import annotations

from . import actions as A
from .combat import captured_at, destroy_gain
from .crew import crew_cost
from .movement import move_cost
from .settlements import fortify_cost
from .shipyard import repair_cost, upgrade_cost

ONE_ACTION = (A.PlaceGem, A.AttackShip, A.AttackSettlement, A.AttackGem, A.StartUpgrade)
ATTACKS = (A.AttackShip, A.AttackSettlement, A.AttackGem)


def _n(k: int, word: str) -> str:
    return f"{k} {word}{'' if k == 1 else 's'}"


def consequences(st, a) -> list[str]:
    n = st.content.numbers
    seat = st.current
    spend, pay, out = 0, 0, []
    if isinstance(a, A.Move):
        if st.free_moves > 0:
            out.append("uses one of your free moves")
        else:
            spend = move_cost(st)
    elif isinstance(a, A.Build):
        spend, pay = n.settlement_actions, n.settlement_cost
    elif isinstance(a, A.Fortify):
        spend, pay = 1, a.points * fortify_cost(st, seat)
    elif isinstance(a, A.Repair):
        spend, pay = 1, a.points * repair_cost(st)
    elif isinstance(a, A.Hire):
        spend, pay = 1, crew_cost(st)
    elif isinstance(a, A.HireAnother):
        pay = crew_cost(st)
    elif isinstance(a, A.Upgrade):
        pay = upgrade_cost(st, a.module, st.players[seat].level(a.module) + 1)
    elif isinstance(a, ONE_ACTION):
        spend = 1
    if spend:
        out.append(_spends(st, spend))
    if pay:
        out.append(f"pays {pay} of your {st.players[seat].resources} resources")
    if isinstance(a, ATTACKS):
        out.append(bounty_words(st, a))
    if isinstance(a, A.SellBounty):
        out += _score_change(st, a)
    return out


def _score_change(st, a) -> list[str]:
    """What the move does to the mover's final score as it stands (BP count
    one each at the end, resources one per ten): selling BP lowers it."""
    seat = st.current
    after = st.clone()
    after.apply(a)
    was, now = (next(sc.total for sc in s.scores() if sc.seat == seat) for s in (st, after))
    if now == was:
        return []
    return [f"your score if the game ended now goes from {was} to {now} (each BP counts 1 at the end, "
            "resources 1 per 10)"]


def _spends(st, spend: int) -> str:
    left = st.actions - spend
    return f"spends {_n(spend, 'action')} ({'none' if left <= 0 else left} left)"


def flight_consequences(st, path) -> list[str]:
    """What a flight of several moves (paths.MovePath) uses up, in the words
    of a single move's consequences."""
    out = [f"uses {_n(path.free, 'free move')}"] if path.free else []
    return out + ([_spends(st, path.actions)] if path.actions else [])


def bounty_words(st, a) -> str:
    """The attack's bounty, hit or miss, against the capture line (BP above
    VP), with what a capture takes when this attack crosses it."""
    n = st.content.numbers
    p = st.players[st.current]
    gain = n.bp_per_gem if isinstance(a, A.AttackGem) else n.bp_per_attempt
    bp = p.bp + gain
    if not captured_at(bp, p.vp):
        return (f"BP {p.bp} → {bp} (the Federation captures a captain whose BP pass their VP, yours {p.vp}: "
                "weapons back to level 1, BP to 0, ship sent home)")
    saved = destroy_gain(st, a)
    unless = f" unless the attack destroys it (+{saved} VP)" if saved and not captured_at(bp, p.vp + saved) else ""
    return (f"this attack's +{gain} BP takes you to {bp}, above your {p.vp} VP: the Federation captures you"
            f"{unless} - weapons back to level 1, BP to 0, ship sent to the Federation centre, and your turn ends")
