"""Search seeds for the Cartel lesson's story (docs/LESSONS.md, "Writing one").

The person (seat 0 of human, easy, easy) plays: open a first Business next to a
rival's; turn 1: draw, lay a road; turn 2: build a Business that brings an
Agent and put it with the first one, buy off a quiet Official; turn 3: move
both Agents onto the rival's building and attack.  The bots play at their
level exactly as at the table.  Prints the seeds where the story happens and
the person's actions.

    python tools/find_lesson_seed.py --from 1 --to 400
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lesson_story import Off, bots_until_person, person, seed_parser, seeds  # noqa: E402

from game.games.cartel.rules.actions import (Attack, Bribe, Build, Discard, Draw, Move, PlaceAgent,  # noqa: E402
                                             PlaceFirst, Road)
from game.seating import default_seats  # noqa: E402
from game.session import Match  # noqa: E402

QUIET_OFFICIALS = ("sachs", "tu")  # no arrival question, no cost on the attack move
GAINS = ("toptech", "anniewares", "groundhog")
KEEP = {"sachs": 5, "tu": 5, "toptech": 4, "anniewares": 4, "groundhog": 4}


def discards(match, bots, taken):
    """End of turn: discard down to 4, the least useful first."""
    while True:
        bots_until_person(match, bots)
        legal = match.state.legal_actions()
        if not all(isinstance(a, Discard) for a in legal):
            return
        a = min(legal, key=lambda d: KEEP.get(d.card, 0))
        match.apply(a)
        taken.append(a)


def story(seed: int, first_card: str, lot) -> list:
    match = Match("cartel", default_seats(["human", "easy", "easy"]), seed, {})
    bots, taken = {}, []
    person(match, bots, PlaceFirst(first_card, *lot), taken)
    home = tuple(lot)
    # turn 1: draw, lay a road
    bots_until_person(match, bots)
    person(match, bots, Draw(), taken)
    roads = [a for a in match.state.legal_actions() if isinstance(a, Road)]
    if not roads:
        raise Off("no road")
    person(match, bots, roads[0], taken)
    discards(match, bots, taken)
    # turn 2: build a Business that brings an Agent, put the Agent home; buy off an Official
    bots_until_person(match, bots)
    s = match.state
    builds = [a for a in s.legal_actions() if isinstance(a, Build) and a.card in GAINS
              and (a.x, a.y) not in s.buildings and (a.x, a.y) != home]
    offs = [a for a in s.legal_actions() if isinstance(a, Bribe) and a.card in QUIET_OFFICIALS]
    if not builds or not offs:
        raise Off("no build or no official")
    person(match, bots, builds[0], taken)
    person(match, bots, PlaceAgent(*home), taken)
    person(match, bots, offs[0], taken)
    discards(match, bots, taken)
    # turn 3: both Agents onto a rival's neighbouring building, attack
    bots_until_person(match, bots)
    s = match.state
    moves = [a for a in s.legal_actions() if isinstance(a, Move) and (a.x, a.y) == home and a.count == 2
             and (a.tx, a.ty) in s.buildings and 0 < max(n for i, n in enumerate(s.agents_at((a.tx, a.ty))) if i) < 2]
    if not moves:
        raise Off("no attack move")
    person(match, bots, moves[0], taken)
    attacks = [a for a in match.state.legal_actions() if isinstance(a, Attack)]
    if not attacks:
        raise Off("no attack")
    person(match, bots, attacks[0], taken)
    return taken


def main() -> int:
    p = seed_parser(200)
    args = p.parse_args()
    found = 0
    for seed in seeds(args):
        m = Match("cartel", default_seats(["human", "easy", "easy"]), seed, {})
        bots = {}
        try:
            bots_until_person(m, bots)
        except Off:
            continue
        firsts = sorted({(a.card, (a.x, a.y)) for a in m.state.legal_actions() if isinstance(a, PlaceFirst)})
        for card, lot in firsts:
            try:
                taken = story(seed, card, lot)
            except Off:
                continue
            found += 1
            print(f"seed {seed}: first {card} at {lot}")
            for a in taken:
                print("   ", a.label())
            break
    print(f"{found} seeds")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
