"""The Star Traders rules are modules of plain functions over the state,
grouped as the rulebook is: the state class is no stack of rule mixins
(its chain is at most 4 long), and every module stays short and says what
it holds."""
import ast
from pathlib import Path

import pytest

from game.games.star_traders.rules.state import StarTradersState

RULES = Path(__file__).resolve().parents[3] / "game/games/star_traders/rules"


def test_the_state_is_no_stack_of_rule_mixins():
    parts = [c for c in StarTradersState.__mro__ if c.__module__.startswith("game.games.star_traders.rules")]
    assert parts == [StarTradersState]
    assert len(StarTradersState.__mro__) <= 4


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda p: p.name)
def test_module_is_short_and_documented(path):
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") <= 500 or path.name == "data.py"
    doc = ast.get_docstring(ast.parse(text))
    assert doc and len(doc.split()) >= 5
