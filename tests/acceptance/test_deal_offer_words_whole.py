"""Issue 49 (play test 6, #8): a bot's offer said its reason and the answers
open to the person on one line, shrunk to the smallest size and cut ("…You
may accept it, refuse it, or…").  The line wraps to a second one instead:
every word of it is drawn, none cut."""
from __future__ import annotations

from game.rules.deals import ANSWER
from game.ui import theme
from tests.acceptance.conftest import start_game_at


def offered_to_the_person(state) -> bool:
    p = state.window()
    return p is not None and p.kind == ANSWER and state.to_act == 0


def before_an_offer(seed: int):
    """until(state) for start_game_at: the decision before a bot's offer to
    the person, so that the offer is made at the table and says its reason."""
    from game.ai import decide, make_bot

    bot = make_bot("star-traders", "normal")
    seen = []

    def until(state) -> bool:
        seen.append(1)
        if state.to_act == 0 or state.is_over:
            return False
        after = state.clone()
        after.apply(decide(state, bot, seed, len(seen) - 1))
        return offered_to_the_person(after)
    return until


def test_an_offers_reason_and_answers_are_drawn_whole(open_app):
    # Star Traders Family, seed 2: Vega offers $5 for the person's station at 56 Asaro, for its petition
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=2, options={"version": "family"},
                  until=before_an_offer(2))
    person.wait_for_text("offers you a deal", seconds=30)
    title = next(d for d in person.screen.find("offers you a deal"))
    under = [d for d in person.screen.frame if d.rect is not None and -10 < d.rect.top - title.rect.bottom < 60]
    words = " ".join(d.text for d in under)
    assert "petition" in words and "answer with one counter-offer." in words, [d.text for d in under]
    assert not any("…" in d.text for d in under), under
    assert all(d.size >= theme.SIZE_MIN for d in under), under
