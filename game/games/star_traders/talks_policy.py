"""When a bot opens talks out of its turn (the rules allow it at any safe
point: TradingRules.interjections).  What it offers stays trade_policy's
`plan`; this module only decides when and with whom, so bots never nag:

- only at the start of another trader's turn (nothing rolled or spent
  yet), with OFF_TURN_CHANCE;
- at most BOT_TALKS_PER_ROUND times a round;
- only with a partner for whom `plan`, worked out on the bot's own view
  (a determinized copy), finds an offer."""
from __future__ import annotations

from .rules.trading import DEALER
from .trade_policy import plan

BOT_TALKS_PER_ROUND = 1
OFF_TURN_CHANCE = 0.25


def at_turn_start(state) -> bool:
    return (state.stage == "turn" and not state.stack and state.die is None
            and state.actions_left == state.actions_per_turn(state.current))


def off_turn_talks(state, seat: int, rng):
    """The OpenTalks the bot at `seat` takes now, or None."""
    if DEALER.talks_this_round(state, seat) >= BOT_TALKS_PER_ROUND or not at_turn_start(state):
        return None
    openers = state.interjections(seat)
    if not openers or rng.random() >= OFF_TURN_CHANCE:
        return None
    view = state.determinize(seat, rng)
    return next((a for a in openers if plan(view, seat, a.partner)), None)
