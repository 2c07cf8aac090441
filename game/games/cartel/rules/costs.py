"""What a Cartel move costs beyond its words, told before the click: cards
discarded to build, Treachery on an Official already in service, Informant
Fivel's toll, the last Action of a turn.  Read from the same numbers the
rules use when the move is applied (taking.py, effects.py)."""
from __future__ import annotations

from . import pieces
from .actions import Bribe, Build, Draw, Move, Road, name, seat_name

ACTION_KINDS = (Draw, Build, Road, Bribe, Move)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def consequences(state, a) -> list[str]:
    seat = state.to_act
    out = []
    if isinstance(a, Build):
        cost = state.build_cost(a.card, (a.x, a.y))
        if cost and a.card != "security":
            out.append(f"then discard {_plural(cost, 'card')} from your hand to pay for it")
        elif cost:
            out.append(f"Private Security: discard {_plural(cost, 'card')} and every Agent inside is trashed")
    elif isinstance(a, Bribe):
        holder = state.owner_of(a.card)
        if holder == seat:
            out.append(f"your own {name(a.card)} is discarded by Treachery and this one takes its place: "
                       "the Action gains you nothing")
        elif holder is not None:
            out.append(f"Treachery: {seat_name(holder)}'s {name(a.card)} is discarded")
        if a.card == "ford" and state.stage == "action" and state.actions_left == 1:
            out.append("Inspector Ford's card from the discard pile comes after your last Action: "
                       "you can play it next turn")
    elif isinstance(a, Move):
        if "fivel" in state.officials[seat] and pieces.rivals_at(state, (a.tx, a.ty), seat):
            out.append("Informant Fivel: moving in on rival Agents costs you 2 cards")
    if state.stage == "action" and isinstance(a, ACTION_KINDS) and state.actions_left == 1:
        out.append("your last Action this turn")
    return out
