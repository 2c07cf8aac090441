"""The win-chance graph as the results and replay screens draw it: its x
axis is the score chart's (game.history: rounds in a game of three or more,
else turns), so the two charts of one game count the same thing, and the
turning points are told in that unit too."""
from __future__ import annotations

from game.analysis import MOVE_LEAST, Analysis, describe, move_sentence


class ChanceAxis:
    """Where each graph point of `analysis` stands on the score chart's x
    axis.  Without a score history (a replay that failed) the points are
    placed by turn."""

    def __init__(self, analysis: Analysis, history=None):
        self.analysis = analysis
        self.history = history
        if history is not None:
            self.unit = "round" if history.by_round else "turn"
            self.xs = [history.position(p) for p in analysis.points]
        else:
            self.unit = "turn"
            self.xs = [t - 1 for t in analysis.turns]

    def x_of(self, decision: int) -> float:
        """The x of the position after `decision` decisions."""
        if self.history is not None:
            return self.history.position(decision)
        return next((x for x, p in zip(self.xs, self.analysis.points) if p >= decision), self.xs[-1])

    def title(self) -> str:
        return f"Chance to win (%) {self.points_are()}"

    def points_are(self) -> str:
        """Where the points are, in the x axis' terms (rounds or turns
        played, as the score chart counts them): "after each round", "by
        rounds played, at the start of every turn"..."""
        each = self.analysis.each()
        if self.unit == "round" and each == "turn":
            return "by rounds played, at the start of every turn"
        return f"after {'every' if each[0].isdigit() else 'each'} {each}"

    def when_decided(self, swing) -> str:
        """A decision's moment: "Round 13, turn 26" on a chart by round, else "Turn 26"."""
        if self.unit == "round":
            return f"Round {int(self.x_of(swing.decision)) + 1}, turn {swing.turn}"
        return f"Turn {swing.turn}"

    def when(self, i: int) -> str:
        """The stretch from graph point i to point i + 1, in the axis' unit:
        "Round 15", or "Turn 7" (turns counted from 1)."""
        return f"{self.unit.capitalize()} {int(self.xs[i]) + 1}"


def turning_points(analysis: Analysis, axis: ChanceAxis, seats) -> tuple[str, list]:
    """(a sentence to lead with, or "", [(sentence, decision to replay, mark
    number or None)]): the search's costliest decisions of the person
    (numbered like their marks on the graph), then the largest changes of
    the person's chance the decisions do not already explain.  With neither,
    the lead says so and why."""
    person = analysis.person
    humans = [i for i, s in enumerate(seats) if not s.is_bot]
    whose = "your" if humans == [person] else f"{seats[person].name}'s"
    sentences = describe(analysis, seats, axis.when_decided)
    entries = [(text, sw.decision, n + 1) for n, (text, sw) in enumerate(zip(sentences, analysis.swings))]
    explained = {analysis.point_after(sw.turn) - 1 for sw in analysis.swings}
    for i, before, after in analysis.moves(person):
        if len(entries) >= 3:
            break
        if i not in explained:
            entries.append((move_sentence(axis.when(i), whose, before, after), analysis.points[i], None))
    if not analysis.swings and entries:
        lead = "The search found no decision it clearly preferred to change; the largest changes:"
    elif not entries:
        lead = (f"The search found no decision it clearly preferred to change, and {whose} chance never "
                f"moved by {round(MOVE_LEAST * 100)} points or more from one point of the graph to the next.")
    else:
        lead = ""
    return lead, entries
