"""Captain of the Stars: event cards (rulebook "Event Cards", and "Playing
the Game": from round 2 the first player reveals a new event, which stays in
force for the round).  The effects that act once, when the card is
revealed, are here; the ones that change a cost or a rule while in force are
read through ship.event_effect() where that rule lives.  Selling bounty is
only possible while the Black Market is in force, so it is here too."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.crew import lose_crew, return_crew
from game.games.captain.rules.player import who
from game.games.captain.rules.ship import event_amount, event_effect

SELL_AMOUNTS = (1, 5, 10)


def reveal_event(s, events: list) -> None:
    if s.event is not None:
        s.event_discard.append(s.event)
        s.event = None
    if not s.event_deck:
        s.event_deck = s.event_discard
        s.event_discard = []
        s.rng.shuffle(s.event_deck)
        events.append(Event("reshuffle", "The event deck is reshuffled.", barrier=True))
    s.event = s.event_deck.pop()
    card = s.content.events[s.event]
    events.append(Event("event", f"Event: {card.name}. {card.text}", seat=s.current,
                        data={"event": card.id}, barrier=True, sound="click"))
    _ONCE.get(card.effect, _nothing)(s, card.amount, events)


def _nothing(s, amount: int, events: list) -> None:
    return None


def _disease(s, amount: int, events: list) -> None:
    for seat, p in enumerate(s.players):
        if len(p.crew) >= amount:
            lost = p.crew[-1]
            lose_crew(s, seat, len(p.crew) - 1)
            events.append(Event("crew", f"{who(seat)} loses {s.content.crew[lost].name} to the outbreak.", seat=seat))
            return_crew(s, [lost], events)


def _crackdown(s, amount: int, events: list) -> None:
    for seat, p in enumerate(s.players):
        if p.bp > 0 and 2 * p.bp >= p.vp:
            lost = min(amount, p.bp)
            p.bp -= lost
            events.append(Event("bounty", f"{who(seat)} loses {lost} BP in the crackdown.", seat=seat))


def _amnesty(s, amount: int, events: list) -> None:
    for seat, p in enumerate(s.players):
        if p.bp:
            lost = min(amount, p.bp)
            p.bp -= lost
            events.append(Event("bounty", f"{who(seat)} loses {lost} BP in the amnesty.", seat=seat))


def _windfall(s, amount: int, events: list) -> None:
    for p in s.players:
        p.resources += amount
    events.append(Event("windfall", f"Every captain gains {amount} resources.", sound="coins"))


def _pirate_raid(s, amount: int, events: list) -> None:
    for h in sorted(s.settlements):
        owner, health = s.settlements[h]
        health -= amount
        if health <= 0:
            del s.settlements[h]
            events.append(Event("raid", f"Raiders destroy the settlement of {who(owner)} {s.board.at(h)}.",
                                seat=owner, data={"hex": list(h)}))
        else:
            s.settlements[h] = (owner, health)


# the effects that act once, when their card is revealed
_ONCE = {"disease": _disease, "crackdown": _crackdown, "amnesty": _amnesty, "windfall": _windfall,
         "pirate_raid": _pirate_raid}


def sell(s, a, events):
    seat = s.current
    p = s.players[seat]
    rate = event_amount(s)
    p.bp -= a.points
    p.resources += a.points * rate
    events.append(Event("sell", f"{who(seat)} sells {a.points} BP for {a.points * rate} resources.", seat=seat,
                        sound="coins"))


# ------------------------------------------------------------ may I? (None, or why not)
def sell_gate(s) -> str | None:
    if event_effect(s) != "black_market":
        return "Bounty can only be sold while the Black Market event is in force."
    return None


def sell_options(s) -> list:
    return [A.SellBounty(k) for k in sorted(set(SELL_AMOUNTS) | {s.players[s.current].bp})]


def why_not_sell(s, a) -> str | None:
    bp = s.players[s.current].bp
    if a.points not in SELL_AMOUNTS and a.points != bp:
        return "Sell 1, 5, 10 or all of your BP."
    if not 1 <= a.points <= bp:
        return f"You have {bp} BP to sell."
    return None
