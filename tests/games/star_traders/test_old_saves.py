"""Saves made before Trader's Luck at any time (free discards, Avoid offered
by other holders, a Zap on a Random Jump's or a drift's dice) and before a
counter-offer's draft kept the offer it answers still load and replay to the
checksum they recorded: they carry no `luck_any_time` option, and its legacy
value keeps the old windows.  New games play with the new windows.

The saves in data/saves_before_luck_any_time.json were written by the app at
d02c2d5 (random play, one game of each version, and an Imperial game saved
with a counter-offer's draft open)."""
import copy
import json
from pathlib import Path

import pytest

from game.games.star_traders.rules import LUCK_ANY_TIME, RULESET
from game.games.star_traders.rules.luck_actions import DiscardLuck
from game.rules.deals import BUILD
from game.save_format import SaveError
from game.session import Match

SAVES = json.loads((Path(__file__).parent / "data" / "saves_before_luck_any_time.json").read_text())


@pytest.mark.parametrize("record", SAVES, ids=lambda r: f"{r['options']['version']}-{len(r['actions'])}")
def test_an_old_save_replays_to_its_checksum_with_the_old_windows(record):
    assert LUCK_ANY_TIME not in record["options"]
    match = Match.from_json(copy.deepcopy(record))
    assert match.checksum() == record["checksum"]
    assert match.options[LUCK_ANY_TIME] is False and not match.state.luck_any_time
    again = Match.loads(match.dumps())  # saved again, it names the option and still replays
    assert again.options[LUCK_ANY_TIME] is False and again.checksum() == record["checksum"]
    assert not any(isinstance(a, DiscardLuck) for a in match.state.legal_actions()) or \
        (match.state.window() is not None and match.state.window().kind == "discard")


def test_the_old_saves_need_the_legacy_value():
    broken = 0
    for record in SAVES:
        record = copy.deepcopy(record)
        record["options"][LUCK_ANY_TIME] = True
        try:
            Match.from_json(record)
        except SaveError:
            broken += 1
    assert broken >= 3  # with the new windows most of them no longer replay


def test_a_counter_offers_draft_saved_before_answering_was_kept_loads():
    record = next(r for r in SAVES if r["actions"][-2]["type"] == "Counter")
    match = Match.from_json(copy.deepcopy(record))
    top = match.state.window()
    assert top.kind == BUILD and top.get("countered") and top.get("answering")
    assert match.checksum() == record["checksum"]


def test_new_games_play_with_the_new_windows():
    assert RULESET.resolve_options({})[LUCK_ANY_TIME] is True
    s = RULESET.new_game(3, {"version": "imperial"}, 5)
    assert s.luck_any_time and s.options[LUCK_ANY_TIME] is True
    off = RULESET.new_game(3, {"version": "imperial", LUCK_ANY_TIME: False}, 5)
    assert not off.luck_any_time and LUCK_ANY_TIME not in off.options
    assert RULESET.option_unused(LUCK_ANY_TIME, {"version": "super-nova"})
    assert not next(o for o in RULESET.options if o.key == LUCK_ANY_TIME).shown  # setup leaves it at the default
