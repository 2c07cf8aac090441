"""Captain of the Stars: the numbers the rules read off a ship and the
table (rulebook "Upgrade Modules", "Crew Cards", "Event Cards"): the event
card in force, what a ship's crew adds, and its health, aim, damage, evasion
and range.  Plain functions of the state `s`; every other rules module
reads these."""
from __future__ import annotations


def event_effect(s) -> str:
    return s.content.events[s.event].effect if s.event is not None else ""


def event_amount(s) -> int:
    return s.content.events[s.event].amount if s.event is not None else 0


def crew_sum(s, seat: int, effect: str) -> int:
    cards = s.content.crew
    total = 0
    for c in s.players[seat].crew:
        card = cards[c]
        if card.effect == effect:
            total += card.amount or 1
    return total


def has_crew(s, seat: int, effect: str) -> bool:
    cards = s.content.crew
    for c in s.players[seat].crew:
        if cards[c].effect == effect:
            return True
    return False


def max_health(s, seat: int) -> int:
    return s.content.shields[s.players[seat].shields - 1].max_health + crew_sum(s, seat, "shields")


def hit_need(s, seat: int, kind: str) -> int:
    """The roll `seat` needs to hit a "ship" or a "settlement"."""
    w = s.content.weapon[s.players[seat].weapon - 1]
    need = w.hit_ship if kind == "ship" else w.hit_settlement
    if event_effect(s) == "hostile_space":
        need -= event_amount(s)
    return need


def damage_of(s, seat: int) -> int:
    return s.content.weapon[s.players[seat].weapon - 1].damage + crew_sum(s, seat, "damage")


def evade_bonus(s, seat: int) -> int:
    return s.content.engine[s.players[seat].engine - 1].evade + crew_sum(s, seat, "evade")


def weapon_range(s, seat: int) -> int:
    return s.content.weapon[s.players[seat].weapon - 1].range
