"""The rules protocol every game implements.

Pure Python: nothing under game/rules may import pygame.  The shape follows
OpenSpiel's Game/State split: a `Ruleset` makes `GameState`s; a state lists its
legal actions, applies one at a time and reports what happened as `Event`s.

Conventions every game keeps:
- A turn is a chain of small decisions; each decision is one `Action`.
- All chance comes from `state.rng`, a `random.Random` seeded at setup.  Events
  that reveal chance results (draws, rolls, refills) set `barrier=True`: undo
  never crosses them.
- Hidden information: `view_for(seat)` is a JSON-able dict of what that seat may
  know; `determinize(seat, rng)` is a full state in which everything the seat
  cannot see has been resampled.  Bots only ever receive determinized copies.
- `clone()` is hand-written and cheap; immutable card objects are shared.
- A payment the rules leave to the players (any whole amount) is an action
  type whose `amount_field` names the field: legal_actions() lists a few
  amounts (bots and playouts stay fast and finite), `amount_range(action)`
  gives all of them, and is_legal() accepts any in range, so a person, a
  save or a bot may name one off the list.  Tables validate with is_legal().
- Decisions out of turn (reactions, answers to offers, an owner's choice in
  the middle of another seat's effect) use the pending-decision stack of
  game/rules/pending.py; deals between seats use game/rules/deals.py.
"""
from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from itertools import repeat
from operator import is_
from typing import Any, ClassVar, Iterable

# ---------------------------------------------------------------- errors


class RulesError(Exception):
    """Base class for every error the rules layer raises on purpose."""


class IllegalAction(RulesError):
    """An action that is not legal now.  The state is left unchanged."""


class UnknownAction(RulesError):
    """A serialised action that names no action type of the game."""


# ---------------------------------------------------------------- actions

_ACTION_TYPES: dict[str, dict[str, type]] = {}
_SHARED: dict = {}  # (type, args) -> the action, see Action.of


class Action:
    """Base of every game's actions: frozen dataclasses of ints, strs and tuples.

    Declare them with the `action(game_id)` decorator so they can be rebuilt
    from JSON.  `label` is a short imperative phrase for prompts and menus.
    """

    # A step a careless bot never takes by accident: the Easy bot blunders
    # among the other legal actions only (the deal steps set it).
    deliberate: ClassVar[bool] = False
    # Taken by a seat that is not the one to act (GameState.interjections):
    # such an action names its seat in a `seat` field, so a save, a replay
    # and undo know who took it.
    out_of_turn: ClassVar[bool] = False
    # The field of an action type that holds a whole amount the player names
    # freely (a payment the rules leave open): legal_actions() offers a few
    # amounts of it, and is_legal() any other in GameState.amount_range().
    amount_field: ClassVar[str | None] = None
    # The choice that ends a seat's turn or passes a question (End turn,
    # Pass): the table gives it the same key, 0, in every game and turn.
    ends_turn: ClassVar[bool] = False
    # A choice of a step apart from the usual turn (setting up the game, a
    # shop with its own screen): the table numbers such choices by their place
    # in the legal list, from 1, and keeps no number for them across turns.
    keys_in_order: ClassVar[bool] = False

    @classmethod
    def of(cls, *args) -> "Action":
        """The record equal to cls(*args) that every legal list shares: finding
        it costs less than making a frozen dataclass anew."""
        key = (cls, args)
        a = _SHARED.get(key)
        if a is None:
            if len(_SHARED) > 100_000:
                _SHARED.clear()
            a = _SHARED[key] = cls(*args)
        return a

    def to_json(self) -> dict:
        data = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            data[f.name] = _jsonable(getattr(self, f.name))
        return data

    def label(self) -> str:  # overridden by games for nicer text
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{type(self).__name__}({args})"


def action(game_id: str):
    """Class decorator: make a frozen dataclass action registered under game_id."""

    def wrap(cls):
        if not issubclass(cls, Action):  # allow a plain `class Take:` body
            body = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
            cls = type(cls.__name__, (Action,), body)
        cls = dataclass(frozen=True)(cls)
        _ACTION_TYPES.setdefault(game_id, {})[cls.__name__] = cls
        return cls

    return wrap


def action_types(game_id: str, shared: bool = True) -> dict:
    """The action classes of a game by name (its decision kinds); with
    `shared`, the shared ones too (Pass, the deal steps)."""
    out = dict(_ACTION_TYPES.get("*", {})) if shared else {}
    out.update(_ACTION_TYPES.get(game_id, {}))
    return out


def _jsonable(value):
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tuplify(value):
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


def action_from_json(game_id: str, data: Any) -> Action:
    if not isinstance(data, dict) or "type" not in data:
        raise UnknownAction(f"not an action record: {data!r}")
    # The shared actions (Pass, the deal steps) serve every game; they are
    # registered under "*" by game/rules/pending.py and deals.py, which every
    # game that uses them imports.
    cls = _ACTION_TYPES.get(game_id, {}).get(data["type"]) or _ACTION_TYPES.get("*", {}).get(data["type"])
    if cls is None:
        raise UnknownAction(f"{game_id} has no action called {data['type']!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    args = {k: _tuplify(v) for k, v in data.items() if k != "type"}
    if set(args) != names:
        raise UnknownAction(f"{data['type']} takes {sorted(names)}, got {sorted(args)}")
    return cls(**args)


def listed(action, legal) -> bool:
    """Whether `action` is in `legal`: first by identity (an action taken from
    the list itself, with no dataclass __eq__ per entry), else by value."""
    return any(map(is_, repeat(action), legal)) or action in legal


# ---------------------------------------------------------------- events


@dataclass
class Event:
    """Something that happened, for the log, animations and sounds.

    `text` and `data` are safe for everyone.  `private` maps a seat to a
    fuller text only that seat may read (e.g. what exactly went into its own
    stash); `private_data` maps a seat to data only it may see, merged over
    `data` by `data_for` (a draw: {"card": id} for the drawer, while `data`
    says only {"cards": 1}, so others animate a face-down card).
    `barrier` marks revealed chance or hidden information: undo stops here.
    `sound` names an effect in sounds/ (card, dice, coins, click) or is empty.
    """

    kind: str
    text: str
    seat: int | None = None
    data: dict = field(default_factory=dict)
    private: dict[int, str] = field(default_factory=dict)
    barrier: bool = False
    sound: str = ""
    private_data: dict[int, dict] = field(default_factory=dict)

    def text_for(self, seat: int | None) -> str:
        if seat is not None and seat in self.private:
            return self.private[seat]
        return self.text

    def data_for(self, seat: int | None) -> dict:
        """The event's data as `seat` may see it (None: a spectator)."""
        extra = self.private_data.get(seat) if seat is not None else None
        return {**self.data, **extra} if extra else dict(self.data)


# ---------------------------------------------------------------- scores


@dataclass(frozen=True)
class Score:
    """Final (or running) score of one seat.

    Seats are ranked by (total, *tiebreak), higher first; equal keys share
    the victory.  `breakdown` is per-category points for the results screen;
    `tiebreak_labels` (on the ruleset) names each tiebreak entry.
    `details` optionally says how a category's points came about, keyed like
    `breakdown` (e.g. {"weapons": "3 \u00d7 6"}), for the results screen.
    """

    seat: int
    total: int
    tiebreak: tuple = ()
    breakdown: dict = field(default_factory=dict)
    details: dict = field(default_factory=dict)

    @property
    def key(self) -> tuple:
        return (self.total, *self.tiebreak)


def winners_of(scores: Iterable[Score]) -> list[int]:
    scores = list(scores)
    best = max(s.key for s in scores)
    return [s.seat for s in scores if s.key == best]


def win_share(winners: list[int], seat: int) -> float:
    """A seat's share of a win: 1 alone, split evenly in a tie, 0 otherwise."""
    return 1.0 / len(winners) if seat in winners else 0.0


# ---------------------------------------------------------------- options


@dataclass(frozen=True)
class OptionSpec:
    """A game option (variant) shown in setup: `choices` are the legal values."""

    key: str
    label: str
    choices: tuple
    default: Any
    help: str = ""
    names: tuple = ()  # ((value, how it reads), ...) where the plain value reads badly ("super-nova")
    # False: a switch kept for saves made before a rule changed (Ruleset.legacy_options
    # gives their value); the setup screen leaves it out and new games take the default
    shown: bool = True

    def name_of(self, value) -> str | None:
        """How `value` reads when the option names it, else None."""
        return next((name for v, name in self.names if v == value and type(v) is type(value)), None)


# ---------------------------------------------------------------- state


class GameState:
    """Base class for a game's state.  Subclasses must implement the abstract
    methods; `apply` validates, so an illegal action never changes anything."""

    game_id: ClassVar[str] = ""

    num_players: int
    rng: random.Random
    options: dict
    # What new_game did before any decision (who starts, a first roll): no
    # apply() returns these, so a table that shows them reads them here.
    setup_events: tuple = ()

    # --- to implement -------------------------------------------------
    @property
    def to_act(self) -> int | None:
        """Seat that must decide now, or None when the game is over."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        """Apply a legal action (already validated)."""
        raise NotImplementedError

    def scores(self) -> list[Score]:
        raise NotImplementedError

    def clone(self) -> "GameState":
        raise NotImplementedError

    def view_for(self, seat: int | None) -> dict:
        """JSON-able dict of everything `seat` may know (None: a spectator)."""
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> "GameState":
        """A clone in which all that `seat` cannot see is resampled from rng,
        and whose own rng is reseeded from rng (future chance is unknown too)."""
        raise NotImplementedError

    # --- provided -----------------------------------------------------
    def is_legal(self, action: Action) -> bool:
        legal = self.legal_actions()
        return action in legal or self.amount_is_free(action, legal)

    def amount_range(self, action: Action) -> range | None:
        """The whole amounts an action whose type declares an `amount_field`
        may carry now, or None when the game leaves it no free amount
        (legal_actions() then says everything).  Asked only about an action
        that, but for its amount, is a legal one; a game that overrides
        is_legal() keeps it by calling amount_is_free()."""
        return None

    def amount_is_free(self, action: Action, legal) -> bool:
        """Whether `action` is a legal action of `legal` with another whole
        amount in its declared field, and that amount is in amount_range()."""
        name = type(action).amount_field
        if name is None:
            return False
        amount = getattr(action, name, None)
        if type(amount) is not int:
            return False
        if not any(type(a) is type(action) and dataclasses.replace(a, **{name: amount}) == action for a in legal):
            return False
        span = self.amount_range(action)
        return span is not None and amount in span

    def apply(self, action: Action) -> list[Event]:
        if self.is_over:
            raise IllegalAction(f"the game is over; {action.label()} is not possible")
        if action.out_of_turn:
            seat = action.seat
            if type(seat) is not int or not 0 <= seat < self.num_players or action not in self.interjections(seat):
                raise IllegalAction(self.why_illegal(action))
        elif not self.is_legal(action):
            raise IllegalAction(self.why_illegal(action))
        return self._apply(action)

    def acting_seat(self, action: Action) -> int | None:
        """Who takes `action` now: the seat it names when it is out of turn,
        else the seat to act."""
        return action.seat if isinstance(action, Action) and action.out_of_turn else self.to_act

    def why_illegal(self, action: Action) -> str:
        """A clear sentence saying why `action` cannot be taken now."""
        return self.why_not(action) or f"{action.label()} is not a legal choice for seat {self.to_act} now"

    def why_not(self, action: Action) -> str | None:
        """None when `action` may be taken now, else the sentence saying why
        not.  A game whose checks return their reason implements is_legal()
        as `why_not(action) is None`, so legality and the "why not" tooltip
        come from one source and cannot drift."""
        if self.is_legal(action):
            return None
        return f"{action.label()} is not a legal choice for seat {self.to_act} now"

    def ends_turn_early(self, action: Action) -> bool:
        """Whether taking the legal `action` ends its seat's turn while the
        rules would still let that seat do more this turn (the table asks
        "End your turn early?" only then).  Answered by the rules, without
        applying the action to a copy."""
        return False

    def describe(self, action: Action) -> str:
        """The action in this position's words (a place by what stands
        there, not by its coordinates); the default is its own label."""
        return action.label()

    def consequences(self, action: Action) -> list[str]:
        """What the rules will take or do with the legal `action` beyond its
        label, in short phrases a tooltip shows before the click: cards
        discarded, money paid, an action spent, a card lost."""
        return []

    def winners(self) -> list[int]:
        return winners_of(self.scores())

    # What the default fingerprint leaves out (caches, static content) and
    # whether it writes dicts sorted (when their insertion order may differ
    # between equal states).
    FINGERPRINT_SKIP: tuple = ()
    FINGERPRINT_SORTS_DICTS: bool = False

    def fingerprint(self) -> str:
        """Text that is equal for equal states (tests compare it).  The default
        covers every attribute but FINGERPRINT_SKIP; the generator by a digest
        of its state.  The same on every machine and run (saves carry a
        checksum of it)."""
        parts = []
        skip, sort_dicts = self.FINGERPRINT_SKIP, self.FINGERPRINT_SORTS_DICTS
        for key, value in sorted(vars(self).items()):
            if key in skip:
                continue
            if isinstance(value, random.Random):
                value = rng_digest(value)
            elif sort_dicts and isinstance(value, dict):
                value = sorted(value.items())
            parts.append(f"{key}={value!r}")
        return "\n".join(parts)

    def invariant_errors(self) -> list[str]:
        """Game-specific invariants (cards conserved, tokens on track...).
        Tests and `simulate` call this after every action; empty = healthy."""
        return []

    def prompt(self) -> str:
        """One line telling the seat to act what it is deciding now."""
        return ""

    def window(self):
        """The pending question on top of the decision stack (a
        game.rules.pending.Pending), or None for an ordinary turn decision.
        Games with out-of-turn decisions get it from PendingMixin."""
        return None

    def phase(self) -> str:
        """Short name of the current phase for the banner."""
        return ""

    # --- what shared code asks of every game (defaults for the games
    # --- that have no such thing) -------------------------------------
    def turn_owner(self) -> int | None:
        """Whose turn it is: the seat to act, unless that seat is answering
        out of turn (a reaction, an offer).  The search ends a look-ahead
        when it changes; the banner says "reply" instead of "turn"."""
        return self.to_act

    def between_turns(self) -> bool:
        """No seat's turn is running: one has ended and the next has not
        begun (a question asked in the pause answers "your reply", not "your turn")."""
        return False

    def interjections(self, seat: int) -> list[Action]:
        """What `seat` may do now although it is not the one to act (opening
        talks out of turn), each an out_of_turn action naming `seat`.  Only
        at a safe point: the game waits on a decision and no effect is being
        resolved.  Empty for most games and most moments."""
        return []

    def round_number(self) -> int | None:
        """The round (from 1) as the game counts it, or None when it counts
        none: the score chart then starts a round whenever the turn passes
        the first seat again."""
        return None

    def progress(self) -> tuple:
        """Per seat, what the results chart follows: the running score
        totals, or a game's own measure (Prestige in a game won outright)."""
        by_seat = {s.seat: s.total for s in self.scores()}
        return tuple(by_seat.get(i, 0) for i in range(self.num_players))

    def win_story(self, name) -> list[str]:
        """How a game won outright ended, in sentences (`name(seat)` is a
        seat's name), for the results screen; empty when the game is won on
        points (the screen then tells the points' story)."""
        return []


# ---------------------------------------------------------------- rulesets


class Ruleset:
    """A game: metadata plus `new_game`.  One instance per game, registered."""

    id: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 6
    options: tuple[OptionSpec, ...] = ()
    tiebreak_labels: tuple[str, ...] = ()
    progress_label: str = "Points"  # what GameState.progress() counts, for the results chart
    setup_note: str = ""  # one line for the setup screen, e.g. how the start player is chosen
    scored: bool = True  # the final totals are points (a game won outright has none: no "best score")
    # Seats may open talks out of turn (its states list them in interjections):
    # the table offers a Trade button at any time.
    talks_any_time: bool = False
    # Values that saves made before an option existed were played with
    # (the option's default may differ): {key: value}.
    legacy_options: dict = {}
    # The kinds of pending question (game/rules/pending.py) the rules ask a
    # seat, resume points left out: each has a section in the rules summary.
    pending_kinds: tuple[str, ...] = ()

    def new_game(self, players: int, options: dict | None = None, seed: int = 0) -> GameState:
        raise NotImplementedError

    def resolve_options(self, options: dict | None) -> dict:
        """Fill defaults and check every given option; raise RulesError if bad."""
        options = dict(options or {})
        known = {o.key: o for o in self.options}
        for key, value in options.items():
            spec = known.get(key)
            if spec is None:
                raise RulesError(f"{self.name} has no option {key!r} (known: {', '.join(known) or 'none'})")
            if value not in spec.choices:
                raise RulesError(f"option {key!r} must be one of {', '.join(map(str, spec.choices))}, "
                                 f"not {value!r:.40}")
        return {o.key: options.get(o.key, o.default) for o in self.options}

    def option_unused(self, key: str, options: dict) -> str:
        """Why option `key` does not apply to a game with `options` (the
        setup screen shows the reason instead of the choice), or ""."""
        return ""

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise RulesError(f"{self.name} is for {self.min_players}-{self.max_players} players, not {players}")

    def action_from_json(self, data) -> Action:
        return action_from_json(self.id, data)


_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    """Record a ruleset by id so saves and actions can name it.  Game
    packages call this from their rules module; game.games.get_ruleset is
    the lookup (it imports a game's rules on first use)."""
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def registered(game_id: str) -> Ruleset | None:
    return _REGISTRY.get(game_id)


# ---------------------------------------------------------------- helpers


def seat_rng(seed: int, *salt: int | str) -> random.Random:
    """A generator derived from a seed and salts, identical on every machine
    (random.Random seeded with a str is stable across runs and platforms)."""
    return random.Random(":".join(str(s) for s in (seed, *salt)))


def rng_digest(rng: random.Random) -> str:
    """A short digest of a generator's state, the same on every machine and
    run (hash() of the state is not: it ends in None, whose hash is its
    address before Python 3.12)."""
    import hashlib

    return hashlib.sha256(repr(rng.getstate()).encode()).hexdigest()[:24]


def copy_rng(rng: random.Random) -> random.Random:
    r = random.Random()
    r.setstate(rng.getstate())
    return r
