"""Talks out of turn ("any time they agree to do so, no matter whose turn it
is"): a trader not on turn opens talks at a safe point, the game comes back
to exactly the decision it was waiting on, never in the middle of an
effect; talks a round are capped; saves, replay and undo know who opened
them; an accepted deal is an undo barrier and is logged in one line."""
import pytest

from game.games.star_traders.rules import EndTurn, Roll
from game.games.star_traders.rules.trading import TALKS_PER_ROUND
from game.replay import Replay
from game.rules.core import IllegalAction
from game.rules.deals import ANSWER, BUILD, Accept, AddItem, Cancel, DealItem, OpenTalks, Propose, Refuse
from game.session import Match, Seat


def match(version="black-hole", players=3, seed=5):
    m = Match("star-traders", [Seat(f"P{i + 1}") for i in range(players)], seed,
              {"version": version, "first_player": "player 1"})
    while m.state.setup_queue:
        m.apply(m.state.legal_actions()[0])
    return m


def decision(state):
    """What the game waits on: who, the question and the choices."""
    return state.to_act, list(state.stack), state.legal_actions()


def add(m, giver, kind, ref="", amount=0):
    a = AddItem(giver, kind, ref, amount)
    assert a in m.state.legal_actions(), f"{a} not offered"
    m.apply(a)


def test_a_trader_off_turn_opens_talks_and_the_game_resumes_at_the_same_decision():
    m = match()
    s = m.state
    assert s.to_act == 0 and s.interjections(0) == []  # the trader on turn uses its turn's DealWith
    assert OpenTalks(2, 0) in s.interjections(2) and OpenTalks(2, 2) not in s.interjections(2)
    before = decision(s)
    m.apply(OpenTalks(2, 1))
    assert m.steps[-1].seat == 2 and m.state.to_act == 2 and m.state.window().kind == BUILD
    m.apply(Cancel())
    assert decision(m.state) == before
    # talks that end in a refusal come back there too
    m.apply(OpenTalks(1, 0))
    add(m, 1, "money", "", 1)
    m.apply(Propose())
    assert m.state.to_act == 0 and m.state.window().kind == ANSWER
    m.apply(Refuse())
    assert decision(m.state) == before
    assert m.state.money == s.money


def test_an_accepted_deal_out_of_turn_moves_what_was_agreed_logs_one_line_and_is_an_undo_barrier():
    m = match()
    s = m.state
    money = list(s.money)
    m.apply(OpenTalks(1, 2))
    add(m, 1, "money", "", 2)
    add(m, 2, "money", "", 1)
    m.apply(Propose())
    assert m.state.to_act == 2
    events = m.apply(Accept())
    assert m.state.money == [money[0], money[1] - 1, money[2] + 1]
    lines = [e.text for e in events if e.text]
    assert "Player 2 and Player 3 trade: Player 2 gives $2; Player 3 gives $1." in lines
    assert m.steps[-1].barrier and not m.can_undo(2)
    assert m.state.to_act == 0 and m.state.window() is None  # back to Player 1's turn


def test_talks_wait_while_an_effect_is_resolved():
    m = match()
    m.apply(Roll())
    s = m.state
    assert s.window() is not None and s.window().kind == "zap"  # the roll's Zap window is open
    assert all(s.interjections(seat) == [] for seat in range(3))
    with pytest.raises(IllegalAction, match="nothing is being resolved"):
        s.apply(OpenTalks(1, 0))
    while m.state.window() is not None:  # the window closes: the turn decision is a safe point again
        m.apply(m.state.legal_actions()[0])
    assert OpenTalks(1, 0) in m.state.interjections(1)


def test_talks_out_of_turn_are_capped_per_seat_and_round():
    m = match("family")
    for _ in range(TALKS_PER_ROUND):
        m.apply(OpenTalks(1, 0))
        m.apply(Cancel())
    assert m.state.interjections(1) == [] and m.state.interjections(2)
    with pytest.raises(IllegalAction, match="times a round"):
        m.state.apply(OpenTalks(1, 2))
    while m.state.round() == 1:  # a new round gives new talks
        m.apply(EndTurn() if EndTurn() in m.state.legal_actions() else m.state.legal_actions()[0])
    assert OpenTalks(1, 0) in m.state.interjections(1)


def test_the_window_between_turns_is_a_safe_point():
    m = match("black-hole")
    m.apply(EndTurn())
    while m.state.window() is not None and m.state.window().kind != "between":
        m.apply(m.state.legal_actions()[0])
    p = m.state.window()
    assert p is not None and p.kind == "between"
    before = decision(m.state)
    other = next(seat for seat in range(3) if seat != p.seat)
    m.apply(OpenTalks(other, p.seat))
    m.apply(Cancel())
    assert decision(m.state) == before


def test_saves_and_replay_keep_talks_out_of_turn_mid_talks_and_after():
    m = match()
    m.apply(OpenTalks(2, 0))
    add(m, 2, "money", "", 3)
    mid = Match.loads(m.dumps())  # saved in the middle of the talks
    assert mid.checksum() == m.checksum() and mid.steps[-2].seat == 2
    assert decision(mid.state) == decision(m.state)
    m.apply(Propose())
    m.apply(Accept())
    after = Match.loads(m.dumps())
    assert after.checksum() == m.checksum() and [s.seat for s in after.steps] == [s.seat for s in m.steps]
    replay = Replay.from_match(m)
    k = m.actions.index(OpenTalks(2, 0))
    assert replay.seats[k] == 2 and replay.in_window[k]
    assert replay.states[-1].fingerprint() == m.state.fingerprint()


def test_a_save_cannot_smuggle_talks_where_they_are_not_allowed():
    m = match()
    m.apply(Roll())
    data = m.to_json()
    data["actions"].append(OpenTalks(1, 0).to_json())
    with pytest.raises(Exception, match="cannot be replayed"):
        Match.from_json(data)
    data["actions"][-1] = {"type": "OpenTalks", "seat": 9, "partner": 0}
    with pytest.raises(Exception, match="cannot be replayed"):
        Match.from_json(data)


def test_undo_takes_back_opening_talks_but_never_an_accepted_deal():
    m = match()
    m.apply(OpenTalks(1, 0))
    assert m.can_undo(1) and not m.can_undo(0)
    assert m.undo(1) and m.state.window() is None and m.state.interjections(1)
    m.apply(OpenTalks(1, 0))
    add(m, 1, "money", "", 1)
    m.apply(Propose())
    m.apply(Accept())
    assert not m.can_undo(0) and not m.can_undo(1)


VERSIONS = ("super-nova", "nova", "family", "imperial", "black-hole")


def sweep_game(version: str, players: int, seed: int, talk_chance: float = 0.15, max_steps: int = 20000) -> dict:
    """One seeded game of random moves (a turn ends early a quarter of the
    times it may, so games stay short) in which, at every decision, a random
    trader opens talks out of turn with `talk_chance` when it may; the
    invariants hold after every action, the game ends, and its save replays."""
    import random

    rng = random.Random(f"{version}:{players}:{seed}")
    m = Match("star-traders", [Seat(f"P{i + 1}") for i in range(players)], seed, {"version": version})
    talks = 0
    for _ in range(max_steps):
        s = m.state
        if s.is_over:
            break
        opened = [a for seat in range(players) for a in s.interjections(seat)] if rng.random() < talk_chance else []
        assert all(a.out_of_turn and a.seat != a.partner for a in opened)
        if opened:
            m.apply(rng.choice(opened))
            talks += 1
        else:
            legal = s.legal_actions()
            m.apply(EndTurn() if EndTurn() in legal and rng.random() < 0.25 else rng.choice(legal))
        problems = m.state.invariant_errors()
        assert not problems, f"{version} {players}p seed {seed}, step {len(m.steps)}: {problems}"
    assert m.state.is_over, f"{version} {players}p seed {seed} did not end in {max_steps} steps"
    assert Match.loads(m.dumps()).checksum() == m.checksum()
    return {"talks": talks, "steps": len(m.steps)}


@pytest.mark.slow
@pytest.mark.parametrize("version", VERSIONS)
def test_random_games_with_talks_out_of_turn_end_and_replay(version):
    talks = sum(sweep_game(version, players, seed)["talks"] for players, seed in ((2, 1), (4, 2)))
    assert talks > 0
