"""Play test 7 (#3): buying the Official that puts all 7 in service (which
lets The Snitch end the game) said nothing of it before the click."""
from game.ai import decide, make_bot
from game.games.cartel.rules.actions import Bribe
from game.seating import build_match


def test_the_bribe_that_completes_the_seven_says_the_snitch_can_end_the_game():
    m = build_match("cartel", ["human", "normal", "normal"], 3, None)
    bot = make_bot("cartel", "normal")
    for i in range(125):
        m.apply(decide(m.state, bot, 3, i))
    st = m.state
    assert not st.all_officials_in_play()
    told = []
    for a in st.legal_actions():
        if isinstance(a, Bribe):
            after = st.clone()
            after.apply(a)
            words = " ".join(st.consequences(a))
            assert ("The Snitch ends the game" in words) == after.all_officials_in_play(), (a, words)
            told.append(after.all_officials_in_play())
    assert any(told)
