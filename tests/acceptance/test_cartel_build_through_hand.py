"""Play test 3: a plain click on a building built a card from the hand on it
("Click: Build Double Down on top of … Then discard 1 card"), a card spent
without being picked up.  A build goes through the hand: pick the card up,
then the lit lot or building."""
from game.games.cartel.rules.actions import Build
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_cartel_costs import lit


def builds_on_top(state) -> bool:
    return (state.to_act == 0 and state.stage == "action"
            and any(isinstance(a, Build) and (a.x, a.y) in state.buildings for a in state.legal_actions()))


def test_a_click_on_a_building_with_nothing_picked_up_builds_nothing(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=2, until=builds_on_top)
    build = next(a for a in table.legal if isinstance(a, Build) and (a.x, a.y) in table.state.buildings)
    person.wait_until(lambda: lit(person, Build, "hand"), seconds=10, why="no Business card to pick up")
    spot = table.board_view.city_view.shape(table.board_view.city(), (build.x, build.y)).center
    steps = len(table.match.steps)
    person.click(spot)
    person.frames(3)
    assert len(table.match.steps) == steps, f"a click on the building took {table.match.steps[-1].action}"
    # through the hand it builds
    card = next(t for t in lit(person, Build, "hand") if any(a.card == build.card for a in t.actions))
    person.click(card.rect.center)
    target = next(t for t in lit(person, Build, "cell") if t.key[1] == (build.x, build.y))
    person.click(target.rect.center)
    person.wait_until(lambda: len(table.match.steps) > steps, seconds=5, why="the build through the hand took nothing")


def test_a_picked_up_cards_tooltip_says_it_is_held_not_click_to_pick_it_up(open_app):
    """Play test 3: after a card was picked up its tooltip still said
    "Click to pick it up"."""
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "cartel", ["human", "normal", "normal"], seed=2, until=builds_on_top)
    person.wait_until(lambda: lit(person, Build, "hand"), seconds=10, why="no Business card to pick up")
    card = lit(person, Build, "hand")[0]
    person.click(card.rect.center)
    person.move((card.rect.centerx + 2, card.rect.centery))
    person.wait(1.5)  # the tooltip's delay
    assert person.screen.shows("Held: click a lit spot"), person.screen.texts()[-12:]
    assert not person.screen.shows("Click to pick it up")
