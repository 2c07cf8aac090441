"""Avoid a Calamity! (rulebook "Trader's Luck"): who may answer a calamity
with it, the target's own card, and another trader's card offered for the
target ("Other Traders can offer to play an Avoid a Calamity for you"),
which the target accepts or refuses.

Windows (Pending kinds, answered through luck.py's handler): "avoid" asks,
in order, the target and then the other card holders (for a calamity on one
trader), every other trader (a Quarantine) or the owners of the ships at an
Ion Storm's world; "avoid_offer" asks the target about a card offered for it.
The calamity itself waits on its "calamity" resume point (luck.py) and does
nothing once an answer notes `cancelled`."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name
from .luck_actions import AcceptAvoid, PlayLuck
from . import basics

who = seat_name


def open_avoid_window(st, seat: int, a: PlayLuck) -> None:
    """Who may answer a calamity with Avoid a Calamity!: every other trader
    for a Quarantine, the owners of the ships at an Ion Storm's world, and
    for a calamity on one trader that trader first, then the others (not
    the player) in turn order, who may offer theirs for it."""
    n = st.num_players
    if a.kind == "quarantine":
        seats = [(seat + k) % n for k in range(1, n)]
    elif a.kind == "ion_storm":
        seats = sorted({t for t in range(n) if t != seat and a.world in st.ships[t]})
    elif not st.luck_any_time:  # a save from before Avoid for another trader
        seats = [a.target]
    else:
        seats = [a.target] + [t for t in ((a.target + k) % n for k in range(1, n)) if t != seat]
    seats = basics.card_holders(st, seats)
    if seats:
        st.open_window("avoid", seats, f"{who(seat)} plays a calamity: Avoid it?",
                         {"by": seat, "kind": a.kind, "target": a.target, "world": a.world})


def avoid(st, p, events: list) -> None:
    kind, target = p.get("kind"), p.get("target")
    if kind not in ("quarantine", "ion_storm") and p.seat != target:
        offer_avoid(st, p, events)
        return
    card = basics.take_card(st, p.seat, "avoid_calamity", 0)
    events.append(Event("avoid", f"{who(p.seat)} plays Avoid a Calamity!", p.seat,
                        {"seat": p.seat, "card": card, "kind": kind}, barrier=True, sound="card"))
    if kind == "ion_storm":  # shelters only the player's own ships
        st.note(sheltered=tuple(sorted(set(st.resume_point().get("sheltered", ())) | {p.seat})))
        return
    st.note(cancelled=True)
    st.close_window(p.window)


def offer_avoid(st, p, events: list) -> None:
    """Another trader plays its Avoid for the target, who may turn it down
    (the card lies on top of the discards meanwhile and goes back then; the
    record does not name it, so a determinized copy asks the same)."""
    card = basics.take_card(st, p.seat, "avoid_calamity", 0)
    target = p.get("target")
    events.append(Event("avoid_offer", f"{who(p.seat)} offers to play Avoid a Calamity! for {who(target)}.",
                        p.seat, {"seat": p.seat, "card": card, "target": target, "kind": p.get("kind")},
                        barrier=True, sound="card"))
    st.push(target, "avoid_offer", f"{who(p.seat)} offers to play Avoid a Calamity! for you: accept?",
              {"helper": p.seat, "by": p.get("by"), "kind": p.get("kind"), "target": target,
               "world": p.get("world"), "window": p.window}, can_pass=False)


def answer_avoid_offer(st, p, action, events: list) -> None:
    helper, card = p.get("helper"), st.discard[-1]
    if isinstance(action, AcceptAvoid):
        events.append(Event("avoid", f"{who(p.seat)} accepts {who(helper)}'s Avoid a Calamity!", p.seat,
                            {"seat": p.seat, "helper": helper, "card": card, "kind": p.get("kind")},
                            barrier=True, sound="card"))
        st.note(cancelled=True)
    else:
        st.hands[helper].append(st.discard.pop())
        events.append(Event("avoid_refused", f"{who(p.seat)} turns down {who(helper)}'s Avoid a Calamity!; "
                                             f"the card goes back.", p.seat,
                            {"seat": p.seat, "helper": helper, "card": card}))
    st.close_window(p.get("window"))
