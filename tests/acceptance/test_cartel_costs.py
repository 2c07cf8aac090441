"""Issue 49 item 16: a Cartel target's tooltip names what the click will
cost before the click (here: the cards to discard for building on top)."""
from game.games.cartel.rules.actions import Build, PlaceFirst
from tests.acceptance.conftest import start_game


def lit(person, kind, where):
    """The drawn, clickable targets offering an action of `kind`, in the hand or on the city."""
    return [t for t in person.app.top.current_targets()
            if t.clickable and t.rect is not None and isinstance(t.key, tuple) and t.key[0] == where
            and any(isinstance(a, kind) for a in t.actions)]


def test_building_on_top_says_its_price_in_cards_before_the_click(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game(person, "cartel", ["human", "normal"], seed=3)
    person.wait_until(lambda: lit(person, PlaceFirst, "hand"), seconds=20, why="no first Business to open")
    person.click(lit(person, PlaceFirst, "hand")[0].rect.center)
    person.click(lit(person, PlaceFirst, "cell")[0].rect.center)
    person.wait_for_text("Choose an Action", seconds=30)
    hand = lit(person, Build, "hand")
    assert hand, "no Business in hand to build"
    person.click(hand[0].rect.center)
    tops = [t for t in lit(person, Build, "cell") if t.key[1] in person.app.top.state.buildings]
    assert tops, "no building to build on"
    person.move(tops[0].rect.center, frames=30)
    words = " ".join(person.screen.texts())
    assert "on top of " in words and "discard 2 cards" in words.lower(), words
    assert words.lower().count("2 cards") == 1, words  # said once
    # play test 5b: what the new floor brings and what the building is then worth
    assert "is then worth" in words and "gain an Agent" in words, words
    assert "worth" in words.split("Click:")[0], words  # the building's worth to its controller now
