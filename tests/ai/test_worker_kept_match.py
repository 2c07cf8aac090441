"""The bot worker keeps its last match and applies only a record's new
moves (a decision no longer replays the whole game); what it decides must
be what a rebuild from the first move decides, and a record that does not
extend the kept one (an Undo, another game, a changed state) is rebuilt."""
import threading

from game.ai import worker
from game.ai import decide, make_bot
from game.seating import build_match
from game.session import Match


def _fresh(record, level="normal"):
    m = Match.from_json(record)
    return decide(m.state, make_bot(m.game_id, level), m.seed, len(m.steps))


def _in_a_new_thread(fn):
    out = []
    t = threading.Thread(target=lambda: out.append(fn()))
    t.start()
    t.join()
    return out[0]


def test_a_growing_game_is_decided_as_a_rebuild_decides_it_and_the_kept_match_is_used():
    def play():
        match = build_match("star-traders", ["normal"] * 3, 4, {"version": "imperial"})
        built = []
        real = Match.from_json
        Match.from_json = classmethod(lambda cls, data: built.append(1) or real.__func__(cls, data))
        try:
            for _ in range(120):
                record = match.to_json()
                action = worker.decide_for_record(record, "normal")
                assert action == _fresh(record), len(match.steps)
                match.apply(action)
        finally:
            Match.from_json = real
        return len(built)

    rebuilt = _in_a_new_thread(play)
    assert rebuilt <= 120 + 5, rebuilt  # the _fresh ones, and the worker's own first build


def test_an_undo_another_game_or_a_changed_kept_state_is_rebuilt():
    def play():
        a = build_match("cartel", ["normal"] * 3, 7)
        bot = make_bot("cartel", "normal")
        for i in range(30):
            a.apply(decide(a.state, bot, a.seed, i))
        full = a.to_json()
        worker.decide_for_record(full, "normal")
        undone = build_match("cartel", ["normal"] * 3, 7)
        for step in a.steps[:20]:
            undone.apply(step.action)
        shorter = undone.to_json()
        assert worker.decide_for_record(shorter, "normal") == _fresh(shorter)  # an Undo: not a prefix
        other = build_match("cartel", ["normal"] * 3, 8).to_json()
        assert worker.decide_for_record(other, "normal") == _fresh(other)
        worker._KEPT.match.state.apply(worker._KEPT.match.state.legal_actions()[0])  # a bot that changed it
        after = build_match("cartel", ["normal"] * 3, 8)
        after.apply(decide(after.state, bot, after.seed, 0))
        record = after.to_json()
        assert worker.decide_for_record(record, "normal") == _fresh(record)
        assert worker._KEPT.match.checksum() == record["checksum"]

    _in_a_new_thread(play)
