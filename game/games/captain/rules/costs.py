"""What a Captain move costs, told before the click: the actions it spends
(or the free move it uses) and the resources it pays, from the same numbers
the rules charge when it is applied."""
from __future__ import annotations

from . import actions as A
from .crew import crew_cost
from .movement import move_cost
from .settlements import fortify_cost
from .shipyard import repair_cost, upgrade_cost

ONE_ACTION = (A.PlaceGem, A.AttackShip, A.AttackSettlement, A.AttackGem, A.StartUpgrade)


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
        left = st.actions - spend
        out.append(f"spends {_n(spend, 'action')} ({'none' if left <= 0 else left} left)")
    if pay:
        out.append(f"pays {pay} of your {st.players[seat].resources} resources")
    return out
