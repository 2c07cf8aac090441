"""Issue 49 (play test 8): on the New game screen of Star Traders, choosing
another Version renumbered the option keys (Reroll 5 -> 8, First trader
4 -> 5) as rows came into play and went out of it; and "Max-Prestige
petition" and "Super Nova has no Personalities" were shrunk to fit, drawn
smaller than the other rows' words.  An option keeps its number whatever
the Version, and every row's words keep their size (wrapped, not shrunk)."""
import pygame

from game.games import get_ruleset
from game.ui import theme
from tests.acceptance.test_setup_keys import _numbered, _open_setup, _press


def test_option_keys_stay_and_their_words_keep_their_size(open_app):
    person = open_app(last_setup={})
    _open_setup(person, "Star Traders")
    person.press(pygame.K_TAB)
    person.frames(2)
    rules = get_ruleset("star-traders")
    labels = [o.label for o in rules.options if o.shown]
    seen: dict[str, set[str]] = {}
    versions = []
    for _ in range(len(next(o for o in rules.options if o.key == "version").choices)):
        scene = person.app.top
        version = scene.options["version"]
        versions.append(version)
        keys = _numbered(person)
        for words, key in keys.items():
            seen.setdefault(words, set()).add(key)
        for row, _, why in scene.unused_options:
            lines = [d for d in person.screen.frame if d.rect is not None and row.contains(d.rect) and d.text in why
                     and d.rect.x >= row.centerx]
            assert " ".join(d.text for d in lines if d.size == theme.SIZE_SMALL) == why, (version, why, lines)
        for label in labels:
            pieces = [d for d in person.screen.frame if d.rect is not None and len(d.text) > 2 and d.text in label
                      and not any(row.contains(d.rect) and d.rect.x >= row.centerx for row, _, _ in scene.unused_options)]
            assert pieces and all(d.size == theme.SIZE_BODY for d in pieces), (version, label, pieces)
        _press(person, keys["Version"])
    assert len(set(versions)) == len(versions) > 2, versions
    for words in ("Version", "First trader", "Reroll", "Start game", "Back"):
        assert len(seen[words]) == 1, (words, seen[words])
