"""Search seeds for the Star Cargo lesson's story (docs/LESSONS.md, "Writing one").

The person (seat 0 of human, easy, easy, so the first to choose and to play)
plays: choose a starting planet; pick up its cargo; fly to a planet already
in play whose card has the cargo's suit; sell there; discover a planet from
the bank; pick up the cargo dealt there.  The bots play at their level
exactly as at the table.  Prints the seeds where the story happens, best
first: a colony buys the cargo, then the cargo's value.

    python tools/find_lesson_seed_star_cargo.py --from 1 --to 200
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lesson_story import Off, bots_until_person, person, seed_parser, seeds  # noqa: E402

from game.games.star_cargo.rules.actions import ChoosePlanet, Discover, Move, PickUp, Sell  # noqa: E402
from game.seating import default_seats  # noqa: E402
from game.session import Match  # noqa: E402

SEATS = ["human", "easy", "easy"]
GAME = "star-cargo"


def card_under(state, pid):
    view = state.view_for(0)
    return next((p["card"], p["colony"]) for p in view["planets"] if p["id"] == pid)


def story(seed: int, start: str):
    m, bots = Match(GAME, default_seats(SEATS), seed, {}), {}
    person(m, bots, ChoosePlanet(start))
    cargo, colony = card_under(m.state, start)
    if colony:
        raise Off("a colony at the start")
    person(m, bots, PickUp())
    bots_until_person(m, bots)
    view = m.state.view_for(0)
    suit = cargo[-1]
    buyers = [a for a in m.state.legal_actions() if isinstance(a, Move)
              and (card_under(m.state, a.planet)[0] or " ")[-1] == suit]
    if not buyers:
        raise Off("nowhere to sell")
    buyer = buyers[0]
    buyer_card, buyer_colony = card_under(m.state, buyer.planet)
    person(m, bots, buyer)
    person(m, bots, Sell())
    bots_until_person(m, bots)
    for found in [a for a in m.state.legal_actions() if isinstance(a, Discover)]:
        trial = Match(GAME, default_seats(SEATS), seed, {})
        for step in m.steps:
            trial.apply(step.action)
        tbots = {}
        trial.apply(found)
        dealt, dealt_colony = card_under(trial.state, found.planet)
        if dealt_colony:
            continue
        try:
            person(trial, tbots, PickUp())
        except Off:
            continue
        return {"start": start, "cargo": cargo, "buyer": buyer.planet, "buyer_card": buyer_card,
                "buyer_colony": buyer_colony, "discover": found.planet, "dealt": dealt,
                "ships": view["ships"]}
    raise Off("no discovery with cargo")


def main() -> int:
    p = seed_parser(100)
    args = p.parse_args()
    hits = []
    for seed in seeds(args):
        m = Match(GAME, default_seats(SEATS), seed, {})
        for choose in m.state.legal_actions():
            try:
                f = story(seed, choose.planet)
            except Off:
                continue
            value = int(f["cargo"][:-1]) if f["cargo"][:-1].isdigit() else 1
            hits.append(((f["buyer_colony"], value), seed, f))
            print(f"seed {seed}: {f}")
            sys.stdout.flush()
            break
    hits.sort(key=lambda h: h[0], reverse=True)
    print("best:", [(h[1], h[0]) for h in hits[:10]])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
