"""Play a full game with the person's seat driven through the real table
(SDL dummy) and count what interrupts a person: questions asked out of turn,
the ones where Pass was the only sensible answer, confirm dialogs, toasts.

The person does what the Hint suggests (the Hard search's favourite, on an
iteration budget so a seed always gives the same game) and reaches it the way
a person would: by clicking the board targets, prompt buttons, chooser and
confirm buttons that lead to it (as the lesson walk clicks what the coach
lights).  The bots play at their level as the bot worker would.

    python tools/playthrough_counts.py                      # Star Traders Family and Cartel
    python tools/playthrough_counts.py --game cartel --seed 7 --iterations 40

Prints one block per game.  A Star Traders game takes about 8 minutes on
one busy core (the Hint's search per decision), Cartel under one.
"Taken without a click route" names actions this tool could not reach by
clicks (the deal dialog's and the fee/petition dialogs' own buttons are not
read): those are taken directly and are not counted as clicks.  Out-of-turn windows where the person can only
pass are passed by the screen without a question (as the app does), and are
counted apart.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import decide, make_bot  # noqa: E402
from game.ai.hint import search_hint  # noqa: E402
from game.rules.pending import PASS  # noqa: E402
from game.scenes import table_scene_class  # noqa: E402
from game.scenes.lesson_walk import point_in  # noqa: E402
from game.scenes.table_parts.coach import lit_items  # noqa: E402
from game.seating import default_seats  # noqa: E402
from game.session import Match  # noqa: E402

GAMES = {"star-traders": {"version": "family"}, "cartel": {}}
MAX_CLICKS = 8  # clicks one decision may take (pick up, place, choose, confirm)
MAX_STEPS = 6000  # moves of all seats before the game is called unfinished


@dataclass
class Counts:
    game: str
    seed: int
    decisions: int = 0  # the person's decisions, all kinds
    own_turn: int = 0  # of them, in the person's own turn
    asked_out_of_turn: int = 0  # questions under a window: out of turn, or the end-of-turn discard
    reaction_prompts: int = 0  # of them, the reaction prompt (a card or Pass, with its clock)
    deal_dialogs: int = 0  # of them, a deal to answer
    asked_kinds: Counter = field(default_factory=Counter)  # the questions out of turn by window kind
    only_pass_sensible: int = 0  # questions out of turn where the Hint's answer was Pass
    passed_for_the_person: int = 0  # windows the screen passed without a question (only Pass, or declared not worth asking)
    confirm_dialogs: int = 0
    toasts: Counter = field(default_factory=Counter)
    clicks: int = 0
    no_click_route: Counter = field(default_factory=Counter)  # actions no click led to (taken directly)
    moves: int = 0
    finished: bool = False
    winner: str = ""
    seconds: float = 0.0

    def lines(self) -> list[str]:
        toasts = sum(self.toasts.values())
        out = [f"{self.game} (seed {self.seed}): {'finished' if self.finished else 'NOT finished'} after "
               f"{self.moves} moves, {self.seconds:.0f} s{' (' + self.winner + ')' if self.winner else ''}",
               f"  person's decisions: {self.decisions} ({self.own_turn} in own turn), clicks {self.clicks}",
               f"  asked in a window (out of turn, or a turn's end): {self.asked_out_of_turn} (reaction prompts {self.reaction_prompts}, "
               f"deals to answer {self.deal_dialogs}); the Hint's answer Pass: {self.only_pass_sensible}",
               "    by kind: " + (", ".join(f"{k} {n}" for k, n in self.asked_kinds.most_common()) or "none"),
               f"  passed for the person without a question: {self.passed_for_the_person}",
               f"  confirm dialogs: {self.confirm_dialogs}; toasts: {toasts}"]
        for text, n in self.toasts.most_common(6):
            out.append(f"    {n} x {text[:90]}")
        if self.no_click_route:
            out.append("  taken without a click route: " + ", ".join(f"{k} x{n}" for k, n in
                                                                    self.no_click_route.most_common()))
        return out


class Exactly:
    """An expectation (as the coach's) met by one action only."""

    def __init__(self, action):
        self.action = action

    def matches(self, action) -> bool:
        return action == self.action


def make_app():
    from game.ai.worker import BotWorker
    from game.app import App
    from game.persist import Settings

    settings = Settings()
    settings.animation_speed = 0.0
    settings.bot_pace = 0.0
    app = App(settings, size=(1280, 720), fullscreen=False, audio=False)
    app.bot_worker_factory = lambda: BotWorker(use_process=False)
    return app


def person_choice(table, counts: Counts, iterations: int, samples: int):
    """What the Hint suggests now (the only legal action needs no search)."""
    state, match = table.state, table.match
    legal = table.legal
    if len(legal) == 1:
        return legal[0]
    hint = search_hint(state, match.game_id, match.seed, len(match.steps), iterations=iterations, samples=samples)
    return hint.best if hint.best in legal else legal[0]


def click_to(table, action, counts: Counts) -> bool:
    """Click what leads to `action` until it is taken; False when no click did."""
    start = len(table.match.steps)
    expect = Exactly(action)
    seen_confirm = False
    for _ in range(MAX_CLICKS):
        if table.confirm is not None and not seen_confirm:
            seen_confirm = True
            counts.confirm_dialogs += 1
        items = lit_items(table, expect)
        # lit_items falls back to the prompt's own buttons (Put back...): those are no route
        items = [(r, t) for r, t in items if t is None or any(expect.matches(a) for a in t.actions)]
        if not items:
            break
        rect, target = items[0]
        pos = point_in(table, rect, target)
        if pos is None:
            break
        table.click(pos)
        counts.clicks += 1
        if len(table.match.steps) > start:
            return True
    if table.confirm is not None and not seen_confirm:
        counts.confirm_dialogs += 1
    return len(table.match.steps) > start


def play(app, game_id: str, seed: int, *, iterations: int, samples: int, level: str = "easy") -> Counts:
    counts = Counts(game_id, seed)
    match = Match(game_id, default_seats(["human", level, level]), seed, dict(GAMES.get(game_id, {})))
    table = table_scene_class(game_id)(app, match, autoplay=False)
    table.autosaves = False
    app.push(table)
    add = table.toasts.add

    def counted(text, *args, **kwargs):
        counts.toasts[text] += 1
        return add(text, *args, **kwargs)

    table.toasts.add = counted
    bots = {}
    started = time.perf_counter()
    while not table.state.is_over and len(match.steps) < MAX_STEPS:
        seat = table.to_act
        if seat is None:
            break
        if match.seats[seat].is_bot:
            kind = match.seats[seat].kind
            bot = bots.setdefault(kind, make_bot(game_id, kind))
            table.apply_action(decide(table.state, bot, match.seed, len(match.steps)))
            continue
        window = table.state.window()
        if window is not None and (table.passes_only(seat) or table.reactions.skips()):
            counts.passed_for_the_person += 1
            table.auto_pass(seat)
            continue
        counts.decisions += 1
        if window is None:
            counts.own_turn += 1
        else:
            counts.asked_out_of_turn += 1
            counts.reaction_prompts += table.reaction is not None
            counts.deal_dialogs += table.deal is not None
            counts.asked_kinds[window.kind] += 1
        action = person_choice(table, counts, iterations, samples)
        if window is not None and action == PASS:
            counts.only_pass_sensible += 1
        if not click_to(table, action, counts):
            counts.no_click_route[type(action).__name__] += 1
            table.clear_selection()
            if table.confirm is not None:
                table.confirm_dialog.no()
            table.apply_action(action)
    counts.moves = len(match.steps)
    counts.finished = table.state.is_over
    counts.seconds = time.perf_counter() - started
    if counts.finished:
        counts.winner = table.game_over_text()
    app.pop()
    return counts


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=sorted(GAMES), action="append",
                    help="a game to play (repeatable; default: both)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=20, help="the Hint's search iterations per decision")
    ap.add_argument("--samples", type=int, default=4, help="worlds the Hint's chances are judged on")
    ap.add_argument("--level", default="easy", help="the two bots' level")
    args = ap.parse_args(argv)
    if args.iterations < 1 or args.samples < 1:
        ap.error("--iterations and --samples must be at least 1")
    app = make_app()
    try:
        for game_id in args.game or ["star-traders", "cartel"]:
            counts = play(app, game_id, args.seed, iterations=args.iterations, samples=args.samples,
                          level=args.level)
            print("\n".join(counts.lines()), flush=True)
    finally:
        app.close_worker()
    return 0


if __name__ == "__main__":
    sys.exit(main())
