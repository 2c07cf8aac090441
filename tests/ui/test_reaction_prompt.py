"""The reaction prompt: countdown, pause on hover, stop the clock, one answer."""
from __future__ import annotations

import pygame
import pytest

from game.ui.reaction_prompt import Choice, ReactionPrompt

RECT = pygame.Rect(20, 872, 1450, 196)


@pytest.fixture
def prompt(app):
    calls = []
    p = ReactionPrompt(RECT, "Vex raids Ana.", [Choice("Raise a Shield", "shield", "Stops the raid")],
                       on_choose=lambda x: calls.append(("choose", x)), on_pass=lambda: calls.append(("pass",)),
                       seconds=5)
    p.calls = calls
    p.draw(pygame.Surface((1920, 1080)), (0, 0))  # on screen: its clock runs
    return p


def click(p, pos):
    p.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    p.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    p.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def button(p, label):
    return next(b for b in p.widgets if b.label == label)


OUTSIDE = (900, 300)


def test_the_clock_passes_once_when_it_runs_out(prompt):
    prompt.update(2.0, OUTSIDE)
    assert prompt.status() == "Passing in 3 seconds" and not prompt.calls
    prompt.update(3.5, OUTSIDE)
    prompt.update(3.0, OUTSIDE)
    assert prompt.calls == [("pass",)]
    assert not prompt.update(1.0, OUTSIDE)  # nothing moves any more


def test_the_clock_waits_while_the_mouse_is_on_the_prompt(prompt):
    prompt.update(10.0, RECT.center)
    assert prompt.remaining == 5 and not prompt.calls
    assert prompt.status() == "Paused while you look"
    prompt.update(1.0, OUTSIDE)
    assert prompt.remaining == 4


def test_stop_the_clock_means_no_auto_pass_but_pass_still_works(prompt):
    click(prompt, button(prompt, "Stop the clock").rect.center)
    assert prompt.stopped and prompt.status() == "Clock stopped: take your time"
    assert not button(prompt, "Stop the clock").visible
    prompt.update(60.0, OUTSIDE)
    assert not prompt.calls
    click(prompt, button(prompt, "Pass").rect.center)
    assert prompt.calls == [("pass",)]


def test_any_click_on_the_prompt_stops_the_clock(prompt):
    assert prompt.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(RECT.x + 600, RECT.y + 30), button=1))
    assert prompt.stopped
    prompt.update(60.0, OUTSIDE)
    assert not prompt.calls


def test_a_choice_answers_once(prompt):
    click(prompt, button(prompt, "Raise a Shield").rect.center)
    click(prompt, button(prompt, "Pass").rect.center)
    prompt.update(60.0, OUTSIDE)
    assert prompt.calls == [("choose", "shield")]


def test_clicks_outside_are_not_taken(prompt):
    assert not prompt.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=OUTSIDE, button=1))
    assert not prompt.stopped


def test_it_draws_the_news_the_clock_and_the_buttons(app, prompt):
    surface = pygame.Surface((1920, 1080))
    before = pygame.image.tobytes(surface, "RGB")
    prompt.update(1.0, OUTSIDE)
    prompt.draw(surface, OUTSIDE)
    assert pygame.image.tobytes(surface, "RGB") != before
    labels = [b.label for b in prompt.buttons()]
    assert labels == ["Raise a Shield", "Pass"]
    assert all(RECT.contains(b.rect) for b in prompt.widgets)
    # the countdown bar shrinks: a later frame differs inside the clock
    clock = prompt.clock_rect()
    first = pygame.image.tobytes(surface.subsurface(clock), "RGB")
    prompt.update(2.0, OUTSIDE)
    prompt.draw(surface, OUTSIDE)
    assert pygame.image.tobytes(surface.subsurface(clock), "RGB") != first


def test_nothing_to_play_still_offers_pass(app):
    p = ReactionPrompt(RECT, "A storm hits.", [], on_choose=print, on_pass=lambda: None)
    assert [b.label for b in p.buttons()] == ["Pass"]


def test_pass_keeps_its_place_whatever_the_choices(app):
    """Consecutive prompts with other choices: Pass stays put and no choice
    lands where Pass was (a click meant for Pass never plays a card)."""
    def make(labels):
        return ReactionPrompt(RECT, "News.", [Choice(t, t) for t in labels], on_choose=lambda x: None,
                              on_pass=lambda: None)

    prompts = [make([]), make(["Avoid Pirates from Vega"]), make(["Zap to 1 (-2)", "Zap to 2 (-1)", "Zap to 4 (+1)"])]
    spots = {tuple(button(p, "Pass").rect) for p in prompts}
    assert len(spots) == 1
    pass_rect = pygame.Rect(spots.pop())
    for p in prompts:
        assert not any(b.rect.colliderect(pass_rect) for b in p.buttons() if b.label != "Pass")
        assert [b.label for b in p.buttons()][-1] == "Pass"


def test_dont_ask_again_sits_by_the_clock_and_passes_once(app):
    calls = []
    p = ReactionPrompt(RECT, "News.", [Choice("Zap to 4 (+1)", "zap")], on_choose=lambda x: calls.append(x),
                       on_pass=lambda: calls.append("pass"), on_mute=lambda: calls.append("mute"))
    mute = button(p, "Don't ask again")
    assert mute not in p.buttons() and p.clock_rect().contains(mute.rect)
    assert not mute.rect.colliderect(button(p, "Stop clock").rect)
    click(p, mute.rect.center)
    click(p, mute.rect.center)
    click(p, button(p, "Pass").rect.center)
    assert calls == ["mute", "pass"]


def test_with_the_clock_stopped_dont_ask_again_takes_the_whole_foot_and_its_words_show(app):
    """Play test 3: "Don't ask…" was cut and never explained; with no
    countdown (the default) the foot is its own, so it says what it mutes."""
    from game.ui.assets import get_assets

    label = "Don't ask about Zap!"
    p = ReactionPrompt(RECT, "News.", [Choice("Zap to 4 (+1)", "zap")], on_choose=lambda x: None,
                       on_pass=lambda: None, on_mute=lambda: None, mute_label=label)
    narrow = button(p, label).rect.w
    p.stop_clock()
    mute = button(p, label)
    assert mute.rect.w >= narrow and mute.rect.w == p.clock_rect().w - 28 and p.clock_rect().contains(mute.rect)
    assert get_assets().text_size(f"9  {label}", mute.size, True)[0] + 24 <= mute.rect.w


def test_a_long_card_name_is_named_above_dont_ask_again_not_cut(app, monkeypatch):
    """Play test 4: "2 Don't ask about Avoid a…" was cut.  With the clock
    stopped the button says "Don't ask again" and the words above it name the
    card, wrapped, whole."""
    from game.ui import draw
    from game.ui.assets import get_assets

    p = ReactionPrompt(RECT, "News.", [Choice("Avoid it", "avoid")], on_choose=lambda x: None,
                       on_pass=lambda: None, on_mute=lambda: None,
                       mute_label="Don't ask about Avoid a Calamity!", mute_about="Avoid a Calamity!")
    p.stop_clock()
    mute = button(p, "Don't ask again")
    assert get_assets().text_size(f"9  {mute.label}", mute.size, True)[0] + 24 <= mute.rect.w
    drawn = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, s, *a, **k: (drawn.append(s), real(surface, s, *a, **k))[1])
    p.draw(pygame.Surface((1920, 1080)), OUTSIDE)
    words = " ".join(" ".join(s for s in drawn if isinstance(s, str)).split())
    assert "To skip questions about Avoid a Calamity! for the rest of this game:" in words and "…" not in words


def test_the_stopped_clock_says_so_whole(prompt, monkeypatch):
    from game.ui import draw
    click(prompt, button(prompt, "Stop the clock").rect.center)
    drawn = []
    real = draw.text

    def spy(surface, s, *a, **k):
        drawn.append(s)
        return real(surface, s, *a, **k)

    monkeypatch.setattr(draw, "text", spy)
    prompt.draw(pygame.Surface((1920, 1080)), OUTSIDE)
    words = " ".join(s for s in drawn if isinstance(s, str))
    assert "Clock stopped: take your time" in " ".join(words.split()) and "…" not in words


def test_the_clock_starts_only_once_the_prompt_is_on_screen():
    """Issue 49 item 7: a person gets the whole time from the moment they can see it."""
    import pygame as _pg

    from game.ui.reaction_prompt import ReactionPrompt as _RP

    _pg.display.init()
    _pg.font.init()
    passed = []
    p = _RP(_pg.Rect(20, 872, 1450, 196), "A question", [], on_choose=lambda x: None,
            on_pass=lambda: passed.append(1), seconds=10.0)
    for _ in range(200):  # 20 s of frames before it is ever drawn
        p.update(0.1, (2000, 2000))
    assert p.remaining == 10.0 and not passed
    p.draw(_pg.Surface((1920, 1080)), (2000, 2000))
    for _ in range(99):
        p.update(0.1, (2000, 2000))
    assert not passed and p.remaining > 0


def test_a_long_question_wraps_to_a_second_line_whole_at_its_size(app, monkeypatch):
    """Play test 5b: the Zap line ("Zap -2 makes it 1: reaches 0 of 5; ...")
    was shrunk to the smallest size and cut on one line."""
    from game.ui import draw, theme

    question = ("Zap -2 makes it 1: reaches 0 of 5 neighbouring worlds; Zap -1 makes it 2: reaches 2 of 5; "
                "Zap +1 makes it 4: reaches 4 of 5; Zap +2 makes it 5: reaches 5 of 5.")
    p = ReactionPrompt(RECT, "You rolled 3 at Pohl (13): a jump reaches 3 of 5 neighbouring worlds.",
                       [Choice("Zap the roll -2", -2), Choice("Zap the roll +2", 2)], on_choose=lambda x: None,
                       on_pass=lambda: None, question=question)
    drawn = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, s, pos, size=theme.SIZE_BODY, *a, **k: (
        drawn.append((s, size)), real(surface, s, pos, size, *a, **k))[1])
    p.draw(pygame.Surface((1920, 1080)), OUTSIDE)
    lines = [(s, size) for s, size in drawn if isinstance(s, str) and s.split() and s.split()[0] in question.split()
             and s in question]
    assert " ".join(s for s, _ in lines) == question
    assert {size for _, size in lines} == {theme.SIZE_SMALL}
