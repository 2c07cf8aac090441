"""A match: who sits where, the seed and options, and the list of actions.

The action list is the truth; the state is derived by replaying it.  That makes
saves tiny (format version + game + options + seed + actions), loading a replay,
and undo a replay of all but the last decisions.  Pure Python, no pygame.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from game.rules.core import Event, GameState, RulesError
from game.games import get_ruleset

SAVE_FORMAT = 1
SEAT_KINDS = ("human", "random", "easy", "normal", "hard")


class SaveError(Exception):
    """A save that cannot be used; the message says why in plain words."""


@dataclass
class Seat:
    name: str
    kind: str = "human"  # one of SEAT_KINDS
    colour: int = 0  # index into the player palette

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"


@dataclass
class Step:
    """One applied action with who took it and whether it revealed chance."""

    seat: int
    action: object
    barrier: bool


@dataclass
class Match:
    game_id: str
    seats: list[Seat]
    seed: int
    options: dict = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)

    def __post_init__(self):
        self.ruleset = get_ruleset(self.game_id)
        self.ruleset.check_players(len(self.seats))
        self.options = self.ruleset.resolve_options(self.options)
        self.state = self._fresh_state()
        for step in self.steps:  # replaying a loaded match
            self.state.apply(step.action)

    def _fresh_state(self) -> GameState:
        return self.ruleset.new_game(len(self.seats), self.options, self.seed)

    # ------------------------------------------------------------ play
    def apply(self, action) -> list[Event]:
        seat = self.state.to_act
        events = self.state.apply(action)
        self.steps.append(Step(seat, action, any(e.barrier for e in events)))
        return events

    @property
    def actions(self) -> list:
        return [s.action for s in self.steps]

    # ------------------------------------------------------------ undo
    def can_undo(self, seat: int) -> bool:
        """A person may take back their own last decision (one per Ctrl+Z),
        never another seat's, and never one that revealed hidden information
        or a chance result (BGA's policy)."""
        if not self.steps:
            return False
        last = self.steps[-1]
        return last.seat == seat and not last.barrier

    def undo(self, seat: int) -> bool:
        if not self.can_undo(seat):
            return False
        self.steps.pop()
        self.state = self._fresh_state()
        for step in self.steps:
            self.state.apply(step.action)
        return True

    # ------------------------------------------------------------ saves
    def to_json(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "options": self.options,
            "seed": self.seed,
            "seats": [asdict(s) for s in self.seats],
            "actions": [s.action.to_json() for s in self.steps],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, data) -> "Match":
        """Rebuild a match from a save record; SaveError says what is wrong."""
        if not isinstance(data, dict):
            raise SaveError("the file does not hold a saved game")
        fmt = data.get("format")
        if fmt != SAVE_FORMAT:
            raise SaveError(f"save format {fmt!r} is not one this version reads (it reads {SAVE_FORMAT})")
        try:
            ruleset = get_ruleset(data["game"])
            seats = [Seat(**s) for s in data["seats"]]
            for s in seats:
                if s.kind not in SEAT_KINDS:
                    raise SaveError(f"unknown seat kind {s.kind!r}")
            match = cls(ruleset.id, seats, int(data["seed"]), dict(data.get("options", {})))
            for i, record in enumerate(data["actions"]):
                try:
                    match.apply(ruleset.action_from_json(record))
                except RulesError as e:
                    raise SaveError(f"action {i + 1} cannot be replayed: {e}") from None
        except SaveError:
            raise
        except KeyError as e:
            raise SaveError(f"the save is missing {e.args[0]!r}") from None
        except (RulesError, TypeError, ValueError) as e:
            raise SaveError(str(e)) from None
        return match

    @classmethod
    def loads(cls, text: str) -> "Match":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise SaveError(f"not valid JSON (line {e.lineno}, column {e.colno})") from None
        return cls.from_json(data)
