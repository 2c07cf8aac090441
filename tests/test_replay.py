"""A replay rebuilds every position of a saved game, and its turns follow
the main flow (a reaction inside a turn does not split it)."""
import pytest

from game.ai import decide, make_bot
from game.games import all_rulesets
from game.replay import Replay
from game.session import Match, Seat

GAMES = [rs.id for rs in all_rulesets()]


def played(game_id, seed=5, players=3):
    m = Match(game_id, [Seat(f"P{i}", "normal", i) for i in range(players)], seed=seed)
    bot = make_bot(game_id, "normal")
    prints = [m.state.fingerprint()]
    while not m.state.is_over:
        m.apply(decide(m.state, bot, seed, len(m.steps)))
        prints.append(m.state.fingerprint())
    return m, prints


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_replay_of_a_saved_game_gives_every_position(game_id):
    match, prints = played(game_id)
    loaded = Match.loads(match.dumps())
    replay = Replay.from_match(loaded)
    assert replay.decisions == len(prints) - 1
    assert [s.fingerprint() for s in replay.states] == prints
    assert replay.final.is_over
    # the states are copies: stepping through them never changes another
    replay.state_at(0).clone()
    assert replay.state_at(10 ** 6) is replay.final


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_turns_cover_every_decision_once_in_order(game_id):
    match, _ = played(game_id, seed=9)
    replay = Replay.from_match(match)
    turns = replay.turns
    assert turns[0].start == 0 and turns[-1].end == replay.decisions
    for a, b in zip(turns, turns[1:]):
        assert a.end == b.start and a.start < a.end
    for t in turns:
        main = [k for k in range(t.start, t.end) if not replay.in_window[k]]
        assert all(replay.seat_of(k) == t.seat for k in main)
        assert replay.turn_of(t.start) == t and replay.turn_of(t.end - 1) == t
    # navigation by turn lands on turn starts
    k = 0
    seen = [0]
    while k < replay.decisions:
        k = replay.next_turn_start(k)
        seen.append(k)
    assert seen == [t.start for t in turns] + [replay.decisions]
    assert replay.prev_turn_start(turns[2].start) == turns[1].start
    assert replay.prev_turn_start(turns[2].end - 1) == (turns[2].start if turns[2].end - 1 > turns[2].start
                                                        else turns[1].start)


def test_a_window_decision_stays_in_the_turn_it_interrupts():
    r = Replay.__new__(Replay)
    r.seats = [0, 0, 1, 0, 1, 1, 2]
    r.in_window = [False, False, True, False, False, False, True]
    r.actions = [None] * 7
    turns = r._turns()
    assert [(t.seat, t.start, t.end) for t in turns] == [(0, 0, 4), (1, 4, 7)]


@pytest.mark.parametrize("game_id", ["cartel", "star-cargo"])
def test_rounds_are_the_games_rounds_as_the_table_and_the_charts_count_them(game_id):
    from game.history import score_history

    match, _ = played(game_id, seed=4, players=2)
    replay = Replay.from_match(match)
    assert len(replay.rounds) == replay.decisions and replay.rounds[0] == 1
    assert all(b - a in (0, 1) for a, b in zip(replay.rounds, replay.rounds[1:]))
    assert replay.round_count == score_history(match).rounds
    if replay.states[0].round_number() is not None:  # out-of-turn answers start no round
        for k in range(replay.decisions):
            assert replay.round_of(k) == replay.states[k].round_number() - replay.states[0].round_number() + 1
    assert replay.round_count < len(replay.turns)
    k = replay.rounds.index(2) + 1
    assert replay.step_in_round(k) == (2, replay.rounds.count(2))
