"""Star Traders: Hard against Normal as the app plays them, one line per game.

Deals and seats as `main.py tournament` (game i deals seed + i // n and
rotates the levels hard, normal, ... by i % n), played by the tournament's
own game.simulate.play_game, so bots open talks out of turn as the table
lets them (game/ai/out_of_turn.py).  One thing the tournament does not do,
so that the figure is the app's: Hard's 0.9 s is read on the process's own
CPU clock, the budget of a free core on a loaded machine (--hard-iterations
makes the run deterministic).
Prints per game the winner, Hard's seat, the talks opened out of turn, deals
accepted and Hard's rollouts per searched decision; then Hard's win rate and
its seat pairs above a Normal, with 95% Wilson intervals.  Numbers only.

    .venv/bin/python bench/bench_star_traders_hard.py --version imperial --players 2 --games 4
        [--first 0] [--seed 1] [--hard-seconds 0.9 | --hard-iterations N] [--no-talks]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.search import HARD_SECONDS, SearchBot, settings_for  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.rules.deals import Accept  # noqa: E402
from game.simulate import play_game  # noqa: E402
from game.tournament import wilson  # noqa: E402

GAME = "star-traders"


def hard_bot(seconds: float, iterations: int | None) -> SearchBot:
    settings = settings_for(GAME, "hard")
    if iterations is not None:
        return SearchBot(GAME, seconds=None, iterations=iterations, settings=settings)
    return SearchBot(GAME, seconds=seconds, settings=settings, clock=time.process_time)


def play(version: str, seat_levels: list, deal: int, seconds: float, iterations, talks: bool) -> dict:
    bots = [hard_bot(seconds, iterations) if lv == "hard" else make_bot(GAME, lv) for lv in seat_levels]
    hard = seat_levels.index("hard")
    game = play_game(GAME, seat_levels, deal, {"version": version}, time_decisions=True, bots=bots,
                     out_of_turn=talks)
    by_seat = {s.seat: s for s in game.scores}
    key = by_seat[hard].key
    return {"hard": hard, "won": 1.0 / len(game.winners) if hard in game.winners else 0.0,
            "above": sum(1.0 if key > s.key else 0.5 if key == s.key else 0.0 for s in by_seat.values()
                         if s.seat != hard),
            "opened": game.interjections, "accepted": sum(isinstance(a, Accept) for a in game.actions),
            "steps": game.decisions,
            "rollouts": [d.iterations for d in game.decision_log if d.seat == hard and d.iterations]}


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
