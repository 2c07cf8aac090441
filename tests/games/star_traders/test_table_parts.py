"""The Star Traders table's composed objects (texts, drawing, luck_view,
motion) on a stub context: a real match, no table around them."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.star_traders.rules import cargo
from game.games.star_traders import texts  # noqa: E402
from game.games.star_traders.board_view import GalaxyView, StarTradersBoard  # noqa: E402
from game.games.star_traders.drawing import (ActionDice, ContractColumn, PersonalityCards,  # noqa: E402
                                             PetitionDialog)
from game.games.star_traders.luck_view import HAND_H, DealButtons, LuckHandTray, LuckPrompts  # noqa: E402
from game.games.star_traders.motion import StarTradersMotion  # noqa: E402
from game.games.star_traders.rules import actions as A  # noqa: E402
from game.games.star_traders.rules.data import LINE_NEED  # noqa: E402
from game.rules.core import Event  # noqa: E402
from game.rules.pending import PASS  # noqa: E402
from game.seating import build_match  # noqa: E402
from game.ui.anim import Wait  # noqa: E402
from tests.ui.stub_context import StubContext, pygame_up  # noqa: E402,F401


def stub(match, viewer=0, my_turn=True) -> StubContext:
    return StubContext(match, viewer=viewer, my_turn=my_turn)


def match_in_turn(version="family", players=3, seed=3, turns=0):
    """A match at a turn's first decision (after `turns` whole turns of seeded random play)."""
    m = build_match("star-traders", ["human"] * players, seed, {"version": version})
    rng = random.Random(seed)
    for _ in range(6000):
        st = m.state
        if st.stage == "turn" and st.turns >= turns and st.to_act == st.current and not st.stack \
                and st.actions_left == st.actions_per_turn(st.current):
            return m
        legal = st.legal_actions()
        quiet = [a for a in legal if type(a).__name__ not in ("PlayLuck", "Zap", "Avoid", "DealWith")]
        m.apply(rng.choice(quiet or legal))
    raise AssertionError("no turn started")


# ---------------------------------------------------------------- texts
def test_texts_name_worlds_actions_and_deal_words_from_the_context():
    m = match_in_turn()
    ctx = stub(m)
    galaxy = m.state.board.galaxy
    n = min(galaxy.worlds)
    assert texts.world_name(ctx, n) == f"{n} {galaxy.worlds[n].name}"
    assert texts.world_name(ctx, 999) == "999"
    assert texts.action_label(ctx, A.Build(world=n)) == f"Build a station at {n} {galaxy.worlds[n].name}"
    assert texts.action_label(ctx, object()) is None  # the action's own label() then
    other = m.seats[1].name
    assert texts.deal_words(ctx, f"P2 gives 5 money and station {n}") == \
        f"{other} gives $5 and the station at {texts.world_name(ctx, n)}"
    tip = texts.world_tip(ctx, n)
    assert tip.startswith(f"{n} {galaxy.worlds[n].name}") and "Lines: " in tip


def test_petition_text_states_the_cost_and_chance_of_the_seat():
    m = match_in_turn()
    ctx = stub(m)
    chance, bonus, cost, penalty = texts.odds_for(ctx, 0)
    text = texts.petition_text(ctx, 0)
    assert f"Pay ${cost}" in text and texts.percent(chance) in text and f"costs {penalty} Prestige" in text


# ---------------------------------------------------------------- the column and the hand tray
def test_the_hand_tray_takes_the_foot_of_the_column_only_with_cards():
    column = pygame.Rect(1000, 300, 420, 600)
    tray = LuckHandTray(stub(match_in_turn("family")), action_label=str)
    left = tray.place(column, rows=3)
    assert tray.rect is not None and tray.rect.bottom == column.bottom and tray.rect.h <= HAND_H
    assert left.top == column.top and left.bottom <= tray.rect.top - 10
    plain = LuckHandTray(stub(match_in_turn("super-nova")), action_label=str)  # no Trader's Luck
    assert plain.place(column, rows=3) == column and plain.rect is None
    assert plain.targets() == [] and plain.title_targets() == []


def test_cards_are_playable_only_on_the_viewers_decision():
    m = match_in_turn("family")
    hand = texts.my_hand(stub(m))
    waiting = LuckHandTray(stub(m, my_turn=False), action_label=str)
    waiting.place(pygame.Rect(1000, 300, 420, 600), rows=3)
    assert all(waiting.card_actions(c) == [] for c in hand)
    assert all(not t.actions for t in waiting.targets())
    assert len(waiting.targets()) == len(hand)


def test_contract_rows_stay_inside_the_column_and_apart():
    m = match_in_turn("family", turns=6)
    column = ContractColumn(stub(m), seat_colour=lambda seat: (200, 200, 200))
    column.rect = pygame.Rect(1000, 300, 420, 360)
    rows = [r for _, r in column.contract_rows()] + [r for _, r in column.mission_rows()]
    assert len(column.contract_rows()) == len(m.state.view_for(0)["contracts"])
    for i, r in enumerate(rows):
        assert column.rect.contains(r)
        assert not any(r.colliderect(o) for o in rows[i + 1:])
    assert column.rows() is column.rows()  # kept until the rect or the rows change


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def test_the_petition_dialog_closes_on_esc_or_a_click_beside_it():
    ctx = stub(match_in_turn("family"))
    map_rect = pygame.Rect(20, 160, 1000, 600)
    dialog = PetitionDialog(ctx, map_rect=lambda: map_rect, over_widget=lambda: False)
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    assert not dialog.handle(esc)  # closed: Esc is the frame's (the pause menu)
    dialog.open()
    assert dialog.is_open and ctx.refreshed == 1
    assert not dialog.handle(click(dialog.rect().center))  # inside: the petition button is a board Target
    assert not dialog.handle(click((map_rect.right + 50, map_rect.centery)))  # off the galaxy
    assert dialog.is_open
    assert dialog.handle(click((map_rect.x + 5, map_rect.y + 5)))
    assert not dialog.is_open and ctx.refreshed == 2
    dialog.open()
    assert dialog.handle(esc) and not dialog.is_open
    dialog.open()
    dialog.on_undo()
    assert not dialog.is_open


# ---------------------------------------------------------------- dice, petition, Personalities, deals
def test_the_dice_show_every_action_of_the_turn():
    m = match_in_turn("family")
    dice = ActionDice(stub(m), rolling_face=lambda: None)
    dice.rect = pygame.Rect(1000, 100, 420, 136)
    spots = dice.spots()
    assert len(spots) == m.state.actions_left and {k for k, *_ in spots} == {"unused"}
    roll = [t for t in dice.targets() if any(isinstance(a, A.Roll) for a in t.actions)]
    assert len(roll) == 1  # the first blank die rolls


def test_the_petition_dialog_offers_only_a_legal_petition():
    m = match_in_turn("family")
    map_rect = pygame.Rect(20, 160, 1000, 600)
    dialog = PetitionDialog(stub(m), map_rect=lambda: map_rect, over_widget=lambda: False)
    assert not dialog.is_open
    assert dialog.rect().center == map_rect.center and map_rect.contains(dialog.rect())
    legal = any(isinstance(a, A.Petition) for a in m.state.legal_actions())
    assert bool(dialog.targets()) == legal


def test_personality_cards_only_for_the_person_choosing():
    m = build_match("star-traders", ["human"] * 3, 3, {"version": "family", "personalities": "choose"})
    assert any(isinstance(a, A.ChoosePersonality) for a in m.state.legal_actions())
    map_rect = pygame.Rect(20, 160, 1000, 600)
    cards = PersonalityCards(stub(m), map_rect=lambda: map_rect).cards()
    assert cards and all(map_rect.contains(r) for _, r in cards)
    assert PersonalityCards(stub(m, my_turn=False), map_rect=lambda: map_rect).cards() == []


def test_deal_buttons_only_on_your_turn_and_clear_of_the_figures():
    m = match_in_turn("family")
    area = pygame.Rect(1500, 200, 380, 100)
    deals = DealButtons(stub(m), panel_area=lambda seat: area, figures_end=lambda seat: area.x + 200)
    partners = [a.partner for a in m.state.legal_actions() if type(a).__name__ == "DealWith"]
    assert partners, "a Family turn offers deals"
    for seat in partners:
        r = deals.button_rect(seat)
        assert r.right == area.right and r.x >= area.x + 200
    assert [t.key for t in deals.targets()] == [("deal", s) for s in partners]
    waiting = DealButtons(stub(m, my_turn=False), panel_area=lambda seat: area, figures_end=lambda seat: area.x)
    assert waiting.targets() == []


def test_luck_prompts_stay_out_of_a_plain_turn():
    shown = []
    prompts = LuckPrompts(stub(match_in_turn("family")), reaction=lambda: None, show=shown.append,
                          open_chooser=lambda *a: None, on_timeout=lambda: None, seconds=20.0)
    prompts.word()
    assert shown == []


# ---------------------------------------------------------------- the galaxy
def traders_board(ctx, overlays=()):
    return StarTradersBoard(ctx, pygame.Rect(20, 160, 1000, 600), LINE_NEED,
                            seat_look=lambda seat: ((seat, 0, 0), "o"), lit_worlds=lambda: [],
                            overlays=lambda: list(overlays))


def test_the_galaxy_shows_what_the_view_holds_and_hides_a_flying_ship():
    m = match_in_turn("family")
    ctx = stub(m)
    board = traders_board(ctx)
    view = m.state.view_for(0)
    p = board.pieces()
    assert p.stations == {int(w): ((owner, 0, 0), "o") for w, owner in view["stations"]}
    assert sorted(w for w, *_ in p.ships) == sorted(w for ships in view["ships"] for w in ships)
    assert p.current == m.state.ships[m.state.current][0]
    ctx.reveal.track((0, 0), Wait(1.0))
    assert len(board.pieces().ships) == len(p.ships) - 1  # seat 0's ship is in flight: drawn by the motion
    assert not board.update(0.5) and board.pieces().phase == 0.5


def test_a_world_under_an_overlay_is_not_open():
    m = match_in_turn("family")
    n = min(m.state.board.galaxy.worlds)
    free = traders_board(stub(m))
    pos = tuple(round(v) for v in free.galaxy_view.world_screen(n))
    assert free.world_open(pos) == n
    covered = traders_board(stub(m), overlays=[pygame.Rect(pos[0] - 5, pos[1] - 5, 10, 10)])
    assert covered.world_open(pos) is None


# ---------------------------------------------------------------- motion
def test_a_roll_tumbles_the_die_and_a_move_flies_the_ship():
    m = match_in_turn("family")
    ctx = stub(m)
    galaxy = m.state.board.galaxy
    gview = GalaxyView(galaxy, pygame.Rect(20, 160, 1000, 600), LINE_NEED, ctx.assets)
    floats = []
    motion = StarTradersMotion(ctx, gview, map_rect=lambda: pygame.Rect(20, 160, 1000, 600),
                               float_text=lambda text, pos, colour, delay=0.0: floats.append(text),
                               panel_anchor=lambda seat: (1500, 200), seat_look=lambda seat: ((255, 0, 0), "circle"))
    assert motion.rolling_face() is None and not motion.update(0.0)
    m.apply(A.Roll())
    motion.play([])
    assert motion.rolling_face() in range(1, 7) and motion.update(0.0)
    while m.state.stack:  # the others may Zap the roll: nobody does
        m.apply(PASS)
    jump = next(a for a in m.state.legal_actions() if isinstance(a, A.Jump))
    m.apply(jump)
    motion.play([])
    assert (m.state.current, jump.ship) in ctx.reveal
    motion.play([Event("luck", "Player 2 plays Windfall.", seat=1)])
    assert ctx.toasted[-1].endswith("plays Windfall.")
    motion.on_undo()
    assert motion.rolling_face() is None and not ctx.reveal and not motion.update(0.0)


def test_vip_prestige_is_one_figure_on_the_card_in_the_tooltips_and_in_the_log():
    from game.games.star_traders.rules.cargo import VIP_PRESTIGE
    from game.games.star_traders.rules.data import contracts

    m = match_in_turn()
    ctx = stub(m)
    vip = next(c for c in ctx.view["contracts"] if c and c["slot"] == 1)
    assert vip["vip"]
    total = vip["prestige"] + VIP_PRESTIGE
    words = f"{total} Prestige ({vip['prestige']}, +{VIP_PRESTIGE} VIP)"
    assert words in texts.contract_tip(ctx, vip)
    assert words in texts.world_tip(ctx, vip["to"])
    other = next(c for c in ctx.view["contracts"] if c and c["slot"] != 1)
    assert f"{other['prestige']} Prestige;" in texts.contract_tip(ctx, other) and "VIP" not in texts.contract_tip(
        ctx, other)
    # the log's line of a new contract #1 and of its delivery say the same figure
    st = m.state.clone()
    events = []
    cargo.fill_slot(st, 0, events)
    c = contracts()[st.board_cards[0] - 1]
    line = next(e for e in events if e.kind == "contract").text
    assert f"{c.prestige + VIP_PRESTIGE} Prestige ({c.prestige}, +{VIP_PRESTIGE} VIP)" in line


def scandal_window(prestige: int, viewer: int):
    """Player 1 plays a Scandal on Player 2 (who holds Avoid and has `prestige`)."""
    from game.games.star_traders.rules.luck_actions import PlayLuck
    from tests.games.star_traders.rules_helpers import cleared, fresh_turn, game, give
    from tests.ui.stub_context import StubMatch
    from game.session import Seat

    s = cleared(game(2, "imperial"))
    fresh_turn(s, 0, ())
    give(s, 0, "scandal")
    give(s, 1, "avoid_calamity")
    s.prestige[1] = prestige
    s.apply(PlayLuck("scandal", 2, 1))
    assert s.window().kind == "avoid" and s.to_act == 1
    ctx = StubContext(StubMatch(state=s, seats=[Seat("Ann"), Seat("Vega")]), viewer=viewer)
    return texts.luck_happened(ctx, s.window())[0], s


def test_the_scandal_prompt_says_the_loss_the_rules_will_take_never_below_the_minimum():
    head, _ = scandal_window(10, viewer=1)
    assert head == "Ann plays Scandal on you: unless you avoid it, you lose 2 Prestige."
    head, s = scandal_window(2, viewer=1)
    assert head == "Ann plays Scandal on you: unless you avoid it, you lose 1 Prestige (not below 1)."
    s.apply(PASS)
    assert s.prestige[1] == 1  # what the prompt said
    head, _ = scandal_window(1, viewer=1)
    assert head == "Ann plays Scandal on you: unless you avoid it, you have no Prestige to lose (already at the minimum, 1)."
    head, _ = scandal_window(2, viewer=0)
    assert head.endswith(": Vega loses 1 Prestige (not below 1).")


def test_a_scandals_button_tooltip_says_the_loss_it_would_really_cause():
    from game.games.star_traders.rules.luck_actions import PlayLuck
    from game.session import Seat
    from tests.ui.stub_context import StubMatch

    _, s = scandal_window(2, viewer=0)  # Vega has 2 Prestige
    ctx = StubContext(StubMatch(state=s, seats=[Seat("Ann"), Seat("Vega")]), viewer=0)
    assert texts.card_action_tip(ctx, PlayLuck("scandal", 2, 1)).endswith("\nNow: Vega loses 1 Prestige (not below 1)")


def test_a_vip_delivery_says_the_cards_prestige_and_the_bonus_apart():
    """Issue 49 (play test 5b): "+3 Prestige (+2 VIP)" read as if the card's ★3
    got no bonus; the log names the card's own figure first."""
    from game.games.star_traders.rules.cargo import VIP_PRESTIGE

    m = match_in_turn()
    st = m.state.clone()
    events = []
    c = st.board.card(st.board_cards[0])
    cargo.deliver(st, 0, 0, events)
    line = next(e for e in events if e.kind == "deliver").text
    assert f"Prestige ({c.prestige}, +{VIP_PRESTIGE} VIP)" in line, line


def test_the_mission_worlds_tooltips_name_the_imperial_mission():
    """Issue 49 (play test 5b): the destination world's tooltip left the mission out."""
    m = match_in_turn()
    st = m.state
    card = next(c for c in st.board.cards if c.star)
    st.missions[1] = card.card
    ctx = stub(m)
    assert "Imperial Mission: deliver" in texts.world_tip(ctx, card.to)
    assert "Imperial Mission: pick up" in texts.world_tip(ctx, card.frm)


# ---------------------------------------------------------------- replies between turns
def between_window(give_kinds=("scandal",), rival_prestige=1):
    """Vega (seat 1) ends a turn; Ann (seat 0, the viewer) holds `give_kinds`
    and is asked in the window between turns; every rival has `rival_prestige`."""
    from game.games.star_traders.rules.actions import EndTurn
    from game.session import Seat
    from tests.games.star_traders.rules_helpers import cleared, fresh_turn, game, give
    from tests.ui.stub_context import StubMatch

    s = cleared(game(3, "imperial"))
    for seat in range(3):
        s.hands[seat].clear()
    for kind in give_kinds:
        give(s, 0, kind)
    s.prestige[1] = s.prestige[2] = rival_prestige
    fresh_turn(s, 1, ())
    s.apply(EndTurn())
    while s.to_act != 0 or s.window() is None or s.window().kind != "between":
        legal = s.legal_actions()
        s.apply(PASS if PASS in legal else legal[0])
    ctx = StubContext(StubMatch(state=s, seats=[Seat("Ann"), Seat("Vega"), Seat("Rigel")]), viewer=0)
    shown = []
    prompts = LuckPrompts(ctx, reaction=lambda: None, show=shown.append, open_chooser=lambda *a: None,
                          on_timeout=lambda: None, seconds=20.0)
    return s, ctx, prompts, shown


def test_between_turns_a_card_that_would_do_nothing_is_not_asked_about():
    s, ctx, prompts, shown = between_window(("scandal",), rival_prestige=1)  # nobody has Prestige to lose
    assert any(type(a).__name__ == "PlayLuck" for a in ctx.legal)  # the rules allow it
    assert prompts.not_worth_asking(s.window())
    prompts.word()
    assert shown == []


def test_between_turns_the_reply_says_plainly_before_whose_turn_and_after_a_pass_waits_for_something_new():
    s, ctx, prompts, shown = between_window(("scandal",), rival_prestige=5)
    assert not prompts.not_worth_asking(s.window())
    prompts.word()
    assert len(shown) == 1
    assert shown[0].happened == "Vega's turn is over. Rigel is next."
    assert shown[0].question == "You may play a card now (before Rigel's turn), or pass:"
    shown[0].choose_pass()
    assert ctx.taken == [PASS]
    assert prompts.not_worth_asking(s.window())  # the same plays again: not asked a second time
    s.prestige[1] = 1  # a target drops out: still nothing new
    assert prompts.not_worth_asking(s.window())
    from tests.games.star_traders.rules_helpers import give
    give(s, 0, "tax_audit")  # a new card that would do something: asked again
    ctx.refresh()
    assert not prompts.not_worth_asking(s.window())


def test_a_zap_reply_names_the_card_held_not_a_smaller_one():
    from game.games.star_traders.luck_cards import luck
    from game.games.star_traders.rules.luck_actions import Zap

    s, ctx, prompts, _ = between_window((), rival_prestige=5)
    big = next(c for c in s.deck + s.discard if luck(c).kind == "zap" and luck(c).amount == 2)
    (s.deck if big in s.deck else s.discard).remove(big)
    s.hands[0][:] = [big]
    ctx.refresh()
    ctx.legal = [Zap(-2), Zap(-1), Zap(1), Zap(2), PASS]  # what a Zap window offers the holder of a +/-2
    labels = [c.label for c in prompts._choices(grouped=True)]
    assert labels == [f"{luck(big).name} (4 ways)"]
    assert "(+/-1)" not in " ".join(labels)


def test_a_zap_waiting_for_the_next_roll_says_so_on_the_card_and_in_its_tooltip():
    """Play test 5b: the person's own Zap greyed after their own roll looked broken."""
    from game.games.star_traders.luck_view import NEXT_ROLL
    from game.games.star_traders.rules.actions import Roll
    from game.session import Seat
    from tests.games.star_traders.rules_helpers import Dice, cleared, fresh_turn, game, give
    from tests.ui.stub_context import StubMatch

    s = cleared(game(2, "imperial"))
    fresh_turn(s, 0, ())
    s.hands[0].clear()
    zap = give(s, 0, "zap")
    s.rng = Dice([1])
    s.apply(Roll())
    while s.window() is not None:  # the Zap window right after the roll: passed
        s.apply(PASS)
    assert s.die == 1 and s.to_act == 0
    ctx = StubContext(StubMatch(state=s, seats=[Seat("Ann"), Seat("Vega")]), viewer=0)
    tray = LuckHandTray(ctx, action_label=lambda a: a.label())
    tray.place(pygame.Rect(1023, 100, 435, 800), rows=3)
    assert tray.waits_for_roll(zap) and NEXT_ROLL == "Next roll"
    tip = next(t.tooltip for t in tray.targets() if t.key[2] == zap)
    assert "You rolled 1: a Zap is played right after a roll" in tip and "waits for the next roll" in tip


def test_a_mission_row_never_cuts_its_destination(monkeypatch):
    """Play test 5b: the contracts column's mission line read "▼ 22…"."""
    from game.ui import draw

    m = match_in_turn("imperial")
    st = m.state
    card = max((c for c in st.board.cards if c.star), key=lambda c: len(c.cargo))
    st.missions[1] = card.card
    column = ContractColumn(stub(m), seat_colour=lambda seat: (200, 200, 200))
    column.rect = pygame.Rect(1023, 258, 435, 400)
    drawn = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, s, *a, **k: (drawn.append(s), real(surface, s, *a, **k))[1])
    column.draw(pygame.Surface((1920, 1080)))
    lines = [s for s in drawn if isinstance(s, str) and "▼" in s and f"▼ {card.to}" in s]
    assert lines and all("…" not in s for s in lines), lines
    assert any(card.cargo in s for s in drawn if isinstance(s, str)), str([card.cargo] + drawn[-6:])  # on the route line or in the title
    assert all(s.rstrip().endswith(str(card.to)) or s.rstrip().endswith(texts.world_name(stub(m), card.to))
               for s in lines), lines


def test_a_rivals_two_cargos_show_whole_words_on_its_panel(monkeypatch):
    """Play test 5b: Vega's cargo read "stellar… racehorse…"."""
    from game.games.star_traders.drawing import TraderPanels
    from game.ui import draw

    m = match_in_turn("imperial")
    st = m.state
    st.board_cards[:2] = [next(c.card for c in st.board.cards if c.cargo == name)
                          for name in ("stellar antiquities", "racehorse embryos")]
    st.cargo[1] = [(0, 0), (1, 0)]
    ctx = stub(m)
    assert [texts.cargo_name(ctx, k + 1) for k in (0, 1)] == ["stellar antiquities", "racehorse embryos"]
    ctx.view["cargo"][1] = [(1, 0), (2, 0)]
    panels = TraderPanels(ctx, seat_colour=lambda seat: (200, 200, 200), panel_area=lambda seat: None,
                          deal_rect=lambda seat: None, popup_open=lambda: False)
    drawn = []
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, s, *a, **k: (drawn.append(s), real(surface, s, *a, **k))[1])
    panels.draw(pygame.Surface((1920, 1080)), pygame.Rect(1500, 300, 380, 130), 1)
    cargo = [s for s in drawn if isinstance(s, str) and any(w in s for w in ("antiquities", "embryos", "stellar",
                                                                             "racehorse"))]
    assert len(cargo) == 2 and not any("…" in s for s in cargo), cargo


@pytest.mark.parametrize("height", [400, 330, 300, 260])
def test_a_mission_rows_words_stay_inside_its_frame(monkeypatch, height):
    """Play test 6: in a crowded column the mission's route line ran over the
    bottom of its box ("siren crystals: ▲ 33 Killough ▼ 53 Moon" clipped)."""
    from game.ui import draw

    m = match_in_turn("imperial")
    st = m.state
    stars = [c for c in st.board.cards if c.star]
    for seat in range(3):
        st.missions[seat] = stars[seat].card
    column = ContractColumn(stub(m), seat_colour=lambda seat: (200, 200, 200))
    column.rect = pygame.Rect(1023, 258, 435, height)
    drawn = []
    real = draw.text

    def text(surface, s, *a, **k):
        rect = real(surface, s, *a, **k)
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(draw, "text", text)
    column.draw(pygame.Surface((1920, 1080)))
    for _, row in column.mission_rows():
        inner = row.inflate(0, -4)  # the frame is 2 px wide
        inside = [(s, r) for s, r in drawn if row.collidepoint(r.center)]
        assert inside
        for s, r in inside:
            glyphs = pygame.Rect(r.x, r.y + 3, r.w, r.h - 3)  # the font's line: 3 px above its capitals, 0 under "g"
            assert inner.top <= glyphs.top and glyphs.bottom <= inner.bottom, (s, tuple(r), tuple(row))
