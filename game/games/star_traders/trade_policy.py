"""Bot policy for deals between traders and for the Black Hole petitions.

`choose(state, seat, legal, rng)` returns the bot's action for the decisions
this module owns, or None to leave the decision to the bot:
- an offer to answer: `Price` puts a worth in dollars on it from the bot's
  own model: what the bot gains in value (seat_value.potential, with a small
  worth for each card in hand), less what the partner gains (in full when
  the partner leads, else a rival's share), plus the change of the bot's
  chance to win (value_model.win_chances) at CHANCE_DOLLARS for certainty.
  It accepts an offer worth more than its `bar` (ACCEPT_MARGIN, raised by
  HAGGLE_STEP for each failed round with that partner this turn, so a
  ladder of +$1 offers meets a higher bar at every rung), never one that
  `hands_the_game` to the partner; else it counters once with an amount
  (`counter_items`: the same things, with the money set so the deal clears
  its bar by COUNTER_PREMIUM), or refuses;
- opening talks: only at the start of its turn, rarely (OFFER_CHANCE per
  decision there, so people are seldom asked), and only with a planned offer
  worth more than its bar to itself by which the partner gains too
  (`would_take`); after a refusal it may go on at once with its next best plan
  (never an offer refused this turn: DEALER.refused), within the rules' cap
  of talks a turn;
- its own draft: add the planned items one by one, then propose; it drops a
  draft only when the plan no longer fits (which the rules make rare);
- the plan: buy a station it needs for its petition, or sell a spare one
  for money it needs, at the lowest price of PRICES the partner accepts;
- Black Hole: pay the Emperor's price, petition for the final mission when
  allowed, and for Imperial status at a station that grows its network.
The bot reads only the state it is given (a determinized copy: a rival's
hand is a count, a card asked for blind is drawn from the copy)."""
from __future__ import annotations

from game.rules.deals import (ANSWER, BUILD, Accept, AddItem, Cancel, Counter, DealItem, DealWith, Offer, Propose,
                              Refuse, answering, items_of, offer_of)

from .rules.black_hole import PRICE, PayPrice, PetitionStation
from .rules.actions import Petition
from .rules.trading import ANY_CARD, DEALER, fits, transfer
from .rules.versions import NOVA_WIN_MONEY, NOVA_WIN_PRESTIGE
from .seat_value import WIN, potential
from .value_model import FEATURES, features, win_chances

ACCEPT_MARGIN = 0.5
HAGGLE_STEP = 2.0  # dollars the bar rises for each offer of the same partner refused this turn
COUNTER_PREMIUM = 1.0  # a counter asks this much over the bar
CHANCE_DOLLARS = WIN  # a won game is worth WIN dollars in Normal's value: a point of win chance, WIN / 100
HANDED = 0.15  # a deal that lifts the partner's win chance by this much hands it the game
CARD_WORTH = 3.0
OFFER_CHANCE = 0.08  # per decision at the start of the bot's turn
PRICES = (5, 10, 15, 20)
_READY = list(FEATURES).index("ready")


def value_of(state, seat: int) -> list:
    values = potential(state)
    return [v + CARD_WORTH * len(state.hands[s]) for s, v in enumerate(values)]


def after(state, offer):
    """A copy of `state` with `offer` carried out."""
    out = state.clone()
    transfer(out, offer, [])
    return out


def partner_of(offer, seat: int) -> int:
    return offer.proposer if seat == offer.partner else offer.partner


def ready(state, seat: int) -> bool:
    """The trader could end the game soon on its own: it meets every
    requirement of a petition (Family, Imperial, Black Hole) or of the win
    (Nova, Super Nova)."""
    if state.version.petitions:
        return features(state, seat)[_READY] > 0
    return state.prestige[seat] >= NOVA_WIN_PRESTIGE and state.money[seat] >= NOVA_WIN_MONEY


def hands_the_game(state, later, seat: int, other: int, chances=None) -> bool:
    """Whether the deal that turns `state` into `later` hands `other` the game:
    makes it ready to win (and not `seat` too), or lifts its chance to win by
    HANDED or more to a favourite's."""
    if ready(later, other) and not ready(state, other) and not ready(later, seat):
        return True
    before, now = chances or (win_chances(state), win_chances(later))
    return now[other] - before[other] >= HANDED and now[other] >= max(now)


class Price:
    """What an offer is worth to `seat` (`worth`, dollars) and whether it hands
    the partner the game (`handed`)."""

    def __init__(self, state, seat: int, offer, before=None, chances=None):
        """(`before`, `chances`: value_of(state) and win_chances(state) when the caller has them.)"""
        other = partner_of(offer, seat)
        later = after(state, offer)
        values = before or value_of(state, seat)
        now = value_of(later, seat)
        p0, p1 = chances or win_chances(state), win_chances(later)
        leader = max(range(state.num_players), key=lambda s: (max(values[s], now[s]) if s != seat else -1e9, -s))
        share = 1.0 if leader == other or state.num_players == 2 else 1.0 / (state.num_players - 1)
        self.gain, self.given = now[seat] - values[seat], now[other] - values[other]
        self.chance = p1[seat] - p0[seat]  # a rival's gain lowers it too (the chances add up to 1)
        self.worth = self.gain - share * self.given + CHANCE_DOLLARS * self.chance
        self.handed = hands_the_game(state, later, seat, other, (p0, p1))


def bar(state, seat: int, partner: int) -> float:
    """The worth an offer from `partner` must beat: ACCEPT_MARGIN, and
    HAGGLE_STEP more for each offer of theirs the bot refused this turn."""
    tries = sum(1 for o in DEALER.refused(state) if o.partner == seat and o.proposer == partner)
    return ACCEPT_MARGIN + HAGGLE_STEP * tries


def acceptable(state, seat: int, offer, before=None, chances=None) -> bool:
    """Whether `seat` takes `offer` (`before`, `chances`: see Price)."""
    price = Price(state, seat, offer, before, chances)
    return not price.handed and price.worth > bar(state, seat, partner_of(offer, seat))


def would_take(state, partner: int, offer, before=None, chances=None) -> bool:
    """Whether the bot expects `partner` to take its offer: the partner gains
    by it (its own value, as the bot models it).  A bot partner asks more
    (`acceptable`), so between bots at two traders, where one's gain is the
    other's loss, such talks end in a refusal."""
    return Price(state, partner, offer, before, chances).gain > ACCEPT_MARGIN


def askable(state, seat: int, partner: int, items) -> list:
    """`items` as `seat` could put them in its own offer to `partner`: a
    card of the partner's it cannot name becomes "a card" (drawn blind), and
    one of its own asked for blind a card it names (the first it holds that
    the offer does not name already)."""
    named = {it.ref for it in items if it.kind == "card" and it.giver == seat}
    spare = [str(c) for c in sorted(state.hands[seat]) if str(c) not in named]
    out = []
    for it in items:
        if it.kind == "card" and it.giver == partner and it.ref != ANY_CARD:
            it = DealItem(it.giver, "card", ANY_CARD)
        elif it.kind == "card" and it.giver == seat and it.ref == ANY_CARD:
            if not spare:
                continue
            it = DealItem(seat, "card", spare.pop(0))
        if it not in out:
            out.append(it)
    return out


def counter_items(state, seat: int, offer) -> tuple:
    """The counter-offer `seat` makes to `offer` (() when none clears its bar):
    the same things, and the least money from the partner (or the most to
    them) that makes the deal worth its bar plus COUNTER_PREMIUM."""
    partner = partner_of(offer, seat)
    things = [it for it in askable(state, seat, partner, offer.items) if it.kind != "money"]
    goods = tuple(things)
    need = bar(state, seat, partner) + COUNTER_PREMIUM
    before, chances = value_of(state, seat), win_chances(state)

    def with_money(net: int) -> tuple:
        if net > 0:
            return goods + (DealItem(partner, "money", "", net),)
        if net < 0:
            return goods + (DealItem(seat, "money", "", -net),)
        return goods

    def good(net: int) -> bool:
        items = with_money(net)
        if not items or len(items) > DEALER.max_items:
            return False
        o = Offer(seat, partner, items)
        if not fits(state, o):
            return False
        price = Price(state, seat, o, before, chances)
        return not price.handed and price.worth > need

    lo, hi = -state.money[seat], state.money[partner]
    if not goods or not good(hi):
        return ()
    while lo < hi:  # worth rises with the money the bot gets: the least net money that is good
        mid = (lo + hi) // 2
        if good(mid):
            hi = mid
        else:
            lo = mid + 1
    items = with_money(lo)
    return () if set(items) == set(offer.items) else items


def answer(state, seat: int, offer, legal: list):
    """Accept what is worth its bar; else counter with an amount when the
    rules still allow a counter and one clears the bar; else refuse."""
    if acceptable(state, seat, offer):
        return Accept()
    if Counter() in legal and counter_items(state, seat, offer):
        return Counter()
    return Refuse()


def refused_before(state, offer) -> bool:
    """Whether talks about the same things with that partner failed this turn
    (whatever the money: a refused counter-offer ends them too)."""
    def goods(o):
        return {i for i in o.items if i.kind != "money"}

    pair = {offer.proposer, offer.partner}
    return any({o.proposer, o.partner} == pair and goods(o) == goods(offer) for o in DEALER.refused(state))


def plan(state, seat: int, partner: int) -> tuple:
    """The offer the bot would make `partner` now (deterministic), or ():
    one that fits, is worth more than its bar to the bot, by which the
    partner gains (`would_take`) and that it has not refused this turn."""
    if not state.version.petitions:
        return ()
    best, best_gain = (), bar(state, seat, partner)
    short = state.stations_of(seat) < state.stations_needed()
    before = chances = None
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
                before, chances = before or value_of(state, 0), chances or win_chances(state)
                mine = Price(state, seat, offer, before, chances)
                if mine.handed or mine.worth <= best_gain:
                    continue
                if would_take(state, partner, offer, before, chances):
                    best, best_gain = items, mine.worth
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
            return answer(state, seat, offer_of(p), legal)
        if p.kind == BUILD:
            have = items_of(p)
            if p.get("proposer") != seat:  # its counter to an offer
                wanted = counter_items(state, seat, Offer(p.get("proposer"), seat, answering(p)))
                if not wanted:
                    return Cancel()
            else:
                wanted = plan(state, seat, p.get("partner"))
            for item in wanted:
                if item not in have:
                    a = AddItem(item.giver, item.kind, item.ref, item.amount)
                    return a if state.is_legal(a) else Cancel()  # money: any amount, off the menu too
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

