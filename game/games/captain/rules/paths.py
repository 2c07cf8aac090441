"""Multi-hex moves: the cheapest way for the captain to act to fly to a hex
this turn, as a list of one-hex Move actions.

Every step is a legal Move of the rules (found by playing the moves on copies
of the state and asking legal_actions()), so the path honours every move
rule: neighbouring hexes only, free moves first and then actions at the move
cost (the ion storm doubles it), no Federation space after an attack, and a
hex with another ship only when there are moves left to get off it again.

A move's cost never depends on the hex, so the cheapest path is the one
with the fewest moves; legality of a step depends only on the hex and on how
many moves came before it (nothing else changes while a ship flies), so a
breadth-first search that keeps the first arrival at each hex is exact.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.games.captain.rules import actions as A


@dataclass(frozen=True)
class MovePath:
    """The moves to a hex in order, and what they use up: `free` free moves
    and `actions` actions (free moves are spent first)."""
    to: tuple
    moves: tuple
    free: int
    actions: int

    @property
    def steps(self) -> int:
        return len(self.moves)

    def cost_text(self) -> str:
        """'2 actions and 1 free move', '1 free move', 'nothing' (0 steps)."""
        parts = []
        if self.actions:
            parts.append(f"{self.actions} action{'s' if self.actions != 1 else ''}")
        if self.free:
            parts.append(f"{self.free} free move{'s' if self.free != 1 else ''}")
        return " and ".join(parts) or "nothing"


def _moves(state) -> list:
    if state.mode != "turn" or state.is_over:
        return []
    return [a for a in state.legal_actions() if type(a) is A.Move]


def reachable(state) -> dict:
    """Every hex the captain to act can fly to this turn -> its MovePath
    (the fewest moves; ties broken by the rules' order of neighbours).  The
    ship's own hex is not included."""
    start = state.players[state.current].pos if state.mode == "turn" else None
    if start is None:
        return {}
    free0, acts0 = state.free_moves, state.actions
    out: dict = {}
    seen = {start}
    frontier = [(state, ())]
    while frontier:
        nxt = []
        for st, path in frontier:
            for m in _moves(st):
                h = (m.q, m.r)
                if h in seen:
                    continue
                seen.add(h)
                probe = st.clone()
                probe.apply(m)
                moves = path + (m,)
                out[h] = MovePath(h, moves, free0 - probe.free_moves, acts0 - probe.actions)
                nxt.append((probe, moves))
        frontier = nxt
    return out


def path_to(state, h) -> MovePath | None:
    """The cheapest path to hex h this turn, or None (out of reach, or the
    ship is already there)."""
    return reachable(state).get(tuple(h))
