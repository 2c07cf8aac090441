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


def test_the_banner_and_the_prompt_never_disagree_on_whose_turn_it_is(open_app):
    """Play test 3: "Rigel's turn" over the person's own buttons for 1-2 s
    after a bot's move, and "Your turn" over "Rigel is deciding…" after the
    person's.  Frame by frame through bot and person turns, the two agree:
    the person's buttons show only under "Your turn", and "Your turn" never
    stands over another seat's "deciding"."""
    import re

    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table = start_game_at(person, "star-cargo", ["human", "normal", "normal"], seed=2,
                          until=lambda st: st.to_act == 1 and not st.is_over and len(st.legal_actions()) > 1)
    numbered = re.compile(r"^\d  ")
    turns_seen = 0
    for _ in range(60 * 40):
        person.frames(1)
        texts = person.screen.texts()
        yours = any(t == "Your turn" for t in texts)
        buttons = [t for t in texts if numbered.match(t)]
        deciding = [t for t in texts if "is deciding" in t]
        assert not (buttons and not yours), (buttons, [t for t in texts if t.endswith("'s turn")])
        assert not (yours and deciding), deciding
        if buttons:
            turns_seen += 1
            person.press(__import__("pygame").K_0, unicode="0")  # end the turn or pass: the bots play on
        if turns_seen >= 3 or table.state.is_over:
            break
    assert turns_seen >= 3, "the person's buttons never showed three times"


def test_the_board_takes_no_click_while_the_last_move_lands(open_app):
    """Play test 4: the banner still said "Rigel moves…" while the person's
    targets were lit and took clicks.  Until the board has settled they are
    dark, and a click says to wait."""
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table = start_game_at(person, "star-cargo", ["human", "normal", "normal"], seed=2,
                          until=lambda st: st.to_act == 1 and not st.is_over and len(st.legal_actions()) > 1)
    match = table.match
    for _ in range(60 * 20):
        person.frames(1)
        if match.state.to_act == 0 and not person.screen.shows("Your turn"):
            break
    else:
        raise AssertionError("the person's turn never came while a move was landing")
    target = next(t for t in table.board.targets if t.actions and t.rect is not None and t.clickable)
    steps = len(match.steps)
    person.click(target.rect.center)
    assert len(match.steps) == steps
    person.wait_for_text("still landing", seconds=1)
    person.wait_for_text("Your turn", seconds=6)
