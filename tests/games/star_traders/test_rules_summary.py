"""The in-app rules summary (content/star_traders/rules.md) against the rules
themselves (versions.py): the versions it lists, the versions each
version-specific heading names, and no sentence naming a version the game
does not have."""
import re

import pytest

from game.content import resource
from game.games.star_traders.rules import RULESET
from game.games.star_traders.rules.versions import BY_KEY, VERSIONS

NAMES = {v.name for v in BY_KEY.values()}
COUNT_WORDS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six"}


@pytest.fixture(scope="module")
def summary() -> str:
    with open(resource("content", "star_traders", "rules.md"), encoding="utf-8") as f:
        return f.read()


def _opening(text: str) -> str:
    return text.split("\n## ", 1)[0]


def _heading_names(text: str, title: str) -> set:
    line = next(x for x in text.splitlines() if x.startswith(f"## {title} ("))
    inside = line[line.index("(") + 1:line.rindex(")")]
    return {n.strip() for n in re.split(r",| and ", inside) if n.strip()}


def test_the_version_option_and_versions_list_all_five():
    assert VERSIONS == tuple(BY_KEY) and len(VERSIONS) == 5
    option = next(o for o in RULESET.options if o.key == "version")
    assert tuple(option.choices) == VERSIONS


def test_the_summary_opens_with_the_rules_own_versions(summary):
    opening = _opening(summary)
    listed = re.findall(r"\*\*([^*]+)\*\*", opening)
    assert sorted(listed) == sorted(NAMES)
    assert f"{COUNT_WORDS[len(NAMES)]} versions are playable" in " ".join(opening.split())


def test_each_version_specific_heading_names_exactly_the_versions_it_applies_to(summary):
    with_cards = {v.name for v in BY_KEY.values() if v.cards}
    with_personalities = {v.name for v in BY_KEY.values() if v.personalities}
    assert _heading_names(summary, "Trader's Luck") == with_cards
    assert _heading_names(summary, "Personalities") == with_personalities


def test_no_sentence_names_a_version_the_rules_do_not_have(summary):
    """Every "<Name> game", "<Name> version" and every name in a list in
    parentheses that names a version at all is one of the rules' versions."""
    known = NAMES | {"Star Traders"}
    named = set(re.findall(r"\b((?:[A-Z][a-z]+ )?[A-Z][a-z]+) (?:game|version)s?\b", summary))
    named = {n.split(" ", 1)[1] if n.split(" ", 1)[0] in ("The", "Each", "Every") else n for n in named}
    assert named <= known, named - known
    for group in re.findall(r"\(([^()]*)\)", summary):
        parts = {p.strip() for p in re.split(r",| and |;", group) if p.strip()}
        words = {p for p in parts if re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)?", p)}
        if words & NAMES:
            assert words <= NAMES, (group, words - NAMES)


def test_one_statement_about_discarding(summary):
    """The hand limit is met by the holder's own choice everywhere; the old
    "card held longest" reading is gone."""
    assert "held longest" not in summary
    assert summary.count("discard any card of your choice whenever you are") == 1
