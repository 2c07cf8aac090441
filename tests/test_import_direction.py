"""Dependencies run one way: app/cli -> scenes -> ui and games -> rules.
Checked on the source (every import, also those inside functions), so a
helper a scene needs lives below the scenes, never in game/app.py."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"


def imports_of(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def modules(*globs: str) -> list[Path]:
    return sorted(p for g in globs for p in GAME.glob(g))


def offenders(files: list[Path], forbidden: tuple[str, ...]) -> list[str]:
    bad = []
    for path in files:
        for name in imports_of(path):
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                bad.append(f"{path.relative_to(GAME.parent)} imports {name}")
    return sorted(bad)


@pytest.mark.slow
def test_only_the_entry_points_import_the_app():
    files = [p for p in modules("**/*.py") if p.name not in ("app.py", "cli.py") or p.parent != GAME]
    assert offenders(files, ("game.app", "game.cli")) == []


def test_ui_never_imports_scenes():
    assert offenders(modules("ui/**/*.py"), ("game.scenes", "game.app")) == []


def test_rules_bots_and_content_never_import_pygame_or_the_ui():
    files = modules("rules/**/*.py", "ai/**/*.py", "games/*/rules/**/*.py", "games/*/bot.py",
                    "content.py", "session.py", "simulate.py", "seating.py", "settings_check.py")
    assert files
    assert offenders(files, ("pygame", "pytmx.util_pygame", "game.scenes", "game.app", "game.ui.draw", "game.ui.widgets",
                             "game.ui.assets", "game.ui.sound", "game.ui.anim")) == []
