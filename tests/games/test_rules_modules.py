"""The rules of Captain of the Stars and Star Cartel are modules of plain
functions by rulebook section under one state class (issue 51, after the
mixin split of issue 11).  Such a split can go wrong quietly: a rule mixin
growing back, a module growing past readable size, or a module no longer
saying which part of the rulebook it holds."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.games.captain.rules.state import CaptainState
from game.games.star_cartel.rules.state import StarCartelState
from game.rules.core import GameState

ROOT = Path(__file__).resolve().parents[2]
RULES_DIRS = [ROOT / "game/games/captain/rules", ROOT / "game/games/star_cartel/rules"]
MAX_LINES = 500


def own_names(cls) -> set[str]:
    return {name for name in vars(cls) if not (name.startswith("__") and name.endswith("__"))}


@pytest.mark.parametrize("state_cls", [CaptainState, StarCartelState], ids=lambda c: c.__name__)
def test_rules_are_plain_functions_under_one_short_state_class(state_cls):
    """Issue 51: no rule mixins; the chain is the state, GameState and object."""
    assert state_cls.__mro__ == (state_cls, GameState, object)


@pytest.mark.parametrize("state_cls", [CaptainState, StarCartelState], ids=lambda c: c.__name__)
def test_every_abstract_protocol_method_is_implemented(state_cls):
    for name in ("to_act", "is_over", "legal_actions", "_apply", "scores", "clone", "view_for", "determinize"):
        impl = next(c for c in state_cls.__mro__ if name in vars(c))
        assert impl is not GameState, f"{state_cls.__name__}.{name} falls back to GameState"


@pytest.mark.parametrize("path", sorted(p for d in RULES_DIRS for p in d.glob("*.py")),
                         ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_rules_module_is_short_and_says_what_it_holds(path):
    text = path.read_text(encoding="utf-8")
    lines = text.count("\n")
    assert lines <= MAX_LINES or path.name == "data.py", f"{path.name} has {lines} lines (keep under {MAX_LINES})"
    doc = ast.get_docstring(ast.parse(text))
    assert doc and len(doc.split()) >= 5, f"{path.name} needs a module docstring saying what it holds"
