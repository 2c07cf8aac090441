"""A Cartel move's consequences are told before the click and are exactly
what the rules then take (issue 49 item 16)."""
import random

from game.games import get_ruleset
from game.games.cartel.rules.actions import Bribe, Build, Move
from game.games.cartel.rules.costs import ARRIVAL_POWERS
from game.games.cartel.rules.data import ARRIVING


def _pay_after(state):
    return state.pay_left if state.stage == "pay" else 0


def test_every_told_cost_is_taken_and_every_taken_cost_was_told():
    ruleset = get_ruleset("cartel")
    seen = {"build": 0, "treachery": 0, "fivel": 0, "last": 0}
    for seed in range(12):
        rng = random.Random(seed)
        state = ruleset.new_game(3, {}, seed)
        while not state.is_over:
            legal = state.legal_actions()
            a = rng.choice(legal)
            told = " | ".join(state.consequences(a))
            stage, left = state.stage, state.actions_left
            events = state.apply(a)
            kinds = [e.kind for e in events]
            if isinstance(a, Bribe):
                assert ("Treachery" in told) == ("treachery" in kinds), (told, kinds)
                seen["treachery"] += "treachery" in kinds
            if isinstance(a, Build) and a.card != "security":
                cost = next(e.data["cost"] for e in events if e.kind == "build")
                assert (f"discard {cost} card" in told) == bool(cost), (told, cost)
                seen["build"] += bool(cost)
            if isinstance(a, Move):
                fivel = "Informant Fivel" in told
                assert fivel == (state.stage == "pay" and "Fivel" in state.pay_why), (told, state.stage)
                seen["fivel"] += fivel
            if stage == "action" and "last Action" in told:
                assert left == 1
                seen["last"] += 1
    assert all(seen.values()), seen


def test_buying_off_an_official_you_already_hold_says_it_gains_nothing():
    ruleset = get_ruleset("cartel")
    for seed in range(40):
        rng = random.Random(seed)
        state = ruleset.new_game(2, {}, seed)
        while not state.is_over:
            legal = state.legal_actions()
            own = [a for a in legal if isinstance(a, Bribe) and state.owner_of(a.card) == state.to_act]
            if own:
                if own[0].card in ARRIVING:
                    continue  # the next test
                words = " ".join(state.consequences(own[0]))
                assert "your own" in words and "gains you nothing" in words
                return
            state.apply(rng.choice(legal))
    raise AssertionError("no position found where a held Official could be bought again")


def test_buying_off_ford_with_the_last_action_says_his_card_waits_for_next_turn():
    """Play test 2: Inspector Ford's pick from the discard pile came after the
    last Action, so the road taken could not be laid, and nothing had said so."""
    ruleset = get_ruleset("cartel")
    for seed in range(200):
        rng = random.Random(seed)
        state = ruleset.new_game(3, {}, seed)
        while not state.is_over:
            legal = state.legal_actions()
            ford = [a for a in legal if isinstance(a, Bribe) and a.card == "ford" and state.stage == "action"]
            if ford and state.actions_left == 1 and state.discard:
                seat = state.to_act
                assert "next turn" in " ".join(state.consequences(ford[0]))
                state.apply(ford[0])
                assert state.stage == "ford" and state.to_act == seat
                state.apply(state.legal_actions()[0])
                assert not (state.to_act == seat and state.stage == "action"), "an Action was left after all"
                return
            if ford and state.actions_left > 1:
                assert "next turn" not in " ".join(state.consequences(ford[0]))
            state.apply(rng.choice(legal))
    raise AssertionError("Ford was never bought off with the last Action")


def _find(seeds, wanted, players=3):
    """The first (state, action) of random games where wanted(state, action) holds."""
    ruleset = get_ruleset("cartel")
    for seed in seeds:
        rng = random.Random(seed)
        state = ruleset.new_game(players, {}, seed)
        while not state.is_over:
            legal = state.legal_actions()
            hits = [a for a in legal if wanted(state, a)]
            if hits:
                return state, hits[0]
            state.apply(rng.choice(legal))
    raise AssertionError("no such position in the seeds tried")


def test_efficient_consulting_on_the_last_action_is_not_called_the_last_action():
    """Play test 8 (shot189): "You gain two more Actions · Your last Action this turn"."""
    from game.games.cartel.rules.actions import Build

    state, a = _find(range(200), lambda st, a: isinstance(a, Build) and a.card == "consulting"
                     and st.stage == "action" and st.actions_left == 1)
    words = " | ".join(state.consequences(a))
    assert "two more Actions" in words and "last Action" not in words, words


def test_a_draw_from_the_empty_first_deck_says_it_starts_the_last_deck():
    """Play test 8 (shot185-186): Deck 0, and "Draw a card" said nothing of the last pass it starts."""
    from game.games.cartel.rules.actions import Draw

    state, a = _find(range(40), lambda st, a: isinstance(a, Draw) and not st.deck and not st.reshuffled
                     and st.discard)
    words = " | ".join(state.consequences(a))
    assert f"the {len(state.discard)} discarded cards are shuffled into the last deck" in words, words
    state.apply(a)
    assert state.reshuffled


def test_buying_again_an_official_whose_power_acts_on_arrival_says_that_power_comes_again():
    """Play test 9 (shot048-050): "Your own Sneaky Sven is discarded by Treachery ... the Action gains
    you nothing", and the click then traded Sven for a rival's Agent, as the Hint had said."""
    assert set(ARRIVAL_POWERS) == set(ARRIVING)
    state, a = _find(range(300), lambda st, a: isinstance(a, Bribe) and a.card in ARRIVING
                     and st.owner_of(a.card) == st.to_act)
    words = " ".join(state.consequences(a))
    assert "gains you nothing" not in words and f"only its arrival power ({ARRIVAL_POWERS[a.card]})" in words, words
    state.apply(a)
    assert state.stage == a.card or (a.card,) in state.todo or state.window() is not None, state.stage
