"""The scenes import each other one way: no cycle among game/scenes and
game/app.py, counting imports inside functions too (scenes open each other by
name through game.scenes.registry).  Importing a game's own table by its
GameSpec (spec.table_class()) is the registry's lazy loading, not an import."""
from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def graph() -> dict[str, set[str]]:
    files = [GAME / "app.py", *sorted((GAME / "scenes").rglob("*.py"))]
    names = {module_name(p): p for p in files}
    edges: dict[str, set[str]] = {}
    for name, path in names.items():
        out = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            for t in targets:
                while t and t not in names:
                    t = t.rpartition(".")[0]
                if t and t != name:
                    out.add(t)
        edges[name] = out
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    found, state, stack = [], {}, []

    def visit(n):
        state[n] = "open"
        stack.append(n)
        for m in sorted(edges.get(n, ())):
            if state.get(m) == "open":
                found.append(stack[stack.index(m):] + [m])
            elif m not in state:
                visit(m)
        stack.pop()
        state[n] = "done"

    for n in sorted(edges):
        if n not in state:
            visit(n)
    return found


def test_no_import_cycle_among_the_scenes_and_the_app():
    assert cycles(graph()) == []


def test_the_checker_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
