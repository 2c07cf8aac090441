"""Issue 51: Captain's rules are modules of plain functions over the state,
not mixins the state is made of; the state class stays one class deep."""
from game.games.captain.rules.state import CaptainState
from game.rules.core import GameState


def test_the_state_is_one_class_over_game_state():
    assert CaptainState.__mro__ == (CaptainState, GameState, object)
