"""The amount picker: steppers, the slider and typed digits set any whole
amount in its range and never leave it; and how many clicks a person needs
for $37 and $120 (run with -s to see the counts)."""
from __future__ import annotations

from collections import deque

import pygame
import pytest

from game.ui.amount_picker import STEPS, AmountPicker

RECT = (100, 100, 400, 74)  # the width the Star Traders deal dialog gives it at 1280 wide


def click(w, pos):
    w.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    w.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(w, k, text=""):
    w.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))


def stepper(p, by):
    return next(b for b in p.steppers if b.by == by)


def fewest_steps(p, start, target) -> list:
    """The shortest list of stepper clicks from `start` to `target` (no step leaves the range)."""
    seen, queue = {start: []}, deque([start])
    while queue:
        n = queue.popleft()
        if n == target:
            return seen[n]
        for by in STEPS:
            m = n + by
            if m == p.clamp(m) and m not in seen:
                seen[m] = seen[n] + [by]
                queue.append(m)
    raise AssertionError("unreachable")


def clicks_by_steppers(span, target) -> int:
    p = AmountPicker(RECT, span)
    path = fewest_steps(p, p.value, target)
    for by in path:
        click(p, stepper(p, by).rect.center)
    assert p.value == target
    return len(path)


def clicks_by_slider(span, target) -> int:
    p = AmountPicker(RECT, span)
    click(p, (p.slider_x(target), p.slider.centery))
    path = fewest_steps(p, p.value, target)
    for by in path:
        click(p, stepper(p, by).rect.center)
    assert p.value == target
    return 1 + len(path)


def clicks_by_typing(span, target) -> tuple:
    p = AmountPicker(RECT, span)
    click(p, p.field.center)
    for d in str(target):
        key(p, getattr(pygame, f"K_{d}"), d)
    assert p.value == target
    return 1, len(str(target))


@pytest.mark.parametrize("span,target", [(range(1, 41), 37), (range(1, 151), 120), (range(1, 1001), 120)])
def test_clicks_to_set_an_amount(app, span, target):
    steps, slider, (typed_clicks, keys) = (clicks_by_steppers(span, target), clicks_by_slider(span, target),
                                           clicks_by_typing(span, target))
    print(f"\n${target} of {span.start}..{span.stop - 1}: {steps} stepper clicks; slider {slider} clicks; "
          f"typing {typed_clicks} click + {keys} keys")
    assert min(steps, slider) <= 6 and typed_clicks == 1


def test_the_amount_never_leaves_its_range(app):
    p = AmountPicker(RECT, range(0, 9))
    assert p.value == 0 and not stepper(p, -1).enabled
    assert not stepper(p, 10).enabled and stepper(p, 5).enabled  # a step past the end is greyed
    click(p, stepper(p, 10).rect.center)
    assert p.value == 0
    click(p, stepper(p, 5).rect.center)
    click(p, stepper(p, 1).rect.center)
    click(p, stepper(p, 1).rect.center)
    click(p, stepper(p, 1).rect.center)
    assert p.value == 8 and not stepper(p, 1).enabled and stepper(p, -5).enabled and not stepper(p, -10).enabled
    assert stepper(p, 1).hover_text().startswith("8 is the most.")
    click(p, (p.slider.x - 3, p.slider.centery))
    assert p.value == 0
    click(p, p.field.center)
    key(p, pygame.K_9, "9")
    assert p.value == 8  # more than it holds: the most
    p = AmountPicker(RECT, range(1, 41))
    click(p, p.field.center)
    for d in "57":  # 57 is out of range: the 7 starts again
        key(p, getattr(pygame, f"K_{d}"), d)
    assert p.value == 7
    key(p, pygame.K_BACKSPACE)
    assert p.value == 1  # nothing typed: the lowest
    with pytest.raises(ValueError):
        AmountPicker(RECT, range(5, 5))


def test_enter_wheel_and_drag(app):
    got = []
    p = AmountPicker(RECT, range(1, 101), on_enter=got.append)
    p.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=p.field.center, rel=(0, 0), buttons=(0, 0, 0)))
    p.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert p.value == 2
    p.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(p.slider.x, p.slider.centery), button=1))
    p.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(p.slider.right - 1, p.slider.centery), rel=(0, 0),
                                buttons=(1, 0, 0)))
    p.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(p.slider.right - 1, p.slider.centery), button=1))
    assert p.value == 100
    click(p, p.field.center)
    key(p, pygame.K_RETURN)
    assert got == [100]
