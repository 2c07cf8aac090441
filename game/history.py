"""How a finished game went: each seat's score after every turn and round,
who led when, and which categories carried the winner.  Pure Python, no
pygame; the results screen draws what this module computes.

A turn ends whenever the seat to act changes.  Rounds come from the game when
its state counts them (`state.round_number()`, as in Captain of the Stars and
Star Traders, so a reaction in the middle of a turn does not start a round);
otherwise a round starts when play comes back round the table: the new seat
sits at or before the previous one, counted from the seat that acted first
(this survives seats that are skipped).  The totals are `state.progress()`:
the running scores, or a game's own measure when it is won outright.

Scores of the true state are read at every turn end.  That is only for the
results screen, after the game ended and every secret was revealed: never
show this history while a game is running.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Point:
    """Every seat's total after `step` actions.  `seat` is the seat whose turn
    just ended (None for the start); `round` is 0 for the start."""

    step: int
    round: int
    seat: int | None
    totals: tuple


@dataclass
class History:
    seats: int
    points: list = field(default_factory=list)  # start, then one per turn end

    @property
    def rounds(self) -> int:
        return self.points[-1].round if self.points else 0

    def per_round(self) -> list:
        """The start and the last point of every round."""
        out = []
        for p in self.points:
            if out and out[-1].round == p.round:
                out[-1] = p
            else:
                out.append(p)
        return out

    def series(self, by_round: bool | None = None) -> tuple[list, list]:
        """(x values, per-seat lists of totals) for a chart.  By default per
        round when the game had at least 3 rounds, else per turn."""
        if by_round is None:
            by_round = self.by_round
        pts = self.per_round() if by_round else self.points
        xs = [p.round for p in pts] if by_round else list(range(len(pts)))
        return xs, [[p.totals[s] for p in pts] for s in range(self.seats)]

    @property
    def by_round(self) -> bool:
        """The charts count rounds (a game of at least 3), else turns."""
        return self.rounds >= 3

    def position(self, step: int) -> float:
        """Where the game stood after `step` decisions on the charts' x axis
        (series()'s units): turns ended, or in a game counted by rounds the
        rounds ended plus the share of the current round's turns ended
        (2.5: half-way through round 3).  Any other chart of the same game
        (the win chances) plots against this, so the two axes agree."""
        done = [i for i, p in enumerate(self.points) if p.step <= step]
        j = done[-1] if done else 0
        if not self.by_round:
            return float(j)
        rnd = self.points[j].round
        if j == 0:
            return 0.0
        same = [i for i, p in enumerate(self.points) if p.round == rnd]
        return rnd - 1 + (same.index(j) + 1) / len(same)

    def leaders(self) -> list:
        """Per round (start excluded): the seats with the highest total."""
        out = []
        for p in self.per_round()[1:]:
            best = max(p.totals)
            out.append(tuple(s for s, t in enumerate(p.totals) if t == best))
        return out


def score_history(match) -> History:
    """Replay a finished match once and record the totals at every turn end."""
    state = match.ruleset.new_game(len(match.seats), match.options, match.seed)
    return _record(state, match.actions, len(match.seats))


def _record(state, actions, seats: int) -> History:
    history = History(seats, [Point(0, 0, None, tuple(state.progress()))])
    first = state.to_act
    start_round = state.round_number()
    own_round = start_round is not None  # seats answering out of turn must not start new rounds
    rnd = 1
    for i, action in enumerate(actions, 1):
        seat = state.acting_seat(action)
        state.apply(action)
        nxt = state.to_act
        if nxt == seat and not state.is_over:
            continue
        history.points.append(Point(i, rnd, seat, tuple(state.progress())))
        if state.is_over:
            break
        if own_round:
            rnd = max(rnd, state.round_number() - start_round + 1)
        elif first is not None and nxt is not None and seat is not None and \
                (nxt - first) % seats <= (seat - first) % seats:
            rnd += 1
    return history


# ---------------------------------------------------------------- the winner's story


@dataclass(frozen=True)
class Category:
    key: str
    points: int
    detail: str  # how the game counted it ("3 × 7"), may be ""
    share: float  # of the seat's points from positive categories, 0..1
    best: bool  # more than any other seat scored in this category


def largest_categories(scores, seat: int, limit: int = 3) -> list:
    """The seat's categories that brought the most points, largest first
    (ties keep the game's order); categories worth nothing are left out."""
    by_seat = {s.seat: s for s in scores}
    own = by_seat[seat]
    numeric = {k: v for k, v in own.breakdown.items() if isinstance(v, (int, float)) and v > 0}
    positive = sum(numeric.values()) or 1
    order = sorted(numeric, key=lambda k: -numeric[k])
    out = []
    for k in order[:limit]:
        others = [s.breakdown.get(k, 0) for s in scores if s.seat != seat]
        best = all(not isinstance(v, (int, float)) or v < numeric[k] for v in others)
        out.append(Category(k, numeric[k], str(own.details.get(k, "")), numeric[k] / positive, best))
    return out


def lead_story(history: History, seat: int, name_of=str) -> str:
    """One sentence on when `seat` took the lead (empty for a one-round game),
    read from the points the results chart draws, so every round it names is
    where the chart shows it."""
    by_round = history.rounds >= 3
    pts = (history.per_round() if by_round else history.points)[1:]
    if len(pts) < 2:
        return ""
    unit = "round" if by_round else "turn"
    leads = [tuple(s for s, t in enumerate(p.totals) if t == max(p.totals)) for p in pts]
    labels = [p.round if by_round else i + 1 for i, p in enumerate(pts)]
    n = len(leads)
    ahead = [seat in lead for lead in leads]
    alone = [lead == (seat,) for lead in leads]
    if all(alone):
        return f"{name_of(seat)} led from the first {unit} to the last."
    if not ahead[-1]:
        # won on a tie-break or on points the running total did not show
        return f"{name_of(seat)} was not ahead on the running count and won at the final scoring."
    since = n
    while since > 0 and ahead[since - 1]:
        since -= 1
    changes = sum(1 for a, b in zip(leads, leads[1:]) if a != b)
    if len(leads[-1]) > 1:  # level at the end: the tie-break decided
        return f"{name_of(seat)} was level at the top from {unit} {labels[since]} of {n} to the end."
    if since == 0:
        return f"{name_of(seat)} was never behind ({changes} change{'s' if changes != 1 else ''} at the top)."
    before = [labels[i] for i in range(since) if ahead[i]]
    count = f"{changes} change{'s' if changes != 1 else ''} at the top"
    if not before:
        if since == n - 1:
            return f"{name_of(seat)} took the lead only in the final {unit}."
        return f"{name_of(seat)} moved ahead in {unit} {labels[since]} of {n} and stayed there ({count})."
    shared = not any(alone[i] for i in range(since))
    earlier = f"{name_of(seat)} was {'level at the top' if shared else 'ahead or level'} after {_units(unit, before)}"
    if since == n - 1:
        return f"{earlier} and took the lead for good in the final {unit}."
    return f"{earlier}, and moved ahead for good in {unit} {labels[since]} of {n} ({count})."


def _units(unit: str, labels: list) -> str:
    """"round 8", "rounds 2 and 4", "rounds 2, 4 and 6", "5 earlier rounds"."""
    if len(labels) > 3:
        return f"{len(labels)} earlier {unit}s"
    if len(labels) == 1:
        return f"{unit} {labels[0]}"
    return f"{unit}s " + ", ".join(str(x) for x in labels[:-1]) + f" and {labels[-1]}"


def highlights(history: History, seat: int, name_of=str, ranked: list | None = None) -> list:
    """Short facts about the winner's game: the final margin, how long they
    were ahead or level, their best round (or turn).  `ranked`: the seats in
    the results' order (ties broken by the game's rules), whose second is the
    runner-up."""
    if not history.points:
        return []
    out = []
    final = history.points[-1].totals
    others = [s for s in (ranked or range(history.seats)) if s != seat]
    if others:
        runner = others[0] if ranked else max(others, key=lambda s: (final[s], -s))
        margin = final[seat] - final[runner]
        if margin > 0:
            out.append(f"Won by {margin} point{'s' if margin != 1 else ''} over {name_of(runner)}.")
    by_round = history.rounds >= 3
    pts = history.per_round() if by_round else history.points
    unit = "round" if by_round else "turn"
    steps = pts[1:]
    if steps:
        ahead = sum(1 for p in steps if p.totals[seat] == max(p.totals))
        out.append(f"Ahead or level after {ahead} of {len(steps)} {unit}s.")
        gains = [(b.totals[seat] - a.totals[seat], i + 1) for i, (a, b) in enumerate(zip(pts, pts[1:]))]
        gain, at = max(gains, key=lambda g: (g[0], -g[1]))
        if gain > 0:
            label = pts[at].round if by_round else at
            out.append(f"Best {unit}: +{gain} in {unit} {label}.")
    return out


def round_reached(match) -> int:
    """The round a match is in: as the game counts it, else as the results'
    chart counts rounds (play coming back round the table)."""
    rnd = match.state.round_number()
    return rnd if rnd is not None else max(1, score_history(match).rounds)
