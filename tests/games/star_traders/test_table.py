"""The Star Traders table: it draws at several window shapes, every legal
action of seeded mid-game moments has a mouse route (the shared conformance
checks), the petition dialog shows the exact odds, the beacon question
reaches a person through the reaction prompt, and a click on a lit world
jumps there."""
from __future__ import annotations

import random
import re
from fractions import Fraction

import pygame
import pytest

import game.games.star_traders.rules  # noqa: F401  (registers "star-traders" while the menu does not list it)
from game.games.star_traders.luck_cards import has_effect_now
from game.app import App, build_match, shutdown
from game.games.star_traders.rules import actions as A
from game.games.star_traders.rules import versions as V
from game.games.star_traders.rules.luck_actions import DiscardLuck
from game.games.star_traders.table import StarTradersTable
from game.rules.pending import PASS
from game.games.star_traders import texts
from game.games.star_traders.texts import petition_odds
from game.persist import Settings
from tests.ui.conftest import non_blank
from tests.ui.test_ui_conformance import TextSpy, _kind, mouse_routes

GAME = "star-traders"


def new_match(players: int = 4, seed: int = 3, options=None):
    return build_match(GAME, ["human"] + ["normal"] * (players - 1), seed, options or {})


def advance(match, until, seed: int = 3, limit: int = 6000):
    """Seeded random play (ending turns only when nothing else is left) until `until(state)`."""
    rng = random.Random(seed)
    for _ in range(limit):
        if until(match.state):
            return match
        assert not match.state.is_over, "the game ended before the wanted moment"
        legal = match.state.legal_actions()
        busy = [a for a in legal if not isinstance(a, (A.EndTurn, A.RandomJump)) and type(a).__name__ not in QUIET]
        match.apply(rng.choice(busy or legal))
    raise AssertionError("the wanted moment never came")


# card plays and deals wait for the tests that want them (random play would play them all the time)
QUIET = ("PlayLuck", "Zap", "Avoid", "DealWith", "AddItem", "Propose", "Counter", "Accept")


def table_for(app, match) -> StarTradersTable:
    seat = match.state.to_act if match.state.to_act is not None else 0
    for i, s in enumerate(match.seats):
        s.kind = "human" if i == seat else "normal"
    table = StarTradersTable(app, match, viewer=seat, autoplay=False)
    app.reset(table)
    return table


def hover(app, table, pos) -> None:
    app.mouse = tuple(pos)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0)))


def mid_game(players=4, seed=3):
    return advance(new_match(players, seed), lambda s: s.stage == "turn" and s.turns >= 3 * players
                   and s.to_act == s.current and not s.stack, seed)


# ---------------------------------------------------------------- drawing


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (2560, 1080)])
def test_the_table_draws_at_several_window_shapes(size):
    settings = Settings()
    settings.animation_speed = 0.0
    app = App(settings, size=size, fullscreen=False, audio=False)
    try:
        table = table_for(app, mid_game(6, seed=4))
        assert non_blank(app.render())
        # the galaxy, the column and the panels stay inside the canvas and apart
        canvas = pygame.Rect((0, 0), table.canvas_size)
        for r in (table.map_rect, table.dice.rect, table.contracts.rect, table.meter.rect):
            assert canvas.contains(r)
        assert not table.map_rect.colliderect(table.contracts.rect)
        assert table.map_rect.w >= table.map_rect.h * 0.9
        # every world's planet lies in the fitted view
        for n in table.galaxy.worlds:
            assert table.map_rect.collidepoint(table.gview.world_screen(n))
    finally:
        app.close_worker()
        shutdown()


def test_pan_and_zoom_keep_worlds_under_the_mouse(app):
    table = table_for(app, mid_game())
    n = 34
    x, y = table.gview.world_screen(n)
    assert table.gview.world_at((x, y)) == n
    table.camera.zoom_at(2, (x, y))
    x2, y2 = table.gview.world_screen(n)
    assert abs(x2 - x) < 1.5 and abs(y2 - y) < 1.5
    table.camera.pan_by(40, -25)
    x3, y3 = table.gview.world_screen(n)
    assert abs(x3 - x2 - 40) < 1.5 and abs(y3 - y2 + 25) < 1.5
    app.render()


# ---------------------------------------------------------------- routes


def test_every_legal_action_has_a_route_in_seeded_mid_games(app):
    """Moments the bots' sampling may miss: a rolled die, Personalities, Nova."""
    checked = 0
    for seed, options in ((5, {}), (6, {"personalities": "random"}), (7, {"version": "nova"})):
        m = new_match(4, seed, options)
        advance(m, lambda s: s.stage == "turn" and s.turns >= 6 and s.die is not None and not s.stack, seed)
        actions = [st.action for st in m.steps]

        def make(seed=seed, options=options, actions=actions):
            fresh = new_match(4, seed, options)
            for a in actions:
                fresh.apply(a)
            return table_for(app, fresh)

        legal = set(make().legal)
        routes = mouse_routes(make)
        reached = {a for _, a in routes}
        assert reached <= legal, f"seed {seed}: routes to illegal actions {reached - legal}"
        assert legal <= reached, f"seed {seed}: no route to {legal - reached}"
        checked += 1
    assert checked == 3


def test_a_click_on_a_lit_world_jumps_there(app):
    m = advance(new_match(3, 8), lambda s: s.stage == "turn" and s.to_act == 0 and not s.stack
                and any(isinstance(a, A.Jump) for a in s.legal_actions()), 8)
    table = table_for(app, m)
    jump = next(a for a in table.legal if isinstance(a, A.Jump))
    target = next(t for t in table.current_targets() if t.key == ("world", jump.to))
    assert jump in target.actions
    pos = tuple(round(v) for v in table.gview.world_screen(jump.to))
    hover(app, table, pos)
    assert table.hover_target is target
    # the hovered world shows the jumpline it flies along
    path = table.board_view.pieces().path
    assert path and all({line.a, line.b} >= {jump.to} for line in path)
    if len(target.actions) == 1:
        table.click(pos)
        assert m.state.ships[0][jump.ship] == jump.to


def test_an_undo_takes_the_jump_back_and_closes_the_petition_dialog(app):
    m = advance(new_match(3, 8), lambda s: s.stage == "turn" and s.to_act == 0 and not s.stack
                and any(isinstance(a, A.Jump) for a in s.legal_actions()), 8)
    table = table_for(app, m)
    jump = next(a for a in table.legal if isinstance(a, A.Jump))
    before = list(m.state.ships[0])
    table.take(jump)
    assert m.state.ships[0][jump.ship] == jump.to
    table.petition.open()
    assert table.undo()
    assert m.state.ships[0] == before and not table.petition.is_open
    assert table.motion.rolling_face() is None and not table.reveal
    assert any(t.key == ("world", jump.to) for t in table.current_targets())  # the jump is offered again


# ---------------------------------------------------------------- petitions


def test_petition_odds_are_the_exact_chance_of_a_grant():
    for bonus in range(0, 4):
        chance, cost, penalty = petition_odds(bonus, 0)
        wins = sum(1 for d in range(1, 7) if d + bonus >= V.PETITION_WINS_ON)
        assert chance == Fraction(wins, 6)
        assert (cost, penalty) == (V.PETITION_FIRST, V.DENIAL_FIRST)
    assert petition_odds(0, 2)[1:] == (V.PETITION_AGAIN, V.DENIAL_LATER)
    assert petition_odds(0, 1, automatic=True)[0] == 1


def _rich_petitioner(prestige: int, personality=None):
    """A 2-trader game at seat 0's turn where seat 0 may petition."""
    m = advance(new_match(2, 11), lambda s: s.stage == "turn" and s.to_act == 0 and not s.stack
                and s.actions_left > 0 and s.die is None, 11)
    st = m.state
    st.money[0] = 80
    st.prestige[0] = prestige
    st.personality[0] = personality
    for w in st.board.worlds:
        if len([1 for o in st.stations.values() if o == 0]) >= st.stations_needed():
            break
        st.stations.setdefault(w, 0)
    st._legal = None
    assert any(isinstance(a, A.Petition) for a in st.legal_actions())
    return m


@pytest.mark.parametrize("prestige,personality", [(15, None), (21, None), (27, None), (27, "insider")])
def test_the_petition_dialog_shows_the_chance_the_rules_give(app, monkeypatch, prestige, personality):
    spy = TextSpy(monkeypatch)
    m = _rich_petitioner(prestige, personality)
    table = table_for(app, m)
    opener = next(it for it in table.prompt_items() if getattr(it, "label", "") == "Petition…")
    opener.on_click()
    assert table.petition.is_open
    # the dialog's button takes the Petition action
    go = next(t for t in table.current_targets() if t.key == "petition-go")
    assert go.actions == (A.Petition(),)
    spy.take()
    app.render()
    shown = " ".join(spy.take())
    # the exact chance, from the rules' own bonus and win number, by counting the die's faces
    st = m.state
    bonus = st.petition_bonus(0)
    exact = Fraction(sum(1 for d in range(1, 7) if d + bonus >= V.PETITION_WINS_ON), 6)
    assert f"{round(float(exact) * 100)}% chance" in shown
    assert f"pay ${st.petition_fee(0)}" in shown
    # and the rules agree: over every die face the grants match the chance
    grants = 0
    for face in range(1, 7):
        probe = st.clone()
        probe.rng = _FixedDie(face)
        events = list(probe.apply(A.Petition()))
        for _ in range(12):  # the verdict may wait for a Zap window on the roll: everyone passes
            if any("granted" in e.data for e in events) or probe.to_act is None:
                break
            events += probe.apply(PASS)
        grants += any(e.data.get("granted") for e in events)
    assert Fraction(grants, 6) == exact


class _FixedDie:
    """An rng whose every die shows `face` (the petition roll)."""

    def __init__(self, face):
        self.face = face

    def randint(self, a, b):
        return self.face

    def __getattr__(self, name):  # anything else (the mission draw) from a seeded Random
        return getattr(random.Random(self.face), name)


def test_the_dialog_closes_with_escape_and_cancel(app):
    table = table_for(app, _rich_petitioner(18))
    table.petition.open()
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert not table.petition.is_open
    table.petition.open()
    cancel = next(it for it in table.prompt_items() if getattr(it, "label", "") == "Cancel")
    cancel.on_click()
    assert not table.petition.is_open


# ---------------------------------------------------------------- the beacon question


def test_the_beacon_question_reaches_a_person_through_the_reaction_prompt(app, monkeypatch):
    spy = TextSpy(monkeypatch)
    m = advance(new_match(3, 12), lambda s: s.window() is not None and s.window().kind == "beacon", 12,
                limit=20000)
    p = m.state.window()
    table = table_for(app, m)
    assert table.my_turn and table.viewer == p.seat
    assert table.reaction is not None
    labels = [b.label for b in table.reaction.buttons()]
    fee = p.get("fee")
    assert labels[0].startswith("Grant") and (f"${fee}" in labels[0] or fee == 0)
    assert labels[-1] == "Refuse"
    name = table.seat_name(p.get("mover"))
    assert table.reaction.question.startswith(f"Grant: {name} lands") and "Refuse:" in table.reaction.question
    assert set(table.modal_actions()) == {A.Grant(), A.Refuse()}
    spy.take()
    app.render()
    assert any("beacon" in s for s in spy.take())
    # no countdown answers a money question for the person
    table.update(30.0)
    assert m.state.window() is p
    table.reaction.buttons()[-1].on_click()
    assert m.state.window() is not p


# ---------------------------------------------------------------- playing by clicks


@pytest.mark.slow
@pytest.mark.parametrize("options", [{"personalities": "random"}, {"version": "imperial"}])
def test_people_play_several_rounds_with_the_mouse_only(app, options):
    """Two people at one screen click their way through rounds: curtains,
    buttons, lit worlds, choosers and the beacon prompt all move the game on
    (with cards: the hand, the reaction prompts and the deal dialog too)."""
    from tests.ui.clicker import clickable_points

    version = options.get("version")
    if version and version not in game.games.star_traders.rules.StarTraders.options[0].choices:
        pytest.skip(f"the {version} version is not playable yet")
    match = build_match(GAME, ["human", "human"], 21, options)
    table = StarTradersTable(app, match)
    app.reset(table)
    rng = random.Random(4)
    for clicks in range(1500):
        if match.state.is_over or match.state.turns >= 12:
            break
        if table.curtain_for is not None:
            table.click(table.curtain.button_rect().center)
        elif table.confirm is not None:  # "End your turn?" with actions left (asked by default): yes
            table.click(table.confirm_dialog.buttons[0].rect.center)
        elif table.popup is not None:
            table.click(rng.choice(table.popup["buttons"]).rect.center)
        else:
            points = clickable_points(table)
            if not points and table.reactions.skipping:  # the screen passes for the person by itself
                table.update(1.0)
                continue
            assert points, f"no clickable way forward (legal: {[a.label() for a in table.legal][:8]})"
            table.click(rng.choice(points))
        if clicks % 50 == 0:
            app.render()
    assert match.state.turns >= 12 or match.state.is_over
    assert not match.state.invariant_errors()


@pytest.mark.slow
@pytest.mark.parametrize("players,options", [(3, {"personalities": "random"}), (5, {"personalities": "choose"}),
                                             (4, {"version": "nova"}), (3, {"version": "super-nova"}),
                                             (4, {"version": "imperial"}), (3, {"version": "black-hole"})])
def test_routes_and_secrets_over_versions_and_personalities(app, monkeypatch, players, options):
    """Decisions of every kind in a seeded game of each version (with
    Personalities: the Tycoon's second ship, the Strategist's dice): every
    legal action has a mouse route, and the screen shows the same text when
    the hidden cards are resampled."""
    from game.ai import decide, make_bot
    from game.rules.core import seat_rng
    from tests.ui.test_ui_conformance import screen_text

    version = options.get("version")
    if version and version not in game.games.star_traders.rules.StarTraders.options[0].choices:
        pytest.skip(f"the {version} version is not playable yet")
    spy = TextSpy(monkeypatch)
    seed = 9
    m = new_match(players, seed, options)
    bot = make_bot(GAME, "normal")
    kinds, samples = set(), []
    while not m.state.is_over and len(samples) < 8 and len(m.steps) < 1500:
        kind = _kind(m.state)
        if kind not in kinds:
            kinds.add(kind)
            samples.append([st.action for st in m.steps])
        m.apply(decide(m.state, bot, seed, len(m.steps)))
    assert len(samples) >= 4
    for actions in samples:
        def make(actions=actions):
            fresh = new_match(players, seed, options)
            for a in actions:
                fresh.apply(a)
            return table_for(app, fresh)

        table = make()
        legal = set(table.legal)
        reached = {a for _, a in mouse_routes(make)}
        where = f"{options} decision {len(actions)}"
        assert reached <= legal and legal <= reached, (where, legal ^ reached)
        real = screen_text(app, make(), spy)
        twin = make()
        twin.match.state = twin.state.determinize(twin.to_act, seat_rng(seed, "st-table", len(actions), 0))
        twin.refresh()
        assert screen_text(app, twin, spy) == real, where


@pytest.mark.parametrize("options", [{}, {"version": "nova"}, {"personalities": "random"}])
def test_the_dice_tray_shows_the_turns_dice(app, options):
    """All of the turn's action dice are in the tray: unused (blank, rolled or
    a Strategist's) as many as the actions left, the rest set aside as used."""
    m = new_match(4, 13, options)
    table = table_for(app, m)  # the tray reads the live state
    seen_roll = False
    rng = random.Random(13)
    for _ in range(600):
        st = m.state
        if st.stage == "turn" and not st.stack:
            kinds = [k for k, *_ in table.dice.spots()]
            assert len(kinds) == st.actions_per_turn(st.current)
            assert sum(k != "used" for k in kinds) == st.actions_left
            assert ("rolled" in kinds) == (st.die is not None)
            seen_roll |= st.die is not None
        if st.is_over:
            break
        legal = st.legal_actions()
        busy = [a for a in legal if not isinstance(a, A.EndTurn) and type(a).__name__ not in QUIET]
        m.apply(rng.choice(busy or legal))
    assert seen_roll


def test_a_screenshot_without_after_shows_a_game_under_way():
    from game.app import _played_match, screenshot_after

    assert screenshot_after(GAME) == StarTradersTable.screenshot_after > 0
    assert screenshot_after("captain") == 0 and screenshot_after("menu") == 0
    match = _played_match(GAME, None, 1, screenshot_after(GAME), {})
    st = match.state
    assert st.stage == "turn" and st.round() >= 2 and not st.is_over


# ---------------------------------------------------------------- issue 16: cards, reactions, markers, deals


def imperial_mid_game(players=4, seed=5):
    spec = game.games.star_traders.rules.StarTraders.options[0]
    if "imperial" not in spec.choices:
        pytest.skip("the Imperial version is not playable yet")
    m = build_match(GAME, ["human"] + ["normal"] * (players - 1), seed, {"version": "imperial"})
    if not hasattr(m.state, "quarantines"):
        pytest.skip("the Trader's Luck rules have not landed yet")
    return advance(m, lambda s: s.stage == "turn" and s.turns >= 2 * players and s.to_act == s.current
                   and not s.stack, seed)


def give(state, seat: int, cards) -> None:
    """Move these card numbers into a seat's hand from wherever they are (108 conserved)."""
    for c in cards:
        for pile in (state.deck, state.discard, *state.hands):
            if c in pile:
                pile.remove(c)
        state.hands[seat].append(c)
    state._legal = None


def luck_number(kind: str, amount: int | None = None) -> int:
    from game.games.star_traders.rules.data import luck_cards

    return next(c.card for c in luck_cards() if c.kind == kind and (amount is None or c.amount == amount))


def test_the_hand_shows_each_card_with_its_timing_and_lights_the_playable_ones(app):
    from game.games.star_traders.luck_cards import SAYS_WHEN, TIMING, luck, uses_card

    m = imperial_mid_game()
    st = m.state
    seat = st.current
    st.hands[seat] = []
    wanted = [luck_number("windfall"), luck_number("pirates"), luck_number("zap", 3)]
    give(st, seat, wanted)
    table = table_for(app, m)
    targets = [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "hand"]
    assert [t.key[2] for t in targets] == wanted
    for t in targets:
        c = luck(t.key[2])
        # when it may be played is said once: by the card's own text or the timing's sentence
        said = [TIMING[c.timing][1] in t.tooltip, any(w in c.text for w in SAYS_WHEN.get(c.timing, ()))]
        assert c.name in t.tooltip and said.count(True) == 1, (t.tooltip, said)
        assert ("Calamity" in t.tooltip) == c.calamity
        # a card's clicks are exactly the legal actions it can be played for
        assert list(t.actions) == [a for a in table.legal if uses_card(a, c.card)]
    zap = targets[2]
    assert zap.actions == (DiscardLuck("zap", 3),)  # a Zap waits for a roll: a click can only discard it
    assert "Not playable now. Click to discard it (you are asked first)." in zap.tooltip
    assert not table.hand_tray.card_plays(luck_number("zap", 3))  # and it is not lit
    # card plays are not also loose buttons: one "Cards…" chooser holds them
    from game.scenes.table import PromptButton

    labels = [it.label for it in table.prompt_items() if isinstance(it, PromptButton)]
    plays = [a for t in targets for a in t.actions]
    assert not any(a in table.prompt_items() for a in plays)
    assert any(lb.startswith("Cards…") for lb in labels) == bool(plays)
    assert non_blank(app.render())


def test_other_traders_hands_are_counted_never_named(app):
    m = imperial_mid_game()
    st = m.state
    seat = st.current
    other = (seat + 1) % st.num_players
    give(st, other, [luck_number("stargate")])
    table = table_for(app, m)
    n = len(st.hands[other])
    assert f"{n} card{'s' if n != 1 else ''}" in " ".join(table.player_panel_lines(other))
    theirs = table.deal_holdings(other)
    assert f"Cards: {n} (secret)" in theirs and "Stargate" not in " ".join(theirs)
    mine = table.deal_holdings(seat)
    from game.games.star_traders.luck_cards import luck

    assert all(luck(c).name in " ".join(mine) for c in st.hands[seat])


def _open_avoid(state, by: int, victim: int, kind="pirates"):
    """The window the rules open when a calamity is played on `victim`."""
    card = luck_number(kind)
    give(state, by, [card])
    state.hands[by].remove(card)
    state.discard.append(card)
    state.push_resume("calamity", {"seat": by, "kind": kind, "amount": 5, "target": victim, "world": 0,
                                   "cancelled": False})
    state.open_window("avoid", [victim], "Player 1 plays a calamity: Avoid it?",
                      {"by": by, "kind": kind, "target": victim, "world": 0})
    state._legal = None


def test_the_reaction_prompt_says_what_happened_and_what_may_answer_it(app):
    m = imperial_mid_game()
    st = m.state
    by = st.current
    victim = (by + 1) % st.num_players
    give(st, victim, [luck_number("avoid_calamity")])
    _open_avoid(st, by, victim)
    if not any(type(a).__name__ == "Avoid" for a in st.legal_actions()):
        pytest.skip("the rules do not answer the avoid window yet")
    table = table_for(app, m)
    r = table.reaction
    assert r is not None
    name = table.seat_name(by)
    assert r.happened.startswith(f"{name} plays Pirates on you") and "$5" in r.happened
    assert "Avoid a Calamity!" in r.question
    labels = [b.label for b in r.buttons()]
    assert labels == [f"Avoid Pirates from {name}", "Pass"]
    free = {a for a in table.legal if st.is_free_discard(a)}  # a click on a card in the hand
    assert set(table.modal_actions()) == set(table.legal) - free and free
    # the Reply clock off (the default): the prompt asks with its clock stopped
    assert r.stopped


def test_a_zap_prompt_names_the_roll_and_the_new_values(app):
    m = imperial_mid_game()
    st = m.state
    roller = st.current
    zapper = (roller + 1) % st.num_players
    give(st, zapper, [luck_number("zap", 2)])
    st.die = 3
    st.open_window("zap", [zapper], f"Player {roller + 1} rolled 3: Zap the roll?", {"roller": roller})
    st._legal = None
    if not any(type(a).__name__ == "Zap" for a in st.legal_actions()):
        pytest.skip("the rules do not answer the zap window yet")
    table = table_for(app, m)
    r = table.reaction
    assert r is not None and r.happened.startswith(f"{table.seat_name(roller)} rolled 3 at ")
    assert [b.label for b in r.buttons()] == ["Zap to 1 (-2)", "Zap to 2 (-1)", "Zap to 4 (+1)", "Zap to 5 (+2)",
                                              "Pass"]
    assert non_blank(app.render())


def test_a_person_with_nothing_to_play_is_never_stopped(app):
    m = imperial_mid_game()
    st = m.state
    by = st.current
    victim = (by + 1) % st.num_players
    for c in [c for c in st.hands[victim]]:  # no Avoid a Calamity! in the victim's hand
        st.hands[victim].remove(c)
        st.discard.append(c)
    _open_avoid(st, by, victim)
    table = table_for(app, m)
    table.autoplay = True
    steps = len(m.steps)
    assert table.reaction is None and table.passes_only(victim)
    # while a card's toast still plays, the prompt bar is hidden; its words say what happened, never
    # "Avoid it?" nor "You have no card to play now" (issue 43: it flashed up on every bot roll)
    table.refresh()
    assert table.reactions.takes_prompt_bar
    said = table.prompt_text()
    assert said.startswith(f"{table.seat_name(by)} plays Pirates on you") and "no card to play" not in said
    table.reactions.update(0.016)
    assert len(m.steps) == steps + 1  # passed at once, no prompt, no pause


def test_quarantine_imperial_and_envoy_marks_and_status_chips(app):
    m = imperial_mid_game()
    st = m.state
    seat = st.current
    other = (seat + 1) % st.num_players
    q = st.ships[other][0]
    st.quarantines.append((q, other, 0, ()))
    st.imperial = [w for w, o in st.stations.items()][:1] if hasattr(st, "imperial") else []
    st.embargoed[other] = True
    st.big_hold[seat] = True
    st.envoy[seat] = (22, st.turns + st.num_players)
    table = table_for(app, m)
    p = table.board_view.pieces()
    assert p.quarantine == {q} and p.envoy == {22} and p.imperial == set(st.imperial)
    words = [w for w, _ in texts.status_chips(table, other)]
    assert "Embargo" in words and "Quarantined" in words
    assert "Bigger hold" in [w for w, _ in texts.status_chips(table, seat)]
    assert "Embargo" in " ".join(table.player_panel_lines(other))
    assert "QUARANTINE" in texts.world_tip(table, q) and "Imperial Envoy target" in texts.world_tip(table, 22)
    assert non_blank(app.render())


def test_offer_a_deal_from_a_panel_and_answer_a_bots_offer(app):
    from game.rules.deals import ANSWER, Accept, AddItem, DealWith, Propose, Refuse

    m = imperial_mid_game()
    st = m.state
    seat = st.current
    if not any(isinstance(a, DealWith) for a in st.legal_actions()):
        pytest.skip("the rules offer no deals yet")
    table = table_for(app, m)
    buttons = [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "deal"]
    assert sorted(t.key[1] for t in buttons) == [s for s in range(st.num_players) if s != seat]
    partner = buttons[0].key[1]
    assert table.panel_rect(partner).contains(buttons[0].rect)
    table.take(buttons[0].actions[0])
    table.refresh()
    assert table.deal is not None and table.deal.stage == "build"
    assert any(isinstance(a, AddItem) for a in table.deal.actions())
    # a bot's offer to the person: the dialog answers it
    m2 = imperial_mid_game()
    bot = m2.state.current
    person = (bot + 1) % m2.state.num_players
    m2.apply(DealWith(person))
    m2.apply(next(a for a in m2.state.legal_actions() if isinstance(a, AddItem) and a.kind == "money"))
    m2.apply(Propose())
    assert m2.state.window().kind == ANSWER
    t2 = table_for(app, m2)
    assert t2.viewer == person and t2.deal is not None and t2.deal.stage == "answer"
    assert {Accept(), Refuse()} <= set(t2.deal.actions())
    assert "$" in t2.deal.describe(t2.deal.items()[0])
    assert non_blank(app.render())


def test_between_turns_the_prompt_offers_one_button_per_card(app):
    m = imperial_mid_game()
    st = m.state
    ended = st.current
    seat = (ended + 1) % st.num_players
    for c in list(st.hands[seat]):
        st.hands[seat].remove(c)
        st.discard.append(c)
    give(st, seat, [luck_number("pirates"), luck_number("scandal")])
    st.open_window("between", [seat], "Between turns: play a card on a trader not taking a turn?", {"ended": ended})
    st._legal = None
    plays = [a for a in st.legal_actions() if type(a).__name__ == "PlayLuck"]
    if len(plays) < 4:
        pytest.skip("the rules offer no between-turn plays yet")
    table = table_for(app, m)
    r = table.reaction
    assert r is not None and r.happened.startswith(f"{table.seat_name(ended)}'s turn is over")
    labels = [b.label for b in r.buttons()]
    # by card number, whatever the hand's order; a card with several plays says how many its menu offers
    assert [re.sub(r" \(\d ways\)$", "", x) for x in labels] == ["Scandal", "Pirates", "Pass"]
    assert all(re.search(r" \(\d ways\)$", x) for x in labels[:2]), labels
    assert table.modal_actions() == [PASS]  # the card buttons open choosers, they take nothing themselves
    r.buttons()[0].on_click()
    assert table.popup is not None
    # the Scandals that would cost their target Prestige (none on a trader at the least)
    assert set(table.popup["actions"]) == {a for a in plays if a.kind == "scandal" and has_effect_now(st, a)}
    reached = {a for _, a in mouse_routes(lambda: table_for(app, m))}
    assert reached == set(st.legal_actions())


def test_the_discard_choice_is_made_in_the_hand(app):
    m = imperial_mid_game()
    st = m.state
    seat = st.current
    give(st, seat, [luck_number("windfall"), luck_number("stargate")])
    st.push(seat, "discard", "Your hand limit at the end of a turn is 2: discard 1 card.", {"seat": seat, "keep": 2},
            can_pass=False)
    st._legal = None
    if not all(type(a).__name__ == "DiscardLuck" for a in st.legal_actions()):
        pytest.skip("the rules do not ask for discards yet")
    table = table_for(app, m)
    assert table.hand_tray.prompt() == "Choose a card to discard"
    targets = [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "hand"]
    assert len(targets) == len(st.hands[seat]) >= 3
    for t in targets:  # every card is lit with exactly its own discard
        assert [table.action_label(a) for a in t.actions] == [f"Discard {t.tooltip.split('  ·  ')[0]}"]
    from game.scenes.table import PromptButton

    assert [it.label for it in table.prompt_items() if isinstance(it, PromptButton)] == [
        f"Discard… ({len(st.legal_actions())})"]
    table.take(targets[0].actions[0])
    assert len(st.hands[seat]) == len(targets) - 1


# ---------------------------------------------------------------- played as a new user would


@pytest.mark.parametrize("missions", [2, 3])
def test_contract_and_mission_rows_never_overlap_at_six_traders(app, missions):
    """Six contracts, two or three Imperial Missions and the hand tray share
    the column of a 1920x1080 canvas: every row inside the panel, none on
    another, contract rows tall enough for their two lines."""
    m = imperial_mid_game(players=6, seed=4)
    st = m.state
    starred = [k for k in range(1, len(st.board.cards) + 1) if st.board.cards[k - 1].star]
    for seat in range(missions):
        st.missions[seat] = starred[seat]
    table = table_for(app, m)
    rows = [r for _, r in table.contracts.contract_rows()] + [r for _, r in table.contracts.mission_rows()]
    assert len(rows) == len(st.view_for(0)["contracts"]) + missions
    for a, b in zip(rows, rows[1:]):
        assert a.bottom <= b.y, (a, b)
    for r in rows:
        assert table.contracts.rect.contains(r)
    assert min(r.h for _, r in table.contracts.contract_rows()) >= table.contracts.CONTRACT_MIN
    assert not table.contracts.rect.colliderect(table.hand_tray.rect)
    assert non_blank(app.render())


def test_the_log_names_cards_and_traders_never_numbers(app):
    """The person's own draw, deal and discard lines say the card's name."""
    from game.games.star_traders.luck_cards import luck

    m = imperial_mid_game()
    st = m.state
    seat = st.current
    table = table_for(app, m)
    card = luck_number("scandal")
    assert table.named(f"Player 1 draws card {card}.") == "Player 1 draws Scandal."
    avoid, zap = luck_number("avoid_calamity"), luck_number("zap", 1)
    assert table.named(f"Player 1 is dealt cards {avoid} and {zap}.") == "Player 1 is dealt Avoid a Calamity! and Zap! (+/-1)."
    assert table.named(f"P{seat + 1} passes.") == f"{table.seat_name(seat)} passes."
    assert table.named("Card 40 (spice) has no star.") == "Card 40 (spice) has no star."  # a contract card
    # the deal rules' item words
    other = table.seat_name((seat + 1) % st.num_players)
    offer = f"Player {seat + 1} offers {other}: Player {seat + 1} gives 5 money; {other} gives station 43, card {card}."
    assert table.named(offer) == (f"{table.seat_name(seat)} offers {other}: {table.seat_name(seat)} gives $5; "
                                  f"{other} gives the station at {texts.world_name(table, 43)}, Scandal.")
    # a real draw, through the log the person reads
    m.apply(next(a for a in table.legal if isinstance(a, A.EndTurn)))
    table.refresh()
    draws = [e.event for e in table.log if e.event.kind == "draw" and e.event.seat == seat]
    assert draws
    drawn = draws[-1].private_data[seat]["drawn"]
    line = table.named(draws[-1].text_for(seat))
    assert line in [t for _, t in table.log_lines()]
    assert line.startswith(f"{table.seat_name(seat)} draws ") and luck(drawn[0]).name in line
    assert not any(ch.isdigit() for c in drawn for ch in line.replace(luck(c).name, "")), line


@pytest.mark.slow
@pytest.mark.parametrize("players,version", [(4, "imperial"), (3, "black-hole"), (6, "imperial")])
def test_the_banner_goal_and_the_deal_buttons_fit_a_1280x720_window(app, players, version):
    """At the smallest window the goal line is not cut off, and the "Offer a
    deal" buttons stay clear of the money, Prestige and stations figures."""
    m = build_match(GAME, ["human"] + ["normal"] * (players - 1), 5, {"version": version})
    advance(m, lambda s: s.stage == "turn" and s.current == 0 and s.to_act == 0 and not s.stack, 5)
    st = m.state
    for seat in range(players):  # wide figures: two-digit stations
        for w in list(st.board.worlds)[seat * 10: seat * 10 + 10]:
            st.stations.setdefault(w, seat)
    st._legal = None
    table = table_for(app, m)
    lay = table.banner_layout()
    assert lay["note"] and not lay["note_cut"], lay["note"]
    buttons = 0
    for seat in range(players):
        r = table.deals.button_rect(seat)
        if r is not None:
            buttons += 1
            assert r.x >= table.trader_panels.figures_end(seat) + 4, (seat, r, table.trader_panels.figures_end(seat))
            assert table.panel_area(seat).contains(r)
    assert buttons == players - 1
    assert non_blank(app.render())


def test_between_turns_the_dice_tray_says_whose_turn_is_next(app, monkeypatch):
    spy = TextSpy(monkeypatch)
    m = imperial_mid_game()
    st = m.state
    ended = st.current
    st.stage = "between"  # the moment after an end-of-turn draw, before the hand-over
    table = table_for(app, m)
    spy.take()
    app.render()
    shown = " ".join(spy.take())
    nxt = (ended + 1) % st.num_players
    whose = "Your" if nxt == table.viewer else f"{table.seat_name(nxt)}'s"
    assert f"{whose} turn is next" in shown and "Setting up" not in shown


def test_the_black_hole_price_question_names_the_world_and_both_answers(app):
    from game.games.star_traders.rules.black_hole import PRICE

    m = build_match(GAME, ["human", "normal", "normal"], 7, {"version": "black-hole"})
    advance(m, lambda s: s.stage == "turn" and s.to_act == s.current and not s.stack, 7)
    st = m.state
    seat = st.current
    world = st.ships[seat][0]
    st.push(seat, PRICE, "The Emperor grants it for $20 and 6 Prestige: pay?",
            {"world": world, "row": 5, "money": 20, "prestige": 6}, can_pass=False)
    st._legal = None
    table = table_for(app, m)
    text = table.prompt_text()
    assert f"grants {texts.world_name(table, world)} Imperial status for $20 and 6 Prestige" in text
    assert "refuse and lose 4 Prestige" in text
    answers = [a for a in table.legal if not st.is_free_discard(a)]
    assert len(answers) == 2 and set(answers) <= set(table.prompt_items())
    st.stack.pop()  # the final Imperial Mission's price
    st.push(seat, PRICE, "The Emperor grants it for $20 and 6 Prestige: pay?",
            {"world": None, "row": 5, "money": 20, "prestige": 6}, can_pass=False)
    st._legal = None
    table.refresh()
    assert "grants you the final Imperial Mission for $20 and 6 Prestige" in table.prompt_text()


def test_the_black_hole_final_petition_dialog_shows_the_black_hole_table(app, monkeypatch):
    """Not the Family 5-or-more odds: each die face's line of the Black Hole table."""
    from game.games.star_traders.rules.black_hole import TABLE

    spy = TextSpy(monkeypatch)
    m = build_match(GAME, ["human", "normal", "normal"], 7, {"version": "black-hole"})
    advance(m, lambda s: s.stage == "turn" and s.to_act == s.current and not s.stack, 7)
    table = table_for(app, m)
    table.petition.is_open = True
    spy.take()
    app.render()
    shown = " ".join(spy.take())
    st = m.state
    seat = st.current
    assert "Black Hole table" in shown and "5 or more" not in shown
    assert f"A network of {st.network_needed()} Imperial Stations" in shown
    bonus = st.petition_bonus(seat)
    granted, money, prestige = TABLE[max(0, min(7, 6 + bonus))]
    assert (f"granted for ${money} and {prestige} Prestige" if money else f"granted for {prestige} Prestige") in shown
    assert "Black Hole table" in texts.petition_text(table, seat)


# ---------------------------------------------------------------- ending a turn early asks first (issue 43)
def _own_turn(stop, seed=3):
    """A 2-seat match (person at seat 0, random moves) at the first ordinary
    decision of seat 0's turn where stop(state) holds."""
    for s in range(seed, seed + 20):
        rng = random.Random(s)
        m = build_match(GAME, ["human", "normal"], seed=s)
        for _ in range(400):
            st = m.state
            if st.is_over:
                break
            if (st.stage == "turn" and st.window() is None and st.to_act == 0 and st.turn_owner() == 0
                    and A.EndTurn() in st.legal_actions() and stop(st)):
                return m
            m.apply(rng.choice(st.legal_actions()))
    raise AssertionError("no such moment in 20 seeded games")


def test_ending_the_turn_with_actions_left_asks_and_enter_says_not_yet(app):
    m = _own_turn(lambda st: st.actions_left > 0)
    table = StarTradersTable(app, m, viewer=0, autoplay=False)
    app.push(table)
    n = len(m.steps)
    assert app.settings.confirm_end_turn  # the default
    table.take(A.EndTurn())
    assert table.confirm == A.EndTurn() and len(m.steps) == n
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert table.confirm is None and len(m.steps) == n and m.state.to_act == 0


def test_enter_ends_a_turn_with_no_action_left_without_asking(app):
    m = _own_turn(lambda st: st.actions_left == 0 and len(st.legal_actions()) > 1)
    table = StarTradersTable(app, m, viewer=0, autoplay=False)
    app.push(table)
    n = len(m.steps)
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert table.confirm is None and len(m.steps) == n + 1 and m.steps[-1].action == A.EndTurn()


def test_a_world_tooltip_near_the_prompt_goes_elsewhere_and_leaves_the_prompt_in_sight(app):
    """Play test: a world's tooltip covered the prompt text and half of a
    reply button while its clock ran."""
    table = table_for(app, imperial_mid_game())
    table.camera.zoom_at(2, table.map_rect.center)

    def worlds():
        return [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "world" and t.rect
                and table.map_rect.contains(t.rect)]

    low = max(worlds(), key=lambda t: t.rect.bottom)
    table.camera.pan_by(0, table.map_rect.bottom - 30 - low.rect.bottom)  # a world at the map's foot
    low = max(worlds(), key=lambda t: t.rect.bottom)
    assert table.prompt_rect.top - low.rect.bottom < 120
    app.mouse = low.rect.center
    table.update_hover()
    app.render()
    shown = app.tooltips.shown
    assert shown is not None and not shown.colliderect(table.prompt_rect), (shown, low.rect, table.prompt_rect)


def test_a_panel_never_reads_more_stations_than_the_petition_needs_over_it(app):
    """Play test 3: Vega's panel read "8/7" up to "11/7"; past the petition's
    count it reads the count with a tick."""
    m = imperial_mid_game()
    table = table_for(app, m)
    st = m.state
    needed = st.stations_needed()
    seat = 1
    free = [w for w in range(1, 100) if w not in st.stations][:needed + 1]
    for w in free:
        st.stations[w] = seat
    table.refresh()
    assert table.trader_panels.stations_text(seat) == f"{sum(1 for o in st.stations.values() if o == seat)}✓"


def test_a_card_with_several_plays_says_a_click_opens_a_choice(app):
    """Play test 3: "Click: Play Open Skies" over "Click: Discard Open Skies"
    left a person asking which click does which (one click opens a menu)."""
    for seed in range(1, 12):
        m = new_match(3, seed=seed, options={"version": "imperial"})
        try:
            m = advance(m, lambda s: s.to_act == 0 and any(isinstance(a, DiscardLuck) for a in s.legal_actions())
                        and len([a for a in s.legal_actions() if not isinstance(a, DiscardLuck)]) > 1, seed=seed,
                        limit=800)
        except AssertionError:
            continue
        table = table_for(app, m)
        many = [t for t in table.hand_tray.targets() if len(t.actions) > 1]
        if not many:
            continue
        for t in many:
            lines = t.tooltip.split("\n")
            assert sum(line.startswith("Click:") for line in lines) == 0, lines
            assert "Click to choose one of:" in lines
        return
    pytest.skip("no seed gave a card with several plays")


def test_notices_stand_under_the_prestige_track_not_over_it(app, monkeypatch):
    """Play test 3: two or three notices stacked over the Prestige track."""
    from game.ui import draw

    table = table_for(app, new_match(3))
    placed = []
    real = draw.text_block

    def spy(surface, text, rect, *a, **k):
        placed.append((text, pygame.Rect(rect)))
        return real(surface, text, rect, *a, **k)

    monkeypatch.setattr(draw, "text_block", spy)
    for i in range(3):
        table.toast(f"Notice number {i}: something happened at a world far away.")
    table.toasts.draw(pygame.Surface((1920, 1080)))
    shown = [r for text, r in placed if text.startswith("Notice number")]
    assert len(shown) == 3
    assert all(r.top > table.meter.rect.bottom for r in shown), (shown, table.meter.rect)


def test_a_short_cargo_name_leaves_its_room_to_a_long_one():
    """Play test 3: "▲alien… ▲witch charms" cut the first name with room to spare."""
    from game.games.star_traders.drawing import fair_widths

    assert fair_widths([150, 90], 260) == [150, 90]
    assert fair_widths([200, 60], 200) == [140, 60]
    assert fair_widths([200, 200], 200) == [100, 100]


def test_a_click_on_a_world_s_number_means_the_world(app):
    """Play test 3: a click on a world's number label did nothing (no tooltip,
    no message); only the planet's dot took it."""
    table = table_for(app, new_match(3))
    app.render()
    view = table.board_view.galaxy_view
    _layer, origin, labels = view._layer()
    ox, oy = view.to_screen(*origin)
    checked = 0
    for n, box in labels.items():
        centre = box.move(round(ox), round(oy)).center
        if not table.map_rect.collidepoint(centre) or view.world_at(centre) not in (None, n):
            continue
        assert table._world_open(centre) == n, n
        checked += 1
    assert checked > 20


def test_the_end_turn_question_names_whose_turn_comes_next_not_who_is_asked_between_turns(app):
    """Play test 4: "Then Rigel plays next" while Vega played next (Rigel was
    only asked first, between turns, whether to play a card)."""
    def early_end_asking_rigel_first(s):
        if not (s.to_act == 0 and s.stage == "turn" and s.actions_left > 0 and s.window() is None):
            return False
        end = next((a for a in s.legal_actions() if isinstance(a, A.EndTurn)), None)
        if end is None:
            return False
        probe = s.clone()
        probe.apply(end)
        return probe.between_turns() and probe.to_act == 2

    m = None
    for seed in range(1, 30):
        try:
            m = advance(new_match(3, seed=seed, options={"version": "imperial"}), early_end_asking_rigel_first,
                        seed=seed, limit=1500)
            break
        except AssertionError:
            continue
    assert m is not None, "no seed asked Rigel first between turns"
    table = table_for(app, m)
    end = next(a for a in table.legal if isinstance(a, A.EndTurn))
    table.confirm_dialog.ask(end)
    ends, nxt = table.confirm_dialog.then
    assert not ends and nxt == 1, (ends, nxt)


def test_a_roll_of_one_is_not_called_a_roll_some_line_allows():
    """Play test 4: "You rolled 1: jump along a line it allows" (none does)."""
    s = new_match(3).state
    s.stage, s.die = "turn", 1
    assert "no jump is open to you now" in s.prompt()
