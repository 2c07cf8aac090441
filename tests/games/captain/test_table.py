"""Captain of the Stars table scene: rendering, hex targets, picking under
pan and zoom, clicks, dialogs, dice, and a whole game played by a person
through targets and prompt buttons against bots (dummy video driver)."""
from __future__ import annotations

import random

import pygame
import pytest

from game.ai import decide, make_bot
from game.app import build_match
from game.games.captain.hex_map import ZOOM_MAX_K, ZOOM_MIN_K
from game.games.captain.rules import actions as A
from game.games.captain.table import CaptainTable
from game.scenes import table_scene_class
from game.scenes.table import PromptButton
from tests.ui.clicker import clickable_points, point_in
from tests.ui.conftest import non_blank

BOARD_KINDS = (A.Move, A.Jump, A.AttackShip, A.AttackSettlement, A.AttackGem)


def hex_targets(table) -> list:
    """(Target, hex) of the clickable hexes (legal moves, attacks, far hexes)."""
    return [(t, t.key[1]) for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] in ("hex", "route")]


def _match(players: int, seed: int = 1, options=None, human: bool = True):
    kinds = (["human"] if human else ["normal"]) + ["normal"] * (players - 1)
    return build_match("captain", kinds, seed, options or {})


def _advance(match, steps: int | None = None, until=None, limit: int = 3000) -> bool:
    """Play normal-bot decisions for every seat (the person's too) until
    `steps` were played or `until(state)` holds; False if it never held."""
    bot = make_bot("captain", "normal")
    played = 0
    while not match.state.is_over and played < limit:
        if until is not None and until(match.state):
            return True
        if steps is not None and played >= steps:
            return True
        match.apply(decide(match.state, bot, match.seed, len(match.steps)))
        played += 1
    return until is None or until(match.state)


def _table(app, match, **kw) -> CaptainTable:
    table = table_scene_class("captain")(app, match, **kw)
    app.push(table)
    return table


def _hover(app, table, pos):
    app.mouse = tuple(pos)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0)))


def _my_turn_with(match, kinds) -> bool:
    return _advance(match, until=lambda s: s.to_act == 0 and s.mode == "turn"
                    and any(isinstance(a, kinds) for a in s.legal_actions()))


def test_registered():
    assert table_scene_class("captain") is CaptainTable


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 6])
def test_renders_through_a_game(app, players):
    match = _match(players, seed=players)
    checkpoints = [0, 40, 150, 10_000]
    done = 0
    for target in checkpoints:
        _advance(match, steps=target - done)
        done = len(match.steps)
        table = _table(app, match, viewer=0, autoplay=False)
        assert non_blank(app.render())
        # hover every fifth hex (tooltips), then a zoomed and panned view
        for h in list(table.state.board.order)[::5]:
            _hover(app, table, table.hexes.hex_center(h))
            app.render()
        table.camera.zoom_at(3, table.map_rect.center)
        table.camera.pan_by(200, -120)
        assert non_blank(app.render())
        app.pop()
    assert match.state.is_over


@pytest.mark.parametrize("mode", ["shop", "hire", "hire_more"])
def test_renders_sub_phases(app, mode):
    for seed in range(1, 40):
        match = _match(3, seed=seed, human=False)
        if _advance(match, until=lambda s: s.mode == mode):
            break
    else:
        pytest.skip(f"no {mode} state found")
    table = _table(app, match, autoplay=False)
    assert non_blank(app.render())
    if mode in ("shop", "hire"):
        assert table.dialogs.rect() is not None
        keys = {t.key for t in table.current_targets()}
        if table.my_turn:
            assert any(isinstance(k, tuple) and k[0] in ("shop", "cand") for k in keys)


# one table in the fast tier, the other seat counts and seeds in the full suite
@pytest.mark.parametrize("players,seed", [(3, 1), pytest.param(6, 2, marks=pytest.mark.slow),
                                          pytest.param(4, 3, marks=pytest.mark.slow)])
def test_targets_match_legal_board_actions(app, players, seed):
    match = _match(players, seed=seed)
    checked = 0
    while checked < 4 and not match.state.is_over:
        if not _my_turn_with(match, (A.AttackShip, A.AttackSettlement, A.AttackGem) if checked % 2 else (A.Move,)):
            break
        table = _table(app, match, autoplay=False)
        legal = {a for a in table.legal if isinstance(a, BOARD_KINDS)}
        targeted = [a for t, h in hex_targets(table) for a in t.actions if t.key[0] != "route"]
        assert set(targeted) == legal and len(targeted) == len(legal)
        for t, h in hex_targets(table):
            assert t.clickable
            assert t.contains(t.rect.center), f"the centre of {h} does not hit its own target"
            if t.key[0] == "route":  # a far hex: its flight starts with a legal move
                assert t.actions[0] in legal and table.state.path_to(h).moves[0] == t.actions[0]
                continue
            for a in t.actions:
                if isinstance(a, A.AttackShip):
                    assert table.state.players[a.seat].pos == h
                else:
                    assert (a.q, a.r) == h
        # everything else is a prompt button (or grouped behind one)
        prompt = [it for it in table.prompt_items() if isinstance(it, A.Move)]
        assert not prompt
        app.pop()
        checked += 1
        _advance(match, steps=1)
    assert checked >= 2


@pytest.mark.parametrize("players", [3, 6])
def test_hex_picking_round_trip_under_pan_and_zoom(app, players):
    match = _match(players, seed=4, options={"layout": "shuffled"})
    table = _table(app, match, autoplay=False)
    rng = random.Random(players)
    hexes = list(table.state.board.order)
    for k in range(ZOOM_MIN_K, ZOOM_MAX_K + 1):
        table.camera.fit()
        table.camera.zoom_at(k - table.camera.zoom_k)
        assert table.camera.zoom_k == k
        for _ in range(3):
            table.camera.pan_by(rng.uniform(-300, 300), rng.uniform(-200, 200))
            seen = 0
            for h in hexes:
                x, y = table.hexes.hex_center(h)
                if not table.map_rect.collidepoint((x, y)):
                    assert table.hexes.pick((x, y)) is None
                    continue
                assert table.hexes.pick((x, y)) == h
                # a point well inside the hex (0.7 of the inner radius) too
                r = table.hexes.size * 0.6
                assert table.hexes.pick((x + r, y)) in (h, None)
                seen += 1
            assert seen or k > 2
    # off the board: nothing
    table.camera.fit()
    assert table.hexes.pick((table.map_rect.x + 3, table.map_rect.y + 3)) is None


def test_zoom_keeps_the_point_under_the_mouse(app):
    match = _match(3)
    table = _table(app, match, autoplay=False)
    h = table.state.board.order[10]
    pos = tuple(round(v) for v in table.hexes.hex_center(h))
    for steps in (1, 2, -1, -3):
        table.camera.zoom_at(steps, pos)
        if table.map_rect.collidepoint(pos):
            assert table.hexes.pick(pos) == h


def test_wheel_zooms_over_the_board_and_scrolls_the_log_elsewhere(app):
    match = _match(3)
    _advance(match, steps=30)
    table = _table(app, match, autoplay=False)
    app.mouse = table.map_rect.center
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert table.camera.zoom_k == 1
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert table.camera.zoom_k == 0
    app.mouse = table.log_rect.center
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert table.camera.zoom_k == 0 and table.log_panel.scroll > 0


def test_drag_and_keys_pan_and_fit(app):
    match = _match(6)
    table = _table(app, match, autoplay=False)
    table.camera.zoom_at(3)
    cam = table.camera.center
    c = table.map_rect.center
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=3))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(c[0] + 120, c[1] + 40), rel=(120, 40),
                                    buttons=(0, 0, 1)))
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(c[0] + 120, c[1] + 40), button=3))
    assert table.camera.center != cam
    moved = table.camera.center
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    assert table.camera.center[0] < moved[0]
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_MINUS, mod=0, unicode="-", scancode=0))
    assert table.camera.zoom_k == 2
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0))
    assert table.camera.zoom_k == 0
    # zoom buttons are clickable
    table.click(table.camera.zoom_rects()["in"].center)
    assert table.camera.zoom_k == 1
    table.click(table.camera.zoom_rects()["fit"].center)
    assert table.camera.zoom_k == 0


def test_clicking_a_highlighted_hex_moves_the_ship(app):
    match = _match(3, seed=2)
    assert _my_turn_with(match, (A.Move,))
    table = _table(app, match)
    for zoom, pan in ((0, (0, 0)), (2, (60, -40))):
        table.camera.zoom_at(zoom - table.camera.zoom_k)
        table.camera.pan_by(*pan)
        moves = [(t, h) for t, h in hex_targets(table) if any(isinstance(a, A.Move) for a in t.actions)]
        assert moves
        t, h = moves[0]
        pos = point_in(t)
        assert pos is not None
        n = len(match.steps)
        first_moves = isinstance(t.actions[0], A.Move)
        table.click(pos, button=1 if first_moves else 3)  # a right-click offers every action on the hex
        if table.popup is not None:  # several actions on that hex: choose the move
            b = next(b for b in table.popup["buttons"] if b.label.startswith("Move"))
            table.click(b.rect.center)
        assert len(match.steps) == n + 1
        assert isinstance(match.steps[-1].action, A.Move)
        assert match.state.players[0].pos == h
        if not (match.state.to_act == 0 and any(isinstance(a, A.Move) for a in match.state.legal_actions())):
            break


def test_dragging_does_not_click(app):
    match = _match(3, seed=2)
    assert _my_turn_with(match, (A.Move,))
    table = _table(app, match)
    t, h = hex_targets(table)[0]
    p = point_in(t)
    n = len(match.steps)
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(p[0] + 60, p[1]), rel=(60, 0), buttons=(1, 0, 0)))
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(p[0] + 60, p[1]), button=1))
    assert len(match.steps) == n


def test_clicking_an_unreachable_hex_explains(app):
    match = _match(3, seed=2)
    assert _my_turn_with(match, (A.Move,))
    table = _table(app, match)
    me = match.state.players[0].pos
    far = max(table.state.board.order, key=lambda h: table.state.board.dist[me][h])
    table.toasts.clear()
    table.click(tuple(round(v) for v in table.hexes.hex_center(far)))
    assert table.toasts and "hex" in table.toasts[-1][0]


def test_dice_roll_from_event_data(app):
    app.settings.animation_speed = 1.0
    for seed in range(1, 30):
        match = _match(3, seed=seed, human=False)
        if _advance(match, until=lambda s: s.mode == "turn" and any(
                isinstance(a, (A.AttackShip, A.AttackSettlement)) for a in s.legal_actions())):
            break
    table = _table(app, match, autoplay=False)
    attack = next(a for a in table.legal if isinstance(a, (A.AttackShip, A.AttackSettlement)))
    events = table.apply_action(attack)
    roll = next(e for e in events if e.kind == "attack").data["roll"]
    assert table.dice.shown is not None and table.dice.shown["data"]["roll"] == roll
    assert table.anim.busy  # bots wait for the dice
    for _ in range(12):
        table.update(0.1)
        assert non_blank(app.render())
    table.anim.finish_all()
    assert table.dice.shown is None


def test_move_animation_and_floating_texts(app):
    app.settings.animation_speed = 1.0
    match = _match(3, seed=2)
    assert _my_turn_with(match, (A.Move,))
    table = _table(app, match)
    t, h = next((t, h) for t, h in hex_targets(table) if any(isinstance(a, A.Move) for a in t.actions))
    table.take(next(a for a in t.actions if isinstance(a, A.Move)))
    assert 0 in table.reveal
    table.update(0.1)
    app.render()
    table.anim.finish_all()
    assert not table.reveal
    assert non_blank(app.render())


def test_player_boards_have_crew_tooltips(app):
    for seed in range(1, 40):
        match = _match(3, seed=seed, human=False)
        if _advance(match, until=lambda s: any(p.crew for p in s.players)):
            break
    table = _table(app, match, autoplay=False)
    seat = next(i for i, p in enumerate(match.state.players) if p.crew)
    name = match.state.content.crew[match.state.players[seat].crew[0]].name
    t = next(t for t in table.current_targets() if t.key == ("panel", seat, "crew0"))
    assert name in t.tooltip
    _hover(app, table, t.rect.center)
    assert table.hover_target is t
    assert non_blank(app.render())


def test_the_score_on_a_player_board_is_the_rules_score(app):
    match = _match(3, seed=4, human=False)
    _advance(match, steps=120)
    table = _table(app, match, autoplay=False)
    for s in match.state.scores():
        t = next(t for t in table.current_targets() if t.key == ("panel", s.seat, "vp"))
        assert f"Score now: {s.total} =" in t.tooltip


def _play_person_turns(app, table, rng, max_loops=60000):
    loops = 0
    while not table.state.is_over:
        loops += 1
        assert loops < max_loops, "the game did not finish"
        if table.popup is not None:
            table.click(rng.choice(table.popup["buttons"]).rect.center)
        elif table.confirm is not None:
            table.click(table.confirm_dialog.buttons[0].rect.center)
        elif table.my_turn:
            points = clickable_points(table)
            assert points, f"no clickable way forward (legal: {[a.label() for a in table.legal][:8]})"
            # prefer ending the turn now and then so the game moves on
            table.click(rng.choice(points))
        else:
            app.step(1 / 60)
    return loops


@pytest.mark.slow
def test_person_plays_a_whole_game_against_bots(app):
    match = build_match("captain", ["human", "normal", "easy"], seed=21, options={"target": 50})
    table = _table(app, match)
    _play_person_turns(app, table, random.Random(3))
    assert match.state.is_over
    human = [s for s in match.steps if s.seat == 0]
    assert any(isinstance(s.action, A.Move) for s in human)  # by clicking highlighted hexes
    assert non_blank(app.render())


def test_undo_a_move_restores_the_ship(app):
    app.settings.animation_speed = 1.0
    match = _match(3, seed=2)
    assert _my_turn_with(match, (A.Move,))
    table = _table(app, match)
    start = match.state.players[0].pos
    t, h = next((t, h) for t, h in hex_targets(table) if any(isinstance(a, A.Move) for a in t.actions))
    table.click(point_in(t))
    assert match.state.players[0].pos == h
    assert table.undo()
    assert match.state.players[0].pos == start and not table.reveal
    assert any(t.key == ("hex", h) for t, _ in hex_targets(table))
    assert non_blank(app.render())


# ---------------------------------------------------------------- QA polish

MAIN_NAMES = ("Build", "Place gem", "Fortify", "Hire", "Upgrade", "Repair", "End turn")


def _item_label(table, item) -> str:
    return item.label if isinstance(item, PromptButton) else table.action_label(item)


def _main_positions(table) -> list:
    """The index in the prompt of each main action's first button."""
    labels = [_item_label(table, it) for it in table.prompt_items()]
    out = []
    for name in MAIN_NAMES:
        out.append(next(i for i, lab in enumerate(labels) if lab.startswith(name)))
    return out


def _button(table, label):
    """The drawn prompt button for `label` (drawn labels carry a number key)."""
    return next(w for w in table.prompt_buttons() if w.label.split("  ", 1)[-1] == label)


def test_main_actions_are_always_shown_and_explain_themselves_in_federation_space(app):
    match = _match(3, seed=3)
    assert _advance(match, until=lambda s: s.to_act == 0 and s.mode == "turn" and s.round >= 2
                    and s.players[0].pos in s.board.federation and not s.shared(0))
    table = _table(app, match, viewer=0, autoplay=False)
    st = match.state
    pos = _main_positions(table)
    assert pos == sorted(pos)  # fixed order: Build, Place gem, Fortify, Hire, Upgrade, Repair, End turn
    items = table.prompt_items()
    for name, example in (("Build", A.Build()), ("Place gem", A.PlaceGem()), ("Fortify", A.Fortify(1))):
        item = next(it for it in items if isinstance(it, PromptButton) and it.label == name)
        assert not item.enabled
        shown = _button(table, name).hover_text()  # what the player reads on hover
        assert table.named(st.why_illegal(example)) in shown
        assert "Federation space" in shown or name == "Fortify"
    assert isinstance(items[-1], A.EndTurn)
    # a click on a greyed button says why
    table.toasts.clear()
    steps = len(match.steps)
    table.click(_button(table, "Build").rect.center)
    assert any("Federation space" in t[0] for t in table.toasts)
    assert len(match.steps) == steps
    assert non_blank(app.render())


def test_build_is_shown_but_explained_on_your_own_settlement(app):
    match = _match(3, seed=3)
    assert _advance(match, until=lambda s: s.to_act == 0 and s.mode == "turn"
                    and s.settlements.get(s.players[0].pos, (None,))[0] == 0 and not s.shared(0))
    table = _table(app, match, viewer=0, autoplay=False)
    build = next(it for it in table.prompt_items() if isinstance(it, PromptButton) and it.label == "Build")
    assert not build.enabled and "already a settlement here" in _button(table, "Build").hover_text()
    for name in ("Hire", "Upgrade", "Repair"):
        b = next(it for it in table.prompt_items() if isinstance(it, PromptButton) and it.label == name)
        assert not b.enabled and "Federation space" in _button(table, name).hover_text()
    assert _main_positions(table) == sorted(_main_positions(table))
    # every legal prompt action is still reachable (directly or by its chooser)
    claimed = {a for t in table.current_targets() if t.clickable for a in t.actions}
    direct = {it for it in table.prompt_items() if not isinstance(it, PromptButton)}
    grouped = (A.Fortify, A.Repair, A.SellBounty)
    for a in table.legal:
        assert a in claimed or a in direct or isinstance(a, grouped)


def test_the_start_roll_opens_the_log(app):
    match = _match(4, seed=5)
    table = _table(app, match, viewer=0, autoplay=False)
    lines = [text for _seat, text in table.log_lines()]
    assert lines and "goes first" in lines[0]
    first = match.state.first
    assert table.seat_name(first) in lines[0]
    assert "begins their turn in round 1" in lines[1]
    # it stays at the top after moves and after an undo
    _advance(match, steps=3)
    table2 = _table(app, match, viewer=0, autoplay=False)
    assert "goes first" in table2.log_lines()[0][1]
    assert sum("goes first" in text for _s, text in table2.log_lines()) == 1


def test_hex_tooltips_name_places_without_coordinates(app):
    import re

    match = _match(3, seed=4)
    table = _table(app, match, viewer=0, autoplay=False)
    coords = re.compile(r"\(-?\d+, -?\d+\)")
    for h in table.state.board.order:
        text = table.hex_text(h)
        assert not coords.search(text)
        assert table.state.board.placements[table.state.board.tile_of[h]].title in text or "Federation" in text


# ---------------------------------------------------------------- multi-hex moves


def _far_turn(match, steps: int = 3):
    """Play on to a turn of seat 0 with a hex `steps` moves away in reach."""
    return _advance(match, until=lambda s: s.to_act == 0 and s.mode == "turn"
                    and any(p.steps >= steps for p in s.reachable().values()))


def test_a_click_on_a_far_hex_asks_once_then_flies_there_step_by_step(app):
    match = _match(3, seed=2)
    assert _far_turn(match)
    table = _table(app, match)
    h, path = next((h, p) for h, p in table.flight.far_paths().items() if p.steps >= 3)
    t = next(t for t, x in hex_targets(table) if x == h)
    assert t.key == ("route", h) and "fly here" in t.tooltip
    _hover(app, table, point_in(t))
    assert table.shown_path() == path
    n = len(match.steps)
    table.click(point_in(t))
    assert table.popup is not None and len(match.steps) == n  # nothing moves before the confirmation
    assert table.popup["title"].startswith("Fly to ")
    stay, fly = table.popup["buttons"][:2]
    assert stay.label == "Stay"  # the safe answer is first (key 1)
    assert f"{path.steps} moves" in fly.label and path.cost_text() in fly.label
    assert non_blank(app.render())  # the path drawn under the open question
    table.click(fly.rect.center)
    for _ in range(20):
        table.update(0.5)
    assert match.state.players[0].pos == h
    taken = [s.action for s in match.steps[n:]]
    assert taken == list(path.moves)  # one undoable step per hex
    assert sum(1 for e in table.log if e.step >= n and e.event.kind == "move") == path.steps
    assert table.undo() and match.state.players[0].pos == (path.moves[-2].q, path.moves[-2].r)


def test_staying_or_another_click_stops_the_flight(app):
    match = _match(3, seed=2)
    assert _far_turn(match)
    table = _table(app, match)
    h, path = next((h, p) for h, p in table.flight.far_paths().items() if p.steps >= 3)
    start = match.state.players[0].pos
    t = next(t for t, x in hex_targets(table) if x == h)
    table.click(point_in(t))
    stay = next(b for b in table.popup["buttons"] if b.label == "Stay")
    table.click(stay.rect.center)
    table.update(0.5)
    assert match.state.players[0].pos == start and table.popup is None
    # fly, but a click after the first hop stops the ship where it is
    table.flight.fly_to(h)
    assert table.flight.moves_left() == path.steps - 1
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    table.update(0.5)
    assert match.state.players[0].pos == (path.moves[0].q, path.moves[0].r)


def test_a_flight_stops_when_its_next_move_is_no_longer_legal(app):
    match = _match(3, seed=2)
    assert _far_turn(match)
    table = _table(app, match)
    h, path = next((h, p) for h, p in table.flight.far_paths().items() if p.steps >= 3)
    table.flight.fly_to(h)
    match.state.actions = 0  # something used the budget up under the flight
    match.state.free_moves = 0
    match.state._legal = None
    table.refresh()
    table.toasts.clear()
    table.update(0.5)
    assert match.state.players[0].pos == (path.moves[0].q, path.moves[0].r)
    assert not table.flight.flying() and "stopped" in table.toasts[-1][0]


def test_hex_tooltips_never_cover_the_hexes_about_to_be_clicked(app, monkeypatch):
    import game.scenes.table_hooks as controller
    from game.ui import widgets

    drawn = []
    monkeypatch.setattr(controller, "draw_tooltip", lambda *a, **k: drawn.append(widgets.draw_tooltip(*a, **k)))
    match = _match(4, seed=2)
    assert _far_turn(match)
    table = _table(app, match)
    st = match.state
    near = [table.hexes.hex_rect(h) for h in st.board.neighbours[st.players[0].pos]]
    for t, h in hex_targets(table)[::3]:
        drawn.clear()
        _hover(app, table, point_in(t))
        app.render()
        assert drawn and drawn[-1] is not None
        assert not drawn[-1].colliderect(table.hexes.hex_rect(h).inflate(-8, -8)), h
        assert not any(drawn[-1].colliderect(r.inflate(-8, -8)) for r in near), h


def test_ship_sprites_follow_the_colour_symbols_setting(app):
    """The sprite cache is keyed by the setting, so toggling it mid-game
    redraws the ships with or without symbols."""
    table = _table(app, build_match("captain", ["human", "normal", "normal"], seed=3))
    app.settings.colour_symbols = True
    with_symbols = table.art.ship(0, 40)
    app.settings.colour_symbols = False
    without = table.art.ship(0, 40)
    assert with_symbols is not without
    assert pygame.image.tobytes(with_symbols, "RGBA") != pygame.image.tobytes(without, "RGBA")
