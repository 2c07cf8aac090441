"""Matches: replay, undo policy, save records."""
import pytest

from game.rules.core import IllegalAction, RulesError
from game.session import Match, SaveError, Seat
from tests.toy_game import Draw, Play


def seats(n=2):
    return [Seat(f"P{i}", "human", i) for i in range(n)]


def test_undo_own_decision_but_not_a_reveal_or_another_seat():
    m = Match("toy", seats(), seed=3)
    hand = m.state.hands[0]
    m.apply(Play(hand[0]))
    assert m.can_undo(0) and not m.can_undo(1)
    before = m.state.fingerprint()
    assert m.undo(0)
    assert not m.steps
    assert m.state.fingerprint() != before
    m.apply(Draw())  # reveals a card: a barrier
    assert not m.can_undo(0)
    assert not m.undo(0)


def test_illegal_action_refused_without_change():
    m = Match("toy", seats(), seed=3)
    before = m.state.fingerprint()
    with pytest.raises(IllegalAction):
        m.apply(Play(99))
    assert m.state.fingerprint() == before and not m.steps


def test_player_count_and_options_are_checked():
    with pytest.raises(RulesError):
        Match("toy", seats(5), seed=1)
    with pytest.raises(RulesError):
        Match("toy", seats(2), seed=1, options={"speed": 3})


def test_save_record_is_small_and_replays():
    m = Match("toy", seats(3), seed=11)
    for _ in range(6):
        m.apply(m.state.legal_actions()[-1])
    record = m.to_json()
    assert set(record) == {"format", "game", "options", "seed", "seats", "actions", "checksum"}
    again = Match.from_json(record)
    assert again.state.fingerprint() == m.state.fingerprint()


def test_not_a_save():
    with pytest.raises(SaveError):
        Match.loads("[1, 2, 3]")
    with pytest.raises(SaveError) as e:
        Match.loads('{"format": 1, "game": "toy", "seed": 1}')
    assert "missing" in str(e.value)


def test_default_names_never_borrow_another_seats_number(monkeypatch):
    """Tables show the rules' "Player N" as seat N's name, so a person's
    default name must be their own seat's number."""
    import getpass

    from game.seating import default_seats

    monkeypatch.setattr(getpass, "getuser", lambda: "root")
    seats = default_seats(["normal", "normal", "human"])
    assert seats[2].name == "Player 3"
    seats = default_seats(["human", "normal", "human"])
    assert [seats[0].name, seats[2].name] == ["Player 1", "Player 3"]


def test_what_the_results_screen_keeps_on_a_match_is_declared_and_stays_out_of_the_save():
    m = Match("toy", seats(2), seed=5)
    assert m.analysis is None and m.analysis_job is None and m.save_path is None
    m.apply(m.state.legal_actions()[0])
    twin = Match.from_json(m.to_json())
    m.analysis_job, m.save_path = object(), "somewhere.json"  # a running job and where the match came from
    assert m == twin  # neither is part of what the match is
    assert set(m.to_json()) == set(twin.to_json())
    m.analysis = {"decisions": len(m.steps) + 1}  # a graph of other moves is never saved with these
    assert "analysis" not in m.to_json()
    m.analysis = {"decisions": len(m.steps)}
    assert m.to_json()["analysis"] == m.analysis


def test_the_number_keys_memory_rides_with_the_save_and_a_bad_one_is_no_memory():
    m = Match("toy", seats(2), seed=11)
    m.apply(m.state.legal_actions()[-1])
    m.key_memory[0] = {("words", "Roll for a jump"): (8, 3), ("kind", "Roll"): (8, 3),
                       ("kind", ("button", "Cards…")): (4, 2)}
    record = m.to_json()
    assert Match.from_json(record).key_memory == m.key_memory
    for bad in ({"0": [["w", "Roll", 10, 1]]}, {"0": "Roll"}, {"7": []}, [1], {"0": [["x", "Roll", 1, 1]]},
                {"0": [["k", "Roll", True, 1]]}, {"0": [["k", "R" * 500, 1, 1]]}):
        again = Match.from_json({**record, "keys": bad})
        assert again.key_memory == {} and again.state.fingerprint() == m.state.fingerprint(), bad
    assert Match.from_json({k: v for k, v in record.items() if k != "keys"}).key_memory == {}
