"""Heuristic bot for Captain of the Stars.

Each decision values the things the ship can do where it stands (build,
place a route gem, fortify, attack, repair, upgrade, hire) and the best
targets elsewhere on the board (discounted by distance), then either acts
here or steps one hex towards the best target.  Values are rough
"VP-equivalents":

- a route gem is worth the route VP it adds times the turns left;
- a settlement is worth its VP, its income and the fortifying it allows;
- an attack is worth its bounty plus what it takes from the victim, and is
  only made when the bounty cannot outgrow our VP (no capture);
- a damaged ship runs home to repair, a rich one goes shopping.
"""
from __future__ import annotations

from dataclasses import replace

from game.ai.settings import BotSettings, SearchSettings
from game.ai.weights import weights
from game.rules import hexgrid
from game.games.captain.rules import actions as A
from game.games.captain.rules import ship
from game.games.captain.rules.data import MAX_LEVEL
from game.games.captain.rules.routes import route_value

CREW_VALUE = {
    "free_move": 5.0, "publicist": 4.0, "armour": 3.0, "shields": 2.5, "deflect": 3.0, "evade": 2.0,
    "route_bonus": 2.5, "damage": 2.0, "aim": 2.0, "cheap_fortify": 2.0, "salvage": 1.0, "jump": 1.5,
    "envoy": 1.0, "settlement_income": 0.0,  # valued by settlements owned
}
# shopping list, in order; each entry is (module, level wanted)
SHOPPING = (("engine", 2), ("shields", 2), ("weapon", 2), ("engine", 3), ("shields", 3), ("weapon", 3),
            ("engine", 4), ("shields", 4), ("weapon", 4))
# the tunable weights, with their meanings: content/captain/bot_weights.yaml
W = weights("captain", ("decay", "aggression", "vp_per_turn", "income_per_turn", "route_room", "rival_near",
                        "far_from_hub", "anchor_lean", "build_min", "build_bonus", "bridge_divisor", "gem_min",
                        "fortify_point", "fortify_base", "gem_loss_share", "settlement_loss", "raid_share",
                        "federation_detour", "upgrade", "hire", "end_turn_below", "horizon", "search_gap"))


class CaptainBot:
    def __init__(self, aggression: float | None = None, weights=None):
        self.w = W if weights is None else weights
        self.aggression = self.w.aggression if aggression is None else aggression

    # ------------------------------------------------------------ entry
    def choose(self, state, seat, rng):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        mode = state.mode
        if mode == "deflect":
            return self._deflect(state, legal)
        if mode == "hire":
            return self._hire(state, seat, legal)
        if mode == "hire_more":
            return self._hire_more(state, seat, legal)
        if mode == "shop":
            return self._shop(state, seat, legal)
        return Planner(state, seat, self.aggression, self.w).choose(legal)

    # ------------------------------------------------------------ small decisions
    def _deflect(self, state, legal):
        attacker, target, damage = state.pending
        hp = state.players[target].health
        if damage >= hp or damage >= 4:
            return A.Deflect()
        return A.TakeHit()

    def _crew_value(self, state, seat, card: int) -> float:
        c = state.content.crew[card]
        if c.effect == "settlement_income":
            return 0.6 * c.amount * max(1, len(state.owned_settlements(seat)))
        return CREW_VALUE.get(c.effect, 1.0)

    def _hire(self, state, seat, legal):
        values = [self._crew_value(state, seat, c) for c in state.reveal]
        best = max(range(len(values)), key=lambda i: (values[i], -i))
        keep = A.KeepCrew(best)
        if keep in legal:
            return keep
        crew = state.players[seat].crew
        worst = min(range(len(crew)), key=lambda i: (self._crew_value(state, seat, crew[i]), i))
        return A.ReplaceCrew(best, worst)

    def _hire_more(self, state, seat, legal):
        p = state.players[seat]
        if A.HireAnother() in legal and len(p.crew) < 3 and p.resources >= state.crew_cost() + 30:
            return A.HireAnother()
        return A.DoneHiring()

    def _shop(self, state, seat, legal):
        p = state.players[seat]
        reserve = 3 if len(state.owned_settlements(seat)) < 4 else 0
        for module, level in SHOPPING:
            if p.level(module) == level - 1:
                a = A.Upgrade(module)
                if a in legal and p.resources - state.upgrade_cost(module, level) >= reserve:
                    return a
        return A.DoneUpgrading()


class Planner:
    """One decision in the main part of a turn."""

    def __init__(self, state, seat, aggression, weights=None):
        self.w = w = W if weights is None else weights
        self.s = state
        self.seat = seat
        self.aggr = aggression
        self.me = state.players[seat]
        self.board = state.board
        self.dist = state.board.dist
        n = state.content.numbers
        self.n = n
        self.my_setts = set(state.owned_settlements(seat))
        self.my_gems = {h for h, o in state.gems.items() if o == seat}
        self.base_route = route_value(self.my_gems, self.my_setts)[0] if self.my_gems else 0
        lead = max(p.vp for p in state.players)
        self.turns_left = max(1.0, min(10.0, (state.target - lead) / w.vp_per_turn))
        if state.final_round:
            # only the rest of this round is left
            self.turns_left = 1.0 if state.in_round_position(seat) < state.num_players - 1 else 0.5
        self.max_hp = state.max_health(seat)
        step = (5, -2)
        for _ in range(seat * 6 // state.num_players):
            step = hexgrid.rotate_left(step)
        self.anchor = hexgrid.add(state.board.centre, step)
        self.rival_setts = [h for h, (o, _) in state.settlements.items() if o != seat]
        self.sett_base = (n.settlement_vp
                          + w.fortify_point * (n.settlement_max_health - n.settlement_start_health) * 0.5
                          + w.income_per_turn * self.turns_left)

    # ------------------------------------------------------------ helpers
    def can_gem(self, h) -> bool:
        s = self.s
        if h in self.board.federation or h in s.settlements or h in s.gems:
            return False
        for nb in self.board.neighbours[h]:
            st = s.settlements.get(nb)
            if st is not None and st[0] != self.seat:
                return False
        return True

    def can_build(self, h) -> bool:
        s = self.s
        if h in self.board.federation or h in s.settlements or h in s.gems:
            return False
        for nb in self.board.neighbours[h]:
            if nb in s.settlements:
                return False
        return True

    def gem_gain(self, h) -> float:
        gems = self.my_gems | {h}
        return route_value(gems, self.my_setts)[0] - self.base_route

    def gem_value(self, h) -> float:
        """Route VP per turn a gem at h adds now, or half of what a second gem
        next to it would add (bridging two settlements)."""
        gain = self.gem_gain(h)
        if gain > 0:
            return gain
        if len(self.my_setts) < 2:
            return 0.0
        # a two-gem bridge: h now, a neighbour next
        best = 0.0
        gems = self.my_gems | {h}
        for nb in self.board.neighbours[h]:
            if nb != h and self.can_gem(nb):
                g2 = route_value(gems | {nb}, self.my_setts)[0] - self.base_route
                if g2 > best:
                    best = g2
        return best / self.w.bridge_divisor

    def settlement_value(self, h) -> float:
        if len(self.my_setts) >= self.n.settlements_per_player:
            return 0.0
        v = self.sett_base
        dh = self.dist[h]
        if self.my_gems:
            near = any(dh[g] == 1 for g in self.my_gems)
            if near:
                gain = route_value(self.my_gems, self.my_setts | {h})[0] - self.base_route
                v += gain * self.turns_left
        # room for a route: one of our settlements two hexes away with a free middle hex
        for o in self.my_setts:
            d = dh[o]
            if d == 2:
                if any(self.dist[m][o] == 1 and self.can_gem(m) for m in self.board.neighbours[h]):
                    v += self.w.route_room
            elif d < 2:
                return 0.0
        # keep away from other captains' settlements and the Federation hub
        for hh in self.rival_setts:
            if dh[hh] <= 3:
                v -= self.w.rival_near
        dc = dh[self.board.centre]
        if dc > 6:
            v -= (dc - 6) * self.w.far_from_hub
        # each seat leans towards its own side of the hub, so captains spread out
        v -= self.w.anchor_lean * hexgrid.distance(h, self.anchor)
        return v

    def safe_bp(self, extra: int) -> bool:
        return self.me.bp + extra <= self.me.vp - 1

    # ------------------------------------------------------------ attack values
    def attack_value(self, a) -> float:
        s, seat, me = self.s, self.seat, self.me
        n = self.n
        if type(a) is A.AttackGem:
            if not self.safe_bp(n.bp_per_gem):
                return -1.0
            h = (a.q, a.r)
            owner = s.gems[h]
            og = {g for g, o in s.gems.items() if o == owner}
            osets = set(s.owned_settlements(owner))
            loss = route_value(og, osets)[0] - route_value(og - {h}, osets)[0]
            return n.bp_per_gem + self.w.gem_loss_share * loss * self.turns_left * self.aggr
        aim_bonus = ship.crew_sum(s, seat, "aim")
        if type(a) is A.AttackSettlement:
            if not self.safe_bp(n.bp_per_attempt):
                return -1.0
            h = (a.q, a.r)
            owner, hp = s.settlements[h]
            need = s.hit_need(seat, "settlement")
            p_hit = min(1.0, max(0.0, (n.die_sides + 1 - (need - aim_bonus)) / n.die_sides))
            dmg = s.damage_of(seat)
            if dmg >= hp:
                win = n.vp_destroy_settlement + self.w.settlement_loss * self.turns_left * self.aggr
            else:
                win = 0.3 * dmg
            return n.bp_per_attempt + p_hit * win
        # ship
        if not self.safe_bp(n.bp_per_attempt + 2):
            return -1.0
        t = a.seat
        need = s.hit_need(seat, "ship")
        p_hit = min(1.0, max(0.0, (n.die_sides + 1 - (need - aim_bonus)) / n.die_sides))
        ev = ship.evade_bonus(s, t)
        # P(evade >= attack roll) averaged over hitting rolls
        rolls = [r for r in range(1, n.die_sides + 1) if r + aim_bonus >= need]
        if not rolls:
            return n.bp_per_attempt * 0.5
        p_fail = sum(max(0, min(n.die_sides, (r + aim_bonus) - ev - 1)) / n.die_sides for r in rolls) / len(rolls)
        dmg = max(0, s.damage_of(seat) - ship.crew_sum(s, t, "armour"))
        hp = s.players[t].health
        if dmg >= hp:
            win = n.vp_kill_ship + 3
        else:
            win = 0.4 * dmg
        return n.bp_per_attempt + p_hit * p_fail * win

    # ------------------------------------------------------------ choose
    def choose(self, legal):
        """Greedy on value per action spent: things to do here are scored
        value / actions; a target elsewhere is scored value / (steps +
        actions there), a little discounted for distance."""
        s, me, seat = self.s, self.me, self.seat
        here = me.pos
        fed_here = here in self.board.federation
        by_type: dict = {}
        for a in legal:
            by_type.setdefault(type(a), []).append(a)
        moves = by_type.get(A.Move, [])
        if s.shared(seat):
            goal, _ = self.best_goal()
            return self.step(moves, goal, avoid_shared=True) or (moves[0] if moves else legal[0])

        # run for home when a hit could finish us and a rival could reach us
        if self.urgent() and self.threatened() and not fed_here:
            goal = self.federation_hex()
            if goal is not None:
                step = self.step(moves, goal)
                if step is not None:
                    return step

        options: list[tuple[float, int, object]] = []  # (score, order, action)

        def offer(value, cost, a):
            options.append((value / cost, len(options), a))

        n, w = self.n, self.w
        spare = me.resources - (n.settlement_cost if len(self.my_setts) < n.settlements_per_player else 0)
        # --- here, outside the Federation
        if A.Build in by_type:
            v = self.settlement_value(here)
            if v > w.build_min:
                offer(v + w.build_bonus, n.settlement_actions, A.Build())
        if A.PlaceGem in by_type:
            v = self.gem_value(here) * self.turns_left
            if v > w.gem_min:
                offer(v, 1, A.PlaceGem())
        if A.Fortify in by_type:
            cost = s.fortify_cost(seat)
            best = None
            for a in by_type[A.Fortify]:
                if a.points * cost <= max(spare, 0) and (best is None or a.points > best.points):
                    best = a
            if best is not None:
                offer(best.points * w.fortify_point + w.fortify_base, 1, best)
        for t in (A.AttackGem, A.AttackSettlement, A.AttackShip):
            for a in by_type.get(t, []):
                v = self.attack_value(a)
                if v > 0:
                    if self.needs_federation():
                        v -= w.federation_detour
                    offer(v, 1, a)
        # --- in the Federation
        if fed_here:
            missing = self.max_hp - me.health
            if A.Repair in by_type and missing >= 3:
                best = max(by_type[A.Repair], key=lambda a: a.points)
                offer(4.0 + 2.0 * best.points, 1, best)
            if A.StartUpgrade in by_type and self.wanted_upgrade() is not None:
                offer(w.upgrade, 1, A.StartUpgrade())
            if A.Hire in by_type and len(me.crew) < 3 and me.resources >= s.crew_cost() + 25:
                offer(w.hire, 1, A.Hire())
        # --- elsewhere
        goal, goal_score = self.best_goal()
        if goal is not None and moves:
            step = self.step(moves, goal)
            if step is not None:
                options.append((goal_score, len(options), step))
        if not options:
            return A.EndTurn() if A.EndTurn() in legal else legal[0]
        options.sort(key=lambda o: (-o[0], o[1]))
        best_score, _, best = options[0]
        if best_score <= w.end_turn_below and A.EndTurn() in legal:
            return A.EndTurn()
        return best

    # ------------------------------------------------------------ goals
    def needs_federation(self) -> bool:
        return self.needs_repair() or (self.wanted_upgrade() is not None and self.me.resources >= 25)

    def needs_repair(self) -> bool:
        return self.max_hp - self.me.health >= 3 and self.me.resources >= 3 * self.s.repair_cost()

    def urgent(self) -> bool:
        return self.me.health * 5 <= self.max_hp * 2 and self.me.resources >= self.s.repair_cost()

    def threatened(self) -> bool:
        """Could a rival ship reach and shoot us next turn?"""
        s, here = self.s, self.me.pos
        if here in self.board.federation:
            return False
        d = self.dist[here]
        for i, p in enumerate(s.players):
            if i == self.seat:
                continue
            reach = ship.weapon_range(s, i) + 4 + s.content.engine[p.engine - 1].free_moves
            if d[p.pos] <= reach:
                return True
        return False

    def federation_hex(self):
        s = self.s
        if s.attacked and not ship.has_crew(s, self.seat, "envoy"):
            return None
        d_here = self.dist[self.me.pos]
        return min(self.board.federation, key=lambda h: (d_here[h], h))

    def wanted_upgrade(self):
        me, s = self.me, self.s
        reserve = 3 if len(self.my_setts) < self.n.settlements_per_player else 0
        for module, level in SHOPPING:
            if me.level(module) == level - 1 and level <= MAX_LEVEL:
                if me.resources - s.upgrade_cost(module, level) >= reserve:
                    return module
                return None
        return None

    def best_goal(self):
        """(hex, score) of the best place to head for."""
        s, me, seat, w = self.s, self.me, self.seat, self.w
        here = me.pos
        d_here = self.dist[here]
        decay = w.decay
        budget = s.free_moves + s.actions // max(1, s.move_cost())
        best, best_v = None, 0.0

        def consider(h, value, cost, reach=0):
            nonlocal best, best_v
            if value <= 0 or h == here:
                return
            d = max(0, d_here[h] - reach)
            if d == 0:
                return
            v = value * (decay ** d) / (d + cost)
            if v > best_v or (v == best_v and best is not None and h < best):
                best, best_v = h, v

        occupied = {p.pos for i, p in enumerate(s.players) if i != seat}
        # federation: repair / upgrade
        if self.needs_federation():
            fed_best = self.federation_hex()
            if fed_best is not None:
                missing = self.max_hp - me.health
                value = (4.0 + 2.0 * missing) if self.needs_repair() else w.upgrade
                consider(fed_best, value, 1)
        # build sites
        if (len(self.my_setts) < self.n.settlements_per_player and me.resources >= self.n.settlement_cost
                and s.event_effect() != "asteroid_field"):
            for h in self.board.ball(here, 5):
                if h not in occupied and self.can_build(h):
                    v = self.settlement_value(h)
                    if v > w.build_min:
                        consider(h, v + w.build_bonus, self.n.settlement_actions)
        # route gems
        if self.my_setts:
            seen = set()
            for piece in list(self.my_setts) + list(self.my_gems):
                for h in self.board.neighbours[piece]:
                    if h in seen or h in occupied:
                        continue
                    seen.add(h)
                    if d_here[h] > budget + 4 or not self.can_gem(h):
                        continue
                    v = self.gem_value(h) * self.turns_left
                    if v > w.gem_min:
                        consider(h, v, 1)
        # fortify own settlements
        cost = s.fortify_cost(seat)
        spare = me.resources - (self.n.settlement_cost if len(self.my_setts) < self.n.settlements_per_player else 0)
        if spare >= cost:
            for h in self.my_setts:
                room = self.n.settlement_max_health - s.settlements[h][1]
                if room > 0 and h not in occupied:
                    consider(h, min(room, spare // cost) * w.fortify_point + w.fortify_base, 1)
        # raids
        if s.event_effect() != "patrol":
            rng = ship.weapon_range(s, seat)
            if self.safe_bp(self.n.bp_per_gem):
                for h, o in s.gems.items():
                    if o != seat and h not in self.board.federation:
                        consider(h, self.n.bp_per_gem * w.raid_share * self.aggr, 1, reach=rng)
        return best, best_v

    def step(self, moves, goal, avoid_shared=False):
        """The legal move that gets closest to goal (not onto another ship
        when a free hex does as well)."""
        if goal is None:
            if avoid_shared:
                free = [m for m in moves if not self.s.shared(self.seat, (m.q, m.r))]
                return (free or moves)[0] if moves else None
            return None
        d_goal = self.dist[goal]
        here_d = d_goal[self.me.pos]
        best, best_key = None, None
        for m in moves:
            h = (m.q, m.r)
            key = (d_goal[h], self.s.shared(self.seat, h), h)
            if best_key is None or key < best_key:
                best, best_key = m, key
        if best is None:
            return None
        if best_key[0] >= here_d and not avoid_shared:
            return None
        return best


def _factory(weights=None):
    return CaptainBot(weights=weights)


def potential(state) -> list:
    """Score (VP + BP + resources / 10) plus what was bought at cost (module
    levels, crew: spending is not a loss) plus a few turns of income and
    route VP (a settlement or a route gem pays every turn)."""
    content = state.content
    n = content.numbers
    per = float(n.resources_per_point)
    tables = (("weapon", content.weapon), ("shields", content.shields), ("engine", content.engine))
    out = []
    for seat, p in enumerate(state.players):
        value = p.vp + p.bp + p.resources / per
        for module, table in tables:
            value += sum(table[i].cost for i in range(p.level(module))) / per
        value += len(p.crew) * n.crew_cost / per
        income = n.settlement_income * len(state.owned_settlements(seat)) / per
        gems_vp, _complete = state.route_value(seat)
        value += W.horizon * (income + gems_vp * n.route_vp_per_gem)
        out.append(value)
    return out


def settle_far_from_end(state, seat, legal):
    """Hard plays Normal's move while the leader is more than search_gap VP
    short of the target.  There the potential at a cut a few turns ahead
    misjudges a plan that pays later (routes to building sites, the first
    settlements): overrides played out to the end lost win share early in
    the game and gained it late (see content/captain/bot_weights.yaml)."""
    if state.target - max(p.vp for p in state.players) <= W.search_gap:
        return None
    return CaptainBot().choose(state, seat, None)


# Why these figures (and what else was tried): docs/bots.md, Captain.
# Hard plays Normal's move until the leader is within search_gap VP of the
# target, then compares root-only rollouts of Normal cut at our 4th turn.
# Expert plays every rollout to the end of the game: the cut's potential
# misjudges what pays later, and more rollouts with it only trust that bias
# more often.
HARD = SearchSettings(potential=potential, scale=6.0, rollout="heuristic", epsilon=0.0, depth=None, cut_turns=4,
                      keep=0.0, sigmas=1.0, settle=settle_far_from_end)
BOT_SETTINGS = BotSettings(
    heuristic=_factory,
    easy_blunder=0.1,
    hard=HARD,
    expert=replace(HARD, cut_turns=None),
)

# what a hint says the rest of the turn does (event kind -> phrase), in this order
_HINT_DEEDS = {"build": "build a settlement", "gem": "place a gem", "attack": "attack", "capture": "capture",
               "raid": "raid", "upgrade": "upgrade the ship", "shop": "upgrade the ship", "fortify": "fortify",
               "repair": "repair", "sell": "sell", "collect": "collect"}


def hint_reason(state, action) -> str | None:
    """One line of why for a hint (game/ai/hint.py): what the heuristic goes
    on to do in the rest of this turn after the hinted action, and the VP it
    ends the turn with (`state` is a determinization of the person's view)."""
    from game.ai.hint import rest_of_turn

    seat = state.to_act
    before = state.players[seat].vp
    events, world = rest_of_turn(state, action, _factory())
    deeds = list(dict.fromkeys(_HINT_DEEDS[e.kind] for e in events if e.kind in _HINT_DEEDS and e.seat == seat))
    if not deeds:
        return None
    gain = world.players[seat].vp - before
    return "this turn you would " + ", then ".join(deeds[:3]) + (f" (+{gain} VP)" if gain > 0 else "")
