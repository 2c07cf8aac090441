"""Captain of the Stars: event cards (rulebook "Event Cards", and "Playing
the Game": from round 2 the first player reveals a new event, which stays in
force for the round).  The effects that act once, when the card is
revealed, are here; the ones that change a cost or a rule while in force are
read through event_effect() where that rule lives.  Selling bounty is only
possible while the Black Market is in force, so it is here too."""
from __future__ import annotations

from game.rules.core import Event
from game.games.captain.rules import actions as A
from game.games.captain.rules.player import who

SELL_AMOUNTS = (1, 5, 10)


class EventCardRules:
    """Part of CaptainState: the event in force, revealing the next one and
    selling bounty on the black market."""

    def event_effect(self) -> str:
        return self.content.events[self.event].effect if self.event is not None else ""

    def event_amount(self) -> int:
        return self.content.events[self.event].amount if self.event is not None else 0

    def _reveal_event(self, events: list) -> None:
        if self.event is not None:
            self.event_discard.append(self.event)
            self.event = None
        if not self.event_deck:
            self.event_deck = self.event_discard
            self.event_discard = []
            self.rng.shuffle(self.event_deck)
            events.append(Event("reshuffle", "The event deck is reshuffled.", barrier=True))
        self.event = self.event_deck.pop()
        card = self.content.events[self.event]
        events.append(Event("event", f"Event: {card.name}. {card.text}", seat=self.current,
                            data={"event": card.id}, barrier=True, sound="click"))
        eff, amt = card.effect, card.amount
        if eff == "disease":
            for seat, p in enumerate(self.players):
                if len(p.crew) >= amt:
                    lost = p.crew[-1]
                    self._lose_crew(seat, len(p.crew) - 1)
                    events.append(Event("crew", f"{who(seat)} loses {self.content.crew[lost].name} to the outbreak.",
                                        seat=seat))
                    self._return_crew([lost], events)
        elif eff == "crackdown":
            for seat, p in enumerate(self.players):
                if p.bp > 0 and 2 * p.bp >= p.vp:
                    lost = min(amt, p.bp)
                    p.bp -= lost
                    events.append(Event("bounty", f"{who(seat)} loses {lost} BP in the crackdown.", seat=seat))
        elif eff == "amnesty":
            for seat, p in enumerate(self.players):
                if p.bp:
                    lost = min(amt, p.bp)
                    p.bp -= lost
                    events.append(Event("bounty", f"{who(seat)} loses {lost} BP in the amnesty.", seat=seat))
        elif eff == "windfall":
            for p in self.players:
                p.resources += amt
            events.append(Event("windfall", f"Every captain gains {amt} resources.", sound="coins"))
        elif eff == "pirate_raid":
            for h in sorted(self.settlements):
                owner, health = self.settlements[h]
                health -= amt
                if health <= 0:
                    del self.settlements[h]
                    events.append(Event("raid", f"Raiders destroy the settlement of {who(owner)} "
                                              f"{self.board.at(h)}.", seat=owner,
                                        data={"hex": list(h)}))
                else:
                    self.settlements[h] = (owner, health)

    def _do_sell(self, a, events):
        seat = self.current
        p = self.players[seat]
        rate = self.event_amount()
        p.bp -= a.points
        p.resources += a.points * rate
        events.append(Event("sell", f"{who(seat)} sells {a.points} BP for {a.points * rate} resources.", seat=seat,
                            sound="coins"))


# ------------------------------------------------------------ may I? (None, or why not)
def sell_gate(s) -> str | None:
    if s.event_effect() != "black_market":
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
