"""A card named in a deal is known to the two sides only: a third trader's
view of the stack, the offer's prompt, the log lines and its determinized
copies never name it (the card is resampled like any hand card), while the
two sides read it and keep it where it is; a game with such a deal saves and
replays."""
import json
import random

from game.games.star_traders.rules.trading import ANY_CARD, card_title
from game.rules.deals import Accept, AddItem, Counter, DealItem, DealWith, Propose, Refuse
from game.session import Match, Seat

from .test_trading import add, deal, setup


def offered_card(s):
    """P1 offers P2 its card for $3; returns the card and the events of the offer."""
    mine = s.hands[0][0]
    s.apply(DealWith(1))
    add(s, DealItem(0, "card", str(mine)))
    add(s, DealItem(1, "money", "", 3))
    return mine, s.apply(Propose())


def named_refs(view) -> set:
    return {i["ref"] for p in view["stack"] for key in ("items", "answering")
            for i in p["data"].get(key, []) if i["kind"] == "card"}


def test_the_stack_names_the_card_to_the_two_sides_only():
    s = setup()
    mine, _ = offered_card(s)
    for side in (0, 1):
        assert str(mine) in named_refs(s.view_for(side))
    for outsider in (2, None):
        view = s.view_for(outsider)
        assert named_refs(view) == {""}
        assert str(mine) not in json.dumps(view["stack"])
    answer = s.view_for(2)["stack"][-1]["prompt"]
    assert answer == "Player 1 offers: P1 gives a card; P2 gives 3 money"
    assert f"card {mine}" in s.view_for(1)["stack"][-1]["prompt"] and f"card {mine}" in s.prompt()  # P2 answers


def test_the_offer_line_says_a_card_to_others_and_names_it_to_the_sides():
    s = setup()
    mine, events = offered_card(s)
    offer = next(e for e in events if e.kind == "offer")
    assert offer.text_for(2) == "Player 1 offers Player 2: P1 gives a card; P2 gives 3 money."
    assert f"card {mine}" in offer.text_for(0) and f"card {mine}" in offer.text_for(1)
    assert [i["ref"] for i in offer.data_for(2)["items"]] == ["", ""]
    assert str(mine) in [i["ref"] for i in offer.data_for(1)["items"]]
    accepted = s.apply(Accept())
    for e in accepted:
        assert str(mine) not in json.dumps(e.data_for(2)) or e.kind not in ("deal", "traded")
        assert card_title(mine) not in e.text_for(2)
    assert card_title(mine) in next(e for e in accepted if e.kind == "traded").text_for(1)


def test_a_third_traders_worlds_resample_the_card_and_the_sides_pin_it():
    s = setup()
    s.hands[2] = [s.deck.pop()]
    mine, _ = offered_card(s)
    offered_in = set()
    for i in range(40):
        world = s.determinize(2, random.Random(i))
        assert world.invariant_errors() == []
        card = next(it for it in world.window().get("items") if it.kind == "card")
        assert card.ref == ANY_CARD or int(card.ref) in world.hands[0]  # P1 offers a card it holds there
        offered_in.add(card.ref)
        for side in (0, 1):
            pinned = s.determinize(side, random.Random(i))
            assert mine in pinned.hands[0] and pinned.window().get("items") == s.window().get("items")
    assert len(offered_in) > 3  # the card is not pinned to its true name in the outsider's worlds


def test_a_counter_keeps_the_card_it_answers_private():
    s = setup()
    mine, _ = offered_card(s)
    s.apply(Counter())
    assert str(mine) in named_refs(s.view_for(1)) and str(mine) not in json.dumps(s.view_for(2)["stack"])
    world = s.determinize(2, random.Random(5))
    answered = next(it for it in world.window().get("answering") if it.kind == "card")
    assert int(answered.ref) in world.hands[0]


def test_a_refused_offer_with_a_card_leaks_nothing_to_a_third_traders_worlds():
    s = setup()
    mine, _ = offered_card(s)
    s.apply(Refuse())
    for i in range(10):
        world = s.determinize(2, random.Random(i))
        assert all(it.ref == ANY_CARD or int(it.ref) in world.hands[0]
                   for _, o in world.deal_refusals for it in o.items if it.kind == "card")


def test_a_game_with_a_card_offered_saves_and_replays():
    m = Match("star-traders", [Seat(f"P{i + 1}") for i in range(3)], 7, {"version": "black-hole"})
    rng = random.Random(7)
    while not (m.state.stage == "turn" and not m.state.stack and m.state.hands[m.state.current]
               and DealWith((m.state.current + 1) % 3) in m.state.legal_actions()):
        m.apply(rng.choice([a for a in m.state.legal_actions() if not isinstance(a, DealWith)]))
    me, partner = m.state.current, (m.state.current + 1) % 3
    m.apply(DealWith(partner))
    m.apply(next(a for a in m.state.legal_actions() if isinstance(a, AddItem) and a.kind == "card"
                 and a.giver == me))
    m.apply(Propose())
    m.apply(Counter())
    m.apply(next(a for a in m.state.legal_actions() if isinstance(a, AddItem) and a.kind == "money"))
    m.apply(Propose())
    saved = m.dumps()
    again = Match.loads(saved)
    assert again.checksum() == m.checksum() and again.state.view_for(3 - me - partner) == \
        m.state.view_for(3 - me - partner)
    m.apply(Accept())
    assert Match.loads(m.dumps()).checksum() == m.checksum()
