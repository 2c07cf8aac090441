"""game.ui.camera: world <-> screen, zoom about a point, clamped pan, drag and keys,
one-event input (handle) and the zoom buttons."""
from __future__ import annotations

import pygame
import pytest

from game.ui.camera import Camera

VIEW = pygame.Rect(100, 50, 800, 400)
BOUNDS = (-10.0, -5.0, 30.0, 15.0)  # 40 x 20 world units


def _cam(**kw):
    changes = []
    cam = Camera(VIEW, BOUNDS, Camera.fit_scale(BOUNDS, VIEW), on_change=lambda: changes.append(1), **kw)
    return cam, changes


def test_fit_scale_fits_the_tighter_side():
    assert Camera.fit_scale(BOUNDS, VIEW) == 20.0  # 800/40 = 20, 400/20 = 20
    assert Camera.fit_scale((0, 0, 10, 40), VIEW) == 10.0  # 400/40


def test_fit_centres_the_board_and_the_corners_land_on_the_view():
    cam, _ = _cam()
    cam.fit()
    assert cam.zoom_k == 0 and cam.center == (10.0, 5.0)
    assert cam.to_screen(-10, -5) == (VIEW.left, VIEW.top)
    assert cam.to_screen(30, 15) == (VIEW.right, VIEW.bottom)


@pytest.mark.parametrize("k", [-2, 0, 3])
def test_to_world_undoes_to_screen(k):
    cam, _ = _cam()
    cam.zoom_at(k)
    cam.pan_by(37, -11)
    for p in [(0.0, 0.0), (12.5, -3.25), (29.0, 14.0)]:
        x, y = cam.to_world(*cam.to_screen(*p))
        assert x == pytest.approx(p[0]) and y == pytest.approx(p[1])


def test_zoom_keeps_the_point_under_the_cursor_and_stops_at_the_limits():
    cam, changes = _cam(min_k=-1, max_k=2)
    pos = (300, 120)
    w = cam.to_world(*pos)
    assert cam.zoom_at(1, pos) and cam.size == pytest.approx(20 * 1.22)
    assert cam.to_world(*pos) == pytest.approx(w)
    assert cam.zoom_at(5, pos) and cam.zoom_k == 2
    assert not cam.zoom_at(1, pos)  # already at the limit: no change reported
    assert cam.zoom_at(-9) and cam.zoom_k == -1
    assert changes


def test_the_centre_is_clamped_to_the_board():
    cam, _ = _cam()
    cam.pan_by(10_000, 10_000)  # picture far right/down -> centre at the top-left bound
    assert cam.center == (BOUNDS[0], BOUNDS[1])
    cam.set_center(99, -99)
    assert cam.center == (BOUNDS[2], BOUNDS[1])


def test_a_left_drag_pans_only_past_the_threshold_and_is_then_no_click():
    cam, _ = _cam()
    start = cam.center
    cam.press((400, 200), 1)
    assert not cam.motion((405, 205)) and cam.center == start and not cam.dragging
    assert not cam.release(1)  # a small wobble is still a click
    cam.press((400, 200), 1)
    assert cam.motion((440, 200)) and cam.dragging
    assert cam.center[0] == pytest.approx(start[0] - 40 / cam.size)
    assert cam.release(1)  # the press was a pan: the board must not take it as a click
    assert not cam.motion((500, 500))  # no drag any more


def test_right_button_pans_at_once():
    cam, _ = _cam()
    assert cam.press((400, 200), 3)
    assert cam.motion((401, 200))
    assert not cam.release(1)  # another button's release ends it without being a pan
    assert not cam.dragging
    assert cam.press((400, 200), 3) and not cam.release(3)  # a right-click that never moved is a click
    assert cam.press((400, 200), 3) and cam.motion((402, 200)) and cam.release(3)


def test_keys_pan_zoom_and_fit():
    cam, _ = _cam()
    c = cam.center
    assert cam.key(pygame.K_LEFT) and cam.center[0] < c[0]
    assert cam.key(pygame.K_PLUS) and cam.zoom_k == 1
    assert cam.key(pygame.K_MINUS) and cam.zoom_k == 0
    cam.zoom_at(2)
    assert cam.key(pygame.K_f) and cam.zoom_k == 0 and cam.center == (10.0, 5.0)
    assert not cam.key(pygame.K_a)


def test_held_arrow_keys_pan_smoothly():
    cam, _ = _cam()
    pressed = {k: 0 for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)}
    assert not cam.pan_keys(pressed, 0.1)
    pressed[pygame.K_DOWN] = 1
    c = cam.center
    assert cam.pan_keys(pressed, 0.1)
    assert cam.center[1] == pytest.approx(c[1] + 70 / cam.size)


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def test_fitted_holds_from_fit_until_a_pan_or_a_zoom():
    cam, _ = _cam()
    assert cam.fitted  # a new camera shows the whole board
    cam.zoom_at(-1)
    assert not cam.fitted
    cam.fit()
    cam.zoom_at(-5)  # stops at the limit, a zoom all the same
    assert cam.zoom_k == -2 and not cam.fitted
    cam.fit()
    assert cam.fitted
    cam.pan_by(5, 0)
    assert not cam.fitted
    cam.key(pygame.K_f)
    assert cam.fitted


def test_handle_drags_wheels_and_keys_and_says_what_it_did():
    cam, _ = _cam()
    inside, outside = (400, 200), (50, 20)
    assert cam.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=inside, button=1), inside) == ""  # a left press may be a click
    assert cam.handle(_ev(pygame.MOUSEMOTION, pos=(460, 200), rel=(60, 0), buttons=(1, 0, 0)), inside) == "drag"
    assert cam.handle(_ev(pygame.MOUSEBUTTONUP, pos=(460, 200), button=1), inside) == "moved"
    assert cam.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=inside, button=3), inside) == "held"
    assert cam.handle(_ev(pygame.MOUSEBUTTONUP, pos=inside, button=3), inside) == ""  # unmoved: a right-click
    assert cam.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=inside, button=3), inside) == "held"
    assert cam.handle(_ev(pygame.MOUSEMOTION, pos=(410, 200), rel=(10, 0), buttons=(0, 0, 1)), inside) == "drag"
    assert cam.handle(_ev(pygame.MOUSEBUTTONUP, pos=(410, 200), button=3), inside) == "moved"
    # the caller says where a drag may start and where the wheel zooms
    assert cam.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=inside, button=3), inside, can_grab=lambda p: False) == ""
    assert cam.handle(_ev(pygame.MOUSEBUTTONUP, pos=inside, button=3), inside) == ""
    k = cam.zoom_k
    assert cam.handle(_ev(pygame.MOUSEWHEEL, x=0, y=1), outside) == "" and cam.zoom_k == k
    assert cam.handle(_ev(pygame.MOUSEWHEEL, x=0, y=1), inside) == "moved" and cam.zoom_k == k + 1
    assert cam.handle(_ev(pygame.MOUSEWHEEL, x=0, y=1), inside, can_wheel=lambda p: False) == ""
    assert cam.handle(_ev(pygame.MOUSEWHEEL, x=0, y=0), inside) == "held"
    assert cam.handle(_ev(pygame.KEYDOWN, key=pygame.K_HOME, mod=0), inside) == "moved" and cam.fitted
    assert cam.handle(_ev(pygame.KEYDOWN, key=pygame.K_a, mod=0), inside) == ""


def test_zoom_buttons_sit_in_the_view_corner_and_work_by_click():
    cam, _ = _cam(noun="city", buttons=(48, 10, 80))
    z = cam.zoom_rects()
    assert z["fit"].right == VIEW.right - 10 and z["fit"].bottom == VIEW.bottom - 10 and z["fit"].w == 80
    assert z["out"].right < z["in"].x < z["in"].right < z["fit"].x and z["all"].contains(z["in"])
    for name in ("out", "in", "fit"):
        assert cam.zoom_hit(z[name].center) == name
    assert cam.zoom_hit(VIEW.center) == ""
    press = _ev(pygame.MOUSEBUTTONDOWN, pos=z["in"].center, button=1)
    assert cam.handle(press, z["in"].center) == "held"  # the press is the button's, no drag starts
    assert cam.handle(_ev(pygame.MOUSEBUTTONUP, pos=z["in"].center, button=1), z["in"].center) == "moved"
    assert cam.zoom_k == 1
    cam.handle(_ev(pygame.MOUSEBUTTONUP, pos=z["fit"].center, button=1), z["fit"].center)
    assert cam.zoom_k == 0 and cam.fitted
    tips = {key: (rect, tip) for key, rect, tip in cam.zoom_tips()}
    assert set(tips) == {"zoom-out", "zoom-in", "zoom-fit"} and tips["zoom-in"][0] == z["in"]
    assert "city" in tips["zoom-fit"][1] and "board" not in tips["zoom-fit"][1]


def test_zoom_buttons_light_up_under_the_mouse_only_while_live(app):
    cam, _ = _cam()
    z = cam.zoom_rects()

    def picture(mouse, live):
        s = pygame.Surface((1000, 500))
        cam.draw_zoom_buttons(s, mouse, live)
        return pygame.image.tobytes(s.subsurface(z["in"]), "RGB")

    idle = picture((0, 0), True)
    assert picture(z["in"].center, True) != idle
    assert picture(z["in"].center, False) == idle


def test_camera_part_hides_the_tooltip_while_dragging_and_refreshes_after_a_change():
    from game.scenes.table_parts.camera import CameraPart
    from tests.ui.stub_context import StubContext

    ctx = StubContext()
    ctx.mouse = (400, 200)
    cam, _ = _cam()
    calls, paused = [], [False]
    part = CameraPart(ctx, lambda: cam, on_drag=lambda: calls.append("drag"), on_move=lambda: calls.append("move"),
                      paused=lambda: paused[0])
    assert part.camera is cam
    assert part.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=(400, 200), button=3)) and calls == []
    assert part.handle(_ev(pygame.MOUSEMOTION, pos=(450, 200), rel=(50, 0), buttons=(0, 0, 1)))
    assert calls == ["drag"]  # no tooltip while the board slides
    assert part.handle(_ev(pygame.MOUSEBUTTONUP, pos=(450, 200), button=3)) and calls == ["drag", "move"]
    part.can_wheel = lambda p: False
    assert not part.handle(_ev(pygame.MOUSEWHEEL, x=0, y=1)) and cam.zoom_k == 0
    assert part.handle(_ev(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0)) and calls[-1] == "move" and cam.zoom_k == 1
    part.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=(400, 200), button=3))
    part.cancel_drag()  # a modal layer opened
    assert not part.handle(_ev(pygame.MOUSEMOTION, pos=(480, 200), rel=(80, 0), buttons=(0, 0, 1)))


def test_camera_part_pans_with_held_arrow_keys_unless_paused(monkeypatch):
    from game.scenes.table_parts.camera import CameraPart
    from tests.ui.stub_context import StubContext

    cam, _ = _cam()
    moves, paused = [], [True]
    part = CameraPart(StubContext(), lambda: cam, on_drag=lambda: None, on_move=lambda: moves.append(1),
                      paused=lambda: paused[0])
    held = {pygame.K_LEFT: 1, pygame.K_RIGHT: 0, pygame.K_UP: 0, pygame.K_DOWN: 0}
    monkeypatch.setattr(cam, "pan_held_keys", lambda dt: cam.pan_keys(held, dt))
    c = cam.center
    assert not part.update(0.1) and cam.center == c and not moves  # never under a chooser or the confirm dialog
    paused[0] = False
    assert part.update(0.1) and cam.center[0] < c[0] and moves == [1]


def test_a_table_with_a_camera_grabs_only_off_its_buttons_and_ends_a_drag_under_a_modal_layer(app):
    from game.app import build_match
    from game.scenes.table import TableScene
    from tests.ui import toygame  # noqa: F401  (registers the "ui-toy" game)

    table = TableScene(app, build_match("ui-toy", ["human", "normal"], seed=2))
    app.push(table)
    cam = Camera(table.board_rect, BOUNDS, Camera.fit_scale(BOUNDS, table.board_rect))
    corner = pygame.Rect(table.board_rect.x, table.board_rect.y, 100, 100)
    part = table.use_camera(lambda: cam, can_grab=lambda pos: not corner.collidepoint(pos))
    assert table.camera is cam and table.camera_part is part
    inside = table.board_rect.center
    assert part.can_grab(inside) and part.can_wheel(inside)
    assert not part.can_grab(corner.center) and part.can_wheel(corner.center)  # the table keeps a corner
    assert not part.can_grab((5, 5)) and not part.can_wheel((5, 5))  # off the camera's view
    button = table.prompt_buttons()[0]
    cam.view = pygame.Rect(table.board_rect.union(button.rect))
    app.mouse = button.rect.center
    assert part.can_wheel(button.rect.center) and not part.can_grab(button.rect.center)  # a frame button's press
    app.mouse = inside
    assert part.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=inside, button=3))
    assert part.handle(_ev(pygame.MOUSEMOTION, pos=(inside[0] + 40, inside[1]), rel=(40, 0), buttons=(0, 0, 1)))
    table.open_chooser(list(table.legal), inside)
    assert table.modal_open
    table.handle(_ev(pygame.MOUSEMOTION, pos=(inside[0] + 90, inside[1]), rel=(50, 0), buttons=(0, 0, 1)))
    assert not cam.dragging  # the chooser took over: the drag ended


def test_reframe_keeps_the_picture_and_the_next_fit_uses_the_new_bounds():
    cam, _ = _cam()
    corner = cam.to_screen(0, 0)
    size = cam.size
    cam.reframe((-10.0, -5.0, 50.0, 15.0), 12.0)  # the board grew to the right
    assert cam.size == size and cam.to_screen(0, 0) == corner and cam.fitted
    assert cam.zoom_at(1) and cam.zoom_k == 3 and cam.size > size  # 20 px is level 2.56 of 12: the next whole level up
    cam.fit()
    assert cam.size == 12.0 and cam.center == (20.0, 5.0)


def test_a_glide_moves_the_picture_over_frames_and_a_pan_ends_it():
    from game.scenes.table_parts.camera import CameraPart
    from tests.ui.stub_context import StubContext

    cam, _ = _cam()
    moves = []
    part = CameraPart(StubContext(), lambda: cam, on_drag=lambda: None, on_move=lambda: moves.append(1))
    cam.glide_to((14.0, 5.0), seconds=0.3)
    assert part.update(0.1) and moves == [1] and 10.0 < cam.center[0] < 14.0 and cam.fitted
    part.update(0.3)
    assert cam.center == (14.0, 5.0) and not cam.gliding and not part.update(0.1)
    cam.glide_to((0.0, 5.0), size=cam.size * 2, seconds=0.3)
    part.update(0.1)
    cam.pan_by(10, 0)  # the person's move wins
    where = cam.center
    assert not part.update(0.3) and cam.center == where
