"""The Star Traders bot: Normal (the heuristic below), and the settings of
the shared search that Hard and Expert run over it.

Normal scores every legal action by the value of what it leads to
(seat_value.py; jumps deliver on arrival) and takes the best, with rules on
top: it does what needs no roll (pick up, build, petition) before rolling, so
a good roll is not spent on them, and keeps local business for a roll it
cannot use; it petitions when the odds are at least even and the expected
value of the roll (success, or the denial's Prestige loss) beats waiting, on
poorer odds when a rival is on a mission or ready to petition; it asks for a
beacon with the smallest fee it thinks the owner takes, and answers a request
by comparing its own gain (the fee, a delivery fee) with the asker's gain in
its own evaluation, when the asker is or would become its strongest rival.
A card that opens jumps (Stargate, Open Skies, Beacon Hack) is played when
the best move it opens beats the best move without it by `boost_keep`; the
other cards are luck_policy.py's, deals trade_policy.py's.
"""
from __future__ import annotations

import random

from game.ai.settings import BotSettings, SearchSettings
from game.rules.deals import DealWith
from game.games.star_traders import deal_reasons, routes, talks_policy, trade_policy
from game.games.star_traders.luck_policy import luck_choice
from game.games.star_traders import value_model
from game.games.star_traders.rules.luck_actions import DiscardLuck, PlayLuck
from game.games.star_traders.rules import (Abandon, AskBeacon, Build, ChoosePersonality, Combine, EndTurn, Grant,
                                           Jump, LocalBusiness, Petition, PickUp, PickUpMission, PlaceStation,
                                           Refuse, Roll, Shift, StartAt, Stay, UseDie)
from game.games.star_traders.rules.versions import (DENIAL_FIRST, DENIAL_LATER, MAX_PRESTIGE, PETITION_AGAIN,
                                                    PETITION_FIRST, PETITION_PRESTIGE, line_need)
from game.games.star_traders.seat_value import (MISSION, WIN, W, SeatEval, petition_odds, potential,
                                             station_quality)

value_model.models()  # Hard's model: a broken file is reported as the bots load, as the weights are
BOOSTS = ("stargate", "open_skies", "beacon_hack")  # cards that open jumps for the rest of the turn
PREFERRED = ("engineer", "hero", "negotiator", "navigator", "strategist", "insider", "builder", "tycoon", "rogue",
             "maverick")


def before_roll(state, legal) -> bool:
    """The turn's die is still to be rolled (or, for the Strategist, chosen)."""
    return state.die is None and any(type(a) is Roll or isinstance(a, UseDie) for a in legal)


class NormalBot:
    """Normal: the best action by the value it leads to (module text)."""

    opens_deals = True  # Hard's playouts answer offers but open none (see _ROLLOUT)

    def __init__(self, noise: float = 0.0, weights=None):
        self.noise = noise
        self.w = W if weights is None else weights

    def choose(self, state, seat, rng):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        pick = trade_policy.choose(state, seat, legal, rng, self.opens_deals)  # deals, Black Hole petitions
        if pick is not None:
            return pick
        if state.version.cards:  # Trader's Luck: plays, reactions and discards (luck_policy.py)
            pick = luck_choice(state, seat, legal, rng)
            if pick is not None:
                return pick
        p = state.window()
        if p is not None:
            if p.kind == "beacon":
                return self.answer_beacon(state, seat, legal)
            return legal[0]
        if state.stage != "turn":
            return self.setup_choice(state, seat, legal)
        return self.turn_choice(state, seat, legal, rng)

    # ------------------------------------------------------------ beacons
    def answer_beacon(self, state, seat, legal):
        """Grant or refuse, whichever leaves this seat better placed against
        its strongest rival: the asker's gain counts in full when it is, or
        becomes, the leader (against the mean of the rivals a leader's gain
        counted a third at four traders, and Normal let leaders through)."""
        best, best_value = Refuse(), None
        for a in (Refuse(), Grant()):
            if a not in legal:
                continue
            after = state.clone()
            after.apply(a)
            values = potential(after, self.w)
            others = [v for s, v in enumerate(values) if s != seat]
            rel = values[seat] - (max(others) if others else 0.0)
            if best_value is None or rel > best_value + 1e-9:
                best, best_value = a, rel
        return best

    # ------------------------------------------------------------ setup
    def setup_choice(self, state, seat, legal):
        picks = [a for a in legal if isinstance(a, ChoosePersonality)]
        if picks:
            have = {a.personality for a in picks}
            return ChoosePersonality(next(p for p in PREFERRED if p in have))
        base = routes.all_pairs(state.board, state.personality[seat])
        contracts = [state.contract(k) for k in range(1, state.slots() + 1) if state.contract(k) is not None]

        def start_value(w):
            action = self.w.action
            return max((c.payoff - action * (base[w][c.frm] + base[c.frm][c.to]) for c in contracts), default=0.0) \
                + 0.5 * station_quality(state, w)

        def place_value(w):
            mine = [x for x, o in state.stations.items() if o == seat]
            near = min((base[m][w] for m in mine), default=0.0)
            return station_quality(state, w) - 0.2 * near

        spots = [a for a in legal if isinstance(a, (StartAt, PlaceStation))]
        if not spots:
            return legal[0]
        score = start_value if isinstance(spots[0], StartAt) else place_value
        return max(spots, key=lambda a: (score(a.world), -a.world))

    # ------------------------------------------------------------ turn
    def turn_choice(self, state, seat, legal, rng):
        ev = SeatEval(state, seat, self.w)
        scored = self.score_all(state, seat, legal, ev)
        if state.version.cards:
            play = self.boost_play(state, seat, legal, ev, scored)
            if play is not None:
                return play
        if not scored:
            return EndTurn() if EndTurn() in legal else legal[0]
        if self.noise:
            scored = [(v + rng.gauss(0.0, self.noise), i, a) for v, i, a in scored]
        return max(scored, key=lambda t: (t[0], -t[1]))[2]

    def score_all(self, state, seat, legal, ev: SeatEval) -> list:
        here = ev.value()
        self._asks = {}
        out = []
        for i, a in enumerate(legal):
            if type(a) not in _SCORED:  # score() has no value for it
                continue
            v = self.score(state, seat, a, ev, here)
            if v is not None:
                out.append((v, i, a))
        if before_roll(state, legal):
            # what needs no roll is done first only when it is worth its action now
            now = [(v, i, a) for v, i, a in out
                   if v > here + 1e-6 and not isinstance(a, (Jump, AskBeacon, LocalBusiness, UseDie, Combine))]
            if now:
                return now
            dice = [(v, i, a) for v, i, a in out if isinstance(a, (UseDie, Combine))]
            if dice:
                return dice
            return [(here, 0, Roll())]
        return out

    def boost_play(self, state, seat, legal, ev: SeatEval, scored):
        """A card that opens jumps (Stargate, Open Skies, Beacon Hack), played
        when the best move it opens beats the best move without it by more
        than the card is worth kept (`boost_keep`): one step of look-ahead.
        A Stargate waits for the roll, so it only rescues a roll too low."""
        if before_roll(state, legal):
            return None  # before the roll Normal only does what needs no jump (score_all): nothing to open yet
        plays = [a for a in legal if isinstance(a, PlayLuck) and a.kind in BOOSTS]
        if not plays:
            return None
        now = max(v for v, _, _ in scored) if scored else ev.value()
        best, best_gain = None, self.w.boost_keep
        for a in plays:
            after = state.clone()
            after.apply(a)
            if after.to_act != seat or after.stage != "turn" or after.window() is not None:
                continue
            opened = self.score_all(after, seat, after.legal_actions(), SeatEval(after, seat, self.w))
            gain = max((v for v, _, _ in opened), default=now) - now
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    def score(self, state, seat, a, ev: SeatEval, here: float):
        kind = type(a)
        left = state.actions_left
        ships = state.ships[seat]
        cargo = state.cargo[seat]
        if kind is Jump:
            return self.jump_value(state, seat, ev, a.ship, a.to, left - 1, state.money[seat])
        if kind is EndTurn:
            extra = 1 if state.die is not None and state.version.stay_pays else 0
            return ev.value(actions=0, money=state.money[seat] + extra)
        if kind is LocalBusiness or kind is Stay:
            return ev.value(actions=left - 1, money=state.money[seat] + 1)
        if kind is PickUp:
            cost = 1 if state.version.pickup_costs_action else 0
            return ev.value(cargo=cargo + [(a.slot - 1, a.ship)], actions=left - cost) + self.w.in_hand
        if kind is PickUpMission:
            return here + 100.0
        if kind is Build:
            cost = state.build_cost(seat, a.world)
            return ev.value(own=ev.own | {a.world}, money=state.money[seat] - cost,
                            prestige=min(MAX_PRESTIGE, state.prestige[seat] + state.version.build_prestige),
                            actions=left - 1)
        if kind is Abandon:
            return ev.value(cargo=[(k, sh) for k, sh in cargo if k != a.slot - 1]) - 0.01
        if kind is Shift:
            new = [(a.to - 1, sh) if k == a.frm - 1 else (k, sh) for k, sh in cargo]
            ship = next(sh for k, sh in cargo if k == a.frm - 1)
            if state.contract(a.to).to == ships[ship]:
                return ev.value(cargo=[c for c in new if c[0] != a.to - 1], delivered=(a.to,)) + 0.01
            return ev.value(cargo=new) - 0.01
        if kind is Petition:
            return self.petition_value(state, seat, ev, here)
        if kind is AskBeacon:
            return self.ask_value(state, seat, ev, a, here)
        if kind is UseDie:
            return self.die_value(state, seat, ev, a.value, left - 1) - 0.01 * a.value
        if kind is Combine:
            return self.die_value(state, seat, ev, a.a + a.b, left - 2) - 0.01 * (a.a + a.b)
        return None  # Roll is decided in score_all; a RandomJump is blind and ends the turn's actions

    def jump_value(self, state, seat, ev, ship, to, left, money):
        cargo = state.cargo[seat]
        ships = list(state.ships[seat])
        ships[ship] = to
        if state.missions[seat] is not None and state.aboard[seat] == ship and state.mission(seat).to == to:
            return WIN
        due = [k + 1 for k, sh in cargo if sh == ship and state.contract(k + 1).to == to]
        rest = [(k, sh) for k, sh in cargo if k + 1 not in due]
        return ev.value(ships=ships, cargo=rest, delivered=tuple(due), actions=left, money=money)

    def die_value(self, state, seat, ev, value, left):
        """Strategist: the best jump a die of `value` allows (or its use for local business)."""
        persona = state.personality[seat]
        best = ev.value(actions=left, money=state.money[seat] + (1 if state.version.build_action else 0))
        for ship, here in enumerate(state.ships[seat]):
            for w, need in state.board.adj[here]:
                if line_need(need, persona) <= value:
                    best = max(best, self.jump_value(state, seat, ev, ship, w, left, state.money[seat]))
        return best

    def ask_value(self, state, seat, ev, a, here):
        """Only the smallest fee the owner may take (fee x traders >= the gain) is asked; the gain and
        that fee are worked out once for every fee of the same ask."""
        key = (id(ev), a.to, a.ship)
        got = self._asks.get(key)
        if got is None:
            gain = self.jump_value(state, seat, ev, a.ship, a.to, state.actions_left - 1, state.money[seat]) - here
            n = state.num_players
            fees = [f for f in state.fee_menu(seat) if f * n >= gain]
            got = self._asks[key] = (gain, min(fees) if gain > 0 and fees else None)
        gain, fee = got
        if a.fee != fee:
            return None
        return here + gain - a.fee

    def petition_value(self, state, seat, ev, here):
        p = petition_odds(state, seat)
        threat = self.rival_threat(state, seat)
        if p < 0.5 and not threat:
            return None  # a denial costs Prestige and money: wait for the red zone unless pressed
        fee = state.petition_fee(seat)
        money = state.money[seat] - fee
        if state.options.get("short_ending"):
            success = WIN
        else:
            w = self.w
            success = MISSION - w.mission_action * w.mission_tour + 0.1 * money + 0.5 * state.prestige[seat]
        loss = DENIAL_FIRST if state.petitions[seat] == 0 else DENIAL_LATER
        fail = ev.value(money=money, prestige=max(1, state.prestige[seat] - loss), actions=state.actions_left - 1)
        value = p * success + (1 - p) * fail
        if threat:
            value += self.w.threat * p
        return value

    @staticmethod
    def rival_threat(state, seat) -> bool:
        need = state.stations_needed()
        for s in range(state.num_players):
            if s == seat:
                continue
            if state.missions[s] is not None:
                return True
            fee = PETITION_FIRST if state.petitions[s] == 0 else PETITION_AGAIN
            if state.money[s] >= fee and state.prestige[s] >= PETITION_PRESTIGE and state.stations_of(s) >= need:
                return True
        return False


# the kinds NormalBot.score puts a value on (it returns None for any other)
_SCORED = frozenset((Jump, EndTurn, LocalBusiness, Stay, PickUp, PickUpMission, Build, Abandon, Shift, Petition,
                     AskBeacon, UseDie, Combine))


def rollout_action(state, rng: random.Random):
    return _ROLLOUT.choose(state, state.to_act, rng)


_ROLLOUT = NormalBot()
# Playouts answer offers but open none: planning an offer weighs up to 48
# deals (a clone and two potentials each), 14% of a playout's time, for a
# move bots make in few turns.
_ROLLOUT.opens_deals = False


# Trader's Luck windows Hard leaves to Normal's luck policy: the potential
# puts no value on cards in hand, so a search over which card to discard (or
# whether to Avoid, what Customs seizes, where a storm blows) compares noise.
SETTLED_WINDOWS = ("discard", "avoid", "avoid_offer", "customs", "ion")


def without_free_discards(state, seat, legal, prior):
    """The moves Hard compares: a card discarded by choice only when Normal
    discards it (the same blindness to cards in hand as SETTLED_WINDOWS)."""
    return [a for a in legal if not isinstance(a, DiscardLuck) or a == prior]


def compared_moves(state, seat, legal, prior):
    """The moves Hard compares: no free discard (without_free_discards), and
    no talks Normal would not open.  A DealWith's playouts go on with Normal
    planning the offer, which it drops when it has no plan: a copy of the
    turn without it that only spreads the rollouts thinner and lets noise
    override Normal (docs/bots.md, Star Traders: why Hard fell)."""
    return [a for a in without_free_discards(state, seat, legal, prior)
            if not isinstance(a, DealWith) or a == prior]


def settle(state, seat, legal):
    p = state.window()
    if p is None or p.kind not in SETTLED_WINDOWS or not state.version.cards:
        return None
    return luck_choice(state, seat, legal, random.Random(0))


# Super Nova at 2 traders (short games, where the model knows least) plays
# every sample to the end; Imperial asks an override to gain 2 points of win
# chance, since its model's own weighing passed the standard-error test alone.
PLAYED_OUT = {"evaluate": None, "cut_turns": None}
IMPERIAL_MARGIN = {"keep": 0.02}


def version_changes(state) -> dict | None:
    """What the search changes for this version and table (None: nothing)."""
    if state.version.key == "super-nova" and state.num_players == 2:
        return PLAYED_OUT
    if state.version.key == "imperial":
        return IMPERIAL_MARGIN
    return None


# Why these figures (and what else was tried): docs/bots.md, Star Traders.
# Hard and Expert: root-only rollouts of this heuristic for every seat, cut
# when the searching trader's next turn begins and judged there by each
# trader's chance to win (value_model.py); a turn offers many moves, so an
# override of Normal is replayed in fresh worlds and must gain 1.5 standard
# errors there.  Expert is the same search with three times the budget.
SEARCH = SearchSettings(evaluate=value_model.win_chances, scale=10.0, rollout=rollout_action, epsilon=0.0,
                        depth=None, cut_turns=1, keep=0.0, sigmas=1.5, confirm=0.5, settle=settle, versus="best",
                        candidates=compared_moves, variant=version_changes)
BOT_SETTINGS = BotSettings(
    heuristic=NormalBot,
    # a turn is a chain of many decisions that one random move can waste
    easy_blunder=0.1,
    hard=SEARCH,
    expert=SEARCH,
    interject=talks_policy.off_turn_talks,
    deal_reason=deal_reasons.deal_reason,
)
