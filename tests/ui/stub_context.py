"""One stub TableContext (game/scenes/table_parts/context.py) for the tests of
table parts, the frame's and every game's: what a part may read, and what it
did (taken, explained, toasted, refreshed).

    ctx = StubContext()                                   # a two-seat stub game
    ctx = StubContext(build_match("cartel", ["human"] * 2, 3, {}))   # a real match
    ctx = StubContext(StubMatch(state=some_state, seats=[...]))       # a bare state

`view` and `legal` are what the table's refresh computes: they are read from
the state when the stub is made and by look() / refresh(); set them directly
to show a part something else.  `my_turn` is "the viewer is to act" unless
set.  A test module that imports `pygame_up` has pygame's display and
fonts started for its tests."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame
import pytest

from game.rules.core import Action
from game.session import Seat
from game.ui.anim import Animator
from game.ui.assets import get_assets
from game.ui.reveal import Reveal
from game.ui.seat_names import with_seat_names


@pytest.fixture(scope="module", autouse=True)
def pygame_up():
    pygame.display.init()
    pygame.font.init()
    yield


@dataclass(frozen=True)
class Go(Action):
    to: int

    def label(self) -> str:
        return f"Go {self.to}"


class StubState:
    """A two-seat game state with fixed legal actions."""

    def __init__(self, to_act=0, over=False, legal=(Go(1), Go(2))):
        self.to_act, self.is_over, self.legal = to_act, over, list(legal)
        self.totals = {0: 3, 1: 5}
        self.scored = 0

    def clone(self):
        return StubState(self.to_act, self.is_over, self.legal)

    def apply(self, action):
        self.to_act = (self.to_act + 1) % 2

    def legal_actions(self):
        return list(self.legal)

    def view_for(self, seat):
        return {}

    def winners(self):
        return [1]

    def between_turns(self):
        return False

    def phase(self):
        return "Trading"

    def window(self):
        return None

    def turn_owner(self):
        return self.to_act

    def acting_seat(self, action):
        return self.to_act

    def interjections(self, seat):
        return []

    def scores(self):
        self.scored += 1

        @dataclass
        class S:
            seat: int
            total: int

        return [S(s, t) for s, t in self.totals.items()]


@dataclass
class StubRuleset:
    name: str = "Stub Game"


@dataclass
class StubMatch:
    state: object = field(default_factory=StubState)
    seats: list = field(default_factory=lambda: [Seat("Ana"), Seat("Bot", "normal", 1)])
    steps: list = field(default_factory=list)
    ruleset: StubRuleset = field(default_factory=StubRuleset)
    game_id: str = "stub"
    undoable: bool = True
    hints: int = 0
    key_memory: dict = field(default_factory=dict)

    def to_json(self):
        return {"stub": len(self.steps)}

    def can_undo(self, seat):
        return self.undoable


class StubSettings:
    hints = True
    reaction_prompts = True
    bot_pace = 0.8
    colour_symbols = True
    animation_speed = 1.0


class StubContext:
    """A TableContext over `match` (default: a StubMatch)."""

    banner_rect = pygame.Rect(0, 0, 1920, 88)
    board_rect = pygame.Rect(20, 100, 1450, 760)
    prompt_rect = pygame.Rect(20, 872, 1450, 196)
    side_rect = pygame.Rect(1486, 100, 414, 968)
    canvas_size = (1920, 1080)
    autoplay = True
    revealed = False
    hidden_info = True
    bots_stopped = False

    def __init__(self, match=None, *, viewer: int | None = 0, my_turn: bool | None = None):
        self.match = match if match is not None else StubMatch()
        self.viewer = viewer
        self._my_turn = my_turn
        self.mouse = (5, 5)
        self.anim = Animator(lambda: 1.0)
        self.reveal = Reveal(self.anim)
        self.assets = get_assets()
        self.settings = StubSettings()
        self.hover_target = None
        self.taken, self.explained, self.toasted, self.refreshed = [], [], [], 0
        self.look()

    @property
    def state(self):
        return self.match.state

    @property
    def to_act(self):
        return self.state.to_act

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.viewer if self._my_turn is None else self._my_turn

    @my_turn.setter
    def my_turn(self, value: bool) -> None:
        self._my_turn = value

    def look(self) -> None:
        """What the table's refresh computes: the viewer's view and the legal actions now."""
        self.view = self.state.view_for(self.viewer)
        self.legal = list(self.state.legal_actions())

    def current_targets(self):
        return []

    def take(self, action):
        self.taken.append(action)
        return True

    def explain(self, text):
        self.explained.append(text)

    def toast(self, text, colour=None, seconds=3.0):
        self.toasted.append(text)

    def refresh(self):
        self.refreshed += 1
        self.look()

    def seat_name(self, seat):
        return "Nobody" if seat is None else self.match.seats[seat].name

    def draw_seat_token(self, surface, seat, center, radius=16):
        pass

    def named(self, text):
        return with_seat_names(text, self.match.seats)

    def bot_deciding(self, seat):
        return ""

    def bot_waits_for(self):
        return ""

    def action_label(self, action):
        return action.label()

    def action_label_away(self, action):
        return self.action_label(action)

    def action_label_in(self, state, action):
        return ""

    curtain_for = None

    def gate_refusal(self, action):
        return ""

    def hovered_widget(self):
        return None

    def action_tooltip(self, action):
        return ""
