"""The Star Traders rules are split into mixin modules by rulebook section:
no two parts may define the same method (the later base would silently
lose), and every module stays short and says what it holds."""
import ast
from pathlib import Path

import pytest

from game.games.star_traders.rules.state import StarTradersState

RULES = Path(__file__).resolve().parents[3] / "game/games/star_traders/rules"


def test_no_method_is_defined_by_two_parts():
    parts = [c for c in StarTradersState.__mro__ if c.__module__.startswith("game.games.star_traders.rules")]
    seen, clashes = {}, []
    for part in parts:
        for name in vars(part):
            if name.startswith("__") and name.endswith("__"):
                continue
            if name in seen:
                clashes.append(f"{name} in both {seen[name]} and {part.__name__}")
            seen[name] = part.__name__
    assert not clashes, clashes


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda p: p.name)
def test_module_is_short_and_documented(path):
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") <= 500 or path.name == "data.py"
    doc = ast.get_docstring(ast.parse(text))
    assert doc and len(doc.split()) >= 5
