"""Star Cartel: the end of a delivery, of a turn and of the game (rulebook
"Delivering", last paragraph: leftovers are discarded and the ship is
swapped for the top of the shipyard; "Ending Your Turn": the hub is
refilled, reshuffling the discards when the deck runs out; "Ending the
Game": taking the last ship gives every other player one final turn;
"Scoring": stash cards times their price, plus the ship, with the
tie-breaks).  Each step works on the state `s` and returns the step that
follows without a decision (flow.py runs it), or None."""
from __future__ import annotations

from collections import Counter

from game.rules.core import Event, Score, winners_of

from .data import ROWS, TYPES
from .facts import END_TURN, START_TURN
from .words import plural, who


def finish_delivery(s, ev: list) -> str:
    seat = s.current
    rest = s.holds[seat]
    if rest:
        s.discard.extend(rest)
        if s.stash_count:  # which leftover sets were kept is secret, so these went down unseen
            for card in rest:
                s.face_down[card.id] = seat
        ev.append(Event("discard", f"{who(seat)} discards the other {plural(len(rest), 'card')}.", seat,
                        {"seat": seat, "count": len(rest), "from": "hold", "to": "discard"}, sound="card"))
        s.holds[seat] = []
    s.sets = {}
    old = s.ships[seat]
    if s.shipyard:
        new = s.shipyard.pop(0)
        s.ships[seat] = new
        ev.append(Event("ship", f"{who(seat)} swaps the {old.name} for the {new.name} "
                        f"(capacity {new.capacity}, worth {new.value}).", seat,
                        {"seat": seat, "ship": new.key, "old": old.key, "from": "shipyard"}, sound="click"))
        if not s.shipyard:
            n = s.num_players
            s.ender = seat
            s.final_queue = [(seat + k) % n for k in range(1, n)]
            ev.append(Event("last_ship", f"{who(seat)} took the last ship: every other player now takes "
                            "one final turn.", seat, {"seat": seat}))
    else:
        ev.append(Event("keep_ship", f"{who(seat)} keeps the {old.name}: the shipyard is empty.", seat,
                        {"seat": seat}))
    return END_TURN


def end_turn(s, ev: list) -> str | None:
    if s.ender is not None:
        if not s.final_queue:
            game_over(s, ev)
            return None
        refill(s, ev)
        s.current = s.final_queue.pop(0)
        s.final_turn = True
    else:
        refill(s, ev)
        s.current = (s.current + 1) % s.num_players
    return START_TURN


def refill(s, ev: list) -> None:
    placed = []
    for c, col in enumerate(s.hub):
        while len(col) < ROWS:
            if not s.deck:
                if not s.discard:
                    break
                s.deck = s.discard
                s.discard = []
                s.face_down = {}
                s.rng.shuffle(s.deck)
                ev.append(Event("reshuffle", f"The deck is empty: the {len(s.deck)} discarded cards are "
                                "shuffled into a new deck.", None, {"count": len(s.deck)},
                                barrier=True, sound="card"))
            card = s.deck.pop()
            col.append(card)
            placed.append((card, c, len(col) - 1))
    if placed:
        names = ", ".join(f"{card.title} (column {c + 1})" for card, c, _r in placed)
        ev.append(Event("refill", f"New in the hub: {names}.", None,
                        {"cards": [{"card": card.id, "from": "deck", "to": [c, r]} for card, c, r in placed]},
                        barrier=True, sound="card"))


def game_over(s, ev: list) -> None:
    s.stage = "over"
    s.final_turn = False
    scores_now = scores(s)
    best = winners_of(scores_now)
    top = max(sc.total for sc in scores_now)
    names = " and ".join(who(seat) for seat in best)
    verb = "share the victory" if len(best) > 1 else "wins"
    ev.append(Event("game_over", f"Game over: {names} {verb} with {top} points.", None,
                    {"winners": best, "scores": [sc.total for sc in scores_now]}, sound="coins"))


# ------------------------------------------------------------ scoring
def scores(s) -> list[Score]:
    out = []
    for seat in range(s.num_players):
        counts = Counter(c.kind for c in s.stashes[seat])
        breakdown = {k: counts[k] * s.tokens[k] for k in TYPES}
        contraband = sum(breakdown.values())
        best_type = max(breakdown.values())
        ship = s.ships[seat].value
        breakdown["ship"] = ship
        details = {k: f"{counts[k]} \u00d7 {s.tokens[k]}" for k in TYPES if counts[k]}
        details["ship"] = s.ships[seat].name
        out.append(Score(seat, contraband + ship, (contraband, best_type, -len(s.stashes[seat])), breakdown,
                         details))
    return out
