"""The Star Cartel table scene: it draws every phase of 3-6 player games, its
hub targets are exactly the legal loads (with a reason on the others), clicks
apply, a person can play a whole game against bots with targets and prompt
buttons only, and nothing it draws comes from another seat's secret stash."""
from __future__ import annotations

import pygame
import pytest

from game.ai import decide, make_bot
from game.app import build_match
from game.games.star_cartel.rules import ChooseLargest, ChooseSmallest, Load, Stash
from game.games.star_cartel.rules.state import DELIVERY_STAGES, LOAD_STAGES
from game.scenes import table_scene_class
from game.scenes.results import ResultsScene
from game.games.star_cartel import texts
from game.games.star_cartel.table import StarCartelTable, plural
from tests.ui.conftest import non_blank

GAME = "star-cartel"


# ---------------------------------------------------------------- helpers


def new_match(players: int = 4, seed: int = 3, options=None):
    return build_match(GAME, ["human"] + ["normal"] * (players - 1), seed, options or {})


def advance(match, until, seed: int = 3, limit: int = 3000):
    """Let normal bots play every seat (the person's too) until `until(state)`."""
    bot = make_bot(GAME, "normal")
    for _ in range(limit):
        if until(match.state):
            return match
        assert not match.state.is_over, "the game ended before the wanted moment"
        match.apply(decide(match.state, bot, seed, len(match.steps)))
    raise AssertionError("the wanted moment never came")


def open_table(app, match, viewer=0) -> StarCartelTable:
    table = StarCartelTable(app, match, viewer=viewer, autoplay=False)
    app.push(table)
    return table


def hover(app, table, pos) -> None:
    app.mouse = tuple(pos)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0)))


def hub_targets(table):
    return [t for t in table.targets() if t.key and t.key[0] == "hub"]


def person_loading(state) -> bool:
    return state.to_act == 0 and state.stage in LOAD_STAGES


POINTS = {
    "start": lambda s: True,
    "mid": lambda s: s.turn >= 12,
    "person loading": person_loading,
    "delivery": lambda s: s.stage in DELIVERY_STAGES,
    "final round": lambda s: s.final_turn,
    "end": lambda s: s.is_over,
}


# ---------------------------------------------------------------- drawing


def test_registered_for_star_cartel():
    assert table_scene_class(GAME) is StarCartelTable


@pytest.mark.parametrize("point", list(POINTS))
def test_renders_a_four_player_game_at_every_phase(app, point):
    m = advance(new_match(4, seed=3), POINTS[point])
    table = open_table(app, m)
    assert non_blank(app.render())
    # every hover tooltip draws too
    for t in table.current_targets()[::3]:
        hover(app, table, t.rect.center)
        app.render()
    if point == "final round":
        assert "FINAL ROUND" in table.banner_note()
    if point == "start":
        assert table.banner_note() == ""


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 5, 6])
@pytest.mark.parametrize("point", ["start", "delivery", "end"])
def test_renders_other_player_counts(app, players, point):
    m = advance(new_match(players, seed=5), POINTS[point], seed=5)
    table = open_table(app, m)
    assert non_blank(app.render())
    assert len(table.board_view.fleet_rects) == players
    for r in table.board_view.fleet_rects:  # the fleet fits on the board
        assert table.board_rect.contains(r)


def test_renders_without_ship_abilities(app):
    m = advance(new_match(4, seed=2, options={"abilities": False}), POINTS["mid"], seed=2)
    table = open_table(app, m)
    assert non_blank(app.render())
    assert all("ability" not in line.lower() for s in range(4) for line in table.player_panel_lines(s))


def test_renders_without_the_art_files(app, monkeypatch):
    from game.ui.assets import Assets

    monkeypatch.setattr(Assets, "image", lambda self, *parts: None)
    app.assets._scaled.clear()
    app.assets._generated.clear()
    m = advance(new_match(4, seed=3), person_loading)
    open_table(app, m)
    assert non_blank(app.render())
    app.assets._scaled.clear()
    app.assets._generated.clear()


def test_spectator_view_renders(app):
    m = advance(new_match(4, seed=4), POINTS["mid"], seed=4)
    table = StarCartelTable(app, m, viewer=None, autoplay=False)
    app.push(table)
    table.refresh()
    assert non_blank(app.render())


# ---------------------------------------------------------------- targets


def test_hub_targets_are_exactly_the_legal_loads(app):
    m = advance(new_match(4, seed=3), person_loading)
    table = open_table(app, m)
    assert table.my_turn
    targets = hub_targets(table)
    hub = m.state.hub
    assert len(targets) == sum(len(col) for col in hub)  # one target per hub card
    offered = [a for t in targets if t.clickable for a in t.actions]
    legal_loads = [a for a in m.state.legal_actions() if isinstance(a, Load)]
    assert sorted(offered, key=repr) == sorted(legal_loads, key=repr)
    for t in targets:
        if not t.clickable:
            assert t.disabled, f"{t.key} is not loadable but gives no reason"
            assert not t.actions


def test_a_card_that_does_not_fit_says_it_would_overload(app):
    def too_big_in_reach(s):
        if not person_loading(s):
            return False
        free = s.ships[0].capacity - sum(c.size for c in s.holds[0])
        return any(col and col[0].size > free for col in s.hub)

    m = advance(new_match(4, seed=3), too_big_in_reach)
    table = open_table(app, m)
    s = m.state
    load, cap = sum(c.size for c in s.holds[0]), s.ships[0].capacity
    found = 0
    for t in hub_targets(table):
        _, c, r = t.key
        card = s.hub[c][r]
        if r == 0 and load + card.size > cap:
            # the rules' own reason (the table does not work it out again)
            assert t.disabled == f"That card would overload your ship: {load} + {card.size} > {cap}."
            found += 1
    assert found
    # clicking it explains instead of acting
    t = next(t for t in hub_targets(table) if t.disabled.startswith("That card would overload"))
    steps = len(m.steps)
    table.click(t.rect.center)
    assert len(m.steps) == steps
    assert any(t.disabled in toast[0] for toast in table.toasts)


def test_clicking_a_targets_centre_applies_its_action(app):
    m = advance(new_match(4, seed=3), person_loading)
    table = open_table(app, m)
    target = next(t for t in hub_targets(table) if t.clickable)
    steps = len(m.steps)
    assert table.click(target.rect.center)
    assert len(m.steps) == steps + 1
    assert m.steps[-1].action == target.actions[0]
    assert non_blank(app.render())


def test_delivery_choices_are_set_targets_and_prompt_buttons(app):
    def person_chooses(s):
        return s.to_act == 0 and s.stage in ("largest", "smallest", "stash", "extra_stash")

    m = advance(new_match(4, seed=3), person_chooses)
    table = open_table(app, m)
    assert non_blank(app.render())
    choice = (ChooseLargest, ChooseSmallest, Stash)
    offered = {a for t in table.targets() if t.clickable for a in t.actions}
    assert offered == {a for a in m.state.legal_actions() if isinstance(a, choice)}
    assert set(table.prompt_actions()) == set(m.state.legal_actions())  # keyboard/buttons too
    labels = [table.action_label(a) for a in table.prompt_actions()]
    assert all(labels) and len(set(labels)) == len(labels)
    target = next(t for t in table.targets() if t.clickable)
    table.click(target.rect.center)
    assert m.steps[-1].action == target.actions[0]


# ---------------------------------------------------------------- whole game


def _person_click(table) -> None:
    """Click the first legal thing: a board target, else a prompt button."""
    for t in table.current_targets():
        if t.clickable:
            table.click(t.rect.center)
            return
    for w in table.prompt_buttons():
        if w.enabled:
            table.click(w.rect.center)
            return
    raise AssertionError(f"no way forward; legal: {[a.label() for a in table.legal]}")


@pytest.mark.slow
@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_a_person_plays_a_whole_game_against_bots(app, speed):
    app.settings.animation_speed = speed
    m = new_match(4, seed=8)
    table = open_table(app, m)
    bot = make_bot(GAME, "normal")
    clicks = frames = 0
    while not m.state.is_over:
        assert len(m.steps) < 2000
        # let the animations of the last move play out (time is simulated)
        for i in range(200):
            if not table.anim.busy:
                break
            table.update(0.05)
            if i % 9 == 4:
                app.render()
                frames += 1
        assert not table.anim.busy
        steps = len(m.steps)
        if m.seats[m.state.to_act].is_bot:
            table.apply_action(decide(m.state, bot, m.seed, steps))
        else:
            assert table.my_turn
            _person_click(table)
            clicks += 1
            assert len(m.steps) == steps + 1, "a click did not take an action"
        # nothing stays hidden or overridden once the animations are done
    for _ in range(200):
        if not table.anim.busy:
            break
        table.update(0.05)
    assert not table.reveal, list(table.reveal.keys())
    assert clicks > 10
    if speed:
        assert frames > 20
    assert non_blank(app.render())
    table.click(table.prompt_buttons()[0].rect.center)  # "See the results"
    assert isinstance(app.top, ResultsScene)
    assert non_blank(app.render())


def test_undo_during_an_animation_leaves_a_clean_table(app):
    app.settings.animation_speed = 1.0
    m = advance(new_match(4, seed=3), person_loading)
    table = open_table(app, m)
    target = next(t for t in hub_targets(table) if t.clickable)
    table.click(target.rect.center)
    table.update(0.05)
    assert table.anim.busy and any(k[0] == "card" for k in table.reveal.keys())
    assert table.undo()
    assert not table.anim.busy and not table.reveal
    assert non_blank(app.render())


# ---------------------------------------------------------------- hidden information


class Secret(list):
    """A rival's stash: its size is public, its contents must never be read."""

    def _refuse(self, *a, **k):
        raise AssertionError("the table read another seat's secret stash")

    __iter__ = __getitem__ = __contains__ = __reversed__ = _refuse


def test_the_table_never_reads_another_seats_stash(app):
    m = advance(new_match(4, seed=3), lambda s: s.turn >= 20 and all(s.stashes[k] for k in range(1, 4)))
    s = m.state
    counts = [len(x) for x in s.stashes]
    for seat in range(1, 4):
        s.stashes[seat] = Secret(s.stashes[seat])
    table = open_table(app, m, viewer=0)
    table.refresh()
    app.render()
    for t in table.current_targets():
        hover(app, table, t.rect.center)
        app.render()
    surface = pygame.Surface((1920, 1080))
    for seat in range(4):
        table.player_panel_lines(seat)
        table.draw_player_panel(surface, pygame.Rect(0, 0, 380, 92), seat)  # no frame safety net here
        table.draw_player_panel(surface, pygame.Rect(0, 0, 380, 40), seat)
    # rivals: a count only; the viewer: its own cards
    for seat in range(1, 4):
        assert table.board_view.own_stash(seat) is None
        assert table.stash_text(seat) == f"{m.seats[seat].name}'s stash: {plural(counts[seat], 'card')}, face down."
        assert table.board_view.stash_count(seat) == counts[seat]
    mine = table.board_view.own_stash(0)
    assert sorted(c["id"] for c in mine) == sorted(c.id for c in s.stashes[0])
    # the viewer's stash panel opens with a click on its own stash chip
    table.click(table.board_view.stash_chip_rect(0).center)
    assert table.stash_panel.is_open
    app.render()
    table.click(table.board_view.stash_chip_rect(1).center)  # a rival's chip opens nothing
    assert not table.stash_panel.is_open


def test_a_rivals_stashed_set_is_not_named_to_others(app):
    m = advance(new_match(5, seed=3), lambda s: s.stage == "extra_stash" and s.to_act != 0, seed=3)
    table = open_table(app, m, viewer=0)
    app.render()
    rows = table.board_view.delivery_rows()
    stashed = [r for r in rows if r["role"] == "stashed"]
    assert stashed
    assert not table.board_view.own_delivery()
    assert all(texts.gone_text(r, table.board_view.own_delivery()) != "stashed" for r in stashed)
    assert all("stashed" not in table.delivery_row_tip(r).lower() for r in stashed)


# ---------------------------------------------------------------- QA polish


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_hold_counter_never_overlaps_the_hold_bar(app, players):
    table = open_table(app, new_match(players))
    board = table.board_view
    for cap in range(6, 17):
        for seat in range(players):
            table.view["ships"][seat] = dict(table.view["ships"][seat], capacity=cap)
        for seat in range(players):
            meter, counter, row = board.meter_rect(seat), board.counter_rect(seat), board.fleet_rects[seat]
            assert counter.x >= meter.right + 8, (cap, seat)
            assert row.contains(counter) and row.contains(meter)
            size = board.counter_size(meter.h)
            assert table.assets.text_size(f"{cap}/{cap}", size, True)[0] <= counter.w, (cap, seat)
        assert non_blank(app.render())


def test_a_size_one_card_keeps_its_number_in_a_big_hold(app):
    table = open_table(app, new_match(6))
    table.view["ships"][0] = dict(table.view["ships"][0], capacity=16)
    m = table.board_view.meter_rect(0)
    w = int(m.w / 16) - 2  # one unit of a 16-unit bar, as draw_meter makes it
    with_number = table.art.chip_surface("food", 1, w, m.h - 2, label="1")
    without = table.art.chip_surface("food", 1, w, m.h - 2, label="")
    assert w < m.h  # too narrow for icon and number together
    assert pygame.image.tobytes(with_number, "RGBA") != pygame.image.tobytes(without, "RGBA")


def test_a_bots_delivery_is_described_not_offered_for_clicks(app):
    def bot_chooses(s):
        return s.to_act not in (None, 0) and s.stage in ("largest", "smallest", "stash", "extra_stash")

    m = advance(new_match(4, seed=3), bot_chooses)
    table = open_table(app, m)
    assert not table.my_turn
    sets = [t for t in table.targets() if t.key and t.key[0] == "set"]
    assert sets
    for t in sets:
        assert not t.actions
        assert "Click" not in t.tooltip, t.tooltip


def test_a_persons_delivery_tooltips_say_what_a_click_does(app):
    def person_chooses(s):
        return s.to_act == 0 and s.stage in ("largest", "smallest", "stash", "extra_stash")

    m = advance(new_match(4, seed=3), person_chooses)
    table = open_table(app, m)
    clickable = [t for t in table.targets() if t.key and t.key[0] == "set" and t.clickable]
    assert clickable and all("Click" in t.tooltip for t in clickable)


def test_delivery_buttons_are_in_the_order_of_the_rows(app):
    def person_has_choices(s):
        return (s.to_act == 0 and s.stage in ("largest", "smallest", "stash", "extra_stash")
                and sum(isinstance(a, (ChooseLargest, ChooseSmallest, Stash)) for a in s.legal_actions()) >= 2)

    m = advance(new_match(4, seed=5), person_has_choices)
    table = open_table(app, m)
    rows = [r["kind"] for r in table.board_view.delivery_rows()]
    kinds = [a.kind for a in table.prompt_actions() if isinstance(a, (ChooseLargest, ChooseSmallest, Stash))]
    assert len(kinds) >= 2
    assert kinds == [k for k in rows if k in kinds]
    assert set(table.prompt_actions()) == set(m.state.legal_actions())


def test_price_labels_stay_in_their_own_price_row(app):
    """Play test 3: a "-1" for Crystals rose into the Medicine row above it.
    Play test 4: "CRASH!" lay over the Weapons row's name."""
    from game.games.star_cartel.rules import TYPES

    table = open_table(app, new_match(4))
    board = table.board_view.cartel_rect
    for i, kind in enumerate(TYPES):
        row = table.board_view.track_row_rect(i)
        first_cell = table.board_view.cell_rect(i, 1)
        for pos in range(1, 10):
            for label, crash in (("+2", False), ("+1", False), ("-1", False), ("±0", False), ("CRASH!", True)):
                (x, y), rise = table.motion.price_label_spot(kind, pos, label, crash)
                w, h = table.assets.text_size(label, table.motion.PRICE_LABEL_SIZE, True)
                for yy in (y, y - rise):  # where it starts and where it ends its rise
                    r = pygame.Rect(0, 0, w + 20, h + 6)  # on its plate
                    r.center = (round(x), round(yy))
                    assert board.contains(r), (kind, pos, label, r, board)
                    assert row.top - 1 <= r.top and r.bottom <= row.bottom + 1, (kind, pos, label, r, row)
                    assert r.left >= first_cell.left - 4, (kind, pos, label, "over the row's name")


def test_refilled_cards_land_quickly_inside_the_hub(app):
    from game.ui.anim import Move

    app.settings.animation_speed = 1.0
    m = advance(new_match(4, seed=3), lambda s: s.to_act == 0 and s.stage in LOAD_STAGES and s.turn >= 3)
    table = open_table(app, m)
    # the person loads until the turn ends (a refill), bots stay still
    for _ in range(6):
        if m.state.to_act != 0:
            break
        before = len(m.steps)
        target = next(t for t in table.current_targets() if t.clickable)
        table.click(target.rect.center)
        assert len(m.steps) == before + 1
        if any(e.event.kind == "refill" for e in table.log if e.step == len(m.steps) - 1):
            break
    events = [e.event for e in table.log if e.step == len(m.steps) - 1]
    refill = [x.get("card") for e in events if e.kind == "refill" for x in e.data.get("cards") or []]
    assert refill, "the turn ended without a refill"
    hub = table.board_view.hub_rect.inflate(0, 2 * table.motion.REFILL_DROP + 20)
    moves = [a for a in table.anim.items if isinstance(a, Move) and tuple(a.fade) == (0, 255)]
    assert len(moves) == len([c for c in refill if ("card", c) in table.reveal])
    for a in moves:
        assert hub.collidepoint(a.a) and hub.collidepoint(a.b)
        assert a.delay + a.duration <= 1.0
    for _ in range(200):
        table.update(1 / 30)
        if not table.reveal:
            break
    assert not table.reveal
