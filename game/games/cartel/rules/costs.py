"""What a Cartel move costs beyond its words, told before the click: cards
discarded to build, Treachery on an Official already in service, Informant
Fivel's toll, the last Action of a turn.  Read from the same numbers the
rules use when the move is applied (taking.py, effects.py)."""
from __future__ import annotations

from . import choices, effects, pieces
from .actions import Bribe, Build, Draw, Move, Road, Snitch, name, seat_name
from .scoring import building_points, controller

ACTION_KINDS = (Draw, Build, Road, Bribe, Move)
ARRIVAL_POWERS = {"juan": "trash an Agent of whoever has the most in the city",
                  "ford": "take a card from the discard pile", "sven": "trade Sven for a rival's Agent or Official"}


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
        out += _arrival(state, seat, a, cost)
    elif isinstance(a, Bribe):
        holder = state.owner_of(a.card)
        if holder == seat and a.card in ARRIVAL_POWERS:
            out.append(f"your own {name(a.card)} is discarded by Treachery and this one takes its place: "
                       f"the Action gains you only its arrival power ({ARRIVAL_POWERS[a.card]})")
        elif holder == seat:
            out.append(f"your own {name(a.card)} is discarded by Treachery and this one takes its place: "
                       "the Action gains you nothing")
        elif holder is not None:
            out.append(f"Treachery: {seat_name(holder)}'s {name(a.card)} is discarded")
        if not state.all_officials_in_play():
            after = state.clone()
            after.apply(a)
            if after.all_officials_in_play():
                out.append("all 7 Officials are then in service: whoever plays The Snitch ends the game")
        if a.card == "juan":
            out += _juan(state, seat)
        if a.card == "ford" and state.stage == "action" and state.actions_left == 1:
            out.append("Inspector Ford's card from the discard pile comes after your last Action: "
                       "you can play it next turn")
    elif isinstance(a, Move):
        if fivel_toll(state, seat, (a.tx, a.ty)):
            out.append(f"Informant Fivel: moving in on rival Agents costs you {fivel_toll(state, seat, (a.tx, a.ty))} cards")
        if can_attack(state, seat, a):
            out.append("then you may trash one rival Agent there (you outnumber them)")
    elif isinstance(a, Snitch):
        out += _snitch(state, seat, a)
    if not isinstance(a, Snitch) and may_end(state, seat):
        out += _ending(state, seat, a)
    if isinstance(a, Draw) and not state.deck and not state.reshuffled and state.discard:
        out.append(f"the deck is empty: the {_plural(len(state.discard), 'discarded card')} are shuffled into "
                   "the last deck, and the game ends when it runs out")
    if state.stage == "action" and isinstance(a, ACTION_KINDS) and state.actions_left == 1 and _ends_turn(state, a):
        out.append("your last Action this turn")
    return out


def _ends_turn(state, a) -> bool:
    """Whether the Action spends the turn's last one (Efficient Consulting always gives two more)."""
    return not (isinstance(a, Build) and a.card == "consulting")


def _juan(state, seat: int) -> list[str]:
    """Whom Captain Juan's arrival hits now: the seat or seats with the most Agents in the city."""
    leaders = choices.juan_targets(state)
    if not leaders:
        return []
    most = state.on_board(leaders[0])
    names = ["yours" if s == seat else f"{seat_name(s)}'s" for s in leaders]
    if len(leaders) == 1:
        whose = "one of your Agents" if leaders[0] == seat else f"one of {seat_name(leaders[0])}'s Agents"
        return [f"Captain Juan then trashes {whose} (the most in the city: {most}), one you choose"]
    listed = ", ".join(names[:-1]) + " or " + names[-1]
    return [f"Captain Juan then trashes one Agent of {listed}, tied on {most} Agents in the city: you choose which"]


def fivel_toll(state, seat: int, cell) -> int:
    """The cards Informant Fivel charges `seat` for moving onto `cell` (0: none)."""
    return 2 if "fivel" in state.officials[seat] and pieces.rivals_at(state, tuple(cell), seat) else 0


def may_end(state, seat: int) -> bool:
    """Whether a move of `seat`'s could end the game (its last Agent, or a
    deck nearly run out for good): only then is the move tried on a copy."""
    deck_ends = state.reshuffled or not state.discard
    return state.reserve[seat] <= 1 or (deck_ends and len(state.deck) <= DECK_NEAR_END)


DECK_NEAR_END = 16  # more than one turn draws: two Draw Actions, a tall tower, Lucy's Laundromat


def _ending(state, seat: int, a) -> list[str]:
    """"This ends the game" and the final scores, when the move ends it (read
    from the rules: the move applied to a copy, whose end needs no hidden card)."""
    after = state.clone()
    after.apply(a)
    if not after.is_over:
        return []
    why = {f"{seat_name(seat)} has every Agent in the city": "your last Agent goes into the city"}.get(
        after.ended_by, after.ended_by)
    return [f"this ends the game ({why}): final scores {_final(after)}"]


def _final(after) -> str:
    final = sorted(after.scores(), key=lambda sc: sc.key, reverse=True)
    return ", ".join(f"{seat_name(sc.seat)} {sc.total}" for sc in final)


def _snitch(state, seat: int, a) -> list[str]:
    """Every Official the rivals hold, and the final scores the game ends on."""
    taken = sum(len(state.officials[s]) for s in range(state.num_players) if s != seat)
    after = state.clone()
    after.apply(a)
    scores = _final(after)
    joins = (f"all {_plural(taken, 'Official')} your rivals hold join you, and the game ends at once" if taken
             else "your rivals hold no Official; the game ends at once")
    return [joins,
            f"final scores: {scores}"]


def _arrival(state, seat: int, a, cost: int) -> list[str]:
    """What the new Business does on arrival and what its building is then worth."""
    cell = (a.x, a.y)
    floors = state.buildings.get(cell, ())
    here = sum(state.agents_at(cell)) if floors else 0
    after = {**state.buildings, cell: floors + (a.card,)}
    out = []
    if effects.gains_agent(state, seat, a.card, after, cell, len(floors), here):
        out.append("you gain an Agent (put it here or with any of your Agents)" if state.reserve[seat] > 0 else
                   "it would gain you an Agent, but all yours are on the board")
    elif a.card == "laundromat" and cost:
        out.append(f"Lucy's Laundromat: you draw the {_plural(cost, 'card')} you paid back")
    elif a.card == "consulting":
        out.append("you gain two more Actions")
    if a.card == "security":
        here = 0
    holder = controller(state.agents_at(cell)) if a.card != "security" else None
    offs = len(state.officials[seat if holder is None else holder])
    worth = building_points(after, cell, here, offs)
    before = building_points(state.buildings, cell, here, offs) if floors else 0
    whom = "whoever controls it" if holder is None else ("you" if holder == seat else seat_name(holder))
    out.append(f"the building is then worth {_plural(worth, 'point')} to {whom}" + (f" (now {before})" if floors else ""))
    return out


def can_attack(state, seat: int, a) -> bool:
    """The attack the rules offer after this move (flow.step "attack"), with the Agents moved."""
    counts = list(state.agents_at((a.tx, a.ty)))
    counts[seat] += a.count
    mine = counts[seat]
    rival = max(counts[:seat] + counts[seat + 1:], default=0)
    return bool(rival) and (mine > rival or ("fivel" in state.officials[seat] and mine >= rival))
