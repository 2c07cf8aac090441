"""Captain of the Stars: what may be done now.  `_reason` says in one
sentence why a decision is not possible (None when it is), following the
rulebook's "Turn Actions" restrictions and "Turn Action: Attacking"
requirements; `legal_actions` lists every possible decision (built directly
for the main phase, for speed; the tests check it agrees with `_reason`
over `_candidates`)."""
from __future__ import annotations

from game.games.captain.rules import actions as A
from game.games.captain.rules.data import MAX_LEVEL, MODULES
from game.games.captain.rules.event_cards import SELL_AMOUNTS
from game.games.captain.rules.player import who


class LegalityRules:
    """Part of CaptainState: the why-not reasons and the legal lists."""

    # ------------------------------------------------------------ why not
    def _reason(self, a) -> str | None:
        """None when legal, else a sentence saying why not."""
        if self.mode == "over":
            return "The game is over."
        seat = self.to_act
        t = type(a)
        if self.mode == "deflect":
            if t in (A.Deflect, A.TakeHit):
                return None
            return f"{who(seat)} must first decide whether to use their deflector chief."
        if self.mode == "hire":
            return self._reason_hire(a)
        if self.mode == "hire_more":
            if t is A.HireAnother:
                cost = self.crew_cost()
                if self.players[seat].resources < cost:
                    return f"Hiring costs {cost} resources; you have {self.players[seat].resources}."
                if not self.crew_deck:
                    return "The crew deck is empty."
                return None
            if t is A.DoneHiring:
                return None
            return "You are hiring: hire another crew member or stop hiring first."
        if self.mode == "shop":
            if t is A.DoneUpgrading:
                return None
            if t is A.Upgrade:
                return self._reason_upgrade(seat, a.module)
            return "You are at the shipyard: buy upgrades or leave the shipyard first."
        # mode "turn"
        if t in (A.KeepCrew, A.ReplaceCrew, A.HireAnother, A.DoneHiring):
            return "You are not hiring crew right now (use Hire in Federation space)."
        if t in (A.Upgrade, A.DoneUpgrading):
            return "You are not at the shipyard (visit it in Federation space first)."
        if t in (A.Deflect, A.TakeHit):
            return "Nobody is being attacked right now."
        p = self.players[seat]
        if t is A.EndTurn:
            if self.shared(seat):
                return "You cannot end your turn on another ship's hex."
            return None
        if self.shared(seat) and t not in (A.Move, A.Jump):
            return "Another ship is on your hex: you must move on before doing anything else."
        here = p.pos
        fed = here in self.board.federation
        n = self.content.numbers
        if t is A.Move:
            h = (a.q, a.r)
            if h not in self.board.hexes:
                return f"({a.q}, {a.r}) is not on the board."
            if h not in self.board.neighbours[here]:
                return "You can only move one hex at a time, to a neighbouring hex."
            free = self.free_moves > 0
            if not free and self.actions < self.move_cost():
                return (f"Moving costs {self.move_cost()} actions during the ion storm and you have {self.actions}."
                        if self.move_cost() > 1 else "You have no actions or free moves left.")
            if not self._can_enter(seat, h):
                return "You attacked this turn, so you may not enter Federation space until your next turn."
            if self.shared(seat, h) and not self._can_escape(seat, h, self._move_budget_after(free)):
                return "Another ship is there and you would not have moves left to get off its hex."
            return None
        if t is A.Build:
            if self.event_effect() == "asteroid_field":
                return "The asteroid field stops all building this round."
            if fed:
                return "Settlements cannot be built in Federation space."
            if self.actions < n.settlement_actions:
                return f"Building takes {n.settlement_actions} actions; you have {self.actions}."
            if p.resources < n.settlement_cost:
                return f"Building costs {n.settlement_cost} resources; you have {p.resources}."
            if len(self.owned_settlements(seat)) >= n.settlements_per_player:
                return f"You already have {n.settlements_per_player} settlements."
            if here in self.settlements:
                return "There is already a settlement here."
            if here in self.gems:
                return "There is a route gem here."
            for nb in self.board.neighbours[here]:
                if nb in self.settlements:
                    return "Settlements cannot be built next to another settlement."
            return None
        if t is A.PlaceGem:
            if fed:
                return "Route gems cannot be placed in Federation space."
            if self.actions < 1:
                return "You have no actions left."
            if here in self.settlements:
                return "There is a settlement here."
            if here in self.gems:
                return "There is already a route gem here."
            for nb in self.board.neighbours[here]:
                s = self.settlements.get(nb)
                if s is not None and s[0] != seat:
                    return "A route may not connect to another player's settlement."
            return None
        if t is A.Fortify:
            s = self.settlements.get(here)
            if s is None or s[0] != seat:
                return "You must be on one of your own settlements to fortify it."
            if self.actions < 1:
                return "You have no actions left."
            room = n.settlement_max_health - s[1]
            if room <= 0:
                return f"This settlement is already at its maximum health of {n.settlement_max_health}."
            if not 1 <= a.points <= room:
                return f"You can add 1 to {room} health here."
            cost = self.fortify_cost(seat)
            if p.resources < a.points * cost:
                return f"{a.points} points cost {a.points * cost} resources; you have {p.resources}."
            return None
        if t in (A.AttackShip, A.AttackSettlement, A.AttackGem):
            return self._reason_attack(seat, a)
        if t is A.Hire:
            if not fed:
                return "Crew can only be hired in Federation space."
            if self.event_effect() == "quarantine":
                return "The quarantine stops all hiring this round."
            if self.actions < 1:
                return "You have no actions left."
            cost = self.crew_cost()
            if p.resources < cost:
                return f"Hiring costs {cost} resources; you have {p.resources}."
            if not self.crew_deck:
                return "The crew deck is empty."
            return None
        if t is A.StartUpgrade:
            if not fed:
                return "Upgrades are only sold in Federation space."
            if self.actions < 1:
                return "You have no actions left."
            if all(self._reason_upgrade(seat, m) for m in MODULES):
                return "You cannot afford any upgrade."
            return None
        if t is A.Repair:
            if not fed:
                return "Repairs are only done in Federation space."
            if self.actions < 1:
                return "You have no actions left."
            missing = self.max_health(seat) - p.health
            if missing <= 0:
                return "Your ship is not damaged."
            if not 1 <= a.points <= missing:
                return f"You can repair 1 to {missing} points."
            cost = self.repair_cost()
            if p.resources < a.points * cost:
                return f"{a.points} points cost {a.points * cost} resources; you have {p.resources}."
            return None
        if t is A.Jump:
            if not self.has_crew(seat, "jump"):
                return "You have no jump pilot in your crew."
            h = (a.q, a.r)
            s = self.settlements.get(h)
            if s is None or s[0] != seat:
                return "You can only jump to one of your own settlements."
            if h == here:
                return "You are already there."
            if self.ship_at(h, exclude=seat) is not None:
                return "Another ship is on that settlement."
            return None
        if t is A.SellBounty:
            if self.event_effect() != "black_market":
                return "Bounty can only be sold while the Black Market event is in force."
            if a.points not in SELL_AMOUNTS and a.points != p.bp:
                return "Sell 1, 5, 10 or all of your BP."
            if not 1 <= a.points <= p.bp:
                return f"You have {p.bp} BP to sell."
            return None
        return f"{a.label()} is not a Captain of the Stars decision."

    def _reason_hire(self, a) -> str | None:
        seat = self.current
        t = type(a)
        p = self.players[seat]
        if t not in (A.KeepCrew, A.ReplaceCrew):
            return "Choose which candidate to take on first."
        if not 0 <= a.choice < len(self.reveal):
            return f"Choose candidate 1 to {len(self.reveal)}."
        if t is A.KeepCrew:
            if len(p.crew) >= self.content.numbers.crew_per_player:
                return f"Your crew is full ({len(p.crew)}): replace someone instead."
        elif not 0 <= a.slot < len(p.crew):
            return "You have no crew member in that place." if p.crew else "You have no crew to replace."
        return None

    def _reason_upgrade(self, seat: int, module: str) -> str | None:
        if module not in MODULES:
            return f"There is no {module!r} module (weapon, shields, engine)."
        p = self.players[seat]
        level = p.level(module)
        if level >= MAX_LEVEL:
            return f"Your {module} is already at level {MAX_LEVEL}."
        cost = self.upgrade_cost(module, level + 1)
        if p.resources < cost:
            return f"Level {level + 1} {module} costs {cost} resources; you have {p.resources}."
        return None

    def _reason_attack(self, seat: int, a) -> str | None:
        p = self.players[seat]
        if self.event_effect() == "patrol":
            return "The Federation patrol forbids attacks this round."
        if self.actions < 1:
            return "You have no actions left."
        if p.pos in self.board.federation:
            return "You cannot attack from Federation space."
        t = type(a)
        if t is A.AttackShip:
            if not 0 <= a.seat < self.num_players:
                return "There is no such player."
            if a.seat == seat:
                return "You cannot attack your own ship."
            target = self.players[a.seat].pos
            if target in self.board.federation:
                return "That ship is in Federation space, where it cannot be attacked."
            if a.seat in self.damaged:
                return "You already damaged that ship this turn."
            what = "That ship"
        else:
            target = (a.q, a.r)
            if t is A.AttackSettlement:
                s = self.settlements.get(target)
                if s is None:
                    return "There is no settlement there."
                if s[0] == seat:
                    return "You cannot attack your own settlement."
                what = "That settlement"
            else:
                g = self.gems.get(target)
                if g is None:
                    return "There is no route gem there."
                if g == seat:
                    return "You cannot attack your own route."
                what = "That gem"
        rng = self.weapon_range(seat)
        if self.board.dist[p.pos][target] > rng:
            return f"{what} is out of range (your weapons reach {rng} hex{'es' if rng > 1 else ''})."
        return None

    def why_illegal(self, action) -> str:
        if self.is_over:
            return "The game is over."
        try:
            reason = self._reason(action)
        except (TypeError, AttributeError, KeyError, IndexError):
            reason = None
        return reason or f"{action.label()} is not possible now."

    # ------------------------------------------------------------ legal actions
    def legal_actions(self) -> list:
        if self._legal is None:
            if self.mode == "turn":
                self._legal = self._legal_turn()
            else:
                self._legal = [a for a in self._candidates() if self._reason(a) is None]
        return list(self._legal)

    def _legal_turn(self) -> list:
        """The legal actions of the main phase, built directly (fast); tests
        check that it agrees with _reason over _candidates."""
        seat = self.current
        p = self.players[seat]
        here = p.pos
        board = self.board
        n = self.content.numbers
        centre = board.centre
        occupied = {o.pos for i, o in enumerate(self.players) if i != seat and o.pos != centre}
        others_at = {o.pos for i, o in enumerate(self.players) if i != seat}
        fed = board.federation
        eff = self.event_effect()
        out = []
        free = self.free_moves > 0
        cost = self.move_cost()
        if free or self.actions >= cost:
            fed_blocked = self.attacked and not self.has_crew(seat, "envoy")
            budget = None
            for h in board.neighbours[here]:
                if fed_blocked and h in fed:
                    continue
                if h in occupied:
                    if budget is None:
                        budget = self._move_budget_after(free)
                    if not self._can_escape(seat, h, budget):
                        continue
                out.append(A.Move(h[0], h[1]))
        mine = None
        if self.has_crew(seat, "jump"):
            mine = sorted(self.owned_settlements(seat))
            out += [A.Jump(h[0], h[1]) for h in mine if h != here and h not in others_at]
        if here in occupied:
            return out
        acts = self.actions
        if here in fed:
            if acts >= 1:
                if eff != "quarantine" and self.crew_deck and p.resources >= self.crew_cost():
                    out.append(A.Hire())
                if any(self._reason_upgrade(seat, m) is None for m in MODULES):
                    out.append(A.StartUpgrade())
                missing = self.max_health(seat) - p.health
                if missing > 0:
                    k = min(missing, p.resources // self.repair_cost())
                    out += [A.Repair(i) for i in range(1, k + 1)]
        else:
            setts = self.settlements
            if acts >= 1:
                if here not in setts and here not in self.gems:
                    nbrs = board.neighbours[here]
                    if (acts >= n.settlement_actions and p.resources >= n.settlement_cost and eff != "asteroid_field"
                            and not any(nb in setts for nb in nbrs)):
                        if mine is None:
                            mine = self.owned_settlements(seat)
                        if len(mine) < n.settlements_per_player:
                            out.append(A.Build())
                    if not any(nb in setts and setts[nb][0] != seat for nb in nbrs):
                        out.append(A.PlaceGem())
                st = setts.get(here)
                if st is not None and st[0] == seat:
                    k = min(n.settlement_max_health - st[1], p.resources // self.fortify_cost(seat))
                    out += [A.Fortify(i) for i in range(1, k + 1)]
                if eff != "patrol":
                    dist = board.dist[here]
                    rng = self.weapon_range(seat)
                    for i, o in enumerate(self.players):
                        if i != seat and o.pos not in fed and i not in self.damaged and dist[o.pos] <= rng:
                            out.append(A.AttackShip(i))
                    gems = self.gems
                    for h in board.ball(here, rng):
                        st = setts.get(h)
                        if st is not None and st[0] != seat:
                            out.append(A.AttackSettlement(h[0], h[1]))
                        g = gems.get(h)
                        if g is not None and g != seat:
                            out.append(A.AttackGem(h[0], h[1]))
        if eff == "black_market" and p.bp:
            amounts = sorted({k for k in SELL_AMOUNTS if k <= p.bp} | {p.bp})
            out += [A.SellBounty(k) for k in amounts]
        out.append(A.EndTurn())
        return out

    def is_legal(self, action) -> bool:
        return action in self.legal_actions()

    def _candidates(self) -> list:
        mode = self.mode
        if mode == "over":
            return []
        if mode == "deflect":
            return [A.Deflect(), A.TakeHit()]
        seat = self.current
        p = self.players[seat]
        if mode == "hire":
            out = [A.KeepCrew(i) for i in range(len(self.reveal))]
            out += [A.ReplaceCrew(i, s) for i in range(len(self.reveal)) for s in range(len(p.crew))]
            return out
        if mode == "hire_more":
            return [A.HireAnother(), A.DoneHiring()]
        if mode == "shop":
            return [A.Upgrade(m) for m in MODULES] + [A.DoneUpgrading()]
        here = p.pos
        out = [A.Move(h[0], h[1]) for h in self.board.neighbours[here]]
        if self.has_crew(seat, "jump"):
            out += [A.Jump(h[0], h[1]) for h in sorted(self.owned_settlements(seat))]
        if self.shared(seat):
            return out
        n = self.content.numbers
        if here in self.board.federation:
            out.append(A.Hire())
            out.append(A.StartUpgrade())
            missing = self.max_health(seat) - p.health
            out += [A.Repair(k) for k in range(1, missing + 1)]
        else:
            out.append(A.Build())
            out.append(A.PlaceGem())
            s = self.settlements.get(here)
            if s is not None and s[0] == seat:
                out += [A.Fortify(k) for k in range(1, n.settlement_max_health - s[1] + 1)]
            if self.actions >= 1 and self.event_effect() != "patrol":
                for i, o in enumerate(self.players):
                    if i != seat:
                        out.append(A.AttackShip(i))
                for h in self.board.ball(here, self.weapon_range(seat)):
                    s = self.settlements.get(h)
                    if s is not None and s[0] != seat:
                        out.append(A.AttackSettlement(h[0], h[1]))
                    g = self.gems.get(h)
                    if g is not None and g != seat:
                        out.append(A.AttackGem(h[0], h[1]))
        if self.event_effect() == "black_market" and p.bp:
            amounts = sorted({k for k in SELL_AMOUNTS if k <= p.bp} | {p.bp})
            out += [A.SellBounty(k) for k in amounts]
        out.append(A.EndTurn())
        return out
