"""No import cycles under game/, and no private names imported across modules.

Every import counts, also those inside functions: a function-level import
hides a cycle from Python at load time but not from the next reader.
`from package import name` is an edge to the submodule when `name` is one.
Imports by computed name (importlib.import_module) are not followed: that is
the game registry loading a game's own modules (game/games/__init__.py), the
scene registry opening a scene by name (game/scenes/registry.py: scenes lead
to each other, table -> pause -> load -> replay -> table, without importing
each other) and the bot worker warming the modules a test registers; the last
test keeps that list from growing unnoticed.
"""
from __future__ import annotations

import ast
import functools
from collections import deque
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

# The only modules that import by computed name (see the module text).
DYNAMIC_IMPORTERS = {"game.games", "game.scenes.registry", "game.ai.worker"}


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    line: int
    function: str  # the enclosing function, "" at module level

    def where(self, files: dict[str, Path]) -> str:
        place = f"{files[self.source].relative_to(ROOT)}:{self.line}"
        return place + (f" in {self.function}()" if self.function else "")


@dataclass(frozen=True)
class PrivateImport:
    source: str
    module: str
    name: str
    line: int


def module_files() -> dict[str, Path]:
    files = {}
    for path in sorted(GAME.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        files[".".join(parts)] = path
    return files


def _absolute(module: str | None, level: int, source: str, is_package: bool) -> str:
    if level == 0:
        return module or ""
    base = source.split(".") if is_package else source.split(".")[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([module] if module else []))


def _nearest_module(name: str, known: dict[str, Path]) -> str | None:
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


class _Imports(ast.NodeVisitor):
    """Collects the imports of one module with their line and enclosing function."""

    def __init__(self, source: str, is_package: bool, known: dict[str, Path]):
        self.source, self.is_package, self.known = source, is_package, known
        self.function: list[str] = []
        self.edges: list[Edge] = []
        self.private: list[PrivateImport] = []
        self.dynamic: list[int] = []

    def _edge(self, target: str | None, line: int) -> None:
        if target is not None and target != self.source:
            self.edges.append(Edge(self.source, target, line, ".".join(self.function)))

    def _in_function(self, node) -> None:
        self.function.append(node.name)
        self.generic_visit(node)
        self.function.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _in_function

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._edge(_nearest_module(alias.name, self.known), node.lineno)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = _absolute(node.module, node.level, self.source, self.is_package)
        if module not in self.known:
            return  # the standard library or a third-party package
        for alias in node.names:
            submodule = f"{module}.{alias.name}"
            if submodule in self.known:
                self._edge(submodule, node.lineno)
                continue
            self._edge(module, node.lineno)
            if alias.name.startswith("_") and not alias.name.startswith("__") and module != self.source:
                self.private.append(PrivateImport(self.source, module, alias.name, node.lineno))

    def visit_Call(self, node: ast.Call) -> None:
        f = node.func
        if isinstance(f, ast.Attribute) and f.attr == "import_module" or \
                isinstance(f, ast.Name) and f.id == "__import__":
            self.dynamic.append(node.lineno)
        self.generic_visit(node)


@dataclass
class Graph:
    files: dict[str, Path]
    edges: list[Edge]
    private: list[PrivateImport]
    dynamic: dict[str, list[int]]

    def targets(self) -> dict[str, dict[str, Edge]]:
        out: dict[str, dict[str, Edge]] = {m: {} for m in self.files}
        for e in self.edges:  # keep the first import of each pair (module level sorts first)
            kept = out[e.source].get(e.target)
            if kept is None or (bool(e.function), e.line) < (bool(kept.function), kept.line):
                out[e.source][e.target] = e
        return out


@functools.lru_cache(maxsize=1)  # the files do not change during a run
def build_graph() -> Graph:
    files = module_files()
    edges, private, dynamic = [], [], {}
    for name, path in files.items():
        visitor = _Imports(name, path.name == "__init__.py", files)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        edges += visitor.edges
        private += visitor.private
        if visitor.dynamic:
            dynamic[name] = visitor.dynamic
    return Graph(files, edges, private, dynamic)


def knots(graph: dict[str, dict[str, Edge]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                members = []
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    members.append(m)
                    if m == node:
                        break
                if len(members) > 1:
                    found.append(sorted(members))
    return sorted(found)


def _shortest_path(graph, start: str, goal: str, inside: set[str]) -> list[str]:
    came = {start: None}
    todo = deque([start])
    while todo:
        node = todo.popleft()
        if node == goal:
            break
        for nxt in sorted(graph[node]):
            if nxt in inside and nxt not in came:
                came[nxt] = node
                todo.append(nxt)
    path = [goal]
    while path[-1] != start:
        path.append(came[path[-1]])
    return path[::-1]


def cycles(graph: dict[str, dict[str, Edge]]) -> list[list[str]]:
    """Cycles that together pass through every import inside every knot: for
    each such import a -> b, the shortest way back from b to a.  Each is
    written starting at its smallest module, so duplicates fold."""
    out = set()
    for members in knots(graph):
        inside = set(members)
        for a in members:
            for b in graph[a]:
                if b in inside:
                    ring = [a] + _shortest_path(graph, b, a, inside)[:-1]
                    start = ring.index(min(ring))
                    out.add(tuple(ring[start:] + ring[:start]))
    return [list(c) for c in sorted(out)]


def describe(ring: list[str], graph: dict[str, dict[str, Edge]], files: dict[str, Path]) -> str:
    steps = []
    for a, b in zip(ring, ring[1:] + ring[:1]):
        steps.append(f"  {a} -> {b}   ({graph[a][b].where(files)})")
    return "\n".join(steps)


def report() -> tuple[list[str], list[str]]:
    """(cycles, private imports) as text, for the assertions and for people."""
    g = build_graph()
    graph = g.targets()
    rings = [f"cycle {i}:\n" + describe(r, graph, g.files) for i, r in enumerate(cycles(graph), 1)]
    private = sorted(f"{g.files[p.source].relative_to(ROOT)}:{p.line} imports {p.name} from {p.module}"
                     for p in g.private)
    return rings, private


def test_the_checker_sees_a_cycle_hidden_in_a_function():
    here = Edge("a", "b", 3, "")
    back = Edge("b", "a", 9, "later")
    graph = {"a": {"b": here}, "b": {"a": back, "c": Edge("b", "c", 1, "")}, "c": {}}
    assert knots(graph) == [["a", "b"]]
    assert cycles(graph) == [["a", "b"]]


def test_the_checker_resolves_submodules_and_relative_imports():
    g = build_graph()
    targets = g.targets()
    assert "game.rules.core" in targets["game.games"]  # `from game.rules import core`
    assert "game.save_format" in targets["game.session"]  # `from game import save_format as fmt`
    cartel = "game.games.cartel.rules"
    assert f"{cartel}.city" in targets[f"{cartel}.state"]  # `from . import city`
    assert f"{cartel}.actions" in targets[f"{cartel}.state"]  # `from .actions import ...`


def test_no_import_cycles():
    rings, _ = report()
    assert not rings, f"{len(rings)} import cycle(s); cut one import in each:\n" + "\n".join(rings)


def test_no_private_names_imported_across_modules():
    _, private = report()
    assert not private, "give these names a public name where they are defined:\n" + "\n".join(private)


def test_only_the_registries_and_the_worker_import_by_computed_name():
    assert set(build_graph().dynamic) <= DYNAMIC_IMPORTERS


if __name__ == "__main__":  # python -m tests.test_import_cycles: the full list
    found_rings, found_private = report()
    print(f"{len(knots(build_graph().targets()))} knot(s) of mutually importing modules, {len(found_rings)} cycle(s)")
    print("\n".join(found_rings))
    print(f"{len(found_private)} private import(s)")
    print("\n".join(found_private))
