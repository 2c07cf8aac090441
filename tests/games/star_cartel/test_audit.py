"""Second-review audit of Star Cartel against the rulebook and our notes."""
import random
import re
from pathlib import Path

from game.content import content_path
from game.games.star_cartel.rules import Load, NoStash, Stash

from .helpers import arrange, full_hub, new_game, play

RULEBOOK = Path("/work/shared/rules/star-cartel.txt")


def _leftover_delivery(stash=True, kept="food"):
    """Seat 1 fills a capacity-9 hold: crystals 4 (largest), medicine 1
    (smallest), and two equal leftover sets, food 1+1 and weapons 1+1.  It
    stashes the food (or `kept`, or nothing); the other set is discarded."""
    s = arrange(new_game(3), seat=1, capacity=9, hold=["c4", "f1", "f1", "w1", "w1"],
                hub=full_hub(["m1", "m4", "c4", "f4"]))
    play(s, Load(0, 0, "medicine", 1))
    assert s.stage == "stash"
    handed = {c.id for c in s.discard}  # largest and smallest: handed over openly
    weapons = {c.id for c in s.sets["weapons"]}
    play(s, Stash(kept) if stash else NoStash())
    if kept != "food":
        return s, handed, weapons
    assert s.current == 2 and weapons <= {c.id for c in s.discard}
    return s, handed, weapons


def test_determinize_hides_which_leftover_set_was_stashed():
    # The discard pile lies face down (notes, rules.md): a rival knows seat 1
    # kept one of two equal sets, not which.  A determinized copy for seat 0
    # must not keep the discarded weapons in place, or the bot could read the
    # stash off the discard pile.
    s, handed, weapons = _leftover_delivery()
    unseen = sorted(c.id for c in s.deck + s.stashes[1] + s.stashes[2] + s.discard)
    moved = 0
    for k in range(10):
        d = s.determinize(0, random.Random(k))
        ids = {c.id for c in d.discard}
        assert handed <= ids  # the cards handed over in the open stay known
        assert len(d.discard) == len(s.discard) and [len(x) for x in d.stashes] == [len(x) for x in s.stashes]
        assert sorted(c.id for c in d.deck + d.stashes[1] + d.stashes[2] + d.discard) == unseen
        assert d.view_for(0) == s.view_for(0)
        assert not d.invariant_errors()
        moved += not weapons <= ids
    assert moved >= 8
    # seat 1 discarded the weapons itself, so its own copy keeps them there
    for k in range(5):
        assert weapons <= {c.id for c in s.determinize(1, random.Random(k)).discard}


def test_determinized_copies_do_not_depend_on_which_set_was_kept():
    a, _h, _w = _leftover_delivery(kept="food")
    b, _h, _w = _leftover_delivery(kept="weapons")
    assert a.view_for(0) == b.view_for(0)

    def hidden_part(d):
        return ([c.id for c in d.deck], [c.id for c in d.discard], [[c.id for c in x] for x in d.stashes])

    for k in range(3):
        assert hidden_part(a.determinize(0, random.Random(k))) == hidden_part(b.determinize(0, random.Random(k)))


def test_leftovers_discarded_without_a_stash_are_public():
    # stashing nothing (a public fact) means every leftover went to the discard
    s, handed, weapons = _leftover_delivery(stash=False)
    for k in range(5):
        assert {c.id for c in s.discard} == {c.id for c in s.determinize(0, random.Random(k)).discard}


def _runs(text, n):
    words = re.findall(r"[a-z0-9']+", text.lower())
    return {" ".join(words[i:i + n]) for i in range(len(words) - n + 1)}


def test_texts_are_in_our_own_words():
    # the in-app summary and the ability texts may share game terms with the
    # rulebook, but not whole clauses
    book = _runs(RULEBOOK.read_text(encoding="utf-8"), 9)
    for name in ("rules.md", "ships.yaml"):
        copied = _runs(content_path("star_cartel", name).read_text(encoding="utf-8"), 9) & book
        assert not copied, f"{name} copies the rulebook: {sorted(copied)}"
