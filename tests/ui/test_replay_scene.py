"""The replay screen steps through a finished game with the game's own table
drawn read-only; the results screen computes the win-chance graph in the
background, stores it with the save, and its marks open the replay."""
from __future__ import annotations

import time

import pygame
import pytest

from game import persist
from game.analysis import Analysis, AnalysisJob, Swing
from tests.ui.conftest import non_blank
from tests.ui.test_results import _finished


def key(scene, k, mod=0):
    return scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def click(scene, pos):
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _analysis(match, decision):
    n = len(match.steps)
    return Analysis(0, 1, n, [0, n], [1, 2], [[0.5] * len(match.seats), [0.0] * len(match.seats)],
                    [Swing(decision, 3, 0, "this", "that", 0.2)])


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players", [("star-cartel", 3), ("captain", 3), ("cartel", 2), ("star-cargo", 2)])
def test_keys_step_by_decision_and_turn_and_the_table_shows_that_position(app, game_id, players):
    from game.scenes.replay import ReplayScene

    m = _finished(game_id, players)
    before = m.to_json()
    scene = ReplayScene(app, m)
    app.push(scene)
    assert non_blank(app.render())
    r = scene.replay
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RIGHT)
    assert scene.k == 2
    key(scene, pygame.K_LEFT)
    assert scene.k == 1
    key(scene, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert scene.k == r.next_turn_start(1)
    key(scene, pygame.K_DOWN)
    assert scene.k == r.next_turn_start(r.next_turn_start(1))
    key(scene, pygame.K_UP)
    assert scene.k == r.next_turn_start(1)
    key(scene, pygame.K_END)
    assert scene.k == r.decisions
    app.render()
    assert scene.table.state is r.final
    key(scene, pygame.K_HOME)
    app.render()
    assert scene.k == 0 and scene.table.state is r.states[0]
    # the table is drawn from the position, and nothing was played or saved
    click(scene, scene.VIEW.center)
    assert scene.k == 0 and m.to_json() == before
    assert persist.list_autosaves() == []
    assert scene.table not in app.scenes  # it never gets an event or an update


def test_views_timeline_and_wheel(app):
    from game.scenes.replay import REVEALED, ReplayScene

    m = _finished("star-cartel", 3)
    scene = ReplayScene(app, m)
    app.push(scene)
    assert scene.viewer == 0
    seen = []
    for _ in range(4):
        key(scene, pygame.K_v)
        seen.append(scene.viewer)
    assert seen == [1, 2, REVEALED, 0]
    app.render()
    assert not scene.table.revealed
    key(scene, pygame.K_v), key(scene, pygame.K_v), key(scene, pygame.K_v)
    key(scene, pygame.K_RIGHT)
    app.render()
    assert scene.table.viewer == scene.replay.seat_of(1)  # follows whoever decides
    assert scene.table.revealed
    bar = scene.BAR
    click(scene, (bar.centerx, bar.centery))
    assert abs(scene.k - scene.replay.decisions // 2) <= 1
    click(scene, (bar.right - 1, bar.centery))
    assert scene.k == scene.replay.decisions
    app.mouse = scene.VIEW.center
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    assert scene.k == scene.replay.decisions - 3
    assert non_blank(app.render())


def test_the_graph_marks_open_the_replay_at_the_swing(app):
    from game.scenes.replay import ReplayScene
    from game.scenes.results import ResultsScene

    m = _finished("star-cartel", 3)
    m.analysis = _analysis(m, 7).to_json()
    scene = ResultsScene(app, m)
    app.push(scene)
    assert scene.mode == "chance" and scene.analysis is not None
    assert non_blank(app.render())
    rect, decision = scene._marks[0]
    click(scene, rect.center)
    assert isinstance(app.top, ReplayScene) and app.top.k == 7
    assert app.top.swing_at(7) == 0
    app.render()
    assert app.top._marks  # the replay's own graph marks it too
    key(app.top, pygame.K_ESCAPE)
    assert app.top is scene
    click(scene, scene._tabs[1][0].center)  # "Points"
    assert scene.mode == "points"
    app.render()


@pytest.mark.slow
def test_results_compute_the_graph_in_the_background_and_store_it(app):
    from game.scenes.results import ResultsScene

    m = _finished("star-cartel", 3)
    persist.autosave(m)  # the finished game, as the table leaves it
    app.analysis_job_factory = lambda match: AnalysisJob(match, budget=1, use_process=False)
    scene = ResultsScene(app, m)
    app.push(scene)
    assert scene.analysis is None and scene.mode == "points"
    scene.update(1 / 60)
    assert scene.job is not None
    end = time.monotonic() + 120
    while scene.analysis is None and time.monotonic() < end:
        scene.update(1 / 60)
        app.render()  # the progress bar is drawn while it runs
        time.sleep(0.01)
    assert scene.analysis is not None and scene.mode == "chance"
    saved = persist.load_autosave()
    assert saved.match.analysis == scene.analysis.to_json()
    # opened again: the stored graph, nothing to compute
    again = ResultsScene(app, saved.match)
    assert again.analysis.to_json() == scene.analysis.to_json()
    again.update(1 / 60)
    assert again.job is None


def test_load_screen_replays_any_save_and_opens_finished_ones_on_their_results(app):
    from game.scenes.load import LoadScene
    from game.scenes.replay import ReplayScene
    from game.scenes.results import ResultsScene

    m = _finished("star-cartel", 3)
    path = persist.write_save(m, "finished")
    scene = LoadScene(app)
    app.push(scene)
    assert len(scene.replays) == 1
    scene.replays[0].on_click()
    assert isinstance(app.top, ReplayScene) and app.top.replay.decisions == len(m.steps)
    app.pop()
    scene.rows[0].on_open(scene.rows[0].info)
    assert isinstance(app.top, ResultsScene) and app.top.match.save_path == path
    app.top._store(_analysis(m, 3))
    assert persist.read_save(path).match.analysis["swings"][0]["decision"] == 3


@pytest.mark.parametrize("game_id", ["star-cartel", "star-cargo"])
def test_everything_revealed_shows_every_seats_hidden_part_and_a_seat_view_does_not(app, game_id):
    """Revealed (after the game): another seat's stash / score pile is told
    on the table; seen by one seat it is not; a live table is never revealed."""
    from game.scenes import table_scene_class
    from game.scenes.replay import REVEALED, ReplayScene

    m = _finished(game_id, 3)
    scene = ReplayScene(app, m)
    app.push(scene)
    r = scene.replay

    def told(seat_view, k):
        scene.viewer = seat_view
        scene.go(k)
        table = scene._frame_table()
        other = next(s for s in range(3) if s != table.viewer)
        if game_id == "star-cartel":
            return other, table.board_view.own_stash(other), table.revealed
        return other, table.player_panel_lines(other), table.revealed

    # a position mid-game where some seat other than the decider has a hidden part
    shown = None
    for k in range(r.decisions // 2, r.decisions):
        other, what, revealed = told(REVEALED, k)
        if revealed and what and (game_id != "star-cartel" or what) and (
                game_id != "star-cargo" or any("Total" in line for line in what)):
            shown = (k, other, what)
            break
    assert shown is not None, "nothing hidden was revealed"
    k, other, what = shown
    decider = r.seat_of(k)
    _, own_view, revealed = told(decider, k)
    assert not revealed and own_view != what
    app.render()
    live = table_scene_class(game_id)(app, m)
    assert not live.revealed


def test_the_header_names_whose_turn_it_is_from_the_viewed_seats_standpoint(app):
    from game.scenes.replay import ReplayScene

    m = _finished("star-cartel", 3)
    scene = ReplayScene(app, m)
    app.push(scene)
    scene.go(next(k for k in range(scene.replay.decisions) if scene.replay.seat_of(k) == 0))  # Ann decides
    app.render()
    table = scene.table
    assert table.banner_layout()["who"] == "Your turn"  # seen by Ann herself
    key(scene, pygame.K_v)  # seen by Bot 1
    app.render()
    assert scene.table.viewer == 1 and table.banner_layout()["who"] == "Ann's turn"


def test_the_replay_picture_never_opens_the_since_your_last_turn_recap(app):
    from game.scenes.replay import ReplayScene

    m = _finished("star-cartel", 3)
    scene = ReplayScene(app, m)
    app.push(scene)
    for k in range(scene.replay.decisions):
        if scene.replay.seat_of(k) == 0 and k > 20:
            scene.go(k)
            app.render()
            assert not scene.table.log_panel.summary_open


def test_the_full_table_takes_the_window_s_shape_as_the_table_did_in_play(app, monkeypatch):
    """Play test 4: in a window wider than 16:9 the replayed table (which
    stretches, as in play) ran off the right of the replay's 1920-wide canvas."""
    from game.scenes.replay import ReplayScene

    monkeypatch.setattr(app, "canvas_size", lambda stretch=True: (2100, 1080) if stretch else (1920, 1080))
    scene = ReplayScene(app, _finished("star-cartel", 3), at=5)
    app.push(scene)
    assert non_blank(app.render())
    assert app.canvas.get_size() == (2100, 1080)
    assert scene.table_picture().get_size() == (2100, 1080)
    assert 1920 < scene.back_button.rect.right <= 2100
    scene.toggle_full()
    app.render()
    assert app.canvas.get_size() == (1920, 1080) and scene.back_button.rect.right <= 1920


def test_an_unfinished_game_is_seen_only_by_the_people_and_never_revealed(app):
    """A save still being played (Load's Replay, the pause menu's Replay so
    far): a bot's hidden cards stay hidden; the pause menu names the one seat."""
    from game.ai import decide, make_bot
    from game.scenes.replay import REVEALED, ReplayScene
    from game.seating import build_match

    m = build_match("cartel", ["normal", "human", "normal"], 3, None)
    bot = make_bot("cartel", "normal")
    for i in range(12):
        m.apply(decide(m.state, bot, 3, i))
    scene = ReplayScene(app, m)
    assert scene.viewer == 1 and scene.viewer_modes() == [1] and not scene.viewer_button.enabled
    key(scene, pygame.K_v)
    assert scene.viewer == 1
    assert REVEALED not in ReplayScene(app, m, seats=[0, 1]).viewer_modes()
