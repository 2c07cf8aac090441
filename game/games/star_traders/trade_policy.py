"""Bot policy for deals between traders and for the Black Hole petitions.

`choose(state, seat, legal, rng)` returns the bot's action for the decisions
this module owns, or None to leave the decision to the bot:
- an offer to answer: accept when the deal raises the bot's own position
  value (seat_value.potential, with a small worth for each card in hand) by
  more than ACCEPT_MARGIN, unless it helps the leader more than the bot; the
  bot never counters;
- opening talks: only at the start of its turn, rarely (OFFER_CHANCE per
  decision there, so people are seldom asked), and only with a planned offer
  that gains the bot more than ACCEPT_MARGIN and that the partner should
  accept by the same measure; after a refusal it may go on at once with its
  next best plan (never an offer refused this turn: DEALER.refused), within
  the rules' cap of talks a turn;
- its own draft: add the planned items one by one, then propose; it drops a
  draft only when the plan no longer fits (which the rules make rare);
- the plan: buy a station it needs for its petition, or sell a spare one
  for money it needs, at the lowest price of PRICES the partner accepts;
- Black Hole: pay the Emperor's price, petition for the final mission when
  allowed, and for Imperial status at a station that grows its network."""
from __future__ import annotations

from game.rules.deals import (ANSWER, BUILD, Accept, AddItem, Cancel, DealItem, DealWith, Offer, Propose, Refuse,
                              items_of, offer_of)

from .rules.black_hole import PRICE, PayPrice, PetitionStation
from .rules.actions import Petition
from .rules.trading import DEALER, fits, transfer
from .seat_value import potential

ACCEPT_MARGIN = 0.5
CARD_WORTH = 3.0
OFFER_CHANCE = 0.08  # per decision at the start of the bot's turn
PRICES = (5, 10, 15, 20)


def value_of(state, seat: int) -> list:
    values = potential(state)
    return [v + CARD_WORTH * len(state.hands[s]) for s, v in enumerate(values)]


def gains(state, offer, before=None) -> list:
    """Each seat's change of value if `offer` were carried out now
    (`before`: value_of(state) when the caller has it already)."""
    after = state.clone()
    transfer(after, offer, [])
    before = before or value_of(state, 0)
    return [b - a for a, b in zip(before, value_of(after, 0))]


def acceptable(state, seat: int, offer, delta=None, before=None) -> bool:
    """(`before`: value_of(state) when the caller has it already.)"""
    before = before or value_of(state, seat)
    delta = delta or gains(state, offer, before)
    other = offer.proposer if seat == offer.partner else offer.partner
    if delta[seat] <= ACCEPT_MARGIN:
        return False
    values = before
    leader = max(range(state.num_players), key=lambda s: (values[s], -s))
    return not (leader == other and delta[other] > delta[seat])


def refused_before(state, offer) -> bool:
    """Whether this very offer was refused by that partner this turn."""
    return any(o.partner == offer.partner and set(o.items) == set(offer.items) for o in DEALER.refused(state))


def plan(state, seat: int, partner: int) -> tuple:
    """The offer the bot would make `partner` now (deterministic), or ():
    one that fits, gains the bot more than ACCEPT_MARGIN, that the partner
    should accept (`acceptable` from its side) and that it has not refused
    this turn."""
    if not state.version.petitions:
        return ()
    best, best_gain = (), ACCEPT_MARGIN
    short = state.stations_of(seat) < state.stations_needed()
    before = None
    for giver, receiver, pay in ((partner, seat, seat), (seat, partner, partner)):
        if giver == partner and not short:
            continue
        if giver == seat and (short or state.stations_of(seat) <= state.stations_needed()):
            continue
        worlds = sorted(w for w, o in state.stations.items() if o == giver and not state.is_protected(w))
        for w in worlds[:6]:
            for price in PRICES:
                if price > state.money[pay]:
                    break
                items = (DealItem(giver, "station", str(w)), DealItem(pay, "money", "", price))
                offer = Offer(seat, partner, items)
                if not fits(state, offer) or refused_before(state, offer):
                    continue
                before = before or value_of(state, 0)
                delta = gains(state, offer, before)
                if delta[seat] <= best_gain:
                    continue
                if acceptable(state, partner, offer, delta, before):
                    best, best_gain = items, delta[seat]
                    break
    return best


def may_open(state, seat: int, legal: list, rng) -> bool:
    """Whether the bot thinks about an offer now: at the start of its turn,
    rarely, or straight after a refusal this turn (its next best plan)."""
    if not any(isinstance(a, DealWith) for a in legal):
        return False
    if state.actions_left != state.actions_per_turn(seat) or state.die is not None:
        return False
    return bool(DEALER.refused(state)) or rng.random() < OFFER_CHANCE


def black_hole_choice(state, seat: int, legal):
    if Petition() in legal:
        return Petition()
    asks = [a for a in legal if isinstance(a, PetitionStation)]
    if not asks or state.money[seat] < state.filing_fee(seat) + 20:
        return None
    mine = state.imperial_of(seat)
    near = [a for a in asks if not mine or any(state.board.need(a.world, w) is not None for w in mine)]
    return near[0] if near else None


def choose(state, seat: int, legal: list, rng, opens_deals: bool = True):
    p = state.window()
    if p is not None:
        if p.seat != seat:
            return None
        if p.kind == PRICE:
            return PayPrice() if PayPrice() in legal else None
        if p.kind == ANSWER:
            return Accept() if acceptable(state, seat, offer_of(p)) else Refuse()
        if p.kind == BUILD:
            if p.get("proposer") != seat:  # a counter: the bot makes none
                return Cancel()
            wanted = plan(state, seat, p.get("partner"))
            have = items_of(p)
            for item in wanted:
                if item not in have:
                    a = AddItem(item.giver, item.kind, item.ref, item.amount)
                    return a if a in legal else Cancel()
            return Propose() if have and Propose() in legal else Cancel()
        return None
    if state.stage != "turn" or state.current != seat:
        return None
    if state.version.key == "black-hole":
        a = black_hole_choice(state, seat, legal)
        if a is not None:
            return a
    if opens_deals and may_open(state, seat, legal, rng):
        for partner in range(state.num_players):
            if partner != seat and DealWith(partner) in legal and plan(state, seat, partner):
                return DealWith(partner)
    return None

