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
from game.games.captain.rules import paths
from game.games.captain.rules.player import who


class MovementRules:
    """Part of CaptainState: what moving costs, where a ship may go, and the
    Move and Jump actions."""

    def move_cost(self) -> int:
        return self.event_amount() if self.event_effect() == "ion_storm" else 1

    def ship_at(self, h, exclude: int | None = None) -> int | None:
        for i, p in enumerate(self.players):
            if p.pos == h and i != exclude:
                return i
        return None

    def shared(self, seat: int, h=None) -> bool:
        """Is seat's ship (or hex h) on a hex with another ship, outside the
        Federation centre where any number may wait?"""
        h = self.players[seat].pos if h is None else h
        if h == self.board.centre:
            return False
        return self.ship_at(h, exclude=seat) is not None

    # ------------------------------------------------------------ facts for the table (pure queries)
    def moves_left(self) -> int:
        """How many hexes the captain to move can still go this turn (free
        moves first, then actions at the move cost)."""
        return self.free_moves + self.actions // max(1, self.move_cost())

    def reachable(self) -> dict:
        """Every hex the captain to act can fly to this turn -> the cheapest
        MovePath there (rules/paths.py)."""
        return paths.reachable(self)

    def path_to(self, h):
        """The cheapest MovePath to hex h this turn, or None."""
        return paths.path_to(self, h)

    # ------------------------------------------------------------ may the ship go there?
    def _move_budget_after(self, cost_free: bool) -> int:
        free, acts = self.free_moves, self.actions
        if cost_free:
            free -= 1
        else:
            acts -= self.move_cost()
        return free + acts // self.move_cost()

    def _can_enter(self, seat: int, h) -> bool:
        return not (self.attacked and h in self.board.federation and not self.has_crew(seat, "envoy"))

    def _can_escape(self, seat: int, start, budget: int) -> bool:
        """From start (shared), can the ship reach a hex where it may stop
        within `budget` moves?"""
        if budget <= 0:
            return False
        seen = {start}
        frontier = [start]
        for _ in range(budget):
            nxt = []
            for h in frontier:
                for n in self.board.neighbours[h]:
                    if n in seen or not self._can_enter(seat, n):
                        continue
                    if not self.shared(seat, n):
                        return True
                    seen.add(n)
                    nxt.append(n)
            frontier = nxt
        return False

    # ------------------------------------------------------------ actions
    def _do_move(self, a, events):
        seat = self.current
        p = self.players[seat]
        if self.free_moves > 0:
            self.free_moves -= 1
            how = "free move"
        else:
            self.actions -= self.move_cost()
            how = "action"
        p.pos = (a.q, a.r)
        events.append(Event("move", f"{who(seat)} moves to {self.board.place(p.pos)}.", seat=seat,
                            data={"to": [a.q, a.r], "paid": how}, sound="click"))

    def _do_jump(self, a, events):
        seat = self.current
        p = self.players[seat]
        slot = next(i for i, c in enumerate(p.crew) if self.content.crew[c].effect == "jump")
        card = self._lose_crew(seat, slot)
        p.pos = (a.q, a.r)
        events.append(Event("jump", f"{who(seat)} discards {self.content.crew[card].name} and jumps to "
                                    f"{self.board.place(p.pos)}.",
                            seat=seat, data={"to": [a.q, a.r]}, sound="click"))
        self._return_crew([card], events)


# ------------------------------------------------------------ may I? (None, or why not)
def move_gate(s) -> str | None:
    if s.free_moves <= 0 and s.actions < s.move_cost():
        return (f"Moving costs {s.move_cost()} actions during the ion storm and you have {s.actions}."
                if s.move_cost() > 1 else "You have no actions or free moves left.")
    return None


_MOVES: dict = {}  # a hex's neighbours -> the Moves to them (actions are immutable)


def move_options(s) -> tuple:
    nbrs = s.board.neighbours[s.players[s.current].pos]
    moves = _MOVES.get(nbrs)
    if moves is None:
        moves = _MOVES[nbrs] = tuple(A.Move(h[0], h[1]) for h in nbrs)
    return moves


def why_not_move(s, a) -> str | None:
    h = (a.q, a.r)
    board = s.board
    seat = s.current
    if h not in board.neighbours[s.players[seat].pos]:
        if h not in board.hexes:
            return f"({a.q}, {a.r}) is not on the board."
        return "You can only move one hex at a time, to a neighbouring hex."
    if s.attacked and h in board.federation and not s._can_enter(seat, h):
        return "You attacked this turn, so you may not enter Federation space until your next turn."
    if h != board.centre:
        for p in s.players:
            if p.pos == h:  # never the mover's own hex: h is a neighbour of it
                if not s._can_escape(seat, h, s._move_budget_after(s.free_moves > 0)):
                    return "Another ship is there and you would not have moves left to get off its hex."
                break
    return None


def jump_gate(s) -> str | None:
    if not s.has_crew(s.current, "jump"):
        return "You have no jump pilot in your crew."
    return None


def jump_options(s) -> list:
    return [A.Jump(h[0], h[1]) for h in sorted(s.owned_settlements(s.current))]


def why_not_jump(s, a) -> str | None:
    seat = s.current
    h = (a.q, a.r)
    owner = s.settlements.get(h)
    if owner is None or owner[0] != seat:
        return "You can only jump to one of your own settlements."
    if h == s.players[seat].pos:
        return "You are already there."
    if s.ship_at(h, exclude=seat) is not None:
        return "Another ship is on that settlement."
    return None
