"""Every bot deal answer comes with a reason a person can use (Star Traders,
game/games/star_traders/deal_reasons.py through game/ai/deal_reasons.py):
in one seeded Family game each answer to an offer or a beacon request and
each offer of a bot's own has one, in the log line of that step (live and
when a saved game's log is rebuilt) and in the deal dialog; no reason names
a Trader's Luck card."""
from __future__ import annotations

import re
from functools import cache

import game.games.star_traders.rules  # noqa: F401  (registers "star-traders")
from game.ai.deal_reasons import bot_deal_reason, with_reason
from game.games import get_ruleset
from game.games.star_traders.luck_cards import luck
from game.games.star_traders.rules.actions import Grant
from game.rules.deals import ANSWER, BUILD, Accept, Counter, Propose, Refuse
from game.session import Match, Seat
from game.simulate import play_game

SEED, PLAYERS, FAMILY = 3, 3, {"version": "family"}
ANSWERS = (Accept, Refuse, Counter, Grant, Propose)


@cache  # one game for the module's tests (they only read it)
def reasons_of_the_game():
    """[(action, window kind, reason, log line)] of every bot deal step."""
    result = play_game("star-traders", ["normal"] * PLAYERS, SEED, FAMILY)
    rs = get_ruleset("star-traders")
    state = rs.new_game(PLAYERS, rs.resolve_options(FAMILY), SEED)
    out = []
    for i, action in enumerate(result.actions):
        seat, p = state.acting_seat(action), state.window()
        reason = bot_deal_reason("star-traders", state, action, SEED, i)
        events = with_reason(state.apply(action), seat, reason)
        if isinstance(action, ANSWERS) and p is not None and p.kind in (ANSWER, BUILD, "beacon"):
            out.append((action, p.kind, reason, next((e.text for e in events if e.seat == seat), "")))
    return result, out


def test_every_bot_deal_answer_and_offer_in_a_family_game_has_a_reason():
    _, steps = reasons_of_the_game()
    answers = [s for s in steps if not isinstance(s[0], Propose)]
    kinds = {type(a).__name__ for a, *_ in steps}
    assert len(answers) >= 12 and {"Accept", "Refuse", "Counter", "Propose", "Grant"} <= kinds
    assert all(reason for _, _, reason, _ in steps)
    for action, _, reason, line in steps:
        assert line.endswith(f": {reason}.")
        assert len(re.findall(r"[A-Za-z]{3,}", reason)) >= 2 or reason.startswith("$")
    counters = [r for a, _, r, _ in steps if isinstance(a, Counter)]
    assert counters and all(re.fullmatch(r"it (pays|asks) (\$\d+|nothing) instead of (paying |asking )?"
                                         r"(\$\d+|nothing)|the same money on other terms", r) for r in counters)


def test_a_counter_offer_that_pays_less_says_so_not_more():
    """Play test 8 (shot063): Player 1 asked $6 for a card; Vega answered with
    $3 and read "$3 more than the offer it answers"."""
    from game.rules.deals import DealItem
    from game.rules.pending import Pending
    from game.games.star_traders.deal_reasons import own_offer

    asked = (DealItem(0, "card", "5"), DealItem(1, "money", amount=6))
    answer = (DealItem(0, "card", "?"), DealItem(1, "money", amount=3))
    p = Pending(1, BUILD, "", (("proposer", 1), ("partner", 0), ("items", answer), ("countered", True),
                              ("answering", asked)))
    assert own_offer(None, 1, p) == "it pays $3 instead of $6"
    more = Pending(1, BUILD, "", (("proposer", 1), ("partner", 0), ("items", asked), ("countered", True),
                                 ("answering", answer)))
    assert own_offer(None, 1, more) == "it pays $6 instead of $3"


def test_no_reason_names_a_card():
    _, steps = reasons_of_the_game()
    names = {luck(n).name for n in range(1, 109) if luck(n) is not None}
    for _, _, reason, _ in steps:
        assert not any(name in reason for name in names), reason


def test_a_steps_reason_is_the_same_when_the_log_is_rebuilt(app):
    from game.scenes.table_parts.log_panel import replay_log

    result, steps = reasons_of_the_game()
    match = Match("star-traders", [Seat(f"P{i + 1}", "normal") for i in range(PLAYERS)], SEED, FAMILY)
    match._replay([a.to_json() for a in result.actions])
    lines = {e.event.text for e in replay_log(match)}
    assert all(line in lines for *_, line in steps)


def test_the_deal_dialog_shows_what_the_bot_said():
    from game.rules.pending import Pending
    from game.ui.deal_dialog import DealDialog

    p = Pending(1, ANSWER, "P1 offers: ...", (("proposer", 0), ("partner", 1), ("items", ()), ("countered", True)))
    dialog = DealDialog((0, 0, 1000, 700), 1, [Accept(), Refuse()], p, lambda a: None,
                        note="Player 1: it asks $4 instead of nothing.")
    assert dialog.status() == "Player 1: it asks $4 instead of nothing. You may accept it or refuse it."
