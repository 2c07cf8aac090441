"""The setup screen's options read as the rules name them ("Super Nova",
not "Super-nova"), an option a version does not use shows why instead of a
choice, and the setup note wraps instead of being cut (issue 43, items 8-9)."""
from __future__ import annotations

from game.games import get_ruleset
from game.scenes.setup import SetupScene, option_text
from game.ui import draw
from game.ui.widgets import Stepper


def _steppers(scene) -> dict:
    return {w.label: w for w in scene.widgets if isinstance(w, Stepper) and w.label}


def test_version_names_read_as_the_rules_name_them(app):
    version = next(o for o in get_ruleset("star-traders").options if o.key == "version")
    assert [option_text(v, version) for v in version.choices] == ["Family", "Nova", "Super Nova", "Imperial",
                                                                  "Black Hole"]
    assert option_text("player 1") == "Player 1" and option_text(True) == "On"
    scene = SetupScene(app, "star-traders")
    app.push(scene)
    scene.set_option("version", "black-hole")
    stepper = _steppers(scene)["Version"]
    stepper.set_value("black-hole")
    assert stepper.fmt(stepper.value) == "Black Hole"


def test_super_nova_shows_why_personalities_and_petition_options_do_not_apply(app):
    scene = SetupScene(app, "star-traders")
    app.push(scene)
    scene.set_option("version", "family")
    assert {"Personalities", "Max-Prestige petition", "Short ending"} <= set(_steppers(scene))
    for version, name in (("super-nova", "Super Nova"), ("nova", "Nova")):
        scene.set_option("version", version)
        shown = set(_steppers(scene))
        assert not shown & {"Personalities", "Max-Prestige petition", "Short ending"}
        assert "First trader" in shown
        reasons = {label: why for _, label, why in scene.unused_options}
        assert reasons == {"Personalities": f"{name} has no Personalities",
                           "Max-Prestige petition": f"{name} has no petitions",
                           "Short ending": f"{name} has no petitions"}
        app.render()
    scene.set_option("version", "imperial")
    assert not scene.unused_options and "Personalities" in _steppers(scene)


def test_the_setup_note_is_wrapped_whole(app, monkeypatch):
    drawn = []
    real = draw.text_block_fit

    def spy(surface, s, rect, size, *a, **k):
        drawn.append((s, size, k.get("min_size")))
        return real(surface, s, rect, size, *a, **k)

    monkeypatch.setattr(draw, "text_block_fit", spy)
    scene = SetupScene(app, "star-traders")
    app.push(scene)
    app.render()
    note = get_ruleset("star-traders").setup_note
    (text, size, _), = [d for d in drawn if d[0] == note]
    rect_w = scene.RIGHT.w - 80
    assert draw.block_height(note, size, rect_w) <= scene.RIGHT.bottom - 222 - (scene._options_end + 10)
