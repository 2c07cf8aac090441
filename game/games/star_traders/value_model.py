"""Hard's judge of a position: each trader's chance to win, learned from games.

Normal's value (seat_value.SeatEval) puts dollars on a position; what Hard
needs at the end of a look-ahead is who is likelier to win, and the two
part ways where a dollar is worth more to one trader than another (a
trader ready to petition, a rival on an Imperial Mission two jumps from
home).  So Hard scores a position by a conditional logit over the traders:

    P(trader s wins) = exp(c . f(s)) / sum over traders t of exp(c . f(t))

with the features f below and one coefficient vector c per version, fitted
by maximum likelihood on Normal's self-play games (tools/fit_star_traders_value.py,
which also reports the fit on held-out games).  The coefficients are data:
content/star_traders/value_model.yaml.  Only differences between traders
matter, so the same model serves any number of them.
"""
from __future__ import annotations

import math
from functools import lru_cache

from game.content import ContentError, content_path, load_yaml_file
from game.games.star_traders.rules.versions import (MAX_PRESTIGE, NOVA_WIN_MONEY, NOVA_WIN_PRESTIGE,
                                                    PETITION_AGAIN, PETITION_FIRST, PETITION_PRESTIGE)
from game.games.star_traders import routes
from game.games.star_traders.seat_value import SeatEval, petition_odds

FILE = "value_model.yaml"
VERSION_KEYS = ("family", "nova", "super-nova", "imperial", "black-hole")

# name: what it measures (the model file must give a coefficient for each)
FEATURES = {
    "value": "Normal's value of the trader's position, in hundreds of dollars (0 on an Imperial Mission)",
    "prestige": "Prestige, in tens",
    "money": "money up to $150, in fifties",
    "stations": "stations, in fives",
    "cards": "Trader's Luck cards in hand, in threes",
    "waiting": "how far round the table the trader's next turn is (0: its turn now, towards 1: last)",
    "mission": "1 on an Imperial Mission",
    "aboard": "1 with the mission's cargo aboard",
    "mission_left": "expected actions of the mission still to go, in tens (0 off a mission)",
    "network": "Black Hole: the trader's connected Imperial Stations, as a share of what the final petition needs",
    "ready": "1 when the trader meets every requirement of the petition for an Imperial Mission",
    "ready_odds": "the chance a petition filed now succeeds, when ready (else 0)",
    "stations_short": "share of the petition's stations still missing",
    "money_short": "dollars the petition fee still needs, in fifties",
    "prestige_short": "Prestige still missing to petition or (Nova) to win, in fifteenths",
    "nova_money_short": "Nova and Super Nova: dollars still missing to the $60 of the win, in sixtieths",
}

# The sign a coefficient must have (+1: never negative, -1: never positive);
# the features left out may take either.  More money, Prestige, stations or
# network never counts against a trader, nor being nearer a mission's end,
# and falling short of a petition or a win never counts for it
# (tools/fit_star_traders_value.py holds a wrong sign at zero and refits).
SIGNS = {"value": 1, "prestige": 1, "money": 1, "stations": 1, "cards": 1, "mission": 1, "aboard": 1,
         "mission_left": -1, "network": 1, "ready": 1, "ready_odds": 1, "stations_short": -1, "money_short": -1,
         "prestige_short": -1, "nova_money_short": -1}


class ValueModel:
    """The coefficients of one version: `win_chances(state)`."""

    def __init__(self, coefficients: dict):
        self.coefficients = dict(coefficients)
        self._c = tuple(self.coefficients[name] for name in FEATURES)

    def scores(self, state) -> list:
        c = self._c
        return [sum(ci * fi for ci, fi in zip(c, features(state, s))) for s in range(state.num_players)]

    def win_chances(self, state) -> list:
        if state.is_over:
            n = state.num_players
            return [1.0 if state.winner == s else 0.0 for s in range(n)] if state.winner is not None \
                else [1.0 / n] * n
        return softmax(self.scores(state))


def softmax(scores: list) -> list:
    """Chances from logit scores (shifted by the largest, so exp cannot overflow)."""
    top = max(scores)
    e = [math.exp(v - top) for v in scores]
    total = sum(e)
    return [v / total for v in e]


def features(state, seat: int) -> tuple:
    """f(seat), in the order of FEATURES."""
    n = state.num_players
    money, prestige = state.money[seat], state.prestige[seat]
    stations = state.stations_of(seat)
    now = state.turn_seat() if not state.is_over else None
    waiting = 0.0 if now is None else ((seat - now) % n) / n
    cards = len(state.hands[seat]) / 3.0
    on_mission = state.missions[seat] is not None
    mission = aboard = mission_left = 0.0
    value = 0.0
    if on_mission and state.ships[seat]:
        mission = 1.0
        m = state.mission(seat)
        base = routes.all_pairs(state.board, state.personality[seat])
        ships = state.ships[seat]
        if state.aboard[seat] is not None:
            aboard = 1.0
            mission_left = base[ships[state.aboard[seat]]][m.to] / 10.0
        else:
            mission_left = (min(base[h][m.frm] for h in ships) + 1.0 + base[m.frm][m.to]) / 10.0
    else:
        value = SeatEval(state, seat).value() / 100.0
    network = ready = ready_odds = stations_short = money_short = prestige_short = nova_money_short = 0.0
    if state.black_hole():
        if not on_mission:
            needed = state.network_needed()
            network = min(1.0, state.network_size(seat) / needed)
            stations_short = max(0, state.stations_needed() - stations) / state.stations_needed()
            money_short = max(0, state.filing_fee(seat) - money) / 50.0
            prestige_short = max(0, PETITION_PRESTIGE - prestige) / 15.0
            if network == 1.0 and money_short == 0 and prestige_short == 0:
                ready = 1.0
                ready_odds = min(1.0, max(0.0, (state.petition_bonus(seat) + 4) / 6))  # rows 3 and up grant
    elif state.version.petitions:
        need = state.stations_needed()
        fee = PETITION_FIRST if state.petitions[seat] == 0 else PETITION_AGAIN
        if not on_mission:
            stations_short = max(0, need - stations) / need
            money_short = max(0, fee - money) / 50.0
            prestige_short = max(0, PETITION_PRESTIGE - prestige) / 15.0
            if stations_short == 0 and money_short == 0 and prestige_short == 0:
                ready = 1.0
                ready_odds = petition_odds(state, seat)
    else:
        prestige_short = max(0, NOVA_WIN_PRESTIGE - prestige) / 15.0
        nova_money_short = max(0, NOVA_WIN_MONEY - money) / 60.0
    return (value, min(prestige, MAX_PRESTIGE) / 10.0, min(money, 150) / 50.0, stations / 5.0, cards, waiting,
            mission, aboard, mission_left, network, ready, ready_odds, stations_short, money_short, prestige_short,
            nova_money_short)


def parse_models(root) -> dict:
    """{version key: ValueModel} from the loaded file, every number checked."""
    file = root.file
    versions = root.mapping(set(VERSION_KEYS) | {"fit"})
    out = {}
    for key in VERSION_KEYS:
        if key not in versions:
            raise ContentError(file, key, "missing: every version needs its coefficients")
        node = root[key]
        given = node.mapping(set(FEATURES))
        coefficients = {}
        for name in FEATURES:
            if name not in given:
                raise ContentError(file, f"{key}.{name}", f"missing coefficient ({FEATURES[name]})")
            v = node[name].value
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or abs(v) > 100:
                raise node[name].fail(f"a coefficient must be a finite number between -100 and 100, got {v!r}")
            coefficients[name] = float(v)
        out[key] = ValueModel(coefficients)
    return out


@lru_cache(maxsize=1)
def models() -> dict:
    return parse_models(load_yaml_file(content_path("star_traders", FILE)))


def win_chances(state) -> list:
    """Each trader's chance to win from here, by the committed model of the game's version."""
    return models()[state.version.key].win_chances(state)
