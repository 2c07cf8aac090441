"""Route costs for the Star Traders bots, in expected actions.

A jumpline that needs a roll of r costs 6 / (7 - r) actions on average (the
rolls it takes to get r or better); a jump into one of the trader's own
stations costs exactly 1 (a station jump needs no roll), and so does a jump
between two Core worlds for the Insider.  The Navigator flies blue and green
lines on a 4.

`all_pairs(board, persona)` is the table for a trader with no stations,
computed once per galaxy; `cost_to(board, target, persona, own)` is one
column of the table for a trader owning the stations `own` (a Dijkstra from
the target over reversed edges), cached.
"""
from __future__ import annotations

import heapq

from game.games.star_traders.rules.versions import line_need

_ALL: dict = {}
_TO: dict = {}
_TO_LIMIT = 40000


def persona_key(persona) -> str | None:
    """Only the Navigator and the Insider move differently."""
    return persona if persona in ("navigator", "insider") else None


def line_cost(need: int, persona=None) -> float:
    return 6.0 / (7 - line_need(need, persona))


def _edges_in(board, persona):
    """{v: ((u, cost of u -> v), ...)}: the edges arriving at each world."""
    key = (id(board), "in", persona)
    got = _ALL.get(key)
    if got is None:
        got = {w: [] for w in board.worlds}
        for u in board.worlds:
            for v, need in board.adj[u]:
                got[v].append((u, line_cost(need, persona)))
        if persona == "insider":
            for v in board.core:
                have = {u for u, _ in got[v]}
                got[v] += [(u, 1.0) for u in board.core if u != v and u not in have]
                got[v] = [(u, 1.0 if u in board.core else c) for u, c in got[v]]
        got = {v: tuple(e) for v, e in got.items()}
        _ALL[key] = got
    return got


def cost_to(board, target: int, persona=None, own: frozenset = frozenset()) -> dict:
    """{world: expected actions from world to target} for a trader owning `own`."""
    persona = persona_key(persona)
    key = (id(board), target, persona, own)
    got = _TO.get(key)
    if got is not None:
        return got
    if len(_TO) > _TO_LIMIT:
        _TO.clear()
    edges = _edges_in(board, persona)
    best = {target: 0.0}
    heap = [(0.0, target)]
    while heap:
        d, v = heapq.heappop(heap)
        if d > best[v]:
            continue
        into_own = v in own
        for u, c in edges[v]:
            nd = d + (1.0 if into_own else c)  # every edge into v is a line (or an Insider's Core jump)
            if nd < best.get(u, 1e9):
                best[u] = nd
                heapq.heappush(heap, (nd, u))
    _TO[key] = best
    return best


def all_pairs(board, persona=None) -> dict:
    """{a: {b: expected actions}} for a trader without stations."""
    persona = persona_key(persona)
    key = (id(board), "all", persona)
    got = _ALL.get(key)
    if got is None:
        cols = {b: cost_to(board, b, persona) for b in board.worlds}
        got = {a: {b: cols[b][a] for b in board.worlds} for a in board.worlds}
        _ALL[key] = got
    return got
