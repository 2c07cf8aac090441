"""Why a move, in Star Traders' own terms: one sentence per move kind, for
the Hint and for "why did the bot do that" (GameSpec.hint_reason,
game/ai/hint.py).

A move of the turn is read with the rest of the turn as Normal would play
it (`rest_of_turn`): the deliveries, pick-ups, stations, money and Prestige
it leads to ("the jump to Vega (12) delivers spice there: $12, +2
Prestige").  Answers, cards and deal steps say what they keep or win.  Only
public facts and the mover's own hand are read (the world handed in was
sampled from the mover's view).  Said to the person ("you", never as the
subject of a verb, so why.py can turn it round for a bot: "your" becomes "its").  Every move kind has a sentence, never a bare number.
"""
from __future__ import annotations

from game.rules.deals import (ANSWER, BUILD, Accept, AddItem, Cancel, Counter, DealWith, OpenTalks, Propose, Refuse,
                              items_of, offer_of)
from game.rules.pending import Pass

from .luck_cards import luck_named
from .rules import actions as A
from .rules import luck_actions as L
from .rules.black_hole import DeclinePrice, PayPrice, PetitionStation
from .rules.versions import NOVA_WIN_MONEY, NOVA_WIN_PRESTIGE
from .seat_value import petition_odds

# the moves of a turn that Normal's rest of the turn explains
_TURN_MOVES = (A.Roll, A.UseDie, A.Combine, A.Jump, A.AskBeacon, A.RandomJump, A.Stay)


def _seat(seat: int) -> str:
    return f"Player {seat + 1}"


def _card(kind: str, amount: int = 0) -> str:
    c = luck_named(kind, amount)
    return c.name if c is not None else kind.replace("_", " ")


def _turn_summary(state, action, seat: int) -> str:
    """What the move and the rest of the turn, as Normal plays it, bring:
    deliveries first, then pick-ups, stations, money and Prestige."""
    from game.ai.hint import rest_of_turn
    from .bot import NormalBot

    money, prestige, stations = state.money[seat], state.prestige[seat], state.stations_of(seat)
    events, end = rest_of_turn(state, action, NormalBot())
    mine = [e for e in events if e.seat == seat]
    delivered = [e.data for e in mine if e.kind == "deliver"]
    if any(e.kind == "mission_done" for e in mine):
        return "your Imperial Mission is done this turn, and the game won"
    if end.is_over and end.winner == seat:
        return "the win comes this turn"
    if delivered:
        d = delivered[0]
        return (f"{d['cargo']} reaches {state.board.name(d['world'])} this turn: "
                f"${d['payoff']}, +{d['prestige']} Prestige")
    picked = [e.data for e in mine if e.kind in ("pickup", "pickup_mission")]
    if picked:
        return "cargo comes aboard this turn" if "cargo" not in picked[0] else \
            f"{picked[0]['cargo']} comes aboard this turn"
    if end.stations_of(seat) > stations:
        return "a station goes up this turn"
    gained = end.money[seat] - money
    rose = end.prestige[seat] - prestige
    if gained > 0 and rose > 0:
        return f"the turn ends ${gained} and {rose} Prestige richer"
    if gained > 0:
        return f"the turn ends ${gained} richer"
    if rose > 0:
        return f"the turn ends with {rose} Prestige more"
    return ""


def _carrying_to(state, seat: int) -> str:
    """Where the cargo aboard goes ("spice for Vega (12)"), or ""."""
    for k, _ in state.cargo[seat]:
        c = state.contract(k + 1)
        if c is not None:
            return f"{c.cargo} for {state.board.name(c.to)}"
    return ""


def _stations_after_build(state, seat: int) -> str:
    """How the station to be built stands toward a petition, or ""."""
    if not state.version.petitions:
        return ""
    short = state.stations_needed() - state.stations_of(seat) - 1
    if short > 0:
        return f"then {short} more to petition"
    if short == 0:
        return "the last one your petition needs"
    return ""


def _deal_reason(state, seat: int, action) -> str | None:
    p = state.window()
    if isinstance(action, (DealWith, OpenTalks)):
        return f"a deal with {_seat(action.partner)} can get you what your petition needs, at a price they take"
    if p is None or p.kind not in (BUILD, ANSWER):
        return None
    offer = offer_of(p)
    other = offer.partner if seat == offer.proposer else offer.proposer
    if isinstance(action, AddItem):
        if action.kind == "money":
            side = "from your purse" if action.giver == seat else f"from {_seat(other)}"
            return f"${action.amount} {side} is the price that makes the deal worth it to both sides"
        side = "given by you" if action.giver == seat else f"asked of {_seat(other)}"
        return f"the {action.kind} {side} is what the deal is about"
    if isinstance(action, Propose):
        return f"the offer as it stands is worth more to you than it costs, and {_seat(other)} gains by it too"
    if isinstance(action, Cancel):
        return "no version of this deal is worth making now"
    if isinstance(action, Accept):
        return f"the deal is worth more to you than what {_seat(other)} gains by it"
    if isinstance(action, Counter):
        return "the same deal at another price would be worth taking"
    if isinstance(action, Refuse):
        return f"the offer would help {_seat(other)} more than it helps you"
    return None


def hint_reason(state, action) -> str | None:
    """One sentence of why `action` (the search's favourite) is good for the
    seat to act in `state` (a world sampled from that seat's view)."""
    seat = state.to_act
    reason = _deal_reason(state, seat, action)
    if reason is not None:
        return reason
    p = state.window()
    if p is not None and p.kind == "beacon":
        asker = p.get("mover") if isinstance(p.get("mover"), int) else None
        whom = _seat(asker) if asker is not None else "the asker"
        if isinstance(action, A.Grant):
            return f"the fee is worth more to you than the jump is to {whom}"
        if isinstance(action, Refuse):
            return f"the jump would help {whom} more than the fee helps you"
    if isinstance(action, _TURN_MOVES):
        summary = _turn_summary(state, action, seat)
        head = {
            A.Roll: "rolling now gives you a jump",
            A.UseDie: "this die takes you furthest",
            A.Combine: "the two dice together reach further",
            A.RandomJump: "a random jump is your way out",
            A.Stay: "staying takes $1 when no jump helps",
        }.get(type(action))
        if isinstance(action, A.Jump):
            head = f"the jump to {state.board.name(action.to)}"
        elif isinstance(action, A.AskBeacon):
            head = f"the beacon at {state.board.name(action.to)} saves a roll" + (
                f" for ${action.fee}" if action.fee else "")
        if summary:
            return f"{head}: {summary}"
        carrying = _carrying_to(state, seat)
        return f"{head}: your {carrying} comes nearer" if carrying else f"{head} toward your next contract"
    if isinstance(action, A.PickUp):
        c = state.contract(action.slot)
        if c is None:
            return "the cargo is worth carrying"
        return f"{c.cargo} pays ${c.payoff} and {c.prestige} Prestige at {state.board.name(c.to)}"
    if isinstance(action, A.PickUpMission):
        m = state.mission(seat)
        return ("the mission cargo aboard is the first half of your Imperial Mission" if m is None else
                f"with the {m.cargo} aboard, {state.board.name(m.to)} ends the game in your favour")
    if isinstance(action, A.Shift):
        c = state.contract(action.to)
        return (f"the cargo is worth more on contract {action.to}" if c is None else
                f"on contract {action.to} the cargo pays ${c.payoff} at {state.board.name(c.to)}")
    if isinstance(action, A.Abandon):
        return "dropping this cargo frees the hold for a contract that pays better"
    if isinstance(action, A.Build):
        line = _stations_after_build(state, seat)
        head = f"a station at {state.board.name(action.world)} earns a fee on every delivery there"
        return f"{head}; {line}" if line else head
    if isinstance(action, A.LocalBusiness):
        return "local business adds $1 with an action nothing better uses"
    if isinstance(action, A.Petition):
        return (f"your petition succeeds {round(petition_odds(state, seat) * 100)}% of the time, "
                f"and a mission can win the game")
    if isinstance(action, A.EndTurn):
        return "nothing left this turn is worth an action or the money it costs"
    if isinstance(action, (A.StartAt, A.PlaceStation)):
        return f"{state.board.name(action.world)} lies where many contracts begin or end"
    if isinstance(action, A.ChoosePersonality):
        return f"the {action.personality.capitalize()}'s gift fits your plans on this board"
    if isinstance(action, PetitionStation):
        return f"Imperial status at {state.board.name(action.world)} grows the network your final petition needs"
    if isinstance(action, PayPrice):
        return "paying the Emperor's price keeps your Prestige"
    if isinstance(action, DeclinePrice):
        return "the money is worth more to you now than the Prestige it would keep"
    if isinstance(action, L.PlayLuck):
        card = _card(action.kind, action.amount)
        if action.target >= 0 and action.target != seat:
            return f"{card} aims at {_seat(action.target)}, the trader most in your way"
        return f"{card} helps you most now, before the moment passes"
    if isinstance(action, L.DiscardLuck):
        return f"{_card(action.kind, action.amount)} is the card in your hand best spared"
    if isinstance(action, (L.Zap, L.ZapDie)):
        return f"the Zap moves the roll by {action.delta:+d} to where it serves you"
    if isinstance(action, L.Avoid):
        return "Avoid a Calamity! spares you a calamity that costs more than the card"
    if isinstance(action, L.AcceptAvoid):
        return "the help spares you the calamity"
    if isinstance(action, L.RefuseAvoid):
        return "the calamity costs you less than taking the help"
    if isinstance(action, L.Seize):
        c = state.contract(action.slot)
        return "this cargo is the cheapest loss" if c is None else \
            f"the {c.cargo} (${c.payoff}) is the cheapest loss of your cargo"
    if isinstance(action, L.BlowTo):
        return f"drifting to {state.board.name(action.world)} leaves you best placed for your next jump"
    if isinstance(action, Pass):
        return "no card in your hand is worth playing here"
    if not state.version.petitions and state.prestige[seat] >= NOVA_WIN_PRESTIGE \
            and state.money[seat] >= NOVA_WIN_MONEY:
        return "your money and Prestige already meet the win"
    return None
