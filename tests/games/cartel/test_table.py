"""The Cartel table: it draws every moment of a game, a road card is picked
up, turned and laid with the turn shown, Agents are picked up and moved,
hover texts name cards, spaces and costs, the camera pans and zooms and
follows the growing city, and the score preview shows only what the view
gives."""
from __future__ import annotations

import random

import pygame
import pytest

import game.games.cartel.rules  # noqa: F401  (registers "cartel" while the menu does not list it)
from game.app import build_match
from game.games.cartel import texts as T
from game.games.cartel.table import CartelTable
from tests.ui.conftest import non_blank

GAME = "cartel"


def new_match(players: int = 3, seed: int = 3):
    return build_match(GAME, ["human"] + ["normal"] * (players - 1), seed, {})


def advance(match, until, seed: int = 3, limit: int = 4000):
    """Seeded random play for every seat until `until(state)`."""
    rng = random.Random(seed)
    for _ in range(limit):
        if until(match.state):
            return match
        assert not match.state.is_over, "the game ended before the wanted moment"
        match.apply(rng.choice(match.state.legal_actions()))
    raise AssertionError("the wanted moment never came")


def late_match(players: int = 3, seed: int = 3, back: int = 1):
    """The match `back` decisions before a seeded random game ends (its biggest city)."""
    m = advance(new_match(players, seed), lambda s: s.is_over, seed)
    actions = [st.action for st in m.steps]
    late = new_match(players, seed)
    for a in actions[:-back]:
        late.apply(a)
    return late


def open_table(app, match) -> CartelTable:
    seat = match.state.to_act if match.state.to_act is not None else 0
    for i, s in enumerate(match.seats):
        s.kind = "human" if i == seat else "normal"
    table = CartelTable(app, match, viewer=seat, autoplay=False)
    app.reset(table)
    return table


def hover(app, table, pos) -> None:
    app.mouse = tuple(pos)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0)))


def kinds(table, name):
    return [a for a in table.legal if type(a).__name__ == name]


def hand_target(table, card):
    return next(t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "hand"
                and t.key[2] == card)


def cell_center(table, cell):
    return table.board_view.city_view.shape(table.board_view.city(), cell).center


# ---------------------------------------------------------------- drawing

MOMENTS = {
    "setup": lambda s: True,
    "early": lambda s: s.stage == "action" and len(s.buildings) >= 3,
    "end": lambda s: s.is_over,
}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("moment", list(MOMENTS) + ["late"])
def test_renders_every_moment(app, players, moment):
    m = late_match(players) if moment == "late" else advance(new_match(players), MOMENTS[moment])
    table = open_table(app, m)
    surf = app.render()
    assert non_blank(surf)
    # the city is inside the map view at the fitted zoom
    city = table.board_view.city()
    for cell in city.cells():
        assert table.map_rect.colliderect(table.board_view.city_view.shape(city, cell))


def test_every_floor_has_its_card_colour_and_letter():
    for kind in ("anniewares", "toptech", "groundhog", "double_down", "neue_news", "skyline", "manned",
                 "shelfcorp", "laundromat", "security", "consulting"):
        colour, letter = T.look(kind)
        assert letter and letter != "!"
    looks = {T.look(k) for k in ("shelfcorp", "laundromat", "security", "consulting")}
    assert len(looks) == 4  # the specials printed with "!" still differ


# ---------------------------------------------------------------- roads


def _road_moment(s):
    if s.stage != "action" or s.to_act is None:
        return False
    roads = [a for a in s.legal_actions() if type(a).__name__ == "Road"]
    # a spot where the road can lie in more than one way
    by_cell = {}
    for a in roads:
        by_cell.setdefault((a.card, a.x, a.y), set()).add(a.rot)
    return any(len(r) > 1 for r in by_cell.values())


def test_a_road_is_picked_up_turned_and_laid_as_previewed(app):
    table = open_table(app, advance(new_match(3, seed=5), _road_moment, seed=5))
    by_cell = {}
    for a in kinds(table, "Road"):
        by_cell.setdefault((a.card, a.x, a.y), []).append(a)
    (card, x, y), acts = next((k, v) for k, v in by_cell.items() if len(v) > 1)
    # road spots are not clickable before the card is picked up
    assert not any(t.key == ("cell", (x, y)) and any(type(a).__name__ == "Road" for a in t.actions)
                   for t in table.current_targets())
    table.click(hand_target(table, card).rect.center)
    assert table.holding.held == ("card", card)
    hover(app, table, cell_center(table, (x, y)))
    first = table.holding.road_action((x, y))
    marks, preview, _ = table.board_view.board_marks()
    assert preview is not None and preview[0] == (x, y)
    shape = T.content().roads[card]
    assert preview[1] == tuple(sorted(shape.exits_at(first.rot)))
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0))
    turned = table.holding.road_action((x, y))
    assert turned.rot != first.rot and turned in acts
    _, preview2, _ = table.board_view.board_marks()
    assert preview2[1] == tuple(sorted(shape.exits_at(turned.rot)))
    steps = len(table.match.steps)
    table.click(cell_center(table, (x, y)))
    assert len(table.match.steps) == steps + 1
    assert table.match.steps[-1].action == turned
    assert table.holding.held is None


def test_put_back_and_escape_drop_a_held_card(app):
    table = open_table(app, advance(new_match(3, seed=5), _road_moment, seed=5))
    card = kinds(table, "Road")[0].card
    table.click(hand_target(table, card).rect.center)
    assert table.holding.held is not None
    labels = [it.label for it in table.prompt_items() if not hasattr(it, "x")]
    assert any("Put back" in str(label) for label in labels)
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert table.holding.held is None


# ---------------------------------------------------------------- building


def _build_on_top(s):
    return s.stage == "action" and any(type(a).__name__ == "Build" and (a.x, a.y) in s.buildings
                                       for a in s.legal_actions())


def test_a_held_business_shows_the_rules_cost_on_hover_and_builds_there(app):
    table = open_table(app, advance(new_match(3, seed=7), _build_on_top, seed=7))
    a = next(a for a in kinds(table, "Build") if (a.x, a.y) in table.state.buildings)
    table.click(hand_target(table, a.card).rect.center)
    hover(app, table, cell_center(table, (a.x, a.y)))
    cost = table.state.build_cost(a.card, (a.x, a.y))
    _, _, labels = table.board_view.board_marks()
    assert labels[(a.x, a.y)] == ("free" if cost == 0 else f"cost {cost}")
    assert table.hover_target is not None and f"{T.plural(cost, 'card')}" in table.hover_target.tooltip
    table.click(cell_center(table, (a.x, a.y)))
    assert table.match.steps[-1].action == a


def test_hover_texts_name_cards_and_spaces(app):
    table = open_table(app, advance(new_match(3, seed=7), _build_on_top, seed=7))
    hand = table.view["hand"]
    t = hand_target(table, hand[0])
    assert T.name(hand[0]) in t.tooltip and T.card_info(hand[0]).placed in t.tooltip
    cell, floors = next(iter(table.state.buildings.items()))
    tip = table.cell_hints.cell_tip(cell)
    assert T.name(floors[-1]) in tip and "floor" in tip
    assert "Building on top costs" in tip or "costs" in tip
    road = next(iter(table.state.roads))
    assert "road" in table.cell_hints.cell_tip(road).lower() or "T-junction" in table.cell_hints.cell_tip(road)
    deck = next(t for t in table.current_targets() if t.key == "deck")
    assert str(table.view["deck"]) in deck.tooltip


# ---------------------------------------------------------------- agents


def _move_moment(s):
    return s.stage == "action" and any(type(a).__name__ == "Move" for a in s.legal_actions())


def test_agents_are_picked_up_and_moved_to_a_lit_space(app):
    table = open_table(app, advance(new_match(3, seed=4), _move_moment, seed=4))
    m = kinds(table, "Move")[0]
    origin = next(t for t in table.current_targets() if t.key == ("from", (m.x, m.y), "Move"))
    assert set(kinds(table, "Move")) >= set(origin.actions)
    table.click(cell_center(table, (m.x, m.y)))
    assert table.holding.held == ("agents", (m.x, m.y), "Move")
    marks, _, _ = table.board_view.board_marks()
    dests = {(a.tx, a.ty) for a in table.holding.actions()}
    assert {c for c, s in marks.items() if s in ("move", "bridge")} == dests
    mine = {c for c in dests if table.state.agents_at(c)[table.to_act]}
    assert {c for c, s in marks.items() if s == "bridge"} == mine  # own Agents: spaces to pass through
    assert marks[(m.x, m.y)] == "from"
    choices = [a for a in table.holding.actions() if (a.tx, a.ty) == (m.tx, m.ty)]
    table.click(cell_center(table, (m.tx, m.ty)))
    if len(choices) == 1:
        assert table.match.steps[-1].action == choices[0]
    else:  # how many Agents: a chooser of exactly those moves
        assert table.popup is not None and set(table.popup["actions"]) == set(choices)


# ---------------------------------------------------------------- camera


def test_wheel_zooms_about_the_mouse_drag_pans_and_fit_comes_back(app):
    table = open_table(app, advance(new_match(3), MOMENTS["early"]))
    cam = table.camera
    size0 = cam.size
    pos = table.map_rect.center[0] + 120, table.map_rect.center[1] + 40
    hover(app, table, pos)
    before = cam.to_world(*pos)
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert cam.size > size0
    after = cam.to_world(*pos)
    assert abs(after[0] - before[0]) < 1e-6 and abs(after[1] - before[1]) < 1e-6
    c0 = cam.center
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 80, pos[1]), rel=(80, 0), buttons=(0, 0, 1)))
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(pos[0] + 80, pos[1]), button=3))
    assert cam.center[0] < c0[0]
    table.click(table.board_view.zoom_rects()["fit"].center)
    assert cam.zoom_k == 0 and cam.size == pytest.approx(cam.fit_size)


def test_the_view_grows_with_the_city(app):
    m = new_match(3)
    table = open_table(app, m)
    b0 = table.camera.bounds
    table = open_table(app, late_match(3))
    b1 = table.camera.bounds
    assert (b1[2] - b1[0]) * (b1[3] - b1[1]) > (b0[2] - b0[0]) * (b0[3] - b0[1])
    city = table.board_view.city()
    for cell in city.cells():
        assert table.map_rect.contains(table.board_view.city_view.ground(cell))


# ---------------------------------------------------------------- score preview


def test_score_preview_shows_the_views_scores_and_hides_what_it_withholds(app):
    table = open_table(app, advance(new_match(3), MOMENTS["early"]))
    scores = table.view["scores"]
    for seat in range(3):
        tips = [tip for name, _, tip in table.seat_panels.parts(seat) if name == "score"]
        assert tips and f"would score {scores[seat]}" in tips[0]
    table.view = dict(table.view, scores=[scores[0], None, scores[2]])
    assert not [n for n, _, _ in table.seat_panels.parts(1) if n == "score"]
    assert non_blank(app.render())


def test_a_spectator_sees_no_hand(app):
    m = advance(new_match(3), MOMENTS["early"])
    for seat in m.seats:
        seat.kind = "normal"  # bots only: nobody's eyes at this screen
    table = CartelTable(app, m, viewer=None, autoplay=False)
    assert table.viewer is None
    app.reset(table)
    assert not [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "hand"]
    assert non_blank(app.render())


def test_moving_agents_slide_and_their_space_waits_until_they_land(app):
    table = open_table(app, advance(new_match(3, seed=4), _move_moment, seed=4))
    app.settings.animation_speed = 1.0
    m = kinds(table, "Move")[0]
    assert table.take(m)
    assert (m.tx, m.ty) in table.board_view.hidden_spaces()
    assert non_blank(app.render())
    for _ in range(20):
        table.update(0.1)
    assert (m.tx, m.ty) not in table.board_view.hidden_spaces()


def test_a_click_where_the_held_road_cannot_go_says_why(app):
    table = open_table(app, advance(new_match(3, seed=5), _road_moment, seed=5))
    card = kinds(table, "Road")[0].card
    table.click(hand_target(table, card).rect.center)
    spots = {(a.x, a.y) for a in table.holding.actions()}
    cell = next(iter(table.state.buildings))  # a building is never a road spot
    assert cell not in spots
    steps = len(table.match.steps)
    table.toasts.clear()
    table.click(cell_center(table, cell))
    assert len(table.match.steps) == steps
    assert table.toasts and "road" in table.toasts[-1][0].lower()
    assert table.holding.held == ("card", card)  # still held: try another spot


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3])
def test_people_play_a_whole_game_with_clicks_only(app, players):
    from tests.ui.clicker import play_by_clicks

    app.settings.confirm_end_turn = False
    m = build_match(GAME, ["human"] * players, 11 + players, {})
    table = CartelTable(app, m, autoplay=False)
    app.reset(table)
    clicks = play_by_clicks(app, table, seed=players, max_clicks=30000)
    assert table.state.is_over and clicks > 0


def test_the_banner_warns_on_the_decks_last_pass(app):
    table = open_table(app, advance(new_match(2, seed=3), lambda s: s.reshuffled and s.deck, seed=3))
    deck, turns = len(table.state.deck), table.deck_clock.turns_left(table.match)
    assert table.banner_note() == f"Deck's last pass: {T.plural(deck, 'card')}, about {T.plural(turns, 'turn')} left"
    table = open_table(app, new_match(2))
    assert table.banner_note() == ""


# ---------------------------------------------------------------- the hand keeps its places


def _discard_two(s):
    return s.stage == "discard" and len(s.hands[s.current]) >= 6


def test_a_discarded_card_leaves_a_gap_so_a_second_click_there_discards_nothing(app):
    table = open_table(app, advance(new_match(3, seed=4), _discard_two, seed=4))
    app.render()
    hand = list(table.view["hand"])
    first, last = hand_target(table, hand[0]), hand_target(table, hand[-1])
    spot, last_place = first.rect.center, last.rect.copy()
    steps = len(table.match.steps)
    table.click(spot)
    assert len(table.match.steps) == steps + 1
    assert type(table.match.steps[-1].action).__name__ == "Discard"
    assert table.state.stage == "discard" and table.to_act == table.viewer  # still discarding
    app.render()
    hover(app, table, spot)  # the pointer rests on the gap (leaving the hand would close the row up)
    assert hand_target(table, hand[-1]).rect == last_place  # the others stay where they were
    table.click(spot)  # the same spot again: the gap, not the card beside it
    assert len(table.match.steps) == steps + 1


def test_the_hand_closes_its_gaps_on_a_new_turn():
    from game.ui.hand import HandSlots
    slots = HandSlots()
    assert slots.update(["a", "b", "c"], 1, spare=1) == ["a", "b", "c"]  # laid out with room for 4
    assert slots.update(["b", "c"], 1) == [None, "b", "c"]
    assert slots.update(["b", "c", "d"], 1) == [None, "b", "c", "d"]  # a drawn card goes to the end
    assert slots.update(["b", "d"], 1) == [None, "b", None, "d"]
    assert slots.update(["b", "d", "e"], 1) == ["e", "b", None, "d"]  # the row is full: the first gap takes it
    assert slots.update(["b", "d"], 2) == ["b", "d"]


def test_no_tower_covers_the_agents_on_the_street_behind_it_and_its_body_picks_it(app):
    """Play test: from floor 3 up a tower covered the street square behind it,
    so its Agents looked inside the tower and a click on the tower went to
    the street.  A building now rises at most TOWER cell widths (taller ones
    get thinner floors) and a street's Agents stand at its back."""
    from game.games.cartel.board_view import ROW

    beside_tall = 0
    for seed in range(3, 12):
        table = open_table(app, late_match(3, seed=seed, back=1))
        city, view = table.board_view.city(), table.board_view.city_view
        for cell in city.agents:
            if cell in city.buildings:
                continue
            tokens = view.agents_rect(city, cell)
            for tower in city.buildings:
                body = view.body(tower, city.height(tower))
                assert not body.colliderect(tokens), (seed, cell, tower, city.height(tower))
            front = (cell[0], cell[1] + 1)
            beside_tall += city.height(front) >= 3
        for tower in city.buildings:
            body = view.body(tower, city.height(tower))
            assert body.top > view.ground(tower).top - ROW * view.s  # never past the square behind
            spot = (body.x + 3, body.top + 3)  # its roof's corner: nothing stands or rises there
            assert view.pick(city, spot) == tower
    assert beside_tall, "no seed puts Agents on a street behind a tower of 3 floors or more"


def test_the_log_opens_with_who_was_drawn_to_start(app):
    m = new_match(3, seed=2)
    start = m.state.first
    table = CartelTable(app, m, viewer=0, autoplay=False)
    app.push(table)
    texts = [table.named(e.event.text) for e in table.log]
    assert f"{m.seats[start].name} was drawn at random to start." in texts
    assert texts.count(f"{m.seats[start].name} was drawn at random to start.") == 1
    again = CartelTable(app, m, viewer=0, autoplay=False)  # a loaded save opens with it too
    assert [table.named(e.event.text) for e in again.log].count(
        f"{m.seats[start].name} was drawn at random to start.") == 1


def test_a_drawn_card_goes_to_the_right_and_the_others_stay_put(app):
    table = open_table(app, advance(new_match(3, seed=7), _build_on_top, seed=7))
    app.render()
    hand = list(table.view["hand"])
    tray = table.hand_tray
    before = tray.card_rects(hand)
    app.mouse = before[0].center  # the pointer rests on the hand
    after = tray.card_rects(hand + [hand[0]])  # the same turn, one card drawn
    assert after[:len(hand)] == before and after[-1].x > before[-1].x


def test_a_card_drawn_into_the_middle_of_the_sorted_hand_moves_no_other_card():
    """Issue 49 item 4: the hand is kept sorted, so a drawn card belongs in the
    middle; it takes a new place at the end and no card slides under the
    pointer, until the pointer leaves the hand (then the row closes up)."""
    from game.ui.hand import HandSlots
    slots = HandSlots()
    slots.update(["a", "c", "d"], 1)
    assert slots.update(["a", "b", "c", "d"], 1) == ["a", "c", "d", "b"]
    assert slots.slot_of_each(["a", "b", "c", "d"]) == [0, 3, 1, 2]
    assert slots.update(["a", "b", "d"], 1) == ["a", None, "d", "b"]
    assert slots.update(["a", "b", "d"], 1, settled=True) == ["a", "b", "d"]


def test_the_prompt_bar_narrows_its_buttons_before_it_pages_and_a_cut_label_is_whole_on_hover(app):
    """Play test: three short buttons and a pager "1/2", the fourth alone on
    page 2.  Now buttons narrow (down to 220 px) before a second page, and
    the page arrows take room only when there are pages."""
    from game.ai import decide, make_bot
    from game.seating import build_match

    bot = make_bot("cartel", "normal")
    m = build_match("cartel", ["human", "normal", "normal"], 23)
    for i in range(400):
        st = m.state
        if st.to_act == 0 and len(st.legal_actions()) >= 5 and any(type(a).__name__ == "Summon" for a in st.legal_actions()):
            break
        m.apply(decide(st, bot, 23, i))
    else:
        raise AssertionError("no turn with Congressman Tu and 5 choices")
    table = open_table(app, m)
    bar = table.prompt_bar
    assert len(bar.pages) == 1 and len(bar.pages[0]) == len(bar.items) >= 5, [[lab for _, lab, _ in p] for p in bar.pages]
    for b in table.prompt_buttons():
        shown = app.assets.text_size(b.label, b.size, True)[0]
        if shown > b.rect.w - 20:
            assert b.label.split("  ", 1)[1] in b.tooltip, b.tooltip
