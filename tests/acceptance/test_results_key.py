"""Play test 4: at the game's end the table's "See the results" button
showed no number key, and a number key there did nothing."""
import pygame


def _finished(game_id: str, kinds: list[str], seed: int):
    from game.ai import decide, make_bot
    from game.seating import build_match

    match = build_match(game_id, kinds, seed, None)
    bot = make_bot(game_id, "random")
    for i in range(20000):  # bounded: a game that never ends fails, never hangs
        if match.state.is_over:
            return match
        match.apply(decide(match.state, bot, seed, i))
    raise AssertionError("the game never ended")


def test_see_the_results_shows_its_key_and_the_key_opens_them(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    person.app.start_match(_finished("star-cargo", ["human", "normal"], seed=1))
    person.wait_for_text("See the results", seconds=10)
    assert person.screen.shows("1  See the results"), [t for t in person.screen.texts() if "results" in t]
    person.press(pygame.K_2, unicode="2")
    person.frames(2)
    assert person.screen.shows("1 (or Enter) shows the results"), person.screen.texts()[-6:]
    person.press(pygame.K_1, unicode="1")
    person.frames(3)
    assert type(person.app.top).__name__ == "ResultsScene", type(person.app.top).__name__
