"""The README opens with exactly two commands, and CI runs the second."""
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def top_blocks():
    head = README.split("\n## ", 1)[0]
    return re.findall(r"```\n(.*?)\n```", head, re.S)


def test_exactly_two_commands_before_the_first_section():
    blocks = top_blocks()
    assert len(blocks) == 2 and all("\n" not in b for b in blocks), blocks
    app, tests = blocks
    assert app.endswith("main.py") and "pip install" in app
    assert "pytest" in tests and '".[test]"' in tests


def test_markers_name_the_commands():
    assert README.index("<!-- app-command -->") < README.index(top_blocks()[0])
    assert README.index("<!-- test-command -->") < README.index(top_blocks()[1])


@pytest.mark.skipif(shutil.which("awk") is None, reason="needs awk, as .ci/run does")
def test_ci_extracts_the_readme_test_command():
    script = (ROOT / ".ci" / "run").read_text()
    awk = re.search(r"awk '([^']+)'", script).group(1)
    out = subprocess.run(["awk", awk, str(ROOT / "README.md")], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == top_blocks()[1]
