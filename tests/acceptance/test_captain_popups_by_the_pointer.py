"""Play test 7 (Captain of the Stars): the "Fly to ...?" question opened
far below the click (shot120), and a hex's tooltip opened 60-80 px below
the pointer over the person's own pieces (shot109/117)."""
from __future__ import annotations

from game.ui import tooltip
from tests.acceptance.conftest import start_game_at


def _reach(rect, pointer) -> float:
    dx = max(rect.left - pointer[0], 0, pointer[0] - rect.right)
    dy = max(rect.top - pointer[1], 0, pointer[1] - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5


def _my_turn_with_far_hexes(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"],
                          lambda st: st.to_act == 0 and st.mode == "turn" and st.round >= 3
                          and any(p.steps >= 2 for p in st.reachable().values()), seed=2)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    return person, table


def test_the_fly_question_opens_beside_the_click_off_the_path(open_app):
    person, table = _my_turn_with_far_hexes(open_app)
    far = table.flight.far_paths()
    inner = table.map_rect.inflate(-160, -160)
    for h in sorted(far, key=lambda h: -far[h].steps):
        x, y = table.hexes.hex_center(h)
        if not inner.collidepoint(x, y):
            continue
        pointer = (round(x), round(y))
        person.click(pointer)
        title = person.wait_for_text("Fly to", seconds=3)
        box = person.app.top.chooser.popup["rect"]
        assert box.contains(title.rect)
        assert _reach(box, pointer) <= table.hexes.hex_rect(h).h, (tuple(box), pointer)
        path = [table.state.players[0].pos] + [(m.q, m.r) for m in far[h].moves]
        for step in path:
            centre = table.hexes.hex_center(step)
            assert not box.collidepoint(centre), (step, tuple(box))
        return
    raise AssertionError("no far hex inside the map")


def test_a_hexs_tooltip_opens_next_to_the_pointer_beside_the_ship(open_app):
    person, table = _my_turn_with_far_hexes(open_app)
    st = table.state
    ship = st.players[0].pos
    checked = 0
    for h in st.board.neighbours[ship]:
        x, y = table.hexes.hex_center(h)
        if not table.map_rect.inflate(-200, -200).collidepoint(x, y):
            continue
        pointer = (round(x), round(y))
        person.move(pointer)
        person.wait(tooltip.SHOW_DELAY + 0.1)
        shown = person.app.tooltips.shown
        assert shown is not None, person.screen.texts()
        assert _reach(shown, pointer) <= table.hexes.hex_rect(h).h, (h, tuple(shown), pointer)
        checked += 1
    assert checked >= 2


def test_a_right_click_menu_leaves_its_hex_in_sight(open_app):
    """Play test 9 (shot192, shot199): the right-click choices sat on top of the hex they were about."""
    from game.games.captain.rules import actions as A

    person = open_app(bot_pace=0.0, animation_speed=0.0)

    def beside_a_rival(st):  # the person's ship moved beside a rival's settlement: attack it, or move there
        if not (st.to_act == 0 and st.mode == "turn" and st.actions >= 2):
            return False
        board, ships = st.board, {p.pos for p in st.players}
        for h, (owner, _health) in st.settlements.items():
            free = [n for n in board.neighbours[h] if n not in ships and n not in st.settlements
                    and n not in board.federation]
            if owner != 0 and free:
                st.players[0].pos = free[0]
                st._legal = None
                legal = st.legal_actions()
                return any(type(a) is A.AttackSettlement and (a.q, a.r) == h for a in legal)
        return False

    table = start_game_at(person, "captain", ["human", "normal", "normal"], beside_a_rival, seed=2)
    person.wait_until(lambda: table.my_turn and person.screen.find("End turn"), seconds=30, why="not my turn")
    targets = [t for t in table.current_targets() if t.other_choices > 0 and t.rect is not None]
    assert targets, "no hex with a right-click menu"
    t = targets[0]
    person.click(t.rect.center, button=3)
    person.frames(3)
    popup = person.app.top.chooser.popup
    assert popup is not None, person.screen.texts()
    box = popup["rect"]
    assert not box.colliderect(t.rect.inflate(-t.rect.w // 5, -t.rect.h // 5)), (tuple(box), tuple(t.rect))
    assert _reach(box, t.rect.center) <= t.rect.h * 1.5, (tuple(box), tuple(t.rect))
