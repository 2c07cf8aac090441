"""Play test 8 (shot119-120): the person could load nothing at the start of
their turn, so the rules delivered for them and swapped their ship inside a
bot's step; the person saw no "Your delivery" panel, only a clause in
Rigel's line of the recap.  A delivery made for the person while the bots
play is told to them as their own, and the next seat waits for it."""
import pygame

from tests.acceptance.conftest import start_game_at

SEED = 7


def forced_after_any_move(st) -> bool:
    """Rigel is to act, and whatever it does the person, next, can load
    nothing and delivers (with a ship swap) inside Rigel's step."""
    if st.is_over or st.to_act != 2:
        return False
    for a in st.legal_actions():
        after = st.clone()
        events = after.apply(a)
        if not any(e.kind == "no_load" and e.seat == 0 for e in events) or not any(
                e.kind == "ship" and e.data.get("seat") == 0 for e in events):
            return False
    return True


def test_a_delivery_made_for_the_person_in_a_bots_step_is_shown_as_theirs(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    seen = []

    def at_moment(st):
        seen[:] = [st.ships[0].name] if forced_after_any_move(st) else []
        return bool(seen)

    table = start_game_at(person, "star-cartel", ["human", "normal", "normal"], seed=SEED, until=at_moment)
    ship_before = seen[0]  # the bot may have moved already in the frames the table took to open
    person.move((table.board_rect.right - 40, table.board_rect.bottom - 20))
    person.wait_until(lambda: table.state.ships[0].name != ship_before, seconds=30,
                      why="the person's forced delivery never came")
    steps = len(table.match.steps)
    ship_now = table.state.ships[0].name
    swap_told = False
    for _ in range(round(8.0 * 60)):  # eight seconds: the next seat waits until the person goes on
        person.frames(1)
        assert len(table.match.steps) == steps, "the next seat moved while the person's delivery was shown"
        shown = person.screen.all_text()
        if f"→ {ship_now}" in shown:
            swap_told = True
            names = [d.text for d in person.screen.frame if d.rect is not None and d.rect.colliderect(
                table.board_view.ship_name_rect(0))]
            assert ship_now in names, "the recap says the ship was swapped while the old ship is drawn"
    assert "Your delivery" in shown, "the person's own delivery in a bot's step is not shown as theirs"
    assert "could load nothing" in shown, "why the person delivered is not said"
    assert swap_told and f"{ship_before} " in shown, "the ship swap is not told"
    told = [d for d in person.screen.frame if d.rect is not None and table.board_view.delivery_rect.contains(d.rect)
            and any(w in d.text for w in ("handed over", "stash", "Ship swapped", "Your score"))]
    assert len({d.size for d in told}) == 1, f"the delivery's lines are told in different sizes: {told}"
    person.press(pygame.K_SPACE, unicode=" ")
    person.wait_until(lambda: len(table.match.steps) > steps, seconds=20, why="the next seat never moved")

