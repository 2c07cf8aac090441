"""Star Traders: the combined sweep of the freedoms of issue 44, and deals
with a scripted person.  Prints numbers only.

Sweep: seeded games of every version at 2-6 traders, played by Normal bots
("bots", each from its own determinized view) or at random ("random"), that
at random also take a free amount off the menu (deal money and beacon fees),
open talks out of turn, discard a Trader's Luck card and offer Avoid a
Calamity! for another trader whenever those are possible.  After every action
the invariants hold; at the end the game is over and its save replays to the
same checksum.  A failure is counted with its message, never raised.

Deals: Normal bots against a scripted person (seat 0) who accepts an offer
only when it gives the person money and takes nothing from it, refuses every
other, and once a round, on its own turn, offers $5 for a station of the
trader after it.  Deals proposed and accepted per game, by version and
trader count.

    python bench/sweep_star_traders.py [--seeds 2] [--modes random,bots] [--deal-games 2]
"""
from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_bot  # noqa: E402
from game.games.star_traders.rules import VERSIONS, EndTurn  # noqa: E402
from game.games.star_traders.rules.luck_actions import AcceptAvoid, Avoid, DiscardLuck  # noqa: E402
from game.rules.deals import ANSWER, Accept, AddItem, DealWith, Propose, Refuse, items_of  # noqa: E402
from game.session import Match, Seat  # noqa: E402

EXTRA_CHANCE = 0.2  # at a decision, how often a freedom is taken when one is possible
MAX_STEPS = 60000  # a random six-trader game with all the freedoms takes some 20,000 steps


def off_menu_amount(state, legal, rng):
    """A legal action of `legal` with an amount field, its amount redrawn from
    the whole range (None: no free amount here)."""
    free = [a for a in legal if type(a).amount_field and state.amount_range(a)]
    if not free:
        return None
    a = rng.choice(free)
    span = state.amount_range(a)
    return dataclasses.replace(a, **{type(a).amount_field: rng.randrange(span.start, span.stop)})


def freedom(state, players, rng, counts):
    """One freedom to take now, or None."""
    legal = state.legal_actions()
    kinds = []
    if any(type(a).amount_field for a in legal):
        kinds.append("amount")
    if any(state.interjections(s) for s in range(players)):
        kinds.append("talks")
    if any(isinstance(a, DiscardLuck) for a in legal):
        kinds.append("discard")
    window = state.window()
    if any(isinstance(a, Avoid) for a in legal) and window is not None and window.get("target") != state.to_act:
        kinds.append("avoid_offer")
    if not kinds:
        return None
    kind = rng.choice(kinds)
    if kind == "amount":
        action = off_menu_amount(state, legal, rng)
    elif kind == "talks":
        action = rng.choice([a for s in range(players) for a in state.interjections(s)])
    elif kind == "discard":
        action = rng.choice([a for a in legal if isinstance(a, DiscardLuck)])
    else:
        action = Avoid()
    if action is not None:
        counts[kind] += 1
    return action


def sweep_game(version: str, players: int, seed: int, mode: str = "random") -> Counter:
    """One game; the counts of what it took, and `failures` (with `failure`)."""
    rng = random.Random(f"{version}:{players}:{seed}:{mode}")
    counts: Counter = Counter(games=1)
    bots = [make_bot("star-traders", "normal") for _ in range(players)] if mode == "bots" else None
    try:
        m = Match("star-traders", [Seat(f"P{i + 1}") for i in range(players)], seed, {"version": version})
        for _ in range(MAX_STEPS):
            s = m.state
            if s.is_over:
                break
            action = freedom(s, players, rng, counts) if rng.random() < EXTRA_CHANCE else None
            if action is None:
                legal = s.legal_actions()
                if AcceptAvoid() in legal:  # an Avoid offered for this trader: mostly taken
                    action = AcceptAvoid() if rng.random() < 0.7 else rng.choice(legal)
                elif bots is not None:
                    seat = s.to_act
                    action = bots[seat].choose(s.determinize(seat, rng), seat, rng)
                else:
                    action = EndTurn() if EndTurn() in legal and rng.random() < 0.25 else rng.choice(legal)
            events = m.apply(action)
            counts["actions"] += 1
            counts["zap_dice"] += sum(1 for e in events if e.kind == "zap" and "die" in e.data)
            counts["avoid_accepted"] += isinstance(action, AcceptAvoid)
            problems = m.state.invariant_errors()
            if problems:
                raise AssertionError(f"step {len(m.steps)}: {problems}")
        if not m.state.is_over:
            raise AssertionError(f"no end in {MAX_STEPS} steps")
        if Match.loads(m.dumps()).checksum() != m.checksum():
            raise AssertionError("the save does not replay to its checksum")
    except Exception as e:  # noqa: BLE001 - counted and reported, the sweep goes on
        counts["failures"] += 1
        counts[f"failure: {version} {players}p seed {seed} {mode}: {type(e).__name__}: {e}"[:300]] += 1
    return counts


def sweep(seeds: int, modes, versions=VERSIONS, counts_of=range(2, 7), progress=None) -> Counter:
    total: Counter = Counter()
    for mode in modes:
        for version in versions:
            for players in counts_of:
                for seed in range(seeds):
                    counts = sweep_game(version, players, seed, mode)
                    total += counts
                    if progress:
                        progress(f"  {mode} {version} {players}p seed {seed}: {counts['actions']} actions, "
                                 f"{counts['failures']} failures")
    return total


# ------------------------------------------------------------------ deals with a scripted person
def person_answer(state, person: int):
    """Accept what gives the person money and takes nothing; refuse the rest."""
    items = items_of(state.window())
    gets = any(i.kind == "money" and i.giver != person for i in items)
    gives = any(i.giver == person for i in items)
    return Accept() if gets and not gives else Refuse()


def person_turn(state, person: int, offered_round: set, legal):
    """Once a round: $5 for a station of the next trader, built step by step."""
    window = state.window()
    if window is not None and window.kind != ANSWER and window.get("proposer") == person:
        items = items_of(window)
        if not items:
            want = [a for a in legal if isinstance(a, AddItem) and a.kind == "station" and a.giver != person]
            return want[0] if want else legal[-1]  # nothing to buy: drop the talks
        if len(items) == 1:
            pay = [a for a in legal if isinstance(a, AddItem) and a.kind == "money" and a.giver == person]
            return dataclasses.replace(pay[0], amount=5) if pay and state.money[person] >= 5 else legal[-1]
        return Propose()
    partner = (person + 1) % state.num_players
    if window is None and state.round() not in offered_round and DealWith(partner) in legal \
            and any(o == partner for o in state.stations.values()):
        offered_round.add(state.round())
        return DealWith(partner)
    return None


def deal_game(version: str, players: int, seed: int) -> Counter:
    rng = random.Random(f"deals:{version}:{players}:{seed}")
    bots = [make_bot("star-traders", "normal") for _ in range(players)]
    m = Match("star-traders", [Seat(f"P{i + 1}") for i in range(players)], seed, {"version": version})
    person, offered_round, counts = 0, set(), Counter(games=1)
    while not m.state.is_over and len(m.steps) < MAX_STEPS:
        s = m.state
        seat, legal = s.to_act, s.legal_actions()
        action = None
        if seat == person:
            window = s.window()
            action = person_answer(s, person) if window is not None and window.kind == ANSWER else \
                person_turn(s, person, offered_round, legal)
        if action is None:
            action = bots[seat].choose(s.determinize(seat, rng), seat, rng)
        who = "person" if seat == person else "bots"
        if isinstance(action, Propose):
            counts[f"{who} proposed"] += 1
        elif isinstance(action, Accept):  # counted for the side whose offer it was
            sides = (s.window().get("proposer"), s.window().get("partner"))
            counts["person accepted" if seat != person and person in sides else "bots accepted"] += 1
        m.apply(action)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=2)
    parser.add_argument("--modes", default="random,bots")
    parser.add_argument("--deal-games", type=int, default=2)
    args = parser.parse_args()
    start = time.time()
    total = sweep(args.seeds, [m for m in args.modes.split(",") if m], progress=lambda line: print(line, flush=True))
    print(f"sweep: {total['games']} games, {total['actions']} actions, {total['failures']} failures "
          f"({time.time() - start:.0f} s)")
    for key in ("amount", "talks", "discard", "avoid_offer", "zap_dice"):
        print(f"  {key}: {total[key]}")
    for key in sorted(k for k in total if k.startswith("failure:")):
        print(" ", key)
    if args.deal_games:
        print("deals with a scripted person, per game: person's offers proposed/accepted by bots, "
              "bots' offers proposed/accepted (by anyone)")
        for version in VERSIONS:
            for players in (2, 4, 6):
                c = Counter()
                for seed in range(args.deal_games):
                    c += deal_game(version, players, seed)
                g = c["games"]
                print(f"  {version:10} {players}p | person {c['person proposed'] / g:.1f}/"
                      f"{c['person accepted'] / g:.1f}  bots {c['bots proposed'] / g:.1f}/"
                      f"{c['bots accepted'] / g:.1f}  ({g} games)", flush=True)


if __name__ == "__main__":
    main()
