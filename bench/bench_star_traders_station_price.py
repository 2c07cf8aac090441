"""Star Traders: what a station is worth to its owner, by paired play-outs.
Prints numbers only.

From seeded games of Normal bots, at the start of a turn of seat 0 after a
random number of turns, seat 1 sells seat 0 one of its stations for
--price dollars (0: gives it away), or does not; both positions are played
out by Normal bots (without talks) from the same seeds.  Seat 1's wins with
and without the sale: the price at which the two match is the station's
fair price in win chance.

    python bench/bench_star_traders_station_price.py [--version nova] [--players 2] [--pairs 300] [--price 5]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.star_traders.bot import NormalBot  # noqa: E402
from game.games.star_traders.rules import RULESET  # noqa: E402
from game.games.star_traders.rules.trading import transfer  # noqa: E402
from game.rules.deals import DealItem, DealWith, Offer  # noqa: E402


def step(s, bot, rng) -> None:
    a = bot.choose(s, s.to_act, rng)
    if isinstance(a, DealWith):  # play on without talks
        a = next(x for x in s.legal_actions() if not isinstance(x, DealWith))
    s.apply(a)


def winner(s, seed: int):
    rng, bot = random.Random(seed), NormalBot()
    while not s.is_over:
        step(s, bot, rng)
    return s.winner


def sale_position(version: str, players: int, game: int):
    """A position at the start of seat 0's turn, or None (game over, nothing to sell)."""
    rng, bot = random.Random(game), NormalBot()
    s = RULESET.new_game(players, RULESET.resolve_options({"version": version}), 5000 + game)
    stop = rng.randrange(players, players * 4)
    while not s.is_over and not (s.stage == "turn" and not s.stack and s.turns >= stop and s.to_act == s.current == 0):
        step(s, bot, rng)
    return None if s.is_over else s


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--version", default="nova")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--pairs", type=int, default=300)
    ap.add_argument("--price", type=int, default=5)
    args = ap.parse_args()
    start, n, wins = time.time(), 0, [0, 0]
    for game in range(args.pairs):
        s = sale_position(args.version, args.players, game)
        if s is None or s.money[0] < args.price:
            continue
        worlds = sorted(w for w, o in s.stations.items() if o == 1 and not s.is_protected(w))
        if not worlds:
            continue
        items = (DealItem(1, "station", str(worlds[0])),)
        if args.price:
            items += (DealItem(0, "money", "", args.price),)
        sold = s.clone()
        transfer(sold, Offer(0, 1, items), [])
        for k in range(2):
            wins[0] += winner(s.clone(), 900 + 10 * game + k) == 1
            wins[1] += winner(sold.clone(), 900 + 10 * game + k) == 1
            n += 1
    print(f"{args.version}, {args.players} traders, a station for ${args.price}: the seller wins "
          f"{100 * wins[0] / n:.1f}% without the sale, {100 * wins[1] / n:.1f}% with it ({n} pairs, "
          f"{time.time() - start:.0f} s)")


if __name__ == "__main__":
    main()
