"""Which section of a game's rules summary explains each decision.

Every game declares, in content/<id>/rules_links.yaml, the heading of its
rules.md that explains each of its decision kinds: every action class of
the game (and the shared ones it uses: Pass, the deal steps) and every kind
of pending question its rules ask a seat (Ruleset.pending_kinds).  The "?"
of a prompt opens the rules reader at that heading.

    actions:
      Load: Your turn
    pending:
      zap: "Trader's Luck (Family, Nova, Imperial)"

The file is checked when loaded: every key names a decision kind the game
has, every value a heading of its rules.md as the reader shows it
(`headings`).  No pygame here: the reader (game/ui/markdown.py) finds the
headings with the same `heading_of`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from game.content import ContentError, Node, content_path, load_text, load_yaml_file

_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_FENCE = "```"


def heading_of(line: str) -> tuple[int, str] | None:
    """(level, plain text) when a markdown line is a heading, else None.
    The text is what the reader shows: no link syntax, backticks or stars."""
    m = _HEADING.match(line.strip())
    if m is None:
        return None
    text = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", m.group(2)).replace("`", "")
    text = text.replace("**", "").replace("__", "").replace("*", "")
    return len(m.group(1)), " ".join(text.split())


def headings(md: str) -> list[str]:
    """The headings of a summary in order, as the reader shows them
    (lines inside ``` fences are not headings)."""
    out, in_code = [], False
    for line in md.replace("\r\n", "\n").split("\n"):
        if line.strip().startswith(_FENCE):
            in_code = not in_code
            continue
        found = None if in_code else heading_of(line)
        if found is not None:
            out.append(found[1])
    return out


def shared_actions(pending_kinds) -> tuple[str, ...]:
    """The shared action classes a game with these pending kinds uses: Pass
    answers every window; a game whose rules push deal records uses the deal
    steps of game/rules/deals.py."""
    from game.rules import deals  # registers the deal steps under "*"
    from game.rules.core import action_types

    names: tuple[str, ...] = ("Pass",) if pending_kinds else ()
    if deals.BUILD in pending_kinds or deals.ANSWER in pending_kinds:
        names += tuple(sorted(n for n in action_types("*") if n != "Pass"))
    return names


def decision_kinds(game_id: str) -> tuple[set[str], set[str]]:
    """(action class names, pending kinds) of every decision the game has."""
    from game.games import get_ruleset
    from game.rules.core import action_types

    pending = set(get_ruleset(game_id).pending_kinds)
    return set(action_types(game_id, shared=False)) | set(shared_actions(pending)), pending


@dataclass(frozen=True)
class RulesLinks:
    """The heading for each decision kind of one game."""

    game_id: str
    actions: dict
    pending: dict

    def section_for(self, state, legal) -> str | None:
        """The heading that explains the decision `state` asks now: the
        pending question's kind when one is asked, else the kind of the
        first legal action that is not a shared step."""
        p = state.window()
        if p is not None and p.seat is not None and p.kind in self.pending:
            return self.pending[p.kind]
        shared = set(shared_actions(self.pending))
        kinds = [type(a).__name__ for a in legal]
        own = [k for k in kinds if k not in shared] or kinds
        return self.actions.get(own[0]) if own else None


@lru_cache(maxsize=None)
def links_for(game_id: str) -> RulesLinks:
    """The checked links of a game (a ContentError names the bad entry)."""
    folder = game_id.replace("-", "_")
    return parse_links(game_id, load_yaml_file(content_path(folder, "rules_links.yaml")),
                       load_text(folder, "rules.md"), f"content/{folder}/rules.md")


def parse_links(game_id: str, root: Node, md: str, md_name: str = "rules.md") -> RulesLinks:
    """Check a links file (`root`) against the game's decision kinds and the
    headings of its summary `md`: every kind named once, nothing else."""
    actions, pending = decision_kinds(game_id)
    known = set(headings(md))
    root.mapping({"actions", "pending"})
    tables = {}
    for part, kinds in (("actions", actions), ("pending", pending)):
        node = root.get(part, {})
        table = {}
        for kind, heading in (node.items() if not node.optional() else ()):
            if kind not in kinds:
                raise heading.fail(f"{game_id} has no {part[:-1]} kind {kind!r}")
            text = heading.str()
            if text not in known:
                raise heading.fail(f"no heading {text!r} in {md_name}")
            table[kind] = text
        missing = sorted(kinds - set(table))
        if missing:
            raise ContentError(root.file, part, f"no section named for {', '.join(missing)}")
        tables[part] = table
    return RulesLinks(game_id, tables["actions"], tables["pending"])
