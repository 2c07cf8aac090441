"""Each part of the table frame (game/scenes/table_parts/) on a stub context:
what it does with events, time and state, without a table around it."""
from __future__ import annotations

import os
from dataclasses import dataclass

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.core import Action, Event  # noqa: E402
from game.rules.deals import DealWith  # noqa: E402
from game.rules.pending import PASS  # noqa: E402
from game.scenes.table_parts.banner import Banner  # noqa: E402
from game.scenes.table_parts.board_targets import BoardTargets  # noqa: E402
from game.scenes.table_parts.bot_pacing import BotPacing  # noqa: E402
from game.scenes.table_parts.chooser import Chooser  # noqa: E402
from game.scenes.table_parts.confirm import ConfirmDialog  # noqa: E402
from game.scenes.table_parts.context import Part, TableContext  # noqa: E402
from game.scenes.table_parts.curtain import Curtain  # noqa: E402
from game.scenes.table_parts.hint import Hints  # noqa: E402
from game.scenes.table_parts.items import PromptButton, Target  # noqa: E402
from game.scenes.table_parts.log_panel import GameLog  # noqa: E402
from game.scenes.table_parts.player_panels import PlayerPanels  # noqa: E402
from game.scenes.table_parts.prompt_bar import PromptBar  # noqa: E402
from game.scenes.table_parts.reactions import Reactions, passes_only  # noqa: E402
from game.scenes.table_parts.toasts import Toasts  # noqa: E402
from game.scenes.table_parts.undo import UndoSteps  # noqa: E402
from game.session import Seat, Step  # noqa: E402
from tests.ui.stub_context import Go, StubContext, StubMatch, StubState, pygame_up  # noqa: E402,F401


def stub(legal=(Go(1), Go(2)), to_act=0) -> StubContext:
    """The frame's parts' context: a two-seat stub game, seat 0's turn at this screen."""
    return StubContext(StubMatch(state=StubState(to_act, legal=legal)), my_turn=True)


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def up(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def click(part, pos) -> None:
    """Press and release the left button at `pos` over `part`."""
    part.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    part.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    part.handle(up(pos))


def test_the_stub_is_a_table_context_and_parts_share_one_interface():
    ctx: TableContext = stub()
    part = Part(ctx)
    assert not part.blocking and not part.handle(key(pygame.K_a)) and not part.update(0.1)
    for cls in (Toasts, BoardTargets, ConfirmDialog, Chooser, Curtain, Hints, Reactions, PromptBar, GameLog,
                PlayerPanels, Banner, BotPacing, UndoSteps):
        assert issubclass(cls, Part)


# ---------------------------------------------------------------- confirm dialog
def test_confirm_takes_the_action_only_on_a_click_of_yes():
    ctx = stub()
    applied = []
    dialog = ConfirmDialog(ctx, apply=applied.append)
    dialog.ask(Go(1))
    assert dialog.blocking and dialog.then == (False, 1)  # the next seat is told
    assert dialog.handle(key(pygame.K_ESCAPE)) and not dialog.blocking and applied == []
    dialog.ask(Go(1))
    assert dialog.handle(key(pygame.K_RETURN)) and not dialog.blocking and applied == []  # Enter: the safe answer
    dialog.ask(Go(1))
    click(dialog, dialog.buttons[0].rect.center)
    assert applied == [Go(1)] and not dialog.blocking


def test_confirm_never_applies_an_action_that_stopped_being_legal():
    ctx = stub()
    applied = []
    dialog = ConfirmDialog(ctx, apply=applied.append)
    dialog.ask(Go(2))
    ctx.legal = [Go(1)]  # the decision changed under the dialog
    click(dialog, dialog.buttons[0].rect.center)
    assert applied == [] and not dialog.blocking


def test_confirm_swallows_clicks_beside_its_buttons_and_closes_on_undo():
    dialog = ConfirmDialog(stub(), apply=lambda a: None)
    dialog.ask_custom(Go(1), "Throw it away?", ["line"], "Yes, throw", "Keep it")
    assert [b.label for b in dialog.buttons] == ["Yes, throw", "Keep it"]
    assert dialog.handle(up((5, 5))) and dialog.blocking
    dialog.on_undo()
    assert not dialog.blocking and not dialog.handle(up((5, 5)))


# ---------------------------------------------------------------- chooser
def test_chooser_escape_closes_and_a_click_on_an_item_takes_it():
    ctx = stub()
    chooser = Chooser(ctx)
    chooser.open([Go(1), Go(2)], (400, 300), "Which one?")
    assert chooser.blocking and chooser.popup["actions"] == [Go(1), Go(2)]
    assert chooser.handle(key(pygame.K_ESCAPE)) and not chooser.is_open
    chooser.open([Go(1), Go(2)], (400, 300))
    b = chooser.popup["buttons"][1]
    ctx.mouse = b.rect.center
    chooser.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1))
    chooser.handle(up(b.rect.center))
    assert ctx.taken == [Go(2)] and not chooser.is_open


def test_a_chooser_longer_than_the_window_stays_inside_it_in_columns_then_pages():
    ctx = stub()
    chooser = Chooser(ctx)
    window = pygame.Rect((0, 0), ctx.canvas_size)
    chooser.open([Go(i) for i in range(37)], (400, 900), "Which one?")
    shown = [b for b in chooser.popup["buttons"] if b.action is not None]
    assert len(shown) == 37 and window.contains(chooser.popup["rect"])
    assert len({b.rect.x for b in shown}) > 1  # in columns
    chooser.open([Go(i) for i in range(400)], (400, 900))
    assert window.contains(chooser.popup["rect"]) and chooser.popup["pages"] > 1
    seen = []
    for _ in range(chooser.popup["pages"]):
        seen += [b.action for b in chooser.popup["buttons"] if b.action is not None]
        assert window.contains(chooser.popup["rect"])
        assert chooser.handle(key(pygame.K_PAGEDOWN))
    assert seen == [Go(i) for i in range(400)]


def test_chooser_closes_on_a_click_outside_and_calls_a_button_item():
    ctx = stub()
    chooser = Chooser(ctx)
    pressed = []
    chooser.open([PromptButton("Cancel", lambda: pressed.append(1))], (400, 300))
    assert chooser.handle(up((1800, 1000))) and not chooser.is_open and pressed == []
    chooser.open([], (0, 0))
    assert not chooser.is_open  # nothing to choose: no popup


# ---------------------------------------------------------------- curtain
def test_curtain_falls_between_two_people_and_lifts_on_enter():
    ctx = stub()
    ctx.match.seats[1] = Seat("Bea")
    lifted = []
    curtain = Curtain(ctx, lambda: [0, 1], open_pause=lambda: None, on_menu=lambda pos: False,
                      on_lift=lambda: lifted.append(1))
    curtain.decide(1)
    assert curtain.blocking and curtain.for_seat == 1
    assert curtain.handle(key(pygame.K_a))  # nothing passes the curtain
    assert curtain.handle(key(pygame.K_RETURN)) and lifted == [1] and curtain.seen_seat == 1
    curtain.decide(1)
    assert not curtain.blocking  # the same person: no curtain


def test_curtain_keeps_the_menu_reachable():
    paused = []
    curtain = Curtain(stub(), lambda: [0, 1], open_pause=lambda: paused.append(1), on_menu=lambda pos: pos == (9, 9),
                      on_lift=lambda: None)
    curtain.decide(1)
    assert curtain.handle(up((9, 9))) and paused == [1] and curtain.blocking


# ---------------------------------------------------------------- toasts
def test_toasts_keep_three_replace_a_repeat_and_expire():
    toasts = Toasts(stub())
    for t in ("a", "b", "c", "b", "d"):
        toasts.add(t, seconds=1.0)
    assert [t[0] for t in toasts] == ["c", "b", "d"] and toasts[-1][0] == "d"
    assert toasts.update(0.6) and len(toasts) == 3
    toasts.update(0.6)
    assert len(toasts) == 0 and not toasts.update(0.1)


# ---------------------------------------------------------------- log
def entries(n, step=0):
    return [Event("say", f"line {i}", 0) for i in range(n)]


def test_log_scrolled_up_keeps_its_lines_in_place_while_new_ones_arrive():
    ctx = stub()
    log = GameLog(ctx, seat_for=lambda e: 0)
    log.place(pygame.Rect(1486, 500, 414, 300))
    log.append_events(0, entries(40))
    assert log.max_scroll() > 5
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))  # the mouse is not over the log
    assert log.scroll == 0
    ctx.mouse = log.rect.center
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert log.scroll == 4
    ctx.match.steps.append(Step(0, Go(1), False))
    log.append_events(1, entries(3))
    assert log.scroll == 7  # the three new lines came below: what was read stays put
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-100))
    assert log.scroll == 0


def test_log_footer_jumps_to_the_newest_and_the_title_expands_it():
    ctx = stub()
    resized = []
    log = GameLog(ctx, seat_for=lambda e: 0, on_resize=lambda: resized.append(1))
    log.place(pygame.Rect(1486, 700, 414, 300))
    log.append_events(0, entries(40))
    log.scroll = 5
    assert log.click(log.footer_rect().center) and log.scroll == 0
    assert log.click((log.rect.x + 20, log.rect.y + 10)) and log.expanded and resized == [1]
    assert log.covers((log.rect.x + 20, log.rect.y + 100))


def three_bot_match():
    seats = [Seat("Ana"), Seat("Vega", "hard", 1), Seat("Orin", "hard", 2), Seat("Tess", "hard", 3)]
    return StubMatch(state=StubState(0), seats=seats)


def play(log, ctx, seat, *events):
    """Seat `seat` decides: a step and the events it made."""
    ctx.match.steps.append(Step(seat, Go(1), False))
    log.append_events(len(ctx.match.steps) - 1, list(events))


def test_log_follows_again_once_the_person_decides_and_its_footer_is_a_button():
    ctx = StubContext(three_bot_match(), my_turn=False)
    log = GameLog(ctx, seat_for=lambda e: 0)
    log.place(pygame.Rect(1486, 500, 414, 300))
    play(log, ctx, 1, *entries(40))
    ctx.mouse = log.rect.center
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))  # scrolled up on purpose
    play(log, ctx, 2, *entries(5))
    assert log.scroll == 9  # a bot's lines do not pull the reader down
    log.draw(pygame.Surface((1920, 1080)))
    assert log.newer_button.visible and log.newer_button.label.startswith("▼ 9 newer lines")
    assert log.newer_button in log.buttons
    log.newer_button.click(log.newer_button.rect.center)
    assert log.scroll == 0
    play(log, ctx, 3, *entries(5))
    assert log.scroll == 0  # following again
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3))
    play(log, ctx, 0, Event("say", "Player 1 buys ore", 0))
    assert log.scroll == 0  # the person's own decision brings the log back to the newest


def test_since_your_last_turn_sums_up_each_other_seat_with_only_what_the_viewer_may_read():
    ctx = StubContext(three_bot_match(), my_turn=False)
    log = GameLog(ctx, seat_for=lambda e: ctx.viewer)
    log.place(pygame.Rect(1486, 500, 414, 300))
    play(log, ctx, 0, Event("say", "Player 1 flies to Brin.", 0))
    play(log, ctx, 1, Event("turn", "Player 2's turn.", 1), Event("buy", "Player 2 buys ore.", 1),
         Event("round", "Round 2 begins.", None))
    ctx.match.steps.append(Step(0, PASS, False))  # a pass in a reaction window is not the person's turn
    play(log, ctx, 2, Event("draw", "Player 3 draws a card.", 2, private={2: "You draw the Comet."}),
         Event("say", "Player 3 flies to Vega Prime.", 2))
    play(log, ctx, 1, Event("sell", "Player 2 sells ore.", 1), Event("turn", "Player 1's turn.", 0))
    rows = log.summary()
    assert [r.seat for r in rows] == [1, 2]  # nobody else acted; turn headers and seatless lines are left out
    assert rows[0].line("Vega") == "Vega: buys ore; sells ore"
    assert rows[1].line("Orin") == "Orin: draws a card; flies to Vega Prime"  # not Orin's private text
    play(log, ctx, 0, Event("say", "Player 1 sells ore.", 0))
    assert log.summary() == []  # only what came after the person's newest decision


def test_since_your_last_turn_opens_when_the_bots_moves_scroll_past_the_log_and_can_be_dismissed():
    ctx = StubContext(three_bot_match(), my_turn=False)
    log = GameLog(ctx, seat_for=lambda e: 0)
    log.place(pygame.Rect(1486, 500, 414, 300))
    play(log, ctx, 0, Event("say", "Player 1 flies", 0))
    play(log, ctx, 1, *[Event("say", f"Player 2 move {i}", 1) for i in range(2)])
    ctx.my_turn = True
    log.on_refresh()
    assert not log.summary_open  # two lines: the log shows them itself
    ctx.my_turn = False
    play(log, ctx, 0, Event("say", "Player 1 flies", 0))
    for seat in (1, 2, 3):
        play(log, ctx, seat, *[Event("say", f"Player {seat + 1} move {i}", seat) for i in range(6)])
    assert log.lines_since_last_turn() > log.visible_lines()
    log.on_refresh()
    assert not log.summary_open  # not yet the person's turn
    ctx.my_turn = True
    log.on_refresh()
    assert log.summary_open
    log.draw(pygame.Surface((1920, 1080)))
    assert log.click(log.summary_rect().center) and not log.summary_open  # dismissed
    log.on_refresh()
    assert not log.summary_open  # and stays dismissed this turn
    log.summary_button.click(log.summary_button.rect.center)
    assert log.summary_open  # the button opens it again
    ctx.my_turn = False
    play(log, ctx, 0, Event("say", "Player 1 flies", 0))
    assert not log.summary_open  # the person decided: it has done its job


def test_the_recap_counts_from_the_person_s_own_turn_not_a_reply_in_a_bot_s():
    """Play test 7 (shot252): the person answered Rigel's Congressman Tu in
    Rigel's turn; the recap counted from that reply, so Vega's long turn
    before it was left out and the recap did not open."""
    ctx = StubContext(three_bot_match(), my_turn=False)
    log = GameLog(ctx, seat_for=lambda e: 0)
    log.place(pygame.Rect(1486, 500, 414, 300))
    play(log, ctx, 0, Event("say", "Player 1 flies", 0), Event("turn", "Player 2's turn.", 1))
    play(log, ctx, 1, *[Event("say", f"Player 2 move {i}", 1) for i in range(12)], Event("turn", "Player 3's turn.", 2))
    play(log, ctx, 2, Event("say", "Player 3 leans on Player 1", 2))
    play(log, ctx, 0, Event("say", "Player 1 puts an Official in service", 0))  # a reply, in Orin's turn
    play(log, ctx, 2, Event("say", "Player 3 draws", 2), Event("turn", "Player 1's turn.", 0))
    ctx.my_turn = True
    log.on_refresh()
    assert [r.seat for r in log.summary()] == [1, 2]
    assert log.summary()[0].line("Vega").endswith("move 11")
    assert log.summary_open


def test_log_forgets_undone_steps_and_says_private_texts_to_their_seat():
    ctx = stub()
    log = GameLog(ctx, seat_for=lambda e: ctx.viewer)
    log.place(pygame.Rect(1486, 500, 414, 300))
    log.append_events(0, [Event("draw", "Player 1 draws a card", 0, private={0: "You draw the Comet"})])
    log.append_events(1, entries(2))
    assert log.lines()[0] == (0, "You draw the Comet")
    ctx.viewer = 1
    assert log.lines()[0] == (0, "Ana draws a card")
    ctx.match.steps = [Step(0, Go(1), False)]
    log.on_undo()
    assert len(log.lines()) == 1


# ---------------------------------------------------------------- prompt bar
def bar(ctx, items):
    changed = []
    b = PromptBar(ctx, items=lambda: items, text=lambda: "Choose", default=lambda: None, show_results=lambda: None,
                  board_hint=lambda: "", on_change=lambda: changed.append(1))
    return b, changed


def test_prompt_bar_pages_its_buttons_and_keeps_every_number():
    ctx = stub()
    items = [Go(i) for i in range(40)]
    b, changed = bar(ctx, items)
    b.build()
    assert len(b.pages) > 1 and changed == [1]
    first = [w.action for w in b.buttons if w.action is not None]
    assert [w.label for w in b.buttons][-2:] == ["‹", "›"]
    b.page_next()
    second = [w.action for w in b.buttons if w.action is not None]
    assert second and not set(first) & set(second) and b.page == 1
    assert b.press(3) and not ctx.taken  # 3 is shown on the first page, not on this one
    assert "another page" in ctx.explained[-1]
    b.page_prev()
    assert b.press(3) and ctx.taken == [Go(2)]
    assert b.press(9) and ctx.taken[-1] == Go(8)
    shown = [w.label.split()[0] for w in b.buttons if hasattr(w, "action")]
    assert shown[:9] == [str(n) for n in range(1, 10)]  # every enabled button shows a number while there are
    assert b.press(8) and b.press(7)
    b.on_applied([])
    b.build()
    assert b.page == 0


def test_prompt_bar_says_why_a_greyed_button_is_out_and_gives_way_to_a_dialog():
    ctx = stub()
    b, _ = bar(ctx, [PromptButton("Sell", lambda: None, enabled=False, why="Your hold is empty.")])
    b.build()
    assert [w.label for w in b.buttons] == ["Sell"]  # a greyed button shows no number
    assert b.press(1) and ctx.explained == ["No button shows 1 now."]
    b.build(hidden=True)
    assert b.items == [] and b.buttons == []
    ctx.state.is_over = True
    b.build()
    assert [w.label for w in b.buttons] == ["1  See the results"]  # its key, as every usable button


# ---------------------------------------------------------------- player panels
def test_player_panels_leave_the_log_its_lines_and_count_scores_once_a_step():
    ctx = stub()
    panels = PlayerPanels(ctx, draw_area=lambda s, r, seat: None)
    rest = panels.place(400)  # a wish taller than the column allows
    assert len(panels.rects) == 2 and rest.h >= 300 and rest.y > panels.rects[-1].bottom
    assert panels.running_scores() == {0: 3, 1: 5} and panels.running_scores() is panels.running_scores()
    assert ctx.state.scored == 1
    ctx.match.steps.append(Step(0, Go(1), False))
    panels.running_scores()
    assert ctx.state.scored == 2


# ---------------------------------------------------------------- banner
def test_banner_shortens_the_turn_block_before_the_note_runs_into_the_buttons():
    ctx = stub()
    banner = Banner(ctx, open_pause=lambda: None, undo=lambda: None, open_rules=lambda: None)
    banner.layout()
    wide = banner.arrange("Final round", 1400)
    assert wide["who"] == "Your turn" and wide["phase"] == "Trading" and wide["note_rect"].right <= 1400
    tight = banner.arrange("A very long note about the last round of this game for everybody", 800)
    assert tight["phase"] == "" and tight["note_cut"]
    ctx.state.is_over = True
    assert banner.arrange("Final round", 1400)["who"] == "Game over — Bot wins"


def test_banner_says_your_turn_only_from_the_seat_to_acts_own_view():
    ctx = stub()  # Ana (a person) is to act
    banner = Banner(ctx, open_pause=lambda: None, undo=lambda: None, open_rules=lambda: None)
    banner.layout()
    assert banner.arrange("", 1400)["who"] == "Your turn"
    ctx.viewer = 1  # a replay shown from the bot's view
    assert banner.arrange("", 1400)["who"] == "Ana's turn"
    ctx.viewer, ctx.revealed = 0, True  # everything revealed: seen by nobody in particular
    assert banner.arrange("", 1400)["who"] == "Ana's turn"


# ---------------------------------------------------------------- board targets
def test_board_targets_find_the_topmost_and_hold_tooltips_until_the_mouse_moves():
    ctx = stub()
    board = BoardTargets(ctx)
    low, high = Target(rect=(0, 0, 100, 100), key="low"), Target(rect=(50, 50, 100, 100), key="high")
    board.set([low, high])
    assert board.at((60, 60)) is high and board.at((10, 10)) is low and board.at((500, 500)) is None
    board.hover = high
    ctx.mouse = (60, 60)
    board.hold_tooltips()
    assert board.hover is None and board.tooltips_held()
    board.mouse_moved((61, 60))
    assert not board.tooltips_held()


# ---------------------------------------------------------------- hints
class StubWorker:
    def __init__(self):
        self.requests, self.cancelled, self.busy, self.answer = [], 0, True, None
        self.failure = None  # a game.ai.worker.BotFailure once the request failed

    def request(self, match_json, level):
        self.requests.append(level)

    def poll(self):
        return self.answer

    def cancel(self):
        self.cancelled += 1


def test_hint_asks_the_worker_and_a_new_decision_drops_the_request():
    ctx = stub()
    w = StubWorker()
    hints = Hints(ctx, worker=lambda: w, routes=lambda a: [])
    hints.layout()
    assert hints.offered() and hints.shown_button().enabled
    assert hints.handle(key(pygame.K_h)) and hints.pending and w.requests == ["hint"]
    assert hints.update(0.1)  # the spinner turns
    ctx.match.steps.append(Step(0, Go(1), False))
    hints.on_refresh()
    assert not hints.pending and w.cancelled == 1


def test_a_hint_whose_data_file_is_broken_says_which_file():
    from game.ai.worker import BotFailure

    ctx = stub()
    w = StubWorker()
    hints = Hints(ctx, worker=lambda: w, routes=lambda a: [])
    hints.layout()
    hints.ask()
    msg = "The Star Traders hint cannot start: its data file content/star_traders/value_model.yaml is broken at x."
    w.busy, w.failure = False, BotFailure("content", msg, "Traceback ...")
    hints.update(0.1)
    assert not hints.pending and ctx.toasted[-1] == msg


def test_no_hint_without_a_bot_or_outside_the_persons_turn():
    ctx = stub()
    hints = Hints(ctx, worker=StubWorker, routes=lambda a: [])
    hints.layout()
    ctx.my_turn = False
    assert hints.ask() and "wait for your turn" in ctx.explained[-1]
    ctx.match.seats[1] = Seat("Bea")
    assert not hints.offered() and hints.shown_button() is None and not hints.ask()


# ---------------------------------------------------------------- reactions
def reactions(ctx, **kw):
    calls = {"apply": [], "auto": []}
    r = Reactions(ctx, prompt_text=lambda: "", deal_holdings=lambda s: [], deal_item_text=str,
                  apply=calls["apply"].append, auto_pass=calls["auto"].append, quiet=kw.get("quiet", lambda: False),
                  chooser_open=lambda: False, menu_hit=lambda pos: False)
    return r, calls


def test_reactions_fold_deals_into_one_button_and_pass_at_once_for_a_person_with_nothing_to_play():
    ctx = stub(legal=[PASS])
    r, calls = reactions(ctx)
    items = r.fold_deals([Go(1), DealWith(1)])
    assert items[0] == Go(1) and items[1].label == "Make a deal…" and len(items) == 2
    assert passes_only(ctx) and r.update(0.1) and calls["auto"] == [0]
    r.timeout()
    assert calls["apply"] == [PASS]


def test_reactions_wait_while_a_modal_layer_is_open():
    ctx = stub(legal=[PASS])
    r, calls = reactions(ctx, quiet=lambda: True)
    assert not r.update(0.1) and calls["auto"] == []


# ---------------------------------------------------------------- bot pacing
def test_a_bots_lone_pass_skips_the_worker_and_the_pause():
    ctx = stub(legal=[PASS], to_act=1)
    w = StubWorker()
    applied = []
    pacing = BotPacing(ctx, worker=lambda: w, apply=lambda a: (applied.append(a), pacing.on_applied([])))
    pacing.pace = 0.5
    assert pacing.update(0.0) and applied == [PASS] and pacing.pace == 0.5 and w.requests == []


def test_a_bots_answer_waits_for_the_pace():
    ctx = stub(legal=[Go(1), Go(2)], to_act=1)
    w = StubWorker()
    applied = []
    pacing = BotPacing(ctx, worker=lambda: w, apply=applied.append)
    pacing.pace = 0.5
    w.answer = Go(2)
    pacing.update(0.1)
    assert w.requests == ["normal"] and applied == [] and pacing.action == Go(2)
    pacing.count_down(0.6)
    assert pacing.update(0.1) and applied == [Go(2)]


# ---------------------------------------------------------------- undo
def test_undo_is_for_the_persons_own_last_step_and_remembers_how_it_read():
    ctx = stub()
    hidden = {"on": False}
    undo = UndoSteps(ctx, curtain_hides=lambda seat: hidden["on"])
    assert undo.seat() is None and undo.why_not() == "Nothing to undo yet."
    undo.remember(Go(1))
    ctx.match.steps.append(Step(0, Go(1), False))
    assert undo.seat() == 0 and undo.last_label() == "Go 1"
    hidden["on"] = True
    assert undo.seat() is None  # not behind the curtain
    ctx.match.steps.append(Step(1, Go(2), False))
    assert undo.seat() is None and "Bot's" in undo.why_not()
    ctx.match.steps[:] = []
    undo.on_undo()
    assert undo.last_label() is None


def test_the_hint_names_a_deal_partner_by_the_seats_name():
    from game.ai.hint import Hint
    ctx = stub()
    hints = Hints(ctx, worker=StubWorker, routes=lambda a: [])
    labels = hints.choice_labels(Hint([(DealWith(0), 0.6), (Go(1), 0.4)], reason="Player 1 is short of money"))
    assert labels[0] == "Propose a deal to Ana"
    assert "P1" not in " ".join(labels)


def test_a_bot_that_cannot_start_stops_bot_play_once_until_resumed():
    from game.ai.worker import BotFailure

    ctx = stub(legal=[Go(1), Go(2)], to_act=1)
    w = StubWorker()
    asked, applied = [], []
    pacing = BotPacing(ctx, worker=lambda: w, apply=lambda a: (applied.append(a), pacing.on_applied([])),
                       on_content_failure=lambda seat, failure: asked.append((seat, failure.replacement)))
    pacing.update(0.1)
    w.busy, w.failure = False, BotFailure("content", "The bot cannot start.", "", "random")
    assert pacing.update(0.1) and pacing.stopped and asked == [(1, "random")]
    for _ in range(5):
        assert not pacing.update(0.1)
    assert asked == [(1, "random")] and applied == [] and w.requests == ["normal"] and not ctx.toasted
    pacing.resume()
    w.busy, w.failure, w.answer = True, None, Go(2)
    assert pacing.update(0.1)  # asked again, answered and played
    assert w.requests == ["normal", "normal"] and applied == [Go(2)]


def test_a_bot_that_fails_on_one_position_plays_a_random_move_with_a_notice():
    from game.ai.worker import BotFailure

    ctx = stub(legal=[Go(1), Go(2)], to_act=1)
    w = StubWorker()
    applied = []
    pacing = BotPacing(ctx, worker=lambda: w, apply=lambda a: (applied.append(a), pacing.on_applied([])),
                       on_content_failure=lambda seat, failure: pytest.fail("not a content failure"))
    pacing.update(0.1)
    w.busy, w.failure = False, BotFailure("bot", "The bot failed on this move.")
    pacing.update(0.1)
    pacing.update(0.1)
    assert len(applied) == 1 and applied[0] in ctx.legal and not pacing.stopped
    assert any("random legal move" in t for t in ctx.toasted)


def test_a_bot_that_cannot_start_at_the_level_offered_is_not_asked_about_again():
    from game.ai.worker import BotFailure

    ctx = stub(legal=[Go(1), Go(2)], to_act=1)
    ctx.match.seats[1].kind = "random"
    w = StubWorker()
    applied = []
    pacing = BotPacing(ctx, worker=lambda: w, apply=lambda a: (applied.append(a), pacing.on_applied([])),
                       on_content_failure=lambda seat, failure: pytest.fail("nothing else to offer"))
    pacing.update(0.1)
    w.busy, w.failure = False, BotFailure("content", "The rules cannot load.", "", "random")
    pacing.update(0.1)
    pacing.update(0.1)
    assert len(applied) == 1 and not pacing.stopped


def test_while_bot_play_is_stopped_the_panel_and_prompt_say_so_instead_of_thinking(monkeypatch):
    from game.ui import draw

    drawn = []
    for name in ("text", "text_fit"):
        real = getattr(draw, name)
        monkeypatch.setattr(draw, name, lambda surface, text, *a, _real=real, **k: (drawn.append(text),
                                                                                   _real(surface, text, *a, **k))[1])
    ctx = stub(to_act=1)
    ctx.my_turn = False
    panels = PlayerPanels(ctx, draw_area=lambda s, r, seat: None)
    panels.place(300)
    b, _ = bar(ctx, [])
    surface = pygame.Surface(ctx.canvas_size)
    panels.draw(surface, with_areas=False)
    b.draw(surface)
    assert any(t.startswith("thinking") for t in drawn) and any("is deciding" in t for t in drawn)
    drawn.clear()
    ctx.bots_stopped = True
    panels.draw(surface, with_areas=False)
    b.draw(surface)
    assert not any("thinking" in t or "deciding" in t for t in drawn)
    assert "stopped" in drawn and any("waits for your choice" in t for t in drawn)


def test_the_recap_credits_a_line_to_the_seat_whose_decision_it_followed_from():
    """Play test: "Rigel: Rigel's Agent ... is trashed" was Vega's attack."""
    from game.rules.core import Event
    from game.scenes.table_parts.items import LogEntry
    from game.scenes.table_parts.since_last_turn import since_last_turn
    from game.session import Step

    steps = [Step(0, "draw", False), Step(1, "attack", False), Step(2, "draw", False)]
    entries = [LogEntry(1, Event("attack", "Vega trashes an Agent of Rigel", seat=1)),
               LogEntry(1, Event("trash", "Rigel's Agent is trashed", seat=2)),
               LogEntry(2, Event("draw", "Rigel draws", seat=2)),
               LogEntry(2, Event("round", "Round 2 begins", seat=None))]
    rows = since_last_turn(entries, steps, 0, lambda e: e.text)
    assert [(r.seat, r.texts) for r in rows] == [
        (1, ("Vega trashes an Agent of Rigel", "Rigel's Agent is trashed")), (2, ("Rigel draws",))]


def test_what_a_turn_start_brings_is_the_new_turns_not_the_ending_one():
    """Play test 9 (shot166/175): Vega's recap line ended "...ends their turn; Rigel collects 10
    resources": the income came with the step that ended Vega's turn, after Rigel's turn header."""
    from game.rules.core import Event
    from game.scenes.table_parts.items import LogEntry
    from game.scenes.table_parts.since_last_turn import since_last_turn
    from game.session import Step

    steps = [Step(0, "end", False), Step(1, "fortify", False), Step(1, "end", False), Step(2, "move", False)]
    entries = [LogEntry(0, Event("turn", "Vega begins their turn", seat=1)),
               LogEntry(1, Event("fortify", "Vega fortifies", seat=1)),
               LogEntry(2, Event("end", "Vega ends their turn", seat=1)),
               LogEntry(2, Event("turn", "Rigel begins their turn", seat=2)),
               LogEntry(2, Event("collect", "Rigel collects 10 resources", seat=2)),
               LogEntry(3, Event("move", "Rigel moves", seat=2))]
    rows = since_last_turn(entries, steps, 0, lambda e: e.text)
    assert [(r.seat, r.texts) for r in rows] == [
        (1, ("Vega fortifies", "Vega ends their turn")), (2, ("Rigel collects 10 resources", "Rigel moves"))]



def test_the_recap_wraps_a_long_turn_whole_and_scrolls_to_its_end():
    """Play test 3: every recap line was cut to one or two lines ("loads
    size-3 weapons from…"); play test 7: it was cut with "…" where it had
    no more room.  Its lines wrap whole, and the footer scrolls to the end."""
    ctx = StubContext(three_bot_match(), my_turn=False)
    log = GameLog(ctx, seat_for=lambda e: 0)
    log.place(pygame.Rect(1486, 700, 414, 300))
    play(log, ctx, 0, Event("say", "Player 1 flies", 0))
    long_turn = [Event("say", f"Player 2 loads size-{i} weapons from the hub onto the long hauler", 1) for i in range(9)]
    play(log, ctx, 1, *long_turn)
    play(log, ctx, 2, Event("say", "Player 3 passes", 2))
    log.toggle_summary()
    body = log.summary_rect()
    assert log.rect.contains(body)
    lines = [line for _seat, line, _first in log.recap.wrapped(body.w - 42)]
    assert not [line for line in lines if line.endswith("…")]
    assert " ".join(lines).endswith("Orin: passes")
    footer = log.recap.footer_rect(body)
    assert footer is not None and body.contains(footer)  # more lines than the room: a footer scrolls on
    while log.recap.scroll < log.recap.max_scroll(body):
        assert log.click(footer.center) and log.summary_open
    assert log.recap.scroll == log.recap.max_scroll(body) > 0


def test_a_line_that_repeats_the_one_before_says_again():
    """Play test 3: "Rigel moves to inner Lantern Deep." twice in a row read
    as a doubled line."""
    ctx = StubContext(three_bot_match(), my_turn=False)
    log = GameLog(ctx, seat_for=lambda e: 0)
    log.place(pygame.Rect(1486, 400, 414, 500))
    play(log, ctx, 1, Event("move", "Player 2 moves to inner Lantern Deep.", 1),
         Event("move", "Player 2 moves to inner Lantern Deep.", 1), Event("move", "Player 2 moves to inner Lantern Deep.", 1))
    texts = [t for _, t in log.lines()]
    assert texts[-3:] == ["Vega moves to inner Lantern Deep.", "Vega moves to inner Lantern Deep again.",
                          "Vega moves to inner Lantern Deep again."], texts
    assert " ".join(row[1] for row in log.wrapped()).endswith("Deep again.")


def test_a_recap_line_tells_a_repeat_in_a_row_once():
    """Play test 5b: "discards Double Down; discards Double Down; discards Double Down"."""
    from game.scenes.table_parts.since_last_turn import SeatSummary

    row = SeatSummary(1, ("Vega discards Double Down.", "Vega discards Double Down.", "Vega draws 1 card.",
                          "Vega discards Double Down."))
    assert row.line("Vega") == "Vega: discards Double Down (×2); draws 1 card; discards Double Down"


def test_the_hint_panel_keeps_off_the_places_its_best_move_is_about():
    """Play test 5b: the Cartel hint to move an Agent lay on the building to
    move to (only the first click, the pick-up, was kept clear)."""
    from types import SimpleNamespace

    from game.ai.hint import Hint
    ctx = stub()
    ctx.board = SimpleNamespace(targets=[])  # no lit targets: only the hinted move's places count
    b = ctx.board_rect
    source = pygame.Rect(b.x + 700, b.y + 300, 60, 60)  # in no corner's way
    dest = pygame.Rect(b.right - 200, b.bottom - 120, 80, 80)  # under the bottom right corner
    hints = Hints(ctx, worker=StubWorker, routes=lambda a: [(source, 8)] if a == Go(1) else [],
                  keep_clear=lambda a: [dest] if a == Go(1) else [])
    hints.show(Hint([(Go(1), 0.6), (Go(2), 0.4)], reason="it falls to you"))
    assert not hints.panel_rect().colliderect(dest) and not hints.panel_rect().colliderect(source)


def test_prompt_bar_never_gives_the_number_just_pressed_to_another_kind():
    """Nine kinds on the bar and one taken: its number is the only one free,
    but the key just pressed never goes to another kind (issue 49 item 4):
    the new kind shows no number, so a double press never takes the
    opposite of the first."""
    ctx = stub()
    pressed = []
    kinds = [PromptButton(f"Kind {k}", lambda k=k: pressed.append(k)) for k in range(9)]
    items = list(kinds)
    b, _ = bar(ctx, items)
    b.build()
    assert b.press(5) and pressed == [4]
    items[4] = PromptButton("Abandon", lambda: pressed.append("abandon"))
    b.build()
    assert "Abandon" in [w.label for w in b.buttons] and "5  Abandon" not in [w.label for w in b.buttons]
    b.press(5)
    b.press(5)
    assert pressed == [4]
    b.build()
    b.update(2.0)
    assert b.press(6) and pressed[-1] == 5  # an unchanged number takes at once


def test_prompt_bar_lays_buttons_out_by_number_and_a_greyed_one_keeps_its_place():
    """Play test 5: numbers read 8, 9, 1, 2 / 3, 4, 0, 5 and Captain's Repair
    jumped rows.  The bar stands in number order, End turn last, and a greyed
    button (no number) stands where its number last was."""
    ctx = stub()
    words = ("Build", "Fortify", "Repair")
    b, _ = bar(ctx, [PromptButton(w, lambda: None) for w in words])
    b.build()

    def row():
        return [w.label for w in sorted(b.buttons, key=lambda w: (w.rect.y, w.rect.x))]

    assert row() == ["1  Build", "2  Fortify", "3  Repair"]
    greyed = PromptButton("Fortify", lambda: None, enabled=False, why="No actions left.")
    b._items_fn = lambda: [EndIt(), PromptButton("Repair", lambda: None), greyed, PromptButton("Build", lambda: None)]
    b.build()
    assert row() == ["1  Build", "Fortify", "3  Repair", "0  End it"], row()


@dataclass(frozen=True)
class EndIt(Action):
    ends_turn = True

    def label(self) -> str:
        return "End it"
