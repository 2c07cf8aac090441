"""Star Cargo rules, one focused test per rule, on positions built directly.

Planets: vermilion cinder rusk pyrrha emberlyn; sky tidewell nimbus glasswater
azurine; gold saffron brassfall halcyon amberlee."""
import json
import random

import pytest

from game.rules.core import IllegalAction
from game.games import get_ruleset
from game.games.star_cargo.rules import ChoosePlanet, Discover, Move, PickUp, Sell
from tests.conformance import random_playout
from tests.games.star_cargo.helpers import CAT, arrange, card, colonies_except, kinds, planet

RULES = get_ruleset("star-cargo")


def refuse(state, action, *words):
    """The action is illegal, the state unchanged and the reason says `words`."""
    before = state.fingerprint()
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.fingerprint() == before
    for w in words:
        assert w in str(info.value), f"{w!r} not in {str(info.value)!r}"
    return str(info.value)


# ------------------------------------------------------------ registration


def test_registered_with_metadata():
    assert RULES.id == "star-cargo" and RULES.name == "Star Cargo"
    assert (RULES.min_players, RULES.max_players) == (2, 4)
    assert len(RULES.tiebreak_labels) == 2
    with pytest.raises(Exception):
        RULES.new_game(5)


# ------------------------------------------------------------ setup


def test_setup_each_seat_chooses_a_planet_from_the_bank_in_turn():
    st = RULES.new_game(3, {}, seed=4)
    assert st.phase() == "Setup" and st.to_act == 0
    assert "Choose a planet" in st.prompt()
    legal = st.legal_actions()
    assert len(legal) == 12 and all(isinstance(a, ChoosePlanet) for a in legal)
    events = st.apply(ChoosePlanet("cinder"))
    cinder = planet("cinder")
    assert st.in_play == [cinder] and st.ships[0] == cinder
    assert st.under[cinder] >= 0 and len(st.deck) == 51
    assert kinds(events)[:2] == ["choose", "deal"]
    deal = events[1]
    assert deal.barrier and deal.sound == "card"
    assert deal.data == {"planet": "cinder", "card": CAT.cards[st.under[cinder]].to_json()}
    assert st.to_act == 1
    refuse(st, ChoosePlanet("cinder"), "already in play")
    refuse(st, PickUp(), "choose a planet")
    refuse(st, Move("tidewell"), "not started")
    assert len(st.legal_actions()) == 11
    st.apply(ChoosePlanet("rusk"))  # the same colour as another seat's is allowed
    st.apply(ChoosePlanet("nimbus"))
    assert st.phase() == "Trading" and st.to_act == 0 and st.turn == 0
    assert st.ships == [cinder, planet("rusk"), planet("nimbus")]
    refuse(st, ChoosePlanet("halcyon"), "setup is over")
    assert st.invariant_errors() == []


def test_a_colony_dealt_at_setup_makes_a_colony_and_setup_never_ends_the_game():
    st = RULES.new_game(2, {}, seed=9)
    # keep only colony cards in the deck: every setup deal settles a colony
    st.discard = [c for c in st.deck if not CAT.is_colony[c]]
    st.deck = [c for c in st.deck if CAT.is_colony[c]]
    st.apply(ChoosePlanet("cinder"))
    events = st.apply(ChoosePlanet("tidewell"))
    assert set(st.colonised) == {planet("cinder"), planet("tidewell")}
    assert "colony" in kinds(events)
    assert not st.is_over and st.phase() == "Trading"
    # nothing to pick up on a colony: only flights are possible
    assert all(isinstance(a, (Move, Discover)) for a in st.legal_actions())
    # flying between the two colonies deals nothing and does not end the game
    st.apply(Move("tidewell"))
    assert not st.is_over and st.invariant_errors() == []
    # discovering a planet that is dealt a colony leaves only colonies: the end
    st.apply(Discover("halcyon"))
    assert st.is_over and st.to_act is None and st.legal_actions() == []


# ------------------------------------------------------------ pick up / jettison


def test_pick_up_takes_the_card_into_the_hold_and_deals_a_new_one():
    st = arrange(planets={"cinder": "7H", "tidewell": "2S"}, ships=["cinder", "tidewell"])
    deck_before = set(st.deck)
    events = st.apply(PickUp())
    cinder = planet("cinder")
    assert st.holds[0] == card("7H") and st.origins[0] == cinder
    assert st.under[cinder] in deck_before and st.under[cinder] not in st.deck
    assert kinds(events)[:2] == ["pickup", "deal"]
    assert "picks up the seven of hearts at Cinder" in events[0].text
    assert events[1].barrier
    assert st.to_act == 1 and st.turn == 2


def test_picking_up_with_a_full_hold_jettisons_the_old_cargo_face_up():
    st = arrange(planets={"cinder": "7H", "tidewell": "2S"}, ships=["cinder", "tidewell"],
                 holds=[("3C", "tidewell"), None])
    events = st.apply(PickUp())
    assert st.holds[0] == card("7H") and st.origins[0] == planet("cinder")
    assert st.discard[-1] == card("3C")
    assert kinds(events)[:3] == ["pickup", "jettison", "deal"]
    assert "jettisons the three of clubs" in events[1].text
    assert st.view_for(1)["discard"][-1] == "3C"  # face up: everyone sees it


def test_a_colony_is_never_picked_up():
    st = arrange(planets={"cinder": "QH", "tidewell": "2S"}, ships=["cinder", "tidewell"])
    assert PickUp() not in st.legal_actions()
    refuse(st, PickUp(), "Cinder is a colony", "no cargo")


# ------------------------------------------------------------ move / discover


def test_move_only_to_a_planet_of_another_colour():
    st = arrange(planets={"cinder": "7H", "rusk": "4D", "tidewell": "2S", "saffron": "9C"},
                 ships=["cinder", "saffron"])
    refuse(st, Move("rusk"), "Rusk is the same colour (vermilion) as Cinder")
    refuse(st, Move("cinder"), "already at Cinder")
    refuse(st, Move("nimbus"), "not in play yet", "discover")
    refuse(st, Move("nowhere"), "no planet called 'nowhere'")
    assert Move("tidewell") in st.legal_actions() and Move("saffron") in st.legal_actions()
    events = st.apply(Move("saffron"))  # ships may share a planet
    assert st.ships == [planet("saffron"), planet("saffron")]
    assert events[0].data == {"seat": 0, "from": "cinder", "to": "saffron"}
    assert events[0].sound == "click" and not events[0].barrier
    assert st.to_act == 1


def test_discovery_brings_a_planet_of_another_colour_into_play_then_flies_there():
    st = arrange(planets={"cinder": "7H", "tidewell": "2S"}, ships=["cinder", "tidewell"])
    refuse(st, Discover("pyrrha"), "Pyrrha is the same colour (vermilion) as Cinder")
    refuse(st, Discover("tidewell"), "already in play")
    assert Discover("nimbus") in st.legal_actions()
    events = st.apply(Discover("nimbus"))
    nimbus = planet("nimbus")
    assert nimbus in st.in_play and st.under[nimbus] >= 0 and st.ships[0] == nimbus
    assert kinds(events)[:3] == ["discover", "deal", "move"]
    # the discovered cargo waits for a later turn: the turn has passed
    assert st.to_act == 1
    assert st.invariant_errors() == []


def test_there_is_always_a_flight_so_no_one_ever_has_to_pass():
    """Eight planets are of another colour than any planet; each is either in
    play (Move) or in the bank (Discover), so every turn has 8 flights."""
    for colour in CAT.colours:
        assert sum(p.colour is not colour for p in CAT.planets) == 8
    for players in (2, 3, 4):
        for state, legal, chosen in random_playout("star-cargo", players, seed=players):
            if chosen is not None and state.phase() == "Trading":
                assert sum(isinstance(a, (Move, Discover)) for a in legal) == 8


# ------------------------------------------------------------ sell


def test_sell_where_the_suit_matches_the_cargo_goes_to_the_secret_score_pile():
    st = arrange(planets={"cinder": "4C", "tidewell": "2H"}, ships=["tidewell", "cinder"],
                 holds=[("7H", "cinder"), None], piles=[["5S"], []])
    assert Sell() in st.legal_actions()
    events = st.apply(Sell())
    assert st.piles[0] == [card("5S"), card("7H")]
    assert st.holds[0] == -1 and st.origins[0] == -1
    assert st.under[planet("tidewell")] == card("2H")  # the market's card stays
    (sell,) = events
    assert sell.sound == "coins" and "7" not in sell.text and "hearts" not in sell.text
    assert "seven of hearts" in sell.text_for(0) and "12" in sell.text_for(0)
    assert sell.text_for(1) == sell.text


def test_sell_needs_cargo_and_a_matching_suit():
    st = arrange(planets={"cinder": "4C", "tidewell": "2H"}, ships=["tidewell", "cinder"])
    refuse(st, Sell(), "hold is empty")
    st = arrange(planets={"cinder": "4C", "tidewell": "2S"}, ships=["tidewell", "cinder"],
                 holds=[("7H", "cinder"), None])
    refuse(st, Sell(), "Tidewell buys spades", "your cargo is hearts")


def test_never_sell_at_the_planet_the_cargo_was_picked_up_from():
    # the new card dealt at Cinder after the pick-up is a heart, like the cargo
    st = arrange(planets={"cinder": "4H", "tidewell": "2S", "saffron": "5H"}, ships=["cinder", "tidewell"],
                 holds=[("7H", "cinder"), None])
    assert Sell() not in st.legal_actions()
    refuse(st, Sell(), "you picked this cargo up here; sell it elsewhere")
    # leaving and coming back does not wash the cargo
    st.apply(Move("tidewell"))
    st.apply(Move("saffron"))
    st.apply(Move("cinder"))
    st.apply(Move("cinder"))
    assert st.ships[0] == planet("cinder") and st.to_act == 0
    refuse(st, Sell(), "picked this cargo up here")
    # any other planet buying hearts will do
    st.apply(Move("saffron"))
    st.apply(Move("tidewell"))
    assert Sell() in st.legal_actions()


def test_a_colony_is_permanent_and_always_buys_its_suit():
    st = arrange(planets={"cinder": "QH", "tidewell": "2S", "saffron": "9H"}, ships=["cinder", "tidewell"],
                 holds=[("6H", "saffron"), None])
    cinder = planet("cinder")
    assert st.colonised == {cinder: card("QH")}
    st.apply(Sell())
    assert st.under[cinder] == card("QH") and st.colonised[cinder] == card("QH")
    assert st.view_for(None)["planets"][0] == {"id": "cinder", "card": "QH", "colony": True}
    # the record catches a colony that changed back
    broken = st.clone()
    spare = broken.deck.pop()
    broken.deck.append(broken.under[cinder])
    broken.under[cinder] = spare
    assert any("changed back" in e for e in broken.invariant_errors())


# ------------------------------------------------------------ deck running out


def _small_catalogue(tmp_path):
    """The content with one colony rank only (4 colonies for 12 planets), so
    the deck can run out during play."""
    import shutil

    import yaml

    from game.content import content_path
    from game.games.star_cargo.rules import load_catalogue_from

    folder = tmp_path / "star_cargo"
    shutil.copytree(content_path("star_cargo"), folder)
    deck = yaml.safe_load((folder / "deck.yaml").read_text(encoding="utf-8"))
    deck["ranks"] = [r for r in deck["ranks"] if r["id"] not in ("Q", "K")]
    (folder / "deck.yaml").write_text(yaml.safe_dump(deck), encoding="utf-8")
    return load_catalogue_from(folder)


def test_empty_deck_reshuffles_the_discard_pile_into_a_new_deck(tmp_path):
    cat = _small_catalogue(tmp_path)
    assert len(cat.cards) == 44 and cat.colony_cards == 4
    everything_else = [c.code for c in cat.cards if c.code not in ("7H", "2S", "3C", "4D", "5D", "JS", "JH", "JD", "JC")]
    st = arrange(planets={"cinder": "7H", "tidewell": "JS", "saffron": "JH", "rusk": "JD", "nimbus": "JC"},
                 ships=["cinder", "tidewell"], holds=[("2S", "tidewell"), None],
                 piles=[everything_else, []], discard=["3C", "4D", "5D"], deck=[], cat=cat)
    events = st.apply(PickUp())
    assert kinds(events) == ["pickup", "jettison", "reshuffle", "deal"]
    reshuffle = events[2]
    assert reshuffle.barrier and "4 jettisoned cards" in reshuffle.text
    assert st.discard == [] and len(st.deck) == 3
    assert cat.cards[st.under[planet("cinder", cat)]].code in {"3C", "4D", "5D", "2S"}
    assert not st.is_over and st.invariant_errors() == []


def test_no_card_left_to_deal_ends_the_game(tmp_path):
    cat = _small_catalogue(tmp_path)
    everything_else = [c.code for c in cat.cards if c.code not in ("7H", "JS", "JH", "JD", "JC")]
    st = arrange(planets={"cinder": "7H", "tidewell": "JS", "saffron": "JH", "rusk": "JD", "nimbus": "JC"},
                 ships=["cinder", "tidewell"], piles=[[], everything_else], deck=[], cat=cat)
    events = st.apply(PickUp())
    assert st.is_over and st.to_act is None
    assert "deck and the discard pile are both empty" in st.end_reason
    assert events[-1].kind == "end" and events[-1].data["winners"] == [1]
    assert st.under[planet("cinder", cat)] == -1
    assert st.invariant_errors() == []


def test_with_the_standard_deck_the_deck_never_runs_out():
    """Colony cards never leave the table, so while a planet is still open at
    least one colony card is in the deck: the reshuffle is never needed."""
    for seed in range(12):
        ruleset = RULES
        st = ruleset.new_game(2 + seed % 3, {}, seed)
        rng = random.Random(seed)
        while not st.is_over:
            events = st.apply(rng.choice(st.legal_actions()))
            assert "reshuffle" not in kinds(events)
        assert st.end_reason == "every planet in play is a colony"


# ------------------------------------------------------------ the end


def test_the_game_ends_at_once_when_every_planet_in_play_is_a_colony():
    st = arrange(planets={"cinder": "7H", "tidewell": "JS", "saffron": "QD"}, ships=["cinder", "tidewell"],
                 deck=colonies_except("JS", "QD"))
    events = st.apply(PickUp())  # the only card left to deal are colonies
    assert st.is_over and st.to_act is None and st.phase() == "Game over"
    assert kinds(events)[-2:] == ["colony", "end"]
    assert events[-1].barrier and "every planet in play is a colony" in events[-1].text
    assert st.legal_actions() == []
    refuse(st, Move("tidewell"), "game is over")


def test_a_colony_dealt_while_another_planet_is_open_does_not_end_the_game():
    st = arrange(planets={"cinder": "7H", "tidewell": "5S", "saffron": "QD"}, ships=["cinder", "tidewell"],
                 deck=colonies_except("QD"))
    st.apply(PickUp())
    assert not st.is_over and planet("cinder") in st.colonised and st.to_act == 1


# ------------------------------------------------------------ scores and ties


def test_score_is_the_sum_of_sold_cargo_and_hold_does_not_count():
    st = arrange(planets={"cinder": "QS", "tidewell": "2H"}, ships=["cinder", "tidewell"],
                 holds=[("10H", "tidewell"), None], piles=[["AS", "5D"], ["9C"]])
    scores = st.scores()
    assert [s.total for s in scores] == [6, 9]
    assert scores[0].breakdown == {"cargo sold": 6}  # only points; the rest explains the tie-breaks
    assert scores[0].details == {"cargo sold": "2 cards (cargo worth 10 left unsold in the hold)"}
    assert st.winners() == [1]


def test_ties_go_to_the_higher_cargo_in_hold_then_more_cards_then_shared():
    st = arrange(planets={"cinder": "QS", "tidewell": "2H"}, ships=["cinder", "tidewell"],
                 holds=[("3H", "tidewell"), ("5C", "tidewell")], piles=[["10S"], ["6S", "4S"]])
    assert st.winners() == [1]  # 10 each; five in hold beats three
    st = arrange(planets={"cinder": "QS", "tidewell": "2H"}, ships=["cinder", "tidewell"],
                 holds=[("5H", "tidewell"), ("5C", "tidewell")], piles=[["10S"], ["6S", "4S"]])
    assert st.winners() == [1]  # same hold value; two cards beat one
    st = arrange(planets={"cinder": "QS", "tidewell": "2H"}, ships=["cinder", "tidewell"],
                 holds=[("5H", "tidewell"), ("5C", "tidewell")], piles=[["10S", "AD"], ["6S", "5S"]])
    assert st.winners() == [0, 1]  # shared
    st = arrange(players=3, planets={"cinder": "QS", "tidewell": "2H"}, ships=["cinder"] * 3,
                 holds=[None, ("AC", "tidewell"), None], piles=[["4S"], ["3S"], ["2S", "2D"]])
    assert st.winners() == [2]  # 4, 3, 4 points; no cargo in either hold; two cards beat one
    assert [s.tiebreak for s in st.scores()] == [(0, 1), (1, 1), (0, 2)]


# ------------------------------------------------------------ turn order, prompts, labels


def test_turn_passes_to_the_left_and_prompt_lists_the_options():
    st = arrange(players=3, planets={"cinder": "7H", "tidewell": "2H"}, ships=["tidewell", "cinder", "cinder"],
                 holds=[("9H", "cinder"), None, None])
    prompt = st.prompt()
    assert "pick up the two of hearts" in prompt.lower() and "sell your nine of hearts" in prompt
    assert "not sky blue" in prompt
    st.apply(Sell())
    assert st.to_act == 1
    st.apply(Move("tidewell"))
    assert st.to_act == 2
    st.apply(Move("tidewell"))
    assert st.to_act == 0


def test_labels_and_json_round_trip():
    assert Discover("nimbus").label() == "Discover Nimbus (sky blue) and fly there"
    assert Move("halcyon").label() == "Fly to Halcyon (gold)"
    assert ChoosePlanet("cinder").label() == "Start at Cinder (vermilion)"
    assert PickUp().label() and Sell().label()
    for a in (Discover("nimbus"), Move("rusk"), PickUp(), Sell(), ChoosePlanet("amberlee")):
        data = json.loads(json.dumps(a.to_json()))
        assert RULES.action_from_json(data) == a


# ------------------------------------------------------------ hidden information


def test_view_shows_own_score_pile_and_only_counts_of_others():
    st = arrange(players=3, planets={"cinder": "QS", "tidewell": "2H"}, ships=["cinder", "tidewell", "cinder"],
                 holds=[None, ("8D", "cinder"), None], piles=[["AS", "5D"], ["9C"], []], discard=[])
    view = st.view_for(0)
    json.dumps(view)
    assert view["score_piles"][0] == {"count": 2, "cards": ["AS", "5D"], "points": 6}
    assert view["score_piles"][1] == {"count": 1} and view["score_piles"][2] == {"count": 0}
    assert view["deck"] == len(st.deck) and isinstance(view["deck"], int)
    assert view["holds"] == [None, "8D", None] and view["origins"] == [None, "cinder", None]
    assert view["bank"] and "cinder" not in view["bank"]
    spectator = st.view_for(None)
    assert all("cards" not in p for p in spectator["score_piles"])


def test_score_piles_are_revealed_when_the_game_is_over():
    st = arrange(planets={"cinder": "7H", "tidewell": "JS"}, ships=["cinder", "tidewell"],
                 piles=[["AS"], ["9C"]], deck=colonies_except("JS"))
    st.apply(PickUp())
    assert st.is_over
    assert st.view_for(0)["score_piles"][1]["cards"] == ["9C"]


def test_determinize_resamples_other_piles_among_unseen_cargo_and_keeps_sizes():
    st = arrange(players=3, planets={"cinder": "QS", "tidewell": "2H"}, ships=["cinder", "tidewell", "cinder"],
                 piles=[["AS", "5D"], ["9C", "8C", "7C"], ["6C"]])
    seen = set()
    for k in range(20):
        det = st.determinize(0, random.Random(k))
        assert det.view_for(0) == st.view_for(0)
        assert det.piles[0] == st.piles[0]
        assert [len(p) for p in det.piles] == [2, 3, 1]
        assert not any(CAT.is_colony[c] for p in det.piles for c in p)
        assert sorted(c for c in det.deck if CAT.is_colony[c]) == sorted(c for c in st.deck if CAT.is_colony[c])
        assert det.invariant_errors() == []
        assert det.rng.getstate() != st.rng.getstate()
        seen.add(tuple(det.piles[1]))
    assert len(seen) > 15


def test_invariants_catch_lost_duplicated_and_misplaced_cards():
    st = arrange(planets={"cinder": "7H", "tidewell": "2S"}, ships=["cinder", "tidewell"])
    lost = st.clone()
    lost.deck.pop()
    assert any("cards missing" in e for e in lost.invariant_errors())
    twice = st.clone()
    twice.discard.append(twice.deck[0])
    assert any("two places" in e for e in twice.invariant_errors())
    two_in_hold = st.clone()
    two_in_hold.holds[0] = (two_in_hold.deck.pop(), two_in_hold.deck.pop())
    assert any("not one card" in e for e in two_in_hold.invariant_errors())
    colony_sold = st.clone()
    queen = card("QD")
    colony_sold.deck.remove(queen)
    colony_sold.piles[1].append(queen)
    assert any("colony card in its score pile" in e for e in colony_sold.invariant_errors())


def test_is_legal_agrees_with_the_legal_action_list():
    everything = [PickUp(), Sell()] + [cls(p.id) for p in CAT.planets for cls in (ChoosePlanet, Move, Discover)]
    for players in (2, 4):
        for i, (state, legal, chosen) in enumerate(random_playout("star-cargo", players, seed=10 + players)):
            if i % 3:
                continue
            legal_set = set(legal)
            for a in everything:
                assert state.is_legal(a) == (a in legal_set), (a, state.phase())
                if a not in legal_set:
                    assert state.why_illegal(a)


def test_a_pick_up_names_the_cargo_it_will_jettison_before_it_does():
    """Issue 49 item 16: the cost is told before the click, from the rules."""
    import random as _random

    from game.games import get_ruleset
    from game.games.star_cargo.rules.actions import PickUp

    told = 0
    for seed in range(6):
        rng = _random.Random(seed)
        state = get_ruleset("star-cargo").new_game(3, {}, seed)
        while not state.is_over:
            a = rng.choice(state.legal_actions())
            words = " ".join(state.consequences(a))
            kinds = [e.kind for e in state.apply(a)]
            assert ("jettisoned" in words) == ("jettison" in kinds), (a, words, kinds)
            told += isinstance(a, PickUp) and "jettisoned" in words
    assert told
