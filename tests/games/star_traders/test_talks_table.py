"""Talks out of turn at the Star Traders table: the Trade button pauses the
bots and opens talks at a safe point (or waits for one while an effect is
resolved), play resumes at the same decision when the talks end, and bots
propose out of turn only within their cap and only when the setting lets
them."""
from __future__ import annotations

import random

import game.games.star_traders.rules  # noqa: F401  (registers "star-traders")
from game.app import build_match
from game.games.star_traders import talks_policy
from game.games.star_traders.rules import Roll
from game.games.star_traders.table import StarTradersTable
from game.rules.deals import BUILD, Cancel, OpenTalks

PERSON = 2


def table_at_bot_turn(app, version="black-hole"):
    """Three traders, the person in seat 3, Player 1 (a bot) deciding its first turn."""
    m = build_match("star-traders", ["normal", "normal", "human"], 5,
                    {"version": version, "first_player": "player 1"})
    while m.state.setup_queue:
        m.apply(m.state.legal_actions()[0])
    table = StarTradersTable(app, m)
    app.reset(table)
    return table


def _drawn_texts(app) -> list[str]:
    from game.ui.assets import Assets

    seen, real = [], Assets.text

    def spy(assets, text, *a, **k):
        seen.append(text)
        return real(assets, text, *a, **k)

    Assets.text = spy
    try:
        app.top.assets._generated.clear()
        app.render()
    finally:
        Assets.text = real
    return seen


def chooser_button(table, label):
    return next(b for b in table.chooser.popup["buttons"] if b.label == label)


def test_trade_pauses_the_bots_opens_talks_off_turn_and_play_resumes_at_the_same_decision(app):
    app.settings.bot_proposals = False
    table = table_at_bot_turn(app)
    assert table.to_act == 0 and not table.my_turn
    trade = table.talks.shown_button()
    assert trade is not None and trade.enabled and trade in table.widgets
    before = (table.state.to_act, table.state.legal_actions())
    steps = len(table.match.steps)
    table.click(trade.rect.center)
    assert table.chooser.is_open and table.talks.holds_bots
    for _ in range(30):  # the bot does not move while the person chooses
        table.update(1 / 60)
    assert len(table.match.steps) == steps
    texts = _drawn_texts(app)
    assert any(f"{table.seat_name(0)} waits while you talk trade" in t for t in texts), texts  # not "is deciding"
    assert not any("is deciding" in t for t in texts)
    table.click(chooser_button(table, f"Deal with {table.seat_name(1)}").rect.center)
    assert table.match.actions[-1] == OpenTalks(PERSON, 1) and table.match.steps[-1].seat == PERSON
    assert table.my_turn and table.deal is not None and table.state.window().kind == BUILD
    assert table.take(Cancel())
    assert (table.state.to_act, table.state.legal_actions()) == before and table.deal is None


def test_trade_pressed_during_an_effect_waits_for_the_next_safe_point(app):
    app.settings.bot_proposals = False
    table = table_at_bot_turn(app)
    table.apply_action(Roll())  # Player 1 rolls: the Zap window is an effect being resolved
    assert table.state.window().kind == "zap" and table.to_act != PERSON
    table.click(table.talks.shown_button().rect.center)
    assert table.talks.waiting and not table.talks.holds_bots and not table.chooser.is_open
    while table.state.window() is not None:  # the window is answered (bots and the person pass)
        table.apply_action(table.state.legal_actions()[0])
    table.update(1 / 60)
    assert table.chooser.is_open and table.talks.holds_bots and not table.talks.waiting


def test_bots_propose_out_of_turn_only_when_the_setting_lets_them(app):
    table = table_at_bot_turn(app)
    table.bot_interjection = lambda seat, rng: OpenTalks(seat, PERSON) if seat == 1 else None
    app.settings.bot_proposals = False
    steps = len(table.match.steps)
    table.talks.update(1 / 60)
    assert len(table.match.steps) == steps
    app.settings.bot_proposals = True
    table.talks._bots_asked = -1  # a new decision for the bots to consider
    table.talks.update(1 / 60)
    assert table.match.actions[-1] == OpenTalks(1, PERSON) and table.state.to_act == 1


def test_a_bot_opens_talks_out_of_turn_at_most_once_a_round(monkeypatch):
    from tests.games.star_traders.test_talks_out_of_turn import match

    monkeypatch.setattr(talks_policy, "OFF_TURN_CHANCE", 1.0)
    monkeypatch.setattr(talks_policy, "plan", lambda state, seat, partner: ("an offer",))
    m = match()
    rng = random.Random(1)
    a = talks_policy.off_turn_talks(m.state, 1, rng)
    assert a == OpenTalks(1, 0)
    m.apply(a)
    m.apply(Cancel())
    assert talks_policy.off_turn_talks(m.state, 1, rng) is None  # its one talk this round is used
    assert talks_policy.off_turn_talks(m.state, 2, rng) == OpenTalks(2, 0)
    assert talks_policy.off_turn_talks(m.state, 0, rng) is None  # on its own turn it uses its turn's deals
    m.apply(Roll())
    assert talks_policy.off_turn_talks(m.state, 2, rng) is None  # only at the start of a turn


def test_bots_find_no_offer_in_versions_without_petitions():
    from tests.games.star_traders.test_talks_out_of_turn import match

    m = match("nova")
    assert all(talks_policy.off_turn_talks(m.state, seat, random.Random(seat)) is None for seat in (1, 2))


def test_the_person_takes_back_opening_talks_but_not_an_accepted_deal(app):
    from game.rules.deals import Accept, AddItem, Propose

    app.settings.bot_proposals = False
    table = table_at_bot_turn(app)
    table.apply_action(OpenTalks(PERSON, 1))
    assert table.undo_steps.seat() == PERSON and table.undo()
    assert table.state.window() is None and table.to_act == 0
    table.apply_action(OpenTalks(1, PERSON))  # a bot offers the person $1 for nothing
    table.apply_action(AddItem(1, "money", "", 1))
    table.apply_action(Propose())
    assert table.take(Accept())
    assert table.match.steps[-1].seat == PERSON and table.undo_steps.seat() is None and table.undo_steps.why_not().endswith("the deal was accepted.")


def test_games_without_talks_at_any_time_show_no_trade_button(app):
    from game.scenes import table_scene_class

    m = build_match("star-cargo", ["normal", "human"], 3, {})
    table = table_scene_class("star-cargo")(app, m)
    app.reset(table)
    assert not m.ruleset.talks_any_time and table.talks.shown_button() is None
    assert table.talks.button not in table.widgets


def test_trade_shows_key_1_and_the_key_presses_it(app):
    """Play test 4: Trade, the only usable button out of the person's turn,
    showed no number key."""
    import pygame

    app.settings.bot_proposals = False
    table = table_at_bot_turn(app)
    trade = table.talks.shown_button()
    assert trade is not None and trade.key == 1
    steps = len(table.match.steps)
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0))
    assert table.chooser.is_open and table.talks.holds_bots and len(table.match.steps) == steps
