"""Cartel turn flow: legal actions, applying them, the effect steps, the
pending questions (Congressman Tu's target, Warden Sachs) and scoring.
Mixed into CartelState (state.py), which holds the data and the views."""
from __future__ import annotations

from game.rules.core import Event, Score

from . import city, places
from .actions import (Appoint, Attack, Bribe, Build, Discard, Draw, Move, PlaceAgent, PlaceFirst, Remove, Retrieve,
                      Reveal, Road, SaveAgent, Shadow, Skip, Snitch, Summon, Swap, name, seat_name)
from .data import BUSINESSES, OFFICIALS, ROADS, SNITCH

who = seat_name


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class TurnFlow:
    # ------------------------------------------------------------ legal actions
    def turn_actions(self) -> list:
        stage = self.stage
        seat = self.current
        hand = self.hands[seat]
        if stage == "place_first":
            lots = sorted(self.lots())
            return [PlaceFirst(card, x, y) for card in sorted(set(hand)) if card in BUSINESSES for x, y in lots]
        if stage == "action":
            return self._action_choices(seat)
        if stage in ("pay", "discard"):
            return [Discard(card) for card in sorted(set(hand))]
        if stage == "place_agent":
            return [PlaceAgent(x, y) for x, y in self._agent_spots(seat, self.focus)]
        if stage == "attack":
            counts = self.agents_at(self.focus)
            return [Attack(s) for s in range(self.num_players) if s != seat and counts[s]] + [Skip()]
        if stage == "tracy":
            return self._tracy_choices(seat) + [Skip()]
        if stage == "juan":
            return self._juan_choices()
        if stage == "ford":
            return [Retrieve(card) for card in sorted(set(self.discard))] + [Skip()]
        if stage == "sven":
            return self._sven_choices(seat)
        return []

    def _action_choices(self, seat: int) -> list:
        hand = self.hands[seat]
        out = [_DRAW]
        spare = len(hand) - 1
        geo = self.geometry()
        # what building on top costs, per building: floors and Agents (build_cost), but for the two
        # Businesses whose price differs
        zero = (0,) * self.num_players
        tops = []
        for cell in sorted(self.buildings):
            agents = sum(self.agents.get(cell, zero))
            tops.append((cell, len(self.buildings[cell]) + agents, 3 * agents))
        for card in sorted(set(hand)):
            if card in BUSINESSES:
                on_lots = geo.lot_builds.get(card)
                if on_lots is None:
                    on_lots = geo.lot_builds[card] = [_build(card, cell) for cell in sorted(geo.lots)]
                out += on_lots
                if card == "shelfcorp":
                    out += [_build(card, cell) for cell, _, _ in tops]
                elif card == "security":
                    out += [_build(card, cell) for cell, _, cost in tops if cost <= spare]
                else:
                    out += [_build(card, cell) for cell, cost, _ in tops if cost <= spare]
            elif card in ROADS:
                out += self._road_choices(card)
            elif card in OFFICIALS:
                out.append(_bribe(card))
            elif card == SNITCH and self.all_officials_in_play():
                out.append(Snitch())
        fivel = "fivel" in self.officials[seat] and len(hand) < 2
        agents = self.agents
        own = frozenset(cell for cell, counts in agents.items() if counts[seat])
        reaches = geo.reaches
        for cell in sorted(own):
            mine = agents[cell][seat]
            dests = reaches.get((cell, own))
            if dests is None:
                dests = reaches[(cell, own)] = sorted(city.destinations(geo, cell, own.__contains__))
            for dest in dests:
                if fivel and self._rivals_at(dest, seat):
                    continue
                out += _moves(cell, dest, mine)
        if "tu" in self.officials[seat]:  # "choose a player": yourself too (rules.md)
            out += [Summon(s) for s in range(self.num_players)]
        return out

    def _road_choices(self, card: str) -> list:
        """Every Road action of `card`; kept with the city's geometry until a cell is filled."""
        cache = self.geometry().road_spots
        out = cache.get(card)
        if out is None:
            out = cache[card] = [_road(card, cell, rot) for cell, rot in
                                 city.road_spots(self.roads, self.buildings, self.content.roads[card])]
        return out

    def _rivals_at(self, cell, seat: int) -> bool:
        counts = self.agents.get(cell)
        return counts is not None and any(n for s, n in enumerate(counts) if s != seat)

    def _agent_spots(self, seat: int, built) -> list:
        spots = {tuple(built)} if built is not None else set()
        spots |= {c for c, counts in self.agents.items() if counts[seat]}
        return sorted(spots)

    def _tracy_choices(self, seat: int) -> list:
        out = []
        for cell in sorted(self.agents):
            for s, n in enumerate(self.agents[cell]):
                if s != seat and n:
                    out += [Shadow(s, cell[0], cell[1], t[0], t[1]) for t in sorted(self.adjacent(cell))]
        return out

    def _juan_targets(self) -> list:
        placed = [self.on_board(s) for s in range(self.num_players)]
        top = max(placed)
        return [s for s in range(self.num_players) if top and placed[s] == top]

    def _juan_choices(self) -> list:
        out = []
        for s in self._juan_targets():
            out += [Remove(s, x, y) for (x, y) in sorted(self.agents) if self.agents[(x, y)][s]]
        return out

    def _sven_choices(self, seat: int) -> list:
        out = []
        for s in range(self.num_players):
            if s == seat:
                continue
            out += [Swap(s, "agent", x, y) for (x, y) in sorted(self.agents) if self.agents[(x, y)][s]]
            out += [Swap(s, k, 0, 0) for k in sorted(self.officials[s]) if k != "sven"]
        return out

    # ------------------------------------------------------------ applying turn actions
    def apply_turn(self, a, events: list) -> None:
        seat = self.current
        stage = self.stage
        self.stage = "busy"
        if stage == "place_first":
            self._place_first(seat, a, events)
        elif stage == "action":
            self.actions_left -= 1
            self._take_action(seat, a, events)
        elif stage in ("pay", "discard"):
            self._lose_card(seat, a.card)
            self.discard.append(a.card)
            self.paid += 1
            events.append(Event("discard", f"{who(seat)} discards {name(a.card)}.", seat,
                                {"seat": seat, "card": a.card, "why": stage}, sound="card"))
            if stage == "pay":
                self.pay_left -= 1
                if self.pay_left > 0:
                    self.stage = "pay"
            elif len(self.hands[seat]) > self.content.numbers.keep_after_turn:
                self.stage = "discard"
        elif stage == "place_agent":
            self._add_agent(seat, (a.x, a.y), events, gained=True)
        elif stage == "attack":
            if isinstance(a, Attack):
                events.append(Event("attack", f"{who(seat)} attacks {who(a.seat)}'s Agent {self._in(self.focus)}.", seat,
                                    {"seat": seat, "target": a.seat, "x": self.focus[0], "y": self.focus[1]}))
                self.trash_queue.append((a.seat, self.focus))
            else:
                events.append(Event("skip", f"{who(seat)} holds back.", seat))
        elif stage == "tracy":
            if isinstance(a, Shadow):
                self.tracy_used = True
                src_name = self.place((a.x, a.y))
                self._shift(a.seat, (a.x, a.y), (a.tx, a.ty))
                events.append(Event("shadow", f"Detective Tracy moves {who(a.seat)}'s Agent from {src_name} "
                                    f"to {self.place((a.tx, a.ty))}.", seat,
                                    {"seat": a.seat, "x": a.x, "y": a.y, "tx": a.tx, "ty": a.ty}))
        elif stage == "juan":
            events.append(Event("remove", f"Captain Juan goes after {who(a.seat)}'s Agent "
                                f"{self._in((a.x, a.y))}.", seat,
                                {"seat": a.seat, "x": a.x, "y": a.y}))
            self.trash_queue.append((a.seat, (a.x, a.y)))
        elif stage == "ford":
            if isinstance(a, Retrieve):
                self.discard.remove(a.card)
                self._gain_card(seat, a.card)
                self.known[seat] = sorted(self.known[seat] + [a.card])  # everyone saw it taken
                events.append(Event("retrieve", f"{who(seat)} takes {name(a.card)} from the discard pile.", seat,
                                    {"seat": seat, "card": a.card}, sound="card"))
        elif stage == "sven":
            self._sven(seat, a, events)

    def _place_first(self, seat: int, a, events: list) -> None:
        lot = self.place((a.x, a.y))
        self._lose_card(seat, a.card)
        self._set_building((a.x, a.y), (a.card,))
        self.reserve[seat] -= 1
        self._put(seat, (a.x, a.y), 1)
        events.append(Event("build", f"{who(seat)} opens {name(a.card)} on {lot} with an Agent.", seat,
                            {"seat": seat, "card": a.card, "x": a.x, "y": a.y, "floor": 0, "first": True},
                            sound="card"))
        self.to_place.pop(0)
        if self.to_place:
            self.current = self.to_place[0]
            self.stage = "place_first"
        else:
            self.current = self.first
            self._start_turn(events)

    def _take_action(self, seat: int, a, events: list) -> None:
        if isinstance(a, Draw):
            self._draw(seat, 1, events)
        elif isinstance(a, Build):
            self._build(seat, a, events)
        elif isinstance(a, Road):
            spot = places.beside(self.roads, self.buildings, (a.x, a.y), self.top_counts())
            self._lose_card(seat, a.card)
            shape = self.content.roads[a.card]
            self.roads[(a.x, a.y)] = (a.card, a.rot, shape.exits_at(a.rot))
            self._geo = None
            events.append(Event("road", f"{who(seat)} lays a {name(a.card)} {spot}.", seat,
                                {"seat": seat, "card": a.card, "x": a.x, "y": a.y, "rot": a.rot},
                                sound="card"))
        elif isinstance(a, Bribe):
            self._lose_card(seat, a.card)
            self._into_service(seat, a.card, events, f"{who(seat)} buys off {name(a.card)}.")
            if a.card in ("juan", "ford", "sven"):
                self.todo.append((a.card,))
        elif isinstance(a, Snitch):
            self._lose_card(seat, SNITCH)
            self.discard.append(SNITCH)
            taken = []
            for s in range(self.num_players):
                if s != seat:
                    taken += self.officials[s]
                    self.officials[s] = []
            self.officials[seat] += taken
            events.append(Event("snitch", f"{who(seat)} plays The Snitch: every Official now answers to them.", seat,
                                {"seat": seat, "taken": sorted(taken)}, barrier=True))
            self._end("The Snitch sold out the Cartel", events)
        elif isinstance(a, Move):
            self._move(seat, a, events)
        elif isinstance(a, Summon):
            events.append(Event("summon", f"{who(seat)} has Congressman Tu lean on {who(a.seat)}.", seat,
                                {"seat": seat, "target": a.seat}))
            self.push(a.seat, "summoned", f"Congressman Tu ({who(seat)}): put an Official into service, "
                      "or show your hand if you have none.", {"by": seat}, can_pass=False)

    def _build(self, seat: int, a, events: list) -> None:
        cell = (a.x, a.y)
        cost = self.build_cost(a.card, cell)
        agents_before = sum(self.agents_at(cell)) if cell in self.buildings else 0
        site = f"on top of {self.place(cell)}" if cell in self.buildings else f"on {self.place(cell)}"
        self._lose_card(seat, a.card)
        floors = self.buildings.get(cell, ())
        self._set_building(cell, floors + (a.card,))
        self.focus = cell
        self.paid = 0
        events.append(Event("build", f"{who(seat)} builds {name(a.card)} {site}, floor {len(floors) + 1}"
                            + (f" (cost {_plural(cost, 'card')})." if cost else "."), seat,
                            {"seat": seat, "card": a.card, "x": a.x, "y": a.y, "floor": len(floors), "cost": cost},
                            sound="card"))
        if cost and a.card != "security":  # Private Security's own price is its effect
            self.todo.append(("pay", cost, f"building {name(a.card)}"))
        self.todo.append(("effect", a.card, cell, len(floors), agents_before))

    def _move(self, seat: int, a, events: list) -> None:
        src, dst = (a.x, a.y), (a.tx, a.ty)
        if "fivel" in self.officials[seat] and self._rivals_at(dst, seat):
            self.paid = 0
            self.todo.append(("pay", 2, "Informant Fivel: moving in on rival Agents"))
        src_name = self.place(src)
        self._shift(seat, src, dst, a.count)
        self.focus = dst
        events.append(Event("move", f"{who(seat)} moves {_plural(a.count, 'Agent')} from {src_name} "
                            f"to {self.place(dst)}.", seat,
                            {"seat": seat, "x": a.x, "y": a.y, "tx": a.tx, "ty": a.ty, "count": a.count}))
        self.todo.append(("attack", dst))
        self.todo.append(("tracy",))

    def _sven(self, seat: int, a, events: list) -> None:
        self.officials[seat].remove("sven")
        self.officials[a.seat].append("sven")
        if a.card == "agent":
            cell = (a.x, a.y)
            self._put(a.seat, cell, -1)
            self.reserve[a.seat] += 1
            self.reserve[seat] -= 1
            self._put(seat, cell, 1)
            events.append(Event("swap", f"{who(seat)}'s Sneaky Sven takes {who(a.seat)}'s Agent {self._in(cell)}; "
                                f"{who(a.seat)} gets Sven in return.", seat,
                                {"seat": seat, "target": a.seat, "card": "agent", "x": a.x, "y": a.y}))
            self._check_agents_out(seat, events)
        else:
            self.officials[a.seat].remove(a.card)
            self.officials[seat].append(a.card)
            events.append(Event("swap", f"{who(seat)}'s Sneaky Sven takes {name(a.card)} from {who(a.seat)}; "
                                f"{who(a.seat)} gets Sven in return.", seat,
                                {"seat": seat, "target": a.seat, "card": a.card}))

    def _in(self, cell) -> str:
        cell = tuple(cell)
        return ("in " if cell in self.buildings else "on ") + self.place(cell)

    # ------------------------------------------------------------ small mutations
    def _lose_card(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        known = self.known[seat]
        if card in known:  # observers cannot tell whether the seen copy left: forget it
            known.remove(card)

    def _gain_card(self, seat: int, card: str) -> None:
        hand = self.hands[seat]
        hand.append(card)
        hand.sort()

    def _set_building(self, cell, floors: tuple) -> None:
        if cell not in self.buildings:
            self._geo = None
        tops = self._tops
        if tops is not None:  # the naming counts of top floors, kept up to date once made
            old = self.buildings.get(cell)
            if old:
                tops[old[-1]] -= 1
            tops[floors[-1]] = tops.get(floors[-1], 0) + 1
        self.buildings[cell] = floors

    def _put(self, seat: int, cell, k: int) -> None:
        counts = list(self.agents.get(cell, (0,) * self.num_players))
        counts[seat] += k
        if any(counts):
            self.agents[cell] = tuple(counts)
        else:
            self.agents.pop(cell, None)

    def _shift(self, seat: int, src, dst, k: int = 1) -> None:
        self._put(seat, src, -k)
        self._put(seat, dst, k)

    def _add_agent(self, seat: int, cell, events: list, gained: bool) -> None:
        self.reserve[seat] -= 1
        self._put(seat, cell, 1)
        events.append(Event("place_agent", f"{who(seat)} places a new Agent {self._in(cell)}.", seat,
                            {"seat": seat, "x": cell[0], "y": cell[1]}))
        self._check_agents_out(seat, events)

    def _into_service(self, seat: int, card: str, events: list, text: str) -> None:
        for s in range(self.num_players):
            if card in self.officials[s]:
                self.officials[s].remove(card)
                self.discard.append(card)
                events.append(Event("treachery", f"Treachery: {who(s)}'s {name(card)} is discarded.", s,
                                    {"seat": s, "card": card}))
        self.officials[seat].append(card)
        events.append(Event("bribe", text, seat, {"seat": seat, "card": card}, sound="card"))

    def _draw(self, seat: int, n: int, events: list) -> bool:
        """Draw n cards; False if the game ended because none were left."""
        drawn = []
        for _ in range(n):
            if not self.deck:
                if self.reshuffled == 0 and self.discard:
                    self.deck = sorted(self.discard)
                    self.discard = []
                    self.rng.shuffle(self.deck)
                    self.reshuffled = 1
                    events.append(Event("reshuffle", "The Bankroll deck is empty: the discards are shuffled "
                                        "into a new deck.", None, {"cards": len(self.deck)}, barrier=True))
                else:
                    self._report_draw(seat, drawn, events)
                    self._end("the Bankroll deck ran out for the second time" if self.reshuffled else
                              "the Bankroll deck ran out with no discards to shuffle into a new one", events)
                    return False
            card = self.deck.pop()
            drawn.append(card)
            self._gain_card(seat, card)
        self._report_draw(seat, drawn, events)
        return True

    def _report_draw(self, seat: int, drawn: list, events: list) -> None:
        if not drawn:
            return
        drawn = sorted(drawn)  # the order within one draw says nothing (hands are kept sorted)
        mine = ", ".join(name(c) for c in drawn)
        events.append(Event("draw", f"{who(seat)} draws {_plural(len(drawn), 'card')}.", seat,
                            {"seat": seat, "cards": len(drawn)}, private={seat: f"You draw {mine}."},
                            private_data={seat: {"drawn": list(drawn)}}, barrier=True, sound="card"))

    def _check_agents_out(self, seat: int, events: list) -> None:
        if self.reserve[seat] <= 0 and self.stage != "over":
            self._end(f"{who(seat)} has every Agent in the city", events)

    def _end(self, why: str, events: list) -> None:
        if self.stage == "over":
            return
        self.stage = "over"
        self.ended_by = why
        self.stack = []
        self.todo = []
        self.trash_queue = []
        board = ", ".join(f"{who(sc.seat)} {sc.total}" for sc in self.scores())
        events.append(Event("end", f"The game ends: {why}. Scores: {board}.", None,
                            {"why": why, "hands": [list(h) for h in self.hands]}, barrier=True))

    # ------------------------------------------------------------ steps
    def settle(self, events: list) -> None:
        while True:
            super().settle(events)
            if self.stack or self.stage != "busy":
                return
            self._step(events)

    def _step(self, events: list) -> None:
        seat = self.current
        if self.trash_queue:
            self._trash_next(events)
            return
        if not self.todo:
            if self.actions_left > 0:
                self.stage = "action"
            else:
                self._end_turn(events)
            return
        step = self.todo.pop(0)
        kind = step[0]
        if kind == "pay":
            self.pay_left, self.pay_why = step[1], step[2]
            self.stage = "pay"
        elif kind == "effect":
            self._effect(seat, *step[1:], events=events)
        elif kind == "gain":
            if self.reserve[seat] > 0:
                spots = self._agent_spots(seat, step[1])
                if len(spots) == 1:
                    self._add_agent(seat, spots[0], events, gained=True)
                else:
                    self.focus = step[1]
                    self.stage = "place_agent"
        elif kind == "draw":
            self._draw(seat, step[1], events)
        elif kind == "trash_all":
            cell = step[1]
            counts = self.agents_at(cell)
            for s in range(self.num_players):
                self.trash_queue += [(s, cell)] * counts[s]
        elif kind == "attack":
            counts = self.agents_at(step[1])
            mine = counts[seat]
            rival = max((n for s, n in enumerate(counts) if s != seat), default=0)
            equal_ok = "fivel" in self.officials[seat]
            if rival and (mine > rival or (equal_ok and mine >= rival)):
                self.focus = step[1]
                self.stage = "attack"
        elif kind == "tracy":
            if "tracy" in self.officials[seat] and not self.tracy_used and self._tracy_choices(seat):
                self.stage = "tracy"
        elif kind == "juan":
            if self._juan_choices():
                self.stage = "juan"
        elif kind == "ford":
            if self.discard:
                self.stage = "ford"
        elif kind == "sven":
            if "sven" in self.officials[seat] and self._sven_choices(seat):
                self.stage = "sven"

    def _effect(self, seat: int, card: str, cell, floor: int, agents_before: int, events: list) -> None:
        gain = False
        if card in ("anniewares", "toptech"):
            gain = True
        elif card == "groundhog":
            gain = floor == 0
        elif card == "double_down":
            gain = city.double_down_touches(self.buildings, cell, floor)
        elif card == "neue_news":
            gain = bool(self.officials[seat])
        elif card == "manned":
            gain = agents_before > 0
        elif card == "laundromat":
            if self.paid:
                self.todo.insert(0, ("draw", self.paid))
        elif card == "security":
            here = agents_before
            if here:
                self.paid = 0
                self.todo[0:0] = [("pay", 3 * here, "Private Security"), ("trash_all", cell)]
        elif card == "consulting":
            self.actions_left += 2
            events.append(Event("consulting", f"{who(seat)} gains two more Actions.", seat, {"seat": seat}))
        if gain:
            self.todo.insert(0, ("gain", cell))

    def _trash_next(self, events: list) -> None:
        seat, cell = self.trash_queue.pop(0)
        if not self.agents_at(cell)[seat]:
            return
        if self.owner_of("sachs") == seat and len(self.hands[seat]) >= 3:
            dest = self.tallest_cell(seat, besides=cell)
            if dest is not None:
                self.push_resume("trash", {"seat": seat, "x": cell[0], "y": cell[1], "to": dest})
                self.push(seat, "sachs", f"Warden Sachs: your Agent at ({cell[0]}, {cell[1]}) is about to be "
                          f"trashed. Pay 3 cards to send it to ({dest[0]}, {dest[1]}) instead?",
                          {"x": cell[0], "y": cell[1], "to": dest})
                return
        self._trash(seat, cell, events)

    def _trash(self, seat: int, cell, events: list) -> None:
        self._put(seat, cell, -1)
        self.reserve[seat] += 1
        events.append(Event("trash", f"{who(seat)}'s Agent {self._in(cell)} is trashed.", seat,
                            {"seat": seat, "x": cell[0], "y": cell[1]}))

    def _end_turn(self, events: list) -> None:
        seat = self.current
        if len(self.hands[seat]) > self.content.numbers.keep_after_turn:
            self.stage = "discard"
            return
        height = self.tallest(seat)
        if height and not self._draw(seat, height, events):
            return
        self.current = (seat + 1) % self.num_players
        self.turns += 1
        self._start_turn(events)

    def _start_turn(self, events: list) -> None:
        self.actions_left = self.content.numbers.actions_per_turn
        self.tracy_used = False
        self.focus = None
        self.stage = "action"
        events.append(Event("turn", f"{who(self.current)}'s turn.", self.current, {"seat": self.current}))

    # ------------------------------------------------------------ pending questions
    def pending_actions(self, p) -> list:
        hand = self.hands[p.seat]
        if p.kind == "summoned":
            offs = sorted({c for c in hand if c in OFFICIALS})
            return [Appoint(c) for c in offs] if offs else [Reveal()]
        if p.kind == "sachs":
            return [SaveAgent()]
        if p.kind == "sachs-pay":
            return [Discard(c) for c in sorted(set(hand))]
        return []

    def answer(self, p, a, events: list) -> None:
        seat = p.seat
        if p.kind == "summoned":
            if isinstance(a, Appoint):
                self._lose_card(seat, a.card)
                self._into_service(seat, a.card, events, f"{who(seat)} puts {name(a.card)} into service "
                                   "(no arrival effect).")
            else:
                self.known[seat] = list(self.hands[seat])
                events.append(Event("reveal", f"{who(seat)} has no Official and shows their hand: "
                                    f"{', '.join(name(c) for c in self.hands[seat]) or 'nothing'}.", seat,
                                    {"seat": seat, "hand": list(self.hands[seat])}, barrier=True))
        elif p.kind == "sachs":
            self.push(seat, "sachs-pay", "Warden Sachs: discard 3 cards.", {"left": 3}, can_pass=False)
        elif p.kind == "sachs-pay":
            self._lose_card(seat, a.card)
            self.discard.append(a.card)
            events.append(Event("discard", f"{who(seat)} discards {name(a.card)}.", seat,
                                {"seat": seat, "card": a.card, "why": "sachs"}, sound="card"))
            left = p.get("left") - 1
            if left:
                self.push(seat, "sachs-pay", f"Warden Sachs: discard {left} more.", {"left": left}, can_pass=False)
            else:
                self.note(saved=True)

    def resume(self, p, events: list) -> None:
        if p.kind != "trash":
            return
        seat, cell = p.get("seat"), (p.get("x"), p.get("y"))
        if p.get("saved"):
            dest = tuple(p.get("to"))
            self._shift(seat, cell, dest)
            events.append(Event("save", f"Warden Sachs whisks {who(seat)}'s Agent from {self.place(cell)} "
                                f"to {self.place(dest)}.", seat,
                                {"seat": seat, "x": cell[0], "y": cell[1], "tx": dest[0], "ty": dest[1]}))
        else:
            self._trash(seat, cell, events)

    # ------------------------------------------------------------ scores
    def scores(self) -> list:
        out = []
        for seat in range(self.num_players):
            parts = self.score_parts(seat)
            offs = len(self.officials[seat])
            total = parts["buildings"] + parts["officials"]
            out.append(Score(seat, total, (parts["controlled"], offs, self.on_board(seat)),
                             {"buildings": parts["buildings"], "officials": parts["officials"]},
                             {"buildings": f"{_plural(parts['controlled'], 'building')} controlled",
                              "officials": f"{_plural(offs, 'Official')} \u00d7 "
                                           f"{self.content.numbers.official_points}"}))
        return out


# Legal lists are rebuilt at every decision of every rollout: the same action
# records are kept and handed out again (they are frozen and compared by value).
_DRAW = Draw()
_BUILDS: dict = {}
_ROADS: dict = {}
_BRIBES: dict = {}
_MOVES: dict = {}


def _build(card: str, cell) -> Build:
    key = (card, cell)
    a = _BUILDS.get(key)
    if a is None:
        a = _BUILDS[key] = Build(card, cell[0], cell[1])
    return a


def _road(card: str, cell, rot: int) -> Road:
    key = (card, cell, rot)
    a = _ROADS.get(key)
    if a is None:
        a = _ROADS[key] = Road(card, cell[0], cell[1], rot)
    return a


def _bribe(card: str) -> Bribe:
    a = _BRIBES.get(card)
    if a is None:
        a = _BRIBES[card] = Bribe(card)
    return a


def _moves(cell, dest, most: int) -> list:
    key = (cell, dest, most)
    out = _MOVES.get(key)
    if out is None:
        out = _MOVES[key] = [Move(cell[0], cell[1], dest[0], dest[1], k) for k in range(1, most + 1)]
    return out
