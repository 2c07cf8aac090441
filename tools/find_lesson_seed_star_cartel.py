"""Search seeds for the Star Cartel lesson's story (docs/LESSONS.md, "Writing one").

The person (seat 0 of human, easy, easy) plays: turn 1, two cards from the
bottom row without filling the hold; turn 2, one or two more cards that fill
it exactly, so the delivery asks which of two tied sets counts (largest or
smallest) and leaves a set to stash; turn 3, on the new ship, one card and
then stop loading.  The bots play at their level exactly as at the table.
Prints the seeds where the story happens, best first: both tie kinds met,
then a bot delivery to watch before the person's.  Ties are settled with
the first candidate here; the lesson may settle them its own way, and
`python main.py learn star-cartel --check` walks its real story.

    python tools/find_lesson_seed_star_cartel.py --from 1 --to 200
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lesson_story import Off, seed_parser, seeds  # noqa: E402
from lesson_story import bots_until_person as shared_bots_until_person  # noqa: E402

from game.games.star_cartel.rules.actions import Load, Stash, StopLoading  # noqa: E402
from game.seating import default_seats  # noqa: E402
from game.session import Match  # noqa: E402

SEATS = ["human", "easy", "easy"]
GAME = "star-cartel"


def bots_until_person(match, bots, limit=200) -> int:
    """Bots move until seat 0 decides; how many deliveries they made."""
    delivered = []
    shared_bots_until_person(match, bots, limit,
                             after_move=lambda before, m: delivered.append(len(before.shipyard) - len(m.state.shipyard)))
    return sum(delivered)


def fresh(seed):
    return Match(GAME, default_seats(SEATS), seed, {})


def replay(seed, actions):
    """The match after the person's `actions`, bots between; (match, bot deliveries)."""
    m, bots, delivered = fresh(seed), {}, 0
    for a in actions:
        delivered += bots_until_person(m, bots)
        if a not in m.state.legal_actions():
            raise Off(f"not legal: {a}")
        m.apply(a)
    return m, bots, delivered


def loads(state, row0=True):
    return [a for a in state.legal_actions() if isinstance(a, Load) and (a.row == 0 or not row0)]


def _fill(state, first):
    """Loading `first` (and perhaps a second card) fills the hold with a tie to choose."""
    s1 = state.clone()
    s1.apply(first)
    if s1.stage in ("largest", "smallest"):
        yield [first], s1
        return
    if s1.stage != "load_more":
        return
    for second in loads(s1):
        s2 = s1.clone()
        s2.apply(second)
        if s2.stage in ("largest", "smallest"):
            yield [first, second], s2


def _all_fills(state):
    """Every way to fill the hold exactly this turn with a tie to choose: (loads, state)."""
    for first in loads(state):
        yield from _fill(state, first)


def settle(state):
    """Resolve the ties with their first candidates; the choices made and the state."""
    made = []
    while state.stage in ("largest", "smallest"):
        a = state.legal_actions()[0]
        made.append(a)
        state.apply(a)
    return made, state


def story(seed):
    m0, _, _ = replay(seed, [])
    for a in loads(m0.state):
        s1 = m0.state.clone()
        s1.apply(a)
        if s1.stage != "load_more":
            continue
        for b in loads(s1):
            if a.size + b.size >= 6:  # the hold must not fill on turn 1
                continue
            try:
                m, bots, d1 = replay(seed, [a, b])
                d1 += bots_until_person(m, bots)
            except Off:
                continue
            for fill, s in _all_fills(m.state):
                choices, s = settle(s)
                if s.stage != "stash" or s.current != 0:
                    continue
                kinds = {type(c).__name__ for c in choices}
                yield {"seed": seed, "t1": [a, b], "t2": fill, "choices": choices, "kinds": kinds,
                       "bot_deliveries": d1, "sets": dict(s.delivered_sizes)}


def finish(found):
    """Turn 3 on the new ship: load one card, then stop loading. The new ship's name, or Off."""
    seed = found["seed"]
    m, bots, _ = replay(seed, found["t1"] + found["t2"] + found["choices"])
    legal = [a for a in m.state.legal_actions() if isinstance(a, Stash)]
    stash = legal[0]
    m.apply(stash)
    bots_until_person(m, bots)
    s = m.state
    ship = s.ships[0].name
    for a in loads(s, row0=False):
        s3 = s.clone()
        s3.apply(a)
        if s3.stage == "load_more" and StopLoading() in s3.legal_actions():
            return ship, stash, a
    raise Off("no stop")


def main() -> int:
    p = seed_parser(100)
    args = p.parse_args()
    hits = []
    for seed in seeds(args):
        best = None
        try:
            for f in story(seed):
                score = (len(f["kinds"]), f["bot_deliveries"] > 0)
                if best is None or score > best[0]:
                    best = (score, f)
                if score == (2, True):
                    break
        except Off:
            continue
        if best is None:
            continue
        try:
            ship, stash, t3 = finish(best[1])
        except Off:
            continue
        f = best[1]
        hits.append((best[0], seed))
        print(f"seed {seed}: score {best[0]} sets {f['sets']} new ship {ship}")
        for a in f["t1"] + f["t2"] + f["choices"] + [stash, t3]:
            print("   ", a.label())
        sys.stdout.flush()
    hits.sort(reverse=True)
    print("best:", hits[:10])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
