"""Captain of the Stars: crew (rulebook "Turn Actions", Hire a Crew; "Crew
Cards").  Hiring in Federation space reveals two candidates: keep one, or
put it in place of a crew member; the others go back and the crew deck is
shuffled.  A crew card's effect counts while it is aboard (crew_sum,
has_crew); a shields card also adds its health when it joins and takes it
away when it leaves."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules.player import who


class CrewRules:
    """Part of CaptainState: crew effects, hiring, and crew joining,
    leaving and going back to the deck."""

    def crew_sum(self, seat: int, effect: str) -> int:
        cards = self.content.crew
        return sum(cards[c].amount or 1 for c in self.players[seat].crew if cards[c].effect == effect)

    def has_crew(self, seat: int, effect: str) -> bool:
        cards = self.content.crew
        return any(cards[c].effect == effect for c in self.players[seat].crew)

    def crew_cost(self) -> int:
        if self.event_effect() == "recruitment":
            return self.event_amount()
        return self.content.numbers.crew_cost

    # ------------------------------------------------------------ joining and leaving
    def _lose_crew(self, seat: int, slot: int) -> int:
        """Remove a crew member from a ship (the caller returns the card to
        the deck); keeps health within the new maximum, never below 1."""
        p = self.players[seat]
        card = p.crew.pop(slot)
        c = self.content.crew[card]
        if c.effect == "shields":
            p.health = max(1, p.health - c.amount)
        p.health = min(p.health, self.max_health(seat))
        return card

    def _gain_crew(self, seat: int, card: int) -> None:
        p = self.players[seat]
        p.crew.append(card)
        c = self.content.crew[card]
        if c.effect == "shields":
            p.health += c.amount

    def _return_crew(self, cards: list, events: list) -> None:
        if cards:
            self.crew_deck.extend(cards)
            self.rng.shuffle(self.crew_deck)
            # chance: undo must not let a person reshuffle until they like the deck
            events.append(Event("reshuffle", "The crew deck is reshuffled.", barrier=True))

    # ------------------------------------------------------------ hiring
    def _do_hire(self, a, events):
        self.actions -= 1
        self._hire_draw(events)

    def _hire_draw(self, events):
        seat = self.current
        cost = self.crew_cost()
        self.players[seat].resources -= cost
        k = min(self.content.numbers.crew_reveal, len(self.crew_deck))
        self.reveal = [self.crew_deck.pop() for _ in range(k)]
        names = " and ".join(self.content.crew[c].name for c in self.reveal)
        self.mode = "hire"
        events.append(Event("reveal", f"{who(seat)} pays {cost} resources and meets {names}.", seat=seat,
                            data={"crew": [self.content.crew[c].id for c in self.reveal]}, barrier=True, sound="click"))

    def _after_hire(self):
        seat = self.current
        if self.players[seat].resources >= self.crew_cost() and self.crew_deck:
            self.mode = "hire_more"
        else:
            self.mode = "turn"

    def _do_keep(self, a, events):
        seat = self.current
        card = self.reveal[a.choice]
        others = [c for i, c in enumerate(self.reveal) if i != a.choice]
        self.reveal = []
        self._gain_crew(seat, card)
        events.append(Event("crew", f"{who(seat)} takes on {self.content.crew[card].name}.", seat=seat,
                            data={"crew": self.content.crew[card].id}, sound="click"))
        self._return_crew(others, events)
        self._after_hire()

    def _do_replace(self, a, events):
        seat = self.current
        card = self.reveal[a.choice]
        others = [c for i, c in enumerate(self.reveal) if i != a.choice]
        self.reveal = []
        old = self._lose_crew(seat, a.slot)
        self._gain_crew(seat, card)
        events.append(Event("crew", f"{who(seat)} takes on {self.content.crew[card].name} in place of "
                                    f"{self.content.crew[old].name}.", seat=seat,
                            data={"crew": self.content.crew[card].id, "left": self.content.crew[old].id}, sound="click"))
        self._return_crew(others + [old], events)
        self._after_hire()

    def _do_hire_another(self, a, events):
        self._hire_draw(events)

    def _do_done_hiring(self, a, events):
        self.mode = "turn"
