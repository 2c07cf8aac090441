"""Cartel's seven Officials, treachery, The Snitch, the end conditions and
scoring of a hand-built city."""
from game.games.cartel.rules import (Appoint, Attack, Bribe, Build, Discard, Draw, Move, PlaceAgent, Remove, Retrieve, Reveal,
                                     SaveAgent, Shadow, Skip, Snitch, Summon, Swap)
from game.rules.pending import PASS
from tests.games.cartel.helpers import agents, blank, building, give, official, play, sachs_attack, take


def test_treachery_discards_the_copy_already_in_service():
    s = blank()
    official(s, 1, "tracy")
    give(s, 0, "tracy")
    events = play(s, Bribe("tracy"))
    assert s.officials == [["tracy"], []] and s.discard == ["tracy"]
    assert any(e.kind == "treachery" for e in events)


def test_captain_juan_trashes_an_agent_of_the_leading_seat():
    s = blank(3)
    agents(s, (0, 0), 1, 2)
    agents(s, (1, 0), 2, 1)
    agents(s, (1, 0), 0, 1)
    give(s, 0, "juan")
    play(s, Bribe("juan"))
    assert s.stage == "juan" and s.legal_actions() == [Remove(1, 0, 0)]
    play(s, Remove(1, 0, 0))
    assert s.agents_at((0, 0)) == (0, 1, 0) and s.reserve[1] == 8


def test_congressman_tu_target_chooses_an_official_or_shows_the_hand():
    s = blank()
    official(s, 0, "tu")
    give(s, 1, "ford", "sven", "anniewares")
    play(s, Summon(1))
    assert s.to_act == 1 and s.window().kind == "summoned"
    assert set(s.legal_actions()) == {Appoint("ford"), Appoint("sven")}  # no Pass: it is compulsory
    play(s, Appoint("sven"))  # no arrival effect: no trade happens
    assert s.officials[1] == ["sven"] and s.to_act == 0 and s.stage == "action"
    play(s, Summon(1))
    play(s, Appoint("ford"))
    assert s.stage == "action" and s.officials[1] == ["sven", "ford"]  # Ford's arrival skipped too
    s = blank()
    official(s, 0, "tu")
    give(s, 1, "anniewares", "corner")
    play(s, Summon(1))
    assert s.legal_actions() == [Reveal()]
    events = play(s, Reveal())
    shown = [e for e in events if e.kind == "reveal"][0]
    assert shown.data["hand"] == ["anniewares", "corner"] and shown.barrier


def test_congressman_tu_may_name_its_owner_to_skip_an_officials_arrival():
    s = blank(3)
    agents(s, (0, 0), 0, 3)  # seat 0 leads in Agents: Juan's arrival would trash one of them
    official(s, 0, "tu")
    give(s, 0, "juan")
    assert {Summon(0), Summon(1), Summon(2)} <= set(s.legal_actions())
    play(s, Summon(0))
    assert s.to_act == 0 and s.window().kind == "summoned" and s.legal_actions() == [Appoint("juan")]
    play(s, Appoint("juan"))
    assert s.officials[0] == ["tu", "juan"] and s.agents_at((0, 0))[0] == 3 and s.stage == "action"


def test_detective_tracy_shifts_one_rival_agent_once_a_turn():
    s = blank()
    official(s, 0, "tracy")
    building(s, (0, 1), "anniewares")
    agents(s, (0, 0), 0)
    agents(s, (1, 0), 1)
    play(s, Move(0, 0, 0, 1, 1))
    assert s.stage == "tracy"
    assert Shadow(1, 1, 0, 0, 0) in s.legal_actions() and Skip() in s.legal_actions()
    play(s, Shadow(1, 1, 0, 0, 0))
    assert s.agents_at((0, 0)) == (0, 1) and s.tracy_used
    play(s, Move(0, 1, 1, 1, 1) if Move(0, 1, 1, 1, 1) in s.legal_actions() else Move(0, 1, 0, 0, 1))
    assert s.stage != "tracy"


def test_inspector_ford_takes_a_card_from_the_discards():
    s = blank()
    s.discard = [take(s, "toptech"), take(s, "corner")]
    give(s, 0, "ford")
    play(s, Bribe("ford"))
    assert set(s.legal_actions()) == {Retrieve("toptech"), Retrieve("corner"), Skip()}
    play(s, Retrieve("toptech"))
    assert s.hands[0] == ["toptech"] and s.discard == ["corner"]


def test_informant_fivel_ties_win_attacks_but_moving_in_costs_two_cards():
    s = blank()
    official(s, 0, "fivel")
    building(s, (0, 1), "anniewares")
    agents(s, (0, 0), 0)
    agents(s, (0, 1), 1)
    give(s, 0, "corner")
    assert Move(0, 0, 0, 1, 1) not in s.legal_actions()  # one card cannot pay two
    assert Move(0, 0, 1, 0, 1) in s.legal_actions()  # an empty space is free
    give(s, 0, "tee")
    play(s, Move(0, 0, 0, 1, 1))
    assert s.stage == "pay" and s.pay_left == 2
    play(s, Discard("corner"), Discard("tee"))
    assert s.stage == "attack"  # one against one is enough with Fivel
    play(s, Attack(1))
    assert s.agents_at((0, 1)) == (1, 0)


def test_warden_sachs_owner_decides_when_an_agent_is_about_to_be_trashed():
    s = sachs_attack("corner", "corner", "tee", tower=2)
    assert s.to_act == 1 and s.window().kind == "sachs" and set(s.legal_actions()) == {PASS, SaveAgent()}
    play(s, SaveAgent(), Discard("corner"), Discard("corner"), Discard("tee"))
    assert s.agents_at((1, -1)) == (0, 2) and s.agents_at((0, 1)) == (2, 0) and s.reserve[1] == 10 - 2
    assert s.to_act == 0 and s.stage == "action"
    s = sachs_attack("corner", "corner", "tee", tower=2)
    play(s, PASS)
    assert s.agents_at((0, 1)) == (2, 0) and s.reserve[1] == 10 - 1
    # with fewer than three cards nobody is asked
    s = sachs_attack("corner", "corner")
    assert s.to_act == 0 and s.reserve[1] == 9


def test_sneaky_sven_trades_for_an_agent_or_an_official_but_never_the_other_sven():
    s = blank()
    official(s, 1, "ford")
    agents(s, (0, 0), 1)
    give(s, 0, "sven")
    play(s, Bribe("sven"))
    assert set(s.legal_actions()) == {Swap(1, "agent", 0, 0), Swap(1, "ford", 0, 0)}
    play(s, Swap(1, "ford", 0, 0))
    assert s.officials == [["ford"], ["sven"]]
    s = blank()
    agents(s, (0, 0), 1)
    give(s, 0, "sven")
    play(s, Bribe("sven"), Swap(1, "agent", 0, 0))
    assert s.agents_at((0, 0)) == (1, 0) and s.reserve == [9, 10] and s.officials == [[], ["sven"]]
    s = blank()
    official(s, 1, "sven")
    give(s, 0, "sven")
    play(s, Bribe("sven"))  # treachery removes the other Sven first: nothing left to take
    assert s.officials == [["sven"], []] and s.stage == "action"


def test_the_snitch_needs_all_seven_officials_and_ends_the_game():
    s = blank(3)
    give(s, 0, "snitch")
    for i, k in enumerate(("juan", "tu", "tracy", "ford", "fivel", "sachs")):
        official(s, 1 + i % 2, k)
    assert Snitch() not in s.legal_actions()
    official(s, 2, "sven")
    play(s, Snitch())
    assert s.is_over and len(s.officials[0]) == 7 and s.officials[1] == s.officials[2] == []
    assert s.scores()[0].breakdown["officials"] == 14


def test_game_ends_when_a_seat_places_its_last_agent():
    s = blank()
    agents(s, (0, 0), 0, 9)
    give(s, 0, "anniewares")
    play(s, Build("anniewares", 0, 1), PlaceAgent(0, 1))
    assert s.is_over and s.reserve[0] == 0 and "every Agent" in s.ended_by


def test_game_ends_when_the_deck_runs_out_a_second_time():
    s = blank()
    s.discard = s.deck[:-1]
    s.deck = s.deck[-1:]
    play(s, Draw())
    assert not s.is_over
    play(s, Draw())  # empty: the discards become the deck
    assert s.reshuffled == 1 and not s.is_over
    s.discard += s.deck
    s.deck = []
    s._legal = None
    play(s, Draw())
    assert s.is_over and "second time" in s.ended_by


def test_a_deck_that_runs_out_with_no_discards_ends_the_game_and_says_so():
    s = blank()
    s.hands[1] += s.deck + s.discard  # every card held: nothing to draw, nothing to reshuffle
    s.discard = []
    s.deck = []
    s._legal = None
    play(s, Draw())
    assert s.is_over and s.reshuffled == 0 and "no discards" in s.ended_by


def test_scoring_of_a_hand_built_city_with_every_scoring_card():
    s = blank()
    # (0,1): G T on top -> G 2 + T 4 = 6; (1,1): D S T D? build: A, D | next to (0,1)? no D there
    building(s, (0, 1), "groundhog", "double_down", "toptech")       # 2 + 3 (D beside D) + 4
    building(s, (1, 1), "anniewares", "double_down", "skyline", "manned")  # 1 + 3 + 4 + agents
    building(s, (0, -1), "neue_news", "toptech", "anniewares", "shelfcorp", "laundromat", "security",
              "consulting")  # N: officials (2) + T not on top 0 + A 1 + zeros
    building(s, (1, -1), "groundhog", "groundhog")  # controlled by nobody
    agents(s, (0, 1), 0)
    agents(s, (1, 1), 0, 2)
    agents(s, (1, 1), 1)
    agents(s, (0, -1), 0)
    agents(s, (1, -1), 0)
    agents(s, (1, -1), 1)
    official(s, 0, "ford")
    official(s, 0, "tu")
    official(s, 1, "juan")
    scores = {sc.seat: sc for sc in s.scores()}
    assert scores[0].breakdown == {"buildings": 9 + (1 + 3 + 4 + 3) + (2 + 1), "officials": 4}
    assert scores[0].total == 27 and scores[0].tiebreak == (3, 2, 5)
    assert scores[1].total == 2 and scores[1].tiebreak == (0, 1, 2)


def test_ties_break_on_buildings_then_officials_then_agents():
    s = blank()
    building(s, (0, 1), "anniewares", "anniewares")
    building(s, (1, 1), "anniewares")
    building(s, (0, -1), "anniewares")
    agents(s, (0, 1), 0)
    agents(s, (1, 1), 1)
    agents(s, (0, -1), 1)
    assert [sc.total for sc in s.scores()] == [2, 2]
    assert s.winners() == [1]


def test_a_shown_hand_stays_known_to_samples_until_its_cards_are_played():
    import random
    s = blank()
    official(s, 0, "tu")
    give(s, 1, "anniewares", "corner")
    play(s, Summon(1), Reveal())
    assert s.known[1] == ["anniewares", "corner"] and s.view_for(0)["known"][1] == ["anniewares", "corner"]
    for k in range(5):
        assert s.determinize(0, random.Random(k)).hands[1] == ["anniewares", "corner"]
    play(s, Draw())  # seat 0's second Action; seat 1's turn: its draws are not known
    s.stage, s.current, s.actions_left, s._legal = "action", 1, 2, None
    play(s, Build("anniewares", 0, 1))
    assert s.known[1] == ["corner"]
    samples = [s.determinize(0, random.Random(k)).hands[1] for k in range(5)]
    assert all("corner" in h for h in samples)


def test_a_card_taken_with_ford_is_known():
    s = blank()
    s.discard = [take(s, "toptech")]
    give(s, 0, "ford")
    play(s, Bribe("ford"), Retrieve("toptech"))
    assert s.known[0] == ["toptech"]


def test_sneaky_svens_log_line_names_the_one_stolen_from():
    s = blank()
    official(s, 1, "ford")
    give(s, 0, "sven")
    play(s, Bribe("sven"))
    events = s.apply(Swap(1, "ford", 0, 0))
    line = next(e for e in events if e.kind == "swap").text
    assert line == "Player 1's Sneaky Sven takes Inspector Ford from Player 2; Player 2 gets Sven in return."
    s = blank()
    agents(s, (0, 0), 1)
    give(s, 0, "sven")
    play(s, Bribe("sven"))
    events = s.apply(Swap(1, "agent", 0, 0))
    line = next(e for e in events if e.kind == "swap").text
    assert line == "Player 1's Sneaky Sven takes Player 2's Agent on the western straight road; Player 2 gets Sven in return."


def test_after_a_move_the_attack_comes_before_detective_tracy():
    s = blank()
    official(s, 0, "tracy")
    building(s, (0, 1), "anniewares")
    agents(s, (0, 0), 0, 2)
    agents(s, (0, 1), 1)
    agents(s, (1, 0), 1)
    play(s, Move(0, 0, 0, 1, 2))
    assert s.stage == "attack" and set(s.legal_actions()) == {Attack(1), Skip()}
    play(s, Skip())
    assert s.stage == "tracy"
    play(s, Skip())
    assert s.stage == "action" and not s.todo


def test_a_quiet_move_without_tracy_leaves_nothing_queued():
    s = blank()
    building(s, (0, 1), "anniewares")
    agents(s, (0, 0), 0)
    play(s, Move(0, 0, 0, 1, 1))
    assert s.stage == "action" and not s.todo and s.agents_at((0, 1))[0] == 1
    official(s, 0, "tracy")
    s.tracy_used = True
    play(s, Move(0, 1, 0, 0, 1))
    assert s.stage == "action" and not s.todo
