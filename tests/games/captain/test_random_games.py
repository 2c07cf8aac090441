"""Seeded bot games across 3-6 players: every game ends, invariants hold
after every decision, and the fast legal-action generator agrees with the
rule checks that explain refusals."""
import random

import pytest

from game.games.captain.rules import actions as A
from game.games.captain.rules import legality
from game.games.captain.rules.crew import gain_crew
from game.games import get_ruleset
from game.simulate import play_game

GAMES = 200
CHUNKS = 10


def seats_for(i: int) -> list[str]:
    players = 3 + i % 4
    kind = i % 5
    if kind == 0:
        return ["random"] * players
    if kind == 1:
        return ["normal"] * players
    # one or two heuristic seats among random ones, in varying places
    return ["normal" if (k + i) % (kind + 1) == 0 else "random" for k in range(players)]


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_seeded_games_end_with_invariants(chunk):
    per = GAMES // CHUNKS
    for i in range(chunk * per, (chunk + 1) * per):
        seats = seats_for(i)
        options = {"target": (50, 80, 100)[i % 3] if i % 10 else 100, "layout": "shuffled" if i % 4 == 3 else "standard"}
        result = play_game("captain", seats, 9000 + i, options, max_decisions=20000, check_invariants=True)
        assert result.winners and len(result.scores) == len(seats)
        assert all(s.total == s.breakdown["VP"] + s.breakdown["BP"] + s.breakdown["resources"] for s in result.scores)


def test_heuristic_mix_is_sampled():
    kinds = [tuple(sorted(set(seats_for(i)))) for i in range(GAMES)]
    assert ("random",) in kinds and ("normal",) in kinds and ("normal", "random") in kinds


# the larger tables (longer games) in the full suite
@pytest.mark.parametrize("players", [3, 4, pytest.param(5, marks=pytest.mark.slow), pytest.param(6, marks=pytest.mark.slow)])
def test_fast_legal_list_matches_rule_checks(players):
    ruleset = get_ruleset("captain")
    rng = random.Random(players)
    checked = 0
    for seed in range(4):
        state = ruleset.new_game(players, {"layout": "shuffled" if seed % 2 else "standard"}, 100 + seed)
        n = 0
        while not state.is_over and n < 1500:
            legal = state.legal_actions()
            if state.mode == "turn":
                expected = [a for a in legality.candidates(state) if state.why_not(a) is None]
                assert set(legal) == set(expected), (seed, n, set(legal) ^ set(expected))
                assert len(legal) == len(set(legal))
                checked += 1
            state.apply(rng.choice(legal))
            n += 1
    assert checked > 1000


@pytest.mark.slow
def test_rich_states_agree_too():
    """Random play rarely reaches crew, events and shared hexes all at once;
    poke a few such states directly."""
    ruleset = get_ruleset("captain")
    state = ruleset.new_game(4, {}, 77)
    rng = random.Random(1)
    for step in range(3000):
        if state.is_over:
            break
        if step % 50 == 0 and state.mode == "turn":
            p = state.players[state.current]
            p.resources += 40
            p.bp = min(p.bp + 3, p.vp)
            if state.crew_deck and len(p.crew) < 4:
                gain_crew(state, state.current, state.crew_deck.pop())
            state._legal = None
        legal = state.legal_actions()
        if state.mode == "turn":
            expected = [a for a in legality.candidates(state) if state.why_not(a) is None]
            assert set(legal) == set(expected)
        state.apply(rng.choice(legal))
    assert not state.invariant_errors()


def test_refusals_explain_themselves():
    state = get_ruleset("captain").new_game(3, {}, 5)
    for a in [A.Build(), A.PlaceGem(), A.Fortify(1), A.AttackShip(1), A.AttackGem(9, 9), A.KeepCrew(0),
              A.Upgrade("weapon"), A.DoneHiring(), A.Deflect(), A.Jump(4, 0), A.SellBounty(1), A.Move(5, 5)]:
        assert not state.is_legal(a)
        text = state.why_illegal(a)
        assert text.endswith(".") and "not a legal choice" not in text
