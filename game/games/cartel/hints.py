"""Cartel table texts that need the table: hover texts of spaces and hand
cards, what a click will do, why a spot is not possible.  CartelHints reads
the view, the legal actions and the rules' build cost through the table's
context, the city through the CartelBoard and what the person holds through
the CartelHolding; the words come from texts.py and the rules' labels."""
from __future__ import annotations

from game.games.cartel import texts as T
from game.games.cartel.rules.actions import Build
from game.games.cartel.rules.costs import can_attack, fivel_toll
from game.games.cartel.holding import PLACE_TYPES, CartelHolding, kind_of
from game.scenes.table_parts.click_words import click_text, costs_text


class CartelHints:
    def __init__(self, ctx, board, holding: CartelHolding):
        self.ctx = ctx
        self.board = board  # the table's CartelBoard (its city)
        self.holding = holding

    # ------------------------------------------------------------ spaces
    def cell_tip(self, cell) -> str:
        """What a space holds (any viewer may know it)."""
        city = self.board.city()
        cell = tuple(cell)
        name = self.ctx.seat_name
        if cell in city.buildings:
            floors = [f.card for f in city.buildings[cell]]
            place = self.ctx.state.place(cell)
            me = self.ctx.viewer
            yours = (me, self.ctx.state.worth_if_taken(cell, me)) if me is not None else None
            text = T.building_tip(place, floors, city.agents.get(cell, []), city.control.get(cell), name,
                                  self.ctx.state.worth(cell), yours)
            cost = self.cost_line(cell)
            return text + ("\n" + cost if cost else "")
        if cell in city.roads:
            return T.road_tip(self.ctx.state.place(cell), city.road_names.get(cell, "straight"), city.roads[cell],
                              city.agents.get(cell, []), name)
        lots = {tuple(c) for c in self.ctx.view.get("lots", ())}
        if cell in lots:
            return f"Empty lot {self.ctx.state.place(cell)[len('the lot '):]}: a Business may open here for free (ground floor)."
        return ""

    def cost_line(self, cell) -> str:
        """The build cost on top of a building, as the rules count it."""
        card = self.holding.card()
        probe = card if card and T.kind_type(card) == "business" else "anniewares"
        try:
            cost = self.ctx.state.build_cost(probe, tuple(cell))
        except Exception:
            return ""
        if card and probe == card:
            return ""  # the click's own line tells the price (the rules' consequences)
        return f"Building on top costs {T.plural(cost, 'card')} (one per Business and Agent in it)."

    def cell_action_tip(self, cell, acts: list, key, choose: bool = False) -> str:
        head = self.cell_tip(cell)
        lines = [head] if head else []
        if key[0] == "from":
            what = "your Agents" if kind_of(acts[0]) == "Move" else "a rival's Agent"
            lines.append(f"Click to pick up {what} here, then click where they go.")
            fights = sorted({self.ctx.state.place((a.tx, a.ty)) for a in acts
                             if kind_of(a) == "Move" and can_attack(self.ctx.state, self.ctx.state.to_act, a)})
            if fights:
                lines.append(f"Moving into {' or '.join(fights)} lets you trash a rival Agent there.")
            state = self.ctx.state
            tolls = {state.place((a.tx, a.ty)): fivel_toll(state, state.to_act, (a.tx, a.ty)) for a in acts
                     if kind_of(a) == "Move"}
            tolled = sorted(p for p, n in tolls.items() if n)
            if tolled:
                lines.append(f"Informant Fivel: moving into {' or '.join(tolled)} costs you "
                             f"{T.plural(tolls[tolled[0]], 'card')}.")
        elif choose and len(acts) > 1:
            lines.append("Click to choose: " + " / ".join(self.ctx.action_label(a) for a in acts[:3])
                         + (" / …" if len(acts) > 3 else ""))
            shared = set.intersection(*(set(costs_text(self.ctx, a).split("\n")) for a in acts)) - {""}
            lines += [line for line in costs_text(self.ctx, acts[0]).split("\n") if line in shared]
        elif acts:  # the frame adds how many other choices a right-click offers
            lines.append(click_text(self.ctx, acts[0]))
            if kind_of(acts[0]) == "Road" and len(acts) > 1:
                lines.append("R turns the road first.")
        return "\n".join(lines)

    # ------------------------------------------------------------ hand
    def hand_click_text(self, kind: str, acts: list) -> str:
        kinds = {kind_of(a) for a in acts}
        if kinds <= set(PLACE_TYPES):
            spots = len({(a.x, a.y) for a in acts})
            where = "road spot" if "Road" in kinds else "spot"
            return f"Click to pick it up: {T.plural(spots, where)} on the city light up."
        if len(acts) == 1:
            return click_text(self.ctx, acts[0])
        return "Click to choose: " + " / ".join(self.ctx.action_label(a) for a in acts[:3])

    def hand_why_not(self, kind: str) -> str:
        stage = self.ctx.view.get("stage", "")
        t = T.kind_type(kind)
        if stage == "action" and self.ctx.view.get("actions_left", 0) <= 0:
            return "No Actions left this turn."
        if stage not in ("action", "place_first"):
            return "Not now: finish the current step first."
        if t == "road":
            return "No place for this road: it must continue a road and leave an open end."
        if t == "business":
            return "No lot or building you can afford to build on now."
        if t == "snitch":
            return "Only once all seven Officials are in service."
        return "Not playable now."

    def table_hint(self) -> str:
        """The prompt bar's second line when every choice is on the table."""
        stage = self.ctx.view.get("stage", "")
        if any(kind_of(a) == "Appoint" for a in self.ctx.legal):
            return "Click an Official in your hand to put it into service, or press its number."
        if stage in ("pay", "discard") or any(kind_of(a) == "Discard" for a in self.ctx.legal):
            return "Click the cards in your hand to give them up."
        if stage == "place_first":
            return "Pick a Business from your hand, then click a lit lot."
        reserve = self.ctx.view.get("reserve") or []
        seat = self.ctx.to_act
        if stage == "place_agent" and seat is not None and seat < len(reserve) and reserve[seat] == 1:
            return "Click a lit space on the city. This is your last Agent: placing it ends the game."
        return "Click a lit space on the city."

    def unlit_why_not(self) -> str:
        """A click on the city with nothing held and nothing lit there."""
        if any(kind_of(a) in ("Build", "Road", "PlaceFirst") for a in self.ctx.legal):
            return "Nothing is picked up: click a card in your hand first, then a lit spot."
        return ""

    # ------------------------------------------------------------ holding
    def held_prompt(self) -> str:
        held = self.holding.held
        if held[0] == "card":
            card = held[1]
            if T.kind_type(card) == "road":
                return f"Lay the {T.name(card)}: click a lit spot (R turns it)."
            return f"Build {T.name(card)}: click a lit lot or building."
        acts = self.holding.actions()
        if held[2] == "Move":
            state = self.ctx.state
            toll = max((fivel_toll(state, state.to_act, (a.tx, a.ty)) for a in acts), default=0)
            return (f"Move Agents from {state.place(held[1])}: click a lit space (gold: your Agents, passable)"
                    + (f"; onto rivals costs {T.plural(toll, 'card')} (Fivel)." if toll else "."))
        return "Detective Tracy: click where the rival Agent goes." if acts else ""

    def held_why_not(self, cell) -> str:
        held = self.holding.held
        if held[0] == "card":
            card = held[1]
            if T.kind_type(card) == "road":
                return "A road must continue an existing road's open end, with another end left open."
            city = self.board.city()
            if tuple(cell) in city.roads:
                return "Businesses go beside roads, never on them."
            if tuple(cell) in city.buildings:  # the rules' own reason: the price against the hand
                return self.ctx.state.why_not(Build(card, cell[0], cell[1])) or "You cannot build there now."
            return "Businesses open on lots along a road's sidewalk, or on top of a building."
        if held[2] == "Move":
            return ("Agents move one space at a time (never diagonally); they may pass through spaces "
                    "with your own Agents.")
        return "Not a space this Agent can reach."
