"""Star Traders: how Normal answers random offers, against a reference price.
Prints numbers only.

Positions come from seeded games of Normal bots (at the start of a turn,
after a random number of turns); in each, the trader on turn (a "person")
proposes a random offer to a random other trader (the bot): one to three
items, money of any amount up to what the giver holds, stations and cards of
either side.  The bot answers from its own determinized view
(trade_policy.choose).  The reference price is the change the offer makes to
the bot's chance to win, read by the committed win-chance model
(value_model.win_chances) on the true position: "good" above +REF,
"bad" below -REF, else "fair".  A counter counts as a refusal.  The old rule
(accept when the bot's own value gains over $0.5, unless it helps the leader
more) is scored on the same offers for comparison.

    .venv/bin/python bench/bench_star_traders_offers.py [--offers 1000] [--version imperial] [--players 3]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.star_traders import trade_policy  # noqa: E402
from game.games.star_traders.bot import NormalBot  # noqa: E402
from game.games.star_traders.rules import RULESET  # noqa: E402
from game.games.star_traders.value_model import win_chances  # noqa: E402
from game.rules.deals import Accept, AddItem, DealWith, Propose, offer_of  # noqa: E402

REF = 0.005  # half a point of win chance


def positions(version: str, players: int, count: int, seed: int):
    """`count` positions at the start of a turn from seeded Normal games."""
    rng = random.Random(seed)
    out, game = [], 0
    bot = NormalBot()
    while len(out) < count:
        s = RULESET.new_game(players, RULESET.resolve_options({"version": version}), seed * 1000 + game)
        game += 1
        stops = sorted(rng.sample(range(players * 2, players * 30), 4))
        while not s.is_over and stops:
            if s.stage == "turn" and not s.stack and s.turns >= stops[0] and s.to_act == s.current:
                out.append(s.clone())
                stops.pop(0)
            a = bot.choose(s, s.to_act, rng)
            if isinstance(a, DealWith):  # positions without the bots' own talks
                a = next(x for x in s.legal_actions() if not isinstance(x, DealWith))
            s.apply(a)
    return out[:count]


def random_offer(s, rng):
    """The trader on turn proposes a random offer; returns the state with it on the table, or None."""
    seat = s.current
    partner = rng.choice([p for p in range(s.num_players) if p != seat])
    s = s.clone()
    s.apply(DealWith(partner))
    for _ in range(rng.randint(1, 3)):
        adds = [a for a in s.legal_actions() if isinstance(a, AddItem)]
        if not adds:
            break
        a = rng.choice(adds)
        if a.kind == "money":
            a = AddItem(a.giver, "money", "", rng.randint(1, s.money[a.giver]))
        s.apply(a)
    if Propose() not in s.legal_actions():
        return None
    s.apply(Propose())
    return s


def old_rule(s, seat, offer) -> bool:
    values = trade_policy.value_of(s, seat)
    later = trade_policy.value_of(trade_policy.after(s, offer), seat)
    delta = [b - a for a, b in zip(values, later)]
    other = trade_policy.partner_of(offer, seat)
    if delta[seat] <= trade_policy.ACCEPT_MARGIN:
        return False
    leader = max(range(s.num_players), key=lambda x: (values[x], -x))
    return not (leader == other and delta[other] > delta[seat])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--offers", type=int, default=1000)
    ap.add_argument("--version", default="imperial")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    t0 = time.perf_counter()
    pool = positions(args.version, args.players, max(1, args.offers // 20), args.seed)
    counts = {k: {"n": 0, "accept": 0, "counter": 0, "old_accept": 0} for k in ("good", "fair", "bad")}
    handed = 0
    decide_s = []
    done = 0
    while done < args.offers:
        s = random_offer(rng.choice(pool), rng)
        if s is None:
            continue
        bot = s.to_act
        offer = offer_of(s.window())
        p0, p1 = win_chances(s), win_chances(trade_policy.after(s, offer))
        ref = p1[bot] - p0[bot]
        kind = "good" if ref > REF else "bad" if ref < -REF else "fair"
        t = time.perf_counter()
        view = s.determinize(bot, random.Random(rng.getrandbits(32)))
        answer = trade_policy.choose(view, bot, view.legal_actions(), random.Random(0))
        decide_s.append(time.perf_counter() - t)
        row = counts[kind]
        row["n"] += 1
        row["accept"] += answer == Accept()
        row["counter"] += type(answer).__name__ == "Counter"
        row["old_accept"] += old_rule(s, bot, offer)
        handed += trade_policy.Price(s, bot, offer).handed
        done += 1
    print(f"{args.offers} random offers, {args.version}, {args.players} traders, {len(pool)} positions "
          f"({time.perf_counter() - t0:.0f} s; answer {1000 * sum(decide_s) / len(decide_s):.0f} ms mean)")
    print("reference: the change of the bot's chance to win, good > +0.5 pt, bad < -0.5 pt")
    for kind in ("good", "fair", "bad"):
        r = counts[kind]
        n = max(1, r["n"])
        print(f"  {kind:5} {r['n']:4}: Normal accepts {100 * r['accept'] / n:5.1f}%, counters "
              f"{100 * r['counter'] / n:5.1f}%, refuses {100 * (r['n'] - r['accept'] - r['counter']) / n:5.1f}%; "
              f"old rule accepts {100 * r['old_accept'] / n:5.1f}%")
    bad, good = counts["bad"], counts["good"]
    print(f"accepts a bad offer: {100 * bad['accept'] / max(1, bad['n']):.1f}% "
          f"(old rule {100 * bad['old_accept'] / max(1, bad['n']):.1f}%); "
          f"turns down a good one: {100 * (good['n'] - good['accept']) / max(1, good['n']):.1f}% "
          f"(old rule {100 * (good['n'] - good['old_accept']) / max(1, good['n']):.1f}%)")
    print(f"offers that would hand the partner the game: {handed}")


if __name__ == "__main__":
    main()
