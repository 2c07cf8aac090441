"""tools/bot_fingerprints.py: the same bots on the same budgets hash the same
actions; a changed bot changes the hash, and --compare names the game."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from game.ai import search

TOOL = Path(__file__).resolve().parents[2] / "tools" / "bot_fingerprints.py"


@pytest.fixture(scope="module")
def prints():
    spec = importlib.util.spec_from_file_location("bot_fingerprints_under_test", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def small(prints, monkeypatch):
    monkeypatch.setattr(prints, "CASES", (("star-traders", {"version": "super-nova"}, (2,)),))
    monkeypatch.setattr(prints, "SEEDS", (1,))
    return prints.record(decisions=25, hard=3, expert=4)


@pytest.fixture(scope="module")
def first(prints):
    """The small fingerprint of the bots as they are (both tests start from it)."""
    before = dict(search.HARD_BUDGET), dict(search.EXPERT_BUDGET)
    with pytest.MonkeyPatch.context() as mp:
        recorded = small(prints, mp)
    return recorded, before, (dict(search.HARD_BUDGET), dict(search.EXPERT_BUDGET))


def test_the_same_bots_give_the_same_fingerprint_and_restore_the_budgets(prints, first, monkeypatch):
    first, before, after = first
    assert after == before
    (key, fp), = first.items()
    assert fp["levels"] == ["hard", "expert"] and fp["decisions"] == 25
    assert small(prints, monkeypatch) == first
    assert prints.differences(first, first) == []


def test_a_changed_bot_changes_the_fingerprint_and_compare_fails(prints, first, monkeypatch, tmp_path, capsys):
    first, _, _ = first
    out = tmp_path / "before.json"
    out.write_text(json.dumps(first))
    from game.games.star_traders import bot as st_bot

    monkeypatch.setattr(st_bot.BOT_SETTINGS.heuristic, "choose",
                        lambda self, state, seat, rng: state.legal_actions()[-1])
    changed = small(prints, monkeypatch)
    diffs = prints.differences(first, changed)
    assert len(diffs) == 1 and "super-nova" in diffs[0]
    monkeypatch.setattr(prints, "record", lambda *a, **k: changed)
    assert prints.main(["--compare", str(out), "--decisions", "25"]) == 1
    assert "1 of 1 games differ" in capsys.readouterr().out
