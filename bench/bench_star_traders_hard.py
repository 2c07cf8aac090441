"""Star Traders: Hard against Normal as the app plays them, one line per game.

Deals and seats as `main.py tournament` (game i deals seed + i // n and
rotates the levels hard, normal, ... by i % n).  Two things the tournament
does not do, so that the figure is the app's:
- bots open talks out of turn, as the table lets them
  (scenes/table_parts/talks.py): before each decision every bot after the one
  to act, in turn order, is asked once (talks_policy.off_turn_talks);
- Hard's 0.9 s is read on the process's own CPU clock, the budget of a free
  core on a loaded machine (--hard-iterations makes the run deterministic).
Prints per game the winner, Hard's seat, the talks opened out of turn, deals
accepted and Hard's rollouts per searched decision; then Hard's win rate and
its seat pairs above a Normal, with 95% Wilson intervals.  Numbers only.

    .venv/bin/python bench/bench_star_traders_hard.py --version imperial --players 2 --games 4
        [--first 0] [--seed 1] [--hard-seconds 0.9 | --hard-iterations N] [--no-talks]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import decide, forced_action, make_bot, search_stats  # noqa: E402
from game.ai.search import HARD_SECONDS, SearchBot, settings_for  # noqa: E402
from game.games import get_ruleset  # noqa: E402
from game.games.star_traders import talks_policy  # noqa: E402
from game.rules.deals import Accept  # noqa: E402
from game.tournament import wilson  # noqa: E402

GAME = "star-traders"


def hard_bot(seconds: float, iterations: int | None) -> SearchBot:
    settings = settings_for(GAME, "hard")
    if iterations is not None:
        return SearchBot(GAME, seconds=None, iterations=iterations, settings=settings)
    return SearchBot(GAME, seconds=seconds, settings=settings, clock=time.process_time)


def bot_talks(state, deal: int, steps: int):
    """The first bot's out-of-turn talks at this decision, or None."""
    n = state.num_players
    for k in range(1, n + 1):
        seat = (state.to_act + k) % n
        action = talks_policy.off_turn_talks(state, seat, random.Random(f"{deal}:{steps}:{seat}"))
        if action is not None:
            return action
    return None


def play(version: str, seat_levels: list, deal: int, seconds: float, iterations, talks: bool) -> dict:
    ruleset = get_ruleset(GAME)
    n = len(seat_levels)
    state = ruleset.new_game(n, ruleset.resolve_options({"version": version}), deal)
    bots = [hard_bot(seconds, iterations) if lv == "hard" else make_bot(GAME, lv) for lv in seat_levels]
    hard = seat_levels.index("hard")
    steps, opened, accepted, rollouts = 0, 0, 0, []
    while not state.is_over:
        talk = bot_talks(state, deal, steps) if talks else None
        if talk is not None:
            state.apply(talk)
            opened += 1
        else:
            seat = state.to_act
            searched = seat == hard and forced_action(state) is None  # a forced move leaves the last stats
            action = decide(state, bots[seat], deal, steps)
            stats = search_stats(bots[seat]) if searched else None
            if stats is not None and stats.iterations:
                rollouts.append(stats.iterations)
            accepted += isinstance(action, Accept)
            state.apply(action)
        steps += 1
        problems = state.invariant_errors()
        if problems:
            raise RuntimeError(f"deal {deal}, step {steps}: {'; '.join(problems)}")
    by_seat = {s.seat: s for s in state.scores()}
    winners = state.winners()
    key = by_seat[hard].key
    return {"hard": hard, "won": 1.0 / len(winners) if hard in winners else 0.0,
            "above": sum(1.0 if key > s.key else 0.5 if key == s.key else 0.0 for s in by_seat.values()
                         if s.seat != hard),
            "opened": opened, "accepted": accepted, "steps": steps, "rollouts": rollouts}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", default="imperial")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--first", type=int, default=0, help="index of the first game (to go on with a run)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--hard-seconds", type=float, default=HARD_SECONDS, help="CPU seconds a decision")
    p.add_argument("--hard-iterations", type=int, default=None)
    p.add_argument("--no-talks", action="store_true", help="bots never open talks out of turn")
    args = p.parse_args(argv)
    levels = ["hard"] + ["normal"] * (args.players - 1)
    won = above = 0.0
    games = 0
    for i in range(args.first, args.first + args.games):
        rot = i % args.players
        seat_levels = levels[rot:] + levels[:rot]
        deal = args.seed + i // args.players
        start = time.perf_counter()
        g = play(args.version, seat_levels, deal, args.hard_seconds, args.hard_iterations, not args.no_talks)
        games += 1
        won += g["won"]
        above += g["above"]
        r = g["rollouts"]
        print(f"game {i} deal {deal} hard seat {g['hard']}: won {g['won']:g}, above {g['above']:g} of "
              f"{args.players - 1}; talks opened out of turn {g['opened']}, deals accepted {g['accepted']}, "
              f"{g['steps']} steps; rollouts median {statistics.median(r) if r else 0:.0f} over {len(r)} searched; "
              f"{time.perf_counter() - start:.0f} s", flush=True)
    pairs = games * (args.players - 1)
    lo, hi = wilson(won, games)
    plo, phi = wilson(above, pairs)
    print(f"{args.version} {args.players} traders: Hard won {won:g} of {games} [{lo:.2f}, {hi:.2f}], "
          f"above a Normal in {above:g} of {pairs} pairs [{plo:.2f}, {phi:.2f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
