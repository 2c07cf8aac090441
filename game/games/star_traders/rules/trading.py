"""Deals between traders (rulebook "Exchanges & trades"), on the shared deal
steps of game/rules/deals.py.

On its own turn, with nothing pending, a trader may open talks with another
(free, at most OFFERS_PER_TURN times a turn, so random playouts stay short);
any other trader may open talks out of turn ("any time they agree to do so,
no matter whose turn it is") at a safe point: the trader on turn is deciding
with nothing pending, or the window between turns is asking (never while an
effect is being resolved: a roll's Zap window, an Avoid, a beacon request);
at most TALKS_PER_ROUND times a round each.  The one opening talks may
offer money (any whole amount it holds), stations, cards from its hand or cargo (only when a ship of
each trader is at the same world) for the same kinds of things.  The other
side's cards are unknown to the builder, so it can only ask for "a card",
which the giver hands over at random.  Prestige and the Imperial Mission
never change hands; promises are not enforced.  A station that changes hands
loses Imperial status.

Limits: a deal may not leave either side over the hand limit of the moment
(deals happen inside a turn: three cards, the Maverick four), over its hold
(two cargos, three with Bigger on the Inside) or over 15 rings.  `fits`
judges the whole deal, net of what each side gives; the draft never offers
an item that would break it, and an accepted deal that no longer fits moves
nothing.  An accepted deal moves exactly what was agreed.  Refused offers
are remembered for the turn (DEALER.refused), for the bots."""
from __future__ import annotations

from game.rules.core import Event
from bisect import bisect_right
from dataclasses import replace
from functools import lru_cache

from game.rules.deals import (ANSWER, BUILD, Accept, AddItem, Cancel, Counter, DealItem, Dealer, DealWith, Offer,
                              OpenTalks, Propose, Refuse, answering, offer_of)

from .actions import seat_name
from .luck_actions import luck_of
from .versions import HAND_MAX, MAVERICK_MAX, RINGS
from . import basics, black_hole, cargo

who = seat_name

OFFERS_PER_TURN = 3  # a few talks a turn; the cap keeps random playouts finite
TALKS_PER_ROUND = 2  # talks each trader may open out of turn in a round
SAFE_WINDOWS = ("between",)  # questions talks may interrupt (nothing is being resolved under them)
ITEMS_PER_OFFER = 4
MONEY_STEPS = (1, 2, 3, 5, 10, 15, 20, 30, 50)
ANY_CARD = "any"
_LIMITED = frozenset(("card", "cargo", "station"))  # what a side can hold only so much of


def hand_max(state, seat: int) -> int:
    return MAVERICK_MAX if state.personality[seat] == "maverick" else HAND_MAX


def cargo_max(state, seat: int) -> int:
    return basics.hold_size(state, seat)  # Bigger on the Inside raises it


def meeting_ship(state, giver: int, ship: int, receiver: int):
    """The receiver's ship at the world of the giver's `ship` (None: not there)."""
    here = state.ships[giver][ship]
    return next((i for i, w in enumerate(state.ships[receiver]) if w == here), None)


@lru_cache(maxsize=4096)
def _item(giver: int, kind: str, ref: str, amount: int = 0) -> DealItem:
    """Deal items are frozen: the menus share one of each."""
    return DealItem(giver, kind, ref, amount)


@lru_cache(maxsize=256)
def _money_items(giver: int, steps: int) -> tuple:
    """The first `steps` amounts of MONEY_STEPS from `giver`."""
    return tuple(_item(giver, "money", "", x) for x in MONEY_STEPS[:steps])


def draft_memo(state) -> dict | None:
    """The memo of answers for the legal list about to be built on a draft
    (`fits`'s and the dealer's, each a fact of the state, not of the draft):
    the one kept while nothing but talks that move nothing happened since
    it was begun (keep_draft_memo); None when no draft is on top."""
    top = state.stack[-1] if state.stack else None
    if top is None or top.kind != BUILD:
        return None
    if state.kept_memo is None:
        state.kept_memo = {}
    return state.kept_memo


def keep_draft_memo(state, action) -> None:
    """After `action`: talks that move nothing keep the memo; anything else (an accepted deal too) drops it."""
    if state.kept_memo is not None and type(action) not in _QUIET:
        state.kept_memo = None


_MOVE_NOTHING = (AddItem, Propose, Cancel, Refuse, Counter)  # draft steps that change nothing but the stack
_QUIET = _MOVE_NOTHING + (DealWith, OpenTalks)


def keep_turn_menu(state, action) -> tuple | None:
    """The turn's menu to keep while `action` is applied: talks opened from
    it (DealWith) that end without a transfer leave everything it reads as
    it was, but for the count of talks (menu_after_talks)."""
    if type(action) is DealWith:
        return state._legal
    kept = state._turn_kept
    return kept if kept is not None and type(action) in _MOVE_NOTHING else None


def menu_after_talks(state, menu: tuple) -> tuple:
    """The turn's menu after talks that moved nothing: DealWith goes once the talks a turn allows are used."""
    if state.offers_this_turn < DEALER.max_offers:
        return menu
    return tuple(a for a in menu if type(a) is not DealWith)


def menu(state, giver: int, receiver: int, builder: int) -> list:
    """What `giver` could hand `receiver` now, as far as `builder` knows; the
    limits on how much each side may hold are `fits`'s (net of the deal)."""
    items = list(_money_items(giver, bisect_right(MONEY_STEPS, state.money[giver])))
    owned = [w for w, o in state.stations.items() if o == giver]
    if owned:
        owned.sort()
        items += [_item(giver, "station", str(w)) for w in owned]
    if state.version.cards:
        if giver == builder:
            items += [_item(giver, "card", str(c)) for c in sorted(state.hands[giver])]
        elif state.hands[giver]:
            items.append(_item(giver, "card", ANY_CARD))
    if state.missions[receiver] is None:
        carried = {k for k, _ in state.cargo[receiver]}
        for k, ship in state.cargo[giver]:
            if k not in carried and meeting_ship(state, giver, ship, receiver) is not None:
                items.append(DealItem(giver, "cargo", str(k + 1)))
    return items


def fit_key(item) -> tuple | None:
    """All `fits` reads of an item: who gives which kind (None: money, which it never weighs)."""
    return (item.giver, item.kind) if item.kind in _LIMITED else None


def fits(state, offer) -> bool:
    """Whether both sides can hold what the whole deal leaves them (net of
    what each gives; only a side that ends up with more of a kind is checked).
    Only who gives which limited kind matters, so while a legal list is
    built (`state.deal_memo`) one answer serves every offer of that shape."""
    limited = [(i.giver, i.kind) for i in offer.items if i.kind in _LIMITED]
    if not limited:
        return True
    if len(limited) > 1:
        limited.sort()
    shape = tuple(limited)
    memo = state.deal_memo
    if memo is None:
        return _fits(state, offer.proposer, offer.partner, shape)
    key = ("shape", offer.proposer, offer.partner, shape)
    got = memo.get(key)
    if got is None:
        got = memo[key] = _fits(state, offer.proposer, offer.partner, shape)
    return got


def _fits(state, proposer: int, partner: int, shape: tuple) -> bool:
    net: dict = {}
    cards_given: dict = {}
    for giver, kind in shape:
        receiver = partner if giver == proposer else proposer
        net[giver, kind] = net.get((giver, kind), 0) - 1
        net[receiver, kind] = net.get((receiver, kind), 0) + 1
        if kind == "card":
            cards_given[giver] = cards_given.get(giver, 0) + 1
    for (seat, kind), d in net.items():
        if kind == "card":
            held = len(state.hands[seat])
            if cards_given.get(seat, 0) > held:  # blind asks beyond the hand
                return False
            if d > 0 and held + d > hand_max(state, seat):
                return False
        elif d <= 0:
            continue
        elif kind == "cargo" and len(state.cargo[seat]) + d > cargo_max(state, seat):
            return False
        elif kind == "station" and state.stations_of(seat) + d > RINGS:
            return False
    return True


def deal_consequences(state, action) -> list[str]:
    """What accepting (or proposing) the deal on the table would leave the
    seat deciding: luck cards beyond what a turn may end with."""
    if not isinstance(action, (Accept, Propose)):
        return []
    p = state.window()
    offer = offer_of(p) if p is not None else None
    seat = state.to_act
    if offer is None or seat is None:
        return []
    gain = sum(1 for i in offer.items if i.kind == "card" and offer.receiver_of(i) == seat)
    gain -= sum(1 for i in offer.items if i.kind == "card" and i.giver == seat)
    held = len(state.hands[seat]) + gain
    keep = basics.hand_keep(state, seat)
    if gain <= 0 or held <= keep:
        return []
    extra = held - keep
    who = "if accepted, you" if isinstance(action, Propose) else "you"
    turn = "this turn" if state.current == seat and state.stage == "turn" else "your next turn"
    return [f"{who} would hold {held} luck cards but may end a turn with only {keep}: "
            f"play or discard {extra} by the end of {turn}"]


def transfer(state, offer, events: list) -> None:
    if not fits(state, offer):
        events.append(Event("deal", "The deal falls through: one side could not hold it all.", offer.partner))
        return
    blind = {}  # a card asked for blind comes from the giver's hand as it was before the deal
    for item in offer.items:
        if item.kind == "card" and item.ref == ANY_CARD:
            hand = state.hands[item.giver]
            blind[item] = hand[state.rng.randrange(len(hand))]
    moved, given = [], {}  # given: the card each card item turned out to be
    for item in offer.items:
        giver, receiver = item.giver, offer.receiver_of(item)
        if item.kind == "money":
            state.money[giver] -= item.amount
            state.money[receiver] += item.amount
        elif item.kind == "station":
            black_hole.transfer_station(state, int(item.ref), receiver)
        elif item.kind == "cargo":
            k = int(item.ref) - 1
            ship = next(sh for kk, sh in state.cargo[giver] if kk == k)
            to_ship = meeting_ship(state, giver, ship, receiver)
            state.cargo[giver] = [(kk, sh) for kk, sh in state.cargo[giver] if kk != k]
            state.cargo[receiver].append((k, to_ship))
        elif item.kind == "card":
            hand = state.hands[giver]
            card = blind[item] if item.ref == ANY_CARD else int(item.ref)
            hand.remove(card)
            state.hands[receiver].append(card)
            given[item] = card
            # no log line of its own (the deal's line says it): data for the two sides
            events.append(Event("deal_card", "", giver, {"giver": giver, "receiver": receiver},
                                private_data={giver: {"card": card}, receiver: {"card": card}},
                                barrier=item.ref == ANY_CARD))  # a blind pick draws on chance
        moved.append(item)
    public = trade_line(state, offer, moved, given, named=False)
    private = trade_line(state, offer, moved, given, named=True)
    shown, full = DEALER.items_json(moved)  # a named card's number only for the two sides
    events.append(Event("traded", public, offer.proposer,
                        {"proposer": offer.proposer, "partner": offer.partner, "items": shown},
                        private={offer.proposer: private, offer.partner: private} if private != public else {},
                        private_data={s: full for s in _sides(offer)} if full else {},
                        sound="coins"))
    # a cargo handed to the trader whose turn it is, at the world it is bound
    # for, is delivered at once ("before you do anything else"); anyone else
    # delivers it at the start of their turn, like a ship moved out of turn
    for item in moved:
        receiver = offer.receiver_of(item)
        if item.kind == "cargo" and receiver == state.current and state.stage == "turn":
            k = int(item.ref) - 1
            ship = next((sh for kk, sh in state.cargo[receiver] if kk == k), None)
            if ship is not None:
                cargo.arrive(state, receiver, ship, events)


def card_title(card: int) -> str:
    info = luck_of(card)
    return info.kind.replace("_", " ").title() + (f" ({info.amount})" if info.amount else "")


def trade_line(state, offer, moved, given: dict, named: bool) -> str:
    """One line for a completed deal: "Player 1 and Player 2 trade: Player 1
    gives $12 and station Vega; Player 2 gives a card."  Cards are named
    only when `named` (the text for the two sides, who both see them)."""
    sides = []
    for seat in (offer.proposer, offer.partner):
        mine = [i for i in moved if i.giver == seat]
        parts = [f"${sum(i.amount for i in mine if i.kind == 'money')}"] if any(
            i.kind == "money" for i in mine) else []
        parts += [f"station {state.board.name(int(i.ref))}" for i in mine if i.kind == "station"]
        parts += [f"the cargo of contract {i.ref}" for i in mine if i.kind == "cargo"]
        cards = [i for i in mine if i.kind == "card"]
        if named:
            parts += [f"card {card_title(given[i])}" for i in cards]
        elif cards:
            parts.append("a card" if len(cards) == 1 else f"{len(cards)} cards")
        if parts:
            gives = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
            sides.append(f"{who(seat)} gives {gives}")
    return f"{who(offer.proposer)} and {who(offer.partner)} trade: {'; '.join(sides) or 'nothing moves'}."


def amounts(state, giver: int, kind: str) -> range | None:
    """Money is any whole amount the giver holds (the menu's MONEY_STEPS are
    the few that bots and playouts try)."""
    return range(1, state.money[giver] + 1) if kind == "money" else None


def named_card(item: DealItem) -> bool:
    """A card from the giver's hand named in a deal: only the two sides know it."""
    return item.kind == "card" and item.ref != ANY_CARD


DEALER = Dealer(menu, transfer, max_offers=OFFERS_PER_TURN, max_items=ITEMS_PER_OFFER, name=seat_name, fits=fits,
                fit_key=fit_key, memo=lambda state: state.deal_memo,
                turn_key=lambda state: state.turns, round_key=lambda state: state.round(),
                max_talks_per_round=TALKS_PER_ROUND, amounts=amounts,
                private=lambda item: item.kind == "card")  # others read "a card", asked blind or named


def _sides(offer) -> tuple:
    return offer.proposer, offer.partner


def pinned_cards(state, seat: int) -> dict:
    """Cards named in a deal on the stack that `seat` is a side of, by giver:
    `seat` knows where they are, so its determinized copy keeps them there."""
    out: dict = {}
    for p in state.stack:
        offer = offer_of(p)
        if offer is None or seat not in _sides(offer):
            continue
        for item in offer.items + answering(p):
            if named_card(item):
                out.setdefault(item.giver, set()).add(int(item.ref))
    return out


def rename_offered_cards(state, seat: int, true_hands, rng) -> None:
    """In `seat`'s determinized copy, a card named in a deal `seat` is not a
    side of becomes a card of the giver's resampled hand (the same sample
    for every record naming it); a refused offer's card no longer in play
    there reads "a card".  Draws from `rng` only when there is one."""
    named: dict = {}  # giver -> its named cards in the order they first appear (public), never by number
    for p in state.stack:
        offer = offer_of(p)
        if offer is not None and seat not in _sides(offer):
            for item in offer.items + answering(p):
                if named_card(item) and int(item.ref) in true_hands[item.giver]:
                    named.setdefault(item.giver, {})[int(item.ref)] = None
    mapping: dict = {}
    for giver, cards in named.items():
        hand = sorted(state.hands[giver])
        if len(hand) >= len(cards):
            mapping.update({(giver, old): new for old, new in zip(cards, rng.sample(hand, len(cards)))})

    def renamed(item: DealItem) -> DealItem:
        if not named_card(item):
            return item
        new = mapping.get((item.giver, int(item.ref)))
        return replace(item, ref=ANY_CARD if new is None else str(new))

    for i, p in enumerate(state.stack):
        offer = offer_of(p)
        if offer is not None and seat not in _sides(offer):
            changes = {"items": tuple(renamed(it) for it in offer.items)}
            if answering(p):
                changes["answering"] = tuple(renamed(it) for it in answering(p))
            state.stack[i] = p.with_data(**changes)
            if p.kind == ANSWER:  # its prompt names the items too
                builder = offer.proposer if p.seat == offer.partner else offer.partner
                state.stack[i] = replace(state.stack[i], prompt=DEALER.answer_prompt(builder, changes["items"]))
    key = DEALER.turn_key(state)  # older refusals are never read again: the sample drops them
    state.deal_refusals = tuple(
        (k, o if seat in _sides(o) else Offer(o.proposer, o.partner, tuple(renamed(it) for it in o.items)))
        for k, o in state.deal_refusals if k == key)


def deal_actions(st, seat: int) -> list:
    if st.stage != "turn" or st.stack:
        return []
    return DEALER.start_actions(st, seat, [s for s in range(st.num_players) if s != seat])


def talks_safe_point(st) -> bool:
    """Whether talks may interrupt now: the game waits on a turn decision
    or on the window between turns, and no effect is half resolved."""
    if st.stage == "over" or st.setup_queue:
        return False
    if not st.stack:
        return st.stage == "turn"
    return st.stack[-1].kind in SAFE_WINDOWS


def interjections(st, seat: int) -> list:
    """OpenTalks for `seat` out of turn (the trader deciding its own turn
    opens talks with DealWith instead)."""
    if st.is_over or (not st.stack and seat == st.current) or not talks_safe_point(st):
        return []
    return DEALER.interjection_actions(st, seat, range(st.num_players))


def interject(st, action, events: list) -> None:
    DEALER.interject(st, action, events)


def talks_reason(st, action) -> str:
    """Why OpenTalks(seat, partner) is not possible now."""
    seat, partner = action.seat, action.partner
    if not (0 <= seat < st.num_players and 0 <= partner < st.num_players) or seat == partner:
        return "Choose another trader to deal with."
    if not st.stack and seat == st.current and st.stage == "turn":
        return "It is your turn: open talks from your turn's actions."
    if st.setup_queue:
        return "Talks wait until the game is set up."
    if not talks_safe_point(st):
        return "Talks wait until nothing is being resolved (a roll, a card, a request)."
    return f"You may open talks out of turn {TALKS_PER_ROUND} times a round: that is the limit."


def open_deal(st, action, events: list) -> None:
    DEALER.start(st, st.current, action, events)


def deal_reason(st, action) -> str:
    if not 0 <= action.partner < st.num_players or action.partner == st.current:
        return "Choose another trader to deal with."
    return f"You may open talks {OFFERS_PER_TURN} time{'s' if OFFERS_PER_TURN > 1 else ''} a turn: that is the limit."


DEAL_KINDS = (BUILD, ANSWER)
