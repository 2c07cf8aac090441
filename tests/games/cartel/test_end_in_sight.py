"""Issue 49 (play test 5b item 11): the end of a Cartel game came as a
surprise (the deck ran out in a bot's turn; only "Deck's last pass: N cards
left" was shown).  On the deck's last pass the table says about how many
turns are left, from the rules' own draw (the tallest building's floors)."""
import random

from game.games import get_ruleset
from game.games.cartel import texts as T


def test_the_last_pass_says_about_how_many_turns_are_left():
    state = get_ruleset("cartel").new_game(3, {}, 4)
    rng = random.Random(3)
    while not state.reshuffled and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.reshuffled, "the game ended before the deck's last pass"
    per_turn = max(1, round(sum(max(1, state.tallest(s)) for s in range(3)) / 3))
    assert state.turns_left() == -(-len(state.deck) // per_turn)
    words = T.last_pass(len(state.deck), state.turns_left())
    assert words.startswith("Deck's last pass:") and "turn" in words and "left" in words
    assert "about" in T.deck_tip(len(state.deck), 1, state.turns_left())


def test_the_deck_left_for_one_turn_says_one_turn():
    assert T.last_pass(1, 1) == "Deck's last pass: 1 card, about 1 turn left"
