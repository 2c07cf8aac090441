"""The win-chance analysis: estimates from the judged seat's view only,
deterministic, stored in the save (validated, optional)."""
import random

import pytest

from game.ai.win_chance import ChanceJudge, shrunk
from game.analysis import (CONFIDENCE, CONFIDENCE_END, CONFIDENCE_START, MAX_POINTS, Analysis, Swing, analyse, brier,
                           confidence_at, describe, naive_brier, point_turns)
from game.games import all_rulesets
from game.replay import Replay
from game.rules.core import seat_rng
from game.save_format import SaveError, check_analysis
from game.session import Match, Seat
from tests.test_replay import played

GAMES = [rs.id for rs in all_rulesets()]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_hidden_information_changes_no_estimate(game_id):
    """Two true states that differ only in what seat s cannot see (the second
    is the first with s's unseen part redrawn: other hands, deck order, future
    chance) give s the same chance and the same verdict on its decision."""
    match, _ = played(game_id, seed=11)
    replay = Replay.from_match(match)
    judge = ChanceJudge(game_id, 3)
    k = replay.decisions // 2
    true = replay.states[k]
    for seat in range(replay.players):
        poisoned = true.determinize(seat, random.Random(1234 + seat))
        assert poisoned.view_for(seat) == true.view_for(seat)
        assert poisoned.fingerprint() != true.fingerprint()  # the hidden part really differs
        assert judge.chance(true, seat, seat_rng(1, "p", seat)) == judge.chance(poisoned, seat, seat_rng(1, "p", seat))
    seat = replay.seat_of(k)
    poisoned = true.determinize(seat, random.Random(99))
    chosen = replay.actions[k]
    assert judge.compare(true, seat, chosen, seat_rng(2, "c")) == judge.compare(poisoned, seat, chosen, seat_rng(2, "c"))


@pytest.mark.slow
def test_a_whole_game_is_deterministic_and_ends_on_the_result():
    match, _ = played("star-cartel", seed=4)
    match.seats[1] = Seat("Ann", "human", 1)
    a = analyse(match, budget=2)
    b = analyse(match, budget=2)
    assert a.to_json() == b.to_json()
    replay = Replay.from_match(match)
    assert a.person == 1 and a.decisions == replay.decisions
    assert a.points == [t.start for t in point_turns(replay)] + [replay.decisions]
    assert len(a.chances) == len(a.points) and all(len(r) == 3 for r in a.chances)
    assert all(0 <= c <= 1 for r in a.chances for c in r)
    winners = match.state.winners()
    assert a.chances[-1] == [1 / len(winners) if s in winners else 0.0 for s in range(3)]
    assert len(a.swings) <= 3 and all(s.seat == 1 and s.loss > 0 for s in a.swings)
    assert [s.loss for s in a.swings] == sorted((s.loss for s in a.swings), reverse=True)
    for s in a.swings:
        assert replay.seat_of(s.decision) == 1 and replay.actions[s.decision].label() == s.chosen
    # the record passes the save's own check and reads back the same
    record = a.to_json()
    assert Analysis.from_json(check_analysis(record, 3, replay.decisions)).to_json() == record


def test_the_swing_sentence():
    s = Swing(40, 12, 0, "Jump to Foster", "Deliver at Schmitz", 0.18)
    assert s.sentence() == ("Turn 12: you chose Jump to Foster; the search preferred Deliver at Schmitz, "
                            "18 points of win chance more.")
    a = Analysis(0, 4, 50, [0, 50], [1, 2], [[0.5, 0.5], [1.0, 0.0]], [s])
    seats = [Seat("Ann", "human", 0), Seat("Bo", "human", 1)]
    assert describe(a, seats)[0].startswith("Turn 12: Ann chose")
    assert describe(a, [Seat("Ann", "human", 0), Seat("Bot", "hard", 1)])[0].startswith("Turn 12: you chose")


def test_brier_against_the_naive_guess():
    assert brier([1.0, 0.0, 0.0], [0]) == 0
    assert naive_brier(2, [0]) == pytest.approx(0.25)
    assert brier([0.5, 0.5], [0, 1]) == 0


def _saved_with_analysis():
    match, _ = played("star-cartel", seed=4)
    match.analysis = Analysis(0, 2, len(match.steps), [0, len(match.steps)], [1, 2],
                              [[0.4, 0.3, 0.3], [1.0, 0.0, 0.0]],
                              [Swing(0, 1, 0, "a", "b", 0.25)]).to_json()
    return match


def test_the_save_keeps_the_analysis_and_older_saves_still_load():
    match = _saved_with_analysis()
    record = match.to_json()
    assert record["analysis"] == match.analysis
    again = Match.from_json(record)
    assert again.analysis == match.analysis
    del record["analysis"]
    assert getattr(Match.from_json(record), "analysis", None) is None


@pytest.mark.parametrize("change, words", [
    (lambda a: a.update(decisions=a["decisions"] + 1), "made for a game of"),
    (lambda a: a["chances"][0].append(0.1), "has 4 values for 3 players"),
    (lambda a: a["chances"][0].__setitem__(0, 1.5), "from 0 to 1"),
    (lambda a: a["chances"][0].__setitem__(0, True), "from 0 to 1"),
    (lambda a: a.update(points=[5, 3]), "not in order"),
    (lambda a: a.update(person=7), "seat judged"),
    (lambda a: a.update(extra=1), "does not know"),
    (lambda a: a.pop("swings"), "missing 'swings'"),
    (lambda a: a["swings"][0].update(chosen="\x00"), "control"),
    (lambda a: a.update(swings=[a["swings"][0]] * 4), "at most 3"),
    (lambda a: a.update(version=2), "version"),
    (lambda a: a.update(version=1.0), "version"),
])
def test_a_damaged_analysis_is_refused_in_plain_words(change, words):
    record = _saved_with_analysis().to_json()
    change(record["analysis"])
    with pytest.raises(SaveError, match=words):
        Match.from_json(record)


def test_an_analysis_of_other_moves_is_not_written():
    match = _saved_with_analysis()
    match.analysis = dict(match.analysis, decisions=3)
    assert "analysis" not in match.to_json()


def test_the_analyse_command_prints_turns_and_swings(tmp_path, capsys):
    from game.cli import main

    match, _ = played("star-cartel", seed=4)
    path = tmp_path / "game.json"
    path.write_text(match.dumps(), encoding="utf-8")
    assert main(["analyse", str(path), "--budget", "1"]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    turns = len(point_turns(Replay.from_match(match)))  # a long game: one row per round
    rows = [line for line in lines if line.strip().split(" ")[0].isdigit()]
    assert len(rows) == turns and rows[0].split()[0] == "1"
    assert any(line.strip().startswith("end") for line in lines)
    assert "Swings for" in out or "No swings for" in out
    assert "analysing [" in err and "done in" in err


@pytest.mark.parametrize("content, words", [
    (None, "no such file"),
    ('{"format": 2', "not valid JSON"),
    ('{"format": 9}', "save format 9"),
])
def test_the_analyse_command_refuses_a_bad_save_in_one_line(tmp_path, capsys, content, words):
    from game.cli import main

    path = tmp_path / "save.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert main(["analyse", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("error:") and words in err


@pytest.mark.slow
def test_the_background_job_runs_in_a_child_process():
    import time

    from game.analysis import AnalysisJob

    match, _ = played("star-cartel", seed=4)
    job = AnalysisJob(match, budget=1)
    assert job._proc is not None  # a process, not a thread
    end = time.monotonic() + 120
    while not job.done and time.monotonic() < end:
        job.poll()
        time.sleep(0.02)
    assert job.done and job.error == "" and job.fraction == 1.0
    assert job.result.to_json() == analyse(match, budget=1).to_json()  # the same numbers as here


def test_a_long_game_gets_one_point_per_round_and_a_swing_shows_after_its_turn():
    match, _ = played("star-cartel", seed=4)
    replay = Replay.from_match(match)
    assert len(replay.turns) > MAX_POINTS
    turns = point_turns(replay)
    assert turns == replay.turns[::3] and turns[0].start == 0
    a = analyse(match, budget=1, swings=False)
    assert a.per_round and a.turns == [t.index + 1 for t in turns] + [len(replay.turns) + 1]
    assert a.turns[a.point_after(2)] == 4 and a.turns[a.point_after(4)] == 7
    assert a.point_after(len(replay.turns)) == len(a.turns) - 1
    assert a.each() == "round"
    # a game of very many short turns: whole rounds per point, at most MAX_POINTS of them
    match, _ = played("star-cargo", seed=4, players=2)
    replay = Replay.from_match(match)
    turns = point_turns(replay)
    stride = turns[1].index - turns[0].index
    assert len(replay.turns) > 2 * MAX_POINTS and stride % 2 == 0 and stride > 2 and len(turns) <= MAX_POINTS


def test_neighbouring_points_share_their_random_stream():
    """Common random numbers: a seat's estimate at two positions draws the
    same worlds' seeds, so the same position gives the same number whatever
    its index on the graph."""
    from game.analysis import run_task

    match, _ = played("star-cartel", seed=4)
    replay = Replay.from_match(match)
    judge = ChanceJudge("star-cartel", 2)
    from game.analysis import graph_points

    points = graph_points(replay)
    replay.states[points[1]] = replay.states[0]  # point 1 (a round start) now holds the deal
    first, again = run_task(replay, judge, ("chance", 0, 1)), run_task(replay, judge, ("chance", 1, 1))
    # the same samples; only the share of the distance from 1/N kept grows with the point
    fair = 1 / replay.players
    raw = [fair + (v - fair) / confidence_at(i / (len(points) - 1)) for i, v in ((0, first), (1, again))]
    assert raw[0] == pytest.approx(raw[1])
    assert first != again or first == pytest.approx(fair)


def test_the_graph_trusts_late_estimates_more_than_early_ones():
    """The same samples count for more of their distance from 1/N the later
    in the game the point is (fitted: early estimates predict little), and
    the last point of a finished game is the result itself."""
    assert confidence_at(0.0) == CONFIDENCE_START < CONFIDENCE < CONFIDENCE_END == confidence_at(1.0)
    assert confidence_at(0.5) == pytest.approx((CONFIDENCE_START + CONFIDENCE_END) / 2)
    assert confidence_at(-3) == CONFIDENCE_START and confidence_at(7) == CONFIDENCE_END
    assert shrunk(2.0, 2, 2, confidence=1.0) == pytest.approx(0.5 + (3.0 / 4 - 0.5))
    assert shrunk(2.0, 2, 2, confidence=0.3) - 0.5 == pytest.approx(0.3 * (shrunk(2.0, 2, 2, confidence=1.0) - 0.5))
    match, _ = played("star-cartel", seed=4)
    a = analyse(match, budget=2, swings=False)
    assert all(c in (0.0, 1.0, 0.5, 1 / 3) for c in a.chances[-1])


@pytest.mark.parametrize("args", [["--workers", "100000"], ["--workers", "0"], ["--budget", "1e9"]])
def test_the_analyse_command_refuses_a_wild_count_before_any_work(tmp_path, capsys, args):
    from game.cli import main

    match, _ = played("star-cartel", seed=4)
    path = tmp_path / "game.json"
    path.write_text(match.dumps(), encoding="utf-8")
    try:
        code = main(["analyse", str(path), *args])
    except SystemExit as e:  # argparse
        code = e.code
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and args[0] in err
