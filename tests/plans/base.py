"""What every scripted plan shares: follow the plan where it has a say,
otherwise fall back (each plan's docstring says to what)."""
from __future__ import annotations


class PlanBot:
    """A bot over the protocol: `plan(state, seat, legal, rng)` returns the
    plan's action or None, and `fallback(state, seat, legal, rng)` decides
    the rest.  A single legal action is taken without asking either."""

    name = "plan"

    def choose(self, state, seat, rng):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        action = self.plan(state, seat, legal, rng)
        if action is not None:
            return action
        return self.fallback(state, seat, legal, rng)

    def plan(self, state, seat, legal, rng):  # pragma: no cover - every plan overrides it
        return None

    def fallback(self, state, seat, legal, rng):  # pragma: no cover - every plan overrides it
        return legal[0]


def of_type(legal, *kinds) -> list:
    """The legal actions of the given action classes, in legal order."""
    return [a for a in legal if isinstance(a, kinds)]


def without(legal, *kinds) -> list:
    """The legal actions that are none of the given classes (all of them if
    that would leave nothing)."""
    rest = [a for a in legal if not isinstance(a, kinds)]
    return rest or list(legal)
