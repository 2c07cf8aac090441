"""Each part of the Captain of the Stars table on a stub context (the names of
game/scenes/table_parts/context.py), without a table around it: the flight,
the dice, the event card, the motion, the dialogs and the board view."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.games.captain.art import CaptainArt  # noqa: E402
from game.games.captain.board_view import CaptainBoardView, Marks  # noqa: E402
from game.games.captain.dialogs import CaptainDialogs  # noqa: E402
from game.games.captain.dice import CaptainDice  # noqa: E402
from game.games.captain.flight import CaptainFlight  # noqa: E402
from game.games.captain.hex_map import CaptainHexMap  # noqa: E402
from game.games.captain.motion import CaptainMotion  # noqa: E402
from game.games.captain.overlays import CaptainEventCard  # noqa: E402
from game.games.captain.rules import actions as A  # noqa: E402
from game.rules.core import Event  # noqa: E402
from game.session import Seat  # noqa: E402
from tests.games.captain.helpers import fresh, give_turn, park_others, place  # noqa: E402
from tests.ui.stub_context import StubContext, StubMatch, pygame_up  # noqa: E402,F401

MAP = pygame.Rect(26, 106, 1438, 748)


class Ctx(StubContext):
    """The stub context over a live Captain state; `apply` is what the table
    wires as the flight's apply (it records a step like Match.apply)."""

    def __init__(self, state):
        seats = [Seat(f"Seat {i}", colour=i) for i in range(state.num_players)]
        super().__init__(StubMatch(state=state, seats=seats), my_turn=True)

    def apply(self, action) -> list:
        events = self.state.apply(action)
        self.match.steps.append(action)
        self.look()
        return events


def art_for(ctx) -> CaptainArt:
    return CaptainArt(ctx.assets, lambda: ctx.match.seats, lambda: True)


def hex_map(state) -> CaptainHexMap:
    hexes = CaptainHexMap(state.board, MAP)
    hexes.camera.fit()
    return hexes


def at_centre(players: int = 3, seed: int = 1, **turn):
    """Seat 0's turn at the Federation hub, the others parked there too."""
    state = fresh(players, seed)
    give_turn(state, 0, **turn)
    place(state, 0, state.board.centre)
    park_others(state, 0)
    return state


# ---------------------------------------------------------------- flight


def flight_for(ctx, asked=None):
    """A flight wired like the table's; `asked` collects the choosers it opens."""
    def open_chooser(items, pos, title="", keep_clear=()):
        if asked is not None:
            asked.append((items, pos, title))

    return CaptainFlight(ctx, apply=ctx.apply, open_chooser=open_chooser, dialog_open=lambda: False)


def test_flight_flies_a_far_hex_one_move_at_a_time():
    ctx = Ctx(at_centre(actions=4, free_moves=2))
    flight = flight_for(ctx)
    h, path = next((h, p) for h, p in flight.far_paths().items() if p.steps >= 3)
    flight.fly_to(h)
    assert len(ctx.match.steps) == 1 and flight.moves_left() == path.steps - 1  # the first move at once
    while flight.flying():
        assert flight.update()
    assert ctx.state.players[0].pos == h and len(ctx.match.steps) == path.steps
    assert not flight.update()


def test_flight_waits_for_animations_and_stops_when_a_move_is_no_longer_legal():
    ctx = Ctx(at_centre(actions=4, free_moves=2))
    flight = flight_for(ctx)
    h, path = next((h, p) for h, p in flight.far_paths().items() if p.steps >= 3)
    flight.fly_to(h)
    ctx.anim.tween(0.0, 1.0, 1.0, setter=lambda v: None)
    assert not flight.update() and flight.moves_left() == path.steps - 1  # the ship is still moving
    ctx.anim.finish_all()
    ctx.legal = []
    assert not flight.update()
    assert not flight.flying() and "stopped" in ctx.explained[-1]


def test_flight_asks_once_and_shows_the_path_asked_or_hovered():
    ctx = Ctx(at_centre(actions=4, free_moves=2))
    asked = []
    flight = flight_for(ctx, asked)
    h, path = next((h, p) for h, p in flight.far_paths().items() if p.steps >= 2)
    assert flight.shown_path(("route", h), popup_open=False) == path
    assert flight.shown_path(("route", h), popup_open=True) is None
    flight.ask(h, (10, 20))
    items, pos, title = asked[-1]
    assert pos == (10, 20) and title.startswith("Fly to") and items[1].label == flight.label(path)
    assert items[0].label == "Stay"  # the safe answer first
    assert flight.shown_path(None, popup_open=True) == path
    far = next(x for x in ctx.state.board.hexes if x not in flight.reach() and x != ctx.state.players[0].pos)
    flight.ask(far, (0, 0))
    assert len(asked) == 1 and ctx.explained  # out of reach: a why-not, no popup


def test_flight_offers_nothing_outside_the_persons_turn():
    ctx = Ctx(at_centre(actions=4, free_moves=2))
    ctx.my_turn = False
    assert CaptainFlight(ctx, apply=ctx.apply, open_chooser=None, dialog_open=lambda: False).far_paths() == {}


# ---------------------------------------------------------------- dice and event card


def attack_event(**extra) -> Event:
    data = {"roll": 7, "attack": 8, "need": 6, "hit": True, "damage": 2, "target": 1}
    data.update(extra)
    return Event("attack", "Seat 0 attacks", seat=0, data=data)


def test_dice_roll_for_the_attack_then_go_away():
    ctx = Ctx(at_centre())
    dice = CaptainDice(ctx, art_for(ctx), hexes=lambda: hex_map(ctx.state))
    wait = dice.start(attack_event())
    assert dice.shown["data"]["roll"] == 7 and dice.shown["aim_bonus"] == 1 and "Seat 1's ship" in dice.shown["title"]
    two = dice.start(attack_event(evade_roll=3, evade=5))
    assert two > wait and dice.shown["two"] and dice.shown["evade_bonus"] == 2
    ctx.anim.finish_all()
    assert dice.shown is None
    dice.start(attack_event())
    dice.on_undo()
    assert dice.shown is None


def test_dice_faces_follow_the_step_and_the_roll():
    ctx = Ctx(at_centre())
    dice = CaptainDice(ctx, art_for(ctx), hexes=lambda: hex_map(ctx.state))
    dice.start(attack_event())
    first = dice.shown["faces"]
    dice.start(attack_event())
    assert dice.shown["faces"] == first
    ctx.match.steps.append(None)
    dice.start(attack_event())
    assert dice.shown["faces"] != first


def test_event_card_flashes_when_turned_over_and_says_what_is_in_force():
    ctx = Ctx(at_centre())
    card = CaptainEventCard(ctx)
    ctx.state.event = None
    assert card.tooltip().startswith("No event yet")
    ctx.state.event = 0
    assert card.tooltip().startswith(ctx.state.content.events[0].name + ":")
    card.flash()
    assert card.glow == 1.0
    ctx.anim.update(0.8)
    assert 0.0 < card.glow < 1.0
    ctx.anim.update(1.0)
    assert card.glow == 0.0


# ---------------------------------------------------------------- motion


def motion_for(ctx, floats, dice=None, flashes=None):
    """A motion wired like the table's, recording what it asked for."""
    dice = [] if dice is None else dice
    flashes = [] if flashes is None else flashes

    def start_dice(event) -> float:
        dice.append(event)
        return 0.5

    return CaptainMotion(ctx, art_for(ctx), hexes=lambda: hex_map(ctx.state),
                         float_text=lambda text, pos, colour, **kw: floats.append(text),
                         start_dice=start_dice, flash_event_card=lambda: flashes.append(1))


def test_motion_flies_a_moved_ship_and_floats_what_changed():
    ctx = Ctx(at_centre(actions=4))
    floats = []
    motion = motion_for(ctx, floats)
    move = next(a for a in ctx.legal if isinstance(a, A.Move))
    ctx.state.players[0].vp += 2
    motion.play(ctx.apply(move))
    assert 0 in ctx.reveal and 1 not in ctx.reveal  # the board leaves the flying ship out
    assert "+2 VP" in floats
    ctx.anim.finish_all()
    assert 0 not in ctx.reveal


def test_motion_starts_dice_flashes_the_card_and_tells_of_a_wreck():
    ctx = Ctx(at_centre())
    dice, flashes = [], []
    motion = motion_for(ctx, [], dice, flashes)
    attack = attack_event()
    motion.play([attack, Event("event", "A new event", data={}), Event("death", "Wrecked", seat=1, data={})])
    assert dice == [attack] and flashes == [1]
    assert ctx.toasted == ["Seat 1's ship is destroyed!"]


def test_motion_after_an_undo_compares_with_the_state_taken_back_to():
    ctx = Ctx(at_centre(actions=4))
    floats = []
    motion, unaware = motion_for(ctx, floats), motion_for(ctx, [])
    state = ctx.state
    place(state, 0, next(iter(state.board.neighbours[state.board.centre])))  # what an undo could do
    state.players[0].resources += 5
    motion.on_undo()
    motion.play([])
    assert floats == [] and 0 not in ctx.reveal
    unaware.play([])  # the same change without on_undo: animated as if it just happened
    assert 0 in ctx.reveal


# ---------------------------------------------------------------- dialogs


def test_shipyard_cards_are_targets_of_the_next_level_of_each_module():
    state = at_centre(actions=4)
    state.players[0].resources = 40
    ctx = Ctx(state)
    dialogs = CaptainDialogs(ctx, map_rect=lambda: MAP)
    assert dialogs.rect() is None and dialogs.targets() == []
    ctx.apply(A.StartUpgrade())
    assert state.mode == "shop"
    assert dialogs.rect().center == MAP.center
    targets = dialogs.targets()
    assert {t.key for t in targets} == {("shop", m) for m in ("weapon", "shields", "engine")}
    for t in targets:
        assert list(t.actions) == [A.Upgrade(t.key[1])] and A.Upgrade(t.key[1]) in ctx.legal
        assert dialogs.rect().contains(t.rect)


# ---------------------------------------------------------------- board view


def test_board_view_keeps_its_model_per_step_and_draws_inside_the_map():
    ctx = Ctx(at_centre(actions=4))
    view = CaptainBoardView(ctx, art_for(ctx))
    view.place(hex_map(ctx.state))
    model = view.model()
    assert view.model() is model and sorted(model["ships"][ctx.state.board.centre]) == [0, 1, 2]
    ctx.apply(next(a for a in ctx.legal if isinstance(a, A.Move)))
    assert view.model() is not model and 0 not in view.model()["ships"].get(ctx.state.board.centre, [])
    surface = pygame.Surface((1920, 1080))
    surface.fill((1, 2, 3))
    view.draw(surface, Marks(me=ctx.state.players[0].pos))
    outside = surface.subsurface(pygame.Rect(0, 0, MAP.x, 1080))
    assert pygame.transform.average_color(outside)[:3] == (1, 2, 3)
    assert pygame.transform.average_color(surface.subsurface(MAP))[:3] != (1, 2, 3)
