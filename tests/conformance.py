"""The conformance suite every ruleset must pass (used by test_conformance.py
and callable from a game's own tests with more seeds).

Every check reads a whole random game.  The cheap properties (the game ends,
invariants hold after every decision, save and load, the end is an undo
barrier) follow every decision; the costly ones examine a Sample of them: the
first few decisions of every kind, so rare questions are always reached, and
every 40th besides.  The sample of a playout is kept, so the checks of one
game, table size and seed share a single playout."""
from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass

import pytest

from game.rules.core import Action, GameState, IllegalAction, copy_rng
from game.games import get_ruleset
from game.session import Match, Seat


def random_playout(game_id: str, players: int, seed: int, max_decisions: int = 40000):
    """Play uniformly random legal actions; yield (state, legal, chosen) each step.
    (The bound catches playouts that never end; Star Traders' random games run
    to their 150-round cap, about 28,000 decisions with six traders and deals.)"""
    ruleset = get_ruleset(game_id)
    state = ruleset.new_game(players, ruleset.resolve_options({}), seed)
    rng = random.Random(seed * 7919 + 1)
    n = 0
    while not state.is_over:
        assert n < max_decisions, f"{game_id} seed {seed}: no end after {n} random decisions"
        legal = state.legal_actions()
        assert legal, f"{game_id} seed {seed}: empty legal-action list before the end (phase {state.phase()!r})"
        assert state.to_act is not None and 0 <= state.to_act < players
        chosen = rng.choice(legal)
        yield state, legal, chosen
        state.apply(chosen)
        n += 1
    assert state.to_act is None
    yield state, [], None


class Sample:
    """Picks the positions of one playout that a costly check examines: the
    first `per_kind` decisions of each kind (the pending question, if any,
    and the kind of action taken) and every `stride`-th decision."""

    def __init__(self, per_kind: int = 3, stride: int = 40):
        self.per_kind = per_kind
        self.stride = stride
        self.seen = Counter()

    def __call__(self, i: int, state, chosen) -> bool:
        window = state.window()
        kind = (window.kind if window is not None else None, type(chosen).__name__)
        self.seen[kind] += 1
        return self.seen[kind] <= self.per_kind or i % self.stride == 0


@dataclass(frozen=True)
class Position:
    index: int
    state: GameState  # kept for every check: hand out copies only
    legal: tuple
    chosen: Action | None  # None at the end of the game
    earlier: tuple  # the last 40 actions chosen before this position


_KEPT: dict = {}  # (game, players, seed, options) -> the Sample of that playout
KEEP_PLAYOUTS = 4


def sampled_positions(game_id: str, players: int, seed: int):
    """Yield (index, a copy of the state, legal, chosen, earlier actions) at the
    sampled positions of random_playout(game_id, players, seed).  The game is
    played once and its sample kept, so the checks share one playout."""
    options = get_ruleset(game_id).resolve_options({})
    key = (game_id, players, seed, json.dumps(options, sort_keys=True, default=str))
    if key not in _KEPT:
        sample, earlier, kept = Sample(), [], []
        for i, (state, legal, chosen) in enumerate(random_playout(game_id, players, seed)):
            if sample(i, state, chosen) or chosen is None:
                kept.append(Position(i, state.clone(), tuple(legal), chosen, tuple(earlier[-40:])))
            earlier.append(chosen)
        while len(_KEPT) >= KEEP_PLAYOUTS:
            del _KEPT[next(iter(_KEPT))]
        _KEPT[key] = kept
    for p in _KEPT[key]:
        yield p.index, p.state.clone(), list(p.legal), p.chosen, p.earlier


def check_playout_ends(game_id, players, seed):
    rounds = []
    for n, (state, legal, chosen) in enumerate(random_playout(game_id, players, seed)):
        if chosen is None:
            scores = state.scores()
            assert sorted(s.seat for s in scores) == list(range(players))
            assert state.winners()
            story = state.win_story(lambda seat: f"Seat {seat}")
            assert isinstance(story, list) and all(isinstance(line, str) and line for line in story)
        errors = state.invariant_errors()
        assert not errors, errors
        check_declared_capabilities(state, players, rounds, full=chosen is None or n % 97 == 0)


def check_declared_capabilities(state, players, rounds, full):
    """What shared code asks of every game (GameState.turn_owner, round_number,
    progress) has the declared shape; `rounds` collects the round numbers seen
    (they never go back).  `full`: also the chart's measure (it may score)."""
    if not state.is_over:
        assert state.turn_owner() in range(players)
    r = state.round_number()
    if r is not None:
        assert isinstance(r, int) and r >= max(rounds, default=1)
        rounds.append(r)
    if full:
        progress = state.progress()
        assert isinstance(progress, tuple) and len(progress) == players


def check_actions_roundtrip(game_id, players, seed):
    ruleset = get_ruleset(game_id)
    for i, state, legal, chosen, _earlier in sampled_positions(game_id, players, seed):
        for a in legal:
            data = json.loads(json.dumps(a.to_json()))
            assert ruleset.action_from_json(data) == a
        if chosen is not None:
            assert isinstance(chosen.label(), str) and chosen.label()


def check_illegal_refused(game_id, players, seed):
    refused = 0
    for i, state, legal, chosen, earlier in sampled_positions(game_id, players, seed):
        if chosen is None:
            break
        legal_set = set(legal)
        for old in earlier:
            if old not in legal_set:
                before = state.fingerprint()
                with pytest.raises(IllegalAction) as info:
                    state.apply(old)
                assert str(info.value), "an illegal action needs a message"
                assert state.fingerprint() == before, "a refused action changed the state"
                refused += 1
                break
    assert refused > 0, "the playout never offered an illegal action to test"
    # and after the end nothing is legal
    with pytest.raises(IllegalAction):
        state.apply(earlier[-1])


def check_clone_independent(game_id, players, seed):
    for i, state, legal, chosen, _earlier in sampled_positions(game_id, players, seed):
        if chosen is None:
            continue
        before = state.fingerprint()
        twin = state.clone()
        assert twin.fingerprint() == before
        twin.apply(chosen)
        assert state.fingerprint() == before, "applying to a clone changed the original"
        # the original must still be able to take the same action
        again = state.clone()
        again.apply(chosen)
        assert again.fingerprint() == twin.fingerprint(), "same action from clones diverged"


def check_views_hide_secrets(game_id, players, seed):
    """A seat's view is unchanged by resampling what that seat cannot see,
    so the view cannot contain those secrets.  Views are JSON-able."""
    for i, state, legal, chosen, _earlier in sampled_positions(game_id, players, seed):
        for seat in range(players):
            view = state.view_for(seat)
            json.dumps(view)
            for k in range(2):
                det = state.determinize(seat, random.Random(seed * 31 + k))
                assert det.view_for(seat) == view, f"view of seat {seat} depends on hidden information"
                assert det.to_act == state.to_act
                # who is asked what is public; the record as this seat sees it is in the view
                asked, truth = det.window(), state.window()
                assert (asked is None) == (truth is None) and (truth is None or (
                    asked.seat, asked.kind, asked.window, asked.can_pass) == (
                    truth.seat, truth.kind, truth.window, truth.can_pass)), \
                    "the pending question depends on hidden information"
                assert det.legal_actions() == state.legal_actions() if state.to_act == seat else True
        json.dumps(state.view_for(None))


def check_end_is_undo_barrier(game_id, players, seed):
    """Once the game is over nobody can take a decision back (every hand and
    stash has been shown)."""
    seats = [Seat(f"P{i + 1}", "random", i) for i in range(players)]
    match = Match(game_id, seats, seed, {})
    rng = random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    last = match.steps[-1].seat
    assert not match.can_undo(last), f"seat {last} can undo the last move of a finished game"
    assert not match.undo(last) and match.state.is_over


def check_chance_is_barrier(game_id, players, seed):
    """An action that draws on the game's generator (a roll, a draw, a
    reshuffle) must emit a barrier event: undo never crosses chance."""
    for i, state, legal, chosen, _earlier in sampled_positions(game_id, players, seed):
        if chosen is None:
            break
        twin = state.clone()
        before = twin.rng.getstate()
        events = twin.apply(chosen)
        if twin.rng.getstate() != before:
            assert any(e.barrier for e in events), \
                f"{chosen.label()} used chance but no event is a barrier: {[e.kind for e in events]}"


def check_determinize_uses_only_the_view(game_id, players, seed):
    """determinize(seat, rng) is a function of the seat's view and rng: two
    states the seat cannot tell apart give the same sample.  The second state
    is the original with its hidden parts resampled (from this seat, and
    from another seat when that leaves this seat's view unchanged)."""
    for i, state, legal, chosen, _earlier in sampled_positions(game_id, players, seed):
        for seat in range(players):
            view = state.view_for(seat)
            truth = state.determinize(seat, random.Random(seed * 17 + 3)).fingerprint()
            others = [state.determinize(seat, random.Random(seed * 17 + 4))]
            other_seat = (seat + 1) % players
            alt = state.determinize(other_seat, random.Random(seed * 17 + 5))
            if alt.view_for(seat) == view:
                others.append(alt)
            for twin in others:
                assert twin.view_for(seat) == view
                again = twin.determinize(seat, random.Random(seed * 17 + 3)).fingerprint()
                assert again == truth, f"seat {seat}'s sample depends on hidden information (decision {i})"


def check_events_hide_secrets(game_id, players, seed):
    """What a seat is shown of an event (text_for, data_for) is a function
    of what it knew before and after: applying the same action in a world
    the seat cannot tell apart, ending in a view it cannot tell apart either,
    must show it the same events.  And an action without a barrier event
    reveals nothing: the seat's view and who acts next are the same in both
    worlds (a window opened only for seats holding a card fails here)."""
    for i, state, legal, chosen, _earlier in sampled_positions(game_id, players, seed):
        if chosen is None:
            continue
        real = state.clone()
        real_events = real.apply(chosen)
        for seat in range(players):
            world = state.determinize(seat, random.Random(seed * 13 + i))
            world.rng = copy_rng(state.rng)  # same future chance: only the hidden present differs
            if chosen not in world.legal_actions():
                continue  # another seat's choice that its resampled hand does not allow
            world_events = world.apply(chosen)
            if real.is_over:
                break  # the end reveals everything (and is an undo barrier)
            revealing = any(e.barrier for e in real_events) or any(e.barrier for e in world_events)
            if not revealing:  # nothing hidden came out: the seat learns nothing new
                assert world.view_for(seat) == real.view_for(seat) and world.to_act == real.to_act, \
                    f"{chosen.label()} reveals hidden information to seat {seat} without a barrier event"
            if world.view_for(seat) != real.view_for(seat):
                continue  # the action revealed something that differs: not comparable
            shown = [(e.kind, e.text_for(seat), e.data_for(seat)) for e in real_events]
            other = [(e.kind, e.text_for(seat), e.data_for(seat)) for e in world_events]
            assert shown == other, f"seat {seat} is shown hidden information by {chosen.label()}: {shown} vs {other}"


def check_save_load_identical(game_id, players, seed):
    ruleset = get_ruleset(game_id)
    seats = [Seat(f"P{i + 1}", "random", i) for i in range(players)]
    match = Match(game_id, seats, seed, {})
    rng = random.Random(seed)
    for _ in range(150):
        if match.state.is_over:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    loaded = Match.loads(match.dumps())
    assert loaded.state.fingerprint() == match.state.fingerprint()
    assert loaded.actions == match.actions
    # determinism: a fresh game with the same seed and actions is identical
    again = ruleset.new_game(players, ruleset.resolve_options({}), seed)
    for a in match.actions:
        again.apply(a)
    assert again.fingerprint() == match.state.fingerprint()


ALL_CHECKS = (
    check_playout_ends,
    check_actions_roundtrip,
    check_illegal_refused,
    check_clone_independent,
    check_views_hide_secrets,
    check_save_load_identical,
    check_end_is_undo_barrier,
    check_chance_is_barrier,
    check_determinize_uses_only_the_view,
    check_events_hide_secrets,
)
