"""Deals between two seats, built in small steps on the pending stack.

A deal is a short dialogue of ordinary decisions, so bots, undo, saves and
the log need nothing special:

1. the seat on turn picks a partner (`DealWith(partner)`, offered by the
   game among its turn actions through `Dealer.start_actions`);
2. it adds items one at a time from bounded menus the game supplies
   (`AddItem`: money in steps, a named station, card or cargo), for either
   side, then `Propose`s (or `Cancel`s); a game that gives `amounts` lets
   money be any whole amount in that range, not just the menu's steps
   (AddItem declares `amount` its free amount: GameState.amount_range);
3. the partner answers: `Accept`, `Refuse`, or `Counter` once, which lets
   the partner build a new offer the proposer can only accept or refuse
   (the counter's draft keeps the offer it answers, `answering(p)`).

Talks out of turn.  A seat that is not the one to act may open talks at a
safe point the game chooses (`OpenTalks(seat, partner)`, an out_of_turn
action listed by the game's `interjections(seat)` through
`Dealer.interjection_actions`).  Its draft is pushed on top of the stack,
so when the talks end (dropped, refused or accepted) the game is back at
exactly the decision it was waiting on.  Such talks are capped per seat and
round (`max_talks_per_round`, counted in `state.off_turn_talks` with the
game's `round_key(state)`), so random playouts stay finite.

An accepted deal is an undo barrier: the other side agreed to it.

Offers per turn are capped (`max_offers`, counted in `state.offers_this_turn`,
which the game resets when a turn begins), and items per offer too, so random
playouts always end.  Promises (kind "promise") are items like any other; the
rules never enforce them (the game's `transfer` simply skips them).

Refused offers are remembered for the rest of the turn
(`refused(state)`, kept in `state.deal_refusals` with the game's
`turn_key(state)`): public knowledge, so a bot can avoid repeating one.
The state class declares `deal_refusals: tuple = ()` (a class default, so a
state where nothing was refused yet fingerprints without it).

The game gives a `Dealer`:
    menu(state, giver, receiver, builder) -> list[DealItem]   what giver could
                                    hand over now.  Only facts `builder` knows:
                                    public ones (money, owned stations, face-up
                                    cargo) and, when giver == builder, its own
                                    hidden hand; never another seat's hand
    transfer(state, offer, events)  carry out an accepted Offer
    fits(state, offer) -> bool      optional: whether both sides could hold
                                    what the whole offer leaves them (hand
                                    limits and the like); an item that would
                                    break it is not offered, so a proposed
                                    offer always fits when it is made
    turn_key(state)                 a value that changes when a turn begins
    round_key(state)                optional: a value that changes when a round
                                    begins (talks out of turn are counted per
                                    round; default: turn_key)
    amounts(state, giver, kind)     optional: the range of whole amounts of
                                    `kind` giver may hand over (None: the
                                    menu's amounts only)
    private(item) -> bool           optional: whether a named item is known
                                    only to the two sides (a card from a
                                    hand): other seats read "a card" in the
                                    offer's prompt, its log line and the
                                    stack (`record_view`)
and lists `dealer.handlers()` in its state's `handlers` (see PendingMixin).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.rules.core import Event, action, listed
from game.rules.pending import Pending

BUILD, ANSWER = "deal-build", "deal-answer"


@dataclass(frozen=True)
class DealItem:
    """`giver` hands `amount` of `kind` (money) or the thing `ref` names."""

    giver: int
    kind: str
    ref: str = ""
    amount: int = 0

    def label(self, hidden: bool = False) -> str:
        """`hidden`: the thing is named only to the two sides of the deal."""
        what = f"{self.amount} {self.kind}" if self.amount else f"a {self.kind}" if hidden \
            else f"{self.kind} {self.ref}".strip()
        return f"P{self.giver + 1} gives {what}"

    def to_json(self) -> dict:
        return {"giver": self.giver, "kind": self.kind, "ref": self.ref, "amount": self.amount}

    def same_slot(self, other: "DealItem") -> bool:
        """Money is one slot per giver; a named thing is its own slot."""
        return self.giver == other.giver and self.kind == other.kind and (self.amount or self.ref == other.ref)


@action("*")
class DealWith:
    partner: int

    def label(self):
        return f"Propose a deal to Player {self.partner + 1}"


@action("*")
class OpenTalks:
    """`seat`, not the one to act, opens talks with `partner` (out of turn)."""

    seat: int
    partner: int

    out_of_turn = True

    def label(self):
        return f"Propose a deal to Player {self.partner + 1}"


@action("*")
class AddItem:
    giver: int
    kind: str
    ref: str
    amount: int

    amount_field = "amount"

    @property
    def item(self) -> DealItem:
        return _deal_item(self.giver, self.kind, self.ref, self.amount)

    def label(self):
        return "Add: " + self.item.label()


@action("*")
class Propose:
    def label(self):
        return "Propose this deal"


@action("*")
class Cancel:
    def label(self):
        return "Drop the deal"


@action("*")
class Accept:
    def label(self):
        return "Accept the deal"


@action("*")
class Refuse:
    def label(self):
        return "Refuse the deal"


@action("*")
class Counter:
    def label(self):
        return "Make a counter-offer"


# Steps a careless bot never takes by accident (Action.deliberate): the Easy
# bot does not open talks it then drops, nor build, accept or counter an
# offer at random.
for _step in (DealWith, OpenTalks, AddItem, Propose, Cancel, Accept, Counter):
    _step.deliberate = True


@dataclass(frozen=True)
class Offer:
    """A deal on the table: who proposed it, to whom, and the items."""

    proposer: int
    partner: int
    items: tuple = ()

    def receiver_of(self, item: DealItem) -> int:
        return self.partner if item.giver == self.proposer else self.proposer


def add_item(item: DealItem) -> "AddItem":
    """The AddItem step for `item` (frozen: the legal lists share one of each)."""
    return _add_item(item.giver, item.kind, item.ref, item.amount)


@lru_cache(maxsize=8192)
def _add_item(giver: int, kind: str, ref: str, amount: int) -> "AddItem":
    return AddItem(giver, kind, ref, amount)


@lru_cache(maxsize=8192)
def _deal_item(giver: int, kind: str, ref: str, amount: int) -> DealItem:
    return DealItem(giver, kind, ref, amount)


def _slot(item: DealItem) -> tuple:
    """What an item takes in a draft (DealItem.same_slot): money one slot per giver."""
    return (item.giver, item.kind) if item.amount else (item.giver, item.kind, item.ref)


def items_of(p: Pending) -> tuple:
    return p.get("items", ())


def answering(p: Pending) -> tuple:
    """The items of the offer a counter-offer's draft answers (() otherwise)."""
    return p.get("answering", ())


def offer_of(p: Pending) -> Offer | None:
    """The offer a deal record on the stack is about (None for other records)."""
    if p.kind not in (BUILD, ANSWER):
        return None
    return Offer(p.get("proposer"), p.get("partner"), items_of(p))


def describe(items, private=None) -> str:
    """The items in words; those `private(item)` says are private read "a card"."""
    return "; ".join(i.label(bool(private and private(i))) for i in items) or "nothing"


class Dealer:
    """The deal rules of one game (stateless: the draft lives on the stack)."""

    def __init__(self, menu, transfer, max_offers: int = 1, max_items: int = 4, name=None, fits=None, *,
                 turn_key, round_key=None, max_talks_per_round: int = 0, amounts=None, private=None,
                 fit_key=None, memo=None):
        self.menu, self.transfer = menu, transfer
        self.max_offers, self.max_items = max_offers, max_items
        self.name = name or (lambda seat: f"P{seat + 1}")
        self.fits = fits or (lambda state, offer: True)
        # fit_key(item): what of an item `fits` looks at (Star Traders: who
        # gives which kind); items with equal keys fit alike in a draft, so a
        # legal list asks once per key, and an item keyed None fits as the
        # draft without it does.  No fit_key: ask for every item.
        self.fit_key = fit_key
        self.turn_key = turn_key
        self.round_key = round_key or turn_key
        self.max_talks_per_round = max_talks_per_round
        self.amounts = amounts or (lambda state, giver, kind: None)
        self.private = private or (lambda item: False)
        # memo(state): a dict the dealer may keep answers in while nothing but the draft changes
        # (Star Traders keeps one over talks that move nothing); None: work everything out afresh
        self.memo = memo or (lambda state: None)
        # id(item) -> (item, slot, fit key, AddItem), the fixed facts of a menu's item; the
        # entry holds the item, so no other object can take its id while the entry is kept
        self._entries: dict = {}

    # --- what other seats may read -------------------------------------------
    def public_item(self, item: DealItem) -> dict:
        """An item as a seat outside the deal sees it (a private one unnamed)."""
        return {**item.to_json(), "ref": ""} if self.private(item) else item.to_json()

    def items_json(self, items) -> tuple[list, dict]:
        """(public, full) JSON of `items`: the full list only when it differs."""
        full = [i.to_json() for i in items]
        public = [self.public_item(i) for i in items]
        return public, ({} if public == full else {"items": full})

    def answer_prompt(self, builder: int, items, private=None) -> str:
        """The line of an offer's answer record ("P1 offers: ...")."""
        return f"{self.name(builder)} offers: {describe(items, private)}"

    def record_view(self, p: Pending, seat: int | None) -> dict:
        """A deal record as `seat` sees it in the stack of its view: the two
        sides read every item; other seats see a private item unnamed."""
        out = p.to_json()
        sides = (p.get("proposer"), p.get("partner"))
        if seat in sides:
            return out
        data = dict(out["data"])
        for key in ("items", "answering"):
            if key in data:
                data[key] = [self.public_item(i) for i in p.get(key)]
        if p.kind == ANSWER:
            builder = sides[0] if p.seat == sides[1] else sides[1]
            out["prompt"] = self.answer_prompt(builder, items_of(p), self.private)
        return {**out, "data": data}

    def offer_view(self, offer: "Offer", seat: int | None) -> dict:
        """An offer (a refused one, say) as `seat` sees it."""
        inside = seat in (offer.proposer, offer.partner)
        return {"proposer": offer.proposer, "partner": offer.partner,
                "items": [i.to_json() if inside else self.public_item(i) for i in offer.items]}

    def offer_event(self, kind: str, text: str, public: str, seat: int, offer: "Offer", items, **extra) -> Event:
        """An event about an offer: the public text and data name no private
        item; the two sides get the full text and items."""
        sides = (offer.proposer, offer.partner)
        shown, full = self.items_json(items)
        return Event(kind, public, seat=seat, data={"items": shown},
                     private={s: text for s in sides} if text != public else {},
                     private_data={s: full for s in sides} if full else {}, **extra)

    def amount_range(self, state, action) -> range | None:
        """The amounts an AddItem like a legal one may carry (GameState.amount_range)."""
        if not isinstance(action, AddItem) or not action.amount:
            return None  # a named thing has no amount
        return self.amounts(state, action.giver, action.kind)

    def still_offered(self, state, item: DealItem, receiver: int, builder: int, menus: dict | None = None) -> bool:
        """Whether `item` could still be handed over: on the giver's menu, or
        an amount of something the menu offers in steps that is in range
        (`menus`: the menus already asked, by giver and receiver)."""
        menus = {} if menus is None else menus
        menu = menus.get((item.giver, receiver))
        if menu is None:
            menu = menus[(item.giver, receiver)] = self.menu(state, item.giver, receiver, builder)
        if listed(item, menu):
            return True
        span = self.amounts(state, item.giver, item.kind) if item.amount else None
        return span is not None and item.amount in span and any(it.kind == item.kind and it.amount for it in menu)

    def refused(self, state) -> tuple:
        """The offers refused so far this turn (each as an Offer)."""
        key = self.turn_key(state)
        return tuple(o for k, o in state.deal_refusals if k == key)

    def handlers(self) -> dict:
        return {BUILD: self, ANSWER: self}

    # --- the turn side ---------------------------------------------------
    def start_actions(self, state, seat: int, partners) -> list:
        if state.offers_this_turn >= self.max_offers:
            return []
        return [DealWith.of(p) for p in partners if p != seat]

    def start(self, state, seat: int, action: DealWith, events: list) -> None:
        """Apply a DealWith taken as a turn action: open the draft."""
        state.offers_this_turn += 1
        state.push(seat, BUILD, f"Build a deal with {self.name(action.partner)}",
                   {"proposer": seat, "partner": action.partner, "items": (), "countered": False},
                   can_pass=False)
        events.append(Event("deal", f"{self.name(seat)} opens talks with {self.name(action.partner)}.", seat=seat))

    # --- out of turn -------------------------------------------------------
    def talks_this_round(self, state, seat: int) -> int:
        """How many times `seat` opened talks out of turn this round."""
        key = self.round_key(state)
        return sum(1 for k, s in state.off_turn_talks if k == key and s == seat)

    def interjection_actions(self, state, seat: int, partners) -> list:
        """OpenTalks for `seat` (the game has checked that this is a safe point)."""
        if self.talks_this_round(state, seat) >= self.max_talks_per_round:
            return []
        return [OpenTalks.of(seat, p) for p in partners if p != seat]

    def interject(self, state, action: OpenTalks, events: list) -> None:
        """Open talks out of turn: the draft goes on top of whatever waits."""
        key = self.round_key(state)
        kept = tuple(t for t in state.off_turn_talks if t[0] == key)
        state.off_turn_talks = kept + ((key, action.seat),)
        seat, partner = action.seat, action.partner
        state.push(seat, BUILD, f"Build a deal with {self.name(partner)}",
                   {"proposer": seat, "partner": partner, "items": (), "countered": False}, can_pass=False)
        events.append(Event("deal", f"{self.name(seat)} opens talks with {self.name(partner)}.", seat=seat))

    # --- the stack side ----------------------------------------------------
    def pending_actions(self, state, p: Pending) -> list:
        if p.kind == ANSWER:
            acts = [Accept.of(), Refuse.of()]
            if not p.get("countered"):
                acts.append(Counter.of())
            return acts
        items = items_of(p)
        proposer, partner = p.get("proposer"), p.get("partner")
        other = partner if p.seat == proposer else proposer
        acts = []
        fitted: dict = {}
        if len(items) < self.max_items:
            memo = self.memo(state)
            taken = {_slot(old) for old in items} if items else ()
            for giver, receiver in ((p.seat, other), (other, p.seat)):
                for it, slot, key, step in self._steps(state, memo, giver, receiver, p.seat):
                    if slot in taken:
                        continue  # DealItem.same_slot
                    ok = fitted.get(key)
                    if ok is None:
                        ok = fitted[key] = self.fits(state, Offer(proposer, partner, items + (it,) if key is not None
                                                                  else items))
                    if ok:
                        acts.append(step)
        if items and (fitted[None] if None in fitted else self.fits(state, Offer(proposer, partner, items))):
            acts.append(Propose.of())
        acts.append(Cancel.of())
        return acts

    def _steps(self, state, memo, giver: int, receiver: int, builder: int) -> list:
        """(item, slot, fit key, AddItem) per item of giver's menu (kept in the memo)."""
        key = ("steps", giver, receiver, builder)
        steps = memo.get(key) if memo is not None else None
        if steps is None:
            entries = self._entries
            steps = [entries.get(id(it)) or self._entry(it) for it in self.menu(state, giver, receiver, builder)]
            if memo is not None:
                memo[key] = steps
        return steps

    def _entry(self, it: DealItem) -> tuple:
        if len(self._entries) > 20_000:
            self._entries.clear()
        entry = self._entries[id(it)] = (it, _slot(it), self.fit_key(it) if self.fit_key is not None else it,
                                         add_item(it))
        return entry

    def answer(self, state, p: Pending, a, events: list) -> None:
        seat, items = p.seat, items_of(p)
        other = p.get("partner") if seat == p.get("proposer") else p.get("proposer")
        if isinstance(a, AddItem):
            state.stack.append(p.with_data(items=items + (a.item,)))
        elif isinstance(a, Cancel):
            events.append(Event("deal", f"{self.name(seat)} drops the deal.", seat=seat))
        elif isinstance(a, Propose):
            # the prompt is for `other`, a side; the view gives other seats their own (record_view)
            state.push(other, ANSWER, self.answer_prompt(seat, items), dict(p.data), can_pass=False)
            line = f"{self.name(seat)} offers {self.name(other)}: "
            events.append(self.offer_event("offer", line + describe(items) + ".",
                                           line + describe(items, self.private) + ".", seat, offer_of(p), items))
        elif isinstance(a, Refuse):
            key = self.turn_key(state)
            kept = tuple(r for r in state.deal_refusals if r[0] == key)
            state.deal_refusals = kept + ((key, offer_of(p)),)
            events.append(Event("deal", f"{self.name(seat)} refuses.", seat=seat))
        elif isinstance(a, Counter):
            state.push(seat, BUILD, f"Counter-offer to {self.name(other)}",
                       {**dict(p.data), "items": (), "countered": True, "answering": items}, can_pass=False)
            events.append(Event("deal", f"{self.name(seat)} makes a counter-offer.", seat=seat))
        elif isinstance(a, Accept):
            offer = offer_of(p)
            menus: dict = {}
            still = all(self.still_offered(state, it, offer.receiver_of(it), other, menus) for it in items)
            if not still:
                events.append(Event("deal", "The deal falls through: something offered is gone.", seat=seat))
                return
            if not self.fits(state, offer):
                events.append(Event("deal", "The deal falls through: one side could not hold it all.", seat=seat))
                return
            # the game's transfer logs what changed hands, in words each side may read
            line = f"{self.name(seat)} accepts."
            events.append(self.offer_event("deal", line, line, seat, offer, items, barrier=True))
            self.transfer(state, offer, events)
