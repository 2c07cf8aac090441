"""game.ui.reveal: keys stay hidden while their animation flies, then show."""
from __future__ import annotations

import pygame

from game.ui.anim import Animator, Move, Tween, Wait
from game.ui.reveal import Reveal


def _move(duration=0.5, **kw):
    return Move(pygame.Surface((4, 4)), (0, 0), (100, 0), duration, **kw)


def test_a_tracked_key_is_hidden_until_its_animation_lands():
    anim = Animator(1.0)
    r = Reveal(anim)
    r.track("card", _move(0.5))
    assert "card" in r and r.hidden("card") and r.keys() == ["card"]
    anim.update(0.3)
    assert "card" in r
    anim.update(0.3)
    assert "card" not in r and not r and len(r) == 0


def test_the_animations_own_on_done_still_runs_after_the_key_shows():
    anim = Animator(1.0)
    r = Reveal(anim)
    seen = []
    r.track("x", _move(0.2, on_done=lambda: seen.append("x" in r)))
    anim.update(1.0)
    assert seen == [False]


def test_speed_zero_lands_at_once():
    anim = Animator(0.0)
    r = Reveal(anim)
    r.track("x", _move(0.2))
    assert "x" not in r


def test_a_newer_animation_of_the_same_key_wins():
    anim = Animator(1.0)
    r = Reveal(anim)
    r.track("ship", _move(0.2), data="first")
    r.track("ship", _move(1.0), data="second")
    anim.update(0.5)  # the first one lands: the key stays hidden for the second
    assert r.get("ship") == "second"
    anim.update(1.0)
    assert r.get("ship", "gone") == "gone"


def test_a_cleared_animator_does_not_leave_keys_hidden_forever():
    anim = Animator(1.0)
    r = Reveal(anim)
    r.track("x", Wait(1.0))
    anim.clear()  # drops the animation without running on_done
    assert "x" not in r and r.items() is not None and list(r.items()) == []


def test_hide_without_animation_lasts_until_show_or_clear():
    r = Reveal()
    r.hide("a")
    r.hide("b", data=3)
    assert "a" in r and r.get("b") == 3 and list(r.items()) == [("a", None), ("b", 3)]
    r.show("a")
    assert "a" not in r and "b" in r
    r.clear()
    assert not r


def test_a_delayed_animation_keeps_its_key_hidden_during_the_delay():
    anim = Animator(1.0)
    r = Reveal(anim)
    values = []
    r.track(("token", 1), Tween(0, 1, 0.2, values.append, delay=0.5))
    anim.update(0.4)
    assert ("token", 1) in r and values == []
    anim.update(0.4)
    assert ("token", 1) not in r and values[-1] == 1
