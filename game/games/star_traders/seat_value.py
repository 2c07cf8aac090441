"""What a Star Traders trader's position is worth: the value Normal plays by
and Hard's model reads its features from.

`SeatEval(state, seat).value(...)` puts one number, in dollars, on where a
trader stands: money and Prestige up to what the version's goal needs
(Family: 15 Prestige, the petition's money and stations; Nova and Super
Nova: 15 Prestige and $60), stations (those a petition still needs, and
their worth as fee collectors and crossroads), the cargo in hand and the
best contract to take on next, each worth its payoff and Prestige less the
expected actions of the tour that delivers it (routes.py) at up to `action`
dollars an action (less when nothing in reach pays that much), and the
actions left this turn; in Nova, the free station of a turn ending on an
empty world.  On an Imperial Mission the value is a large constant less the
mission's remaining distance.
"""
from __future__ import annotations

from itertools import permutations

from game.ai.weights import weights
from game.games.star_traders import routes, seat_facts
from game.games.star_traders.rules.versions import (BUILDER_COST, MAX_PRESTIGE, NOVA_WIN_MONEY, NOVA_WIN_PRESTIGE,
                                                    PETITION_AGAIN, PETITION_FIRST, PETITION_PRESTIGE,
                                                    PETITION_WINS_ON, RINGS, STATION_COST)

# the tunable weights, with their meanings: content/star_traders/bot_weights.yaml
W = weights("star-traders", ("action", "prestige", "min_action", "rate_share", "add_held", "left", "nova_prestige",
                             "in_hand", "spare_money", "station", "mission_action", "mission_tour", "rival_fee",
                             "race_lost", "threat", "boost_keep"))
MISSION = 400.0  # being on an Imperial Mission (Family), before its distance
WIN = 1000.0


def petition_odds(state, seat: int) -> float:
    if state.options.get("max_prestige_petition") and state.prestige[seat] >= MAX_PRESTIGE:
        return 1.0
    need = PETITION_WINS_ON - state.petition_bonus(seat)
    return max(0.0, min(1.0, (7 - max(1, need)) / 6))


def station_quality(state, world: int, due=None) -> float:
    """What a station at `world` is worth beyond the count: fees from the
    contracts due there and a crossroads' station jumps."""
    due = fees_due(state) if due is None else due
    return _crossroads(state.board)[world] + due.get(world, 0.0)


def fees_due(state) -> dict:
    """{world: 0.3 x the fees of the contracts on the board due there}."""
    due: dict = {}
    for number in state.board_cards:
        if number is not None:
            c = state.board.card(number)
            due[c.to] = due.get(c.to, 0.0) + 0.3 * c.fee
    return due


_CROSSROADS: dict = {}
_COLUMNS: dict = {}  # {(id(board), persona): {(target, own): routes.cost_to's column}}, shared by every SeatEval
_COLUMNS_LIMIT = 40000
_UTILITIES: dict = {}  # {id(w): (w, {goal: {(money, Prestige, stations): utility}})}, shared by every SeatEval
_UTILITIES_LIMIT = 40000


def _crossroads(board) -> dict:
    got = _CROSSROADS.get(id(board))
    if got is None:
        got = _CROSSROADS[id(board)] = {w: 0.4 * len(board.adj[w]) + (1.0 if w in board.core else 0.0)
                                        for w in board.worlds}
    return got


def _columns(board, persona) -> dict:
    key = (id(board), routes.persona_key(persona))
    got = _COLUMNS.get(key)
    if got is None or len(got) > _COLUMNS_LIMIT:
        got = _COLUMNS[key] = {}
    return got


def _utilities(w, goal) -> dict:
    """The utilities of a goal (what utility() reads besides its arguments) under weights w."""
    held = _UTILITIES.get(id(w))
    if held is None or held[0] is not w:
        held = _UTILITIES[id(w)] = (w, {})
    got = held[1].get(goal)
    if got is None or len(got) > _UTILITIES_LIMIT:
        got = held[1][goal] = {}
    return got


class SeatEval:
    """The value of one trader's position (see the module text), with what
    one decision needs precomputed."""

    def __init__(self, state, seat: int, w=W):
        self.w = w
        self.state = state
        self.seat = seat
        self.board = state.board
        self.version = state.version
        self.family = state.version.petitions
        self.persona = state.personality[seat]
        self.turn = state.stage == "turn" and state.current == seat
        self._cols = _columns(self.board, self.persona)
        if self.family:
            self.need = state.stations_needed()
            self.petition_money = PETITION_FIRST if state.petitions[seat] == 0 else PETITION_AGAIN
            self.station_cost = BUILDER_COST if self.persona == "builder" else STATION_COST
        goal = (self.need, self.petition_money, self.station_cost) if self.family else None
        self._utility = _utilities(w, goal)
        self.facts = f = seat_facts.facts(state, seat, w, self.persona, goal)
        self.own, self.contracts, self.due, self.holders, self.rival_dist = \
            f.own, f.contracts, f.due, f.holders, f.rival_dist
        self._gains, self._rows, self._plans, self._quality = f.gains, f.rows, f.plans, f.quality

    # ------------------------------------------------------------ pieces
    @property
    def action(self) -> float:
        """What an action is worth to this trader now: `action`, or less when the
        best contract in reach pays less per action (money the goal no longer
        needs), so a trader short of one last thing still goes for it."""
        if self.facts.action is None:
            st = self.state
            money, prestige, own = st.money[self.seat], st.prestige[self.seat], self.own
            stations = len(own)
            utilities, utility_of = self._utility, self._utility_of
            now = self.utility(money, prestige, stations)
            pickup = 1.0 if self.version.pickup_costs_action else 0.0
            rate = 0.0
            ships, column = st.ships[self.seat], self.column
            for _k, m, p, x, frm, to, _rival in self.rows(own):
                key = (money + m, prestige + p, stations)
                u = utilities.get(key)
                if u is None:
                    u = utilities[key] = utility_of(*key)
                g = u - now + x
                if ships:
                    col = column(frm, own)
                    d = min([col[h] for h in ships])
                else:
                    d = 0.0
                r = g / (d + pickup + column(to, own)[frm] + 1.0)
                if r > rate:
                    rate = r
            self.facts.action = min(self.w.action, max(self.w.min_action, self.w.rate_share * rate))
        return self.facts.action

    def column(self, b: int, own) -> dict:
        """{world: expected actions from it to b} for a trader owning `own`."""
        col = self._cols.get((b, own))
        if col is None:
            col = self._cols[(b, own)] = routes.cost_to(self.board, b, self.persona, own)
        return col

    def dist(self, a: int, b: int, own=None) -> float:
        own = self.own if own is None else own
        col = self._cols.get((b, own))
        if col is None:
            col = self._cols[(b, own)] = routes.cost_to(self.board, b, self.persona, own)
        return col[a]

    def quality(self, own) -> float:
        q = self._quality.get(own)
        if q is None:
            cross = _crossroads(self.board)
            q = self._quality[own] = sum(cross[w] + self.due.get(w, 0.0) for w in own)
        return q

    def utility(self, money: int, prestige: int, stations: int) -> float:
        """Money, Prestige and stations, each worth less once the goal has enough of it."""
        key = (money, prestige, stations)
        got = self._utility.get(key)
        if got is None:
            got = self._utility[key] = self._utility_of(money, prestige, stations)
        return got

    def _utility_of(self, money, prestige, stations) -> float:
        if prestige > MAX_PRESTIGE:
            prestige = MAX_PRESTIGE
        if self.family:
            need = self.need
            target = self.petition_money + max(0, need - stations) * self.station_cost
            mv = money if money <= target else target + self.w.spare_money * (money - target)
            if prestige <= PETITION_PRESTIGE:
                pv = self.w.prestige * prestige
            else:
                pv = self.w.prestige * PETITION_PRESTIGE + 0.5 * self.w.prestige * (min(prestige, 25) - 15) \
                    + 0.1 * max(0, prestige - 25)
            sv = self.w.station * stations if stations <= need else self.w.station * need + (stations - need)
        else:
            mv = money if money <= NOVA_WIN_MONEY else NOVA_WIN_MONEY + 0.3 * (money - NOVA_WIN_MONEY)
            pv = self.w.nova_prestige * prestige if prestige <= NOVA_WIN_PRESTIGE else \
                self.w.nova_prestige * NOVA_WIN_PRESTIGE + 0.1 * (prestige - NOVA_WIN_PRESTIGE)
            sv = 0.5 * stations
        return mv + pv + sv

    def gain(self, slot: int, own) -> tuple:
        """(money, Prestige, other value) of delivering contract `slot` (1-based) now."""
        key = (slot, own)
        hit = self._gains.get(key)
        if hit is not None:
            return hit
        st = self.state
        c = self.contracts[slot - 1]
        money = c.payoff + (c.prestige if self.persona == "negotiator" else 0)
        pr = c.prestige + (2 if self.persona == "hero" else 0)
        if slot == 1 and self.version.vip:
            pr += 2
        if self.version.races:
            pr += len(self.holders[slot - 1] - {self.seat})
        extra = 0.0
        owner = st.stations.get(c.to)
        if owner == self.seat or (owner is None and c.to in own):
            money += c.fee + (1 if self.persona == "negotiator" else 0)
        elif owner is not None:
            extra -= self.w.rival_fee * c.fee
        out = (money, pr, extra)
        self._gains[key] = out
        return out

    def rows(self, own) -> list:
        """[(index, money, Prestige, other value, from, to, the nearest rival carrier's distance)]
        of the contracts on the board, for a trader owning `own`."""
        rows = self._rows.get(own)
        if rows is None:
            gain, rival_dist = self.gain, self.rival_dist
            rows = self._rows[own] = [(k, *gain(k + 1, own), c.frm, c.to, rival_dist.get(k + 1, 1e9))
                                      for k, c in enumerate(self.contracts) if c is not None]
        return rows

    def plan(self, ships, cargo, money: int, prestige: int, own, now=None) -> float:
        """Held cargo (tours per ship) plus the best contract to add, less
        `action` dollars per expected action of the tours."""
        stations = len(own)
        hm, hp, extra, cost = 0.0, 0.0, 0.0, 0.0
        contracts, gain, utilities, utility_of = self.contracts, self.gain, self._utility, self._utility_of
        cols, board, persona, cost_to = self._cols, self.board, self.persona, routes.cost_to
        rival_dist, race_lost = self.rival_dist, self.w.race_lost
        empty = []  # the ships without cargo
        loaded = None  # (here, h, tour, slot, h's column) of a ship with one cargo
        for i, here in enumerate(ships):
            points = [(contracts[k].to, k + 1) for k, sh in cargo if sh == i]
            if not points:
                empty.append(here)
                continue
            if len(points) == 1:
                (t, slot), = points
                col = cols.get((t, own))
                if col is None:
                    col = cols[(t, own)] = cost_to(board, t, persona, own)
                arrivals = ((slot, col[here]),)
                tour = col[here]
                loaded = (here, t, tour, slot, col)  # read only when it is the one cargo held
            else:  # two cargos, or three with Bigger on the Inside: the shortest delivery order
                best_order = None
                for order in permutations(points):
                    at, arrivals, walked = here, [], 0.0
                    for t, slot in order:
                        col = cols.get((t, own))
                        if col is None:
                            col = cols[(t, own)] = cost_to(board, t, persona, own)
                        walked += col[at]
                        arrivals.append((slot, walked))
                        at = t
                    if best_order is None or walked < best_order[0]:
                        best_order = (walked, arrivals)
                tour, arrivals = best_order
            for slot, d in arrivals:
                m, p, x = gain(slot, own)
                # the share of its value that survives a rival carrying it too and nearer
                share = race_lost if rival_dist.get(slot, 1e9) < d - 0.5 else 1.0
                hm += share * m
                hp += share * p
                extra += share * x
            cost += tour
        if now is None:
            now = self.utility(money, prestige, stations)
        action = self.facts.action
        if action is None:
            action = self.action
        base_m, base_p = money + hm, prestige + hp
        key = (base_m, base_p, stations)
        held_u = utilities.get(key)
        if held_u is None:
            held_u = utilities[key] = utility_of(*key)
        held_value = held_u - now + extra
        total = held_value - action * cost
        if len(cargo) >= 2:
            return total
        pickup = 1.0 if self.version.pickup_costs_action else 0.0
        add_held = self.w.add_held if cargo else 1.0
        lost = held_value * (1.0 - race_lost)
        best = 0.0
        held = cargo[0][0] if cargo else -1
        for k, m, p, x, frm, to, rival in self.rows(own):
            if k == held:
                continue
            key = (base_m + m, base_p + p, stations)
            u = utilities.get(key)
            if u is None:
                u = utilities[key] = utility_of(*key)
            g = (u - held_u + x) * add_held - action * pickup
            if g <= best:
                continue
            col_frm = cols.get((frm, own))
            if col_frm is None:
                col_frm = cols[(frm, own)] = cost_to(board, frm, persona, own)
            col_to = cols.get((to, own))
            if col_to is None:
                col_to = cols[(to, own)] = cost_to(board, to, persona, own)
            ft = col_to[frm]
            # its share: race_lost if rival < reach - 0.5, as for the cargo held
            for here in empty:
                reach = col_frm[here] + ft
                v = g * (race_lost if rival < reach - 0.5 else 1.0) - action * reach
                if v > best:
                    best = v
            if loaded is not None:
                # one cargo aboard (for h): the new one before it, around it, or after it; a
                # delay that lets a rival deliver h first costs h's lost share
                here, h, base, slot_h, col_h = loaded
                to_f = col_frm[here]
                fh = to_f + col_h[frm]
                rival_h = rival_dist.get(slot_h, 1e9)
                share_base = race_lost if rival_h < base - 0.5 else 1.0
                reach = to_f + ft
                cost_d = reach + col_h[to]
                late = lost if (race_lost if rival_h < cost_d - 0.5 else 1.0) < share_base else 0.0
                v = g * (race_lost if rival < reach - 0.5 else 1.0) - action * (cost_d - base) - late
                reach = fh + col_to[h]
                late = lost if (race_lost if rival_h < fh - 0.5 else 1.0) < share_base else 0.0
                u = g * (race_lost if rival < reach - 0.5 else 1.0) - action * (reach - base) - late
                if u > v:
                    v = u
                reach = base + col_frm[h] + ft  # delivering h first: no delay to h
                u = g * (race_lost if rival < reach - 0.5 else 1.0) - action * (reach - base)
                if u > v:
                    v = u
                if v > best:
                    best = v
        return total + best

    # ------------------------------------------------------------ the value
    def value(self, ships=None, money=None, prestige=None, own=None, cargo=None, actions=None,
              delivered=()) -> float:
        """The trader's value, with any of its parts replaced (a move being weighed)."""
        st = self.state
        s = self.seat
        if st.winner == s:
            return WIN
        ships = st.ships[s] if ships is None else ships
        money = st.money[s] if money is None else money
        prestige = st.prestige[s] if prestige is None else prestige
        own = self.own if own is None else own
        cargo = st.cargo[s] if cargo is None else cargo
        actions = (st.actions_left if self.turn else 0) if actions is None else actions
        if not ships:
            return float(money)
        if self.family and st.missions[s] is not None:
            m = st.mission(s)
            if st.aboard[s] is not None:
                d = self.dist(ships[st.aboard[s]], m.to, own)
            else:
                d = min(self.dist(h, m.frm, own) for h in ships) + 1.0 + self.dist(m.frm, m.to, own)
            return MISSION - self.w.mission_action * d + 0.1 * money + 0.5 * prestige + self.w.left * actions
        for slot in delivered:
            got_money, got_pr, _ = self.gain(slot, own)
            money += got_money
            prestige = min(MAX_PRESTIGE, prestige + got_pr)
        if not self.family and prestige >= NOVA_WIN_PRESTIGE and money >= NOVA_WIN_MONEY and self.turn:
            return WIN
        key = (money, prestige, len(own))
        now = self._utility.get(key)
        if now is None:
            now = self._utility[key] = self._utility_of(*key)
        action = self.facts.action
        if action is None:
            action = self.action
        value = now + self.w.left * action / self.w.action * actions
        q = self._quality.get(own)
        value += (self.quality(own) if q is None else q) * (0.3 if self.family else 0.5)
        if not self.family and self.turn and len(own) < RINGS:
            empty = sum(1 for h in set(ships) if h not in st.stations and h not in own)
            if empty and actions == 0:  # the turn ends here: a free station on each empty world
                wp = self.w.nova_prestige if prestige < NOVA_WIN_PRESTIGE else 0.1
                value += empty * self.version.build_prestige * wp
        key = (tuple(ships), tuple(cargo), money, prestige, own)  # most plans repeat (in a decision, in others)
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = self.plan(ships, cargo, money, prestige, own, now)
        return value + plan


def potential(state, w=W) -> list:
    return [SeatEval(state, s, w).value() for s in range(state.num_players)]
