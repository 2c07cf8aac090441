"""Play test 7 (Captain of the Stars): the crew candidates lay Bex left and
Pell right while the buttons read "1 Take on Shield Tech Pell", "5 Take on
Fire Controller Bex" (shot073): the numbers a kind of choice had in earlier
turns (kept with the game) put the buttons out of the cards' order."""
from __future__ import annotations

from game.ai import decide, make_bot
from game.games.captain.rules import actions as A
from game.seating import build_match


def _hiring(person):
    """Normal plays every seat until the person meets two candidates with a
    crew place free; the keys remember that Take on had 5 in an earlier turn
    (as a saved game keeps them)."""
    match = build_match("captain", ["human", "normal", "normal"], 2, None)
    bot = make_bot("captain", "normal")
    for i in range(3000):
        st = match.state
        if st.mode == "hire" and st.to_act == 0 and len(st.reveal) == 2 and len(st.players[0].crew) < 4:
            break
        assert not st.is_over
        match.apply(decide(st, bot, 2, i))
    else:
        raise AssertionError("the person never hired")
    match.key_memory = {0: {("kind", "KeepCrew"): (5, 1)}}
    person.app.start_match(match)
    person.frames(3)
    return person.app.top


def test_the_crew_buttons_are_numbered_and_ordered_as_the_cards_lie(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = _hiring(person)
    st = table.state
    person.wait_until(lambda: person.screen.find("Take on"), seconds=10, why="no Take on buttons")
    person.frames(3)
    names = [table.action_label(A.KeepCrew(i)) for i in range(2)]
    buttons = []
    for name in names:
        found = [d for d in person.screen.find(name) if table.prompt_rect.contains(d.rect)]
        assert found, (name, person.screen.texts())
        buttons.append(found[0])
    cards = [texts_short(st, i) for i in range(2)]
    drawn = [min((d for d in person.screen.find(c) if d.text == c), key=lambda d: d.rect.y) for c in cards]
    assert drawn[0].rect.x < drawn[1].rect.x  # the first candidate's card lies left
    assert buttons[0].rect.x < buttons[1].rect.x, buttons
    assert buttons[0].text.startswith("1  ") and buttons[1].text.startswith("2  "), buttons


def texts_short(st, i: int) -> str:
    from game.games.captain import texts

    return texts.short(texts.crew_card(st, st.reveal[i]).name)
