"""Search seeds for the Captain of the Stars lesson's story (docs/LESSONS.md,
"Writing one").

The person (seat 0 of human, easy, easy) plays: turn 1: fly three hexes out of
Federation space and place a route gem; turn 2: step beside it, build a
settlement, step on; turn 3: place a second gem, step on, build a second
settlement (the route between them is complete); turn 4: fortify as much as it can, fly back
into Federation space and buy a weapons level; turn 5: hire a crew member,
then fly out and attack a rival's route gem or settlement.  The bots play at
their level exactly as at the table.  Prints the seeds where the story
happens, the person's actions and how the attack went (the lesson wants a hit).

    python tools/find_captain_lesson_seed.py --from 1 --to 60
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lesson_story import Off, bots_until_person, person, seed_parser, seeds  # noqa: E402

from game.games.captain.rules import actions as A  # noqa: E402
from game.games.captain.rules import movement  # noqa: E402
from game.seating import default_seats  # noqa: E402
from game.session import Match  # noqa: E402

SEATS = ["human", "easy", "easy"]


def fly(match, bots, to, taken):
    """Move one hex at a time along a shortest path to `to`."""
    board = match.state.board
    while True:
        bots_until_person(match, bots)
        here = match.state.players[0].pos
        if here == to:
            return
        step = min(board.neighbours[here], key=lambda n: (board.dist[n][to], n))
        person(match, bots, A.Move(*step), taken)


def shapes(board):
    """(A, B, C, D): A three hexes from the hub, B beside A, C beside both,
    D beside C but two from B; none in Federation space."""
    fed = board.federation
    out = []
    hub = board.centre
    for a in board.order:
        if a in fed or board.dist[hub][a] != 3:
            continue
        for b in board.neighbours[a]:
            if b in fed:
                continue
            for c in board.neighbours[a]:
                if c in fed or c == b or c not in board.neighbours[b]:
                    continue
                for d in board.neighbours[c]:
                    if d in fed or board.dist[b][d] != 2 or d == a or board.dist[d][hub] > 4:
                        continue
                    out.append((a, b, c, d))
    return out


def replay(seed, steps):
    """A new match of the same seed with the same actions taken."""
    match = Match("captain", default_seats(SEATS), seed, {})
    for x in steps:
        match.apply(x.action)
    return match


def story(seed, shape):
    """The person's actions up to the raid's attack (the last one), and the
    match just before that attack."""
    a, b, c, d = shape
    match = Match("captain", default_seats(SEATS), seed, {})
    bots, taken = {}, []
    fly(match, bots, a, taken)
    person(match, bots, A.PlaceGem(), taken)
    person(match, bots, A.EndTurn(), taken)
    fly(match, bots, b, taken)
    person(match, bots, A.Build(), taken)
    fly(match, bots, c, taken)
    person(match, bots, A.EndTurn(), taken)
    person(match, bots, A.PlaceGem(), taken)
    fly(match, bots, d, taken)
    person(match, bots, A.Build(), taken)
    person(match, bots, A.EndTurn(), taken)
    # turn 4: fortify, back to Federation space, a weapons level
    bots_until_person(match, bots)
    most = max((x for x in match.state.legal_actions() if isinstance(x, A.Fortify)), key=lambda x: x.points)
    person(match, bots, most, taken)  # the table's Fortify button is the largest amount
    s = match.state
    fed = min(s.board.federation, key=lambda h: (s.board.dist[d][h], h))
    if s.board.dist[d][fed] > 2:
        raise Off("too far from Federation space")
    fly(match, bots, fed, taken)
    person(match, bots, A.StartUpgrade(), taken)
    person(match, bots, A.Upgrade("weapon"), taken)
    if A.DoneUpgrading() in match.state.legal_actions():  # the shipyard closes itself when nothing is affordable
        person(match, bots, A.DoneUpgrading(), taken)
    person(match, bots, A.EndTurn(), taken)
    # turn 5: hire, then out to a rival's piece and attack it
    person(match, bots, A.Hire(), taken)
    person(match, bots, A.KeepCrew(0), taken)
    if A.DoneHiring() in match.state.legal_actions():  # hiring stops itself when another is not affordable
        person(match, bots, A.DoneHiring(), taken)
    s = match.state
    here = s.players[0].pos
    for h in sorted(s.board.neighbours[here]):
        if h in s.board.federation or movement.ship_at(s, h, exclude=0) is not None:
            continue
        if A.Move(*h) not in s.legal_actions():
            continue
        raid = replay(seed, match.steps)
        raid.apply(A.Move(*h))
        atk = [x for x in raid.state.legal_actions() if isinstance(x, (A.AttackGem, A.AttackSettlement))]
        if atk:
            return taken + [A.Move(*h), atk[0]], raid
    raise Off("nothing to attack")


def main() -> int:
    p = seed_parser(40)
    p.add_argument("--shapes", type=int, default=12, help="shapes tried per seed")
    args = p.parse_args()
    found = 0
    for seed in seeds(args):
        board = Match("captain", default_seats(SEATS), seed, {}).state.board
        for shape in shapes(board)[: args.shapes]:
            try:
                taken, raid = story(seed, shape)
            except Off:
                continue
            found += 1
            crew = [raid.state.content.crew[c].name for c in raid.state.players[0].crew]
            first = raid.state.first
            result = [e.text for e in raid.apply(taken[-1]) if e.kind == "attack"]
            print(f"seed {seed}: shape {shape}, first player {first}, crew {crew}")
            print("   ", "; ".join(x.label() for x in taken))
            print("   ", *result)
            break
    print(f"{found} seeds")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
