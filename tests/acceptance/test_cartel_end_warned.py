"""Play test 7 (item 1a, shot240/241): placing the person's last Agent ended
the game at once, and neither the space's tooltip nor the prompt said so.
No seeded game came to that moment, so the position is built from the rules'
own state (tests/games/cartel/test_end_told.py) and opened as a table."""
from game.games.cartel.rules.actions import PlaceAgent
from game.seating import build_match
from tests.acceptance.test_cartel_turns_left import _spot
from tests.games.cartel.test_end_told import one_agent_short


def _words(person) -> str:
    return " ".join(person.screen.all_text().split())


def test_the_last_agents_space_and_the_prompt_say_the_game_ends(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    match = build_match("cartel", ["human", "normal", "normal"], 1)
    state, build = one_agent_short()
    state.apply(build)
    match.state = state  # the moment itself: the person places the Agent the Anniewares gained
    person.app.start_match(match)
    person.frames(3)
    table = person.app.top
    person.wait_until(lambda: table.my_turn, seconds=10)
    assert "This is your last Agent: placing it ends the game." in _words(person), _words(person)[-400:]
    spot = next(t for t in table.current_targets() if t.actions and isinstance(t.actions[0], PlaceAgent))
    person.move(_spot(spot), frames=40)
    words = _words(person)
    assert "This ends the game (your last Agent goes into the city): final scores" in words, words[-500:]
    person.click(_spot(spot))
    person.wait_until(lambda: table.state.is_over, seconds=5, why="the Agent was not placed")
