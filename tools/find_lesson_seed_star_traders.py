"""Search seeds for the Star Traders Family lesson's story (docs/LESSONS.md,
"Writing one").

The person (seat 0 of human, easy, easy, first to play) starts on the FROM
world of a contract, places the extra station on its TO world if it may,
picks the cargo up, plays a Trader's Luck card, builds one station, and rolls
and jumps towards the TO world; the bots play at their level exactly as at
the table.  Prints the seeds where the cargo is delivered, a station built and
a card played within the person's first turns.

    python tools/find_lesson_seed_star_traders.py --from 1 --to 60
"""
from __future__ import annotations

import argparse
import os
import sys
from collections import deque

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.ai import decide, make_bot  # noqa: E402
from game.games.star_traders.rules.actions import (Build, EndTurn, Jump, PickUp, PlaceStation, Roll,  # noqa: E402
                                                   StartAt)
from game.games.star_traders.rules.luck_actions import PlayLuck  # noqa: E402
from game.rules.pending import PASS  # noqa: E402
from game.seating import default_seats  # noqa: E402
from game.session import Match  # noqa: E402

OPTIONS = {"version": "family", "first_player": "player 1"}


def jumps_to(board, target) -> dict:
    """World -> jumplines to `target`."""
    d = {target: 0}
    todo = deque([target])
    while todo:
        w = todo.popleft()
        for other, _ in board.adj[w]:
            if other not in d:
                d[other] = d[w] + 1
                todo.append(other)
    return d


def person_choice(state, legal, plan) -> object:
    v = state.view_for(0)
    kinds = {type(a).__name__ for a in legal}
    if "StartAt" in kinds:
        starts = {a.world: a for a in legal if isinstance(a, StartAt)}
        wanted = [c for c in v["contracts"] if c["from"] in starts]
        if not wanted:
            return None
        plan["contract"] = wanted[0]
        return starts[wanted[0]["from"]]
    if "PlaceStation" in kinds:
        places = [a for a in legal if isinstance(a, PlaceStation)]
        return next((a for a in places if a.world == plan["contract"]["to"]), places[0])
    carrying = bool(v["cargo"][0])
    d = jumps_to(state.board, plan["contract"]["to"])
    here = v["ships"][0][0]
    pick = [a for a in legal if isinstance(a, PickUp) and a.slot == plan["contract"]["slot"]]
    closer = [a for a in legal if isinstance(a, Jump) and d.get(a.to, 99) < d.get(here, 99)]
    lucks = [a for a in legal if isinstance(a, PlayLuck)]
    if pick and not carrying and not plan.get("delivered"):
        return pick[0]
    if closer and carrying:
        return min(closer, key=lambda a: d[a.to])
    if lucks and not plan.get("luck"):
        plan["luck"] = True
        return lucks[0]
    if "Build" in kinds and not plan.get("built") and v["money"][0] >= 5:
        plan["built"] = True
        return next(a for a in legal if isinstance(a, Build))
    if "Roll" in kinds and carrying:
        return Roll()
    if "LocalBusiness" in kinds:
        return next(a for a in legal if type(a).__name__ == "LocalBusiness")
    if "EndTurn" in kinds:
        plan["turns"] = plan.get("turns", 0) + 1
        return next(a for a in legal if isinstance(a, EndTurn))
    return legal[0]


def story(seed: int, turns: int = 1) -> dict | None:
    match = Match("star-traders", default_seats(["human", "easy", "easy"]), seed, dict(OPTIONS))
    bot = make_bot("star-traders", "easy")
    plan: dict = {}
    taken = []
    for _ in range(3000):
        state = match.state
        if state.is_over or plan.get("turns", 0) >= turns:
            break
        if match.seats[state.to_act].is_bot:
            match.apply(decide(state, bot, match.seed, len(match.steps)))
            continue
        legal = state.legal_actions()
        if legal == [PASS]:
            match.apply(PASS)
            continue
        action = person_choice(state, legal, plan)
        if action is None or action not in legal:
            return None
        carrying = bool(state.view_for(0)["cargo"][0])
        match.apply(action)
        taken.append(action)
        if carrying and not match.state.view_for(0)["cargo"][0]:
            plan["delivered"] = True
    return {"plan": plan, "taken": taken}


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--from", dest="lo", type=int, default=1)
    p.add_argument("--to", dest="hi", type=int, default=60)
    args = p.parse_args()
    for seed in range(args.lo, args.hi + 1):
        result = story(seed)
        if result is None:
            continue
        plan = result["plan"]
        if plan.get("delivered") and plan.get("built") and plan.get("luck"):
            c = plan["contract"]
            print(f"seed {seed}: {c['cargo']} from {c['from']} to {c['to']}, "
                  f"{len(result['taken'])} decisions: " + "; ".join(a.label() for a in result["taken"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
