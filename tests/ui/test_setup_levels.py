"""Setup offers every bot level, Expert included, and shows the think time
of the levels that search."""
from __future__ import annotations

from game.ai import LEVELS, SEARCH_LEVELS
from game.ai.search import EXPERT_SECONDS, HARD_SECONDS


def test_setup_offers_every_level_and_each_search_levels_think_time():
    from game.scenes.setup import KIND_LABELS, KIND_TIPS, KINDS

    assert KINDS == ["human", *LEVELS]
    assert KIND_LABELS["hard"] == f"Bot · Hard ~{round(HARD_SECONDS)} s"
    assert KIND_LABELS["expert"] == f"Bot · Expert ~{round(EXPERT_SECONDS)} s"
    for kind in SEARCH_LEVELS:
        # "up to": a game may stop its search sooner (Star Cargo's max_rollouts)
        assert f"up to ~{round({'hard': HARD_SECONDS, 'expert': EXPERT_SECONDS}[kind])} s a move" in KIND_TIPS[kind]
    assert "~" not in KIND_LABELS["normal"]


def test_setup_remembers_an_expert_seat_and_starts_with_it(app):
    from game import persist
    from game.scenes.setup import KindStepper, SetupScene

    seen = {}
    app.start_match = lambda match: seen.setdefault("match", match)
    setup = SetupScene(app, "ui-toy")
    app.push(setup)
    setup.set_players(2)
    stepper = [w for w in setup.widgets if isinstance(w, KindStepper)][1]
    while stepper.value != "expert":  # the right arrow walks up to the last level
        stepper.click(stepper._parts()[2].center)
    assert stepper.index == len(stepper.choices) - 1
    assert "Expert" in stepper.hover_text() and "a move" in stepper.hover_text()
    app.render()
    setup.start()
    assert [s.kind for s in seen["match"].seats] == ["human", "expert"]
    app.settings = persist.Settings.load()  # a restart reads the settings file again
    again = SetupScene(app, "ui-toy")
    assert [s["kind"] for s in again.seats[:2]] == ["human", "expert"]
