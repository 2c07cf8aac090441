"""Play test 7 (#19, shot185/186): the Hint panel stayed over the buildings
while the person carried out the hinted move.  Once the move is under way
(the Agents picked up) it shrinks to one line off the lit places, a click
on that line shows it whole again, and putting the Agents back brings it
back whole."""
from game.ai.hint import Hint
from game.games.cartel.rules.actions import Draw, Move
from tests.acceptance.conftest import start_game_at

TITLE = "Hint: the Hard bot's top choices"


def test_the_hint_steps_aside_while_the_person_makes_the_move(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"],
                          lambda st: st.turns >= 12 and st.to_act == 0 and st.stage == "action"
                          and sum(isinstance(a, Move) for a in st.legal_actions()) >= 2, seed=3)
    person.wait_until(lambda: table.my_turn, seconds=10)
    if person.screen.find("Since your last turn"):
        person.click_text("Since your last turn")
    city = table.board_view.city()
    move = next(a for a in table.legal if isinstance(a, Move))
    draw = next(a for a in table.legal if isinstance(a, Draw))
    table.hints.show(Hint([(move, 0.5), (draw, 0.3)], reason="an Agent into the tallest building"))
    person.move((table.board_rect.x + 4, table.board_rect.y + 4))
    assert person.screen.find(TITLE) and person.screen.find("2. ")
    src = table.board_view.city_view.shape(city, (move.x, move.y))
    person.click(src.center)  # the Agents picked up: the move is under way
    person.wait_until(lambda: table.holding.held is not None, seconds=2, why="the Agents were not picked up")
    person.move((table.board_rect.x + 4, table.board_rect.y + 4))
    assert not person.screen.find(TITLE) and not person.screen.find("2. "), "the whole hint still lies on the board"
    strip = [d for d in person.screen.find("Hint: ") if d.text != TITLE]
    assert strip, "the hint is gone, not aside"
    box = strip[0].rect.inflate(28, 24)
    lit = [t.rect for t in table.current_targets() if any(isinstance(a, Move) for a in t.actions)]
    assert lit and box.collidelist(lit) < 0, (tuple(box), [tuple(r) for r in lit])
    person.click(strip[0].rect.center)  # shown whole again on a click
    assert person.screen.find(TITLE) and table.holding.held is not None
    person.press(27)  # Esc puts the Agents back: the decision as the hint found it
    person.wait_until(lambda: table.holding.held is None, seconds=2, why="Esc did not put the Agents back")
    person.move((table.board_rect.x + 6, table.board_rect.y + 6))
    assert person.screen.find(TITLE)
