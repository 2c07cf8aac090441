"""Play test 4: the Whisper Exchange's ability badge showed a lone "★"
where every other ship's badge names its ability.  Every ship with an
ability shows the ability's name on its fleet row, whole."""
from tests.acceptance.conftest import start_game_at


def test_the_whisper_exchange_badge_names_its_ability(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "star-cartel", ["human", "normal", "normal"], seed=1,
                          until=lambda st: any(s.name == "Whisper Exchange" for s in st.ships))
    person.frames(3)
    seat = next(s for s, ship in enumerate(table.state.ships) if ship.name == "Whisper Exchange")
    row = table.board_view.fleet_rects[seat]
    inside = [d for d in person.screen.frame if d.rect is not None and row.contains(d.rect)]
    assert any(d.text == "★ Rumour monger" for d in inside), [d.text for d in inside]
    assert not any(d.text.strip() == "★" for d in inside), "a badge shows a star and no name"
