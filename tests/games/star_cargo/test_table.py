"""The Star Cargo table scene: drawing at every stage of 2-4 player games,
targets that offer exactly the legal actions (and explain the rest), clicks,
a whole game played by a person with the mouse against bots, animations, and
the secret score piles."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from game.app import build_match
from game.games.star_cargo.rules import ChoosePlanet, Discover, Move, PickUp, Sell
from game.scenes import table_scene_class
from game.games.star_cargo.art import HOLD_H, HOLD_W
from game.games.star_cargo.table import StarCargoTable
from game.games.star_cargo.texts import cap as _cap
from tests.ui.clicker import clickable_points, point_in
from tests.ui.conftest import non_blank


# ---------------------------------------------------------------- helpers
def _match(players: int, seed: int, person_seats=(0,)):
    kinds = ["human" if i in person_seats else "normal" for i in range(players)]
    return build_match("star-cargo", kinds, seed=seed)


def _advance(match, steps: int | None, rng: random.Random, stop=None) -> None:
    """Random legal decisions (for every seat) straight on the match."""
    i = 0
    while not match.state.is_over and (steps is None or i < steps):
        if stop is not None and stop(match.state):
            return
        match.apply(rng.choice(match.state.legal_actions()))
        i += 1


def _table(app, match, viewer=0) -> StarCargoTable:
    table = StarCargoTable(app, match, viewer=viewer, autoplay=False)
    app.push(table)
    return table


def _hover(table, pos) -> None:
    table.app.mouse = tuple(pos)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0)))


def _planet_targets(table):
    return {t.key[1]: t for t in table.current_targets() if t.key and t.key[0] == "planet"}


def _bank_targets(table):
    return {t.key[1]: t for t in table.current_targets() if t.key and t.key[0] == "bank"}


def _render_everything(app, table) -> None:
    """Render, then hover every target (tooltips) and render again."""
    assert non_blank(app.render())
    for t in list(table.current_targets()):
        p = point_in(t)
        if p is not None:
            _hover(table, p)
            assert table.hover_target is not None
            app.render()
    _hover(table, (5, 5))


# ---------------------------------------------------------------- registration and drawing
def test_registered_for_star_cargo():
    assert table_scene_class("star-cargo") is StarCargoTable


# three players in the fast tier; two and four (the same drawing, other seats) in the full suite
@pytest.mark.parametrize("players", [pytest.param(2, marks=pytest.mark.slow), 3, pytest.param(4, marks=pytest.mark.slow)])
def test_renders_setup_mid_and_end(app, players):
    rng = random.Random(players)
    m = _match(players, seed=40 + players)
    table = _table(app, m)
    # setup: nobody has chosen yet, then halfway through the choices
    _render_everything(app, table)
    _advance(m, players // 2, rng)
    table.refresh()
    _render_everything(app, table)
    # mid game: a few turns after setup, and again later
    for steps in (players + 6, 30):
        _advance(m, steps, rng)
        table.refresh()
        _render_everything(app, table)
    # the end
    _advance(m, None, rng)
    table.refresh()
    assert m.state.is_over
    _render_everything(app, table)
    # the scores are revealed at the end: every panel shows a total
    for seat in range(players):
        assert any("point" in line for line in table.player_panel_lines(seat))


def test_renders_as_a_spectator_and_during_animations(app):
    app.settings.animation_speed = 1.0
    rng = random.Random(5)
    m = _match(3, seed=5, person_seats=(0, 1, 2))
    table = _table(app, m, viewer=None)
    table.curtain.for_seat = None
    for _ in range(60):
        if m.state.is_over:
            break
        table.apply_action(rng.choice(table.legal))
        for _ in range(4):  # a few frames into the animations
            table.update(0.12)
            app.render()
        table.anim.finish_all()
    app.render()


# ---------------------------------------------------------------- targets
def _check_targets(table) -> None:
    state = table.state
    legal = set(table.legal)
    offered = [a for t in table.current_targets() if t.clickable for a in t.actions]
    assert len(offered) == len(set(offered)), "an action is offered by two targets"
    buttons = {a for a in table.prompt_items() if not hasattr(a, "on_click")}
    assert set(offered) | buttons == legal, (sorted(map(str, (set(offered) | buttons) ^ legal)))
    here = state.ships[state.current] if state.phase_name == "play" else -1
    here_id = state.cat.planets[here].id if here >= 0 else None
    for pid, t in _planet_targets(table).items():
        if t.clickable:
            assert t.tooltip.count("Click:") == 1
            continue
        assert t.disabled, f"{pid}: neither clickable nor explained"
        if state.phase_name == "setup":
            assert t.disabled == _cap(state.why_illegal(ChoosePlanet(pid)))
        elif pid == here_id:
            assert "Can't pick up" in t.disabled and "Can't sell" in t.disabled
            assert state.why_illegal(PickUp()) in t.disabled and state.why_illegal(Sell()) in t.disabled
        else:
            assert t.disabled == _cap(state.why_illegal(Move(pid)))
    for pid, t in _bank_targets(table).items():
        a = ChoosePlanet(pid) if state.phase_name == "setup" else Discover(pid)
        if a in legal:
            assert t.actions == (a,) and not t.disabled
        else:
            assert t.disabled == _cap(state.why_illegal(a))
    # nothing clickable when it is not this person's turn
    for t in table.current_targets():
        if t.actions:
            assert table.my_turn


@pytest.mark.parametrize("players", [2, 3, 4])
def test_targets_offer_exactly_the_legal_actions(app, players):
    rng = random.Random(100 + players)
    m = _match(players, seed=100 + players)
    table = _table(app, m)
    checked = 0
    seen = set()
    while not m.state.is_over and checked < 120:
        table.refresh()
        if table.my_turn:
            _check_targets(table)
            checked += 1
            seen.update(type(a).__name__ for a in table.legal)
        else:
            assert not any(t.clickable for t in table.current_targets())
        m.apply(rng.choice(m.state.legal_actions()))
    assert checked >= 10
    assert {"ChoosePlanet", "Move", "Discover", "PickUp"} <= seen


def test_disabled_targets_explain_in_words(app):
    m = _match(2, seed=3)
    rng = random.Random(3)
    _advance(m, 2, rng)  # setup done: player 1 to act
    table = _table(app, m)
    assert table.my_turn
    st = m.state
    here = st.cat.planets[st.ships[0]]
    same = [p for p in st.cat.planets if p.colour.index == here.colour.index and p.id != here.id]
    bank = _bank_targets(table)
    t = bank[same[0].id] if same[0].id in bank else _planet_targets(table)[same[0].id]
    assert not t.clickable and "same colour" in t.disabled
    before = len(m.steps)
    table.click(point_in(t))
    assert len(m.steps) == before
    assert table.toasts and table.toasts[-1][0] == t.disabled
    # the tooltip says it too
    _hover(table, point_in(t))
    assert table.hover_target is t


def test_sell_where_the_suit_does_not_match_is_explained(app):
    m = _match(2, seed=21)
    rng = random.Random(21)

    def mismatch(st):
        seat = st.current
        return (st.phase_name == "play" and seat == 0 and st.holds[0] >= 0 and st.origins[0] != st.ships[0]
                and st.under[st.ships[0]] >= 0
                and st.cat.suit_of[st.under[st.ships[0]]] != st.cat.suit_of[st.holds[0]])

    _advance(m, 400, rng, stop=mismatch)
    if not mismatch(m.state):
        pytest.skip("no such position in this seed")
    table = _table(app, m)
    t = _planet_targets(table)[m.state.cat.planets[m.state.ships[0]].id]
    text = t.disabled or t.tooltip
    assert "buys" in text and "Can't sell" in text


# ---------------------------------------------------------------- clicks
def test_setup_by_clicking_bank_planets(app):
    m = _match(3, seed=9, person_seats=(0, 1, 2))
    table = _table(app, m)
    for seat in range(3):
        if table.curtain_for is not None:
            table.lift_curtain()
        bank = _bank_targets(table)
        pid = sorted(bank)[seat]
        table.click(bank[pid].rect.center)
        assert m.state.ships[seat] == m.state.cat.planet_index[pid]
    assert m.state.phase_name == "play"


def test_clicking_a_planet_centre_flies_or_discovers(app):
    m = _match(2, seed=12)
    rng = random.Random(12)
    _advance(m, 2, rng)
    table = _table(app, m)
    # discover a bank planet of another colour
    bank = _bank_targets(table)
    pid = next(p for p, t in bank.items() if t.clickable)
    table.click(bank[pid].rect.center)
    assert m.state.cat.planets[m.state.ships[0]].id == pid
    assert pid in [p["id"] for p in table.view["planets"]]
    # the bot seat moves; then fly back to a planet in play by clicking its chip centre
    m.apply(rng.choice(m.state.legal_actions()))
    table.refresh()
    targets = _planet_targets(table)
    moves = [t for t in targets.values() if t.clickable and isinstance(t.actions[0], Move)]
    assert moves
    dest = moves[0].actions[0].planet
    table.click(moves[0].rect.center)
    assert m.state.cat.planets[m.state.ships[0]].id == dest


def test_clicking_your_own_planet_picks_up_or_sells(app):
    rng = random.Random(33)
    m = _match(2, seed=33)
    done = {"PickUp": False, "Sell": False}
    table = _table(app, m)
    for _ in range(600):
        if m.state.is_over or all(done.values()):
            break
        table.refresh()
        if not table.my_turn or m.state.phase_name != "play":
            m.apply(rng.choice(m.state.legal_actions()))
            continue
        here = m.state.cat.planets[m.state.ships[0]].id
        t = _planet_targets(table)[here]
        wanted = [a for a in t.actions if not done[type(a).__name__]]
        if not wanted:
            table.take(rng.choice(table.legal))
            continue
        a = wanted[0]
        n = len(m.steps)
        if a == t.actions[0]:  # one click sells when it can (it never jettisons) ...
            table.click(t.rect.center)
        else:  # ... and a right-click offers both
            assert "Right-click for 1 other choice" in table.board.tooltip(t) and isinstance(t.actions[0], Sell)
            table.click(t.rect.center, button=3)
            assert table.popup is not None and set(table.popup["actions"]) == set(t.actions) and len(m.steps) == n
            labels = [b.label for b in table.popup["buttons"]]
            b = table.popup["buttons"][labels.index(table.action_label(a))]
            table.click(b.rect.center)
        assert len(m.steps) == n + 1 and m.steps[-1].action == a
        done[type(a).__name__] = True
    assert all(done.values()), done


def test_pick_up_and_sell_are_also_prompt_buttons(app):
    rng = random.Random(8)
    m = _match(2, seed=8)
    _advance(m, 2, rng)
    table = _table(app, m)
    assert table.my_turn
    # Sell first, then Pick up, always (a greyed-out button when not possible now)
    acts = [a for a in (Sell(), PickUp()) if a in table.legal]
    buttons = {getattr(b, "action", None): b for b in table.prompt_buttons()}
    assert len(table.prompt_buttons()) == 2
    for a in acts:
        assert buttons[a].label.split("  ", 1)[-1] == table.action_label(a)
        assert "Pick up the" in table.action_label(a) or "Sell your" in table.action_label(a)


@pytest.mark.slow
def test_a_person_plays_a_whole_game_with_the_mouse_against_bots(app):
    m = build_match("star-cargo", ["human", "easy", "normal"], seed=77)
    table = StarCargoTable(app, m)
    app.push(table)
    rng = random.Random(77)
    clicks = frames = 0
    while not m.state.is_over:
        assert clicks < 3000 and frames < 200000
        if table.my_turn and table.curtain_for is None:
            if table.confirm is not None:  # "jettison better cargo?": either answer
                table.click(rng.choice(table.confirm_dialog.buttons).rect.center)
            elif table.popup is not None:
                table.click(rng.choice(table.popup["buttons"]).rect.center)
            else:
                points = clickable_points(table)
                assert points, [a.label() for a in table.legal]
                table.click(rng.choice(points))
            clicks += 1
        else:
            app.step(1 / 60)
            frames += 1
            time.sleep(0.0005)
    assert any(s.seat == 0 for s in m.steps) and any(s.seat != 0 for s in m.steps)
    assert non_blank(app.render())
    from game.scenes.results import ResultsScene

    table.update(StarCargoTable.END_DELAY + 0.5)
    assert app.top is table  # the final board stays until the person asks for the results
    table.click(table.prompt_buttons()[0].rect.center)  # "See the results"
    assert isinstance(app.top, ResultsScene)


# ---------------------------------------------------------------- secrets
def _surface_bytes(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.slow
def test_another_seats_score_pile_is_never_drawn(app):
    rng = random.Random(4)
    m = _match(3, seed=4)

    def others_sold(st):
        return st.phase_name == "play" and st.current == 0 and len(st.piles[1]) >= 2 and len(st.piles[2]) >= 1

    _advance(m, 3000, rng, stop=others_sold)
    assert others_sold(m.state), "the seed should reach a position where the others have sold"
    table = _table(app, m)

    def picture_and_tips():
        table.refresh()
        pic = _surface_bytes(app.render())
        tips = []
        for t in table.current_targets():
            p = point_in(t)
            _hover(table, p)
            tips.append((t.key, t.tooltip, t.disabled))
            pic += _surface_bytes(app.render())
        _hover(table, (5, 5))
        lines = [table.player_panel_lines(s) for s in range(3)]
        return pic, tips, lines

    before = picture_and_tips()
    # swap the other seats' hidden piles for different cargo (same sizes)
    st = m.state
    for seat in (1, 2):
        n = len(st.piles[seat])
        cargo = [c for c in st.deck if not st.cat.is_colony[c]]
        assert len(cargo) >= n
        swap = cargo[:n]
        for c in swap:
            st.deck.remove(c)
        st.deck.extend(st.piles[seat])
        st.piles[seat] = swap
    assert st.score_of(1) != 0
    after = picture_and_tips()
    assert before[1] == after[1]
    assert before[2] == after[2]
    assert before[0] == after[0], "something drawn depends on another seat's secret score pile"
    # the viewer's own total is shown, the others' are not
    own = " ".join(table.player_panel_lines(0))
    assert "Your total" in own
    for seat in (1, 2):
        text = " ".join(table.player_panel_lines(seat))
        assert "point" not in text and "total" not in text.lower()


def test_other_seats_sales_fly_face_down(app):
    app.settings.animation_speed = 1.0
    rng = random.Random(6)
    m = _match(2, seed=6)

    def bot_can_sell(st):
        return st.phase_name == "play" and st.current == 1 and any(isinstance(a, Sell) for a in st.legal_actions())

    _advance(m, 3000, rng, stop=bot_can_sell)
    assert bot_can_sell(m.state)
    table = _table(app, m)
    table.apply_action(Sell())
    back = table.art.card_surface(None, HOLD_W, HOLD_H)
    moving = [a for a in table.anim.items if hasattr(a, "surf")]
    assert moving and all(a.surf is back for a in moving)
    assert ("pile", 1) in table.reveal


# ---------------------------------------------------------------- animations
def test_events_animate_and_hide_what_is_in_flight(app):
    app.settings.animation_speed = 1.0
    rng = random.Random(2)
    m = _match(2, seed=2)
    _advance(m, 2, rng)
    table = _table(app, m)
    bank = _bank_targets(table)
    pid = next(p for p, t in bank.items() if t.clickable)
    table.click(bank[pid].rect.center)  # discover: chip, card and ship animate
    assert table.anim.busy
    assert ("planet", pid) in table.reveal and ("ship", 0) in table.reveal and ("card", pid) in table.reveal
    for _ in range(100):
        app.render()
        table.anim.update(0.05)
        if not table.anim.busy:
            break
    assert not table.anim.busy
    assert not table.reveal
    # speed 0: everything lands at once
    app.settings.animation_speed = 0.0
    m.apply(rng.choice(m.state.legal_actions()))
    table.refresh()
    table.take(next(a for a in table.legal if isinstance(a, (Move, Discover))))
    assert not table.anim.busy and not table.reveal


def test_undo_clears_animations(app):
    app.settings.animation_speed = 1.0
    rng = random.Random(14)
    m = _match(2, seed=14)
    _advance(m, 2, rng)
    table = _table(app, m)
    moves = [t for t in _planet_targets(table).values() if t.clickable and isinstance(t.actions[0], Move)]
    if not moves:
        pytest.skip("no plain move in this seed")
    table.click(moves[0].rect.center)
    assert table.anim.busy
    assert table.undo()
    assert not table.anim.busy and not table.reveal
    app.render()


def test_hovering_a_ship_tells_about_its_planet(app):
    m = _match(2, seed=31)
    _advance(m, 6, random.Random(31))
    table = _table(app, m)
    for seat, pos in table.board_view.ship_positions().items():
        _hover(table, pos)
        pid = table.view["ships"][seat]
        assert table.hover_target is not None and table.hover_target.key == ("planet", pid)
        assert table.seat_name(seat) in table.hover_target.tooltip


@pytest.mark.parametrize("extra", [0, 6, 14, 30])
def test_the_fly_hint_stays_inside_the_prompt_bar(app, extra):
    """However wide the buttons, "…or click a highlighted planet" fits in the
    prompt bar (wrapped or shortened), or is left out."""

    class LongLabels(StarCargoTable):
        def action_label(self, action):
            return super().action_label(action) + " " + "x" * extra

    rng = random.Random(4)
    m = _match(2, seed=4)
    _advance(m, None, rng, stop=lambda s: s.to_act == 0 and s.phase() == "Trading"
             and sum(isinstance(a, (PickUp, Sell)) for a in s.legal_actions()) >= 2)
    table = LongLabels(app, m, viewer=0, autoplay=False)
    app.push(table)
    assert table.my_turn and len(table.prompt_buttons()) >= 2
    assert non_blank(app.render())
    got = table.prompt_hint_layout()
    if got is None:
        return
    lines, size, area = got
    assert table.prompt_rect.contains(area)
    last = max(w.rect.right for w in table.prompt_buttons())
    assert area.x > last
    assert len(lines) * (size + 2) <= area.h
    for line in lines:
        assert table.assets.text_size(line, size)[0] <= area.w or size <= 16


# ---------------------------------------------------------------- Enter never jettisons (issue 43)
def test_enter_in_the_jettison_dialog_keeps_the_cargo(app):
    from tests.games.star_cargo.test_pick_up_words import _costly, _find

    m = _find(_costly)
    table = StarCargoTable(app, m, viewer=0, autoplay=False)
    app.push(table)
    old, n = m.state.holds[0], len(m.steps)
    pick = next(b for b in table.prompt_buttons() if getattr(b, "action", None) == PickUp())
    number = int(pick.label.split()[0])
    for k in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + number, mod=0))
        assert table.confirm == PickUp()
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))
        assert table.confirm is None and len(m.steps) == n and m.state.holds[0] == old
    table.take(PickUp())
    table.click(table.confirm_dialog.buttons[0].rect.center)  # only a click on Yes throws it away
    assert len(m.steps) == n + 1 and old in m.state.discard
