""""Since your last turn": one short line per other seat of what it did since
a person's previous decision, built from the log's entries.

Only the text the viewing seat may read is used (the log's own choice of
private text, given as `text_of`), so the summary gives nothing away that
the log would not.
"""
from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass

from game.rules.pending import Pass
from game.scenes.table_parts.items import LogEntry


@dataclass(frozen=True)
class SeatSummary:
    seat: int
    texts: tuple[str, ...]  # what the seat did, oldest first, as the viewer may read it

    def line(self, name: str) -> str:
        """"Vega: buys 2 Ore; flies to Brin" (the texts without the leading name)."""
        parts: list[list] = []  # [text, times] with a repeat in a row told once
        for t in self.texts:
            t = _without_name(t, name)
            if parts and parts[-1][0] == t:
                parts[-1][1] += 1
            else:
                parts.append([t, 1])
        return f"{name}: " + "; ".join(t if n == 1 else f"{t} (×{n})" for t, n in parts)


def previous_decision(steps, seat: int) -> int:
    """Index of `seat`'s newest step that was not a pass, or -1 when it has
    not decided yet (a pass in another seat's reaction window is not a turn)."""
    for i in range(len(steps) - 1, -1, -1):
        if steps[i].seat == seat and not isinstance(steps[i].action, Pass):
            return i
    return -1


def previous_turn(steps, seat: int, entries: list[LogEntry]) -> int:
    """Index of `seat`'s newest decision made in its own turn, or -1.  A reply
    in another seat's turn (Cartel's Congressman Tu leaning on the person) is
    not its turn: the recap still covers what came before it.  Whose turn a
    step was in is read from the log's "X's turn" headers (kind "turn"; the
    header a step made names the owner of the steps after it); a game that
    logs none counts every decision but a pass."""
    starts = [(entry.step, entry.event.seat) for entry in entries if entry.event.kind == "turn"]
    if not starts:
        return previous_decision(steps, seat)
    at = [step for step, _owner in starts]
    for i in range(len(steps) - 1, -1, -1):
        if steps[i].seat != seat or isinstance(steps[i].action, Pass):
            continue
        header = bisect_left(at, i) - 1  # the newest header made before step i
        if header < 0 or starts[header][1] in (seat, None):
            return i
    return -1


def since_last_turn(entries: list[LogEntry], steps, viewer: int | None, text_of) -> list[SeatSummary]:
    """What each other seat did after `viewer`'s previous turn, seats in
    the order they first acted, each line under the seat whose decision it
    followed from.  `text_of(event)` is the text the viewer may
    read (empty: not shown).  Setup entries, seatless events and the "X's
    turn" headers (kind "turn", in every game) are left out."""
    if viewer is None:
        return []
    after = previous_turn(steps, viewer, entries)
    done: dict[int, list[str]] = {}
    opened = (None, None)  # (step, seat): a turn that step began, whose start's events are that seat's
    for entry in entries:
        # credited to the seat whose decision it followed from (Vega's attack
        # trashes Rigel's Agent: a line of Vega's), not the seat it names;
        # but what follows a turn header in the same step (Rigel's income as
        # Vega ends her turn) is the new turn's
        if entry.event.kind == "turn":
            opened = (entry.step, entry.event.seat)
        seat = steps[entry.step].seat if 0 <= entry.step < len(steps) else entry.event.seat
        if opened[0] == entry.step and opened[1] is not None:
            seat = opened[1]
        if entry.step <= after or entry.step < 0 or seat is None or entry.event.seat is None or seat == viewer or entry.event.kind == "turn":
            continue
        text = text_of(entry.event)
        if text:
            done.setdefault(seat, []).append(text)
    return [SeatSummary(seat, tuple(texts)) for seat, texts in done.items()]


def _without_name(text: str, name: str) -> str:
    text = text.strip().rstrip(".")
    if name and text.startswith(name + " "):
        return text[len(name) + 1:]
    return text
