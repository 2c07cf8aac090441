"""Places for Captain positions built before a table opens: a free region's
centre and a free hex one or two moves from it."""
from __future__ import annotations


def free_region(st) -> tuple:
    """(a region whose centre has nothing on it, the hexes taken by ships, settlements and gems)."""
    taken = {p.pos for p in st.players} | set(st.settlements) | set(st.gems)
    return next(pl for pl in st.board.placements if not pl.federation and tuple(pl.centre) not in taken), taken


def free_centre(st) -> tuple:
    """(the centre of a region with nothing on it, the hexes taken)."""
    region, taken = free_region(st)
    return tuple(region.centre), taken


def free_beside(st, h, taken, moves: int = 1) -> tuple:
    """A free hex outside the Federation `moves` (1 or 2) moves from `h`."""
    board = st.board
    if moves == 1:
        return next(n for n in board.neighbours[h] if n not in board.federation and n not in taken)
    near = set(board.neighbours[h]) | {h}
    return next(x for n in board.neighbours[h] for x in board.neighbours[n]
                if x not in near and x not in board.federation and x not in taken)
