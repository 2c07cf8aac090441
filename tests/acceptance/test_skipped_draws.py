"""The harness steps frames that only let time pass without drawing them
(person.py).  That must change nothing a person could see: the same
scenario, with every frame drawn and with the waiting frames skipped, reads
the same screens at every point the person looks, and ends on the same
picture.  The bots decide at once in this test (the real worker answers
in real time, so the frame its move lands in varies from run to run), and
the marks that animate by the wall clock go by the frames instead."""
from __future__ import annotations

import hashlib
import re
from types import SimpleNamespace

import pygame
import pytest

from tests.acceptance.conftest import _open_app
from tests.acceptance.person import Person

NUMBERED = re.compile(r"^(\d)  ")


class AtOnce:
    """A bot worker that decides when asked and answers on the next poll."""

    def __init__(self):
        self.busy = False
        self.error = None
        self.failure = None
        self._result = None

    def request(self, record, level):
        from game.ai.worker import decide_for_record

        self._result = decide_for_record(record, level)

    def poll(self):
        action, self._result = self._result, None
        return action

    def cancel(self):
        self._result = None

    def close(self):
        pass


def _seen(person) -> tuple:
    """What the person reads at this moment."""
    s = person.screen
    # the texts of pictures are noted in the frame a picture is first made: only those on the canvas count
    return (tuple((d.text, d.size, tuple(d.rect)) for d in s.frame if d.rect is not None),
            tuple(s.coach_texts), tuple(s.coach) if s.coach else None, tuple(tuple(r) for r in s.lit),
            tuple(person.app.tooltips.shown) if person.app.tooltips.shown else None,
            hashlib.sha1(pygame.image.tobytes(person.app.canvas, "RGB")).hexdigest())


def _lesson(person) -> list:
    """The Star Cargo lesson with animations on: read, then Next, a lit
    target, or a rest of the pointer on something drawn (its tooltip)."""
    from game.scenes.learn import learn

    learn(person.app, "star-cargo")
    person.frames(3)
    seen = []
    for turn in range(9):
        person.wait(0.5)
        seen.append(_seen(person))
        nxt = [d for d in person.screen.find("Next") if re.sub(r"^\d  ", "", d.text.strip()) == "Next"]
        if nxt and turn % 3 != 2:
            person.click(nxt[0].rect.center)
        elif person.screen.lit:
            person.click(person.screen.lit[0].center)
        else:
            drawn = [d for d in person.screen.frame if d.rect is not None]
            person.move(drawn[(7 * turn) % len(drawn)].rect.center)
    return seen, person.app.top.match


def _bots(person) -> list:
    """Star Cargo against two bots at their pace with animations on: the
    person takes the first numbered choice whenever one shows, else clicks
    a lit spot on their turn, else moves the pointer."""
    from game.scenes.table import TableScene
    from game.seating import build_match

    match = build_match("star-cargo", ["human", "normal", "normal"], 2, None)
    person.app.start_match(match)
    person.frames(3)
    seen = []
    for _ in range(8):
        person.wait(0.6)
        seen.append(_seen(person))
        keys = [NUMBERED.match(d.text).group(1) for d in person.screen.frame if NUMBERED.match(d.text)]
        top = person.app.top
        lit = [t.rect for t in top.current_targets() if t.clickable and t.rect is not None] \
            if isinstance(top, TableScene) else []  # the results come once the game is over
        if keys:
            person.press(pygame.key.key_code(keys[0]), unicode=keys[0])
        elif lit and person.screen.shows("Your turn"):
            person.click(lit[0].center)
        else:
            person.move((300 + 40 * len(seen), 500))
    return seen, match


def _play(scenario, every_frame: bool, home):
    from game.app import shutdown
    from game.scenes.table_parts import bot_reason, hint, player_panels, prompt_bar

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("CANTINA_HOME", str(home))  # each run its own saves (a lesson left part-way would be offered)
        app, screen = _open_app(mp, bot_pace=0.25, animation_speed=1.0)
        app.bot_worker_factory = AtOnce
        try:
            person = Person(app, screen)
            # "thinking..." and the waiting marks animate by the wall clock: here by the frames'
            clock = SimpleNamespace(monotonic=lambda: person.frames_stepped / 60)
            for module in (player_panels, prompt_bar, hint, bot_reason):
                mp.setattr(module, "time", clock)
            person.every_frame = every_frame
            person.frames(2)
            seen, match = scenario(person)
            return seen, [s.action for s in match.steps], app.frames_drawn
        finally:
            for scene in list(app.scenes):
                scene.on_exit()
            app.close_worker()
            shutdown()


# the lesson's proof is the longer one (a lesson walked twice): the full suite
@pytest.mark.parametrize("scenario", [pytest.param(_lesson, marks=pytest.mark.slow), _bots], ids=["lesson", "bots"])
def test_skipping_the_waiting_frames_changes_nothing_the_person_sees(scenario, tmp_path):
    seen, moves, drawn = _play(scenario, True, tmp_path / "every")
    seen_skipping, moves_skipping, drawn_skipping = _play(scenario, False, tmp_path / "skipping")
    assert len(moves) >= 3, f"the scenario played too little to show anything: {moves}"
    assert drawn_skipping < drawn * 0.9, f"nothing to compare: {drawn_skipping} of {drawn} frames drawn when skipping"
    for i, (a, b) in enumerate(zip(seen, seen_skipping)):
        assert a == b, (f"look {i}: every frame drawn, not skipping: {[x for x in a[0] if x not in b[0]]} {a[1:]}\n"
                        f"waits skipped, not every frame: {[x for x in b[0] if x not in a[0]]} {b[1:]}")
    assert moves == moves_skipping
