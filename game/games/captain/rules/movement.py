"""Captain of the Stars: moving (rulebook "Turn Actions", Move; "Weird
Situations"; the jump pilot crew card).  A move goes one hex to a
neighbour, free moves first and then actions at the move cost; a ship may
fly through another ship's hex but may not stay there (the Federation
centre excepted), and after an attack it may not enter Federation space
until its next turn.  The cheapest multi-hex paths, for the table, are in
paths.py."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.crew import lose_crew, return_crew
from game.games.captain.rules.player import who
from game.games.captain.rules.settlements import owned_settlements
from game.games.captain.rules.ship import event_amount, event_effect, has_crew


def move_cost(s) -> int:
    return event_amount(s) if event_effect(s) == "ion_storm" else 1


def ship_at(s, h, exclude: int | None = None) -> int | None:
    for i, p in enumerate(s.players):
        if p.pos == h and i != exclude:
            return i
    return None


def shared(s, seat: int, h=None) -> bool:
    """Is seat's ship (or hex h) on a hex with another ship, outside the
    Federation centre where any number may wait?"""
    h = s.players[seat].pos if h is None else h
    if h == s.board.centre:
        return False
    return ship_at(s, h, exclude=seat) is not None


def moves_left(s) -> int:
    """How many hexes the captain to move can still go this turn (free
    moves first, then actions at the move cost)."""
    return s.free_moves + s.actions // max(1, move_cost(s))


# ------------------------------------------------------------ may the ship go there?
def _budget_after(s, cost_free: bool) -> int:
    free, acts = s.free_moves, s.actions
    if cost_free:
        free -= 1
    else:
        acts -= move_cost(s)
    return free + acts // move_cost(s)


def can_enter(s, seat: int, h) -> bool:
    return not (s.attacked and h in s.board.federation and not has_crew(s, seat, "envoy"))


def can_escape(s, seat: int, start, budget: int) -> bool:
    """From start (shared), can the ship reach a hex where it may stop
    within `budget` moves?"""
    if budget <= 0:
        return False
    seen = {start}
    frontier = [start]
    for _ in range(budget):
        nxt = []
        for h in frontier:
            for n in s.board.neighbours[h]:
                if n in seen or not can_enter(s, seat, n):
                    continue
                if not shared(s, seat, n):
                    return True
                seen.add(n)
                nxt.append(n)
        frontier = nxt
    return False


# ------------------------------------------------------------ actions
def move(s, a, events):
    seat = s.current
    p = s.players[seat]
    if s.free_moves > 0:
        s.free_moves -= 1
        how = "free move"
    else:
        s.actions -= move_cost(s)
        how = "action"
    before = s.board.place(p.pos)
    p.pos = (a.q, a.r)
    place = s.board.place(p.pos)
    # a step inside one named place says so (two "moves to inner Tals Mire" read as a repeated line)
    words = f"moves on within {place}" if place == before else f"moves to {place}"
    events.append(Event("move", f"{who(seat)} {words}.", seat=seat,
                        data={"to": [a.q, a.r], "paid": how}, sound="click"))


def jump(s, a, events):
    seat = s.current
    p = s.players[seat]
    slot = next(i for i, c in enumerate(p.crew) if s.content.crew[c].effect == "jump")
    card = lose_crew(s, seat, slot)
    p.pos = (a.q, a.r)
    events.append(Event("jump", f"{who(seat)} discards {s.content.crew[card].name} and jumps to "
                                f"{s.board.place(p.pos)}.",
                        seat=seat, data={"to": [a.q, a.r]}, sound="click"))
    return_crew(s, [card], events)


# ------------------------------------------------------------ may I? (None, or why not)
def move_gate(s) -> str | None:
    if s.free_moves <= 0 and s.actions < move_cost(s):
        cost = move_cost(s)
        return (f"Moving costs {cost} actions during the ion storm and you have {s.actions}."
                if cost > 1 else "You have no actions or free moves left.")
    return None


_MOVES: dict = {}  # a hex's neighbours -> the Moves to them (actions are immutable)


def move_options(s) -> tuple:
    nbrs = s.board.neighbours[s.players[s.current].pos]
    moves = _MOVES.get(nbrs)
    if moves is None:
        moves = _MOVES[nbrs] = tuple(A.Move(h[0], h[1]) for h in nbrs)
    return moves


def move_shape(s, a) -> str | None:
    """Is the Move one of move_options (a neighbouring hex)?"""
    h = (a.q, a.r)
    if h not in s.board.neighbours[s.players[s.current].pos]:
        if h not in s.board.hexes:
            return f"({a.q}, {a.r}) is not on the board."
        return "You can only move one hex at a time, to a neighbouring hex."
    return None


def why_not_move(s, a) -> str | None:
    h = (a.q, a.r)
    if s.attacked and not can_enter(s, s.current, h):
        return "You attacked this turn, so you may not enter Federation space until your next turn."
    if h != s.board.centre:
        for p in s.players:
            if p.pos == h:  # never the mover's own hex: h is a neighbour of it
                if not can_escape(s, s.current, h, _budget_after(s, s.free_moves > 0)):
                    return "Another ship is there and you would not have moves left to get off its hex."
                break
    return None


def jump_gate(s) -> str | None:
    if not has_crew(s, s.current, "jump"):
        return "You have no jump pilot in your crew."
    return None


def jump_options(s) -> list:
    return [A.Jump(h[0], h[1]) for h in sorted(owned_settlements(s, s.current))]


def why_not_jump(s, a) -> str | None:
    seat = s.current
    h = (a.q, a.r)
    owner = s.settlements.get(h)
    if owner is None or owner[0] != seat:
        return "You can only jump to one of your own settlements."
    if h == s.players[seat].pos:
        return "You are already there."
    if ship_at(s, h, exclude=seat) is not None:
        return "Another ship is on that settlement."
    return None
