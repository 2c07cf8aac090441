"""Bots for Cartel.

Normal (the heuristic) looks one Action ahead: it tries every legal choice
on a copy, settles the small follow-up decisions (costs, where a new Agent
goes, an attack) with quick rules, and keeps the choice that most raises its
potential against its rivals'.  Potential = points it would score now, part
of the points of buildings it contests, Agents in the city, cards in hand
and the draw its tallest building gives.  Out of turn it saves Agents with
Warden Sachs when it can afford to and hands Congressman Tu its least useful
Official.

Hard is the shared search (game/ai) in its root-only form: every candidate
Action is played out in the same sampled worlds with a cheap policy for
every seat until its own next turn, judged by the same potential; it leaves
Normal's choice only for one that also wins when replayed in fresh worlds.
"""
from __future__ import annotations

import random
from dataclasses import replace

from game.ai.settings import BotSettings, SearchSettings
from game.ai.weights import weights
from game.games.cartel.rules import (Appoint, Attack, Build, Discard, Draw, Move, Retrieve, Reveal, Road, SaveAgent,
                                     Shadow, Skip, Summon)
from game.games.cartel.rules.data import BUSINESSES, SNITCH
from game.rules.pending import PASS
from game.rules.squaregrid import step

# how much a card in hand is worth keeping (the lowest goes first when paying)
CARD_VALUE = {
    "toptech": 2.4, "double_down": 1.8, "anniewares": 1.6, "groundhog": 1.6, "skyline": 1.7, "manned": 1.5,
    "neue_news": 1.5, "shelfcorp": 1.8, "laundromat": 1.0, "security": 1.1, "consulting": 1.6,
    "juan": 2.2, "tu": 2.0, "tracy": 2.1, "ford": 2.1, "fivel": 2.0, "sachs": 2.0, "sven": 2.3,
    "snitch": 1.2, "straight": 0.6, "corner": 0.5, "tee": 0.7,
}
HAND_CAP = 7
# Real games end within about 40 turns (36 the longest of 60 bot games).  Past
# this many, Normal and the playout policy draw with every Action: only the
# deck running out a second time is sure to end a game in which nobody can
# build any more, and bots that shuffle Agents back and forth never get there
# (a search playout once went 18,000 turns).
STALL_TURNS = 150
# The tunable weights, with their meanings: content/cartel/bot_weights.yaml.
# A road is worth what it opens: road_now times the gain of building on a new
# lot with the turn's other Action.  As the turn's last Action it counts
# nothing: a rival moves first and may take the lot (measured: laying roads
# then too, or at full weight, played no better; bench/bench_cartel.py).
W = weights("cartel", ("agent", "card", "contest", "draw_engine", "rival_mean", "rival_max", "road_now",
                       "road_exit", "draw_bonus"))


def potential(state, w=W) -> list:
    """Per seat: the points it scores now, plus a share of contested
    buildings, Agents, cards in hand and its draw engine."""
    n = state.num_players
    pts = [0.0] * n
    tall = [0] * n
    offs = list(map(len, state.officials))
    terms = state.point_terms()  # building_points = fixed + per_official * officials + per_agent * agents there
    agents = state.agents
    contest = w.contest
    held = _HELD
    for cell in state.buildings:
        counts = agents.get(cell)
        if counts is None:
            continue
        term = terms[cell]
        h = held.get(cell)
        if h is None or h[0] is not counts or h[1] is not term:
            h = held[cell] = _holding(counts, term)
        s = h[2]
        if s >= 0:
            pts[s] += h[3] + h[4] * offs[s]
            if h[5] > tall[s]:
                tall[s] = h[5]
        elif s == -1:
            base, per_official = h[3], h[4]
            for s in h[5]:
                pts[s] += contest * (base + per_official * offs[s])
    official_points = state.content.numbers.official_points
    total, reserve, hands = state.total_agents, state.reserve, state.hands
    agent, card, draw_engine = w.agent, w.card, w.draw_engine
    return [pts[s] + offs[s] * official_points + agent * (total - reserve[s]) + card * min(len(hands[s]), HAND_CAP)
            + draw_engine * tall[s] for s in range(n)]


def _holding(counts: tuple, term: tuple) -> tuple:
    """(counts, term, the lone leader (-1: a tie for the lead, -2: nobody
    there), points but Neue News', points per Official, floors or the tied
    leaders) of a building: what potential() reads, kept in _HELD by cell
    while the building's Agent counts and point terms are the same objects
    (both are replaced, never changed in place)."""
    best = max(counts)
    if not best:
        return counts, term, -2, 0, 0, 0
    fixed, per_official, per_agent, floors = term
    base = fixed + per_agent * sum(counts)
    if counts.count(best) == 1:
        return counts, term, counts.index(best), base, per_official, floors
    return counts, term, -1, base, per_official, tuple(s for s in range(len(counts)) if counts[s] == best)


_HELD: dict = {}  # cell -> _holding(...) as last read, in any state


def _edge(state, seat: int, w=W) -> float:
    p = potential(state, w)
    n = len(p)
    if state.is_over:
        scores = {sc.seat: sc.total for sc in state.scores()}
        p = [float(scores[s]) for s in range(n)]
        best_other = max(p[s] for s in range(n) if s != seat)
        return 100.0 + (p[seat] - best_other) * 2 if p[seat] > best_other else -100.0 + (p[seat] - best_other)
    others = p[:seat] + p[seat + 1:]
    return p[seat] - w.rival_mean * (sum(others) / len(others)) - w.rival_max * max(others)


def _snitched_edge(state, seat: int, taker: int) -> float:
    """_edge of the end The Snitch played by `taker` would bring now."""
    c = state.clone()
    taken = [k for s in range(c.num_players) if s != taker for k in c.officials[s]]
    for s in range(c.num_players):
        if s != taker:
            c.officials[s] = []
    c.officials[taker] = list(c.officials[taker]) + taken
    scores = {sc.seat: sc.total for sc in c.scores()}
    mine = scores[seat]
    best_other = max(v for s, v in scores.items() if s != seat)
    return 100.0 + (mine - best_other) * 2 if mine > best_other else -100.0 + (mine - best_other)


def _cheapest(hand) -> str:
    return min(hand, key=lambda c: (CARD_VALUE.get(c, 1.0), c))


class CartelBot:
    """Normal: one Action ahead, follow-ups settled by quick rules."""

    def __init__(self, follow_limit: int = 12, roads: bool = True, weights=None):
        self.w = W if weights is None else weights
        self.follow_limit = follow_limit
        self.roads = roads

    # ------------------------------------------------------------ entry
    def choose(self, state, seat, rng):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        p = state.window()
        if p is not None:
            return self._answer(state, seat, p, legal)
        quick = self.quick(state, seat, legal)
        if quick is not None:
            return quick
        return self._best(state, seat, legal, rng)

    def choose_among(self, state, seat, legal, rng):
        """Normal's choice in the action stage among `legal`, some of the
        legal actions (for a plan that rules the others out)."""
        quick = self.quick(state, seat, legal)
        return quick if quick is not None else self._best(state, seat, legal, rng)

    def quick(self, state, seat, legal):
        """Decisions taken by rule, without looking ahead (None: look ahead)."""
        stage = state.stage
        hand = state.hands[seat]
        if stage == "action" and state.turns >= STALL_TURNS and Draw() in legal:
            return Draw()
        if stage in ("pay", "discard"):
            return Discard(_cheapest(hand))
        if stage == "attack":
            targets = [a for a in legal if isinstance(a, Attack)]
            if targets:
                pot = potential(state, self.w)
                return max(targets, key=lambda a: (pot[a.seat], -a.seat))
            return Skip()
        if stage == "ford":
            cards = [a for a in legal if isinstance(a, Retrieve)]
            if cards:
                return max(cards, key=lambda a: (CARD_VALUE.get(a.card, 1.0), a.card))
            return Skip()
        return None

    def _answer(self, state, seat, p, legal):
        if p.kind == "summoned":
            offs = [a for a in legal if isinstance(a, Appoint)]
            if offs:  # hand over the Official whose arrival effect we lose least
                return min(offs, key=lambda a: (a.card in ("juan", "ford", "sven"), CARD_VALUE[a.card], a.card))
            return Reveal()
        if p.kind == "sachs":
            return SaveAgent() if SaveAgent() in legal and len(state.hands[seat]) >= 3 else PASS
        if p.kind == "sachs-pay":
            return Discard(_cheapest(state.hands[seat]))
        return legal[0]

    # ------------------------------------------------------------ look-ahead
    def _best(self, state, seat, legal, rng):
        base_turns = state.turns
        values = {a: self.value_after(state, seat, a, base_turns) for a in legal}
        if self.roads and state.actions_left > 1 and any(isinstance(a, Road) for a in legal):
            without = max(v for a, v in values.items() if isinstance(a, (Draw, Build)))
            opener = RoadOpener(self, state, seat, without)
            for a in legal:
                if isinstance(a, Road):
                    values[a] += opener.bonus(a)
        best, best_value = None, None
        for a in legal:
            # a draw over an equal-looking shuffle
            value = values[a] + (self.w.draw_bonus if isinstance(a, Draw) else 0.0)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = a, value
        return best

    def value_after(self, state, seat, a, base_turns) -> float:
        c = state.clone()
        c.apply(a)
        steps = 0
        while not c.is_over and steps < self.follow_limit and c.to_act == seat and c.turns == base_turns \
                and c.stage != "action" and c.window() is None:
            legal = c.legal_actions()
            choice = self.quick(c, seat, legal)
            if choice is None:
                c = self._follow_state(c, seat, legal)[1]  # the copy _follow played it on
            else:
                c.apply(choice)
            steps += 1
        value = _edge(c, seat, self.w)
        if not c.is_over and c.all_officials_in_play():
            value = self._snitch_risk(c, seat, value, c.to_act == seat and c.turns == base_turns)
        return value

    @staticmethod
    def _snitch_risk(c, seat, value, our_turn: bool) -> float:
        """With every Official in play The Snitch may be played: whoever
        holds it takes all the Officials and ends the game (about half of the
        games against bribe-officials ended so, and its holder won 34 of 38).
        Held by us: worth playing with an Action left this turn.  Unseen
        (deck or a rival's hand): weigh in the chance a rival plays it first."""
        if SNITCH in c.discard:
            return value
        if SNITCH in c.hands[seat]:
            if our_turn and c.actions_left > 0:
                # a point less than playing it now: no reason to wait
                return max(value, _snitched_edge(c, seat, seat) - 1.0)
            return value
        rivals = [s for s in range(c.num_players) if s != seat]
        held = sum(len(c.hands[s]) for s in rivals)
        unseen = held + len(c.deck)
        if not unseen:
            return value
        # a rival holds it now, or draws it with its first Action
        p = min(1.0, (held + len(rivals)) / unseen)
        pot = potential(c)
        taker = max(rivals, key=lambda s: pot[s])
        return (1 - p) * value + p * _snitched_edge(c, seat, taker)

    def _follow(self, state, seat, legal):
        """Follow-up decisions with few options: the best by potential now."""
        return self._follow_state(state, seat, legal)[0]

    def _follow_state(self, state, seat, legal) -> tuple:
        """(_follow's choice, a copy of `state` with it played)."""
        best, best_value, after = legal[0], None, None
        w = self.w
        for a in legal:
            c = state.clone()
            c.apply(a)
            v = _edge(c, seat, w)
            if best_value is None or v > best_value + 1e-9:
                best, best_value, after = a, v, c
        return best, after


class RoadOpener:
    """What a road opens, which the one-Action look-ahead cannot see (it
    sees only the card the road costs): the best Business in hand built on a
    lot the road opens, with the turn's other Action, over the best build or
    draw without the road (`without`); plus a little per exit left open for
    later roads.  Only for a road laid as the first of two Actions."""

    def __init__(self, bot: "CartelBot", state, seat: int, without: float):
        self.bot, self.state, self.seat, self.without = bot, state, seat, without
        self.kinds = sorted({c for c in state.hands[seat] if c in BUSINESSES})
        self.lots = state.lots()

    def bonus(self, road) -> float:
        s = self.state
        exits = s.content.roads[road.card].exits_at(road.rot)
        w = self.bot.w
        bonus = w.road_exit * sum(1 for d in exits if _empty_cell(s, step((road.x, road.y), d)))
        if not self.kinds:
            return bonus
        c = s.clone()
        c.actions_left += 1  # so the build after the road is judged like `without`, with an Action to spare
        c.apply(road)
        new = c.lots() - self.lots
        kinds = [k for k in self.kinds if k in c.hands[self.seat]]
        if not new or not kinds or c.stage != "action" or c.to_act != self.seat:
            return bonus
        turns = c.turns
        best = max(self.bot.value_after(c, self.seat, Build(k, x, y), turns) for k in kinds for x, y in new)
        return bonus + w.road_now * max(0.0, best + w.card - self.without)  # + card: the road card is counted already


def _empty_cell(state, cell) -> bool:
    return cell not in state.roads and cell not in state.buildings


class RolloutPolicy:
    """A cheap policy for the search's playouts: rule-based, no look-ahead
    over every action (only over a few sampled candidates)."""

    def __init__(self, sample: int = 6):
        self.bot = CartelBot(follow_limit=6, roads=False)  # a road's lots are still built on in the playout
        self.sample = sample

    def __call__(self, state, rng):
        seat = state.to_act
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        p = state.window()
        if p is not None:
            return self.bot._answer(state, seat, p, legal)
        quick = self.bot.quick(state, seat, legal)
        if quick is not None:
            return quick
        if state.stage != "action":
            return self.bot._follow(state, seat, legal)
        cands = [a for a in legal if not isinstance(a, (Move, Summon, Shadow))]
        moves = [a for a in legal if isinstance(a, Move)]
        pool = rng.sample(cands, min(len(cands), self.sample)) + rng.sample(moves, min(len(moves), 3))
        if Draw() not in pool:
            pool.append(Draw())
        return self.bot._best(state, seat, pool, rng)


_POLICY = RolloutPolicy()


def rollout_action(state, rng: random.Random):
    return _POLICY(state, rng)


def _factory(weights=None):
    return CartelBot(weights=weights)


# Why these figures (and what else was tried): docs/bots.md, Cartel.
# Hard: root-only rollouts of the cheap sampled policy above, cut when our
# next turn comes round and judged by the potential, an override of Normal
# replayed in fresh worlds.  Expert: the same, cut at our second turn, so it
# sees what a move leads to a turn further on.
HARD = SearchSettings(potential=potential, scale=4.0, rollout=rollout_action, epsilon=0.0, depth=None, cut_turns=1,
                      keep=0.0, confirm=0.5, sigmas=1.5)
BOT_SETTINGS = BotSettings(
    heuristic=_factory,
    hard=HARD,
    expert=replace(HARD, cut_turns=2),
)
