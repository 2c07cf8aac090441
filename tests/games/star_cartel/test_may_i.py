"""Issue 51: the legal list is built from the checks that say why not, so at
every decision of many games an action is offered exactly when its check
gives no reason; and the rules say which choices end the turn early
without trying them on a copy."""
from __future__ import annotations

import random

from game.games.star_cartel.rules import (RULESET, TYPES, ChooseLargest, ChooseSmallest, DiscardRow, KeepHub,
                                          KeepPrices, Load, LoadNothing, NoStash, Reverse, Stash, StopLoading)
from game.games.star_cartel.rules.data import COLUMNS, ROWS
from game.games.star_cartel.rules.facts import DELIVERY_STAGES


def _every_action(s) -> list:
    """Every action of the game that could be asked about now: a load of each
    card in the hub (and of a card that is not there), each row, each type."""
    out = [KeepHub(), LoadNothing(), StopLoading(), KeepPrices(), NoStash(), Reverse("largest"), Reverse("smallest")]
    out += [DiscardRow(r) for r in range(ROWS)]
    for k in TYPES:
        out += [ChooseLargest(k), ChooseSmallest(k), Stash(k)]
    for c in range(COLUMNS):
        for r in range(ROWS):
            card = s.hub[c][r] if r < len(s.hub[c]) else None
            out.append(Load(c, r, card.kind, card.size) if card else Load(c, r, "food", 1))
    return out


def test_an_action_is_offered_exactly_when_its_check_gives_no_reason():
    for seed in range(12):
        rng = random.Random(seed)
        s = RULESET.new_game(3 + seed % 4, {"abilities": True}, seed)
        while not s.is_over:
            legal = s.legal_actions()
            for a in _every_action(s):
                why = s.why_not(a)
                assert (why is None) == (a in legal), (s.stage, a, why)
                assert why is None or len(why) > 8
            s.apply(rng.choice(legal))


def _after(s, a):
    probe = s.clone()
    probe.apply(a)
    return probe


def test_the_rules_say_when_a_choice_gives_up_a_stash_still_open():
    """Stashing nothing while a set could be stashed ends the turn early (at
    most a delivery follows); stopping the loading never counts as early
    (how much to load is the turn's choice), and no other choice that ends
    the turn is early.  (This test tries each choice on a copy; the rules
    answer without one.)"""
    seen = set()
    for seed in range(10):
        rng = random.Random(seed)
        s = RULESET.new_game(3 + seed % 4, {"abilities": True}, seed)
        while not s.is_over:
            legal = s.legal_actions()
            more = any(isinstance(b, Stash) for b in legal)
            for a in legal:
                probe = _after(s, a)
                ended = probe.is_over or probe.turn != s.turn
                if s.ends_turn_early(a):
                    seen.add((type(a).__name__, s.final_turn))
                    assert more and isinstance(a, NoStash), (s.stage, a)
                    assert ended or probe.stage in DELIVERY_STAGES, (s.stage, a, probe.stage)
                elif ended and isinstance(a, NoStash):
                    assert not more, (s.stage, a)
            s.apply(rng.choice(legal))
    assert {name for name, _final in seen} == {"NoStash"}, seen
