"""Play test 6 (#2): the Cartel results drew "0 buildings controlled" in the
large figure's place (under 0 points the note's first word matched the
figure), so it ran into the next column, and the story said the winner
"took the lead only in the final round" while the chart beside it showed
them ahead earlier."""
import pygame


def _finished(game_id: str, kinds: list[str], seed: int):
    from game.ai import decide, make_bot
    from game.seating import build_match

    match = build_match(game_id, kinds, seed, None)
    bot = make_bot(game_id, "normal")
    for i in range(5000):  # bounded: a game that never ends fails, never hangs
        if match.state.is_over:
            return match
        match.apply(decide(match.state, bot, seed, i))
    raise AssertionError("the game never ended")


def _results(open_app, seed: int):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    match = _finished("cartel", ["human", "normal", "normal"], seed)
    person.app.start_match(match)
    person.wait_for_text("See the results", seconds=10)
    person.press(pygame.K_1, unicode="1")
    person.wait_for_text("final scores", seconds=10)
    person.frames(2)
    return person, match


def test_a_zero_score_keeps_its_figure_and_its_note_inside_the_column(open_app):
    # seed 9: the third seat ends with no building and no Official
    person, match = _results(open_app, seed=9)
    zero = next(s for s in match.state.scores() if s.total == 0)
    name = person.screen.find(match.seats[zero.seat].name)[0]
    row = [d for d in person.screen.frame if d.rect is not None and abs(d.rect.centery - name.rect.centery) < 40
           and d.rect.x > name.rect.right]
    notes = [d for d in row if "controlled" in d.text or "Official" in d.text]
    assert {d.text for d in notes} == {"0 buildings controlled", "0 Officials × 2"}, row
    figures = [d for d in row if d.text == "0"]
    assert len(figures) == 3, row  # buildings, Officials and the total
    for d in notes:
        assert all(d.size < f.size for f in figures), (d, figures)  # the small print, under its figure
        above = [f for f in figures if f.rect.bottom <= d.rect.y + 4 and f.rect.x <= d.rect.centerx <= f.rect.right + 200]
        assert above, (d, figures)
    assert not notes[0].rect.colliderect(notes[1].rect), notes


def test_the_story_names_every_round_the_chart_shows_the_winner_on_top(open_app):
    person, match = _results(open_app, seed=9)
    winner = match.seats[match.state.winners()[0]].name
    assert not person.screen.shows("took the lead only in the final round"), person.screen.texts()
    story = " ".join(d.text for d in person.screen.frame if d.rect is not None and d.rect.x > 1100
                     and d.rect.y > 560)
    assert f"{winner} was ahead or level after rounds 2, 4 and 7 and took the lead for good in the final round" \
           in story, story
