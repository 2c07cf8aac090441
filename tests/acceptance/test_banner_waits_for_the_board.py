"""Play test: the banner said "Your turn" while the board still animated the
bots' last moves (panels and log disagreeing for 2-3 s).  The banner now
names the seat whose move the board shows until it has settled."""
from tests.acceptance.conftest import start_game_at


def test_your_turn_shows_once_the_bots_move_has_settled(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table = start_game_at(person, "star-cargo", ["human", "normal", "normal"], seed=2,
                          until=lambda st: st.to_act == 1 and not st.is_over and len(st.legal_actions()) > 1)
    match = table.match
    steps = len(match.steps)
    early = None
    for _ in range(60 * 20):
        person.frames(1)
        if match.state.to_act == 0 and len(match.steps) > steps:
            early = person.screen.shows("Your turn")
            break
    assert early is not None, "the person's turn never came"
    assert not early, "the banner said Your turn in the frame the bots' last move began to animate"
    person.wait_for_text("Your turn", seconds=6)
