"""Why a bot answers a deal as it does, in words a person can use
(BotSettings.deal_reason; game/ai/deal_reasons.py puts them in the log and
the deal dialog): why it refuses or counters, what it gets when it accepts,
and what its own offer is for.

Worked out on the world the bot decided in (a determinized copy of its own
view) by trade_policy's own pricing, so the words follow the decision; they
name only what the table shows everyone (money, stations, who is ready to
petition) and the deal's own items, a card never by name, so a reason tells
no one what the bot holds or how much it would pay.  The bot is "it", the
other seats "Player N" (the table names them).
"""
from __future__ import annotations

from game.rules.deals import ANSWER, BUILD, Accept, Counter, Offer, Propose, Refuse, answering, items_of, offer_of

from .rules.actions import Grant
from .rules.trading import DEALER
from .trade_policy import Price, after, counter_items, partner_of, ready


def _seat(seat: int) -> str:
    return f"Player {seat + 1}"


def _item(state, item) -> str:
    if item.kind == "money":
        return f"${item.amount}"
    if item.kind == "station" and item.ref.isdigit():
        return f"the station at {state.board.name(int(item.ref))}"
    if item.kind == "cargo" and item.ref.isdigit():
        c = state.contract(int(item.ref))
        return f"the {c.cargo}" if c is not None else "a cargo"
    return "a card"


def _things(state, items) -> str:
    words = [_item(state, i) for i in items]
    return " and ".join(words) if words else "nothing"


def _net_money(items, seat: int) -> int:
    """Dollars `seat` receives by `items` (negative: it pays)."""
    return sum(-i.amount if i.giver == seat else i.amount for i in items if i.kind == "money")


def _petition_goal(state) -> str:
    return "petition" if state.version.petitions else "win"


def _stations_short(state, seat: int) -> int:
    return state.stations_needed() - state.stations_of(seat) if state.version.petitions else 0


def refusal(state, seat: int, offer) -> str:
    other = partner_of(offer, seat)
    later = after(state, offer)
    price = Price(state, seat, offer)
    gives = [i for i in offer.items if i.giver == seat]
    gets = [i for i in offer.items if i.giver == other]
    goal = _petition_goal(state)
    if ready(later, other) and not ready(state, other):
        station = next((i for i in gives if i.kind == "station"), None)
        if station is not None:
            return f"{_item(state, station)} would let {_seat(other)} {goal} sooner"
        return f"the deal would leave {_seat(other)} ready to {goal}"
    if price.handed:
        return f"the deal would make {_seat(other)} the favourite to win"
    if any(i.kind == "station" for i in gives) and _stations_short(state, seat) >= 0 and state.version.petitions:
        return f"it needs its stations for its own {goal}"
    tries = sum(1 for o in DEALER.refused(state) if o.partner == seat and o.proposer == other)
    more = " (it asks more after each offer turned down this turn)" if tries else ""
    if _net_money(offer.items, seat) < 0:
        return f"{_things(state, gets)} is not worth {_item(state, next(i for i in gives if i.kind == 'money'))} " \
               f"to it{more}"
    if any(i.kind == "money" for i in gets) and gives:
        return f"{_things(state, gets)} is too little for {_things(state, gives)}{more}"
    return f"the deal would help {_seat(other)} more than it helps it{more}"


def money_change(before: int, after: int) -> str:
    """What a counter-offer changes in the money, as the bot's own dollars
    (`before`, `after`: what it receives, negative when it pays): "it pays $3
    instead of $6" says which way and how much, where "$3 more" did not say
    more for whom."""
    if after == before:
        return "the same money on other terms"
    if before <= 0 and after <= 0:
        return f"it pays ${-after} instead of ${-before}" if after else f"it pays nothing instead of ${-before}"
    if before >= 0 and after >= 0:
        return f"it asks ${after} instead of ${before}" if before else f"it asks ${after} instead of nothing"
    if after < 0:
        return f"it pays ${-after} instead of asking ${before}"
    return f"it asks ${after} instead of paying ${-before}"


def counter(state, seat: int, offer) -> str:
    wanted = counter_items(state, seat, offer)
    return money_change(_net_money(offer.items, seat), _net_money(wanted, seat))


def acceptance(state, seat: int, offer) -> str:
    other = partner_of(offer, seat)
    gets = [i for i in offer.items if i.giver == other]
    gives = [i for i in offer.items if i.giver == seat]
    if any(i.kind == "station" for i in gets) and _stations_short(state, seat) > 0:
        return f"{_things(state, gets)} brings its own {_petition_goal(state)} nearer"
    return f"{_things(state, gets)} is worth more to it than {_things(state, gives)}"


def own_offer(state, seat: int, p) -> str:
    """What the bot's own offer wants and why (a counter-offer: what it changes)."""
    proposer, partner = p.get("proposer"), p.get("partner")
    items = items_of(p)
    if p.get("countered"):
        original = Offer(proposer, partner, answering(p))
        return money_change(_net_money(original.items, seat), _net_money(items, seat))
    gets = [i for i in items if i.giver != seat]
    gives = [i for i in items if i.giver == seat]
    goal = _petition_goal(state)
    if any(i.kind == "station" for i in gets):
        short = _stations_short(state, seat)
        need = f" ({short} more needed)" if short > 0 else ""
        return f"it wants {_things(state, gets)} for its {goal}{need}, and pays {_things(state, gives)}"
    if any(i.kind == "station" for i in gives):
        return f"it sells a spare station for {_things(state, gets)} toward its {goal}"
    return f"it wants {_things(state, gets)} for {_things(state, gives)}"


def deal_reason(state, seat: int, action) -> str | None:
    """The reason of the bot at `seat` for `action` in `state` (its own
    world), or None when the action is no deal answer or offer."""
    p = state.window()
    if p is None:
        return None
    if p.kind == "beacon":
        mover = p.get("mover")
        whom = _seat(mover) if isinstance(mover, int) else "the asker"
        if isinstance(action, Grant):
            return f"the ${p.get('fee') or 0} fee is worth more to it than the jump is to {whom}"
        if isinstance(action, Refuse):
            return f"the jump would help {whom} more than the ${p.get('fee') or 0} fee helps it"
        return None
    if p.kind == ANSWER:
        offer = offer_of(p)
        if isinstance(action, Accept):
            return acceptance(state, seat, offer)
        if isinstance(action, Refuse):
            return refusal(state, seat, offer)
        if isinstance(action, Counter):
            return counter(state, seat, offer)
        return None
    if p.kind == BUILD and isinstance(action, Propose):
        return own_offer(state, seat, p)
    return None
