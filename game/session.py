"""A match: who sits where, the seed and options, and the list of actions.

The action list is the truth; the state is derived by replaying it.  That makes
saves tiny (format version + game + options + seed + actions + a checksum of
the final state), loading a replay, and undo a replay of all but the last
decisions.  What a save may hold is checked in game.save_format before any of
it is used.  Pure Python, no pygame.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game import save_format as fmt
from game.rules.core import Event, GameState, RulesError, UnknownAction
from game.games import get_ruleset
from game.save_format import NAME_MAX, SAVE_FORMAT, SEAT_KINDS, SaveError  # noqa: F401 (re-exported)


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


def state_checksum(state: GameState) -> str:
    """sha256 of the state's fingerprint, the same on every machine and run
    (fingerprints show generators by a stable digest: core.rng_digest)."""
    return hashlib.sha256(state.fingerprint().encode()).hexdigest()


@dataclass(frozen=True)
class LessonMark:
    """Where a lesson's coach stands in this match: the step shown (counted
    from 0) and how many of the match's moves were made before it began."""

    step: int
    since: int


@dataclass
class Match:
    game_id: str
    seats: list[Seat]
    seed: int
    options: dict = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    hints: int = 0  # hints a person asked for and was shown (table_parts/hint.py)
    lesson: LessonMark | None = None  # a lesson's game (game/lesson.py): its coach's step, kept in the autosave
    # The prompt bar's number for each kind of choice, per seat (table_parts/turn_keys.py),
    # saved so a game opened again shows the keys it showed.
    key_memory: dict = field(default_factory=dict, compare=False, repr=False)
    # The win-chance graph of the finished game (game.analysis, Analysis.to_json()),
    # saved with it while it describes these very moves.
    analysis: dict | None = field(default=None, compare=False, repr=False)
    # Kept with the match by the results screen while it runs, so the screen
    # opened again finds it (a game.analysis.AnalysisJob).
    analysis_job: object | None = field(default=None, compare=False, repr=False)
    # The save this match was opened from; the graph, once computed, is stored back there.
    save_path: Path | None = field(default=None, compare=False, repr=False)
    # This match's own autosave (persist.autosave picks a new one on the first write).
    autosave_path: Path | None = field(default=None, compare=False, repr=False)

    def __post_init__(self):
        self.ruleset = get_ruleset(self.game_id)
        self.ruleset.check_players(len(self.seats))
        fmt.check_seed(self.seed)
        for i, seat in enumerate(self.seats):  # names, kinds and colours a table can show
            fmt.check_seat(asdict(seat), i)
        self.options = self.ruleset.resolve_options(self.options)
        self.state = self._fresh_state()
        for step in self.steps:  # replaying a loaded match
            self.state.apply(step.action)

    def _fresh_state(self) -> GameState:
        return self.ruleset.new_game(len(self.seats), self.options, self.seed)

    # ------------------------------------------------------------ play
    def apply(self, action) -> list[Event]:
        seat = self.state.acting_seat(action)  # out of turn: the seat the action names
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
        or a chance result (BGA's policy), and nothing once the game is over
        (the end reveals everything: it is a barrier too)."""
        if not self.steps or self.state.is_over:
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
    def checksum(self) -> str:
        return state_checksum(self.state)

    def to_json(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "options": self.options,
            "seed": self.seed,
            "seats": [asdict(s) for s in self.seats],
            "actions": [s.action.to_json() for s in self.steps],
            "checksum": self.checksum(),
            **({"hints": self.hints} if self.hints else {}),
            **({"lesson": {"step": self.lesson.step, "since": self.lesson.since}} if self.lesson else {}),
            **({"keys": fmt.key_memory_json(self.key_memory)} if self.key_memory else {}),
            **({"analysis": self.analysis} if (self.analysis or {}).get("decisions") == len(self.steps)
               else {}),  # only while it describes these very moves
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, data) -> "Match":
        """Rebuild a match from a save record; SaveError says what is wrong.

        Every field is checked before use, each action must be one of the
        legal actions when it is replayed (the rules' own object is kept, so
        a `true` never stands in for a 1), the replayed game must be able to
        go on, and a format-2 save's checksum must match the replayed state."""
        version = fmt.check_format(data)
        try:
            game = fmt.check_text(data["game"], "the game", fmt.MAX_TEXT)
            ruleset = get_ruleset(game)
            seed = fmt.check_seed(data["seed"])
            records = fmt.need(data["seats"], list, "the seats")
            ruleset.check_players(len(records))
            seats = [Seat(**fmt.check_seat(s, i)) for i, s in enumerate(records)]
            given = fmt.check_options(data.get("options", {}))
            given = {**{k: v for k, v in ruleset.legacy_options.items() if k not in given}, **given}
            actions = fmt.check_actions(data["actions"], ruleset.id)
            checksum = fmt.check_checksum(data["checksum"]) if version >= 2 else None
            match = cls(ruleset.id, seats, seed, given)
            fmt.check_option_types(match.options, given)
            if "hints" in data:
                match.hints = fmt.need(data["hints"], int, "the number of hints")
                if not 0 <= match.hints <= fmt.MAX_ACTIONS:
                    raise SaveError(f"the number of hints {fmt.quote(match.hints)} is out of range")
            if "lesson" in data:
                match.lesson = LessonMark(*fmt.check_lesson(data["lesson"], len(actions)))
        except SaveError as e:
            raise SaveError(fmt.clip(str(e))) from None
        except RulesError as e:
            raise SaveError(fmt.clip(str(e))) from None
        match._replay(actions)
        if checksum is not None and match.checksum() != checksum:
            raise SaveError("this save was edited or made by a different version: replaying its moves does not "
                            "give the game it recorded")
        match.key_memory = fmt.read_key_memory(data.get("keys"), len(seats))
        if data.get("analysis") is not None:  # the win-chance graph of a finished game (game.analysis)
            try:
                match.analysis = fmt.check_analysis(data["analysis"], len(seats), len(match.steps))
            except SaveError as e:
                raise SaveError(fmt.clip(str(e))) from None
        return match

    def _replay(self, records: list) -> None:
        state = self.state
        for i, record in enumerate(records):
            where = f"move {i + 1} of {len(records)}"
            try:
                try:
                    action = self.ruleset.action_from_json(record)
                except UnknownAction:
                    raise SaveError(f"{where} is not a move {self.ruleset.name} has; the save may come from another "
                                    "version or have been edited") from None
                if state.is_over:
                    raise SaveError(f"{where} comes after the end of the game")
                if action.out_of_turn:  # taken out of turn by the seat it names
                    seat = action.seat
                    legal = state.interjections(seat) if type(seat) is int and 0 <= seat < len(self.seats) else []
                else:
                    legal = state.legal_actions()
                if action in legal:
                    action = legal[legal.index(action)]
                elif not state.is_legal(action):  # a free amount (amount_range) is legal off the menu
                    raise SaveError(f"{where} cannot be replayed: {state.why_illegal(action)}")
                self.apply(action)
            except SaveError as e:
                raise SaveError(fmt.clip(str(e))) from None
            except RulesError as e:
                raise SaveError(fmt.clip(f"{where} cannot be replayed: {e}")) from None
            except Exception as e:  # noqa: BLE001 - the rules failed on an odd record
                raise SaveError(f"{where} cannot be replayed (the rules could not apply it: "
                                f"{type(e).__name__})") from None
        self._check_playable()

    def _check_playable(self) -> None:
        """A replayed game that is not over must have a seat to act and
        something for it to do, so a table can open on it."""
        state = self.state
        try:
            if state.is_over:
                return
            seat = state.to_act
            ok = isinstance(seat, int) and 0 <= seat < len(self.seats) and bool(state.legal_actions())
            problems = state.invariant_errors()
        except Exception as e:  # noqa: BLE001
            raise SaveError(f"the replayed game cannot go on ({type(e).__name__})") from None
        if not ok or problems:
            raise SaveError("the replayed game cannot go on" + (f": {problems[0]}" if problems else ""))

    @classmethod
    def loads(cls, text: str | bytes) -> "Match":
        return cls.from_json(fmt.parse(text))
