"""Decisions out of turn at the table frame, on the reaction toy game
("toy-react": a raid opens a window where others may raise a Shield; deals
are built step by step): cheap passes for people and bots, the countdown
prompt and its setting, no curtain for a seat that can only pass, the deal
dialog, and whole games by bots of every level through the frame."""
from __future__ import annotations

import time

import pygame
import pytest

import tests.reaction_toy as toy
from game.ai import decide, forced_action, make_bot
from game.rules.deals import ANSWER, Accept, AddItem, DealWith, Propose
from game.rules.pending import PASS, only_pass
from game.scenes import table_scene_class
from game.seating import build_match

GAME = "toy-react"


def prefix_until(players, seed, cond, limit=400):
    """Actions of heuristic bots from the start until cond(state) holds."""
    state = toy.RULESET.new_game(players, {}, seed)
    bot = make_bot(GAME, "normal")
    actions = []
    while not cond(state):
        assert not state.is_over and len(actions) < limit, "the seed never reaches the position"
        a = decide(state, bot, seed, len(actions))
        state.apply(a)
        actions.append(a)
    return actions, state


def find(players, cond, seeds=range(1, 60)):
    for seed in seeds:
        try:
            actions, state = prefix_until(players, seed, cond)
        except AssertionError:
            continue
        return seed, actions, state
    raise AssertionError("no seed reaches the position")


def open_table(app, players, seed, actions, kinds):
    m = build_match(GAME, kinds, seed)
    for a in actions:
        m.apply(a)
    table = table_scene_class(GAME)(app, m)
    app.push(table)
    return table


def raid_window(state, can_shield: bool) -> bool:
    p = state.window()
    return (p is not None and p.kind == "react-raid"
            and (toy.Shield() in state.legal_actions()) == can_shield)


def kinds_for(players, people):
    return ["human" if i in people else "normal" for i in range(players)]


def button(widgets, label):
    return next(b for b in widgets if b.label == label or b.label.endswith("  " + label))  # "5  Make a deal…"


# ---------------------------------------------------------------- cheap passes


def test_a_person_with_nothing_to_play_passes_at_once_and_the_log_says_so(app):
    app.settings.bot_pace = 5.0
    seed, actions, state = find(3, lambda s: raid_window(s, can_shield=False))
    seat = state.to_act
    table = open_table(app, 3, seed, actions, kinds_for(3, {seat}))
    assert table.reaction is None
    n = len(table.match.steps)
    table.update(1 / 60)
    step = table.match.steps[n]
    assert (step.seat, step.action) == (seat, PASS)
    said = f"{table.seat_name(seat)} had nothing to play and passed automatically."
    assert [t for _, t in table.log_lines()].count(said) == 1
    assert table.pacing.pace == 0.0  # the pass added no pause


def test_no_curtain_for_a_person_who_can_only_pass(app):
    """Hot seat: Ana raids Vex, who has no Shield: the table stays Ana's
    and passes for Vex; the curtain comes only when Vex has a real turn."""
    def ready(s):
        return (s.window() is None and s.to_act == 0 and toy.Raid(1) in s.legal_actions()
                and toy.SHIELD not in s.hands[1])

    seed, actions, _ = find(2, ready)
    table = open_table(app, 2, seed, actions, ["human", "human"])
    if table.curtain_for is not None:
        table.lift_curtain()
    assert table.viewer == 0 and table.my_turn
    table.take(toy.Raid(1))
    assert table.to_act == 1 and only_pass(table.state)
    assert table.curtain_for is None and table.viewer == 0  # Vex's screen is not asked for
    table.update(1 / 60)
    assert table.match.steps[-1].action == PASS or table.state.window() is None
    assert any("passed automatically" in t for _, t in table.log_lines())
    assert table.to_act == 1 and table.curtain_for == 1  # now Vex's own turn: pass the screen


def test_a_bots_lone_pass_needs_no_worker_and_no_pause(app, monkeypatch):
    app.settings.bot_pace = 3.0
    seed, actions, state = find(3, lambda s: raid_window(s, can_shield=False))
    seat = state.to_act
    kinds = ["normal"] * 3
    kinds[(seat + 1) % 3] = "human"
    table = open_table(app, 3, seed, actions, kinds)
    asked = []
    monkeypatch.setattr(table.worker, "request", lambda *a, **k: asked.append(a))
    table.pacing.pace = 1.0  # still pausing after the raid: the pass does not wait for it nor add to it
    table.update(1 / 60)
    assert table.match.steps[-1].seat == seat and table.match.steps[-1].action == PASS
    assert asked == []
    assert table.pacing.pace < 1.0


# ---------------------------------------------------------------- the countdown prompt


def _shield_table(app):
    seed, actions, state = find(3, lambda s: raid_window(s, can_shield=True))
    seat = state.to_act
    return open_table(app, 3, seed, actions, kinds_for(3, {seat})), seat


def test_a_person_who_may_react_gets_a_prompt_whose_clock_passes_for_them(app):
    app.settings.reaction_prompts = True  # the Reply clock is on
    table, seat = _shield_table(app)
    p = table.reaction
    assert p is not None and [b.label for b in p.buttons()] == ["Raise a Shield", "Pass"]
    assert p.happened == table.named(table.state.window().prompt)  # what just happened
    assert table.prompt_items() == []  # the prompt takes the bar's place
    assert set(table.modal_actions()) == set(table.legal)
    n = len(table.match.steps)
    table.app.mouse = (5, 5)
    table.update(4.0)
    assert p.remaining == 10.0  # not on screen yet: its clock has not started
    table.draw(app.canvas)
    table.update(4.0)
    assert len(table.match.steps) == n and 5.9 < p.remaining < 6.1
    table.app.mouse = p.rect.center  # reading: the clock waits
    table.update(30.0)
    assert len(table.match.steps) == n
    table.app.mouse = (5, 5)
    for _ in range(8):
        table.update(1.0)
    assert table.match.steps[n].action == PASS and table.match.steps[n].seat == seat


def test_stopping_the_clock_keeps_the_choice_open(app):
    table, seat = _shield_table(app)
    table.click(button(table.reaction.widgets, "Stop the clock").rect.center)
    n = len(table.match.steps)
    table.app.mouse = (5, 5)
    for _ in range(30):
        table.update(1.0)
    assert len(table.match.steps) == n and table.reaction is not None
    table.click(button(table.reaction.widgets, "Raise a Shield").rect.center)
    assert table.match.steps[n].action == toy.Shield()


def test_with_the_reply_clock_off_the_prompt_waits_for_the_person(app):
    """Off is the default (play test 3: the clock passed replies a person
    never saw): the prompt still asks, its clock stopped from the start."""
    assert app.settings.reaction_prompts is False
    table, seat = _shield_table(app)
    p = table.reaction
    assert p is not None and p.stopped and p.status() == "Clock stopped: take your time"
    n = len(table.match.steps)
    for _ in range(30):
        table.update(1.0)
    assert len(table.match.steps) == n  # no clock: it waits for the person


# ---------------------------------------------------------------- deals


def test_a_person_makes_a_deal_through_the_dialog(app):
    def ready(s):
        return s.window() is None and s.to_act == 0 and DealWith(1) in s.legal_actions() and s.coins[0] >= 1

    seed, actions, _ = find(2, ready)
    table = open_table(app, 2, seed, actions, ["human", "normal"])
    deal = button(table.prompt_buttons(), "Make a deal…")
    assert not any(isinstance(a, DealWith) for a in table.prompt_items())
    table.click(deal.rect.center)
    assert table.deal is not None and table.deal.stage == "partner"
    table.click(button(table.deal.widgets, f"Deal with {table.seat_name(1)}").rect.center)
    assert table.deal.stage == "build"
    add = next(b for b in table.deal.widgets if isinstance(getattr(b, "action", None), AddItem)
               and b.action.giver == 0 and b.action.kind == "coins")
    table.click(add.rect.center)
    table.click(button(table.deal.widgets, Propose().label()).rect.center)
    assert table.state.window().kind == ANSWER and table.deal is None  # the bot's answer now
    table.app.settings.bot_pace = 0.0
    for _ in range(400):
        if table.state.window() is None:
            break
        table.app.step(1 / 60)
        time.sleep(0.002)
    assert table.state.window() is None
    assert any("offers" in t for _, t in table.log_lines())


def test_the_partner_step_closes_with_a_click_beside_it(app):
    seed, actions, _ = find(2, lambda s: s.window() is None and s.to_act == 0 and DealWith(1) in s.legal_actions())
    table = open_table(app, 2, seed, actions, ["human", "normal"])
    table.click(button(table.prompt_buttons(), "Make a deal…").rect.center)
    assert table.deal is not None
    table.click((table.deal.rect.x - 5, table.deal.rect.y + 50))
    assert table.deal is None and len(table.match.steps) == len(actions)


def test_a_person_answers_an_offer_in_the_dialog(app):
    seed, actions, state = find(3, lambda s: s.window() is not None and s.window().kind == ANSWER)
    seat = state.to_act
    table = open_table(app, 3, seed, actions, kinds_for(3, {seat}))
    assert table.deal is not None and table.deal.stage == "answer"
    table.click(button(table.deal.widgets, Accept().label()).rect.center)
    assert table.match.steps[-1].action == Accept() and table.match.steps[-1].seat == seat


# ---------------------------------------------------------------- whole games


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_bots_of_every_level_play_it_through_the_frame(app, monkeypatch, players):
    from game.ai import search

    monkeypatch.setitem(search.HARD_BUDGET, "seconds", None)  # a small iteration budget: quick and deterministic
    monkeypatch.setitem(search.HARD_BUDGET, "iterations", 60)
    app.settings.bot_pace = 0.3
    kinds = ["random", "easy", "normal", "hard"][:players] if players == 4 else ["hard", "easy"]
    table = open_table(app, players, 3, [], kinds)
    asked, paces = [], []
    real_request = table.worker.request

    def request(*a, **k):
        asked.append(forced_action(table.state))
        return real_request(*a, **k)

    monkeypatch.setattr(table.worker, "request", request)
    real_apply = table.apply_action

    def apply(action):
        before, lone = table.pacing.pace, only_pass(table.state)
        events = real_apply(action)
        paces.append((lone, before, table.pacing.pace))
        return events

    table.apply_action = apply
    lone = []  # (pause before, pause after) of frames in which only lone passes were made
    for _ in range(20000):
        if table.state.is_over:
            break
        n, before = len(paces), table.pacing.pace
        table.app.step(0.05)
        if len(paces) > n and all(only for only, _, _ in paces[n:]):
            lone.append((before, table.pacing.pace))
        time.sleep(0.001)
    assert table.state.is_over
    assert asked and all(f is None for f in asked)  # forced decisions never reach the worker
    assert lone and all(after <= before for before, after in lone)  # a pass-only decision adds no pause
    assert all(after == 0.3 for only, _, after in paces if not only)  # every other move is paced


def test_the_settings_screen_toggles_reaction_prompts(app):
    from game.scenes.settings import SettingsScene
    from game.ui.widgets import Toggle

    scene = SettingsScene(app)
    app.push(scene)
    toggle = next(w for w in scene.rows if isinstance(w, Toggle) and w.label == "Reply clock: pass for me when it runs out")
    assert not app.settings.reaction_prompts and not toggle.value  # off by default: the game waits
    assert scene.PANEL.contains(toggle.rect)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=toggle.rect.center, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=toggle.rect.center, button=1))
    assert app.settings.reaction_prompts is True


def test_too_many_choices_for_the_prompt_fall_back_to_the_prompt_bar(app, monkeypatch):
    from game.ui.reaction_prompt import ReactionPrompt

    monkeypatch.setattr(ReactionPrompt, "CLOCK_W", 1100)  # room for one button only
    table, seat = _shield_table(app)
    assert table.reaction is None  # Shield and Pass do not both fit
    assert set(table.prompt_items()) == set(table.legal)


def test_a_decision_the_game_says_is_not_worth_asking_is_passed_without_a_prompt(app):
    """skip_when: the person's screen passes for them as for a lone Pass, and
    no question (prompt bar or reaction prompt) shows meanwhile."""
    table, seat = _shield_table(app)
    asked = []
    table.reactions.skip_when(lambda p: asked.append(p.kind) or True)
    table.refresh()
    assert asked and table.reaction is None and table.reactions.takes_prompt_bar
    n = len(table.match.steps)
    table.update(1 / 60)
    assert (table.match.steps[n].seat, table.match.steps[n].action) == (seat, PASS)


def test_a_key_right_after_the_clock_passed_does_not_answer_the_next_question(app):
    """Play test 3: 1 pressed for one reply answered the next one, which the
    clock's pass had just opened.  The first number key on a new question
    within KEY_HOLD of a pass is asked again."""
    from game.scenes.table_parts.reactions import KEY_HOLD

    app.settings.reaction_prompts = True
    table, seat = _shield_table(app)
    first = table.reaction
    table.draw(app.canvas)
    table.app.mouse = (5, 5)
    for _ in range(11):
        table.update(1.0)  # the clock runs out: a pass for the person
    n = len(table.match.steps)
    table.reactions.show(first.__class__(first.rect, "Another question", first.choices,
                                         on_choose=table.take, on_pass=lambda: None))
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, unicode="1", mod=0))
    assert len(table.match.steps) == n
    assert "Press 1 again" in table.toasts[-1][0]
    assert KEY_HOLD > 0
