"""Rules, content and bots never load pygame, not even indirectly at run time
(loading Captain's .tmx tiles through pytmx used to import pytmx.util_pygame;
game/content.py now loads pytmx with pygame blocked).
Checked in a fresh interpreter, where nothing else has imported pygame."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = r"""
import sys
from game.ai import decide, make_bot
from game.ai.search import SearchBot
from game.content import content_path, load_tmx_file, load_yaml
from game.games import all_specs
from game.ai.worker import decide_for_record
from game.session import Match, Seat

played = []
for spec in all_specs():
    ruleset = spec.ruleset()
    spec.bot_module()
    if ruleset is None:
        continue
    n = ruleset.min_players
    state = ruleset.new_game(n, ruleset.resolve_options({}), 3)
    for i in range(4):
        if state.is_over:
            break
        state.apply(decide(state, make_bot(ruleset.id, "normal"), 3, i))
    if not state.is_over:
        state.apply(decide(state, SearchBot(ruleset.id, seconds=None, iterations=30), 3, 4))
    match = Match(ruleset.id, [Seat(name=f"s{i}", kind="normal", colour=i) for i in range(n)], 3, {})
    decide_for_record(match.to_json(), "hard")
    played.append(ruleset.id)
for path in content_path().rglob("*.yaml"):
    load_yaml(*path.relative_to(content_path()).parts)
for path in content_path().rglob("*.tmx"):
    load_tmx_file(path)
assert played, "no playable game"
bad = sorted(m for m in sys.modules if m.split(".")[0] == "pygame" or m == "pytmx.util_pygame")
print("PLAYED", " ".join(played))
print("LOADED", " ".join(bad))
"""


@pytest.mark.slow
def test_rules_content_and_bots_run_without_pygame():
    proc = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    lines = dict(line.split(" ", 1) if " " in line else (line, "") for line in proc.stdout.splitlines())
    assert "captain" in lines["PLAYED"].split()
    assert lines["LOADED"] == "", f"pygame loaded by rules/bots: {lines['LOADED']}"
    # pytmx logs an error when its pygame helpers fail to import; with the
    # block in place that is expected, and must not reach the console.
    assert "cannot import pygame" not in proc.stderr, proc.stderr
