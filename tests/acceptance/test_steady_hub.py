"""Play test 4: Star Cartel cards moved under a still pointer.  After a card
was loaded from a hub column the column dropped, so the card under the
pointer became another one (its tooltip changed) and a second click took
that other card.  Now the column keeps its gap while the pointer rests
there: a second click takes nothing, and once the pointer has left the
column, the card that dropped is there to take."""
from game.games.star_cartel.rules import Load
from tests.acceptance.conftest import start_game_at


def double_click_load(st):
    """A first load from the bottom row, after which the card dropping into
    its place may be loaded too (a second click would take it)."""
    if st.to_act != 0 or st.stage != "load_first" or st.is_over:
        return None
    for a in st.legal_actions():
        if isinstance(a, Load) and a.row == 0 and len(st.hub[a.column]) >= 2:
            after = st.clone()
            after.apply(a)
            if after.current == 0 and after.stage == "load_more" and any(
                    isinstance(b, Load) and (b.column, b.row) == (a.column, 0) for b in after.legal_actions()):
                return a
    return None


def test_a_card_taken_leaves_its_gap_while_the_pointer_rests(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table = start_game_at(person, "star-cartel", ["human", "normal", "normal"], seed=1,
                          until=lambda st: double_click_load(st) is not None)
    load = double_click_load(table.state)
    person.wait_until(lambda: person.screen.find("Your turn"), seconds=5, why="not the person's turn")
    spot = table.board_view.card_rect(load.column, 0).center
    person.move(spot, frames=5)
    first = table.board.at(spot)
    assert first is not None and first.actions, "the card under the pointer cannot be loaded"
    above = table.state.hub[load.column][1].id
    steps = len(table.match.steps)
    person.click(spot)
    assert len(table.match.steps) == steps + 1
    person.frames(40)  # the pointer rests where the card was
    under = table.board.at(spot)
    assert under is None, f"another card came under the still pointer: {under.tooltip!r}"
    person.click(spot)  # the second click of a double click
    person.frames(5)
    assert len(table.match.steps) == steps + 1, "the second click took the card that dropped"
    person.move((spot[0], table.board_view.hub_rect.bottom + 60), frames=30)  # off the column
    person.move(spot, frames=5)
    back = table.board.at(spot)
    assert back is not None and back.actions, "the card that dropped is not there to take"
    person.click(spot)
    assert len(table.match.steps) == steps + 2
    assert table.match.steps[-1].action.column == load.column and table.match.steps[-1].action.row == 0
    assert above not in [c.id for c in table.state.hub[load.column]], "it took another card than the one shown"
