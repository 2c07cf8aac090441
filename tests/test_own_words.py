"""Every text the app shows for a game is in our own words.

For each game folder in content/, the prose the app shows (every Markdown file,
such as rules.md, and every string value of more than five words in its YAML
files) must not share a run of RUN or more consecutive words with that game's
published rulebook.  Words are compared without case or punctuation, so
"You're", "you’re" and the rulebook's mangled "youíre" all read "you re".

The rulebooks live outside the repository, in ../shared/rules beside the
clone (as in CI); without that folder the test is skipped.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
CONTENT = REPO / "content"
RULEBOOK_DIR = REPO.parent / "shared" / "rules"
RUN = 9  # words in a row that count as copying
MIN_WORDS = 6  # YAML strings shorter than this are names and labels, not prose

RULEBOOKS = {
    "star_cartel": "star-cartel.txt",
    "star_cargo": "star-cargo.txt",
    "captain": "captain-of-the-stars.txt",
    "cartel": "cartel.txt",
    "star_traders": "star-traders.txt",
}

_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    """Lower-case words; anything else (punctuation, apostrophes, symbols,
    mis-encoded characters) separates words."""
    return _WORD.findall(text.lower())


def runs(ws: list[str], n: int = RUN) -> set[tuple[str, ...]]:
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def _yaml_strings(node, path=""):
    if isinstance(node, str):
        yield path, node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _yaml_strings(value, f"{path}.{key}" if path else str(key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _yaml_strings(value, f"{path}[{i}]")


def shown_texts(folder: Path):
    """(where, text) for every piece of prose of a content folder."""
    for md in sorted(folder.rglob("*.md")):
        yield str(md.relative_to(REPO)), md.read_text(encoding="utf-8")
    for yml in sorted([*folder.rglob("*.yaml"), *folder.rglob("*.yml")]):
        doc = yaml.safe_load(yml.read_text(encoding="utf-8"))
        for path, text in _yaml_strings(doc):
            if len(words(text)) >= MIN_WORDS:
                yield f"{yml.relative_to(REPO)} ({path})", text


def copied_runs(text: str, book_runs: set) -> list[str]:
    """The shared runs, merged into maximal stretches of copied words."""
    ws = words(text)
    hits = [i for i in range(len(ws) - RUN + 1) if tuple(ws[i:i + RUN]) in book_runs]
    stretches, start, end = [], None, None
    for i in hits:
        if start is not None and i <= end:
            end = i + RUN
        else:
            if start is not None:
                stretches.append(" ".join(ws[start:end]))
            start, end = i, i + RUN
    if start is not None:
        stretches.append(" ".join(ws[start:end]))
    return stretches


GAMES = sorted(p.name for p in CONTENT.iterdir()
               if p.is_dir() and any(f.suffix in (".md", ".yaml", ".yml") for f in p.rglob("*")))


def test_the_word_matching_ignores_case_and_punctuation():
    book = runs(words("But youíre not the only merchant in the businessÖ your rivals!"))
    assert copied_runs("BUT -- you're NOT the only merchant, in the business: your rivals", book) == [
        "but you re not the only merchant in the business your rivals"]
    assert copied_runs("but you are not the only merchant in the business", book) == []


@pytest.mark.parametrize("game", GAMES)
def test_shown_texts_share_no_long_run_with_the_rulebook(game):
    if not RULEBOOK_DIR.is_dir():
        pytest.skip(f"rulebooks not found at {RULEBOOK_DIR} (expected ../shared/rules beside the repository)")
    name = RULEBOOKS.get(game)
    assert name, f"content/{game} has no rulebook in RULEBOOKS of {Path(__file__).name}; add its file name"
    book_path = RULEBOOK_DIR / name
    assert book_path.is_file(), f"rulebook {book_path} for content/{game} is missing"
    book = runs(words(book_path.read_text(encoding="utf-8")))
    texts = list(shown_texts(CONTENT / game))
    assert texts, f"content/{game} shows no prose at all"
    problems = []
    for where, text in texts:
        for stretch in copied_runs(text, book):
            problems.append(f"{where}: \"{stretch}\"")
    if problems:
        print(f"Copied from {name}:\n" + "\n".join(problems))
    assert not problems, f"{len(problems)} run(s) of {RUN}+ words copied from {name}:\n" + "\n".join(problems)
