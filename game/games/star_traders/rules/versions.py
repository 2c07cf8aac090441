"""The five versions in one place: Super Nova, Nova and Family (the
rulebook's "Key differences" table), Imperial and Black Hole (Family with all
108 cards; Black Hole adds its own petitions in black_hole.py), the
Personalities' numbers, and our own design limits from
content/star_traders/limits.yaml."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

PERSONALITIES = ("builder", "engineer", "hero", "insider", "maverick", "navigator", "negotiator", "rogue",
                 "strategist", "tycoon")
RED_STARS = (13, 23, 33, 43, 53)
CORE = (61, 62, 63, 64, 65, 66)
LAUMER = 66


@dataclass(frozen=True)
class Version:
    key: str
    name: str
    actions: int  # per turn
    tiers: tuple  # contract deck
    cards: bool  # Trader's Luck hands
    vip: bool  # +2 Prestige for contract 1
    races: bool  # +1 Prestige per other holder
    petitions: bool  # Family: petition then Imperial Mission; otherwise 15 Prestige and $60 win
    personalities: bool
    pickup_costs_action: bool
    build_action: bool  # Family: build for money as an action; Nova: free at the end of the turn
    stay_pays: bool  # Nova: a roll that does not move pays $1
    build_prestige: int


FAMILY = Version("family", "Family", 5, ("N", "F"), True, True, True, True, True, True, True, False, 1)
NOVA = Version("nova", "Nova", 4, ("N",), True, True, True, False, False, False, False, True, 2)
SUPER_NOVA = Version("super-nova", "Super Nova", 4, ("N", "F", "I"), False, False, False, False, False, False,
                     False, True, 2)
IMPERIAL = Version("imperial", "Imperial", 5, ("N", "F", "I"), True, True, True, True, True, True, True, False, 1)
BLACK_HOLE = Version("black-hole", "Black Hole", 5, ("N", "F", "I"), True, True, True, True, True, True, True, False,
                     1)
BY_KEY = {v.key: v for v in (FAMILY, NOVA, SUPER_NOVA, IMPERIAL, BLACK_HOLE)}
VERSIONS = tuple(BY_KEY)  # the keys, in the order the version option lists them

# Family petitions
PETITION_FIRST = 50
PETITION_AGAIN = 20
PETITION_PRESTIGE = 15
PETITION_STATIONS = {2: 8, 3: 7, 4: 6, 5: 5, 6: 4}
PETITION_WINS_ON = 5
DENIAL_FIRST = 5
DENIAL_LATER = 3
MAX_PRESTIGE = 30
MIN_PRESTIGE = 1
# Nova and Super Nova
NOVA_WIN_PRESTIGE = 15
NOVA_WIN_MONEY = 60

START_MONEY = 10
STATION_COST = 5
BUILDER_COST = 3
LUCK_ANY_TIME = "luck_any_time"  # the option key: Trader's Luck as freely as the rulebook allows
RINGS = 15  # stations per trader
HAND_KEEP = 2  # at the end of a turn
HAND_MAX = 3  # at any other time
MAVERICK_KEEP = 3
MAVERICK_MAX = 4


def zone_bonus(prestige: int) -> int:
    """Red zone 20-24: +1 on petition rolls; gold zone 25-30: +2."""
    return 2 if prestige >= 25 else 1 if prestige >= 20 else 0


def contracts_on_board(players: int) -> int:
    return max(3, players)


def line_need(need: int, personality: str | None) -> int:
    """The roll a jumpline needs (the Navigator flies blue and green on a 4)."""
    return 4 if personality == "navigator" and need > 4 else need


@dataclass(frozen=True)
class Limits:
    round_cap: int
    free_steps: int
    beacon_fees: tuple


@lru_cache(maxsize=1)
def limits() -> Limits:
    from game.content import load_yaml

    node = load_yaml("star_traders", "limits.yaml")
    return Limits(node["round_cap"].int(lo=1), node["free_steps_per_turn"].int(lo=1),
                  tuple(f.int(lo=0) for f in node["beacon_fees"].list(min_len=1)))
