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


def _capture_follows(state, rng, a) -> bool:
    """Apply attack `a` (and, if the target may deflect, its answer): was the attacker captured?"""
    seat = state.current
    events = list(state.apply(a))
    if state.mode == "deflect":
        events += state.apply(rng.choice(state.legal_actions()))
    return any(e.kind == "capture" and e.seat == seat for e in events)


def test_an_attack_says_before_the_click_whether_its_bounty_gets_the_attacker_captured():
    """Play test 8: a miss's +5 BP took a captain above their VP and the
    Federation captured them, with no word of it before the click."""
    ruleset = get_ruleset("captain")
    told = {"captured": 0, "safe": 0}
    for seed in range(8):
        rng = random.Random(seed)
        state = ruleset.new_game(3, {}, seed)
        steps = 0
        while not state.is_over and steps < 3000:
            steps += 1
            legal = state.legal_actions()
            attacks = [a for a in legal if type(a).__name__.startswith("Attack")]
            a = rng.choice(attacks) if attacks and rng.random() < 0.5 else rng.choice(legal)
            if a not in attacks:
                state.apply(a)
                continue
            words = " ".join(state.consequences(a))
            assert "BP" in words, (a, words)
            warned = "the Federation captures you -" in words
            maybe = "captures you unless the attack destroys it" in words
            captured = _capture_follows(state, rng, a)
            if not maybe:
                assert captured == warned, (a, words, captured)
            told["captured" if warned else "safe"] += 1
    assert told["captured"] and told["safe"], told


def test_selling_bp_says_what_it_does_to_the_score():
    """Play test 9 (shot175-177): selling BP on the black market took the running total from 29 to 20
    (BP count one each at the end, resources one per ten) and its tooltip said nothing of it."""
    from game.games.captain.rules.actions import SellBounty

    ruleset = get_ruleset("captain")
    for seed in range(30):
        rng = random.Random(seed)
        state = ruleset.new_game(3, {}, seed)
        for _ in range(4000):
            if state.is_over:
                break
            legal = state.legal_actions()
            sells = [a for a in legal if isinstance(a, SellBounty)]
            if sells:
                a = max(sells, key=lambda s: s.points)
                seat = state.current
                was = next(sc.total for sc in state.scores() if sc.seat == seat)
                words = " ".join(state.consequences(a))
                state.apply(a)
                now = next(sc.total for sc in state.scores() if sc.seat == seat)
                assert now < was and f"goes from {was} to {now}" in words, (words, was, now)
                return
            state.apply(rng.choice(legal))
    raise AssertionError("no black market sale in the seeds tried")
