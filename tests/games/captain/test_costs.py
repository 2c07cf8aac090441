"""Captain tells a move's price before the click, and it is what the rules
then charge (issue 49 item 16)."""
import random
import re

from game.games import get_ruleset


def test_every_told_price_is_charged_and_every_charge_was_told():
    ruleset = get_ruleset("captain")
    told_kinds = set()
    for seed in range(6):
        rng = random.Random(seed)
        state = ruleset.new_game(3, {}, seed)
        steps = 0
        while not state.is_over and steps < 3000:
            steps += 1
            a = rng.choice(state.legal_actions())
            seat = state.current
            words = " ".join(state.consequences(a))
            actions, money = state.actions, state.players[seat].resources
            state.apply(a)
            same_turn = state.current == seat
            spent = re.search(r"spends (\d+) action", words)
            paid = re.search(r"pays (\d+) of your", words)
            if spent and same_turn:
                assert state.actions == actions - int(spent.group(1)), (a, words)
                told_kinds.add(type(a).__name__)
            if paid:
                assert money - int(paid.group(1)) <= state.players[seat].resources, (a, words)
            if not paid and same_turn:
                assert state.players[seat].resources >= money, (a, words, money, state.players[seat].resources)
    assert {"Move", "Build"} <= told_kinds, told_kinds
