"""Play test 7 (#6): the first Cartel prompt read "Click a lit lot" while no
lot was lit (lots light once a Business is picked up from the hand), and a
click on a lot then did nothing and said nothing."""
from game.games.cartel.rules.actions import PlaceFirst
from tests.acceptance.conftest import start_game_at


def _words(person) -> str:
    return " ".join(person.screen.all_text().split())


def test_the_first_prompt_says_pick_a_card_and_an_unlit_lot_says_why(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=1,
                          until=lambda st: st.to_act == 0 and st.stage == "place_first")
    person.wait_until(lambda: table.my_turn, seconds=10)
    person.frames(5)
    words = _words(person)
    assert "Pick a Business from your hand, then click a lit lot" in words, words[-400:]
    assert "Click a lit lot (or" not in words
    place = next(a for a in table.legal if isinstance(a, PlaceFirst))
    board = table.board_view
    shape = board.city_view.shape(board.city(), (place.x, place.y))
    spot = next((x, y) for y in range(shape.y + 4, shape.bottom, 4) for x in range(shape.x + 4, shape.right, 4)
                if board.pick((x, y)) == (place.x, place.y))
    steps = len(table.match.steps)
    person.click(spot)
    person.frames(3)
    assert len(table.match.steps) == steps
    assert "click a card in your hand first" in _words(person), _words(person)[-400:]
