"""Cartel's prompt bar is 130 high (of 1080): a reply prompt laid out in it
drew its question under its own buttons and cut what happened ("Pay 3
cards to send…") and its one answer ("1 Warden Sachs: pay 3 cards to…");
and "8 Stop clock" / "9 Don't ask again" read "8 Stop…" / "9 Don't ask…" in
every game once keys were drawn before them.  A reply prompt grows upward to
the room its lines need, wraps what happened, gives a few answers their whole
labels, and its clock is wide enough for both foot buttons."""
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_reply_clock_keys import at_decision


def _sachs(st):
    w = st.window()
    return w is not None and w.seat == 0 and w.kind == "sachs" and st.to_act == 0


def _drawn_in(person, prompt):
    """The texts drawn on the prompt: from its first line on (the tray under its grown top is drawn before)."""
    frame = person.screen.frame
    first = next(i for i, d in enumerate(frame) if d.text and prompt.happened.startswith(d.text.rstrip("…")[:12]))
    return [d for d in frame[first:] if d.rect is not None and d.text.strip() and prompt.rect.contains(d.rect)]


def _assert_reads_whole(person, table):
    prompt = table.reactions.prompt
    person.wait_until(lambda: person.screen.find("Passing in"), seconds=10, why="no reply prompt")
    texts = _drawn_in(person, prompt)
    assert [d.text for d in texts if d.text.endswith("…")] == [], [d.text for d in texts]
    assert person.screen.find("8  Stop")
    if prompt.mute_button is not None:
        assert person.screen.find(f"9  {prompt.mute_button.label}")
    buttons = [w.rect for w in prompt.widgets]
    loose = [d for d in texts if not any(b.contains(d.rect) for b in buttons)]  # the happened line, question, clock
    over = [(d.text, d.rect) for d in loose if any(b.colliderect(d.rect) for b in buttons)]
    assert over == [], over
    assert any(prompt.question.startswith(d.text[:12]) for d in loose), (prompt.question, [d.text for d in loose])


def test_a_cartel_reply_in_the_short_bar_draws_its_question_clear_of_its_buttons(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, reaction_prompts=True)
    table = start_game_at(person, "cartel", ["human", "normal", "normal"], _sachs, seed=17)
    _assert_reads_whole(person, table)
    assert table.reactions.prompt.rect.bottom == table.prompt_rect.bottom  # grown upward, over the tray's foot


def test_a_star_traders_reply_shows_both_clock_buttons_whole(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, reaction_prompts=True)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], at_decision(24), seed=5)
    _assert_reads_whole(person, table)
