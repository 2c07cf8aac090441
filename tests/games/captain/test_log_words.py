"""Captain of the Stars texts for players: the setup option's order, the
start-player roll as an event before the first decision, and log lines that
name places by their tiles instead of raw hex coordinates."""
import random
import re

import pytest

from game.rules import hexgrid
from game.games.captain.rules.board import make_board
from game.games.captain.rules.data import default_content
from game.games.captain.rules.event_cards import reveal_event
from game.games.captain.rules.state import CaptainState
from game.games import get_ruleset
from game.games.captain.rules import actions as A
from tests.games.captain.helpers import Dice, fresh, give_turn, place

COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")


def test_target_choices_go_up_and_default_to_100():
    spec = next(o for o in get_ruleset("captain").options if o.key == "target")
    assert list(spec.choices) == sorted(spec.choices) == [50, 80, 100]
    assert spec.default == 100


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_start_roll_is_an_event_before_the_first_decision(players):
    s = fresh(players, seed=players + 10)
    events = list(s.setup_events)
    roll = events[0]
    assert roll.kind == "start_roll" and roll.seat == s.first and roll.data["first"] == s.first
    for seat, value in s.start_rolls:
        assert f"Player {seat + 1} rolls {value}" in roll.text
    for seat in range(players):
        assert f"Player {seat + 1} rolls " in roll.text
    assert f"Player {s.first + 1} rolls highest and goes first; then play goes round the table in seat order: " \
        in roll.text
    last_round = dict(tuple(x) for x in roll.data["rounds"][-1])
    assert last_round == dict(s.start_rolls)
    assert events[1].kind == "turn" and events[1].seat == s.first
    # a copy keeps them, and the first decision does not repeat them
    assert s.clone().setup_events == s.setup_events
    assert all(e.kind != "start_roll" for e in s.apply(s.legal_actions()[0]))


def test_a_tied_start_roll_is_rolled_again_and_told():
    content = default_content()
    rng = Dice([5, 9, 9, 3, 7])  # players 2 and 3 tie on 9; player 3 wins the re-roll
    board = make_board(content, 3, "standard", random.Random(1))
    s = CaptainState.setup(content, board, 3, {"target": 100, "layout": "standard"}, rng)
    assert s.first == 2
    text = s.setup_events[0].text
    assert "Player 1 rolls 5, Player 2 rolls 9, Player 3 rolls 9" in text
    assert "The tie is rolled again: Player 2 rolls 3, Player 3 rolls 7." in text
    assert text.endswith("Player 3 rolls highest and goes first; then play goes round the table in seat order: "
                         "Player 1, Player 2.")


def test_places_are_named_by_tile_and_ring():
    s = fresh(4, seed=2)
    b = s.board
    assert b.place(b.centre) == "the Federation hub"
    for h in b.order:
        name = b.place(h)
        assert not COORDS.search(name)
        pl = b.placements[b.tile_of[h]]
        if h == b.centre:
            continue
        if pl.federation:
            assert "Federation space" in name
            continue
        assert pl.title in name
        ring = hexgrid.distance(h, tuple(pl.centre))
        assert name == {0: f"the heart of {pl.title}", 1: f"inner {pl.title}", 2: f"the rim of {pl.title}"}[ring]
        assert b.at(h).endswith(name) and b.at(h).split()[0] in ("at", "in", "on")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_log_lines_never_show_raw_coordinates(seed):
    from game.ai import decide, make_bot

    s = fresh(3 + seed % 4, seed=seed)
    bot = make_bot("captain", "normal")
    kinds = set()
    texts = [e.text for e in s.setup_events]
    for i in range(4000):
        if s.is_over:
            break
        for e in s.apply(decide(s, bot, seed, i)):
            texts.append(e.text)
            kinds.add(e.kind)
            if e.kind in ("move", "build", "fortify", "gem", "jump"):
                h = tuple(e.data.get("to") or e.data.get("hex"))
                assert s.board.place(h) in e.text
    assert s.is_over and {"move", "build"} <= kinds
    bad = [t for t in texts if COORDS.search(t)]
    assert not bad, bad[:5]


def test_attacks_raids_and_jumps_name_the_place():
    from game.games.captain.rules import actions as A
    from tests.games.captain.helpers import give_crew, give_turn, park_others, place, set_event

    s = fresh(3, seed=1)
    s.first = 0
    give_turn(s, 0)
    park_others(s, 0)
    b = s.board
    target = next(h for h in b.order if h not in b.federation and all(n not in b.federation
                                                                     for n in b.neighbours[h]))
    gem_at = next(n for n in b.neighbours[target] if all(m not in b.federation for m in b.neighbours[n]))
    s.settlements[target] = (1, 4)
    s.gems[gem_at] = 1
    place(s, 0, next(n for n in b.neighbours[gem_at] if n in b.neighbours[target] and n not in b.federation))
    s.rng = Dice([12])
    texts = [e.text for e in s.apply(A.AttackSettlement(*target))]
    texts += [e.text for e in s.apply(A.AttackGem(*gem_at))]
    assert any(b.at(target) in t and "settlement" in t for t in texts), texts
    assert any(b.at(gem_at) in t and "route gem" in t for t in texts), texts
    # a raid on settlements
    s2 = fresh(3, seed=1)
    s2.settlements[target] = (2, 1)
    set_event(s2, None)
    idx = next(c.index for c in s2.content.events if c.effect == "pirate_raid")
    s2.event_deck.remove(idx)
    s2.event_deck.append(idx)
    raid = []
    reveal_event(s2, raid)
    assert any(e.kind == "raid" and s2.board.at(target) in e.text for e in raid), [e.text for e in raid]
    # a jump home
    s3 = fresh(3, seed=1)
    s3.first = 0
    give_turn(s3, 0)
    park_others(s3, 0)
    s3.settlements[target] = (0, 4)
    give_crew(s3, 0, "jump")
    ev = s3.apply(A.Jump(*target))
    assert b.place(target) in ev[0].text and not COORDS.search(ev[0].text)
    assert all(not COORDS.search(t) for t in texts)


def test_the_log_says_the_target_is_reached_after_the_action_that_reached_it():
    s = give_turn(fresh(4, seed=1), 1)
    place(s, 1, (4, 0))
    s.players[1].vp = 96
    kinds = [e.kind for e in s.apply(A.Build())]
    assert kinds.index("final") > kinds.index("build")


def test_a_step_inside_one_place_says_it_moves_on_within_it():
    """Play test 3: "Rigel moves to inner Lantern Deep." twice in a row looked
    like a doubled line; a step inside one place says it moves on within it
    (a third such step the log marks "again")."""
    ruleset = get_ruleset("captain")
    within = 0
    for seed in range(6):
        s = ruleset.new_game(3, {}, seed)
        rng = random.Random(seed)
        last = None
        for _ in range(400):
            if s.is_over:
                break
            for e in s.apply(rng.choice(s.legal_actions())):
                if e.kind != "move":
                    continue
                assert not (e.text == last and " moves to " in e.text), e.text
                within += "moves on within" in e.text
                last = e.text
    assert within > 0
