"""Captain of the Stars: crew (rulebook "Turn Actions", Hire a Crew; "Crew
Cards").  Hiring in Federation space reveals two candidates: keep one, or
put it in place of a crew member; the others go back and the crew deck is
shuffled.  A crew card's effect counts while it is aboard (crew_sum,
has_crew); a shields card also adds its health when it joins and takes it
away when it leaves."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.player import who


class CrewRules:
    """Part of CaptainState: crew effects, hiring, and crew joining,
    leaving and going back to the deck."""

    def crew_sum(self, seat: int, effect: str) -> int:
        cards = self.content.crew
        total = 0
        for c in self.players[seat].crew:
            card = cards[c]
            if card.effect == effect:
                total += card.amount or 1
        return total

    def has_crew(self, seat: int, effect: str) -> bool:
        cards = self.content.crew
        for c in self.players[seat].crew:
            if cards[c].effect == effect:
                return True
        return False

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


# ------------------------------------------------------------ may I? (None, or why not)
def _can_pay_hire(s) -> str | None:
    cost = s.crew_cost()
    have = s.players[s.current].resources
    if have < cost:
        return f"Hiring costs {cost} resources; you have {have}."
    if not s.crew_deck:
        return "The crew deck is empty."
    return None


def hire_gate(s) -> str | None:
    """In Federation space (legality.py says where each kind may be taken)."""
    if s.event_effect() == "quarantine":
        return "The quarantine stops all hiring this round."
    if s.actions < 1:
        return "You have no actions left."
    return _can_pay_hire(s)


def hire_another_gate(s) -> str | None:
    return _can_pay_hire(s)


def take_options(s) -> list:
    crew = len(s.players[s.current].crew)
    out = [A.KeepCrew(i) for i in range(len(s.reveal))]
    out += [A.ReplaceCrew(i, slot) for i in range(len(s.reveal)) for slot in range(crew)]
    return out


def why_not_take(s, a) -> str | None:
    """KeepCrew or ReplaceCrew, while two candidates are face up."""
    p = s.players[s.current]
    if not 0 <= a.choice < len(s.reveal):
        return f"Choose candidate 1 to {len(s.reveal)}."
    if type(a) is A.KeepCrew:
        if len(p.crew) >= s.content.numbers.crew_per_player:
            return f"Your crew is full ({len(p.crew)}): replace someone instead."
    elif not 0 <= a.slot < len(p.crew):
        return "You have no crew member in that place." if p.crew else "You have no crew to replace."
    return None
