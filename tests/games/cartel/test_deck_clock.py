"""Play test 7 (item 4, shot234/238): "Deck's last pass: 20 cards, about 7
turns left" became "4 cards, about 2 turns left" one round later: the
estimate counted each seat's tallest building and not the cards the players
really drew (bots draw with their Actions too).  Now the estimate made as the
last pass starts comes within a turn of when the game really ended."""
from game.ai import decide, make_bot
from game.games.cartel.deck_clock import DeckClock, turns_until_empty
from game.seating import build_match

SEEDS = range(1, 13)


def _estimate_and_end(seed: int, players: int):
    """(turns the clock said at the first turn of the last pass, turns the game then lasted)
    for a Normal-bot game that the deck ended; None for one ended otherwise."""
    bot = make_bot("cartel", "normal")
    match = build_match("cartel", ["normal"] * players, seed)
    clock, said = DeckClock(), None
    while not match.state.is_over:
        st = match.state
        if said is None and st.reshuffled and st.stage == "action" and st.actions_left == 2 and not st.stack:
            said = (st.turns, clock.turns_left(match))
        match.apply(decide(st, bot, seed, len(match.steps)))
    if said is None or "deck ran out" not in match.state.ended_by:
        return None
    return said[1], match.state.turns - said[0] + 1


def test_the_estimate_at_the_last_pass_comes_within_a_turn_of_the_end():
    errors = []
    for seed in SEEDS:
        found = _estimate_and_end(seed, 3 + seed % 2)
        if found is not None:
            errors.append(found[0] - found[1])
    assert len(errors) >= 8, errors
    assert all(abs(e) <= 2 for e in errors), errors
    assert sum(abs(e) <= 1 for e in errors) >= 0.75 * len(errors), errors
    assert abs(sum(errors) / len(errors)) <= 0.5, errors  # neither early nor late on the whole


def test_the_turn_that_empties_the_deck_is_counted_and_the_one_after_ends_it():
    assert turns_until_empty(0, 3.0) == 1  # an empty deck: the next draw ends the game
    assert turns_until_empty(6, 3.0) == 3  # two turns empty it, the third must draw
    assert turns_until_empty(5, 3.0) == 2
