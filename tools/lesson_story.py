"""What every lesson seed finder shares (tools/find_*lesson_seed*.py; see
docs/LESSONS.md, "Writing one"): the bots play at their level exactly as at
the table until the person (a human seat) decides, and the person's story
moves are checked as they are taken.  A story that cannot happen on a seed
raises Off."""
from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.ai import decide, make_bot  # noqa: E402


class Off(Exception):
    """The story does not happen on this seed."""


def bots_until_person(match, bots: dict, limit: int = 300, after_move=None) -> None:
    """Bots move until a person decides; `bots` caches one bot per level;
    `after_move(before, match)` sees each bot move (e.g. to count deliveries)."""
    for _ in range(limit):
        s = match.state
        if s.is_over:
            raise Off("game over")
        seat = s.to_act
        if not match.seats[seat].is_bot:
            return
        level = match.seats[seat].kind
        bot = bots.setdefault(level, make_bot(match.game_id, level))
        match.apply(decide(s, bot, match.seed, len(match.steps)))
        if after_move is not None:
            after_move(s, match)
    raise Off("bots forever")


def person(match, bots: dict, action, taken: list | None = None) -> None:
    """The person takes `action` once the bots are done (Off if not legal)."""
    bots_until_person(match, bots)
    if not match.state.is_legal(action):
        raise Off(f"not legal: {action.label()}")
    match.apply(action)
    if taken is not None:
        taken.append(action)


def seed_parser(last: int) -> argparse.ArgumentParser:
    """The finders' command line: --from N --to M, the seeds tried (both
    included); `seeds(args)` is that range.  A finder may add its own options."""
    p = argparse.ArgumentParser()
    p.add_argument("--from", dest="lo", type=int, default=1)
    p.add_argument("--to", dest="hi", type=int, default=last)
    return p


def seeds(args) -> range:
    return range(args.lo, args.hi + 1)
