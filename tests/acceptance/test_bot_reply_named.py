"""Issue 49 item 4 (play test 8, shot093): after the person's roll the
banner said "Your turn" while the prompt said "Rigel is deciding.." for
seconds, with no word of what: Rigel was asked whether to answer the roll
(a Zap).  Both say it: the banner "Rigel's reply", the prompt what the reply
is to."""
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_reply_clock_keys import at_decision


def test_a_bot_asked_about_the_persons_roll_is_named_replying_in_the_banner_and_the_prompt(open_app):
    person = open_app(bot_pace=2.0, animation_speed=0.0)
    # Star Traders Imperial, seed 2: decision 86 asks Rigel whether to Zap the person's roll, and
    # the person's own screen would not ask about such a Zap (it changes nothing the roll decides)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=2,
                          options={"version": "imperial"}, until=at_decision(86), frames=1)
    # the first frame drawn, before the worker can have answered
    p = table.state.window()
    assert p.kind == "zap" and p.get("roller") == 0 and table.state.to_act == 2
    banner = [d.text for d in person.screen.frame if d.rect is not None and d.rect.bottom <= 90]
    assert "Your turn" not in banner and "Rigel's reply" in banner, banner
    prompt = [t for t in person.screen.texts() if t.startswith("Rigel is deciding")]
    assert prompt and "your roll" in prompt[0], prompt or person.screen.texts()[-12:]
