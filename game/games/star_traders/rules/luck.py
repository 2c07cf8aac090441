"""Trader's Luck (rulebook "Trader's Luck" and the Imperial explanations):
playing the cards of a hand at their timing, calamities (Avoid a Calamity!
lives in avoid.py), Zap after a roll (a move roll, a Random Jump's two dice
or a petition roll), the window between turns, drawing at the end of a turn
with the discard chosen by the holder, discarding by choice, and the
Imperial cards (Quarantine lives in quarantine.py).

A card is played by naming its kind and amount (`PlayLuck`), never its
number: the rules play the lowest-numbered matching card of the hand, so one
search tree serves every sampled hand.

Who is asked follows from public information only (game/rules/pending.py):
a window asks every trader who could act there, that is every trader
holding at least one card (hand sizes are public).  A trader whose hand
(real, or sampled by determinize) has nothing playable there has Pass as
its only answer: bots and the table pass for it at once, and a pass in these
windows leaves no line in the log (`on_pass`), so a pause or a log line
never tells the others what a hand holds.

Windows (Pending kinds): "zap" after a roll (roller first, then turn order;
opened by basics.open_zap_window: `zap_roll` is the roll it changes,
`zap_dice` a Random Jump's dice); "avoid" and "avoid_offer" (avoid.py);
"between" after a turn's draw and discards
(the next trader first; a trader who plays may be asked again while it
holds a card); and the holder's own choices "discard" (hand limit),
"customs" (which cargo the inspectors seize) and "ion" (where a storm blows
a ship).  What the stack does when a window closes (the calamity, the
window between turns, the Random Jump, the petition) is flow.resume.

Discarding by choice ("cards may be ... discarded at any time"): whoever is
to act, in its turn or answering any question that offers more than Pass,
may also discard a card (`free_discards`).  The discard is a free step that
leaves the stack as it was, so the question is asked again with the hand
now held.  Not during talks (a card named in an offer must stay), and not
where the only answer is Pass: those are passed at once, and a discard offer
there would stop the game at every roll for every card holder."""
from __future__ import annotations

from functools import lru_cache

from game.rules.core import Event
from game.rules.pending import PASS

from .actions import seat_name
from .luck_actions import (AcceptAvoid, Avoid, BlowTo, DiscardLuck, PlayLuck, RefuseAvoid, Seize, Zap,  # noqa: F401
                           ZapDie, luck_of, luck_table)
from .trading import DEAL_KINDS
from .versions import RINGS
from . import avoid, basics, black_hole, luck_effects, movement, quarantine

who = seat_name

QUARANTINE_MARKERS = 3
TAKEOVER_PRICE = 10
WINDOW_KINDS = ("zap", "avoid", "avoid_offer", "between", "discard", "customs", "ion", "prestige")
_TARGETED = ("lost_in_space", "wrinkle_in_time", "tax_audit", "customs_inspection", "embargo", "pirates", "scandal")


class _Handler:
    """Answers the luck windows (PendingMixin's handler protocol)."""

    @staticmethod
    def pending_actions(state, p) -> list:
        return luck_choices(state, p)

    @staticmethod
    def answer(state, p, action, events: list) -> None:
        luck_answer(state, p, action, events)


HANDLER = _Handler()


# ------------------------------------------------------------ state
def init_luck(st) -> None:
    n = st.num_players
    st.slowed = [0] * n  # actions lost on the next turn (A Wrinkle in Time)
    st.embargoed = [False] * n
    st.big_hold = [False] * n
    st.envoy = [None] * n  # (world, last turn index to reach it)
    st.boosts = []  # this turn's your-turn effects: "open_skies", "stargate", "beacon_hack"
    st.quarantines = []  # see quarantine.py
    st.last_skips = ()  # cards the last Imperial Mission draw passed over


# ------------------------------------------------------------ what may be played
def luck_menu(st, seat: int, between: bool = False) -> list:
    """PlayLuck actions for `seat` in its own turn (between=False) or in the
    window between turns."""
    if not st.version.cards or not st.hands[seat]:
        return []
    n = st.num_players
    others = [t for t in range(n) if t != seat]
    acts = []
    seen = set()
    table = luck_table()
    for c in sorted(st.hands[seat]):
        card = table[c]
        key = (card.kind, card.amount)
        if key in seen:
            continue
        seen.add(key)
        k, amt = card.kind, card.amount
        if k == "imperial_favor":
            acts.append(PlayLuck.of(k, amt))
        elif k in _TARGETED:
            if k == "customs_inspection":
                ts = [t for t in others if st.cargo[t]]
            elif k == "pirates":
                ts = [t for t in others if st.cargo[t] or st.money[t]]
            else:
                ts = others
            acts += [PlayLuck.of(k, amt, t) for t in ts]
        elif k == "avoid_calamity":  # frees a trapped trader: in a turn or between turns
            acts += [PlayLuck.of(k, amt, t) for t in range(n) if quarantine.trapped_ships(st, t)]
        elif between:
            continue
        else:
            acts += _your_turn_plays(st, seat, k, amt)
    return acts


def _your_turn_plays(st, seat: int, k: str, amt: int) -> list:
    here = st.ships[seat][0]
    if k in ("windfall", "hyperdrive_boost", "double_shift", "trade_agreement", "imperial_envoy",
             "bigger_on_the_inside"):
        if k == "bigger_on_the_inside" and st.big_hold[seat]:
            return []
        if k == "imperial_envoy" and st.envoy[seat] is not None:
            return []
        if k in ("hyperdrive_boost", "double_shift") and st.actions_ended:
            return []  # a Random Jump or a granted petition ended the actions for good
        return [PlayLuck.of(k, amt)]
    if k in ("open_skies", "stargate", "beacon_hack"):
        return [] if k in st.boosts else [PlayLuck.of(k, amt)]
    if k == "glitch":
        out = [PlayLuck.of(k, amt, -1, slot) for slot in range(1, len(st.board_cards) + 1)
               if st.board_cards[slot - 1] is not None]
        if st.missions[seat] is not None:
            out.append(PlayLuck.of(k, amt, -1, 0))
        return out if st.deck or st.discard else []
    if k == "warp":
        return [PlayLuck.of(k, amt, t) for t in range(st.num_players)
                if t != seat and st.ships[t] and st.ships[t][0] != here]
    if k in ("hostile_takeover", "sabotage"):
        owner = st.stations.get(here)
        if owner is None or owner == seat or station_safe(st, here):
            return []
        if k == "hostile_takeover" and (st.money[seat] < TAKEOVER_PRICE or st.stations_of(seat) >= RINGS):
            return []  # the price, and a ring to put on the station (15 at most)
        return [PlayLuck.of(k, amt, owner, here)]
    if k == "ion_storm":
        rivals = sorted({w for t in range(st.num_players) if t != seat for w in st.ships[t]})
        return [PlayLuck.of(k, amt, -1, w) for w in rivals]  # a calamity: another trader's ship must be there
    if k == "quarantine":
        marked = {q[0] for q in st.quarantines}
        if len(st.quarantines) >= QUARANTINE_MARKERS:
            return [PlayLuck.of(k, amt, -1, w) for w in sorted(marked)]
        return [PlayLuck.of(k, amt, -1, w) for w in sorted(st.board.galaxy.worlds)]
    return []


def station_safe(st, world: int) -> bool:
    """Imperial Stations (the Black Hole game, `is_protected`) are safe from every card."""
    return black_hole.is_protected(st, world)


# ------------------------------------------------------------ hooks called from the other rule modules
def luck_adjust_menu(st, seat: int, acts: list) -> list:
    """The turn menu with this turn's restrictions and the cards to play."""
    if not st.version.cards:
        return acts
    if st.embargoed[seat]:
        acts = [a for a in acts if type(a).__name__ not in ("PickUp", "PickUpMission")]
    if st.quarantines:
        acts = [a for a in acts if not (type(a).__name__ == "RandomJump" and quarantine.is_trapped(st, seat, a.ship))]
    return acts[:-1] + luck_menu(st, seat) + acts[-1:]  # EndTurn stays last


def luck_turn_start(st, seat: int, events: list) -> None:
    st.boosts = []
    if st.slowed[seat]:
        lost = min(st.slowed[seat], st.actions_left)
        st.actions_left -= lost
        st.slowed[seat] = 0
        events.append(Event("slowed", f"{who(seat)} loses {lost} action{'s' if lost != 1 else ''} to a "
                                      f"Wrinkle in Time.", seat, {"seat": seat, "lost": lost}))
    quarantine.quarantine_turn_start(st, seat, events)


# ------------------------------------------------------------ the end of a turn
def luck_end_turn(st, seat: int, events: list) -> None:
    """After the end-of-turn draw: expire this turn's effects, then (as
    resume points) the holder's discards, the window between turns and the
    hand-over to the next trader."""
    st.embargoed[seat] = False
    env = st.envoy[seat]
    if env is not None and st.turns >= env[1]:
        st.envoy[seat] = None
        events.append(Event("envoy_failed", f"{who(seat)}'s Imperial Envoy mission lapses.", seat,
                            {"seat": seat, "world": env[0]}))
    st.boosts = []
    st.stage = "between"
    st.push_resume("next_turn", {"seat": seat})
    st.push_resume("between", {"seat": seat})
    ask_discard(st, seat)


def ask_discard(st, seat: int) -> None:
    keep = basics.hand_keep(st, seat)
    if len(st.hands[seat]) > keep:
        extra = len(st.hands[seat]) - keep
        st.push(seat, "discard", f"Your hand limit at the end of a turn is {keep}: discard "
                                   f"{extra} card{'s' if extra > 1 else ''}.",
                  {"seat": seat, "keep": keep}, can_pass=False)


def free_discards(st, legal: list) -> list:
    """The DiscardLuck choices the seat to act has besides `legal` (module text)."""
    stack = st.stack
    if stack and stack[-1].kind in DEAL_KINDS:  # the common case in a playout, answered first
        return []
    if not st.luck_any_time or not st.version.cards or st.stage not in ("turn", "between") \
            or legal == [PASS]:
        return []
    seat = st.to_act
    p = st.window()
    if seat is None or not st.hands[seat] or (p is not None and p.kind == "discard"):
        return []
    if any(q.kind in DEAL_KINDS for q in stack):
        return []
    return _discard_choices(st, seat)


def _discard_choices(st, seat: int) -> list:
    return list(_discards(tuple(st.hands[seat])))


@lru_cache(maxsize=1024)
def _discards(hand: tuple) -> tuple:
    return tuple(sorted({DiscardLuck(luck_of(c).kind, luck_of(c).amount) for c in hand},
                        key=lambda a: (a.kind, a.amount)))


def is_free_discard(st, action) -> bool:
    if not isinstance(action, DiscardLuck):
        return False
    p = st.window()
    return p is None or p.kind != "discard"


def free_discard(st, action: DiscardLuck, events: list) -> None:
    seat = st.to_act
    card = basics.take_card(st, seat, action.kind, action.amount)
    events.append(Event("discard", f"{who(seat)} discards card {card}.", seat,
                        {"seat": seat, "card": card, "free": True}, barrier=True))


def between_seats(st, ended: int) -> list[int]:
    n = st.num_players
    return basics.card_holders(st, ((ended + k) % n for k in range(1, n + 1)))


# ------------------------------------------------------------ windows: choices
def luck_choices(st, p) -> list:
    k = p.kind
    if k == "zap":
        amounts = sorted({luck_of(c).amount for c in st.hands[p.seat] if luck_of(c).kind == "zap"})
        top = max(amounts, default=0)
        if p.get("random"):
            return [ZapDie(i + 1, d) for i, die in enumerate(basics.zap_dice(st))
                    for d in range(-top, top + 1) if d and 1 <= die + d <= 6]
        die = basics.zap_roll(st, p)
        return [Zap(d) for d in range(-top, top + 1) if d and 1 <= die + d <= 6]
    if k == "avoid":
        return [Avoid()] if basics.hand_cards(st, p.seat, "avoid_calamity") else []
    if k == "avoid_offer":
        return [AcceptAvoid(), RefuseAvoid()]
    if k == "between":
        return luck_menu(st, p.seat, between=True)
    if k == "prestige":  # before a petition roll: the petitioner's Favor, a rival's Scandal on them
        petitioner = p.get("petitioner")
        kind = "imperial_favor" if p.seat == petitioner else "scandal"
        target = -1 if p.seat == petitioner else petitioner
        return [PlayLuck(kind, amt, target) for amt in sorted({luck_of(c).amount for c in basics.hand_cards(st, p.seat, kind)})]
    if k == "discard":
        return _discard_choices(st, p.seat)
    if k == "customs":
        return [Seize(slot + 1) for slot, _ in sorted(st.cargo[p.seat])]
    if k == "ion":
        here = st.ships[p.seat][p.get("ship")]
        return [BlowTo(w) for w, _ in st.board.adj[here]]
    return []


def luck_answer(st, p, action, events: list) -> None:
    k = p.kind
    if k == "zap" and isinstance(action, ZapDie):
        apply_zap_die(st, p.seat, action, events)
    elif k == "zap":
        apply_zap(st, p.seat, action.delta, events, p)
    elif k == "avoid":
        avoid.avoid(st, p, events)
    elif k == "avoid_offer":
        avoid.answer_avoid_offer(st, p, action, events)
    elif k in ("between", "prestige"):
        play_luck(st, p.seat, action, events, between=p)
    elif k == "discard":
        card = basics.take_card(st, p.seat, action.kind, action.amount)
        events.append(Event("discard", f"{who(p.seat)} discards card {card} (hand limit {p.get('keep')}).",
                            p.seat, {"seat": p.seat, "card": card}, barrier=True))
        ask_discard(st, p.seat)
    elif k == "customs":
        luck_effects.seize(st, p.seat, action.slot, events)
    elif k == "ion":
        movement.move_ship(st, p.seat, p.get("ship"), action.world, "storm", events)


# ------------------------------------------------------------ Zap


def _spend_zap(st, seat: int, delta: int) -> tuple[int, int]:
    """The smallest Zap card that covers `delta`, to the discards: (amount, card)."""
    fits = sorted((luck_of(c).amount, c) for c in st.hands[seat]
                  if luck_of(c).kind == "zap" and luck_of(c).amount >= abs(delta))
    amount, card = fits[0]
    st.hands[seat].remove(card)
    st.discard.append(card)
    return amount, card


def apply_zap_die(st, seat: int, action: ZapDie, events: list) -> None:
    amount, card = _spend_zap(st, seat, action.delta)
    dice = list(basics.zap_dice(st))
    before = dice[action.die - 1]
    dice[action.die - 1] = max(1, min(6, before + action.delta))
    st.note(dice=tuple(dice))
    which = "first" if action.die == 1 else "second"
    world = 10 * dice[0] + dice[1]
    events.append(Event("zap", f"{who(seat)} plays Zap! ({amount}): the {which} die of {before} becomes "
                               f"{dice[action.die - 1]}, world {world}.",
                        seat, {"seat": seat, "card": card, "from": before, "value": dice[action.die - 1],
                               "delta": action.delta, "die": action.die, "world": world, "petition": False},
                        barrier=True, sound="card"))


def apply_zap(st, seat: int, delta: int, events: list, p) -> None:
    amount, card = _spend_zap(st, seat, delta)
    petition = bool(p.get("petition"))
    before = basics.zap_roll(st, p)
    after = max(1, min(6, before + delta))
    if petition:
        st.note(roll=after, zapped=True)
    else:
        st.die = after
    what = "petition roll" if petition else "roll"
    events.append(Event("zap", f"{who(seat)} plays Zap! ({amount}): the {what} of {before} becomes {after}.",
                        seat, {"seat": seat, "card": card, "from": before, "value": after, "delta": delta,
                               "petition": petition},
                        barrier=True, sound="card"))


# ------------------------------------------------------------ playing a card
def play_luck(st, seat: int, a: PlayLuck, events: list, between=None) -> None:
    card = basics.take_card(st, seat, a.kind, a.amount)
    info = luck_of(card)
    text = f"{who(seat)} plays {info.name}"
    if a.target >= 0:
        text += f" on {who(a.target)}"
    if a.world and a.kind != "glitch":
        text += f" at {st.board.name(a.world)}"
    events.append(Event("luck", text + ".", seat, {"seat": seat, "card": card, "kind": a.kind, "target": a.target,
                                                   "world": a.world, "calamity": info.calamity},
                        barrier=True, sound="card"))
    if between is not None and st.hands[seat]:  # asked again while it holds a card (public)
        st.stack.append(between)
    if a.kind == "avoid_calamity":
        quarantine.free_trapped(st, a.target, events)
    elif info.calamity:
        st.push_resume("calamity", {"seat": seat, "kind": a.kind, "amount": a.amount, "target": a.target,
                                      "world": a.world, "cancelled": False})
        avoid.open_avoid_window(st, seat, a)
    else:
        luck_effects.luck_effect(st, seat, a, events)
