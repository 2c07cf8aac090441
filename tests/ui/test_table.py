"""The shared TableScene: generic play by mouse for every registered game,
bots, autosave, undo, curtain, targets, keyboard, results."""
from __future__ import annotations

import time

import pygame
import pytest

from game import persist
from game.app import build_match
from game.games import all_rulesets, get_ruleset
from game.scenes import table_scene_class
from game.scenes.table import PromptButton, Target, TableScene
from game.ui.anim import Animator, Move, ease_out_cubic
from tests.ui import toygame
from tests.ui.clicker import key, play_by_clicks, see_results
from tests.ui.conftest import non_blank

GAMES = ["ui-toy"] + [r.id for r in all_rulesets()]


def _humans(game_id, n=None):
    rs = get_ruleset(game_id)
    return ["human"] * (n or rs.min_players)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "star-traders"])  # its own table: the next test
def test_generic_table_plays_a_whole_game_by_clicks(app, game_id):
    m = build_match(game_id, _humans(game_id), seed=11)
    table = TableScene(app, m)
    app.push(table)
    play_by_clicks(app, table, seed=3)
    assert m.state.is_over
    # the final board stays (no jump to the results by itself) ...
    table.update(TableScene.END_DELAY + 5.0)
    assert app.top is table
    assert non_blank(app.render())
    # ... until "See the results" is clicked
    from game.scenes.results import ResultsScene

    assert isinstance(see_results(table), ResultsScene)
    assert non_blank(app.render())


@pytest.mark.slow
@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "ui-toy"])
def test_registered_table_plays_a_whole_game_by_clicks(app, game_id):
    m = build_match(game_id, _humans(game_id), seed=12)
    table = table_scene_class(game_id)(app, m)
    app.push(table)
    play_by_clicks(app, table, seed=5)
    assert m.state.is_over


def test_autosave_after_each_applied_action(app):
    m = build_match("ui-toy", ["human", "normal"], seed=2)
    table = TableScene(app, m)
    app.push(table)
    assert persist.load_autosave() is None or not persist.load_autosave().match.steps
    table.click(table.prompt_buttons()[0].rect.center)
    assert len(m.steps) == 1
    saved = persist.load_autosave()
    assert saved is not None and not saved.error
    assert saved.match.actions == m.actions


def _wait_for(app, cond, frames=4000):
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
        time.sleep(0.002)
    return cond()


def test_bot_moves_are_applied_and_game_finishes(app):
    m = build_match("ui-toy", ["normal", "easy", "random"], seed=6)
    table = TableScene(app, m)
    app.push(table)
    assert table.viewer is None  # all bots: a spectator
    from game.scenes.results import ResultsScene

    assert _wait_for(app, lambda: m.state.is_over, frames=20000)
    for _ in range(120):  # the final board stays for the spectator too
        app.step(1 / 60)
    assert app.top is table
    key(table, pygame.K_RETURN)  # Enter = "See the results"
    assert isinstance(app.top, ResultsScene)


def test_bot_answers_after_a_person(app):
    m = build_match("ui-toy", ["human", "normal"], seed=7)
    table = TableScene(app, m)
    app.push(table)
    for _ in range(2000):  # bounded: a change that stalls the game fails, never hangs
        if not (m.state.to_act == 0):
            break
        if table.confirm is not None:  # "End your turn?" (asked by default): yes
            table.click(table.confirm_dialog.buttons[0].rect.center)
        else:
            table.click(table.prompt_buttons()[-1].rect.center)  # last button: end turn eventually
    else:
        raise AssertionError("no end after 2000 steps: m.state.to_act == 0")
    assert table.viewer == 0  # the last person keeps the view while the bot acts
    n = len(m.steps)
    assert _wait_for(app, lambda: len(m.steps) > n)
    assert m.steps[n].seat == 1


def test_animation_holds_bot_moves(app):
    app.settings.animation_speed = 1.0
    m = build_match("ui-toy", ["normal", "normal"], seed=8)
    table = TableScene(app, m)
    app.push(table)
    table.anim.wait(100.0)
    table.pacing.action = m.state.legal_actions()[0]
    table.pacing.requested = True
    table.update(0.05)
    assert not m.steps  # still animating: the bot waits
    table.anim.finish_all()
    table.update(0.05)
    assert len(m.steps) == 1


def test_undo_with_ctrl_z(app):
    m = build_match("ui-toy", ["human", "normal"], seed=9)
    table = TableScene(app, m)
    app.push(table)
    first = table.prompt_items()[0]
    table.take(first)
    assert len(m.steps) == 1 and table.log
    key(table, pygame.K_z, pygame.KMOD_CTRL)
    assert not m.steps and not table.log
    assert table.my_turn
    # a draw reveals a card: it cannot be undone
    table.take(first)
    draw = [a for a in table.legal if isinstance(a, toygame.Draw)][0]
    table.take(draw)
    key(table, pygame.K_z, pygame.KMOD_LCTRL)
    assert len(m.steps) == 2
    assert any("revealed" in t[0] for t in table.toasts)


def test_undo_names_the_decision_as_it_read_when_it_was_made(app):
    """A label that reads the state must not be worked out after the move
    (it read 'Stash medicine (size None)' once the cards had left)."""

    class Counting(TableScene):
        def action_label(self, action):
            return f"{action.label()} with {len(self.legal)} choices"

    m = build_match("ui-toy", ["human", "normal"], seed=9)
    table = Counting(app, m)
    app.push(table)
    first = table.prompt_items()[0]
    said = table.action_label(first)
    table.take(first)
    assert table.action_label(first) != said  # the state moved on: a late label would differ
    key(table, pygame.K_z, pygame.KMOD_CTRL)
    assert any(t[0] == f"Took back: {said}" for t in table.toasts)


def test_undo_after_loading_names_the_decision_from_the_state_it_was_made_in(app):
    class Counting(TableScene):
        def action_label(self, action):
            return f"{action.label()} at step {len(self.match.steps)}"

    m = build_match("ui-toy", ["human", "normal"], seed=9)
    first = TableScene(app, m).prompt_items()[0]
    m.apply(first)  # made before this table existed (as in a loaded game)
    table = Counting(app, m)
    app.push(table)
    key(table, pygame.K_z, pygame.KMOD_CTRL)
    assert any(t[0] == f"Took back: {first.label()} at step 0" for t in table.toasts)


def test_every_table_has_a_reveal_tracker_that_undo_clears(app):
    m = build_match("ui-toy", ["human", "normal"], seed=9)
    table = TableScene(app, m)
    app.push(table)
    table.take(table.prompt_items()[0])
    table.reveal.hide(("card", 1))  # e.g. a card whose flight was cut short
    assert ("card", 1) in table.reveal
    key(table, pygame.K_z, pygame.KMOD_CTRL)
    assert not m.steps and ("card", 1) not in table.reveal


def test_undo_cancels_a_thinking_bot(app):
    class SlowWorker:
        def __init__(self):
            self.cancelled = 0
            self.requests = 0
            self.busy = False
            self.error = None
            self.failure = None

        def request(self, record, level):
            self.requests += 1
            self.busy = True

        def poll(self):
            return None

        def cancel(self):
            self.cancelled += 1
            self.busy = False

        def close(self):
            pass

    app.bot_worker_factory = SlowWorker
    m = build_match("ui-toy", ["human", "normal"], seed=10)
    table = TableScene(app, m)
    app.push(table)
    for _ in range(2000):  # bounded: a change that stalls the game fails, never hangs
        if not (m.state.to_act == 0):
            break
        table.take(table.prompt_items()[-1])
    else:
        raise AssertionError("no end after 2000 steps: m.state.to_act == 0")
    table.update(0.016)
    w = app.bot_worker()
    assert w.requests == 1
    last_seat = m.steps[-1].seat
    assert last_seat == 0 and not m.steps[-1].barrier
    n = len(m.steps)
    table.undo()
    assert w.cancelled >= 1 and len(m.steps) == n - 1
    assert m.state.to_act == 0


def test_curtain_between_two_people_hides_private_text(app):
    m = build_match("ui-toy", ["human", "human"], seed=3)
    table = TableScene(app, m)
    app.push(table)
    assert table.curtain_for == 0  # first person confirms before seeing a hand
    assert not table.my_turn
    table.click(table.curtain.button_rect().center)
    assert table.curtain_for is None and table.my_turn
    table.take(table.prompt_items()[0])
    draw = [a for a in table.legal if isinstance(a, toygame.Draw)][0]
    table.take(draw)
    mine = [t for _, t in table.log_lines()]
    assert any(t.startswith("You draw") for t in mine)
    table.take(table.legal[0])  # end turn
    assert table.curtain_for == 1
    assert non_blank(app.render())
    table.click(table.curtain.button_rect().center)
    theirs = [t for _, t in table.log_lines()]
    assert not any(t.startswith("You draw") for t in theirs)
    assert any("draws a card" in t for t in theirs)


class ToyTable(TableScene):
    """A subclass using the Target API: hand cards are targets."""

    def hand_rects(self):
        hand = self.view.get("your hand") if isinstance(self.view, dict) else None
        if not isinstance(hand, list):
            return []
        return [(c, pygame.Rect(100 + i * 160, 400, 140, 200)) for i, c in enumerate(hand)]

    def targets(self):
        out = []
        legal = set(self.legal)
        for c, r in self.hand_rects():
            a = toygame.Play(c)
            if a in legal:
                out.append(Target(rect=r, actions=[a], tooltip=f"A {c}", key=c))
            else:
                out.append(Target(rect=r, disabled="You already played a card this turn.", key=c))
        return out

    def draw_board(self, surface):
        for c, r in self.hand_rects():
            pygame.draw.rect(surface, (230, 230, 230), r, border_radius=10)

    def player_panel_lines(self, seat):
        return [f"Points {self.state.points[seat]}", f"Cards {len(self.state.hands[seat])}"]

    def banner_note(self):
        return "Final round" if self.state.round == self.state.rounds else ""


def test_subclass_targets_hover_click_and_why_not(app):
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = ToyTable(app, m)
    app.push(table)
    plays = [a for a in table.legal if isinstance(a, toygame.Play)]
    assert plays and not [a for a in table.prompt_items() if isinstance(a, toygame.Play)]  # claimed by targets
    t = table.current_targets()[0]
    app.mouse = t.rect.center
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=t.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert table.hover_target is t
    assert non_blank(app.render())
    table.click(t.rect.center)
    assert len(m.steps) == 1
    # now every card is disabled: clicking one explains why
    t2 = table.current_targets()[0]
    assert t2.disabled
    table.click(t2.rect.center)
    assert len(m.steps) == 1
    assert any("already played" in x[0] for x in table.toasts)
    app.render()


def test_subclass_registry():
    from game.scenes import TABLE_SCENES, register_table

    @register_table("ui-toy")
    class Registered(ToyTable):
        pass

    try:
        assert table_scene_class("ui-toy") is Registered
    finally:
        TABLE_SCENES.pop("ui-toy", None)
    assert table_scene_class("ui-toy") is TableScene


def test_prompt_buttons_and_custom_prompt_items(app):
    called = []

    class Custom(TableScene):
        def prompt_actions(self):
            return list(self.legal) + [PromptButton("Cancel", lambda: called.append(1))]

    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = Custom(app, m)
    app.push(table)
    cancel = [w for w in table.prompt_buttons() if w.label.endswith("Cancel")][0]
    assert cancel.label == f"{len(table.legal) + 1}  Cancel"  # buttons are numbered like actions
    table.click(cancel.rect.center)
    assert called == [1] and not m.steps


def test_space_takes_the_only_action(app):
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    table.take(table.prompt_items()[0])
    draw = [a for a in table.legal if isinstance(a, toygame.Draw)][0]
    table.take(draw)
    assert len(table.legal) == 1
    key(table, pygame.K_SPACE)
    assert len(m.steps) == 3


def test_number_keys_pick_prompt_buttons(app):
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    first = table.prompt_items()[0]
    key(table, pygame.K_1)
    assert m.actions == [first]


def test_confirm_end_of_turn(app):
    app.settings.confirm_end_turn = True
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    table.take(table.prompt_items()[0])  # play: does not end the turn
    assert table.confirm is None and len(m.steps) == 1
    end = [a for a in table.legal if isinstance(a, toygame.Done)][0]
    table.take(end)
    assert table.confirm == end and len(m.steps) == 1
    app.render()
    table.click(table.confirm_dialog.buttons[0].rect.center)
    assert len(m.steps) == 2 and m.state.to_act == 1


def test_clicks_outside_turn_explain(app):
    m = build_match("ui-toy", ["normal", "human"], seed=4)
    app.bot_worker_factory = lambda: type("Idle", (), {"request": lambda *a: None, "poll": lambda s: None,
                                                        "cancel": lambda s: None, "close": lambda s: None,
                                                        "busy": True, "error": None, "failure": None})()
    table = ToyTable(app, m)
    app.push(table)
    assert not table.my_turn and table.viewer == 1
    t = table.current_targets()[0]
    table.click(t.rect.center)
    assert any("deciding" in x[0] or "already" in x[0] for x in table.toasts)
    assert not m.steps


def test_escape_opens_pause(app):
    from game.scenes.pause import PauseScene

    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    key(table, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert non_blank(app.render())
    app.top.quit()
    assert len(app.scenes) == 1


def _long_log_table(app, game_id="ui-toy", seats=6, steps=None):
    from game.ai import decide, make_bot

    rs = get_ruleset(game_id)
    n = min(rs.max_players, seats)
    m = build_match(game_id, ["human"] + ["normal"] * (n - 1), seed=4, options={"rounds": 3} if game_id == "ui-toy" else {})
    bot = make_bot(game_id, "normal")
    table = TableScene(app, m, autoplay=False)
    app.push(table)
    for i in range(steps or 40):
        if m.state.is_over:
            break
        table.apply_action(decide(m.state, bot, 1, len(m.steps)))
    return table


def _wheel(table, y):
    table.app.mouse = table.log_rect.center
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))


def test_log_scrolls_with_wheel(app):
    table = _long_log_table(app)
    assert table.log_panel.max_scroll() > 6
    _wheel(table, 2)
    assert table.log_panel.scroll == 4
    _wheel(table, -9)
    assert table.log_panel.scroll == 0
    _wheel(table, 500)  # never past the oldest line
    assert table.log_panel.scroll == table.log_panel.max_scroll()


def test_log_keeps_its_place_while_new_entries_arrive(app):
    from game.ai import decide, make_bot

    table = _long_log_table(app, steps=20)
    m = table.match
    bot = make_bot("ui-toy", "normal")
    for _ in range(2000):  # bounded: a change that stalls the game fails, never hangs
        if not (m.state.to_act == 0):  # the bots' moves come next
            break
        table.apply_action(decide(m.state, bot, 1, len(m.steps)))
    else:
        raise AssertionError("no end after 2000 steps: m.state.to_act == 0")
    _wheel(table, 3)
    wrapped = table.log_panel.wrapped()
    shown_last = wrapped[len(wrapped) - table.log_panel.scroll - 1]
    for _ in range(2000):  # bounded: a change that stalls the game fails, never hangs
        if not (m.state.to_act != 0):
            break
        table.apply_action(decide(m.state, bot, 1, len(m.steps)))
    else:
        raise AssertionError("no end after 2000 steps: m.state.to_act != 0")
    wrapped = table.log_panel.wrapped()
    assert table.log_panel.scroll > 6  # moved with the bots' new lines ...
    assert wrapped[len(wrapped) - table.log_panel.scroll - 1][:3] == shown_last[:3]
    # ... and the person's own decision makes it follow the newest again
    table.apply_action(decide(m.state, bot, 1, len(m.steps)))
    assert table.log_panel.scroll == 0
    _wheel(table, 2)
    _wheel(table, -99)  # so does scrolling back down
    for _ in range(2000):  # bounded: a change that stalls the game fails, never hangs
        if not (m.state.to_act != 0):
            break
        table.apply_action(decide(m.state, bot, 1, len(m.steps)))
    else:
        raise AssertionError("no end after 2000 steps: m.state.to_act != 0")
    assert table.log_panel.scroll == 0


def test_log_hint_sits_in_its_footer_not_on_the_title(app, monkeypatch):
    table = _long_log_table(app)
    _wheel(table, 2)
    drawn = []
    from game.ui import draw as draw_mod

    real = draw_mod.text_fit

    def spy(surface, s, rect, *a, **k):
        drawn.append((s, pygame.Rect(rect)))
        return real(surface, s, rect, *a, **k)

    monkeypatch.setattr(draw_mod, "text_fit", spy)
    app.render()
    hints = [r for s, r in drawn if "newer line" in s]
    assert hints, drawn
    title_bottom = table.log_rect.y + 44
    assert all(r.y >= title_bottom and r.bottom <= table.log_rect.bottom for r in hints)
    # clicking the footer jumps to the newest
    table.click(table.log_panel.footer_rect().center)
    assert table.log_panel.scroll == 0


def test_log_expands_over_the_panels_with_a_click_on_its_title(app):
    m = build_match("captain", ["human"] * 6, seed=3)
    table = table_scene_class("captain")(app, m, autoplay=False)
    app.push(table)
    small = table.log_rect.copy()
    assert table.log_panel.button.visible
    table.click((small.x + 60, small.y + 20))  # the "Game log" title
    assert table.log_panel.expanded and table.log_rect.h > small.h * 2
    assert table.log_rect.bottom == small.bottom
    covered = [r for r in (table.panel_rect(i) for i in range(6)) if r.colliderect(table.log_rect)]
    assert covered
    # nothing under the expanded log reacts to hover
    table.app.mouse = covered[-1].center
    table.update_hover()
    assert table.hover_target is None
    assert non_blank(app.render())
    table.click(table.log_panel.button.rect.center)
    assert not table.log_panel.expanded and table.log_rect == small


def test_auto_panels_keep_eight_log_lines_with_six_players(app):
    m = build_match("star-cartel", ["human"] + ["normal"] * 5, seed=3)
    table = TableScene(app, m, autoplay=False)
    inner = table.log_panel.inner(True)
    assert inner.h // table.log_panel.line_height() >= TableScene.LOG_MIN_LINES - 1
    assert table.log_panel.inner(False).h // table.log_panel.line_height() >= TableScene.LOG_MIN_LINES


@pytest.mark.parametrize("game_id", ["captain", "star-cartel"])
def test_six_seats_keep_eight_log_lines_and_bigger_adds_eight_more(app, game_id):
    m = build_match(game_id, ["human"] + ["normal"] * 5, seed=3)
    table = table_scene_class(game_id)(app, m, autoplay=False)
    app.push(table)
    line_h = table.log_panel.line_height()
    normal = table.log_panel.inner(True).h // line_h
    assert normal >= TableScene.LOG_MIN_LINES - 1 and table.log_panel.inner(False).h // line_h >= TableScene.LOG_MIN_LINES
    assert all(r.bottom <= table.log_rect.y for r in table.panels.rects)
    assert table.log_panel.button.visible
    table.toggle_log()
    assert table.log_panel.inner(True).h // line_h >= normal + TableScene.LOG_MIN_LINES
    assert non_blank(app.render())


def test_animator_moves_and_speed():
    surf = pygame.Surface((10, 10))
    done = []
    a = Animator(speed=1.0)
    mv = a.move(surf, (0, 0), (100, 0), 1.0, ease=ease_out_cubic, on_done=lambda: done.append(1))
    a.update(0.5)
    assert 0 < mv.pos[0] < 100 and a.busy
    a.update(0.6)
    assert not a.busy and done == [1]
    fast = Animator(speed=2.0)
    fast.move(surf, (0, 0), (1, 1), 1.0)
    fast.update(0.51)
    assert not fast.busy
    off = Animator(speed=0.0)
    m = Move(surf, (0, 0), (5, 5), 1.0, on_done=lambda: done.append(2))
    off.add(m)
    assert not off.busy and done == [1, 2]


# ---------------------------------------------------------------- game over, results and back


def _finished_table(app, cls=TableScene, kinds=("human", "normal", "normal")):
    from game.ai import decide, make_bot

    m = build_match("ui-toy", list(kinds), seed=5, options={"rounds": 1})
    table = cls(app, m, autoplay=False)
    app.push(table)
    bot = make_bot("ui-toy", "normal")
    for _ in range(2000):  # bounded: a change that stalls the game fails, never hangs
        if not (not m.state.is_over):
            break
        table.apply_action(decide(m.state, bot, 1, len(m.steps)))
    else:
        raise AssertionError("no end after 2000 steps: not m.state.is_over")
    return table


def test_game_over_stays_on_the_final_board_with_a_banner(app):
    table = _finished_table(app)
    table.autoplay = True
    for _ in range(200):
        table.update(0.1)
    assert app.top is table
    winners = table.state.winners()
    text = table.game_over_text()
    assert text.startswith("Game over — ") and table.seat_name(winners[0]) in text
    lay = table.banner_layout()
    assert lay["who"] == text
    [button] = table.prompt_buttons()
    assert button.label == "1  See the results" and button.style == "primary" and button.rect.h >= 60
    assert non_blank(app.render())


def test_results_view_the_board_returns_to_the_final_table(app):
    from game.scenes.menu import MenuScene
    from game.scenes.results import ResultsScene

    app.push(MenuScene(app))
    table = _finished_table(app)
    results = see_results(table)
    assert isinstance(results, ResultsScene) and results.table is table
    assert app.scenes[-2] is table  # the table stays alive underneath
    results.view_board()
    assert app.top is table
    key(table, pygame.K_SPACE)
    assert isinstance(app.top, ResultsScene)
    key(app.top, pygame.K_ESCAPE)  # Esc on the results: back to the board
    assert app.top is table
    # results without a table below (e.g. from the menu) build one
    app.pop_to_root()
    alone = ResultsScene(app, table.match)
    app.push(alone)
    alone.view_board()
    assert isinstance(app.top, TableScene) and app.top is not table and app.top.match.state.is_over
    assert isinstance(app.scenes[0], MenuScene) and len(app.scenes) == 2


def test_confirm_dialog_names_the_move_and_the_next_seat(app, monkeypatch):
    app.settings.confirm_end_turn = True
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    table.take(table.prompt_items()[0])
    end = [a for a in table.legal if isinstance(a, toygame.Done)][0]
    table.take(end)
    assert table.confirm == end
    assert table.confirm_dialog.then == (False, 1)
    texts = []
    from game.ui import draw as draw_mod

    real = draw_mod.text_fit
    monkeypatch.setattr(draw_mod, "text_fit", lambda surf, s, *a, **k: texts.append(s) or real(surf, s, *a, **k))
    app.render()
    assert "End turn: you could still do more this turn." in texts  # why it asks
    assert f"Then {m.seats[1].name} plays next (Normal bot)." in texts, texts


@pytest.mark.parametrize("note", ["Final round", "Last ship in the yard · only one open planet left · final round "
                                                "for everybody at this table, really the very last one"])
def test_banner_note_never_touches_the_buttons(app, note):
    class Noted(TableScene):
        def banner_note(self):
            return note

    m = build_match("ui-toy", ["human", "normal"], seed=4)
    m.seats[0].name = "Bartholomew-Maximilian"
    table = Noted(app, m)
    app.push(table)
    table.refresh()
    lay = table.banner_layout()
    nr = lay["note_rect"]
    assert nr is not None
    assert nr.right <= table.banner.rules_button.rect.x - 12
    turn_end = lay["x"] + lay["tok_w"] + lay["tw"] + (24 + lay["pw"] if lay["phase"] else 0)
    assert nr.x >= turn_end + 12
    assert lay["note_cut"] == (len(note) > 20)
    app.render()


def test_open_chooser_is_public_and_hides_stale_tooltips(app, monkeypatch):
    import game.scenes.table_hooks as table_mod

    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    called = []
    acts = [a for a in table.legal if isinstance(a, toygame.Play)]
    # a prompt button with a tooltip is under the mouse when the chooser opens
    b = table.prompt_buttons()[0]
    b.tooltip = "the prompt button's tooltip"
    app.mouse = b.rect.center
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    table.open_chooser(acts[:2] + [PromptButton("Something else", lambda: called.append(1))], b.rect.center,
                       title="Which one?")
    tips = []
    monkeypatch.setattr(table_mod, "draw_tooltip", lambda surf, text, mouse, *a: tips.append(text))
    app.render()
    assert "the prompt button's tooltip" not in tips
    assert table.popup["title"] == "Which one?" and len(table.popup["buttons"]) == 3
    # a click on the PromptButton closes the popup and calls it
    table.click(table.popup["buttons"][2].rect.center)
    assert called == [1] and table.popup is None and not m.steps
    # the old name still works, and an action in the chooser is taken
    table.open_chooser(acts[:2], (600, 400))
    table.click(table.popup["buttons"][1].rect.center)
    assert m.actions == [acts[1]]


def test_public_accessors_match_the_private_names(app):
    table = ToyTable(app, build_match("ui-toy", ["human", "normal"], seed=4))
    app.push(table)
    assert table.current_targets() == table.board.targets and table.current_targets() is not table.board.targets
    assert table.prompt_items() == table.prompt_items()
    assert table.prompt_buttons() == table.prompt_buttons()
    assert table.panel_rect(1) == table.panels.rects[1]
    t = table.current_targets()[0]
    app.mouse = t.rect.center
    table.update_hover()
    assert table.hover_target is t
    app.mouse = (5, 1070)
    table.update_hover()
    assert table.hover_target is None


def test_number_keys_press_buttons_and_explain_disabled_ones(app):
    pressed = []

    class Custom(TableScene):
        def prompt_actions(self):
            return list(self.legal) + [PromptButton("Shout", lambda: pressed.append(1)),
                                       PromptButton("Fly", lambda: None, enabled=False, why="No fuel left.")]

    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = Custom(app, m)
    app.push(table)
    labels = [w.label for w in table.prompt_buttons()]
    shout = next(label for label in labels if label.endswith("Shout"))
    assert "Fly" in labels  # greyed: no number
    number = int(shout.split()[0])
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + number, mod=0))
    assert pressed == [1] and not m.steps
    free = next(n for n in range(1, 10) if not any(label.startswith(f"{n} ") for label in labels))
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + free, mod=0))
    assert any(f"No button shows {free} now." in t[0] for t in table.toasts) and not m.steps
    fly = [w for w in table.prompt_buttons() if w.label == "Fly"][0]
    assert fly.hover_text() == "No fuel left."


# ---------------------------------------------------------------- window shape


def test_a_wide_window_stretches_a_table_that_lays_itself_out(app):
    app.set_window_size((2560, 1080))
    m = build_match("captain", ["human"] + ["normal"] * 5, seed=3)
    table = table_scene_class("captain")(app, m, autoplay=False)
    app.push(table)
    assert app.canvas.get_size() == (2560, 1080) == tuple(table.canvas_size)
    assert app.view_rect() == pygame.Rect(0, 0, 2560, 1080)  # no letterbox bars
    assert table.side_rect.right == 2540 and table.side_rect.w > 414
    assert table.board_rect.w > 1450 and table.menu_button.rect.right == 2540
    assert table.event_rect.right == table.board_rect.right
    assert non_blank(app.render())
    # the pause menu (1920x1080) sits in the middle and gets its clicks there
    from game.scenes.pause import PauseScene

    app.push(PauseScene(app, table))
    assert app.canvas.get_size() == (2560, 1080)
    assert app.inset(app.top) == pygame.Rect(320, 0, 1920, 1080)
    assert app.to_logical((1280, 540)) == (960, 540)
    assert non_blank(app.render())
    app.pop()
    assert app.to_logical((1280, 540)) == (1280, 540)


@pytest.mark.slow
def test_a_tall_window_gives_the_board_and_the_panels_the_height(app):
    m = build_match("captain", ["human"] + ["normal"] * 3, seed=3)
    table = table_scene_class("captain")(app, m, autoplay=False)
    app.push(table)
    fit_wide = table.camera.fit_size
    log_h = table.log_rect.h
    app.set_window_size((1280, 1024))
    assert app.canvas.get_size() == (1920, 1536)
    assert table.board_rect.h == 760 + 456 and table.prompt_rect.bottom == 1536 - 12
    assert table.camera.fit_size > fit_wide * 1.2  # "Fit" fills the taller board area
    assert table.log_rect.h > log_h + 400 and table.log_rect.bottom == 1536 - 12
    assert non_blank(app.render())
    # a window event back to 16:9 lays it out as before
    app.window = pygame.display.set_mode((1280, 720))
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    assert app.canvas.get_size() == (1920, 1080) and table.board_rect.h == 760
    assert abs(table.camera.fit_size - fit_wide) < 1e-6


def test_a_table_with_a_fixed_layout_keeps_the_letterboxed_canvas(app):
    app.set_window_size((2560, 1080))
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = ToyTable(app, m)
    app.push(table)
    assert not table.stretches and app.canvas.get_size() == (1920, 1080)
    assert app.view_rect().x > 0


def test_labels_are_cut_between_words_never_inside_one(app):
    from game.ui import draw

    a = app.assets
    width = a.text_size("Rumour mon…", 20, True)[0]
    assert draw.ellipsize("Rumour monger", 20, width, True) == "Rumour…"
    assert draw.ellipsize("Rumour monger", 20, 1000, True) == "Rumour monger"
    one = draw.ellipsize("Supercalifragilistic", 20, 60)  # one long word: cut as before
    assert one.endswith("…") and a.text_size(one, 20)[0] <= 60


def test_tooltips_sit_beside_the_panel_they_explain(app, monkeypatch):
    import game.scenes.table_hooks as controller
    from game.ui import widgets

    drawn = []
    monkeypatch.setattr(controller, "draw_tooltip",
                        lambda *a, **k: drawn.append(widgets.draw_tooltip(*a, **k)))
    m = build_match("captain", ["human"] + ["normal"] * 5, seed=3)
    table = table_scene_class("captain")(app, m, autoplay=False)
    app.push(table)
    for t in [t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "panel"][::4]:
        drawn.clear()
        app.mouse = t.rect.center
        table.update_hover()
        app.render()
        panel = table.panel_rect(t.key[1])
        assert drawn and drawn[-1] is not None and not drawn[-1].colliderect(panel), t.key


def test_star_cartel_lays_itself_out_on_a_wide_window(app):
    app.set_window_size((2560, 1080))
    m = build_match("star-cartel", ["human"] + ["normal"] * 5, seed=3)
    table = table_scene_class("star-cartel")(app, m, autoplay=False)
    app.push(table)
    assert app.canvas.get_size() == (2560, 1080)
    assert all(r.right <= table.board_rect.right and r.w > 600 for r in table.board_view.fleet_rects)
    assert non_blank(app.render())


def test_star_cargo_spreads_its_orbit_over_a_wide_or_tall_window(app):
    app.set_window_size((2560, 1080))
    m = build_match("star-cargo", ["human"] + ["normal"] * 3, seed=3)
    table = table_scene_class("star-cargo")(app, m, autoplay=False)
    app.push(table)
    assert app.canvas.get_size() == (2560, 1080) and table.board_rect.w > 1800
    b = table.board_rect
    assert table.prompt_rect.h == table.PROMPT_H and table.prompt_rect.y == b.bottom + 12
    assert table.board_view.orbit_c[0] == b.centerx and table.board_view.orbit_r[0] > 592  # the orbit takes the width
    for x, y in table.board_view.slots:  # every chip and its tucked card stay on the board
        assert b.contains(pygame.Rect(x - 50, y - 50, 50 + 6 + 96, 100))
    middle = table.board_view.bank_rect.union(table.board_view.discard_rect)
    assert abs(middle.centerx - table.board_view.orbit_c[0]) < 60 and b.contains(middle)
    assert non_blank(app.render())
    app.set_window_size((1280, 1024))  # tall: the orbit grows in height
    assert app.canvas.get_size() == (1920, 1536) and table.board_view.orbit_r[1] > 292 + 200
    assert max(y for _, y in table.board_view.slots) + 50 < table.board_rect.bottom
    assert non_blank(app.render())
    app.set_window_size((1920, 1080))  # back to 16:9: the layout it always had
    assert table.board_rect == pygame.Rect(20, 100, 1450, 814) and table.prompt_rect == pygame.Rect(20, 926, 1450, 142)
    assert table.board_view.orbit_c == (745, 478) and table.board_view.orbit_r == (592, 292)


def test_board_sky_and_rim_helpers_round_the_corners_and_survive_missing_art(app, monkeypatch):
    from game.ui import draw, theme

    s = pygame.Surface((200, 120), pygame.SRCALPHA)
    s.fill((200, 100, 50, 255))
    draw.round_corners(s, 26, alpha=235)
    assert s.get_at((0, 0)).a == 0 and s.get_at((100, 60)) == pygame.Color(200, 100, 50, 235)
    draw.table_rim(s)
    assert s.get_at((100, 1))[:3] == theme.BRASS[:3]  # the brass rim on the edge
    monkeypatch.setattr(app.assets, "cover", lambda *a, **k: None)  # the starfield art is missing
    sky = draw.starfield((300, 200), 70, 20)
    assert sky.get_size() == (300, 200) and sky.get_at((0, 0)).a == 0 and sky.get_at((150, 100)).a == 255
    assert non_blank(sky)


# ---------------------------------------------------------------- keys bound to choices (issue 43)


def test_a_number_key_keeps_its_choice_all_turn(app):
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    plays = table.prompt_items()
    assert len(plays) > 1 and all(isinstance(a, toygame.Play) for a in plays)
    key(table, pygame.K_1)
    assert m.actions == [plays[0]]
    # a new choice takes a number not given before this turn; End turn is 0 in every turn
    labels = [b.label for b in table.prompt_buttons()]
    draw_no = len(plays) + 1
    assert labels == [f"{draw_no}  Draw a card", "0  End turn"], labels
    key(table, pygame.K_1)
    assert len(m.actions) == 1 and any("No button shows 1 now." in t[0] for t in table.toasts)
    key(table, pygame.K_0 + draw_no)
    assert isinstance(m.actions[-1], toygame.Draw)
    key(table, pygame.K_0)  # the confirmation is off: End turn
    assert isinstance(m.actions[-1], toygame.Done) and m.state.to_act == 1


class TurnOf:
    """A state as TurnKeys sees it: whose turn it is."""
    is_over = False

    def __init__(self, owner):
        self.owner = owner

    def turn_owner(self):
        return self.owner


def test_the_next_turn_numbers_afresh():
    from game.scenes.table_parts.turn_keys import TurnKeys

    keys = TurnKeys()
    keys.follow(TurnOf(0))
    assert keys.bind([(toygame.Play(2), "Play the 2", True), (toygame.Done(), "End turn", True)]) == [1, 0]
    assert keys.bind([(toygame.Done(), "End turn", True), (toygame.Draw(), "Draw a card", True)]) == [0, 2]
    keys.follow(TurnOf(0))  # the same turn: Draw keeps 2, a greyed choice has none
    assert keys.bind([(toygame.Draw(), "Draw a card", True), (toygame.Play(3), "Play the 3", False)]) == [2, None]
    keys.follow(TurnOf(1))
    assert keys.bind([(toygame.Draw(), "Draw a card", True)]) == [1]


def test_shop_and_setup_choices_are_numbered_by_their_place_and_leave_no_number_behind():
    """Play test 6 #13: the shipyard read 1 Leave, 3 Engine, 8 Weapons, 9
    Shields (the kinds' numbers from earlier turns, a coach holding 6, 8, 9)."""
    from game.games.captain.rules.actions import DoneUpgrading, Move, Upgrade
    from game.scenes.table_parts.turn_keys import TurnKeys

    keys = TurnKeys()
    keys.follow(TurnOf(0))
    assert keys.bind([(Move(1, 1), "Move", True), (DoneUpgrading(), "Leave the shipyard", True),
                      (Upgrade("weapon"), "Buy Weapons 2", True)]) == [3, 1, 2]  # the shop's first
    keys.follow(TurnOf(1))
    keys.follow(TurnOf(0))
    shop = [(Upgrade("weapon"), "Buy Weapons 2", True), (Upgrade("shields"), "Buy Shields 2", False),
            (Upgrade("engine"), "Buy Engine 2", True), (DoneUpgrading(), "Leave the shipyard", True)]
    assert keys.bind(shop, held={6, 8, 9}) == [1, None, 3, 4]  # a greyed one keeps its place
    assert keys.bind([(Move(2, 1), "Move", True)]) == [3]  # its kind's number
    assert not any(name in ("Upgrade", "DoneUpgrading") for _, name in keys.memory[0])


def test_ending_a_turn_with_actions_left_asks_by_default(tmp_path, monkeypatch):
    from game.persist import Settings

    monkeypatch.setenv("CANTINA_HOME", str(tmp_path))
    assert Settings().confirm_end_turn is True
    (persist.config_dir() / "settings.json").write_text('{"animation_speed": 1.5}')
    loaded = Settings.load()
    assert loaded.animation_speed == 1.5 and loaded.confirm_end_turn is True and not loaded.problems


def test_the_end_turn_question_asks_only_when_actions_are_left(app):
    app.settings.confirm_end_turn = True
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    table.take(table.prompt_items()[0])
    draw = [a for a in table.legal if isinstance(a, toygame.Draw)][0]
    table.take(draw)
    end = table.legal[0]
    assert table.take(end) and table.confirm is None and m.state.to_act == 1  # nothing else was left


def test_enter_in_a_confirm_dialog_takes_the_safe_answer(app):
    app.settings.confirm_end_turn = True
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)
    table.take(table.prompt_items()[0])
    end = [a for a in table.legal if isinstance(a, toygame.Done)][0]
    for k in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
        table.take(end)
        assert table.confirm == end
        key(table, k)
        assert table.confirm is None and len(m.steps) == 1, k
    table.ask_first(end, "Throw it away?", ["It cannot be undone."], "Yes, throw it", "Keep it")
    key(table, pygame.K_RETURN)
    assert table.confirm is None and len(m.steps) == 1
    yes, no = table.confirm_dialog.buttons
    assert no.style == "primary" and yes.style == "danger"


def test_bots_moves_past_the_log_open_since_your_last_turn_at_the_persons_turn(app):
    from game.ai import decide, make_bot

    m = build_match("star-traders", ["human", "easy", "easy", "easy"], seed=5)
    table = table_scene_class("star-traders")(app, m, autoplay=False)
    app.push(table)
    bot = make_bot("star-traders", "easy")
    log = table.log_panel
    assert log.summary_button in table.widgets
    for _ in range(400):
        if m.state.turn_owner() == 0 and m.state.to_act == 0 and log.lines_since_last_turn() > log.visible_lines():
            break
        assert not log.summary_open or table.my_turn
        table.apply_action(decide(m.state, bot, 1, len(m.steps)))
    assert table.my_turn and log.summary_open
    assert log.summary() and {row.seat for row in log.summary()} <= {1, 2, 3}
    assert non_blank(app.render())
    table.click(log.summary_rect().center)
    assert not log.summary_open


def test_a_target_with_several_results_takes_one_on_a_click_and_offers_all_on_a_right_click(app):
    from game.scenes.table_parts.items import Target

    m = build_match("ui-toy", ["human", "normal"], seed=1)
    table = TableScene(app, m, autoplay=False)
    app.push(table)
    acts = list(table.legal)[:3]
    assert len(acts) >= 2
    spot = Target(rect=(300, 300, 80, 80), actions=acts, tooltip="A planet\nClick: " + table.action_label(acts[0]))
    table.targets = lambda: [spot]
    table.refresh()
    n = len(acts) - 1
    assert table.board.tooltip(spot).endswith(f"Right-click for {n} other choice{'s' if n != 1 else ''}")
    table.click((340, 340), button=3)
    assert table.popup is not None and list(table.popup["actions"]) == acts and not m.steps
    table.close_chooser()
    table.click((340, 340))
    assert [s.action for s in m.steps] == [acts[0]] and table.popup is None
    # equal choices (a card's targets): the left click opens the chooser, and no right-click line
    table.targets = lambda: [Target(rect=(300, 300, 80, 80), actions=list(table.legal)[:2], choose=True)]
    table.refresh()
    t = table.current_targets()[0]
    if len(t.actions) > 1:
        assert "Right-click" not in table.board.tooltip(t)
        table.click((340, 340))
        assert table.popup is not None and len(m.steps) == 1


def test_a_kind_of_choice_keeps_its_key_in_the_seats_next_turn_and_a_freed_key_waits():
    from game.scenes.table_parts.turn_keys import TurnKeys

    keys = TurnKeys()
    keys.follow(TurnOf(0))
    assert keys.bind([(toygame.Play(2), "Play the 2", True), (toygame.Draw(), "Draw a card", True)]) == [1, 2]
    keys.follow(TurnOf(1))
    assert keys.bind([(toygame.Draw(), "Draw a card", True)]) == [1]  # seat 1 has its own keys
    keys.follow(TurnOf(0))
    # Draw is 2 again although it comes first; another Play takes Play's 1
    assert keys.bind([(toygame.Draw(), "Draw a card", True), (toygame.Play(3), "Play the 3", True)]) == [2, 1]
    # a new kind never takes a number another kind of this seat had while one is free
    assert keys.bind([(toygame.Done(), "End turn", True), (toygame.Draw(), "Draw a card", True),
                      (toygame.Play(3), "Play the 3", True), (PromptButton("Trade…", lambda: None), "Trade…", True)]) \
        == [0, 2, 1, 3]


def test_a_panel_that_cannot_be_drawn_says_so_and_logs_without_a_console_traceback(app, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CANTINA_HOME", str(tmp_path))
    m = build_match("ui-toy", ["human", "normal"], seed=4)
    table = TableScene(app, m)
    app.push(table)

    def broken(surface, rect, seat):
        raise KeyError("oops")

    monkeypatch.setattr(table.panels, "_draw_area", broken)
    for _ in range(2):
        table.draw(app.canvas)
    err = capsys.readouterr().err
    assert "Traceback" not in err and "KeyError" not in err
    logs = list((tmp_path / "data" / "logs").glob("panel-*.log")) or list(tmp_path.rglob("panel-*.log"))
    assert len(logs) == 1 and "KeyError" in logs[0].read_text()


def test_keys_hold_through_a_turn_and_the_next_as_the_play_test_met_them():
    """Play test 2: Build went 4 -> 5 -> 4 -> 8 in one turn; Congressman Tu's
    three choices swapped numbers every turn; '8 Pick up' became '8 Abandon'."""
    from game.scenes.table_parts.turn_keys import TurnKeys

    keys = TurnKeys()
    keys.follow(TurnOf(0))
    # many kinds over earlier turns, so every number has been some kind's
    many = [(PromptButton(f"Kind {k}", lambda: None), f"Kind {k}", True) for k in range(9)]
    assert keys.bind(many) == list(range(1, 10))
    keys.follow(TurnOf(1))
    keys.follow(TurnOf(0))
    first = keys.bind([(toygame.Play(2), "Play the 2", True), (toygame.Draw(), "Draw a card", True)])
    play_no = first[0]
    # the Play is taken: a Draw of another kind appears where it was; it never takes the Play's number
    after = keys.bind([(toygame.Draw(), "Draw a card", True), (PromptButton("Abandon", lambda: None), "Abandon", True)])
    assert after[0] == first[1] and after[1] != play_no
    # another Play (same kind) later this turn takes the Play's number again
    assert keys.bind([(toygame.Play(3), "Play the 3", True)]) == [play_no]
    # three choices of one kind keep their own numbers by their words, whatever their order next turn
    tu = [(PromptButton(f"Tu: lean on {w}", lambda: None), f"Tu: lean on {w}", True) for w in ("Vega", "Rigel", "you")]
    keys.follow(TurnOf(1))
    keys.follow(TurnOf(0))
    before = dict(zip(("Vega", "Rigel", "you"), keys.bind(tu)))
    keys.follow(TurnOf(1))
    keys.follow(TurnOf(0))
    again = dict(zip(("you", "Vega", "Rigel"), keys.bind([tu[2], tu[0], tu[1]])))
    assert again == before


def test_a_table_that_writes_nothing_writes_no_autosave_on_undo_or_quit(app, monkeypatch):
    """Lesson walks and screenshots set autosaves off: an undo or leaving for
    the menu must not write one either."""
    written = []
    monkeypatch.setattr(persist, "autosave", lambda match: written.append(match))
    m = build_match("ui-toy", ["human", "normal"], seed=3)
    table = TableScene(app, m)
    table.autosaves = False
    app.push(table)
    table.take(table.prompt_items()[0])
    table.undo()
    table.quit_to_menu()
    assert written == []


def test_a_pressed_number_freed_with_others_goes_last_to_another_kind_even_past_a_blank_bar():
    """Play test 5: '5 Pick up minidrags' became '5 Abandon minidrags' at once
    (every number had been given that turn, and a moment with no bar shown
    freed them all together, so the lowest, the one just pressed, came first)."""
    from game.scenes.table_parts.turn_keys import TurnKeys

    keys = TurnKeys()
    keys.follow(TurnOf(0))
    kinds = [(PromptButton(f"Kind {k}", lambda: None), f"Kind {k}", True) for k in range(9)]
    assert keys.bind(kinds) == list(range(1, 10))
    pick = (toygame.Play(2), "Pick up", True)
    shown = kinds[:4] + [pick] + kinds[5:]
    assert keys.bind(shown)[4] == 5  # Kind 4 left; the pick-up takes its number (nothing else is free)
    keys.used(5)  # the person presses 5
    assert keys.bind([]) == []  # another seat's reply: no bar for a moment
    after = keys.bind(kinds[:4] + [(toygame.Draw(), "Abandon", True)])
    assert after[:4] == [1, 2, 3, 4] and after[4] != 5 and keys.changed == {after[4]}
    # 5 to 9 left together: any but 5, the key just pressed
    assert after[4] == 6


def test_a_button_that_declares_its_number_has_it_whatever_was_shown_before():
    """Play test 7 #13: Cartel's "Turn the road (R)" read 3, 6 and 4 in three
    games, as earlier choices had left numbers free.  A PromptButton with a
    key of its own shows that key, and leaves no number behind for others."""
    from game.scenes.table_parts.turn_keys import TurnKeys

    turn = PromptButton("Turn the road (R)", lambda: None, key=1)
    for earlier in ([], [(toygame.Play(2), "Play the 2", True)],
                    [(toygame.Draw(), "Draw a card", True), (toygame.Play(3), "Play the 3", True)]):
        keys = TurnKeys()
        keys.follow(TurnOf(0))
        if earlier:
            keys.bind(earlier)
        keys.used(1)  # the key just pressed
        assert keys.bind([(turn, "Turn the road (R)", True), (PromptButton("Put back", lambda: None), "Put back",
                                                                    True)])[0] == 1
        assert ("kind", ("button", "Turn the road (R)")) not in keys.memory[0]
