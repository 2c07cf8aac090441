"""Trade-route scoring, shared by the rules and the bot.

A gem is *valid* when at least two of its neighbours are its owner's gems or
settlements (two gems, two settlements, or one of each).  Valid gems that
touch each other form a route; a route is *complete* when its gems touch two
or more different settlements of the owner.  A complete route pays 1 VP per
valid gem in it, so branches and loops count every valid gem.
"""
from __future__ import annotations

from functools import lru_cache

from game.rules.hexgrid import DIRECTIONS


def _nbrs(h):
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def valid_gems(gems: set, settlements: set) -> set:
    out = set()
    for g in gems:
        c = 0
        for n in _nbrs(g):
            if n in gems or n in settlements:
                c += 1
                if c >= 2:
                    out.add(g)
                    break
    return out


def routes(gems: set, settlements: set) -> list[tuple[frozenset, frozenset]]:
    """Every route of one owner as (valid gems, settlements it touches),
    complete or not, in a stable order."""
    valid = valid_gems(gems, settlements)
    left = set(valid)
    out = []
    for seed in sorted(valid):
        if seed not in left:
            continue
        left.discard(seed)
        group = {seed}
        touched = set()
        stack = [seed]
        while stack:
            h = stack.pop()
            for n in _nbrs(h):
                if n in left:
                    left.discard(n)
                    group.add(n)
                    stack.append(n)
                elif n in settlements:
                    touched.add(n)
        out.append((frozenset(group), frozenset(touched)))
    return out


def complete_routes(gems: set, settlements: set) -> list[frozenset]:
    return [g for g, s in routes(gems, settlements) if len(s) >= 2]


def route_value(gems: set, settlements: set) -> tuple[int, int]:
    """(valid gems in complete routes, number of complete routes)."""
    return _route_value(frozenset(gems), frozenset(settlements))


# The bot asks the same few layouts again and again (every candidate gem of a
# turn, every rollout from one position), so the answers are kept.
@lru_cache(maxsize=1 << 12)
def _route_value(gems: frozenset, settlements: frozenset) -> tuple[int, int]:
    total = n = 0
    for g, s in routes(gems, settlements):
        if len(s) >= 2:
            total += len(g)
            n += 1
    return total, n
