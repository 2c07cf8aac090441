"""A simple Star Traders player that drives the rules tests' games (not a
level: the levels play by game/games/star_traders/bot.py).

It plans by expected actions: the cost of a jumpline is 6 / (7 - roll
needed), the average number of rolls it takes.  It carries the cargo it
holds to the nearest delivery, otherwise heads for the contract paying most
per expected action, picks up on the way, builds stations while it needs
them for a petition (Family), petitions as soon as it may, and follows its
Imperial Mission once it has one.  Out of turn it lets others use its beacon
for any fee of at least $1.  Deals and Trader's Luck cards it leaves to the
real bot's trade_policy.py and luck_policy.py.
"""
from __future__ import annotations

import heapq

from game.games.star_traders.rules import (AskBeacon, Build, ChoosePersonality, EndTurn, Grant, Jump,
                                           LocalBusiness, Petition, PickUp, PickUpMission, PlaceStation, Refuse,
                                           Roll, StartAt, Stay, UseDie)
from game.games.star_traders.rules.versions import line_need
from game.games.star_traders import trade_policy
from game.games.star_traders.luck_policy import luck_choice

PREFERRED = ("engineer", "hero", "negotiator", "navigator", "strategist", "insider", "builder", "tycoon", "rogue",
             "maverick")
_DIST: dict = {}


def distances(board, persona=None) -> dict:
    """{a: {b: expected actions}} for every pair of worlds."""
    key = (id(board), persona == "navigator")
    table = _DIST.get(key)
    if table is None:
        table = {}
        for a in board.worlds:
            best = {a: 0.0}
            heap = [(0.0, a)]
            while heap:
                d, w = heapq.heappop(heap)
                if d > best.get(w, 1e9):
                    continue
                for other, need in board.adj[w]:
                    nd = d + 6.0 / (7 - line_need(need, persona))
                    if nd < best.get(other, 1e9):
                        best[other] = nd
                        heapq.heappush(heap, (nd, other))
            table[a] = best
        _DIST[key] = table
    return table


class StarTradersBot:
    """Normal: route by expected actions, one decision at a time."""

    def choose(self, state, seat, rng):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        pick = trade_policy.choose(state, seat, legal, rng)  # deals and the Black Hole petitions first
        if pick is not None:
            return pick
        pick = luck_choice(state, seat, legal, rng) if state.version.cards else None
        if pick is not None:
            return pick
        p = state.window()
        if p is not None:
            if p.kind == "beacon":
                return Grant() if p.get("fee", 0) >= 1 and Grant() in legal else Refuse()
            return legal[0]
        if state.stage != "turn":
            return self.setup_choice(state, seat, legal)
        return self.turn_choice(state, seat, legal, rng)

    # ------------------------------------------------------------ setup
    def setup_choice(self, state, seat, legal):
        picks = [a for a in legal if isinstance(a, ChoosePersonality)]
        if picks:
            have = {a.personality for a in picks}
            return ChoosePersonality(next(p for p in PREFERRED if p in have))
        dist = distances(state.board)
        froms = [state.contract(k).frm for k in range(1, state.slots() + 1) if state.contract(k) is not None]

        def closeness(world):
            return sum(dist[world].get(f, 20.0) for f in froms) - 0.5 * len(state.board.adj[world])

        spots = [a for a in legal if isinstance(a, (StartAt, PlaceStation))]
        return min(spots, key=lambda a: (closeness(a.world), a.world)) if spots else legal[0]

    # ------------------------------------------------------------ turn
    def target(self, state, seat):
        """(world, ship) the trader heads for, or None."""
        dist = distances(state.board, state.personality[seat])
        ships = state.ships[seat]
        if state.missions[seat] is not None:
            c = state.mission(seat)
            if state.aboard[seat] is not None:
                return c.to, state.aboard[seat]
            return min(((c.frm, i) for i in range(len(ships))), key=lambda t: dist[ships[t[1]]][t[0]])
        if state.cargo[seat]:
            return min(((state.contract(k + 1).to, ship) for k, ship in state.cargo[seat]),
                       key=lambda t: dist[ships[t[1]]][t[0]])
        best, best_value = None, -1.0
        for slot in range(1, state.slots() + 1):
            c = state.contract(slot)
            if c is None:
                continue
            for i, here in enumerate(ships):
                cost = dist[here][c.frm] + dist[c.frm][c.to] + 1.0
                value = (c.payoff + 3 * c.prestige + (8 if slot == 1 and state.version.vip else 0)) / cost
                if value > best_value:
                    best, best_value = (c.frm, i), value
        return best

    def turn_choice(self, state, seat, legal, rng):
        if Petition() in legal:
            return Petition()
        for a in legal:
            if isinstance(a, PickUpMission):
                return a
        pickups = [a for a in legal if isinstance(a, PickUp)]
        if pickups and state.missions[seat] is None:
            return max(pickups, key=lambda a: (state.contract(a.slot).payoff, -a.slot))
        builds = [a for a in legal if isinstance(a, Build)]
        if builds and state.version.petitions and state.stations_of(seat) < state.stations_needed():
            cheapest = min(builds, key=lambda a: (state.build_cost(seat, a.world), a.world))
            if state.money[seat] >= state.build_cost(seat, cheapest.world) + 2:
                return cheapest
        goal = self.target(state, seat)
        dist = distances(state.board, state.personality[seat])
        jumps = [a for a in legal if isinstance(a, Jump)]
        if goal is not None:
            world, ship = goal
            here = state.ships[seat][ship]
            now = dist[here][world]
            useful = [a for a in jumps if a.ship == ship and dist[a.to][world] < now - 1e-9]
            if useful:
                return min(useful, key=lambda a: (dist[a.to][world], a.to))
            if state.die is None:
                asks = [a for a in legal if isinstance(a, AskBeacon) and a.ship == ship and a.fee == 1
                        and dist[a.to][world] < now - 1e-9]
                if asks:
                    return asks[0]
        if state.die is None:
            dice = [a for a in legal if isinstance(a, UseDie)]
            if dice:
                return max(dice, key=lambda a: a.value)
            if Roll() in legal and goal is not None and dist[state.ships[seat][goal[1]]][goal[0]] > 0:
                return Roll()
            if Roll() in legal and not state.version.build_action:
                return Roll()
        if builds and state.version.petitions and state.money[seat] >= 30:
            return min(builds, key=lambda a: (state.build_cost(seat, a.world), a.world))
        if LocalBusiness() in legal:
            return LocalBusiness()
        if Stay() in legal:
            return Stay()
        if Roll() in legal:
            return Roll()
        return EndTurn() if EndTurn() in legal else legal[0]
