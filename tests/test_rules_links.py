"""Every decision kind of every game links to a heading of its rules summary
(content/<id>/rules_links.yaml, checked by game/rules_links.py)."""
from __future__ import annotations

import random

import pytest
import yaml

from game.content import ContentError, Node, load_text
from game.games import all_rulesets, get_ruleset
from game.rules.core import action_types
from game.rules_links import decision_kinds, headings, links_for, parse_links

GAMES = [r.id for r in all_rulesets()]


def summary(game_id: str) -> str:
    return load_text(game_id.replace("-", "_"), "rules.md")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_kind_and_pending_kind_has_a_link(game_id):
    links = links_for(game_id)
    own = set(action_types(game_id, shared=False))
    assert own and own <= set(links.actions)
    assert set(links.pending) == set(get_ruleset(game_id).pending_kinds)
    actions, pending = decision_kinds(game_id)
    assert set(links.actions) == actions and set(links.pending) == pending


@pytest.mark.parametrize("game_id", GAMES)
def test_every_link_lands_on_a_heading_of_the_summary(game_id):
    links = links_for(game_id)
    shown = headings(summary(game_id))
    for heading in [*links.actions.values(), *links.pending.values()]:
        assert heading in shown


def _kinds_seen(game_id: str, options: dict, seed: int, players: int, limit: int) -> tuple[set, set]:
    """Action classes and asked pending kinds met in one random playout."""
    state = get_ruleset(game_id).new_game(players, options, seed)
    rng = random.Random(seed)
    actions, pending = set(), set()
    for _ in range(limit):
        if state.is_over:
            break
        p = state.window()
        if p is not None and p.seat is not None:
            pending.add(p.kind)
        legal = state.legal_actions()
        actions.update(type(a).__name__ for a in legal)
        state.apply(rng.choice(legal))
    return actions, pending


@pytest.mark.parametrize("game_id", GAMES)
def test_the_declared_kinds_cover_what_random_games_ask(game_id):
    ruleset = get_ruleset(game_id)
    versions = next((o.choices for o in ruleset.options if o.key == "version"), (None,))
    links = links_for(game_id)
    for i, version in enumerate(versions):
        options = {} if version is None else {"version": version}
        for seed in (1, 2):
            players = ruleset.min_players + (seed + i) % (ruleset.max_players - ruleset.min_players + 1)
            actions, pending = _kinds_seen(game_id, options, seed, players, 600)
            assert actions <= set(links.actions), (version, seed)
            assert pending <= set(links.pending), (version, seed)


def _parse(game_id: str, text: str, md: str = "# Game\n\n## Turn\n\n### Deals\n"):
    return parse_links(game_id, Node(yaml.safe_load(text), "links.yaml"), md)


def test_the_check_names_a_missing_kind_an_unknown_kind_and_a_missing_heading():
    every = "\n".join(f"  {k}: Turn" for k in sorted(decision_kinds("star-cargo")[0]))
    assert _parse("star-cargo", "actions:\n" + every).actions["Sell"] == "Turn"
    with pytest.raises(ContentError, match="no section named for Sell"):
        _parse("star-cargo", "actions:\n" + every.replace("  Sell: Turn", ""))
    with pytest.raises(ContentError, match="no action kind 'Fly'"):
        _parse("star-cargo", "actions:\n" + every + "\n  Fly: Turn")
    with pytest.raises(ContentError, match="no heading 'Turns'"):
        _parse("star-cargo", "actions:\n" + every.replace("Sell: Turn", "Sell: Turns"))
    with pytest.raises(ContentError, match="unknown key"):
        _parse("star-cargo", "actions:\n" + every + "\nextra: {}")


def test_headings_are_read_as_the_reader_shows_them():
    md = "# **Big** game\n\nText\n\n```\n## not a heading\n```\n## Winning: `Family`\n###   Spaced   out\n"
    assert headings(md) == ["Big game", "Winning: Family", "Spaced out"]


def test_the_section_follows_the_pending_question_before_the_turn():
    from game.rules.pending import Pending

    links = links_for("cartel")

    class Asked:
        def window(self):
            return Pending(1, "sachs", "Warden Sachs: pay?")

    class Turn:
        def window(self):
            return None

    from game.games.cartel.rules.actions import Draw, Move

    assert links.section_for(Asked(), []) == "Officials at work"
    assert links.section_for(Turn(), [Move(0, 0, 1, 0, 1), Draw()]) == "Moving"
