"""Play test 7 (item 1a): placing the Agent that puts a player's last Agent
in the city ended the game at once, and nothing said so before the click.
A move that ends the game says so among its consequences, with the final
scores; a move that does not end it never says so."""
import random

from game.games import get_ruleset
from game.games.cartel.rules.actions import Build, PlaceAgent, Snitch
from tests.games.cartel.helpers import agents, blank, building, give, play


def one_agent_short():
    """Seat 0 (of 3) holds every Agent but one in a building at (0, 1) and
    builds an Anniewares (which gains an Agent) on the lot at (1, 1): the
    gained Agent may go there or to (0, 1), and either place ends the game."""
    s = blank(players=3)
    building(s, (0, 1), "toptech")
    agents(s, (0, 1), 0, s.reserve[0] - 1)
    building(s, (0, -1), "groundhog")
    agents(s, (0, -1), 1, 2)
    give(s, 0, "anniewares")
    build = Build("anniewares", 1, 1)
    assert build in s.legal_actions(), s.legal_actions()
    return s, build


def test_the_build_before_the_last_agent_does_not_say_the_game_ends():
    s, build = one_agent_short()
    told = " ".join(s.consequences(build))
    assert "you gain an Agent" in told and "ends the game" not in told, told


def test_placing_the_last_agent_says_it_ends_the_game_and_the_final_scores():
    s, build = one_agent_short()
    play(s, build)
    assert s.stage == "place_agent"
    spots = [a for a in s.legal_actions() if isinstance(a, PlaceAgent)]
    assert len(spots) == 2
    for a in spots:
        told = s.consequences(a)
        after = s.clone()
        after.apply(a)
        assert after.is_over
        final = sorted(after.scores(), key=lambda sc: sc.key, reverse=True)
        words = ", ".join(f"Player {sc.seat + 1} {sc.total}" for sc in final)
        assert f"this ends the game (your last Agent goes into the city): final scores {words}" in told, told


def test_random_games_say_the_end_exactly_when_it_comes():
    ruleset = get_ruleset("cartel")
    said = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = ruleset.new_game(2 + seed % 3, {}, seed)
        while not state.is_over:
            a = rng.choice(state.legal_actions())
            told = " ".join(state.consequences(a))
            state.apply(a)
            if not isinstance(a, Snitch):
                assert ("this ends the game" in told) == state.is_over, (seed, a, told, state.ended_by)
                said += state.is_over
    assert said >= 4, said


def test_captain_juans_bribe_names_whom_he_hits_now_and_a_tie():
    """Play test 7 (item 5, shot199): the tooltip said "whoever has the most
    Agents" in a 3-3-3 tie; it names the seats and the tie."""
    from game.games.cartel.rules.actions import Bribe

    s = blank(players=3)
    building(s, (0, 1), "toptech")
    for seat in range(3):
        agents(s, (0, 1), seat, 3)
    give(s, 0, "juan")
    told = " ".join(s.consequences(Bribe("juan")))
    assert "Captain Juan then trashes one Agent of yours, Player 2's or Player 3's, tied on 3 Agents in the city" in told, told
    agents(s, (0, 1), 2, 1)
    told = " ".join(s.consequences(Bribe("juan")))
    assert "Captain Juan then trashes one of Player 3's Agents (the most in the city: 4)" in told, told
