"""Second-review audit of Star Cargo: one test per discrepancy found against
the rulebook (/work/shared/rules/star-cargo.txt), the notes' design decisions
and the protocol contract (view_for / determinize / legal actions)."""
import random
import shutil

import yaml

from game.content import content_path
from game.games import get_ruleset
from game.games.star_cargo.rules import ChoosePlanet, load_catalogue_from
from tests.conformance import random_playout
from tests.games.star_cargo.helpers import CAT, arrange

RULES = get_ruleset("star-cargo")


# ------------------------------------------------------------ determinize


def _same_view_other_pile():
    """Two positions seat 0 cannot tell apart: seat 1 sold either three tens
    or three twos; the other three cards are still in the deck."""
    table = dict(players=2, planets={"cinder": "QS", "tidewell": "2H"}, ships=["cinder", "tidewell"])
    a = arrange(piles=[["AS"], ["10H", "10S", "10D"]], **table)
    b = arrange(piles=[["AS"], ["2C", "2S", "2D"]], **table)
    assert a.view_for(0) == b.view_for(0)
    return a, b


def test_determinize_depends_only_on_what_the_seat_can_see():
    """The identity of the cards in another seat's secret score pile must not
    survive in a determinized copy, not even as the order of the deck list
    (it used to put the true pile cards last in the deck)."""
    a, b = _same_view_other_pile()
    for k in range(10):
        da, db = a.determinize(0, random.Random(k)), b.determinize(0, random.Random(k))
        assert da.fingerprint() == db.fingerprint(), "determinize reveals seat 1's score pile"
    # the symptom: how often seat 1's true cards sit at the end of the deck list
    true = set(a.piles[1])
    hits = sum(len(true & set(a.determinize(0, random.Random(k)).deck[-3:])) for k in range(200))
    assert hits / 200 < 1.0, f"the true pile cards end the deck list {hits / 200:.2f} times in 3"


def test_determinize_of_a_determinized_copy_matches_in_real_games():
    """In real playouts: a copy resampled for a seat (same view) determinizes
    exactly like the true state for that seat and the same generator."""
    checked = 0
    for players in (2, 4):
        for i, (state, legal, chosen) in enumerate(random_playout("star-cargo", players, seed=30 + players)):
            if chosen is None or i % 9 or not any(state.piles):
                continue
            for seat in range(players):
                altered = state.determinize(seat, random.Random(777 + i))
                assert altered.view_for(seat) == state.view_for(seat)
                one = state.determinize(seat, random.Random(i))
                two = altered.determinize(seat, random.Random(i))
                assert one.fingerprint() == two.fingerprint()
                assert one.invariant_errors() == []
                checked += 1
    assert checked > 20


def test_determinize_keeps_every_deducible_card_where_it_is():
    a, _ = _same_view_other_pile()
    for k in range(10):
        d = a.determinize(0, random.Random(k))
        assert sorted(d.deck + d.piles[1]) == sorted(a.deck + a.piles[1])
        assert [c for c in d.deck if CAT.is_colony[c]] and \
            sorted(c for c in d.deck if CAT.is_colony[c]) == sorted(c for c in a.deck if CAT.is_colony[c])
        assert (d.under, d.holds, d.origins, d.discard, d.piles[0]) == (a.under, a.holds, a.origins, a.discard,
                                                                         a.piles[0])


# ------------------------------------------------------------ setup running out of cards


def test_a_setup_deal_from_an_empty_deck_ends_the_game(tmp_path):
    """Design: a card must be dealt, deck and discard pile are empty -> the
    game ends.  When that happens at the last setup choice the game must stay
    over (it used to be switched to the trading phase with a planet in play
    and no card under it)."""
    folder = tmp_path / "star_cargo"
    shutil.copytree(content_path("star_cargo"), folder)
    deck = yaml.safe_load((folder / "deck.yaml").read_text(encoding="utf-8"))
    deck["suits"] = deck["suits"][:1]
    deck["ranks"] = [r for r in deck["ranks"] if r["id"] in ("A", "J")]
    (folder / "deck.yaml").write_text(yaml.safe_dump(deck), encoding="utf-8")
    cat = load_catalogue_from(folder)
    assert len(cat.cards) == 2
    st = RULES.new_game(3, {}, seed=1, catalogue=cat)
    st.apply(ChoosePlanet("cinder"))
    st.apply(ChoosePlanet("tidewell"))
    events = st.apply(ChoosePlanet("saffron"))
    assert events[-1].kind == "end" or any(e.kind == "end" for e in events)
    assert st.is_over and st.phase() == "Game over" and st.to_act is None
    assert st.legal_actions() == []
    assert st.invariant_errors() == []
