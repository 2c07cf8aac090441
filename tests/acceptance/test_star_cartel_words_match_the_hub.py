"""Play test 8 (shot105/116): after a load the column kept its gap under
the resting pointer, so the card lit to load next was drawn in the middle
row while the prompt said "Load a card from the bottom row"; play test 7
(shot018): a button named a card's row other than the one it was drawn in.
The words name what is drawn, at every frame."""
from game.games.star_cartel.rules import Load
from tests.acceptance.test_steady_hub import double_click_load
from tests.acceptance.conftest import start_game_at

ROWS = ("bottom", "middle", "top")


def drawn_row(table, rect):
    return next(r for r in range(3) if table.board_view.card_rect(0, r).y == rect.y)


def check_words(person, table):
    """The prompt's words and the load buttons' rows agree with the lit cards as drawn."""
    lit = [t for t in table.current_targets() if t.actions and t.key and t.key[0] == "hub"]
    above = [t for t in lit if drawn_row(table, t.rect) != 0]
    shown = person.screen.all_text()
    if above:
        assert "from the bottom row" not in shown, (
            "the prompt says the bottom row while a card to load is drawn above it")
    for button in table.prompt_buttons():
        a = button.action
        if isinstance(a, Load):
            rect = table.board_view.hub_card_rect(a.column, a.row)
            if rect is not None:
                row = drawn_row(table, rect)
                named = next((ROWS[r] for r in (1, 2) if f", {ROWS[r]})" in button.label), "bottom")
                assert named == ROWS[row], f"{button.label!r} while the card is drawn in the {ROWS[row]} row"
    return bool(above)


def test_the_prompt_names_the_row_the_lit_card_is_drawn_in(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table = start_game_at(person, "star-cartel", ["human", "normal", "normal"], seed=1,
                          until=lambda st: double_click_load(st) is not None)
    load = double_click_load(table.state)
    person.wait_until(lambda: person.screen.find("Your turn"), seconds=5, why="not the person's turn")
    spot = table.board_view.card_rect(load.column, 0).center
    person.move(spot, frames=5)
    person.click(spot)
    waited = False
    for _ in range(40):  # the pointer rests on the gap: the column waits
        person.frames(1)
        waited = check_words(person, table) or waited
    assert waited, "the column did not wait under the resting pointer (the moment this test needs)"
    person.move((spot[0], table.board_view.hub_rect.bottom + 60), frames=1)  # off the column: it closes up
    for _ in range(30):
        person.frames(1)
        check_words(person, table)
    assert "from the bottom row" in person.screen.all_text(), "the rules' words do not come back once it closed up"
