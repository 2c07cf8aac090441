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


def test_the_modules_import_in_the_order_the_package_text_gives():
    """The package text lists the modules bottom up; a module imports only
    modules on earlier lines (so no cycle can come back)."""
    text = ast.get_docstring(ast.parse((RULES / "__init__.py").read_text(encoding="utf-8")))
    block = text.split("Module order\n------------\n")[1].split("\n\n")[0]
    rows = [line.split("   ")[0].strip() for line in block.splitlines()[3:] if line.startswith("  ") and
            not line.startswith("   ")]
    tiers = [[name.strip() for name in row.split(",")] for row in rows]
    tier_of = {name: i for i, row in enumerate(tiers) for name in row}
    modules = {p.stem for p in RULES.glob("*.py")} - {"__init__"}
    assert set(tier_of) == modules
    for name in modules:
        tree = ast.parse((RULES / f"{name}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                used = [a.name for a in node.names] if node.module is None else [node.module.split(".")[0]]
                for other in (u for u in used if u in modules):
                    assert tier_of[other] < tier_of[name], f"{name} imports {other}, listed on a later line"
