"""Captain of the Stars: crew (rulebook "Turn Actions", Hire a Crew; "Crew
Cards").  Hiring in Federation space reveals two candidates: keep one, or
put it in place of a crew member; the others go back and the crew deck is
shuffled.  A crew card's effect counts while it is aboard (ship.py); a
shields card also adds its health when it joins and takes it away when it
leaves."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.player import who
from game.games.captain.rules.ship import event_amount, event_effect, max_health


def crew_cost(s) -> int:
    if event_effect(s) == "recruitment":
        return event_amount(s)
    return s.content.numbers.crew_cost


# ------------------------------------------------------------ joining and leaving
def lose_crew(s, seat: int, slot: int) -> int:
    """Remove a crew member from a ship (the caller returns the card to the
    deck); keeps health within the new maximum, never below 1."""
    p = s.players[seat]
    card = p.crew.pop(slot)
    c = s.content.crew[card]
    if c.effect == "shields":
        p.health = max(1, p.health - c.amount)
    p.health = min(p.health, max_health(s, seat))
    return card


def gain_crew(s, seat: int, card: int) -> None:
    p = s.players[seat]
    p.crew.append(card)
    c = s.content.crew[card]
    if c.effect == "shields":
        p.health += c.amount


def return_crew(s, cards: list, events: list) -> None:
    if cards:
        s.crew_deck.extend(cards)
        s.rng.shuffle(s.crew_deck)
        # chance: undo must not let a person reshuffle until they like the deck
        events.append(Event("reshuffle", "The crew deck is reshuffled.", barrier=True))


# ------------------------------------------------------------ hiring
def hire(s, a, events):
    s.actions -= 1
    _draw(s, events)


def hire_another(s, a, events):
    _draw(s, events)


def _draw(s, events):
    seat = s.current
    cost = crew_cost(s)
    s.players[seat].resources -= cost
    k = min(s.content.numbers.crew_reveal, len(s.crew_deck))
    s.reveal = [s.crew_deck.pop() for _ in range(k)]
    names = " and ".join(s.content.crew[c].name for c in s.reveal)
    s.mode = "hire"
    events.append(Event("reveal", f"{who(seat)} pays {cost} resources and meets {names}.", seat=seat,
                        data={"crew": [s.content.crew[c].id for c in s.reveal]}, barrier=True, sound="click"))


def _after_hire(s):
    s.mode = "hire_more" if _can_pay_hire(s) is None else "turn"


def keep(s, a, events):
    seat = s.current
    card = s.reveal[a.choice]
    others = [c for i, c in enumerate(s.reveal) if i != a.choice]
    s.reveal = []
    gain_crew(s, seat, card)
    events.append(Event("crew", f"{who(seat)} takes on {s.content.crew[card].name}.", seat=seat,
                        data={"crew": s.content.crew[card].id}, sound="click"))
    return_crew(s, others, events)
    _after_hire(s)


def replace(s, a, events):
    seat = s.current
    card = s.reveal[a.choice]
    others = [c for i, c in enumerate(s.reveal) if i != a.choice]
    s.reveal = []
    old = lose_crew(s, seat, a.slot)
    gain_crew(s, seat, card)
    events.append(Event("crew", f"{who(seat)} takes on {s.content.crew[card].name} in place of "
                                f"{s.content.crew[old].name}.", seat=seat,
                        data={"crew": s.content.crew[card].id, "left": s.content.crew[old].id}, sound="click"))
    return_crew(s, others + [old], events)
    _after_hire(s)


def done_hiring(s, a, events):
    s.mode = "turn"


# ------------------------------------------------------------ may I? (None, or why not)
def _can_pay_hire(s) -> str | None:
    cost = crew_cost(s)
    have = s.players[s.current].resources
    if have < cost:
        return f"Hiring costs {cost} resources; you have {have}."
    if not s.crew_deck:
        return "The crew deck is empty."
    return None


def hire_gate(s) -> str | None:
    """In Federation space (legality.py says where each kind may be taken)."""
    if event_effect(s) == "quarantine":
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
