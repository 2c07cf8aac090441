"""Play test 2: double-clicking a world jumped there and then built a station
($5 and a second action): the spot offered another kind of move under the
still pointer.  A second click on the same spot this soon, when the spot now
offers another kind of move, takes nothing and says so."""
from game.games.star_traders.rules import Build, Jump
from tests.acceptance.conftest import start_game_at


def _jump_then_build(st) -> bool:
    if st.stage != "turn" or st.to_act != 0 or st.window() is not None or st.money[0] < 10:
        return False
    jumps = [a for a in st.legal_actions() if isinstance(a, Jump)]
    for j in jumps:
        probe = st.clone()
        probe.apply(j)
        if probe.to_act == 0 and any(isinstance(a, Build) and a.world == j.to for a in probe.legal_actions()):
            return True
    return False


def test_a_double_click_on_a_world_jumps_once_and_builds_nothing(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0, confirm_end_turn=False)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3,
                          options={"version": "family"}, until=_jump_then_build)
    st = table.state
    world = next(j.to for j in st.legal_actions() if isinstance(j, Jump)
                 and any(isinstance(a, Build) and a.world == j.to for a in _after(st, j).legal_actions()))
    person.frames(3)
    spot = next(t for t in table.current_targets() if t.key == ("world", world)).rect.center
    steps = len(table.match.steps)
    person.click(spot)
    person.frames(2)
    assert len(table.match.steps) == steps + 1 and isinstance(table.match.steps[-1].action, Jump)
    person.click(spot)  # the second click of a double click
    person.frames(3)
    assert len(table.match.steps) == steps + 1, f"the second click took {table.match.steps[-1].action}"
    assert person.screen.shows("now offers something else")
    # the notice is long: it wraps inside the window instead of running off both sides
    canvas = person.app.canvas.get_rect()
    said = [d for d in person.screen.frame if d.rect is not None and ("now offers" in d.text or "click again" in d.text)]
    assert said and all(canvas.contains(d.rect) for d in said), (said, canvas)


def _after(st, action):
    probe = st.clone()
    probe.apply(action)
    return probe
