"""Why a move, in Cartel's own terms: one sentence per move kind, for the
Hint and for "why did the bot do that" (GameSpec.hint_reason, game/ai/hint.py).

Each sentence is worked out from the city before and after the move alone
(who controls which building, the mover's points, Agents and hand), all of
it public but the mover's own hand, which the world handed in was sampled
from the mover's view.  Said to the person ("you"); why.py turns it round
for a bot.  Every move kind has a sentence, so no reason is a bare number.
"""
from __future__ import annotations

from game.games.cartel.rules.actions import (Appoint, Attack, Bribe, Build, Discard, Draw, Move, PlaceAgent,
                                             PlaceFirst, Remove, Retrieve, Reveal, Road, SaveAgent, Shadow, Skip,
                                             Snitch, Summon, Swap, name, seat_name)
from game.games.cartel.rules.data import BUSINESSES

# what an Official does for the one who keeps it, in a few words
POWERS = {
    "juan": "trashes an Agent of whoever has the most",
    "tu": "lets you make a rival put an Official into service without its effect",
    "tracy": "lets you shift a rival's Agent after your moves",
    "ford": "takes a card back from the discards",
    "fivel": "wins your attacks on equal numbers",
    "sachs": "saves your Agents from being trashed",
    "sven": "trades itself for a rival's Agent or Official",
}


def _points(state, seat: int) -> int:
    parts = state.score_parts(seat)
    return parts["buildings"] + parts["officials"]


def _controlled(state, seat: int) -> set:
    return {cell for cell in state.buildings if state.controller(cell) == seat}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _agents(n: int) -> str:
    return "an Agent" if n == 1 else f"{n} Agents"


def _place(state, cell, focus) -> str:
    return "it" if cell == focus else state.place(cell)


def _gain_clause(before, after, seat: int, focus=None) -> str:
    """What the move changes in the mover's control and points, or ""
    ("it" names the `focus` cell, already named in the sentence)."""
    won = _controlled(after, seat) - _controlled(before, seat)
    gain = _points(after, seat) - _points(before, seat)
    bits = []
    if won:
        bits.append(f"{_place(after, focus if focus in won else min(won), focus)} falls to you")
    if gain > 0:
        bits.append(f"+{_plural(gain, 'point')}")
    elif gain < 0:
        bits.append(f"{_plural(-gain, 'point')} less for now")
    return ", ".join(bits)


def _broken(before, after, seat: int, focus=None) -> str:
    """A rival who no longer controls a building after the move, or ""."""
    for cell in sorted(before.buildings, key=lambda c: c != focus):
        owner = before.controller(cell)
        if owner is not None and owner != seat and after.controller(cell) != owner:
            return f"{seat_name(owner)} loses {_place(after, cell, focus)}"
    return ""


def hint_reason(state, action) -> str | None:
    """One sentence of why `action` (the search's favourite) is good for the
    seat to act in `state` (a world sampled from that seat's view)."""
    seat = state.to_act
    before = state
    after = state.clone()
    after.apply(action)
    agents = before.reserve[seat] - after.reserve[seat]

    def joined(head: str, *tails: str) -> str:
        rest = [t for t in tails if t]
        return head + (": " + "; ".join(rest) if rest else "")

    def cell_of(a):
        return (a.x, a.y)

    if isinstance(action, PlaceFirst):
        return joined(f"your first Agent holds the new {name(action.card)}", _gain_clause(before, after, seat))
    if isinstance(action, Build):
        cell = cell_of(action)
        gained = _gain_clause(before, after, seat, cell)
        extra = "it brings a new Agent" if agents > 0 or after.stage == "place_agent" else ""
        if cell in before.buildings:
            head = f"floor {len(before.buildings[cell]) + 1} on {before.place(cell)}"
            return joined(head, gained, extra, "" if gained or extra else "taller, it scores more for its holder")
        return joined(f"{name(action.card)} opens on a free lot", gained, extra)
    if isinstance(action, PlaceAgent):
        cell = cell_of(action)
        gained, broken = _gain_clause(before, after, seat, cell), _broken(before, after, seat, cell)
        return joined(f"the new Agent into {before.place(cell)}", gained, broken,
                      "" if gained or broken else "it firms up your hold")
    if isinstance(action, Move):
        cell = (action.tx, action.ty)
        gained, broken = _gain_clause(before, after, seat, cell), _broken(before, after, seat, cell)
        attack = "a rival's Agent there can then be trashed" if after.stage == "attack" else ""
        return joined(f"{_agents(action.count)} into {before.place(cell)}", gained, broken, attack,
                      "" if gained or broken or attack else "nearer the buildings worth holding")
    if isinstance(action, Attack):
        cell = before.focus
        return joined(f"one Agent fewer for {seat_name(action.seat)} where your Agents outnumber theirs", _gain_clause(before, after, seat, cell),
                      _broken(before, after, seat, cell))
    if isinstance(action, (Shadow, Remove)):
        cell = cell_of(action)
        head = (f"Tracy moves {seat_name(action.seat)}'s Agent out of {before.place(cell)}"
                if isinstance(action, Shadow) else
                f"Juan trashes {seat_name(action.seat)}'s Agent in {before.place(cell)}")
        return joined(head, _gain_clause(before, after, seat, cell), _broken(before, after, seat, cell))
    if isinstance(action, Bribe):
        treachery = [s for s in range(before.num_players) if s != seat and action.card in before.officials[s]]
        head = f"{name(action.card)}: 2 points while in your service, and {POWERS.get(action.card, 'more')}"
        return joined(head, f"{seat_name(treachery[0])} loses theirs" if treachery else "")
    if isinstance(action, Snitch):
        ahead = after.is_over and seat in after.winners()
        return ("The Snitch takes every Official in play and ends the game with you ahead" if ahead
                else "The Snitch takes every Official in play and ends the game")
    if isinstance(action, Draw):
        return f"a card more ({len(before.hands[seat]) + 1} in hand) pays for building higher or for an Official"
    if isinstance(action, Road):
        opened = len(after.lots() - before.lots())
        return (f"the new road opens {_plural(opened, 'empty lot')} to build on" if opened
                else "the new road links your Agents to more of the street")
    if isinstance(action, Discard):
        if before.stage == "pay":
            return f"{name(action.card)} is the card in your hand worth least, so it pays the cost"
        return f"{name(action.card)} is the card in your hand worth least, so it goes"
    if isinstance(action, Retrieve):
        kind = "an Official to put into service" if action.card not in BUSINESSES else "a Business to build"
        return f"Inspector Ford brings back {name(action.card)}, {kind}"
    if isinstance(action, Swap):
        if action.card != "agent":
            return f"Sven is traded for {seat_name(action.seat)}'s {name(action.card)}, 2 points in your service"
        cell = cell_of(action)
        return joined(f"Sven is traded for {seat_name(action.seat)}'s Agent in {before.place(cell)}",
                      _gain_clause(before, after, seat, cell), _broken(before, after, seat, cell))
    if isinstance(action, Summon):
        if action.seat == seat:
            return "Congressman Tu lets you put an Official of your own into service"
        return f"Tu makes {seat_name(action.seat)} put an Official into service without its effect, or show their hand"
    if isinstance(action, Appoint):
        return f"{name(action.card)} comes into service as Congressman Tu demands, still worth 2 points to you"
    if isinstance(action, Reveal):
        return "with no Official in hand, showing it is all Congressman Tu can ask"
    if isinstance(action, SaveAgent):
        return "three cards keep your Agent on the board, in your tallest building"
    if isinstance(action, Skip):
        return "nothing on offer here gains you more than it costs"
    return None
